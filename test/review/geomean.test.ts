/**
 * benchstat's geomean row on real `go test -bench` output: the report's `geomeans` against a hand
 * computation from the files (the median of each benchmark's runs, then geometric means) and
 * against what benchstat printed for the same files (golang/perf cmd/benchstat/testdata), and the
 * row as the review shows it, last in each measure's table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { Report } from '../../src/review/index.js';
import { perRun, suiteOf } from '../helpers/build.js';
import { postedComment, scenarioReport } from '../helpers/review-scenarios.js';
import { reviewFiles, reviewOf } from './review-of.js';

const ROOT = join(import.meta.dirname, '..', '..');
const go = (name: string) => join(ROOT, 'test', 'fixtures', 'formats', 'go-bench', name);
const realSuite = (name: string) => join(ROOT, 'test', 'fixtures', 'real-suites', name);

/** Every value of `unit` per benchmark name, read from the result lines by hand (`BenchmarkX-8  N  v unit  v unit …`). */
function valuesOf(file: string, unit: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.trim().split(/\s+/);
    if (!f[0]?.startsWith('Benchmark')) continue;
    for (let i = 2; i + 1 < f.length; i += 2) {
      if (f[i + 1] !== unit) continue;
      const list = out.get(f[0]) ?? [];
      out.set(f[0], list);
      list.push(Number(f[i]));
    }
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const geo = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

/** The hand computation: medians per benchmark on each side, their geometric means, and the t interval of the mean log change. */
function byHand(base: string, head: string, unit: string, t: number) {
  const b = valuesOf(base, unit);
  const h = valuesOf(head, unit);
  const names = [...b.keys()].filter((n) => h.has(n));
  const bm = names.map((n) => median(b.get(n)!));
  const hm = names.map((n) => median(h.get(n)!));
  const logs = names.map((_, i) => Math.log(hm[i] / bm[i]));
  const mean = logs.reduce((a, x) => a + x, 0) / logs.length;
  const sd = Math.sqrt(logs.reduce((a, x) => a + (x - mean) ** 2, 0) / (logs.length - 1));
  const half = (t * sd) / Math.sqrt(logs.length);
  return {
    n: names.length,
    base: geo(bm),
    head: geo(hm),
    ratio: Math.exp(mean),
    ciLow: Math.exp(mean - half),
    ciHigh: Math.exp(mean + half),
  };
}

const geomeanOf = (report: Report, measure: string) => report.geomeans?.find((g) => g.measure === measure);
const closeTo = (got: number | null | undefined, want: number) => expect(Math.abs(got! / want - 1)).toBeLessThan(1e-12);

describe("the geomean row on benchstat's own test data (hash/crc32, 36 benchmarks a side)", async () => {
  const { report } = await reviewFiles([go('benchstat-crc-old.txt')], [go('benchstat-crc-new.txt')], defaultSettings());

  it('is the geometric mean of the per-benchmark medians, as computed by hand from the files', () => {
    // t(0.975, 35) = 2.030107928 (tables).
    const want = byHand(go('benchstat-crc-old.txt'), go('benchstat-crc-new.txt'), 'ns/op', 2.030107928250343);
    const g = geomeanOf(report, 'ns/op')!;
    expect(want.n).toBe(36);
    expect(g).toMatchObject({ unit: 'ns', benchmarks: 36, leftOut: 0, confidence: 0.95, notes: [] });
    closeTo(g.base, want.base);
    closeTo(g.head, want.head);
    closeTo(g.ratio, want.ratio);
    closeTo(g.ciLow, want.ciLow);
    closeTo(g.ciHigh, want.ciHigh);
  });

  it('says what benchstat printed for the same files (crcIgnore.stdout: 344.5n 237.5n -31.05%; 1.594Gi 2.313Gi +45.06%)', () => {
    const ns = geomeanOf(report, 'ns/op')!;
    expect([ns.base!.toPrecision(4), ns.head!.toPrecision(4), ((ns.ratio! - 1) * 100).toFixed(2)]).toEqual(['344.5', '237.5', '-31.05']);
    // MB/s is read as B/s; benchstat scales by 2^30 (Gi).
    const bytes = geomeanOf(report, 'MB/s')!;
    expect(bytes.unit).toBe('B/s');
    expect([(bytes.base! / 2 ** 30).toPrecision(4), (bytes.head! / 2 ** 30).toPrecision(4), ((bytes.ratio! - 1) * 100).toFixed(2)]).toEqual(
      ['1.594', '2.313', '45.06'],
    );
  });

  it('is a summary: the check stays neutral though the interval is all below no change', () => {
    const ns = geomeanOf(report, 'ns/op')!;
    expect(ns.ciHigh).toBeLessThan(1);
    expect(report.status).toBe('neutral');
  });

  it('is the last row of each measure table, plain, without a verdict, in the terminal and the Markdown', () => {
    const lines = renderTerminal(report, { color: false }).split('\n');
    const at = lines.indexOf('ns/op · 10 vs 10 runs per side');
    const end = lines.indexOf('', at + 1);
    expect(lines[end - 1]).toMatch(/^geomean \(36 benchmarks\) +344\.5 ns +237\.5 ns +−31\.1% \(95% CI −45\.8% … −12\.4%\)$/);
    expect(lines.slice(at, end).filter((l) => l.startsWith('geomean'))).toHaveLength(1);

    const md = renderMarkdown(report).split('\n');
    const table = md.slice(md.indexOf('**ns/op** · 10 vs 10 runs per side'));
    const last = table[table.indexOf('', 2) - 1];
    expect(last).toBe('| geomean (36 benchmarks) | 344.5 ns | 237.5 ns | −31.1% (95% CI −45.8% … −12.4%) |  |');
    // The rows above have 96% intervals, as the header says; the geomean's, of another kind, says its own.
    expect(table[2]).toContain('change (96% CI)');
    expect(md.join('\n')).toContain('| geomean (36 benchmarks) | 1.594 GiB/s | 2.313 GiB/s | +45.1% (95% CI +14.1% … +84.4%) |  |');
    expect(md.join('\n')).toContain("geomean (as benchstat's)");
  });

  it('survives publish mode: read back from report.json as it was written', () => {
    const back = parseUntrustedReport(renderJson(report), 'report.json');
    expect(back.geomeans).toEqual(report.geomeans);
  });
});

describe("benchstat's documented example (cmd/benchstat doc: geomean 2.295µ 2.090µ -8.94%)", () => {
  it('two benchmarks: the same row, with the wide interval two benchmarks allow', async () => {
    const { report } = await reviewFiles([go('benchstat-old-count10.txt')], [go('benchstat-new-count10.txt')], defaultSettings());
    const g = geomeanOf(report, 'ns/op')!;
    expect([g.base!.toPrecision(4), g.head!.toPrecision(4), ((g.ratio! - 1) * 100).toFixed(2)]).toEqual(['2295', '2090', '-8.94']);
    // t(0.975, 1) = 12.706: two benchmarks say little about the typical change.
    const want = byHand(go('benchstat-old-count10.txt'), go('benchstat-new-count10.txt'), 'ns/op', Math.tan(Math.PI * 0.475));
    closeTo(g.ciLow, want.ciLow);
    closeTo(g.ciHigh, want.ciHigh);
    // The changes −17.2 % and +0.1 %: the interval runs from about −73 % to +205 %.
    expect(g.ciLow).toBeLessThan(0.3);
    expect(g.ciHigh).toBeGreaterThan(3);
  });
});

describe('the Go suite of the review scenarios (ns/op, B/op, allocs/op; 4 benchmarks, 10 processes a side)', async () => {
  const report = await scenarioReport('go-suite');

  it('ns/op: the geometric means of the medians, by hand', () => {
    // t(0.975, 3) = 3.182446305 (tables).
    const want = byHand(realSuite('go-base-1.txt'), realSuite('go-head.txt'), 'ns/op', 3.182446305284263);
    const g = geomeanOf(report, 'ns/op')!;
    expect(want.n).toBe(4);
    closeTo(g.base, want.base);
    closeTo(g.head, want.head);
    closeTo(g.ratio, want.ratio);
    closeTo(g.ciLow, want.ciLow);
    closeTo(g.ciHigh, want.ciHigh);
  });

  it('B/op and allocs/op are 0 on base: no geometric mean and no change, said as data, and no row of dashes', () => {
    for (const measure of ['B/op', 'allocs/op']) {
      const g = geomeanOf(report, measure)!;
      expect([g.base, g.head, g.ratio, g.ciLow, g.ciHigh]).toEqual([null, null, null, null, null]);
      // BenchmarkAllocs goes 0 → 512 B (0 → 16 allocs); the other three stay at 0.
      expect(g.notes).toEqual([
        { id: 'compare.geomean-zero', params: { base: 4, head: 3 } },
        { id: 'compare.geomean-no-ratio', params: { count: 1 } },
      ]);
    }
    const comment = postedComment(report);
    expect(comment.match(/^\| geomean \(.*$/gm)).toEqual([
      // The overview's ns/op table and its details block: the same row.
      // Its rows' levels differ (99% confirmed, 96% the others): each level, the geomean's too, in the level column.
      '| geomean (4 benchmarks) | 1.932 µs | 2.8 µs | +44.9% (−29.9% … +199%) | 95% |  |',
      '| geomean (4 benchmarks) | 1.932 µs | 2.8 µs | +44.9% (−29.9% … +199%) | 95% |  |',
    ]);
    expect(comment).not.toMatch(/\*\*geomean/);
  });
});

describe('a measure whose benchmarks are all unchanged', () => {
  it('has its row in its details block, with 0 → 0 benchmarks counted as no change', () => {
    const flat = (v: number) => perRun(Array.from({ length: 10 }, (_, i) => v * (1 + (i % 3) * 0.001)));
    const report = reviewOf(
      suiteOf(
        { name: 'BenchmarkA', base: flat(100), head: flat(100) },
        { name: 'BenchmarkB', base: flat(400), head: flat(400) },
        { name: 'BenchmarkC', unit: 'allocs', base: perRun(Array(10).fill(0)), head: perRun(Array(10).fill(0)) },
        { name: 'BenchmarkD', unit: 'allocs', base: perRun(Array(10).fill(3)), head: perRun(Array(10).fill(3)) },
      ),
      defaultSettings(),
    );
    expect(report.benchmarks.every((b) => b.verdict === 'no-change')).toBe(true);
    const md = renderMarkdown(report);
    // √(100.1 · 400.4) = 200.2: the medians are 100.1 and 400.4 on both sides.
    expect(md).toContain('| geomean (2 benchmarks) | 200.2 ns | 200.2 ns | ±0.0% |  |');
    // allocs: 0 → 0 and 3 → 3, no geometric mean of the values but no change.
    expect(md).toContain(
      '| geomean (2 benchmarks) | — | — | ±0.0% | no geometric mean of base or head: 1 benchmark of base and 1 of head at 0 or below |',
    );
  });
});
