import { describe, expect, it } from 'vitest';
import { benchstatDelta, benchstatSummary } from '../../src/stats/benchstat-delta.js';
import { expectRel } from './helpers.js';

// TV-BS: cmd/benchstat/main.go doc example.
const oldJson = [1726, 1723, 1707, 1707, 1713, 1729, 1736, 1707, 1705, 1774];
const newJson = [1423, 1416, 1411, 1413, 1412, 1426, 1422, 1424, 1447, 1425];
const oldGob = [3069, 3075, 3069, 3067, 3207, 3064, 3064, 3058, 3059, 3062];
const newGob = [3075, 3065, 3059, 3065, 3060, 3081, 3186, 3135, 3087, 3062];

describe('TV-BS: benchstat end-to-end numbers', () => {
  it.each([
    ['json old', oldJson, 1718, 1707, 1736, '1%'],
    ['json new', newJson, 1422.5, 1412, 1426, '1%'],
    ['gob old', oldGob, 3065.5, 3059, 3075, '0%'],
    ['gob new', newGob, 3070, 3060, 3135, '2%'],
  ] as const)('%s: median, CI (orders 2 and 9), ±', (_, values, center, lo, hi, pct) => {
    const s = benchstatSummary(values);
    expect([s.center, s.lo, s.hi, s.pctRange]).toEqual([center, lo, hi, pct]);
    expectRel(s.confidence, 0.978515625);
  });

  it('json: -17.20% (p=0.000 n=10)', () => {
    const d = benchstatDelta(oldJson, newJson);
    expect(d.symbol).toBe('-17.20%');
    expectRel(d.p, 1.082508822446903e-5);
    expect(d.p.toFixed(3)).toBe('0.000');
    expect(d.n).toBe('10');
  });

  it('gob: ~ (p=0.446 n=10)', () => {
    const d = benchstatDelta(oldGob, newGob);
    expect(d.symbol).toBe('~');
    expectRel(d.p, 0.4461018857303687);
    expect(d.p.toFixed(3)).toBe('0.446');
  });

  it('"~" only when p > alpha; "?" for a zero old median; unequal sizes; infinite CI', () => {
    expect(benchstatDelta(oldGob, newGob, 0.4461018857303687).symbol).not.toBe('~');
    expect(benchstatDelta([0, 0, 0, 0, 0], [5, 6, 7, 8, 9]).symbol).toBe('?');
    expect(benchstatDelta([1, 2, 3, 4], [10, 20, 30]).n).toBe('4+3');
    expect(benchstatSummary([1, 2, 3, 4, 5]).pctRange).toBe('∞');
    expect(benchstatSummary([-1, 2, 3, 4, 5, 6]).pctRange).toBe('?');
  });
});
