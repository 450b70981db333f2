/**
 * One setup or one measured run of one side: spawn the command in the side's directory, send its
 * stdout and stderr to their own files, and keep the data file (stdout, or a copy of the results
 * file the command wrote) for the readers.
 */
import { cp, open, realpath, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { UsageError } from '../errors.js';
import type { Side } from '../model/types.js';
import { describeExit, spawnProcess, succeeded, type ProcessResult, type Survivor } from './process.js';
import { tailLines } from './progress.js';

export interface MeasureContext {
  command: string;
  setup?: string;
  results?: string;
  timeoutMs: number;
  killGraceMs: number;
  env: Record<string, string | undefined>;
  outDir: string;
  signal: AbortSignal;
  /** This suite's id: every command's BENCH_REVIEW_RUN_ID starts with it (`<id>/base-3`). */
  suiteId: string;
  /** Each side's checkout: the results file is only ever deleted inside it. */
  roots: Record<Side, string>;
}

export interface RunRecord {
  side: Side;
  /** 1-based index within the side. */
  index: number;
  durationMs: number;
  ok: boolean;
  /** "exit 0", "exit 1", "timed out after …", "killed by SIGSEGV", or why an exit-0 run still failed. */
  status: string;
  /** The data file to parse (successful runs only). */
  file?: string;
  /** stdout/stderr files of the run. */
  stdoutFile: string;
  stderrFile: string;
  /** Last lines of its output, for failed runs. */
  tail: string[];
  timedOut: boolean;
  aborted: boolean;
  /** The run left processes behind in its group; they were stopped. */
  leftovers: boolean;
  /** Processes the run left running outside its group (setsid, daemons); they were stopped. */
  survivors: Survivor[];
}

const TAIL_BYTES = 64 * 1024;

async function readTail(path: string): Promise<string> {
  try {
    const fh = await open(path, 'r');
    try {
      const { size } = await fh.stat();
      const len = Math.min(size, TAIL_BYTES);
      const buf = Buffer.alloc(len);
      await fh.read(buf, 0, len, size - len);
      return buf.toString('utf8');
    } finally {
      await fh.close();
    }
  } catch {
    return '';
  }
}

async function exec(
  ctx: MeasureContext,
  command: string,
  cwd: string,
  stem: string,
  keepSurvivors = false,
): Promise<{ r: ProcessResult; stdoutFile: string; stderrFile: string }> {
  const stdoutFile = join(ctx.outDir, `${stem}.out`);
  const stderrFile = join(ctx.outDir, `${stem}.err`);
  const r = await spawnProcess({
    command,
    cwd,
    env: ctx.env,
    timeoutMs: ctx.timeoutMs,
    signal: ctx.signal,
    stdout: { file: stdoutFile },
    stderr: { file: stderrFile },
    killGraceMs: ctx.killGraceMs,
    runId: `${ctx.suiteId}/${stem}`,
    keepSurvivors,
  });
  return { r, stdoutFile, stderrFile };
}

async function tailOf(stdoutFile: string, stderrFile: string): Promise<string[]> {
  return tailLines(await readTail(stdoutFile), await readTail(stderrFile));
}

export interface SetupResult {
  ok: boolean;
  status: string;
  durationMs: number;
  tail: string[];
  aborted: boolean;
}

export async function runSetup(ctx: MeasureContext, side: Side, cwd: string): Promise<SetupResult> {
  // A server started by setup may be what the runs measure: it is stopped at the end of the suite.
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.setup!, cwd, `${side}-setup`, true);
  const ok = succeeded(r);
  return {
    ok,
    status: describeExit(r, ctx.timeoutMs),
    durationMs: r.durationMs,
    tail: ok ? [] : await tailOf(stdoutFile, stderrFile),
    aborted: r.aborted,
  };
}

/**
 * Check the `results` path against the working directory (relative to the repository root) before
 * anything runs. bench-review deletes the results file before each run, so it must be a path of
 * the side's own checkout, and neither the working directory, one of its parents, nor `.git`.
 */
export function checkResultsPath(results: string, workingDirectory: string): void {
  const expected =
    'expected a file or folder the command writes, relative to the working directory and inside the repository (each side gets its own copy, which bench-review deletes before each run)';
  if (isAbsolute(results)) throw new UsageError(`results: "${results}" is an absolute path; ${expected}`);
  const inRepo = normalize(join(workingDirectory || '.', results)).replace(/[\\/]+$/, '');
  const parts = inRepo.split(/[\\/]/);
  if (inRepo === '..' || inRepo.startsWith(`..${sep}`))
    throw new UsageError(`results: "${results}" leads out of the repository; ${expected}`);
  const wd = workingDirectory || '.';
  if (inRepo === '.' || inRepo === wd || !relative(inRepo, wd).startsWith('..'))
    throw new UsageError(`results: "${results}" is the working directory or one of its parents; ${expected}`);
  if (parts[0] === '.git') throw new UsageError(`results: "${results}" is inside .git; ${expected}`);
}

/** Where the command writes its results on this side. */
export function resultsPath(ctx: MeasureContext, cwd: string): string | undefined {
  return ctx.results === undefined ? undefined : join(cwd, ctx.results);
}

const inside = (top: string, p: string) => p === top || p.startsWith(top.endsWith(sep) ? top : `${top}${sep}`);

/**
 * Delete a results file (or folder) left by a previous run of this suite, or checked out in the
 * base worktree: only inside the side's checkout `root`, also after following symbolic links.
 */
export async function clearResults(path: string, root: string, shown: string): Promise<void> {
  const parent = await realpath(dirname(path)).catch(() => undefined);
  if (parent === undefined) return;
  const top = await realpath(root);
  if (!inside(top, parent)) {
    throw new UsageError(
      `results: "${shown}" is, through a symbolic link, in ${parent}, outside the checkout ${top}; bench-review deletes the results file before each run and deletes nothing outside the checkout: name a path inside it`,
    );
  }
  await rm(join(parent, basename(path)), { recursive: true, force: true });
}

/** Keep the run's data: a copy of the results file (or folder), or stdout. Returns why not, if not. */
async function keepData(ctx: MeasureContext, cwd: string, stem: string, stdoutFile: string): Promise<{ file?: string; problem?: string }> {
  const results = resultsPath(ctx, cwd);
  if (results === undefined) {
    const size = (await stat(stdoutFile).catch(() => undefined))?.size ?? 0;
    return size > 0 ? { file: stdoutFile } : { problem: 'exit 0 but printed nothing on stdout' };
  }
  const info = await stat(results).catch(() => undefined);
  if (!info) return { problem: `exit 0 but did not write ${ctx.results}` };
  const kept = join(ctx.outDir, `${stem}-${basename(results)}`);
  await cp(results, kept, { recursive: info.isDirectory() });
  return { file: kept };
}

export async function runOnce(ctx: MeasureContext, side: Side, index: number, cwd: string): Promise<RunRecord> {
  const stem = `${side}-${index}`;
  const results = resultsPath(ctx, cwd);
  if (results !== undefined) await clearResults(results, ctx.roots[side], ctx.results!);
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.command, cwd, stem);
  let ok = succeeded(r);
  let status = describeExit(r, ctx.timeoutMs);
  let file: string | undefined;
  if (ok) {
    const kept = await keepData(ctx, cwd, stem, stdoutFile);
    file = kept.file;
    if (kept.problem) {
      ok = false;
      status = kept.problem;
    }
  }
  const tail = ok || r.aborted ? [] : await tailOf(stdoutFile, stderrFile);
  return {
    side,
    index,
    durationMs: r.durationMs,
    ok,
    status,
    file,
    stdoutFile,
    stderrFile,
    tail,
    timedOut: r.timedOut,
    aborted: r.aborted,
    leftovers: r.leftovers,
    survivors: r.survivors,
  };
}
