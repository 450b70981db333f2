/**
 * Diagnostics for "the shape of the distribution changed" (methodology §0 item 7, §4.2-§4.4,
 * §2.6): two-sample Kolmogorov-Smirnov, k-sample Anderson-Darling and the multimodality m-value.
 * Diagnostics only, never gates; apply them to run-level values (§4.4).
 */
import { kolmogorovSf, ksProbOutsideBand, ksProbOutsideSquare } from './kolmogorov.js';
import { quantileType7 } from './quantile.js';

export interface KsResult {
  /** sup |F_x − F_y|. */
  d: number;
  p: number;
  method: 'exact' | 'asymp';
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** NumPy's round-half-to-even. */
function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** lcm·D as an exact integer: max over pooled values of |i·lcm/n1 − j·lcm/n2|. */
function ksStatisticScaled(xs: Float64Array, ys: Float64Array, lcm: number): number {
  const sx = lcm / xs.length;
  const sy = lcm / ys.length;
  let i = 0;
  let j = 0;
  let h = 0;
  while (i < xs.length || j < ys.length) {
    const v = j >= ys.length || (i < xs.length && xs[i] <= ys[j]) ? xs[i] : ys[j];
    while (i < xs.length && xs[i] === v) i++;
    while (j < ys.length && ys[j] === v) j++;
    h = Math.max(h, Math.abs(i * sx - j * sy));
  }
  return h;
}

function ksExact(n1: number, n2: number, g: number, h: number): number {
  if (h === 0) return 1;
  return n1 === n2 ? ksProbOutsideSquare(n1, h) : ksProbOutsideBand(n1, n2, g, h);
}

/**
 * Two-sample two-sided Kolmogorov-Smirnov test matching SciPy `ks_2samp` (methodology §4.2,
 * TV-KS): 'exact' counts lattice paths (falls back to 'asymp' if that fails numerically);
 * 'asymp' uses `kstwo.sf(D, round(n1·n2/(n1+n2)))`; 'auto' is exact when max(n1, n2) ≤ 10 000.
 * Least sensitive in the tails; conservative with ties.
 */
export function ksTwoSample(x: ArrayLike<number>, y: ArrayLike<number>, options: { method?: 'auto' | 'exact' | 'asymp' } = {}): KsResult {
  if (x.length === 0 || y.length === 0) throw new RangeError('ksTwoSample: empty sample');
  return ksTwoSampleSorted(Float64Array.from(x).sort(), Float64Array.from(y).sort(), options);
}

/**
 * {@link ksTwoSample} of samples already in Float64Array sort order (ascending, −0 before +0, NaN
 * last): no copy, no sort. For callers that keep their samples sorted (compare/diagnostics.ts).
 */
export function ksTwoSampleSorted(xs: Float64Array, ys: Float64Array, options: { method?: 'auto' | 'exact' | 'asymp' } = {}): KsResult {
  if (xs.length === 0 || ys.length === 0) throw new RangeError('ksTwoSample: empty sample');
  const n1 = xs.length;
  const n2 = ys.length;
  const g = gcd(n1, n2);
  const lcm = (n1 / g) * n2;
  const h = ksStatisticScaled(xs, ys, lcm);
  const d = h / lcm;
  const method = options.method ?? 'auto';
  if (method === 'exact' || (method === 'auto' && Math.max(n1, n2) <= 10000)) {
    const p = ksExact(n1, n2, g, h);
    if (Number.isFinite(p) && p >= 0 && p <= 1) return { d, p, method: 'exact' };
  }
  const en = (n1 * n2) / (n1 + n2);
  const p = kolmogorovSf(Math.max(1, roundHalfEven(en)), d);
  return { d, p: Math.min(1, Math.max(0, p)), method: 'asymp' };
}

/**
 * The distance D of {@link ksTwoSampleSorted} alone (the same double), without its p: for callers
 * that act only on a large enough D and can skip the p's cost below it (compare/diagnostics.ts).
 */
export function ksDistanceSorted(xs: Float64Array, ys: Float64Array): number {
  if (xs.length === 0 || ys.length === 0) throw new RangeError('ksTwoSample: empty sample');
  const lcm = (xs.length / gcd(xs.length, ys.length)) * ys.length;
  return ksStatisticScaled(xs, ys, lcm) / lcm;
}

export interface AndersonDarlingResult {
  /** Standardised statistic (A²akN − (k−1)) / σ. */
  statistic: number;
  /** Critical values at significance 0.25, 0.1, 0.05, 0.025, 0.01, 0.005, 0.001. */
  criticalValues: number[];
  /** Interpolated p-value, floored at 0.001 and capped at 0.25. */
  pValue: number;
  /** Set when the p-value hit the table's limits. */
  pValueLimit?: 'floored' | 'capped';
}

/** Lower/upper insertion points of v in an ascending array (searchsorted 'left' / 'right'). */
function searchSorted(a: Float64Array, v: number, right: boolean): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (right ? a[mid] <= v : a[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Scholz & Stephens (1987) equation 7: the midrank A²akN (SciPy `_anderson_ksamp_midrank`). */
function adMidrank(samples: Float64Array[], z: Float64Array, zstar: Float64Array): number {
  const N = z.length;
  let total = 0;
  for (const s of samples) {
    let inner = 0;
    for (const v of zstar) {
      const left = searchSorted(z, v, false);
      const lj = N === zstar.length ? 1 : searchSorted(z, v, true) - left;
      const bj = left + lj / 2;
      const right = searchSorted(s, v, true);
      const mij = right - (right - searchSorted(s, v, false)) / 2;
      inner += ((lj / N) * (N * mij - bj * s.length) ** 2) / (bj * (N - bj) - (N * lj) / 4);
    }
    total += inner / s.length;
  }
  return (total * (N - 1)) / N;
}

/** Variance of A²kN under the null (Scholz & Stephens 1987, as SciPy computes it). */
function adSigmaSquared(sizes: number[], N: number): number {
  const k = sizes.length;
  const H = sizes.reduce((acc, n) => acc + 1 / n, 0);
  let cumulative = 0;
  let g = 0;
  for (let t = 0; t < N - 2; t++) {
    cumulative += 1 / (N - 1 - t);
    g += cumulative / (t + 2);
  }
  const h = cumulative + 1;
  const a = (4 * g - 6) * (k - 1) + (10 - 6 * g) * H;
  const b = (2 * g - 4) * k ** 2 + 8 * h * k + (2 * g - 14 * h - 4) * H - 8 * h + 4 * g - 6;
  const c = (6 * h + 2 * g - 2) * k ** 2 + (4 * h - 4 * g + 6) * k + (2 * h - 6) * H + 4 * h;
  const d = (2 * h + 6) * k ** 2 - 4 * h * k;
  return (a * N ** 3 + b * N ** 2 + c * N + d) / ((N - 1) * (N - 2) * (N - 3));
}

const AD_SIGNIFICANCE = [0.25, 0.1, 0.05, 0.025, 0.01, 0.005, 0.001];
const AD_B0 = [0.675, 1.281, 1.645, 1.96, 2.326, 2.573, 3.085];
const AD_B1 = [-0.245, 0.25, 0.678, 1.149, 1.822, 2.364, 3.615];
const AD_B2 = [-0.105, -0.305, -0.362, -0.391, -0.396, -0.345, -0.154];

/**
 * k-sample Anderson-Darling test (Scholz & Stephens 1987), SciPy `anderson_ksamp(samples)`
 * default midrank variant (methodology §4.3, TV-KS B): standardised statistic, the interpolated
 * critical values of their Table 2 and a p-value from a quadratic fit of ln(significance) on the
 * critical values, floored at 0.001 and capped at 0.25 (as SciPy without a permutation method).
 */
export function andersonDarlingKSample(samples: ArrayLike<ArrayLike<number>>): AndersonDarlingResult {
  if (samples.length < 2) throw new RangeError('andersonDarlingKSample: needs at least two samples');
  const sorted = Array.from(samples, (s) => Float64Array.from(s).sort());
  if (sorted.some((s) => s.length === 0)) throw new RangeError('andersonDarlingKSample: empty sample');
  const z = Float64Array.from(sorted.flatMap((s) => Array.from(s))).sort();
  const zstar = Float64Array.from(new Set(z));
  if (zstar.length < 2) throw new RangeError('andersonDarlingKSample: needs more than one distinct value');
  const N = z.length;
  const m = sorted.length - 1;
  const sigma = Math.sqrt(
    adSigmaSquared(
      sorted.map((s) => s.length),
      N,
    ),
  );
  const statistic = (adMidrank(sorted, z, zstar) - m) / sigma;
  const criticalValues = AD_B0.map((b0, i) => b0 + AD_B1[i] / Math.sqrt(m) + AD_B2[i] / m);
  if (statistic < Math.min(...criticalValues)) return { statistic, criticalValues, pValue: 0.25, pValueLimit: 'capped' };
  if (statistic > Math.max(...criticalValues)) return { statistic, criticalValues, pValue: 0.001, pValueLimit: 'floored' };
  const [c2, c1, c0] = quadraticFit(criticalValues, AD_SIGNIFICANCE.map(Math.log));
  return { statistic, criticalValues, pValue: Math.exp((c2 * statistic + c1) * statistic + c0) };
}

/**
 * Least-squares quadratic fit y ≈ c2·x² + c1·x + c0 (NumPy `polyfit(x, y, 2)` order), by
 * Householder QR of the column-scaled Vandermonde matrix.
 */
function quadraticFit(x: number[], y: number[]): [number, number, number] {
  const rows = x.length;
  const cols = [x.map((v) => v * v), x.slice(), x.map(() => 1)];
  const scale = cols.map((c) => Math.sqrt(c.reduce((s, v) => s + v * v, 0)));
  const A = cols.map((c, j) => c.map((v) => v / scale[j]));
  const b = y.slice();
  for (let j = 0; j < 3; j++) {
    const norm = Math.sqrt(A[j].slice(j).reduce((s, v) => s + v * v, 0));
    const alpha = A[j][j] > 0 ? -norm : norm;
    const v = A[j].map((e, i) => (i < j ? 0 : i === j ? e - alpha : e));
    const vv = v.reduce((s, e) => s + e * e, 0);
    if (vv === 0) continue;
    for (const col of [...A.slice(j), b]) {
      const f = (2 * v.reduce((s, e, i) => s + e * col[i], 0)) / vv;
      for (let i = j; i < rows; i++) col[i] -= f * v[i];
    }
  }
  const c = [0, 0, 0];
  for (let j = 2; j >= 0; j--) {
    let s = b[j];
    for (let k = j + 1; k < 3; k++) s -= A[k][j] * c[k];
    c[j] = s / A[j][j];
  }
  return [c[0] / scale[0], c[1] / scale[1], c[2] / scale[2]];
}

/**
 * Values inside Tukey's fences [Q1 − 1.5·IQR, Q3 + 1.5·IQR] (Type 7 quartiles). In a sorted array
 * (NaN last) they are one contiguous stretch: a view, trimmed from both ends, no copy.
 */
function withoutTukeyOutliers(sorted: Float64Array): Float64Array {
  const q1 = quantileType7(sorted, 0.25);
  const q3 = quantileType7(sorted, 0.75);
  const iqr = q3 - q1;
  const lo = q1 - 1.5 * iqr;
  const hi = q3 + 1.5 * iqr;
  let start = 0;
  let end = sorted.length;
  while (start < end && !(sorted[start] >= lo)) start++;
  while (end > start && !(sorted[end - 1] <= hi)) end--;
  return sorted.subarray(start, end);
}

/** A zeroed view of `n` counts in one reused buffer (mValueAtBinSize reads it before the next call). */
let COUNTS = new Float64Array(1024);
function binCounts(n: number): Float64Array {
  if (n > 1 << 16) return new Float64Array(n);
  if (COUNTS.length < n) COUNTS = new Float64Array(Math.max(n, 2 * COUNTS.length));
  const out = COUNTS.subarray(0, n);
  out.fill(0);
  return out;
}

/** m = Σ|c_i − c_{i−1}| / max c over a fixed-width histogram padded with empty bins. */
function mValueAtBinSize(sorted: Float64Array, binSize: number): number {
  const min = sorted[0];
  const bins = Math.floor((sorted[sorted.length - 1] - min) / binSize) + 1;
  const counts = binCounts(bins + 2);
  const n = sorted.length;
  const binOf = (v: number): number => Math.min(bins - 1, Math.floor((v - min) / binSize));
  if (8 * bins >= n) {
    for (let i = 0; i < n; i++) counts[1 + binOf(sorted[i])]++;
  } else {
    // Few bins: a value's bin never decreases along the sorted values, so each bin's count is the
    // length of one stretch, found by galloping and bisection: O(bins·log n), the same counts.
    for (let start = 0; start < n;) {
      const b = binOf(sorted[start]);
      let lo = start;
      let step = 1;
      while (start + step < n && binOf(sorted[start + step]) === b) {
        lo = start + step;
        step *= 2;
      }
      let hi = Math.min(n, start + step);
      while (hi - lo > 1) {
        const mid = (lo + hi) >>> 1;
        if (binOf(sorted[mid]) === b) lo = mid;
        else hi = mid;
      }
      counts[1 + b] = hi - start;
      start = hi;
    }
  }
  let sum = 0;
  let max = 0;
  for (let i = 1; i < counts.length; i++) {
    sum += Math.abs(counts[i] - counts[i - 1]);
    max = Math.max(max, counts[i]);
  }
  return sum / max;
}

/**
 * Brendan Gregg's multimodality m-value (methodology §2.6, as in perfolizer's `MValueCalculator`):
 * drop Tukey outliers, build fixed-width histograms starting at Scott's bin width
 * 3.5·sd/n^{1/3} and doubling until the width exceeds the range, and return the largest
 * m = Σ|c_i − c_{i−1}| / max c (zero-padded). ≈ 2 for unimodal data, +2 per extra mode. Unlike
 * perfolizer we use plain fixed-width bins (no adaptive merging). Fewer than 2 distinct values → 2.
 */
export function mValue(values: ArrayLike<number>): number {
  return mValueOfSorted(Float64Array.from(values).sort());
}

/** {@link mValue} of values already in Float64Array sort order (ascending, NaN last): no copy, no sort. */
export function mValueOfSorted(sorted: Float64Array): number {
  const cleaned = withoutTukeyOutliers(sorted);
  const n = cleaned.length;
  if (n < 2 || cleaned[0] === cleaned[n - 1]) return 2;
  let total = 0;
  for (let i = 0; i < n; i++) total += cleaned[i];
  const mean = total / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (cleaned[i] - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  const range = cleaned[n - 1] - cleaned[0];
  let binSize = (3.5 * sd) / Math.cbrt(n);
  let m = 0;
  for (;;) {
    m = Math.max(m, mValueAtBinSize(cleaned, binSize));
    if (binSize > range) return m;
    binSize *= 2;
  }
}

/**
 * Multimodality warning (methodology §2.6, §0 item 7): m-value > 3.2 (dotnet/performance's
 * "bimodal" threshold) with at least 12 values (its minimum N).
 */
export function isLikelyMultimodal(values: ArrayLike<number>): boolean {
  return values.length >= 12 && mValue(values) > 3.2;
}
