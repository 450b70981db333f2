import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/compare/settings.js';
import { compareFiles } from '../../src/pipeline.js';
import { annotationsFor, conclusionOf, publishCheckRun } from '../../src/publish/check-run.js';
import { explainApiError } from '../../src/publish/github.js';
import type { Report } from '../../src/review/report.js';
import { MemoryApi } from './memory-api.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await compareFiles({ base: [join(dir, 'base.csv')], head: [join(dir, 'head.csv')], settings: defaultSettings() })).report;
});

describe('the check run', () => {
  it('maps the status to the conclusion', () => {
    expect([conclusionOf('pass'), conclusionOf('fail'), conclusionOf('neutral')]).toEqual(['success', 'failure', 'neutral']);
  });

  it('annotates regressions as failures, improvements as notices and asks as warnings', () => {
    const a = annotationsFor(example, '.github/workflows/bench.yml');
    expect(a.map((x) => x.annotation_level)).toEqual(expect.arrayContaining(['failure', 'notice', 'warning']));
    expect(a.every((x) => x.path === '.github/workflows/bench.yml' && x.start_line === 1)).toBe(true);
  });

  it('sends at most 50 annotations per request and appends the rest', async () => {
    const many = { ...example, asks: Array.from({ length: 120 }, (_, i) => ({ kind: 'variance' as const, benchmark: `b${i}`, message: 'noisy' })) };
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
