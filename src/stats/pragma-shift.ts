/**
 * pragmastat's two-sample Shift estimate — the Type 7 median of the pairwise differences
 * x_i − y_j by its bisection "that snaps to actual discrete values" — for samples already sorted
 * into Float64Arrays. A line-for-line port of pragmastat 12.1.0 `fastShift(x, y, [0.5])`
 * (dist/fastShift.js: `selectKthPairwiseDiff`, `countAndNeighbors`, `midpoint`): the same
 * floating-point operations in the same order, so the same double (test/stats/pragma-shift.test.ts
 * compares it with pragmastat itself), without its per-call copies, comparator sorts, BigInt and
 * Map, which cost more than the search at the 5 … 60 runs per side of a benchmark.
 * Hodges–Lehmann (methodology §2.4) calls it thousands of times in a large suite.
 */

/**
 * The median of the pairwise differences xs[i] − ys[j] as pragmastat's Shift computes it. `xs` and
 * `ys` must be ascending, finite and non-empty. Throws pragmastat's "Convergence failure" where it
 * does (hodges-lehmann.ts then takes the exact median).
 */
export function pragmaShiftMedian(xs: Float64Array, ys: Float64Array): number {
  const total = xs.length * ys.length;
  const h = 1.0 + (total - 1) * 0.5;
  let lowerRank = Math.floor(h);
  let upperRank = Math.ceil(h);
  const weight = h - lowerRank;
  if (lowerRank < 1) lowerRank = 1;
  if (upperRank > total) upperRank = total;
  const lower = selectKthPairwiseDiff(xs, ys, lowerRank);
  const upper = upperRank === lowerRank ? lower : selectKthPairwiseDiff(xs, ys, upperRank);
  return weight === 0.0 ? lower : (1.0 - weight) * lower + weight * upper;
}

// countAndNeighbors' three results, without an object per call.
let countLessOrEqual = 0;
let closestBelow = 0;
let closestAbove = 0;

function selectKthPairwiseDiff(x: Float64Array, y: Float64Array, k: number): number {
  const m = x.length;
  const n = y.length;
  let searchMin = x[0] - y[n - 1];
  let searchMax = x[m - 1] - y[0];
  if (Number.isNaN(searchMin) || Number.isNaN(searchMax)) throw new Error('NaN in input values');
  const maxIterations = 128;
  let prevMin = -Infinity;
  let prevMax = Infinity;
  for (let iter = 0; iter < maxIterations && searchMin !== searchMax; iter++) {
    const mid = searchMin + (searchMax - searchMin) * 0.5;
    countAndNeighbors(x, y, mid);
    if (closestBelow === closestAbove) return closestBelow;
    if (searchMin === prevMin && searchMax === prevMax) return countLessOrEqual >= k ? closestBelow : closestAbove;
    prevMin = searchMin;
    prevMax = searchMax;
    if (countLessOrEqual >= k) searchMax = closestBelow;
    else searchMin = closestAbove;
  }
  if (searchMin !== searchMax) throw new Error('Convergence failure (pathological input)');
  return searchMin;
}

function countAndNeighbors(x: Float64Array, y: Float64Array, threshold: number): void {
  const m = x.length;
  const n = y.length;
  let count = 0;
  let maxBelow = -Infinity;
  let minAbove = Infinity;
  let j = 0;
  for (let i = 0; i < m; i++) {
    while (j < n && x[i] - y[j] > threshold) j++;
    count += n - j;
    if (j < n) {
      const diff = x[i] - y[j];
      if (diff > maxBelow) maxBelow = diff;
    }
    if (j > 0) {
      const diff = x[i] - y[j - 1];
      if (diff < minAbove) minAbove = diff;
    }
  }
  if (!Number.isFinite(maxBelow)) maxBelow = x[0] - y[n - 1];
  if (!Number.isFinite(minAbove)) minAbove = x[m - 1] - y[0];
  countLessOrEqual = count;
  closestBelow = maxBelow;
  closestAbove = minAbove;
}
