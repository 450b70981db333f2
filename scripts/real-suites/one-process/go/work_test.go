// One-process-per-side Go suite with a known truth for test/fixtures/one-process/ (issue 23).
// One program, two variants: BENCH_VARIANT=head switches on the changes; anything else (or unset)
// is base. Run once per side as `oneprocess.test -test.run '^$' -test.bench . -test.count=10`
// (scripts/real-suites/one-process/generate.sh): the 10 repetitions share one process.
//
//	BenchmarkSame     mix(2000) on both sides                        unchanged
//	BenchmarkSmall    mix(100) on both sides (a short one)           unchanged
//	BenchmarkTenPct   mix(2000) -> mix(2200)                         x1.1
//	BenchmarkDouble   mix(2000) -> mix(4000)                         x2
//	BenchmarkHundred  mix(100)  -> mix(10000)                        x100
package oneprocess

import (
	"os"
	"testing"
)

var head = os.Getenv("BENCH_VARIANT") == "head"

// sink keeps the compiler from removing the work.
var sink uint64

// mix is a fixed amount of integer work: n rounds of xorshift (a dependency chain, so the time is
// proportional to n).
func mix(n int) uint64 {
	x := uint64(88172645463325252)
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
	}
	return x
}

func pick(base, changed int) int {
	if head {
		return changed
	}
	return base
}

func run(b *testing.B, n int) {
	for i := 0; i < b.N; i++ {
		sink += mix(n)
	}
}

func BenchmarkSame(b *testing.B)    { run(b, 2000) }
func BenchmarkSmall(b *testing.B)   { run(b, 100) }
func BenchmarkTenPct(b *testing.B)  { run(b, pick(2000, 2200)) }
func BenchmarkDouble(b *testing.B)  { run(b, pick(2000, 4000)) }
func BenchmarkHundred(b *testing.B) { run(b, pick(100, 10000)) }
