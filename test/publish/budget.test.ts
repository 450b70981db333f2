import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { COMMENT_LIMIT, fitMarkdown, SUMMARY_BYTES } from '../../src/render/budget.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import type { Report, ReportBenchmark } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
const POINTER = ['> ✂️ Shortened; see the job summary.', ''];
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

/** The example report with `n` copies of each benchmark under long names. */
function inflate(n: number, nameLength = 150): Report {
  const benchmarks: ReportBenchmark[] = [];
  for (let i = 0; i < n; i++)
    for (const b of example.benchmarks) benchmarks.push({ ...b, name: `${b.name} #${i} ${'x'.repeat(nameLength)}` });
  return {
    ...example,
    benchmarks,
    warnings: Array.from({ length: 300 }, (_, i) =>
      message('reader.benchmark-failed', { file: 'base.csv', benchmark: `warning ${i} ${'w'.repeat(200)}`, reason: 'exit status 1' }),
    ),
  };
}

describe('fitting the review into a size limit', () => {
  it('keeps everything, without a pointer, when it fits', () => {
    const fitted = fitMarkdown(example, { limit: COMMENT_LIMIT, pointer: POINTER });
    expect(fitted.level).toBe(0);
    expect(fitted.text).toBe(renderMarkdown(example));
    expect(fitted.text).not.toContain('Shortened');
  });

  it('drops the least useful parts first: every changed benchmark stays in the overview, regressions keep their tables', () => {
    const big = inflate(40);
    const fitted = fitMarkdown(big, { limit: COMMENT_LIMIT, pointer: POINTER });
    expect(fitted.text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(fitted.level).toBeGreaterThan(0);
    expect(fitted.text).toContain('Shortened');
    // Read in ms: p50 to p99.9 span a fraction of a millisecond to a few (not "2979" µs).
    expect(fitted.text).toContain('| **p99** | 2.979 | 4.245 |');
    // The unchanged benchmarks are named in the overview's collapsed line, their tables left out.
    expect(fitted.text).toContain('unchanged benchmarks</summary><code>GET /search #0 ');
    expect(fitted.text).toMatch(/^> Left out here: [^\n]*the tables of \d+ benchmarks \(named in the overview\)/m);
    expect(fitted.text).not.toContain('Input warnings');
    expect(fitted.text).toContain('**Questions for the author**');
    expect((fitted.text.match(/<details/g) ?? []).length).toBe((fitted.text.match(/<\/details>/g) ?? []).length);
  });

  it('degrades to the overview and finally to the verdict alone, always within the limit', () => {
    for (const [n, limit] of [
      [400, COMMENT_LIMIT],
      [1000, COMMENT_LIMIT],
      [40, 3000],
      [40, 600],
    ] as const) {
      const fitted = fitMarkdown(inflate(n), { limit, pointer: POINTER });
      expect(fitted.text.length).toBeLessThanOrEqual(limit);
      expect(fitted.text).toContain('bench-review: tail latency regressed');
      expect(fitted.text).toContain('Shortened');
    }
  });

  it('measures bytes for the job summary and keeps the charts when they fit', () => {
    const fitted = fitMarkdown(inflate(3), { limit: SUMMARY_BYTES, measure: 'bytes', charts: true, expandAll: true, pointer: POINTER });
    expect(fitted.level).toBe(0);
    expect(fitted.text).toContain('xychart-beta');
    const huge = fitMarkdown(inflate(800, 400), {
      limit: SUMMARY_BYTES,
      measure: 'bytes',
      charts: true,
      expandAll: true,
      pointer: POINTER,
    });
    expect(Buffer.byteLength(huge.text)).toBeLessThanOrEqual(SUMMARY_BYTES);
  });

  it('reserves room for what the caller adds', () => {
    const fitted = fitMarkdown(inflate(40), { limit: COMMENT_LIMIT, reserve: 1000, pointer: POINTER });
    expect(fitted.text.length).toBeLessThanOrEqual(COMMENT_LIMIT - 1000);
  });
});
