/** The workflow context both front ends read (src/jobs/github-context.ts), and the guard's fail-fast check on it. */
import { describe, expect, it } from 'vitest';
import { contextFrom } from '../../src/jobs/github-context.js';
import { assertSafeToRun } from '../../src/jobs/trust-guard.js';
import { pullRequestPayload, workflowRunPayload } from '../e2e/events.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const M = 'c'.repeat(40);
const env = (event: string, sha = M) => ({
  GITHUB_EVENT_NAME: event,
  GITHUB_SHA: sha,
  GITHUB_REPOSITORY: 'octo-org/service',
  GITHUB_RUN_ID: '12',
  GITHUB_SERVER_URL: 'https://ghe.example.test/',
  GITHUB_API_URL: 'https://ghe.example.test/api/v3',
  GITHUB_WORKFLOW_REF: 'octo-org/service/.github/workflows/bench.yml@refs/heads/main',
});

describe('the event context', () => {
  it('takes base and head SHAs from the pull_request payload, not the merge commit', () => {
    const ctx = contextFrom(env('pull_request'), pullRequestPayload({ baseSha: A, headSha: B, body: 'hello' }));
    expect(ctx.pr).toMatchObject({ number: 7, baseSha: A, headSha: B, fromFork: false, body: 'hello' });
    expect(ctx.headSha).toBe(B);
    expect(ctx.githubSha).toBe(M);
    expect(ctx).toMatchObject({
      owner: 'octo-org',
      repo: 'service',
      apiUrl: 'https://ghe.example.test/api/v3',
      runUrl: 'https://ghe.example.test/octo-org/service/actions/runs/12',
    });
  });

  it('recognises a fork by the head repository', () => {
    expect(contextFrom(env('pull_request'), pullRequestPayload({ baseSha: A, headSha: B, fork: true })).pr?.fromFork).toBe(true);
  });

  it('reads workflow_run facts; its pull_requests list is only a hint', () => {
    const ctx = contextFrom(env('workflow_run'), workflowRunPayload({ runId: 99, headSha: B, fork: true }));
    expect(ctx.workflowRun).toMatchObject({ id: 99, headSha: B, headRepoId: 9999, pullRequests: [] });
    expect(ctx.pr).toBeUndefined();
    expect(ctx.headSha).toBe(M);
  });

  it('has no PR outside pull request events', () => {
    const ctx = contextFrom(env('push', A), {});
    expect(ctx.pr).toBeUndefined();
    expect(ctx.headSha).toBe(A);
  });
});

describe('pull_request_target guard', () => {
  const target = (checkedOut: string | undefined) => () =>
    assertSafeToRun(contextFrom(env('pull_request_target', A), pullRequestPayload({ baseSha: A, headSha: B, fork: true })), checkedOut);
  it('refuses the PR head, the merge commit and unknown checkouts, explaining the safe pattern', () => {
    expect(target(B)).toThrow(
      /Refusing to run `command` on `pull_request_target`: the checked-out code is the pull request's head.*workflow_run.*mode: publish/,
    );
    expect(target(M)).toThrow(/not the base branch/);
    expect(target(undefined)).toThrow(/an unknown commit/);
  });
  it('allows the base branch checkout, and any other event', () => {
    expect(target(A)).not.toThrow();
    expect(() => assertSafeToRun(contextFrom(env('pull_request'), pullRequestPayload({ baseSha: A, headSha: B })), B)).not.toThrow();
  });
});
