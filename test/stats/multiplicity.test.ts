import { describe, expect, it } from 'vitest';
import { bhAdjust, bhReject, byAdjust, fcrAdjustedConfidence } from '../../src/stats/multiplicity.js';
import { expectAllRel } from './helpers.js';

describe('TV-BH: Benjamini-Hochberg / Benjamini-Yekutieli', () => {
  const p = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216];

  it('BH q-values (SciPy false_discovery_control, method="bh")', () => {
    expectAllRel(bhAdjust(p), [0.01, 0.04, 0.084, 0.084, 0.084, 0.1, 0.10571428571428571, 0.216, 0.216, 0.216]);
  });

  it('BY q-values (method="by")', () => {
    expectAllRel(
      byAdjust(p),
      [
        0.02928968253968254, 0.11715873015873016, 0.24603333333333333, 0.24603333333333333, 0.24603333333333333, 0.2928968253968254,
        0.3096337868480725, 0.6326571428571428, 0.6326571428571428, 0.6326571428571428,
      ],
    );
  });

  it('rejections: 2 at q = 0.05, 6 at q = 0.10', () => {
    expect(bhReject(p, 0.05).filter(Boolean).length).toBe(2);
    expect(bhReject(p, 0.1).filter(Boolean).length).toBe(6);
    expect(bhReject(p, 0.1)).toEqual([true, true, true, true, true, true, false, false, false, false]);
  });

  it('keeps input order and does not mutate', () => {
    const shuffled = [0.216, 0.001, 0.06, 0.008];
    const copy = shuffled.slice();
    expect(bhReject(shuffled, 0.05)).toEqual([false, true, false, true]);
    expectAllRel(bhAdjust(shuffled), [0.216, 0.004, 0.08, 0.016]);
    expect(shuffled).toEqual(copy);
    expect(bhAdjust([])).toEqual([]);
  });

  it('a single gated metric is exactly "p ≤ q"', () => {
    expect(bhReject([0.05], 0.05)).toEqual([true]);
    expect(bhReject([0.0500001], 0.05)).toEqual([false]);
  });

  it('FCR-adjusted level 1 − R·q/m', () => {
    expect(fcrAdjustedConfidence(2, 150, 0.05)).toBeCloseTo(1 - 0.1 / 150, 15);
    expect(fcrAdjustedConfidence(0, 150, 0.05)).toBe(0.95);
  });
});
