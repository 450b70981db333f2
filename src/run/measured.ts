/**
 * What a measured run gives the review: the kept run files per side, the machine facts
 * bench-review measured, the run summary, and what measuring found, as messages. The CLI's `run`
 * and the action's default mode pass this to reviewRun(), which builds the report once.
 */
import { message, type Message } from '../model/message.js';
import type { RunSummary, SequentialRecord } from '../model/run-summary.js';
import type { Machine, Side } from '../model/types.js';
import type { RunOutcome } from './run-suite.js';

export interface MeasuredInput {
  base: string[];
  head: string[];
  machine: Record<Side, Machine>;
  run: RunSummary;
  /** `run.measured` first (then `run.auto` under `runs: auto`), then the run's warnings in the order they were found. */
  runNotes: Message[];
}

/** `sequential`: what `runs: auto` planned (the glue passes it; measuring knows no levels). */
export function measuredInput(outcome: RunOutcome, sequential?: SequentialRecord): MeasuredInput {
  const side = (s: Side) => ({ sha: outcome[s].sha, runs: outcome[s].files.length, failedRuns: outcome[s].failedRuns });
  const run: RunSummary = {
    base: side('base'),
    head: side('head'),
    baseWhy: outcome.baseWhy,
    order: outcome.order,
    runsPerSide: outcome.runsPerSide,
    looks: outcome.looks,
    stopped: outcome.stopped,
    ...(sequential ? { sequential } : {}),
  };
  const measured = message('run.measured', {
    baseSha: run.base.sha,
    baseWhy: run.baseWhy,
    baseRuns: run.base.runs,
    headSha: run.head.sha,
    headRuns: run.head.runs,
  });
  const notes = [measured];
  if (sequential) {
    const { planned, spending, alpha, q, lookAlpha, lookQ, maxMinutes } = sequential;
    notes.push(message('run.auto', { looks: run.looks, planned, stopped: run.stopped, spending, alpha, q, lookAlpha, lookQ, maxMinutes }));
  }
  return {
    base: outcome.base.files,
    head: outcome.head.files,
    machine: { base: outcome.base.machine, head: outcome.head.machine },
    run,
    runNotes: [...notes, ...outcome.warnings],
  };
}
