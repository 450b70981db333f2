import { describe, expect, it } from 'vitest';
import { mannWhitney, mannWhitneySeparatedP } from '../../src/stats/mann-whitney.js';
import { expectRel } from './helpers.js';

describe('mannWhitneySeparatedP: exact one-sided p of a complete separation', () => {
  it('is 1/C(m+n, m), symmetric in the sizes', () => {
    expect(mannWhitneySeparatedP(3, 3)).toBe(1 / 20);
    expect(mannWhitneySeparatedP(1, 1)).toBe(1 / 2);
    expectRel(mannWhitneySeparatedP(2, 5), 1 / 21);
    expectRel(mannWhitneySeparatedP(5, 2), 1 / 21);
    expectRel(mannWhitneySeparatedP(8, 8), 1 / 12870);
    expectRel(mannWhitneySeparatedP(40, 40), 1 / 1.0750720873334618e23, 1e-12);
  });

  it('equals the exact tie-conditional Mann–Whitney p of zeros against positive values', () => {
    // 3 zeros vs three 16s: two tie groups; the separated split is the only one as extreme.
    expect(mannWhitney([0, 0, 0], [16, 16, 16], { alternative: 'less', method: 'exact' }).p).toBeCloseTo(0.05, 15);
    expect(mannWhitney([0, 0, 0, 0], [3, 5, 5, 9, 12], { alternative: 'less', method: 'exact' }).p).toBeCloseTo(
      mannWhitneySeparatedP(4, 5),
      15,
    );
    // Without ties: the corner of the exact null distribution.
    expect(mannWhitney([1, 2, 3], [4, 5, 6, 7], { alternative: 'less', method: 'exact' }).p).toBeCloseTo(mannWhitneySeparatedP(3, 4), 15);
    expect(mannWhitneySeparatedP(3, 4)).toBeCloseTo(1 / 35, 15);
  });

  it('rejects sizes that are not whole numbers ≥ 1', () => {
    expect(() => mannWhitneySeparatedP(0, 3)).toThrow(RangeError);
    expect(() => mannWhitneySeparatedP(2.5, 3)).toThrow(RangeError);
  });
});
