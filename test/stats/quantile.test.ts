import { describe, expect, it } from 'vitest';
import {
  harrellDavis,
  harrellDavisWeights,
  histogramOrderStatistic,
  histogramValueAtPercentile,
  nearestRank,
  nextDown,
  orderStatisticsOfHistogram,
  orderStatisticsOfSorted,
  quantileR8,
  quantileType7,
  type HistogramLike,
} from '../../src/stats/quantile.js';
import { normalQuantile } from '../../src/stats/normal.js';
import { expectRel } from './helpers.js';

const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('TV-Q: point quantile conventions on 1..10', () => {
  it('Type 7 (np.quantile)', () => {
    expect(quantileType7(oneToTen, 0.9)).toBe(9.1);
    expect(quantileType7(oneToTen, 0.99)).toBe(9.91);
    expect(quantileType7(oneToTen, 0.5)).toBe(5.5);
    expect(quantileType7(oneToTen, 0)).toBe(1);
    expect(quantileType7(oneToTen, 1)).toBe(10);
  });

  it('R8 / benchstat (median_unbiased)', () => {
    expectRel(quantileR8(oneToTen, 0.9), 9.633333333333333);
    expect(quantileR8(oneToTen, 0.5)).toBe(5.5);
    expect(quantileR8(oneToTen, 0)).toBe(1);
    expect(quantileR8(oneToTen, 1)).toBe(10);
  });

  it('nearest rank x[ceil(p·n)]', () => {
    expect(nearestRank(oneToTen, 0.9)).toBe(9);
    expect(nearestRank(oneToTen, 0.99)).toBe(10);
    expect(nearestRank(oneToTen, 0)).toBe(1);
    // 0.07·100 = 7.000000000000001 in floating point: still rank 7.
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(nearestRank(hundred, 0.07)).toBe(7);
  });

  it('accepts Float64Array and does not mutate', () => {
    const x = Float64Array.from(oneToTen);
    expect(quantileType7(x, 0.25)).toBe(3.25);
    expect(Array.from(x)).toEqual(oneToTen);
    expect(() => quantileType7([], 0.5)).toThrow(RangeError);
  });
});

describe('TV-HD: Harrell-Davis with Maritz-Jarrett SE', () => {
  // The SE column of §8 was computed as √(C2 − C1²), which loses up to ~2e-13 to cancellation
  // (e.g. [1..10], p = 0.99: mpmath gives 0.19690199825168408); 1e-12 covers both.
  const rows: [number[], number, number, number][] = [
    [oneToTen, 0.5, 5.5, 1.4719406598181135],
    [oneToTen, 0.9, 9.435115176660437, 0.8372787550651363],
    [oneToTen, 0.99, 9.972251510606156, 0.19690199825172922],
    [[1, 2, 3, 4, 100], 0.5, 8.5024, 22.70338288097172],
    [[1, 2, 3, 4, 100], 0.9, 84.48040967190184, 35.38436348178901],
    [[1, 2, 3, 4, 100], 0.99, 99.0589479951866, 9.464194709920628],
    [[10, 11, 12, 13, 14, 15, 16, 17, 18, 100], 0.5, 14.541505593032317, 2.4290718319311555],
    [[10, 11, 12, 13, 14, 15, 16, 17, 18, 100], 0.9, 67.63611327662949, 40.25952635113436],
    [[10, 11, 12, 13, 14, 15, 16, 17, 18, 100], 0.99, 98.1230474598706, 12.27995818107962],
  ];
  it.each(rows)('%j p=%d', (x, p, estimate, se) => {
    const r = harrellDavis(x, p);
    expectRel(r.estimate, estimate, 1e-12);
    expectRel(r.se, se, 1e-12);
  });

  it('weights', () => {
    const w5 = harrellDavisWeights(5, 0.5);
    [0.05792, 0.25952, 0.36512, 0.25952, 0.05792].forEach((v, i) => expectRel(w5[i], v, 1e-12));
    const w10 = harrellDavisWeights(10, 0.99);
    expect(w10[9]).toBeCloseTo(0.97717, 5);
    expect(w10[8]).toBeCloseTo(0.018751, 6);
    expectRel(
      w10.reduce((a, b) => a + b, 0),
      1,
      1e-14,
    );
  });

  it('Maritz-Jarrett z-interval for [1..10], p = 0.5', () => {
    const { estimate, se } = harrellDavis(oneToTen, 0.5);
    const z = normalQuantile(0.975);
    expectRel(estimate - z * se, 2.615049319376374, 1e-12);
    expectRel(estimate + z * se, 8.384950680623625, 1e-12);
    // perfolizer's Student-t version with t_{9,0.975} = 2.262157162798205:
    expectRel(estimate - 2.262157162798205 * se, 2.1702388931785386, 1e-12);
  });
});

describe('HdrHistogram getValueAtPercentile semantics (methodology §5.2)', () => {
  // Buckets by hand: values are highest-equivalent values, lowValues the lowest.
  const h: HistogramLike = {
    values: [10, 20, 30, 40],
    lowValues: [5, 15, 25, 35],
    counts: [1, 2, 3, 4],
    total: 10,
    min: 7,
    max: 38,
  };

  it('walks counts until the running total reaches ceil(p·total/100)', () => {
    expect(histogramValueAtPercentile(h, 10)).toBe(10); // count 1
    expect(histogramValueAtPercentile(h, 10.0001)).toBe(20); // count 2
    expect(histogramValueAtPercentile(h, 30)).toBe(20); // count 3
    expect(histogramValueAtPercentile(h, 50)).toBe(30); // count 5
    expect(histogramValueAtPercentile(h, 60)).toBe(30); // count 6
    expect(histogramValueAtPercentile(h, 60.5)).toBe(40); // count 7
    expect(histogramValueAtPercentile(h, 99.9)).toBe(40);
    expect(histogramValueAtPercentile(h, 100)).toBe(40);
    expect(histogramValueAtPercentile(h, 150)).toBe(40);
  });

  it('p = 0 reports the lowest equivalent value of the first bucket, else min', () => {
    expect(histogramValueAtPercentile(h, 0)).toBe(5);
    expect(histogramValueAtPercentile({ ...h, lowValues: undefined }, 0)).toBe(7);
    expect(histogramValueAtPercentile({ ...h, counts: [0, 2, 3, 5] }, 0)).toBe(15);
    expect(histogramValueAtPercentile(h, 1e-9)).toBe(10);
  });

  it('nextDown protects exact products from rounding up a count', () => {
    expect(nextDown(1)).toBe(0.9999999999999999);
    expect(nextDown(0)).toBe(-Number.MIN_VALUE);
    expect(nextDown(-1)).toBe(-1.0000000000000002);
    // 741 values, p90: 0.9·741 = 666.9 → 667th value.
    const big: HistogramLike = { values: [1, 2, 3], counts: [666, 1, 74], total: 741, min: 1, max: 3 };
    expect(histogramValueAtPercentile(big, 90)).toBe(2);
    // 1000 values, p99 = exactly the 990th value, not the 991st.
    const k: HistogramLike = { values: [1, 2], counts: [990, 10], total: 1000, min: 1, max: 2 };
    expect(histogramValueAtPercentile(k, 99)).toBe(1);
    expect(histogramValueAtPercentile(k, 99.0000001)).toBe(2);
  });

  it('order statistics of a histogram', () => {
    expect(histogramOrderStatistic(h, 1)).toBe(10);
    expect(histogramOrderStatistic(h, 2)).toBe(20);
    expect(histogramOrderStatistic(h, 3)).toBe(20);
    expect(histogramOrderStatistic(h, 4)).toBe(30);
    expect(histogramOrderStatistic(h, 10)).toBe(40);
    expect(histogramOrderStatistic(h, 0)).toBe(-Infinity);
    expect(histogramOrderStatistic(h, 11)).toBe(Infinity);
    const os = orderStatisticsOfHistogram(h);
    expect(os.n).toBe(10);
    expect([1, 2, 3, 4, 6, 7, 10].map((k) => os.at(k))).toEqual([10, 20, 20, 30, 30, 40, 40]);
    const raw = orderStatisticsOfSorted([1, 2, 3]);
    expect([0, 1, 3, 4].map((k) => raw.at(k))).toEqual([-Infinity, 1, 3, Infinity]);
  });
});
