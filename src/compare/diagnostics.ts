/**
 * Diagnostics that never gate (methodology §7.2 step 5 and §0 item 7): benchstat's two-sided
 * Mann–Whitney "~", a "shape changed" test, a multimodality warning, and "runs vary more than
 * samples within a run".
 */
import { ksDistanceSorted, ksTwoSampleSorted, mannWhitney, mulberry32, mValueOfSorted, median } from '../stats/index.js';
import type { RunMetrics } from './run-metrics.js';
import type { MetricId } from '../model/settings.js';

export interface Diagnostics {
  /** Two-sided Mann–Whitney p on per-run values of the central metric; null when not computable. */
  mannWhitneyP: number | null;
  /** benchstat's rendering: "~" when p > α, else the signed change of the medians. */
  benchstat: string | null;
  /**
   * Kolmogorov–Smirnov on median-normalised distributions: the shape (not the location) changed.
   * With ≥ 3 runs per side its p is a run-level permutation p (the run is the unit).
   */
  shapeChanged: { d: number; p: number } | null;
  /** Gregg's m-value per side when a side looks multimodal (> 3.2). */
  multimodal: { base: number | null; head: number | null } | null;
  /** Spread of per-run values relative to the spread one run's sampling would explain. */
  runVariance: { metric: MetricId; ratio: number } | null;
}

/** Whether `xs` is in ascending order with no NaN (then a Float64Array sort would not move any value). */
function ascending(xs: Float64Array): boolean {
  for (let i = 1; i < xs.length; i++) if (!(xs[i] >= xs[i - 1])) return false;
  return true;
}

/** `xs` itself when already ascending, else a sorted copy: the order every shape statistic reads. */
function sortedView(xs: Float64Array): Float64Array {
  return ascending(xs) ? xs : Float64Array.from(xs).sort();
}

/**
 * Ascending stretches src[lo..mid) and src[mid..hi) merged into dst[lo..hi). On equal values the
 * first stretch's comes first: the same order as merging two arrays left to right.
 */
function mergeInto(src: Float64Array, lo: number, mid: number, hi: number, dst: Float64Array): void {
  let i = lo;
  let j = mid;
  let o = lo;
  if (i < mid && j < hi) {
    let x = src[i];
    let y = src[j];
    for (;;) {
      if (y < x) {
        dst[o++] = y;
        if (++j === hi) break;
        y = src[j];
      } else {
        dst[o++] = x;
        if (++i === mid) break;
        x = src[i];
      }
    }
  }
  while (i < mid) dst[o++] = src[i++];
  while (j < hi) dst[o++] = src[j++];
}

/** Up to this many runs a side, their sketches are merged; beyond, one native sort is quicker. */
const MERGE_RUNS = 16;

/**
 * Every run's sketch pooled, in ascending order, for both the KS test and the m-value. A run's
 * sketch is ascending already (evenly spaced order statistics), so a few runs are merged pairwise
 * instead of sorted; the result holds the same values in the same order as a sort (equal values
 * are the same double, but for −0 and +0, which no shape statistic tells apart). The pairwise
 * rounds (neighbours merged, an odd last one carried) run between two buffers, no array per merge.
 */
function pooledSketch(runs: RunMetrics[], side: 0 | 1): Float64Array | null {
  const parts = runs.map((r) => r.sketch).filter((s): s is Float64Array => s !== undefined);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0];
  if (parts.length > MERGE_RUNS || !parts.every(ascending)) return concat(parts).sort();
  // The two buffers are this side's scratch (diagnose keeps neither pool): no arrays per benchmark.
  const total = parts.reduce((n, p) => n + p.length, 0);
  let src = scratch(2 * side, total);
  let dst = scratch(2 * side + 1, total);
  for (let i = 0, o = 0; i < parts.length; o += parts[i++].length) src.set(parts[i], o);
  // Where each stretch starts, with the end last.
  let bounds: number[] = [0];
  for (const p of parts) bounds.push(bounds[bounds.length - 1] + p.length);
  while (bounds.length > 2) {
    const next: number[] = [0];
    for (let k = 0; k + 1 < bounds.length; k += 2) {
      if (k + 2 < bounds.length) {
        mergeInto(src, bounds[k], bounds[k + 1], bounds[k + 2], dst);
        next.push(bounds[k + 2]);
      } else {
        dst.set(src.subarray(bounds[k], bounds[k + 1]), bounds[k]);
        next.push(bounds[k + 1]);
      }
    }
    bounds = next;
    [src, dst] = [dst, src];
  }
  return src;
}

/**
 * Reused buffers: two per side for pooledSketch, one for sortedLogs. Views of `n` values. Kept up
 * to SCRATCH_MAX values (64 runs' sketches); more gets a fresh array, not held after the call.
 */
const SCRATCH: Float64Array[] = [];
const SCRATCH_MAX = 1 << 16;
function scratch(slot: number, n: number): Float64Array {
  if (n > SCRATCH_MAX) return new Float64Array(n);
  if (!(SCRATCH[slot]?.length >= n))
    SCRATCH[slot] = new Float64Array(Math.min(SCRATCH_MAX, Math.max(n, 2 * (SCRATCH[slot]?.length ?? 0), 1024)));
  return SCRATCH[slot].subarray(0, n);
}

/** Natural logs of ascending values, in sort order (log is monotone; NaN from a value < 0 sorts last). */
function sortedLogs(sorted: Float64Array): Float64Array {
  // A scratch buffer: mValueOfSorted reads it before the next call.
  const out = scratch(4, sorted.length);
  // Equal values sit side by side: each distinct value's log is taken once.
  let last = NaN;
  let lastLog = NaN;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i];
    if (v !== last) {
      last = v;
      lastLog = Math.log(v);
    }
    out[i] = lastLog;
  }
  return ascending(out) ? out : out.sort();
}

function centralValues(runs: RunMetrics[]): { metric: MetricId; values: number[] } {
  for (const metric of ['p50', 'mean'] as const) {
    const values = runs
      .map((r) => r.metrics[metric])
      .filter((m) => m?.estimable && m.value !== null)
      .map((m) => m!.value!);
    if (values.length === runs.length && values.length > 0) return { metric, values };
  }
  return { metric: 'p50', values: [] };
}

/** The median, NaN when empty. */
const medianOf = (xs: number[]): number => median(xs) ?? NaN;

/** Robust spread of per-run log values divided by the spread a single run's sampling predicts. */
function runVariance(runs: RunMetrics[]): { metric: MetricId; ratio: number } | null {
  if (runs.length < 3) return null;
  const metric: MetricId = 'p50';
  const logs = runs
    .map((r) => r.metrics[metric]?.value)
    .filter((v): v is number => typeof v === 'number' && v > 0)
    .map(Math.log);
  if (logs.length < 3 || runs.some((r) => !r.medianInterval)) return null;
  const med = medianOf(logs);
  const between = 1.4826 * medianOf(logs.map((x) => Math.abs(x - med)));
  const z = 1.959963984540054;
  const within = medianOf(runs.map(({ medianInterval: iv }) => (iv!.lo > 0 ? Math.log(iv!.hi / iv!.lo) / (2 * z) : NaN)));
  if (!Number.isFinite(within) || within <= 0 || !Number.isFinite(between)) return null;
  return { metric, ratio: between / within };
}

const PERMUTATIONS = 199;
/** The shape test calls a change at run-level p below this. */
const SHAPE_ALPHA = 0.01;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * Every run's sketch pooled in one ascending order, each value labelled with its run, and where
 * each stretch of equal values ends: a split of the runs into two groups then gives its
 * Kolmogorov–Smirnov distance in one pass, with no concatenation and no sort.
 */
function labelledPool(runs: Float64Array[]): { run: Int32Array; groupEnd: Uint8Array } {
  // Each run's sketch is ascending (sorted here if not): merge them pairwise, labels alongside.
  let parts = runs.map((r, i) => ({ values: sortedView(r), run: new Int32Array(r.length).fill(i) }));
  while (parts.length > 1) {
    const next: typeof parts = [];
    for (let p = 0; p < parts.length; p += 2) {
      if (p + 1 === parts.length) {
        next.push(parts[p]);
        continue;
      }
      const [a, b] = [parts[p], parts[p + 1]];
      const values = new Float64Array(a.values.length + b.values.length);
      const run = new Int32Array(values.length);
      let i = 0;
      let j = 0;
      for (let o = 0; o < values.length; o++) {
        if (j >= b.values.length || (i < a.values.length && !(b.values[j] < a.values[i]))) {
          values[o] = a.values[i];
          run[o] = a.run[i++];
        } else {
          values[o] = b.values[j];
          run[o] = b.run[j++];
        }
      }
      next.push({ values, run });
    }
    parts = next;
  }
  const { values, run } = parts[0];
  const groupEnd = new Uint8Array(values.length);
  for (let t = 0; t < values.length; t++) groupEnd[t] = t === values.length - 1 || values[t] !== values[t + 1] ? 1 : 0;
  return { run, groupEnd };
}

function concat(parts: Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/**
 * Run-level permutation p of the shape test: how often a random split of the runs into two groups
 * of the same sizes gives a Kolmogorov–Smirnov distance at least `observed`. Every run needs a
 * sketch (p = 1 otherwise); with fewer than 3 runs per side the permutations are too few to mean much.
 * Each split's distance is the two-sample KS statistic of its pooled sketches, computed exactly as
 * `ksTwoSample` does (lcm-scaled integer steps at the end of each stretch of equal values) in one
 * pass over the runs' values sorted once. `decideAt`, when given, stops as soon as p can no longer
 * fall below it (p only grows with each split at least as far): the decision p < decideAt is the
 * same, and the p returned is then a lower bound ≥ decideAt instead of the full count.
 */
export function runLevelShapeP(base: RunMetrics[], head: RunMetrics[], observed: number, decideAt?: number): number {
  const sketches = [...base, ...head].map((r) => r.sketch);
  if (sketches.some((s) => s === undefined)) return 1;
  const runs = sketches as Float64Array[];
  const { run, groupEnd } = labelledPool(runs);
  const total = run.length;
  const inBase = new Uint8Array(runs.length);
  const random = mulberry32(0x5eed + runs.length);
  const order = runs.map((_, i) => i);
  let atLeast = 0;
  for (let k = 0; k < PERMUTATIONS; k++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    inBase.fill(0);
    let n1 = 0;
    for (let i = 0; i < base.length; i++) {
      inBase[order[i]] = 1;
      n1 += runs[order[i]].length;
    }
    const n2 = total - n1;
    if (n1 === 0 || n2 === 0) throw new RangeError('ksTwoSample: empty sample');
    const lcm = (n1 / gcd(n1, n2)) * n2;
    const sx = lcm / n1;
    const sy = lcm / n2;
    let i = 0;
    let j = 0;
    let h = 0;
    for (let t = 0; t < total; t++) {
      if (inBase[run[t]] === 1) i++;
      else j++;
      if (groupEnd[t] === 1) h = Math.max(h, Math.abs(i * sx - j * sy));
    }
    if (h / lcm >= observed - 1e-12) {
      atLeast++;
      if (decideAt !== undefined && (1 + atLeast) / (1 + PERMUTATIONS) >= decideAt) break;
    }
  }
  return (1 + atLeast) / (1 + PERMUTATIONS);
}

/**
 * `sketches`, when given, replace the runs' own sketches for the shape tests: runs of one
 * operation each have none, and their pooled values are the distribution.
 */
export function diagnose(
  base: RunMetrics[],
  head: RunMetrics[],
  alpha: number,
  sketches?: { base: Float64Array | undefined; head: Float64Array | undefined },
): Diagnostics {
  const a = centralValues(base);
  const b = centralValues(head);
  let mannWhitneyP: number | null = null;
  let benchstat: string | null = null;
  if (a.values.length >= 2 && b.values.length >= 2 && a.metric === b.metric) {
    mannWhitneyP = mannWhitney(a.values, b.values, { alternative: 'two-sided' }).p;
    const change = (medianOf(b.values) / medianOf(a.values) - 1) * 100;
    benchstat = mannWhitneyP > alpha ? '~' : `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
  }
  const given = (s: Float64Array | undefined) => (s ? sortedView(s) : null);
  const sa = sketches ? given(sketches.base) : pooledSketch(base, 0);
  const sb = sketches ? given(sketches.head) : pooledSketch(head, 1);
  let shapeChanged: Diagnostics['shapeChanged'] = null;
  let multimodal: Diagnostics['multimodal'] = null;
  if (sa && sb) {
    // A change needs D ≥ 0.1 before its p matters: below that the p (the costly part) is not computed.
    const ks = ksDistanceSorted(sa, sb) >= 0.1 ? ksTwoSampleSorted(sa, sb, { method: 'asymp' }) : null;
    if (ks && ks.p < 0.001 && ks.d >= 0.1) {
      // The asymptotic p treats every pooled sample as independent. With several runs per side the
      // run is the unit (methodology §6.3): confirm against run-label permutations, so run-to-run
      // differences in shape on an A/A pair are not called a change.
      // One or two runs per side cannot tell the two apart: the within-run test stands, as a question only.
      const p = sketches || base.length < 3 || head.length < 3 ? ks.p : runLevelShapeP(base, head, ks.d, SHAPE_ALPHA);
      if (p < SHAPE_ALPHA) shapeChanged = { d: ks.d, p };
    }
    // On the log scale a slow mode is as wide as the fast one; in linear units its height (and so
    // its share of the m-value) shrinks by the ratio of the modes.
    const ma = mValueOfSorted(sortedLogs(sa));
    const mb = mValueOfSorted(sortedLogs(sb));
    if (ma > 3.2 || mb > 3.2) multimodal = { base: ma > 3.2 ? ma : null, head: mb > 3.2 ? mb : null };
  }
  const va = runVariance(base);
  const vb = runVariance(head);
  const worst = [va, vb].filter((v) => v !== null).sort((x, y) => y!.ratio - x!.ratio)[0] ?? null;
  return { mannWhitneyP, benchstat, shapeChanged, multimodal, runVariance: worst && worst.ratio > 3 ? worst : null };
}
