import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialCdf, binomialPmf, binomialSf, goQuantileCI, orderStatisticInterval } from '../../src/stats/binomial.js';
import { expectRel } from './helpers.js';

describe('binomial probabilities', () => {
  it('pmf and tails match exact values', () => {
    expect(binomialPmf(0, 5, 0.5)).toBe(1 / 32);
    expectRel(binomialPmf(3, 10, 0.5), 120 / 1024, 1e-14);
    expect(binomialCdf(-1, 5, 0.5)).toBe(0);
    expect(binomialCdf(5, 5, 0.5)).toBe(1);
    expectRel(binomialCdf(1, 5, 0.5), 6 / 32, 1e-14);
    expectRel(binomialSf(4, 5, 0.5), 6 / 32, 1e-14);
    expect(binomialSf(0, 5, 0.5)).toBe(1);
    expect(binomialSf(6, 5, 0.5)).toBe(0);
    // SciPy binom.pmf(123, 1000, 0.1), binom.cdf(50, 1000, 0.1).
    expectRel(binomialPmf(123, 1000, 0.1), 0.0024314597794958008, 1e-13);
    expectRel(binomialCdf(50, 1000, 0.1), 5.995167632379605e-9, 1e-12);
    // mpmath at 40 digits (SciPy's binom.cdf(3, 1e7, 1e-6) = 0.010336024189675472 is off by 3e-10).
    expectRel(binomialCdf(3, 1e7, 1e-6), 0.010336024192647673435, 1e-13);
    expectRel(binomialSf(31, 1e7, 1e-6), 7.983623504288015e-8, 1e-12);
  });

  it('is fast and accurate for n = 10^7 (cost O(sqrt(npq)))', () => {
    const start = performance.now();
    // Reference: mpmath, 40 digits, summing the pmf from k outward.
    expectRel(binomialCdf(4_997_000, 10_000_000, 0.5), 0.02891064265791877354, 1e-13);
    expectRel(binomialSf(5_001_000, 10_000_000, 0.5), 0.26364792810332189887, 1e-13);
    const iv = orderStatisticInterval(10_000_000, 0.999, 0.95);
    expect(iv.lo).toBeLessThan(9_990_000);
    expect(iv.hi).toBeGreaterThan(9_990_000);
    expect(iv.coverage).toBeGreaterThanOrEqual(0.95);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('TV-CI: order-statistic confidence intervals, 95 %', () => {
  // [n, p, Go lo, Go hi, Go reported confidence, exact coverage of Go's interval,
  //  equal-tailed lo, hi, coverage]
  const rows: [number, number, number, number, number, number, number, number, number][] = [
    [6, 0.5, 1, 6, 0.96875, 0.96875, 1, 6, 0.96875],
    [10, 0.5, 2, 9, 0.978515625, 0.978515625, 2, 9, 0.978515625],
    [10, 0.9, 7, 11, 0.9872048016, 0.9872048016, 7, 11, 0.9872048016],
    [20, 0.5, 6, 15, 0.9586105346679688, 0.9586105346679688, 6, 15, 0.9586105346679688],
    [20, 0.9, 16, 21, 0.9568255047155366, 0.9568255047155366, 15, 21, 0.988746865835491],
    [30, 0.9, 24, 31, 0.9741732113380902, 0.9741732113380902, 23, 31, 0.9922163807620787],
    [31, 0.5, 10, 22, 0.9688587894042033, 0.9705506265163422, 10, 22, 0.9705506265163422],
    [100, 0.5, 40, 60, 0.9534190196211816, 0.9539559330706572, 40, 61, 0.9647997997822952],
    [100, 0.9, 84, 96, 0.951493352404947, 0.955690107191223, 84, 96, 0.955690107191223],
    [100, 0.99, 97, 101, 0.9880153010772132, 0.9816259635553503, 97, 101, 0.9816259635553503],
    [1000, 0.99, 984, 997, 0.9611559955638829, 0.9635363098183776, 983, 997, 0.976094763497977],
  ];

  it.each(rows)('n=%d p=%d', (n, p, goLo, goHi, goConf, goCover, lo, hi, cover) => {
    const go = goQuantileCI(n, p, 0.95);
    expect([go.lo, go.hi]).toEqual([goLo, goHi]);
    // Exact branch (n ≤ 30): sums of exact pmfs; normal branch: depends only on Φ.
    expectRel(go.confidence, goConf, n <= 30 ? 1e-12 : 1e-9);
    const goExact = binomialCdf(go.hi - 1, n, p) - binomialCdf(go.lo - 1, n, p);
    expectRel(goExact, goCover, 1e-12);
    const et = orderStatisticInterval(n, p, 0.95);
    expect([et.lo, et.hi]).toEqual([lo, hi]);
    expectRel(et.coverage, cover, 1e-12);
  });

  it('Go marks the n > 30 left-biased choices as ambiguous', () => {
    expect(goQuantileCI(100, 0.5).ambiguous).toBe(true);
    expect(goQuantileCI(100, 0.9).ambiguous).toBe(true);
    expect(goQuantileCI(100, 0.99).ambiguous).toBe(false);
  });

  it('n = 5, p = 0.5: Go’s greedy ends on a tie (vector deviation, see comment)', () => {
    // §1.3 says ties go left (`if lp >= rp`), which from the lower mode x = 2 gives gaps [0, 5):
    // (−∞, X_(5)]. TV-CI lists the mirror image [1, 6] = (X_(1), +∞). The §8 vectors were made
    // with SciPy's binom.pmf, whose pmf(0, 5, .5) = 0.031249999999999976 < pmf(5, 5, .5) = 0.03125
    // and pmf(1) < pmf(4): rounding breaks the tie to the right. Both intervals have the same
    // confidence 0.96875 and both are infinite on one side ("need >= 6 samples"); we follow the
    // documented rule and flag the result as ambiguous.
    const go = goQuantileCI(5, 0.5, 0.95);
    expect([go.lo, go.hi]).toEqual([0, 5]);
    expect(go.confidence).toBe(0.96875);
    expect(go.ambiguous).toBe(true);
    const et = orderStatisticInterval(5, 0.5, 0.95);
    expect([et.lo, et.hi, et.coverage]).toEqual([0, 6, 1]);
  });

  it('the first n with a finite median interval is 6 ("need >= 6 samples")', () => {
    const finite = (n: number): boolean => {
      const ci = goQuantileCI(n, 0.5, 0.95);
      return ci.lo >= 1 && ci.hi <= n;
    };
    expect([2, 3, 4, 5].some(finite)).toBe(false);
    expect(finite(6)).toBe(true);
  });
});

describe('TV-NMIN / TV-P9999 interval rows', () => {
  it('n = 368 and n = 555 at p99', () => {
    const a = orderStatisticInterval(368, 0.99);
    expect([a.lo, a.hi]).toEqual([360, 368]);
    expectRel(a.coverage, 0.9624158204108587, 1e-12);
    const b = orderStatisticInterval(555, 0.99);
    expect([b.lo, b.hi]).toEqual([544, 554]);
    expectRel(b.coverage, 0.9637139708243943, 1e-12);
  });

  it('p99.99 of 22 000: ≥ 6th-largest, no finite upper bound', () => {
    const iv = orderStatisticInterval(22000, 0.9999);
    expect([iv.lo, iv.hi]).toEqual([21995, 22001]);
    expectRel(iv.coverage, 0.9750969118803882, 1e-12);
    // P(max < Q(0.9999)) = 0.9999^22000.
    expectRel(binomialPmf(22000, 22000, 0.9999), 0.11079096987274735, 1e-12);
  });
});

describe('equal-tailed interval = its definition (brute force)', () => {
  it('lo = largest k with F(k−1) ≤ α/2, hi = smallest k with P(B ≥ k) ≤ α/2', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.constantFrom(0.8, 0.9, 0.95, 0.99, 0.999),
        (n, p, confidence) => {
          const tail = (1 - confidence) / 2;
          const pmf = Array.from({ length: n + 1 }, (_, k) => binomialPmf(k, n, p));
          const cdf = (k: number): number => pmf.slice(0, Math.max(0, k + 1)).reduce((a, b) => a + b, 0);
          const sf = (k: number): number => pmf.slice(Math.max(0, k)).reduce((a, b) => a + b, 0);
          let lo = 0;
          for (let k = 0; k <= n; k++) if (cdf(k - 1) <= tail) lo = k;
          let hi = n + 1;
          for (let k = n + 1; k >= 1; k--) if (sf(k) <= tail) hi = k;
          const iv = orderStatisticInterval(n, p, confidence);
          // Skip cases decided by rounding (a tail within 1e-12 of α/2).
          const close = (v: number): boolean => Math.abs(v - tail) <= 1e-12 * tail;
          if (close(cdf(lo - 1)) || close(cdf(lo)) || close(sf(hi)) || close(sf(hi - 1))) return;
          expect([iv.lo, iv.hi]).toEqual([lo, hi]);
          expect(iv.coverage).toBeGreaterThanOrEqual(confidence - 1e-12);
          expectRel(binomialCdf(Math.floor(n / 3), n, p), cdf(Math.floor(n / 3)), 1e-11);
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
