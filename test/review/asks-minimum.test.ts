/**
 * "min got 85 % worse — why?" (issue 25 item 6): the minimum is asked about only where it is
 * estimable (a run large enough that its minimum is not one lucky draw, asks/ask.ts minEstimable),
 * and the follow-up says what the median did: worse too → "is a fixed cost added to every
 * operation?"; better → the fastest path got slower while the typical one got faster, so which fast
 * path changed. Generated data: a fast path (the lowest 5 %, or 10 % for runs of ten) that got
 * slower, with the rest of the distribution better or worse.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import { MIN_ESTIMABLE_SAMPLES } from '../../src/review/asks/ask.js';
import { buildReport, decide, profileTargets, type Report } from '../../src/review/index.js';
import { perOp, rng, suiteOf } from '../helpers/build.js';

/** A quantile function through the points [level, value], linear between them. */
type Shape = ReadonlyArray<readonly [number, number]>;
const at = (shape: Shape, u: number): number => {
  for (let i = 1; i < shape.length; i++) {
    const [u0, v0] = shape[i - 1];
    const [u1, v1] = shape[i];
    if (u <= u1) return v0 + ((v1 - v0) * (u - u0)) / (u1 - u0);
  }
  return shape[shape.length - 1][1];
};

/** `runs` runs of `n` operations drawn from `shape` (one draw per n-th of the levels), each run ±1 % off the next. */
function runsOf(shape: Shape, n: number, runs: number, seed: number): Float64Array[] {
  const r = rng(seed);
  return Array.from({ length: runs }, () => {
    const jitter = 1 + (r() - 0.5) * 0.02;
    return Float64Array.from({ length: n }, (_, i) => at(shape, (i + r()) / n) * jitter);
  });
}

/** The lowest 5 % is a fast path of 100–150 µs; the typical operation takes 1 ms. */
const BASE: Shape = [
  [0, 100],
  [0.05, 150],
  [0.06, 700],
  [0.5, 1000],
  [0.9, 1500],
  [0.99, 3000],
  [1, 5000],
];
/** The fast path slower (min +86 %), the typical operation and the tail faster (p50 −6.6 %, p99 −20 %). */
const FAST_PATH_SLOWER: Shape = [
  [0, 186],
  [0.05, 250],
  [0.06, 700],
  [0.5, 934],
  [0.9, 1350],
  [0.99, 2400],
  [1, 4000],
];
/** The fast path and the typical operation slower (min +86 %, p50 +8 %), the tail faster (p99 −20 %). */
const ALL_SLOWER_BUT_TAIL: Shape = [
  [0, 186],
  [0.05, 250],
  [0.06, 760],
  [0.5, 1080],
  [0.9, 1500],
  [0.99, 2400],
  [1, 4000],
];

function review(base: Shape, head: Shape, n: number, runs: number): { report: Report; targets: string[] } {
  const suite = suiteOf({ name: 'op', unit: 'µs', base: perOp(runsOf(base, n, runs, 1)), head: perOp(runsOf(head, n, runs, 2)) });
  const d = decide(compareSuite(suite.benchmarks, defaultSettings()));
  return { report: buildReport(d, suite), targets: profileTargets(d) };
}

const lowEnd = (r: Report) => r.asks.filter((a) => a.kind === 'distribution' || a.kind === 'profile');

describe('the minimum asked about only where it is estimable, in the words of what the median did', () => {
  it('400 samples a run: min worse while p50 improved asks which fast path changed, not about a fixed cost', () => {
    expect(400).toBeGreaterThanOrEqual(MIN_ESTIMABLE_SAMPLES);
    const { report } = review(BASE, FAST_PATH_SLOWER, 400, 10);
    const b = report.benchmarks[0];
    expect([b.metrics.min!.verdict, b.metrics.p50!.verdict, b.metrics.p99!.verdict]).toEqual(['regression', 'improvement', 'improvement']);
    const asks = report.asks.filter((a) => a.kind === 'distribution');
    expect(asks.map((a) => [a.id, a.params.p50Improved, a.params.better])).toEqual([['distribution.fast-path', true, 'p99']]);
    const text = messageText(asks[0]);
    expect(text).toMatch(
      /^min got worse \+8\d\.\d% while p50 improved −6\.\d% and p99 improved −\d+\.\d%: the fastest operations got slower while the typical one got faster\. Which fast path changed/,
    );
    expect(text).not.toMatch(/fixed cost/);
  });

  it('400 samples a run: min and p50 both worse asks whether a fixed cost is added to every operation', () => {
    const { report } = review(BASE, ALL_SLOWER_BUT_TAIL, 400, 10);
    const b = report.benchmarks[0];
    expect([b.metrics.min!.verdict, b.metrics.p50!.verdict, b.metrics.p99!.verdict]).toEqual(['regression', 'regression', 'improvement']);
    const asks = report.asks.filter((a) => a.kind === 'distribution');
    expect(asks.map((a) => [a.id, a.params.worse, a.params.alsoWorse, a.params.better])).toEqual([
      ['distribution.fixed-cost', 'min', 'p50', 'p99'],
    ]);
    expect(messageText(asks[0])).toMatch(
      /^p99 improved −\d+\.\d% but min got worse \+8\d\.\d% and p50 \+\d\.\d%: the fastest and the typical operations got slower while the slowest got faster\. Is a fixed cost added to every operation\?$/,
    );
  });

  it('10 requests a run (10 runs a side): a min +74 % is one draw of ten, so no question and no profile about it', () => {
    // The fast path is the lowest 10 %, so each run's minimum of ten lands in it: the minimum "regressed" for sure.
    const base: Shape = [
      [0, 100],
      [0.1, 150],
      [0.11, 700],
      [0.5, 1000],
      [1, 1500],
    ];
    const head: Shape = [
      [0, 186],
      [0.1, 250],
      [0.11, 700],
      [0.5, 900],
      [1, 1400],
    ];
    const { report, targets } = review(base, head, 10, 10);
    const b = report.benchmarks[0];
    expect(b.changeConfirmed).toBe(true);
    expect([b.metrics.min!.verdict, b.metrics.p50!.verdict]).toEqual(['regression', 'improvement']);
    expect(lowEnd(report)).toEqual([]);
    expect(targets).toEqual([]);
  });
});
