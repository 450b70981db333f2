/** The shape shared by every ask: a specific question with the numbers, only where it applies. */
import type { Comparison } from '../../compare/compare-suite.js';
import type { MessageParam } from '../../model/message.js';
import type { Suite } from '../../model/types.js';
import type { Ask, ReportBenchmark } from '../contract.js';
import type { PrBodyFacts } from '../pr-body.js';

export type { Ask, AskKind } from '../contract.js';

export interface AskContext {
  comparison: Comparison;
  suite: Suite;
  benchmarks: ReportBenchmark[];
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

export function ask(kind: Ask['kind'], id: string, benchmark: string | null, params: Record<string, MessageParam> = {}, extra: Pick<Ask, 'quote'> = {}): Ask {
  return { kind, id, params, benchmark, ...extra };
}
