/**
 * `profile-command`: when the tail regressed, profile base and head on the regressed benchmarks
 * instead of asking the author to. The command runs once per benchmark and side, in that side's
 * checkout (base: a fresh worktree of the base commit, removed afterwards), with
 *   BENCH_REVIEW_BENCHMARK  the benchmark's name (untrusted text: quote it in the shell),
 *   BENCH_REVIEW_SIDE       base or head,
 *   BENCH_REVIEW_PROFILE_DIR the folder to write the profile into (its output is logged there too).
 * The folders are uploaded as one workflow artifact and linked from the `profile` ask.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Side } from '../model/types.js';
import type { Ask } from '../review/asks/index.js';
import { createGit } from '../run/git.js';
import { describeExit, spawnProcess, succeeded } from '../run/process.js';
import { addWorktree, repoRoot, type Worktree } from '../run/worktree.js';

/** Profiling is slow; a handful of benchmarks is what a reviewer reads. */
export const MAX_PROFILED = 3;

export interface ProfileRequest {
  command: string;
  benchmarks: string[];
  baseSha: string;
  repoDir: string;
  workingDirectory?: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  outDir: string;
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
  files: string[];
}

const safeName = (name: string, i: number) => `${i + 1}-${name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60)}`;

async function profileOne(req: ProfileRequest, benchmark: string, side: Side, checkout: string, dir: string): Promise<ProfileRun> {
  await mkdir(dir, { recursive: true });
  const cwd = req.workingDirectory ? join(checkout, req.workingDirectory) : checkout;
  const r = await spawnProcess({
    command: req.command,
    cwd,
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
  const git = createGit(req.repoDir, req.env, req.timeoutMs);
  const root = await repoRoot(git);
  const dir = join(req.outDir, 'profiles');
  const runs: ProfileRun[] = [];
  let base: Worktree | undefined;
  try {
    base = await addWorktree(git, root, req.baseSha, req.tmpDir);
    const chosen = req.benchmarks.slice(0, MAX_PROFILED);
    for (const [i, name] of chosen.entries()) {
      for (const [side, checkout] of [['base', base.path], ['head', root]] as const) {
        runs.push(await profileOne(req, name, side, checkout, join(dir, safeName(name, i), side)));
      }
    }
  } finally {
    await base?.remove();
  }
  return { dir, runs, files: await listFiles(dir).catch(() => []) };
}

/** Turn the `profile` asks of profiled benchmarks into "profiles are attached, please look". */
export function linkProfiles(asks: Ask[], result: ProfileResult, link: { url: string | null; problem?: string }): Ask[] {
  return asks.map((a) => {
    if (a.kind !== 'profile' || a.benchmark === null || a.quote !== undefined) return a;
    const runs = result.runs.filter((r) => r.benchmark === a.benchmark);
    if (runs.length === 0) return a;
    const failed = runs.filter((r) => !r.ok).map((r) => `${r.side}: ${r.exit}`);
    const head = a.message.split(' Could you attach')[0];
    const where = link.url ? 'They are attached as a workflow artifact.' : `They could not be uploaded as a workflow artifact (${link.problem ?? 'no artifact service'}); the step log says where they were written.`;
    const broken = failed.length ? ` The profile command failed for ${failed.join(', ')}.` : '';
    const message = `${head} bench-review profiled base and head on this benchmark with profile-command. ${where}${broken} Could you compare the two profiles and explain where head spends the extra time?`;
    return { ...a, message, ...(link.url ? { links: [{ label: 'profiles (base and head)', url: link.url }] } : {}) };
  });
}
