// One-process-per-side Google Benchmark suite with a known truth for test/fixtures/one-process/
// (issue 23). One program, two variants: BENCH_VARIANT=head switches on the changes; anything else
// (or unset) is base. Run once per side with --benchmark_repetitions=10 (the repetitions share one
// process) by scripts/real-suites/one-process/generate.sh.
//   BM_same     mix(2000) on both sides               unchanged
//   BM_small    mix(100) on both sides (a short one)  unchanged
//   BM_tenpct   mix(2000) -> mix(2200)                x1.1
//   BM_double   mix(2000) -> mix(4000)                x2
//   BM_hundred  mix(100)  -> mix(10000)               x100
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>

static bool is_head() {
  const char* v = std::getenv("BENCH_VARIANT");
  return v != nullptr && std::strcmp(v, "head") == 0;
}

static int pick(int base, int changed) { return is_head() ? changed : base; }

// n rounds of xorshift: a fixed amount of integer work, proportional to n.
static std::uint64_t mix(int n) {
  std::uint64_t x = 88172645463325252ULL;
  for (int i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    benchmark::DoNotOptimize(x);
  }
  return x;
}

static void run(benchmark::State& state, int n) {
  for (auto _ : state) benchmark::DoNotOptimize(mix(n));
}

static void BM_same(benchmark::State& state) { run(state, 2000); }
static void BM_small(benchmark::State& state) { run(state, 100); }
static void BM_tenpct(benchmark::State& state) { run(state, pick(2000, 2200)); }
static void BM_double(benchmark::State& state) { run(state, pick(2000, 4000)); }
static void BM_hundred(benchmark::State& state) { run(state, pick(100, 10000)); }
BENCHMARK(BM_same);
BENCHMARK(BM_small);
BENCHMARK(BM_tenpct);
BENCHMARK(BM_double);
BENCHMARK(BM_hundred);

BENCHMARK_MAIN();
