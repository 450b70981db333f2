/**
 * Constants (issue 10): counts such as allocs/op, B/op and errors are often the same number in
 * every run. Identical constants are no change; 0 → k is a change a ratio cannot express, with the
 * exact Mann–Whitney p of the complete separation; mixed zeros stay non-positive.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { RunData } from '../../src/model/types.js';
import { perOp, perRun, suiteOf, type BenchSpec } from '../helpers/build.js';

const compare = (spec: Omit<BenchSpec, 'name'>) =>
  compareSuite(suiteOf({ name: 'b', ...spec }).benchmarks, defaultSettings()).benchmarks[0];
const numbers = (m: {
  base: number | null;
  head: number | null;
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  confidence: number | null;
  pWorse: number | null;
  method: string;
  singleRun: boolean;
}) => [m.base, m.head, m.ratio, m.ciLow, m.ciHigh, m.confidence, m.pWorse, m.method, m.singleRun];
const allocs = { unit: 'allocs' };

describe('constants in per-run values (Go allocs/op)', () => {
  it('0 → 16 in 3 vs 3 runs: from-zero, no ratio, pWorse = 1/C(6, 3) = 0.05, no non-positive note', () => {
    const m = compare({ ...allocs, base: perRun([0, 0, 0]), head: perRun([16, 16, 16]) }).metrics.mean!;
    expect(m.constant).toBe('from-zero');
    expect(numbers(m)).toEqual([0, 16, null, null, null, null, 0.05, 'across-runs', false]);
    expect(m.notes).toEqual([]);
    expect(m.notEstimable).toBeUndefined();
  });

  it('16 → 0: to-zero, and for a lower-is-better count "worse" has p 1', () => {
    const m = compare({ ...allocs, base: perRun([16, 16, 16]), head: perRun([0, 0, 0]) }).metrics.mean!;
    expect(m.constant).toBe('to-zero');
    expect(numbers(m)).toEqual([16, 0, null, null, null, null, 1, 'across-runs', false]);
    expect(m.notes).toEqual([]);
  });

  it('higher is better: 0 → k is the good direction (p 1), k → 0 the bad one', () => {
    const up = compare({ unit: 'ops/s', lowerIsBetter: false, base: perRun([0, 0, 0, 0]), head: perRun([5, 7, 6, 5]) }).metrics.mean!;
    expect([up.constant, up.pWorse]).toEqual(['from-zero', 1]);
    const down = compare({ unit: 'ops/s', lowerIsBetter: false, base: perRun([5, 7, 6, 5]), head: perRun([0, 0, 0, 0]) }).metrics.mean!;
    expect([down.constant, down.pWorse]).toEqual(['to-zero', 1 / 70]);
  });

  it('unequal run counts: 2 vs 5 gives 1/C(7, 2) = 1/21; the positive values need not be equal', () => {
    const m = compare({ ...allocs, base: perRun([0, 0]), head: perRun([3, 1, 4, 1, 5]) }).metrics.mean!;
    expect(m.constant).toBe('from-zero');
    expect(m.head).toBe(3);
    expect(m.pWorse).toBeCloseTo(1 / 21, 15);
  });

  it('fewer than 2 runs on a side: from-zero without a p', () => {
    const m = compare({ ...allocs, base: perRun([0]), head: perRun([16, 16, 16]) }).metrics.mean!;
    expect(numbers(m)).toEqual([0, 16, null, null, null, null, null, 'across-runs', false]);
    expect(m.constant).toBe('from-zero');
    const one = compare({ ...allocs, base: perRun([0]), head: perRun([16]) }).metrics.mean!;
    expect(numbers(one)).toEqual([0, 16, null, null, null, null, null, 'none', true]);
    expect(one.notes).toEqual([]);
  });

  it('identical constants (16, and 0) on both sides: no change, ratio 1 with the interval [1, 1]', () => {
    for (const c of [16, 0]) {
      const m = compare({ ...allocs, base: perRun([c, c, c, c, c]), head: perRun([c, c, c]) }).metrics.mean!;
      expect(m.constant, String(c)).toBe('identical');
      expect(numbers(m), String(c)).toEqual([c, c, 1, 1, 1, 1, 1, 'across-runs', false]);
      expect(m.notes, String(c)).toEqual([]);
    }
  });

  it('one run per side keeps the single-run rule: method none for per-run values', () => {
    const m = compare({ ...allocs, base: perRun([16]), head: perRun([16]) }).metrics.mean!;
    expect(m.constant).toBe('identical');
    expect(numbers(m)).toEqual([16, 16, 1, 1, 1, 1, 1, 'none', true]);
    expect(m.notes).toEqual([]);
  });

  it('mixed zeros keep the non-positive note and no constant', () => {
    const m = compare({ ...allocs, base: perRun([0, 16, 16, 16]), head: perRun([16, 16, 16, 16]) }).metrics.mean!;
    expect(m.constant).toBeUndefined();
    expect(m.notes).toEqual([{ id: 'compare.non-positive', params: {} }]);
    expect(m.pWorse).toBeNull();
    // Negative values are not zeros: no constant either.
    const neg = compare({ unit: 'x', base: perRun([-1, -1, -1]), head: perRun([2, 2, 2]) }).metrics.mean!;
    expect(neg.constant).toBeUndefined();
    expect(neg.notes).toEqual([{ id: 'compare.non-positive', params: {} }]);
  });
});

describe('constants in per-operation data', () => {
  it('one run per side of identical samples: identical on the within-run path', () => {
    const run = (v: number) => perOp([new Float64Array(1000).fill(v)]);
    const c = compare({ unit: 'B', base: run(16), head: run(16) });
    const p90 = c.metrics.p90!;
    expect(p90.constant).toBe('identical');
    expect(numbers(p90)).toEqual([16, 16, 1, 1, 1, 1, 1, 'within-run', true]);
    expect(p90.notes).toEqual([{ id: 'compare.within-run', params: {} }]);
    expect(c.metrics.max!.method).toBe('none'); // no order-statistic path for max
    // p99.9 is still not estimable from 1,000 samples: estimability comes first.
    expect(c.metrics['p99.9']!.constant).toBeUndefined();
    expect(c.metrics['p99.9']!.notEstimable).toMatchObject({ reason: 'too-few-samples', samples: 1000 });
  });

  it('runs of one operation each (hyperfine memory, B): 0 → 16 in 3 vs 3 executions', () => {
    const ops = (values: number[]): RunData[] => values.map((value) => ({ kind: 'per-run', value, iterations: 1 }));
    const c = compare({ unit: 'B', base: ops([0, 0, 0]), head: ops([16, 16, 16]) });
    expect(c.distribution).toBe('per-op');
    for (const id of ['p50', 'min', 'max', 'mean'] as const) {
      const m = c.metrics[id]!;
      expect(m.constant, id).toBe('from-zero');
      expect(numbers(m), id).toEqual([0, 16, null, null, null, null, 0.05, 'across-runs', false]);
      expect(m.notes, id).toEqual([]);
    }
    expect(c.metrics.p90!.notEstimable).toEqual({ reason: 'too-few-samples', samples: 3, metric: 'p90', needs: 36 });
    expect(c.metrics.p90!.constant).toBeUndefined();
    // 40 vs 40 identical executions: p90 of the pooled values is identical too.
    const same = compare({ unit: 'B', base: ops(Array(40).fill(4096)), head: ops(Array(40).fill(4096)) });
    expect(same.metrics.p90!.constant).toBe('identical');
    expect(numbers(same.metrics.p90!)).toEqual([4096, 4096, 1, 1, 1, 1, 1, 'across-runs', false]);
  });
});
