import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { publishCheckRun } from '../../src/publish/check-run.js';
import { explainApiError } from '../../src/publish/github.js';
import { annotationsFor, conclusionOf, renderCheckRun } from '../../src/render/check-run.js';
import type { Ask, Report } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';
import { MemoryApi } from './memory-api.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

describe('the check run', () => {
  it('maps the status to the conclusion', () => {
    expect([conclusionOf('pass'), conclusionOf('fail'), conclusionOf('neutral')]).toEqual(['success', 'failure', 'neutral']);
  });

  it('annotates regressions as failures, improvements as notices and asks as warnings', () => {
    const a = annotationsFor(example, '.github/workflows/bench.yml');
    expect(a.map((x) => x.annotation_level)).toEqual(['failure', 'notice', 'warning', 'warning', 'warning']);
    expect(a.every((x) => x.path === '.github/workflows/bench.yml' && x.start_line === 1)).toBe(true);
    expect(a.slice(2).map((x) => x.title)).toEqual(example.asks.map((q) => `question (${q.kind})${q.benchmark ? `: ${q.benchmark}` : ''}`));
  });

  it('renders the whole check run in render/: conclusion, title, summary, text and annotations', () => {
    const out = renderCheckRun(example, { annotationPath: 'w.yml', pointer: ['> see the job summary'] });
    expect(out.conclusion).toBe('failure');
    expect(out.title).toBe('GET /checkout p99 regressed +42.1% (99% CI +37.6% … +47.4%; threshold 15%).');
    expect(out.summary.split('\n')[2]).toBe('3 benchmarks: 1 regressed, 1 improved; 6 of 6 gated metrics judged (fail-on: tail).');
    expect(out.text).toContain('### ❌ bench-review: tail latency regressed');
    expect(out.annotations).toEqual(annotationsFor(example, 'w.yml'));
  });

  it('sends at most 50 annotations per request and appends the rest', async () => {
    const noisy = (i: number): Ask => ({ kind: 'variance', id: 'variance.runs-vary', params: { benchmark: `b${i}`, ratio: 4, metric: 'p50' }, benchmark: `b${i}` });
    const many = { ...example, asks: Array.from({ length: 120 }, (_, i) => noisy(i)) };
    const api = new MemoryApi();
    await publishCheckRun(api, many, { name: 'bench-review / tail latency', headSha: 'b'.repeat(40), annotationPath: '.github', pointer: [] });
    const [check] = api.checks;
    expect(check.output.annotations).toHaveLength(50);
    expect(check.appended.map((o) => o.annotations!.length)).toEqual([50, 22]);
    expect(check.conclusion).toBe('failure');
    expect(check.output.summary).toContain('GET /checkout p99 regressed');
    expect(check.output.text!.length).toBeLessThanOrEqual(65_535);
  });

  it('explains missing permissions in words a workflow author can act on', () => {
    const err = Object.assign(new Error('Resource not accessible by integration'), { status: 403, response: { headers: { 'x-accepted-github-permissions': 'checks=write' } } });
    const text = explainApiError(err, 'create the check run', 'checks: write');
    expect(text).toMatch(/permissions: checks: write/);
    expect(text).toMatch(/GitHub accepts: checks=write/);
    expect(text).toMatch(/fork/);
    expect(explainApiError(Object.assign(new Error('boom'), { status: 502 }), 'comment', 'pull-requests: write')).toMatch(/HTTP 502: boom/);
    expect(explainApiError(Object.assign(new Error('You must authenticate via a GitHub App.'), { status: 403 }), 'create the check run', 'checks: write')).toMatch(/check-run: false/);
  });
});
