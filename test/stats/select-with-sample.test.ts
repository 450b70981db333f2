import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/random.js';
import { quantilesType7BySelection, quantilesType7WithSample, selectRanksWithSample } from '../../src/stats/select.js';

/** Every stride-th value, sorted: the subsample compare/run-metrics.ts passes. */
function strided(values: Float64Array, stride: number): Float64Array {
  const out = new Float64Array(Math.ceil(values.length / stride));
  for (let i = 0, j = 0; i < values.length; i += stride) out[j++] = values[i];
  return out.sort();
}

describe('selectRanksWithSample: ranks located through a sorted subsample, exactly a sort', () => {
  it('gives the sorted values at every asked rank on random runs, or null (never a wrong value)', () => {
    const r = mulberry32(1408);
    const kinds: Array<() => number> = [
      () => r(),
      () => Math.round(1000 * Math.exp(0.3 * Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(6.283185307179586 * r()))), // ties
      () => Math.floor(r() * 4), // very many ties, +0 included
      () => (r() < 0.01 ? 1e9 : r()), // outliers
      () => (r() < 0.5 ? -r() : r() * 100), // negatives
    ];
    let found = 0;
    let cases = 0;
    for (const n of [1000, 5000, 40_000, 100_000]) {
      for (const kind of kinds) {
        const values = Float64Array.from({ length: n }, kind);
        const sorted = values.slice().sort();
        const ranks = [
          0,
          1,
          Math.floor(n / 2) - 7,
          Math.floor(n / 2),
          Math.floor(n * 0.9),
          Math.floor(n * 0.99),
          Math.floor(n * 0.999),
          n - 2,
          n - 1,
          Math.floor(n / 2),
        ];
        for (const stride of [2, 16, 50]) {
          const got = selectRanksWithSample(values, ranks, strided(values, stride));
          cases++;
          if (got === null) continue;
          found++;
          expect(got.every((v, i) => Object.is(v, sorted[ranks[i]]))).toBe(true);
        }
      }
    }
    expect(cases).toBe(4 * 5 * 3);
    // The sample almost never misleads on data in random order.
    expect(found).toBeGreaterThanOrEqual(cases - 2);
  });

  it('answers null when the sample misleads (a run whose order the stride aliases)', () => {
    // Every 16th value is small, the rest large: the strided sample sees only the small ones.
    const values = Float64Array.from({ length: 16_000 }, (_, i) => (i % 16 === 0 ? 1 + i / 1e6 : 1000 + i / 1e6));
    expect(selectRanksWithSample(values, [8000], strided(values, 16))).toBeNull();
  });

  it("quantilesType7WithSample gives quantilesType7BySelection's doubles and the extra ranks", () => {
    const r = mulberry32(1409);
    const values = Float64Array.from({ length: 50_000 }, () => Math.round(250 * Math.exp(0.3 * (r() - 0.5)) * 100) / 100);
    const ps = [0.5, 0.9, 0.99, 0.999];
    const got = quantilesType7WithSample(values, ps, [24_000, 25_500], strided(values, 10));
    const sorted = values.slice().sort();
    expect(got).not.toBeNull();
    expect(got!.quantiles).toEqual(quantilesType7BySelection(values.slice(), ps));
    expect(got!.extra).toEqual([sorted[24_000], sorted[25_500]]);
  });

  it("finds the same values through the counting pass for ≤ 4 ranges and for more, and takes the run's moments in the first", () => {
    const r = mulberry32(1410);
    const values = Float64Array.from({ length: 120_000 }, () => Math.round(250 * Math.exp(0.3 * (r() + r() + r() - 1.5)) * 100) / 100);
    const sorted = values.slice().sort();
    const sample = strided(values, 6);
    const n = values.length;
    // p50's and p90's ranks: 2 ranges; 7 ranks spread out: more than 4.
    for (const ranks of [
      [n / 2, 0.9 * n],
      [100, 0.25 * n, n / 2, 0.75 * n, 0.9 * n, 0.99 * n, n - 3],
    ]) {
      const moments = new Float64Array(5);
      const got = selectRanksWithSample(values, ranks, sample, moments);
      expect(got).toEqual(ranks.map((k) => sorted[k]));
      if (ranks.length === 2) {
        let sum = 0;
        for (const v of values) sum += v;
        expect(Array.from(moments)).toEqual([sum, sorted[0], sorted[n - 1], 1, 1]);
      } else expect(moments[4]).toBe(0);
    }
    // A −0 makes the run not ordinary; NaNs in the sample leave the ranges' ends unordered: the
    // general pass, no moments, and here (as before this pass existed) the caller's fallback.
    const odd = values.slice();
    odd[5] = -0;
    const moments = new Float64Array(5);
    expect(selectRanksWithSample(odd, [n / 2], sample, moments)).toEqual([sorted[n / 2]]);
    expect([moments[3], moments[4]]).toEqual([0, 1]);
    const withNaN = sample.slice().fill(NaN, sample.length / 2);
    moments[4] = 0;
    expect(selectRanksWithSample(values, [n / 2, 0.9 * n], withNaN, moments)).toBeNull();
    expect(moments[4]).toBe(0);
  });
});
