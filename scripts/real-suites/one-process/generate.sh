#!/usr/bin/env bash
# Regenerates test/fixtures/one-process/ (issue 23, item 7): real outputs of real tools, ONE PROCESS
# PER SIDE — one invocation of the tool for base and one for head, as people paste them in pull
# requests — for benchmarks whose truth is known. test/fixtures/one-process/pairs.json lists the
# pairs and their truth; SOURCES.md says how and where they were made.
#
# Every pair is a folder <id>/ with base.<ext> and head.<ext>, made by running base, then head, one
# process each, right after each other. The programs have variants chosen by the environment
# variable BENCH_VARIANT (base = unset or "base"; the changes are described in each program):
#   go/work_test.go       Go testing, one test binary (go test -c, built once), -test.count=10
#   gbench/work.cc        Google Benchmark, one binary, --benchmark_repetitions=10, JSON out
#   http/server.mjs       the local HTTP server wrk measures (timer wait or CPU work per request)
#   (redis-server)        redis-benchmark against a local redis-server; head: appendfsync always
#   vitest/               vitest bench --outputJson (the project's vitest, from a scratch folder)
#   tinybench/bench.mjs   tinybench 6.2.5 (npm, into a scratch folder), one node process
#   hyperfine/prog.c      hyperfine --export-json on ./prog_base work vs ./prog_head work
#   (postgres)            pgbench -S --log against a local postgres (skipped if not installed)
# A/A pairs run the base variant on both sides. Pairs marked "load" run with a CPU hog on both
# cores (two `sh -c 'while :; do :; done'`, started 3 s before base, killed after head; each is
# also bounded by `timeout`), as on a shared, noisy CI runner. Every server and hog is killed on
# exit (trap); every tool run is bounded by `timeout`. The machine may be shared: before each pair
# the script waits (at most QUIET_WAIT = 20 s) for a second in which it is at most QUIET_BUSY = 20 %
# busy, and a pair during which other processes used more than OTHERS_MAX = 15 % of the machine is
# made again (at most PAIR_ATTEMPTS = 2 times in all; see pair); the environment variables of those
# names change them. log.txt records all of it, and each side's 1-minute load average before and
# after.
#
#   bash scripts/real-suites/one-process/generate.sh              # every tool (6 min on a quiet machine)
#   bash scripts/real-suites/one-process/generate.sh "wrk redis"  # some of: go gbench wrk redis
#                                                                 #   vitest tinybench hyperfine pgbench
# Needs: go, g++ and libbenchmark-dev, wrk, redis-server and redis-tools, hyperfine, node 20 with the
# project's node_modules (npm ci), npm (tinybench into a scratch folder), cc; pgbench and postgresql
# (server) for the pgbench pairs. Network: 127.0.0.1 only (and npm for tinybench once).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/test/fixtures/one-process"
mkdir -p "$out"
tools=${1:-go gbench wrk redis vitest tinybench hyperfine pgbench}
scratch=$(mktemp -d)
logfile="$out/log.txt"
[ $# -eq 0 ] && : >"$logfile"   # a full run starts a new log; a partial one appends
HOGS=2             # CPU hogs in "load" pairs (the machine has 2 cores)
HOG_SECONDS=300    # a hog's upper bound in time, should the trap not run
QUIET_WAIT=${QUIET_WAIT:-20}   # see wait_quiet
QUIET_BUSY=${QUIET_BUSY:-20}
PAIR_ATTEMPTS=${PAIR_ATTEMPTS:-2}  # see pair
OTHERS_MAX=${OTHERS_MAX:-15}

pids=''            # background processes (servers, hogs) still running
hogs=''
pgdir=''
ours=0
cleanup() {
  for p in $pids; do kill "$p" 2>/dev/null || true; done
  for p in $pids; do wait "$p" 2>/dev/null || true; done
  if [ -n "$pgdir" ] && [ -f "$pgdir/data/postmaster.pid" ]; then
    $asuser_pg "$pgbin/pg_ctl" -D "$pgdir/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  [ -n "$pgdir" ] && rm -rf "$pgdir"
  rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

forget() { # forget pid: no longer ours to kill
  local p keep=''
  for p in $pids; do [ "$p" = "$1" ] || keep="$keep $p"; done
  pids=$keep
}
note() { echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) $* load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$logfile" >&2; }

hog_start() {
  local i
  for i in $(seq 1 "$HOGS"); do
    timeout "$HOG_SECONDS" sh -c 'while :; do :; done' &
    pids="$pids $!"; hogs="$hogs $!"
  done
  sleep 3
}
hog_stop() {
  local p
  for p in $hogs; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; forget "$p"; done
  hogs=''
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# cpu_busy: percent of the machine's CPU time busy (all processes) over the next second
cpu_busy() {
  local a b
  a=$(awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat)
  sleep 1
  b=$(awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat)
  # shellcheck disable=SC2086
  set -- $a $b
  echo $(( ($3 - $1) * 100 / ($3 - $1 + $4 - $2 + 1) ))
}
# wait_quiet: this machine may be shared; wait (at most QUIET_WAIT seconds) for a second in which at
# most QUIET_BUSY % of its CPU time is busy, so that "quiet" pairs start quiet. Logs what it found.
wait_quiet() {
  local i busy=100
  for i in $(seq 1 "$QUIET_WAIT"); do
    busy=$(cpu_busy)
    [ "$busy" -le "$QUIET_BUSY" ] && break
  done
  note "machine ${busy}% busy in the last second before the pair (waited ${i} s)"
}

# Co-tenants. busy_jiffies: CPU time (1/100 s) the whole machine has been busy; ours_now: CPU
# time of this script's finished children (every tool, server and hog is waited for, and a child's
# own children count in it); their difference over a pair is what other processes used.
busy_jiffies() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9}' /proc/stat; }
ours_now() {   # sets ours; `times` must run in this shell: in a pipe or $(…) it would count a subshell's
  times >"$scratch/times"
  ours=$(awk 'NR==2{n=0; for(i=1;i<=2;i++){split($i,t,/m|s/); n+=t[1]*60+t[2]} printf "%d\n", n*100}' "$scratch/times")
}
uptime_cs() { awk '{printf "%d\n", $1*100}' /proc/uptime; }

# pair TOOL ID HEAD_VARIANT [load]: folder ID/ with base (variant base) and head (HEAD_VARIANT),
# one process each, by the function side_TOOL ID SIDE VARIANT. Other processes on the machine
# (co-tenants) must not change the result: the pair is made again (at most PAIR_ATTEMPTS times)
# when they used more than OTHERS_MAX % of the machine while it ran; the last attempt is kept
# whatever they did, and log.txt says so.
pair() {
  local tool=$1 id=$2 hv=$3 load=${4:-} attempt b0 o0 t0 others
  for attempt in $(seq 1 "$PAIR_ATTEMPTS"); do
    rm -rf "${out:?}/$id"; mkdir -p "$out/$id"
    wait_quiet
    b0=$(busy_jiffies); ours_now; o0=$ours; t0=$(uptime_cs)
    if [ "$load" = load ]; then hog_start; fi
    note "$id base (variant base${load:+, under load}) start"
    "side_$tool" "$id" base base
    note "$id base end"
    note "$id head (variant $hv${load:+, under load}) start"
    "side_$tool" "$id" head "$hv"
    note "$id head end"
    if [ "$load" = load ]; then hog_stop; fi
    ours_now
    others=$(( ($(busy_jiffies) - b0 - (ours - o0)) * 100 / ( ($(uptime_cs) - t0) * $(nproc) + 1 ) ))
    [ "$others" -lt 0 ] && others=0
    if [ "$others" -le "$OTHERS_MAX" ]; then
      note "$id kept (attempt $attempt): other processes used ${others}% of the machine"; return 0
    fi
    if [ "$attempt" -lt "$PAIR_ATTEMPTS" ]; then note "$id made again: other processes used ${others}% of the machine"; fi
  done
  note "$id kept (attempt $PAIR_ATTEMPTS, the last): other processes used ${others}% of the machine"
}

# --- Go: one test binary; one process per side runs every benchmark 10 times ---------------------
side_go() {
  (cd "$here/go" && BENCH_VARIANT=$3 timeout 300 "$scratch/oneprocess.test" -test.run '^$' -test.bench . \
    -test.count=10 -test.benchtime=100ms >"$out/$1/$2.txt")
}
gen_go() {
  (cd "$here/go" && go test -c -o "$scratch/oneprocess.test")
  pair go go-aa base
  pair go go-aa-load base load
  pair go go-change head
}

# --- Google Benchmark: one binary; one process per side, 10 repetitions, JSON ---------------------
side_gbench() {
  BENCH_VARIANT=$3 timeout 300 "$scratch/gbench" --benchmark_repetitions=10 --benchmark_min_time=0.05 \
    --benchmark_out_format=json --benchmark_out="$out/$1/$2.json" >/dev/null
}
gen_gbench() {
  g++ -O2 -std=c++17 -o "$scratch/gbench" "$here/gbench/work.cc" -lbenchmark -lpthread
  pair gbench gbench-aa base
  pair gbench gbench-aa-load base load
  pair gbench gbench-change head
}

# --- wrk --latency against the local node server, one wrk process per side --------------------
# WRK_ARGS and WRK_PATH are set per pair by gen_wrk.
side_wrk() {
  local portfile="$scratch/http-port" i server
  rm -f "$portfile"
  BENCH_VARIANT=$3 node "$here/http/server.mjs" "$portfile" &
  server=$!; pids="$pids $server"
  for i in $(seq 1 100); do [ -s "$portfile" ] && break; sleep 0.1; done
  [ -s "$portfile" ] || { echo "the HTTP server did not start" >&2; exit 1; }
  # shellcheck disable=SC2086
  timeout 120 wrk $WRK_ARGS --latency "http://127.0.0.1:$(cat "$portfile")$WRK_PATH" >"$out/$1/$2.txt"
  kill "$server"; wait "$server" || true; forget "$server"
}
gen_wrk() {
  WRK_PATH=/api/items WRK_ARGS='-t2 -c8 -d3s'
  pair wrk wrk-aa base
  pair wrk wrk-aa-load base load
  pair wrk wrk-x2 x2
  pair wrk wrk-tail tail
  # x100: 100x the wait gives 100x fewer requests in the same time, so longer and more connections
  WRK_ARGS='-t2 -c16 -d10s'
  pair wrk wrk-x100 x100
  WRK_PATH=/render WRK_ARGS='-t2 -c16 -d3s'
  pair wrk wrk-cpu-aa base
  pair wrk wrk-cpu-aa-load base load
  pair wrk wrk-cpu-x1.1 x1.1
  pair wrk wrk-cpu-x2 x2
}

# --- redis-benchmark (default text output) against a local redis-server, one run per side -------
# base: no persistence; head variant "aof": appendonly yes + appendfsync always (an fsync per write)
side_redis() {
  local port dir="$scratch/redis-$1-$2" i server
  rm -rf "$dir"; mkdir -p "$dir"   # no data from an earlier attempt
  port=$(free_port)
  if [ "$3" = aof ]; then set -- "$1" "$2" --appendonly yes --appendfsync always
  else set -- "$1" "$2" --appendonly no; fi
  local id=$1 side=$2; shift 2
  redis-server --port "$port" --bind 127.0.0.1 --save '' --dir "$dir" --logfile "$dir/redis.log" "$@" &
  server=$!; pids="$pids $server"
  for i in $(seq 1 100); do
    [ "$(redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null)" = PONG ] && break; sleep 0.1
  done
  timeout 300 redis-benchmark -h 127.0.0.1 -p "$port" -n 50000 -t set,get >"$out/$id/$side.txt"
  kill "$server"; wait "$server" || true; forget "$server"
}
gen_redis() {
  pair redis redis-aa base
  pair redis redis-aa-load base load
  pair redis redis-aof aof
}

# --- vitest bench --outputJson, the project's vitest, one process per side ----------------------
side_vitest() {
  (cd "$VITEST_DIR" && BENCH_VARIANT=$3 timeout 300 "$root/node_modules/.bin/vitest" bench --run \
    --outputJson "$out/$1/$2.json" >/dev/null 2>&1)
}
gen_vitest() {
  VITEST_DIR=${VITEST_DIR:-/tmp/one-process-vitest}
  rm -rf "$VITEST_DIR"; mkdir -p "$VITEST_DIR"
  cp "$here/vitest/work.bench.js" "$here/vitest/vitest.config.mjs" "$VITEST_DIR/"
  ln -s "$root/node_modules" "$VITEST_DIR/node_modules"
  pair vitest vitest-aa base
  pair vitest vitest-aa-load base load
  pair vitest vitest-change head
}

# --- tinybench 6.2.5, one node process per side -------------------------------------------------
side_tinybench() {
  BENCH_VARIANT=$3 timeout 300 node "$TINYBENCH_DIR/bench.mjs" >"$out/$1/$2.json"
}
gen_tinybench() {
  TINYBENCH_DIR=${TINYBENCH_DIR:-/tmp/one-process-tinybench}
  mkdir -p "$TINYBENCH_DIR"
  [ -d "$TINYBENCH_DIR/node_modules/tinybench" ] ||
    (cd "$TINYBENCH_DIR" && npm init -y >/dev/null && npm i --silent tinybench@6.2.5 >/dev/null)
  cp "$here/tinybench/bench.mjs" "$TINYBENCH_DIR/bench.mjs"
  pair tinybench tinybench-aa base
  pair tinybench tinybench-aa-load base load
  pair tinybench tinybench-change head
}

# --- hyperfine: ./prog_base work (base side) vs ./prog_head work (head side) -------------------
# Two copies of one program whose names differ only by the side word; variant "x2": head's copy
# is built with twice the work. One hyperfine process per side, each timing its own command.
side_hyperfine() {
  (cd "$scratch/hf-$1" && timeout 300 hyperfine --warmup 3 --runs 30 --export-json "$out/$1/$2.json" \
    "./prog_$2 work" >/dev/null)
}
gen_hyperfine() {
  local id
  for id in hyperfine-aa hyperfine-aa-load hyperfine-x2; do
    mkdir -p "$scratch/hf-$id"
    cc -O2 -o "$scratch/hf-$id/prog_base" "$here/hyperfine/prog.c"
    if [ "$id" = hyperfine-x2 ]; then cc -O2 -DFACTOR=2 -o "$scratch/hf-$id/prog_head" "$here/hyperfine/prog.c"
    else cp "$scratch/hf-$id/prog_base" "$scratch/hf-$id/prog_head"; fi
  done
  pair hyperfine hyperfine-aa base
  pair hyperfine hyperfine-aa-load base load
  pair hyperfine hyperfine-x2 x2
}

# --- pgbench -S --log against a local postgres (select-only), one pgbench process per side ------
# The server runs per side as a child of this script (so that its CPU time counts as ours).
side_pgbench() {
  local prefix="$scratch/pgbench-$1-$2/pgbench_log" server i
  mkdir -p "$(dirname "$prefix")"
  $asuser_pg "$pgbin/postgres" -D "$pgdir/data" -p "$PGPORT_ONE" -k "$pgdir" \
    -c listen_addresses=127.0.0.1 >>"$pgdir/server.log" 2>&1 &
  server=$!; pids="$pids $server"
  for i in $(seq 1 100); do "$pgbin/pg_isready" -q -h 127.0.0.1 -p "$PGPORT_ONE" && break; sleep 0.1; done
  timeout 300 pgbench -h 127.0.0.1 -p "$PGPORT_ONE" -U postgres -S -c 2 -j 2 -t 1500 --log \
    --log-prefix="$prefix" bench >"$out/$1/$2-summary.txt" 2>/dev/null
  # one process's per-thread log files (prefix.PID, prefix.PID.1) concatenated, thread 0 first
  cat $(ls "$prefix".* | sort) >"$out/$1/$2.log"
  $asuser_pg "$pgbin/pg_ctl" -D "$pgdir/data" -m fast -w stop >/dev/null
  wait "$server" || true; forget "$server"
}
gen_pgbench() {
  pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
  if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ] || ! command -v pgbench >/dev/null; then
    echo "pgbench: no postgres server installed (apt-get install postgresql): skipped" >&2; return 0
  fi
  asuser_pg=''
  [ "$(id -u)" = 0 ] && asuser_pg='runuser -u postgres --'
  pgdir=$(mktemp -d /tmp/one-process-pg.XXXXXX)
  [ -n "$asuser_pg" ] && chown postgres: "$pgdir"
  PGPORT_ONE=$(free_port)
  $asuser_pg "$pgbin/initdb" -D "$pgdir/data" -A trust -U postgres >/dev/null
  $asuser_pg "$pgbin/pg_ctl" -D "$pgdir/data" -l "$pgdir/server.log" -w \
    -o "-p $PGPORT_ONE -k $pgdir -c listen_addresses=127.0.0.1" start >/dev/null
  createdb -h 127.0.0.1 -p "$PGPORT_ONE" -U postgres bench
  pgbench -h 127.0.0.1 -p "$PGPORT_ONE" -U postgres -i -s 1 -q bench >/dev/null 2>&1
  $asuser_pg "$pgbin/pg_ctl" -D "$pgdir/data" -m fast -w stop >/dev/null
  pair pgbench pgbench-aa base
  pair pgbench pgbench-aa-load base load
}
asuser_pg=''
pgbin=''

note "generate.sh \"$tools\" on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs"
lscpu >"$out/lscpu.txt"
for t in $tools; do "gen_$t"; done
note "done"
