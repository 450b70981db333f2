// One-process-per-side tinybench suite with a known truth for test/fixtures/one-process/ (issue 23).
// One program, two variants: BENCH_VARIANT=head switches on the changes; anything else (or unset)
// is base. Run as one node process per side by scripts/real-suites/one-process/generate.sh from a
// scratch folder where tinybench 6.2.5 is installed (it is not a dependency of the project).
//   same     mix(WORK) on every call on both sides                          unchanged
//   small    mix(WORK / 20) on both sides (a short one)                     unchanged
//   tenpct   head does 1.1x the work on every call                          x1.1 (all of it)
//   double   head does 2x the work on every call                            x2 (all of it)
//   tail     head does 10x the work on every 50th call (2 %)                tail only: p99 moves,
//            p50 and p90 do not
//   hundred  head does 100x the work on every call                          x100 (all of it)
// Prints the documented user serialisation of bench.tasks: [{ name, result }] (per-call latencies
// kept with retainSamples).
import { Bench } from 'tinybench';

const head = process.env.BENCH_VARIANT === 'head';
let sink = 0;

/** n rounds of 32-bit xorshift: a fixed amount of integer work, proportional to n. */
function mix(n) {
  let x = 2463534242 | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return x;
}

const WORK = 20000;
let calls = 0;
// A fixed number of calls per task (time: 0), so every file has the same sample count: 500, so that
// p99 rests on 5 calls above it and the tail task's 10 slow calls lie above p98.
const bench = new Bench({ time: 0, iterations: 500, warmupTime: 50, warmupIterations: 50, retainSamples: true });
bench
  .add('same', () => {
    sink ^= mix(WORK);
  })
  .add('small', () => {
    sink ^= mix(WORK / 20);
  })
  .add('tenpct', () => {
    sink ^= mix(head ? WORK * 1.1 : WORK);
  })
  .add('double', () => {
    sink ^= mix(head ? WORK * 2 : WORK);
  })
  .add('tail', () => {
    calls++;
    sink ^= mix(head && calls % 50 === 0 ? WORK * 10 : WORK);
  })
  .add('hundred', () => {
    sink ^= mix(head ? WORK * 100 : WORK);
  });
await bench.run();
if (sink === 0.5) console.error(sink); // keep the work observable
process.stdout.write(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result }))) + '\n');
