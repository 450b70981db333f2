/**
 * Compare one metric of one benchmark between base and head (methodology §7.2): numbers only.
 *
 * Several runs per side: Hodges–Lehmann ratio of the per-run values with the exact
 * distribution-free interval. One run per side with raw samples or a histogram: the
 * order-statistic fallback (within-run only). Everything else: no interval, and a note says why.
 * Runs of one operation each (hyperfine executions): {@link comparePooled} takes the tail
 * quantiles and the descriptive metrics from the values pooled across runs.
 * Constants come first: the same number in every run on both sides is `identical` (ratio 1), all
 * zero on one side and all positive on the other is `from-zero` / `to-zero` (no ratio; the exact
 * Mann–Whitney p of the separation). Mixed zeros cannot be compared as ratios, except where the
 * tool prints in fixed steps (RunData `printResolution`): a value at or below one step is
 * interval-censored and compared as the step, and the threshold is at least one step's relative size.
 * Whether the metric gates and what its verdict is are review/'s decisions (review/gate.ts).
 */
import { message, type Message } from '../model/message.js';
import { quantileLevel, thresholdFor, type MetricId, type Settings } from '../model/settings.js';
import {
  hlRatio,
  mannWhitneySeparatedP,
  meanRatioInterval,
  meanRatioP,
  median,
  minRunsPerSide,
  minSamplesFor,
  orderStatisticsOfSorted,
  quantileRatioInterval,
  quantileRatioP,
  thresholdShiftedP,
  type QuantileRatioInterval,
} from '../stats/index.js';
import type { NotEstimable, RunMetric, RunMetrics } from './run-metrics.js';
import type { Allowance } from './allowance.js';

type Constant = NonNullable<MetricComparison['constant']>;

export interface MetricComparison {
  metric: MetricId;
  lowerIsBetter: boolean;
  /** Median of the per-run values on each side. */
  base: number | null;
  head: number | null;
  /** head / base. */
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Attained coverage of the interval (e.g. 0.9588 for 6 vs 6 runs). */
  confidence: number | null;
  method: 'across-runs' | 'within-run' | 'none';
  /** One-sided p of "head is worse by more than the threshold" (threshold-shifted test). */
  pWorse: number | null;
  /**
   * The threshold in force (max of the configured threshold, the noise floor and two bucket widths;
   * for data printed in fixed steps, at least one step relative to the smaller median).
   */
  threshold: number;
  runs: { base: number; head: number };
  /** Why the metric cannot be compared at all (a run cannot give it, or one side has no value); unset when it can. */
  notEstimable?: NotEstimable | { reason: 'no-value' };
  /** Rough runs per side that would settle the interval against the threshold (across-runs only). */
  runsNeeded?: number;
  /**
   * Every run on both sides gave the same constant (`identical`: no change, ratio 1), or one side is
   * all zero and the other all positive (`from-zero`: 0 → k, `to-zero`: k → 0; ratio null). Counts
   * such as allocs/op, B/op and errors do this; a ratio interval cannot.
   */
  constant?: 'identical' | 'from-zero' | 'to-zero';
  /** One run per side reached the one-run path (within-run interval or none): the single-run gate rule applies. */
  singleRun: boolean;
  /**
   * Runs of one operation each (hyperfine executions): `values` are each side's pooled sample and
   * this metric comes from it (tail quantiles by order statistics, min/max/mean descriptive), not
   * from a Hodges–Lehmann ratio of per-run values. Use {@link intervalAt} to recompute its interval.
   */
  pooled?: boolean;
  /**
   * The tool's fixed print resolution (absolute, canonical unit) when the runs carry one and the
   * tool printed this metric at it (quantiles, min, max), with how many runs per side gave a value
   * at or below it: those were compared as the resolution itself (see {@link censorAtResolution}).
   */
  printResolution?: { resolution: number; censored: { base: number; head: number } };
  /**
   * The one-process noise allowance in force (compare/allowance.ts), when the benchmark's runs do
   * not measure process-to-process noise: the threshold is at least its value, and more repetitions
   * in the same process cannot settle the comparison (no `runsNeeded`).
   */
  allowance?: Allowance;
  /** The threshold in force before the allowance raised it (set with `allowance`). */
  thresholdBeforeAllowance?: number;
  /** What limited or qualified the comparison, as data (ids `compare.*`). */
  notes: Message[];
  /** Per-run values, kept for review's FCR-adjusted intervals and for diagnostics. */
  values: { base: number[]; head: number[] };
}

export interface MetricInput {
  metric: MetricId;
  base: RunMetrics[];
  head: RunMetrics[];
  lowerIsBetter: boolean;
  settings: Settings;
  /** The one-process noise allowance, when the benchmark's evidence needs one (compare/allowance.ts). */
  allowance?: Allowance;
}

/** Orient an interval so that "cost > 1" always means worse. */
export function asCost(ratio: number, lo: number, hi: number, lowerIsBetter: boolean): [number, number, number] {
  return lowerIsBetter ? [ratio, lo, hi] : [1 / ratio, hi === 0 ? Infinity : 1 / hi, lo === 0 ? Infinity : 1 / lo];
}

/**
 * Rough runs per side that would settle an interval against the threshold band, assuming the
 * estimate stays put and half-widths shrink like 1/√n (methodology §7.4). Undefined when more
 * runs cannot help.
 */
export function runsNeeded(ratio: number, lo: number, hi: number, t: number, lowerIsBetter: boolean, n: number): number | undefined {
  const [c, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter).map(Math.log) as [number, number, number];
  const band = Math.log(1 + t);
  let factor: number;
  if (c > band)
    factor = (c - cLo) / (c - band); // towards regression
  else if (c < -band)
    factor = (cHi - c) / (-band - c); // towards improvement
  else factor = Math.max((cHi - c) / (band - c), (c - cLo) / (c + band)); // towards no-change
  if (!Number.isFinite(factor) || factor <= 0) return undefined;
  return Math.max(n + 1, Math.ceil(n * factor * factor));
}

function acrossRuns(input: MetricInput, a: number[], b: number[], t: number, out: MetricComparison): MetricComparison {
  const { alpha } = input.settings;
  const hl = hlRatio(a, b, { alpha });
  out.ratio = hl.ratio;
  out.method = 'across-runs';
  if (!(hl.upper < Infinity) || !(hl.lower > 0)) {
    out.notes.push(message('compare.too-few-runs', { base: a.length, head: b.length, alpha, needs: minRunsPerSide(alpha) }));
    return out;
  }
  out.ciLow = hl.lower;
  out.ciHigh = hl.upper;
  out.confidence = hl.coverage;
  out.pWorse = thresholdShiftedP(a, b, t, input.lowerIsBetter ? 'greater' : 'less');
  out.runsNeeded = runsNeeded(hl.ratio, hl.lower, hl.upper, t, input.lowerIsBetter, Math.min(a.length, b.length));
  return out;
}

function withinRun(input: MetricInput, p: number, t: number, out: MetricComparison): MetricComparison {
  const { alpha } = input.settings;
  const [base, head] = [input.base[0].order!, input.head[0].order!];
  out.method = 'within-run';
  out.ratio = out.base && out.head ? out.head / out.base : null;
  out.notes.push(message('compare.within-run'));
  const iv = quantileRatioInterval(base, head, p, alpha);
  if (iv.lower === null || iv.upper === null || !Number.isFinite(iv.upper) || !(iv.lower > 0) || out.ratio === null) {
    out.notes.push(message('compare.within-run-too-few-samples', { metric: input.metric }));
    return out;
  }
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = quantileRatioP(base, head, p, t, input.lowerIsBetter ? 'greater' : 'less');
  return out;
}

/**
 * Whether the values are constants: every value on both sides the same number (`identical`, 0
 * included), or one side all zero and the other all positive (`from-zero` base 0 → head k,
 * `to-zero` k → 0). Undefined otherwise, and when a side has no value.
 */
export function constantCase(a: readonly number[], b: readonly number[]): Constant | undefined {
  if (a.length === 0 || b.length === 0) return undefined;
  const c = a[0];
  if (a.every((v) => v === c) && b.every((v) => v === c)) return 'identical';
  const zero = (xs: readonly number[]) => xs.every((v) => v === 0);
  const positive = (xs: readonly number[]) => xs.every((v) => v > 0);
  if (zero(a) && positive(b)) return 'from-zero';
  if (positive(a) && zero(b)) return 'to-zero';
  return undefined;
}

/**
 * Fill a comparison of constants. `identical`: ratio 1 with the degenerate interval [1, 1] at
 * confidence 1 and pWorse 1 (nothing can be worse). `from-zero` / `to-zero`: no ratio and no
 * interval; with ≥ 2 runs per side pWorse is the exact one-sided Mann–Whitney p of the complete
 * separation in the "worse" direction (1/C(m+n, m) when the change is for the worse, else 1).
 * `method` is the path the runs would otherwise take (across-runs, or the one-run path).
 */
function withConstant(out: MetricComparison, constant: Constant, method: MetricComparison['method']): MetricComparison {
  out.constant = constant;
  out.method = method;
  const { base: m, head: n } = out.runs;
  if (constant === 'identical') {
    out.ratio = 1;
    out.ciLow = 1;
    out.ciHigh = 1;
    out.confidence = 1;
    out.pWorse = 1;
    return out;
  }
  out.ratio = null;
  if (m >= 2 && n >= 2) {
    const headUp = constant === 'from-zero';
    out.pWorse = headUp === out.lowerIsBetter ? mannWhitneySeparatedP(m, n) : 1;
  }
  return out;
}

/** Metrics a tool prints at its print resolution; a mean is computed, not printed in the tool's steps. */
const printedInSteps = (metric: MetricId): boolean => metric === 'min' || metric === 'max' || quantileLevel(metric) !== undefined;

/** A quantile metric's level, as `{ p }`; undefined for min, max and mean. */
const quantileOf = (metric: MetricId): { p: number } | undefined => {
  const p = quantileLevel(metric);
  return p === undefined ? undefined : { p };
};

/**
 * Interval-censoring at a tool's print resolution r: a printed value v ≤ r (0 included) only says
 * that the true value lies in [0, r], so it is compared as r itself (values above r are kept).
 * Why r and not r/2: every censored value then ties with every other one, so a ratio between two
 * of them is 1, and a ratio between a censored and an uncensored value v is v/r, nearer to 1 than
 * the true v/x for any x in [0, r]. The substitution can only shrink a change, never create or
 * enlarge one, in either direction (r/2 would turn a printed 0 vs a printed r into a factor 2).
 * The ratios stay finite, so Hodges–Lehmann and its interval work with zeros in the data.
 * With r = 0 the values are returned unchanged.
 */
export function censorAtResolution(values: readonly number[], resolution: number): number[] {
  return resolution > 0 ? values.map((v) => (v <= resolution ? resolution : v)) : [...values];
}

/**
 * The print resolution's part in a comparison with data: record it and the censored runs, and raise
 * the threshold to the resolution's relative size at the compared values, r / min(base, head)
 * (medians of the censored values, so at most 1). That is the largest bias rounding can give a
 * ratio: two values each off by less than r, at a median of m or more, change their ratio by a
 * factor of at most 1 + r/m. One note (`compare.resolution-raised`) when the threshold was raised
 * or some run was censored.
 */
function applyPrintResolution(out: MetricComparison, resolution: number): void {
  const censored = {
    base: out.values.base.filter((v) => v === resolution).length,
    head: out.values.head.filter((v) => v === resolution).length,
  };
  out.printResolution = { resolution, censored };
  if (out.base === null || out.head === null) return;
  const relative = resolution / Math.min(out.base, out.head);
  const raised = relative > out.threshold;
  if (raised) out.threshold = relative;
  const runs = censored.base + censored.head;
  if (raised || runs > 0)
    out.notes.push(message('compare.resolution-raised', { resolution, threshold: out.threshold, raised, censored: runs }));
}

/** The threshold in force: the configured one, the noise floor, and two bucket widths. */
function thresholdOf(metric: MetricId, settings: Settings, resolution = 0): number {
  return Math.max(thresholdFor(settings, metric), settings.noiseFloor[metric] ?? 0, 2 * resolution);
}

function emptyComparison(metric: MetricId, lowerIsBetter: boolean, t: number, a: number[], b: number[]): MetricComparison {
  return {
    metric,
    lowerIsBetter,
    base: median(a),
    head: median(b),
    ratio: null,
    ciLow: null,
    ciHigh: null,
    confidence: null,
    method: 'none',
    pWorse: null,
    threshold: t,
    runs: { base: a.length, head: b.length },
    singleRun: false,
    notes: [],
    values: { base: a, head: b },
  };
}

/** The runs' entries for `metric`, those that have one. */
function picked(rs: readonly RunMetrics[], metric: MetricId): RunMetric[] {
  const out: RunMetric[] = [];
  for (const r of rs) {
    const m = r.metrics[metric];
    if (m !== undefined) out.push(m);
  }
  return out;
}

/** The values of the estimable entries that have one. */
function estimableValues(ms: readonly RunMetric[]): number[] {
  const out: number[] = [];
  for (const m of ms) if (m.estimable && m.value !== null) out.push(m.value);
  return out;
}

/** Compare one metric. */
export function compareMetric(input: MetricInput): MetricComparison {
  const { metric, settings } = input;
  // Histogram quantiles move in bucket steps: a threshold below two bucket widths is meaningless.
  // (Loops rather than spreads and closures: this runs for every metric of every benchmark; the
  // maxima are taken in the same order, so the same doubles.)
  let resolution = 0;
  let coarsest = 0;
  for (const rs of [input.base, input.head]) {
    for (const r of rs) {
      resolution = Math.max(resolution, r.resolution ?? 0);
      coarsest = Math.max(coarsest, r.printResolution ?? 0);
    }
  }
  const t = thresholdOf(metric, settings, resolution);
  const bm = picked(input.base, metric);
  const hm = picked(input.head, metric);
  // The coarsest print resolution of the runs, for a metric printed in steps; 0 when there is none.
  const printResolution = printedInSteps(metric) ? coarsest : 0;
  const a = censorAtResolution(estimableValues(bm), printResolution);
  const b = censorAtResolution(estimableValues(hm), printResolution);
  const out = emptyComparison(metric, input.lowerIsBetter, t, a, b);
  if (t > thresholdOf(metric, settings)) out.notes.push(message('compare.threshold-raised', { threshold: t }));
  if (input.allowance) withAllowance(out, input.allowance);
  const missing = [...bm, ...hm].find((m) => !m.estimable);
  if (missing || a.length === 0 || b.length === 0) {
    out.notEstimable = missing?.notEstimable ?? { reason: 'no-value' };
    out.notes.push(message('compare.not-estimable', { ...out.notEstimable }));
    // A printed percentile too extreme for its sample (Kudu's p99.99) keeps the printed value, shown without a verdict.
    const printedValue = (ms: RunMetric[]) =>
      median(ms.filter((m) => !m.estimable && m.value !== null && m.notEstimable?.reason === 'too-few-samples').map((m) => m.value!));
    if (out.base === null) out.base = printedValue(bm);
    if (out.head === null) out.head = printedValue(hm);
    return out;
  }
  if (printResolution > 0) applyPrintResolution(out, printResolution);
  const quantile = quantileOf(metric);
  out.singleRun = input.base.length === 1 && input.head.length === 1;
  const withinRunPath = out.singleRun && quantile !== undefined && input.base[0].order !== undefined && input.head[0].order !== undefined;
  const constant = constantCase(a, b);
  if (constant) {
    // One run per side keeps the single-run rule: the method says which one-run path it is.
    const c = withConstant(out, constant, out.singleRun ? (withinRunPath ? 'within-run' : 'none') : 'across-runs');
    if (c.method === 'within-run') c.notes.push(message('compare.within-run'));
    return c;
  }
  if (out.base !== null && out.head !== null && out.base > 0) out.ratio = out.head / out.base;
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) {
    out.notes.push(message('compare.non-positive'));
    return out;
  }
  if (withinRunPath) return withinRun(input, quantile.p, out.threshold, out);
  if (out.singleRun) {
    if (metric === 'mean' && input.base[0].meanSe !== undefined && input.head[0].meanSe !== undefined) return meanWithinRun(input, out);
    out.notes.push(message('compare.one-run-no-interval', { needs: minRunsPerSide(settings.alpha) }));
    return out;
  }
  const across = acrossRuns(input, a, b, out.threshold, out);
  // Repetitions inside one process: more of them cannot measure the noise between processes.
  if (input.allowance) delete across.runsNeeded;
  return across;
}

/**
 * The allowance in force: the threshold is at least its value. No note: the report carries the
 * allowance itself, and review/ words it with the verdict.
 */
function withAllowance(out: MetricComparison, allowance: Allowance): void {
  out.allowance = allowance;
  out.thresholdBeforeAllowance = out.threshold;
  if (allowance.value > out.threshold) out.threshold = allowance.value;
}

/**
 * One run per side of a tool that printed each run's mean with its spread and sample count
 * (vitest bench, tinybench, BenchmarkDotNet, wrk): the within-run interval of the ratio of means
 * from their standard errors (stats/mean-ratio.ts), with its one-sided p against the threshold.
 */
function meanWithinRun(input: MetricInput, out: MetricComparison): MetricComparison {
  const { alpha } = input.settings;
  const [b, h] = [input.base[0], input.head[0]];
  out.method = 'within-run';
  out.notes.push(message('compare.within-run'));
  const iv =
    out.base !== null && out.head !== null
      ? meanRatioInterval({ mean: out.base, se: b.meanSe! }, { mean: out.head, se: h.meanSe! }, alpha)
      : null;
  if (!iv) {
    out.notes.push(message('compare.one-run-no-interval', { needs: minRunsPerSide(alpha) }));
    return out;
  }
  out.ratio = iv.ratio;
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = meanRatioP(iv, out.threshold, input.lowerIsBetter ? 'greater' : 'less');
  return out;
}

/** Each side's order-statistic interval has finite ends (ranks 1…n, not ±∞). */
function bothBounded(iv: QuantileRatioInterval, nBase: number, nHead: number): boolean {
  const { baseInterval: b, headInterval: h } = iv;
  return b.lo >= 1 && b.hi <= nBase && h.lo >= 1 && h.hi <= nHead;
}

export interface PooledInput {
  /** A tail quantile (p90, p99, p99.9) or a descriptive metric (min, max, mean); p50 goes through {@link compareMetric}. */
  metric: MetricId;
  /** Each side's run values pooled as one per-operation sample (`runMetrics` of per-op data); undefined when the side has no run. */
  base: RunMetrics | undefined;
  head: RunMetrics | undefined;
  /** The run values themselves, one per run. */
  values: { base: number[]; head: number[] };
  lowerIsBetter: boolean;
  settings: Settings;
}

/**
 * Compare a metric of runs that are one operation each (hyperfine executions): the values across
 * runs are a per-operation distribution. Tail quantiles are Type 7 quantiles of each side's pooled
 * values, estimable iff the side has ≥ n_min(p) runs, with the order-statistic ratio interval
 * (two intervals at level √(1−α), methodology §3.2 (2)) and its p; since every value is its own
 * process, the evidence is across runs (`method: 'across-runs'`, not single-run). The interval is
 * unbounded until a side has n_min(p) at level √(1−α) runs (42 for p90 at α = 0.05): then the note
 * `compare.too-few-runs` says how many. min, max and mean are descriptive: the pooled values'
 * extremes and arithmetic mean, their ratio, no interval.
 */
export function comparePooled(input: PooledInput): MetricComparison {
  const { metric, settings } = input;
  const { alpha } = settings;
  const { base: a, head: b } = input.values;
  const out = emptyComparison(metric, input.lowerIsBetter, thresholdOf(metric, settings), a, b);
  out.base = null;
  out.head = null;
  out.pooled = true;
  const [mb, mh] = [input.base?.metrics[metric], input.head?.metrics[metric]];
  const missing = [mb, mh].find((m) => m !== undefined && !m.estimable);
  if (missing || !mb || !mh || mb.value === null || mh.value === null) {
    out.notEstimable = missing?.notEstimable ?? { reason: 'no-value' };
    // The pooled sample's size is the number of runs: the wording says runs, not samples in a run.
    out.notes.push(message('compare.not-estimable', { ...out.notEstimable, pooled: true }));
    return out;
  }
  out.base = mb.value;
  out.head = mh.value;
  const quantile = quantileOf(metric);
  out.singleRun = quantile === undefined && a.length === 1 && b.length === 1;
  const constant = constantCase(a, b);
  if (constant) return withConstant(out, constant, out.singleRun ? 'none' : 'across-runs');
  if (out.base > 0) out.ratio = out.head / out.base;
  if (!(out.base > 0 && out.head > 0)) {
    out.notes.push(message('compare.non-positive'));
    return out;
  }
  if (!quantile) return out;
  out.method = 'across-runs';
  const [ob, oh] = [input.base!.order!, input.head!.order!];
  const iv = quantileRatioInterval(ob, oh, quantile.p, alpha);
  if (!bothBounded(iv, ob.n, oh.n)) {
    out.notes.push(
      message('compare.too-few-runs', { base: a.length, head: b.length, alpha, needs: minSamplesFor(quantile.p, Math.sqrt(1 - alpha)) }),
    );
    return out;
  }
  if (!(iv.lower > 0) || !Number.isFinite(iv.upper)) {
    out.notes.push(message('compare.non-positive'));
    return out;
  }
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = quantileRatioP(ob, oh, quantile.p, out.threshold, input.lowerIsBetter ? 'greater' : 'less');
  out.runsNeeded = runsNeeded(out.ratio!, iv.lower, iv.upper, out.threshold, input.lowerIsBetter, Math.min(a.length, b.length));
  return out;
}

/**
 * The interval of an across-runs comparison recomputed at another level (review's FCR-adjusted
 * intervals): the Hodges–Lehmann interval of per-run values, or for a pooled tail quantile the
 * order-statistic interval of the pooled values. Null when there is nothing to recompute: a
 * constant (its [1, 1] holds at any level; 0 → k has no ratio), a descriptive or one-run metric,
 * or no finite interval at that level.
 */
export function intervalAt(m: MetricComparison, alpha: number): { lower: number; upper: number; coverage: number } | null {
  if (m.method !== 'across-runs' || m.constant !== undefined) return null;
  const { base: a, head: b } = m.values;
  if (a.length === 0 || b.length === 0) return null;
  if (m.pooled) {
    const quantile = quantileOf(m.metric);
    if (!quantile) return null;
    const sorted = (xs: number[]) => orderStatisticsOfSorted(Float64Array.from(xs).sort());
    const [ob, oh] = [sorted(a), sorted(b)];
    const iv = quantileRatioInterval(ob, oh, quantile.p, alpha);
    if (!bothBounded(iv, ob.n, oh.n) || !(iv.lower > 0) || !Number.isFinite(iv.upper)) return null;
    return { lower: iv.lower, upper: iv.upper, coverage: 1 - alpha };
  }
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) return null;
  const hl = hlRatio(a, b, { alpha });
  return hl.upper < Infinity && hl.lower > 0 ? { lower: hl.lower, upper: hl.upper, coverage: hl.coverage } : null;
}
