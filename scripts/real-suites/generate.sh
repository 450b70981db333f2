#!/bin/sh
# Regenerates test/fixtures/real-suites/: real outputs of real tools for benchmarks whose truth is
# known (see go/work_test.go, gbench/work.cc, tinybench/bench.mjs). Each program has two variants chosen by the
# environment variable BENCH_VARIANT (unset = base, head = the changed code), so base and head are
# the same program (the same binary for Go and Google Benchmark) with a switch.
#
# The process is the unit of replication (docs/methodology §6): every run is its own process, and
# the three sides are interleaved on the same machine, as `bench-review run` and benchstat's docs do:
#   for i in 1..N: base-1, head, base-2      (each one process)
#   A/A pair:     <tool>-base-1 vs <tool>-base-2   (the base program, 2 x N processes)
#   change pair:  <tool>-base-1 vs <tool>-head
# Repetitions inside one process (go -count=10, --benchmark_repetitions=10) would not show the
# run-to-run noise between processes, so each process makes exactly one run:
#   go        N=10  `-count=1` per process, appended to one file per side (go-<side>.txt): the Go
#                   reader takes the repeated lines of a benchmark as its runs
#   gbench    N=10  `--benchmark_repetitions=1` per process, one JSON per process: gbench-<side>/run-NN.json
#   tinybench N=8   one node process per run, one JSON dump each:          tinybench-<side>/run-NN.json
# Run as it is on whatever machine this is; the noise of that machine is part of what is tested.
# The 1-minute load average before each round goes to stderr (for SOURCES.md).
# Needs: go, g++, libbenchmark-dev (.ci/install-tools installs them); tinybench needs npm and
# installs tinybench 6.2.5 into a scratch folder. The hyperfine pair the test uses is made by
# test/fixtures/formats/hyperfine/generate.sh.
#   sh scripts/real-suites/generate.sh                  # go and gbench
#   sh scripts/real-suites/generate.sh tinybench        # one or more of: go gbench tinybench
#   sh scripts/real-suites/generate.sh "go tinybench"
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../test/fixtures/real-suites"
mkdir -p "$out"
tools=${1:-go gbench}
scratch_bin=$(mktemp -d)
trap 'rm -rf "$scratch_bin"' EXIT

sides='base-1 head base-2'
variant_of() { if [ "$1" = head ]; then echo head; else echo base; fi; }
load() { echo "$1 round $2: load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2; }

gen_go() {
  # One test binary, built once (`go test -c`; the variant is chosen at run time), so a run is a
  # process start, not a compile. Running it is what `go test -run '^$' -bench . -benchmem -count=1`
  # does after building (without go test's closing `ok` line). Default -benchtime (1 s a benchmark).
  (cd "$here/go" && go test -c -o "$scratch_bin/realsuites.test")
  for side in $sides; do : >"$out/go-$side.txt"; done
  for i in $(seq 1 10); do
    load go "$i"
    for side in $sides; do
      (cd "$here/go" && BENCH_VARIANT=$(variant_of "$side") "$scratch_bin/realsuites.test" \
        -test.run '^$' -test.bench . -test.benchmem -test.count=1 >>"$out/go-$side.txt")
    done
  done
}

gen_gbench() {
  g++ -O2 -std=c++17 -o "$scratch_bin/work" "$here/gbench/work.cc" -lbenchmark -lpthread
  for side in $sides; do rm -rf "$out/gbench-$side"; mkdir -p "$out/gbench-$side"; done
  for i in $(seq 1 10); do
    load gbench "$i"
    for side in $sides; do
      # --benchmark_out writes the JSON with its `context`; the console table goes to /dev/null.
      BENCH_VARIANT=$(variant_of "$side") "$scratch_bin/work" --benchmark_repetitions=1 \
        --benchmark_out_format=json --benchmark_out="$out/gbench-$side/run-$(printf %02d "$i").json" >/dev/null
    done
  done
}

gen_tinybench() {
  # tinybench from npm into a scratch folder (not the project's package.json).
  scratch=${TINYBENCH_DIR:-/tmp/real-suites-tinybench}
  mkdir -p "$scratch"
  [ -d "$scratch/node_modules/tinybench" ] || (cd "$scratch" && npm init -y >/dev/null && npm i --silent tinybench@6.2.5 >/dev/null)
  cp "$here/tinybench/bench.mjs" "$scratch/bench.mjs"
  for side in $sides; do rm -rf "$out/tinybench-$side"; mkdir -p "$out/tinybench-$side"; done
  for i in $(seq 1 8); do
    load tinybench "$i"
    for side in $sides; do
      BENCH_VARIANT=$(variant_of "$side") node "$scratch/bench.mjs" >"$out/tinybench-$side/run-$(printf %02d "$i").json"
    done
  done
}

for t in $tools; do "gen_$t"; done
