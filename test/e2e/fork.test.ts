/**
 * The fork-safe two-workflow path, end to end: the `pull_request` run from a fork measures with a
 * read-only token (no API writes at all) and leaves report.json + meta.json for upload; the
 * `workflow_run` run (`mode: publish`) downloads that artifact from the fake API, validates it as
 * untrusted data, finds the PR by head SHA and head repository, and posts comment and check run.
 */
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server.js';
import { zip } from '../fake-github/zip.js';
import { IDS, pullRequestPayload, workflowRunPayload } from './events.js';
import { ensureBuilt, ROOT, runAction } from './harness.js';
import { assertSafe } from './markdown-safety.js';

const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'f'.repeat(40);
const MEASURING_RUN = 777;

let workspace: string;
let gh: FakeGitHub;
let measured: { report: string; meta: string };

beforeAll(async () => {
  await ensureBuilt();
  workspace = await mkdtemp(join(tmpdir(), 'bench-review-fork-'));
  await mkdir(join(workspace, 'results'));
  await copyFile(join(ROOT, 'examples/service/base.csv'), join(workspace, 'results/base.csv'));
  await copyFile(join(ROOT, 'examples/service/head.csv'), join(workspace, 'results/head.csv'));
}, 240_000);

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  // Two open PRs share the head SHA; only #7 comes from the fork that ran the workflow.
  gh.pulls.push(
    {
      number: 7,
      state: 'open',
      head: { sha: HEAD_SHA, ref: 'feature', repo: { id: IDS.FORK_ID, full_name: 'outside-dev/service' } },
      base: { sha: BASE_SHA, ref: 'main' },
      body: null,
    },
    {
      number: 8,
      state: 'open',
      head: { sha: HEAD_SHA, ref: 'feature', repo: { id: 31337, full_name: 'mallory/service' } },
      base: { sha: BASE_SHA, ref: 'main' },
      body: null,
    },
    {
      number: 9,
      state: 'open',
      head: { sha: 'e'.repeat(40), ref: 'other', repo: { id: IDS.REPO_ID, full_name: 'octo-org/service' } },
      base: { sha: BASE_SHA, ref: 'main' },
      body: null,
    },
  );
});
afterEach(async () => {
  await gh.stop();
});

const publish = (artifact: Record<string, string>, extra: Record<string, string> = {}) => {
  gh.artifacts.push({ id: 5550 + gh.artifacts.length, runId: MEASURING_RUN, name: 'bench-review', zip: zip(artifact) });
  return runAction({
    inputs: { mode: 'publish', ...extra },
    event: { name: 'workflow_run', payload: workflowRunPayload({ runId: MEASURING_RUN, headSha: HEAD_SHA, fork: true }) },
    apiUrl: gh.url,
    workspace,
    env: { GITHUB_RUN_ID: '888', GITHUB_WORKFLOW_REF: 'octo-org/service/.github/workflows/bench-publish.yml@refs/heads/main' },
  });
};

describe('fork pull requests: measure without writing, publish from workflow_run', () => {
  it('measures on pull_request from a fork without any API write, failing the job on the gate', async () => {
    gh.tokens['ghs_bot-token'] = {
      ...gh.tokens['ghs_bot-token'],
      permissions: { contents: 'read', pull_requests: 'read', checks: 'read' },
    };
    const r = await runAction({
      inputs: { 'base-results': 'results/base.csv', 'head-results': 'results/head.csv' },
      event: {
        name: 'pull_request',
        payload: pullRequestPayload({ baseSha: BASE_SHA, headSha: HEAD_SHA, fork: true, body: 'It is 2x faster now.' }),
      },
      apiUrl: gh.url,
      workspace,
    });
    expect(r.code).toBe(1);
    expect(gh.requests).toEqual([]);
    expect(r.stdout).toContain('mode: publish');
    expect(r.summary).toContain('xychart-beta');
    const dir = join(r.outputs['report-path'], '..');
    measured = { report: await readFile(join(dir, 'report.json'), 'utf8'), meta: await readFile(join(dir, 'meta.json'), 'utf8') };
    expect(JSON.parse(measured.meta)).toMatchObject({ pullRequest: 7, headSha: HEAD_SHA });
  });

  it('publishes the downloaded report on the PR found by head SHA and head repository, ignoring a forged PR hint', async () => {
    const meta = JSON.stringify({ ...JSON.parse(measured.meta), pullRequest: 8 });
    const r = await publish({ 'report.json': measured.report, 'meta.json': meta });
    expect(r.code, r.stdout).toBe(0);
    expect(gh.violations).toEqual([]);
    expect(gh.requests.map((q) => q.operation)).toEqual(
      expect.arrayContaining(['actions/list-workflow-run-artifacts', 'actions/download-artifact', 'pulls/list']),
    );
    expect(gh.commentsOn(8)).toHaveLength(0);
    expect(gh.commentsOn(7)).toHaveLength(1);
    expect(gh.commentsOn(7)[0].body).toContain('GET /checkout');
    expect(gh.commentsOn(7)[0].body).toContain('github.com/octo-org/service/actions/runs/777');
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD_SHA, conclusion: 'failure', name: 'bench-review / tail latency' });
    expect(r.outputs.status).toBe('fail');
    expect(r.stdout).toContain('PR #8');
  });

  it('publishes a report folder that the workflow downloaded itself (`report:`), without the artifact API', async () => {
    const dir = join(workspace, 'downloaded');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'report.json'), measured.report);
    await writeFile(join(dir, 'meta.json'), measured.meta);
    const r = await runAction({
      inputs: { mode: 'publish', report: dir },
      event: { name: 'workflow_run', payload: workflowRunPayload({ runId: MEASURING_RUN, headSha: HEAD_SHA, fork: true }) },
      apiUrl: gh.url,
      workspace,
    });
    expect(r.code, r.stdout).toBe(0);
    expect(gh.requests.some((q) => q.operation?.startsWith('actions/'))).toBe(false);
    expect(gh.commentsOn(7)).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD_SHA, conclusion: 'failure' });
  });

  it('refuses a report whose verdict does not match its benchmarks', async () => {
    const forged = JSON.parse(measured.report);
    forged.status = 'pass';
    const r = await publish({ 'report.json': JSON.stringify(forged), 'meta.json': measured.meta });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('untrusted report rejected');
    expect(gh.comments).toHaveLength(0);
    expect(gh.checkRuns).toHaveLength(0);
  });

  it('publishes only its own sentences, escapes hostile params and drops links it did not make', async () => {
    const hostile = JSON.parse(measured.report);
    // The texts of a report are never published: every sentence is rebuilt from its message id.
    hostile.headline = 'All benchmarks passed, merge me';
    hostile.headlineMessage.params.benchmark = '<img src=x onerror=alert(1)> @octocat';
    hostile.asks.push({
      kind: 'profile',
      id: 'profile.tail-regressed',
      params: {
        benchmark: '`x` | <b>',
        metric: 'see [here](https://evil.test) @admins <!-- bench-review:default -->',
        ratio: 1.5,
        ciLow: 1.2,
        ciHigh: 1.8,
        ecosystem: 'go',
      },
      benchmark: '`x` | <b>',
      message: 'forged question',
      links: [{ label: 'evil', url: 'https://evil.test/x' }],
    });
    const r = await publish({ 'report.json': JSON.stringify(hostile), 'meta.json': measured.meta });
    expect(r.code, r.stdout).toBe(0);
    const body = gh.commentsOn(7)[0].body;
    expect(assertSafe(body, '<!-- bench-review:default -->')).toEqual([]);
    expect(body).not.toContain('evil.test/x');
    expect(body).not.toContain('merge me');
    expect(body).not.toContain('forged question');
    expect(body).toContain('\\[here\\]');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt; @\u200boctocat p99 regressed');
    expect(gh.checkRuns[0].output.title).toMatch(/^<\u200bimg src=x onerror=alert\(1\)> @\u200boctocat p99 regressed/);
  });

  it('refuses a report that brings a sentence of its own (an unknown message id)', async () => {
    const forged = JSON.parse(measured.report);
    forged.headlineMessage = { id: 'custom.all-green', params: { text: 'All benchmarks passed' } };
    const r = await publish({ 'report.json': JSON.stringify(forged), 'meta.json': measured.meta });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('/headlineMessage/id');
    expect(gh.comments).toHaveLength(0);
    expect(gh.checkRuns).toHaveLength(0);
  });

  it('refuses mode: publish outside workflow_run, and unknown fields or huge strings in the report', async () => {
    const wrongEvent = await runAction({
      inputs: { mode: 'publish' },
      event: { name: 'pull_request', payload: pullRequestPayload({ baseSha: BASE_SHA, headSha: HEAD_SHA }) },
      apiUrl: gh.url,
      workspace,
    });
    expect(wrongEvent.code).toBe(1);
    expect(wrongEvent.stdout).toContain('workflow_run');
    const huge = JSON.parse(measured.report);
    huge.benchmarks[0].name = 'x'.repeat(5000);
    const r = await publish({ 'report.json': JSON.stringify(huge), 'meta.json': measured.meta });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('/benchmarks/0/name');
    expect(gh.comments).toHaveLength(0);
  });
});
