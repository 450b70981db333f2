/**
 * Change points of one metric's series over commits (issue 27, "Trends on main"): E-Divisive means
 * in the deterministic, windowed form of Hunter / Apache Otava, with a minimum magnitude.
 *
 * Sources: Matteson & James, "A Nonparametric Approach for Multiple Change Point Analysis of
 * Multivariate Data", JASA 2014 (arXiv:1306.4933, 2013) for E-Divisive; Fleming et al., "Hunter:
 * Using Change Point Detection to Hunt for Performance Regressions", ICPE 2023
 * (doi:10.1145/3578244.3583719) for the deterministic form; read in Apache Otava's
 * `otava/analysis.py` (`compute_change_points`, `split`, `merge`, `TTestSignificanceTester`) and
 * `otava/change_point_divisive/` (commit 1ceb153). Written here from the description, not copied.
 *
 * The algorithm (indices are 0-based; a change point is the first index of the new level):
 * 1. Divergence. For a stretch z[a..b) and a < τ < κ ≤ b, with X = z[a..τ) (n points) and
 *    Y = z[τ..κ) (m points),
 *      Q(τ, κ) = 2/(n+m)·Σ|Xi−Yj| − 2m/((n+m)(n−1))·Σ_{i<k}|Xi−Xk| − 2n/((n+m)(m−1))·Σ_{j<k}|Yj−Yk|
 *    (Matteson & James' q̂ = mn/(m+n)·Ê with α = 1; a within-sum of one point counts 0). The
 *    candidate of the stretch is the τ of the largest Q over all (τ, κ), the first in (τ, κ)
 *    order on ties, as numpy's argmax over Otava's matrix. All Q of a window come in O(w²) from
 *    one table of within-sums W(p, q) = Σ_{p≤i<k<q}|zi−zk|: the cross sum is
 *    W(a, κ) − W(a, τ) − W(τ, κ).
 * 2. Significance: Student's two-sample t-test with pooled variance (SciPy
 *    `ttest_ind_from_stats`, two-sided) between the two pieces of the stretch the candidate splits,
 *    z[a..τ) and z[τ..b) (not only up to κ). As in Otava the standard deviations handed to it are
 *    the population ones (ddof 0), and the p-value is 1 when both pieces together hold ≤ 2 points.
 * 3. Split: windows of `window` points starting at 0 and advancing by ⌊window/2⌋, or to the last
 *    change point the window found if that is further. In each window, E-Divisive proper: take the
 *    best candidate over the window's current pieces; if its p ≤ the first-pass p-value, keep it
 *    and cut that piece, else stop. The first-pass p-value is 10·maxPValue when maxPValue < 0.05,
 *    2·maxPValue when < 0.5, else maxPValue. The union of all windows' points are the "weak"
 *    change points; each is then re-tested between its neighbours over the whole series.
 * 4. Merge: while there are points: take the one with the largest p-value (the first on ties); if
 *    that p < maxPValue, take instead the one of smallest magnitude, and stop if its magnitude is
 *    > minMagnitude. Remove the point taken and re-test its two neighbours. Magnitude is Otava's
 *    `change_magnitude`: max(|after/before − 1|, |before/after − 1|), where a ratio with a zero
 *    denominator counts 0.
 * Reported: index, the p-value of the last test, and the means of the pieces before and after
 * (between the neighbouring change points), as Otava reports them.
 *
 * Where this differs from Otava (1ceb153), on purpose:
 * - Merge re-tests the true neighbours of the removed point (the points now at i−1 and i). Otava
 *   (and Hunter before it) re-tests the points at i and i+1: the one at i+1 is unchanged, and the
 *   one at i−1 keeps the statistics of a neighbour that no longer exists, which can steer the
 *   merge and is what it reports (flagged as suspect by its maintainers in apache/otava pull
 *   request 96).
 *   scripts/otava-cross-check runs Otava both as it is and with only this line changed; this
 *   function gives the latter's change points exactly on every vector there.
 * - No forward-filling of missing values and no incremental mode: non-finite values are refused.
 * - Sums are taken in another order than numpy's (plain sums, a different cumulative layout), so
 *   p-values and means can differ from Otava's in the last bits; on data where every sum is an
 *   exact integer the divergences are bit-identical, so ties break the same way.
 *
 * The p-value is that of a t-test on the split that looked most different, not a false-positive
 * rate: on pure Gaussian noise this finds about one change point per 1,000 points at the defaults
 * (0.5–1.4 measured over lengths 10–1,000, so 40% of 1,000-point noise series get one; about 0.07
 * per 1,000 at maxPValue 1e-4), as Otava does. Such points are noise-sized (< 5% on 1% noise).
 *
 * Cost: O(n·window) time per series (each window O(window²), about 2n/window windows) and
 * O(min(window, n)²) memory for the table; the t-tests are linear in their pieces.
 */
import { studentTCdf } from './student-t.js';

export interface EDivisiveOptions {
  /** Otava's `window_len`: points analysed at once, an integer ≥ 2 (default 50, as Otava). */
  window?: number;
  /** Otava's `max_pvalue`: the final significance level, in (0, 1] (default 0.001, as Otava). */
  maxPValue?: number;
  /**
   * Otava's `min_magnitude`: a change point whose relative change max(|after/before − 1|,
   * |before/after − 1|) is not above this is merged away, however significant (default 0, as Otava).
   */
  minMagnitude?: number;
}

export interface SplitPoint {
  /** First index of the new level. */
  index: number;
  /** Two-sided p-value of the t-test between the neighbouring pieces. */
  pValue: number;
  /** Mean of the piece before (from the previous change point, or the start). */
  before: number;
  /** Mean of the piece after (up to the next change point, or the end). */
  after: number;
}

const DEFAULT_WINDOW = 50;
const DEFAULT_MAX_P = 0.001;
const DEFAULT_MIN_MAGNITUDE = 0;

interface TTest {
  p: number;
  before: number;
  after: number;
}

function mean(x: Float64Array, lo: number, hi: number): number {
  let s = 0;
  for (let i = lo; i < hi; i++) s += x[i];
  return s / (hi - lo);
}

/** Population variance as Otava passes it: the square of np.std (ddof 0); 0 for one point. */
function variance(x: Float64Array, lo: number, hi: number, m: number): number {
  if (hi - lo < 2) return 0;
  let s = 0;
  for (let i = lo; i < hi; i++) {
    const d = x[i] - m;
    s += d * d;
  }
  const sd = Math.sqrt(s / (hi - lo));
  return sd * sd;
}

/** Otava's TTestSignificanceTester.compare on x[lo..mid) and x[mid..hi). */
function tTest(x: Float64Array, lo: number, mid: number, hi: number): TTest {
  const n1 = mid - lo;
  const n2 = hi - mid;
  const m1 = mean(x, lo, mid);
  const m2 = mean(x, mid, hi);
  if (n1 + n2 <= 2) return { p: 1, before: m1, after: m2 };
  const v1 = variance(x, lo, mid, m1);
  const v2 = variance(x, mid, hi, m2);
  const df = n1 + n2 - 2;
  const pooled = ((n1 - 1) * v1 + (n2 - 1) * v2) / df;
  const t = (m1 - m2) / Math.sqrt(pooled * (1 / n1 + 1 / n2));
  // ±∞ (no spread, different means) gives 0; NaN (no spread, equal means) stays NaN, as in SciPy.
  return { p: 2 * studentTCdf(-Math.abs(t), df), before: m1, after: m2 };
}

function magnitude(before: number, after: number): number {
  const forward = before === 0 ? 0 : after / before - 1;
  const backward = after === 0 ? 0 : before / after - 1;
  return Math.max(Math.abs(forward), Math.abs(backward));
}

/**
 * Fills `w` (stride s = len + 1) with W(p, q) = Σ_{p≤i<k<q} |x[o+i] − x[o+k]| for 0 ≤ p ≤ q ≤ len.
 */
function withinSums(x: Float64Array, o: number, len: number, w: Float64Array): void {
  const s = len + 1;
  for (let p = len; p >= 0; p--) {
    const row = p * s;
    w[row + p] = 0;
    if (p + 1 <= len) w[row + p + 1] = 0;
    const xp = x[o + p];
    const next = row + s;
    let acc = 0; // Σ_{k=p+1}^{q−1} |x_p − x_k|
    for (let q = p + 2; q <= len; q++) {
      acc += Math.abs(xp - x[o + q - 1]);
      w[row + q] = w[next + q] + acc;
    }
  }
}

/** The best split τ of the stretch [a, b) of a window (local indices) and its Q. */
function candidate(w: Float64Array, s: number, a: number, b: number): { tau: number; q: number } {
  let best = -Infinity;
  let bestTau = a + 1;
  const rowA = a * s;
  for (let tau = a + 1; tau < b; tau++) {
    const n = tau - a;
    const wX = w[rowA + tau];
    const rowT = tau * s;
    for (let kappa = tau + 1; kappa <= b; kappa++) {
      const m = kappa - tau;
      const total = kappa - a;
      const wY = w[rowT + kappa];
      const cross = w[rowA + kappa] - wX - wY;
      const bc = n > 1 ? (2 * m) / (total * (n - 1)) : 0;
      const cc = m > 1 ? (2 * n) / (total * (m - 1)) : 0;
      const q = (2 / total) * cross - bc * wX - cc * wY;
      if (q > best) {
        best = q;
        bestTau = tau;
      }
    }
  }
  return { tau: bestTau, q: best };
}

interface Piece {
  a: number;
  b: number;
  cand?: { tau: number; q: number };
}

/** E-Divisive with the t-test inside the window [o, o + len): its change points, global and sorted. */
function divideWindow(x: Float64Array, o: number, len: number, maxP: number, w: Float64Array): number[] {
  withinSums(x, o, len, w);
  const s = len + 1;
  const pieces: Piece[] = [{ a: 0, b: len }];
  const found: number[] = [];
  for (;;) {
    let best = -1;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (piece.b - piece.a < 2) continue;
      piece.cand ??= candidate(w, s, piece.a, piece.b);
      if (best < 0 || piece.cand.q > pieces[best].cand!.q) best = i;
    }
    if (best < 0) break;
    const { a, b, cand } = pieces[best];
    const tau = cand!.tau;
    if (!(tTest(x, o + a, o + tau, o + b).p <= maxP)) break;
    pieces.splice(best, 1, { a, b: tau }, { a: tau, b });
    found.push(o + tau);
  }
  return found.sort((p, q) => p - q);
}

interface Point extends TTest {
  index: number;
}

function retest(x: Float64Array, points: Point[], i: number): void {
  const lo = i === 0 ? 0 : points[i - 1].index;
  const hi = i === points.length - 1 ? x.length : points[i + 1].index;
  points[i] = { index: points[i].index, ...tTest(x, lo, points[i].index, hi) };
}

/**
 * Change points of `values` (a metric over commits, oldest first), sorted by index. Throws a
 * RangeError naming the first non-finite value or the option out of range.
 */
export function eDivisive(values: readonly number[], opts: EDivisiveOptions = {}): SplitPoint[] {
  const window = opts.window ?? DEFAULT_WINDOW;
  const maxP = opts.maxPValue ?? DEFAULT_MAX_P;
  const minMagnitude = opts.minMagnitude ?? DEFAULT_MIN_MAGNITUDE;
  if (!Number.isInteger(window) || window < 2) throw new RangeError(`eDivisive: window must be an integer ≥ 2, got ${window}`);
  if (!(maxP > 0 && maxP <= 1)) throw new RangeError(`eDivisive: maxPValue must be in (0, 1], got ${maxP}`);
  if (!(minMagnitude >= 0 && Number.isFinite(minMagnitude))) {
    throw new RangeError(`eDivisive: minMagnitude must be a finite number ≥ 0, got ${minMagnitude}`);
  }
  const n = values.length;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new RangeError(`eDivisive: values[${i}] is ${String(v)}; every value must be a finite number`);
    }
    x[i] = v;
  }

  // Split: E-Divisive in overlapping windows at the relaxed first-pass level.
  const firstPassP = maxP < 0.05 ? maxP * 10 : maxP < 0.5 ? maxP * 2 : maxP;
  const longest = Math.min(window, n);
  const table = new Float64Array((longest + 1) * (longest + 1));
  const step = Math.floor(window / 2);
  const weak = new Set<number>();
  for (let start = 0; start < n;) {
    const found = divideWindow(x, start, Math.min(start + window, n) - start, firstPassP, table);
    for (const i of found) weak.add(i);
    start = Math.max(found.length > 0 ? found[found.length - 1] : 0, start + step);
  }
  const points: Point[] = [...weak].sort((p, q) => p - q).map((index) => ({ index, p: 1, before: 0, after: 0 }));
  for (let i = 0; i < points.length; i++) retest(x, points, i);

  // Merge: drop the weakest point until every one is significant and large enough.
  while (points.length > 0) {
    let weakest = 0;
    for (let i = 1; i < points.length; i++) if (points[i].p > points[weakest].p) weakest = i;
    if (points[weakest].p < maxP) {
      weakest = 0;
      let smallest = magnitude(points[0].before, points[0].after);
      for (let i = 1; i < points.length; i++) {
        const m = magnitude(points[i].before, points[i].after);
        if (m < smallest) {
          smallest = m;
          weakest = i;
        }
      }
      if (smallest > minMagnitude) break;
    }
    points.splice(weakest, 1);
    if (weakest > 0) retest(x, points, weakest - 1);
    if (weakest < points.length) retest(x, points, weakest);
  }
  return points.map(({ index, p, before, after }) => ({ index, pValue: p, before, after }));
}
