/**
 * One review run: everything a review is made of in, the report out, built once.
 *
 *   read results → model → compare → review (decide → [profile] → report)
 *
 * A job both front ends run (src/jobs/): CLI `compare` and `run` (src/cli/), the action's run mode,
 * measured or precomputed (src/action/run-mode.ts), and merging shards (jobs/merge.ts) all call
 * this; nothing patches the report afterwards. Rendering and publishing are the callers' next
 * steps. `autoRuns` is the `runs: auto` policy both front ends measure with.
 */
import { compareSuite } from '../compare/compare-suite.js';
import { driftNotes } from '../history/drift.js';
import { readStore } from '../history/store.js';
import { readMachineFile } from '../read/machine-file.js';
import { readFiles } from '../read/parallel.js';
import { sameInputWarnings } from '../read/same-input.js';
import { buildSuite } from '../model/build.js';
import { applyNames, type NameOptions } from '../model/rename.js';
import { filterSeries } from '../model/run-table.js';
import { message, type Message } from '../model/message.js';
import type { ProfileOutcome, RunSummary, SequentialRecord } from '../model/run-summary.js';
import type { Settings } from '../model/settings.js';
import type { Machine, ParseResult, Side, Suite } from '../model/types.js';
import { buildReport, decide, profileTargets, type Report } from '../review/index.js';
import { lookSettings, nextStep, planLooks, type SequentialPlan } from '../review/sequential.js';
import { messageText } from '../render/messages/index.js';
import type { LookOutcome, LookPolicy, LookState } from '../run/run-suite.js';

export interface ReviewRunInput {
  /** Result files per side: given by the user, or the kept output of each measured run. */
  base: string[];
  head: string[];
  /** Reader id, or undefined/'auto' to detect by content. */
  format?: string;
  settings: Settings;
  /** `--name` / `--rename` (inputs `name`, `rename`): applied to what the readers returned, before the suite is built (model/rename.ts). */
  names?: NameOptions;
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
  /**
   * Sharded runs (`--shard i/N`, run/shard.ts): keep only the measurements of the benchmarks this
   * returns true for (the name after `names` — base's renamed name — and the file it was read
   * from), before the suite is built.
   */
  keep?: (benchmark: string, file: string) => boolean;
  /** Warnings said first, before the review's own (merge: shards on different CPU models). */
  runWarnings?: Message[];
  /**
   * A history store of main (`--history DIR`, input `history`): the report gets `drift`, what main
   * did to the reported gated metrics (history/drift.ts). Read before the results, so a bad store fails first.
   */
  history?: string;
}

export interface ReviewRunResult {
  report: Report;
  suite: Suite;
}

/** Both sides' files read in one go: a large base and head are read side by side (read/parallel.ts). */
export async function readSides(files: Record<Side, string[]>, format?: string): Promise<Record<Side, ParseResult[]>> {
  const all = await readFiles([...files.base, ...files.head], format);
  return { base: all.slice(0, files.base.length), head: all.slice(files.base.length) };
}

/**
 * Both sides read, `names` applied, then (sharded runs) only what `keep` keeps: ownership is decided
 * on the names the suite is built from, so a renamed benchmark's base and head go to one shard.
 */
export async function readNamed(
  files: Record<Side, string[]>,
  format: string | undefined,
  names: NameOptions | undefined,
  keep?: (benchmark: string, file: string) => boolean,
): Promise<Record<Side, ParseResult[]>> {
  const named = applyNames(await readSides(files, format), names);
  if (!keep) return named;
  const only = (results: ParseResult[], paths: string[]) =>
    results.map((r, i) => {
      const measurements = r.measurements.filter((m) => keep(m.benchmark, paths[i]));
      const perRun = r.perRun && filterSeries(r.perRun, (benchmark) => keep(benchmark, paths[i]));
      return measurements.length === r.measurements.length && perRun === r.perRun
        ? r
        : { ...r, measurements, ...(perRun ? { perRun } : {}) };
    });
  return { base: only(named.base, files.base), head: only(named.head, files.head) };
}

/** `over` on top of `under`, their `extra` facts merged the same way. */
export function overlayMachine(under: Machine | undefined, over: Machine): Machine {
  const extra = under?.extra || over.extra ? { ...under?.extra, ...over.extra } : undefined;
  return { ...under, ...over, ...(extra ? { extra } : {}) };
}

export async function reviewRun(input: ReviewRunInput): Promise<ReviewRunResult> {
  const history = input.history !== undefined ? await readStore(input.history) : undefined;
  // Machine files first: a bad one fails before the results are read.
  const fromFiles: Partial<Record<Side, Machine>> = {};
  for (const side of ['base', 'head'] as const) {
    const file = input.machineFiles?.[side];
    if (file !== undefined) fromFiles[side] = await readMachineFile(file, side);
  }
  const suite = buildSuite(await readNamed({ base: input.base, head: input.head }, input.format, input.names, input.keep), {
    sweepParam: input.settings.sweepParam,
  });
  // What the result files say, then the machine files over it, then what bench-review measured.
  for (const side of ['base', 'head'] as const) {
    for (const facts of [fromFiles[side], input.machine?.[side]])
      if (facts) suite.machine[side] = overlayMachine(suite.machine[side], facts);
  }
  const decision = decide(compareSuite(suite.benchmarks, input.settings));
  const targets = input.profile ? profileTargets(decision) : [];
  const profiles = targets.length > 0 ? await input.profile!(targets) : undefined;
  const report = buildReport(decision, suite, {
    run: input.run,
    runNotes: input.runNotes,
    prBody: input.prBody,
    profiles,
    baseBranchOnly: input.baseBranchOnly,
  });
  // Results the user gave (not measured here): base and head reading one input compare nothing.
  if (!input.run) report.warnings.unshift(...(await sameInputWarnings({ base: input.base, head: input.head })));
  if (input.runWarnings?.length) report.warnings.unshift(...input.runWarnings);
  if (history) report.drift = driftNotes(history.entries, report);
  return { report, suite };
}

/** `runs: auto` for a measured review: the looks' policy for run/, and afterwards what the report is decided with. */
export interface AutoRuns {
  plan: SequentialPlan;
  policy: LookPolicy;
  /** The settings of the last look made: the final report is decided at its levels, on all runs. */
  settings(): Settings;
  /** The run record's `sequential` part. */
  record(): SequentialRecord;
}

/** How many undecided metrics a look's progress line names before "and N more". */
const NAMED = 3;

/**
 * The `runs: auto` policy (review/sequential.ts) driven on the runs measured so far: after each
 * look, read the runs, compare and decide at the look's levels (lookSettings), and ask nextStep
 * whether to go on — the same pipeline as the final report. The progress lines are worded by
 * render/messages/run.ts (`run.look`, `run.stopped`).
 */
export function autoRuns(
  settings: Settings,
  limits: { maxRuns: number; maxMinutes: number },
  format?: string,
  names?: NameOptions,
  keep?: (benchmark: string, file: string) => boolean,
): AutoRuns {
  const plan = planLooks(settings, { maxRuns: limits.maxRuns, maxMinutes: limits.maxMinutes });
  let last = 0;
  const after = async (state: LookState): Promise<LookOutcome> => {
    const look = plan.looks.indexOf(state.runsPerSide);
    if (look < 0) throw new Error(`runs: auto: ${state.runsPerSide} runs per side is not a planned look (${plan.looks.join(', ')})`);
    last = look;
    const suite = buildSuite(await readNamed(state.files, format, names, keep), { sweepParam: settings.sweepParam });
    const decision = decide(compareSuite(suite.benchmarks, lookSettings(settings, look, plan)));
    const step = nextStep(decision, look, plan, { minutes: state.elapsedMs / 60_000, minutesPerRun: state.msPerRun / 60_000 });
    const shown = step.undecided
      .slice(0, NAMED)
      .map((u) => ({ u, m: decision.benchmarks.find((b) => b.benchmark.name === u.benchmark)?.metrics[u.metric] }));
    const withInterval = shown.filter(({ m }) => m?.comparison.ratio != null && m.ciLow !== null && m.ciHigh !== null);
    const lines = [
      message('run.look', {
        look: look + 1,
        runs: state.runsPerSide,
        undecided: step.undecided.length,
        names: withInterval.map(({ u }) => `${u.benchmark} ${u.metric}`),
        ratios: withInterval.map(({ m }) => m!.comparison.ratio!),
        lows: withInterval.map(({ m }) => m!.ciLow!),
        highs: withInterval.map(({ m }) => m!.ciHigh!),
        waiting: shown.filter((x) => !withInterval.includes(x)).map(({ u }) => `${u.benchmark} ${u.metric}`),
        next: step.stop ? null : step.nextRuns,
      }),
    ];
    if (step.stop) {
      lines.push(
        message('run.stopped', {
          stopped: step.why,
          runs: state.runsPerSide,
          looks: look + 1,
          undecided: step.undecided.length,
          maxMinutes: step.why === 'budget' ? limits.maxMinutes : null,
          spentMinutes: step.why === 'budget' ? state.elapsedMs / 60_000 : null,
        }),
      );
    }
    const said = lines.map(messageText);
    return step.stop ? { lines: said, stop: step.why } : { lines: said, next: step.nextRuns };
  };
  return {
    plan,
    policy: { after },
    settings: () => lookSettings(settings, last, plan),
    record: () => ({
      planned: [...plan.looks],
      spending: plan.spending,
      alpha: plan.alpha,
      q: plan.q,
      lookAlpha: plan.alphas[last],
      lookQ: plan.qs[last],
      maxMinutes: limits.maxMinutes,
    }),
  };
}
