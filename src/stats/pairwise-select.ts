/**
 * Order statistics of the m·n pairwise differences x_i − y_j without materialising them
 * (Johnson & Mizoguchi 1978; Monahan 1984, ACM Algorithm 616; with Floyd–Rivest sampled pivots).
 * With both samples sorted, the implicit matrix of differences is sorted along rows and columns,
 * so the number of differences below a value can be counted in one O(m + n) two-pointer pass.
 * Each round keeps, per row, the window of positions that can still hold the wanted rank, and
 * narrows it with pivots drawn from that window; once few candidates remain they are sorted.
 * Comparisons are made on the very doubles `xs[i] − ys[j]` a brute-force sort would see, so the
 * result is the same double, bit for bit.
 */
import { mulberry32 } from './random.js';

function isNegativeZero(v: number): boolean {
  return v === 0 && 1 / v < 0;
}

/** Candidates drawn per round to place the two pivots. */
const SAMPLE = 1024;
/** Below this many candidates, sort them and read the rank off. */
const FINISH = 8 * SAMPLE;

/**
 * The k-th smallest (1-based) of the m·n differences xs[i] − ys[j], as a sort of the materialised
 * differences into a Float64Array would place it (−0 before +0). `xs` and `ys` must be sorted
 * ascending and free of NaN. O((m + n)·log(m·n)) time (expected O(m + n) per round, a bounded
 * number of rounds per factor of ~8 in m·n), O(m) memory.
 */
export function kthPairwiseDifference(xs: Float64Array, ys: Float64Array, k: number): number {
  const m = xs.length;
  const n = ys.length;
  const total = m * n;
  if (!(Number.isInteger(k) && k >= 1 && k <= total)) throw new RangeError(`k must be an integer in [1, ${total}], got ${k}`);
  // Row i holds xs[i] − ys[j], ascending in its position r = n − 1 − j. Positions
  // [lo[i], hi[i]) are candidates: below lo the values are smaller than the answer, from hi on
  // larger. Rows also ascend with i, so every count below is a monotone two-pointer pass.
  const lo = new Int32Array(m);
  const hi = new Int32Array(m).fill(n);
  const rows = { lessLo: new Int32Array(m), leqLo: new Int32Array(m), lessHi: new Int32Array(m), leqHi: new Int32Array(m) };
  const random = mulberry32(0x9e3779b9 ^ m ^ (n << 16) ^ k);
  let below = 0;
  let active = total;
  let guaranteed = false;
  for (;;) {
    if (active <= FINISH) return finish(xs, ys, lo, hi, active, k - below);
    let pLo: number;
    let pHi: number;
    if (guaranteed) pLo = pHi = weightedMedianPivot(xs, ys, lo, hi, active);
    else [pLo, pHi] = sampledPivots(xs, ys, lo, hi, active, (k - below - 0.5) / active, random);
    const { lessLo, leqLo, lessHi, leqHi } = rows;
    let cLessLo = 0;
    let cLeqLo = 0;
    let cLessHi = 0;
    let cLeqHi = 0;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < m; i++) {
      const x = xs[i];
      while (a < n && x - ys[a] >= pLo) a++;
      while (b < n && x - ys[b] > pLo) b++;
      while (c < n && x - ys[c] >= pHi) c++;
      while (d < n && x - ys[d] > pHi) d++;
      lessLo[i] = n - a;
      leqLo[i] = n - b;
      lessHi[i] = n - c;
      leqHi[i] = n - d;
      cLessLo += n - a;
      cLeqLo += n - b;
      cLessHi += n - c;
      cLeqHi += n - d;
    }
    if (k <= cLessLo) hi.set(lessLo);
    else if (k <= cLeqLo) return signedZero(xs, ys, pLo, k, cLessLo);
    else if (k <= cLessHi) {
      lo.set(leqLo);
      hi.set(lessHi);
    } else if (k <= cLeqHi) return signedZero(xs, ys, pHi, k, cLessHi);
    else lo.set(leqHi);
    let next = 0;
    below = 0;
    for (let i = 0; i < m; i++) {
      next += hi[i] - lo[i];
      below += lo[i];
    }
    // A sampled bracket almost always shrinks the candidates several-fold; should one round not
    // (bad luck, or an input built against the fixed seed), the next pivot is the weighted median
    // of the row middles, which removes at least a quarter whatever the data.
    guaranteed = next > active * (15 / 16);
    active = next;
  }
}

/** The answer p found as a pivot: all zeros compare equal, and a Float64Array sort puts −0 first. */
function signedZero(xs: Float64Array, ys: Float64Array, p: number, k: number, less: number): number {
  if (p !== 0) return p;
  // x − y is −0 only for x = −0, y = +0 (equal values otherwise give +0).
  let negX = 0;
  let posY = 0;
  for (let i = 0; i < xs.length; i++) if (isNegativeZero(xs[i])) negX++;
  for (let j = 0; j < ys.length; j++) if (ys[j] === 0 && !isNegativeZero(ys[j])) posY++;
  return k <= less + negX * posY ? -0 : 0;
}

/** Sort the remaining candidates (they hold every copy of the answer) and take rank r among them. */
function finish(xs: Float64Array, ys: Float64Array, lo: Int32Array, hi: Int32Array, active: number, r: number): number {
  const n = ys.length;
  const values = new Float64Array(active);
  let t = 0;
  for (let i = 0; i < xs.length; i++) for (let pos = lo[i]; pos < hi[i]; pos++) values[t++] = xs[i] - ys[n - 1 - pos];
  values.sort();
  return values[r - 1];
}

/**
 * Two pivots bracketing the wanted fraction f of the candidates (Floyd–Rivest): a uniform sample
 * of candidates, sorted, read ±2·√SAMPLE positions around f·SAMPLE (±4 standard deviations).
 */
function sampledPivots(
  xs: Float64Array,
  ys: Float64Array,
  lo: Int32Array,
  hi: Int32Array,
  active: number,
  f: number,
  random: () => number,
): [number, number] {
  const n = ys.length;
  const ranks = new Float64Array(SAMPLE);
  for (let s = 0; s < SAMPLE; s++) ranks[s] = Math.floor(random() * active);
  ranks.sort();
  const sample = new Float64Array(SAMPLE);
  let row = 0;
  let start = 0; // candidates in rows before `row`
  for (let s = 0; s < SAMPLE; s++) {
    while (ranks[s] >= start + hi[row] - lo[row]) {
      start += hi[row] - lo[row];
      row++;
    }
    sample[s] = xs[row] - ys[n - 1 - (lo[row] + ranks[s] - start)];
  }
  sample.sort();
  const at = Math.round(f * SAMPLE);
  const spread = 2 * Math.sqrt(SAMPLE);
  return [sample[Math.max(0, Math.floor(at - spread))], sample[Math.min(SAMPLE - 1, Math.ceil(at + spread))]];
}

/**
 * Johnson–Mizoguchi pivot: the weighted median of the rows' middle candidates, each weighted by
 * its row's candidate count, so at least a quarter of the candidates lies on each side. Found by
 * binary search over the sorted middles, each step an O(rows) weight sum.
 */
function weightedMedianPivot(xs: Float64Array, ys: Float64Array, lo: Int32Array, hi: Int32Array, active: number): number {
  const n = ys.length;
  const middles: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const c = hi[i] - lo[i];
    if (c <= 0) continue;
    middles.push(xs[i] - ys[n - 1 - (lo[i] + ((c - 1) >> 1))]);
    weights.push(c);
  }
  const sorted = Float64Array.from(middles).sort();
  const weightUpTo = (v: number): number => {
    let w = 0;
    for (let r = 0; r < middles.length; r++) if (middles[r] <= v) w += weights[r];
    return w;
  };
  let a = 0;
  let b = sorted.length - 1;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (2 * weightUpTo(sorted[mid]) >= active) b = mid;
    else a = mid + 1;
  }
  return sorted[a];
}

/**
 * Type 7 median of the pairwise differences, as pragmastat's `Shift` defines it: the middle order
 * statistic, or (1 − ½)·lower + ½·upper of the two middle ones.
 */
export function medianPairwiseDifference(xs: Float64Array, ys: Float64Array): number {
  const total = xs.length * ys.length;
  const h = 1 + (total - 1) * 0.5;
  const lowerRank = Math.floor(h);
  const weight = h - lowerRank;
  const lower = kthPairwiseDifference(xs, ys, lowerRank);
  if (weight === 0) return lower;
  const upper = kthPairwiseDifference(xs, ys, Math.ceil(h));
  return (1 - weight) * lower + weight * upper;
}
