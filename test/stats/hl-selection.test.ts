import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthPairwiseDifference, medianPairwiseDifference } from '../../src/stats/pairwise-select.js';
import { mulberry32 } from './helpers.js';

/** Oracle: every difference materialised and sorted, as the old implementation did. */
function bruteForce(x: ArrayLike<number>, y: ArrayLike<number>): Float64Array {
  const d = new Float64Array(x.length * y.length);
  let t = 0;
  for (let i = 0; i < x.length; i++) for (let j = 0; j < y.length; j++) d[t++] = x[i] - y[j];
  return d.sort();
}

const sorted = (v: ArrayLike<number>) => Float64Array.from(v).sort();

/** Every rank of the selection equals the oracle's, compared with Object.is (−0 ≠ +0). */
function expectAllRanks(x: number[], y: number[]): void {
  const d = bruteForce(x, y);
  const xs = sorted(x);
  const ys = sorted(y);
  for (let k = 1; k <= d.length; k++) expect(kthPairwiseDifference(xs, ys, k)).toBe(d[k - 1]);
}

// Few distinct values (ties), signed zeros, tiny and huge magnitudes (differences overflow to ±∞).
const tied = fc.constantFrom(0, -0, 1, -1, 2, 0.5, 3);
const wide = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  tied,
  fc.double({ min: -1e-300, max: 1e-300, noNaN: true }),
  fc.integer({ min: -5, max: 5 }),
);

describe('kthPairwiseDifference: the k-th of x_i − y_j without materialising them', () => {
  it('small reference: x = 1..5, y = 3..7', () => {
    const xs = sorted([1, 2, 3, 4, 5]);
    const ys = sorted([3, 4, 5, 6, 7]);
    // differences −6..2 with multiplicities 1,2,3,4,5,4,3,2,1
    expect([1, 2, 3, 4, 13, 23, 24, 25].map((k) => kthPairwiseDifference(xs, ys, k))).toEqual([-6, -5, -5, -4, -2, 1, 1, 2]);
    expect(medianPairwiseDifference(xs, ys)).toBe(-2);
  });

  it('matches the sorted differences at every rank (ties, −0, m ≠ n, n = 1, huge ranges)', () => {
    fc.assert(
      fc.property(fc.array(wide, { minLength: 1, maxLength: 9 }), fc.array(wide, { minLength: 1, maxLength: 9 }), (x, y) =>
        expectAllRanks(x, y),
      ),
      { numRuns: 1500, seed: 11 },
    );
  });

  it('matches on all-equal samples and on one-element samples', () => {
    expectAllRanks([2, 2, 2, 2], [2, 2, 2]);
    expectAllRanks([-0, -0, 0], [0, -0, 0, 0]);
    expectAllRanks([5], [1, 2, 3, 4, 5, 6, 7]);
    expectAllRanks([1, 2, 3, 4, 5, 6, 7], [5]);
    expectAllRanks([1.7976931348623157e308, -1.7976931348623157e308], [1.7976931348623157e308, -1.7976931348623157e308, 0]);
  });

  it('matches on random samples of a few hundred values (the rounds that shrink the set are exercised)', () => {
    const r = mulberry32(5);
    for (let trial = 0; trial < 30; trial++) {
      const m = 1 + Math.floor(r() * 300);
      const n = 1 + Math.floor(r() * 300);
      // Rounded values: many ties among the differences.
      const x = Array.from({ length: m }, () => Math.round(r() * 50) / 4);
      const y = Array.from({ length: n }, () => (trial % 2 ? Math.exp(3 * r()) : Math.round(r() * 50) / 4));
      const d = bruteForce(x, y);
      const xs = sorted(x);
      const ys = sorted(y);
      for (let t = 0; t < 40; t++) {
        const k = 1 + Math.floor(r() * d.length);
        expect(kthPairwiseDifference(xs, ys, k)).toBe(d[k - 1]);
      }
      expect(kthPairwiseDifference(xs, ys, 1)).toBe(d[0]);
      expect(kthPairwiseDifference(xs, ys, d.length)).toBe(d[d.length - 1]);
    }
  });

  it('geometrically spaced differences (where a bisection over values needs one round per value)', () => {
    const y = Array.from({ length: 301 }, (_, i) => -(2 ** -i));
    const d = bruteForce([0], y);
    const xs = sorted([0]);
    const ys = sorted(y);
    for (const k of [1, 50, 151, 300, 301]) expect(kthPairwiseDifference(xs, ys, k)).toBe(d[k - 1]);
    expect(medianPairwiseDifference(xs, ys)).toBe(d[150]);
  });

  it('rejects ranks outside 1..m·n', () => {
    const xs = sorted([1, 2]);
    expect(() => kthPairwiseDifference(xs, xs, 0)).toThrow(RangeError);
    expect(() => kthPairwiseDifference(xs, xs, 5)).toThrow(RangeError);
    expect(() => kthPairwiseDifference(xs, xs, 1.5)).toThrow(RangeError);
  });

  it('selects among 10^10 differences (80 GB if materialised) without building them', () => {
    const n = 100_000;
    const r = mulberry32(9);
    const x = sorted(Array.from({ length: n }, () => Math.round(r() * 1e6)));
    const y = sorted(Array.from({ length: n }, () => Math.round(r() * 1e6)));
    const k = 1 + Math.floor((n * n) / 3);
    const v = kthPairwiseDifference(x, y, k);
    // Check the defining property: fewer than k differences below v, at least k at or below.
    let less = 0;
    let leq = 0;
    let jl = 0;
    let je = 0;
    for (let i = 0; i < n; i++) {
      while (jl < n && x[i] - y[jl] >= v) jl++;
      while (je < n && x[i] - y[je] > v) je++;
      less += n - jl;
      leq += n - je;
    }
    expect(less).toBeLessThan(k);
    expect(leq).toBeGreaterThanOrEqual(k);
    expect(Number.isInteger(v)).toBe(true);
  }, 60_000);
});
