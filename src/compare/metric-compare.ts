/**
 * Compare one metric of one benchmark between base and head (methodology §7.2): numbers only.
 *
 * Several runs per side: Hodges–Lehmann ratio of the per-run values with the exact
 * distribution-free interval. One run per side with raw samples or a histogram: the
 * order-statistic fallback (within-run only). Everything else: no interval, and a note says why.
 * Whether the metric gates and what its verdict is are review/'s decisions (review/gate.ts).
 */
import { message, type Message } from '../model/message.js';
import { QUANTILES, type MetricId, type Settings } from '../model/settings.js';
import { hlRatio, minRunsPerSide, quantileRatioInterval, quantileRatioP, thresholdShiftedP } from '../stats/index.js';
import type { NotEstimable, RunMetrics } from './run-metrics.js';

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
  /** The threshold in force (max of the configured threshold, the noise floor and two bucket widths). */
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
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
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
  if (c > band) factor = (c - cLo) / (c - band); // towards regression
  else if (c < -band) factor = (cHi - c) / (-band - c); // towards improvement
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

/** Compare one metric. */
export function compareMetric(input: MetricInput): MetricComparison {
  const { metric, settings } = input;
  const floor = settings.noiseFloor[metric];
  // Histogram quantiles move in bucket steps: a threshold below two bucket widths is meaningless.
  const resolution = Math.max(0, ...[...input.base, ...input.head].map((r) => r.resolution ?? 0));
  const t = Math.max(settings.thresholds[metric], floor ?? 0, 2 * resolution);
  const pick = (rs: RunMetrics[]) => rs.map((r) => r.metrics[metric]).filter((m) => m !== undefined);
  const [bm, hm] = [pick(input.base), pick(input.head)];
  const a = bm.filter((m) => m.estimable && m.value !== null).map((m) => m.value!);
  const b = hm.filter((m) => m.estimable && m.value !== null).map((m) => m.value!);
  const out: MetricComparison = {
    metric,
    lowerIsBetter: input.lowerIsBetter,
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
  if (t > Math.max(settings.thresholds[metric], floor ?? 0)) out.notes.push(message('compare.threshold-raised', { threshold: t }));
  const missing = [...bm, ...hm].find((m) => !m.estimable);
  if (missing || a.length === 0 || b.length === 0) {
    out.notEstimable = missing?.notEstimable ?? { reason: 'no-value' };
    out.notes.push(message('compare.not-estimable', { ...out.notEstimable }));
    return out;
  }
  if (out.base !== null && out.head !== null && out.base > 0) out.ratio = out.head / out.base;
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) {
    out.notes.push(message('compare.non-positive'));
    return out;
  }
  const quantile = QUANTILES.find((q) => q.id === metric);
  out.singleRun = input.base.length === 1 && input.head.length === 1;
  if (out.singleRun && quantile && input.base[0].order && input.head[0].order) return withinRun(input, quantile.p, t, out);
  if (out.singleRun) {
    out.notes.push(message('compare.one-run-no-interval', { needs: minRunsPerSide(settings.alpha) }));
    return out;
  }
  return acrossRuns(input, a, b, t, out);
}
