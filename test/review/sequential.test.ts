/**
 * `runs: auto` as a pure policy: the planned looks, the levels they spend (methodology §6.6) and
 * the step after each look. Boundary values are checked against the published constants (Pocock
 * 1977: 0.0158 per look for 5 equally spaced looks at 0.05; the O'Brien–Fleming levels of §6.6).
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { message } from '../../src/model/message.js';
import { defaultSettings, type MetricId } from '../../src/model/settings.js';
import type { GateDecision, MetricDecision, Verdict } from '../../src/review/gate.js';
import { decide } from '../../src/review/index.js';
import { crossingProbability, lookSettings, nextStep, nominalLevels, planLooks, undecidedMetrics } from '../../src/review/sequential.js';
import { perRun, suiteOf } from '../helpers/build.js';

const EQUAL5 = [1, 2, 3, 4, 5];
const LOOKS = [6, 10, 15, 20, 30];

describe('the levels spent across looks', () => {
  it('Pocock: one level per look whose crossing probability is the overall level (0.0158 for 5 equal looks at 0.05)', () => {
    const eq = nominalLevels(EQUAL5, 0.05, 'pocock');
    expect(eq[0]).toBeCloseTo(0.0158142, 7);
    expect(new Set(eq).size).toBe(1);
    expect(nominalLevels([1, 2], 0.05, 'pocock')[0]).toBeCloseTo(0.0293858, 7);
    // The default looks 6, 10, 15, 20, 30 are not equally spaced: a slightly lower constant level.
    const plan = planLooks({ alpha: 0.05, q: 0.05 });
    expect(plan.looks).toEqual(LOOKS);
    expect(plan.alphas[0]).toBeCloseTo(0.0155205, 7);
    expect(plan.qs).toEqual(plan.alphas);
    expect(crossingProbability(plan.looks, plan.alphas)).toBeCloseTo(0.05, 9);
  });

  it("O'Brien–Fleming: the nominal levels of methodology §6.6 for 5 equal looks, combining to the overall level", () => {
    const eq = nominalLevels(EQUAL5, 0.05, 'obrien-fleming');
    expect(eq.map((a) => Number(a.toPrecision(2)))).toEqual([0.0000051, 0.0013, 0.0084, 0.023, 0.041]);
    expect(crossingProbability(EQUAL5, eq)).toBeCloseTo(0.05, 9);
    const plan = planLooks({ alpha: 0.05, q: 0.05 }, { spending: 'obrien-fleming' });
    expect(plan.alphas.map((a) => Number(a.toPrecision(3)))).toEqual([0.00000685, 0.000493, 0.00444, 0.0137, 0.0443]);
    expect(crossingProbability(LOOKS, plan.alphas)).toBeCloseTo(0.05, 9);
  });

  it('Bonferroni: α/K per look, summing exactly to α; its true crossing probability is lower', () => {
    const plan = planLooks({ alpha: 0.05, q: 0.05 }, { spending: 'bonferroni' });
    expect(plan.alphas).toEqual([0.01, 0.01, 0.01, 0.01, 0.01]);
    expect(plan.alphas.reduce((s, a) => s + a, 0)).toBeCloseTo(0.05, 15);
    expect(crossingProbability(LOOKS, plan.alphas)).toBeCloseTo(0.033336, 6);
  });

  it('naive peeking at 0.05 every look crosses far more often than 0.05 (methodology §6.6: 0.141 simulated)', () => {
    expect(crossingProbability(LOOKS, [0.05, 0.05, 0.05, 0.05, 0.05])).toBeCloseTo(0.14378, 5);
    // One look spends everything: a fixed design.
    expect(crossingProbability([10], [0.05])).toBe(0.05);
  });

  it('spends q for Benjamini–Hochberg on its own boundary when q differs from α', () => {
    const plan = planLooks({ alpha: 0.05, q: 0.1 });
    expect(plan.alphas[0]).toBeCloseTo(0.0155205, 7);
    expect(plan.qs[0]).toBeCloseTo(nominalLevels(LOOKS, 0.1, 'pocock')[0], 15);
    expect(crossingProbability(LOOKS, plan.qs)).toBeCloseTo(0.1, 9);
  });
});

describe('the planned looks', () => {
  it('drops looks at or beyond the cap and ends at the cap', () => {
    expect(planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 12 }).looks).toEqual([6, 10, 12]);
    expect(planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 40 }).looks).toEqual([6, 10, 15, 20, 30, 40]);
    expect(planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 20, looks: [4, 8] }).looks).toEqual([4, 8, 20]);
  });

  it('a cap at or below the first look is a fixed design at the full levels', () => {
    const plan = planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 5 });
    expect(plan).toEqual({ looks: [5], spending: 'pocock', alpha: 0.05, q: 0.05, alphas: [0.05], qs: [0.05], noChange: 'nominal' });
    expect(planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 6 }).looks).toEqual([6]);
  });

  it('refuses a cap or looks that are not ascending whole numbers', () => {
    expect(() => planLooks({ alpha: 0.05, q: 0.05 }, { maxRuns: 0 })).toThrow('maxRuns must be a whole number ≥ 1, got 0');
    expect(() => planLooks({ alpha: 0.05, q: 0.05 }, { looks: [6, 6, 10] })).toThrow(
      'looks must be ascending whole numbers ≥ 1, got 6, 6, 10',
    );
    expect(() => nominalLevels(LOOKS, 0, 'pocock')).toThrow('alpha must be in (0, 1), got 0');
  });

  it('lookSettings runs a look at its level and Benjamini–Hochberg level, keeping every other setting', () => {
    const settings = { ...defaultSettings(), failOn: 'any' as const };
    const plan = planLooks(settings, { spending: 'bonferroni' });
    const s = lookSettings(settings, 2, plan);
    expect(s).toEqual({ ...settings, alpha: 0.01, q: 0.01 });
    expect(settings.alpha).toBe(0.05);
    expect(() => lookSettings(settings, 5, plan)).toThrow('look must be 0…4, got 5');
  });
});

/** A constructed decision: benchmark name → gated metrics and their verdicts. */
function decision(
  benchmarks: Record<
    string,
    Array<{
      metric: MetricId;
      verdict: Verdict;
      confirmed?: boolean;
      gated?: boolean;
      notes?: string[];
      notEstimable?: boolean;
      pooled?: boolean;
    }>
  >,
): GateDecision {
  return {
    benchmarks: Object.entries(benchmarks).map(([name, ms]) => ({
      benchmark: { name },
      metrics: Object.fromEntries(
        ms.map((m): [MetricId, Partial<MetricDecision>] => [
          m.metric,
          {
            metric: m.metric,
            gated: m.gated ?? true,
            verdict: m.verdict,
            confirmed: m.confirmed ?? false,
            comparison: {
              notes: (m.notes ?? []).map((id) => message(id, {})),
              ...(m.notEstimable
                ? {
                    notEstimable: m.pooled
                      ? { reason: 'too-few-samples', samples: 20, metric: m.metric, needs: 36 }
                      : { reason: 'no-value' },
                  }
                : {}),
              ...(m.pooled ? { pooled: true } : {}),
            } as MetricDecision['comparison'],
          },
        ]),
      ),
    })),
  } as unknown as GateDecision;
}

describe('the step after a look', () => {
  const plan = planLooks({ alpha: 0.05, q: 0.05 });

  it('stops when every gated metric is a confirmed regression, an improvement or no change', () => {
    const d = decision({
      a: [
        { metric: 'p90', verdict: 'no-change' },
        { metric: 'p99', verdict: 'regression', confirmed: true },
        { metric: 'p50', verdict: 'inconclusive', gated: false },
      ],
      b: [{ metric: 'mean', verdict: 'improvement' }],
    });
    expect(nextStep(d, 0, plan)).toEqual({ stop: true, why: 'decided', undecided: [] });
    // Decided at the cap is decided, not capped.
    expect(nextStep(d, 4, plan)).toEqual({ stop: true, why: 'decided', undecided: [] });
  });

  it('goes on to the next look naming what is undecided: inconclusive, unconfirmed, too few runs for an interval', () => {
    const d = decision({
      a: [
        { metric: 'p90', verdict: 'inconclusive' },
        { metric: 'p99', verdict: 'regression', confirmed: false },
      ],
      b: [
        { metric: 'p90', verdict: 'insufficient-data', notes: ['compare.too-few-runs'] },
        { metric: 'p99', verdict: 'no-change' },
      ],
      // More runs cannot make a quantile estimable from too few samples per run: it does not hold the looks.
      c: [{ metric: 'p99', verdict: 'insufficient-data', notes: ['compare.not-estimable'], notEstimable: true }],
      // Runs of one operation each (hyperfine, fail-on tail): 20 runs cannot give a p90, 36 can.
      d: [{ metric: 'p90', verdict: 'insufficient-data', notes: ['compare.not-estimable'], notEstimable: true, pooled: true }],
    });
    const undecided = [
      { benchmark: 'a', metric: 'p90' },
      { benchmark: 'a', metric: 'p99' },
      { benchmark: 'b', metric: 'p90' },
      { benchmark: 'd', metric: 'p90' },
    ];
    expect(undecidedMetrics(d)).toEqual(undecided);
    expect(nextStep(d, 0, plan)).toEqual({ stop: false, nextRuns: 10, undecided });
    expect(nextStep(d, 3, plan)).toEqual({ stop: false, nextRuns: 30, undecided });
  });

  it('stops at the cap with what is still undecided', () => {
    const d = decision({ a: [{ metric: 'p99', verdict: 'inconclusive' }] });
    expect(nextStep(d, 4, plan)).toEqual({ stop: true, why: 'cap', undecided: [{ benchmark: 'a', metric: 'p99' }] });
    expect(() => nextStep(d, 5, plan)).toThrow('look must be 0…4, got 5');
  });

  it('stops for the budget when it is spent or the next look would not fit in it', () => {
    const budgeted = planLooks({ alpha: 0.05, q: 0.05 }, { maxMinutes: 20 });
    const d = decision({ a: [{ metric: 'p99', verdict: 'inconclusive' }] });
    const undecided = [{ benchmark: 'a', metric: 'p99' }];
    expect(nextStep(d, 1, budgeted, { minutes: 20 })).toEqual({ stop: true, why: 'budget', undecided });
    // 10 → 15 runs per side at 1 minute per run on each side: 15 + 5 = 20 fits, 16 + 5 does not.
    expect(nextStep(d, 1, budgeted, { minutes: 15, minutesPerRun: 1 })).toEqual({ stop: false, nextRuns: 15, undecided });
    expect(nextStep(d, 1, budgeted, { minutes: 16, minutesPerRun: 1 })).toEqual({ stop: true, why: 'budget', undecided });
    // Without a budget, time does not stop the looks.
    expect(nextStep(d, 1, plan, { minutes: 1000, minutesPerRun: 100 })).toEqual({ stop: false, nextRuns: 15, undecided });
  });

  it("decides a look through the real pipeline at the look's levels", () => {
    const base = [100, 101, 99, 100.5, 99.5, 100.2];
    const suite = suiteOf(
      { name: 'same', base: perRun(base), head: perRun(base.map((v) => v * 1.002)) },
      { name: 'slower', base: perRun(base), head: perRun(base.map((v) => v * 1.3)) },
      { name: 'noisy', base: perRun(base), head: perRun([100, 112, 95, 108, 103, 110]) },
    );
    const settings = lookSettings(defaultSettings(), 0, plan);
    const d = decide(compareSuite(suite.benchmarks, settings));
    expect(d.benchmarks.map((b) => b.metrics.mean!.verdict)).toEqual(['no-change', 'regression', 'inconclusive']);
    // 6 against 6 completely separated: 2·p = 2/924 ≤ q_1 = 0.0155 (Benjamini–Hochberg over 3 metrics).
    expect(d.benchmarks[1].metrics.mean!.confirmed).toBe(true);
    expect(nextStep(d, 0, plan)).toEqual({ stop: false, nextRuns: 10, undecided: [{ benchmark: 'noisy', metric: 'mean' }] });
  });

  it("stops for no change on the interval at the overall level (no α is spent on it), unless told to use the look's level", () => {
    const base = [100, 101, 99, 100.5, 99.5, 100.2];
    const head = [101, 103, 99, 104, 102, 100.5].map((v) => v * 1.012);
    const suite = suiteOf({ name: 'close', base: perRun(base), head: perRun(head) });
    const d = decide(compareSuite(suite.benchmarks, lookSettings(defaultSettings(), 0, plan)));
    const mean = d.benchmarks[0].metrics.mean!;
    // At the look's level (98.4 %) the interval reaches past +5 %; at 95 % it stays inside ±5 %.
    expect([mean.verdict, mean.ciHigh! > 1.05]).toEqual(['inconclusive', true]);
    expect(d.status).toBe('pass');
    expect(nextStep(d, 0, plan)).toEqual({ stop: true, why: 'decided', undecided: [] });
    const strict = planLooks(defaultSettings(), { noChange: 'look' });
    expect(nextStep(d, 0, strict)).toEqual({ stop: false, nextRuns: 10, undecided: [{ benchmark: 'close', metric: 'mean' }] });
  });
});
