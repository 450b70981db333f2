/**
 * The history store as a data branch, against a real git repository: a bare repository in a temp
 * folder stands for GitHub. The branch is created as an orphan holding only the store, records
 * racing each other both land, the store reads back, a newer store is refused, and the token never
 * shows in an error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendToBranch, checkBranchName, readBranch } from '../../src/action/history-branch.js';
import { readStore } from '../../src/history/store.js';
import { sha, simulate } from '../history/simulated.js';

let root: string;
let remote: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }).trim();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'br-branch-'));
  remote = join(root, 'remote.git');
  git(root, 'init', '-q', '--bare', remote);
  // The repository's code: one commit on main.
  const work = join(root, 'work');
  git(root, 'init', '-q', work);
  writeFileSync(join(work, 'README.md'), '# code\n');
  git(work, 'add', '.');
  git(work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'code');
  git(work, 'push', '-q', remote, 'HEAD:refs/heads/main');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const opts = () => ({ remote, branch: 'bench-review-data', env: process.env, tmpDir: root });
const entries = simulate([{ name: 'GET /x', level: () => 100 }], 6);

describe('the data branch', () => {
  it('is created as an orphan branch holding only the store, then appended to', async () => {
    const first = await appendToBranch(opts(), entries[0]);
    expect(first).toMatchObject({ attempts: 1, created: true });
    const second = await appendToBranch(opts(), entries[1]);
    expect(second).toMatchObject({ attempts: 1, created: false });
    expect(git(remote, 'ls-tree', '-r', '--name-only', 'bench-review-data').split('\n')).toEqual([
      'bench-review-history.json',
      `entries/${sha(0)}.json.gz`,
      `entries/${sha(1)}.json.gz`,
    ]);
    // Two commits, the first without a parent: no history of the code.
    expect(
      git(remote, 'rev-list', '--parents', 'bench-review-data')
        .split('\n')
        .map((l) => l.split(' ').length),
    ).toEqual([2, 1]);
    expect(git(remote, 'log', '-1', '--format=%an %s', 'bench-review-data')).toBe(
      `github-actions[bot] bench-review: record ${sha(1).slice(0, 12)}`,
    );
    // main is untouched.
    expect(git(remote, 'ls-tree', '--name-only', 'main')).toBe('README.md');
  });

  it('loses nothing when records race: every one lands, each in its own file', async () => {
    await appendToBranch(opts(), entries[0]);
    const results = await Promise.all(entries.slice(1).map((e) => appendToBranch(opts(), e)));
    expect(results.some((r) => r.attempts > 1)).toBe(true);
    const { dir, exists, cleanup } = await readBranch(opts());
    try {
      expect(exists).toBe(true);
      const store = await readStore(dir);
      expect(store.entries.map((e) => e.commit).sort()).toEqual(entries.map((e) => e.commit).sort());
    } finally {
      await cleanup();
    }
  });

  it('two records racing to create the branch both land', async () => {
    const results = await Promise.all([appendToBranch(opts(), entries[0]), appendToBranch(opts(), entries[1])]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(git(remote, 'ls-tree', '-r', '--name-only', 'bench-review-data').split('\n')).toHaveLength(3);
  });

  it('reads a missing branch as an empty store', async () => {
    const { dir, exists, cleanup } = await readBranch(opts());
    expect(exists).toBe(false);
    expect((await readStore(dir)).entries).toEqual([]);
    await cleanup();
  });

  it('refuses a branch whose store is newer', async () => {
    await appendToBranch(opts(), entries[0]);
    const work = join(root, 'data');
    git(root, 'clone', '-q', '--branch', 'bench-review-data', remote, work);
    writeFileSync(join(work, 'bench-review-history.json'), JSON.stringify({ schemaVersion: 9, kind: 'bench-review-history' }));
    git(work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-am', 'newer');
    git(work, 'push', '-q', 'origin', 'bench-review-data');
    await expect(appendToBranch(opts(), entries[1])).rejects.toThrow(/written by a newer bench-review \(history schema 9/);
    await expect(readBranch(opts())).rejects.toThrow(/newer bench-review/);
  });

  it('never shows the token, even when git fails', async () => {
    const token = 'ghs_secretToken1234567890';
    const err = await appendToBranch({ ...opts(), remote: 'http://127.0.0.1:9/owner/repo.git', token }, entries[0]).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/git ls-remote/);
    expect(err.message).not.toContain(token);
    expect(err.message).not.toContain(Buffer.from(`x-access-token:${token}`).toString('base64'));
  });

  it('takes only branch names git accepts', () => {
    expect(checkBranchName('bench-review-data', 'history-branch')).toBe('bench-review-data');
    expect(checkBranchName('data/bench', 'history-branch')).toBe('data/bench');
    for (const bad of ['-x', 'a..b', 'a b', 'x.lock', '/x', 'x/'])
      expect(() => checkBranchName(bad, 'history-branch')).toThrow(/Invalid `history-branch/);
  });
});
