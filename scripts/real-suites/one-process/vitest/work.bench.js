// One-process-per-side vitest bench suite with a known truth for test/fixtures/one-process/
// (issue 23). One file, two variants: BENCH_VARIANT=head switches on the changes; anything else (or
// unset) is base. Run as one `vitest bench --run --outputJson` process per side by
// scripts/real-suites/one-process/generate.sh, from a scratch folder whose node_modules is a link to
// the project's (vitest is the project's own dev dependency).
//   same     mix(WORK) on every call on both sides                    unchanged
//   small    mix(WORK / 20) on both sides (a short one)               unchanged
//   tenpct   head does 1.1x the work on every call                    x1.1
//   double   head does 2x the work on every call                      x2
//   tail     head does 10x the work on every 50th call (2 %)          tail only: p99 moves, p50 does not
import { afterAll, bench, describe } from 'vitest';

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

describe('work', () => {
  bench('same', () => {
    sink ^= mix(WORK);
  });
  bench('small', () => {
    sink ^= mix(WORK / 20);
  });
  bench('tenpct', () => {
    sink ^= mix(head ? WORK * 1.1 : WORK);
  });
  bench('double', () => {
    sink ^= mix(head ? WORK * 2 : WORK);
  });
  bench('tail', () => {
    calls++;
    sink ^= mix(head && calls % 50 === 0 ? WORK * 10 : WORK);
  });
});

afterAll(() => {
  if (sink === 0.5) console.error(sink); // keep the work observable
});
