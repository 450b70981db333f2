/**
 * The report: one result, rendered three ways (JSON, Markdown, terminal). This module defines the
 * stable JSON contract (schemaVersion 1, documented in the README) and builds it from a Comparison.
 */
import type { BenchmarkComparison, Comparison, Status } from '../compare/compare-suite.js';
import type { MetricComparison, Verdict } from '../compare/metric-compare.js';
import { METRIC_IDS, type MetricId } from '../compare/settings.js';
import type { LoadModel, Machine, SampleKind, Side, Suite } from '../model/types.js';
import { formatChange } from '../units/units.js';
import { describeRank, isWellResolved } from '../stats/index.js';
import { collectAsks, type Ask } from './asks/index.js';
import { compareMachines } from './machine.js';

export interface ReportMetric {
  base: number | null;
  head: number | null;
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  verdict: Verdict;
  gated: boolean;
  note: string | null;
  /** Attained coverage of [ciLow, ciHigh]. */
  confidence: number | null;
  method: 'across-runs' | 'within-run' | 'none';
  /** Threshold in force, as a fraction. */
  threshold: number;
  /** One-sided p that head is worse by more than the threshold. */
  pWorse: number | null;
  /** True when Benjamini–Hochberg confirmed this regression. */
  confirmed: boolean;
  runsNeeded: number | null;
}

export interface ReportBenchmark {
  name: string;
  unit: string;
  lowerIsBetter: boolean;
  sampleKind: SampleKind;
  runs: { base: number; head: number };
  samples: { base: number; head: number };
  verdict: Verdict;
  metrics: Partial<Record<MetricId, ReportMetric>>;
  formats: string[];
  loadModel: LoadModel | null;
  diagnostics: {
    mannWhitneyP: number | null;
    benchstat: string | null;
    shapeChanged: { d: number; p: number } | null;
    multimodal: { base: number | null; head: number | null } | null;
    runVariance: { metric: string; ratio: number } | null;
  };
  notes: string[];
}

/** How bench-review measured the two sides itself (bench-review run, the action's default mode). */
export interface RunSummary {
  base: { sha: string; runs: number; failedRuns: number };
  head: { sha: string; runs: number; failedRuns: number };
  /** Why this base commit (e.g. "pull_request.base.sha"). */
  baseWhy: string;
  /** The order the process-level runs were made in (A B B A …). */
  order: Side[];
}

export interface Report {
  schemaVersion: 1;
  status: Status;
  headline: string;
  settings: {
    estimators: Record<string, string>;
    alpha: number;
    q: number;
    thresholds: Record<string, number>;
    noiseFloor: Record<string, number>;
    failOn: string;
  };
  summary: {
    benchmarks: number;
    regressions: number;
    improvements: number;
    gatedMetrics: number;
    judgedMetrics: number;
    tailJudged: boolean;
  };
  machine: { base: Machine | null; head: Machine | null; differences: string[] };
  /** Set when bench-review ran the suite itself; null when it compared result files. */
  run: RunSummary | null;
  benchmarks: ReportBenchmark[];
  asks: Ask[];
  notes: string[];
  warnings: string[];
}

export const ESTIMATORS: Record<string, string> = {
  unitOfReplication: 'one process-level run',
  quantile: 'Type 7 (linear interpolation) on raw samples; HdrHistogram getValueAtPercentile on histograms; as printed for fixed percentiles',
  comparison: 'Hodges–Lehmann ratio head/base of per-run values, exact distribution-free (Mann–Whitney) interval; normal approximation above 50 runs per side',
  singleRun: 'one run per side: ratio interval from two order-statistic intervals at level √(1−α) each (within-run only)',
  multiplicity: 'Benjamini–Hochberg at q over min(1, 2·p) of threshold-shifted one-sided Mann–Whitney tests of the gated metrics',
  estimable: 'n ≥ ceil(ln 0.025 / ln p) samples in every run; well-resolved when n(1−p) ≥ 10',
};

function reportMetric(m: MetricComparison): ReportMetric {
  const notes = [...m.notes];
  if (m.gated && m.verdict === 'inconclusive' && m.runsNeeded) notes.push(`About ${m.runsNeeded} runs per side would resolve it.`);
  return {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    verdict: m.verdict,
    gated: m.gated,
    note: notes.length ? notes.join(' ') : null,
    confidence: m.confidence,
    method: m.method,
    threshold: m.threshold,
    pWorse: m.pWorse,
    confirmed: m.confirmed === true,
    runsNeeded: m.gated ? (m.runsNeeded ?? null) : null,
  };
}

function benchmarkNotes(c: BenchmarkComparison): string[] {
  const b = c.benchmark;
  const notes: string[] = [];
  if (b.sampleKind === 'per-run') {
    notes.push(`These are per-run aggregates (${b.unit} per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.`);
  } else if (b.sampleKind === 'summary') {
    notes.push('Only a summary (mean ± sd) is available: the distribution and its tail are unknown.');
  }
  if (b.runs.base.length === 1 && b.runs.head.length === 1 && b.sampleKind !== 'per-run' && b.sampleKind !== 'summary') {
    notes.push('One run per side: within-run only — run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured.');
  }
  for (const side of ['base', 'head'] as const) {
    const n = c.smallestRun[side];
    const p999 = c.metrics['p99.9'];
    if (n !== undefined && n > 0 && p999 && p999.verdict !== 'insufficient-data' && !isWellResolved(n, 0.999)) {
      const { fromTop } = describeRank(n, 0.999);
      notes.push(`p99.9 from ${n.toLocaleString('en-US')} samples (${side}) is about the ${ordinal(fromTop)}-largest value: not well-resolved (≥ 10,000 samples per run for a stable estimate), so it does not gate.`);
      break;
    }
  }
  if (b.loadModel === 'closed-loop') notes.push('Closed-loop load generator: tail percentiles under-state stalls (coordinated omission).');
  return notes;
}

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${s}`;
}

function reportBenchmark(c: BenchmarkComparison): ReportBenchmark {
  const b = c.benchmark;
  const metrics: Partial<Record<MetricId, ReportMetric>> = {};
  for (const id of METRIC_IDS) if (c.metrics[id]) metrics[id] = reportMetric(c.metrics[id]!);
  return {
    name: b.name,
    unit: b.unit,
    lowerIsBetter: b.lowerIsBetter,
    sampleKind: b.sampleKind,
    runs: { base: b.runs.base.length, head: b.runs.head.length },
    samples: c.samples,
    verdict: c.verdict,
    metrics,
    formats: b.formats,
    loadModel: b.loadModel ?? null,
    diagnostics: c.diagnostics,
    notes: benchmarkNotes(c),
  };
}

function worstRegression(r: ReportBenchmark[]): { b: ReportBenchmark; id: string; m: ReportMetric } | undefined {
  let best: { b: ReportBenchmark; id: string; m: ReportMetric } | undefined;
  for (const b of r)
    for (const [id, m] of Object.entries(b.metrics))
      if (m && m.gated && m.confirmed && m.verdict === 'regression' && (!best || cost(m) > cost(best.m))) best = { b, id, m };
  return best;
}

/** The largest within-run tail change, for a headline when one run per side cannot gate. */
function worstWithinRun(r: ReportBenchmark[]): { b: ReportBenchmark; id: string; m: ReportMetric } | undefined {
  let best: { b: ReportBenchmark; id: string; m: ReportMetric } | undefined;
  for (const b of r)
    for (const id of ['p90', 'p99', 'p99.9'] as const) {
      const m = b.metrics[id];
      if (m && m.method === 'within-run' && (m.verdict === 'regression' || m.verdict === 'improvement') && (!best || cost(m) > cost(best.m))) best = { b, id, m };
    }
  return best;
}

const cost = (m: ReportMetric) => (m.ratio === null ? 0 : Math.abs(Math.log(m.ratio)));

function headline(status: Status, benchmarks: ReportBenchmark[], c: Comparison): string {
  const regressed = benchmarks.filter((b) => b.verdict === 'regression');
  const improved = benchmarks.filter((b) => b.verdict === 'improvement');
  const worst = worstRegression(benchmarks);
  if (worst) {
    const { b, id, m } = worst;
    const more = regressed.length > 1 ? ` (and ${regressed.length - 1} more benchmark${regressed.length > 2 ? 's' : ''})` : '';
    const gate = c.settings.failOn === 'never' ? ' — reported only (fail-on: never)' : '';
    return `${b.name} ${id} regressed ${formatChange(m.ratio)} (${Math.round((m.confidence ?? 0.95) * 100)}% CI ${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)}; threshold ${(m.threshold * 100).toFixed(0)}%)${more}${gate}.`;
  }
  if (status === 'neutral') {
    const what = c.settings.failOn === 'any' ? 'No gated metric' : 'Tail latency';
    const within = worstWithinRun(benchmarks);
    if (within) {
      const { b, id, m } = within;
      return `${what} could not be gated: one run per side, so run-to-run noise is not measured. Within that run, ${b.name} ${id} looks ${m.verdict === 'regression' ? 'worse' : 'better'} ${formatChange(m.ratio)} (CI ${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)}).`;
    }
    const anyTail = benchmarks.some((b) => b.sampleKind !== 'per-run' && b.sampleKind !== 'summary');
    return `${what} could not be judged: ${anyTail ? 'too few runs or samples for any gated metric' : 'the results carry no per-operation tail (only per-run means or summaries)'}.`;
  }
  const judged = `${c.judgedCount} of ${c.gatedCount} gated metric${c.gatedCount === 1 ? '' : 's'} judged`;
  const imp = improved.length ? `; ${improved.length} benchmark${improved.length === 1 ? '' : 's'} improved` : '';
  const inconclusive = benchmarks.filter((b) => b.verdict === 'inconclusive').length;
  const inc = inconclusive ? `; ${inconclusive} inconclusive` : '';
  return `No tail regression shown across ${benchmarks.length} benchmark${benchmarks.length === 1 ? '' : 's'} (${judged}${imp}${inc}).`;
}

function suiteNotes(c: Comparison, benchmarks: ReportBenchmark[]): string[] {
  const notes: string[] = [];
  const tailless = benchmarks.filter((b) => b.sampleKind === 'per-run' || b.sampleKind === 'summary');
  if (tailless.length > 0 && c.settings.failOn !== 'any') {
    notes.push(
      `Tail latency could not be judged for ${tailless.length === benchmarks.length ? 'any benchmark' : `${tailless.length} benchmark${tailless.length === 1 ? '' : 's'}`}: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.`,
    );
  }
  if (c.status === 'neutral') notes.push('No gated metric could be judged, so the check is neutral, not green.');
  return notes;
}

export function buildReport(c: Comparison, suite: Suite): Report {
  const benchmarks = c.benchmarks.map(reportBenchmark);
  const s = c.settings;
  return {
    schemaVersion: 1,
    status: c.status,
    headline: headline(c.status, benchmarks, c),
    settings: {
      estimators: ESTIMATORS,
      alpha: s.alpha,
      q: s.q,
      thresholds: { ...s.thresholds },
      noiseFloor: { ...s.noiseFloor } as Record<string, number>,
      failOn: s.failOn,
    },
    summary: {
      benchmarks: benchmarks.length,
      regressions: benchmarks.filter((b) => b.verdict === 'regression').length,
      improvements: benchmarks.filter((b) => b.verdict === 'improvement').length,
      gatedMetrics: c.gatedCount,
      judgedMetrics: c.judgedCount,
      tailJudged: benchmarks.some((b) => ['p90', 'p99', 'p99.9'].some((id) => b.metrics[id as MetricId]?.gated && b.metrics[id as MetricId]?.verdict !== 'insufficient-data')),
    },
    machine: { base: suite.machine.base ?? null, head: suite.machine.head ?? null, differences: compareMachines(suite.machine.base, suite.machine.head) },
    run: null,
    benchmarks,
    asks: collectAsks({ comparison: c, suite, benchmarks }),
    notes: suiteNotes(c, benchmarks),
    warnings: suite.warnings,
  };
}
