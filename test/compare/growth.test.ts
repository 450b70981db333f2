// Cost near-linear in the number of benchmark names and runs. Each case is sized so that the
// quadratic code it guards against would take minutes (or gigabytes); none measures time.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSuite, type Comparison } from '../../src/compare/compare-suite.js';
import { runMetrics } from '../../src/compare/run-metrics.js';
import { readResults } from '../../src/read/read.js';
import { parseColumnHeader } from '../../src/formats/samples-column.js';
import { buildSuite } from '../../src/model/build.js';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { Suite } from '../../src/model/types.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { messageText } from '../../src/render/messages/index.js';
import { sampleSizeAsk } from '../../src/review/asks/sample-size.js';
import { buildReport, decide, type ReportBenchmark } from '../../src/review/index.js';
import { formatNumber } from '../../src/units/units.js';

const dir = mkdtempSync(join(tmpdir(), 'br-growth-'));
const readSide = async (files: string[]) => Promise.all(files.map((f) => readResults(f)));

describe('growth in benchmark names', () => {
  it('12,000 names × 5 runs × 2 samples per side, rows interleaved: read → compare → report → Markdown', async () => {
    const names = 12_000;
    for (const [side, scale] of [
      ['base', 1],
      ['head', 1.5],
    ] as const) {
      const rows = ['benchmark,run,value\n'];
      // Every row names a different series than the one before (run-major, then sample, then name).
      for (let run = 1; run <= 5; run++)
        for (let s = 0; s < 2; s++) for (let b = 0; b < names; b++) rows.push(`suite/b${b},${run},${scale * (1000 + b + run + s / 2)}\n`);
      writeFileSync(join(dir, `${side}.csv`), rows.join(''));
    }
    const suite = buildSuite({ base: await readSide([join(dir, 'base.csv')]), head: await readSide([join(dir, 'head.csv')]) });
    expect(suite.benchmarks).toHaveLength(names);
    expect(suite.benchmarks[names - 1].runs.base.map((r) => Array.from((r.data as { values: Float64Array }).values))).toEqual([
      [1000 + names, 1000.5 + names],
      [1001 + names, 1001.5 + names],
      [1002 + names, 1002.5 + names],
      [1003 + names, 1003.5 + names],
      [1004 + names, 1004.5 + names],
    ]);
    const comparison = compareSuite(suite.benchmarks, defaultSettings());
    const report = buildReport(decide(comparison), suite);
    // Two samples per run: the tail is not estimable anywhere, and one ask says so for all names.
    const ask = report.asks.filter((a) => a.id === 'sample-size.not-estimable');
    expect(ask).toHaveLength(1);
    expect(ask[0].params).toMatchObject({ metrics: ['p90', 'p99', 'p99.9'], samples: 2, metric: 'p90', needs: 36, count: names });
    expect((ask[0].params.names as string[]).slice(0, 3)).toEqual(['suite/b0', 'suite/b1', 'suite/b2']);
    expect(messageText(ask[0])).toMatch(/^"suite\/b0", "suite\/b1", "suite\/b2" and 11997 more: /);
    // Every head value is 1.5 × its base value: the mean ratio is 1.5 (to rounding) everywhere.
    expect(report.benchmarks.every((b) => Math.abs(b.metrics.mean!.ratio! - 1.5) < 1e-12)).toBe(true);
    const md = renderMarkdown(report, { charts: true });
    expect(md.length).toBeGreaterThan(names * 10);
  }, 240_000);

  it('the sample-size ask groups 200,000 benchmarks with one problem without copying the list per name', () => {
    const n = 200_000;
    const benchmarks = Array.from(
      { length: n },
      (_, i) =>
        ({
          name: `b${i}`,
          runs: { base: 5, head: 5 },
          metrics: {
            p90: {
              verdict: 'insufficient-data',
              notes: [message('compare.not-estimable', { reason: 'too-few-samples', samples: 3, metric: 'p90', needs: 36 })],
            },
          },
        }) as unknown as ReportBenchmark,
    );
    const asks = sampleSizeAsk({ comparison: { settings: { alpha: 0.05 } } as Comparison, suite: {} as Suite, benchmarks });
    expect(asks).toEqual([
      {
        kind: 'sample-size',
        id: 'sample-size.not-estimable',
        benchmark: null,
        params: { metrics: ['p90'], samples: 3, metric: 'p90', needs: 36, names: Array.from({ length: 20 }, (_, i) => `b${i}`), count: n },
      },
    ]);
    expect(messageText(asks[0])).toBe(
      `"b0", "b1", "b2" and ${n - 3} more: p90 cannot be estimated: 3 samples in a run; a 95% interval for p90 needs ≥ 36. Longer runs would let the tail be compared.`,
    );
  }, 120_000);
});

describe('formatters built once, same text', () => {
  it('formatNumber matches toLocaleString for every digit count and grouping', () => {
    const values = [
      0.000123456,
      0.00987654,
      0.5,
      1,
      1.23456,
      9.99999,
      12.3456,
      99.995,
      123.456,
      999.95,
      1234.5,
      9999.5,
      10000,
      12345.678,
      1e6 + 0.5,
      123456789012,
      -0.5,
      -12345.678,
    ];
    for (const v of values) {
      const a = Math.abs(v);
      const digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : Math.min(6, 3 - Math.floor(Math.log10(a)));
      expect(formatNumber(v)).toBe(
        v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: a >= 10000 }),
      );
    }
    expect(formatNumber(12345.678)).toBe('12,346');
    expect(formatNumber(1234.5)).toBe('1235');
    expect(formatNumber(0.000123456)).toBe('0.000123');
  });

  it('a run too short for its tail says why, as data, worded with grouped counts', () => {
    const m = runMetrics({ kind: 'per-op', values: Float64Array.from({ length: 3000 }, (_, i) => i + 1) });
    const why = m.metrics['p99.9']?.notEstimable;
    expect(why).toEqual({ reason: 'too-few-samples', samples: 3000, metric: 'p99.9', needs: 3688 });
    expect(messageText(message('compare.not-estimable', { ...why! }))).toBe(
      'Not estimable: 3,000 samples in a run; a 95% interval for p99.9 needs ≥ 3,688.',
    );
    expect(m.metrics.p99?.estimable).toBe(true);
  });
});

describe('long names', () => {
  it('a 200,000-character first line is not taken for a samples-column header (the regex backtracked quadratically)', () => {
    expect(parseColumnHeader('a' + '_'.repeat(200_000) + 'x')).toBeUndefined();
    expect(parseColumnHeader('a' + ' '.repeat(200_000) + 'x')).toBeUndefined();
    expect(parseColumnHeader('latency_us')).toEqual({ name: 'latency', unit: 'us' });
  }, 60_000);
});
