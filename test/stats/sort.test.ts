import { describe, expect, it } from 'vitest';
import { median, sortAscending, sortedNumbers } from '../../src/stats/sort.js';
import { mulberry32 } from '../../src/stats/random.js';
import { pairwiseDifferencesAt } from '../../src/stats/hodges-lehmann.js';

/** Bit-for-bit equality of two arrays (tells −0 from +0 and compares NaN as itself). */
function sameDoubles(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

describe('sortAscending: exactly Float64Array.prototype.sort', () => {
  it('gives the native sort on random inputs of every kind and size', () => {
    const r = mulberry32(1405);
    const kinds: Array<(i: number) => number> = [
      () => r(),
      () => Math.round(1000 * Math.exp(0.3 * (r() - 0.5))), // many ties, as integer ns
      () => Math.floor(r() * 3), // very many ties, +0 included
      () => (r() - 0.5) * 1e6,
      (i) => i, // ascending already
      (i) => -i, // descending
      () => [Infinity, -Infinity, 1, -1, 0][Math.floor(r() * 5)],
      () => (r() < 0.1 ? -0 : r()), // −0: the native sort's path
      () => (r() < 0.05 ? NaN : r()), // NaN: the native sort's path
    ];
    let cases = 0;
    for (const n of [0, 1, 2, 3, 7, 24, 25, 26, 100, 101, 1000, 2048, 2049, 5000]) {
      for (const kind of kinds) {
        for (let rep = 0; rep < 3; rep++) {
          const values = Float64Array.from({ length: n }, (_, i) => kind(i));
          const expected = values.slice().sort();
          const got = values.slice();
          expect(sortAscending(got)).toBe(got);
          expect(sameDoubles(got, expected)).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBe(14 * 9 * 3);
  });

  it('sorts a small array by hand-checked values', () => {
    expect(Array.from(sortAscending(Float64Array.of(3, -1, Infinity, 2, 2, -Infinity, 0)))).toEqual([-Infinity, -1, 0, 2, 2, 3, Infinity]);
  });
});

describe('sortedNumbers: exactly [...xs].sort((a, b) => a - b)', () => {
  it('gives the comparator sort on random inputs, −0 and +0 in their input order, NaN included', () => {
    const r = mulberry32(1406);
    const pick = [0, -0, 1, -1, 2.5, Infinity, -Infinity, 1e308, -1e308, 5e-324];
    let cases = 0;
    for (const n of [0, 1, 2, 5, 10, 20, 64, 65, 200]) {
      for (const kind of ['pick', 'uniform', 'nan'] as const) {
        for (let rep = 0; rep < 20; rep++) {
          const xs = Array.from({ length: n }, () =>
            kind === 'pick' ? pick[Math.floor(r() * pick.length)] : kind === 'nan' && r() < 0.1 ? NaN : Math.round(r() * 20) - 10,
          );
          const expected = [...xs].sort((a, b) => a - b);
          const got = sortedNumbers(xs);
          expect(got.length).toBe(expected.length);
          expect(got.every((v, i) => Object.is(v, expected[i]))).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBe(9 * 3 * 20);
  });

  it('leaves its input alone', () => {
    const xs = [3, -0, 0, 1];
    expect(sortedNumbers(xs).map((v) => Object.is(v, -0))).toEqual([true, false, false, false]);
    expect(xs).toEqual([3, -0, 0, 1]);
  });
});

describe('pairwiseDifferencesAt: two ranks of the m·n differences by selection, exactly a sort', () => {
  it('gives the values of the sorted differences at both ranks on random inputs', () => {
    const r = mulberry32(1407);
    let cases = 0;
    for (const [m, n] of [
      [1, 1],
      [2, 3],
      [5, 5],
      [10, 10],
      [12, 7],
      [30, 40],
      [64, 64],
    ]) {
      for (let rep = 0; rep < 25; rep++) {
        // Log-scale values with ties (rounded), as hlRatio passes them: ascending and finite.
        const side = (k: number) => Float64Array.from({ length: k }, () => Math.log(Math.round(1000 * Math.exp(0.2 * (r() - 0.5))))).sort();
        const [xs, ys] = [side(m), side(n)];
        const all = new Float64Array(m * n);
        let t = 0;
        for (const x of xs) for (const y of ys) all[t++] = x - y;
        all.sort();
        const a = 1 + Math.floor(r() * m * n);
        const b = 1 + Math.floor(r() * m * n);
        const [da, db] = pairwiseDifferencesAt(xs, ys, a, b);
        expect(Object.is(da, all[a - 1]) && Object.is(db, all[b - 1])).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(7 * 25);
  });

  it('keeps the sort order of −0 and NaN when the inputs hold them', () => {
    expect(pairwiseDifferencesAt(Float64Array.of(-0, 1), Float64Array.of(0), 1, 2).map((v) => Object.is(v, -0))).toEqual([true, false]);
    expect(pairwiseDifferencesAt(Float64Array.of(1, NaN), Float64Array.of(0), 1, 2)).toEqual([1, NaN]);
  });
});

describe('median', () => {
  /** The definition: the middle of the sorted values (the mean of the middle two when even). */
  const bySort = (xs: number[]): number | null => {
    if (xs.length === 0) return null;
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };

  it('selects beyond 64 values the same double the sort gives, ties, infinities, zeros of both signs and NaN included', () => {
    const r = mulberry32(11);
    const pool = [0, -0, 1, 1.5, 3, NaN, Infinity, -Infinity, 1e-300];
    for (let t = 0; t < 3000; t++) {
      const n = t < 100 ? t : 65 + Math.floor(r() * 3000);
      const xs = Array.from({ length: n }, () =>
        r() < 0.2 ? pool[Math.floor(r() * pool.length)] : r() < 0.5 ? Math.round(r() * 50) : r() * 1e6 - 5e5,
      );
      if (t % 2 === 0) for (let i = 0; i < n; i++) if (xs[i] !== xs[i] || xs[i] === 0) xs[i] = 7;
      expect(Object.is(median(xs), bySort(xs))).toBe(true);
    }
    expect(median(Array.from({ length: 100_001 }, (_, i) => (i * 7919) % 100_001))).toBe(50_000);
    expect(median(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_000))).toBe(49_999.5);
  });
});
