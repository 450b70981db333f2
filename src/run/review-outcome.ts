/**
 * From a measured base-vs-head run to the report: read every kept run file, compare with the
 * machine facts bench-review measured, and carry the run's warnings into the report's notes.
 * The CLI's `run` command and the action's default mode both call this.
 */
import type { Settings } from '../compare/settings.js';
import { compareFiles } from '../pipeline.js';
import type { Report } from '../review/report.js';
import type { Suite } from '../model/types.js';
import type { RunOutcome } from './run-suite.js';
import { short } from './sides.js';

export interface ReviewOutcomeOptions {
  format?: string;
  settings: Settings;
}

export async function reviewOutcome(outcome: RunOutcome, opts: ReviewOutcomeOptions): Promise<{ report: Report; suite: Suite }> {
  const result = await compareFiles({
    base: outcome.base.files,
    head: outcome.head.files,
    format: opts.format,
    settings: opts.settings,
    machine: { base: outcome.base.machine, head: outcome.head.machine },
  });
  const n = (s: 'base' | 'head') => outcome[s].files.length;
  const measured = `Measured on one machine, interleaved (A B B A …): base ${short(outcome.base.sha)} (${outcome.baseWhy}) ${n('base')} runs, head ${short(outcome.head.sha)} ${n('head')} runs.`;
  result.report.notes.unshift(measured, ...outcome.warnings);
  const side = (s: 'base' | 'head') => ({ sha: outcome[s].sha, runs: n(s), failedRuns: outcome[s].failedRuns });
  result.report.run = { base: side('base'), head: side('head'), baseWhy: outcome.baseWhy, order: outcome.order };
  return result;
}
