/**
 * The Mann-Whitney U (Wilcoxon rank-sum) test, compatible with Go benchstat (go-moremath
 * `MannWhitneyUTest`) and SciPy `mannwhitneyu`. Methodology §1.4 and §4.1.
 */
import { normalSf } from './normal.js';
import { conditionalRankSumCounts, uNullDistribution, type TieGroup } from './u-distribution.js';

export type Alternative = 'two-sided' | 'less' | 'greater';

/**
 * - `exact`: exact distribution, conditional on the tie pattern when there are ties (= Go, =
 *   SciPy `PermutationMethod(n_resamples=inf)`);
 * - `asymptotic`: normal approximation with tie correction (and continuity correction by default);
 * - `auto`: exact when (no ties and n1, n2 ≤ 50) or (ties and n1, n2 ≤ 25), else asymptotic (Go);
 * - `exact-no-ties`: SciPy's `method='exact'`, which ignores ties (for comparison only).
 */
export type MannWhitneyMethod = 'auto' | 'exact' | 'asymptotic' | 'exact-no-ties';

export interface MannWhitneyOptions {
  alternative?: Alternative;
  method?: MannWhitneyMethod;
  /** Continuity correction of the normal approximation (default true). */
  continuity?: boolean;
}

export interface MannWhitneyResult {
  /** U of x: #pairs x > y + ½·#ties. */
  u: number;
  p: number;
  method: 'exact' | 'asymptotic' | 'exact-no-ties';
}

interface Ranked {
  /** Σ over x of 2·midrank (an integer). */
  twiceRankSumX: number;
  groups: TieGroup[];
  hasTies: boolean;
  /** Σ (t³ − t) over tie groups. */
  tieTerm: number;
}

/**
 * Two reused buffers for rankTwoSamples' sorted copies (read only within the call), kept up to
 * REUSED_MAX values: a larger sample gets a fresh array, so a caller's one huge input is not held.
 */
const SORTED: Float64Array[] = [];
const REUSED_MAX = 1 << 16;

/** `v` sorted (as a Float64Array sort) in buffer `slot`, a view of its length. */
function sortedInto(slot: number, v: ArrayLike<number>): Float64Array {
  let b = SORTED[slot];
  if (v.length > REUSED_MAX) b = new Float64Array(v.length);
  else if (!b || b.length < v.length)
    SORTED[slot] = b = new Float64Array(Math.min(REUSED_MAX, Math.max(v.length, 64, 2 * (b?.length ?? 0))));
  const out = b.subarray(0, v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i];
  return out.sort();
}

/** Merges the two sorted samples into tie groups with mid-ranks (methodology §1.4). */
function rankTwoSamples(x: ArrayLike<number>, y: ArrayLike<number>): Ranked {
  const xs = sortedInto(0, x);
  const ys = sortedInto(1, y);
  const groups: TieGroup[] = [];
  let i = 0;
  let j = 0;
  let twiceRankSumX = 0;
  let tieTerm = 0;
  while (i < xs.length || j < ys.length) {
    const v = j >= ys.length || (i < xs.length && xs[i] <= ys[j]) ? xs[i] : ys[j];
    let cx = 0;
    let cy = 0;
    while (i < xs.length && xs[i] === v) {
      i++;
      cx++;
    }
    while (j < ys.length && ys[j] === v) {
      j++;
      cy++;
    }
    const size = cx + cy;
    const start = i + j - size + 1;
    const twiceMidrank = 2 * start + size - 1;
    groups.push({ size, twiceMidrank });
    twiceRankSumX += cx * twiceMidrank;
    tieTerm += size * size * size - size;
  }
  return { twiceRankSumX, groups, hasTies: groups.length < xs.length + ys.length, tieTerm };
}

function checkSample(v: ArrayLike<number>, name: string): void {
  if (v.length === 0) throw new RangeError(`mannWhitney: ${name} is empty`);
  for (let i = 0; i < v.length; i++) {
    if (Number.isNaN(v[i])) throw new RangeError(`mannWhitney: ${name} contains NaN`);
  }
}

/**
 * conditionalRankSumCounts by the tie pattern: the counts depend only on the group sizes in rank
 * order and the sample size (mid-ranks follow from the sizes), and the runs of a suite's
 * benchmarks repeat a few patterns. Bounded (256 patterns of up to 8,192 sums, 16 MiB at most);
 * the arrays are only read.
 */
const TIE_COUNTS = new Map<string, Float64Array>();

function tieCountsOf(groups: readonly TieGroup[], k: number): Float64Array {
  let key = `${k}:`;
  for (const g of groups) key += `${g.size},`;
  let counts = TIE_COUNTS.get(key);
  if (!counts) {
    counts = conditionalRankSumCounts(groups, k);
    if (counts.length > 8192) return counts;
    if (TIE_COUNTS.size >= 256) TIE_COUNTS.clear();
    TIE_COUNTS.set(key, counts);
  }
  return counts;
}

function exactTails(r: Ranked, n1: number, n2: number, u: number): [number, number] {
  if (!r.hasTies) {
    const dist = uNullDistribution(n1, n2);
    return [dist.cdf(u), dist.sf(u)];
  }
  // Work with the smaller sample; S_x = N(N+1) − S_y.
  const N = n1 + n2;
  const useX = n1 <= n2;
  const counts = tieCountsOf(r.groups, useX ? n1 : n2);
  const sObs = useX ? r.twiceRankSumX : N * (N + 1) - r.twiceRankSumX;
  let total = 0;
  let atMost = 0;
  let atLeast = 0;
  for (let s = 0; s < counts.length; s++) {
    total += counts[s];
    if (s <= sObs) atMost += counts[s];
    if (s >= sObs) atLeast += counts[s];
  }
  const less = atMost / total;
  const greater = atLeast / total;
  return useX ? [less, greater] : [greater, less];
}

function exactP(r: Ranked, n1: number, n2: number, u: number, alt: Alternative): number {
  const [less, greater] = exactTails(r, n1, n2, u);
  if (alt === 'less') return less;
  if (alt === 'greater') return greater;
  if (2 * u === n1 * n2) return 1;
  return Math.min(1, 2 * Math.min(less, greater));
}

/** SciPy `method='exact'`: the no-ties distribution at ⌊U⌋ even when there are ties. */
function exactNoTiesP(n1: number, n2: number, u: number, alt: Alternative): number {
  const dist = uNullDistribution(n1, n2);
  const u2 = n1 * n2 - u;
  if (alt === 'greater') return dist.sf(Math.trunc(u));
  if (alt === 'less') return dist.sf(Math.trunc(u2));
  return Math.min(1, 2 * dist.sf(Math.trunc(Math.max(u, u2))));
}

/** Normal approximation with tie correction, SciPy `'asymptotic'` / Go (methodology §1.4). */
function asymptoticP(r: Ranked, n1: number, n2: number, u: number, alt: Alternative, cc: boolean): number {
  const N = n1 + n2;
  const mu = (n1 * n2) / 2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (N + 1 - r.tieTerm / (N * (N - 1))));
  const u2 = n1 * n2 - u;
  const stat = alt === 'greater' ? u : alt === 'less' ? u2 : Math.max(u, u2);
  const z = (stat - mu - (cc ? 0.5 : 0)) / sigma;
  const p = normalSf(z) * (alt === 'two-sided' ? 2 : 1);
  return Math.min(1, Math.max(0, p));
}

function chooseMethod(method: MannWhitneyMethod, r: Ranked, n1: number, n2: number): MannWhitneyResult['method'] {
  if (method !== 'auto') return method;
  const limit = r.hasTies ? 25 : 50;
  return n1 <= limit && n2 <= limit ? 'exact' : 'asymptotic';
}

/**
 * Mann-Whitney U test of x against y (methodology §1.4, §4.1). `u` is U of x (#pairs x > y +
 * ½ ties); 'less' / 'greater' refer to x relative to y. Exact p-values use the exact distribution
 * conditional on ties (Go benchstat, SciPy `PermutationMethod`); two-sided exact p is
 * min(1, 2·min(P(U ≤ u), P(U ≥ u))), and 1 when U1 = U2 (Go). If all values are equal, p = 1.
 */
export function mannWhitney(x: ArrayLike<number>, y: ArrayLike<number>, options: MannWhitneyOptions = {}): MannWhitneyResult {
  checkSample(x, 'x');
  checkSample(y, 'y');
  const alt = options.alternative ?? 'two-sided';
  const n1 = x.length;
  const n2 = y.length;
  const r = rankTwoSamples(x, y);
  const u = r.twiceRankSumX / 2 - (n1 * (n1 + 1)) / 2;
  const method = chooseMethod(options.method ?? 'auto', r, n1, n2);
  if (r.groups.length === 1) return { u, p: 1, method };
  let p: number;
  if (method === 'exact') p = exactP(r, n1, n2, u, alt);
  else if (method === 'exact-no-ties') p = exactNoTiesP(n1, n2, u, alt);
  else p = asymptoticP(r, n1, n2, u, alt, options.continuity ?? true);
  return { u, p, method };
}

/**
 * The smallest two-sided exact p-value attainable with n vs n samples, 2/C(2n, n) (benchstat's
 * `uTestMinP`, methodology §1.4, TV-MW-3): 1, 0.333, 0.1, 0.0286, …
 */
export function mannWhitneyMinP(n: number): number {
  // Two-sided: twice the one-sided p of the complete separation (×2 is exact in binary floating point).
  return n < 1 ? 1 : Math.min(1, 2 * mannWhitneySeparatedP(n, n));
}

/**
 * The exact one-sided Mann-Whitney p of a complete separation of m values from n values (every
 * value of one sample below every value of the other, ties allowed within a sample only):
 * 1/C(m+n, m), the probability that the m values take the m lowest places. It is the same with or
 * without ties within a sample (the tie-conditional distribution has the separated split as its
 * unique extreme), so 3 zeros vs 3 positive values give 1/20 = 0.05. Underflows to 0 for large m, n.
 */
export function mannWhitneySeparatedP(m: number, n: number): number {
  if (!(Number.isInteger(m) && Number.isInteger(n) && m >= 1 && n >= 1))
    throw new RangeError(`mannWhitneySeparatedP: sizes must be whole numbers ≥ 1, got ${m}, ${n}`);
  const [small, large] = m <= n ? [m, n] : [n, m];
  let c = 1;
  for (let i = 1; i <= small; i++) c = (c * (large + i)) / i;
  return 1 / c;
}

/**
 * Minimum runs per side for a two-sided exact Mann-Whitney test (or a Moses interval) to be able
 * to reach level alpha: 4 at 0.05, 5 at 0.01, 7 at 0.001, 9 at 1e−4 (methodology §1.4, §4.5).
 */
export function minRunsPerSide(alpha: number): number {
  if (!(alpha > 0 && alpha <= 1)) throw new RangeError(`minRunsPerSide: alpha must be in (0, 1], got ${alpha}`);
  let n = 1;
  while (mannWhitneyMinP(n) > alpha) n++;
  return n;
}
