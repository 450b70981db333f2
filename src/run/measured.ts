/**
 * What a measured run gives the review: the kept run files per side, the machine facts
 * bench-review measured, the run summary, and what measuring found, as messages. The CLI's `run`
 * and the action's default mode pass this to reviewRun(), which builds the report once.
 */
import { message, type Message } from '../model/message.js';
import type { RunSummary } from '../model/run-summary.js';
import type { Machine, Side } from '../model/types.js';
import type { RunOutcome } from './run-suite.js';

export interface MeasuredInput {
  base: string[];
  head: string[];
  machine: Record<Side, Machine>;
  run: RunSummary;
  /** `run.measured` first, then the run's warnings in the order they were found. */
  runNotes: Message[];
}

export function measuredInput(outcome: RunOutcome): MeasuredInput {
  const side = (s: Side) => ({ sha: outcome[s].sha, runs: outcome[s].files.length, failedRuns: outcome[s].failedRuns });
  const run: RunSummary = { base: side('base'), head: side('head'), baseWhy: outcome.baseWhy, order: outcome.order };
  const measured = message('run.measured', { baseSha: run.base.sha, baseWhy: run.baseWhy, baseRuns: run.base.runs, headSha: run.head.sha, headRuns: run.head.runs });
  return {
    base: outcome.base.files,
    head: outcome.head.files,
    machine: { base: outcome.base.machine, head: outcome.head.machine },
    run,
    runNotes: [measured, ...outcome.warnings],
  };
}
