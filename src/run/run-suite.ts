/**
 * Run a project's benchmark suite on base and head, on this machine, interleaved.
 *
 * base = a detached git worktree of the base commit in a temporary folder (removed in all cases);
 * head = the repository's working tree. `setup` runs once per side, then `runs` process-level runs
 * per side in the order A B B A A B B A …, each run's output kept in its own file for the readers.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { READERS, findReader } from '../formats/index.js';
import type { Machine, Side } from '../model/types.js';
import { readEventPayload, resolveBase } from './base-ref.js';
import { linkCancellation, type Cancellation } from './cancel.js';
import { createGit } from './git.js';
import { collectMachine } from './machine.js';
import type { MeasureContext, RunRecord } from './measure.js';
import { measureSides, runSetups } from './phases.js';
import { createProgress, type Progress } from './progress.js';
import { RunError } from './run-error.js';
import { checkWorkingDirectory, prepareSides, type PreparedSides } from './sides.js';
import type { Worktree } from './worktree.js';

export interface RunOptions {
  /** Shell command that runs the benchmark suite once (one process-level run). */
  command: string;
  /** Shell command run once per side before measuring (build, install). */
  setup?: string;
  /** Commit-ish for base; default: resolveBase() from the GitHub event, else an error. */
  baseRef?: string;
  /** Process-level runs per side (default 10 in the CLI and action). */
  runs: number;
  /** Path, relative to the side's working directory, of the file the command writes; default: stdout. */
  results?: string;
  /** Reader id or 'auto' (checked before anything runs; used by reviewOutcome). */
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
  warnings: string[];
  /** Why this base: 'given as "main"', or the pull request's base.sha. */
  baseWhy: string;
  outDir: string;
}

const MAX_RUNS = 1000;

function checkOptions(opts: RunOptions): void {
  if (typeof opts.command !== 'string' || opts.command.trim() === '') throw new UsageError('command: expected the shell command that runs the benchmark suite once');
  if (opts.setup !== undefined && opts.setup.trim() === '') throw new UsageError('setup: is empty; leave it out, or give the build/install command');
  if (!Number.isInteger(opts.runs) || opts.runs < 1 || opts.runs > MAX_RUNS) throw new UsageError(`runs: "${opts.runs}" is not valid; expected a whole number from 1 to ${MAX_RUNS} (10 recommended)`);
  if (!(opts.timeoutMs > 0) || !Number.isFinite(opts.timeoutMs)) throw new UsageError(`timeout: "${opts.timeoutMs}" is not valid; expected a positive duration`);
  if (opts.results !== undefined && opts.results.trim() === '') throw new UsageError('results: is empty; leave it out to read stdout, or name the file the command writes');
  if (opts.format !== undefined && opts.format !== 'auto' && opts.format !== '' && !findReader(opts.format)) {
    throw new UsageError(`format: unknown format "${opts.format}"; expected one of: auto, ${READERS.map((r) => r.id).join(', ')}`);
  }
}

function chooseBase(opts: RunOptions, env: Record<string, string | undefined>): { ref: string; why: string } {
  if (opts.baseRef !== undefined && opts.baseRef.trim() !== '') return { ref: opts.baseRef.trim(), why: `given as "${opts.baseRef.trim()}"` };
  const choice = resolveBase(env, readEventPayload(env));
  if (!choice) throw new UsageError('no base to compare with: outside a pull_request event, give the base commit-ish (--base REF, input base-ref), e.g. origin/main');
  return choice;
}

function translate(err: unknown, cancel: Cancellation): unknown {
  const why = cancel.reason();
  if (why === undefined) return err;
  return new RunError('cancelled', `cancelled by ${why}: the running process tree was stopped and the base worktree removed`, undefined, why);
}

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
  let ownOutDir: string | undefined;
  try {
    const sides = await prepareSides(git, { baseRef: base.ref, why: base.why, remote: opts.remote ?? 'origin', workingDirectory, tmpRoot, signal: cancel.signal, track: (w) => worktrees.push(w) }, progress);
    const outDir = opts.outDir ? resolve(opts.outDir) : (ownOutDir = await mkdtemp(join(tmpRoot, 'bench-review-runs-')));
    await mkdir(outDir, { recursive: true });
    const ctx: MeasureContext = { command: opts.command, setup: opts.setup, results: opts.results, timeoutMs: opts.timeoutMs, killGraceMs: opts.killGraceMs ?? 5000, env, outDir, signal: cancel.signal };
    return await measure(ctx, sides, opts.runs, progress);
  } catch (err) {
    // A temporary output folder nobody will hear of is removed; one the caller named is kept.
    if (ownOutDir) await rm(ownOutDir, { recursive: true, force: true });
    throw translate(err, cancel);
  } finally {
    for (const w of worktrees) {
      await w.remove();
      progress.line(`removed the base worktree ${w.path}`);
    }
    cancel.dispose();
  }
}

async function measure(ctx: MeasureContext, sides: PreparedSides, runs: number, progress: Progress): Promise<RunOutcome> {
  const machine = await collectMachine(ctx.env);
  progress.line(`machine: ${describeMachine(machine)}`);
  const setupMs = await runSetups(ctx, sides, progress);
  const m = await measureSides(ctx, sides, runs, progress, machine);
  const side = (s: Side): SideOutcome => ({
    sha: sides[s].sha,
    files: m.records.filter((r) => r.side === s && r.ok).map((r) => r.file!),
    machine: m.machine[s],
    failedRuns: m.records.filter((r) => r.side === s && !r.ok).length,
    runs: m.records.filter((r) => r.side === s),
    dir: sides[s].dir,
    setupMs: setupMs[s],
  });
  return { base: side('base'), head: side('head'), order: m.order, warnings: [...sides.warnings, ...m.warnings], baseWhy: sides.base.why, outDir: ctx.outDir };
}

export function describeMachine(m: Machine): string {
  const parts: string[] = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== undefined || m.logicalCpus !== undefined) parts.push(`${m.physicalCores ?? '?'} physical / ${m.logicalCpus ?? '?'} logical CPUs${m.smt === undefined ? '' : m.smt ? ' (SMT on)' : ' (SMT off)'}`);
  if (m.governor) parts.push(`governor ${m.governor}`);
  if (m.turbo !== undefined) parts.push(`turbo ${m.turbo ? 'on' : 'off'}`);
  if (m.virtualization) parts.push(m.virtualization);
  if (m.container) parts.push(`container ${m.container}`);
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.join(', ') || 'not readable';
}
