/**
 * The fault suite: the built action (dist/index.js) publishing the example's review against the
 * fake GitHub API on loopback, with faults injected — an answer of 5xx or a reset connection AFTER
 * GitHub stored the write, no answer at all, 401, 422, a plain 429 with retry-after, secondary rate
 * limits. Asserted: exactly one marked comment and one check run, bounded work (request counts
 * under short limits set by BENCH_REVIEW_API_TIMEOUT_MS and BENCH_REVIEW_PUBLISH_TIMEOUT_MS —
 * never durations), the messages, and that report.json and the job summary existed before the
 * first API request.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOT, FakeGitHub } from '../fake-github/server.js';
import { pullRequestPayload } from './events.js';
import { ensureBuilt, ROOT, runAction } from './harness.js';

const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);
const MARKER = '<!-- bench-review:default -->';
const COMMENTS = /\/issues\/7\/comments$/;
const CHECKS = /\/check-runs$/;

let workspace: string;
let gh: FakeGitHub;

beforeAll(async () => {
  await ensureBuilt();
  workspace = await mkdtemp(join(tmpdir(), 'bench-review-faults-'));
  await mkdir(join(workspace, 'results'));
  await copyFile(join(ROOT, 'examples/service/base.csv'), join(workspace, 'results/base.csv'));
  await copyFile(join(ROOT, 'examples/service/head.csv'), join(workspace, 'results/head.csv'));
}, 240_000);

beforeEach(async () => {
  gh = await new FakeGitHub().start();
});
afterEach(async () => {
  await gh.stop();
});

/** What was on disk when each API request arrived. */
interface Seen {
  report: boolean;
  summary: string;
}

async function run(limits: { request?: number; publish?: number } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-review-e2e-'));
  const seen: Seen[] = [];
  gh.onRequest = () => {
    const temp = readdirSync(dir).find((f) => f.startsWith('runner-temp-'));
    const summary = readdirSync(dir).find((f) => f.startsWith('summary-'));
    seen.push({
      report: temp !== undefined && existsSync(join(dir, temp, 'bench-review', 'report.json')),
      summary: summary ? readFileSync(join(dir, summary), 'utf8') : '',
    });
  };
  const r = await runAction({
    inputs: { 'base-results': 'results/base.csv', 'head-results': 'results/head.csv' },
    event: { name: 'pull_request', payload: pullRequestPayload({ baseSha: BASE_SHA, headSha: HEAD_SHA }) },
    apiUrl: gh.url,
    workspace,
    dir,
    env: { BENCH_REVIEW_API_TIMEOUT_MS: String(limits.request ?? 300), BENCH_REVIEW_PUBLISH_TIMEOUT_MS: String(limits.publish ?? 30_000) },
  });
  return { ...r, seen };
}

const marked = () => gh.commentsOn(7).filter((c) => c.user.login === BOT.login && c.body.startsWith(MARKER));
const statuses = (method: string, path: RegExp) => gh.requests.filter((q) => q.method === method && path.test(q.path)).map((q) => q.status);
const warnings = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::warning::'));

describe('publishing under faults (the built action)', () => {
  it('a 502 and a reset after GitHub stored the writes: one comment, one check run, both linked; report and summary came first', async () => {
    gh.fail({ method: 'POST', path: COMMENTS, kind: 'store-then-respond', status: 502 });
    gh.fail({ method: 'POST', path: CHECKS, kind: 'store-then-reset' });
    const r = await run();
    expect(r.code, r.stdout).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(marked()).toHaveLength(1);
    expect(gh.checkRuns).toHaveLength(1);
    expect(statuses('POST', COMMENTS)).toEqual([502]);
    expect(statuses('POST', CHECKS)).toEqual([-1]);
    expect(r.outputs['comment-url']).toContain(`#issuecomment-${marked()[0].id}`);
    expect(r.outputs['check-run-url']).toContain(`/runs/${gh.checkRuns[0].id}`);
    expect(warnings(r.stdout)).toEqual([]);
    expect(r.seen.length).toBeGreaterThan(0);
    expect(r.seen.every((s) => s.report && s.summary.includes('xychart-beta'))).toBe(true);
  });

  it('an API that never answers: each request ends at the request timeout, three tries for reads, one for creates; warnings name what was not published', async () => {
    gh.fail({ kind: 'hang', times: 1000 });
    const r = await run({ request: 300 });
    expect(r.code).toBe(1);
    // list comments ×3; create check run ×1, then look for it (list check runs ×3).
    expect(gh.requests.map((q) => `${q.method} ${q.path.replace(/^\/repos\/octo-org\/service/, '')}`)).toEqual([
      ...Array(3).fill('GET /issues/7/comments'),
      'POST /check-runs',
      ...Array(3).fill(`GET /commits/${HEAD_SHA}/check-runs`),
    ]);
    expect(warnings(r.stdout)).toEqual([
      '::warning::bench-review could not comment on pull request #7: GitHub did not answer GET /repos/octo-org/service/issues/7/comments within 300 ms (3 attempts). ' +
        'The verdict, the JSON report and the job summary are unaffected.',
      `::warning::bench-review could not create the check run "bench-review / tail latency" on bbbbbbbbbbbb: GitHub did not answer GET /repos/octo-org/service/commits/${HEAD_SHA}/check-runs within 300 ms (3 attempts). ` +
        'The verdict, the JSON report and the job summary are unaffected.',
    ]);
    expect(r.outputs.status).toBe('fail');
    expect(r.outputs['comment-url']).toBe('');
    expect(JSON.parse(await readFile(r.outputs['report-path'], 'utf8')).status).toBe('fail');
    expect(r.summary).toContain('xychart-beta');
  });

  it('the whole publishing phase has a time limit: once it is used up nothing more is sent', async () => {
    gh.fail({ kind: 'hang', times: 1000 });
    // The phase's limit (500 ms) is shorter than one request's (60 s): the first request ends with it.
    const r = await run({ request: 60_000, publish: 500 });
    expect(r.code).toBe(1);
    expect(gh.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /repos/octo-org/service/issues/7/comments']);
    expect(warnings(r.stdout)).toEqual([
      '::warning::bench-review could not comment on pull request #7: the 500 ms publishing time limit ran out while waiting for GET /repos/octo-org/service/issues/7/comments. ' +
        'The verdict, the JSON report and the job summary are unaffected.',
      '::warning::bench-review could not create the check run "bench-review / tail latency" on bbbbbbbbbbbb: the 500 ms publishing time limit was used up before POST /repos/octo-org/service/check-runs could be sent. ' +
        'The verdict, the JSON report and the job summary are unaffected.',
    ]);
    expect(r.outputs.status).toBe('fail');
    expect(r.summary).toContain('xychart-beta');
  });

  it('401: a bad or expired token, said as such (no permission advice), and nothing retried', async () => {
    gh.fail({ status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }, times: 10 });
    const r = await run();
    expect(r.code).toBe(1);
    expect(gh.requests.map((q) => q.status)).toEqual([401, 401]);
    const w = warnings(r.stdout);
    expect(w).toHaveLength(2);
    for (const line of w) {
      expect(line).toContain(
        'GitHub rejected the token (HTTP 401: Bad credentials): it is invalid, expired or revoked — not a missing permission.',
      );
      expect(line).not.toContain('permissions:');
    }
  });

  it('422 on the comment: the reason GitHub gives, and the check run still published', async () => {
    gh.fail({
      method: 'POST',
      path: COMMENTS,
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'unprocessable', field: 'body', message: 'body is locked' }],
      },
    });
    const r = await run();
    expect(warnings(r.stdout)).toEqual([
      '::warning::bench-review could not comment on pull request #7: GitHub refused the request as invalid (HTTP 422: Validation Failed: body is locked). The verdict, the JSON report and the job summary are unaffected.',
    ]);
    expect(statuses('POST', COMMENTS)).toEqual([422]);
    expect(gh.checkRuns).toHaveLength(1);
  });

  it('a plain 429 with retry-after and secondary rate limits are waited out: one comment, one check run', async () => {
    gh.fail({ method: 'GET', path: COMMENTS, status: 429, body: { message: 'Too Many Requests' }, headers: { 'retry-after': '1' } });
    gh.fail({
      method: 'POST',
      path: COMMENTS,
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      headers: { 'retry-after': '1' },
    });
    gh.fail({
      method: 'POST',
      path: CHECKS,
      status: 429,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '1' },
    });
    const r = await run();
    expect(r.code).toBe(1);
    expect(statuses('GET', COMMENTS)).toEqual([429, 200]);
    expect(statuses('POST', COMMENTS)).toEqual([403, 201]);
    expect(statuses('POST', CHECKS)).toEqual([429, 201]);
    expect(marked()).toHaveLength(1);
    expect(gh.checkRuns).toHaveLength(1);
    expect(r.stdout).toContain('GitHub API rate limit hit on GET /repos/octo-org/service/issues/7/comments; retrying in 1 s');
    expect(r.stdout).toContain('GitHub API secondary rate limit hit on POST /repos/octo-org/service/check-runs; retrying in 1 s');
    expect(warnings(r.stdout)).toEqual([]);
  });

  it('duplicates left by an earlier version: the newest is updated, the others deleted', async () => {
    gh.seedComments(7, 3, (i) => ({ body: `${MARKER}\nold review ${i}`, user: BOT }));
    const newest = marked().at(-1)!.id;
    const r = await run();
    expect(r.code).toBe(1);
    expect(marked().map((c) => c.id)).toEqual([newest]);
    expect(marked()[0].body).toContain('GET /checkout');
    expect(r.stdout).toContain('Deleted 2 older duplicates of the sticky comment.');
    expect(gh.requests.filter((q) => q.operation === 'issues/create-comment')).toHaveLength(0);
  });
});
