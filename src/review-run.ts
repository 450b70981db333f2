/**
 * One review run: everything a review is made of in, the report out, built once.
 *
 *   read results → model → compare → review (decide → [profile] → report)
 *
 * CLI `compare`, CLI `run`, and the action's run, precomputed and publish-free modes all call this;
 * nothing patches the report afterwards. Rendering and publishing are the callers' next steps.
 */
import { compareSuite } from './compare/compare-suite.js';
import { readMachineFile } from './read/machine-file.js';
import { readResults } from './read/read.js';
import { buildSuite } from './model/build.js';
import type { Message } from './model/message.js';
import type { ProfileOutcome, RunSummary } from './model/run-summary.js';
import type { Settings } from './model/settings.js';
import type { Machine, ParseResult, Side, Suite } from './model/types.js';
import { buildReport, decide, profileTargets, type Report } from './review/index.js';

export interface ReviewRunInput {
  /** Result files per side: given by the user, or the kept output of each measured run. */
  base: string[];
  head: string[];
  /** Reader id, or undefined/'auto' to detect by content. */
  format?: string;
  settings: Settings;
  /**
   * Machine-fact files per side (--machine, base-machine/head-machine): their facts fill in and
   * override what that side's result files say (source `file`).
   */
  machineFiles?: Partial<Record<Side, string>>;
  /** Machine facts bench-review measured itself; they override what the files say. */
  machine?: Partial<Record<Side, Machine>>;
  /** Set when bench-review measured the suite. */
  run?: RunSummary;
  runNotes?: Message[];
  /** The pull request's description (untrusted), reviewed for the numbers it claims. */
  prBody?: string | null;
  /** Profiles the benchmarks the review names (tail regressions); called at most once. */
  profile?: (benchmarks: string[]) => Promise<ProfileOutcome | undefined>;
  /**
   * Set when both measured sides are base-branch code (the action on `pull_request_target`): the
   * report then says first, in its headline and warnings, that it is not a review of the PR.
   */
  baseBranchOnly?: { branch: string | null; pr: number | null };
}

export interface ReviewRunResult {
  report: Report;
  suite: Suite;
}

export async function readSide(files: string[], format?: string): Promise<ParseResult[]> {
  const out: ParseResult[] = [];
  for (const f of files) out.push(await readResults(f, format));
  return out;
}

/** `over` on top of `under`, their `extra` facts merged the same way. */
export function overlayMachine(under: Machine | undefined, over: Machine): Machine {
  const extra = under?.extra || over.extra ? { ...under?.extra, ...over.extra } : undefined;
  return { ...under, ...over, ...(extra ? { extra } : {}) };
}

export async function reviewRun(input: ReviewRunInput): Promise<ReviewRunResult> {
  // Machine files first: a bad one fails before the results are read.
  const fromFiles: Partial<Record<Side, Machine>> = {};
  for (const side of ['base', 'head'] as const) {
    const file = input.machineFiles?.[side];
    if (file !== undefined) fromFiles[side] = await readMachineFile(file, side);
  }
  const suite = buildSuite({ base: await readSide(input.base, input.format), head: await readSide(input.head, input.format) });
  for (const side of ['base', 'head'] as const) {
    const facts = fromFiles[side];
    if (facts) suite.machine[side] = overlayMachine(suite.machine[side], facts);
  }
  for (const side of ['base', 'head'] as const) {
    const measured = input.machine?.[side];
    if (measured) suite.machine[side] = { ...suite.machine[side], ...measured };
  }
  const decision = decide(compareSuite(suite.benchmarks, input.settings));
  const targets = input.profile ? profileTargets(decision) : [];
  const profiles = targets.length > 0 ? await input.profile!(targets) : undefined;
  const report = buildReport(decision, suite, { run: input.run, runNotes: input.runNotes, prBody: input.prBody, profiles, baseBranchOnly: input.baseBranchOnly });
  return { report, suite };
}
