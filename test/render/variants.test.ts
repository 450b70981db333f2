/** render/variants.ts: the one table of several variants, escaped for where it lands. */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import type { Benchmark, Suite } from '../../src/model/types.js';
import { renderVariantsJson, renderVariantsMarkdown, renderVariantsTerminal, variantRows } from '../../src/render/variants.js';
import { variantsReport } from '../../src/review/variants.js';
import { scan, tableRowCells } from './gfm-check.js';

const bench = (name: string, base: number[], head: number[]): Benchmark => ({
  name,
  toolName: name,
  measure: 'ns/op',
  unit: 'ns',
  lowerIsBetter: true,
  sampleKind: 'per-run',
  formats: ['go-bench'],
  runs: {
    base: base.map((value, i) => ({ id: `b${i}`, data: { kind: 'per-run', value } })),
    head: head.map((value, i) => ({ id: `h${i}`, data: { kind: 'per-run', value } })),
  },
});
const suite = (...benchmarks: Benchmark[]): Suite => ({
  benchmarks,
  machine: { base: undefined, head: undefined },
  warnings: [],
  hazards: [],
});
const REF = [1000, 1020, 980, 1010, 990, 1030, 970, 1000, 1010, 990];
const hostile = 'GET /x|y <img src=x onerror=alert(1)> @octocat #12';

const report = variantsReport(
  { name: 'main', files: ['ref.txt'] },
  [
    {
      name: 'slow|@team',
      files: ['slow.txt'],
      suite: suite(
        bench(
          hostile,
          REF,
          REF.map((v) => v * 2),
        ),
        bench('only-ref', REF, []),
      ),
    },
    { name: 'same', files: ['same.txt'], suite: suite(bench(hostile, REF, REF)) },
  ],
  defaultSettings(),
);

describe('the variants table', () => {
  it('one row per benchmark and deciding metric, the reference value, each variant’s change and verdict', () => {
    expect(
      variantRows(report).map((r) => [
        r.benchmark,
        r.metric,
        r.reference,
        r.unit,
        r.cells.map((c) => (c ? `${c.change} ${c.verdict}` : null)),
      ]),
    ).toEqual([
      [hostile, 'mean', '1', 'µs', ['+100% regression', '±0.0% no change']],
      // Only the reference ran it: no variant has a change to show.
      ['only-ref', 'mean', '1', 'µs', [null, null]],
    ]);
  });

  it('Markdown: untrusted names stay text, every table row has the header’s cells', () => {
    const md = renderVariantsMarkdown(report);
    const s = scan(md);
    expect(s.problems).toEqual([]);
    // The one table (before the folded full reviews, which have tables of their own): 5 cells a row.
    expect(tableRowCells(md.split('<details>')[0])).toEqual([5, 5, 5, 5]);
    expect(md).toContain('| benchmark | metric | main (reference) | slow\\|@\u200bteam vs main | same vs main |');
    expect(md).toContain(
      '| GET /x\\|y &lt;img src=x onerror=alert(1)&gt; @\u200boctocat #\u200b12 | mean | 1 µs | 🔴 \\+100% \\[+96.0% … +104%\\] regression\\* | ⚪ ±0.0% \\[−2.0% … +2.0%\\] no change\\* |',
    );
  });

  it('terminal and JSON carry the same verdicts', () => {
    const text = renderVariantsTerminal(report, { color: false });
    expect(text.split('\n')[0]).toBe('bench-review: a variant regressed (FAIL)');
    const doc = JSON.parse(renderVariantsJson(report));
    expect(
      doc.variants.map((v: { name: string; vs: string; benchmarks: Array<{ verdict: string }> }) => [
        v.name,
        v.vs,
        v.benchmarks.map((b) => b.verdict),
      ]),
    ).toEqual([
      ['slow|@team', 'main', ['regression', 'insufficient-data']],
      ['same', 'main', ['no-change']],
    ]);
  });
});
