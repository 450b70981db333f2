/**
 * The questions follow the evidence and are said once (issue 23, item 5): a profile or distribution
 * question only for a change confirmed at the benchmark's evidence level; a shape or a second mode
 * alone only from process-level runs; one question for every benchmark with the same problem, its
 * numbers as ranges; and one question for process-level runs where the verdicts rest on one
 * process per side, instead of "N runs per side would resolve it" per metric.
 */
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/compare-suite.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { Machine } from '../../src/model/types.js';
import { messageText } from '../../src/render/messages/index.js';
import type { AskContext } from '../../src/review/asks/ask.js';
import { distributionAsk } from '../../src/review/asks/distribution.js';
import { collectAsks } from '../../src/review/asks/index.js';
import { profileAsk } from '../../src/review/asks/profile.js';
import { sampleSizeAsk } from '../../src/review/asks/sample-size.js';
import { varianceAsk } from '../../src/review/asks/variance.js';
import type { EvidenceLevel, ReportBenchmark } from '../../src/review/contract.js';
import { NO_DIAGNOSTICS, reportBenchmark, reportMetric } from '../helpers/report-objects.js';

const metric = reportMetric;

function bench(name: string, over: Partial<ReportBenchmark> = {}): ReportBenchmark {
  return reportBenchmark(name, {
    decidedBy: ['p90', 'p99'],
    metrics: { min: metric(), p50: metric(), p90: metric({ gated: true }), p99: metric({ gated: true }), max: metric(), mean: metric() },
    ...over,
  });
}

/** A benchmark of the given evidence level: its runs and sample kind to match. */
function atLevel(name: string, level: EvidenceLevel, over: Partial<ReportBenchmark> = {}): ReportBenchmark {
  const runs = level === 'across-processes' || level === 'in-process' ? 10 : 1;
  return bench(name, {
    evidenceLevel: level,
    runs: { base: runs, head: runs },
    evidence: runs === 1 ? 'within-run' : 'runs',
    sampleKind: level === 'one-run-aggregates' ? 'percentiles' : 'per-op',
    ...over,
  });
}

const MACHINE: Machine = { cpuModel: 'AMD EPYC 7763 64-Core Processor', physicalCores: 2, logicalCpus: 4 };

function ctx(benchmarks: ReportBenchmark[], onlyIn: Comparison['onlyIn'] = { base: [], head: [] }): AskContext {
  return {
    comparison: { settings: defaultSettings(), benchmarks: [], onlyIn },
    suite: { benchmarks: [], machine: { base: MACHINE, head: MACHINE }, warnings: [], hazards: [] },
    benchmarks,
  };
}

/** p99 regressed (within the run, or across runs), the benchmark a regression. */
const tailRegressed = (level: EvidenceLevel, confirmed: boolean) =>
  atLevel(`p99 worse (${level}, ${confirmed ? 'confirmed' : 'not confirmed'})`, level, {
    verdict: 'regression',
    changeConfirmed: confirmed,
    metrics: {
      p50: metric(),
      p90: metric({ gated: true }),
      p99: metric({ gated: true, verdict: 'regression', ratio: 1.4, ciLow: 1.2, ciHigh: 1.6, confirmed }),
    },
  });

describe('a profile question only for a change confirmed at its evidence level', () => {
  it('a tail regression asks for a profile when its change is confirmed, at any level', () => {
    for (const level of ['across-processes', 'in-process', 'one-run-samples', 'one-run-aggregates'] as const) {
      expect(
        profileAsk(ctx([tailRegressed(level, true)])).map((a) => a.id),
        level,
      ).toEqual(['profile.tail-regressed']);
      expect(profileAsk(ctx([tailRegressed(level, false)])), level).toEqual([]);
    }
  });

  it('a report without changeConfirmed (older) asks for a regression or improvement, as before', () => {
    const { changeConfirmed: _, ...older } = tailRegressed('across-processes', true);
    expect(profileAsk(ctx([older])).map((a) => a.id)).toEqual(['profile.tail-regressed']);
  });
});

describe('a distribution question only for a confirmed change, or a shape from process-level runs', () => {
  const stretched = (confirmed: boolean, level: EvidenceLevel = 'one-run-samples') =>
    atLevel('stretched', level, {
      verdict: 'regression',
      changeConfirmed: confirmed,
      metrics: { p50: metric({ verdict: 'improvement', ratio: 0.9 }), p99: metric({ gated: true, verdict: 'regression', ratio: 1.3 }) },
    });
  const fixedCost = (confirmed: boolean) =>
    atLevel('fixed cost', 'across-processes', {
      verdict: 'improvement',
      changeConfirmed: confirmed,
      metrics: { p50: metric({ verdict: 'regression', ratio: 1.2 }), p99: metric({ gated: true, verdict: 'improvement', ratio: 0.8 }) },
    });
  const shape = (level: EvidenceLevel, confirmed: boolean, multimodal = false) =>
    atLevel(`shape ${level}`, level, {
      verdict: confirmed ? 'regression' : 'no-change',
      changeConfirmed: confirmed,
      diagnostics: { ...NO_DIAGNOSTICS, shapeChanged: { d: 0.31, p: 0.001 }, multimodal: multimodal ? { base: null, head: 3.4 } : null },
    });
  const modes = (level: EvidenceLevel, confirmed: boolean) =>
    atLevel(`modes ${level}`, level, {
      verdict: confirmed ? 'regression' : 'no-change',
      changeConfirmed: confirmed,
      diagnostics: { ...NO_DIAGNOSTICS, multimodal: { base: null, head: 3.4 } },
    });
  const ids = (bs: ReportBenchmark[]) => distributionAsk(ctx(bs)).map((a) => a.id);

  it('stretched and fixed-cost: only with the change confirmed', () => {
    expect(ids([stretched(false)])).toEqual([]);
    expect(ids([stretched(true)])).toEqual(['distribution.stretched']);
    expect(ids([fixedCost(false)])).toEqual([]);
    expect(ids([fixedCost(true)])).toEqual(['distribution.fixed-cost']);
  });

  it('a shape change: only with the change confirmed, at any level', () => {
    for (const level of ['across-processes', 'in-process', 'one-run-samples', 'one-run-aggregates'] as const) {
      expect(ids([shape(level, false)]), level).toEqual([]);
      expect(ids([shape(level, true)]), level).toEqual(['distribution.shape-changed']);
    }
  });

  it('a second mode alone: from process-level runs as before; from one process per side only with a confirmed change', () => {
    expect(ids([modes('across-processes', false)])).toEqual(['distribution.multimodal']);
    for (const level of ['in-process', 'one-run-samples', 'one-run-aggregates'] as const) {
      expect(ids([modes(level, false)]), level).toEqual([]);
      expect(ids([modes(level, true)]), level).toEqual(['distribution.multimodal']);
    }
    // Across processes, a shape change without a confirmed change leaves the second mode to say.
    expect(distributionAsk(ctx([shape('across-processes', false, true)]))).toEqual([
      {
        kind: 'distribution',
        id: 'distribution.multimodal',
        benchmark: 'shape across-processes',
        params: { multimodalSide: 'head', mValue: 3.4 },
      },
    ]);
  });

  it('a redis-benchmark A/A pair (one run a side): no profile, no distribution question', () => {
    // Two processes of the same code: within-run "regressions", shapes that differ, second modes.
    const latency = (name: string) =>
      atLevel(`${name} (latency)`, 'one-run-samples', {
        formats: ['redis-benchmark'],
        loadModel: 'closed-loop',
        verdict: 'regression',
        evidence: 'within-run',
        changeConfirmed: false,
        metrics: {
          min: metric({ method: 'within-run', verdict: 'regression', ratio: 1.3 }),
          p50: metric({ method: 'within-run', ratio: 1.05 }),
          p90: metric({ method: 'within-run', gated: true, verdict: 'regression', ratio: 2.18, ciLow: 1.71, ciHigh: 3.74 }),
          p99: metric({ method: 'within-run', gated: true, verdict: 'regression', ratio: 1.71, ciLow: 1.56, ciHigh: 2.27 }),
        },
        diagnostics: { ...NO_DIAGNOSTICS, shapeChanged: { d: 0.37, p: 1e-60 }, multimodal: { base: 3.47, head: 3.49 } },
      });
    const rps = (name: string) =>
      atLevel(`${name} (rps)`, 'one-run-aggregates', {
        formats: ['redis-benchmark'],
        sampleKind: 'per-run',
        lowerIsBetter: false,
        unit: 'ops/s',
        verdict: 'regression',
        changeConfirmed: false,
        decidedBy: ['mean'],
        metrics: { mean: metric({ method: 'none', verdict: 'regression', ratio: 0.5, ciLow: null, ciHigh: null }) },
      });
    const asks = collectAsks(ctx([latency('SET'), rps('SET'), latency('GET'), rps('GET')]));
    expect(asks.filter((a) => a.kind === 'profile' || a.kind === 'distribution')).toEqual([]);
    // What is left is what is missing: process-level runs, an open-loop load, (the machine is given).
    expect(asks.map((a) => a.id)).toEqual(['sample-size.one-process', 'coordinated-omission.closed-loop']);
    expect(asks[0].params).toMatchObject({ levels: ['one-run'], count: 4 });
  });
});

describe('said once: one question for every benchmark with the same problem', () => {
  /** Google Benchmark, 10 process-level runs a side: the mean gated, inconclusive. */
  const inconclusive = (name: string, runsNeeded: number, over: Partial<ReportBenchmark> = {}) =>
    bench(name, {
      sampleKind: 'per-run',
      formats: ['google-benchmark-json'],
      verdict: 'inconclusive',
      decidedBy: ['mean'],
      metrics: {
        mean: metric({ gated: true, verdict: 'inconclusive', ratio: 1.03, ciLow: 0.97, ciHigh: 1.09, threshold: 0.05, runsNeeded }),
      },
      ...over,
    });

  it('sample-size.inconclusive: one ask naming the benchmarks, with the metric and the range of runs needed', () => {
    const names = Array.from({ length: 9 }, (_, i) => `BM_${i}`);
    const asks = sampleSizeAsk(ctx(names.map((n, i) => inconclusive(n, 12 + 3 * i))));
    expect(asks).toEqual([
      {
        kind: 'sample-size',
        id: 'sample-size.inconclusive',
        benchmark: null,
        params: { metric: 'mean', metrics: ['mean'], runs: 10, runsNeeded: 12, runsNeededMax: 36, names, count: 9 },
      },
    ]);
    expect(messageText(asks[0])).toBe(
      '"BM_0", "BM_1", "BM_2" and 6 more: mean is inconclusive with 10 runs per side (each change and threshold is in the table); about 12–36 runs per side would resolve them.',
    );
  });

  it('one benchmark keeps its own numbers', () => {
    expect(sampleSizeAsk(ctx([inconclusive('BM_one', 14)]))).toEqual([
      {
        kind: 'sample-size',
        id: 'sample-size.inconclusive',
        benchmark: 'BM_one',
        params: { metric: 'mean', runs: 10, ratio: 1.03, threshold: 0.05, runsNeeded: 14 },
      },
    ]);
  });

  it('not-estimable and too-few-runs: one ask each, their sample and run counts as ranges', () => {
    const tooFewSamples = (samples: number) => ({
      id: 'compare.not-estimable',
      params: { reason: 'too-few-samples', samples, metric: 'p99.9', needs: 3688 },
    });
    const thin = (name: string, samples: number) =>
      bench(name, {
        metrics: {
          p50: metric(),
          p99: metric({ gated: true }),
          'p99.9': metric({ verdict: 'insufficient-data', ratio: null, ciLow: null, ciHigh: null, notes: [tooFewSamples(samples)] }),
        },
      });
    const tooFew = { id: 'compare.too-few-runs', params: { base: 2, head: 2, alpha: 0.05, needs: 4 } };
    const short = (name: string, runs: number) =>
      bench(name, {
        runs: { base: runs, head: 3 },
        metrics: {
          p50: metric({ ciLow: null, ciHigh: null }),
          p99: metric({ gated: true, verdict: 'insufficient-data', ciLow: null, ciHigh: null, notes: [tooFew] }),
        },
      });
    const asks = sampleSizeAsk(ctx([thin('a', 1200), thin('b', 2000), short('c', 2), short('d', 3)]));
    expect(asks.map((a) => [a.id, a.benchmark, a.params])).toEqual([
      [
        'sample-size.not-estimable',
        null,
        { metrics: ['p99.9'], samples: 1200, samplesMax: 2000, metric: 'p99.9', needs: 3688, names: ['a', 'b'], count: 2 },
      ],
      ['sample-size.too-few-runs', null, { base: 2, baseMax: 3, head: 3, alpha: 0.05, needs: 4, names: ['c', 'd'], count: 2 }],
    ]);
    expect(asks.map(messageText)).toEqual([
      '"a" and "b": p99.9 cannot be estimated: 1,200–2,000 samples in a run; a 95% interval for p99.9 needs ≥ 3,688. Longer runs would let the tail be compared.',
      '"c" and "d": 2–3 vs 3 runs cannot show any difference at α = 0.05. Please run at least 4 process-level runs per side (10 recommended).',
    ]);
  });

  it('variance: one ask per metric, with the range of how much more runs vary', () => {
    const noisy = (name: string, metric: string, ratio: number) =>
      bench(name, { diagnostics: { ...NO_DIAGNOSTICS, runVariance: { metric, ratio } } });
    const asks = varianceAsk(ctx([noisy('a', 'p50', 2.1), noisy('b', 'p50', 7.25), noisy('c', 'mean', 3), noisy('d', 'p50', 4)]));
    expect(asks.map((a) => [a.benchmark, a.params])).toEqual([
      [null, { metric: 'p50', ratio: 2.1, ratioMax: 7.25, names: ['a', 'b', 'd'], count: 3 }],
      ['c', { benchmark: 'c', ratio: 3, metric: 'mean' }],
    ]);
    expect(messageText(asks[0])).toMatch(/^"a", "b" and "d": Runs vary 2\.1× to 7\.3× more in p50 than sampling within one run explains/);
  });

  it('distribution: benchmarks with the same finding are one ask', () => {
    const shaped = (name: string, d: number) =>
      bench(name, { verdict: 'regression', changeConfirmed: true, diagnostics: { ...NO_DIAGNOSTICS, shapeChanged: { d, p: 0.001 } } });
    expect(distributionAsk(ctx([shaped('a', 0.35), shaped('b', 0.21)]))).toEqual([
      {
        kind: 'distribution',
        id: 'distribution.shape-changed',
        benchmark: null,
        params: { d: 0.21, dMax: 0.35, names: ['a', 'b'], count: 2 },
      },
    ]);
  });
});

describe('one process per side: one question for process-level runs, no runs-needed questions', () => {
  /** Google Benchmark with --benchmark_repetitions=10: ten repetitions inside one process a side, the mean inconclusive. */
  const repeated = (name: string, runsNeeded: number) =>
    atLevel(name, 'in-process', {
      sampleKind: 'per-run',
      formats: ['google-benchmark-json'],
      verdict: 'inconclusive',
      decidedBy: ['mean'],
      metrics: {
        mean: metric({
          gated: true,
          verdict: 'inconclusive',
          ratio: 1.02,
          ciLow: 0.97,
          ciHigh: 1.08,
          threshold: 0.05,
          runsNeeded,
          allowance: { value: 0.5, source: 'default', kind: 'centre' },
        }),
      },
    });

  it('a 9-benchmark in-process A/A: two questions, each about something missing', () => {
    const names = ['BM_same', 'BM_small', 'BM_tenpct', 'BM_double', 'BM_hundred', 'BM_tail', 'BM_alloc', 'BM_copy', 'BM_hash'];
    const asks = collectAsks(ctx(names.map((n, i) => repeated(n, 12 + i))));
    // Before: nine "mean is inconclusive with 10 runs per side … about N runs per side would resolve it".
    expect(asks.map((a) => a.id)).toEqual(['percentiles.means-only', 'sample-size.one-process']);
    expect(asks.length).toBeLessThanOrEqual(3);
    expect(asks[1]).toEqual({
      kind: 'sample-size',
      id: 'sample-size.one-process',
      benchmark: null,
      params: { levels: ['in-process'], needs: 4, names, count: 9 },
    });
    expect(messageText(asks[1])).toBe(
      '"BM_same", "BM_small", "BM_tenpct" and 6 more: These verdicts rest on one process per side (the runs are repetitions inside it): how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. ' +
        'Could you run at least 4 process-level runs per side (10 recommended), e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? ' +
        'Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
    );
    expect(asks.map(messageText).join('\n')).not.toMatch(/would resolve/);
  });

  it('one run a side and repetitions in one process: one question naming both; process-level runs keep theirs', () => {
    const tooFew = { id: 'compare.too-few-runs', params: { base: 1, head: 1, alpha: 0.05, needs: 4 } };
    const oneRun = atLevel('one run', 'one-run-samples', {
      metrics: { p50: metric({ method: 'within-run' }), p99: metric({ gated: true, method: 'within-run', notes: [tooFew] }) },
    });
    const printed = atLevel('printed', 'one-run-aggregates', {
      metrics: { p99: metric({ gated: true, verdict: 'inconclusive', method: 'none', runsNeeded: 4 }) },
    });
    const across = (name: string, runsNeeded: number) =>
      bench(name, {
        sampleKind: 'per-run',
        decidedBy: ['mean'],
        metrics: { mean: metric({ gated: true, verdict: 'inconclusive', ratio: 1.03, threshold: 0.05, runsNeeded }) },
      });
    const asks = sampleSizeAsk(ctx([oneRun, repeated('repeated', 12), printed, across('x', 20), across('y', 30)]));
    expect(asks.map((a) => [a.id, a.benchmark, a.params.names ?? null])).toEqual([
      ['sample-size.one-process', null, ['one run', 'repeated', 'printed']],
      ['sample-size.inconclusive', null, ['x', 'y']],
    ]);
    expect(asks[0].params.levels).toEqual(['one-run', 'in-process']);
  });

  it('benchmarks of older reports (no evidence level): one run a side is one process; several runs are process-level runs', () => {
    const { evidenceLevel: _a, ...single } = atLevel('single', 'one-run-samples');
    const { evidenceLevel: _b, ...runs } = bench('runs', {
      sampleKind: 'per-run',
      decidedBy: ['mean'],
      metrics: { mean: metric({ gated: true, verdict: 'inconclusive', ratio: 1.03, threshold: 0.05, runsNeeded: 20 }) },
    });
    expect(sampleSizeAsk(ctx([single, runs])).map((a) => [a.id, a.benchmark])).toEqual([
      ['sample-size.one-process', 'single'],
      ['sample-size.inconclusive', 'runs'],
    ]);
  });
});
