/**
 * The review stage's entry points, in the order the review run calls them:
 *   decide(comparison)            which metrics gate, each verdict, Benjamini–Hochberg, the status;
 *   profileTargets(decision)      the benchmarks worth profiling (tail regressions), best first;
 *   buildReport(decision, suite, extras)  the report: numbers, decisions, notes and asks as data.
 */
import type { Comparison } from '../compare/compare-suite.js';
import { message, type Message } from '../model/message.js';
import type { ProfileOutcome, RunSummary } from '../model/run-summary.js';
import type { Suite } from '../model/types.js';
import { collectPrAsks } from './asks/index.js';
import { minEstimable } from './asks/ask.js';
import { withDescribedMachine } from './asks/cpu-info.js';
import { linkProfiles } from './asks/profile.js';
import type { Report, ReportMetric } from './contract.js';
import { pastThreshold } from './threshold.js';
import { minRunsPerSide } from '../stats/index.js';
import { decideGate, type GateDecision } from './gate.js';
import { readPrBody } from './pr-body.js';
import { reportOf } from './report.js';

/** The gate's decision, carrying the comparison it decided on. */
export type Decision = GateDecision;

export function decide(comparison: Comparison): Decision {
  return decideGate(comparison);
}

const PROFILED_METRICS = ['p99.9', 'p99', 'p90', 'min'] as const;

/**
 * Benchmarks whose tail (or minimum, where it is estimable: asks/ask.ts minEstimable) regressed, in
 * suite order and by the tool's name (once per name): what a profile should explain.
 */
export function profileTargets(d: Decision): string[] {
  const names = d.benchmarks
    .filter((b) =>
      PROFILED_METRICS.some((id) => b.metrics[id]?.verdict === 'regression' && (id !== 'min' || minEstimable(b.comparison.smallestRun))),
    )
    .map((b) => b.benchmark.toolName);
  return [...new Set(names)];
}

/** What the review run adds to the comparison when it has it. */
export interface ReviewExtras {
  /** Set when bench-review measured the suite itself. */
  run?: RunSummary;
  /** What measuring found (same commit, dirty tree, survivors…), said once in the report's notes. */
  runNotes?: Message[];
  /** The pull request's description (untrusted). */
  prBody?: string | null;
  /** Profiles recorded for profileTargets(). */
  profiles?: ProfileOutcome;
  /**
   * Set when both measured sides are base-branch code (the action on `pull_request_target`): the
   * report then says first, in its headline and warnings, that it is not a review of the PR.
   */
  baseBranchOnly?: { branch: string | null; pr: number | null };
}

/** The messages that say how many runs per side would decide a metric (param `runs`). */
const RUNS_NEEDED = new Set(['review.runs-needed', 'review.unconfirmed', 'review.headline.unconfirmed']);

/**
 * The cap on runs per side (`max-runs`) of the run that measured the report, beside every "about N
 * runs per side would decide it": past the cap the sentence says so instead of a number no run
 * of this runner would reach.
 */
function withRunsCap(report: Report, cap: number): void {
  const capped = (m: Message): Message => (RUNS_NEEDED.has(m.id) ? { id: m.id, params: { ...m.params, cap } } : m);
  const metrics = (ms: Partial<Record<string, ReportMetric>>) => {
    for (const m of Object.values(ms)) if (m) m.notes = m.notes.map(capped);
  };
  report.headline = capped(report.headline);
  report.notes = report.notes.map(capped);
  for (const b of report.benchmarks) metrics(b.metrics);
  for (const s of report.sweeps ?? []) for (const p of s.points) metrics(p.metrics);
}

export function buildReport(d: Decision, suite: Suite, extras: ReviewExtras = {}): Report {
  const report = reportOf(d, suite);
  if (extras.run) report.run = extras.run;
  const cap = extras.run?.sequential?.planned.at(-1);
  if (cap !== undefined) withRunsCap(report, cap);

  if (extras.runNotes?.length) report.notes.unshift(...extras.runNotes);
  if (extras.profiles) report.asks = linkProfiles(report.asks, extras.profiles);
  if (extras.prBody) {
    // What the description gives is not asked for again; what it claims is held against the results.
    const facts = readPrBody(extras.prBody);
    const asks = withDescribedMachine(report.asks, facts);
    report.asks = [...asks, ...collectPrAsks(facts, asks, report.benchmarks)];
  }
  if (extras.baseBranchOnly) {
    // The review's own headline stays as data (its id in `headline`, its params beside it).
    report.headline = message('run.base-branch-only.headline', { headline: report.headline.id, ...report.headline.params });
    report.warnings.unshift(message('run.base-branch-only', extras.baseBranchOnly));
  }
  return report;
}

/**
 * A gated metric whose point estimate is beyond its threshold in the worse direction (a constant
 * 0 → k of a lower-is-better unit counts), whatever its verdict: the gate's "not confirmed is not
 * green" case when it is no confirmed regression. The gate decides the same on its own numbers
 * (gate.ts); this reads the report, so a report read back in publish mode decides alike.
 */
export function beyondThreshold(
  m: Pick<ReportMetric, 'gated' | 'ratio' | 'threshold' | 'constant'> | undefined,
  lowerIsBetter: boolean,
): boolean {
  return m?.gated === true && pastThreshold(m, lowerIsBetter);
}

/**
 * Whether the report has something to say in a new comment: a benchmark that regressed or
 * improved, or a gated metric beyond its threshold that was not confirmed (inconclusive, or
 * decided within one run). Questions alone (sample size, CPU facts…) are not: they update an
 * existing comment and stay in the job summary, so an A/A pull request gets no new comment.
 */
export function worthSaying(report: Report): boolean {
  if (report.summary.regressions > 0 || report.summary.improvements > 0) return true;
  if ((report.sweeps ?? []).some((s) => s.capacity?.verdict === 'regression' || s.capacity?.verdict === 'improvement')) return true;
  return report.benchmarks.some(
    (b) =>
      b.verdict === 'regression' ||
      b.verdict === 'improvement' ||
      Object.values(b.metrics).some((m) => beyondThreshold(m, b.lowerIsBetter) && !multiplicityNoise(m!, b.runs, report.settings.q)),
  );
}

/**
 * Beyond its threshold, with runs enough that Benjamini–Hochberg could have confirmed it among the
 * suite's gated metrics, and it did not: what one of many comparisons shows by chance on an A/A
 * pair. Told in the job summary and the check, never a reason for a new comment. With too few runs
 * to ever confirm it (4 a side among 2 gated metrics), it is: the comment asks for the runs.
 */
function multiplicityNoise(m: ReportMetric, runs: { base: number; head: number }, q: number): boolean {
  const bh = m.notes.find((n) => n.id === 'review.not-confirmed');
  if (!bh || typeof bh.params.family !== 'number') return false;
  return Math.min(runs.base, runs.head) >= minRunsPerSide(q / bh.params.family);
}

export type { Ask, AskKind, Report, ReportBenchmark, ReportMetric, Status, Verdict } from './contract.js';
export type { MetricDecision, BenchmarkDecision } from './gate.js';
