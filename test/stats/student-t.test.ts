import { describe, expect, it } from 'vitest';
import { studentTCdf, studentTQuantile } from '../../src/stats/student-t.js';

describe("Student's t", () => {
  it('has the closed forms of 1 and 2 degrees of freedom', () => {
    // ν = 1 (Cauchy): t_p = tan(π(p − ½)); ν = 2: t_p = (2p − 1) / √(2p(1 − p)).
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(Math.tan(Math.PI * 0.475), 9);
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736, 8);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(0.95 / Math.sqrt(2 * 0.975 * 0.025), 10);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.30265273, 8);
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 12);
  });

  it('matches the tables (R qt, pt)', () => {
    expect(studentTQuantile(0.975, 9)).toBeCloseTo(2.262157163, 8);
    expect(studentTQuantile(0.975, 35)).toBeCloseTo(2.030107928, 8);
    expect(studentTQuantile(0.995, 30)).toBeCloseTo(2.749995654, 8);
    expect(studentTQuantile(0.975, 1000)).toBeCloseTo(1.962339081, 8);
    expect(studentTCdf(2, 5)).toBeCloseTo(0.949030261, 9);
  });

  it('is symmetric and inverts its CDF', () => {
    expect(studentTQuantile(0.5, 7)).toBe(0);
    expect(studentTQuantile(0.025, 9)).toBeCloseTo(-2.262157163, 8);
    expect(studentTCdf(-2, 5)).toBeCloseTo(1 - 0.949030261, 9);
    for (const df of [1, 3, 10, 100]) for (const p of [0.6, 0.9, 0.99]) expect(studentTCdf(studentTQuantile(p, df), df)).toBeCloseTo(p, 12);
  });

  it('refuses levels and degrees of freedom it has no quantile for', () => {
    expect(() => studentTQuantile(1, 5)).toThrow(RangeError);
    expect(() => studentTQuantile(0.975, 0)).toThrow(RangeError);
  });
});
