import { expect } from 'vitest';

/** Asserts |actual − expected| ≤ tol·|expected| (or exact equality for 0 and ±∞). */
export function expectRel(actual: number, expected: number, tol = 1e-12): void {
  if (expected === 0 || !Number.isFinite(expected)) {
    expect(actual).toBe(expected);
    return;
  }
  const rel = Math.abs(actual - expected) / Math.abs(expected);
  if (!(rel <= tol)) {
    throw new Error(`expected ${actual} to be within ${tol} (relative) of ${expected}; relative error ${rel}`);
  }
}

/** Element-wise {@link expectRel}. */
export function expectAllRel(actual: ArrayLike<number>, expected: ArrayLike<number>, tol = 1e-12): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) expectRel(actual[i], expected[i], tol);
}

/** The seeded PRNG of src/stats (mulberry32), for reproducible simulations. */
export { mulberry32 } from '../../src/stats/random.js';

/** Standard normal variates by Box-Muller from a uniform generator. */
export function normalGenerator(uniform: () => number): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const s = spare;
      spare = undefined;
      return s;
    }
    const u = 1 - uniform();
    const v = uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}
