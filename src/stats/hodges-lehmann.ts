/**
 * Two-sample Hodges-Lehmann estimates with distribution-free (Moses / Lehmann) intervals, and the
 * threshold-shifted Mann-Whitney test that gates regressions. Methodology §2.4, §7.2, §7.4.
 *
 * Point estimates come from pragmastat (`ratio`, `shift`): a bisection over values with an
 * O(m + n) count per step, never materialising the m·n differences (`ratio` through a line-for-line
 * port of that search on the sorted logs, ./pragma-shift.ts: the same double, without its copies). Its result is the
 * methodology's definition (TV-RUN 1.0905072009551278, TV-HL 0.5000000000000001), though it can
 * sit an ulp off the exact order statistic (TV-HL demo-1: the exact 13th difference gives 0.5),
 * so it is kept rather than replaced. On inputs where its search gives up ("Convergence
 * failure", e.g. geometrically spaced differences) the exact median is used instead.
 * The intervals do NOT use pragmastat's `ratioBounds` / `shiftBounds`: their rank choice is
 * anti-conservative by one atom (§2.4; for 5 vs 5 at misrate 0.05 the true misrate is 0.0556).
 * We use the conservative Moses rank, and select the bounds exactly (./pairwise-select.ts) in
 * O((m + n)·log(m·n)) time and O(m + n) memory.
 */
import { shift as pragmaShift, Sample } from 'pragmastat';
import { normalCdf, normalQuantile, normalSf } from './normal.js';
import { kthPairwiseDifference, medianPairwiseDifference } from './pairwise-select.js';
import { pragmaShiftMedian } from './pragma-shift.js';
import { selectInPlace } from './select.js';
import { sortAscending } from './sort.js';
import { uNullDistribution } from './u-distribution.js';

/** pragmastat's estimate, or `exact()` where its search gives up on a valid input. */
function pragmaOr(estimate: () => number, exact: () => number): number {
  try {
    return estimate();
  } catch (e) {
    if (e instanceof Error && /convergence failure/i.test(e.message)) return exact();
    throw e;
  }
}

/** Runs per side above which the Moses rank and the shifted test use the normal approximation. */
const EXACT_LIMIT = 50;

/** The Moses rank of a two-sample interval at level 1 − α. */
export interface MosesRank {
  /** Largest c with P(U ≤ c) ≤ α/2 (−1 when none). */
  c: number;
  /** k = c + 1: the interval is [D_(k), D_(nm+1−k)]; k < 1 means no finite interval. */
  k: number;
  /** 1 − 2·P(U ≤ c) (exact, or its normal approximation). */
  coverage: number;
  /** Whether the exact null distribution was used (both sizes ≤ 50). */
  exact: boolean;
}

/**
 * Conservative Moses rank (methodology §7.2 step 2): c = largest value with P(U ≤ c) ≤ α/2 under
 * the exact no-ties null of U for sizes (n, m), k = c + 1, coverage = 1 − 2·P(U ≤ c). Above 50 per
 * side: c = ⌊n·m/2 − z_{1−α/2}·√(n·m·(n+m+1)/12) − 0.5⌋. A relative tolerance of 1e−12 lets a
 * tail exactly equal to α/2 count as "≤".
 */
export function mosesRank(n: number, m: number, alpha = 0.05): MosesRank {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const half = alpha / 2;
  if (n <= EXACT_LIMIT && m <= EXACT_LIMIT) {
    const dist = uNullDistribution(n, m);
    let c = -1;
    while (dist.cdf(c + 1) <= half * (1 + 1e-12)) c++;
    return { c, k: c + 1, coverage: 1 - 2 * dist.cdf(c), exact: true };
  }
  const nm = n * m;
  const sigma = Math.sqrt((nm * (n + m + 1)) / 12);
  const c = Math.floor(nm / 2 - normalQuantile(1 - half) * sigma - 0.5);
  const coverage = c < 0 ? 1 : 1 - 2 * normalCdf((c + 0.5 - nm / 2) / sigma);
  return { c, k: c + 1, coverage, exact: false };
}

/**
 * Buffers reused by hlRatio and thresholdShiftedU, one per role (nothing keeps them past a call):
 * a fresh Float64Array of a few values costs more than the arithmetic on it.
 */
const BUFFERS: Float64Array[] = [];
const LOGS_BASE = 0;
const LOGS_HEAD = 1;
const SORTED_BASE = 2;
const SORTED_HEAD = 3;
const SORTED_SHIFTED = 4;

/** Buffers are kept up to this many values: a larger input gets a fresh array, not held after the call. */
const REUSED_MAX = 1 << 16;

/** A view of `n` values of the buffer `slot`. */
function buffer(slot: number, n: number): Float64Array {
  if (n > REUSED_MAX) return new Float64Array(n);
  let b = BUFFERS[slot];
  if (!b || b.length < n) BUFFERS[slot] = b = new Float64Array(Math.min(REUSED_MAX, Math.max(n, 64, 2 * (b?.length ?? 0))));
  return b.subarray(0, n);
}

/** `v` sorted, in a fresh array, or in buffer `slot` when given. */
function sortedCopy(v: ArrayLike<number>, slot?: number): Float64Array {
  if (slot === undefined) return sortAscending(Float64Array.from(v));
  const out = buffer(slot, v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i];
  return sortAscending(out);
}

function checkData(v: ArrayLike<number>, name: string, positive: boolean): void {
  if (v.length === 0) throw new RangeError(`${name} is empty`);
  for (let i = 0; i < v.length; i++) {
    if (!Number.isFinite(v[i]) || (positive && !(v[i] > 0))) {
      throw new RangeError(`${name} must contain only ${positive ? 'positive ' : ''}finite values, got ${v[i]}`);
    }
  }
}

/** Hodges-Lehmann ratio with its distribution-free interval. */
export interface HlRatioResult {
  /** exp(median_{i,j}(ln head_j − ln base_i)). */
  ratio: number;
  /** Lower bound, 0 when no finite interval exists (k < 1). */
  lower: number;
  /** Upper bound, Infinity when no finite interval exists. */
  upper: number;
  k: number;
  coverage: number;
  exact: boolean;
}

/** First index in sorted `v` whose value is ≥ x (v.length when none). */
function lowerBound(v: Float64Array, x: number): number {
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (v[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index in sorted `v` whose value is > x (v.length when none). */
function upperBound(v: Float64Array, x: number): number {
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (v[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * head_j / base_i for the first pair (i, then j, in input order) whose log difference lh_j − lb_i
 * equals d: the exact ratio rather than exp(d). `sh` is lh sorted, `order` its input indices.
 * For a fixed i the matching j form one run of `sh` (the subtraction is monotone), found by
 * binary search: O(m·log n).
 */
function ratioOfPair(
  base: ArrayLike<number>,
  head: ArrayLike<number>,
  lb: Float64Array,
  sh: Float64Array,
  order: Int32Array,
  d: number,
): number {
  for (let i = 0; i < lb.length; i++) {
    let lo = 0;
    let hi = sh.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sh[mid] - lb[i] < d) lo = mid + 1;
      else hi = mid;
    }
    if (lo === sh.length || sh[lo] - lb[i] !== d) continue;
    let j = order[lo];
    for (let r = lo + 1; r < sh.length && sh[r] - lb[i] === d; r++) j = Math.min(j, order[r]);
    return head[j] / base[i];
  }
  return Math.exp(d);
}

/**
 * Two-sample Hodges-Lehmann ratio head/base on the log scale with the conservative Moses
 * interval (methodology §2.4, §7.2 steps 1-2): D = sorted ln head_j − ln base_i,
 * CI = [exp(D_(k)), exp(D_(RS+1−k))] (reported as the exact ratio head_j/base_i of the pair), k
 * from {@link mosesRank}. Needs ≥ 4 runs per side at α = 0.05; below that lower = 0,
 * upper = Infinity. Data must be positive. O((R+S)·log(R·S)) time, O(R+S) memory.
 */
export function hlRatio(base: ArrayLike<number>, head: ArrayLike<number>, options: { alpha?: number } = {}): HlRatioResult {
  checkData(base, 'base', true);
  checkData(head, 'head', true);
  const alpha = options.alpha ?? 0.05;
  const lb = logsOf(base, LOGS_BASE);
  const lh = logsOf(head, LOGS_HEAD);
  const sb = sortedCopy(lb, SORTED_BASE);
  const order = ascendingOrder(lh);
  const sh = buffer(SORTED_HEAD, order.length);
  for (let r = 0; r < order.length; r++) sh[r] = lh[order[r]];
  // pragmastat's Ratio(head, base) is exp(Shift(ln head, ln base)); its port works on the sorted logs.
  const ratio = pragmaOr(
    () => Math.exp(pragmaShiftMedian(sh, sb)),
    () => Math.exp(medianPairwiseDifference(sh, sb)),
  );
  const rank = mosesRank(base.length, head.length, alpha);
  const common = { ratio, k: rank.k, coverage: rank.coverage, exact: rank.exact };
  if (rank.k < 1) return { ...common, lower: 0, upper: Infinity };
  const total = base.length * head.length;
  const [dLower, dUpper] = pairwiseDifferencesAt(sh, sb, rank.k, total + 1 - rank.k);
  const lower = ratioOfPair(base, head, lb, sh, order, dLower);
  const upper = ratioOfPair(base, head, lb, sh, order, dUpper);
  return { ...common, lower, upper };
}

function logsOf(v: ArrayLike<number>, slot: number): Float64Array {
  const out = buffer(slot, v.length);
  for (let i = 0; i < v.length; i++) out[i] = Math.log(v[i]);
  return out;
}

/**
 * Indices of `v` in ascending order of value (finite values): insertion sort for the few runs of
 * a benchmark, a comparator sort beyond. Which of several equal values comes first does not
 * matter to the caller (ratioOfPair takes the smallest index among them).
 */
function ascendingOrder(v: Float64Array): Int32Array {
  const order = new Int32Array(v.length);
  for (let i = 0; i < v.length; i++) order[i] = i;
  if (v.length > 64) return order.sort((a, b) => v[a] - v[b]);
  for (let i = 1; i < order.length; i++) {
    const o = order[i];
    let j = i - 1;
    while (j >= 0 && v[order[j]] > v[o]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = o;
  }
  return order;
}

/** Up to this many pairwise differences, both bounds are read off one sort of all of them. */
const MATERIALISE = 4096;

/**
 * The a-th and b-th smallest differences xs[i] − ys[j] ({@link kthPairwiseDifference}'s values):
 * few runs (the common 5 … 60 per side) sort their m·n differences once for both ranks, which is
 * the very definition the selection follows; more use the O((m + n)·log(m·n)) selection twice.
 */
export function pairwiseDifferencesAt(xs: Float64Array, ys: Float64Array, a: number, b: number): [number, number] {
  const total = xs.length * ys.length;
  if (total > MATERIALISE) return [kthPairwiseDifference(xs, ys, a), kthPairwiseDifference(xs, ys, b)];
  if (!(Number.isInteger(a) && a >= 1 && a <= total && Number.isInteger(b) && b >= 1 && b <= total))
    throw new RangeError(`k must be an integer in [1, ${total}], got ${a}, ${b}`);
  // One scratch buffer for every call (nothing keeps it), and the two ranks selected, not sorted:
  // the values at a rank are those of a sort (differences of finite logs hold no NaN and no −0).
  const d = DIFFERENCES.subarray(0, total);
  let t = 0;
  let unusual = false;
  for (let i = 0; i < xs.length; i++) {
    for (let j = 0; j < ys.length; j++) {
      const v = xs[i] - ys[j];
      if (!Number.isFinite(v) || v === 0) unusual ||= !Number.isFinite(v) || 1 / v < 0;
      d[t++] = v;
    }
  }
  if (unusual) {
    // Outside what hlRatio passes (finite logs): the sort's own order, −0 and NaN included.
    const sorted = Float64Array.from(d).sort();
    return [sorted[a - 1], sorted[b - 1]];
  }
  const [first, second] = a <= b ? [a - 1, b - 1] : [b - 1, a - 1];
  selectInPlace(d, first);
  // Everything after `first` is ≥ it: the second rank is selected there, leaving `first` in place.
  if (second > first) selectInPlace(d, second, first + 1, total - 1);
  return [d[a - 1], d[b - 1]];
}

/** pairwiseDifferencesAt's scratch: every materialised difference of one call. */
const DIFFERENCES = new Float64Array(MATERIALISE);

/** Hodges-Lehmann shift with its distribution-free interval. */
export interface HlShiftResult {
  /** median_{i,j}(x_i − y_j) (pragmastat's sign convention). */
  shift: number;
  lower: number;
  upper: number;
  k: number;
  coverage: number;
  exact: boolean;
}

/**
 * Two-sample Hodges-Lehmann shift of x relative to y, median(x_i − y_j) (pragmastat's `Shift(x, y)`
 * convention, methodology §2.4), with the conservative Moses interval [D_(k), D_(nm+1−k)] of the
 * sorted differences x_i − y_j (−∞, +∞ when k < 1). TV-HL A: x = 1..5, y = 3..7 → −2, [−5, 1].
 */
export function hlShift(x: ArrayLike<number>, y: ArrayLike<number>, alpha = 0.05): HlShiftResult {
  checkData(x, 'x', false);
  checkData(y, 'y', false);
  const sx = sortedCopy(x);
  const sy = sortedCopy(y);
  const shift = pragmaOr(
    () => pragmaShift(Sample.of(Array.from(x)), Sample.of(Array.from(y))).value,
    () => medianPairwiseDifference(sx, sy),
  );
  const rank = mosesRank(x.length, y.length, alpha);
  const common = { shift, k: rank.k, coverage: rank.coverage, exact: rank.exact };
  if (rank.k < 1) return { ...common, lower: -Infinity, upper: Infinity };
  const total = x.length * y.length;
  return { ...common, lower: kthPairwiseDifference(sx, sy, rank.k), upper: kthPairwiseDifference(sx, sy, total + 1 - rank.k) };
}

export type ShiftDirection = 'greater' | 'less';

/**
 * U of the threshold-shifted comparison (methodology §7.2 step 3): for 'greater',
 * #{(i,j): head_j > (1+t)·base_i} + ½·#{=}; for 'less', #{(i,j): head_j < base_i/(1+t)} + ½·#{=}.
 */
export function thresholdShiftedU(base: ArrayLike<number>, head: ArrayLike<number>, t: number, direction: ShiftDirection): number {
  // Per base value, count the head values beyond (and at) its limit by binary search in the
  // sorted head: O((R+S)·log S). The sum is of halves and wholes, exact in any order.
  const sorted = sortedCopy(head, SORTED_SHIFTED);
  // NaN never compares true, so it never counted; a Float64Array sort puts it last.
  const s = upperBound(sorted, Infinity);
  let u = 0;
  for (let i = 0; i < base.length; i++) {
    const limit = direction === 'greater' ? (1 + t) * base[i] : base[i] / (1 + t);
    if (Number.isNaN(limit)) continue;
    const below = lowerBound(sorted, limit);
    const atOrBelow = upperBound(sorted, limit);
    u += (direction === 'greater' ? s - atOrBelow : below) + 0.5 * (atOrBelow - below);
  }
  return u;
}

/**
 * One-sided p-value of the threshold-shifted Mann-Whitney test (methodology §7.2 step 3, §2.5):
 * H0 head ≤ (1+t)·base ('greater', a regression of a lower-is-better metric) or
 * head ≥ base/(1+t) ('less'). p = P(U' ≥ U_obs) under the exact no-ties null (⌊U_obs⌋ when ties
 * make it a half-integer, as SciPy `method='exact'`); above 50 runs per side the normal
 * approximation with continuity correction. p ≤ α/2 ⇔ the Moses bound lies beyond the threshold.
 */
export function thresholdShiftedP(base: ArrayLike<number>, head: ArrayLike<number>, t: number, direction: ShiftDirection): number {
  checkData(base, 'base', false);
  checkData(head, 'head', false);
  if (!(t > -1)) throw new RangeError(`threshold must be > −1, got ${t}`);
  const u = thresholdShiftedU(base, head, t, direction);
  const r = base.length;
  const s = head.length;
  if (r <= EXACT_LIMIT && s <= EXACT_LIMIT) return uNullDistribution(s, r).sf(Math.floor(u));
  const sigma = Math.sqrt((r * s * (r + s + 1)) / 12);
  return Math.min(1, normalSf((u - (r * s) / 2 - 0.5) / sigma));
}

/**
 * Rough number of runs per side needed to resolve an inconclusive regression (methodology §7.4):
 * with g = ln(ratio), h = g − ln(lower) and h' = g − ln(1+t), n' ≈ n·(h/h')², rounded up and
 * never below n. Returns undefined when g ≤ ln(1+t) (more runs can only confirm no-change or
 * inconclusive) or when there is no finite lower bound. For improvements pass 1/ratio, 1/upper.
 * TV-RUN at t = 5 %: 6 runs → 10.
 */
export function runsToResolve(ratio: number, lower: number, t: number, n: number): number | undefined {
  const g = Math.log(ratio);
  const target = g - Math.log1p(t);
  if (!(target > 0) || !(lower > 0)) return undefined;
  const h = g - Math.log(lower);
  const needed = Math.ceil(n * (h / target) ** 2 - 1e-9);
  return Number.isFinite(needed) ? Math.max(n, needed) : undefined;
}
