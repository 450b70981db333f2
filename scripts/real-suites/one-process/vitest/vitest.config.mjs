// Config of the one-process vitest bench suite (no imports: it runs from a scratch folder with the
// project's vitest binary). Default bench options (500 ms a benchmark).
export default {
  test: {
    include: [],
    benchmark: { include: ['*.bench.js'] },
  },
};
