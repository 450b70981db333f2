/**
 * Point quantile estimators and order-statistic access, for raw samples and histograms.
 *
 * Methodology §7.1 fixes the estimators: Type 7 for raw samples, HdrHistogram
 * `getValueAtPercentile` semantics for histograms; §1.2 gives benchstat's R8 median and §2.1 the
 * Harrell-Davis estimator. Every function taking `sorted` expects ascending, NaN-free input and
 * does not check it (that would cost O(n) per call).
 */
import { regularizedIncompleteBeta } from './incomplete-beta.js';

function checkSorted(sorted: ArrayLike<number>, p: number, name: string): void {
  if (sorted.length === 0) throw new RangeError(`${name}: empty sample`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name}: p must be in [0, 1], got ${p}`);
}

/**
 * Hyndman-Fan Type 7 quantile (NumPy's default `method='linear'`): h = (n−1)·p, linear
 * interpolation between x[⌊h⌋] and x[⌊h⌋+1] (0-based), using NumPy's `_lerp` rounding so results
 * are bit-identical to `np.quantile`. Methodology §7.1, TV-Q.
 */
export function quantileType7(sorted: ArrayLike<number>, p: number): number {
  checkSorted(sorted, p, 'quantileType7');
  const { below, above, t } = type7Ranks(sorted.length, p);
  return lerpType7(sorted[below], sorted[above], t);
}

/** The 0-based ranks Type 7 interpolates between, and the weight of the upper one. */
export function type7Ranks(n: number, p: number): { below: number; above: number; t: number } {
  const h = (n - 1) * p;
  const below = Math.min(Math.floor(h), n - 1);
  return { below, above: Math.min(below + 1, n - 1), t: h - below };
}

/** NumPy's `_lerp`: the rounding that makes Type 7 bit-identical to `np.quantile`. */
export function lerpType7(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/**
 * Hyndman-Fan Type 8 ("median-unbiased", NumPy `method='median_unbiased'`), exactly as
 * go-moremath `Sample.Quantile` (methodology §1.2): h = 1/3 + p·(n + 1/3), k = ⌊h⌋;
 * x_(1) if k ≤ 0, x_(n) if k ≥ n, else linear interpolation between x_(k) and x_(k+1).
 */
export function quantileR8(sorted: ArrayLike<number>, p: number): number {
  checkSorted(sorted, p, 'quantileR8');
  const n = sorted.length;
  const h = 1 / 3 + p * (n + 1 / 3);
  const k = Math.floor(h);
  const f = h - k;
  if (k <= 0) return sorted[0];
  if (k >= n) return sorted[n - 1];
  return sorted[k - 1] + f * (sorted[k] - sorted[k - 1]);
}

/**
 * The 1-based nearest rank ⌈p·n⌉ of the p-quantile (clamped to [1, n]; p = 0 → 1). A product p·n
 * within 1e−9 (relative) of an integer counts as that integer, so that 0.07·100 = 7.000000000000001
 * gives rank 7, not 8. Methodology §3.1 (p99.99 of 22 000 → rank 21 998).
 */
export function nearestRankIndex(n: number, p: number): number {
  const x = p * n;
  const r = Math.round(x);
  const rank = Math.abs(x - r) <= 1e-9 * Math.max(1, x) ? r : Math.ceil(x);
  return Math.max(1, Math.min(n, rank));
}

/**
 * Nearest-rank quantile x_(⌈p·n⌉) (1-based; p = 0 → minimum): the HdrHistogram convention applied
 * to raw data (methodology §5.2, TV-Q: p90 of 1..10 = 9, p99 = 10).
 */
export function nearestRank(sorted: ArrayLike<number>, p: number): number {
  checkSorted(sorted, p, 'nearestRank');
  return sorted[nearestRankIndex(sorted.length, p) - 1];
}

/**
 * Harrell-Davis weights W_i = I_{i/n}(a, b) − I_{(i−1)/n}(a, b), a = p(n+1), b = (1−p)(n+1)
 * (methodology §2.1; TV-HD: n = 10, p = 0.99 puts 0.97717 on the maximum).
 */
export function harrellDavisWeights(n: number, p: number): Float64Array {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`harrellDavisWeights: n must be ≥ 1, got ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`harrellDavisWeights: p must be in [0, 1], got ${p}`);
  const w = new Float64Array(n);
  if (p === 0 || p === 1 || n === 1) {
    w[p === 1 ? n - 1 : 0] = 1;
    return w;
  }
  const a = p * (n + 1);
  const b = (1 - p) * (n + 1);
  let previous = 0;
  for (let i = 1; i <= n; i++) {
    const current = i === n ? 1 : regularizedIncompleteBeta(i / n, a, b);
    w[i - 1] = current - previous;
    previous = current;
  }
  return w;
}

/** A quantile estimate with its standard error. */
export interface QuantileEstimate {
  estimate: number;
  se: number;
}

/**
 * Harrell-Davis quantile estimate Σ W_i·x_(i) with its Maritz-Jarrett standard error
 * √(Σ W_i·(x_(i) − Q)²) (= √(C2 − C1²), computed in the centred form to avoid cancellation).
 * Methodology §2.1-§2.2, TV-HD. Breakdown point 0; for p ≥ 0.99 and small n it is ≈ the maximum.
 * Cost O(n) incomplete-beta evaluations: meant for small samples (n < ~10^4).
 */
export function harrellDavis(sorted: ArrayLike<number>, p: number): QuantileEstimate {
  checkSorted(sorted, p, 'harrellDavis');
  const n = sorted.length;
  const w = harrellDavisWeights(n, p);
  let estimate = 0;
  for (let i = 0; i < n; i++) estimate += w[i] * sorted[i];
  let variance = 0;
  for (let i = 0; i < n; i++) {
    const d = sorted[i] - estimate;
    variance += w[i] * d * d;
  }
  return { estimate, se: Math.sqrt(variance) };
}

/**
 * The part of a histogram the statistics need (methodology §3.3, §5.2). Buckets are ascending;
 * `values[i]` is what HdrHistogram reports for bucket i (its highest equivalent value),
 * `lowValues[i]` (optional) its lowest equivalent value; `total` = Σ counts.
 */
export interface HistogramLike {
  values: ArrayLike<number>;
  lowValues?: ArrayLike<number>;
  counts: ArrayLike<number>;
  total: number;
  min: number;
  max: number;
}

const scratch = new Float64Array(1);
const scratchBits = new BigInt64Array(scratch.buffer);

/**
 * The largest double below x (Java's `Math.nextDown`), used by HdrHistogram's percentile walk
 * (methodology §5.2); −Infinity and NaN map to themselves.
 */
export function nextDown(x: number): number {
  if (Number.isNaN(x) || x === -Infinity) return x;
  if (x === 0) return -Number.MIN_VALUE;
  scratch[0] = x;
  scratchBits[0] += x > 0 ? -1n : 1n;
  return scratch[0];
}

function firstNonEmpty(h: HistogramLike): number {
  for (let i = 0; i < h.counts.length; i++) if (h.counts[i] > 0) return i;
  return -1;
}

/**
 * HdrHistogram `getValueAtPercentile(percent)` (percent in [0, 100]), methodology §5.2:
 * countAtPercentile = max(1, ⌈(nextDown(percent)/100)·total⌉) (Java's order of operations);
 * walk the buckets until the running count reaches it and return that bucket's `values[i]`
 * (its highest equivalent value). For percent = 0 returns `lowValues[first]`, or `min` when the
 * lowest equivalent values are unknown. An empty histogram gives NaN.
 */
export function histogramValueAtPercentile(h: HistogramLike, percent: number): number {
  if (Number.isNaN(percent)) throw new RangeError('histogramValueAtPercentile: percent is NaN');
  if (!(h.total > 0)) return NaN;
  if (percent <= 0) {
    const first = firstNonEmpty(h);
    return h.lowValues !== undefined && first >= 0 ? h.lowValues[first] : h.min;
  }
  const requested = Math.min(Math.max(nextDown(percent), 0), 100);
  const countAtPercentile = Math.max(1, Math.ceil((requested / 100) * h.total));
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    if (running >= countAtPercentile) return h.values[i];
  }
  return h.values[h.values.length - 1];
}

/** Cumulative counts of a histogram (cum[i] = Σ_{j ≤ i} counts[j]). */
function cumulativeCounts(h: HistogramLike): Float64Array {
  const cum = new Float64Array(h.counts.length);
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    cum[i] = running;
  }
  return cum;
}

/** Index of the first bucket whose cumulative count reaches k (binary search). */
function bucketOfRank(cum: Float64Array, k: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cum[mid] >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The k-th smallest observation of a histogram (1-based): `values[i]` of the bucket holding rank
 * k; −Infinity for k < 1 and +Infinity for k > total (the conventions of §3.1's intervals).
 * Values are quantised to bucket upper edges (relative error ≤ the histogram's resolution, §3.3).
 */
export function histogramOrderStatistic(h: HistogramLike, k: number): number {
  if (k < 1) return -Infinity;
  if (k > h.total) return Infinity;
  return h.values[bucketOfRank(cumulativeCounts(h), k)];
}

/**
 * Access to the order statistics of one run, whatever its representation: `at(k)` is the k-th
 * smallest value (1-based), −Infinity for k < 1 and +Infinity for k > n. Methodology §3.1-§3.2.
 */
export interface OrderStatistics {
  n: number;
  at(k: number): number;
  /**
   * The smallest value the k-th smallest observation can have, where the data only places it in a
   * range (a histogram bucket: its lowest equivalent value, or the bucket below's reported value);
   * absent for raw samples, where it is `at(k)`. Intervals take their lower ends from it, so an
   * interval of binned data is never narrower than the buckets it rests on.
   */
  lowAt?(k: number): number;
  /** The largest value the k-th smallest observation can have, where the data only places it in a range (tied raw values); absent where it is `at(k)`. */
  highAt?(k: number): number;
}

/** {@link OrderStatistics} of an ascending sample (methodology §3.1). */
export function orderStatisticsOfSorted(sorted: ArrayLike<number>): OrderStatistics {
  const n = sorted.length;
  /** The first index whose value is ≥ v (`above` false) or > v (`above` true): a binary search. */
  const firstIndex = (v: number, above: boolean): number => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < v || (above && sorted[mid] === v)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** Whether the value of rank k is tied with a neighbour: the data was recorded in steps (whole µs), so it only places the observation between the distinct values around it. */
  const tied = (k: number): boolean => (k > 1 && sorted[k - 2] === sorted[k - 1]) || (k < n && sorted[k] === sorted[k - 1]);
  return {
    n,
    at: (k: number): number => (k < 1 ? -Infinity : k > n ? Infinity : sorted[k - 1]),
    lowAt: (k: number): number => {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const v = sorted[k - 1];
      if (!tied(k)) return v;
      const i = firstIndex(v, false);
      return i > 0 ? sorted[i - 1] : v;
    },
    highAt: (k: number): number => {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const v = sorted[k - 1];
      if (!tied(k)) return v;
      const i = firstIndex(v, true);
      return i < n ? sorted[i] : v;
    },
  };
}

/**
 * {@link OrderStatistics} of a histogram (methodology §3.1, §5.2): rank k maps to the reported
 * value of the bucket holding it; lookups are O(log buckets).
 */
export function orderStatisticsOfHistogram(h: HistogramLike): OrderStatistics {
  const cum = cumulativeCounts(h);
  const n = h.total;
  /** The lowest value of bucket i: its lowest equivalent value when known, else the reported value of the bucket below (the first bucket's, its own, or the recorded min when lower). */
  const low = (i: number): number => {
    if (h.lowValues) return h.lowValues[i];
    if (i > 0) return h.values[i - 1];
    return h.min > 0 && h.min < h.values[0] ? h.min : h.values[0];
  };
  return {
    n,
    at: (k: number): number => (k < 1 ? -Infinity : k > n ? Infinity : h.values[bucketOfRank(cum, k)]),
    lowAt: (k: number): number => (k < 1 ? -Infinity : k > n ? Infinity : low(bucketOfRank(cum, k))),
  };
}
