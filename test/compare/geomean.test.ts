/** benchstat's geomean row per measure (compare/geomean.ts), on hand-checked vectors. */
import { describe, expect, it } from 'vitest';
import { geomeanOf, geomeanSummaries, logMeanInterval, type Centres } from '../../src/compare/geomean.js';
import { mulberry32, normalQuantile } from '../../src/stats/index.js';

const ns = (base: number | null, head: number | null, measure = 'ns/op', unit = 'ns'): Centres => ({ measure, unit, base, head });

describe('geomeanOf: geometric means of the centres and of the changes', () => {
  it('ratios 2 and 0.5 average to no change, with the t interval of two values', () => {
    const s = geomeanOf([ns(100, 200), ns(100, 50)], 0.95)!;
    // base √(100·100) = 100, head √(200·50) = 100, change √(2 · 0.5) = 1.
    expect(s.base).toBeCloseTo(100, 12);
    expect(s.head).toBeCloseTo(100, 12);
    expect(s.ratio).toBeCloseTo(1, 12);
    // log changes ±ln 2: mean 0, sd ln 2 · √2, standard error ln 2; t(0.975, 1) = tan(0.475π) = 12.7062:
    // the interval is 2^(∓12.7062), about ÷6683 … ×6683 — two benchmarks say little about a third.
    const t = Math.tan(Math.PI * 0.475);
    expect(s.ciLow).toBeCloseTo(2 ** -t, 9);
    expect(s.ciHigh! / 2 ** t).toBeCloseTo(1, 9);
    expect(s.ciHigh).toBeGreaterThan(6682);
    expect(s.ciHigh).toBeLessThan(6684);
    expect(s).toMatchObject({ measure: 'ns/op', unit: 'ns', benchmarks: 2, leftOut: 0, confidence: 0.95, notes: [] });
  });

  it('takes benchstat doc example: 1.718µ → 1.423µ and 3.066µ → 3.070µ give 2.295µ → 2.090µ, −8.9 %', () => {
    const s = geomeanOf([ns(1718, 1423), ns(3066, 3070)], 0.95)!;
    expect(s.base).toBeCloseTo(Math.sqrt(1718 * 3066), 9);
    expect(s.base!.toPrecision(4)).toBe('2295');
    expect(s.head!.toPrecision(4)).toBe('2090');
    expect(s.ratio).toBeCloseTo(Math.sqrt((1423 / 1718) * (3070 / 3066)), 12);
    expect(s.ratio).toBeCloseTo(s.head! / s.base!, 12);
  });

  it('a t interval of the mean log change: three benchmarks, by hand', () => {
    // log changes ln 1.1, ln 1.2, ln 1.3: mean m, sd s (n − 1), t(0.975, 2) = 4.302653.
    const logs = [1.1, 1.2, 1.3].map(Math.log);
    const m = (logs[0] + logs[1] + logs[2]) / 3;
    const sd = Math.sqrt(logs.reduce((a, x) => a + (x - m) ** 2, 0) / 2);
    const half = 4.302652729911275 * (sd / Math.sqrt(3));
    const s = geomeanOf([ns(10, 11), ns(20, 24), ns(30, 39)], 0.95)!;
    expect(s.ratio).toBeCloseTo(Math.cbrt(1.1 * 1.2 * 1.3), 12);
    expect(s.ciLow).toBeCloseTo(Math.exp(m - half), 9);
    expect(s.ciHigh).toBeCloseTo(Math.exp(m + half), 9);
    expect(s.ciLow).toBeCloseTo(0.97282, 5);
    expect(s.ciHigh).toBeCloseTo(1.47337, 5);
  });

  it('the same change everywhere has no spread: a zero-width interval', () => {
    const s = geomeanOf([ns(10, 20), ns(30, 60), ns(7, 14)], 0.95)!;
    expect([s.ratio, s.ciLow, s.ciHigh].map((v) => +v!.toFixed(12))).toEqual([2, 2, 2]);
  });

  it('a centre at 0 leaves that side without a geometric mean; 0 → 0 counts as no change', () => {
    // allocs/op: two benchmarks allocate nothing on either side, one goes 4 → 8.
    const s = geomeanOf([ns(0, 0, 'allocs/op', 'allocs'), ns(0, 0, 'allocs/op', 'allocs'), ns(4, 8, 'allocs/op', 'allocs')], 0.95)!;
    expect(s.base).toBeNull();
    expect(s.head).toBeNull();
    // Changes 1, 1, 2: ∛2 = +26 %.
    expect(s.ratio).toBeCloseTo(Math.cbrt(2), 12);
    expect(s.notes).toEqual([{ id: 'compare.geomean-zero', params: { base: 2, head: 2 } }]);
  });

  it('a benchmark from or to 0 leaves no change (benchstat prints "?"), and says how many', () => {
    const s = geomeanOf([ns(0, 512, 'B/op', 'B'), ns(0, 0, 'B/op', 'B'), ns(64, 0, 'B/op', 'B'), ns(8, 8, 'B/op', 'B')], 0.95)!;
    expect([s.base, s.head, s.ratio, s.ciLow, s.ciHigh, s.confidence]).toEqual([null, null, null, null, null, null]);
    expect(s.notes).toEqual([
      { id: 'compare.geomean-zero', params: { base: 2, head: 2 } },
      { id: 'compare.geomean-no-ratio', params: { count: 2 } },
    ]);
    // Only head at 0: base has its geometric mean.
    const h = geomeanOf([ns(10, 0), ns(40, 5)], 0.95)!;
    expect(h.base).toBeCloseTo(20, 12);
    expect(h.head).toBeNull();
    expect(h.notes.map((n) => n.params)).toEqual([{ base: 0, head: 1 }, { count: 1 }]);
  });

  it('leaves out benchmarks measured on one side only, over which nothing is compared', () => {
    const s = geomeanOf([ns(10, 20), ns(20, 40), ns(null, 7), ns(5, null)], 0.95)!;
    expect(s.benchmarks).toBe(2);
    expect(s.leftOut).toBe(2);
    expect(s.base).toBeCloseTo(Math.sqrt(200), 12);
    expect(s.head).toBeCloseTo(Math.sqrt(800), 12);
    expect(s.ratio).toBeCloseTo(2, 12);
    expect(s.notes).toEqual([{ id: 'compare.geomean-left-out', params: { count: 2 } }]);
  });

  it('has no summary with fewer than two benchmarks measured on both sides (benchstat prints no row)', () => {
    expect(geomeanOf([ns(10, 20)], 0.95)).toBeNull();
    expect(geomeanOf([ns(10, 20), ns(null, 3), ns(Infinity, 2)], 0.95)).toBeNull();
    expect(() => geomeanOf([ns(1, 2), ns(2, 3)], 1)).toThrow(RangeError);
  });
});

describe('geomeanSummaries: one per measure and unit', () => {
  it('groups in first-seen order and skips measures of one benchmark', () => {
    const out = geomeanSummaries(
      [ns(1, 2), ns(0, 0, 'allocs/op', 'allocs'), ns(3, 6), ns(100, 100, 'B/op', 'B'), ns(2, 4), ns(0, 0, 'allocs/op', 'allocs')],
      0.95,
    );
    expect(out.map((s) => [s.measure, s.benchmarks, s.ratio === null ? null : +s.ratio.toFixed(12)])).toEqual([
      ['ns/op', 3, 2],
      ['allocs/op', 2, 1],
    ]);
  });
});

describe('the interval covers the mean log change at its level', () => {
  it('for normal log changes across 5 benchmarks: about 95 % of 2000 draws', () => {
    const r = mulberry32(2025);
    let covered = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      // log changes ~ N(0.1, 0.2²): the geometric mean's change is e^0.1.
      const logs = Array.from({ length: 5 }, () => 0.1 + 0.2 * normalQuantile(Math.min(1 - 1e-12, Math.max(1e-12, r()))));
      const iv = logMeanInterval(logs, 0.95);
      if (iv.low <= Math.exp(0.1) && Math.exp(0.1) <= iv.high) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.93);
    expect(covered / trials).toBeLessThan(0.97);
  });
});
