import { describe, expect, it } from 'vitest';
import { meanRatioInterval, meanRatioP } from '../../src/stats/mean-ratio.js';

describe('ratio of two printed means (mean ± standard error)', () => {
  it('gives the delta-method interval of the log ratio', () => {
    // s = √(0.02² + 0.02²) = 0.0282843; z = 1.959964: ratio · exp(±z·s) = 1.1 · exp(±0.0554362).
    const iv = meanRatioInterval({ mean: 100, se: 2 }, { mean: 110, se: 2.2 }, 0.05)!;
    expect(iv.ratio).toBeCloseTo(1.1, 12);
    expect(iv.logSe).toBeCloseTo(0.028284271247, 10);
    expect(iv.lower).toBeCloseTo(1.1 * Math.exp(-1.959963984540054 * 0.028284271247461905), 10);
    expect(iv.upper).toBeCloseTo(1.1 * Math.exp(1.959963984540054 * 0.028284271247461905), 10);
    expect(iv.lower).toBeCloseTo(1.040678, 5);
    expect(iv.upper).toBeCloseTo(1.162703, 5);
  });

  it('gives the one-sided p of being worse by more than the threshold', () => {
    const iv = meanRatioInterval({ mean: 100, se: 2 }, { mean: 110, se: 2.2 }, 0.05)!;
    // (ln 1.1 − ln 1.05) / 0.0282843 = 1.64473: P(Z > 1.64473) = 0.05000.
    expect(meanRatioP(iv, 0.05, 'greater')).toBeCloseTo(0.05, 4);
    expect(meanRatioP(iv, 0.2, 'greater')).toBeGreaterThan(0.99);
    expect(meanRatioP(iv, 0.05, 'less')).toBeGreaterThan(0.99);
    // An improvement, mirrored.
    const better = meanRatioInterval({ mean: 110, se: 2.2 }, { mean: 100, se: 2 }, 0.05)!;
    expect(meanRatioP(better, 0.05, 'less')).toBeCloseTo(0.05, 4);
  });

  it('is exact with no spread, and refuses what is not a mean', () => {
    const iv = meanRatioInterval({ mean: 10, se: 0 }, { mean: 20, se: 0 })!;
    expect([iv.lower, iv.upper]).toEqual([2, 2]);
    expect(meanRatioP(iv, 0.5, 'greater')).toBe(0);
    expect(meanRatioP(iv, 1.5, 'greater')).toBe(1);
    expect(meanRatioInterval({ mean: 0, se: 1 }, { mean: 1, se: 1 })).toBeNull();
    expect(meanRatioInterval({ mean: 1, se: NaN }, { mean: 1, se: 1 })).toBeNull();
    expect(() => meanRatioInterval({ mean: 1, se: 1 }, { mean: 1, se: 1 }, 1)).toThrow(RangeError);
  });
});
