import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { renderJson } from '../../src/render/json.js';
import { MESSAGE_IDS, messageText } from '../../src/render/messages/index.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reviewOf } from '../review/review-of.js';

const VERDICTS = ['regression', 'improvement', 'no-change', 'inconclusive', 'insufficient-data'];
const num = (v: unknown) => v === null || typeof v === 'number';

describe('the JSON report contract (schemaVersion 1)', () => {
  const r = rng(11);
  const suite = suiteOf(
    { name: 'latency', base: perOp([lognormal(r, 500, 100, 0.2)]), head: perOp([lognormal(r, 500, 100, 0.2)]) },
    { name: 'go-like', unit: 'ns', base: perRun([10, 11, 12, 10, 11]), head: perRun([10, 11, 12, 10, 11]) },
  );
  const report = JSON.parse(renderJson(reviewOf(suite, defaultSettings())));

  it('has the documented top-level fields', () => {
    expect(report.schemaVersion).toBe(1);
    expect(['pass', 'fail', 'neutral']).toContain(report.status);
    expect(report.settings).toMatchObject({
      alpha: 0.05,
      q: 0.05,
      failOn: 'auto',
      thresholds: { p50: 0.05, p90: 0.1, p99: 0.15, 'p99.9': 0.25 },
    });
    expect(Array.isArray(report.asks)).toBe(true);
    for (const a of report.asks) {
      expect(typeof a.kind).toBe('string');
      expect(a.benchmark === null || typeof a.benchmark === 'string').toBe(true);
      expect(typeof a.message).toBe('string');
      expect(MESSAGE_IDS.has(a.id)).toBe(true);
      expect(a.message).toBe(messageText(a));
    }
  });

  it('carries every text as data beside it: the id and params it was worded from', () => {
    const isMessage = (m: { id: unknown; params: unknown }) =>
      MESSAGE_IDS.has(m.id as string) && typeof m.params === 'object' && m.params !== null;
    // fail-on auto (the default): the per-run mean of go-like gates; the one-run benchmark does not.
    expect(report.headlineMessage).toEqual({
      id: 'review.headline.no-regression',
      params: {
        benchmarks: 2,
        judged: 1,
        gated: 1,
        improved: 0,
        inconclusive: 1,
        gatedTail: 0,
        gatedMean: 1,
        gatedMedian: 0,
        machines: [],
        machinesAllowed: false,
      },
    });
    // What each verdict rests on: one run per side (with the one-process allowance its metrics carry), or runs.
    expect(
      report.benchmarks.map((b: { name: string; evidenceLevel: string; changeConfirmed: boolean }) => [
        b.name,
        b.evidenceLevel,
        b.changeConfirmed,
      ]),
    ).toEqual([
      ['latency', 'one-run-samples', false],
      ['go-like', 'across-processes', false],
    ]);
    expect(report.benchmarks[0].metrics.p99.allowance).toEqual({ value: 5.5, source: 'default', kind: 'tail' });
    expect(report.benchmarks[1].metrics.mean.allowance).toBeNull();
    expect(report.settings.oneProcess).toBe('report');
    expect(report.summary.gatedOn).toEqual({ tail: 0, mean: 1, median: 0, none: 1 });
    expect(report.headline).toBe(messageText(report.headlineMessage));
    expect(report.notes).toEqual(report.noteMessages.map(messageText));
    expect(report.noteMessages).toEqual([{ id: 'review.within-run-not-gated', params: { count: 1, inProcess: 0, repetitions: null } }]);
    expect(report.warnings).toEqual([]);
    expect(report.warningMessages).toEqual([]);
    expect(report.machine.differenceMessages).toEqual([]);
    for (const b of report.benchmarks) {
      expect(b.notes).toEqual(b.noteMessages.map(messageText));
      expect(b.noteMessages.every(isMessage)).toBe(true);
      for (const m of Object.values<{ note: string | null; noteMessages: Message[] }>(b.metrics)) {
        expect(m.note).toBe(m.noteMessages.length ? m.noteMessages.map(messageText).join(' ') : null);
        expect(m.noteMessages.every(isMessage)).toBe(true);
      }
    }
    const [one, go] = report.benchmarks;
    // One run per side is said once for the suite (review.within-run-not-gated), not per benchmark.
    // p99.9 of 500 samples is the largest one: said as data (the table's verdict cell words it).
    expect(one.noteMessages).toEqual([{ id: 'review.rests-on-largest', params: { metric: 'p99.9', samples: 500, fromTop: 1 } }]);
    expect([one.evidence, go.evidence, go.decidedBy]).toEqual(['within-run', 'runs', ['mean']]);
    expect(one.metrics.p99.noteMessages).toEqual([{ id: 'compare.within-run', params: {} }]);
    expect(go.noteMessages).toEqual([{ id: 'review.per-run-aggregates', params: { unit: 'ns' } }]);
    // One run per side asks for process-level runs (sample-size.one-process), not for more runs of one metric.
    expect(report.asks.map((a: { id: string }) => a.id)).toEqual([
      'percentiles.means-only',
      'sample-size.one-process',
      'sample-size.not-estimable',
      'sample-size.inconclusive',
      'cpu-info.missing',
    ]);
  });

  it('gives every benchmark and metric the documented fields and types, infinities as null', () => {
    for (const b of report.benchmarks) {
      expect(typeof b.name).toBe('string');
      expect(typeof b.unit).toBe('string');
      expect(typeof b.lowerIsBetter).toBe('boolean');
      expect(['per-op', 'per-run', 'histogram', 'percentiles', 'summary']).toContain(b.sampleKind);
      expect(Number.isInteger(b.runs.base) && Number.isInteger(b.runs.head)).toBe(true);
      expect(Number.isInteger(b.samples.base) && Number.isInteger(b.samples.head)).toBe(true);
      expect(VERDICTS).toContain(b.verdict);
      for (const [id, m] of Object.entries<Record<string, unknown>>(b.metrics)) {
        expect(['p50', 'p90', 'p99', 'p99.9', 'min', 'max', 'mean']).toContain(id);
        for (const k of ['base', 'head', 'ratio', 'ciLow', 'ciHigh']) expect(num(m[k])).toBe(true);
        expect(VERDICTS).toContain(m.verdict);
        expect(typeof m.gated).toBe('boolean');
        expect(m.note === null || typeof m.note === 'string').toBe(true);
      }
    }
  });

  it('the one-run benchmark has within-run verdicts and the per-run one compares its mean', () => {
    const [one, go] = report.benchmarks;
    expect(one.metrics.p99.method).toBe('within-run');
    expect(Object.keys(go.metrics)).toEqual(['mean']);
    expect(go.sampleKind).toBe('per-run');
  });

  it('renders the same result as Markdown and terminal text', () => {
    const rep = reviewOf(suite, defaultSettings());
    const md = renderMarkdown(rep, { charts: true });
    expect(md).toMatch(/^### ✅ bench-review: no regression\n/);
    expect(md).toContain('`latency`');
    const tty = renderTerminal(rep, { color: true });
    expect(tty).toMatch(/^\u001b\[32mbench-review: no regression \(PASS\)\u001b\[0m\n/);
    expect(renderTerminal(rep, { color: false })).not.toMatch(/\u001b\[/);
  });
});
