/** How bench-review measured the two sides itself (bench-review run, the action's default mode). */
import type { Side } from './types.js';

export interface RunSummary {
  base: { sha: string; runs: number; failedRuns: number };
  head: { sha: string; runs: number; failedRuns: number };
  /** Why this base commit (e.g. "pull_request.base.sha"). */
  baseWhy: string;
  /** The order the process-level runs were made in (A B B A …). */
  order: Side[];
}

/** What profiling the regressed benchmarks gave (run/ records it; review/ turns it into the ask). */
export interface ProfileOutcome {
  runs: Array<{ benchmark: string; side: Side; ok: boolean; exit: string }>;
  /** The uploaded artifact, when the upload worked. */
  artifactUrl: string | null;
  /** Why there is no artifact link, when there is none. */
  problem?: string;
}
