/**
 * Throughput is a metric (issue 13): an op rate (ops/s, higher is better, one value per run) is
 * compared across runs and gated under fail-on auto when the suite, or its load point, has no
 * latency percentiles; beside latency it is reported, not gated (the tails gate), unless fail-on any.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { buildSuite } from '../../src/model/build.js';
import { defaultSettings, type FailOn } from '../../src/model/settings.js';
import type { Load, Measurement, RunData, Side, Suite } from '../../src/model/types.js';
import { decide } from '../../src/review/index.js';
import { reviewOf } from './review-of.js';
import { lognormal, rng } from '../helpers/build.js';

/** Requests/s per run, 8 runs per side: head 46 % lower than base, with the interval −54 % … −39 %. */
const RATES: Record<Side, number[]> = {
  base: [1990, 2010, 2040, 1960, 2100, 1930, 2300, 1800],
  head: [830, 1230, 920, 1180, 1060, 1290, 970, 1140],
};

function throughput(side: Side, load?: Load): Measurement[] {
  return RATES[side].map((value, i) => ({
    benchmark: 'GET /api',
    unit: 'ops/s',
    lowerIsBetter: false,
    measure: 'throughput',
    run: String(i + 1),
    ...(load ? { load } : {}),
    data: { kind: 'per-run', value },
    source: { file: `${side}-${i + 1}.json` },
  }));
}

/** Latency of the same requests, unchanged between sides: 6 runs of 2,000 samples (tails estimable). */
function latency(side: Side, load?: Load): Measurement[] {
  const r = rng(side === 'base' ? 11 : 12);
  return Array.from({ length: 6 }, (_, i) => ({
    benchmark: 'GET /api',
    unit: 'ns',
    lowerIsBetter: true,
    measure: 'latency',
    run: String(i + 1),
    ...(load ? { load } : {}),
    data: { kind: 'per-op', values: lognormal(r, 2000, 2e6, 0.3) } as RunData,
    source: { file: `${side}-${i + 1}.json` },
  }));
}

function suite(parts: (side: Side) => Measurement[]): Suite {
  return buildSuite({
    base: [{ format: 'test', measurements: parts('base'), warnings: [] }],
    head: [{ format: 'test', measurements: parts('head'), warnings: [] }],
  });
}

const settings = (failOn: FailOn = 'auto') => ({ ...defaultSettings(), failOn });
const rate = (value: number): Load => ({ param: 'rate', value });

describe('throughput gate', () => {
  it('alone in the suite, a −46% throughput fails under auto, with its interval', () => {
    const report = reviewOf(
      suite((s) => throughput(s)),
      settings(),
    );
    const [b] = report.benchmarks;
    const m = b.metrics.mean!;
    expect([b.unit, b.lowerIsBetter, b.sampleKind, m.gated, m.verdict, m.confirmed]).toEqual([
      'ops/s',
      false,
      'per-run',
      true,
      'regression',
      true,
    ]);
    expect([m.ratio!, m.ciLow!, m.ciHigh!].map((v) => Number(v.toFixed(4)))).toEqual([0.5399, 0.4611, 0.6119]);
    expect(m.threshold).toBe(0.05);
    expect(report.status).toBe('fail');
    expect(report.summary.gatedOn).toEqual({ tail: 0, mean: 1, median: 0, none: 0 });
  });

  it('beside latency percentiles in the suite, it is reported with its verdict but not gated under auto: the tails gate', () => {
    const report = reviewOf(
      suite((s) => [...throughput(s), ...latency(s)]),
      settings(),
    );
    const tput = report.benchmarks.find((b) => b.unit === 'ops/s')!;
    const lat = report.benchmarks.find((b) => b.unit === 'ns')!;
    expect([tput.metrics.mean!.gated, tput.metrics.mean!.verdict, tput.verdict]).toEqual([false, 'regression', 'regression']);
    expect(tput.metrics.mean!.notes).toContainEqual({ id: 'review.throughput-beside-latency', params: { load: null } });
    expect([lat.metrics.p90!.gated, lat.metrics.p99!.gated, lat.verdict]).toEqual([true, true, 'no-change']);
    expect(report.status).toBe('pass');
    // fail-on any gates the centre, throughput included.
    expect(
      reviewOf(
        suite((s) => [...throughput(s), ...latency(s)]),
        settings('any'),
      ).status,
    ).toBe('fail');
  });

  it('any higher-is-better per-run rate beside latency (autocannon bytes/s in B/s) is reported, not gated, under auto', () => {
    const bytes = (side: Side, load?: Load) => throughput(side, load).map((m) => ({ ...m, unit: 'B/s', measure: 'throughput' }));
    const c = compareSuite(
      suite((s) => [...bytes(s, { param: 'connections', value: 10 }), ...latency(s, { param: 'connections', value: 10 })]).benchmarks,
      settings(),
    );
    const d = decide(c);
    const b = d.benchmarks.find((x) => x.benchmark.unit === 'B/s')!;
    expect([b.metrics.mean!.gated, b.metrics.mean!.verdict, d.status]).toEqual([false, 'regression', 'pass']);
    expect(b.metrics.mean!.notes).toContainEqual({ id: 'review.throughput-beside-latency', params: { load: 'connections=10' } });
  });

  it('per load point: latency at another rate does not stop the throughput at this one from gating', () => {
    const c = compareSuite(suite((s) => [...throughput(s, rate(1000)), ...latency(s, rate(2000))]).benchmarks, settings());
    const d = decide(c);
    const tput = d.benchmarks.find((b) => b.benchmark.unit === 'ops/s')!;
    expect([tput.metrics.mean!.gated, tput.metrics.mean!.verdict, d.status]).toEqual([true, 'regression', 'fail']);
    const same = decide(compareSuite(suite((s) => [...throughput(s, rate(2000)), ...latency(s, rate(2000))]).benchmarks, settings()));
    const t2 = same.benchmarks.find((b) => b.benchmark.unit === 'ops/s')!;
    expect([t2.metrics.mean!.gated, same.status]).toEqual([false, 'pass']);
    expect(t2.metrics.mean!.notes).toContainEqual({ id: 'review.throughput-beside-latency', params: { load: 'rate=2000' } });
  });

  it('never asks for percentiles of a throughput whose file has latency percentiles', () => {
    const report = reviewOf(
      suite((s) => [...throughput(s), ...latency(s)]),
      settings(),
    );
    expect(report.asks.filter((a) => a.kind === 'percentiles')).toEqual([]);
  });
});

describe('throughput gate: beside latency is per benchmark, not the suite', () => {
  /** Latency of another benchmark (its own name, its own file): unrelated to the throughput. */
  const other = (side: Side): Measurement[] =>
    latency(side).map((m) => ({ ...m, benchmark: 'Foo.parseSample', source: { file: 'other.json' } }));

  it('a −46% throughput fails under auto beside an unrelated benchmark with latency percentiles', () => {
    const d = decide(compareSuite(suite((s) => [...throughput(s), ...other(s)]).benchmarks, settings()));
    const tput = d.benchmarks.find((b) => b.benchmark.unit === 'ops/s')!;
    expect([tput.metrics.mean!.gated, tput.metrics.mean!.verdict, tput.metrics.mean!.confirmed, d.status]).toEqual([
      true,
      'regression',
      true,
      'fail',
    ]);
    expect(tput.metrics.mean!.notes.map((n) => n.id)).not.toContain('review.throughput-beside-latency');
  });

  it('latency the tool names with a measure suffix ("GET /api (uncorrected)") still counts as beside', () => {
    const uncorrected = (side: Side): Measurement[] => latency(side).map((m) => ({ ...m, benchmark: 'GET /api (uncorrected)' }));
    const d = decide(compareSuite(suite((s) => [...throughput(s), ...uncorrected(s)]).benchmarks, settings()));
    const tput = d.benchmarks.find((b) => b.benchmark.unit === 'ops/s')!;
    expect([tput.metrics.mean!.gated, d.status]).toEqual([false, 'pass']);
  });
});
