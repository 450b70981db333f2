import fc from 'fast-check';
import { Sample, shiftBounds } from 'pragmastat';
import { describe, expect, it } from 'vitest';
import {
  hlRatio,
  hlShift,
  mosesRank,
  runsToResolve,
  thresholdShiftedP,
  thresholdShiftedU,
} from '../../src/stats/hodges-lehmann.js';
import { mannWhitney } from '../../src/stats/mann-whitney.js';
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
        const s = hlRatio(base, head.map((v) => v * c));
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
