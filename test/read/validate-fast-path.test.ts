/**
 * The readers' last check (read/validate.ts) takes a per-run value that passes every test inline,
 * without a checker object; anything else goes through the checker, which words the error. The
 * inline path must decide exactly as the checker does: same zero count, same error, for every
 * value.
 */
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../src/model/types.js';
import { checkMeasurement, validateMeasurement } from '../../src/read/validate.js';
import { mulberry32 } from '../../src/stats/random.js';

/** The result of a check: the zero count, or the error's message. */
function outcome(check: (m: Measurement) => number, m: Measurement): number | string {
  try {
    return check(m);
  } catch (err) {
    return `${(err as Error).constructor.name}: ${(err as Error).message}`;
  }
}

const VALUES = [0, -0, 1, 0.5, -1, -1e-300, 1e300, 1.7976931348623157e308, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity, 5e-324];
const ITERATIONS = [undefined, 0, 1, 2.5, -1, NaN, Infinity, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e6];

function perRun(unit: string, value: number, iterations: number | undefined): Measurement {
  return {
    benchmark: 'BenchmarkX',
    unit,
    measure: 'ns/op',
    lowerIsBetter: true,
    run: '1',
    data: { kind: 'per-run', value, iterations },
    source: { file: 'x.txt', line: 3 },
  };
}

describe('validateMeasurement: the inline path decides as the checker does', () => {
  it('every edge value and iteration count, in a time unit and in others', () => {
    let cases = 0;
    let zeros = 0;
    let errors = 0;
    for (const unit of ['ns', 'B', 'ops/s', 'items/s'])
      for (const v of VALUES)
        for (const it of ITERATIONS) {
          const m = perRun(unit, v, it);
          const fast = outcome(validateMeasurement, m);
          expect(fast).toEqual(outcome(checkMeasurement, m));
          cases++;
          if (fast === 1) zeros++;
          if (typeof fast === 'string') errors++;
        }
    // The table holds every outcome: passes, zeros (0 and -0 in ns, with a valid count) and errors.
    expect([cases, zeros, errors]).toEqual([520, 12, 292]);
  });

  it('random values, scaled as readers scale them', () => {
    const r = mulberry32(14);
    for (let i = 0; i < 5000; i++) {
      const pick = r();
      const v =
        pick < 0.1 ? 0 : pick < 0.2 ? -r() * 1e3 : pick < 0.25 ? 1e300 * 1e9 * (r() < 0.5 ? 1 : -1) : r() * 10 ** Math.floor(r() * 30 - 10);
      const it = r() < 0.3 ? undefined : r() < 0.9 ? Math.floor(r() * 1e9) : r() < 0.5 ? -r() : r() * 1e6;
      const m = perRun(r() < 0.7 ? 'ns' : 'B', v, it);
      expect(outcome(validateMeasurement, m)).toEqual(outcome(checkMeasurement, m));
    }
  });

  it("an error from the inline path is still the checker's, naming file, line and benchmark", () => {
    expect(outcome(validateMeasurement, perRun('ns', -2, 1))).toBe(
      'InputError: x.txt:3: benchmark "BenchmarkX": the value is -2; expected a duration of 0 or more',
    );
    expect(outcome(validateMeasurement, perRun('ns', 1, -1))).toBe(
      'InputError: x.txt:3: benchmark "BenchmarkX": the iteration count is -1; expected a whole number from 0 to 9007199254740991',
    );
  });
});
