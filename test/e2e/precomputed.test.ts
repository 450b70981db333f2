/**
 * The built action end to end in precomputed mode (`base-results` / `head-results`) on the bundled
 * example (a real-looking service benchmark whose head regresses in the tail), against the fake
 * GitHub API: comment, asks, update in place across pages, check run, outputs, summary, retries,
 * missing permissions.
 */
import { copyFile, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server.js';
import { pullRequestPayload } from './events.js';
import { ensureBuilt, ROOT, runAction } from './harness.js';

const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);
const MARKER = '<!-- bench-review:default -->';
const BODY = 'Cache the route table.\n\nBenchmark: GET /checkout took 1.55 s on average before and 1.2 s after.';

let workspace: string;
let gh: FakeGitHub;

beforeAll(async () => {
  await ensureBuilt();
  workspace = await mkdtemp(join(tmpdir(), 'bench-review-ws-'));
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

const inputs = { 'base-results': 'results/base*.csv', 'head-results': 'results/head.csv' };
const event = (headSha = HEAD_SHA, body: string | null = BODY) => ({
  name: 'pull_request',
  payload: pullRequestPayload({ baseSha: BASE_SHA, headSha, body }),
});
const run = (extra: Partial<Parameters<typeof runAction>[0]> = {}) =>
  runAction({ inputs, event: event(), apiUrl: gh.url, workspace, ...extra });
const botComments = () => gh.commentsOn(7).filter((c) => c.user.login === 'github-actions[bot]');

describe('precomputed mode on the example service benchmark', () => {
  it('posts one comment with the asks, a failing check run, outputs and a summary, and fails the job', async () => {
    // 120 comments by people before ours, one of them quoting our marker: it must not be taken for ours.
    gh.seedComments(7, 120, (i) => ({ body: i === 3 ? `${MARKER}\nquoting the bot` : `comment ${i}` }));
    const r = await run();
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(r.outputs.status).toBe('fail');
    expect(r.outputs.regressions).toBe('1');
    const report = JSON.parse(await readFile(r.outputs['report-path'], 'utf8'));
    expect(report.schemaVersion).toBe(1);
    expect(report.asks.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['profile', 'sample-size', 'cpu-info', 'percentiles']),
    );
    expect(report.asks.find((a: { kind: string; quote?: string }) => a.kind === 'percentiles')?.quote).toContain('took 1.55 s on average');

    const mine = botComments();
    expect(mine).toHaveLength(1);
    expect(mine[0].body.startsWith(MARKER)).toBe(true);
    expect(mine[0].body).toContain('GET /checkout');
    expect(mine[0].body).toContain('**Questions for the author**');
    expect(mine[0].body).toContain('**On the numbers in the PR description**');
    expect(mine[0].body).toContain('> Benchmark: GET /checkout took 1.55 s on average');
    expect(gh.commentsOn(7).find((c) => c.body.includes('quoting the bot'))!.body).toBe(`${MARKER}\nquoting the bot`);
    expect(r.outputs['comment-url']).toContain(`#issuecomment-${mine[0].id}`);

    expect(gh.checkRuns).toHaveLength(1);
    const check = gh.checkRuns[0];
    expect(check).toMatchObject({ name: 'bench-review / tail latency', head_sha: HEAD_SHA, conclusion: 'failure', status: 'completed' });
    // The headline once, as the title; the overview as the summary; no annotation without a file and line.
    expect(check.output.title).toBe('GET /checkout p99 regressed +42.1% (99% CI +37.6% … +47.4%; threshold 15%). Gated on tail quantiles.');
    expect(check.output.summary).not.toContain('GET /checkout p99 regressed');
    expect(check.output.summary).toContain('| `GET /checkout` | p99 |');
    expect(check.output.summary).not.toContain('Shortened');
    expect(check.output.annotations).toEqual([]);

    expect(r.summary).toMatch(/^```mermaid\n---\n(.*\n)*?---\nxychart-beta$/m);
    expect(r.summary).toContain('| **p99** | 2.979 | 4.245 |');
    expect(r.summary).toContain('POST /render');
    expect(r.stdout).toMatch(/::error::bench-review: GET \/checkout p99 regressed/);
  });

  it('updates the same comment in place on the next push, finding it on page 2', async () => {
    gh.seedComments(7, 120, (i) => ({ body: `comment ${i}` }));
    const first = await run();
    expect(first.code).toBe(1);
    const [comment] = botComments();
    const second = await runAction({ inputs, event: event('c'.repeat(40)), apiUrl: gh.url, workspace });
    expect(second.code).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(botComments()).toHaveLength(1);
    expect(botComments()[0].id).toBe(comment.id);
    expect(botComments()[0].body).toContain('cccccccccccc');
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    const lists = gh.requests.filter((q) => q.operation === 'issues/list-comments');
    expect(lists.some((q) => q.query.page === '2')).toBe(true);
    expect(gh.requests.filter((q) => q.operation === 'issues/create-comment')).toHaveLength(1);
    expect(gh.requests.filter((q) => q.operation === 'issues/update-comment')).toHaveLength(1);
    expect(gh.checkRuns.map((c) => c.head_sha)).toEqual([HEAD_SHA, 'c'.repeat(40)]);
  });

  it('retries a 5xx and then succeeds, posting exactly one comment', async () => {
    gh.fail({ method: 'POST', path: /\/issues\/7\/comments$/, status: 502 });
    gh.fail({ method: 'POST', path: /\/check-runs$/, status: 503 });
    const r = await run();
    expect(r.code).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(botComments()).toHaveLength(1);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/issues/7/comments')).map((q) => q.status)).toEqual([
      502, 201,
    ]);
  });

  it('waits out a secondary rate limit and then succeeds', async () => {
    gh.fail({
      method: 'GET',
      path: /\/issues\/7\/comments$/,
      status: 403,
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest',
      },
      headers: { 'retry-after': '1' },
    });
    const r = await run();
    expect(r.code).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(botComments()).toHaveLength(1);
    expect(r.stdout).toContain('secondary rate limit');
    expect(
      gh.requests
        .filter((q) => q.operation === 'issues/list-comments' || q.path.endsWith('/issues/7/comments'))
        .map((q) => q.status)
        .slice(0, 2),
    ).toEqual([403, 200]);
  });

  it('explains a 403 for missing permissions, keeps the report and summary, and still follows the gate', async () => {
    gh.tokens['ghs_bot-token'] = {
      login: 'github-actions[bot]',
      id: 41898282,
      type: 'Bot',
      permissions: { contents: 'read', pull_requests: 'read' },
    };
    const r = await run();
    expect(r.code).toBe(1);
    expect(gh.comments).toHaveLength(0);
    expect(gh.checkRuns).toHaveLength(0);
    expect(r.stdout).toContain('permissions: pull-requests: write');
    expect(r.stdout).toContain('permissions: checks: write');
    expect(r.stdout).toContain('Resource not accessible by integration');
    expect(r.outputs.status).toBe('fail');
    expect(r.outputs['comment-url']).toBe('');
    expect(JSON.parse(await readFile(r.outputs['report-path'], 'utf8')).status).toBe('fail');
    expect(r.summary).toContain('xychart-beta');
  });

  it('passes on an A/A comparison and says nothing new with comment: on-change when there is no earlier comment', async () => {
    const aa = { 'base-results': 'results/base.csv', 'head-results': 'results/base.csv', 'check-run': 'false' };
    const r = await runAction({ inputs: aa, event: event(HEAD_SHA, null), apiUrl: gh.url, workspace });
    expect(r.code).toBe(0);
    expect(r.outputs.status).toBe('pass');
    // Standing questions (sample size, CPU facts: precomputed results carry none) are no change:
    // no new comment; they are in the job summary.
    expect(botComments()).toHaveLength(0);
    expect(r.outputs['comment-url']).toBe('');
    expect(r.stdout).toContain('Comment skipped: nothing changed beyond its threshold');
    expect(r.summary).toContain('CPU model');
    expect(gh.checkRuns).toHaveLength(0);
    // An earlier comment (a regression since fixed) is still brought up to date, questions and all.
    const first = await run();
    expect(first.code).toBe(1);
    const again = await runAction({ inputs: aa, event: event(HEAD_SHA, null), apiUrl: gh.url, workspace });
    expect(again.code).toBe(0);
    expect(botComments()).toHaveLength(1);
    expect(botComments()[0].body).toContain('CPU model');
    expect(gh.requests.filter((q) => q.operation === 'issues/update-comment')).toHaveLength(1);
  });

  it('rejects invalid inputs with one line naming the input, before any API call', async () => {
    const r = await runAction({ inputs: { ...inputs, runs: 'ten', thresholds: 'p99=lots' }, event: event(), apiUrl: gh.url, workspace });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::error::bench-review: Invalid `runs: ten`: expected auto (the default: 6 per side, then more in planned looks while a gated metric is undecided) or a whole number from 1 to 1000',
    );
    expect(gh.requests).toHaveLength(0);
  });
});
