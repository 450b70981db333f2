/**
 * A commit's entry: the per-run values of the metrics the gate would judge, from one side of a
 * suite (tail quantiles of per-operation data, the mean of per-run data, a pooled value for runs of
 * one operation each); or a report's head medians; with the machine facts the history keys on.
 */
import { describe, expect, it } from 'vitest';
import { entryFromReport, entryFromSuite, entryMachine } from '../../src/history/entry.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { Report } from '../../src/review/contract.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reportBenchmark, reportMetric } from '../helpers/report-objects.js';

const facts = { commit: 'abcdef1234', parent: null, time: '2026-01-01T00:00:00.000Z' };

describe('a history entry', () => {
  it("records the head side's per-run values of the gated metrics only", () => {
    const r = rng(3);
    const runs = (median: number) => perOp(Array.from({ length: 4 }, () => lognormal(r, 20_000, median, 0.3)));
    const suite = suiteOf(
      { name: 'GET /checkout', base: runs(1e6), head: runs(2e6) },
      { name: 'BenchmarkParse', base: perRun([10, 11, 12]), head: perRun([20, 21, 22, 23]) },
    );
    const entry = entryFromSuite(suite, defaultSettings(), facts);
    expect(Object.keys(entry.benchmarks)).toEqual(['GET /checkout', 'BenchmarkParse']);
    const latency = entry.benchmarks['GET /checkout'];
    // auto gates p90, p99 and (20,000 operations: well resolved) p99.9; never p50, min, max or the per-op mean.
    expect(Object.keys(latency.metrics)).toEqual(['p90', 'p99', 'p99.9']);
    expect(latency.metrics.p99!.runs).toHaveLength(4);
    expect(latency.metrics.p99!.median).toBeGreaterThan(2e6);
    expect(latency.metrics.p99!.low).toBeLessThanOrEqual(latency.metrics.p99!.median);
    expect(entry.benchmarks.BenchmarkParse.metrics).toEqual({ mean: { runs: [20, 21, 22, 23], median: 21.5, low: 20, high: 23, n: 4 } });
    expect(entry.thresholds).toEqual({ p90: 0.1, p99: 0.15, 'p99.9': 0.25, mean: 0.05 });
    // The base side, when asked (a measured run records head).
    expect(entryFromSuite(suite, defaultSettings(), facts, { side: 'base' }).benchmarks.BenchmarkParse.metrics.mean?.runs).toEqual([
      10, 11, 12,
    ]);
  });

  it('records p50 instead of the tail when no tail quantile is estimable, and the pooled value of one-operation runs', () => {
    const r = rng(4);
    const suite = suiteOf(
      { name: 'few', base: [], head: perOp([lognormal(r, 8, 100, 0.1), lognormal(r, 8, 100, 0.1)]) },
      {
        name: 'hyperfine',
        base: [],
        head: Array.from({ length: 50 }, (_, i) => ({ kind: 'per-run' as const, value: 100 + i, iterations: 1 })),
      },
    );
    const entry = entryFromSuite(suite, defaultSettings(), facts);
    expect(Object.keys(entry.benchmarks.few.metrics)).toEqual(['p50']);
    const pooled = entry.benchmarks.hyperfine.metrics;
    expect(Object.keys(pooled)).toEqual(['p90']);
    expect(pooled.p90).toEqual({ median: pooled.p90!.median, low: pooled.p90!.median, high: pooled.p90!.median, n: 50 });
  });

  it('follows fail-on: tail records no per-run mean', () => {
    const suite = suiteOf({ name: 'BenchmarkParse', base: [], head: perRun([20, 21]) });
    expect(entryFromSuite(suite, { ...defaultSettings(), failOn: 'tail' }, facts).benchmarks).toEqual({});
  });

  it("keeps the machine facts that identify a runner: a hosted runner's image, a self-hosted runner's name", () => {
    expect(
      entryMachine({
        cpuModel: 'EPYC',
        physicalCores: 2,
        logicalCpus: 4,
        os: 'Ubuntu',
        runnerName: 'GitHub Actions 3',
        extra: { imageOs: 'ubuntu24' },
      }),
    ).toEqual({
      cpuModel: 'EPYC',
      physicalCores: 2,
      logicalCores: 4,
      os: 'Ubuntu',
      runner: 'ubuntu24',
    });
    expect(entryMachine({ cpuModel: 'M2', runnerName: 'bench-box-1' })?.runner).toBe('bench-box-1');
    expect(entryMachine(undefined, { ImageOS: 'ubuntu22' })?.runner).toBe('ubuntu22');
    expect(entryMachine(undefined, {})).toBeNull();
  });

  it("from a report: the gated metrics' head medians and run counts", () => {
    const report = {
      settings: { thresholds: { p99: 0.15 } },
      machine: { base: null, head: { cpuModel: 'EPYC' }, differences: [] },
      benchmarks: [
        reportBenchmark('GET /a', {
          metrics: { p99: reportMetric({ gated: true, head: 1500, threshold: 0.2 }), p50: reportMetric({ head: 900 }) },
        }),
        reportBenchmark('new only in base', { runs: { base: 10, head: 0 }, metrics: { p99: reportMetric({ gated: true }) } }),
      ],
    } as unknown as Report;
    const entry = entryFromReport(report, facts);
    expect(entry.benchmarks).toEqual({
      'GET /a': { unit: 'ns', lowerIsBetter: true, metrics: { p99: { median: 1500, low: 1500, high: 1500, n: 10 } } },
    });
    expect(entry.thresholds).toEqual({ p99: 0.15 });
    expect(entry.machine?.cpuModel).toBe('EPYC');
  });
});
