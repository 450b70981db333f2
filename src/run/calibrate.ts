/**
 * The A/A measuring mode of `bench-review calibrate` (action `mode: calibrate`): one commit
 * against itself, with the pipeline of a real comparison (methodology §6.5: "compares a commit with
 * itself using the identical pipeline"). Both sides are clean checkouts of that commit: head is a
 * detached worktree of it, and runSuite adds the base worktree beside it as usual, so each side
 * gets its own checkout, its own setup, and the interleaved order A B B A … — whatever differs
 * between two builds and two positions in the order is in the A/A noise, as it is in a real run.
 *
 * The commit: `--base REF` (input `base-ref`) when given; else the pull request's base
 * (pull_request.base.sha, merge_group.base_sha), as `run` chooses base; else the checked-out
 * commit (HEAD), which is what a nightly or push workflow on the default branch calibrates.
 */
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { readEventPayload, resolveBase } from './base-ref.js';
import { createGit } from './git.js';
import { runSuite, type RunOptions, type RunOutcome } from './run-suite.js';
import { checkWorkingDirectory, short } from './sides.js';
import { addWorktree, repoRoot, resolveCommit, type Worktree } from './worktree.js';

export interface CalibrationOutcome {
  /** The commit measured against itself. */
  sha: string;
  /** Why this commit: given, the pull request's base, or the checked-out commit. */
  why: string;
  outcome: RunOutcome;
}

function chooseCommit(opts: RunOptions, env: Record<string, string | undefined>): { ref: string; why: string } {
  const given = opts.baseRef?.trim();
  if (given) return { ref: given, why: `given as "${given}"` };
  return resolveBase(env, readEventPayload(env)) ?? { ref: 'HEAD', why: 'the checked-out commit (HEAD)' };
}

/**
 * Measure one commit against itself, `opts.runs` runs per side, interleaved. `run` is runSuite
 * (the action passes its own for tests). The head worktree is removed in all cases; runSuite
 * removes the base one.
 */
export async function measureAA(opts: RunOptions, run: (o: RunOptions) => Promise<RunOutcome> = runSuite): Promise<CalibrationOutcome> {
  const env = opts.env ?? process.env;
  const git = createGit(resolve(opts.repoDir), env, opts.timeoutMs);
  const root = await repoRoot(git);
  const wd =
    opts.workingDirectory !== undefined
      ? checkWorkingDirectory(opts.workingDirectory)
      : checkWorkingDirectory(relative(realpathSync(root), realpathSync(resolve(opts.repoDir))));
  const choice = chooseCommit(opts, env);
  const commit = await resolveCommit(git, choice.ref, opts.remote ?? 'origin', opts.signal);
  opts.log(`A/A calibration: ${short(commit.sha)} — ${choice.why} — measured against itself (two clean checkouts)`);
  const tmpRoot = opts.tmpDir ?? env.RUNNER_TEMP ?? tmpdir();
  let worktree: Worktree | undefined;
  try {
    worktree = await addWorktree(git, root, commit.sha, tmpRoot, opts.signal);
    opts.log(`head worktree: ${worktree.path}`);
    const outcome = await run({ ...opts, baseRef: commit.sha, repoDir: join(worktree.path, wd), workingDirectory: wd, env });
    // Both sides are one commit on purpose: that is not worth a warning here.
    outcome.warnings = outcome.warnings.filter((w) => w.id !== 'run.same-commit');
    return { sha: commit.sha, why: choice.why, outcome };
  } finally {
    if (worktree) {
      await worktree.remove();
      opts.log(`removed the head worktree ${worktree.path}`);
    }
  }
}
