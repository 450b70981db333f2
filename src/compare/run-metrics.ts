/**
 * Per-run metrics: the quantiles asked for (default p50, p90, p99, p99.9), min, max and mean of one process-level run, each with
 * whether the run can support it (methodology §7.1). Type 7 quantiles for raw samples,
 * HdrHistogram semantics for histograms; printed percentiles are taken as printed.
 */
import type { Histogram, RunData } from '../model/types.js';
import {
  histogramValueAtPercentile,
  orderStatisticInterval,
  quantilesType7BySelection,
  quantilesType7WithSample,
  quantileType7,
  selectInPlace,
  selectRanks,
  sortAscending,
  isEstimable,
  isWellResolved,
  minSamplesFor,
  orderStatisticsOfHistogram,
  orderStatisticsOfSorted,
  type OrderStatistics,
} from '../stats/index.js';
import { printedLevelKept, QUANTILES, quantileIdOf, type MetricId } from '../model/settings.js';

/** Why a run cannot give a metric, as data (render/messages/compare.ts words it). */
export type NotEstimable =
  | { reason: 'too-few-samples'; samples: number; metric: MetricId; needs: number }
  | { reason: 'not-reported' }
  | { reason: 'percentile-not-printed' };

export interface RunMetric {
  /**
   * The value; null when not estimable, except a printed percentile too extreme for its sample,
   * which keeps the value the tool printed (for display only: `estimable` stays false).
   */
  value: number | null;
  estimable: boolean;
  wellResolved: boolean;
  /** Why the value is missing, when it is not estimable. */
  notEstimable?: NotEstimable;
  /** A printed percentile whose tool did not say how many samples it rests on. */
  countUnknown?: boolean;
}

export interface RunMetrics {
  /** Operations in the run; undefined when the tool did not say. */
  n: number | undefined;
  metrics: Partial<Record<MetricId, RunMetric>>;
  /** Order statistics of the run, for within-run intervals (raw samples and histograms). */
  order?: OrderStatistics;
  /** Median-normalised sketch of the run's distribution (≤ 1,000 points), for shape diagnostics. */
  sketch?: Float64Array;
  /** The run's 95 % distribution-free interval for its median, when it has one. */
  medianInterval?: { lo: number; hi: number };
  /** Relative width of a histogram bucket, when the data is binned. */
  resolution?: number;
  /**
   * The fixed step the tool prints the run's values in (absolute, canonical unit), when it has one
   * (RunData `printResolution`): compare/ treats quantiles at or below it as interval-censored.
   */
  printResolution?: number;
  /**
   * The standard error of the run's mean as its tool printed it (sd / √n, with the sd and the
   * sample count the tool gave): one run's within-run interval for its mean (stats/mean-ratio.ts).
   */
  meanSe?: number;
}

const SKETCH_POINTS = 1000;

/** A quantile metric and its level. */
export interface QuantileLevel {
  id: MetricId;
  p: number;
}

const NEEDS = new Map<number, number>();
const needsOf = (p: number): number => {
  let n = NEEDS.get(p);
  if (n === undefined) NEEDS.set(p, (n = minSamplesFor(p)));
  return n;
};

const tooFew = (samples: number, metric: MetricId, p: number): RunMetric => ({
  value: null,
  estimable: false,
  wellResolved: false,
  notEstimable: { reason: 'too-few-samples', samples, metric, needs: needsOf(p) },
});

function quantileMetrics(
  n: number,
  valueAt: (p: number) => number,
  levels: readonly QuantileLevel[],
): Partial<Record<MetricId, RunMetric>> {
  const out: Partial<Record<MetricId, RunMetric>> = {};
  for (const { id, p } of levels) {
    if (!(n >= needsOf(p))) {
      out[id] = tooFew(n, id, p);
    } else {
      out[id] = { value: valueAt(p), estimable: true, wellResolved: isWellResolved(n, p) };
    }
  }
  return out;
}

function plain(value: number | undefined | null): RunMetric {
  return value === undefined || value === null || !Number.isFinite(value)
    ? { value: null, estimable: false, wellResolved: false, notEstimable: { reason: 'not-reported' } }
    : { value, estimable: true, wellResolved: true };
}

/** Evenly spaced order statistics of `order`, divided by the median. */
function sketchOf(order: OrderStatistics, median: number): Float64Array | undefined {
  if (!(median > 0) || order.n < 20) return undefined;
  const m = Math.min(SKETCH_POINTS, order.n);
  const out = new Float64Array(m);
  for (let i = 0; i < m; i++) out[i] = order.at(Math.min(order.n, Math.floor(((i + 0.5) * order.n) / m) + 1)) / median;
  return out;
}

/** {@link sketchOf} of an ascending array (the order statistic of rank k is `sorted[k − 1]`): the same doubles, read directly. */
function sketchOfSorted(sorted: Float64Array, median: number, into: Float64Array): Float64Array | undefined {
  const n = sorted.length;
  if (!(median > 0) || n < 20) return undefined;
  const m = Math.min(SKETCH_POINTS, n);
  const out = into.subarray(0, m);
  // With m = n the rank of point i is i + 1 ((i + 0.5)·n/n is exactly i + 0.5).
  if (m === n) for (let i = 0; i < m; i++) out[i] = sorted[i] / median;
  else for (let i = 0; i < m; i++) out[i] = sorted[Math.min(n, Math.floor(((i + 0.5) * n) / m) + 1) - 1] / median;
  return out;
}

/**
 * Order statistics of a run found by selection, never by a sort: the one-run and pooled paths
 * read a few ranks around a quantile (an interval's bounds, a bisection over its level), so each
 * asked rank is selected within the gap between the nearest ranks already placed. The first call
 * copies the run; a rank costs O(gap), and the gaps shrink as the asked ranks close in. Values are
 * those of a Float64Array sort, −0 before +0 included. Exported for tests.
 */
export function selectedOrder(values: Float64Array): OrderStatistics {
  const n = values.length;
  let a: Float64Array | undefined;
  /** Ranks (0-based, ascending) whose value is in place, everything before ≤ it, after ≥ it. */
  const placed: number[] = [];
  /** Values below zero, and −0s: where a zero rank lands in a sort (computed once, when needed). */
  let zeros: { negative: number; negativeZero: number } | undefined;
  const signedZero = (r: number): number => {
    if (!zeros) {
      zeros = { negative: 0, negativeZero: 0 };
      for (let i = 0; i < n; i++) {
        if (values[i] < 0) zeros.negative++;
        else if (values[i] === 0 && 1 / values[i] < 0) zeros.negativeZero++;
      }
    }
    return r < zeros.negative + zeros.negativeZero ? -0 : 0;
  };
  return {
    n,
    at(k: number): number {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const r = k - 1;
      a ??= Float64Array.from(values);
      // The first placed rank ≥ r.
      let lo = 0;
      let hi = placed.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (placed[mid] < r) lo = mid + 1;
        else hi = mid;
      }
      if (placed[lo] !== r) {
        selectInPlace(a, r, lo > 0 ? placed[lo - 1] + 1 : 0, lo < placed.length ? placed[lo] - 1 : n - 1);
        placed.splice(lo, 0, r);
      }
      const v = a[r];
      return v === 0 ? signedZero(r) : v;
    },
  };
}

/** The median's 95 % order-statistic ranks by run size: suites of thousands of runs share a few sizes. */
const MEDIAN_RANKS = new Map<number, { lo: number; hi: number }>();

/** The 1-based ranks of the median's 95 % interval of a run of n, when both lie within the run. */
function medianRanks(n: number): { lo: number; hi: number } | undefined {
  let iv = MEDIAN_RANKS.get(n);
  if (!iv) {
    const { lo, hi } = orderStatisticInterval(n, 0.5, 0.95);
    if (MEDIAN_RANKS.size >= 4096) MEDIAN_RANKS.clear();
    MEDIAN_RANKS.set(n, (iv = { lo, hi }));
  }
  return iv.lo < 1 || iv.hi > n ? undefined : iv;
}

function medianIntervalOf(n: number, at: (ranks: number[]) => number[]): { lo: number; hi: number } | undefined {
  const iv = medianRanks(n);
  if (!iv) return undefined;
  const [lo, hi] = at([iv.lo - 1, iv.hi - 1]);
  return { lo, hi };
}

/** The order statistics of one run's values, without the rest of its metrics (per-op and histogram runs). */
export function orderOf(data: RunData): OrderStatistics | undefined {
  if (data.kind === 'per-op') return selectedOrder(data.values);
  if (data.kind === 'histogram') return orderStatisticsOfHistogram(data.histogram);
  return undefined;
}

const SUBSAMPLE = 20_000;

/** [sum, min, max, ordinary, written by the counting pass] of the current run, reused. */
const MOMENTS = new Float64Array(5);

/**
 * Sum (in order), min, max, and whether the run is ordinary (1: no NaN and no −0, then any way of
 * finding a rank gives the value a sort puts there; else 0), into {@link MOMENTS}. A function of
 * its own, as is each pass over a run: a loop inside perOp ran through on-stack replacement that
 * V8 gave up and redid on every call.
 */
function moments(values: Float64Array): Float64Array {
  const n = values.length;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let ordinary = 1;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (v !== v || (v === 0 && 1 / v < 0)) ordinary = 0;
  }
  MOMENTS[0] = sum;
  MOMENTS[1] = min;
  MOMENTS[2] = max;
  MOMENTS[3] = ordinary;
  return MOMENTS;
}

/** Every stride-th value of `values`, into `into`. */
function strided(values: Float64Array, stride: number, into: Float64Array): void {
  for (let i = 0, j = 0; i < values.length; i += stride) into[j++] = values[i];
}

function perOp(values: Float64Array, levels: readonly QuantileLevel[]): RunMetrics {
  const n = values.length;
  // The shape sketch comes from an evenly strided subsample: plenty for a diagnostic.
  const stride = Math.max(1, Math.floor(n / SUBSAMPLE));
  // Sum, min, max and whether the run is ordinary: a small run's first, a large run's within the
  // counting pass below when that pass can (else after it).
  if (stride === 1) moments(values);
  // A small run's subsample (the whole run) and its sketch share one allocation: a fresh typed array
  // costs far more than 100 values. A large run's sketch gets its own, so that the sketch, kept
  // while the benchmark is compared, does not hold the 20,000-value subsample with it.
  const size = Math.ceil(n / stride);
  // A small run is its own subsample, sorted: read everything off it (thousands of benchmarks of a
  // few hundred samples each). Only with every value > 0, where a sort and a selection give the
  // same doubles (they may differ in the sign of a zero).
  const whole = stride === 1 && MOMENTS[1] > 0;
  const store = new Float64Array(whole ? size + Math.min(SKETCH_POINTS, size) : size);
  const sub = store.subarray(0, size);
  if (stride === 1) sub.set(values);
  else strided(values, stride, sub);
  sortAscending(sub);
  const sorted = orderStatisticsOfSorted(sub);
  // The median is always computed (the sketch is normalised by it), asked for or not.
  const ps = levels.some((q) => q.p === 0.5) ? levels.map((q) => q.p) : [0.5, ...levels.map((q) => q.p)];
  // A large run: the ranks wanted (quantiles, the median's interval) are read off the sorted
  // subsample's ranges in one pass over the run, no copy (stats/select.ts selectRanksWithSample).
  const ivRanks = whole ? undefined : medianRanks(n);
  let viaSample: ReturnType<typeof quantilesType7WithSample> = null;
  if (stride > 1) {
    MOMENTS[4] = 0;
    const got = quantilesType7WithSample(values, ps, ivRanks ? [ivRanks.lo - 1, ivRanks.hi - 1] : [], sub, MOMENTS);
    if (MOMENTS[4] !== 1) moments(values);
    // Only an ordinary run's ranks may be located this way: otherwise the answer is dropped.
    if (MOMENTS[3] === 1) viaSample = got;
  }
  const sum = MOMENTS[0];
  const min = MOMENTS[1];
  const max = MOMENTS[2];
  // Otherwise quantiles by selection on a scratch copy: O(n) per run instead of a sort.
  const scratch = whole ? sub : viaSample ? undefined : Float64Array.from(values);
  const qs = whole ? ps.map((p) => quantileType7(sub, p)) : viaSample ? viaSample.quantiles : quantilesType7BySelection(scratch!, ps);
  const metrics = quantileMetrics(n, (p) => qs[ps.indexOf(p)], levels);
  const median = qs[ps.indexOf(0.5)];
  metrics.min = plain(min);
  metrics.max = plain(max);
  metrics.mean = plain(sum / n);
  return {
    n,
    metrics,
    order: whole ? sorted : selectedOrder(values),
    sketch: sketchOfSorted(sub, median, whole ? store.subarray(size) : new Float64Array(Math.min(SKETCH_POINTS, size))),
    medianInterval: viaSample
      ? ivRanks && { lo: viaSample.extra[0], hi: viaSample.extra[1] }
      : medianIntervalOf(n, (ranks) => (whole ? ranks.map((r) => sub[r]) : selectRanks(scratch!, ranks))),
  };
}

function histogram(h: Histogram, levels: readonly QuantileLevel[]): RunMetrics {
  const n = h.total;
  const metrics = quantileMetrics(n, (p) => histogramValueAtPercentile(h, p * 100), levels);
  metrics.min = plain(h.min);
  metrics.max = plain(h.max);
  let mean = h.mean;
  if (mean === undefined) {
    let s = 0;
    for (let i = 0; i < h.counts.length; i++) s += h.counts[i] * h.values[i];
    mean = s / n;
  }
  metrics.mean = plain(mean);
  const order = orderStatisticsOfHistogram(h);
  return {
    n,
    metrics,
    order,
    sketch: sketchOf(order, histogramValueAtPercentile(h, 50)),
    medianInterval: medianIntervalOf(n, (ranks) => ranks.map((r) => order.at(r + 1))),
    resolution: h.resolution,
  };
}

/**
 * The levels a run of printed percentiles gives: the ones asked for, then every printed level
 * {@link printedLevelKept} keeps (p95 of cassandra-stress, redis-benchmark, Kudu), so a tool's own
 * quantiles are shown although not asked for. A level not printed is not derived from the others.
 */
export function printedLevels(points: ReadonlyArray<{ p: number }>, levels: readonly QuantileLevel[]): QuantileLevel[] {
  const out = [...levels];
  for (const { p } of points) {
    if (!printedLevelKept(p) || out.some((q) => Math.abs(q.p - p) < 1e-9)) continue;
    out.push({ id: quantileIdOf(p)!, p });
  }
  return out;
}

function printed(
  points: Array<{ p: number; value: number }>,
  count: number | undefined,
  extra: { min?: number; max?: number; mean?: number },
  levels: readonly QuantileLevel[],
): RunMetrics {
  const metrics: Partial<Record<MetricId, RunMetric>> = {};
  for (const { id, p } of printedLevels(points, levels)) {
    const point = points.find((pt) => Math.abs(pt.p - p) < 1e-9);
    if (!point) {
      metrics[id] = { value: null, estimable: false, wellResolved: false, notEstimable: { reason: 'percentile-not-printed' } };
    } else if (count !== undefined && !isEstimable(count, p)) {
      // The tool printed it: its value is kept for the report (shown with "rests on the k largest
      // samples", no verdict), while it stays not estimable (compare/ never judges it).
      metrics[id] = { ...tooFew(count, id, p), value: point.value };
    } else {
      metrics[id] = {
        value: point.value,
        estimable: true,
        wellResolved: count !== undefined && isWellResolved(count, p),
        ...(count === undefined ? { countUnknown: true } : {}),
      };
    }
  }
  metrics.min = plain(extra.min ?? points.find((pt) => pt.p === 0)?.value);
  metrics.max = plain(extra.max ?? points.find((pt) => pt.p === 1)?.value);
  metrics.mean = plain(extra.mean);
  return { n: count, metrics };
}

/** The mean's standard error sd / √n, when the tool printed both (n ≥ 2, sd finite and ≥ 0). */
function withMeanSe(m: RunMetrics, sd: number | undefined, n: number | undefined): RunMetrics {
  if (sd !== undefined && n !== undefined && n >= 2 && sd >= 0 && Number.isFinite(sd)) m.meanSe = sd / Math.sqrt(n);
  return m;
}

function withPrintResolution(m: RunMetrics, printResolution: number | undefined): RunMetrics {
  if (printResolution !== undefined && printResolution > 0 && Number.isFinite(printResolution)) m.printResolution = printResolution;
  return m;
}

/**
 * Compute the metrics one run can support: the quantiles `levels` (default p50, p90, p99, p99.9;
 * compare-suite passes the settings' ones), min, max and mean.
 */
export function runMetrics(data: RunData, levels: readonly QuantileLevel[] = QUANTILES): RunMetrics {
  switch (data.kind) {
    case 'per-op':
      return withPrintResolution(perOp(data.values, levels), data.printResolution);
    case 'histogram':
      return histogram(data.histogram, levels);
    case 'percentiles':
      return withMeanSe(withPrintResolution(printed(data.points, data.count, data, levels), data.printResolution), data.sd, data.count);
    case 'per-run':
      return { n: data.iterations, metrics: { mean: plain(data.value) } };
    case 'summary':
      return withMeanSe({ n: data.n, metrics: { mean: plain(data.mean) } }, data.sd, data.n);
  }
}
