/**
 * Build the report from the gate's decision: numbers, verdicts, and notes, headline and asks as
 * Messages (ids and params). The types are in contract.ts; render/ words and writes them.
 */
import { TAIL_KINDS } from '../compare/compare-suite.js';
import { message, type Message } from '../model/message.js';
import { METRIC_IDS, TAIL_METRICS, type MetricId } from '../model/settings.js';
import type { Suite } from '../model/types.js';
import { describeRank, isWellResolved } from '../stats/index.js';
import { collectAsks } from './asks/index.js';
import { failsGate, type Report, type ReportBenchmark, type ReportMetric } from './contract.js';
import type { BenchmarkDecision, GateDecision, MetricDecision } from './gate.js';
import { compareMachines } from './machine.js';

export type { Ask, AskKind, Report, ReportBenchmark, ReportMetric, RunSummary, Status, Verdict } from './contract.js';

export const ESTIMATORS: Record<string, string> = {
  unitOfReplication: 'one process-level run',
  quantile: 'Type 7 (linear interpolation) on raw samples; HdrHistogram getValueAtPercentile on histograms; as printed for fixed percentiles',
  comparison: 'Hodges–Lehmann ratio head/base of per-run values, exact distribution-free (Mann–Whitney) interval; normal approximation above 50 runs per side',
  singleRun: 'one run per side: ratio interval from two order-statistic intervals at level √(1−α) each (within-run only)',
  multiplicity: 'Benjamini–Hochberg at q over min(1, 2·p) of threshold-shifted one-sided Mann–Whitney tests of the gated metrics',
  estimable: 'n ≥ ceil(ln 0.025 / ln p) samples in every run; well-resolved when n(1−p) ≥ 10',
};


function reportMetric(d: MetricDecision): ReportMetric {
  const m = d.comparison;
  const notes = [...d.notes];
  if (d.gated && d.verdict === 'inconclusive' && d.runsNeeded) notes.push(message('review.runs-needed', { runs: d.runsNeeded }));
  return {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: d.ciLow,
    ciHigh: d.ciHigh,
    verdict: d.verdict,
    gated: d.gated,
    notes,
    confidence: d.confidence,
    method: m.method,
    threshold: m.threshold,
    pWorse: m.pWorse,
    confirmed: d.confirmed,
    runsNeeded: d.gated ? (d.runsNeeded ?? null) : null,
    constant: m.constant ?? null,
  };
}

function benchmarkNotes(d: BenchmarkDecision): Message[] {
  const b = d.benchmark;
  const notes: Message[] = [];
  if (b.sampleKind === 'per-run') notes.push(message('review.per-run-aggregates', { unit: b.unit }));
  else if (b.sampleKind === 'summary') notes.push(message('review.summary-only'));
  if (b.runs.base.length === 1 && b.runs.head.length === 1 && TAIL_KINDS.includes(b.sampleKind)) notes.push(message('review.one-run-per-side'));
  for (const side of ['base', 'head'] as const) {
    const n = d.comparison.smallestRun[side];
    const p999 = d.metrics['p99.9'];
    if (n !== undefined && n > 0 && p999 && p999.verdict !== 'insufficient-data' && !isWellResolved(n, 0.999)) {
      notes.push(message('review.p999-not-well-resolved', { samples: n, side, fromTop: describeRank(n, 0.999).fromTop }));
      break;
    }
  }
  if (b.loadModel === 'closed-loop') notes.push(message('review.closed-loop'));
  return notes;
}

function reportBenchmark(d: BenchmarkDecision): ReportBenchmark {
  const b = d.benchmark;
  const metrics: Partial<Record<MetricId, ReportMetric>> = {};
  for (const id of METRIC_IDS) if (d.metrics[id]) metrics[id] = reportMetric(d.metrics[id]!);
  return {
    name: b.name,
    measure: b.measure,
    unit: b.unit,
    lowerIsBetter: b.lowerIsBetter,
    sampleKind: b.sampleKind,
    runs: { base: b.runs.base.length, head: b.runs.head.length },
    samples: d.comparison.samples,
    verdict: d.verdict,
    decidedBy: [],
    evidence: 'none',
    metrics,
    formats: b.formats,
    loadModel: b.loadModel ?? null,
    diagnostics: d.comparison.diagnostics,
    notes: benchmarkNotes(d),
  };
}

type Worst = { b: ReportBenchmark; id: string; m: ReportMetric };
const cost = (m: ReportMetric) => (m.ratio === null ? 0 : Math.abs(Math.log(m.ratio)));

function worstRegression(r: ReportBenchmark[]): Worst | undefined {
  let best: Worst | undefined;
  for (const b of r)
    for (const [id, m] of Object.entries(b.metrics))
      if (failsGate(m) && (!best || cost(m) > cost(best.m))) best = { b, id, m };
  return best;
}

/** The largest within-run tail change, for a headline when one run per side cannot gate. */
function worstWithinRun(r: ReportBenchmark[]): Worst | undefined {
  let best: Worst | undefined;
  for (const b of r)
    for (const id of TAIL_METRICS) {
      const m = b.metrics[id];
      if (m && m.method === 'within-run' && (m.verdict === 'regression' || m.verdict === 'improvement') && (!best || cost(m) > cost(best.m))) best = { b, id, m };
    }
  return best;
}

function headline(d: GateDecision, benchmarks: ReportBenchmark[]): Message {
  const failOnAny = d.settings.failOn === 'any';
  const regressed = benchmarks.filter((b) => b.verdict === 'regression');
  const worst = worstRegression(benchmarks);
  if (worst) {
    const { b, id, m } = worst;
    return message('review.headline.regressed', {
      benchmark: b.name,
      metric: id,
      ratio: m.ratio,
      confidence: m.confidence,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      threshold: m.threshold,
      more: regressed.length - 1,
      reportedOnly: d.settings.failOn === 'never',
    });
  }
  if (d.status === 'neutral') {
    const within = worstWithinRun(benchmarks);
    if (within) {
      const { b, id, m } = within;
      return message('review.headline.within-run', { failOnAny, benchmark: b.name, metric: id, worse: m.verdict === 'regression', ratio: m.ratio, ciLow: m.ciLow, ciHigh: m.ciHigh });
    }
    return message('review.headline.not-judged', { failOnAny, anyTail: benchmarks.some((b) => b.sampleKind !== 'per-run' && b.sampleKind !== 'summary') });
  }
  return message('review.headline.no-regression', {
    benchmarks: benchmarks.length,
    judged: d.judgedCount,
    gated: d.gatedCount,
    improved: benchmarks.filter((b) => b.verdict === 'improvement').length,
    inconclusive: benchmarks.filter((b) => b.verdict === 'inconclusive').length,
  });
}

function suiteNotes(d: GateDecision, benchmarks: ReportBenchmark[]): Message[] {
  const notes: Message[] = [];
  const tailless = benchmarks.filter((b) => !TAIL_KINDS.includes(b.sampleKind)).length;
  if (tailless > 0 && d.settings.failOn !== 'any') notes.push(message('review.tail-not-judged', { count: tailless, total: benchmarks.length }));
  if (d.status === 'neutral') notes.push(message('review.neutral'));
  return notes;
}

export function reportOf(d: GateDecision, suite: Suite): Report {
  const benchmarks = d.benchmarks.map(reportBenchmark);
  const s = d.settings;
  return {
    schemaVersion: 1,
    status: d.status,
    headline: headline(d, benchmarks),
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
      gatedMetrics: d.gatedCount,
      judgedMetrics: d.judgedCount,
      tailJudged: benchmarks.some((b) => TAIL_METRICS.some((id) => b.metrics[id]?.gated && b.metrics[id]?.verdict !== 'insufficient-data')),
    },
    machine: { base: suite.machine.base ?? null, head: suite.machine.head ?? null, differences: compareMachines(suite.machine.base, suite.machine.head) },
    run: null,
    benchmarks,
    asks: collectAsks({ comparison: d.comparison, suite, benchmarks }),
    notes: suiteNotes(d, benchmarks),
    warnings: [...suite.warnings],
  };
}
