/**
 * Binomial probabilities and the order-statistic (binomial) confidence intervals of a quantile.
 *
 * Methodology §3.1: K = #{X_i < Q(p)} ~ Binomial(n, p), and [X_(l), X_(u)] covers Q(p) with
 * probability F_B(u−1) − F_B(l−1). §1.3 describes Go benchstat's variant (`QuantileCI`).
 *
 * Probabilities use Catherine Loader's saddle-point algorithm ("Fast and accurate computation of
 * binomial probabilities", 2000; the algorithm behind R's `dbinom`), accurate to ~1e−15 relative
 * even for n = 10^7, and tails are summed outward from the requested point, so their cost is
 * O(√(n·p·(1−p))) rather than O(n). Beyond √(n·p·(1−p)) = 10^4 (a histogram with billions of
 * counts) that sum would take seconds per call, so tails switch to the Lugannani–Rice
 * saddle-point approximation with Daniels' second continuity correction, whose relative error
 * there is below 1e−9 (tested against the exact sums): every call costs O(1) steps.
 */
import { normalCdf, normalQuantile, normalSf } from './normal.js';

/** How tails are computed: exact sums, the saddle-point approximation, or by size ('auto'). */
export type BinomialMethod = 'auto' | 'exact' | 'saddlepoint';

/** Above this variance n·p·(1−p), 'auto' uses the saddle-point approximation (σ = 10^4). */
export const EXACT_VARIANCE_LIMIT = 1e8;

const LN_2PI = 1.8378770664093453;
/** stirlerr(n) = ln Γ(n+1) − (n + ½)·ln n + n − ln √(2π), n = 1..15 (computed with mpmath). */
const STIRLERR = [
  0, 0.08106146679532726, 0.0413406959554093, 0.02767792568499834, 0.020790672103765093, 0.016644691189821193, 0.013876128823070748,
  0.01189670994589177, 0.010411265261972096, 0.009255462182712733, 0.00833056343336287, 0.007573675487951841, 0.00694284010720953,
  0.006408994188004207, 0.0059513701127588475, 0.005554733551962801,
];
const S0 = 1 / 12;
const S1 = 1 / 360;
const S2 = 1 / 1260;
const S3 = 1 / 1680;
const S4 = 1 / 1188;

/** The error of Stirling's formula for ln n! (n a positive integer). */
function stirlerr(n: number): number {
  if (n <= 15) return STIRLERR[n];
  const nn = n * n;
  if (n > 500) return (S0 - S1 / nn) / n;
  if (n > 80) return (S0 - (S1 - S2 / nn) / nn) / n;
  if (n > 35) return (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n;
  return (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n;
}

/**
 * Loader's series for bd0 near the mean: d = x − mean, sum = x + mean, |d| < 0.1·sum. Undefined
 * if it has not converged (the caller then uses the closed form).
 */
function bd0Series(d: number, x: number, sum: number): number | undefined {
  let v = d / sum;
  let s = d * v;
  let ej = 2 * x * v;
  v *= v;
  for (let j = 1; j < 1000; j++) {
    ej *= v;
    const s1 = s + ej / (2 * j + 1);
    if (s1 === s) return s1;
    s = s1;
  }
  return undefined;
}

/** Loader's deviance term bd0(x, np) = x·ln(x/np) + np − x, computed without cancellation. */
function bd0(x: number, np: number): number {
  const near = Math.abs(x - np) < 0.1 * (x + np) ? bd0Series(x - np, x, x + np) : undefined;
  return near ?? x * Math.log(x / np) + np - x;
}

function checkArgs(n: number, p: number): void {
  // Beyond 2^53 consecutive integers are no longer distinct doubles: ranks could not step.
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`binomial: n must be a non-negative integer ≤ 2^53 − 1, got ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial: p must be in [0, 1], got ${p}`);
}

/**
 * P(B = k) for B ~ Binomial(n, p), Loader's algorithm (relative accuracy ~1e−15 for any n).
 * Methodology §3.1, §7.5.
 */
export function binomialPmf(k: number, n: number, p: number): number {
  checkArgs(n, p);
  if (!Number.isInteger(k) || k < 0 || k > n) return 0;
  const q = 1 - p;
  if (p === 0) return k === 0 ? 1 : 0;
  if (q === 0) return k === n ? 1 : 0;
  if (k === 0) {
    if (n === 0) return 1;
    return Math.exp(p < 0.1 ? -bd0(n, n * q) - n * p : n * Math.log(q));
  }
  if (k === n) return Math.exp(q < 0.1 ? -bd0(n, n * p) - n * q : n * Math.log(p));
  const lc = stirlerr(n) - stirlerr(k) - stirlerr(n - k) - bd0(k, n * p) - bd0(n - k, n * q);
  const lf = LN_2PI + Math.log(k) + Math.log1p(-k / n);
  return Math.exp(lc - 0.5 * lf);
}

function mode(n: number, p: number): number {
  return Math.min(n, Math.floor((n + 1) * p));
}

/** Σ_{j=0..k} P(B = j), summed downward from k (use only for k below the mode). */
function sumDownFrom(k: number, n: number, p: number): number {
  let term = binomialPmf(k, n, p);
  let sum = term;
  const ratio = (1 - p) / p;
  for (let j = k; j > 0 && term > sum * 1e-17; j--) {
    term *= (j / (n - j + 1)) * ratio;
    sum += term;
  }
  return sum;
}

/** Σ_{j=k..n} P(B = j), summed upward from k (use only for k above the mode). */
function sumUpFrom(k: number, n: number, p: number): number {
  let term = binomialPmf(k, n, p);
  let sum = term;
  const ratio = p / (1 - p);
  for (let j = k; j < n && term > sum * 1e-17; j++) {
    term *= ((n - j) / (j + 1)) * ratio;
    sum += term;
  }
  return sum;
}

function useSaddlepoint(n: number, p: number, method: BinomialMethod): boolean {
  return method === 'saddlepoint' || (method === 'auto' && n * p * (1 - p) > EXACT_VARIANCE_LIMIT);
}

/**
 * Lugannani–Rice with Daniels' second continuity correction (Butler, "Saddlepoint
 * Approximations with Applications", 2007, §1.2.5) at the half-integer x: the lower tail
 * P(B ≤ x − ½) and the upper tail P(B ≥ x + ½), each computed on its own side so that neither
 * loses precision to 1 − (…). For B ~ Binomial(n, p): K(s) = n·ln(q + p·eˢ), the saddle point
 * is e^ŝ = x·q / ((n − x)·p), ŝx − K(ŝ) = bd0(x, np) + bd0(n − x, nq) (Loader's deviance, no
 * cancellation), w = sign(ŝ)·√(2(ŝx − K(ŝ))), u = 2·sinh(ŝ/2)·√K''(ŝ), K''(ŝ) = x(n − x)/n.
 * Requires 0 < x < n.
 */
function saddleTails(x: number, n: number, p: number): { lower: number; upper: number } {
  const mean = n * p;
  const d = x - mean;
  // At (and very near) the mean w and u both vanish: interpolate between two points beside it.
  const delta = 1e-3 * Math.sqrt(mean * (1 - p));
  if (Math.abs(d) < delta) {
    const a = saddleTailsAt(-2 * delta, n, mean);
    const b = saddleTailsAt(2 * delta, n, mean);
    const t = (d + 2 * delta) / (4 * delta);
    return { lower: a.lower + t * (b.lower - a.lower), upper: a.upper + t * (b.upper - a.upper) };
  }
  return saddleTailsAt(d, n, mean);
}

/** bd0(m + d, m) = (m + d)·ln(1 + d/m) − d from the difference d itself (no cancellation in x − m). */
function bd0Diff(d: number, m: number): number {
  const near = Math.abs(d) < 0.1 * (2 * m + d) ? bd0Series(d, m + d, 2 * m + d) : undefined;
  return near ?? (m + d) * Math.log1p(d / m) - d;
}

/**
 * The tails at x = mean + d. Everything is written in d, with n·p and n − n·p as the two means,
 * so w and u agree to rounding and 1/w − 1/u keeps its accuracy close to the mean.
 */
function saddleTailsAt(d: number, n: number, mean: number): { lower: number; upper: number } {
  const meanQ = n - mean;
  const x = mean + d;
  const s = Math.log1p(d / mean) - Math.log1p(-d / meanQ);
  const dev = bd0Diff(d, mean) + bd0Diff(-d, meanQ);
  const w = Math.sign(d) * Math.sqrt(2 * Math.max(0, dev));
  const u = 2 * Math.sinh(s / 2) * Math.sqrt((x * (meanQ - d)) / n);
  const density = Math.exp(-0.5 * w * w) / Math.sqrt(2 * Math.PI);
  const corr = density * (1 / w - 1 / u);
  if (w < 0) {
    const lower = Math.min(1, Math.max(0, normalCdf(w) + corr));
    return { lower, upper: 1 - lower };
  }
  const upper = Math.min(1, Math.max(0, normalSf(w) - corr));
  return { lower: 1 - upper, upper };
}

/**
 * F_B(k) = P(B ≤ k) for B ~ Binomial(n, p). Stable for large n (log-space pmf, summed outward
 * from k so n = 10^7 costs O(√(n·p·(1−p)))); accurate in the lower tail. Above
 * {@link EXACT_VARIANCE_LIMIT} the saddle-point approximation (O(1)). Methodology §3.1.
 */
export function binomialCdf(k: number, n: number, p: number, method: BinomialMethod = 'auto'): number {
  checkArgs(n, p);
  const kk = Math.floor(k);
  if (kk < 0) return 0;
  if (kk >= n) return 1;
  if (p === 0) return 1;
  if (p === 1) return 0;
  if (useSaddlepoint(n, p, method)) return saddleTails(kk + 0.5, n, p).lower;
  if (kk < mode(n, p)) return sumDownFrom(kk, n, p);
  return 1 - sumUpFrom(kk + 1, n, p);
}

/** P(B ≥ k) for B ~ Binomial(n, p), accurate in the upper tail (methodology §3.1). */
export function binomialSf(k: number, n: number, p: number, method: BinomialMethod = 'auto'): number {
  checkArgs(n, p);
  const kk = Math.ceil(k);
  if (kk <= 0) return 1;
  if (kk > n) return 0;
  if (p === 0) return 0;
  if (p === 1) return 1;
  if (useSaddlepoint(n, p, method)) return saddleTails(kk - 0.5, n, p).upper;
  if (kk > mode(n, p)) return sumUpFrom(kk, n, p);
  return 1 - sumDownFrom(kk - 1, n, p);
}

/**
 * A distribution-free interval [X_(lo), X_(hi)] for a quantile: 1-based order statistics,
 * lo = 0 meaning −∞ and hi = n + 1 meaning +∞; `coverage` is the exact
 * P(lo ≤ K ≤ hi − 1) for continuous data (conservative with ties).
 */
export interface OrderStatisticInterval {
  lo: number;
  hi: number;
  coverage: number;
}

function checkConfidence(confidence: number): void {
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  }
}

/**
 * Largest k in [0, n] with F_B(k − 1) ≤ tail, searched from a normal-approximation guess (off by
 * a few ranks at most: the Cornish–Fisher correction is (q − p)(z² − 1)/6). Exact sums step by
 * the pmf; the saddle-point approximation is evaluated afresh at each step (O(1) each).
 */
function lowerOrder(n: number, p: number, tail: number, method: BinomialMethod): number {
  const sigma = Math.sqrt(n * p * (1 - p));
  const exact = !useSaddlepoint(n, p, method);
  const below = (k: number): number => (k === 0 ? 0 : binomialCdf(k - 1, n, p, method));
  let k = Math.max(0, Math.min(n, Math.floor(n * p + normalQuantile(tail) * sigma)));
  let f = below(k);
  if (f <= tail) {
    while (k < n) {
      const next = exact ? f + binomialPmf(k, n, p) : below(k + 1);
      if (next > tail) break;
      f = next;
      k++;
    }
    return k;
  }
  while (k > 0 && f > tail) {
    k--;
    f = k === 0 ? 0 : exact ? f - binomialPmf(k, n, p) : below(k);
  }
  return k;
}

/** Smallest k in [1, n + 1] with P(B ≥ k) ≤ tail, searched like {@link lowerOrder}. */
function upperOrder(n: number, p: number, tail: number, method: BinomialMethod): number {
  const sigma = Math.sqrt(n * p * (1 - p));
  const exact = !useSaddlepoint(n, p, method);
  const atLeast = (k: number): number => (k === n + 1 ? 0 : binomialSf(k, n, p, method));
  let k = Math.max(1, Math.min(n + 1, Math.ceil(n * p - normalQuantile(tail) * sigma) + 1));
  let s = atLeast(k);
  if (s <= tail) {
    while (k > 1) {
      const next = exact ? s + binomialPmf(k - 1, n, p) : atLeast(k - 1);
      if (next > tail) break;
      s = next;
      k--;
    }
    return k;
  }
  while (k <= n && s > tail) {
    s = k === n ? 0 : exact ? s - binomialPmf(k, n, p) : atLeast(k + 1);
    k++;
  }
  return k;
}

/**
 * Equal-tailed distribution-free confidence interval of the p-quantile from n iid values
 * (methodology §3.1): lo = largest k with F_B(k−1) ≤ α/2, hi = smallest k with P(B ≥ k) ≤ α/2,
 * α = 1 − confidence; 1-based order statistics, lo = 0 ⇒ −∞, hi = n + 1 ⇒ +∞;
 * coverage = F_B(hi−1) − F_B(lo−1). Cost O(√(n·p·(1−p))), and O(1) above
 * {@link EXACT_VARIANCE_LIMIT}.
 */
export function orderStatisticInterval(n: number, p: number, confidence = 0.95, method: BinomialMethod = 'auto'): OrderStatisticInterval {
  checkArgs(n, p);
  checkConfidence(confidence);
  const tail = (1 - confidence) / 2;
  const lo = lowerOrder(n, p, tail, method);
  const hi = upperOrder(n, p, tail, method);
  const below = lo === 0 ? 0 : binomialCdf(lo - 1, n, p, method);
  const above = hi === n + 1 ? 0 : binomialSf(hi, n, p, method);
  return { lo, hi, coverage: 1 - below - above };
}

/** Go's `QuantileCIResult`: orders [lo, hi] (lo = 0 ⇒ −∞, hi = n + 1 ⇒ +∞). */
export interface GoQuantileCI {
  lo: number;
  hi: number;
  /** The confidence Go reports (exact for n ≤ 30, normal approximation above). */
  confidence: number;
  /** Set when the last step of the construction was a tie between two equally good choices. */
  ambiguous: boolean;
}

/** Go's exact branch (n ≤ 30): grow [l, r) greedily from the lower mode, ties going left. */
function goExact(n: number, p: number, confidence: number): GoQuantileCI {
  const pmf = (k: number): number => binomialPmf(k, n, p);
  let l = p === 0 ? 0 : Math.max(0, Math.min(n, Math.ceil((n + 1) * p) - 1));
  let r = l + 1;
  let accum = pmf(l);
  let ambiguous = false;
  while (accum < confidence && (l > 0 || r <= n)) {
    const lp = l > 0 ? pmf(l - 1) : -1;
    const rp = r <= n ? pmf(r) : -1;
    // Mathematically equal masses (symmetric p = 0.5) may differ by an ulp: treat as a tie.
    const tie = lp >= 0 && rp >= 0 && Math.abs(lp - rp) <= 1e-12 * Math.max(lp, rp);
    if (tie || lp > rp) {
      l--;
      accum += lp;
    } else {
      r++;
      accum += rp;
    }
    ambiguous = tie;
  }
  return { lo: l, hi: r, confidence: accum, ambiguous };
}

/** Go's normal-approximation branch (n > 30), with continuity correction and left bias. */
function goNormal(n: number, p: number, confidence: number): GoQuantileCI {
  const mu = n * p;
  const sigma = Math.sqrt(n * p * (1 - p));
  const l1 = mu + sigma * normalQuantile((1 - confidence) / 2);
  const r1 = 2 * mu - l1;
  const l = Math.floor(l1 - 0.5) + 1;
  let r = Math.ceil(r1 - 0.5) + 1;
  const cover = (lo: number, hi: number): number => normalCdf((hi - 0.5 - mu) / sigma) - normalCdf((lo - 0.5 - mu) / sigma);
  let conf = cover(l, r);
  let ambiguous = false;
  if (cover(l, r - 1) >= confidence) {
    r--;
    conf = cover(l, r);
    ambiguous = true;
  }
  const lo = Math.max(l, 0);
  const hi = Math.min(r, n + 1);
  if (lo === 0 && hi === n + 1) conf = 1;
  return { lo, hi, confidence: conf, ambiguous };
}

/**
 * Go benchstat's order-statistic CI of a quantile, go-moremath `stats.QuantileCI(n, q, c)`
 * (methodology §1.3): exact greedy-from-the-mode for n ≤ 30 (ties go left), normal
 * approximation with continuity correction above (tries the left-biased r − 1). Returns
 * LoOrder / HiOrder as `lo` / `hi` (lo = 0 ⇒ −∞, hi = n + 1 ⇒ +∞).
 */
export function goQuantileCI(n: number, p: number, confidence = 0.95): GoQuantileCI {
  checkArgs(n, p);
  checkConfidence(confidence);
  if (n === 0) return { lo: 0, hi: 1, confidence: 1, ambiguous: false };
  if (n <= 30 || p === 0 || p === 1) return goExact(n, p, confidence);
  return goNormal(n, p, confidence);
}
