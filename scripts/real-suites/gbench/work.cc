// Benchmarks with a known truth for test/e2e/real-suites.test.ts (Google Benchmark). One program,
// two variants: BENCH_VARIANT=head switches on the change; anything else (or unset) is base.
//   BM_same    identical work on both sides
//   BM_slower  head does 1.5x the work of base
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>

static bool is_head() {
  const char* v = std::getenv("BENCH_VARIANT");
  return v != nullptr && std::strcmp(v, "head") == 0;
}

// n rounds of xorshift: a fixed amount of integer work.
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

static void BM_same(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(mix(2000));
}
BENCHMARK(BM_same);

static void BM_slower(benchmark::State& state) {
  const int n = is_head() ? 3000 : 2000;
  for (auto _ : state) benchmark::DoNotOptimize(mix(n));
}
BENCHMARK(BM_slower);

BENCHMARK_MAIN();
