/** The shape shared by every ask: a specific question with the numbers, only where it applies. */
import type { Comparison } from '../../compare/compare-suite.js';
import type { Suite } from '../../model/types.js';
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
}

export interface AskContext {
  comparison: Comparison;
  suite: Suite;
  benchmarks: ReportBenchmark[];
}

export type AskCheck = (ctx: AskContext) => Ask[];

/** "a, b and 3 more" for lists of names. */
export function listNames(names: string[], max = 3): string {
  const shown = names.slice(0, max).map((n) => `"${n}"`);
  if (names.length > max) return `${shown.join(', ')} and ${names.length - max} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
