import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { publishCheckRun, repoPathIn } from '../../src/publish/check-run.js';
import { explainApiError } from '../../src/publish/github.js';
import { annotationsFor, conclusionOf, fullReportLink, renderCheckRun } from '../../src/render/check-run.js';
import { shownHeadline } from '../../src/render/markdown.js';
import { messageText } from '../../src/render/messages/index.js';
import { overviewMarkdown } from '../../src/render/overview.js';
import { fullReportPointer } from '../../src/render/pointer.js';
import type { Report, ReportBenchmark } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';
import { MemoryApi } from './memory-api.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
const RUN = 'https://github.com/octo-org/service/actions/runs/12';
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** `n` copies of the example's benchmark `name`, renamed `name #i`. */
function copies(name: string, n: number): ReportBenchmark[] {
  const b = example.benchmarks.find((x) => x.name === name)!;
  return Array.from({ length: n }, (_, i) => ({ ...b, name: `${name} #${i}`, toolName: `${name} #${i}` }));
}

/** A reader warning at `file` (and `line`, when given). */
const ZERO_TIME =
  'benchmark "GET /checkout" recorded a time of 0 ns: the timer\'s resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios';
const zeroTime = (file: string, line?: number) =>
  message('reader.zero-time', { file, ...(line === undefined ? {} : { line }), benchmark: 'GET /checkout', zeros: 1 });

describe('the check run', () => {
  it('maps the status to the conclusion', () => {
    expect([conclusionOf('pass'), conclusionOf('fail'), conclusionOf('neutral')]).toEqual(['success', 'failure', 'neutral']);
  });

  it('says the headline once, as the title; the summary is the overview and a link to the full report, not "shortened"', () => {
    const out = renderCheckRun(example, { runUrl: RUN });
    expect(out.conclusion).toBe('failure');
    expect(out.title).toBe('GET /checkout p99 regressed +42.1% (99% CI +37.6% … +47.4%; threshold 15%). Gated on tail quantiles.');
    expect(out.title).toBe(shownHeadline(example));
    expect(out.summary).toBe([...overviewMarkdown(example), fullReportLink(RUN)].join('\n'));
    expect(
      out.summary.endsWith(
        "Details, charts and questions for the author: the [job summary](https://github.com/octo-org/service/actions/runs/12); the JSON report is `report.json` (the step's `report-path` output).",
      ),
    ).toBe(true);
    expect(out.shortened).toBe(false);
    expect(out.summary).not.toContain('Shortened');
    // The headline is in the title and nowhere else; the status title is not repeated either.
    const everything = [out.title, out.summary, ...out.annotations.map((a) => `${a.title}\n${a.message}`)].join('\n');
    expect(occurrences(everything, messageText(example.headline))).toBe(1);
    expect(occurrences(out.summary, 'tail latency regressed')).toBe(0);
    expect(out).not.toHaveProperty('text');
  });

  it('says "shortened" only when the summary was cut: thousands of unchanged names are counted instead', () => {
    const many = { ...example, benchmarks: [...example.benchmarks.filter((b) => b.verdict !== 'no-change'), ...unchanged(20_000)] };
    const out = renderCheckRun(many, { runUrl: RUN });
    expect(out.shortened).toBe(true);
    expect(out.summary.length).toBeLessThanOrEqual(65_535);
    expect(out.summary.endsWith(fullReportPointer(RUN).join('\n'))).toBe(true);
    expect(occurrences(out.summary, 'Shortened to fit')).toBe(1);
    expect(out.summary).toContain('<summary>⚪ 20,000 unchanged benchmarks</summary><code>unchanged 0</code>, ');
    expect(out.summary).toContain(', <code>unchanged 99</code> … and 19,900 more</details>');
    expect(occurrences(out.summary, '<code>')).toBe(100);
    // Every changed benchmark is still in the table.
    expect(out.summary).toContain('| `GET /checkout` | p99 |');
    expect(out.summary).toContain('| `POST /render` | p90 |');
  });

  it('keeps whole table rows when even the changed benchmarks do not fit, and says so once', () => {
    const huge = {
      ...example,
      benchmarks: copies('GET /checkout', 3_000),
      summary: { ...example.summary, benchmarks: 3_000, regressions: 3_000, improvements: 0 },
    };
    const out = renderCheckRun(huge, { runUrl: null });
    expect(out.shortened).toBe(true);
    expect(out.summary.length).toBeLessThanOrEqual(65_535);
    const lines = out.summary.split('\n');
    expect(lines.slice(-3)).toEqual(['', ...fullReportPointer(null)]);
    const rows = lines.filter((l) => l.startsWith('| `GET /checkout #'));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThan(3_000);
    expect(rows.every((r) => r.endsWith('| 🔴 regression |'))).toBe(true);
    expect(occurrences(out.summary, 'Shortened to fit')).toBe(1);
  });

  it('annotates only where a file in the repository and a line are known; never the workflow file', () => {
    const warned = {
      ...example,
      warnings: [
        zeroTime('/ws/results/head.txt', 12),
        zeroTime('/ws/results/base.txt'),
        zeroTime('/elsewhere/head.txt', 3),
        zeroTime('results/base.txt', 4),
        message('review.machines-differ', { fields: ['cpuModel'], base: ['a'], head: ['b'], allowed: false }),
      ],
    };
    const repoPath = repoPathIn('/ws');
    expect(annotationsFor(warned, repoPath)).toEqual([
      {
        path: 'results/head.txt',
        start_line: 12,
        end_line: 12,
        annotation_level: 'warning',
        title: 'bench-review: input warning',
        message: `/ws/results/head.txt:\u200b12: ${ZERO_TIME}`,
      },
      {
        path: 'results/base.txt',
        start_line: 4,
        end_line: 4,
        annotation_level: 'warning',
        title: 'bench-review: input warning',
        message: `results/base.txt:\u200b4: ${ZERO_TIME}`,
      },
    ]);
    // The message as worded (plain text: "file:line" is kept from reading as a link).
    expect(messageText(zeroTime('/ws/results/head.txt', 12))).toBe(`/ws/results/head.txt:12: ${ZERO_TIME}`);
    // Without a checkout to resolve paths in, nothing is annotated; regressions and questions never are.
    expect(annotationsFor(warned)).toEqual([]);
    expect(annotationsFor(example, repoPath)).toEqual([]);
    expect(example.asks.length).toBeGreaterThan(0);
  });

  it('maps input files to repository paths only inside the workspace', () => {
    const at = repoPathIn('/ws/');
    expect(['/ws/results/a.txt', 'results/b.txt', './c.json', '/ws', '/ws2/x', '/other/x', '../x', '/ws/../ws2/x', ''].map(at)).toEqual([
      'results/a.txt',
      'results/b.txt',
      'c.json',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends at most 50 annotations per request and appends the rest; the details link is the run', async () => {
    const many = { ...example, warnings: Array.from({ length: 120 }, (_, i) => zeroTime(`/ws/results/r${i}.txt`, i + 1)) };
    const api = new MemoryApi();
    await publishCheckRun(api, many, { name: 'bench-review / tail latency', headSha: 'b'.repeat(40), runUrl: RUN, workspace: '/ws' });
    const [check] = api.checks;
    expect(check.output.annotations).toHaveLength(50);
    expect(check.appended.map((o) => o.annotations!.length)).toEqual([50, 20]);
    expect([check.output.annotations![0].path, check.appended[1].annotations!.at(-1)!.path]).toEqual([
      'results/r0.txt',
      'results/r119.txt',
    ]);
    expect(check.conclusion).toBe('failure');
    expect(check.details_url).toBe(RUN);
    expect(check.output.title).toBe(shownHeadline(example));
    expect(check.output).not.toHaveProperty('text');
    expect(check.output.summary).toBe(renderCheckRun(many, { runUrl: RUN }).summary);
  });

  it('sends no annotation at all for a review without located warnings', async () => {
    const api = new MemoryApi();
    await publishCheckRun(api, example, { name: 'c', headSha: 'b'.repeat(40), runUrl: null, workspace: '/ws' });
    expect(api.checks[0].output.annotations).toEqual([]);
    expect(api.checks[0].appended).toEqual([]);
    expect(api.checks[0]).not.toHaveProperty('details_url');
  });

  it('explains missing permissions in words a workflow author can act on', () => {
    const err = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403,
      response: { headers: { 'x-accepted-github-permissions': 'checks=write' } },
    });
    const text = explainApiError(err, 'create the check run', 'checks: write');
    expect(text).toMatch(/permissions: checks: write/);
    expect(text).toMatch(/GitHub accepts: checks=write/);
    expect(text).toMatch(/fork/);
    expect(explainApiError(Object.assign(new Error('boom'), { status: 502 }), 'comment', 'pull-requests: write')).toMatch(/HTTP 502: boom/);
    expect(
      explainApiError(
        Object.assign(new Error('You must authenticate via a GitHub App.'), { status: 403 }),
        'create the check run',
        'checks: write',
      ),
    ).toMatch(/check-run: false/);
  });
});

/** `n` unchanged benchmarks (the example's no-change one, renamed). */
function unchanged(n: number): ReportBenchmark[] {
  const b = example.benchmarks.find((x) => x.verdict === 'no-change')!;
  return Array.from({ length: n }, (_, i) => ({
    ...b,
    name: `unchanged ${i}`,
    toolName: `unchanged ${i}`,
    metrics: Object.fromEntries(
      Object.entries(b.metrics).map(([k, m]) => [
        k,
        m && { ...m, verdict: 'no-change' as const, ratio: 1, ciLow: 0.99, ciHigh: 1.01, constant: null },
      ]),
    ),
  }));
}
