/**
 * Compare one metric of one benchmark between base and head (methodology §7.2).
 *
 * Several runs per side: Hodges–Lehmann ratio of the per-run values with the exact
 * distribution-free interval. One run per side with raw samples or a histogram: the
 * order-statistic fallback (within-run only). Everything else: insufficient data, said plainly.
 */
import { hlRatio, quantileRatioInterval, quantileRatioP, thresholdShiftedP } from '../stats/index.js';
import type { RunMetrics } from './run-metrics.js';
import { QUANTILES, type MetricId, type Settings } from './settings.js';

export type Verdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive' | 'insufficient-data';

export interface MetricComparison {
  metric: MetricId;
  /** Median of the per-run values on each side. */
  base: number | null;
  head: number | null;
  /** head / base. */
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Attained coverage of the interval shown (e.g. 0.9588 for 6 vs 6 runs). */
  confidence: number | null;
  method: 'across-runs' | 'within-run' | 'none';
  verdict: Verdict;
  gated: boolean;
  /** One-sided p of "head is worse by more than the threshold" (threshold-shifted test). */
  pWorse: number | null;
  /** The threshold in force (max of the configured threshold and noise floor). */
  threshold: number;
  runs: { base: number; head: number };
  /** Rough runs per side that would resolve an inconclusive verdict. */
  runsNeeded?: number;
  notes: string[];
  /** Set by the suite stage when Benjamini–Hochberg confirmed a regression. */
  confirmed?: boolean;
  /** Per-run values, kept for the suite stage (FCR-adjusted intervals) and diagnostics. */
  values: { base: number[]; head: number[] };
}

export interface MetricInput {
  metric: MetricId;
  base: RunMetrics[];
  head: RunMetrics[];
  lowerIsBetter: boolean;
  /** Whether the gate policy selects this metric (before single-run and estimability rules). */
  policyGated: boolean;
  settings: Settings;
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Orient an interval so that "cost > 1" always means worse. */
function cost(ratio: number, lo: number, hi: number, lowerIsBetter: boolean): [number, number, number] {
  return lowerIsBetter ? [ratio, lo, hi] : [1 / ratio, hi === 0 ? Infinity : 1 / hi, lo === 0 ? Infinity : 1 / lo];
}

export function verdictOf(ratio: number, lo: number, hi: number, t: number, lowerIsBetter: boolean): Verdict {
  const [, cLo, cHi] = cost(ratio, lo, hi, lowerIsBetter);
  if (!Number.isFinite(cHi) || cLo <= 0) return 'insufficient-data';
  if (cLo > 1 + t) return 'regression';
  if (cHi < 1 / (1 + t)) return 'improvement';
  if (cLo >= 1 / (1 + t) && cHi <= 1 + t) return 'no-change';
  return 'inconclusive';
}

/**
 * Rough runs per side that would resolve an inconclusive verdict, assuming the estimate stays
 * put and half-widths shrink like 1/√n (methodology §7.4). Undefined when more runs cannot help.
 */
export function runsNeeded(ratio: number, lo: number, hi: number, t: number, lowerIsBetter: boolean, n: number): number | undefined {
  const [c, cLo, cHi] = cost(ratio, lo, hi, lowerIsBetter).map(Math.log) as [number, number, number];
  const band = Math.log(1 + t);
  let factor: number;
  if (c > band) factor = (c - cLo) / (c - band); // towards regression
  else if (c < -band) factor = (cHi - c) / (-band - c); // towards improvement
  else factor = Math.max((cHi - c) / (band - c), (c - cLo) / (c + band)); // towards no-change
  if (!Number.isFinite(factor) || factor <= 0) return undefined;
  return Math.max(n + 1, Math.ceil(n * factor * factor));
}

const fmtRuns = (n: number) => `${n} run${n === 1 ? '' : 's'}`;

function acrossRuns(input: MetricInput, a: number[], b: number[], t: number, out: MetricComparison): MetricComparison {
  const { alpha } = input.settings;
  const hl = hlRatio(a, b, { alpha });
  out.ratio = hl.ratio;
  out.method = 'across-runs';
  if (!(hl.upper < Infinity) || !(hl.lower > 0)) {
    out.verdict = 'insufficient-data';
    out.notes.push(`${fmtRuns(a.length)} vs ${fmtRuns(b.length)}: no difference can be shown at α = ${alpha} (needs ≥ 4 runs per side).`);
    return out;
  }
  out.ciLow = hl.lower;
  out.ciHigh = hl.upper;
  out.confidence = hl.coverage;
  out.verdict = verdictOf(hl.ratio, hl.lower, hl.upper, t, input.lowerIsBetter);
  out.pWorse = thresholdShiftedP(a, b, t, input.lowerIsBetter ? 'greater' : 'less');
  if (out.verdict === 'inconclusive') out.runsNeeded = runsNeeded(hl.ratio, hl.lower, hl.upper, t, input.lowerIsBetter, Math.min(a.length, b.length));
  return out;
}

function withinRun(input: MetricInput, p: number, t: number, out: MetricComparison): MetricComparison {
  const { alpha } = input.settings;
  const [base, head] = [input.base[0].order!, input.head[0].order!];
  out.method = 'within-run';
  out.ratio = out.base && out.head ? out.head / out.base : null;
  out.notes.push('Within-run only — run-to-run noise not measured.');
  const iv = quantileRatioInterval(base, head, p, alpha);
  if (iv.lower === null || iv.upper === null || !Number.isFinite(iv.upper) || !(iv.lower > 0) || out.ratio === null) {
    out.verdict = 'insufficient-data';
    out.notes.push(`A one-run interval for ${input.metric} needs more samples per run.`);
    return out;
  }
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.verdict = verdictOf(out.ratio, iv.lower, iv.upper, t, input.lowerIsBetter);
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
    base: median(a),
    head: median(b),
    ratio: null,
    ciLow: null,
    ciHigh: null,
    confidence: null,
    method: 'none',
    verdict: 'insufficient-data',
    gated: input.policyGated,
    pWorse: null,
    threshold: t,
    runs: { base: a.length, head: b.length },
    notes: [],
    values: { base: a, head: b },
  };
  if (t > Math.max(settings.thresholds[metric], floor ?? 0)) {
    out.notes.push(`Threshold raised to ${(100 * t).toFixed(1)}%: two bucket widths of the histogram (changes smaller than that are binning).`);
  }
  const missing = [...bm, ...hm].find((m) => !m.estimable);
  if (missing || a.length === 0 || b.length === 0) {
    out.notes.push(`Not estimable: ${missing?.reason ?? 'no value on one side'}.`);
    return out;
  }
  if (out.base !== null && out.head !== null && out.base > 0) out.ratio = out.head / out.base;
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) {
    out.notes.push('Values of zero or below cannot be compared as ratios.');
    return out;
  }
  const quantile = QUANTILES.find((q) => q.id === metric);
  const singleRun = input.base.length === 1 && input.head.length === 1;
  if (singleRun && quantile && input.base[0].order && input.head[0].order) {
    // One run per side: advisory unless a noise floor was measured for this metric.
    out.gated = input.policyGated && floor !== undefined;
    return withinRun(input, quantile.p, t, out);
  }
  if (singleRun) {
    out.notes.push('One run per side: no interval for this metric; run the benchmark ≥ 4 times per side.');
    out.gated = false;
    return out;
  }
  return acrossRuns(input, a, b, t, out);
}
