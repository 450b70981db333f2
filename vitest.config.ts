import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every report, noise-floor file, machine.json and shard.json a test makes is checked against
    // schema/ (in-process and in every child process the test starts): test/helpers/schema-setup.ts.
    setupFiles: ['test/helpers/schema-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
