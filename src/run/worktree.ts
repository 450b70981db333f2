/**
 * The two sides on disk: head is the repository's working tree; base is a detached worktree of the
 * base commit in a temporary folder, fetched first when a shallow clone does not have it. The
 * worktree is removed by `remove()`, which the caller runs in a `finally`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Git } from './git.js';
import { RunError } from './run-error.js';

export interface Worktree {
  path: string;
  /** Remove the worktree and its temporary folder; never throws. */
  remove(): Promise<void>;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

export async function repoRoot(git: Git): Promise<string> {
  const top = await git.tryRun(['rev-parse', '--show-toplevel']);
  if (!top) throw new RunError('git', `${git.dir} is not inside a git repository: bench-review run measures a git repository's base and head`);
  return top;
}

async function verify(git: Git, ref: string, signal?: AbortSignal): Promise<string | undefined> {
  return git.tryRun(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], { signal });
}

export interface ResolvedCommit {
  sha: string;
  /** Set when the commit had to be fetched (shallow or partial clone). */
  fetchedFrom?: string;
}

/**
 * The commit a ref names. When the clone does not have it (actions/checkout fetches one commit by
 * default), fetch just that ref: `git fetch --no-tags --depth=1 <remote> <ref>` in a shallow
 * clone, without --depth in a full one (so it does not become shallow).
 */
export async function resolveCommit(git: Git, ref: string, remote: string, signal?: AbortSignal): Promise<ResolvedCommit> {
  if (ref.startsWith('-')) throw new RunError('git', `base ref "${ref}" is not valid: it must not start with "-"`);
  const local = await verify(git, ref, signal);
  if (local) return { sha: local };
  const shallow = (await git.tryRun(['rev-parse', '--is-shallow-repository'], { signal })) === 'true';
  const args = ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), remote, ref];
  try {
    await git.run(args, { signal });
  } catch (err) {
    if (err instanceof RunError && err.kind === 'cancelled') throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new RunError('git', `base "${ref}" is not in this clone and could not be fetched from ${remote}: ${why}`, 'base');
  }
  const sha = (await verify(git, SHA.test(ref) ? ref : 'FETCH_HEAD', signal)) ?? '';
  if (!sha) throw new RunError('git', `base "${ref}" was fetched from ${remote} but does not name a commit`, 'base');
  return { sha, fetchedFrom: remote };
}

/** Parent SHAs of a commit as recorded in the commit object (also readable in a shallow clone). */
export async function parentsOf(git: Git, sha: string): Promise<string[]> {
  const raw = (await git.tryRun(['cat-file', '-p', sha])) ?? '';
  const header = raw.split('\n\n')[0] ?? '';
  return header.split('\n').filter((l) => l.startsWith('parent ')).map((l) => l.slice(7).trim());
}

/** `git worktree add --detach <tmp>/<repo name> <sha>`. */
export async function addWorktree(git: Git, root: string, sha: string, tmpRoot: string, signal?: AbortSignal): Promise<Worktree> {
  const parent = await mkdtemp(join(tmpRoot, 'bench-review-base-'));
  const path = join(parent, basename(root) || 'base');
  const remove = async (): Promise<void> => {
    await git.tryRun(['worktree', 'remove', '--force', path]).catch(() => undefined);
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
    await git.tryRun(['worktree', 'prune']).catch(() => undefined);
  };
  try {
    await git.run(['worktree', 'add', '--detach', path, sha], { signal });
  } catch (err) {
    await remove();
    throw err;
  }
  return { path, remove };
}
