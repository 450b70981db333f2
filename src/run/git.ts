/** Git behind a small interface; every call goes through the single spawn point. */
import { RunError } from './run-error.js';
import { spawnProcess, type ProcessResult } from './process.js';

export interface GitCallOptions {
  /** Defaults to the repository the Git was made for. */
  cwd?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface Git {
  readonly dir: string;
  /** Run git; return trimmed stdout; throw RunError('git') naming the command on failure. */
  run(args: string[], opts?: GitCallOptions): Promise<string>;
  /** Run git; return trimmed stdout, or undefined when it exits non-zero. */
  tryRun(args: string[], opts?: GitCallOptions): Promise<string | undefined>;
}

/** Variables that would point git somewhere else than the directory we name. */
const GIT_LOCATION_VARS = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY'];

function gitEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  for (const k of GIT_LOCATION_VARS) delete out[k];
  return out;
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines[lines.length - 1] ?? '';
}

function failure(args: string[], r: ProcessResult): RunError {
  const why = r.error ?? (r.timedOut ? 'timed out' : r.aborted ? 'cancelled' : `exit ${r.exitCode ?? r.signal}`);
  const detail = lastLine(r.stderr) || lastLine(r.stdout);
  return new RunError(r.aborted ? 'cancelled' : 'git', `git ${args.join(' ')} failed (${why})${detail ? `: ${detail}` : ''}`);
}

export function createGit(dir: string, env: Record<string, string | undefined> = process.env, defaultTimeoutMs = 10 * 60_000): Git {
  const call = (args: string[], opts: GitCallOptions = {}) =>
    spawnProcess({
      command: 'git',
      args,
      cwd: opts.cwd ?? dir,
      env: gitEnv(env),
      timeoutMs: opts.timeoutMs ?? defaultTimeoutMs,
      signal: opts.signal,
      stdout: 'capture',
      stderr: 'capture',
      killGraceMs: 2000,
    });
  return {
    dir,
    async run(args, opts) {
      const r = await call(args, opts);
      if (r.exitCode !== 0 || r.error !== undefined || r.timedOut || r.aborted) throw failure(args, r);
      return r.stdout.trim();
    },
    async tryRun(args, opts) {
      const r = await call(args, opts);
      if (r.aborted) throw failure(args, r);
      return r.exitCode === 0 && r.error === undefined && !r.timedOut ? r.stdout.trim() : undefined;
    },
  };
}
