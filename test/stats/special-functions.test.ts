import { describe, expect, it } from 'vitest';
import * as stats from '../../src/stats/index.js';
import { regularizedIncompleteBeta } from '../../src/stats/incomplete-beta.js';
import { logGamma } from '../../src/stats/log-gamma.js';
import { expectRel } from './helpers.js';

// Reference values: mpmath at 30 digits.
describe('special functions (methodology §7.5)', () => {
  it('logGamma', () => {
    expectRel(logGamma(0.5), 0.5723649429247001, 1e-14);
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-15);
    expectRel(logGamma(2.5), 0.2846828704729192, 1e-14);
    expectRel(logGamma(10), 12.801827480081469, 1e-14);
    expectRel(logGamma(100.5), 361.4355404677776, 1e-14);
    expectRel(logGamma(1e5), 1051287.7089736569, 1e-14);
  });

  it('regularized incomplete beta', () => {
    expectRel(regularizedIncompleteBeta(0.2, 3, 3), 0.057920000000000006, 1e-13);
    expectRel(regularizedIncompleteBeta(0.5, 10.89, 0.11), 1.259264852189714e-5, 1e-12);
    expectRel(regularizedIncompleteBeta(0.9, 2.5, 7.5), 0.999999464476822, 1e-14);
    expectRel(regularizedIncompleteBeta(0.3, 0.5, 0.5), 0.36901011956554536, 1e-13);
    expectRel(regularizedIncompleteBeta(0.999, 100, 1.5), 0.9774925027088966, 1e-12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });
});

describe('src/stats/index.ts', () => {
  it('re-exports the public API', () => {
    for (const name of [
      'normalCdf',
      'normalQuantile',
      'quantileType7',
      'quantileR8',
      'nearestRank',
      'harrellDavis',
      'histogramValueAtPercentile',
      'histogramOrderStatistic',
      'orderStatisticsOfSorted',
      'orderStatisticsOfHistogram',
      'minSamplesFor',
      'isEstimable',
      'isWellResolved',
      'describeRank',
      'binomialCdf',
      'orderStatisticInterval',
      'goQuantileCI',
      'mannWhitney',
      'uNullCdf',
      'hlRatio',
      'hlShift',
      'thresholdShiftedP',
      'runsToResolve',
      'quantileRatioInterval',
      'quantileRatioP',
      'bhAdjust',
      'byAdjust',
      'bhReject',
      'ksTwoSample',
      'andersonDarlingKSample',
      'mValue',
      'isLikelyMultimodal',
      'benchstatDelta',
      'benchstatSummary',
    ]) {
      expect(typeof (stats as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
