/**
 * The gate policy, decided on compare/'s numbers (methodology §7.2–7.3): which metrics gate, each
 * metric's verdict against its threshold, Benjamini–Hochberg across the gated metrics with the
 * FCR-adjusted interval for confirmed regressions, each benchmark's verdict, and the status.
 */
import type { BenchmarkComparison, Comparison } from '../compare/compare-suite.js';
import { asCost, intervalAt, type MetricComparison } from '../compare/metric-compare.js';
import { pastThreshold } from './threshold.js';
import { isThroughput } from '../compare/sweep.js';
import { capacityFails, capacityUnconfirmed } from './capacity.js';
import { decideSweeps, type SweepDecision } from './sweep.js';
import { loadLabel } from '../model/load.js';
import { message, type Message } from '../model/message.js';
import { isGateableFloor } from '../model/noise-floor.js';
import { isTailMetric, metricOrder, quantileLevel, quantilesOf, type MetricId, type QuantileId, type Settings } from '../model/settings.js';
import type { Benchmark } from '../model/types.js';
import { bhAdjust, minRunsPerSide } from '../stats/index.js';

export type Verdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive' | 'insufficient-data';
export type Status = 'pass' | 'fail' | 'neutral';

export interface MetricDecision {
  metric: MetricId;
  /** What compare/ measured. */
  comparison: MetricComparison;
  gated: boolean;
  /**
   * The gate policy selects this metric (fail-on, the data's kind): `gated` before the one-run and
   * one-process rules. A benchmark whose gated metrics were all held back by those rules is decided
   * by these, not by min or p25.
   */
  wouldGate: boolean;
  verdict: Verdict;
  /** Benjamini–Hochberg confirmed this regression. */
  confirmed: boolean;
  /** The interval shown: compare's, or the FCR-adjusted one for a confirmed regression. */
  ciLow: number | null;
  ciHigh: number | null;
  confidence: number | null;
  /**
   * Runs per side that would likely decide it: for an inconclusive verdict, a regression
   * Benjamini–Hochberg did not confirm, and a gated metric beyond its threshold without an interval
   * (one run per side, too few runs: the minimum runs per side for an interval).
   */
  runsNeeded?: number;
  /** compare's notes, then the gate's (ids `review.*`). */
  notes: Message[];
  /**
   * The policy selects this metric, but the benchmark's calibrated floor for it (this floor) is
   * 10 (1000 %) or more (model/noise-floor.ts UNGATEABLE_FLOOR): it cannot be gated on this runner,
   * so it is not (gated and wouldGate false), and the report says so.
   */
  notGateable?: number;
}

export interface BenchmarkDecision {
  benchmark: Benchmark;
  comparison: BenchmarkComparison;
  metrics: Partial<Record<MetricId, MetricDecision>>;
  verdict: Verdict;
  /** The metrics whose verdicts decided `verdict`: the judged gated ones, else the judged others (never max). */
  decidedBy: MetricId[];
  /** Whether those verdicts rest on runs (across-runs, or constants over ≥ 2 runs per side), one run per side, or nothing. */
  evidence: 'runs' | 'within-run' | 'none';
  /** What the gate looked at for this benchmark. */
  gatedOn: GatedOn;
}

/** What gates a benchmark: tail quantiles, its per-run mean, its median (no tail estimable), or nothing. */
export type GatedOn = 'tail' | 'mean' | 'median' | 'none';

/** A gated metric whose point estimate is beyond its threshold, worse, but not a confirmed regression. */
export interface Unconfirmed {
  benchmark: string;
  metric: MetricId;
  decision: MetricDecision;
  /**
   * Set when `metric` is not gated but stands in for a gated tail quantile that could not be
   * estimated (this one): max or mean regressed clear of its threshold where the tail went unseen.
   */
  standInFor?: MetricId;
}

/** What may stand in for a gated tail quantile that cannot be estimated: the run's largest value and its mean. */
const STAND_INS: readonly MetricId[] = ['max', 'mean'];

/**
 * A tail-only regression must not pass green because its tail quantile cannot be estimated (300
 * samples a run cannot give p99). Where a benchmark's gated tail quantile is not estimable and none
 * of its gated metrics is a confirmed regression, its max or (per-operation) mean regressed clear
 * of its threshold across runs stands in: Benjamini–Hochberg over these candidates at q (so an A/A
 * suite of many such benchmarks stays quiet), and each confirmed one keeps the status from pass
 * (it is not gated, so it never fails the check) and the benchmark from "no change".
 */
function tailStandIns(benchmarks: BenchmarkDecision[], settings: Settings): Unconfirmed[] {
  const candidates: { b: BenchmarkDecision; m: MetricDecision; tail: MetricId }[] = [];
  for (const b of benchmarks) {
    if (b.comparison.distribution !== 'per-op') continue;
    const all = Object.values(b.metrics) as MetricDecision[];
    // A gated tail quantile not estimable, or under auto a median gated because no tail quantile was.
    const hidden = all.find(
      (m) =>
        (m.gated || (b.gatedOn === 'median' && quantilesOf(settings).includes(m.metric as QuantileId))) &&
        isTailMetric(m.metric) &&
        m.verdict === 'insufficient-data' &&
        m.comparison.notEstimable !== undefined,
    );
    if (!hidden || all.some((m) => m.gated && m.verdict === 'regression' && m.confirmed)) continue;
    for (const id of STAND_INS) {
      const m = b.metrics[id];
      if (m && !m.gated && m.verdict === 'regression' && m.comparison.method === 'across-runs' && m.comparison.pWorse !== null)
        candidates.push({ b, m, tail: hidden.metric });
    }
  }
  if (candidates.length === 0) return [];
  const adjusted = bhAdjust(candidates.map((c) => Math.min(1, 2 * c.m.comparison.pWorse!)));
  const out: Unconfirmed[] = [];
  candidates.forEach((c, i) => {
    if (adjusted[i] > settings.q) return;
    c.m.notes.push(message('review.tail-stand-in', { tail: c.tail }));
    if (c.b.verdict === 'no-change' || c.b.verdict === 'insufficient-data') c.b.verdict = 'inconclusive';
    out.push({ benchmark: c.b.benchmark.name, metric: c.m.metric, decision: c.m, standInFor: c.tail });
  });
  return out;
}

export interface GateDecision {
  settings: Settings;
  /** The comparison the gate decided on (the report and its asks read it). */
  comparison: Comparison;
  benchmarks: BenchmarkDecision[];
  status: Status;
  /** Gated metrics beyond their threshold that are not confirmed regressions: they keep the status from pass. */
  unconfirmed: Unconfirmed[];
  /** Gated metrics in the Benjamini–Hochberg family. */
  gatedCount: number;
  /** How many gated metrics got an interval at all. */
  judgedCount: number;
  /**
   * Load sweeps and their capacity under the SLO (review/sweep.ts); a capacity regression fails like
   * a tail regression. Optional for decisions built elsewhere (variants split one decision per pair).
   */
  sweeps?: SweepDecision[];
}

/**
 * Which metrics the gate policy selects, decided on what the data is (`distribution`), not on the
 * reader's sample kind. `tailEstimable`: at least one of the gated tail quantiles can be estimated
 * for this benchmark; under `auto` a per-operation benchmark without one is gated on its median.
 * The tail quantiles are every quantile at level ≥ 0.9 (p90, p95, p99, p99.9, p99.99, …); those
 * at p99.9 and beyond gate only when `wellResolved` (every run has n(1−p) ≥ 10).
 * - `auto` (and `never`, which reports what auto would gate): per-op → the tail quantiles (p50
 *   instead when none of them is estimable); per-run → mean (the per-run centre, as benchstat).
 * - `tail`: per-op → the tail quantiles; per-run → nothing.
 * - `any`: as tail, plus the centre (p50 for per-op, mean for per-run).
 * min, max, the per-operation mean, quantiles below p90 other than p50 (p25, p75) and printed levels
 * not among the quantiles computed (`Settings.quantiles`) never gate.
 */
export function policyGates(
  metric: MetricId,
  distribution: 'per-op' | 'per-run',
  settings: Settings,
  wellResolved: boolean,
  tailEstimable = true,
): boolean {
  if (metric === 'max' || metric === 'min') return false;
  const failOn = settings.failOn === 'never' ? 'auto' : settings.failOn;
  if (distribution === 'per-run') return metric === 'mean' && failOn !== 'tail';
  if (metric === 'mean') return false;
  if (metric === 'p50') return failOn === 'any' || (failOn === 'auto' && !tailEstimable);
  // Under auto a benchmark without any estimable tail quantile is judged on its median instead.
  if (!isTailMetric(metric)) return false;
  // A level the tool printed but the user did not ask for (wrk's p90, cassandra-stress's p95 under
  // `--quantiles p50,p99`) is shown, never gated.
  if (!quantilesOf(settings).includes(metric as QuantileId)) return false;
  if (failOn === 'auto' && !tailEstimable) return false;
  if ((quantileLevel(metric) ?? 0) >= 0.999 - 1e-12) return wellResolved;
  return true;
}

/** Whether every run supports this quantile well-resolved. */
function wellResolvedIn(bc: BenchmarkComparison, id: MetricId): boolean {
  return bc.wellResolved[id] === true;
}

const loadKey = (b: Benchmark): string => (b.load ? loadLabel(b.load) : '');

/**
 * The benchmark a throughput stands beside: its tool name (a measure the tool appends in
 * parentheses, wrk2's "(uncorrected)", dropped) at its load point. Readers name the latency and
 * the op rate of one run alike (cassandra-stress, wrk, autocannon, redis-benchmark).
 */
const besideKey = (b: Benchmark): string => `${b.toolName.replace(/\s+\([^()]*\)$/, '')}\u0000${loadKey(b)}`;

/**
 * Where the comparison has latency with a per-operation distribution (times with tail quantiles):
 * the benchmarks (tool name and load point) that have it. Keyed per benchmark, not the suite: a
 * JMH sampletime benchmark does not stop an unrelated throughput benchmark from gating.
 */
function latencyLoads(c: Comparison): Set<string> {
  const out = new Set<string>();
  for (const bc of c.benchmarks) {
    if (bc.benchmark.unit !== 'ns' || bc.distribution !== 'per-op') continue;
    out.add(besideKey(bc.benchmark));
  }
  return out;
}

/**
 * A throughput beside latency: under `auto` (and `never`) its per-run mean does not gate when the
 * same benchmark at the same load point has latency percentiles, which gate instead; a throughput
 * on its own gates like any per-run centre. `any` gates it either way.
 */
function throughputBesideLatency(bc: BenchmarkComparison, latency: ReadonlySet<string>, settings: Settings): boolean {
  if (settings.failOn !== 'auto' && settings.failOn !== 'never') return false;
  return isThroughput(bc.benchmark) && bc.distribution === 'per-run' && latency.has(besideKey(bc.benchmark));
}

/** Estimable, with an interval (or a constant) to judge it by: a quantile of 40 hyperfine executions has a value but no interval before 42. */
const judgeable = (m: MetricComparison | undefined): boolean =>
  m !== undefined && m.notEstimable === undefined && ((m.ciLow !== null && m.ciHigh !== null) || m.constant !== undefined);

/** Whether any tail quantile the policy would gate (one of the quantiles computed) can be estimated and judged for this benchmark. */
function tailEstimable(bc: BenchmarkComparison, settings: Settings): boolean {
  const computed = quantilesOf(settings) as MetricId[];
  return (Object.keys(bc.metrics) as MetricId[]).some(
    (id) =>
      isTailMetric(id) &&
      computed.includes(id) &&
      ((quantileLevel(id) ?? 0) < 0.999 - 1e-12 || wellResolvedIn(bc, id)) &&
      judgeable(bc.metrics[id]),
  );
}

/**
 * Runs that do not measure the noise between processes (one run per side, or repetitions inside one
 * process: compare/allowance.ts): such a metric is advisory unless a noise floor was measured for
 * it — the global one (`--noise-floor`) or the benchmark's own calibrated floor
 * (`--noise-floor-file`), which is then its allowance — or `--one-process gate` (input
 * `one-process: gate`) says to gate on the default allowances, as benchstat gates on repetitions;
 * one run per side gates only with a within-run interval (methodology §7.2 (6)). Constants of
 * repetitions (allocs/op the same in every run) are exact, and gate as usual.
 */
function gates(m: MetricComparison, policy: boolean, settings: Settings, benchmark: string): boolean {
  if (!policy) return false;
  if (m.allowance && !m.singleRun && m.constant !== undefined) return true;
  if (m.allowance && !m.singleRun) return m.allowance.source === 'calibrated' || settings.oneProcess === 'gate';
  if (!m.singleRun) return true;
  if (settings.oneProcess === 'gate') return m.method === 'within-run';
  return (
    m.method === 'within-run' && (settings.noiseFloor[m.metric] !== undefined || ownFloor(settings, benchmark, m.metric) !== undefined)
  );
}

/** The benchmark's own calibrated floor for a metric (`--noise-floor-file`), if the file gives one. */
function ownFloor(settings: Settings, benchmark: string, metric: MetricId): number | undefined {
  return settings.noiseFloors && Object.hasOwn(settings.noiseFloors, benchmark) ? settings.noiseFloors[benchmark][metric] : undefined;
}

export function verdictOf(ratio: number, lo: number, hi: number, t: number, lowerIsBetter: boolean): Verdict {
  const [, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter);
  if (!Number.isFinite(cHi) || cLo <= 0) return 'insufficient-data';
  if (cLo > 1 + t) return 'regression';
  if (cHi < 1 / (1 + t)) return 'improvement';
  if (cLo >= 1 / (1 + t) && cHi <= 1 + t) return 'no-change';
  return 'inconclusive';
}

/** The verdict of a metric whose runs gave constants: no ratio, but a clear direction. */
function constantVerdict(m: MetricComparison): Verdict | undefined {
  if (m.constant === 'identical') return 'no-change';
  if (m.constant === 'from-zero') return m.lowerIsBetter ? 'regression' : 'improvement';
  if (m.constant === 'to-zero') return m.lowerIsBetter ? 'improvement' : 'regression';
  return undefined;
}

/**
 * One process per side with no interval at all (printed percentiles of one run): the point estimate
 * against the threshold in force, which includes the one-process allowance — beyond it, a change in
 * that direction (labelled by its evidence); inside it, inconclusive: not a regression or an
 * improvement. Undefined where the rule does not apply (an interval, no ratio, not estimable).
 */
function pointVerdict(m: MetricComparison): Verdict | undefined {
  if (!m.allowance || m.ciLow !== null || m.ratio === null || !(m.ratio > 0) || m.notEstimable !== undefined || m.method !== 'none')
    return undefined;
  if (m.notes.some((n) => n.id === 'compare.non-positive')) return undefined;
  const cost = m.lowerIsBetter ? m.ratio : 1 / m.ratio;
  if (cost > 1 + m.threshold) return 'regression';
  if (cost < 1 / (1 + m.threshold)) return 'improvement';
  return 'inconclusive';
}

/**
 * Inside the one-process allowance but beyond the threshold it raised: a change two processes of the
 * same code reach on this kind of runner, so neither a regression nor an improvement.
 */
function withinAllowance(m: MetricComparison, verdict: Verdict): boolean {
  if (
    !m.allowance ||
    m.ratio === null ||
    !(m.ratio > 0) ||
    verdict === 'regression' ||
    verdict === 'improvement' ||
    verdict === 'insufficient-data'
  )
    return false;
  const change = Math.abs(Math.log(m.ratio));
  return change > Math.log(1 + (m.thresholdBeforeAllowance ?? m.threshold)) && change <= Math.log(1 + m.threshold);
}

function metricDecision(m: MetricComparison, gated: boolean, wouldGate = gated): MetricDecision {
  const verdict =
    constantVerdict(m) ??
    pointVerdict(m) ??
    (m.ratio !== null && m.ciLow !== null && m.ciHigh !== null
      ? verdictOf(m.ratio, m.ciLow, m.ciHigh, m.threshold, m.lowerIsBetter)
      : 'insufficient-data');
  return {
    metric: m.metric,
    comparison: m,
    gated,
    wouldGate,
    verdict,
    confirmed: false,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    confidence: m.confidence,
    ...(verdict === 'inconclusive' && m.runsNeeded !== undefined ? { runsNeeded: m.runsNeeded } : {}),
    notes: withinAllowance(m, verdict)
      ? [
          ...m.notes,
          message('review.within-allowance', {
            ratio: m.ratio,
            allowance: m.allowance!.value,
            source: m.allowance!.source,
            kind: m.allowance!.kind,
          }),
        ]
      : [...m.notes],
  };
}

/** One run per side (or fewer): no run-to-run evidence. */
const oneRun = (m: MetricComparison): boolean => m.singleRun || Math.min(m.runs.base, m.runs.head) < 2;

/** The evidence of one metric's verdict: repetitions inside one process (an allowance in force) measure no run-to-run noise either. */
function evidenceOf(m: MetricComparison): 'runs' | 'within-run' {
  if (m.constant !== undefined) return oneRun(m) ? 'within-run' : 'runs';
  return m.method === 'across-runs' && !m.allowance ? 'runs' : 'within-run';
}

/**
 * The benchmark's verdict summarises the metrics that decided it: the gated ones that got a
 * verdict, or when none did, the others (max excepted) — so a per-run mean that regressed clear of
 * its threshold makes a `regression` whether or not it gates.
 */
export function benchmarkVerdict(metrics: MetricDecision[]): Pick<BenchmarkDecision, 'verdict' | 'decidedBy' | 'evidence'> {
  const judged = (m: MetricDecision) => m.verdict !== 'insufficient-data';
  let deciding = metrics.filter((m) => m.gated && judged(m));
  // Held back from gating by one run or one process per side: still what decides the benchmark.
  if (deciding.length === 0) deciding = metrics.filter((m) => m.wouldGate && judged(m));
  if (deciding.length === 0) deciding = metrics.filter((m) => !m.gated && m.metric !== 'max' && judged(m));
  if (deciding.length === 0) return { verdict: 'insufficient-data', decidedBy: [], evidence: 'none' };
  const verdict: Verdict = deciding.some((m) => m.verdict === 'regression')
    ? 'regression'
    : deciding.some((m) => m.verdict === 'improvement')
      ? 'improvement'
      : deciding.every((m) => m.verdict === 'no-change')
        ? 'no-change'
        : 'inconclusive';
  const evidence = deciding.some((m) => evidenceOf(m.comparison) === 'runs') ? 'runs' : 'within-run';
  return { verdict, decidedBy: deciding.map((m) => m.metric), evidence };
}

/** The point estimate is beyond the threshold in the worse direction (a constant 0 → k counts). */
function beyondThreshold(d: MetricDecision): boolean {
  return pastThreshold(d.comparison, d.comparison.lowerIsBetter);
}

/** Runs per side that would likely decide a gated metric that is beyond its threshold but unconfirmed. */
function runsToDecide(d: MetricDecision, alpha: number): number | undefined {
  const m = d.comparison;
  // Repetitions in one process: process-level runs are what is missing, not more repetitions.
  if (m.allowance && !oneRun(m)) return minRunsPerSide(alpha);
  if (oneRun(m) || m.ciLow === null || m.ciHigh === null) {
    const min = minRunsPerSide(alpha);
    const n = Math.min(m.runs.base, m.runs.head);
    return Math.max(min, n + 1);
  }
  return d.runsNeeded ?? m.runsNeeded;
}

/**
 * Benjamini–Hochberg over the gated metrics' min(1, 2·p_worse). A regression the procedure does
 * not confirm becomes inconclusive; confirmed ones are shown at the FCR-adjusted level 1 − R·q/m.
 */
function applyMultiplicity(gated: MetricDecision[], settings: Settings): void {
  const family = gated.filter((m) => m.comparison.pWorse !== null);
  if (family.length === 0) return;
  const adjusted = bhAdjust(family.map((m) => Math.min(1, 2 * m.comparison.pWorse!)));
  const rejected = family.filter((_, i) => adjusted[i] <= settings.q);
  const fcrAlpha = (Math.max(1, rejected.length) * settings.q) / family.length;
  family.forEach((m, i) => {
    if (m.verdict !== 'regression') return;
    if (adjusted[i] > settings.q) {
      m.verdict = 'inconclusive';
      m.notes.push(message('review.not-confirmed', { family: family.length, adjustedP: adjusted[i] }));
      // More runs must also reach a p Benjamini–Hochberg can confirm among this many gated metrics:
      // one regression alone needs m·p ≤ q, and n vs n runs reach at best p = 2/C(2n, n).
      const forFamily = minRunsPerSide(settings.q / family.length);
      const have = Math.min(m.comparison.runs.base, m.comparison.runs.head);
      const need = Math.max(m.comparison.runsNeeded ?? 0, forFamily > have ? forFamily : 0);
      if (need > 0) m.runsNeeded = need;
      return;
    }
    m.confirmed = true;
    // The FCR-adjusted interval by the metric's own method (Hodges–Lehmann across runs, or the
    // order-statistic interval of pooled executions); constants (0 → k) have none to widen.
    const iv = family.length > 1 ? intervalAt(m.comparison, fcrAlpha) : null;
    if (iv) {
      m.ciLow = iv.lower;
      m.ciHigh = iv.upper;
      m.confidence = iv.coverage;
      // The level the interval attains (exact intervals reach at least 1 − fcrAlpha): the one its CI is quoted at.
      m.notes.push(message('review.fcr-interval', { level: iv.coverage }));
    }
  });
}

function gatedOnOf(metrics: MetricDecision[]): GatedOn {
  const gated = metrics.filter((m) => m.gated).map((m) => m.metric);
  if (gated.some(isTailMetric)) return 'tail';
  if (gated.includes('mean')) return 'mean';
  if (gated.includes('p50')) return 'median';
  return 'none';
}

/**
 * The status rule, for a whole decision or a part of it (review/variants.ts splits one per pair):
 * `fail` on a confirmed regression of a gated metric or a capacity regression (never under fail-on:
 * never); else `neutral` when a gated metric is beyond its threshold unconfirmed, a capacity
 * regression rests on too few runs (review/sweep.ts MIN_CAPACITY_RUNS), or none was judged; else `pass`.
 */
export function statusOf(
  settings: Settings,
  gated: readonly MetricDecision[],
  unconfirmed: number,
  sweeps: readonly SweepDecision[],
  oneProcessRegressions = 0,
): Status {
  const failed = gated.some((m) => m.verdict === 'regression' && m.confirmed) || sweeps.some(capacityFails);
  const judged = gated.filter((m) => m.verdict !== 'insufficient-data').length;
  return settings.failOn !== 'never' && failed
    ? 'fail'
    : unconfirmed > 0 || oneProcessRegressions > 0 || sweeps.some(capacityUnconfirmed) || judged === 0
      ? 'neutral'
      : 'pass';
}

/**
 * A benchmark called a regression on one run or one process per side whose deciding metrics do not
 * gate (no calibrated floor, no `--one-process gate`): it cannot fail the check, and it keeps the
 * status from pass — the headline says the change and why it cannot gate.
 */
export function isUngatedOneProcessRegression(b: Pick<BenchmarkDecision, 'verdict' | 'decidedBy' | 'metrics'>): boolean {
  if (b.verdict !== 'regression') return false;
  const deciding = b.decidedBy.map((id) => b.metrics[id]).filter((m) => m !== undefined);
  return (
    deciding.length > 0 &&
    deciding.every((m) => !m.gated && m.comparison.allowance !== undefined) &&
    deciding.some((m) => m.verdict === 'regression' && m.wouldGate)
  );
}

/**
 * Decide the gate on a comparison. Pure; every verdict and number follows from compare's output.
 * Status: `fail` on a confirmed regression of a gated metric (never under fail-on: never); else
 * `neutral` when a gated metric is beyond its threshold without being confirmed (not confirmed is
 * not green), or when no gated metric could be judged; else `pass`.
 */
export function decideGate(c: Comparison, options: { sweeps?: boolean } = {}): GateDecision {
  const { settings } = c;
  const gated: MetricDecision[] = [];
  const latency = latencyLoads(c);
  const benchmarks: BenchmarkDecision[] = c.benchmarks.map((bc) => {
    const metrics: Partial<Record<MetricId, MetricDecision>> = {};
    const tail = tailEstimable(bc, settings);
    const besideLatency = throughputBesideLatency(bc, latency, settings);
    for (const id of metricOrder(Object.keys(bc.metrics))) {
      const m = bc.metrics[id];
      if (!m) continue;
      // One run or one process per side: a tail swings between two processes far more than the
      // centre (compare/allowance.ts), so the median decides beside the tail quantiles.
      const centreDecides = m.allowance !== undefined && id === 'p50' && bc.distribution === 'per-op' && settings.failOn !== 'tail';
      const policy = policyGates(id, bc.distribution, settings, wellResolvedIn(bc, id), tail) || centreDecides;
      // A calibrated floor of 1000 % or more: this metric cannot be gated on this runner. It is not
      // gated, and said (a note here, a warning in the report), never silently dropped; when it was
      // the only gated metric, nothing gated is judged and the status is neutral, not pass.
      const floor = ownFloor(settings, bc.benchmark.name, id);
      const notGateable = policy && !besideLatency && floor !== undefined && !isGateableFloor(floor);
      const selected = policy && !besideLatency && !notGateable;
      const d = metricDecision(m, gates(m, selected, settings, bc.benchmark.name), selected);
      if (policy && besideLatency)
        d.notes.push(message('review.throughput-beside-latency', { load: bc.benchmark.load ? loadKey(bc.benchmark) : null }));
      if (notGateable) {
        d.notGateable = floor;
        d.notes.push(message('review.not-gateable', { floor: floor! }));
      }
      metrics[id] = d;
      if (d.gated) gated.push(d);
    }
    const all = Object.values(metrics) as MetricDecision[];
    return {
      benchmark: bc.benchmark,
      comparison: bc,
      metrics,
      verdict: 'insufficient-data' as Verdict,
      decidedBy: [],
      evidence: 'none' as const,
      gatedOn: gatedOnOf(all),
    };
  });
  applyMultiplicity(gated, settings);
  const unconfirmed: Unconfirmed[] = [];
  for (const b of benchmarks) {
    const all = Object.values(b.metrics) as MetricDecision[];
    Object.assign(b, benchmarkVerdict(all));
    for (const m of all) {
      if (!m.gated || (m.verdict === 'regression' && m.confirmed) || !beyondThreshold(m)) continue;
      const runs = runsToDecide(m, settings.alpha);
      if (runs !== undefined) m.runsNeeded = runs;
      unconfirmed.push({ benchmark: b.benchmark.name, metric: m.metric, decision: m });
    }
  }
  unconfirmed.push(...tailStandIns(benchmarks, settings));
  const judgedCount = gated.filter((m) => m.verdict !== 'insufficient-data').length;
  // (variants decide several comparisons joined, whose sweeps are each comparison's own: review/variants.ts)
  const sweeps = options.sweeps === false ? [] : decideSweeps(c);
  const status = statusOf(settings, gated, unconfirmed.length, sweeps, benchmarks.filter(isUngatedOneProcessRegression).length);
  return { settings, comparison: c, benchmarks, status, unconfirmed, gatedCount: gated.length, judgedCount, sweeps };
}
