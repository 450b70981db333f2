/**
 * Compare a whole suite: every metric of every benchmark, as numbers. Pure: a Suite and Settings
 * in, a Comparison out. Which metrics gate, the verdicts, Benjamini–Hochberg and the status are
 * decided in review/ (review/gate.ts).
 */
import { METRIC_IDS, type MetricId, type Settings } from '../model/settings.js';
import type { Benchmark, SampleKind } from '../model/types.js';
import { diagnose, type Diagnostics } from './diagnostics.js';
import { compareMetric, type MetricComparison } from './metric-compare.js';
import { runMetrics, type RunMetrics } from './run-metrics.js';

export interface BenchmarkComparison {
  benchmark: Benchmark;
  samples: { base: number; head: number };
  metrics: Partial<Record<MetricId, MetricComparison>>;
  diagnostics: Diagnostics;
  /** Smallest run (operations) per side, when known. */
  smallestRun: { base: number | undefined; head: number | undefined };
  /**
   * What the tail quantiles describe: `per-op` when there are per-operation values (raw samples,
   * histograms, printed percentiles, or runs of one operation each such as hyperfine executions),
   * `per-run` when there are only per-run aggregates (tails then do not exist; the centre is compared).
   */
  distribution: 'per-op' | 'per-run';
  /** Every run on both sides supports a well-resolved p99.9 (n(1−p) ≥ 10). */
  p999WellResolved: boolean;
}

export interface Comparison {
  settings: Settings;
  benchmarks: BenchmarkComparison[];
  /** Names present on one side only. */
  onlyIn: { base: string[]; head: string[] };
}

/** Kinds that carry a per-operation distribution, so tail quantiles can be compared. */
export const TAIL_KINDS: readonly SampleKind[] = ['per-op', 'histogram', 'percentiles'];

function metricsFor(kind: SampleKind): MetricId[] {
  return TAIL_KINDS.includes(kind) ? [...METRIC_IDS] : ['mean'];
}

function compareBenchmark(b: Benchmark, settings: Settings): BenchmarkComparison {
  const base: RunMetrics[] = b.runs.base.map((r) => runMetrics(r.data));
  const head: RunMetrics[] = b.runs.head.map((r) => runMetrics(r.data));
  const all = [...base, ...head];
  const metrics: Partial<Record<MetricId, MetricComparison>> = {};
  for (const metric of metricsFor(b.sampleKind)) metrics[metric] = compareMetric({ metric, base, head, lowerIsBetter: b.lowerIsBetter, settings });
  const count = (rs: RunMetrics[]) => rs.reduce((s, r) => s + (r.n ?? 0), 0);
  const smallest = (rs: RunMetrics[]) => (rs.length && rs.every((r) => r.n !== undefined) ? Math.min(...rs.map((r) => r.n!)) : undefined);
  return {
    benchmark: b,
    samples: { base: count(base), head: count(head) },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha),
    distribution: TAIL_KINDS.includes(b.sampleKind) ? 'per-op' : 'per-run',
    smallestRun: { base: smallest(base), head: smallest(head) },
    p999WellResolved: all.length > 0 && all.every((r) => r.metrics['p99.9']?.wellResolved === true),
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
