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

/**
 * Values at the given 0-based ranks of `values`, located through `sample` (a sorted subsample of
 * `values`) instead of rearranging a copy: each rank's likely value range is read off the sample
 * (its expected sample position ± 4 standard deviations and 2), one pass over `values` counts what
 * lies below each range and gathers what lies inside, and the rank is selected among the gathered
 * few. O(n·log k) reads, no copy of `values`, no swaps over it. Exact: the value at a rank is
 * unique, whichever way it is found, for data without NaN and −0 (the caller checks); when a rank
 * falls outside its range (an unlucky sample) the answer is null and the caller selects on a copy.
 */
export function selectRanksWithSample(values: Float64Array, ranks: readonly number[], sample: Float64Array): number[] | null {
  const n = values.length;
  const m = sample.length;
  if (n === 0 || m === 0) return null;
  // Each rank's value range [sample[lo], sample[hi]] (−∞ / +∞ past the ends), merged where they
  // overlap; rangeOf[w] is the range of the w-th smallest rank asked for.
  const wanted = [...new Set(ranks)].sort((a, b) => a - b);
  const lows: number[] = [];
  const highs: number[] = [];
  const expected: number[] = [];
  const rangeOf: number[] = [];
  for (const r of wanted) {
    if (!(Number.isInteger(r) && r >= 0 && r < n)) return null;
    const q = (r + 0.5) / n;
    const spread = 4 * Math.sqrt(m * q * (1 - q)) + 2;
    const lo = Math.floor(q * m - spread);
    const hi = Math.ceil(q * m + spread);
    const low = lo < 0 ? -Infinity : sample[lo];
    const high = hi >= m ? Infinity : sample[hi];
    const count = ((Math.min(hi, m) - Math.max(lo, 0) + 1) * n) / m;
    const last = lows.length - 1;
    if (last >= 0 && low <= highs[last]) {
      highs[last] = Math.max(highs[last], high);
      expected[last] += count;
    } else {
      lows.push(low);
      highs.push(high);
      expected.push(count);
    }
    rangeOf.push(lows.length - 1);
  }
  const k = lows.length;
  // A value's place is c = #(ranges whose low end is ≤ it) + #(ranges whose high end is < it),
  // counted without branches: even c = 2j lies below range j (above range j − 1), odd c = 2j + 1
  // inside range j, whose values are gathered.
  const L = Float64Array.from(lows);
  const H = Float64Array.from(highs);
  const places = new Float64Array(2 * k + 1);
  const inside = expected.map((c) => new Float64Array(Math.ceil(1.5 * c) + 64));
  const sizes = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let c = 0;
    for (let j = 0; j < k; j++) c += +(v >= L[j]) + +(v > H[j]);
    places[c]++;
    if ((c & 1) === 1) {
      const j = c >> 1;
      if (sizes[j] === inside[j].length) {
        const grown = new Float64Array(2 * inside[j].length);
        grown.set(inside[j]);
        inside[j] = grown;
      }
      inside[j][sizes[j]++] = v;
    }
  }
  const below = (j: number): number => places[2 * j];
  // Where each range starts in the sorted order.
  const start: number[] = [];
  for (let j = 0, before = 0; j < k; j++) {
    before += below(j);
    start.push(before);
    before += sizes[j];
  }
  const out = new Map<number, number>();
  for (let j = 0; j < k; j++) {
    const local: number[] = [];
    for (let w = 0; w < wanted.length; w++) {
      if (rangeOf[w] !== j) continue;
      const t = wanted[w] - start[j];
      // The rank's value lies outside the range the sample gave it: the caller's fallback.
      if (t < 0 || t >= sizes[j]) return null;
      local.push(t);
    }
    const got = selectRanks(inside[j].subarray(0, sizes[j]), local);
    for (let t = 0; t < local.length; t++) out.set(local[t] + start[j], got[t]);
  }
  return ranks.map((r) => out.get(r)!);
}

/**
 * {@link quantilesType7BySelection} of `values` and the values at `extra` ranks, through
 * {@link selectRanksWithSample}: the same doubles for data without NaN and −0, `values` untouched.
 * Null when the sample misled a rank (the caller then selects on a copy).
 */
export function quantilesType7WithSample(values: Float64Array, ps: readonly number[], extra: readonly number[], sample: Float64Array): { quantiles: number[]; extra: number[] } | null {
  const ranks = ps.map((p) => type7Ranks(values.length, p));
  const got = selectRanksWithSample(values, [...ranks.flatMap((r) => [r.below, r.above]), ...extra], sample);
  if (!got) return null;
  return { quantiles: ranks.map((r, i) => lerpType7(got[2 * i], got[2 * i + 1], r.t)), extra: got.slice(2 * ranks.length) };
}
