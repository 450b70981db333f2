/**
 * Order statistics without a full sort: Floyd–Rivest selection, in place on a scratch copy.
 * Used for quantiles of large runs, where sorting every run would dominate a comparison.
 */
import { lerpType7, type7Ranks } from './quantile.js';

/**
 * Rearrange `a[left..right]` so that `a[k]` holds the value it would have if that range were
 * sorted, everything before it is ≤ and everything after it is ≥ (Floyd & Rivest, 1975).
 */
export function selectInPlace(a: Float64Array, k: number, left = 0, right = a.length - 1): void {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const i = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (i - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - (i * s) / n + sd));
      const newRight = Math.min(right, Math.floor(k + ((n - i) * s) / n + sd));
      selectInPlace(a, k, newLeft, newRight);
    }
    const t = a[k];
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right] > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i++;
      j--;
      while (a[i] < t) i++;
      while (a[j] > t) j--;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j++;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/**
 * Values at the given 0-based ranks (ascending ranks), selecting each within what the previous
 * selection left to its right. `a` is rearranged.
 */
export function selectRanks(a: Float64Array, ranks: number[]): number[] {
  const order = ranks.map((r, i) => [r, i] as const).sort((x, y) => x[0] - y[0]);
  const out = new Array<number>(ranks.length);
  let left = 0;
  for (const [r, i] of order) {
    if (r >= left) {
      selectInPlace(a, r, left, a.length - 1);
      left = r;
    }
    out[i] = a[r];
  }
  return out;
}

/**
 * Type 7 quantiles of unsorted data by selection (same values as quantileType7 on the sorted
 * data). `scratch` is rearranged.
 */
export function quantilesType7BySelection(scratch: Float64Array, ps: number[]): number[] {
  const ranks = ps.map((p) => type7Ranks(scratch.length, p));
  const values = selectRanks(scratch, ranks.flatMap((r) => [r.below, r.above]));
  return ranks.map((r, i) => lerpType7(values[2 * i], values[2 * i + 1], r.t));
}
