/**
 * The two sides on disk: head is the repository's working tree; base is a detached worktree of the
 * base commit in a temporary folder, fetched first when a shallow clone does not have it. The
 * worktree is removed by `remove()`, which the caller runs in a `finally`.
 *
 * A run killed with SIGKILL (or by the OOM killer) cannot run its `finally`: its worktree stays
 * registered in the repository and its folder stays in the temp dir. Each folder therefore holds an
 * `owner` file (pid and start time of the bench-review process), and the next run removes the
 * worktrees and folders whose owner is gone (`pruneStaleWorktrees`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Git } from './git.js';
import { RunError } from './run-error.js';

export interface Worktree {
  path: string;
  /** Remove the worktree and its temporary folder; never throws. */
  remove(): Promise<void>;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/** Our temporary folders are `<tmp>/bench-review-base-XXXXXX`, the worktree a folder inside. */
export const WORKTREE_PREFIX = 'bench-review-base-';
const OURS = /^bench-review-base-[A-Za-z0-9]{6}$/;
const OWNER_FILE = 'owner';

export async function repoRoot(git: Git): Promise<string> {
  const top = await git.tryRun(['rev-parse', '--show-toplevel']);
  if (!top)
    throw new RunError('git', `${git.dir} is not inside a git repository: bench-review run measures a git repository's base and head`);
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

const WHAT_TO_DO =
  'pass a base that exists in this clone (--base / input base-ref: a branch, tag or SHA that `git log` shows), or clone with the base history (actions/checkout with `fetch-depth: 0`)';

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
  const remotes = ((await git.tryRun(['remote'], { signal })) ?? '').split('\n');
  if (!remotes.includes(remote)) {
    // git's own last line ("'origin' does not appear to be a git repository") hides what was tried.
    throw new RunError(
      'git',
      `base "${ref}" is not in this clone and could not be fetched from ${remote}: the repository has no "${remote}" remote, so \`git ${args.join(' ')}\` cannot run. To fix it, ${WHAT_TO_DO}`,
      'base',
    );
  }
  try {
    await git.run(args, { signal });
  } catch (err) {
    if (err instanceof RunError && err.kind === 'cancelled') throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new RunError(
      'git',
      `base "${ref}" is not in this clone and could not be fetched from ${remote}: ${why}. Check that "${ref}" names a commit of ${remote}, or ${WHAT_TO_DO}`,
      'base',
    );
  }
  const sha = (await verify(git, SHA.test(ref) ? ref : 'FETCH_HEAD', signal)) ?? '';
  if (!sha) throw new RunError('git', `base "${ref}" was fetched from ${remote} but does not name a commit`, 'base');
  return { sha, fetchedFrom: remote };
}

/** Parent SHAs of a commit as recorded in the commit object (also readable in a shallow clone). */
export async function parentsOf(git: Git, sha: string): Promise<string[]> {
  const raw = (await git.tryRun(['cat-file', '-p', sha])) ?? '';
  const header = raw.split('\n\n')[0] ?? '';
  return header
    .split('\n')
    .filter((l) => l.startsWith('parent '))
    .map((l) => l.slice(7).trim());
}

/** Start time of a process in clock ticks since boot (Linux), to tell a reused pid from the owner. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function ownerRecord(): string {
  return JSON.stringify({ pid: process.pid, start: startTime(process.pid) ?? null });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when the bench-review process that made this folder is gone. A folder without a readable
 * owner file is stale too: the owner is written before the worktree is added, so only a run of an
 * older version, or one killed in between, leaves none.
 */
async function ownerGone(parent: string): Promise<boolean> {
  let owner: { pid?: unknown; start?: unknown };
  try {
    owner = JSON.parse(await readFile(join(parent, OWNER_FILE), 'utf8')) as typeof owner;
  } catch {
    return true;
  }
  if (typeof owner.pid !== 'number' || !Number.isSafeInteger(owner.pid) || owner.pid <= 0) return true;
  if (!isAlive(owner.pid)) return true;
  const now = startTime(owner.pid);
  return typeof owner.start === 'string' && now !== undefined && now !== owner.start;
}

const isOurs = (path: string) => OURS.test(basename(dirname(path)));

/**
 * Remove what interrupted runs left: this repository's registered bench-review worktrees whose
 * owner is gone (`git worktree remove --force`, then their folder), our folders in `tmpRoot` whose
 * owner is gone, then `git worktree prune` for registrations whose folder no longer exists.
 * Worktrees of runs still going (another terminal, a parallel job) are left alone. Returns the
 * worktree paths removed.
 */
export async function pruneStaleWorktrees(git: Git, tmpRoot: string, signal?: AbortSignal): Promise<string[]> {
  const removed: string[] = [];
  const list = (await git.tryRun(['worktree', 'list', '--porcelain'], { signal })) ?? '';
  const paths = list
    .split('\n')
    .filter((l) => l.startsWith('worktree '))
    .map((l) => l.slice('worktree '.length));
  for (const path of paths.slice(1)) {
    if (!isOurs(path) || !(await ownerGone(dirname(path)))) continue;
    if (existsSync(path)) await git.tryRun(['worktree', 'remove', '--force', '--force', path], { signal });
    await rm(dirname(path), { recursive: true, force: true }).catch(() => undefined);
    removed.push(path);
  }
  const entries = await readdir(tmpRoot).catch(() => [] as string[]);
  for (const name of entries) {
    const parent = join(tmpRoot, name);
    // Only folders that say they are ours and whose owner is gone: never a guess about someone's files.
    if (OURS.test(name) && existsSync(join(parent, OWNER_FILE)) && (await ownerGone(parent)))
      await rm(parent, { recursive: true, force: true }).catch(() => undefined);
  }
  await git.tryRun(['worktree', 'prune'], { signal });
  return removed;
}

/** `git worktree add --detach <tmp>/bench-review-base-XXXXXX/<repo name> <sha>`. */
export async function addWorktree(git: Git, root: string, sha: string, tmpRoot: string, signal?: AbortSignal): Promise<Worktree> {
  const parent = await mkdtemp(join(tmpRoot, WORKTREE_PREFIX));
  const path = join(parent, basename(root) || 'base');
  const remove = async (): Promise<void> => {
    await git.tryRun(['worktree', 'remove', '--force', path]).catch(() => undefined);
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
    await git.tryRun(['worktree', 'prune']).catch(() => undefined);
  };
  try {
    await writeFile(join(parent, OWNER_FILE), ownerRecord());
    await git.run(['worktree', 'add', '--detach', path, sha], { signal });
  } catch (err) {
    await remove();
    throw err;
  }
  return { path, remove };
}
