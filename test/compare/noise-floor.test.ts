/** Noise floors from fixed synthetic A/A data (methodology §6.5), with exact values. */
import { describe, expect, it } from 'vitest';
import { aaLogRatios, calibrateFloors, floorOf } from '../../src/compare/noise-floor.js';
import { perOp, perRun, suiteOf } from '../helpers/build.js';

describe('floorOf: exp(quantile_0.95(|r|)) − 1 over at least 20 A/A estimates', () => {
  it('takes the Type 7 quantile of the absolute log ratios, whatever their sign', () => {
    // |r| = 0.01 … 0.20, half of them negative: h = 19 · 0.95 = 18.05 → 0.19 + 0.05 · 0.01 = 0.1905.
    const r = Array.from({ length: 20 }, (_, i) => ((i % 2 === 0 ? 1 : -1) * (i + 1)) / 100);
    expect(floorOf(r)).toBeCloseTo(Math.expm1(0.1905), 14);
    expect(floorOf(r)).toBeCloseTo(0.20985437363747564, 14);
  });

  it('gives none from fewer than 20 estimates, and 0 when every A/A ratio is 1', () => {
    expect(floorOf(Array.from({ length: 19 }, () => 0.1))).toBeUndefined();
    expect(floorOf(Array.from({ length: 25 }, () => 0))).toBe(0);
  });

  it('pairs every base run with every head run, leaving out values that are not positive and finite', () => {
    expect(aaLogRatios([100, 200], [100, 50])).toEqual([0, Math.log(0.5), Math.log(0.5), Math.log(0.25)]);
    expect(aaLogRatios([100, 0, NaN], [100, Infinity])).toEqual([0]);
  });
});

describe('calibrateFloors: per benchmark and metric', () => {
  // 5 runs per side of one commit: 25 one-run-per-side ratios; the 95th percentile of |ln r| is
  // 0.05016176973652341 (Type 7 between the 23rd and 24th of 25), so the floor is 5.1441 %.
  const base = [100, 102, 98, 101, 99];
  const head = [100, 103, 97, 100, 104];

  it('per-run values: a floor for the mean only', () => {
    const { floors, gaps } = calibrateFloors(suiteOf({ name: 'encode', base: perRun(base), head: perRun(head) }).benchmarks);
    expect(floors).toEqual({ encode: { mean: 0.051441 } });
    expect(gaps).toEqual([]);
  });

  it('per-operation runs: every metric estimable in the runs (max never), the others named as gaps', () => {
    // Each run is 10 operations scaled by the run's factor: min, p50 and mean move with the run;
    // p90 needs 36 operations per run, p99 368, p99.9 3,688.
    const ops = (c: number) => Float64Array.from({ length: 10 }, (_, k) => (k + 1) * c);
    const suite = suiteOf({ name: 'GET /', base: perOp(base.map((v) => ops(v / 100))), head: perOp(head.map((v) => ops(v / 100))) });
    const { floors, gaps } = calibrateFloors(suite.benchmarks);
    expect(floors).toEqual({ 'GET /': { min: 0.051441, p50: 0.051441, mean: 0.051441 } });
    expect(gaps).toEqual([
      { benchmark: 'GET /', metric: 'p90', reason: 'too-few-runs', estimates: 0 },
      { benchmark: 'GET /', metric: 'p99', reason: 'too-few-runs', estimates: 0 },
      { benchmark: 'GET /', metric: 'p99.9', reason: 'too-few-runs', estimates: 0 },
    ]);
  });

  it('4 runs per side (16 estimates) give no floor; runs of one operation and one-sided benchmarks get none', () => {
    const few = calibrateFloors(suiteOf({ name: 'few', base: perRun(base.slice(0, 4)), head: perRun(head.slice(0, 4)) }).benchmarks);
    expect(few).toEqual({ floors: {}, gaps: [{ benchmark: 'few', metric: 'mean', reason: 'too-few-runs', estimates: 16 }] });
    const executions = (vs: number[]) => vs.map((value) => ({ kind: 'per-run' as const, value, iterations: 1 }));
    const other = calibrateFloors(
      suiteOf({ name: 'exec', base: executions(base), head: executions(head) }, { name: 'new', base: [], head: perRun(head) }).benchmarks,
    );
    expect(other).toEqual({
      floors: {},
      gaps: [
        { benchmark: 'exec', reason: 'single-operation-runs' },
        { benchmark: 'new', reason: 'one-side-only' },
      ],
    });
  });
});
