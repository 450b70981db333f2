// Order statistics by selection (run-metrics selectedOrder) give exactly what a sort gives, for
// any order of asked ranks, ties, zeros of both signs and negatives.
import { describe, expect, it } from 'vitest';
import { runMetrics, selectedOrder } from '../../src/compare/run-metrics.js';
import { orderStatisticInterval, orderStatisticsOfSorted, quantileType7 } from '../../src/stats/index.js';
import { mulberry32 } from '../../src/stats/random.js';

describe('selectedOrder', () => {
  it('equals the sorted order statistics at every rank, asked in a random order, on data with many ties', () => {
    const r = mulberry32(11);
    for (const n of [1, 2, 7, 600, 601, 5000]) {
      const values = Float64Array.from({ length: n }, () => Math.floor(r() * 50) * 0.25);
      const sorted = orderStatisticsOfSorted(Float64Array.from(values).sort());
      const order = selectedOrder(values);
      const ranks = Array.from({ length: n + 2 }, (_, i) => i); // 0 and n+1 are outside
      for (let i = ranks.length - 1; i > 0; i--) {
        const j = Math.floor(r() * (i + 1));
        [ranks[i], ranks[j]] = [ranks[j], ranks[i]];
      }
      const got = ranks.map((k) => order.at(k));
      expect(got).toEqual(ranks.map((k) => sorted.at(k)));
      expect(order.n).toBe(n);
    }
  });

  it('leaves the run itself untouched', () => {
    const values = Float64Array.from([5, 3, 9, 1, 7]);
    const order = selectedOrder(values);
    expect([order.at(3), order.at(1), order.at(5), order.at(0), order.at(6)]).toEqual([5, 1, 9, -Infinity, Infinity]);
    expect(Array.from(values)).toEqual([5, 3, 9, 1, 7]);
  });

  it('puts −0 before +0 as a Float64Array sort does, with negatives below both', () => {
    const values = Float64Array.from([0, -0, 3, -2, 0, -0, -0, 1]);
    const sorted = Float64Array.from(values).sort(); // −2, −0, −0, −0, 0, 0, 1, 3
    const order = selectedOrder(values);
    for (const k of [5, 2, 8, 4, 1, 6, 3, 7]) expect(Object.is(order.at(k), sorted[k - 1])).toBe(true);
  });

  it('is the order of a per-op run: its ranks around p99 of 100,000 samples are those of the sorted run', () => {
    const r = mulberry32(5);
    const values = Float64Array.from({ length: 100_000 }, () => Math.round(1000 * Math.exp(2 * r())));
    const sorted = Float64Array.from(values).sort();
    const { order } = runMetrics({ kind: 'per-op', values });
    for (const k of [99_000, 98_870, 99_130, 98_999, 99_001, 50_000, 1, 100_000]) expect(order!.at(k)).toBe(sorted[k - 1]);
  });

  it('a small run (read off its sorted copy) and the same run with a zero (by selection) give the quantiles, order and median interval of a sort', () => {
    const r = mulberry32(8);
    const positive = Float64Array.from({ length: 10_000 }, () => Math.round(100 * Math.exp(3 * r())) / 4);
    const withZero = Float64Array.from(positive, (v, i) => (i === 17 ? 0 : v));
    for (const values of [positive, withZero]) {
      const sorted = Float64Array.from(values).sort();
      const m = runMetrics({ kind: 'per-op', values });
      expect([m.metrics.p50!.value, m.metrics.p90!.value, m.metrics.p99!.value, m.metrics['p99.9']!.value]).toEqual(
        [0.5, 0.9, 0.99, 0.999].map((p) => quantileType7(sorted, p)),
      );
      expect(m.metrics['p99.9']!.value).not.toBeNull();
      expect([1, 2, 5000, 9999, 10_000].map((k) => m.order!.at(k))).toEqual([1, 2, 5000, 9999, 10_000].map((k) => sorted[k - 1]));
      const iv = orderStatisticInterval(10_000, 0.5, 0.95);
      expect(m.medianInterval).toEqual({ lo: sorted[iv.lo - 1], hi: sorted[iv.hi - 1] });
    }
  });
});
