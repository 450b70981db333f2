/**
 * Put base and head on disk: find the repository, resolve (and if needed fetch) the base commit,
 * add its worktree, and check what could make the comparison mean something else than "the
 * change": uncommitted edits, a merge commit on another base, a head branch behind its base.
 */
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { UsageError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Git } from './git.js';
import type { Progress } from './progress.js';
import { RunError } from './run-error.js';
import { addWorktree, parentsOf, pruneStaleWorktrees, repoRoot, resolveCommit, type Worktree } from './worktree.js';

export interface PreparedSides {
  root: string;
  /** `dir` is where commands run; `root` is the side's checkout (base: the worktree). */
  base: { sha: string; dir: string; root: string; why: string };
  head: { sha: string; dir: string; root: string };
  /** The working directory, relative to each side's root ('' for the root itself). */
  workingDirectory: string;
  /** What could make the comparison mean something else than "the change" (ids `run.*`). */
  warnings: Message[];
}

export interface PrepareOptions {
  baseRef: string;
  why: string;
  remote: string;
  /** Relative to the root; undefined = where git.dir is inside the repository. */
  workingDirectory: string | undefined;
  tmpRoot: string;
  signal: AbortSignal;
  /** Called as soon as the worktree exists, so the caller can always remove it. */
  track(worktree: Worktree): void;
  /** Called before the base worktree is added or anything runs; throwing stops the run. */
  authorize?: (facts: CheckoutFacts) => Promise<void>;
}

/** What a run is about to execute: the head working tree and the resolved base commit. */
export interface CheckoutFacts {
  git: Git;
  /** Repository root: head's working tree. */
  root: string;
  /** Where head's commands run. */
  headDir: string;
  headSha: string;
  /** The base as given (or chosen from the event), and the commit it resolved to. */
  baseRef: string;
  baseSha: string;
}

export const short = (sha: string) => sha.slice(0, 12);

/** A working directory relative to the repository root that stays inside it. */
export function checkWorkingDirectory(dir: string | undefined): string {
  if (dir === undefined || dir.trim() === '' || dir.trim() === '.') return '';
  const n = normalize(dir.trim()).replace(/[\\/]+$/, '');
  if (isAbsolute(n) || n === '..' || n.startsWith(`..${sep}`)) {
    throw new UsageError(`working directory "${dir}" must be a path inside the repository, relative to its root (e.g. "services/api")`);
  }
  return n === '.' ? '' : n;
}

async function consistencyWarnings(git: Git, baseSha: string, headSha: string, signal: AbortSignal): Promise<Message[]> {
  const warnings: Message[] = [];
  if (baseSha === headSha) warnings.push(message('run.same-commit', { sha: headSha }));
  const dirty = await git.tryRun(['status', '--porcelain', '--untracked-files=no'], { signal });
  if (dirty) warnings.push(message('run.dirty-tree', { sha: headSha }));
  const parents = await parentsOf(git, headSha);
  if (parents.length >= 2 && parents[0] !== baseSha && baseSha !== headSha) {
    warnings.push(message('run.merge-commit', { head: headSha, firstParent: parents[0], base: baseSha }));
  } else if (
    parents.length < 2 &&
    baseSha !== headSha &&
    (await git.tryRun(['rev-parse', '--is-shallow-repository'], { signal })) === 'false'
  ) {
    const ancestor = await git.tryRun(['merge-base', '--is-ancestor', baseSha, headSha], { signal });
    if (ancestor === undefined) warnings.push(message('run.not-ancestor', { base: baseSha, head: headSha }));
  }
  return warnings;
}

export async function prepareSides(git: Git, opts: PrepareOptions, progress: Progress): Promise<PreparedSides> {
  const root = await repoRoot(git);
  const wd = opts.workingDirectory ?? checkWorkingDirectory(relative(realpathSync(root), realpathSync(git.dir)));
  const headDir = join(root, wd);
  if (!existsSync(headDir)) throw new UsageError(`working directory "${wd}" does not exist in ${root}`);
  for (const stale of await pruneStaleWorktrees(git, opts.tmpRoot, opts.signal))
    progress.line(`removed the stale base worktree ${stale}, left registered by an interrupted bench-review run`);
  const headSha = await git.run(['rev-parse', '--verify', 'HEAD^{commit}'], { signal: opts.signal });
  const base = await resolveCommit(git, opts.baseRef, opts.remote, opts.signal);
  progress.line(`base: ${short(base.sha)} — ${opts.why}${base.fetchedFrom ? ` (not in the clone: fetched from ${base.fetchedFrom})` : ''}`);
  progress.line(`head: ${short(headSha)} — the working tree ${root}`);
  await opts.authorize?.({ git, root, headDir, headSha, baseRef: opts.baseRef, baseSha: base.sha });
  const warnings = await consistencyWarnings(git, base.sha, headSha, opts.signal);
  const worktree = await addWorktree(git, root, base.sha, opts.tmpRoot, opts.signal);
  opts.track(worktree);
  progress.line(`base worktree: ${worktree.path}`);
  const baseDir = join(worktree.path, wd);
  if (!existsSync(baseDir)) {
    throw new RunError(
      'base-broken',
      `base ${short(base.sha)} has no directory "${wd}": the benchmark is new on head, so there is no base to compare with`,
      'base',
    );
  }
  return {
    root,
    base: { sha: base.sha, dir: baseDir, root: worktree.path, why: opts.why },
    head: { sha: headSha, dir: headDir, root },
    workingDirectory: wd,
    warnings,
  };
}
