// Benchmarks with a known truth for test/e2e/real-suites.test.ts. One program, two variants:
// BENCH_VARIANT=head switches on the changes; anything else (or unset) is base.
//
//	BenchmarkSame    identical work on both sides
//	BenchmarkSteady  identical work on both sides (a second, differently sized, unchanged one)
//	BenchmarkSlower  head does twice the work of base
//	BenchmarkAllocs  base allocates nothing; head allocates 16 small objects per op
package realsuites

import (
	"os"
	"testing"
)

var head = os.Getenv("BENCH_VARIANT") == "head"

// Sinks keep the compiler from removing the work or keeping the allocations on the stack.
var sinkU uint64
var sinkP []*[4]uint64

// mix is a fixed amount of integer work: n rounds of xorshift.
func mix(n int) uint64 {
	x := uint64(88172645463325252)
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
	}
	return x
}

func BenchmarkSame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkU += mix(2000)
	}
}

func BenchmarkSteady(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkU += mix(500)
	}
}

func BenchmarkSlower(b *testing.B) {
	n := 2000
	if head {
		n = 4000
	}
	for i := 0; i < b.N; i++ {
		sinkU += mix(n)
	}
}

func BenchmarkAllocs(b *testing.B) {
	var fixed [16][4]uint64
	ptrs := make([]*[4]uint64, 16)
	for i := 0; i < b.N; i++ {
		for j := 0; j < 16; j++ {
			if head {
				ptrs[j] = new([4]uint64)
			} else {
				ptrs[j] = &fixed[j]
			}
			ptrs[j][0] = uint64(i + j)
		}
		sinkP = ptrs
		sinkU += mix(200)
	}
}
