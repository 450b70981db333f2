/**
 * The real GitHub client (createGitHubApi: octokit with our request policy) and the publishing
 * functions against the loopback fake API with injected faults. Work is bounded by the configured
 * limits — request counts are asserted, never durations: a 150 ms request timeout, no backoff.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishCheckRun } from '../../src/publish/check-run.js';
import { commentMarker, upsertSticky } from '../../src/publish/comment.js';
import { Budget, createGitHubApi, explainApiError, rateLimitWait, type RequestPolicy } from '../../src/publish/github.js';
import type { Report } from '../../src/review/index.js';
import { BOT, FakeGitHub } from '../fake-github/server.js';

const MARKER = commentMarker('default');
const COMMENTS = /\/issues\/7\/comments$/;
let gh: FakeGitHub;
let log: string[];

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  log = [];
});
afterEach(async () => {
  await gh.stop();
});

const api = (policy: Partial<RequestPolicy> = {}) =>
  createGitHubApi({
    token: 'ghs_bot-token',
    owner: gh.owner,
    repo: gh.repo,
    baseUrl: gh.url,
    log: (l) => log.push(l),
    requestTimeoutMs: 150,
    backoffMs: () => 0,
    ...policy,
  });
const sticky = (over: Partial<Parameters<typeof upsertSticky>[1]> = {}) => ({
  issue: 7,
  body: 'the review',
  key: 'default',
  author: BOT.login,
  policy: 'always' as const,
  worthSaying: true,
  ...over,
});
const ours = () => gh.commentsOn(7).filter((c) => c.user.login === BOT.login && c.body.startsWith(MARKER));
const statuses = (method: string, path: RegExp) => gh.requests.filter((q) => q.method === method && path.test(q.path)).map((q) => q.status);
const failure = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('creating the sticky comment never posts twice', () => {
  it('a 502 after GitHub stored the comment: looks, finds it, and does not post again', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'store-then-respond', status: 502 });
    const res = await upsertSticky(api(), sticky());
    expect(res.action).toBe('created');
    expect(ours()).toHaveLength(1);
    expect(statuses('POST', COMMENTS)).toEqual([502]);
    expect(res.url).toContain(`#issuecomment-${ours()[0].id}`);
  });

  it('a connection reset after GitHub stored the comment: one comment', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'store-then-reset' });
    expect((await upsertSticky(api(), sticky())).action).toBe('created');
    expect(ours()).toHaveLength(1);
    expect(statuses('POST', COMMENTS)).toEqual([-1]);
  });

  it('a 502 or a reset before anything was stored: looks, finds nothing, posts again — once', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, status: 502 });
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'reset' });
    expect((await upsertSticky(api(), sticky())).action).toBe('created');
    expect(ours()).toHaveLength(1);
    expect(statuses('POST', COMMENTS)).toEqual([502, -1, 201]);
  });

  it('no answer to the POST: gives up on it after the request timeout, looks, and posts once more', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'hang' });
    expect((await upsertSticky(api(), sticky())).action).toBe('created');
    expect(ours()).toHaveLength(1);
    expect(statuses('POST', COMMENTS)).toEqual([0, 201]);
  });

  it('stops after three failed creates, with a message that a later run will not duplicate it', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, status: 503, times: 3 });
    const err = await failure(upsertSticky(api(), sticky()));
    expect(statuses('POST', COMMENTS)).toEqual([503, 503, 503]);
    expect(explainApiError(err, 'comment on pull request #7', 'pull-requests: write')).toMatch(
      /^bench-review could not comment on pull request #7: HTTP 503: Server Error\. The verdict, the JSON report and the job summary are unaffected\.$/,
    );
    expect(ours()).toHaveLength(0);
  });

  it('no answer to three creates: gives up, saying that the next run will not add a second comment', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'hang', times: 3 });
    const err = await failure(upsertSticky(api(), sticky()));
    expect(statuses('POST', COMMENTS)).toEqual([0, 0, 0]);
    expect(statuses('GET', COMMENTS)).toEqual([200, 200, 200]);
    expect(explainApiError(err, 'comment on pull request #7', 'pull-requests: write')).toBe(
      'bench-review could not comment on pull request #7: GitHub did not answer POST /repos/octo-org/service/issues/7/comments within 150 ms. ' +
        'If GitHub stored it anyway, the next run updates that comment instead of adding one. The verdict, the JSON report and the job summary are unaffected.',
    );
  });

  it('keeps the newest of the duplicates earlier versions left, updates it, and deletes the others', async () => {
    gh.seedComments(7, 5, (i) => ({ body: i === 2 ? 'a person' : `${MARKER}\nold review ${i}`, user: i === 2 ? undefined : BOT }));
    gh.seedComments(7, 1, () => ({ body: `${MARKER}\nquoted by a person` }));
    const newest = ours().at(-1)!;
    const res = await upsertSticky(api(), sticky({ body: 'new review' }));
    expect(res).toMatchObject({ action: 'updated', removed: 3 });
    expect(ours().map((c) => [c.id, c.body])).toEqual([[newest.id, `${MARKER}\nnew review`]]);
    expect(gh.commentsOn(7).map((c) => c.body)).toEqual(['a person', `${MARKER}\nnew review`, `${MARKER}\nquoted by a person`]);
    expect(gh.violations).toEqual([]);
  });
});

describe('every request is bounded', () => {
  it('an API that never answers: three attempts of the read, then a message naming the request and the timeout', async () => {
    gh.fail({ method: 'GET', path: COMMENTS, kind: 'hang', times: 99 });
    const err = await failure(upsertSticky(api(), sticky()));
    expect(statuses('GET', COMMENTS)).toEqual([0, 0, 0]);
    expect(explainApiError(err, 'comment on pull request #7', 'pull-requests: write')).toBe(
      'bench-review could not comment on pull request #7: GitHub did not answer GET /repos/octo-org/service/issues/7/comments within 150 ms (3 attempts). ' +
        'The verdict, the JSON report and the job summary are unaffected.',
    );
  });

  it('the overall time limit: an attempt ends with it, nothing is sent after it, and the message says so', async () => {
    gh.fail({ kind: 'hang', times: 99 });
    // The time limit (200 ms) is shorter than one request's (60 s): the first attempt ends with it.
    const client = api({ budget: new Budget(200), requestTimeoutMs: 60_000 });
    const first = await failure(upsertSticky(client, sticky()));
    const second = await failure(client.listOpenPulls());
    expect(gh.requests).toHaveLength(1);
    expect((first as Error).message).toBe(
      'the 200 ms publishing time limit ran out while waiting for GET /repos/octo-org/service/issues/7/comments',
    );
    expect((second as Error).message).toBe(
      'the 200 ms publishing time limit was used up before GET /repos/octo-org/service/pulls could be sent',
    );
  });

  it('retries a 5xx on reads and on updates (safe to repeat), with a log line per retry', async () => {
    gh.seedComments(7, 1, () => ({ body: `${MARKER}\nold`, user: BOT }));
    gh.fail({ method: 'GET', path: COMMENTS, status: 502 });
    gh.fail({ method: 'PATCH', status: 500, kind: 'store-then-respond' });
    expect((await upsertSticky(api(), sticky())).action).toBe('updated');
    expect(statuses('GET', COMMENTS)).toEqual([502, 200]);
    expect(statuses('PATCH', /./)).toEqual([500, 200]);
    expect(log.filter((l) => l.includes('failed (Server Error); retrying in 0 ms'))).toHaveLength(2);
    expect(ours()).toHaveLength(1);
  });
});

describe('rate limits and refusals', () => {
  it('a plain 429 with retry-after is waited out and retried — also for a POST, which GitHub refused', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, status: 429, body: { message: 'Too Many Requests' }, headers: { 'retry-after': '0' } });
    expect((await upsertSticky(api(), sticky())).action).toBe('created');
    expect(statuses('POST', COMMENTS)).toEqual([429, 201]);
    expect(log).toContain('GitHub API rate limit hit on POST /repos/octo-org/service/issues/7/comments; retrying in 0 s');
    expect(ours()).toHaveLength(1);
  });

  it('a 429 asking for more than 60 s is not waited for: one request, and a message saying why', async () => {
    gh.fail({ method: 'GET', status: 429, body: { message: 'Too Many Requests' }, headers: { 'retry-after': '3600' } });
    const err = await failure(api().listOpenPulls());
    expect(gh.requests).toHaveLength(1);
    expect(explainApiError(err, 'list the open pull requests', 'pull-requests: read')).toBe(
      "bench-review could not list the open pull requests: GitHub's rate limit refused GET /repos/octo-org/service/pulls (HTTP 429); GitHub asks to wait 3600 s and bench-review waits at most 60 s. " +
        'The next run will publish again. The verdict, the JSON report and the job summary are unaffected.',
    );
  });

  it('secondary rate limits (403 and 429 shapes) are waited out; a wait past the time limit is not started', async () => {
    const secondary = {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url: 'https://docs.github.com/rest',
    };
    gh.fail({ method: 'GET', status: 403, body: secondary, headers: { 'retry-after': '0' } });
    gh.fail({ method: 'GET', status: 429, body: secondary, headers: { 'retry-after': '0' } });
    expect(await api().listOpenPulls()).toEqual([]);
    expect(gh.requests.map((q) => q.status)).toEqual([403, 429, 200]);
    expect(log.filter((l) => l.startsWith('GitHub API secondary rate limit hit on GET'))).toHaveLength(2);
    gh.fail({ method: 'GET', status: 403, body: secondary, headers: { 'retry-after': '30' } });
    const err = await failure(api({ budget: new Budget(10_000) }).listOpenPulls());
    expect((err as Error).message).toMatch(/GitHub asks to wait 30 s and that is past the 10 s publishing time limit$/);
  });

  it('reads the waits GitHub documents: retry-after, the primary limit reset, a minute otherwise', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(rateLimitWait(429, { 'retry-after': '7' }, 'Too Many Requests', now)).toEqual({ seconds: 7, secondary: false });
    expect(
      rateLimitWait(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 20) }, 'API rate limit exceeded', now),
    ).toEqual({ seconds: 21, secondary: false });
    expect(rateLimitWait(403, {}, 'You have exceeded a secondary rate limit', now)).toEqual({ seconds: 60, secondary: true });
    expect(rateLimitWait(429, {}, 'Too Many Requests', now)).toEqual({ seconds: 60, secondary: false });
    expect(rateLimitWait(403, { 'x-ratelimit-remaining': '12' }, 'Resource not accessible by integration', now)).toBeUndefined();
  });

  it('401 is a bad or expired token, 403 a missing permission, 422 an invalid request: none is retried', async () => {
    gh.fail({ status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } });
    const e401 = explainApiError(await failure(upsertSticky(api(), sticky())), 'comment on pull request #7', 'pull-requests: write');
    expect(e401).toMatch(
      /GitHub rejected the token \(HTTP 401: Bad credentials\): it is invalid, expired or revoked — not a missing permission/,
    );
    expect(e401).not.toMatch(/permissions:/);
    gh.tokens['ghs_bot-token'] = { ...BOT, permissions: { pull_requests: 'read' } };
    const e403 = explainApiError(await failure(upsertSticky(api(), sticky())), 'comment on pull request #7', 'pull-requests: write');
    expect(e403).toMatch(
      /the token is not allowed to \(HTTP 403: Resource not accessible by integration\) \(GitHub accepts: issues=write; pull_requests=write\)\. Give the job `permissions: pull-requests: write`/,
    );
    gh.tokens['ghs_bot-token'] = BOT;
    gh.fail({
      method: 'POST',
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }],
      },
    });
    const e422 = explainApiError(await failure(upsertSticky(api(), sticky())), 'comment on pull request #7', 'pull-requests: write');
    expect(e422).toMatch(
      /GitHub refused the request as invalid \(HTTP 422: Validation Failed: body is too long \(maximum is 65536 characters\)\)/,
    );
    expect(gh.requests.map((q) => q.status)).toEqual([401, 200, 403, 200, 422]);
  });
});

describe('creating the check run never creates two', () => {
  const report = {
    schemaVersion: 1,
    status: 'pass',
    headline: { id: 'review.headline.no-regression', params: { benchmarks: 0, judged: 0, gated: 0, improved: 0, inconclusive: 0 } },
    settings: { estimators: {}, alpha: 0.05, q: 0.05, thresholds: {}, noiseFloor: {}, failOn: 'tail' },
    summary: { benchmarks: 0, regressions: 0, improvements: 0, gatedMetrics: 0, judgedMetrics: 0, tailJudged: false },
    machine: { base: null, head: null, differences: [] },
    run: null,
    benchmarks: [],
    asks: [],
    notes: [],
    // 60 input warnings, each on a line of a result file in the workspace: 60 annotations.
    warnings: Array.from({ length: 60 }, (_, i) => ({
      id: 'reader.zero-time',
      params: { file: '/ws/results/head.txt', line: i + 1, benchmark: `b${i}`, zeros: 1 },
    })),
  } satisfies Report;
  const req = { name: 'bench-review / tail latency', headSha: 'b'.repeat(40), runUrl: null, workspace: '/ws' };

  it('a 502 after GitHub stored it: found by its external_id, not created again', async () => {
    gh.fail({ method: 'POST', path: /\/check-runs$/, kind: 'store-then-respond', status: 502 });
    const res = await publishCheckRun(api(), report, req);
    expect(gh.checkRuns).toHaveLength(1);
    expect(res.id).toBe(gh.checkRuns[0].id);
    expect(gh.checkRuns[0].external_id).toMatch(/^bench-review-[0-9a-f-]{36}$/);
    expect(gh.checkRuns[0].output.annotations).toHaveLength(60);
    expect(gh.requests.map((q) => `${q.method} ${q.status}`)).toEqual(['POST 502', 'GET 200', 'PATCH 200']);
    expect(gh.violations).toEqual([]);
  });

  it('an annotation update that fails is not repeated (it would add twice): the check run stands, the gap is reported', async () => {
    gh.fail({ method: 'PATCH', kind: 'store-then-respond', status: 502 });
    const res = await publishCheckRun(api(), report, req);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0].output.annotations).toHaveLength(60);
    expect(res.problem).toBe('10 of its 60 annotations could not be added (Server Error)');
    expect(statuses('PATCH', /./)).toEqual([502]);
  });
});
