/**
 * The history store as a data branch of the repository (issue 27; docs/history.md): `mode: record`
 * appends one entry file to it, run mode with `history: true` reads it. Git only — no other service
 * and no API: the branch is fetched into a temporary folder, and an entry is committed on top of its
 * tip with plumbing (read-tree, write-tree, commit-tree: no checkout) and pushed.
 *
 * Two records racing (two pushes to main in quick succession) lose nothing: each writes its own file,
 * so when a push is rejected because the branch moved, the record fetches the new tip, puts its
 * file on top of it again (a rebase that cannot conflict) and pushes again, up to
 * {@link MAX_ATTEMPTS} times. A missing branch is created as an orphan branch (no history of the
 * code) holding only the store.
 *
 * The token goes to git only as an `http.<server>/.extraheader` given through the environment
 * (GIT_CONFIG_COUNT/KEY/VALUE): never in a command line, a remote URL, a file or a log line.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { UsageError } from '../errors.js';
import { encodeEntry, entryPath, META_FILE, metaText, STORE_KIND, STORE_SCHEMA_VERSION } from '../history/store.js';
import type { HistoryEntry } from '../history/types.js';
import { createGit, type Git } from '../run/git.js';

/** The data branch the history is kept on unless `history-branch` says otherwise. */
export const DEFAULT_HISTORY_BRANCH = 'bench-review-data';

/** Pushes tried before a record gives up (each after fetching the branch's new tip). */
export const MAX_ATTEMPTS = 10;

export interface BranchOptions {
  /** The repository: `https://github.com/owner/repo.git`, or any git URL or path (tests: a bare repository). */
  remote: string;
  branch: string;
  /** The token for an http(s) remote (github-token): sent as an extra header, never shown. */
  token?: string;
  env: Record<string, string | undefined>;
  /** Where the temporary clone goes (RUNNER_TEMP). */
  tmpDir?: string;
  log?: (line: string) => void;
}

/** `history-branch`: a branch name git accepts (no spaces, `..`, leading `-` or `/`, `.lock` ending). */
export function checkBranchName(name: string, field: string): string {
  const ok =
    /^[A-Za-z0-9._/-]{1,200}$/.test(name) &&
    !name.startsWith('-') &&
    !name.startsWith('/') &&
    !name.endsWith('/') &&
    !name.endsWith('.lock') &&
    !name.includes('..') &&
    !name.includes('//');
  if (!ok)
    throw new UsageError(
      `Invalid \`${field}: ${name}\`: expected a branch name (letters, digits, ".", "_", "-", "/"), such as bench-review-data`,
    );
  return name;
}

/** The environment git runs with: the auth header (http remotes), the bot as author, no prompts. */
function gitEnvironment(opts: BranchOptions): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...opts.env,
    GIT_AUTHOR_NAME: 'github-actions[bot]',
    GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'github-actions[bot]',
    GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  };
  const http = /^(https?:\/\/[^/]+)\//i.exec(opts.remote);
  if (opts.token && http) {
    const n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
    env.GIT_CONFIG_COUNT = String(n + 1);
    env[`GIT_CONFIG_KEY_${n}`] = `http.${http[1]}/.extraheader`;
    env[`GIT_CONFIG_VALUE_${n}`] = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${opts.token}`).toString('base64')}`;
  }
  return env;
}

/** A message with the token (and its header form) taken out, whatever git said. */
function scrub(text: string, token: string | undefined): string {
  if (!token) return text;
  const b64 = Buffer.from(`x-access-token:${token}`).toString('base64');
  return text.split(token).join('***').split(b64).join('***');
}

async function scrubbed<T>(token: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (
      err instanceof Error &&
      token &&
      (err.message.includes(token) || err.message.includes(Buffer.from(`x-access-token:${token}`).toString('base64')))
    )
      err.message = scrub(err.message, token);
    throw err;
  }
}

/** A fresh repository in a temporary folder with the remote as `origin`. */
async function scratch(opts: BranchOptions): Promise<{ dir: string; git: Git }> {
  const dir = await mkdtemp(join(opts.tmpDir || tmpdir(), 'bench-review-history-'));
  const git = createGit(dir, gitEnvironment(opts), 5 * 60_000);
  await git.run(['init', '-q']);
  await git.run(['remote', 'add', 'origin', opts.remote]);
  return { dir, git };
}

const remoteRef = (branch: string) => `refs/remotes/origin/${branch}`;

/** Fetch the branch's tip (depth 1); its commit, or undefined when the branch does not exist. */
async function fetchTip(git: Git, branch: string): Promise<string | undefined> {
  const heads = await git.run(['ls-remote', '--heads', 'origin', `refs/heads/${branch}`]);
  if (heads.trim() === '') return undefined;
  await git.run(['fetch', '-q', '--depth', '1', '--no-tags', 'origin', `+refs/heads/${branch}:${remoteRef(branch)}`]);
  return git.run(['rev-parse', remoteRef(branch)]);
}

/** The schemaVersion of the store on the branch (undefined without its meta file); a newer store is refused. */
async function branchSchema(git: Git, tip: string, branch: string): Promise<number | undefined> {
  const text = await git.tryRun(['cat-file', 'blob', `${tip}:${META_FILE}`]);
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UsageError(`the branch ${branch} has a ${META_FILE} that is not JSON; expected the history store bench-review record writes`);
  }
  const meta = doc as { kind?: unknown; schemaVersion?: unknown };
  if (meta.kind !== STORE_KIND || typeof meta.schemaVersion !== 'number')
    throw new UsageError(
      `the branch ${branch} has a ${META_FILE} that is not a history store's ({"schemaVersion": 1, "kind": "${STORE_KIND}"})`,
    );
  if (meta.schemaVersion > STORE_SCHEMA_VERSION)
    throw new UsageError(
      `the branch ${branch}: ${META_FILE} was written by a newer bench-review (history schema ${meta.schemaVersion}; this one writes ${STORE_SCHEMA_VERSION}); update bench-review`,
    );
  return meta.schemaVersion;
}

export interface Appended {
  /** The commit on the data branch that added the entry. */
  commit: string;
  /** Pushes it took (more than one when another record got there first). */
  attempts: number;
  /** Whether this record created the branch. */
  created: boolean;
}

/**
 * Append `entry` to the store on the branch: its file on top of the branch's tip (or a new orphan
 * branch), pushed without force; on a rejected push, again on top of the new tip.
 */
export async function appendToBranch(opts: BranchOptions, entry: HistoryEntry): Promise<Appended> {
  return scrubbed(opts.token, async () => {
    const { dir, git } = await scratch(opts);
    try {
      const file = entryPath(entry.commit);
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), encodeEntry(entry));
      for (let attempt = 1; ; attempt++) {
        const tip = await fetchTip(git, opts.branch);
        const version = tip ? await branchSchema(git, tip, opts.branch) : undefined;
        // The index is the tip's tree (or empty) plus this entry: no checkout, nothing else touched.
        await git.run(tip ? ['read-tree', tip] : ['read-tree', '--empty']);
        const paths = [file];
        if (version !== STORE_SCHEMA_VERSION) {
          await writeFile(join(dir, META_FILE), metaText());
          paths.push(META_FILE);
        }
        await git.run(['add', '-f', '--', ...paths]);
        const tree = await git.run(['write-tree']);
        const commit = await git.run([
          'commit-tree',
          tree,
          ...(tip ? ['-p', tip] : []),
          '-m',
          `bench-review: record ${entry.commit.slice(0, 12)}`,
        ]);
        try {
          await git.run(['push', '-q', 'origin', `${commit}:refs/heads/${opts.branch}`]);
          return { commit, attempts: attempt, created: tip === undefined };
        } catch (err) {
          // Rejected because the branch moved (or was created) meanwhile: again on its new tip.
          // Any other failure, or running out of attempts, is the error.
          const moved = (await git.run(['ls-remote', '--heads', 'origin', `refs/heads/${opts.branch}`]).catch(() => '')).split(/\s/)[0];
          if (attempt >= MAX_ATTEMPTS || !moved || moved === tip) throw err;
          opts.log?.(`the branch ${opts.branch} moved while recording (another record landed first); adding the entry on top of it again`);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

/** The branch's store in a temporary folder (empty when the branch does not exist yet); remove it with `cleanup`. */
export async function readBranch(opts: BranchOptions): Promise<{ dir: string; exists: boolean; cleanup: () => Promise<void> }> {
  return scrubbed(opts.token, async () => {
    const { dir, git } = await scratch(opts);
    const cleanup = () => rm(dir, { recursive: true, force: true });
    try {
      const tip = await fetchTip(git, opts.branch);
      if (tip) {
        await branchSchema(git, tip, opts.branch);
        await git.run(['checkout', '-q', '--detach', tip]);
      }
      return { dir, exists: tip !== undefined, cleanup };
    } catch (err) {
      await cleanup();
      throw err;
    }
  });
}
