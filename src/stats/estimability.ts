/**
 * Can a sample of n values say anything about its p-quantile? Methodology §3.1 (table of minimum
 * n), §7.1 (estimable / well-resolved) and §7.4 (honest wording).
 */
import { nearestRankIndex } from './quantile.js';

function checkP(p: number, name: string): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name}: p must be in [0, 1], got ${p}`);
}

/**
 * Smallest n ≥ 1 with pⁿ ≤ tailProbability, i.e. ⌈ln(tail)/ln(p)⌉, with a ratio within 1e−9 of
 * an integer taken as that integer (floating-point guard). Methodology §3.1 closed forms:
 * tail 0.025 → equal-tailed 95 % interval exists; 0.05 → one-sided 95 % upper bound;
 * 0.001 → perfolizer's `Range` margin rule (§2.3).
 */
export function minSamplesForTail(p: number, tailProbability: number): number {
  checkP(p, 'minSamplesForTail');
  if (!(tailProbability > 0 && tailProbability < 1)) {
    throw new RangeError(`minSamplesForTail: tail probability must be in (0, 1), got ${tailProbability}`);
  }
  if (p <= tailProbability) return 1;
  if (p === 1) return Infinity;
  const x = Math.log(tailProbability) / Math.log(p);
  const r = Math.round(x);
  return Math.max(1, Math.abs(x - r) <= 1e-9 * x ? r : Math.ceil(x));
}

/**
 * n_min(p): the smallest n for which a two-sided distribution-free interval of the p-quantile at
 * `confidence` exists, ⌈ln((1−c)/2) / ln p⌉: 6 / 36 / 368 / 3 688 / 36 887 for
 * p50 / p90 / p99 / p99.9 / p99.99 at 95 % (methodology §3.1, §7.1, TV-NMIN).
 */
export function minSamplesFor(p: number, confidence = 0.95): number {
  return minSamplesForTail(p, (1 - confidence) / 2);
}

/** Smallest n for a one-sided upper bound of the p-quantile, ⌈ln(1−c)/ln p⌉ (§3.1, TV-NMIN). */
export function minSamplesOneSided(p: number, confidence = 0.95): number {
  return minSamplesForTail(p, 1 - confidence);
}

/**
 * Smallest n whose equal-tailed interval has an upper bound below the sample maximum, i.e.
 * P(B ≥ n−1) = pⁿ + n·pⁿ⁻¹·(1−p) ≤ (1−c)/2: 9 / 54 / 110 / 555 / 5 570 / 55 715 for
 * p50 … p99.99 (methodology §3.1 table, TV-NMIN). Linear scan from {@link minSamplesFor}.
 */
export function minSamplesUpperBelowMax(p: number, confidence = 0.95): number {
  checkP(p, 'minSamplesUpperBelowMax');
  if (p === 1) return Infinity;
  const lnTail = Math.log((1 - confidence) / 2);
  const lnP = Math.log(p);
  for (let n = Math.max(2, minSamplesFor(p, confidence)); ; n++) {
    if ((n - 1) * lnP + Math.log(p + n * (1 - p)) <= lnTail) return n;
  }
}

/** Methodology §7.1: the p-quantile of a run with n values is estimable iff n ≥ n_min(p). */
export function isEstimable(n: number, p: number, confidence = 0.95): boolean {
  return n >= minSamplesFor(p, confidence);
}

/**
 * Methodology §7.1: well-resolved iff n·(1−p) ≥ 10 expected exceedances (≥ 1 000 samples for p99,
 * ≥ 10 000 for p99.9). A relative tolerance of 1e−9 absorbs rounding such as
 * 100·(1 − 0.9) = 9.999999999999998.
 */
export function isWellResolved(n: number, p: number, minExpectedAbove = 10): boolean {
  checkP(p, 'isWellResolved');
  return n * (1 - p) >= minExpectedAbove * (1 - 1e-9);
}

/** Where the nearest-rank p-quantile sits in a sample: 1-based rank and position from the top. */
export interface RankDescription {
  /** ⌈p·n⌉ (1-based, HdrHistogram's nearest rank). */
  nearestRank: number;
  /** 1 = the maximum, 2 = the 2nd-largest, … */
  fromTop: number;
}

/**
 * For honest wording (methodology §7.4): the nearest-rank p-quantile of n values is the
 * `nearestRank`-th smallest, i.e. the `fromTop`-th largest. p99.99 of 22 000 → rank 21 998,
 * 3rd-largest (TV-P9999).
 */
export function describeRank(n: number, p: number): RankDescription {
  checkP(p, 'describeRank');
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`describeRank: n must be ≥ 1, got ${n}`);
  const nearestRank = nearestRankIndex(n, p);
  return { nearestRank, fromTop: n - nearestRank + 1 };
}

/**
 * The level F(max) of the true distribution at which the maximum of n iid values falls, at
 * probability q: F(max) ~ Beta(n, 1), so its q-quantile is q^(1/n). For 10 values: 0.741 (q = 0.05),
 * 0.933 (q = 0.5), 0.995 (q = 0.95) — "a max of 10 runs is not a tail estimate" (methodology §3.1,
 * §7.4, TV-P9999). The minimum mirrors it: 1 − (1−q)^(1/n).
 */
export function maxLevelQuantile(n: number, q: number): number {
  checkP(q, 'maxLevelQuantile');
  return Math.pow(q, 1 / n);
}
