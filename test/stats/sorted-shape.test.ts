/**
 * The sorted-input shape statistics (compare/diagnostics.ts keeps its pooled sketches sorted) and
 * the bounded tie-conditional DP and the materialised Hodges–Lehmann bounds give exactly what the
 * plain definitions give.
 */
import { describe, expect, it } from 'vitest';
import { conditionalRankSumCounts, hlRatio, ksTwoSample, ksTwoSampleSorted, mValue, mValueOfSorted } from '../../src/stats/index.js';
import { mulberry32, normalGenerator } from './helpers.js';

function sample(seed: number, n: number, round: number): Float64Array {
  const normal = normalGenerator(mulberry32(seed));
  return Float64Array.from({ length: n }, () => Math.round((1000 * Math.exp(0.3 * normal())) / round) * round);
}

describe('ksTwoSampleSorted and mValueOfSorted', () => {
  it('equal ksTwoSample and mValue on the same values, ties and outliers included', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const x = sample(seed, 50 + seed * 13, seed % 3 === 0 ? 50 : 1);
      const y = sample(1000 + seed, 80 + seed * 7, seed % 3 === 0 ? 50 : 1);
      if (seed % 5 === 0) x[0] = 1e9; // an outlier beyond Tukey's fence
      const sx = Float64Array.from(x).sort();
      const sy = Float64Array.from(y).sort();
      for (const method of ['asymp', 'exact'] as const)
        expect(ksTwoSampleSorted(sx, sy, { method })).toEqual(ksTwoSample(x, y, { method }));
      expect(Object.is(mValueOfSorted(sx), mValue(x))).toBe(true);
    }
  });

  it('drop Tukey outliers at both ends and NaN (sorted last), as the filtering definition does', () => {
    // Q1 = 2.75 and Q3 = 8.25 of the 12 values (Type 7): fences −5.5 and 16.5 keep 1 … 10 only.
    const values = [-50, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 90];
    expect(mValueOfSorted(Float64Array.from(values))).toBe(mValue(values.slice(1, 11)));
    expect(mValueOfSorted(Float64Array.from([1, 2, 2, 3, NaN]))).toBe(mValue([1, 2, 2, 3, NaN]));
    expect(mValueOfSorted(Float64Array.from([5, 5, 5]))).toBe(2);
  });
});

/** Gregg's m-value as first written: Tukey-filtered copy, one pass over the values per bin size. */
function referenceMValue(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  const q = (p: number) => {
    const h = (sorted.length - 1) * p;
    const lo = Math.floor(h);
    return sorted[lo] + (h - lo) * (sorted[Math.min(sorted.length - 1, lo + 1)] - sorted[lo]);
  };
  const [q1, q3] = [q(0.25), q(0.75)];
  const c = sorted.filter((v) => v >= q1 - 1.5 * (q3 - q1) && v <= q3 + 1.5 * (q3 - q1));
  const n = c.length;
  if (n < 2 || c[0] === c[n - 1]) return 2;
  const mean = c.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(c.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  let binSize = (3.5 * sd) / Math.cbrt(n);
  let m = 0;
  for (;;) {
    const bins = Math.floor((c[n - 1] - c[0]) / binSize) + 1;
    const counts = new Float64Array(bins + 2);
    for (const v of c) counts[1 + Math.min(bins - 1, Math.floor((v - c[0]) / binSize))]++;
    let sum = 0;
    let max = 0;
    for (let i = 1; i < counts.length; i++) {
      sum += Math.abs(counts[i] - counts[i - 1]);
      max = Math.max(max, counts[i]);
    }
    m = Math.max(m, sum / max);
    if (binSize > c[n - 1] - c[0]) return m;
    binSize *= 2;
  }
}

describe('mValue counts each bin of the sorted values as one stretch', () => {
  it('equals one pass per bin size, on unimodal, bimodal, tied and small samples', () => {
    const r = mulberry32(5);
    const normal = normalGenerator(r);
    for (let c = 0; c < 60; c++) {
      const n = [12, 40, 300, 1000, 10_000][c % 5];
      const values = Float64Array.from({ length: n }, () => {
        const v = (c % 3 === 1 && r() < 0.4 ? 10 : 0) + normal();
        return c % 4 === 0 ? Math.round(v * 4) / 4 : v;
      });
      expect(Object.is(mValue(values), referenceMValue(values))).toBe(true);
    }
    // Small samples (few values per bin) count value by value, large ones by stretches, and these
    // see two modes 10 σ apart.
    expect(mValue(Float64Array.from({ length: 2000 }, (_, i) => (i % 2 ? 10 : 0) + normal()))).toBeGreaterThan(3.2);
  });
});

describe('conditionalRankSumCounts visits only the sums a row can hold', () => {
  it('counts every subset of the tie groups, by brute force', () => {
    // Pooled ranks 1 | 2 3 | 4 | 5 6 7: twice the mid-ranks 2, 5, 8, 12; subsets of 3 values.
    const groups = [
      { size: 1, twiceMidrank: 2 },
      { size: 2, twiceMidrank: 5 },
      { size: 1, twiceMidrank: 8 },
      { size: 3, twiceMidrank: 12 },
    ];
    const expected = new Float64Array(37);
    const member = groups.flatMap((g) => Array.from({ length: g.size }, () => g.twiceMidrank));
    for (let a = 0; a < 7; a++)
      for (let b = a + 1; b < 7; b++) for (let c = b + 1; c < 7; c++) expected[member[a] + member[b] + member[c]]++;
    expect(Array.from(conditionalRankSumCounts(groups, 3))).toEqual(Array.from(expected));
    expect(Array.from(conditionalRankSumCounts([...groups].reverse(), 3))).toEqual(Array.from(expected));
    // 35 subsets in all; the smallest sum 2 + 5 + 5 = 12, the largest 12·3 = 36.
    expect(expected.reduce((s, v) => s + v, 0)).toBe(35);
  });
});

describe('hlRatio bounds from one sort of the pairwise differences', () => {
  /** The definition: the k-th smallest ln h_j − ln b_i, reported as h_j / b_i of its first pair. */
  function bound(base: Float64Array, head: Float64Array, k: number): number {
    const d: number[] = [];
    for (let i = 0; i < base.length; i++) for (let j = 0; j < head.length; j++) d.push(Math.log(head[j]) - Math.log(base[i]));
    const v = Float64Array.from(d).sort()[k - 1];
    for (let i = 0; i < base.length; i++)
      for (let j = 0; j < head.length; j++) if (Math.log(head[j]) - Math.log(base[i]) === v) return head[j] / base[i];
    throw new Error('no pair');
  }

  it('equal the k-th pairwise ratio for 5 … 60 runs per side (ties included)', () => {
    for (const [m, n, round] of [
      [5, 5, 1],
      [10, 10, 10],
      [12, 9, 1],
      [60, 60, 5],
      [70, 70, 1],
    ] as const) {
      const base = sample(m * 31 + n, m, round);
      const head = sample(m * 17 + n + 5, n, round);
      const r = hlRatio(base, head);
      expect(r.lower).toBe(bound(base, head, r.k));
      expect(r.upper).toBe(bound(base, head, m * n + 1 - r.k));
    }
  });
});
