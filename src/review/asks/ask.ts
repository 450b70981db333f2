/** The shape shared by every ask: a specific question with the numbers, only where it applies. */
import { needsAllowance } from '../../compare/allowance.js';
import type { Comparison } from '../../compare/compare-suite.js';
import type { MessageParam } from '../../model/message.js';
import { minSamplesFor } from '../../stats/index.js';
import type { Suite } from '../../model/types.js';
import type { Ask, EvidenceLevel, ReportBenchmark } from '../contract.js';
import type { PrBodyFacts } from '../pr-body.js';
import type { SweepDecision } from '../sweep.js';

export type { Ask, AskKind } from '../contract.js';

export interface AskContext {
  comparison: Comparison;
  suite: Suite;
  benchmarks: ReportBenchmark[];
  /** The load sweeps decided (review/sweep.ts): a point beyond one side's capacity is no coverage question. */
  sweeps?: readonly SweepDecision[];
}

export type AskCheck = (ctx: AskContext) => Ask[];

/** Asks about the numbers the author posted in the PR description. */
export interface PrAskContext {
  /** What the description says (see review/pr-body.ts). */
  facts: PrBodyFacts;
  /** Asks already raised from the results, so the same question is not asked twice. */
  existing: readonly Ask[];
  /** The report's benchmarks, to hold the author's claims against what was measured. */
  benchmarks: readonly ReportBenchmark[];
}

export type PrAskCheck = (ctx: PrAskContext) => Ask[];

/** Names an ask keeps (the first ones); `count` says how many there are in all. */
const KEPT_NAMES = 20;

/** The benchmarks an ask is about, as params: `names` (the first few) and `count`. */
export function namesParams(names: readonly string[]): { names: string[]; count: number } {
  return { names: names.slice(0, KEPT_NAMES), count: names.length };
}

export function ask(
  kind: Ask['kind'],
  id: string,
  benchmark: string | null,
  params: Record<string, MessageParam> = {},
  extra: Pick<Ask, 'quote'> = {},
): Ask {
  return { kind, id, params, benchmark, ...extra };
}

/**
 * A benchmark's evidence level; for one built without it (older reports), from its runs: a side
 * without runs, one run a side, else taken as process-level runs (repetitions cannot be told).
 */
export function evidenceLevelOf(b: Pick<ReportBenchmark, 'evidenceLevel' | 'runs' | 'sampleKind'>): EvidenceLevel {
  if (b.evidenceLevel) return b.evidenceLevel;
  const runs = Math.min(b.runs.base, b.runs.head);
  if (runs === 0) return 'none';
  if (runs >= 2) return 'across-processes';
  return b.sampleKind === 'per-op' || b.sampleKind === 'histogram' ? 'one-run-samples' : 'one-run-aggregates';
}

/** One process per side (one run, or repetitions inside one process): process-to-process noise is not measured. */
export const onOneProcess = (b: Pick<ReportBenchmark, 'evidenceLevel' | 'runs' | 'sampleKind'>): boolean =>
  needsAllowance(evidenceLevelOf(b));

/**
 * Samples a run needs for its minimum to be a stable estimate (the mirror of p99's estimability,
 * methodology §3.1 and §7.1): with n ≥ ⌈ln 0.025 / ln 0.99⌉ = 368 the sample minimum lies within the
 * lowest 1 % of the distribution with probability ≥ 97.5 %. The minimum of 10 samples only lies
 * somewhere between p0.5 and p25.9 (90 % of the time): a change in it is a change in a draw.
 */
export const MIN_ESTIMABLE_SAMPLES = minSamplesFor(0.99);

/**
 * Whether the minimum is estimable on both sides: the smallest run of each side (for runs of one
 * operation each, the pooled run count) has {@link MIN_ESTIMABLE_SAMPLES} samples. Unknown run sizes
 * (a tool that does not say how many operations a run had) are not.
 */
export function minEstimable(smallestRun: { base: number | undefined; head: number | undefined }): boolean {
  const n = Math.min(smallestRun.base ?? 0, smallestRun.head ?? 0);
  return n >= MIN_ESTIMABLE_SAMPLES;
}

const SMALLEST = new WeakMap<Comparison, Map<string, Comparison['benchmarks'][number]['smallestRun']>>();

/**
 * A benchmark's smallest run per side, from the comparison the report was built from; for a report
 * benchmark without one there (made on its own), its samples over its runs (the mean run size).
 */
export function smallestRunOf(
  comparison: Comparison,
  b: Pick<ReportBenchmark, 'name' | 'samples' | 'runs'>,
): { base: number | undefined; head: number | undefined } {
  let byName = SMALLEST.get(comparison);
  if (!byName) {
    byName = new Map(comparison.benchmarks.map((c) => [c.benchmark.name, c.smallestRun]));
    SMALLEST.set(comparison, byName);
  }
  const own = byName.get(b.name);
  if (own) return own;
  const per = (side: 'base' | 'head') => (b.runs[side] > 0 && b.samples[side] > 0 ? Math.floor(b.samples[side] / b.runs[side]) : undefined);
  return { base: per('base'), head: per('head') };
}

/** Whether the benchmark's change is confirmed at its evidence level; without the field (older reports), a regression or improvement. */
export const changeConfirmed = (b: Pick<ReportBenchmark, 'changeConfirmed' | 'verdict'>): boolean =>
  b.changeConfirmed ?? (b.verdict === 'regression' || b.verdict === 'improvement');

/**
 * Params of several asks said as one: the string and boolean params they share, and each number as
 * its smallest (under its own name) and largest (`<name>Max`, only when they differ). Asks that
 * differ in a string or boolean param are not one; see {@link sameWords}.
 */
export function numberRanges(all: ReadonlyArray<Readonly<Record<string, MessageParam>>>): Record<string, MessageParam> {
  const out: Record<string, MessageParam> = { ...all[0] };
  for (const [k, v] of Object.entries(all[0])) {
    if (typeof v !== 'number') continue;
    // A loop, not Math.min(...): a problem can be shared by hundreds of thousands of benchmarks.
    let lo = v;
    let hi = v;
    for (const p of all) {
      const x = p[k];
      if (typeof x !== 'number') continue;
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    out[k] = lo;
    if (hi !== lo) out[`${k}Max`] = hi;
  }
  return out;
}

/** What asks must share to be said as one with {@link numberRanges}: the id and every param that is not a number. */
export function sameWords(id: string, params: Readonly<Record<string, MessageParam>>): string {
  const words = Object.entries(params)
    .filter(([, v]) => typeof v !== 'number')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([id, words]);
}
