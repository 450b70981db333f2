import { describe, expect, it } from 'vitest';
import { erfc, normalCdf, normalQuantile, normalSf } from '../../src/stats/normal.js';
import { expectRel } from './helpers.js';

// Reference values: mpmath at 40 digits (ncdf, erfc, √2·erfinv(2p − 1)).
describe('normal distribution (methodology §7.5)', () => {
  it('erfc matches high-precision values across Cody’s three ranges', () => {
    const cases: [number, number][] = [
      [0.1, 0.887537083981715],
      [0.46875, 0.507386526782062],
      [0.5, 0.4795001221869535],
      [1, 0.15729920705028513],
      [3, 2.209049699858544e-5],
      [4, 1.541725790028002e-8],
      [4.5, 1.9661604415428876e-10],
      [10, 2.088487583762545e-45],
      [26, 5.663192408856143e-296],
    ];
    for (const [x, want] of cases) expectRel(erfc(x), want, 1e-15);
    expectRel(erfc(-1), 2 - 0.15729920705028513, 1e-15);
    expect(erfc(0)).toBe(1);
  });

  it('Φ is accurate to ~1e-15 relative in the far tails', () => {
    const cases: [number, number][] = [
      [-30, 4.906713927148187e-198],
      [-10, 7.619853024160525e-24],
      [-5, 2.866515718791939e-7],
      [-1.5, 0.06680720126885807],
      [-0.3, 0.3820885778110474],
      [0, 0.5],
      [0.3, 0.6179114221889527],
      [1.5, 0.9331927987311419],
    ];
    for (const [z, want] of cases) expectRel(normalCdf(z), want, 1e-15);
    for (const [z, want] of cases) expectRel(normalSf(-z), want, 1e-15);
  });

  it('Φ⁻¹ inverts Φ to ~1e-15 (Acklam + one Halley step)', () => {
    const cases: [number, number][] = [
      [1e-300, -37.0470962993612],
      [1e-20, -9.262340089798407],
      [1e-10, -6.361340902404057],
      [0.001, -3.0902323061678136],
      [0.025, -1.9599639845400543],
      [0.3, -0.5244005127080408],
      [0.9, 1.2815515655446006],
      [0.975, 1.9599639845400538],
      [0.999, 3.090232306167813],
    ];
    for (const [p, want] of cases) expectRel(normalQuantile(p), want, 1e-15);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
  });
});
