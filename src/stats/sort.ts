/**
 * In-place ascending sort of a Float64Array with the result of `Float64Array.prototype.sort()`,
 * quicker for the small arrays compare/ sorts thousands of times (a run's 100 samples, 10 × 10
 * pairwise differences): V8's native sort costs about 60 ns a value at n = 100, this about half.
 * Without NaN and −0 the order `<` ranks equal values only when they are the same double, so any
 * correct sort gives the native result; with either present (or beyond SMALL values) the native
 * sort is used.
 */
import { selectInPlace } from './select.js';

/** Up to this many values the JavaScript sort is used; beyond, the native one (as quick there). */
const SMALL = 2048;
/** Stretches up to this long are finished by insertion sort. */
const INSERTION = 24;

/** Sort `a` ascending in place, exactly as `a.sort()` would; returns `a`. */
export function sortAscending(a: Float64Array): Float64Array {
  const n = a.length;
  if (n > SMALL) return a.sort();
  for (let i = 0; i < n; i++) {
    const v = a[i];
    // NaN, or −0 (a zero whose reciprocal is −∞).
    if (v !== v || (v === 0 && 1 / v < 0)) return a.sort();
  }
  if (n > 1) quicksort(a, 0, n - 1);
  return a;
}

/** Sorts a[lo..hi] (inclusive); no NaN. Median-of-three pivot, Hoare partition, smaller side first. */
function quicksort(a: Float64Array, lo: number, hi: number): void {
  while (hi - lo > INSERTION) {
    const mid = (lo + hi) >>> 1;
    let x = a[lo];
    let y = a[mid];
    let z = a[hi];
    if (y < x) {
      const t = x;
      x = y;
      y = t;
    }
    if (z < y) {
      const t = y;
      y = z;
      z = t;
      if (y < x) {
        const u = x;
        x = y;
        y = u;
      }
    }
    // x ≤ y ≤ z: x and z are sentinels at the ends, the pivot y sits at lo + 1.
    a[lo] = x;
    a[mid] = a[lo + 1];
    a[lo + 1] = y;
    a[hi] = z;
    let i = lo + 1;
    let j = hi;
    for (;;) {
      do i++;
      while (a[i] < y);
      do j--;
      while (y < a[j]);
      if (i >= j) break;
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    a[lo + 1] = a[j];
    a[j] = y;
    if (j - lo < hi - j) {
      quicksort(a, lo, j - 1);
      lo = j + 1;
    } else {
      quicksort(a, j + 1, hi);
      hi = j - 1;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= lo && v < a[j]) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

/**
 * `[...xs].sort((a, b) => a - b)`, the same array: without NaN, `a − b < 0` exactly when a < b
 * (and equal values keep their order in both), so a few values are insertion-sorted, with no
 * comparator calls; NaN or many values take the comparator sort itself.
 */
export function sortedNumbers(xs: readonly number[]): number[] {
  const n = xs.length;
  if (n > 64) return [...xs].sort((a, b) => a - b);
  const s = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const v = xs[i];
    if (v !== v) return [...xs].sort((a, b) => a - b);
    let j = i - 1;
    while (j >= 0 && v < s[j]) {
      s[j + 1] = s[j];
      j--;
    }
    s[j + 1] = v;
  }
  return s;
}

/**
 * The median of a non-empty `a` (the mean of the middle two when even) by selection; `a` is
 * reordered. Its value is the sort's when `a` holds no NaN (and, for the exact double, no zeros
 * of both signs).
 */
export function medianInPlace(a: Float64Array): number {
  const m = a.length >> 1;
  selectInPlace(a, m);
  if (a.length % 2) return a[m];
  let lower = a[0];
  for (let i = 1; i < m; i++) if (a[i] > lower) lower = a[i];
  return (lower + a[m]) / 2;
}

/**
 * The median of `xs` (the mean of the middle two when even), or null when empty. Beyond 64 values
 * the middle ones are selected, not sorted (a comparison's per-run values can number hundreds of
 * thousands, and it asks per metric): the same doubles as the sort, since without NaN and zeros
 * (whose signs a stable sort keeps in input order) equal values are the same double.
 */
export function median(xs: readonly number[]): number | null {
  const n = xs.length;
  if (n === 0) return null;
  if (n > 64) {
    const a = Float64Array.from(xs);
    let plain = true;
    for (let i = 0; i < n && plain; i++) plain = a[i] === a[i] && a[i] !== 0;
    if (plain) return medianInPlace(a);
  }
  const s = sortedNumbers(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
