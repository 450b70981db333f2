/**
 * A quiet comment (issue 11): under `comment: on-change` a new comment is posted only when a
 * benchmark regressed or improved, or a gated metric is beyond its threshold without being
 * confirmed; standing questions alone (sample size, CPU facts) create none, but still update an
 * earlier comment. The same holds for a report read back in publish mode, and in the action.
 */
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/action/main.js';
import { defaultSettings } from '../../src/model/settings.js';
import { commentMarker } from '../../src/publish/comment.js';
import type { ActionIo } from '../../src/publish/io.js';
import { publishToGitHub, type PublishSettings } from '../../src/publish/publish.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';
import { beyondThreshold, worthSaying, type Report, type ReportMetric } from '../../src/review/index.js';
import { IDS, pullRequestPayload, workflowRunPayload } from '../e2e/events.js';
import { actionDefaults, ROOT } from '../e2e/harness.js';
import { reviewFiles } from '../review/review-of.js';
import { MemoryApi } from './memory-api.js';

const SERVICE = join(ROOT, 'examples', 'service');
let aa: Report;
let regressed: Report;

beforeAll(async () => {
  aa = (await reviewFiles([join(SERVICE, 'base.csv')], [join(SERVICE, 'base.csv')], defaultSettings())).report;
  regressed = (await reviewFiles([join(SERVICE, 'base.csv')], [join(SERVICE, 'head.csv')], defaultSettings())).report;
});

/** The A/A report with `GET /checkout`'s p99 moved to `over` (gated unless said otherwise). */
function withP99(over: Partial<ReportMetric>, lowerIsBetter = true): Report {
  const benchmarks = aa.benchmarks.map((b) =>
    b.name === 'GET /checkout'
      ? {
          ...b,
          lowerIsBetter,
          verdict: 'inconclusive' as const,
          metrics: { ...b.metrics, p99: { ...b.metrics.p99!, verdict: 'inconclusive' as const, ...over } },
        }
      : b,
  );
  return { ...aa, status: 'neutral', benchmarks };
}

const SETTINGS: PublishSettings = {
  comment: 'on-change',
  commentKey: 'default',
  commentAuthor: 'github-actions[bot]',
  checkRun: true,
  checkName: 'bench-review / tail latency',
};
const TARGET = { issue: 7, headSha: 'b'.repeat(40), runUrl: null, workspace: null };

function quietIo(lines: string[] = []): ActionIo {
  return {
    info: (l) => void lines.push(l),
    warning: (l) => void lines.push(l),
    setOutput: () => {},
    setFailed: () => {},
    appendSummary: async () => true,
    group: (_t, fn) => fn(),
  };
}

describe('worthSaying: a change, not a standing question', () => {
  it('an A/A comparison asks its standing questions and has nothing worth a new comment', () => {
    expect(aa.status).toBe('pass');
    expect(aa.asks.map((a) => a.id)).toEqual(['sample-size.not-estimable', 'cpu-info.missing']);
    expect(aa.benchmarks.map((b) => b.verdict)).toEqual(['no-change', 'no-change', 'no-change']);
    expect(worthSaying(aa)).toBe(false);
  });

  it('a regression or an improvement is', () => {
    expect([regressed.summary.regressions, regressed.summary.improvements, worthSaying(regressed)]).toEqual([1, 1, true]);
    const improvedOnly = {
      ...regressed,
      summary: { ...regressed.summary, regressions: 0 },
      benchmarks: regressed.benchmarks.filter((b) => b.verdict !== 'regression'),
    };
    expect(worthSaying(improvedOnly)).toBe(true);
  });

  it('an inconclusive gated metric beyond its threshold, worse, is (not confirmed is not green); within it, better, or not gated, is not', () => {
    expect(aa.benchmarks[0].metrics.p99).toMatchObject({ gated: true, threshold: 0.15 });
    expect(worthSaying(withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8 }))).toBe(true);
    expect(worthSaying(withP99({ ratio: 1.14, ciLow: 0.9, ciHigh: 1.4 }))).toBe(false);
    expect(worthSaying(withP99({ ratio: 0.7, ciLow: 0.5, ciHigh: 1.1 }))).toBe(false);
    expect(worthSaying(withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8, gated: false }))).toBe(false);
    // For a higher-is-better unit the worse direction is down: 1/0.8 = 1.25 > 1.15.
    expect(worthSaying(withP99({ ratio: 0.8, ciLow: 0.6, ciHigh: 1.1 }, false))).toBe(true);
    expect(worthSaying(withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8 }, false))).toBe(false);
  });

  it('beyondThreshold: the worse direction only, constants from and to zero by direction, never ungated', () => {
    const m = (over: Partial<ReportMetric>) => ({ gated: true, ratio: 1, threshold: 0.1, constant: null, ...over });
    expect([1.11, 1.1, 0.5].map((ratio) => beyondThreshold(m({ ratio }), true))).toEqual([true, false, false]);
    expect([0.9, 1 / 1.1, 2].map((ratio) => beyondThreshold(m({ ratio }), false))).toEqual([true, false, false]);
    expect([
      beyondThreshold(m({ ratio: null, constant: 'from-zero' }), true),
      beyondThreshold(m({ ratio: null, constant: 'from-zero' }), false),
    ]).toEqual([true, false]);
    expect([
      beyondThreshold(m({ ratio: null, constant: 'to-zero' }), true),
      beyondThreshold(m({ ratio: null, constant: 'to-zero' }), false),
    ]).toEqual([false, true]);
    expect([
      beyondThreshold(m({ ratio: 3, gated: false }), true),
      beyondThreshold(m({ ratio: null }), true),
      beyondThreshold(undefined, true),
    ]).toEqual([false, false, false]);
  });

  it('decides the same on the report read back in publish mode (report.json as untrusted data)', () => {
    const back = (r: Report) => parseUntrustedReport(renderJson(r), 'report.json');
    expect(back(aa).asks).toHaveLength(2);
    expect(worthSaying(back(aa))).toBe(false);
    expect(worthSaying(back(regressed))).toBe(true);
    expect(worthSaying(back(withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8 })))).toBe(true);
  });
});

describe('publishing under comment: on-change', () => {
  it('A/A with only standing questions: no new comment, the check run still published', async () => {
    const api = new MemoryApi();
    const log: string[] = [];
    const out = await publishToGitHub(api, quietIo(log), aa, TARGET, SETTINGS);
    expect(out).toEqual({ commentUrl: null, checkUrl: 'checks/1', problems: [] });
    expect(api.calls).toEqual(['list', 'check']);
    expect(log).toContain(
      'Comment skipped: nothing changed beyond its threshold (no regression, improvement or unconfirmed change; questions alone are in the job summary) and no earlier comment to update.',
    );
  });

  it('A/A with an earlier comment: that comment is updated, questions and all, and no second one posted', async () => {
    const api = new MemoryApi();
    await publishToGitHub(api, quietIo(), regressed, TARGET, SETTINGS);
    expect(api.comments).toHaveLength(1);
    await publishToGitHub(api, quietIo(), aa, TARGET, SETTINGS);
    expect(api.calls).toEqual(['list', 'create', 'check', 'list', 'update', 'check']);
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0].body.startsWith(`${commentMarker('default')}\n`)).toBe(true);
    expect(api.comments[0].body).toContain('CPU model');
    expect(api.comments[0].body).not.toContain('p99 regressed');
  });

  it('an inconclusive change beyond its threshold posts; comment: always posts even A/A', async () => {
    const api = new MemoryApi();
    await publishToGitHub(api, quietIo(), withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8 }), TARGET, SETTINGS);
    expect(api.calls).toEqual(['list', 'create', 'check']);
    const always = new MemoryApi();
    await publishToGitHub(always, quietIo(), aa, TARGET, { ...SETTINGS, comment: 'always' });
    expect(always.calls).toEqual(['list', 'create', 'check']);
  });
});

describe('the action with precomputed results (in process)', () => {
  async function act(head: 'base.csv' | 'head.csv', api: MemoryApi, edit?: (csv: string) => string) {
    const dir = await mkdtemp(join(tmpdir(), 'br-quiet-'));
    const workspace = join(dir, 'ws');
    await mkdir(join(workspace, 'results'), { recursive: true });
    await copyFile(join(SERVICE, 'base.csv'), join(workspace, 'results/base.csv'));
    await copyFile(join(SERVICE, head), join(workspace, 'results/head.csv'));
    if (edit) await writeFile(join(workspace, 'results/head.csv'), edit(await readFile(join(SERVICE, head), 'utf8')));
    const eventPath = join(dir, 'event.json');
    await writeFile(eventPath, JSON.stringify(pullRequestPayload({ baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), body: null })));
    const env: Record<string, string> = {
      ...actionDefaults(),
      'INPUT_BASE-RESULTS': 'results/base.csv',
      'INPUT_HEAD-RESULTS': 'results/head.csv',
      'INPUT_GITHUB-TOKEN': 'ghs_test',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo-org/service',
      GITHUB_RUN_ID: '777',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: join(dir, 'runner-temp'),
    };
    const outputs: Record<string, string> = {};
    const failed: string[] = [];
    const io: ActionIo = { ...quietIo(), setOutput: (n, v) => void (outputs[n] = v), setFailed: (m) => void failed.push(m) };
    await main({ env, io, api: () => api, artifacts: () => undefined as never, runSuite: async () => undefined as never });
    return { outputs, failed, workspace };
  }

  it('an A/A pull request gets no new comment; after a regression, its comment is updated instead', async () => {
    const api = new MemoryApi();
    const quiet = await act('base.csv', api);
    expect([quiet.outputs.status, quiet.outputs['comment-url'], quiet.failed]).toEqual(['pass', '', []]);
    expect(api.comments).toHaveLength(0);
    expect(api.checks.map((c) => [c.conclusion, c.output.annotations])).toEqual([['success', []]]);
    const loud = await act('head.csv', api);
    expect([loud.outputs.status, loud.outputs['comment-url']]).toEqual(['fail', 'u/7#2']);
    const again = await act('base.csv', api);
    expect(again.outputs['comment-url']).toBe('u/7#2');
    expect(api.comments.map((c) => c.id)).toEqual([2]);
    expect(api.calls.filter((c) => c === 'create' || c === 'update')).toEqual(['create', 'update']);
  });

  it('annotates a warning on a result file in the workspace at its line, and nothing else', async () => {
    const api = new MemoryApi();
    // Line 2 of head.csv (the first of its series): a sample of 0 µs; the reader warns, naming the file and line.
    const r = await act('head.csv', api, (csv) => csv.replace('GET /checkout,1,1499.6,us', 'GET /checkout,1,0,us'));
    expect(r.outputs.status).toBe('fail');
    expect(api.checks[0].output.annotations).toEqual([
      {
        path: 'results/head.csv',
        start_line: 2,
        end_line: 2,
        annotation_level: 'warning',
        title: 'bench-review: input warning',
        message: `${join(r.workspace, 'results/head.csv')}:\u200b2: benchmark "GET /checkout" recorded a time of 0 ns: the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`,
      },
    ]);
  });
});

describe('the action in publish mode (workflow_run, in process)', () => {
  const HEAD = 'b'.repeat(40);
  async function publish(report: Report, api: MemoryApi) {
    const dir = await mkdtemp(join(tmpdir(), 'br-quiet-publish-'));
    const reportDir = join(dir, 'artifact');
    await mkdir(join(dir, 'ws'), { recursive: true });
    await mkdir(reportDir);
    await writeFile(join(reportDir, 'report.json'), renderJson(report));
    await writeFile(join(reportDir, 'meta.json'), JSON.stringify({ schemaVersion: 1, pullRequest: 7, headSha: HEAD }));
    const eventPath = join(dir, 'event.json');
    await writeFile(eventPath, JSON.stringify(workflowRunPayload({ runId: 555, headSha: HEAD, fork: true })));
    const env: Record<string, string> = {
      ...actionDefaults(),
      INPUT_MODE: 'publish',
      INPUT_REPORT: reportDir,
      'INPUT_GITHUB-TOKEN': 'ghs_test',
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo-org/service',
      GITHUB_RUN_ID: '888',
      GITHUB_WORKSPACE: join(dir, 'ws'),
      RUNNER_TEMP: join(dir, 'runner-temp'),
    };
    const outputs: Record<string, string> = {};
    const failed: string[] = [];
    await main({
      env,
      io: { ...quietIo(), setOutput: (n, v) => void (outputs[n] = v), setFailed: (m) => void failed.push(m) },
      api: () => api,
      artifacts: () => undefined as never,
      runSuite: async () => undefined as never,
    });
    return { outputs, failed };
  }

  it("a fork's A/A report with standing questions posts no comment under on-change; a beyond-threshold one does", async () => {
    const api = new MemoryApi();
    api.pulls = [{ number: 7, head: { sha: HEAD, ref: 'feature', repo: { id: IDS.FORK_ID } }, body: null }];
    const quiet = await publish(aa, api);
    expect([quiet.outputs.status, quiet.outputs['comment-url'], quiet.failed]).toEqual(['pass', '', []]);
    expect(api.calls).toEqual(['pulls', 'list', 'check']);
    expect(api.checks[0]).toMatchObject({
      head_sha: HEAD,
      conclusion: 'success',
      details_url: 'https://github.com/octo-org/service/actions/runs/555',
    });
    const unsure = await publish(withP99({ ratio: 1.3, ciLow: 0.9, ciHigh: 1.8 }), api);
    expect([unsure.outputs.status, unsure.outputs['comment-url']]).toEqual(['neutral', 'u/7#2']);
    expect(api.comments).toHaveLength(1);
  });
});
