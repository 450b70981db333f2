#!/bin/sh
# Regenerates test/fixtures/load-sweep/: real outputs of two load tools, wrk (wg/wrk, closed-loop)
# and autocannon (closed-loop, Node), against scripts/load-sweep/server.mjs on 127.0.0.1, whose
# head variant has a capacity regression (each request holds a one-at-a-time resource for 4 ms
# instead of 2 ms: about the same latency when idle, half the requests/s it can carry).
#
# Load levels are connections (both tools print them in their output; neither prints a -R rate:
# Debian's wrk is wg/wrk, which has none, and autocannon -j does not record -R), 4 levels per tool,
# 5 runs per side per level (4 is the fewest that can show a difference at α = 0.05), 3 s each (a
# p99 interval needs ≥ 368 requests in a run). Every run starts its own server process on a random
# port, so base and head never share a port and the benchmark names must not depend on it. Sides
# are interleaved per run, alternating which side goes first (base,head / head,base / …).
#
# Installs nothing system-wide. Needs: wrk on PATH (Debian/Ubuntu: apt-get install -y wrk), node and
# npm; autocannon is installed at a pinned version into a scratch folder (or AUTOCANNON=/path/to/bin).
# Sends traffic to 127.0.0.1 only; every run is bounded (DURATION seconds). Takes about 6 minutes.
# On a shared machine, `nice -n -10 sh …` (as root) keeps other work from starving the server.
# Writes GENERATED.txt (versions, date, machine) and generate.log (the 1-minute load average at each run).
#   sh scripts/load-sweep/generate.sh             # both tools
#   sh scripts/load-sweep/generate.sh wrk         # one or more of: wrk autocannon
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../test/fixtures/load-sweep"
tools=${1:-wrk autocannon}
levels=${LEVELS:-1 2 4 16}
runs=${RUNS:-5}
duration=${DURATION:-3}
autocannon_version=9.0.0

command -v wrk >/dev/null 2>&1 || { echo "generate.sh: wrk is not on PATH (apt-get install -y wrk)" >&2; exit 1; }
scratch=$(mktemp -d)
server_pid=''
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT INT TERM

autocannon=${AUTOCANNON:-}
case " $tools " in *" autocannon "*)
  if [ -z "$autocannon" ]; then
    npm install --prefix "$scratch/ac" --no-save --no-audit --no-fund --silent "autocannon@$autocannon_version" >&2
    autocannon="$scratch/ac/node_modules/.bin/autocannon"
  fi ;;
esac

# Starts the server of side $1; sets server_pid and port.
start_server() {
  rm -f "$scratch/port"
  node "$here/server.mjs" --variant "$1" > "$scratch/port" &
  server_pid=$!
  i=0
  until grep -q '^listening ' "$scratch/port" 2>/dev/null; do
    i=$((i + 1))
    if [ "$i" -gt 100 ]; then echo "generate.sh: the $1 server did not start" >&2; exit 1; fi
    sleep 0.05
  done
  port=$(sed -n 's/^listening //p' "$scratch/port")
}
stop_server() {
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=''
}

# One run of tool $1 on side $2 at $3 connections, run number $4.
one() {
  tool=$1 side=$2 c=$3 n=$4
  mkdir -p "$out/$tool/$side"
  start_server "$side"
  url="http://127.0.0.1:$port/api/items"
  case $tool in
    wrk) wrk -t1 -c"$c" -d"${duration}s" --latency "$url" > "$out/$tool/$side/c$c-$n.txt" ;;
    autocannon) "$autocannon" -j -c "$c" -d "$duration" "$url" > "$out/$tool/$side/c$c-$n.json" 2>/dev/null ;;
  esac
  stop_server
  echo "$tool $side c=$c run $n: load average $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$out/generate.log" >&2
}

if [ "$#" -eq 0 ]; then rm -f "$out/generate.log"; fi
for tool in $tools; do
  rm -rf "${out:?}/$tool"
  for c in $levels; do
    n=1
    while [ "$n" -le "$runs" ]; do
      if [ $((n % 2)) -eq 1 ]; then one "$tool" base "$c" "$n"; one "$tool" head "$c" "$n"
      else one "$tool" head "$c" "$n"; one "$tool" base "$c" "$n"; fi
      n=$((n + 1))
    done
  done
done

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "wrk: $(wrk --version 2>&1 | head -1 | sed 's/ Copyright.*//')"
  if [ -n "$autocannon" ]; then echo "autocannon: $("$autocannon" --version 2>&1 | head -1)"; fi
  echo "node: $(node --version)"
  echo "cpu: $(LC_ALL=C lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs"
  echo "kernel: $(uname -sr)"
  echo "levels (connections): $levels; runs per side per level: $runs; duration: ${duration}s"
} > "$out/GENERATED.txt"
