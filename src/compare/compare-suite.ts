/**
 * Compare a whole suite: every metric of every benchmark, Benjamini–Hochberg across the gated
 * metrics (methodology §7.3), and the status. Pure: a Suite and Settings in, a Comparison out.
 */
import type { Benchmark, SampleKind } from '../model/types.js';
import { bhAdjust, hlRatio } from '../stats/index.js';
import { diagnose, type Diagnostics } from './diagnostics.js';
import { compareMetric, type MetricComparison, type Verdict } from './metric-compare.js';
import { runMetrics, type RunMetrics } from './run-metrics.js';
import { METRIC_IDS, type MetricId, type Settings } from './settings.js';

export type Status = 'pass' | 'fail' | 'neutral';

export interface BenchmarkComparison {
  benchmark: Benchmark;
  samples: { base: number; head: number };
  metrics: Partial<Record<MetricId, MetricComparison>>;
  verdict: Verdict;
  diagnostics: Diagnostics;
  /** Smallest run (operations) per side, when known. */
  smallestRun: { base: number | undefined; head: number | undefined };
}

export interface Comparison {
  settings: Settings;
  benchmarks: BenchmarkComparison[];
  status: Status;
  /** Gated metrics in the Benjamini–Hochberg family. */
  gatedCount: number;
  /** How many gated metrics got an interval at all. */
  judgedCount: number;
  /** Names present on one side only. */
  onlyIn: { base: string[]; head: string[] };
}

const TAIL_KINDS: SampleKind[] = ['per-op', 'histogram', 'percentiles'];

/** Which metrics the gate policy selects for a benchmark of this kind. */
export function policyGates(metric: MetricId, kind: SampleKind, settings: Settings, p999WellResolved: boolean): boolean {
  if (metric === 'max' || metric === 'min') return false;
  const failOn = settings.failOn === 'never' ? 'tail' : settings.failOn;
  if (!TAIL_KINDS.includes(kind)) return metric === 'mean' && failOn === 'any';
  if (metric === 'mean') return false;
  if (metric === 'p50') return failOn === 'any';
  if (metric === 'p99.9') return p999WellResolved;
  return true;
}

function metricsFor(kind: SampleKind): MetricId[] {
  return TAIL_KINDS.includes(kind) ? [...METRIC_IDS] : ['mean'];
}

function benchmarkVerdict(metrics: MetricComparison[]): Verdict {
  const gated = metrics.filter((m) => m.gated);
  if (gated.some((m) => m.verdict === 'regression')) return 'regression';
  if (gated.some((m) => m.verdict === 'improvement')) return 'improvement';
  if (gated.length > 0 && gated.every((m) => m.verdict === 'no-change')) return 'no-change';
  if (gated.some((m) => m.verdict === 'inconclusive' || m.verdict === 'no-change')) return 'inconclusive';
  return 'insufficient-data';
}

function compareBenchmark(b: Benchmark, settings: Settings): { result: BenchmarkComparison; metrics: MetricComparison[] } {
  const base: RunMetrics[] = b.runs.base.map((r) => runMetrics(r.data));
  const head: RunMetrics[] = b.runs.head.map((r) => runMetrics(r.data));
  const all = [...base, ...head];
  const p999WellResolved = all.length > 0 && all.every((r) => r.metrics['p99.9']?.wellResolved === true);
  const metrics: Partial<Record<MetricId, MetricComparison>> = {};
  const list: MetricComparison[] = [];
  for (const metric of metricsFor(b.sampleKind)) {
    const m = compareMetric({
      metric,
      base,
      head,
      lowerIsBetter: b.lowerIsBetter,
      policyGated: policyGates(metric, b.sampleKind, settings, p999WellResolved),
      settings,
    });
    metrics[metric] = m;
    list.push(m);
  }
  const count = (rs: RunMetrics[]) => rs.reduce((s, r) => s + (r.n ?? 0), 0);
  const smallest = (rs: RunMetrics[]) => (rs.length && rs.every((r) => r.n !== undefined) ? Math.min(...rs.map((r) => r.n!)) : undefined);
  return {
    result: {
      benchmark: b,
      samples: { base: count(base), head: count(head) },
      metrics,
      verdict: 'insufficient-data',
      diagnostics: diagnose(base, head, settings.alpha),
      smallestRun: { base: smallest(base), head: smallest(head) },
    },
    metrics: list,
  };
}

/**
 * Benjamini–Hochberg over the gated metrics' min(1, 2·p_worse). A regression the procedure does
 * not confirm becomes inconclusive; confirmed ones are shown at the FCR-adjusted level 1 − R·q/m.
 */
function applyMultiplicity(gated: MetricComparison[], settings: Settings): void {
  const family = gated.filter((m) => m.pWorse !== null);
  if (family.length === 0) return;
  const adjusted = bhAdjust(family.map((m) => Math.min(1, 2 * m.pWorse!)));
  const rejected = family.filter((_, i) => adjusted[i] <= settings.q);
  const fcrAlpha = (Math.max(1, rejected.length) * settings.q) / family.length;
  family.forEach((m, i) => {
    if (m.verdict !== 'regression') return;
    if (adjusted[i] > settings.q) {
      m.verdict = 'inconclusive';
      m.notes.push(`Not confirmed after Benjamini–Hochberg across ${family.length} gated metrics (adjusted p = ${adjusted[i].toPrecision(2)}).`);
      return;
    }
    m.confirmed = true;
    if (m.method === 'across-runs' && family.length > 1) {
      const hl = hlRatio(m.values.base, m.values.head, { alpha: fcrAlpha });
      if (hl.upper < Infinity && hl.lower > 0) {
        m.ciLow = hl.lower;
        m.ciHigh = hl.upper;
        m.confidence = hl.coverage;
        m.notes.push(`Interval at the FCR-adjusted level ${(100 * (1 - fcrAlpha)).toFixed(1)}%.`);
      }
    }
  });
}

export function compareSuite(benchmarks: Benchmark[], settings: Settings): Comparison {
  const results: BenchmarkComparison[] = [];
  const gated: MetricComparison[] = [];
  const onlyIn = { base: [] as string[], head: [] as string[] };
  for (const b of benchmarks) {
    if (b.runs.base.length === 0 || b.runs.head.length === 0) {
      (b.runs.base.length === 0 ? onlyIn.head : onlyIn.base).push(b.name);
    }
    const { result, metrics } = compareBenchmark(b, settings);
    results.push(result);
    gated.push(...metrics.filter((m) => m.gated));
  }
  applyMultiplicity(gated, settings);
  for (const r of results) r.verdict = benchmarkVerdict(Object.values(r.metrics));
  const judgedCount = gated.filter((m) => m.verdict !== 'insufficient-data').length;
  const failed = gated.some((m) => m.verdict === 'regression' && m.confirmed);
  const status: Status = settings.failOn !== 'never' && failed ? 'fail' : judgedCount === 0 ? 'neutral' : 'pass';
  return { settings, benchmarks: results, status, gatedCount: gated.length, judgedCount, onlyIn };
}
