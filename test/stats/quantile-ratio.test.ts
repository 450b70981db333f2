import { describe, expect, it } from 'vitest';
import { quantileRatioInterval, quantileRatioP } from '../../src/stats/quantile-ratio.js';
import { orderStatisticsOfHistogram, orderStatisticsOfSorted, type HistogramLike } from '../../src/stats/quantile.js';
import { expectRel } from './helpers.js';

describe('TV-DQ: ratio of quantiles from two order-statistic intervals', () => {
  const base = Float64Array.from({ length: 1000 }, (_, i) => (i + 1) / 10);
  const head = base.map((v) => 1.2 * v);
  const B = orderStatisticsOfSorted(base);
  const H = orderStatisticsOfSorted(head);

  it('per-side level √0.95', () => {
    expectRel(quantileRatioInterval(B, H, 0.9).confidencePerSide, 0.9746794344808963, 1e-15);
  });

  it('p90', () => {
    const r = quantileRatioInterval(B, H, 0.9);
    expect([r.baseInterval.lo, r.baseInterval.hi]).toEqual([878, 922]);
    expect([r.baseInterval.lower, r.baseInterval.upper]).toEqual([87.8, 92.2]);
    expectRel(r.headInterval.lower, 105.36);
    expectRel(r.headInterval.upper, 110.64);
    expectRel(r.diffLower, 13.16);
    expectRel(r.diffUpper, 22.84);
    expectRel(r.lower, 1.1427331887201735);
    expectRel(r.upper, 1.2601366742596811);
  });

  it('p99', () => {
    const r = quantileRatioInterval(B, H, 0.99);
    expect([r.baseInterval.lo, r.baseInterval.hi]).toEqual([982, 997]);
    expect([r.baseInterval.lower, r.baseInterval.upper]).toEqual([98.2, 99.7]);
    expectRel(r.headInterval.lower, 117.84);
    expectRel(r.headInterval.upper, 119.64);
    expectRel(r.diffLower, 18.14);
    expectRel(r.diffUpper, 21.44);
    expectRel(r.lower, 1.1819458375125376);
    expectRel(r.upper, 1.2183299389002036);
  });

  it('unbounded sides give 0 / Infinity', () => {
    const small = orderStatisticsOfSorted([1, 2, 3, 4, 5]);
    const r = quantileRatioInterval(small, small, 0.99);
    expect(r.lower).toBe(0);
    expect(r.upper).toBe(Infinity);
    expect(r.diffLower).toBe(-Infinity);
  });

  it('the p-value is the smallest α at which the bound crosses the threshold', () => {
    const p10 = quantileRatioP(B, H, 0.9, 0.1, 'greater');
    expect(p10).toBeLessThan(0.05); // lower 1.1427 > 1.10
    expect(quantileRatioInterval(B, H, 0.9, p10).lower).toBeGreaterThan(1.1);
    expect(quantileRatioInterval(B, H, 0.9, p10 - 1e-6).lower).toBeLessThanOrEqual(1.1);
    const p15 = quantileRatioP(B, H, 0.9, 0.15, 'greater');
    expect(p15).toBeGreaterThan(0.05); // lower 1.1427 < 1.15
    expect(quantileRatioP(B, H, 0.9, 0.25, 'greater')).toBe(1); // 1.2 never exceeds 1.25
    // Swapped roles: an improvement of the same size.
    expectRel(quantileRatioP(H, B, 0.9, 0.1, 'less'), p10, 1e-12);
  });

  it('works on histograms', () => {
    const hist = (scale: number): HistogramLike => ({
      values: Array.from({ length: 100 }, (_, i) => scale * (i + 1)),
      counts: Array.from({ length: 100 }, () => 10),
      total: 1000,
      min: scale,
      max: 100 * scale,
    });
    const r = quantileRatioInterval(orderStatisticsOfHistogram(hist(1)), orderStatisticsOfHistogram(hist(1.2)), 0.9);
    // Ranks 878 and 922 fall in buckets 88 and 93: bucket 88 holds values above 87 (the bucket
    // below's reported value), so the interval's lower end is 87, not 88 — never narrower than the buckets.
    expect([r.baseInterval.lower, r.baseInterval.upper]).toEqual([87, 93]);
    expectRel(r.lower, (1.2 * 87) / 93);
  });
});
