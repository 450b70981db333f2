/**
 * One setup or one measured run of one side: spawn the command in the side's directory, send its
 * stdout and stderr to their own files, and keep the data file (stdout, or a copy of the results
 * file the command wrote) for the readers.
 */
import { cp, open, rm, stat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import type { Side } from '../model/types.js';
import { describeExit, spawnProcess, succeeded, type ProcessResult } from './process.js';
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

async function exec(ctx: MeasureContext, command: string, cwd: string, stem: string): Promise<{ r: ProcessResult; stdoutFile: string; stderrFile: string }> {
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
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.setup!, cwd, `${side}-setup`);
  const ok = succeeded(r);
  return { ok, status: describeExit(r, ctx.timeoutMs), durationMs: r.durationMs, tail: ok ? [] : await tailOf(stdoutFile, stderrFile), aborted: r.aborted };
}

/** Where the command writes its results on this side. */
export function resultsPath(ctx: MeasureContext, cwd: string): string | undefined {
  if (ctx.results === undefined) return undefined;
  return isAbsolute(ctx.results) ? ctx.results : join(cwd, ctx.results);
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
  if (results !== undefined) await rm(results, { recursive: true, force: true });
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.command, cwd, stem);
  let ok = succeeded(r);
  let status = describeExit(r, ctx.timeoutMs);
  let file: string | undefined;
  if (ok) {
    const kept = await keepData(ctx, cwd, stem, stdoutFile);
    file = kept.file;
    if (kept.problem) (ok = false), (status = kept.problem);
  }
  const tail = ok || r.aborted ? [] : await tailOf(stdoutFile, stderrFile);
  return { side, index, durationMs: r.durationMs, ok, status, file, stdoutFile, stderrFile, tail, timedOut: r.timedOut, aborted: r.aborted, leftovers: r.leftovers };
}
