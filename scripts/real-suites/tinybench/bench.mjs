// tinybench suite with a known truth for test/e2e/real-suites.test.ts. One program, two variants:
// BENCH_VARIANT=head switches on the changes; anything else (or unset) is base.
//   same    identical work on both sides
//   median  head does 1.5x the work on every call: the whole distribution moves (p50 and up)
//   tail    head does 200x the work on every 20th call (5 %): p99 moves, p50 and p90 do not
//           (200x, so that the change stands above the descheduling tail of a loaded machine)
// Prints the documented user serialisation of bench.tasks: [{ name, result }] (tinybench keeps
// per-call latencies with retainSamples). Run by scripts/real-suites/generate.sh from a scratch
// folder where tinybench is installed (it is not a dependency of the project).
import { Bench } from 'tinybench';

const head = process.env.BENCH_VARIANT === 'head';
let sink = 0;

/** n rounds of 32-bit xorshift: a fixed amount of integer work. */
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
// A fixed number of calls per task (time: 0), so every file has the same sample count.
const bench = new Bench({ time: 0, iterations: 400, warmupTime: 50, warmupIterations: 50, retainSamples: true });
bench
  .add('same', () => {
    sink ^= mix(WORK);
  })
  .add('median', () => {
    sink ^= mix(head ? WORK * 1.5 : WORK);
  })
  .add('tail', () => {
    calls++;
    sink ^= mix(head && calls % 20 === 0 ? WORK * 200 : WORK);
  });
await bench.run();
if (sink === 0.5) console.error(sink); // keep the work observable
process.stdout.write(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result }))) + '\n');
