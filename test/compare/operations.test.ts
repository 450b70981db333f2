/**
 * Runs of one operation each (hyperfine executions, `per-run` with `iterations: 1`): the values
 * across runs are a per-operation distribution, so p50 is compared across runs and the tails come
 * from the pooled executions of each side.
 */
import { messageText } from '../../src/render/messages/index.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareSuite, type BenchmarkComparison } from '../../src/compare/compare-suite.js';
import { intervalAt } from '../../src/compare/metric-compare.js';
import { hyperfine } from '../../src/formats/hyperfine.js';
import { buildSuite } from '../../src/model/build.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import type { RunData } from '../../src/model/types.js';
import { hlRatio } from '../../src/stats/index.js';
import { lognormal, perRun, rng, suiteOf } from '../helpers/build.js';
import { fixture, parsePath, parseText } from '../helpers/reader-kit.js';

const ops = (values: number[]): RunData[] => values.map((value) => ({ kind: 'per-run', value, iterations: 1 }));

async function hyperfinePair(base: string, head: string, settings: Settings = defaultSettings()): Promise<BenchmarkComparison> {
  const read = (name: string) => parsePath(hyperfine, fixture('hyperfine', name));
  const suite = buildSuite({ base: [await read(base)], head: [await read(head)] });
  expect(suite.benchmarks.map((b) => b.name)).toEqual(['sleep']);
  return compareSuite(suite.benchmarks, settings).benchmarks[0];
}

/** A fixture's successful execution times in ns, straight from its JSON (not through the reader). */
function executions(name: string): number[] {
  const r = JSON.parse(readFileSync(fixture('hyperfine', name), 'utf8')).results[0] as { times: number[]; exit_codes?: number[] };
  return r.times.filter((_, k) => (r.exit_codes?.[k] ?? 0) === 0).map((t) => t * 1e9);
}

const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** p50 across runs is the Hodges–Lehmann ratio of the executions, its columns their medians. */
function expectP50OfExecutions(p50: BenchmarkComparison['metrics']['p50'], base: string, head: string): void {
  const [a, b] = [executions(base), executions(head)];
  const hl = hlRatio(a, b, { alpha: 0.05 });
  expect([p50!.base, p50!.head]).toEqual([medianOf(a), medianOf(b)]);
  expect(p50!.ratio).toBe(hl.ratio);
  expect([p50!.ciLow, p50!.ciHigh]).toEqual([hl.lower, hl.upper]);
}

describe('hyperfine executions as runs (real hyperfine 1.15.0 output, 40 executions per side)', () => {
  it('A/A: p50 across runs has an interval containing 1; p90 needs 42 executions per side at α = 0.05', async () => {
    const c = await hyperfinePair('gen-pair-aa-base.json', 'gen-pair-aa-head.json');
    expect(c.distribution).toBe('per-op');
    expect(c.samples).toEqual({ base: 40, head: 40 });
    expect(c.smallestRun).toEqual({ base: 40, head: 40 });
    expect(c.wellResolved['p99.9']).toBe(false);
    const p50 = c.metrics.p50!;
    expect(p50.method).toBe('across-runs');
    expect(p50.singleRun).toBe(false);
    expect(p50.runs).toEqual({ base: 40, head: 40 });
    // base and head: the medians of the 40 executions (12.93 ms and 12.44 ms).
    expectP50OfExecutions(p50, 'gen-pair-aa-base.json', 'gen-pair-aa-head.json');
    expect(p50.ciLow!).toBeLessThan(1);
    expect(p50.ciHigh!).toBeGreaterThan(1);
    // 40 ≥ 36 executions: p90 is estimable, but each side's order-statistic interval at √0.95
    // needs 0.9ⁿ ≤ (1 − √0.95)/2, i.e. n ≥ 42, before its upper end is below the maximum.
    const p90 = c.metrics.p90!;
    expect(p90.method).toBe('across-runs');
    expect(p90.singleRun).toBe(false);
    expect(p90.base).not.toBeNull();
    expect(p90.ciLow).toBeNull();
    expect(p90.notes).toEqual([{ id: 'compare.too-few-runs', params: { base: 40, head: 40, alpha: 0.05, needs: 42 } }]);
    // p99 needs 368 executions per side.
    expect(c.metrics.p99!.notEstimable).toEqual({ reason: 'too-few-samples', samples: 40, metric: 'p99', needs: 368 });
    expect(c.metrics['p99.9']!.notEstimable).toEqual({ reason: 'too-few-samples', samples: 40, metric: 'p99.9', needs: 3688 });
  });

  it('A/A at α = 0.10: 40 executions suffice (35 needed) and the p90 interval contains 1', async () => {
    const c = await hyperfinePair('gen-pair-aa-base.json', 'gen-pair-aa-head.json', { ...defaultSettings(), alpha: 0.1 });
    const p90 = c.metrics.p90!;
    expect(p90.method).toBe('across-runs');
    expect(p90.confidence).toBeCloseTo(0.9, 12);
    expect(p90.ratio).toBeCloseTo(18025247.080000002 / 15995134.160000002, 12);
    expect(p90.ciLow).toBeCloseTo(0.8686815606848796, 12);
    expect(p90.ciHigh).toBeCloseTo(1.882676289784247, 12);
    expect(p90.ciLow!).toBeLessThan(1);
    expect(p90.ciHigh!).toBeGreaterThan(1);
    expect(p90.pWorse).toBeCloseTo(0.976364414206661, 8);
  });

  it('10 ms → 15 ms: p50 ratio ≈ 1.4 (process start adds ~3 ms to both) with an interval clear of +5%', async () => {
    const c = await hyperfinePair('gen-pair-aa-base.json', 'gen-pair-slow-head.json');
    const p50 = c.metrics.p50!;
    expect(p50.method).toBe('across-runs');
    expectP50OfExecutions(p50, 'gen-pair-aa-base.json', 'gen-pair-slow-head.json');
    expect(p50.ratio).toBeCloseTo(1.39, 2);
    expect(p50.ciLow!).toBeGreaterThan(1.05);
    expect(p50.pWorse!).toBeLessThan(1e-10);
    expect(c.diagnostics.benchstat).toBe('+40.63%');
    // The p90 interval of 40 executions is unbounded at α = 0.05, as in the A/A pair.
    expect(c.metrics.p90!.notes.map((n) => n.id)).toEqual(['compare.too-few-runs']);
    // Descriptive metrics of the pooled executions: no interval.
    expect(c.metrics.max!.method).toBe('none');
    expect(c.metrics.max!.ciLow).toBeNull();
    expect(c.metrics.mean!.ratio!).toBeGreaterThan(1.35);
  });
});

describe('hyperfine time and memory', () => {
  it('are two benchmarks of one command, both compared as per-operation distributions', async () => {
    const side = (scale: number) => {
      const times = Array.from({ length: 8 }, (_, k) => (10 + k) * 1e-3 * scale);
      return parseText(
        hyperfine,
        JSON.stringify({ results: [{ command: 'cmd', times, exit_codes: times.map(() => 0), memory_usage_byte: times.map(() => 4096) }] }),
      );
    };
    const suite = buildSuite({ base: [await side(1)], head: [await side(2)] });
    const [time, memory] = compareSuite(suite.benchmarks, defaultSettings()).benchmarks;
    expect([time.benchmark.name, time.benchmark.measure, time.distribution, time.samples]).toEqual([
      'cmd (time)',
      'time',
      'per-op',
      { base: 8, head: 8 },
    ]);
    expect([memory.benchmark.name, memory.benchmark.measure, memory.distribution, memory.benchmark.unit]).toEqual([
      'cmd (memory)',
      'memory',
      'per-op',
      'B',
    ]);
    expect(time.metrics.p50!.ratio).toBeCloseTo(2, 12);
    expect(memory.metrics.p50!.constant).toBe('identical');
  });
});

describe('pooled quantiles of runs of one operation, by hand', () => {
  // 50 runs per side: base 1…50 ms in a shuffled order, head 1.5× each.
  const base = Array.from({ length: 50 }, (_, k) => (((k * 7) % 50) + 1) * 1e6);
  const head = base.map((v) => v * 1.5);
  const c = compareSuite(suiteOf({ name: 'cli', base: ops(base), head: ops(head) }).benchmarks, defaultSettings()).benchmarks[0];

  it('p90: Type 7 of the pooled values, order-statistic interval across runs', () => {
    const p90 = c.metrics.p90!;
    // h = (50 − 1)·0.9 = 44.1 → x(45) + 0.1·(x(46) − x(45)) = 45.1 ms.
    expect(p90.base).toBeCloseTo(45.1e6, 6);
    expect(p90.head).toBeCloseTo(67.65e6, 6);
    expect(p90.ratio).toBeCloseTo(1.5, 12);
    // Each side at √0.95: ranks 40 … 50 of 50 (Bin(50, 0.9)), so [1.5·40/50, 1.5·50/40] = [1.2, 1.875].
    expect(p90.ciLow).toBeCloseTo(1.2, 12);
    expect(p90.ciHigh).toBeCloseTo(1.875, 12);
    expect(p90.confidence).toBeCloseTo(0.95, 12);
    expect(p90.method).toBe('across-runs');
    expect(p90.singleRun).toBe(false);
    // The smallest α whose interval clears +10%: ranks 37 … 50, tail F(36; 50, 0.9) = 0.0051538 → α = 1 − (1 − 2·tail)².
    expect(p90.pWorse!).toBeCloseTo(0.02050885523373014, 8);
    expect(p90.values).toEqual({ base, head });
    expect(p90.notes).toEqual([]);
  });

  it('recomputes the interval at another level from the pooled values (for FCR-adjusted intervals)', () => {
    expect(c.metrics.p90!.pooled).toBe(true);
    expect(intervalAt(c.metrics.p90!, 0.05)).toEqual({ lower: expect.closeTo(1.2, 12), upper: expect.closeTo(1.875, 12), coverage: 0.95 });
    // α = 0.2: ranks 41 … 49 per side → [1.5·41/49, 1.5·49/41].
    expect(intervalAt(c.metrics.p90!, 0.2)).toEqual({
      lower: expect.closeTo((1.5 * 41) / 49, 12),
      upper: expect.closeTo((1.5 * 49) / 41, 12),
      coverage: 0.8,
    });
    // α = 0.02: the upper rank would be 51 of 50, unbounded.
    expect(intervalAt(c.metrics.p90!, 0.02)).toBeNull();
    // p50 across runs is Hodges–Lehmann; descriptive metrics have no interval.
    expect(c.metrics.p50!.pooled).toBeUndefined();
    const hl = hlRatio(base, head, { alpha: 0.01 });
    expect(intervalAt(c.metrics.p50!, 0.01)).toEqual({ lower: hl.lower, upper: hl.upper, coverage: hl.coverage });
    expect(intervalAt(c.metrics.max!, 0.05)).toBeNull();
  });

  it('has no interval to recompute for constants (0 → k has no ratio) or one-run comparisons', () => {
    const zero = compareSuite(
      suiteOf({ name: 'z', unit: 'allocs', base: perRun([0, 0, 0, 0]), head: perRun([16, 16, 16, 16]) }).benchmarks,
      defaultSettings(),
    ).benchmarks[0];
    expect(zero.metrics.mean!.method).toBe('across-runs');
    expect(intervalAt(zero.metrics.mean!, 0.01)).toBeNull();
    const same = compareSuite(
      suiteOf({ name: 's', unit: 'allocs', base: perRun([3, 3, 3, 3]), head: perRun([3, 3, 3, 3]) }).benchmarks,
      defaultSettings(),
    ).benchmarks[0];
    expect(intervalAt(same.metrics.mean!, 0.01)).toBeNull();
    const once = compareSuite(suiteOf({ name: 'o', base: ops([10]), head: ops([12]) }).benchmarks, defaultSettings()).benchmarks[0];
    expect(intervalAt(once.metrics.p50!, 0.05)).toBeNull();
  });

  it('p50 is the Hodges–Lehmann ratio across runs, base and head the medians of the run values', () => {
    const p50 = c.metrics.p50!;
    expect(p50.base).toBe(25.5e6);
    expect(p50.head).toBe(38.25e6);
    expect(p50.ratio).toBeCloseTo(1.5, 12);
    expect(p50.method).toBe('across-runs');
  });

  it('min, max and mean are descriptive: the pooled values, their ratio, no interval', () => {
    for (const [id, b, h] of [
      ['min', 1e6, 1.5e6],
      ['max', 50e6, 75e6],
      ['mean', 25.5e6, 38.25e6],
    ] as const) {
      const m = c.metrics[id]!;
      expect([m.base, m.head, m.method, m.ciLow, m.ciHigh, m.pWorse], id).toEqual([b, h, 'none', null, null, null]);
      expect(m.ratio, id).toBeCloseTo(1.5, 12);
    }
  });

  it('p99 and p99.9 are not estimable from 50 runs: the runs needed', () => {
    expect(c.metrics.p99!.notes).toEqual([
      { id: 'compare.not-estimable', params: { reason: 'too-few-samples', samples: 50, metric: 'p99', needs: 368, pooled: true } },
    ]);
    expect(c.metrics.p99!.base).toBeNull();
    // Worded as runs, not as samples of one run.
    expect(messageText(c.metrics.p99!.notes[0])).toBe(
      'Not estimable: 50 runs of one operation each; a 95% interval for p99 needs ≥ 368 runs per side.',
    );
  });

  it('names the side that is short', () => {
    const few = compareSuite(suiteOf({ name: 'cli', base: ops(base), head: ops(head.slice(0, 30)) }).benchmarks, defaultSettings())
      .benchmarks[0];
    expect(few.metrics.p90!.notEstimable).toEqual({ reason: 'too-few-samples', samples: 30, metric: 'p90', needs: 36 });
  });

  it('p99.9 is well resolved only from 10,000 runs per side', () => {
    const big = (n: number) =>
      compareSuite(
        suiteOf({
          name: 'big',
          base: ops(Array.from({ length: n }, (_, k) => 1000 + k)),
          head: ops(Array.from({ length: n }, (_, k) => 1000 + k)),
        }).benchmarks,
        defaultSettings(),
      ).benchmarks[0];
    const estimable = big(3688);
    expect(estimable.metrics['p99.9']!.notEstimable).toBeUndefined();
    expect(estimable.wellResolved['p99.9']).toBe(false);
    expect(estimable.smallestRun).toEqual({ base: 3688, head: 3688 });
    expect(big(10_000).wellResolved['p99.9']).toBe(true);
  });
});

describe('which per-run data is a per-operation distribution', () => {
  it('only runs that are all one operation; Go-style aggregates keep the per-run centre only', () => {
    const kinds = (base: RunData[], head: RunData[]) => {
      const c = compareSuite(suiteOf({ name: 'b', base, head }).benchmarks, defaultSettings()).benchmarks[0];
      return [c.distribution, Object.keys(c.metrics).sort()];
    };
    const values = [10, 11, 12, 13, 14, 15];
    expect(kinds(ops(values), ops(values))).toEqual(['per-op', ['max', 'mean', 'min', 'p50', 'p90', 'p99', 'p99.9']]);
    const aggregates = values.map((value): RunData => ({ kind: 'per-run', value, iterations: 1000 }));
    expect(kinds(aggregates, aggregates)).toEqual(['per-run', ['mean']]);
    const unknown = values.map((value): RunData => ({ kind: 'per-run', value }));
    expect(kinds(unknown, unknown)).toEqual(['per-run', ['mean']]);
    // One run of unknown size among executions: not a distribution of operations.
    expect(kinds(ops(values), [...ops(values.slice(1)), unknown[0]])).toEqual(['per-run', ['mean']]);
  });

  it('one execution per side: the one-run rule, no tails', () => {
    const c = compareSuite(suiteOf({ name: 'once', base: ops([10]), head: ops([12]) }).benchmarks, defaultSettings()).benchmarks[0];
    expect(c.metrics.p50!.singleRun).toBe(true);
    expect(c.metrics.p50!.notes).toEqual([{ id: 'compare.one-run-no-interval', params: { needs: 4 } }]);
    expect(c.metrics.max!.singleRun).toBe(true);
    expect(c.metrics.max!.ratio).toBeCloseTo(1.2, 12);
    expect(c.metrics.p90!.notEstimable).toEqual({ reason: 'too-few-samples', samples: 1, metric: 'p90', needs: 36 });
  });

  it('mixed zeros among executions cannot be compared as ratios', () => {
    const c = compareSuite(
      suiteOf({ name: 'true', base: ops([0, 1, 2, 0, 3, 1]), head: ops([1, 1, 2, 0, 3, 1]) }).benchmarks,
      defaultSettings(),
    ).benchmarks[0];
    expect(c.metrics.p50!.notes).toEqual([{ id: 'compare.non-positive' }].map((m) => ({ ...m, params: {} })));
    expect(c.metrics.p50!.constant).toBeUndefined();
    expect(c.metrics.min!.notes).toEqual([{ id: 'compare.non-positive', params: {} }]);
    expect(c.metrics.min!.ratio).toBeNull();
  });
});

describe('diagnostics of runs of one operation', () => {
  it('tests the shape on the pooled executions: a second mode in head is seen', () => {
    const r = rng(61);
    const base = Array.from(lognormal(r, 400, 10e6, 0.05));
    // Half of head's executions take a slow path three times as long.
    const head = Array.from(lognormal(r, 400, 10e6, 0.05, (x) => (r() < 0.5 ? x * 3 : x)));
    const d = compareSuite(suiteOf({ name: 'cli', base: ops(base), head: ops(head) }).benchmarks, defaultSettings()).benchmarks[0]
      .diagnostics;
    expect(d.shapeChanged!.d).toBeGreaterThanOrEqual(0.1);
    expect(d.multimodal!.head).toBeGreaterThan(3.2);
    expect(d.multimodal!.base).toBeNull();
    expect(d.runVariance).toBeNull(); // one value per run: no within-run spread to compare with
    expect(d.benchstat).not.toBe('~');
  });

  it('stays quiet when both sides have one mode', () => {
    const r = rng(62);
    const d = compareSuite(
      suiteOf({ name: 'cli', base: ops(Array.from(lognormal(r, 400, 10e6, 0.05))), head: ops(Array.from(lognormal(r, 400, 10e6, 0.05))) })
        .benchmarks,
      defaultSettings(),
    ).benchmarks[0].diagnostics;
    expect(d.shapeChanged).toBeNull();
    expect(d.multimodal).toBeNull();
  });
});
