/**
 * Compare a whole suite: every metric of every benchmark, as numbers. Pure: a Suite and Settings
 * in, a Comparison out. Which metrics gate, the verdicts, Benjamini–Hochberg and the status are
 * decided in review/ (review/gate.ts).
 */
import { metricOrder, quantileLevel, quantilesOf, type MetricId, type Settings } from '../model/settings.js';
import type { Benchmark, SampleKind, Side } from '../model/types.js';
import { diagnose, type Diagnostics } from './diagnostics.js';
import { compareMetric, comparePooled, type MetricComparison } from './metric-compare.js';
import { runMetrics, type QuantileLevel, type RunMetrics } from './run-metrics.js';
import { allowanceFor, evidenceLevel, needsAllowance, type EvidenceLevel } from './allowance.js';

export interface BenchmarkComparison {
  benchmark: Benchmark;
  samples: { base: number; head: number };
  metrics: Partial<Record<MetricId, MetricComparison>>;
  diagnostics: Diagnostics;
  /** Smallest run (operations) per side, when known; for runs of one operation each, the pooled run count. */
  smallestRun: { base: number | undefined; head: number | undefined };
  /**
   * What the tail quantiles describe: `per-op` when there are per-operation values (raw samples,
   * histograms, printed percentiles, or runs of one operation each such as hyperfine executions),
   * `per-run` when there are only per-run aggregates (tails then do not exist; the centre is compared).
   */
  distribution: 'per-op' | 'per-run';
  /**
   * Per quantile metric: every run on both sides (the pooled sample, for runs of one operation
   * each) supports it well-resolved (n(1−p) ≥ 10). The gate lets p99.9 and beyond gate only then.
   */
  wellResolved: Partial<Record<MetricId, boolean>>;
  /**
   * What the runs can show about the noise between processes (compare/allowance.ts): where it is
   * not measured, each metric carries the one-process allowance its threshold includes.
   */
  evidence: EvidenceLevel;
}

export interface Comparison {
  settings: Settings;
  benchmarks: BenchmarkComparison[];
  /** Names present on one side only. */
  onlyIn: { base: string[]; head: string[] };
}

/** Kinds that carry a per-operation distribution, so tail quantiles can be compared. */
export const TAIL_KINDS: readonly SampleKind[] = ['per-op', 'histogram', 'percentiles'];

/** The quantiles the settings ask for, with their levels. */
function levelsOf(settings: Settings): QuantileLevel[] {
  return quantilesOf(settings).map((id) => ({ id, p: quantileLevel(id)! }));
}

/**
 * The metrics compared: for a per-operation kind min, the quantiles asked for and any level a run's
 * tool printed (run-metrics.ts printedLevels), max and mean, in display order; else the mean.
 */
function metricsFor(kind: SampleKind, levels: readonly QuantileLevel[], runs: readonly RunMetrics[]): MetricId[] {
  if (!TAIL_KINDS.includes(kind)) return ['mean'];
  // Each run's ids once, in first-seen order, after the ones asked for: metricOrder keeps the first
  // of equal ids, so the order is that of the full list, which stays short enough to be cached.
  const ids: string[] = ['min', ...levels.map((q) => q.id), 'max', 'mean'];
  const seen = new Set(ids);
  for (const r of runs) {
    for (const id in r.metrics) {
      if (!seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
  }
  return metricOrder(ids);
}

/** Per quantile metric, whether every one of `runs` has it well-resolved. */
function wellResolvedOf(ids: readonly MetricId[], runs: readonly RunMetrics[]): Partial<Record<MetricId, boolean>> {
  const out: Partial<Record<MetricId, boolean>> = {};
  for (const id of ids)
    if (quantileLevel(id) !== undefined) out[id] = runs.length > 0 && runs.every((r) => r.metrics[id]?.wellResolved === true);
  return out;
}

/** Every run is one operation (`per-run` with `iterations: 1`: hyperfine executions, Go at b.N = 1). */
export function runsAreOperations(b: Benchmark): boolean {
  const runs = [...b.runs.base, ...b.runs.head];
  return runs.length > 0 && runs.every((r) => r.data.kind === 'per-run' && r.data.iterations === 1);
}

/**
 * Runs of one operation each: the values across runs are a per-operation distribution. p50 is the
 * Hodges–Lehmann ratio across runs (as the centre of any per-run data); the tail quantiles, min,
 * max and mean come from each side's pooled values (metric-compare.ts, comparePooled). The
 * sample the tails rest on is the pooled one, so `samples` and `smallestRun` are the run counts,
 * and p99.9 is well resolved when a side has ≥ 10,000 runs.
 */
function compareOperations(b: Benchmark, settings: Settings): BenchmarkComparison {
  const valuesOf = (side: Side) => b.runs[side].map((r) => (r.data.kind === 'per-run' ? r.data.value : NaN));
  const values = { base: valuesOf('base'), head: valuesOf('head') };
  const levels = levelsOf(settings);
  const pooled = (vs: number[]) => (vs.length > 0 ? runMetrics({ kind: 'per-op', values: Float64Array.from(vs) }, levels) : undefined);
  const [pb, ph] = [pooled(values.base), pooled(values.head)];
  const asP50 = (vs: number[]): RunMetrics[] =>
    vs.map((value) => ({ n: 1, metrics: { p50: { value, estimable: true, wellResolved: true } } }));
  const metrics: Partial<Record<MetricId, MetricComparison>> = {};
  const ids = metricsFor('per-op', levels, []);
  for (const metric of ids) {
    metrics[metric] =
      metric === 'p50'
        ? compareMetric({ metric, base: asP50(values.base), head: asP50(values.head), lowerIsBetter: b.lowerIsBetter, settings })
        : comparePooled({ metric, base: pb, head: ph, values, lowerIsBetter: b.lowerIsBetter, settings });
  }
  const base: RunMetrics[] = b.runs.base.map((r) => runMetrics(r.data));
  const head: RunMetrics[] = b.runs.head.map((r) => runMetrics(r.data));
  const present = [pb, ph].filter((r) => r !== undefined);
  return {
    evidence: evidenceLevel(b, true),
    benchmark: b,
    samples: { base: values.base.length, head: values.head.length },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha, { base: pb?.sketch, head: ph?.sketch }),
    distribution: 'per-op',
    smallestRun: { base: pb?.n, head: ph?.n },
    wellResolved: wellResolvedOf(ids, present),
  };
}

/**
 * The settings one benchmark is compared with: its calibrated floors (settings.noiseFloors, from a
 * noise-floor file) raise the global noise floor metric by metric, so its threshold is
 * max(threshold, global floor, the benchmark's floor).
 */
export function settingsFor(name: string, settings: Settings): Settings {
  const own = settings.noiseFloors && Object.hasOwn(settings.noiseFloors, name) ? settings.noiseFloors[name] : undefined;
  if (!own) return settings;
  const noiseFloor = { ...settings.noiseFloor };
  for (const [metric, floor] of Object.entries(own) as Array<[MetricId, number]>)
    noiseFloor[metric] = Math.max(noiseFloor[metric] ?? 0, floor);
  return { ...settings, noiseFloor };
}

function compareBenchmark(b: Benchmark, suiteSettings: Settings): BenchmarkComparison {
  const settings = settingsFor(b.name, suiteSettings);
  if (runsAreOperations(b)) return compareOperations(b, settings);
  const levels = levelsOf(settings);
  const base: RunMetrics[] = b.runs.base.map((r) => runMetrics(r.data, levels));
  const head: RunMetrics[] = b.runs.head.map((r) => runMetrics(r.data, levels));
  const all = [...base, ...head];
  const metrics: Partial<Record<MetricId, MetricComparison>> = {};
  const ids = metricsFor(b.sampleKind, levels, all);
  const evidence = evidenceLevel(b, false);
  const oneProcess = needsAllowance(evidence);
  for (const metric of ids) {
    const allowance = oneProcess ? allowanceFor(metric, b.lowerIsBetter, settings) : undefined;
    metrics[metric] = compareMetric({ metric, base, head, lowerIsBetter: b.lowerIsBetter, settings, ...(allowance ? { allowance } : {}) });
  }
  const count = (rs: RunMetrics[]) => rs.reduce((s, r) => s + (r.n ?? 0), 0);
  const smallest = (rs: RunMetrics[]) => (rs.length && rs.every((r) => r.n !== undefined) ? Math.min(...rs.map((r) => r.n!)) : undefined);
  return {
    evidence,
    benchmark: b,
    samples: { base: count(base), head: count(head) },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha),
    distribution: TAIL_KINDS.includes(b.sampleKind) ? 'per-op' : 'per-run',
    smallestRun: { base: smallest(base), head: smallest(head) },
    wellResolved: wellResolvedOf(ids, all),
  };
}

export function compareSuite(benchmarks: Benchmark[], settings: Settings): Comparison {
  const onlyIn = { base: [] as string[], head: [] as string[] };
  const results: BenchmarkComparison[] = [];
  for (const b of benchmarks) {
    if (b.runs.base.length === 0 || b.runs.head.length === 0) (b.runs.base.length === 0 ? onlyIn.head : onlyIn.base).push(b.name);
    results.push(compareBenchmark(b, settings));
  }
  return { settings, benchmarks: results, onlyIn };
}
