/**
 * The size budget hands out room by priority and measures exactly: every regression is named before
 * anything else is shown, whatever does not fit is counted, the review says what it left out, and
 * the result never exceeds the limit (characters or UTF-8 bytes).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { fitMarkdown } from '../../src/render/budget.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import type { Report, ReportBenchmark } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';
import { scan } from './gfm-check.js';

const ROOT = join(import.meta.dirname, '..', '..');
const POINTER = ['> ✂️ Shortened; see the job summary.', ''];
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

/** The example's benchmarks (one regression, one improvement, one unchanged) `n` times over. */
function inflate(n: number, name: (b: ReportBenchmark, i: number) => string, warnings = 0): Report {
  const benchmarks: ReportBenchmark[] = [];
  for (let i = 0; i < n; i++) for (const b of example.benchmarks) benchmarks.push({ ...b, name: name(b, i) });
  const regressions = benchmarks.filter((b) => b.verdict === 'regression').length;
  return {
    ...example,
    benchmarks,
    summary: { ...example.summary, benchmarks: benchmarks.length, regressions },
    warnings: Array.from({ length: warnings }, (_, i) =>
      message('reader.benchmark-failed', { file: 'base.csv', benchmark: `warning ${i}`, reason: 'exit status 1' }),
    ),
  };
}

/**
 * How each benchmark appears: a section of its own, a row of the overview, named in the collapsed
 * line of unchanged benchmarks, or only counted (in the overview's "… and N more" or that line's).
 */
function shown(md: string, report: Report): { sections: number; rows: number; unchanged: number; counted: number } {
  const s = scan(md);
  const sections = s.summaries.filter((x) => x.includes(' — ')).length;
  const lines = md.split('\n');
  const rows = lines.filter((l) => /^\| `[^`]+` \| (p50|p90|p99|p99\.9|min|max|mean|—) \|/.test(l)).length;
  const line = lines.find((l) => /^<details><summary>⚪ [\d,]+ unchanged benchmarks?<\/summary>/u.test(l));
  const total = line ? Number(/⚪ ([\d,]+) unchanged/u.exec(line)![1].replace(/,/g, '')) : 0;
  const unchanged = line ? (line.match(/<code>/g) ?? []).length : 0;
  const moreRows = /^… and ([\d,]+) more changed or undecided benchmarks? in the full report\.$/m.exec(md);
  const counted = total - unchanged + (moreRows ? Number(moreRows[1].replace(/,/g, '')) : 0);
  expect(rows + unchanged + counted).toBe(report.benchmarks.length);
  return { sections, rows, unchanged, counted };
}

describe('the budget', () => {
  it('lists every regression in the overview before the questions and tables, and counts what it cannot list', () => {
    const report = inflate(60, (b, i) => `${b.verdict} ${String(i).padStart(3, '0')} ${'n'.repeat(60)}`);
    const fitted = fitMarkdown(report, { limit: 12_000, pointer: POINTER });
    expect(fitted.text.length).toBeLessThanOrEqual(12_000);
    const md = fitted.text;
    const rows = md.split('\n').filter((l) => l.startsWith('| `regression '));
    expect(rows).toHaveLength(60);
    for (let i = 0; i < 60; i++) expect(md).toContain(`| \`regression ${String(i).padStart(3, '0')} `);
    const { sections, counted } = shown(md, report);
    expect(sections).toBe(0);
    // Improvements come after regressions: those that did not fit are counted, and the unchanged names.
    expect(counted).toBeGreaterThan(60);
    expect(md).toMatch(/^… and \d+ more changed or undecided benchmarks in the full report\.$/m);
    expect(md).toMatch(
      /^> Left out here: the overview rows of \d+ benchmarks \(counted only\); the names of \d+ unchanged benchmarks \(counted only\); .*the tables of 180 benchmarks \(named in the overview\)/m,
    );
  });

  it('says exactly what it left out', () => {
    const report = inflate(40, (b, i) => `${b.name} ${i}`, 60);
    const md = fitMarkdown(report, { limit: 30_000, pointer: POINTER }).text;
    const { sections, rows, unchanged, counted } = shown(md, report);
    // Every changed benchmark has its overview row, every unchanged one its name.
    expect([rows, unchanged, counted]).toEqual([80, 40, 0]);
    expect(sections).toBeGreaterThan(0);
    const line = /^> Left out here: (.*)\.$/m.exec(md)![1];
    expect(line).toContain(`the tables of ${120 - sections} benchmarks (named in the overview)`);
    expect(line).toContain('60 input warnings');
    // Regressions first: no other benchmark has a table while a regression lacks one.
    expect(scan(md).summaries.filter((x) => x.includes(' — regression'))).toHaveLength(Math.min(sections, 40));
  });

  it('lists the first 50 input warnings and counts the rest when everything else fits', () => {
    const md = renderMarkdown(inflate(1, (b) => b.name, 60));
    expect(md).toContain('- base.csv: benchmark "warning 49" failed (exit status 1); skipped\n- … and 10 more in the JSON report');
    expect(md).not.toContain('"warning 50"');
  });

  it('stays within every limit, in characters and in UTF-8 bytes, using the room it has', () => {
    const report = inflate(200, (b, i) => `🚀 ${b.name} ✅ ${i}`);
    let before = 0;
    for (const limit of [1_500, 4_000, 16_000, 65_536, 250_000]) {
      for (const measure of ['chars', 'bytes'] as const) {
        const text = fitMarkdown(report, { limit, measure, charts: true, expandAll: true, pointer: POINTER }).text;
        const size = measure === 'bytes' ? Buffer.byteLength(text) : text.length;
        expect(size, `${limit} ${measure}`).toBeLessThanOrEqual(limit);
        // Room left over is less than one more benchmark's table would need.
        if (text.includes('Left out here')) expect(size, `${limit} ${measure}`).toBeGreaterThan(limit - 2_500);
        if (measure === 'bytes') {
          expect(size).toBeGreaterThanOrEqual(before);
          before = size;
        }
      }
    }
  });
});
