/**
 * Run a project's benchmark suite on base and head, on this machine, interleaved.
 *
 * base = a detached git worktree of the base commit in a temporary folder (removed in all cases);
 * head = the repository's working tree. `setup` runs once per side, then `runs` process-level runs
 * per side in the order A B B A A B B A …, each run's output kept in its own file for the readers.
 * With `looks` (`runs: auto`) `runs` is the first look; after each look the caller's policy says
 * whether to continue the same order to more runs per side (phases.ts measureSides).
 */
import { randomUUID } from 'node:crypto';
import { lstat, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { READERS, findReader } from '../formats/index.js';
import { message, type Message } from '../model/message.js';
import { RUN_LIMITS } from '../model/settings.js';
import type { RunStop } from '../model/run-summary.js';
import type { Machine, Side } from '../model/types.js';
import { readEventPayload, resolveBase } from './base-ref.js';
import { linkCancellation, type Cancellation } from './cancel.js';
import { createGit } from './git.js';
import { collectMachine } from './machine.js';
import { checkResultsPath, clearResults, type MeasureContext, type RunRecord } from './measure.js';
import { measureSides, runSetups, type LookPolicy } from './phases.js';
import { describeSurvivors, killTaggedSync, reapTagged, type Survivor } from './process.js';
import { createProgress, type Progress } from './progress.js';
import { RunError } from './run-error.js';
import { checkWorkingDirectory, prepareSides, type CheckoutFacts, type PreparedSides } from './sides.js';
import type { Worktree } from './worktree.js';

export type { CheckoutFacts } from './sides.js';
export type { LookOutcome, LookPolicy, LookState } from './phases.js';

export interface RunOptions {
  /** Shell command that runs the benchmark suite once (one process-level run). */
  command: string;
  /** Shell command run once per side before measuring (build, install). */
  setup?: string;
  /** Commit-ish for base; default: resolveBase() from the GitHub event, else an error. */
  baseRef?: string;
  /** Process-level runs per side: the fixed count, or with `looks` the first look's (`runs: auto`). */
  runs: number;
  /** `runs: auto`: after each look, how far to go on (the review glue decides; see LookPolicy). */
  looks?: LookPolicy;
  /** Milliseconds on a monotonic clock, for elapsed time and the time budget; default performance.now. Tests inject one. */
  now?: () => number;
  /** Path, relative to the side's working directory, of the file the command writes; default: stdout. */
  results?: string;
  /** Reader id or 'auto' (checked before anything runs; the review reads the run files with it). */
  format?: string;
  /** Per run and per setup. */
  timeoutMs: number;
  /** The git repository (head = its working tree). */
  repoDir: string;
  /**
   * Subdirectory, relative to the repository root, in which commands run on both sides. Default:
   * where repoDir is inside the repository (its root when repoDir is the root).
   */
  workingDirectory?: string;
  /** Environment of the commands, and of RUNNER_* facts and the event payload; default process.env. */
  env?: Record<string, string | undefined>;
  /** One line per run: side, index, duration, exit status. */
  log: (line: string) => void;
  /** The action passes core.group. */
  group?: <T>(title: string, fn: () => Promise<T>) => Promise<T>;
  /** Cancellation: kill the running process tree and clean up. */
  signal?: AbortSignal;
  /**
   * Where each run's output file is kept. Default: a new temporary folder, named in
   * RunOutcome.outDir, that the caller removes after reading (runSuite removes it itself when it fails).
   */
  outDir?: string;
  /** Raw writer for a live counter (pass only on an interactive terminal). */
  live?: (text: string) => void;
  /** Also cancel on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
  /** Parent of the temporary folders (default RUNNER_TEMP, else the OS temp dir). */
  tmpDir?: string;
  /** Between SIGTERM and SIGKILL of a process tree (default 5000). */
  killGraceMs?: number;
  /** Remote to fetch a missing base commit from (default origin). */
  remote?: string;
  /**
   * Called once both commits are known, before the base worktree is added and before any command
   * runs (setup included); throwing stops the run. The action's pull_request_target /
   * workflow_run guard checks here that only trusted code would run.
   */
  authorize?: (facts: CheckoutFacts) => Promise<void>;
}

export interface SideOutcome {
  sha: string;
  /** Data files of the successful runs, in run order. */
  files: string[];
  machine: Machine;
  failedRuns: number;
  /** Every run, successful or not. */
  runs: RunRecord[];
  /** Where the side's commands ran (for base: the worktree, already removed). */
  dir: string;
  setupMs?: number;
}

export interface RunOutcome {
  base: SideOutcome;
  head: SideOutcome;
  order: Side[];
  /** Runs started per side: the fixed count, or the last look's. */
  runsPerSide: number;
  /** Runs per side at each look made (one entry for a fixed count). */
  looks: number[];
  /** Why measuring stopped (`fixed` for a fixed count). */
  stopped: RunStop;
  /** What could make the comparison mean something else, and runs that failed or left processes behind (ids `run.*`). */
  warnings: Message[];
  /** Why this base: 'given as "main"', or the pull request's base.sha. */
  baseWhy: string;
  outDir: string;
  /** The repository root (head's working tree), and where the commands ran relative to it ('' for the root). */
  root: string;
  workingDirectory: string;
}

function checkOptions(opts: RunOptions): void {
  if (typeof opts.command !== 'string' || opts.command.trim() === '')
    throw new UsageError('command: expected the shell command that runs the benchmark suite once');
  if (opts.setup !== undefined && opts.setup.trim() === '')
    throw new UsageError('setup: is empty; leave it out, or give the build/install command');
  const { runs, timeoutMinutes } = RUN_LIMITS;
  if (!Number.isInteger(opts.runs) || opts.runs < runs.min || opts.runs > runs.max)
    throw new UsageError(
      `runs: "${opts.runs}" is not valid; expected a whole number from ${runs.min} to ${runs.max} (${runs.default} recommended)`,
    );
  if (!(opts.timeoutMs > 0 && opts.timeoutMs <= timeoutMinutes.max * 60_000))
    throw new UsageError(
      `timeout: ${opts.timeoutMs} ms is not valid; expected a positive duration of at most ${timeoutMinutes.max} minutes`,
    );
  if (opts.results !== undefined && opts.results.trim() === '')
    throw new UsageError('results: is empty; leave it out to read stdout, or name the file the command writes');
  if (opts.results !== undefined && isAbsolute(opts.results.trim())) checkResultsPath(opts.results.trim(), '');
  if (opts.format !== undefined && opts.format !== 'auto' && opts.format !== '' && !findReader(opts.format)) {
    throw new UsageError(`format: unknown format "${opts.format}"; expected one of: auto, ${READERS.map((r) => r.id).join(', ')}`);
  }
}

function chooseBase(opts: RunOptions, env: Record<string, string | undefined>): { ref: string; why: string } {
  if (opts.baseRef !== undefined && opts.baseRef.trim() !== '')
    return { ref: opts.baseRef.trim(), why: `given as "${opts.baseRef.trim()}"` };
  const choice = resolveBase(env, readEventPayload(env));
  if (!choice)
    throw new UsageError(
      'no base to compare with: outside a pull_request event, give the base commit-ish (--base REF, input base-ref), e.g. origin/main',
    );
  return choice;
}

function translate(err: unknown, cancel: Cancellation): unknown {
  const why = cancel.reason();
  if (why === undefined) return err;
  const what = why === 'EPIPE' ? 'a closed output pipe (EPIPE)' : why;
  return new RunError(
    'cancelled',
    `cancelled by ${what}: the running process tree was stopped and the base worktree removed`,
    undefined,
    why,
  );
}

/**
 * Head's results path must not exist before the first run: bench-review deletes it before each
 * run (a run that writes nothing must not be read as a stale result), and it deletes only files
 * its own runs wrote. The base worktree is bench-review's own, so anything there may go.
 */
async function checkHeadResults(results: string, sides: PreparedSides): Promise<string> {
  checkResultsPath(results, sides.workingDirectory);
  const path = join(sides.head.dir, results);
  if (
    await lstat(path).then(
      () => true,
      () => false,
    )
  ) {
    throw new UsageError(
      `results: ${path} already exists in the working tree (head), and bench-review did not create it. bench-review deletes the results file before each run, so that a run that writes nothing is never read as a stale result, and it deletes only what its own runs wrote: move or delete it (or name another results path), then run again`,
    );
  }
  return path;
}

/** Which commands started them: `base-setup`, `head-run-3`… (the run id after the suite id). */
const startedBy = (left: Survivor[]) => [...new Set(left.map((s) => s.runId.slice(s.runId.indexOf('/') + 1)))].sort();

/** Processes that detached (setsid, daemons) and outlived the suite: in practice, setup's. */
function setupSurvivors(left: Survivor[]): Message {
  const shown = left.slice(0, 5);
  return message('run.setup-survivors', {
    count: left.length,
    by: startedBy(left),
    pids: shown.map((s) => s.pid),
    commands: shown.map((s) => s.command),
  });
}

const survivorLog = (left: Survivor[]) =>
  `warning: processes started by ${startedBy(left).join(', ')} were still running outside their process group at the end of the suite: ${describeSurvivors(left)}; stopped them`;

export async function runSuite(opts: RunOptions): Promise<RunOutcome> {
  checkOptions(opts);
  const env = opts.env ?? process.env;
  const workingDirectory = opts.workingDirectory === undefined ? undefined : checkWorkingDirectory(opts.workingDirectory);
  const base = chooseBase(opts, env);
  const progress = createProgress(opts);
  const cancel = linkCancellation(opts.signal, opts.handleSignals ?? true);
  const tmpRoot = opts.tmpDir ?? env.RUNNER_TEMP ?? tmpdir();
  const git = createGit(resolve(opts.repoDir), env, opts.timeoutMs);
  const worktrees: Worktree[] = [];
  const killGraceMs = opts.killGraceMs ?? 5000;
  const suiteId = randomUUID();
  const ofSuite = (id: string) => id.startsWith(`${suiteId}/`);
  // If bench-review itself is ended abruptly, what the suite detached still goes with it.
  const onExit = () => killTaggedSync(ofSuite);
  process.once('exit', onExit);
  let ownOutDir: string | undefined;
  let headResults: { path: string; root: string } | undefined;
  // measure() reaps what setup left once the runs are done; only when it did not finish is there more to reap.
  let reaped = false;
  try {
    const sides = await prepareSides(
      git,
      {
        baseRef: base.ref,
        why: base.why,
        remote: opts.remote ?? 'origin',
        workingDirectory,
        tmpRoot,
        signal: cancel.signal,
        track: (w) => worktrees.push(w),
        authorize: opts.authorize,
      },
      progress,
    );
    const results = opts.results?.trim();
    if (results !== undefined) headResults = { path: await checkHeadResults(results, sides), root: sides.head.root };
    const outDir = opts.outDir ? resolve(opts.outDir) : (ownOutDir = await mkdtemp(join(tmpRoot, 'bench-review-runs-')));
    await mkdir(outDir, { recursive: true });
    const ctx: MeasureContext = {
      command: opts.command,
      setup: opts.setup,
      results,
      timeoutMs: opts.timeoutMs,
      killGraceMs,
      env,
      outDir,
      signal: cancel.signal,
      suiteId,
      roots: { base: sides.base.root, head: sides.head.root },
    };
    const outcome = await measure(ctx, sides, opts.runs, progress, opts.looks);
    reaped = true;
    return outcome;
  } catch (err) {
    // A temporary output folder nobody will hear of is removed; one the caller named is kept.
    if (ownOutDir) await rm(ownOutDir, { recursive: true, force: true });
    throw translate(err, cancel);
  } finally {
    if (!reaped) {
      const left = await reapTagged(ofSuite, killGraceMs);
      if (left.length > 0) progress.line(survivorLog(left));
    }
    process.removeListener('exit', onExit);
    // The last run's results file on head was written by this suite (checkHeadResults saw none before).
    if (headResults) await clearResults(headResults.path, headResults.root, opts.results!).catch(() => undefined);
    for (const w of worktrees) {
      await w.remove();
      progress.line(`removed the base worktree ${w.path}`);
    }
    cancel.dispose();
  }
}

async function measure(
  ctx: MeasureContext,
  sides: PreparedSides,
  runs: number,
  progress: Progress,
  looks?: LookPolicy,
): Promise<RunOutcome> {
  const startedAt = progress.now();
  const machine = await collectMachine(ctx.env);
  progress.line(`machine: ${describeMachine(machine)}`);
  // The facts of this machine as a file of their own, next to the run outputs: what `--machine FILE`
  // (base-machine/head-machine) reads when these results are compared elsewhere.
  await writeFile(join(ctx.outDir, 'machine.json'), `${JSON.stringify(machine, null, 2)}\n`);
  const setupMs = await runSetups(ctx, sides, progress);
  const m = await measureSides(ctx, sides, runs, progress, machine, looks, startedAt);
  // Runs reap their own detached processes; what is left now was started by setup.
  const left = await reapTagged((id) => id.startsWith(`${ctx.suiteId}/`), ctx.killGraceMs);
  if (left.length > 0) {
    m.warnings.push(setupSurvivors(left));
    progress.line(survivorLog(left));
  }
  const side = (s: Side): SideOutcome => ({
    sha: sides[s].sha,
    files: m.records.filter((r) => r.side === s && r.ok).map((r) => r.file!),
    machine: m.machine[s],
    failedRuns: m.records.filter((r) => r.side === s && !r.ok).length,
    runs: m.records.filter((r) => r.side === s),
    dir: sides[s].dir,
    setupMs: setupMs[s],
  });
  return {
    base: side('base'),
    head: side('head'),
    order: m.order,
    runsPerSide: m.runsPerSide,
    looks: m.looks,
    stopped: m.stopped,
    warnings: [...sides.warnings, ...m.warnings],
    baseWhy: sides.base.why,
    outDir: ctx.outDir,
    root: sides.root,
    workingDirectory: sides.workingDirectory,
  };
}

export function describeMachine(m: Machine): string {
  const parts: string[] = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== undefined || m.logicalCpus !== undefined)
    parts.push(
      `${m.physicalCores ?? '?'} physical / ${m.logicalCpus ?? '?'} logical CPUs${m.smt === undefined ? '' : m.smt ? ' (SMT on)' : ' (SMT off)'}`,
    );
  if (m.governor) parts.push(`governor ${m.governor}`);
  if (m.turbo !== undefined) parts.push(`turbo ${m.turbo ? 'on' : 'off'}`);
  if (m.virtualization) parts.push(m.virtualization);
  if (m.container) parts.push(`container ${m.container}`);
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.join(', ') || 'not readable';
}
