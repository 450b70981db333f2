/** The shape shared by every ask: a specific question with the numbers, only where it applies. */
import type { Comparison } from '../../compare/compare-suite.js';
import type { Suite } from '../../model/types.js';
import type { PrBodyFacts } from '../pr-body.js';
import type { ReportBenchmark } from '../report.js';

export type AskKind =
  | 'percentiles'
  | 'cpu-info'
  | 'profile'
  | 'distribution'
  | 'sample-size'
  | 'variance'
  | 'coverage'
  | 'coordinated-omission';

export interface Ask {
  kind: AskKind;
  /** The benchmark the ask is about, or null for the whole suite. */
  benchmark: string | null;
  /** Plain text (untrusted names included verbatim; renderers escape). */
  message: string;
  /** A line of the PR description the ask is about (untrusted; renderers escape). */
  quote?: string;
  /** Links bench-review made itself (profile artifacts of this run); never from untrusted text. */
  links?: Array<{ label: string; url: string }>;
}

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
}

export type PrAskCheck = (ctx: PrAskContext) => Ask[];

/** "a, b and 3 more" for lists of names. */
export function listNames(names: string[], max = 3): string {
  const shown = names.slice(0, max).map((n) => `"${n}"`);
  if (names.length > max) return `${shown.join(', ')} and ${names.length - max} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
