import { describe, expect, it } from 'vitest';
import type { WorkflowRunInfo } from '../../src/jobs/github-context.js';
import { findPullRequest } from '../../src/publish/find-pr.js';
import { MemoryApi } from './memory-api.js';

const SHA = 'f'.repeat(40);
const run = (over: Partial<WorkflowRunInfo> = {}): WorkflowRunInfo => ({
  id: 1,
  headSha: SHA,
  headRepoId: 9999,
  headBranch: 'feature',
  event: 'pull_request',
  conclusion: 'success',
  pullRequests: [],
  ...over,
});
const pull = (number: number, sha: string, repoId: number | null, ref = 'feature') => ({
  number,
  head: { sha, ref, repo: repoId === null ? null : { id: repoId } },
  body: null,
});

describe('finding the pull request of a workflow_run', () => {
  it('matches head SHA and head repository; a forged hint is ignored and reported', async () => {
    const api = new MemoryApi();
    api.pulls = [pull(3, 'e'.repeat(40), 9999), pull(7, SHA, 9999), pull(8, SHA, 31337)];
    const found = await findPullRequest(api, run(), 8);
    expect(found.pr?.number).toBe(7);
    expect(found.notes.join(' ')).toMatch(/PR #8.*ignored/);
  });

  it('uses the hint only to choose among true matches, then the head branch', async () => {
    const api = new MemoryApi();
    api.pulls = [pull(7, SHA, 9999, 'other'), pull(9, SHA, 9999, 'feature')];
    expect((await findPullRequest(api, run(), 7)).pr?.number).toBe(7);
    expect((await findPullRequest(api, run(), null)).pr?.number).toBe(9);
  });

  it('finds nothing when no open PR has that head (closed, force-pushed, deleted fork)', async () => {
    const api = new MemoryApi();
    api.pulls = [pull(7, 'e'.repeat(40), 9999), pull(8, SHA, null)];
    const found = await findPullRequest(api, run(), 7);
    expect(found.pr).toBeUndefined();
    expect(found.notes.join(' ')).toMatch(/only the check run/);
  });
});
