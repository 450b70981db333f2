import fc from 'fast-check';
import { ratio as pragmaRatio, shift as pragmaShift, Sample, shiftBounds } from 'pragmastat';
import { describe, expect, it } from 'vitest';
import { hlRatio, hlShift, mosesRank, runsToResolve, thresholdShiftedP, thresholdShiftedU } from '../../src/stats/hodges-lehmann.js';
import { mannWhitney, minRunsPerSide } from '../../src/stats/mann-whitney.js';
import { expectRel, mulberry32, normalGenerator } from './helpers.js';

describe('TV-RUN: run-level tail comparison', () => {
  const base = [12.1, 12.4, 11.9, 12.8, 12.2, 13.0];
  const head = [13.5, 13.1, 14.2, 13.8, 12.9, 13.6];

  it('HL ratio and the conservative Moses interval', () => {
    const r = hlRatio(base, head);
    expect(r.ratio).toBe(1.0905072009551278);
    expect(r.k).toBe(6);
    expect(r.exact).toBe(true);
    expectRel(r.coverage, 0.9588744588744589);
    expectRel(r.lower, 1.0403225806451615);
    expectRel(r.upper, 1.142857142857143);
    expect(r.lower).toBe(12.9 / 12.4);
    expect(r.upper).toBe(13.6 / 11.9);
  });

  it('exact Mann-Whitney: U_head = 35', () => {
    const two = mannWhitney(head, base);
    expect(two.u).toBe(35);
    expectRel(two.p, 0.004329004329004329);
    expectRel(mannWhitney(head, base, { alternative: 'greater' }).p, 0.0021645021645021645);
  });

  it('threshold-shifted one-sided test', () => {
    expect([0, 0.03, 0.05].map((t) => thresholdShiftedU(base, head, t, 'greater'))).toEqual([35, 32, 29]);
    expectRel(thresholdShiftedP(base, head, 0, 'greater'), 0.0021645021645021645);
    expectRel(thresholdShiftedP(base, head, 0.03, 'greater'), 0.012987012987012988);
    expectRel(thresholdShiftedP(base, head, 0.05, 'greater'), 0.046536796536796536);
    // Regression at 3 % (p ≤ 0.025 ⇔ lower > 1.03), inconclusive at 5 % (lower 1.0403 < 1.05).
    const { lower } = hlRatio(base, head);
    expect(thresholdShiftedP(base, head, 0.03, 'greater') <= 0.025).toBe(lower > 1.03);
    expect(thresholdShiftedP(base, head, 0.05, 'greater') <= 0.025).toBe(lower > 1.05);
    // Nothing suggests an improvement.
    expect(thresholdShiftedP(base, head, 0, 'less')).toBeGreaterThan(0.99);
  });

  it('runs to resolve at t = 5 %: ≈ 10 per side', () => {
    const r = hlRatio(base, head);
    expect(runsToResolve(r.ratio, r.lower, 0.05, 6)).toBe(10);
    expect(runsToResolve(r.ratio, r.lower, 0.1, 6)).toBeUndefined(); // estimate below 1.10
    expect(runsToResolve(r.ratio, 0, 0.05, 3)).toBeUndefined();
    expect(runsToResolve(r.ratio, r.lower, 0.03, 6)).toBe(6); // already resolved
  });
});

describe('TV-HL: Hodges-Lehmann shift / ratio and distribution-free bounds', () => {
  it('A: pragmastat demo-1, Moses [−5, 1] (k = 3)', () => {
    const r = hlShift([1, 2, 3, 4, 5], [3, 4, 5, 6, 7]);
    expect([r.shift, r.lower, r.upper, r.k]).toEqual([-2, -5, 1, 3]);
    expectRel(r.coverage, 1 - (2 * 4) / 252);
    expectRel(r.coverage, 0.9682539682539683);
  });

  it('A: pragmastat shiftBounds is anti-conservative by one atom (why we do not use it)', () => {
    const b = shiftBounds(Sample.of([1, 2, 3, 4, 5]), Sample.of([3, 4, 5, 6, 7]), 0.05);
    expect([b.lower, b.upper]).toEqual([-4, 0]); // = [D_(4), D_(22)], true misrate 2·7/252
    expectRel(1 - mosesRank(5, 5, 0.05).coverage, 2 * (4 / 252)); // ours: 0.0317 ≤ 0.05
    expect(2 * (7 / 252)).toBeGreaterThan(0.05); // theirs: 0.0556 > 0.05
    // pragmastat reference tests quoted in §8 (their convention):
    const n10 = shiftBounds(Sample.of([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), Sample.of([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 0.01);
    expect([n10.lower, n10.upper]).toEqual([-4, 4]);
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const y = x.map((v) => v + 10);
    const c2 = shiftBounds(Sample.of(x), Sample.of(y), 0.2);
    expect([c2.lower, c2.upper]).toEqual([-12, -8]);
    expect(hlShift(x, y, 0.2).shift).toBe(-10);
  });

  it('A: pragmastat ratio demo-1 = 0.5000000000000001', () => {
    expect(hlRatio([2, 4, 8, 16, 32], [1, 2, 4, 8, 16]).ratio).toBe(0.5000000000000001);
  });

  it('B: outlier robustness', () => {
    const base = [10, 11, 12, 13, 30];
    const head = [12, 14, 15, 16, 40];
    const s = hlShift(head, base);
    expect([s.shift, s.lower, s.upper]).toEqual([3, -15, 28]);
    expectRel(s.coverage, 0.9682539682539683);
    const r = hlRatio(base, head);
    expect(r.ratio).toBe(1.25);
    expect(r.lower).toBe(0.5);
    expectRel(r.upper, 40 / 12);
    expectRel(r.coverage, 0.9682539682539683);
  });
});

describe('Moses rank and insufficient data', () => {
  it('needs ≥ 4 runs per side at α = 0.05', () => {
    expect(mosesRank(3, 3).k).toBe(0);
    expect(mosesRank(4, 4).k).toBe(1);
    const r = hlRatio([1, 2, 3], [2, 3, 4]);
    expect([r.lower, r.upper, r.coverage]).toEqual([0, Infinity, 1]);
    const s = hlShift([1, 2, 3], [2, 3, 4]);
    expect([s.lower, s.upper]).toEqual([-Infinity, Infinity]);
  });

  it('uses the normal approximation above 50 runs per side', () => {
    const rank = mosesRank(60, 60);
    expect(rank.exact).toBe(false);
    // c = floor(1800 − 1.959963984540054·√(3600·121/12) − 0.5)
    expect(rank.c).toBe(Math.floor(1800 - 1.959963984540054 * Math.sqrt((3600 * 121) / 12) - 0.5));
    expect(rank.coverage).toBeGreaterThanOrEqual(0.95);
    expect(mosesRank(50, 50).exact).toBe(true);
    expect(mosesRank(51, 10).exact).toBe(false);
  });

  it('rejects non-positive data for ratios', () => {
    expect(() => hlRatio([1, 0], [1, 2])).toThrow(RangeError);
    expect(() => hlRatio([1, 2], [NaN, 2])).toThrow(RangeError);
  });
});

const positive = fc.double({ min: 0.01, max: 1000, noNaN: true, noDefaultInfinity: true });
const sample = fc.array(positive, { minLength: 1, maxLength: 12 });

function expectScaled(actual: number, expected: number): void {
  if (expected === 0 || !Number.isFinite(expected)) expect(actual).toBe(expected);
  else expectRel(actual, expected, 1e-9);
}

describe('properties of hlRatio', () => {
  it('is scale-equivariant in head', () => {
    fc.assert(
      fc.property(sample, sample, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (base, head, c) => {
        const r = hlRatio(base, head);
        const s = hlRatio(
          base,
          head.map((v) => v * c),
        );
        expectScaled(s.ratio, r.ratio * c);
        expectScaled(s.lower, r.lower * c);
        expectScaled(s.upper, r.upper * c);
      }),
      { numRuns: 200, seed: 1 },
    );
  });

  it('swapping base and head inverts the ratio and swaps the bounds', () => {
    fc.assert(
      fc.property(sample, sample, (base, head) => {
        const r = hlRatio(base, head);
        const s = hlRatio(head, base);
        expectScaled(s.ratio, 1 / r.ratio);
        expectScaled(s.lower, 1 / r.upper);
        expectScaled(s.upper, 1 / r.lower);
        expect(s.coverage).toBe(r.coverage);
      }),
      { numRuns: 200, seed: 2 },
    );
  });

  it('does not mutate its inputs', () => {
    fc.assert(
      fc.property(sample, sample, (base, head) => {
        const frozenBase = Object.freeze(base.slice());
        const typedHead = Float64Array.from(head);
        hlRatio(frozenBase, typedHead);
        hlShift(frozenBase, typedHead);
        thresholdShiftedP(frozenBase, typedHead, 0.05, 'greater');
        expect(Array.from(frozenBase)).toEqual(base);
        expect(Array.from(typedHead)).toEqual(head);
      }),
      { numRuns: 100, seed: 3 },
    );
  });

  it('p_reg ≤ α/2 ⇔ lower > 1+t, and p_imp ≤ α/2 ⇔ upper < 1/(1+t)', () => {
    const sized = fc.array(positive, { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(sized, sized, fc.double({ min: 0, max: 0.3, noNaN: true }), (base, head, t) => {
        const r = hlRatio(base, head);
        expect(thresholdShiftedP(base, head, t, 'greater') <= 0.025).toBe(r.lower > 1 + t);
        expect(thresholdShiftedP(base, head, t, 'less') <= 0.025).toBe(r.upper < 1 / (1 + t));
      }),
      { numRuns: 300, seed: 4 },
    );
  });
});

describe('TV-SIM: seeded A/A simulation', () => {
  it('false-positive rate of "lower bound > 1" on 10 vs 10 lognormal runs is ≤ α/2-ish', () => {
    const normal = normalGenerator(mulberry32(20240601));
    const trials = 2000;
    let above = 0;
    let excludesOne = 0;
    for (let t = 0; t < trials; t++) {
      const base = Array.from({ length: 10 }, () => Math.exp(0.3 * normal()));
      const head = Array.from({ length: 10 }, () => Math.exp(0.3 * normal()));
      const r = hlRatio(base, head);
      if (r.lower > 1) above++;
      if (r.lower > 1 || r.upper < 1) excludesOne++;
    }
    const mcError = 3 * Math.sqrt((0.05 * 0.95) / trials);
    expect(above / trials).toBeLessThanOrEqual(0.05 + mcError);
    expect(excludesOne / trials).toBeLessThanOrEqual(0.05 + mcError);
    // Sharper: the one-sided rate should sit near its exact value P(U ≤ c) = (1 − coverage)/2.
    const exact = (1 - mosesRank(10, 10).coverage) / 2;
    expect(Math.abs(above / trials - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / trials));
  });

  it('Moses 5 vs 5 misses a true shift less often than pragmastat’s choice (0.0317 vs 0.0556)', () => {
    const normal = normalGenerator(mulberry32(7));
    const trials = 4000;
    let misses = 0;
    for (let t = 0; t < trials; t++) {
      const x = Array.from({ length: 5 }, () => normal());
      const y = Array.from({ length: 5 }, () => normal() + 1);
      const s = hlShift(y, x);
      if (s.lower > 1 || s.upper < 1) misses++;
    }
    const rate = misses / trials;
    expect(Math.abs(rate - 8 / 252)).toBeLessThan(4 * Math.sqrt(((8 / 252) * (1 - 8 / 252)) / trials));
  });
});

// ---------------------------------------------------------------------------------------------
// The implementation before selection replaced materialisation, kept verbatim as the oracle:
// every pairwise difference built and sorted, the bound's pair found by a full scan, U by a
// double loop. Point estimates were pragmastat's.
const oracle = {
  sortedDifferences(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
    const d = new Float64Array(a.length * b.length);
    let t = 0;
    for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) d[t++] = b[j] - a[i];
    return d.sort();
  },
  ratioOfPair(base: ArrayLike<number>, head: ArrayLike<number>, lb: Float64Array, lh: Float64Array, d: number): number {
    for (let i = 0; i < lb.length; i++) {
      for (let j = 0; j < lh.length; j++) if (lh[j] - lb[i] === d) return head[j] / base[i];
    }
    return Math.exp(d);
  },
  /** pragmastat, or the exact median where pragmastat gives up (the new fallback). */
  median(estimate: () => number, d: Float64Array): number {
    try {
      return estimate();
    } catch {
      const h = 1 + (d.length - 1) * 0.5;
      const w = h - Math.floor(h);
      return w === 0 ? d[h - 1] : (1 - w) * d[Math.floor(h) - 1] + w * d[Math.ceil(h) - 1];
    }
  },
  hlRatio(base: number[], head: number[], alpha: number) {
    const lb = Float64Array.from(base, Math.log);
    const lh = Float64Array.from(head, Math.log);
    const d = oracle.sortedDifferences(lb, lh);
    const ratio = oracle.median(() => pragmaRatio(Sample.of(head), Sample.of(base)).value, d.map(Math.exp));
    const rank = mosesRank(base.length, head.length, alpha);
    if (rank.k < 1) return { ratio, lower: 0, upper: Infinity, k: rank.k, coverage: rank.coverage, exact: rank.exact };
    const lower = oracle.ratioOfPair(base, head, lb, lh, d[rank.k - 1]);
    const upper = oracle.ratioOfPair(base, head, lb, lh, d[d.length - rank.k]);
    return { ratio, lower, upper, k: rank.k, coverage: rank.coverage, exact: rank.exact };
  },
  hlShift(x: number[], y: number[], alpha: number) {
    const d = oracle.sortedDifferences(y, x);
    const shift = oracle.median(() => pragmaShift(Sample.of(x), Sample.of(y)).value, d);
    const rank = mosesRank(x.length, y.length, alpha);
    if (rank.k < 1) return { shift, lower: -Infinity, upper: Infinity, k: rank.k, coverage: rank.coverage, exact: rank.exact };
    return { shift, lower: d[rank.k - 1], upper: d[d.length - rank.k], k: rank.k, coverage: rank.coverage, exact: rank.exact };
  },
  thresholdShiftedU(base: ArrayLike<number>, head: ArrayLike<number>, t: number, direction: 'greater' | 'less'): number {
    let u = 0;
    for (let i = 0; i < base.length; i++) {
      const limit = direction === 'greater' ? (1 + t) * base[i] : base[i] / (1 + t);
      for (let j = 0; j < head.length; j++) {
        const h = head[j];
        if (direction === 'greater' ? h > limit : h < limit) u += 1;
        else if (h === limit) u += 0.5;
      }
    }
    return u;
  },
};

/** Field by field with Object.is: the same doubles, −0 and all. */
function expectSame(actual: object, expected: object): void {
  const a = actual as Record<string, number>;
  for (const [key, value] of Object.entries(expected)) {
    if (!Object.is(a[key], value)) throw new Error(`${key}: got ${a[key]}, the old implementation gives ${value}`);
  }
}

// Few distinct values (ties, equal samples), run-level magnitudes, and extreme ranges.
const tiedPositive = fc.constantFrom(1, 2, 3, 4, 8, 12.5, 0.5);
const anyPositive = fc.oneof(
  positive,
  tiedPositive,
  fc.double({ min: 1e-300, max: 1e300, noNaN: true }),
  fc.double({ min: 1, max: 1 + 1e-12, noNaN: true }),
);
const anyFinite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1, -1, 2),
  fc.integer({ min: -3, max: 3 }),
);
const alphas = fc.constantFrom(0.05, 0.01, 0.2, 0.5, 0.7, 0.9);

describe('selection gives the old results bit for bit', () => {
  it('hlRatio on random samples (ties, m ≠ n, n = 1, up to 60 per side, huge ranges)', () => {
    fc.assert(
      fc.property(
        fc.array(anyPositive, { minLength: 1, maxLength: 60 }),
        fc.array(anyPositive, { minLength: 1, maxLength: 60 }),
        alphas,
        (base, head, alpha) => {
          expectSame(hlRatio(base, head, { alpha }), oracle.hlRatio(base, head, alpha));
        },
      ),
      { numRuns: 600, seed: 21 },
    );
  });

  it('hlShift on random samples (signed zeros, differences that overflow to ±∞)', () => {
    fc.assert(
      fc.property(
        fc.array(anyFinite, { minLength: 1, maxLength: 40 }),
        fc.array(anyFinite, { minLength: 1, maxLength: 40 }),
        alphas,
        (x, y, alpha) => {
          expectSame(hlShift(x, y, alpha), oracle.hlShift(x, y, alpha));
        },
      ),
      { numRuns: 600, seed: 22 },
    );
  });

  it('thresholdShiftedU and thresholdShiftedP on random samples, both directions', () => {
    const t = fc.oneof(fc.constantFrom(0, 0.05, 0.5, -0.5), fc.double({ min: -0.9, max: 3, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(anyPositive, { minLength: 1, maxLength: 70 }),
        fc.array(anyPositive, { minLength: 1, maxLength: 70 }),
        t,
        (base, head, shift) => {
          // Scaled copies of base values put head values exactly on the limits (ties at the threshold).
          const onLimit = base.slice(0, 3).map((v) => (1 + shift) * v);
          const h = [...head, ...onLimit];
          for (const dir of ['greater', 'less'] as const) {
            const u = thresholdShiftedU(base, h, shift, dir);
            expect(u).toBe(oracle.thresholdShiftedU(base, h, shift, dir));
          }
        },
      ),
      { numRuns: 600, seed: 23 },
    );
    // NaN never counted before either.
    expect(thresholdShiftedU([1, NaN, 2], [NaN, 1.5, 3, 2], 0, 'greater')).toBe(
      oracle.thresholdShiftedU([1, NaN, 2], [NaN, 1.5, 3, 2], 0, 'greater'),
    );
    expect(thresholdShiftedU([1, NaN, 2], [NaN, 1.5, 0.5, 2], 0, 'less')).toBe(
      oracle.thresholdShiftedU([1, NaN, 2], [NaN, 1.5, 0.5, 2], 0, 'less'),
    );
  });

  it('the bound is the exact ratio of the first pair (base order, then head order) with that log difference', () => {
    // ln 42.3 − ln 33.3 and ln 32.9 − ln 25.9 are the same double; the ratios differ in the last bit.
    expect(Math.log(42.3) - Math.log(33.3)).toBe(Math.log(32.9) - Math.log(25.9));
    expect(42.3 / 33.3).toBe(1.2702702702702704);
    expect(32.9 / 25.9).toBe(1.2702702702702702);
    // 2 vs 2 at α = 0.7: k = 2, so both bounds are D_(2) = D_(3), the tied pair.
    const a = hlRatio([33.3, 25.9], [42.3, 32.9], { alpha: 0.7 });
    expect([a.k, a.lower, a.upper]).toEqual([2, 1.2702702702702704, 1.2702702702702704]);
    const b = hlRatio([25.9, 33.3], [42.3, 32.9], { alpha: 0.7 });
    expect([b.lower, b.upper]).toEqual([1.2702702702702702, 1.2702702702702702]);
    expectSame(a, oracle.hlRatio([33.3, 25.9], [42.3, 32.9], 0.7));
    expectSame(b, oracle.hlRatio([25.9, 33.3], [42.3, 32.9], 0.7));
  });

  it('hlShift no longer throws where pragmastat’s search gives up (geometric differences)', () => {
    const x = [0, 0, 0, 0, 0];
    const y = Array.from({ length: 301 }, (_, i) => -(2 ** -i));
    expect(() => pragmaShift(Sample.of(x), Sample.of(y))).toThrow(/Convergence failure/);
    const d = oracle.sortedDifferences(y, x);
    const s = hlShift(x, y);
    expect(s.shift).toBe(d[752]);
    expect(s.shift).toBe(2 ** -150);
    expect(s.k).toBeGreaterThan(1);
    expect(s.lower).toBe(d[s.k - 1]);
    expect(s.upper).toBe(d[d.length - s.k]);
  });
});

describe('run counts that would be impossible with all pairwise differences', () => {
  it('hlRatio and thresholdShiftedP over 100,000 runs per side (10^10 pairs: 80 GB to materialise)', () => {
    const r = mulberry32(77);
    const n = 100_000;
    const base = Array.from({ length: n }, () => 1000 * Math.exp(0.2 * (r() - 0.5)));
    const head = base.map((v) => v * 1.1);
    const res = hlRatio(base, head);
    // head is base × 1.1 exactly pairwise, so the estimate sits at 1.1 and the interval around it.
    expect(Math.abs(res.ratio - 1.1)).toBeLessThan(1e-12);
    expect(res.exact).toBe(false);
    expect(res.lower).toBeGreaterThan(1.09);
    expect(res.lower).toBeLessThan(1.1);
    expect(res.upper).toBeGreaterThan(1.1);
    expect(res.upper).toBeLessThan(1.11);
    expect(thresholdShiftedP(base, head, 0.05, 'greater')).toBeLessThan(1e-12);
    expect(thresholdShiftedP(base, head, 0.2, 'greater')).toBe(1);
    expect(thresholdShiftedU(base, head, 0, 'greater')).toBeGreaterThan(0.5 * n * n);
  }, 120_000);
});

describe('minRunsPerSide: the fewest runs per side with a finite interval at level 1 − α', () => {
  it.each([
    [0.1, 3],
    [0.05, 4],
    [0.01, 5],
  ])('α = %s needs %s runs per side', (alpha, n) => {
    expect(minRunsPerSide(alpha)).toBe(n);
    expect(mosesRank(n, n, alpha).k).toBeGreaterThanOrEqual(1);
    expect(mosesRank(n - 1, n - 1, alpha).k).toBeLessThan(1);
  });
});
