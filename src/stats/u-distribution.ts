/**
 * Exact null distributions of the Mann-Whitney U statistic: without ties (the Mann & Whitney 1947
 * recurrence) and conditional on a tie pattern (a subset-sum DP over tie groups).
 * Methodology §1.4, §2.4, §4.1, §7.2, §7.5.
 */

/** The exact no-ties null distribution of U (pairs x > y) for sample sizes n and m. */
export interface UNullDistribution {
  n: number;
  m: number;
  /** P(U = u), u = 0 … n·m. */
  pmf: Float64Array;
  /** P(U ≤ u) for real u (= P(U ≤ ⌊u⌋)). */
  cdf(u: number): number;
  /** P(U ≥ u) for real u (= P(U ≥ ⌈u⌉)), accurate in the upper tail. */
  sf(u: number): number;
}

/**
 * Counts of U = 0 … ⌊n·m/2⌋ under the no-ties null: c_{i,j}(u) = c_{i−1,j}(u − j) + c_{i,j−1}(u)
 * (the largest value is an x, above all j y's, or a y). Additions only, so the float64 counts are
 * exact below 2^53 and accurate to ~(n+m)·ε above. Cost O(n²m²/2), memory O(min(n,m)·n·m).
 */
function lowerHalfCounts(n: number, m: number): Float64Array {
  const a = Math.min(n, m);
  const b = Math.max(n, m);
  const len = Math.floor((a * b) / 2) + 1;
  const makeRows = (): Float64Array[] => Array.from({ length: a + 1 }, () => new Float64Array(len));
  let prev = makeRows(); // c_{i−1, j}, j = 0..a
  let cur = makeRows(); // c_{i, j}
  for (const row of prev) row[0] = 1; // c_{0, j} = δ_0
  for (let i = 1; i <= b; i++) {
    cur[0].fill(0);
    cur[0][0] = 1;
    for (let j = 1; j <= a; j++) {
      const row = cur[j];
      const up = prev[j];
      const left = cur[j - 1];
      for (let u = 0; u < len; u++) row[u] = left[u] + (u >= j ? up[u - j] : 0);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[a];
}

function distributionFromCounts(n: number, m: number, half: Float64Array): UNullDistribution {
  const nm = n * m;
  const counts = new Float64Array(nm + 1);
  for (let u = 0; u < half.length; u++) {
    counts[u] = half[u];
    counts[nm - u] = half[u];
  }
  let total = 0;
  for (let u = 0; u <= nm; u++) total += counts[u];
  const pmf = new Float64Array(nm + 1);
  const cum = new Float64Array(nm + 1);
  let running = 0;
  for (let u = 0; u <= nm; u++) {
    pmf[u] = counts[u] / total;
    running += counts[u];
    cum[u] = running / total;
  }
  const cdf = (u: number): number => (u < 0 ? 0 : u >= nm ? 1 : cum[Math.floor(u)]);
  // P(U ≥ u) = P(U ≤ n·m − u) by symmetry: small tails come from the accurate lower sums.
  const sf = (u: number): number => (u > nm ? 0 : u <= 0 ? 1 : cdf(nm - Math.ceil(u)));
  return { n, m, pmf, cdf, sf };
}

const cache = new Map<string, UNullDistribution>();
const CACHE_SIZE = 64;

/**
 * Exact null distribution of the Mann-Whitney U statistic for sizes n and m without ties
 * (methodology §1.4 "Mann & Whitney (1947) recurrence", §7.2 step 2). Memoised (64 entries).
 */
export function uNullDistribution(n: number, m: number): UNullDistribution {
  if (!Number.isInteger(n) || !Number.isInteger(m) || n < 1 || m < 1) {
    throw new RangeError(`uNullDistribution: sizes must be positive integers, got ${n} and ${m}`);
  }
  const key = `${n},${m}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const dist = distributionFromCounts(n, m, lowerHalfCounts(n, m));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, dist);
  return dist;
}

/**
 * u ↦ P(U ≤ u) under the exact no-ties null for sizes n and m (methodology §2.4, §7.2): the
 * distribution behind the Moses / Hodges-Lehmann interval and the threshold-shifted test.
 */
export function uNullCdf(n: number, m: number): (u: number) => number {
  return uNullDistribution(n, m).cdf;
}

/** A tie group of the pooled sample: its size and twice its mid-rank (an integer). */
export interface TieGroup {
  size: number;
  twiceMidrank: number;
}

const MAX_DP_CELLS = 20_000_000;

/**
 * Exact distribution of S = Σ 2·midrank over a random subset of `n1` of the pooled values, given
 * the tie groups (methodology §1.4 "exact conditional (permutation) distribution", §7.5):
 * counts[s] = Σ Π C(t_g, c_g) over choices c_g with Σ c_g = n1 and Σ c_g·2r_g = s.
 * Cost O(N·n1·S_max); throws when the table would exceed 2·10^7 cells.
 */
export function conditionalRankSumCounts(groups: readonly TieGroup[], n1: number): Float64Array {
  let sMax = 0;
  const sorted = [...groups].sort((a, b) => b.twiceMidrank - a.twiceMidrank);
  let left = n1;
  for (const g of sorted) {
    const take = Math.min(left, g.size);
    sMax += take * g.twiceMidrank;
    left -= take;
  }
  const width = sMax + 1;
  if ((n1 + 1) * width > MAX_DP_CELLS) {
    throw new RangeError(`exact tie-conditional distribution too large (${n1 + 1} × ${width} cells)`);
  }
  const dp: Float64Array[] = [];
  for (let j = 0; j <= n1; j++) dp.push(new Float64Array(width));
  dp[0][0] = 1;
  // Per row j, the sums that can be non-zero so far lie in [lo[j], hi[j]] (empty while lo > hi).
  const lo = new Int32Array(n1 + 1).fill(0x7fffffff);
  const hi = new Int32Array(n1 + 1).fill(-1);
  lo[0] = hi[0] = 0;
  let used = 0;
  for (const g of groups) {
    addGroup(dp, g, Math.min(n1, used + g.size), width, lo, hi);
    used += g.size;
  }
  return dp[n1];
}

/**
 * Folds one tie group into the DP table in place (j descending, like a bounded knapsack). Only the
 * sums a source row can hold are visited: every other entry is zero and adds nothing, so the
 * table is the same, entry for entry, as a sweep over the whole width.
 */
function addGroup(dp: Float64Array[], g: TieGroup, jMax: number, width: number, lo: Int32Array, hi: Int32Array): void {
  const choose = [1];
  for (let c = 1; c <= g.size; c++) choose.push((choose[c - 1] * (g.size - c + 1)) / c);
  for (let j = jMax; j >= 1; j--) {
    const target = dp[j];
    for (let c = 1; c <= Math.min(g.size, j); c++) {
      if (lo[j - c] > hi[j - c]) continue;
      const source = dp[j - c];
      const shift = c * g.twiceMidrank;
      const weight = choose[c];
      const end = Math.min(hi[j - c], width - 1 - shift);
      for (let s = lo[j - c]; s <= end; s++) {
        if (source[s] !== 0) target[s + shift] += weight * source[s];
      }
      if (lo[j - c] <= end) {
        lo[j] = Math.min(lo[j], lo[j - c] + shift);
        hi[j] = Math.max(hi[j], end + shift);
      }
    }
  }
}
