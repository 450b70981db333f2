/**
 * Run mode writes report.json; publish mode reads it back as untrusted data. Both use the limits
 * of report-limits.ts, so whatever run mode writes — a 6,000-benchmark suite, a suite beyond the
 * benchmark or byte limit, names longer than a field allows — publish mode accepts.
 */
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { writeReportFiles } from '../../src/publish/local.js';
import { fitReport, REPORT_LIMITS } from '../../src/publish/report-limits.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';
import { messageText } from '../../src/render/messages/index.js';
import type { Ask, Report, ReportBenchmark } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
const META = { schemaVersion: 1 as const, pullRequest: 7, headSha: 'b'.repeat(40), baseSha: 'a'.repeat(40), runId: 777 };
let example: Report;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

/** The example suite grown to `n` benchmarks: copies of its unchanged one, its regression last. */
function suite(n: number, shape: (b: ReportBenchmark, i: number) => ReportBenchmark = (b) => b): Report {
  const regression = example.benchmarks.find((b) => b.verdict === 'regression')!;
  const plain = example.benchmarks.find((b) => b.verdict === 'no-change' || b.verdict === 'inconclusive')!;
  const benchmarks = Array.from({ length: n - 1 }, (_, i) => shape({ ...plain, name: `${plain.name} #${i}` }, i));
  benchmarks.push({ ...regression });
  return { ...example, summary: { ...example.summary, benchmarks: n, regressions: 1, improvements: 0 }, benchmarks };
}

const accepted = (report: Report) => parseUntrustedReport(renderJson(report), 'report.json');

describe('report.json is always something publish mode accepts', () => {
  it('a 6,000-benchmark suite (about 21 MB) is written whole, and read back whole', async () => {
    const big = suite(6000);
    const dir = await mkdtemp(join(tmpdir(), 'br-limits-'));
    const files = await writeReportFiles(dir, big, META);
    expect((await stat(files.reportPath)).size).toBeGreaterThan(20 * 1024 * 1024);
    expect(files.trimmed).toEqual([]);
    const back = parseUntrustedReport(await readFile(files.reportPath, 'utf8'), 'report.json');
    expect(back.benchmarks).toHaveLength(6000);
    expect(back.status).toBe('fail');
  });

  it('beyond the benchmark limit: every regression kept, the unchanged rest left out, and the report says so', () => {
    const { report, notes } = fitReport(suite(REPORT_LIMITS.benchmarks + 500));
    expect(report.benchmarks).toHaveLength(REPORT_LIMITS.benchmarks);
    expect(report.benchmarks.filter((b) => b.verdict === 'regression')).toHaveLength(1);
    expect(report.summary.benchmarks).toBe(10_500);
    expect(notes).toEqual([
      'report.json lists 10000 of the 10500 benchmarks: publish mode accepts at most 10000 benchmarks and 64 MiB. ' +
        'Left out: 500 without a regression or improvement; the counts in summary, review.md and the job summary cover all 10500.',
    ]);
    expect(report.warnings[0]).toEqual(
      message('publish.report-trimmed', { listed: 10_000, total: 10_500, maxBenchmarks: 10_000, maxMiB: 64, lostRegressions: 0 }),
    );
    expect(messageText(report.warnings[0])).toBe(notes[0]);
    expect(accepted(report).benchmarks).toHaveLength(REPORT_LIMITS.benchmarks);
  });

  it('beyond the byte limit (benchmarks with long notes): trimmed to fit, and accepted', () => {
    // Each note is in report.json twice, as text and as its param: 25 of them make ~200 KB.
    const notes = Array.from({ length: 25 }, (_, i) => message('review.per-run-aggregates', { unit: `note ${i} ${'n'.repeat(3990)}` }));
    const big = suite(400, (b) => ({ ...b, notes }));
    expect(Buffer.byteLength(renderJson(big))).toBeGreaterThan(REPORT_LIMITS.bytes);
    const { report } = fitReport(big);
    const json = renderJson(report);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(REPORT_LIMITS.bytes);
    // Most of the room is used: trimmed to fit, not far below it.
    expect(Buffer.byteLength(json)).toBeGreaterThan(0.95 * REPORT_LIMITS.bytes);
    expect(report.benchmarks.length).toBeGreaterThan(250);
    expect(report.benchmarks.at(-1)!.verdict).toBe('regression');
    expect(parseUntrustedReport(json, 'report.json').benchmarks).toHaveLength(report.benchmarks.length);
  });

  it('more regressions than the limit: only regressions listed, and the gate and counts still check out', () => {
    const regression = example.benchmarks.find((b) => b.verdict === 'regression')!;
    const n = REPORT_LIMITS.benchmarks + 1;
    const all = {
      ...example,
      summary: { ...example.summary, benchmarks: n, regressions: n },
      benchmarks: Array.from({ length: n }, (_, i) => ({ ...regression, name: `r${i}` })),
    };
    const { report } = fitReport(all);
    expect(report.benchmarks).toHaveLength(REPORT_LIMITS.benchmarks);
    const back = accepted(report);
    expect(back.summary.regressions).toBe(n);
    expect(back.warnings[0]).toEqual(
      message('publish.report-trimmed', { listed: 10_000, total: 10_001, maxBenchmarks: 10_000, maxMiB: 64, lostRegressions: 1 }),
    );
    expect(messageText(back.warnings[0])).toMatch(
      /^report\.json lists 10000 of the 10001 benchmarks: .* Left out: 1 \(1 of them regressions\)/,
    );
  });

  it('strings longer than a field allows are shortened, not refused', () => {
    const long = suite(3, (b) => ({
      ...b,
      name: `${'x'.repeat(5000)}`,
      toolName: 't'.repeat(5000),
      measure: 'm'.repeat(100),
      unit: 'u'.repeat(100),
    }));
    const ask: Ask = {
      kind: 'percentiles',
      id: 'percentiles.means-only',
      params: { total: 3, names: ['m'.repeat(9000)], count: 1, perRun: true, units: ['ns'], ecosystem: 'go' },
      benchmark: 'b'.repeat(2000),
      quote: 'q'.repeat(3000),
    };
    const report = {
      ...long,
      headline: { ...long.headline, params: { ...long.headline.params, benchmark: 'h'.repeat(10_000) } },
      asks: [ask],
      warnings: Array.from({ length: 300 }, () =>
        message('reader.benchmark-failed', { file: 'base.csv', benchmark: 'w'.repeat(5000), reason: 'exit status 1' }),
      ),
    };
    expect(() => accepted(report)).toThrow(/untrusted report rejected/);
    const back = accepted(fitReport(report).report);
    expect(back.benchmarks[0].name).toHaveLength(REPORT_LIMITS.name);
    expect(back.benchmarks[0].name.endsWith('…')).toBe(true);
    // The tool's own name and measure (a long Google Benchmark counter) too, or publish mode refuses the report.
    expect(back.benchmarks[0].toolName).toHaveLength(REPORT_LIMITS.name);
    expect(back.benchmarks[0].measure).toHaveLength(REPORT_LIMITS.unit);
    expect(back.headline.params.benchmark).toHaveLength(REPORT_LIMITS.text);
    expect((back.asks[0].params.names as string[])[0]).toHaveLength(REPORT_LIMITS.text);
    expect(back.asks[0].quote).toHaveLength(REPORT_LIMITS.quote);
    expect(back.warnings).toHaveLength(REPORT_LIMITS.list);
  });
});
