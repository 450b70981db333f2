/**
 * Resolution-aware quantiles (issue 12): tools that print in fixed steps (autocannon's whole
 * milliseconds) give per-run quantiles of 0 or one step. Such a value is interval-censored in
 * [0, step]: compared as the step itself, with the threshold raised to one step's relative size.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { censorAtResolution } from '../../src/compare/metric-compare.js';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { RunData } from '../../src/model/types.js';
import { messageText } from '../../src/render/messages/index.js';
import { suiteOf } from '../helpers/build.js';
import { reviewOf } from '../review/review-of.js';

const MS = 1e6;

/** One autocannon-like run: p50, p90, p99 and min/max/mean printed in whole ms (ns here). */
function run(p99Ms: number, step: number | null = MS, p50Ms = 1, meanMs = 1.37): RunData {
  return {
    kind: 'percentiles',
    points: [
      { p: 0.5, value: p50Ms * MS },
      { p: 0.9, value: 2 * MS },
      { p: 0.99, value: p99Ms * MS },
    ],
    count: 40_000,
    min: 0,
    max: 27 * MS,
    mean: meanMs * MS,
    ...(step === null ? {} : { printResolution: step }),
  };
}

const cycle = (values: number[], n: number): number[] => Array.from({ length: n }, (_, i) => values[i % values.length]);
// 30 runs per side; base p99 ≈ 3 ms with one run printing 0 (sub-millisecond), head p99 ≈ 6 ms.
const BASE_P99 = [0, ...cycle([2, 3, 4, 3, 5, 2, 3], 29)];
const HEAD_P99 = cycle([5, 6, 7, 8, 6, 5, 7], 30);

describe('censorAtResolution', () => {
  it('replaces values at or below the step by the step and keeps the others', () => {
    expect(censorAtResolution([0, 0.4, 1, 1.5, 3], 1)).toEqual([1, 1, 1, 1.5, 3]);
    expect(censorAtResolution([0, 2], 0)).toEqual([0, 2]);
  });
});

describe('per-run quantiles at a 1 ms print resolution (autocannon, 30 runs per side)', () => {
  const suite = (step: number | null) =>
    suiteOf({ name: 'GET /', base: BASE_P99.map((v) => run(v, step)), head: HEAD_P99.map((v) => run(v, step)) });

  it('compares a run whose p99 printed 0 as 1 ms: a finite interval, the threshold raised to one step', () => {
    const m = compareSuite(suite(MS).benchmarks, defaultSettings()).benchmarks[0].metrics.p99!;
    expect(m.method).toBe('across-runs');
    expect(m.values.base[0]).toBe(MS);
    expect(m.printResolution).toEqual({ resolution: MS, censored: { base: 1, head: 0 } });
    expect([m.base, m.head, m.ratio]).toEqual([3 * MS, 6 * MS, 2]);
    expect([m.ciLow, m.ciHigh]).toEqual([7 / 4, 5 / 2]);
    // One step at the compared values: 1 ms / 3 ms (the smaller median).
    expect(m.threshold).toBe(1 / 3);
    expect(m.notes).toEqual([message('compare.resolution-raised', { resolution: MS, threshold: 1 / 3, raised: true, censored: 1 })]);
  });

  it('gives a verdict: a regression that fails the check, not neutral because of the zero', () => {
    const report = reviewOf(suite(MS), defaultSettings());
    expect(report.benchmarks[0].metrics.p99!.verdict).toBe('regression');
    expect(report.status).toBe('fail');
  });

  it('without a print resolution the zero still breaks the ratio (the behaviour this fixes)', () => {
    const m = compareSuite(suite(null).benchmarks, defaultSettings()).benchmarks[0].metrics.p99!;
    expect([m.ciLow, m.ciHigh, m.threshold]).toEqual([null, null, 0.15]);
    expect(m.notes).toEqual([message('compare.non-positive')]);
  });

  it('leaves the mean alone: it is computed, not printed in the tool steps', () => {
    const m = compareSuite(suite(MS).benchmarks, defaultSettings()).benchmarks[0].metrics.mean!;
    expect(m.printResolution).toBeUndefined();
    expect([m.threshold, m.notes]).toEqual([0.05, []]);
  });
});

describe('the threshold in force with a print resolution', () => {
  const compare = (base: number[], head: number[], step = MS) =>
    compareSuite(
      suiteOf({ name: 'b', base: base.map((v) => run(v, step)), head: head.map((v) => run(v, step)) }).benchmarks,
      defaultSettings(),
    ).benchmarks[0].metrics.p99!;

  it('keeps the configured threshold when one step is smaller, and still says a run was censored', () => {
    const m = compare([0, 20, 21, 19, 20, 22], [20, 21, 20, 19, 22, 21]);
    expect(m.threshold).toBe(0.15);
    expect(m.printResolution).toEqual({ resolution: MS, censored: { base: 1, head: 0 } });
    expect(m.notes).toEqual([message('compare.resolution-raised', { resolution: MS, threshold: 0.15, raised: false, censored: 1 })]);
  });

  it('says nothing when no run is censored and one step is below the threshold', () => {
    const m = compare([20, 21, 19, 20, 22, 20], [20, 21, 20, 19, 22, 21]);
    expect(m.printResolution).toEqual({ resolution: MS, censored: { base: 0, head: 0 } });
    expect([m.threshold, m.notes]).toEqual([0.15, []]);
  });

  it('every run at or below one step on both sides: identical at the step, threshold 100%', () => {
    const m = compare([0, 1, 0, 0], [1, 0, 1, 1]);
    expect([m.constant, m.ratio, m.base, m.head, m.threshold]).toEqual(['identical', 1, MS, MS, 1]);
  });

  it('0 → 5 ms is a ratio against one step, not a change from zero', () => {
    const m = compare([0, 0, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5]);
    expect(m.constant).toBeUndefined();
    expect(m.ratio).toBeCloseTo(5, 12);
    expect([m.ciLow, m.ciHigh, m.threshold]).toEqual([5, 5, 1]);
  });

  it('uses the coarsest step of the runs', () => {
    const m = compare([2, 2, 3, 2, 3, 2], [2, 3, 2, 3, 2, 2], 0.1 * MS);
    expect(m.threshold).toBe(0.15);
    const coarse = compareSuite(
      suiteOf({
        name: 'b',
        base: [2, 2, 3, 2, 3, 2].map((v, i) => run(v, i === 0 ? 4 * MS : 0.1 * MS)),
        head: [2, 3, 2, 3, 2, 2].map((v) => run(v, 0.1 * MS)),
      }).benchmarks,
      defaultSettings(),
    ).benchmarks[0].metrics.p99!;
    expect(coarse.printResolution?.resolution).toBe(4 * MS);
  });
});

describe('compare.resolution-raised, worded', () => {
  it('says the step, the threshold and the censored runs', () => {
    expect(messageText(message('compare.resolution-raised', { resolution: MS, threshold: 1 / 3, raised: true, censored: 1 }))).toBe(
      'Threshold raised to 33.3%: the tool prints these values in steps of 1 ms, one step at the compared values (smaller changes are rounding). 1 run at or below 1 ms counted as 1 ms (the true value lies between 0 and 1 ms).',
    );
    expect(messageText(message('compare.resolution-raised', { resolution: 1e5, threshold: 0.15, raised: false, censored: 2 }))).toBe(
      '2 runs at or below 100 µs counted as 100 µs (the true value lies between 0 and 100 µs).',
    );
    expect(messageText(message('compare.resolution-raised', { resolution: 1e3, threshold: 0.5 }))).toBe(
      'Threshold raised to 50.0%: the tool prints these values in steps of 1 µs, one step at the compared values (smaller changes are rounding).',
    );
  });
});
