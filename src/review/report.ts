/**
 * Build the report from the gate's decision: numbers, verdicts, and notes, headline and asks as
 * Messages (ids and params). The types are in contract.ts; render/ words and writes them.
 */
import { loadLabel } from '../model/load.js';
import { message, type Message } from '../model/message.js';
import { isTailMetric, metricOrder, quantileLevel, quantilesOf, type MetricId, type QuantileId } from '../model/settings.js';
import { floorsFor } from '../model/noise-floor.js';
import type { SampleKind, Suite } from '../model/types.js';
import { describeRank, isWellResolved, minRunsPerSide } from '../stats/index.js';
import { collectAsks } from './asks/index.js';
import {
  benchmarkOf,
  changeSize,
  leadMetric,
  type Report,
  type ReportBenchmark,
  type ReportGeomean,
  type ReportMetric,
  type ReportSweep,
} from './contract.js';
import type { BenchmarkDecision, GateDecision, MetricDecision } from './gate.js';
import { reportSweeps } from './sweep-report.js';
import { MIN_CAPACITY_RUNS } from './capacity.js';
import { compareMachines, incomparableFacts, machinesWarning } from './machine.js';
import { geomeanSummaries } from '../compare/geomean.js';

export type { Ask, AskKind, Report, ReportBenchmark, ReportMetric, RunSummary, Status, Verdict } from './contract.js';

export const ESTIMATORS: Record<string, string> = {
  unitOfReplication: 'one process-level run',
  quantile:
    'Type 7 (linear interpolation) on raw samples; HdrHistogram getValueAtPercentile on histograms; as printed for fixed percentiles',
  comparison:
    'Hodges–Lehmann ratio head/base of per-run values, exact distribution-free (Mann–Whitney) interval; normal approximation above 50 runs per side',
  singleRun:
    'one run per side: ratio interval from two order-statistic intervals at level √(1−α) each (within-run only); printed mean ± sd with n: normal interval of the log ratio of means',
  oneProcess:
    'one run or one process per side: a change is confirmed only beyond both its within-run interval and a one-process noise allowance (the calibrated noise floor, else a default per kind of metric measured on real A/A pairs)',
  multiplicity: 'Benjamini–Hochberg at q over min(1, 2·p) of threshold-shifted one-sided Mann–Whitney tests of the gated metrics',
  estimable: 'n ≥ ceil(ln 0.025 / ln p) samples in every run; well-resolved when n(1−p) ≥ 10',
  geomean:
    "per measure of per-run data, as benchstat's geomean row: geometric means of the benchmarks' base and head values and of their changes head/base (0 → 0 counts as 1), over the benchmarks measured on both sides; Student-t interval at 1 − alpha of the mean log change across benchmarks. A summary, never a verdict",
};

/**
 * benchstat's geomean row per measure of per-run data (compare/geomean.ts): what is shown in one
 * table per measure (per-run and summary kinds), each benchmark's centre its `mean` metric.
 */
function geomeans(benchmarks: readonly ReportBenchmark[], alpha: number): ReportGeomean[] {
  const perRun = benchmarks.filter((b) => b.sampleKind === 'per-run' || b.sampleKind === 'summary');
  const centres = perRun.map((b) => ({
    measure: b.measure,
    unit: b.unit,
    base: b.metrics.mean?.base ?? null,
    head: b.metrics.mean?.head ?? null,
  }));
  return geomeanSummaries(centres, 1 - alpha);
}

function reportMetric(d: MetricDecision): ReportMetric {
  const m = d.comparison;
  const notes = [...d.notes];
  if (d.gated && d.verdict !== 'insufficient-data' && d.runsNeeded) notes.push(message('review.runs-needed', { runs: d.runsNeeded }));
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
    allowance: m.allowance ? { ...m.allowance } : null,
  };
}

/**
 * The kind of data as the report shows it: runs of one operation each (hyperfine executions) are a
 * per-operation distribution across runs, so they are reported as `per-op`, not as per-run aggregates.
 */
function shownKind(d: BenchmarkDecision): SampleKind {
  return d.benchmark.sampleKind === 'per-run' && d.comparison.distribution === 'per-op' ? 'per-op' : d.benchmark.sampleKind;
}

function benchmarkNotes(d: BenchmarkDecision): Message[] {
  const b = d.benchmark;
  const notes: Message[] = [];
  if (shownKind(d) === 'per-run') notes.push(message('review.per-run-aggregates', { unit: b.unit }));
  else if (b.sampleKind === 'summary') notes.push(message('review.summary-only'));
  for (const side of ['base', 'head'] as const) {
    const n = d.comparison.smallestRun[side];
    const p999 = d.metrics['p99.9'];
    if (n !== undefined && n > 0 && p999 && p999.verdict !== 'insufficient-data' && !isWellResolved(n, 0.999)) {
      notes.push(message('review.p999-not-well-resolved', { samples: n, side, fromTop: describeRank(n, 0.999).fromTop }));
      break;
    }
  }
  notes.push(...restsOnLargest(d));
  if (b.loadModel === 'closed-loop') notes.push(message('review.closed-loop'));
  return notes;
}

/**
 * The quantiles too extreme for their sample (methodology §7.1, §7.4): not estimable, so no verdict,
 * and worded as what they are: "p99.99 from 22,000 samples rests on the 3 largest samples" (the
 * nearest-rank quantile is the 3rd-largest value). One note per quantile above p50, for the run
 * compare/ names in its `compare.not-estimable` note.
 */
function restsOnLargest(d: BenchmarkDecision): Message[] {
  const notes: Message[] = [];
  for (const id of metricOrder(Object.keys(d.metrics))) {
    const m = d.metrics[id];
    const level = quantileLevel(id);
    if (!m || level === undefined || level <= 0.5 || m.verdict !== 'insufficient-data') continue;
    const ne = m.comparison.notEstimable;
    if (ne?.reason !== 'too-few-samples' || !Number.isSafeInteger(ne.samples) || ne.samples < 1) continue;
    const { fromTop } = describeRank(ne.samples, level);
    notes.push(
      message('review.rests-on-largest', { metric: id, samples: ne.samples, fromTop, ...(m.comparison.pooled ? { pooled: true } : {}) }),
    );
  }
  return notes;
}

function reportBenchmark(d: BenchmarkDecision): ReportBenchmark {
  const b = d.benchmark;
  const metrics: Partial<Record<MetricId, ReportMetric>> = {};
  for (const id of metricOrder(Object.keys(d.metrics))) if (d.metrics[id]) metrics[id] = reportMetric(d.metrics[id]!);
  return {
    name: b.name,
    toolName: b.toolName,
    measure: b.measure,
    unit: b.unit,
    lowerIsBetter: b.lowerIsBetter,
    sampleKind: shownKind(d),
    runs: { base: b.runs.base.length, head: b.runs.head.length },
    samples: d.comparison.samples,
    verdict: d.verdict,
    decidedBy: [...d.decidedBy],
    evidence: d.evidence,
    evidenceLevel: d.comparison.evidence,
    changeConfirmed: d.verdict === 'regression' || d.verdict === 'improvement',
    metrics,
    formats: b.formats,
    loadModel: b.loadModel ?? null,
    diagnostics: d.comparison.diagnostics,
    notes: benchmarkNotes(d),
  };
}

type Worst = { b: ReportBenchmark; id: string; m: ReportMetric };
const cost = (m: ReportMetric) => (m.ratio === null ? 0 : Math.abs(Math.log(m.ratio)));

/** The benchmark whose lead metric (contract.ts leadMetric, what its overview row shows) moved most. */
function worstRegression(r: ReportBenchmark[]): Worst | undefined {
  let best: Worst | undefined;
  for (const b of r) {
    const id = leadMetric(b);
    if (id === null) continue;
    const m = b.metrics[id]!;
    if (!best || (changeSize(m) ?? 0) > (changeSize(best.m) ?? 0)) best = { b, id, m };
  }
  return best;
}

/**
 * The largest change resting on one run or one process per side, for a headline when such a change
 * cannot gate: among the benchmarks called a regression or improvement at that evidence, the metric
 * that decided with the largest change (regressions first, lower-is-better ones before throughputs),
 * so wrk's p50 ×222 is the one named.
 */
function worstOneProcess(r: ReportBenchmark[]): Worst | undefined {
  let best: Worst | undefined;
  // Latency before throughput: wrk's p50 ×222 is the sentence, not its requests/sec ÷80.
  for (const [verdict, latency] of [
    ['regression', true],
    ['regression', false],
    ['improvement', true],
    ['improvement', false],
  ] as const) {
    for (const b of r) {
      if (b.evidence !== 'within-run' || b.verdict !== verdict || b.lowerIsBetter !== latency) continue;
      for (const id of b.decidedBy) {
        const m = b.metrics[id];
        if (m && m.verdict === verdict && (!best || cost(m) > cost(best.m))) best = { b, id, m };
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** What the gate looked at, by benchmark: tail quantiles, per-run means, medians (no tail estimable), nothing. */
function gatedOnCounts(d: GateDecision): { tail: number; mean: number; median: number; none: number } {
  const count = (on: string) => d.benchmarks.filter((b) => b.gatedOn === on).length;
  return { tail: count('tail'), mean: count('mean'), median: count('median'), none: count('none') };
}

/** What every headline also carries: what was gated (under auto) and whether the machines differ. */
interface HeadlineContext {
  gatedTail: number | null;
  gatedMean: number | null;
  gatedMedian: number | null;
  machines: string[];
  machinesAllowed: boolean;
}

/** How a compared capacity leads the headline (render/messages/review.ts capacityLead). */
type CapacityLead = Record<string, string | number | boolean | null>;

const LEAD_ORDER = ['improvement', 'inconclusive', 'no-change'];

/**
 * The capacity a headline leads with when no capacity regressed: of the sweeps whose capacity was
 * compared (improved, inconclusive, unchanged — not insufficient data), an improvement first (the
 * largest), then an inconclusive one, then an unchanged one; `capacityMore` counts the others.
 */
function capacityLead(sweeps: ReportSweep[]): CapacityLead {
  const compared = sweeps.filter((s) => s.capacity && LEAD_ORDER.includes(s.capacity.verdict) && !s.capacity.unprinted?.length);
  if (compared.length === 0) return {};
  const rank = (s: ReportSweep) => LEAD_ORDER.indexOf(s.capacity!.verdict);
  const lead = compared.reduce((a, b) =>
    rank(b) < rank(a) || (rank(b) === rank(a) && (b.capacity!.ratio ?? 0) > (a.capacity!.ratio ?? 0)) ? b : a,
  );
  const c = lead.capacity!;
  return {
    capacitySweep: lead.name,
    capacitySlo: c.slo,
    capacityParam: lead.param,
    capacityBase: c.base,
    capacityHead: c.head,
    capacityRatio: c.ratio,
    capacityVerdict: c.verdict,
    capacityMore: compared.length - 1,
    // Inconclusive because head is better at some loads and worse at others (else: a deciding point is undecided).
    ...(c.regressedAt.length && c.improvedAt.length ? { capacityMixed: true } : {}),
  };
}

function costOf(m: ReportMetric, lowerIsBetter: boolean): number {
  if (m.constant === 'from-zero' || m.constant === 'to-zero') return Infinity;
  if (m.ratio === null || !(m.ratio > 0)) return 0;
  return lowerIsBetter ? m.ratio : 1 / m.ratio;
}

function headline(d: GateDecision, benchmarks: ReportBenchmark[], ctx: HeadlineContext, sweeps: ReportSweep[]): Message {
  // Under auto (and never) the centre gates too where there is no tail: "no gated metric", not "tail latency".
  const failOnAny = d.settings.failOn !== 'tail';
  const regressed = benchmarks.filter((b) => b.verdict === 'regression');
  // A capacity regression under the SLO is what a load test is for: it leads the headline.
  // Confirmed ones first; one resting on too few runs (neutral) still leads, worded as not confirmed.
  const regressedSweeps = sweeps.filter((s) => s.capacity?.verdict === 'regression');
  const confirmedLost = regressedSweeps.filter((s) => !s.capacity!.unconfirmed);
  const lost = confirmedLost.length ? confirmedLost : regressedSweeps;
  if (lost.length) {
    const worst = lost.reduce((a, b) => ((b.capacity!.ratio ?? 0) < (a.capacity!.ratio ?? 0) ? b : a));
    const c = worst.capacity!;
    return message('review.headline.capacity-regressed', {
      sweep: worst.name,
      slo: c.slo,
      base: c.base,
      head: c.head,
      ratio: c.ratio,
      param: worst.param,
      at: c.regressedAt,
      more: lost.length - 1,
      regressed: regressed.length,
      reportedOnly: d.settings.failOn === 'never',
      unconfirmed: c.unconfirmed,
      runs: MIN_CAPACITY_RUNS,
      ...ctx,
    });
  }
  // A capacity compared under the SLO leads what follows (render/messages/review.ts puts it after a regression or an unconfirmed one).
  const led = { ...ctx, ...capacityLead(sweeps) };
  // A headline about a load point of a sweep whose capacity was compared says that capacity first: it is the sweep's answer.
  const first = (name: string): Record<string, boolean> =>
    sweeps.some((s) => s.capacity && LEAD_ORDER.includes(s.capacity.verdict) && s.points.some((p) => p.benchmark === name))
      ? { capacityFirst: true }
      : {};
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
      more: new Set(regressed.map(benchmarkOf).filter((n) => n !== benchmarkOf(b))).size,
      reportedOnly: d.settings.failOn === 'never',
      constant: m.constant,
      base: m.base,
      head: m.head,
      ...led,
      ...first(b.name),
    });
  }
  if (d.unconfirmed.length > 0) {
    const byName = new Map(benchmarks.map((b) => [b.name, b]));
    let top: { b: ReportBenchmark; id: string; m: ReportMetric; standInFor?: string } | undefined;
    for (const u of d.unconfirmed) {
      const b = byName.get(u.benchmark)!;
      const m = b.metrics[u.metric]!;
      if (!top || costOf(m, b.lowerIsBetter) > costOf(top.m, top.b.lowerIsBetter)) top = { b, id: u.metric, m, standInFor: u.standInFor };
    }
    const { b, id, m, standInFor } = top!;
    return message('review.headline.unconfirmed', {
      benchmark: b.name,
      metric: id,
      ratio: m.ratio,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      threshold: m.threshold,
      constant: m.constant,
      base: m.base,
      head: m.head,
      runs: standInFor ? null : m.runsNeeded,
      more: d.unconfirmed.length - 1,
      ...(standInFor ? { standInFor } : {}),
      ...led,
      ...first(b.name),
    });
  }
  if (d.status === 'neutral') {
    const within = worstOneProcess(benchmarks);
    if (within) {
      const { b, id, m } = within;
      const changed = benchmarks.filter(
        (x) => x.evidence === 'within-run' && (x.verdict === 'regression' || x.verdict === 'improvement'),
      ).length;
      return message('review.headline.within-run', {
        failOnAny,
        benchmark: b.name,
        metric: id,
        worse: m.verdict === 'regression',
        ratio: m.ratio,
        ciLow: m.ciLow,
        ciHigh: m.ciHigh,
        evidence: b.evidenceLevel ?? 'one-run-samples',
        runs: Math.min(b.runs.base, b.runs.head),
        allowance: m.allowance?.value ?? null,
        calibrated: m.allowance?.source === 'calibrated',
        more: changed - 1,
        ...led,
      });
    }
    // Everything judged rests on one run or one process per side, and nothing changed beyond its allowance.
    const oneProcess = benchmarks.filter((b) => b.evidence === 'within-run');
    if (oneProcess.length > 0 && benchmarks.every((b) => b.evidence !== 'runs')) {
      const levels = [...new Set(oneProcess.map((b) => b.evidenceLevel ?? 'one-run-samples'))];
      const runs = oneProcess.map((b) => Math.min(b.runs.base, b.runs.head));
      return message('review.headline.one-process-quiet', {
        count: oneProcess.length,
        evidence: levels.length === 1 ? levels[0] : null,
        runs: Math.min(...runs),
        needs: minRunsPerSide(d.settings.alpha),
        ...led,
      });
    }
    return message('review.headline.not-judged', {
      failOnAny,
      anyTail: failOnAny || d.benchmarks.some((b) => b.comparison.distribution === 'per-op'),
      ...led,
    });
  }
  return message('review.headline.no-regression', {
    benchmarks: benchmarks.length,
    judged: d.judgedCount,
    gated: d.gatedCount,
    improved: benchmarks.filter((b) => b.verdict === 'improvement').length,
    inconclusive: benchmarks.filter((b) => b.verdict === 'inconclusive').length,
    ...led,
  });
}

/** At most this many gated metrics beyond their threshold are named one by one; the headline names the worst. */
const MAX_UNCONFIRMED_NOTES = 10;

function suiteNotes(d: GateDecision, benchmarks: ReportBenchmark[], status: GateDecision['status']): Message[] {
  const notes: Message[] = [];
  const tailless = d.benchmarks.filter((b) => b.comparison.distribution === 'per-run').length;
  if (tailless > 0 && d.settings.failOn === 'tail')
    notes.push(message('review.tail-not-judged', { count: tailless, total: benchmarks.length }));
  const withinOnly = benchmarks.filter((b) => b.evidence === 'within-run' && b.decidedBy.every((id) => !b.metrics[id]?.gated));
  if (withinOnly.length > 0) {
    // Said once, by what the runs are: one run per side, or repetitions inside one process.
    const inProcess = withinOnly.filter((b) => b.evidenceLevel === 'in-process');
    const runs = inProcess.map((b) => Math.min(b.runs.base, b.runs.head));
    notes.push(
      message('review.within-run-not-gated', {
        count: withinOnly.length,
        inProcess: inProcess.length,
        repetitions: runs.length ? Math.min(...runs) : null,
      }),
    );
  }
  // A metric of a benchmark that already fails the gate is told in that benchmark's row and table, not
  // again as "not confirmed"; the rest say the check is neutral only when it is.
  const failing = new Set(benchmarks.filter((b) => leadMetric(b) !== null).map((b) => b.name));
  // A tail hidden behind both max and mean is said once, by the first (max).
  const standIn = new Set<string>();
  const pending = d.unconfirmed.filter((u) => {
    if (failing.has(u.benchmark)) return false;
    if (!u.standInFor) return true;
    if (standIn.has(u.benchmark)) return false;
    standIn.add(u.benchmark);
    return true;
  });
  for (const u of pending.slice(0, MAX_UNCONFIRMED_NOTES)) {
    const m = u.decision;
    notes.push(
      message('review.unconfirmed', {
        benchmark: u.benchmark,
        metric: u.metric,
        ratio: m.comparison.ratio,
        constant: m.comparison.constant ?? null,
        base: m.comparison.base,
        head: m.comparison.head,
        threshold: m.comparison.threshold,
        runs: u.standInFor ? null : (m.runsNeeded ?? null),
        neutral: status === 'neutral',
        ...(u.standInFor ? { standInFor: u.standInFor } : {}),
      }),
    );
  }
  if (pending.length > MAX_UNCONFIRMED_NOTES)
    notes.push(message('review.unconfirmed-more', { count: pending.length - MAX_UNCONFIRMED_NOTES }));
  // Resting on one run or one process per side already says why nothing gated.
  if (d.status === 'neutral' && d.judgedCount === 0 && withinOnly.length === 0) notes.push(message('review.neutral'));
  return notes;
}

export function reportOf(d: GateDecision, suite: Suite): Report {
  const benchmarks = d.benchmarks.map(reportBenchmark);
  const s = d.settings;
  const mismatch = incomparableFacts(suite.machine.base, suite.machine.head);
  const gatedOn = gatedOnCounts(d);
  const auto = s.failOn === 'auto' || s.failOn === 'never';
  const ctx: HeadlineContext = {
    gatedTail: auto ? gatedOn.tail : null,
    gatedMean: auto ? gatedOn.mean : null,
    gatedMedian: auto ? gatedOn.median : null,
    machines: mismatch.map((m) => m.field),
    machinesAllowed: s.allowDifferentMachines,
  };
  // Numbers from different machines are not comparable: the gate stays neutral unless the user says they are equivalent.
  const status = mismatch.length > 0 && !s.allowDifferentMachines ? 'neutral' : d.status;
  const sweeps = reportSweeps(d.sweeps ?? [], d.benchmarks, reportMetric);
  const report: Report = {
    schemaVersion: 1,
    status,
    headline: headline(d, benchmarks, ctx, sweeps),
    settings: {
      estimators: ESTIMATORS,
      alpha: s.alpha,
      q: s.q,
      // The quantiles computed, and thresholds for them and min, max, mean only: the levels in force
      // (a default for p90 under --quantiles p50,p99 would be listed but never used).
      quantiles: [...quantilesOf(s)],
      thresholds: Object.fromEntries(
        Object.entries(s.thresholds).filter(([id]) => quantileLevel(id) === undefined || quantilesOf(s).includes(id as QuantileId)),
      ),
      noiseFloor: { ...s.noiseFloor } as Record<string, number>,
      ...(s.noiseFloors
        ? {
            noiseFloors: floorsFor(
              s.noiseFloors,
              d.benchmarks.map((b) => b.benchmark.name),
            ) as Record<string, Record<string, number>>,
          }
        : {}),
      failOn: s.failOn,
      allowDifferentMachines: s.allowDifferentMachines,
      oneProcess: s.oneProcess ?? 'report',
      undecided: s.undecided ?? 'neutral',
      ...(s.slo?.length ? { slo: s.slo.map((c) => c.text).join(',') } : {}),
      ...(s.sweepParam ? { sweepParam: s.sweepParam } : {}),
    },
    summary: {
      benchmarks: benchmarks.length,
      regressions: benchmarks.filter((b) => b.verdict === 'regression').length,
      improvements: benchmarks.filter((b) => b.verdict === 'improvement').length,
      gatedMetrics: d.gatedCount,
      judgedMetrics: d.judgedCount,
      tailJudged: benchmarks.some((b) =>
        (Object.keys(b.metrics) as MetricId[]).some(
          (id) => isTailMetric(id) && b.metrics[id]?.gated && b.metrics[id]?.verdict !== 'insufficient-data',
        ),
      ),
      gatedOn,
    },
    machine: {
      base: suite.machine.base ?? null,
      head: suite.machine.head ?? null,
      differences: compareMachines(suite.machine.base, suite.machine.head),
      comparable: mismatch.length === 0,
    },
    run: null,
    benchmarks,
    ...(sweeps.length ? { sweeps } : {}),
    geomeans: geomeans(benchmarks, s.alpha),
    asks: collectAsks({ comparison: d.comparison, suite, benchmarks, sweeps: d.sweeps ?? [] }),
    notes: suiteNotes(d, benchmarks, status),
    warnings: [
      ...(mismatch.length ? [machinesWarning(mismatch, s.allowDifferentMachines)] : []),
      ...suite.warnings,
      ...loadUnpaired(suite),
      ...notGateable(d),
      ...sloNotApplied(d),
    ],
  };
  return settleUndecided(report, s.undecided ?? 'neutral');
}

/** The messages that say the check is neutral: under `undecided: fail` they say it fails (param `undecidedFails`). */
const SAYS_NEUTRAL = new Set([
  'review.neutral',
  'review.unconfirmed',
  'review.machines-differ',
  'review.headline.unconfirmed',
  'review.headline.capacity-regressed',
  'review.headline.within-run',
  'review.headline.one-process-quiet',
  'review.headline.not-judged',
  'review.headline.regressed',
  'review.headline.no-regression',
]);

/**
 * An undecided gate (status neutral) is recorded as such; under `undecided: fail` the status is
 * `fail`, and every sentence that would call the check neutral says it fails and why.
 */
function settleUndecided(report: Report, undecided: 'neutral' | 'fail'): Report {
  report.settings.undecided = undecided;
  report.undecided = report.status === 'neutral';
  if (!report.undecided || undecided !== 'fail') return report;
  report.status = 'fail';
  const fails = (m: Message): Message => (SAYS_NEUTRAL.has(m.id) ? { id: m.id, params: { ...m.params, undecidedFails: true } } : m);
  report.headline = fails(report.headline);
  report.notes = report.notes.map(fails);
  report.warnings = report.warnings.map(fails);
  return report;
}

/**
 * The metrics the gate would have gated but did not because their calibrated floor is 1000 % or
 * more (review/gate.ts): one warning each, naming the benchmark, the metric and the floor.
 */
function notGateable(d: GateDecision): Message[] {
  const out: Message[] = [];
  // The gate's metrics are in display order already.
  for (const b of d.benchmarks)
    for (const m of Object.values(b.metrics))
      if (m?.notGateable !== undefined)
        out.push(message('review.floor-not-gateable', { benchmark: b.benchmark.name, metric: m.metric, floor: m.notGateable }));
  return out;
}

/**
 * An SLO given (`--slo`, input `slo`) where no benchmark makes a load sweep (two or more load
 * points): nothing it could apply to, said instead of ignored.
 */
function sloNotApplied(d: GateDecision): Message[] {
  const slo = d.settings.slo;
  if (!slo?.length || (d.sweeps?.length ?? 0) > 0) return [];
  const loaded = d.benchmarks.filter((b) => b.benchmark.load !== undefined).length;
  return [message('sweep.slo-not-applied', { slo: slo.map((c) => c.text).join(','), loaded })];
}

/**
 * A benchmark measured on one side at a load point and on the other without one (two
 * cassandra-stress pastes, only one of them with its `Running WRITE with 200 threads` line): the two
 * are different benchmarks and nothing is compared. When the loaded side has that one load point
 * only, it is said, once per tool name; pairing them silently would guess that the loads match.
 */
function loadUnpaired(suite: Suite): Message[] {
  const only = (side: 'base' | 'head') =>
    suite.benchmarks.filter((b) => b.runs[side].length > 0 && b.runs[side === 'base' ? 'head' : 'base'].length === 0);
  const out: Message[] = [];
  const said = new Set<string>();
  for (const [loaded, bare] of [
    ['base', 'head'],
    ['head', 'base'],
  ] as const) {
    for (const b of only(loaded)) {
      if (!b.load || said.has(b.toolName)) continue;
      const points = new Set(
        suite.benchmarks.filter((x) => x.toolName === b.toolName && x.measure === b.measure && x.load).map((x) => loadLabel(x.load!)),
      );
      if (points.size !== 1 || !only(bare).some((x) => x.toolName === b.toolName && x.measure === b.measure && !x.load)) continue;
      said.add(b.toolName);
      out.push(message('review.load-unpaired', { benchmark: b.toolName, load: loadLabel(b.load), side: loaded }));
    }
  }
  return out;
}
