/**
 * Sweep assembly (compare/sweep.ts): which benchmarks form a sweep, the points in load order with
 * their latency comparisons, achieved throughput and sustained marks, the standard deviation, and
 * where each side's SLO quantile lies (its basis).
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { compareSweeps, runStdDev, sloBound, sweepName } from '../../src/compare/sweep.js';
import { buildSuite } from '../../src/model/build.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import type { Measurement } from '../../src/model/types.js';
import { sweepSuite } from '../helpers/sweep.js';

const slo = (limitMs: number): Settings => ({
  ...defaultSettings(),
  slo: [{ metric: 'p99', limit: limitMs * 1e6, text: `p99<${limitMs}ms` }],
});

const POINTS = [
  { load: 4000, base: { p99: [30, 32, 31], achieved: [3990, 3980, 4000] }, head: { p99: [90, 95, 99], achieved: [3000, 3100, 3050] } },
  { load: 1000, base: { p99: [10, 11, 12], achieved: [1000, 1000, 999] }, head: { p99: [11, 12, 12], achieved: [1000, 1000, 1000] } },
];

describe('compareSweeps', () => {
  it('makes one sweep of a name measured at several rates, points in load order, throughput matched by point', () => {
    const suite = sweepSuite('GET /api', POINTS);
    const [s, ...rest] = compareSweeps(compareSuite(suite.benchmarks, slo(50)));
    expect(rest).toEqual([]);
    expect([s.name, s.measure, s.unit, s.param]).toEqual(['GET /api', 'latency', 'ns', 'rate']);
    expect(s.points.map((p) => [p.value, p.offered, p.latency.benchmark.name, p.throughput?.benchmark.name])).toEqual([
      [1000, 1000, 'GET /api (latency) at rate=1000', 'GET /api (throughput) at rate=1000'],
      [4000, 4000, 'GET /api (latency) at rate=4000', 'GET /api (throughput) at rate=4000'],
    ]);
    expect(Object.keys(s.points[0].metrics)).toEqual(['p50', 'p99', 'p99.9', 'mean']);
    // The latency comparison is the benchmark's own (median p99 11 ms vs 12 ms).
    expect([s.points[0].metrics.p99?.base, s.points[0].metrics.p99?.head]).toEqual([11e6, 12e6]);
    expect(s.points.map((p) => [p.sides.base.achieved, p.sides.base.sustained, p.sides.head.achieved, p.sides.head.sustained])).toEqual([
      [1000, true, 1000, true],
      [3990, true, 3050, false],
    ]);
    expect(s.points[1].throughputMetric?.metric).toBe('mean');
    expect(s.points[1].sides.head.slo).toEqual([{ metric: 'p99', limit: 50e6, lo: 90e6, hi: 99e6, basis: 'runs' }]);
  });

  it('adds the SLO quantile to the metrics shown when it is not among p50, p99, p99.9, mean', () => {
    const suite = sweepSuite('GET /api', POINTS);
    const settings: Settings = { ...defaultSettings(), slo: [{ metric: 'p90', limit: 20e6, text: 'p90<20ms' }] };
    expect(Object.keys(compareSweeps(compareSuite(suite.benchmarks, settings))[0].points[0].metrics)).toEqual([
      'p50',
      'p99',
      'p99.9',
      'mean',
      'p90',
    ]);
  });

  it('makes no sweep of one load point, nor of benchmarks without load', () => {
    const one = sweepSuite('GET /api', [POINTS[0]]);
    expect(compareSweeps(compareSuite(one.benchmarks, slo(50)))).toEqual([]);
  });

  it('says nothing about sustained for a concurrency sweep or without throughput', () => {
    const suite = sweepSuite(
      'GET /',
      [
        { load: 1, base: { p99: [1, 1], achieved: [10, 10] }, head: { p99: [1, 1], achieved: [10, 10] } },
        { load: 8, base: { p99: [2, 2] }, head: { p99: [2, 2] } },
      ],
      'connections',
    );
    const [s] = compareSweeps(compareSuite(suite.benchmarks, defaultSettings()));
    expect(s.points.map((p) => [p.offered, p.sides.base.achieved, p.sides.base.sustained, p.sides.base.slo])).toEqual([
      [null, 10, null, []],
      [null, null, null, []],
    ]);
  });

  it('groups points whose load is in the name under the name without it', () => {
    const m = (benchmark: string, value: number): Measurement => ({
      benchmark,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'per-run', value },
      source: { file: 'x' },
    });
    const r = {
      format: 'test',
      warnings: [],
      measurements: [m('BenchmarkServe/c=1', 5), m('BenchmarkServe/c=64', 9), m('BenchmarkOther', 1)],
    };
    const suite = buildSuite({ base: [r], head: [r] });
    expect(suite.benchmarks.map((b) => sweepName(b))).toEqual(['BenchmarkServe', 'BenchmarkServe', 'BenchmarkOther']);
    const [s] = compareSweeps(compareSuite(suite.benchmarks, defaultSettings()));
    expect([s.name, s.param, s.points.map((p) => p.value)]).toEqual(['BenchmarkServe', 'connections', [1, 64]]);
  });
});

describe('runStdDev', () => {
  it('is the sample standard deviation of per-op values and of a histogram, the summary sd, and none for printed percentiles', () => {
    expect(runStdDev({ kind: 'per-op', values: Float64Array.from([2, 4, 4, 4, 5, 5, 7, 9]) })).toBeCloseTo(2.13809, 5);
    expect(
      runStdDev({
        kind: 'histogram',
        histogram: { values: Float64Array.from([1, 3]), counts: Float64Array.from([2, 2]), total: 4, min: 1, max: 3 },
      }),
    ).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(runStdDev({ kind: 'summary', mean: 5, sd: 1.5 })).toBe(1.5);
    expect(runStdDev({ kind: 'percentiles', points: [{ p: 0.5, value: 1 }] })).toBeNull();
    expect(runStdDev({ kind: 'per-run', value: 3 })).toBeNull();
  });
});

describe('sloBound', () => {
  it('takes one run of raw samples by its order-statistic interval of the quantile', () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => i + 1);
    const r = {
      format: 'test',
      warnings: [],
      measurements: [
        { benchmark: 'x', unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op' as const, values }, source: { file: 'x' } },
      ],
    };
    const suite = buildSuite({ base: [r], head: [r] });
    const c = compareSuite(suite.benchmarks, defaultSettings()).benchmarks[0];
    const b = sloBound({ metric: 'p99', limit: 995, text: 'p99<995ns' }, suite.benchmarks[0], c.metrics.p99, 'base', 0.05);
    // 95% interval of the p99 of 1..1000: order statistics 983 and 997 (binomial(1000, 0.99) tails ≤ 2.5%).
    expect(b).toEqual({ metric: 'p99', limit: 995, lo: 983, hi: 997, basis: 'within-run' });
  });

  it('takes any asked quantile of one run by its order-statistic interval, not only the default ones', () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => i + 1);
    const r = {
      format: 'test',
      warnings: [],
      measurements: [
        { benchmark: 'x', unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op' as const, values }, source: { file: 'x' } },
      ],
    };
    const suite = buildSuite({ base: [r], head: [r] });
    const c = compareSuite(suite.benchmarks, { ...defaultSettings(), quantiles: ['p50', 'p95', 'p99'] }).benchmarks[0];
    const b = sloBound({ metric: 'p95', limit: 950, text: 'p95<950ns' }, suite.benchmarks[0], c.metrics.p95, 'base', 0.05);
    // 95% interval of the p95 of 1..1000: order statistics 936 and 964 (binomial(1000, 0.95) tails ≤ 2.5%, computed apart).
    expect(b).toEqual({ metric: 'p95', limit: 950, lo: 936, hi: 964, basis: 'within-run' });
  });

  it('takes one run of printed percentiles at its printed value', () => {
    const suite = sweepSuite('GET /', [{ load: 1, base: { p99: [7] }, head: { p99: [8] } }]);
    const c = compareSuite(suite.benchmarks, defaultSettings()).benchmarks[0];
    expect(sloBound({ metric: 'p99', limit: 1, text: '' }, suite.benchmarks[0], c.metrics.p99, 'head', 0.05)).toEqual({
      metric: 'p99',
      limit: 1,
      lo: 8e6,
      hi: 8e6,
      basis: 'value',
    });
  });
});
