/**
 * The drift notes as text: a line or a short list in the comment (at most three), every note in the
 * job summary, a few lines in the terminal; untrusted names escaped; and through report.json:
 * written only when there is a store, kept by publish mode, held to the report's limits.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { fitReport } from '../../src/publish/report-limits.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { driftLines, driftSummary, driftTerminal } from '../../src/render/drift.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { summaryMarkdown } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { DriftNote, Report } from '../../src/review/contract.js';
import { perRun, suiteOf } from '../helpers/build.js';
import { buildReport, decide } from '../../src/review/index.js';
import { compareSuite } from '../../src/compare/compare-suite.js';

const note = (over: Partial<DriftNote> = {}): DriftNote => ({
  benchmark: 'GET /checkout',
  metric: 'p99',
  unit: 'ns',
  lowerIsBetter: true,
  change: 0.22,
  before: 1_000_000,
  after: 1_220_000,
  threshold: 0.15,
  pValue: 1e-6,
  since: 'a'.repeat(40),
  until: 'b'.repeat(40),
  commits: 40,
  sinceMachineChange: false,
  changePoints: [
    { commit: 'abc1234'.padEnd(40, '0'), previousCommit: 'abc1233'.padEnd(40, '0'), change: 0.09, pValue: 1e-5, kind: 'regression' },
    { commit: 'def5678'.padEnd(40, '0'), previousCommit: 'def5677'.padEnd(40, '0'), change: 0.12, pValue: 1e-7, kind: 'regression' },
  ],
  ...over,
});

function report(drift?: DriftNote[]): Report {
  const suite = suiteOf({ name: 'GET /checkout', base: perRun([10, 11, 12, 10, 11]), head: perRun([10, 11, 12, 10, 11]) });
  const r = buildReport(decide(compareSuite(suite.benchmarks, defaultSettings())), suite);
  return drift ? { ...r, drift } : r;
}

describe('drift notes in the review', () => {
  it('one note is one line under the headline', () => {
    expect(driftLines([note()])).toEqual([
      '> 📈 **Drift on main** (context, not part of the gate): p99 of `GET /checkout` is +22% over the last 40 commits on main (threshold 15%): change points at abc1234 (+9%) and def5678 (+12%).',
      '',
    ]);
    const md = renderMarkdown(report([note()]));
    expect(md.split('\n').filter((l) => l.includes('Drift on main'))).toHaveLength(1);
    expect(md.indexOf('Drift on main')).toBeLessThan(md.indexOf('unchanged'));
  });

  it('the comment names at most three; the job summary lists every one', () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      note({ benchmark: `b${i}`, sinceMachineChange: i === 1, changePoints: i === 2 ? [] : note().changePoints }),
    );
    const lines = driftLines(many);
    expect(lines.filter((l) => l.startsWith('> - '))).toHaveLength(4);
    expect(lines).toContain('> - … and 4 more in the job summary and report.json');
    expect(lines.join('\n')).toContain('since the runner changed');
    expect(lines.join('\n')).toContain('no single step (a gradual creep)');
    const summary = driftSummary(many);
    for (let i = 0; i < 7; i++) expect(summary).toContain(`\`b${i}\``);
    expect(summary).toContain(
      '| `b0` | p99 | 1 ms → 1\\.22 ms | **+22%** | 40 (aaaaaaa…bbbbbbb) | abc1234 +9% (p 1e-5), def5678 +12% (p 1e-7) |',
    );
    const job = summaryMarkdown(report(many), 'report.json');
    expect(job.endsWith(summary)).toBe(true);
    expect(driftTerminal(many)).toHaveLength(5);
  });

  it('escapes hostile names and shows only hexadecimal commits bare', () => {
    const hostile = note({
      benchmark: '<img src=x onerror=alert(1)> @admin `x`\n| y',
      changePoints: [{ ...note().changePoints[0], commit: '[x](http://e.vil)' }],
    });
    const text = [...driftLines([hostile]), driftSummary([hostile])].join('\n');
    // The name only ever inside a code span (shown verbatim, never HTML); the commit that is not hex escaped, no link.
    expect(text.replaceAll('``<img src=x onerror=alert(1)> @\u200badmin `x` ¦ y``', '')).not.toContain('<img');
    expect(text).not.toContain('[x](http://e.vil)');
    expect(text).toContain('\\[x\\](http:');
    expect(text).not.toMatch(/(^|[^\u200b])@admin/);
    expect(driftTerminal([hostile]).join('\n')).not.toContain('\n| y');
  });

  it('nothing without notes: no lines, no summary part, no terminal lines, no JSON field', () => {
    expect(driftLines(undefined)).toEqual([]);
    expect(driftLines([])).toEqual([]);
    expect(driftSummary([])).toBe('');
    expect(renderMarkdown(report())).toBe(renderMarkdown(report([])));
    expect(renderTerminal(report(), { color: false })).not.toContain('drift');
    expect(JSON.parse(renderJson(report()))).not.toHaveProperty('drift');
    expect(JSON.parse(renderJson(report([])))).toHaveProperty('drift', []);
  });

  it('survives report.json: kept by publish mode, held to its limits', () => {
    const r = report([note(), note({ benchmark: 'x'.repeat(5000), unit: 'u'.repeat(100) })]);
    const fitted = fitReport(r);
    expect(fitted.report.drift![1].benchmark.length).toBeLessThanOrEqual(1000);
    const back = parseUntrustedReport(fitted.json, 'report.json');
    expect(back.drift).toEqual(fitted.report.drift);
    expect(() =>
      parseUntrustedReport(JSON.stringify({ ...JSON.parse(fitted.json), drift: [{ ...note(), since: '../etc' }] }), 'report.json'),
    ).toThrow(/drift\/0\/since/);
  });
});
