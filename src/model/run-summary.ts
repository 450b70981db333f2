/** How bench-review measured the two sides itself (bench-review run, the action's default mode). */
import type { Side } from './types.js';

export interface RunSummary {
  base: { sha: string; runs: number; failedRuns: number };
  head: { sha: string; runs: number; failedRuns: number };
  /** Why this base commit (e.g. "pull_request.base.sha"). */
  baseWhy: string;
  /** The order the process-level runs were made in (A B B A …). */
  order: Side[];
  /** Runs started per side (successful or not): the fixed count, or the last look's under `runs: auto`. */
  runsPerSide: number;
  /** Runs per side at each look made, in order (one entry, `runsPerSide`, for a fixed count). */
  looks: number[];
  /**
   * Why measuring stopped: every gated metric decided (`decided`), the cap `max-runs` (`cap`), the
   * time budget `max-minutes` (`budget`), or a fixed run count (`fixed`).
   */
  stopped: RunStop;
  /** `runs: auto` only: the planned looks and the levels the report was decided at (the last look's). */
  sequential?: SequentialRecord;
}

export type RunStop = 'decided' | 'cap' | 'budget' | 'fixed';
export const RUN_STOPS: readonly RunStop[] = ['decided', 'cap', 'budget', 'fixed'];

/** What `runs: auto` planned and spent (methodology §6.6; review/sequential.ts). */
export interface SequentialRecord {
  /** Runs per side at each planned look; the last is the cap. */
  planned: number[];
  /** The group-sequential boundary: pocock, obrien-fleming or bonferroni. */
  spending: string;
  /** The overall levels the looks spend (the settings' alpha and q). */
  alpha: number;
  q: number;
  /** The levels of the last look: the report's interval level and Benjamini–Hochberg level. */
  lookAlpha: number;
  lookQ: number;
  /** The time budget, in minutes. */
  maxMinutes: number;
}

/** What profiling the regressed benchmarks gave (run/ records it; review/ turns it into the ask). */
export interface ProfileOutcome {
  runs: Array<{ benchmark: string; side: Side; ok: boolean; exit: string }>;
  /** The uploaded artifact, when the upload worked. */
  artifactUrl: string | null;
  /** Why there is no artifact link, when there is none. */
  problem?: string;
}
