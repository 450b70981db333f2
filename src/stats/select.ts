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
  const values = selectRanks(
    scratch,
    ranks.flatMap((r) => [r.below, r.above]),
  );
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
 * When `moments` is given and the pass counted at most 4 ranges, that pass also wrote into it the
 * run's sum (in order), min, max, whether it is ordinary (1: no NaN, no −0; else 0), and 1 at
 * index 4; otherwise index 4 is left as it was.
 */
export function selectRanksWithSample(
  values: Float64Array,
  ranks: readonly number[],
  sample: Float64Array,
  moments?: Float64Array,
): number[] | null {
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
  const L = Float64Array.from(lows);
  const H = Float64Array.from(highs);
  const inside = expected.map((c) => new Float64Array(Math.ceil(1.5 * c) + 64));
  const sizes = new Int32Array(k);
  // Where each range starts in the sorted order: how many values lie below it.
  const start = new Float64Array(k);
  if (k <= 4 && ascendingBounds(L, H)) {
    scanFew(values, L, H, inside, sizes, start, moments ?? SCAN_MOMENTS);
    if (moments) moments[4] = 1;
  } else scanMany(values, L, H, inside, sizes, start);
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

/** Where {@link scanFew} writes sum, min, max and ordinary when the caller does not want them. */
const SCAN_MOMENTS = new Float64Array(4);

/** Whether the ranges' ends ascend, low ≤ high < next low (no NaN): what {@link scanFew} relies on. */
function ascendingBounds(L: Float64Array, H: Float64Array): boolean {
  for (let j = 0; j < L.length; j++) if (!(L[j] <= H[j]) || (j > 0 && !(H[j - 1] < L[j]))) return false;
  return true;
}

/** Appends v to inside[j] (grown when full). */
function gather(inside: Float64Array[], sizes: Int32Array, j: number, v: number): void {
  let into = inside[j];
  const s = sizes[j];
  if (s === into.length) {
    const grown = new Float64Array(2 * into.length);
    grown.set(into);
    inside[j] = into = grown;
  }
  into[s] = v;
  sizes[j] = s + 1;
}

/**
 * The counting pass over any ranges. A value's place is c = #(ranges whose low end is ≤ it) +
 * #(ranges whose high end is < it), counted without branches: even c = 2j lies below range j
 * (above range j − 1), odd c = 2j + 1 inside range j, whose values are gathered. start[j] is the
 * count of places ≤ 2j. A function of its own: a loop in a long function is run by on-stack
 * replacement, which V8 gives up and restarts on every call.
 */
function scanMany(
  values: Float64Array,
  L: Float64Array,
  H: Float64Array,
  inside: Float64Array[],
  sizes: Int32Array,
  start: Float64Array,
): void {
  const n = values.length;
  const k = L.length;
  const places = new Float64Array(2 * k + 1);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let c = 0;
    for (let j = 0; j < k; j++) c += +(v >= L[j]) + +(v > H[j]);
    places[c]++;
    if ((c & 1) === 1) gather(inside, sizes, c >> 1, v);
  }
  for (let j = 0, before = 0; j < k; j++) {
    before += places[2 * j];
    start[j] = before;
    before += sizes[j];
  }
}

/**
 * {@link scanMany} for at most 4 ranges whose ends ascend: the same places, found with fewer
 * compares, ends and counts in registers (missing ranges have NaN ends, which no value passes).
 * With ascending ends, a value that passes A low ends (v ≥ low) has place 2A − 1 when it is ≤ the
 * high end of range A − 1, else 2A; so it lies inside a range exactly when v ≤ highs[A] below
 * (NaN first: nothing lies inside "range −1"), and start[j] = n − #(values passing low end j).
 * The same pass takes the run's sum (in order), min, max and whether it is ordinary, into
 * `moments`. A short first stretch runs unoptimised and so gives every operation after the loop
 * its type feedback: without it, V8's on-stack-replaced loop deoptimised on leaving, every call.
 */
function scanFew(
  values: Float64Array,
  L: Float64Array,
  H: Float64Array,
  inside: Float64Array[],
  sizes: Int32Array,
  start: Float64Array,
  moments: Float64Array,
): void {
  const n = values.length;
  const k = L.length;
  const highs = new Float64Array(5).fill(NaN);
  highs.set(H, 1);
  const lows = new Float64Array(4).fill(NaN);
  lows.set(L);
  // sum, min, max, ordinary, then how many values passed each low end.
  const state = new Float64Array(8);
  state[1] = Infinity;
  state[2] = -Infinity;
  state[3] = 1;
  const first = Math.min(n, 64);
  scanStretch(values, 0, first, lows, highs, inside, sizes, state);
  scanStretch(values, first, n, lows, highs, inside, sizes, state);
  moments.set(state.subarray(0, 4));
  for (let j = 0; j < k; j++) start[j] = n - state[4 + j];
}

/** {@link scanFew}'s pass over values[from..to), carrying `state` from the stretch before. */
function scanStretch(
  values: Float64Array,
  from: number,
  to: number,
  lows: Float64Array,
  highs: Float64Array,
  inside: Float64Array[],
  sizes: Int32Array,
  state: Float64Array,
): void {
  const l0 = lows[0];
  const l1 = lows[1];
  const l2 = lows[2];
  const l3 = lows[3];
  let sum = state[0];
  let min = state[1];
  let max = state[2];
  let ordinary = state[3];
  let a0 = state[4];
  let a1 = state[5];
  let a2 = state[6];
  let a3 = state[7];
  for (let i = from; i < to; i++) {
    const v = values[i];
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (v !== v || (v === 0 && 1 / v < 0)) ordinary = 0;
    const x0 = +(v >= l0);
    const x1 = +(v >= l1);
    const x2 = +(v >= l2);
    const x3 = +(v >= l3);
    a0 += x0;
    a1 += x1;
    a2 += x2;
    a3 += x3;
    const passed = x0 + x1 + x2 + x3;
    if (v <= highs[passed]) gather(inside, sizes, passed - 1, v);
  }
  state[0] = sum;
  state[1] = min;
  state[2] = max;
  state[3] = ordinary;
  state[4] = a0;
  state[5] = a1;
  state[6] = a2;
  state[7] = a3;
}

/**
 * {@link quantilesType7BySelection} of `values` and the values at `extra` ranks, through
 * {@link selectRanksWithSample}: the same doubles for data without NaN and −0, `values` untouched.
 * Null when the sample misled a rank (the caller then selects on a copy). `moments`: as
 * {@link selectRanksWithSample}'s.
 */
export function quantilesType7WithSample(
  values: Float64Array,
  ps: readonly number[],
  extra: readonly number[],
  sample: Float64Array,
  moments?: Float64Array,
): { quantiles: number[]; extra: number[] } | null {
  const ranks = ps.map((p) => type7Ranks(values.length, p));
  const got = selectRanksWithSample(values, [...ranks.flatMap((r) => [r.below, r.above]), ...extra], sample, moments);
  if (!got) return null;
  return { quantiles: ranks.map((r, i) => lerpType7(got[2 * i], got[2 * i + 1], r.t)), extra: got.slice(2 * ranks.length) };
}
