/**
 * The report: one result, rendered as JSON, Markdown and terminal text. These are its types; the
 * report holds numbers, decisions and Messages (ids and params), never sentences — render/ words
 * them (render/messages/) and render/json.ts writes the documented JSON contract (schemaVersion 1,
 * docs/report.md, schema/report.schema.json), texts and messages side by side.
 */
import type { Message } from '../model/message.js';
import type { MetricId } from '../model/settings.js';
import type { LoadModel, Machine, SampleKind } from '../model/types.js';
import type { RunSummary } from '../model/run-summary.js';
import type { Status, Verdict } from './gate.js';
import type { Allowance, EvidenceLevel } from '../compare/allowance.js';
import type { GeomeanSummary } from '../compare/geomean.js';

export type { Status, Verdict } from './gate.js';
export type { RunSummary } from '../model/run-summary.js';
export type { Allowance, AllowanceKind, EvidenceLevel } from '../compare/allowance.js';
export { EVIDENCE_LEVELS } from '../compare/allowance.js';

export interface ReportMetric {
  base: number | null;
  head: number | null;
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  verdict: Verdict;
  gated: boolean;
  /** What limited or qualified this metric (ids `compare.*`, `review.*`); the JSON `note` is their text. */
  notes: Message[];
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
  /** Set when the runs gave constants: `identical` (no change), `from-zero` (0 → k), `to-zero` (k → 0). */
  constant: 'identical' | 'from-zero' | 'to-zero' | null;
  /**
   * Where process-to-process noise is not measured (the benchmark's evidence level is not
   * `across-processes`): the one-process noise allowance the threshold in force includes, as a
   * fraction, and where it came from (`calibrated`: the benchmark's or the global noise floor;
   * `default`: the project's default for the kind of metric, measured on real A/A pairs). Null
   * otherwise; absent in older reports.
   */
  allowance?: Allowance | null;
}

/** The one rule for a metric that fails the gate: gated, a regression, and confirmed by Benjamini–Hochberg. */
export function failsGate<M extends Pick<ReportMetric, 'gated' | 'confirmed' | 'verdict'>>(m: M | undefined): m is M {
  return m !== undefined && m.gated && m.confirmed && m.verdict === 'regression';
}

/**
 * The benchmark a report entry is a measure of: its display name without the ` (measure)` a tool
 * name with several measures gets (Go's `BenchmarkX (B/op)` is benchmark `BenchmarkX`). Counts are
 * of benchmarks, not benchmark × measure.
 */
export function benchmarkOf(b: Pick<ReportBenchmark, 'name' | 'measure'>): string {
  const suffix = ` (${b.measure})`;
  return b.name.endsWith(suffix) && b.name.length > suffix.length ? b.name.slice(0, -suffix.length) : b.name;
}

/** How far a metric moved from no change (log scale): Infinity for a constant from or to zero, null without a ratio. */
export function changeSize(m: Pick<ReportMetric, 'constant' | 'ratio'> | undefined): number | null {
  if (!m) return null;
  if (m.constant === 'from-zero' || m.constant === 'to-zero') return Infinity;
  return m.ratio !== null && m.ratio > 0 && Number.isFinite(m.ratio) ? Math.abs(Math.log(m.ratio)) : null;
}

/**
 * The metric a failing benchmark is named by, in the headline and in its overview row alike: of the
 * metrics that fail the gate, the one that moved most (the first in the benchmark's order on a tie).
 * Null when no metric of the benchmark fails the gate.
 */
export function leadMetric(b: Pick<ReportBenchmark, 'metrics'>): MetricId | null {
  let best: MetricId | null = null;
  let size = -1;
  for (const [id, m] of Object.entries(b.metrics) as [MetricId, ReportMetric | undefined][]) {
    if (!failsGate(m)) continue;
    const s = changeSize(m) ?? 0;
    if (s > size) [best, size] = [id, s];
  }
  return best;
}

export interface ReportBenchmark {
  /** The display name, unique in the report (`name (measure)` when a tool name has several measures). */
  name: string;
  /** The name as the tool printed it: what a profile command or a filter needs. */
  toolName: string;
  /** What is measured, as the tool names it (`ns/op`, `B/op`, `allocs/op`, `cpu_time`, `time`…). */
  measure: string;
  unit: string;
  lowerIsBetter: boolean;
  sampleKind: SampleKind;
  runs: { base: number; head: number };
  samples: { base: number; head: number };
  verdict: Verdict;
  /** The metrics whose verdicts decided the benchmark's verdict (the gated ones when any was judged). */
  decidedBy: MetricId[];
  /** Whether the verdict rests on run-to-run evidence, on one run per side only, or on nothing. */
  evidence: 'runs' | 'within-run' | 'none';
  /** What the runs are, process-wise (see EvidenceLevel). */
  evidenceLevel?: EvidenceLevel;
  /**
   * Whether the benchmark's verdict is a change confirmed at its evidence level: a regression or
   * improvement beyond its threshold (and, without process-level runs, beyond the one-process
   * allowance). Asks that explain a change (profile, distribution) are asked only then. Absent in
   * older reports (the JSON written now always has both).
   */
  changeConfirmed?: boolean;
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
  notes: Message[];
}

/** One side of a sweep point. */
export interface ReportSweepSide {
  runs: number;
  /** Achieved throughput (ops/s, median over runs); null when not measured. */
  achieved: number | null;
  /** Achieved ≥ 0.9 × offered (param `rate`); false marks a rate the side could not sustain; null when it cannot be said. */
  sustained: boolean | null;
  /** Standard deviation of the latency (median over runs), shown, never compared. */
  stdDev: number | null;
  /** The SLO at this point: `meets`, `violates`, `undecided`; null without an SLO or a run. */
  slo: 'meets' | 'violates' | 'undecided' | null;
}

export interface ReportSweepPoint {
  /** The load value (offered requests/s for `rate`; a count for concurrency). */
  value: number;
  /** The offered rate, for param `rate`. */
  offered: number | null;
  /** The display name of the point's latency benchmark (its row among `benchmarks`). */
  benchmark: string;
  base: ReportSweepSide;
  head: ReportSweepSide;
  /** The latency metrics (p50, p99, p99.9, mean, SLO quantiles) as the benchmark's own row has them. */
  metrics: Partial<Record<MetricId, ReportMetric>>;
  /** The achieved throughput compared across runs (its per-run mean), when measured. */
  throughput: ReportMetric | null;
}

/** The maximum sustainable throughput under the SLO, per side (review/sweep.ts). */
export interface ReportCapacity {
  slo: string;
  /** The SLO's conditions: quantile id and limit in the sweep's unit (ns); renderers draw from these, never re-parse `slo`. */
  conditions: Array<{ metric: MetricId; limit: number }>;
  base: number | null;
  head: number | null;
  ratio: number | null;
  verdict: Verdict;
  baseLoad: number | null;
  headLoad: number | null;
  /** Load values where base serves within the SLO and head fails (regression), or the reverse. */
  regressedAt: number[];
  improvedAt: number[];
  /** A regression resting on load points with fewer than 4 runs a side (no calibrated floor): the check is neutral, not failed. */
  unconfirmed: boolean;
  /** SLO quantiles the tool printed at no load point (wrk has no p95): the SLO cannot be judged. */
  unprinted: Array<{ metric: MetricId; tool: string }>;
}

export interface ReportSweep {
  /** The benchmark name without the load. */
  name: string;
  measure: string;
  unit: string;
  /** What is varied: `rate`, `connections`, `threads`, `vus`, or the user's name key. */
  param: string;
  points: ReportSweepPoint[];
  /** Null without an SLO (`--slo`, input `slo`). */
  capacity: ReportCapacity | null;
}

/**
 * benchstat's geomean row for one measure of per-run data (compare/geomean.ts): over the measure's
 * benchmarks measured on both sides, the geometric mean of their base and of their head values
 * (each the `mean` metric's base and head: the median over runs of the per-run values), and of
 * their changes head/base, with a Student-t interval over the benchmarks' log changes. A summary:
 * it never changes a verdict or the status.
 */
export type ReportGeomean = GeomeanSummary;

/** `claim`: a change the PR description claims that the measurement contradicts (review/asks/pr-claim.ts). */
export type AskKind =
  | 'percentiles'
  | 'cpu-info'
  | 'profile'
  | 'distribution'
  | 'sample-size'
  | 'variance'
  | 'coverage'
  | 'coordinated-omission'
  | 'tool-hazard'
  | 'claim';
export const ASK_KINDS: readonly AskKind[] = [
  'percentiles',
  'cpu-info',
  'profile',
  'distribution',
  'sample-size',
  'variance',
  'coverage',
  'coordinated-omission',
  'tool-hazard',
  'claim',
];

/** A specific question with the numbers, only where it applies: a Message with a kind and a subject. */
export interface Ask extends Message {
  kind: AskKind;
  /** The benchmark the ask is about, or null for the whole suite. */
  benchmark: string | null;
  /** A line of the PR description the ask is about (untrusted; renderers escape). */
  quote?: string;
  /** Links bench-review made itself (profile artifacts of this run); never from untrusted text. */
  links?: Array<{ label: string; url: string }>;
}

/** One change point of main inside a drift note's window (history/change-points.ts). */
export interface DriftChangePoint {
  /** The first commit at the new level, and the last one at the old level. */
  commit: string;
  previousCommit: string;
  /** after ÷ before − 1 of the median levels on either side. */
  change: number;
  pValue: number;
  kind: 'regression' | 'improvement';
}

/**
 * What main did to one reported gated metric over its recent history (issue 27; history/drift.ts):
 * set when the metric got worse beyond its threshold over the window. Context for the reviewer:
 * it never changes a verdict or the status.
 */
export interface DriftNote {
  /** The benchmark's display name (a report benchmark's `name`) and the metric. */
  benchmark: string;
  metric: MetricId;
  unit: string;
  lowerIsBetter: boolean;
  /** after ÷ before − 1: the level at the end of the window against its start. */
  change: number;
  /** The median levels of the first and the last points of the window. */
  before: number;
  after: number;
  /** The threshold it is beyond (the one in force for this metric in this review). */
  threshold: number;
  /** One-sided t-test p that the end is worse than the start. */
  pValue: number;
  /** The first and the last commit of the window, and how many recorded commits it spans. */
  since: string;
  until: string;
  commits: number;
  /** The window starts at a machine change (the runner changed within the last 40 commits). */
  sinceMachineChange: boolean;
  /** The change points of main inside the window, oldest first (machine changes are never inside it). */
  changePoints: DriftChangePoint[];
}

export interface Report {
  schemaVersion: 1;
  status: Status;
  /**
   * The gate did not decide: no confirmed regression, and a regression not confirmed, nothing gated
   * judged, or machines that differ. `status` is then `neutral`, or `fail` under `settings.undecided`
   * `fail`. Absent in older reports.
   */
  undecided?: boolean;
  headline: Message;
  settings: {
    estimators: Record<string, string>;
    alpha: number;
    q: number;
    /** The quantiles computed (`--quantiles`, plus an SLO's), ascending. Absent in older reports. */
    quantiles?: string[];
    /** Thresholds of the quantiles computed and of min, max and mean. */
    thresholds: Record<string, number>;
    noiseFloor: Record<string, number>;
    /** Calibrated floors used, per benchmark and metric (`--noise-floor-file`); only the compared benchmarks the file has. Absent without a file. */
    noiseFloors?: Record<string, Record<string, number>>;
    failOn: string;
    /** `--allow-different-machines`: the user says base and head ran on equivalent machines. Absent in older reports. */
    allowDifferentMachines?: boolean;
    /** `--one-process`: whether a change resting on one process per side may gate (`gate`) or is reported only (`report`). Absent in older reports. */
    oneProcess?: 'report' | 'gate';
    /** `--undecided`: what an undecided gate does to the check, `neutral` or `fail`. Absent in older reports (neutral). */
    undecided?: 'neutral' | 'fail';
    /** `--slo` as given (conditions joined by commas); absent without one. */
    slo?: string;
    /** `--sweep-param`; absent without one. */
    sweepParam?: string;
  };
  summary: {
    benchmarks: number;
    regressions: number;
    improvements: number;
    gatedMetrics: number;
    judgedMetrics: number;
    tailJudged: boolean;
    /**
     * How many benchmarks the gate judged on tail quantiles, on their per-run mean (per-run
     * aggregates only), on their median (per-operation values too few for any tail quantile), or on
     * nothing. Absent in older reports.
     */
    gatedOn?: { tail: number; mean: number; median: number; none: number };
  };
  /**
   * `differences`: one `review.machine-differs` message per fact that differs. `comparable`: false
   * when CPU model, core counts or host differ (the warning `review.machines-differ` says which);
   * absent in older reports.
   */
  machine: { base: Machine | null; head: Machine | null; differences: Message[]; comparable?: boolean };
  /** Set when bench-review ran the suite itself; null when it compared result files. */
  run: RunSummary | null;
  benchmarks: ReportBenchmark[];
  /** Load sweeps (benchmarks measured at several load points); absent in older reports. */
  sweeps?: ReportSweep[];
  /** One geomean summary per measure of per-run data with two or more benchmarks; absent in older reports. */
  geomeans?: ReportGeomean[];
  /**
   * What main did to the reported gated metrics (`--history DIR`, input `history`): one note per metric
   * that got worse beyond its threshold over main's recent history. Absent without a history store.
   */
  drift?: DriftNote[];
  asks: Ask[];
  notes: Message[];
  /** Problems reading the inputs (ids `reader.*`), and what fitting report.json left out. */
  warnings: Message[];
}

/** One variant of `bench-review compare --variant`, against the reference (`vs`): the full review of that pair. */
export interface VariantReport {
  name: string;
  /** The reference variant's name. */
  vs: string;
  /** The variant's result files, as given. */
  files: string[];
  /** The review of reference (base) against this variant (head); Benjamini–Hochberg ran over every variant together. */
  report: Report;
}

/** `bench-review compare --variant NAME=FILE… --variant …`: every variant against the first. */
export interface VariantsReport {
  schemaVersion: 1;
  kind: 'variants';
  /** The worst of the variants' statuses: `fail` when any variant has a confirmed regression. */
  status: Status;
  headline: Message;
  reference: { name: string; files: string[] };
  /** Said once for the whole comparison (the Benjamini–Hochberg family). */
  notes: Message[];
  variants: VariantReport[];
}
