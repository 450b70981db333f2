/**
 * `profile-command`: when the tail regressed, profile base and head on the regressed benchmarks
 * instead of asking the author to. The command runs once per benchmark and side, in that side's
 * checkout (base: a fresh worktree of the base commit, removed afterwards; head: the working
 * tree), in the run's working directory, with
 *   BENCH_REVIEW_BENCHMARK   the benchmark's name (untrusted text: quote it in the shell),
 *   BENCH_REVIEW_SIDE        base or head,
 *   BENCH_REVIEW_PROFILE_DIR the folder to write the profile into (its output is logged there too).
 * Publishing the folder (the action's artifact upload) is the caller's business.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProfileOutcome } from '../model/run-summary.js';
import type { Side } from '../model/types.js';
import { createGit } from './git.js';
import { describeExit, spawnProcess, succeeded } from './process.js';
import { addWorktree, type Worktree } from './worktree.js';

/** Profiling is slow; a handful of benchmarks is what a reviewer reads. */
export const MAX_PROFILED = 3;

export interface ProfileRequest {
  command: string;
  /** Best first; only the first MAX_PROFILED are profiled. */
  benchmarks: string[];
  baseSha: string;
  /** The repository root (head's checkout) and the working directory relative to it ('' = the root). */
  root: string;
  workingDirectory: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  /** The folder the profiles go to, one subfolder per benchmark and side. */
  dir: string;
  /** Parent of the base worktree. */
  tmpDir: string;
  log: (line: string) => void;
}

export interface ProfileRun {
  benchmark: string;
  side: Side;
  ok: boolean;
  exit: string;
  dir: string;
}

export interface ProfileResult {
  dir: string;
  runs: ProfileRun[];
  /** Every file written under `dir`, sorted. */
  files: string[];
}

const safeName = (name: string, i: number) => `${i + 1}-${name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60)}`;

async function profileOne(req: ProfileRequest, benchmark: string, side: Side, checkout: string, dir: string): Promise<ProfileRun> {
  await mkdir(dir, { recursive: true });
  const r = await spawnProcess({
    command: req.command,
    cwd: join(checkout, req.workingDirectory),
    env: { ...req.env, BENCH_REVIEW_BENCHMARK: benchmark, BENCH_REVIEW_SIDE: side, BENCH_REVIEW_PROFILE_DIR: dir },
    timeoutMs: req.timeoutMs,
    stdout: { file: join(dir, 'profile-command.stdout.log') },
    stderr: { file: join(dir, 'profile-command.stderr.log') },
  });
  const exit = describeExit(r, req.timeoutMs);
  req.log(`profile ${side} ${JSON.stringify(benchmark)}: ${exit}`);
  return { benchmark, side, ok: succeeded(r), exit, dir };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}

export async function recordProfiles(req: ProfileRequest): Promise<ProfileResult> {
  const git = createGit(req.root, req.env, req.timeoutMs);
  const runs: ProfileRun[] = [];
  let base: Worktree | undefined;
  try {
    base = await addWorktree(git, req.root, req.baseSha, req.tmpDir);
    for (const [i, name] of req.benchmarks.slice(0, MAX_PROFILED).entries()) {
      for (const [side, checkout] of [
        ['base', base.path],
        ['head', req.root],
      ] as const) {
        runs.push(await profileOne(req, name, side, checkout, join(req.dir, safeName(name, i), side)));
      }
    }
  } finally {
    await base?.remove();
  }
  return { dir: req.dir, runs, files: await listFiles(req.dir).catch(() => []) };
}

/** What the review needs of a profiling: each run's result, and where the profiles can be found. */
export function profileOutcome(result: ProfileResult, published: { artifactUrl: string | null; problem?: string }): ProfileOutcome {
  return {
    runs: result.runs.map(({ benchmark, side, ok, exit }) => ({ benchmark, side, ok, exit })),
    artifactUrl: published.artifactUrl,
    ...(published.problem !== undefined ? { problem: published.problem } : {}),
  };
}
