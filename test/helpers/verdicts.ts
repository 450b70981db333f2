/** Checks shared by the tests of real suites (test/e2e/real-suites.test.ts, test/e2e/one-process.test.ts). */
import { expect } from 'vitest';

/**
 * Every benchmark of the report has the expected verdict: a string is exact, an array is the
 * allowed set. A verdict inside its allowed set is shown as the set, so one diff lists every
 * benchmark that is off; soft, so that the status and the asks of the same pair are checked too.
 */
export function expectVerdicts(byName: Record<string, { verdict: string }>, expected: Record<string, string | string[]>): void {
  expect(Object.keys(byName).sort()).toEqual(Object.keys(expected).sort());
  const shown = (v: string | string[]) => (typeof v === 'string' ? v : v.join(' | '));
  const got = Object.fromEntries(
    Object.entries(expected).map(([name, v]) => [
      name,
      typeof v !== 'string' && v.includes(byName[name].verdict) ? shown(v) : byName[name].verdict,
    ]),
  );
  const want = Object.fromEntries(Object.entries(expected).map(([name, v]) => [name, shown(v)]));
  expect.soft(got).toEqual(want);
}
