/**
 * Quantiles you ask for (issue 13): `--quantiles` adds to the quantiles computed, shown and gated; the
 * estimability rule applies to each (p99.99 of 22,000 samples rests on the 3 largest: no verdict);
 * the levels a tool printed are kept; values read in a unit of their own size (ms stays ms).
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import { decide } from '../../src/review/index.js';
import { policyGates } from '../../src/review/gate.js';
import { metricRows } from '../../src/render/table.js';
import { assembleMarkdown, markdownParts } from '../../src/render/markdown.js';
import { readSettings } from '../../src/settings.js';
import { displayScale } from '../../src/units/units.js';
import { lognormal, perOp, rng, suiteOf } from '../helpers/build.js';
import { fixture } from '../helpers/reader-kit.js';
import { reviewFiles, reviewOf } from '../review/review-of.js';

const ASKED = 'p25,p50,p75,p90,p95,p99,p99.9,p99.99';

/** 4 runs per side of 22,000 samples each (the Kudu thread's count), head the same distribution. */
function suite22k() {
  const r = rng(2026);
  const runs = () => perOp(Array.from({ length: 4 }, () => lognormal(r, 22_000, 1e6, 0.4)));
  return suiteOf({ name: 'write', base: runs(), head: runs() });
}

describe('--quantiles on per-operation samples', () => {
  const settings: Settings = readSettings({ quantiles: ASKED }, 'cli');
  const report = reviewOf(suite22k(), settings);
  const [b] = report.benchmarks;

  it('computes and shows every quantile asked for, in order, with the threshold of its neighbours', () => {
    expect(Object.keys(b.metrics)).toEqual(['min', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99', 'max', 'mean']);
    expect(['p25', 'p75', 'p95', 'p99.99'].map((id) => b.metrics[id as 'p95']!.threshold)).toEqual([0.05, 0.05, 0.1, 0.25]);
    expect(metricRows(b).rows.map((row) => row.metric)).toEqual(Object.keys(b.metrics));
  });

  it('gates the tail (p90 and above, p99.9 well-resolved at 22,000), never p25 or p75', () => {
    const gated = Object.entries(b.metrics)
      .filter(([, m]) => m!.gated)
      .map(([id]) => id);
    expect(gated).toEqual(['p90', 'p95', 'p99', 'p99.9']);
    expect(b.verdict).toBe('no-change');
  });

  it('shows p99.99 of 22,000 samples as resting on the 3 largest, with no verdict, and asks for longer runs', () => {
    const m = b.metrics['p99.99']!;
    expect([m.base, m.head, m.verdict, m.gated]).toEqual([null, null, 'insufficient-data', false]);
    expect(m.notes).toContainEqual({
      id: 'compare.not-estimable',
      params: { reason: 'too-few-samples', samples: 22_000, metric: 'p99.99', needs: 36_887 },
    });
    expect(b.notes).toContainEqual({ id: 'review.rests-on-largest', params: { metric: 'p99.99', samples: 22_000, fromTop: 3 } });
    expect(metricRows(b).rows.find((row) => row.metric === 'p99.99')!.verdict).toBe('no verdict: rests on the 3 largest samples');
    const ask = report.asks.find((a) => a.id === 'sample-size.not-estimable')!;
    expect(ask.params).toMatchObject({ metrics: ['p99.99'], samples: 22_000, metric: 'p99.99', needs: 36_887 });
  });

  it('policy: p90 and above are the tail, p99.9 and beyond only well-resolved; p25/p75 never; p50 the centre', () => {
    // Every level computed (issue 13 item 3: a level not computed, printed by a tool, never gates).
    const auto = settings;
    const any = { ...auto, failOn: 'any' as const };
    const ids = ['p25', 'p50', 'p75', 'p95', 'p99.9', 'p99.99'] as const;
    expect(ids.map((id) => policyGates(id, 'per-op', auto, false))).toEqual([false, false, false, true, false, false]);
    expect(ids.map((id) => policyGates(id, 'per-op', auto, true))).toEqual([false, false, false, true, true, true]);
    expect(ids.map((id) => policyGates(id, 'per-op', any, true))).toEqual([false, true, false, true, true, true]);
    // By default p95 is not computed: printed by a tool, it is shown but does not gate.
    expect(ids.map((id) => policyGates(id, 'per-op', defaultSettings(), true))).toEqual([false, false, false, false, true, false]);
  });

  it('defaults to p50, p90, p99, p99.9 as before', () => {
    const c = compareSuite(suite22k().benchmarks, defaultSettings());
    expect(Object.keys(c.benchmarks[0].metrics)).toEqual(['min', 'p50', 'p90', 'p99', 'p99.9', 'max', 'mean']);
    expect(c.benchmarks[0].wellResolved).toEqual({ p50: true, p90: true, p99: true, 'p99.9': true });
    expect(decide(c).benchmarks[0].gatedOn).toBe('tail');
  });
});

describe('--quantiles on runs of one operation each (hyperfine executions)', () => {
  it('pools the executions for every quantile asked for: p95 of 50 runs rests on the 3 slowest', () => {
    const r = rng(7);
    const runs = () => Array.from(lognormal(r, 50, 2e8, 0.05), (value) => ({ kind: 'per-run' as const, value, iterations: 1 }));
    const report = reviewOf(suiteOf({ name: 'cli', base: runs(), head: runs() }), readSettings({ quantiles: 'p95' }, 'cli'));
    const [b] = report.benchmarks;
    // p95 is added to the defaults (issue 25 item 2).
    expect(Object.keys(b.metrics)).toEqual(['min', 'p50', 'p90', 'p95', 'p99', 'p99.9', 'max', 'mean']);
    expect(b.metrics.p95!.notes).toContainEqual({
      id: 'compare.not-estimable',
      params: { reason: 'too-few-samples', samples: 50, metric: 'p95', needs: 72, pooled: true },
    });
    expect(b.notes).toContainEqual({ id: 'review.rests-on-largest', params: { metric: 'p95', samples: 50, fromTop: 3, pooled: true } });
    expect(metricRows(b).rows.find((row) => row.metric === 'p95')!.verdict).toBe('no verdict: rests on the 3 largest runs');
  });
});

describe('printed quantiles are kept, and read in the unit the tool printed', () => {
  it('a Kudu dump: its p25, p75, p95 and p99.99 are shown though not asked for; µs values of ms size read in ms', async () => {
    const f = fixture('kudu-hdr', 'hand-review-indented-22000.txt');
    const { report } = await reviewFiles([f], [f], defaultSettings());
    const lat = report.benchmarks.find((b) => b.unit === 'ns')!;
    expect(Object.keys(lat.metrics)).toEqual(['min', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99', 'max', 'mean']);
    // p90 was asked for but not printed: shown as not printed, not derived from its neighbours.
    expect(lat.metrics.p90!.notes).toContainEqual({ id: 'compare.not-estimable', params: { reason: 'percentile-not-printed' } });
    expect(lat.notes).toContainEqual({ id: 'review.rests-on-largest', params: { metric: 'p99.99', samples: 22_000, fromTop: 3 } });
    const { unitLabel, rows } = metricRows(lat);
    expect(unitLabel).toBe('ms');
    expect(rows.map((r) => [r.metric, r.base])).toEqual([
      ['min', '0.088'],
      ['p25', '0.612'],
      ['p50', '1.104'],
      ['p75', '1.84'],
      ['p90', '—'],
      ['p95', '3.792'],
      ['p99', '7.488'],
      ['p99.9', '21.38'],
      // Printed, though 22,000 samples cannot support it: its value is shown, without a verdict (issue 13 item 5; was "—").
      ['p99.99', '88.58'],
      ['max', '91.65'],
      ['mean', '1.52'],
    ]);
    expect(rows.find((r) => r.metric === 'p99.99')!.verdict).toBe('no verdict: rests on the 3 largest samples');
    expect([lat.metrics['p99.99']!.verdict, lat.metrics['p99.99']!.ratio, lat.metrics['p99.99']!.gated]).toEqual([
      'insufficient-data',
      null,
      false,
    ]);
    // JSON stays canonical: nanoseconds.
    expect(lat.metrics.max!.base).toBe(91_647_000);
    // A printed level not asked for does not ask for longer runs.
    expect(report.asks.filter((a) => a.kind === 'sample-size' && a.id !== 'sample-size.one-process')).toEqual([]);
  });
});

describe('--quantiles p95 on a wrk file that prints p50/p75/p90/p99', () => {
  // Until issue 25 item 2, `--quantiles p50,p99` here replaced the defaults, and the printed p90
  // was shown without gating: the defaults now always stay, so p90 gates at the threshold given.
  it('gates the printed p90 and p99 (p90 against the threshold given for it), shows the printed p75 without gating it, and the p95 asked for as not printed; the report lists the quantiles computed and their thresholds', async () => {
    const f = fixture('wrk', 'wrk-latency-3s.txt');
    const s = readSettings({ quantiles: 'p95', threshold: 'p90=30%' }, 'cli');
    // Two runs per side (the same file twice): across runs, so the policy alone decides what gates.
    const { report } = await reviewFiles([f, f], [f, f], s);
    const lat = report.benchmarks.find((b) => b.unit === 'ns')!;
    expect(Object.keys(lat.metrics)).toEqual(['min', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'max', 'mean']);
    expect([lat.metrics.p90!.gated, lat.metrics.p90!.threshold, lat.metrics.p99!.gated, lat.metrics.p75!.gated]).toEqual([
      true,
      0.3,
      true,
      false,
    ]);
    expect(lat.metrics.p95!.notes).toContainEqual({ id: 'compare.not-estimable', params: { reason: 'percentile-not-printed' } });
    expect(report.settings.quantiles).toEqual(['p50', 'p90', 'p95', 'p99', 'p99.9']);
    // The printed p75 is not computed: its default threshold is not listed; min, max and mean are.
    expect(Object.keys(report.settings.thresholds).sort()).toEqual(['max', 'mean', 'min', 'p50', 'p90', 'p95', 'p99', 'p99.9']);
    const md = assembleMarkdown(markdownParts(report), {});
    expect(md).toContain('thresholds p50 5%, p90 30%, p95 10%, p99 15%, p99.9 25%; Benjamini');
  });
});

describe('a cassandra-stress Results block (real, PerfKitBenchmarker)', () => {
  it('keeps its printed p95, reads its ms latency in ms, and does not ask for percentiles of its op rate', async () => {
    const f = fixture('cassandra-stress', 'pkb-results-block-write.txt');
    const { report } = await reviewFiles([f], [f], defaultSettings());
    const lat = report.benchmarks.find((b) => b.unit === 'ns')!;
    const { unitLabel, rows } = metricRows(lat);
    expect([unitLabel, rows.map((r) => `${r.metric} ${r.base}`)]).toEqual([
      'ms',
      ['min —', 'p50 0.4', 'p90 —', 'p95 0.6', 'p99 0.9', 'p99.9 68.4', 'max 258.7', 'mean 0.6'],
    ]);
    expect(report.benchmarks.find((b) => b.unit === 'ops/s')!.metrics.mean!.base).toBe(255_886);
    expect(report.asks.filter((a) => a.kind === 'percentiles')).toEqual([]);
  });
});

describe('display units', () => {
  it('choose the unit in which the middle of the values has 1–3 integer digits', () => {
    expect(displayScale('ns', [0.4e6, 0.9e6, 68.4e6])).toEqual({ scale: 1e6, label: 'ms' });
    expect(displayScale('ns', [0.9e6, 1.2e6])).toEqual({ scale: 1e6, label: 'ms' });
    expect(displayScale('ns', [91.647e6])).toEqual({ scale: 1e6, label: 'ms' });
    expect(displayScale('ns', [300, 2e6])).toEqual({ scale: 1e3, label: 'µs' });
    expect(displayScale('ns', [1.5e9, 2.5e9])).toEqual({ scale: 1e9, label: 's' });
    expect(displayScale('ns', [12, 0, 480])).toEqual({ scale: 1, label: 'ns' });
    expect(displayScale('ns', [])).toEqual({ scale: 1, label: 'ns' });
    expect(displayScale('B', [512, 3 * 1024 ** 2])).toEqual({ scale: 1024, label: 'KiB' });
    expect(displayScale('ops/s', [255_886])).toEqual({ scale: 1, label: 'ops/s' });
  });
});
