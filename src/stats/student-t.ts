/**
 * Student's t distribution: what the interval of a mean of a few values needs (benchstat's
 * `AssumeNormal` summary is a Student-t interval, methodology §1.1). Used for the interval of the
 * geometric mean of a measure's changes across its benchmarks (compare/geomean.ts).
 *
 * CDF from the regularized incomplete beta: for t ≥ 0, P(T ≤ t) = 1 − ½·I_{ν/(ν+t²)}(ν/2, ½),
 * mirrored for t < 0. The quantile inverts it by bisection (the CDF is monotone; 200 halvings of a
 * bracket reach double precision).
 */
import { regularizedIncompleteBeta } from './incomplete-beta.js';
import { normalQuantile } from './normal.js';

function checkDf(df: number): void {
  if (!(df > 0) || !Number.isFinite(df)) throw new RangeError(`degrees of freedom must be a positive finite number, got ${df}`);
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  checkDf(df);
  if (Number.isNaN(t)) return NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The `p` quantile of Student's t with `df` degrees of freedom (p in (0, 1)). */
export function studentTQuantile(p: number, df: number): number {
  checkDf(df);
  if (!(p > 0 && p < 1)) throw new RangeError(`p must be in (0, 1), got ${p}`);
  if (p === 0.5) return 0;
  // Symmetric: solve for the upper tail, where the CDF is evaluated most accurately.
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  // A bracket: t is at least the normal quantile and grows without bound as df → 0.
  let lo = normalQuantile(p);
  let hi = Math.max(1, 2 * lo);
  while (studentTCdf(hi, df) < p) {
    lo = hi;
    hi *= 2;
    if (!Number.isFinite(hi)) return Infinity;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
