import { describe, expect, it } from 'vitest';
import {
  describeRank,
  isEstimable,
  isWellResolved,
  maxLevelQuantile,
  minSamplesFor,
  minSamplesForTail,
  minSamplesOneSided,
  minSamplesUpperBelowMax,
} from '../../src/stats/estimability.js';
import { orderStatisticInterval } from '../../src/stats/binomial.js';
import { quantileType7 } from '../../src/stats/quantile.js';
import { expectRel } from './helpers.js';

const PS = [0.5, 0.9, 0.95, 0.99, 0.999, 0.9999];

describe('TV-NMIN: minimum sample sizes (methodology §3.1)', () => {
  it('equal-tailed 95 % interval exists', () => {
    expect(PS.map((p) => minSamplesFor(p))).toEqual([6, 36, 72, 368, 3688, 36887]);
  });
  it('upper bound below the maximum', () => {
    expect(PS.map((p) => minSamplesUpperBelowMax(p))).toEqual([9, 54, 110, 555, 5570, 55715]);
  });
  it('one-sided upper bound', () => {
    expect(PS.map((p) => minSamplesOneSided(p))).toEqual([5, 29, 59, 299, 2995, 29956]);
  });
  it('perfolizer margin rule (pⁿ ≤ 0.001)', () => {
    expect(PS.map((p) => minSamplesForTail(p, 0.001))).toEqual([10, 66, 135, 688, 6905, 69075]);
  });
  it('agrees with the interval construction at the boundary', () => {
    for (const p of [0.5, 0.9, 0.99]) {
      const n = minSamplesFor(p);
      expect(orderStatisticInterval(n, p).hi).toBeLessThanOrEqual(n);
      expect(orderStatisticInterval(n - 1, p).hi).toBe(n);
      const m = minSamplesUpperBelowMax(p);
      expect(orderStatisticInterval(m, p).hi).toBeLessThan(m);
      expect(orderStatisticInterval(m - 1, p).hi).toBe(m - 1);
    }
  });
  it('handles exact powers without a floating-point off-by-one', () => {
    expect(minSamplesForTail(0.5, 0.25)).toBe(2);
    expect(minSamplesForTail(0.5, 0.125)).toBe(3);
  });
});

describe('estimable / well-resolved (methodology §7.1)', () => {
  it('estimable iff n ≥ n_min(p)', () => {
    expect(isEstimable(367, 0.99)).toBe(false);
    expect(isEstimable(368, 0.99)).toBe(true);
    expect(isEstimable(5, 0.5)).toBe(false);
    expect(isEstimable(6, 0.5)).toBe(true);
  });
  it('well-resolved iff n(1−p) ≥ 10, robust to rounding', () => {
    expect(isWellResolved(1000, 0.99)).toBe(true); // 10.000000000000009
    expect(isWellResolved(10000, 0.999)).toBe(true);
    expect(isWellResolved(100, 0.9)).toBe(true); // 9.999999999999998
    expect(isWellResolved(20, 0.5)).toBe(true);
    expect(isWellResolved(999, 0.99)).toBe(false);
    expect(isWellResolved(9999, 0.999)).toBe(false);
    expect(isWellResolved(100000, 0.9999)).toBe(true);
  });
});

describe('TV-P9999: p99.99 of 22 000 samples', () => {
  it('nearest rank 21 998 = 3rd-largest; Type 7 h = 21 997.8', () => {
    expect(describeRank(22000, 0.9999)).toEqual({ nearestRank: 21998, fromTop: 3 });
    expectRel((22000 - 1) * 0.9999 + 1, 21997.8001, 1e-12);
    const x = Float64Array.from({ length: 22000 }, (_, i) => i + 1);
    expectRel(quantileType7(x, 0.9999), 21997.8001, 1e-12);
    expectRel(22000 * (1 - 0.9999), 2.2, 1e-9);
    expectRel(0.9999 ** 22000, 0.11079096987274735, 1e-12);
  });
  it('p99 of 1 000 is the 11th-largest (rank 990)', () => {
    expect(describeRank(1000, 0.99)).toEqual({ nearestRank: 990, fromTop: 11 });
  });
  it('max of 10: F(max) quantiles', () => {
    expectRel(maxLevelQuantile(10, 0.05), 0.7411344491069477, 1e-12);
    expectRel(maxLevelQuantile(10, 0.5), 0.9330329915368074, 1e-12);
    expectRel(maxLevelQuantile(10, 0.95), 0.9948838031081763, 1e-12);
    expectRel(1 - maxLevelQuantile(10, 0.95), 1 - 0.9948838031081763, 1e-12); // the min mirrors it
    expectRel(10 / 11, 0.9090909090909091, 1e-15);
  });
});
