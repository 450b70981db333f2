/**
 * compare/ measures, review/ decides: compare's output is numbers and notes as data, and the gate
 * (which metrics gate, verdicts, Benjamini–Hochberg, FCR-adjusted intervals, the status), the
 * profile targets and the profile ask are decided in review/ from those numbers alone.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { message } from '../../src/model/message.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import { linkProfiles } from '../../src/review/asks/profile.js';
import { policyGates, verdictOf } from '../../src/review/gate.js';
import { decide, profileTargets, worthSaying, type Ask } from '../../src/review/index.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reviewOf } from './review-of.js';

const settings = (over: Partial<Settings> = {}): Settings => ({ ...defaultSettings(), ...over });

describe('the gate policy', () => {
  it('gates on what the data has: tail quantiles of per-op data, the per-run mean of per-run data (auto); never min or max', () => {
    const auto = settings();
    const tail = settings({ failOn: 'tail' });
    const any = settings({ failOn: 'any' });
    const never = settings({ failOn: 'never' });
    const ids = ['min', 'p50', 'p90', 'p99', 'max', 'mean'] as const;
    expect(ids.map((m) => policyGates(m, 'per-op', auto, true))).toEqual([false, false, true, true, false, false]);
    // No tail quantile estimable (hyperfine with 10 executions): auto gates the median instead.
    expect(ids.map((m) => policyGates(m, 'per-op', auto, false, false))).toEqual([false, true, false, false, false, false]);
    expect([policyGates('p99.9', 'per-op', auto, true), policyGates('p99.9', 'per-op', auto, false)]).toEqual([true, false]);
    expect(ids.map((m) => policyGates(m, 'per-run', auto, false))).toEqual([false, false, false, false, false, true]);
    // tail: as before — per-run data does not gate, and the median never replaces the tail.
    expect(ids.map((m) => policyGates(m, 'per-op', tail, true, false))).toEqual([false, false, true, true, false, false]);
    expect(policyGates('mean', 'per-run', tail, false)).toBe(false);
    // any: the centre for everyone; the per-operation mean still never gates.
    expect(ids.map((m) => policyGates(m, 'per-op', any, true))).toEqual([false, true, true, true, false, false]);
    expect(policyGates('mean', 'per-run', any, false)).toBe(true);
    // never reports what auto would gate, without failing.
    expect([policyGates('p99', 'per-op', never, false), policyGates('mean', 'per-run', never, false)]).toEqual([true, true]);
  });

  it('judges an interval against the threshold band, oriented so that worse is a regression', () => {
    expect(verdictOf(1.2, 1.16, 1.25, 0.15, true)).toBe('regression');
    expect(verdictOf(0.8, 0.75, 0.85, 0.15, true)).toBe('improvement');
    expect(verdictOf(1.0, 0.9, 1.1, 0.15, true)).toBe('no-change');
    expect(verdictOf(1.1, 0.95, 1.3, 0.15, true)).toBe('inconclusive');
    // Throughput: fewer ops/s is worse.
    expect(verdictOf(0.8, 0.75, 0.85, 0.15, false)).toBe('regression');
    expect(verdictOf(1.2, 1.0, Infinity, 0.15, true)).toBe('insufficient-data');
  });
});

describe('compare/ measures, review/ decides', () => {
  const TB = [12.1, 12.4, 11.9, 12.8, 12.2, 13.0];
  const TH = [13.5, 13.1, 14.2, 13.8, 12.9, 13.6];

  it("compare's output carries no verdict, gate or status; decide() adds them", () => {
    const s = settings({ failOn: 'any' });
    s.thresholds.mean = 0.05;
    const c = compareSuite(suiteOf({ name: 'tv-run', base: perRun(TB), head: perRun(TH) }).benchmarks, s);
    const m = c.benchmarks[0].metrics.mean!;
    expect(Object.keys(c)).toEqual(['settings', 'benchmarks', 'onlyIn']);
    expect(m).not.toHaveProperty('verdict');
    expect(m).not.toHaveProperty('gated');
    expect(m.runsNeeded).toBe(10);
    const d = decide(c).benchmarks[0].metrics.mean!;
    expect([d.gated, d.verdict, d.confirmed, d.runsNeeded]).toEqual([true, 'inconclusive', false, 10]);
    // At a 3% threshold the same numbers are a confirmed regression: runs needed is no longer said.
    s.thresholds.mean = 0.03;
    const r = decide(compareSuite(suiteOf({ name: 'tv-run', base: perRun(TB), head: perRun(TH) }).benchmarks, s));
    expect([r.benchmarks[0].metrics.mean!.verdict, r.benchmarks[0].metrics.mean!.runsNeeded, r.status]).toEqual([
      'regression',
      undefined,
      'fail',
    ]);
  });

  it('shows confirmed regressions in a family of several at the FCR-adjusted level 1 − R·q/m', () => {
    const s = settings({ failOn: 'any' });
    s.thresholds.mean = 0.03;
    const up = (xs: number[], f: number) => xs.map((x) => x * f);
    const suite = suiteOf(
      { name: 'a', base: perRun(TB), head: perRun(up(TB, 1.3)) },
      { name: 'b', base: perRun(TB), head: perRun(up(TB, 1.4)) },
    );
    const c = compareSuite(suite.benchmarks, s);
    const d = decide(c);
    expect(d.status).toBe('fail');
    for (const b of d.benchmarks) {
      const m = b.metrics.mean!;
      expect(m.confirmed).toBe(true);
      // R = 2 of m = 2 rejected at q = 0.05: the level stays 95%, and the exact interval is wider.
      // The note quotes the level the interval attains, the one its CI is labelled with.
      expect(m.confidence!).toBeGreaterThanOrEqual(0.95);
      expect(m.notes).toEqual([message('review.fcr-interval', { level: m.confidence! })]);
      expect(m.ciLow!).toBeLessThanOrEqual(m.comparison.ciLow!);
      expect(m.ciHigh!).toBeGreaterThanOrEqual(m.comparison.ciHigh!);
    }
  });

  it('one run per side gates only with a noise floor and a within-run interval', () => {
    const r = rng(7);
    const one = {
      name: 'single',
      base: perOp([lognormal(r, 20_000, 1000, 0.2)]),
      head: perOp([lognormal(r, 20_000, 1000, 0.2, (x) => x * 1.5)]),
    };
    const c = compareSuite(suiteOf(one).benchmarks, settings());
    expect(c.benchmarks[0].metrics.p99!.singleRun).toBe(true);
    expect(decide(c).benchmarks[0].metrics.p99!.gated).toBe(false);
    const floor = settings();
    floor.noiseFloor = { p99: 0.1 };
    const gated = decide(compareSuite(suiteOf(one).benchmarks, floor));
    expect([gated.benchmarks[0].metrics.p99!.gated, gated.benchmarks[0].metrics.p90!.gated]).toEqual([true, false]);
    expect(profileTargets(gated)).toEqual(['single']);
  });
});

describe('the profile ask and the comment policy, from data', () => {
  const regressed = (name: string): Ask => ({
    kind: 'profile',
    id: 'profile.tail-regressed',
    params: { benchmark: name, metric: 'p99', ratio: 1.4, ciLow: 1.3, ciHigh: 1.5, ecosystem: 'native' },
    benchmark: name,
  });

  it('links profiles by benchmark and outcome, whatever the name says', () => {
    // A name containing the sentence the old code split on.
    const name = 'tricky Could you attach a profile';
    const [linked, other] = linkProfiles([regressed(name), regressed('untouched')], {
      runs: [
        { benchmark: name, side: 'base', ok: true, exit: 'exit 0' },
        { benchmark: name, side: 'head', ok: false, exit: 'killed by SIGKILL' },
      ],
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    });
    expect(linked).toMatchObject({
      id: 'profile.profiled',
      params: { benchmark: name, uploaded: true, problem: null, failedSides: ['head'], failedExits: ['killed by SIGKILL'] },
    });
    expect(linked.links).toEqual([{ label: 'profiles (base and head)', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }]);
    expect(messageText(linked)).toBe(
      `p99 of "${name}" got worse +40.0% (CI +30.0% … +50.0%). bench-review profiled base and head on this benchmark with profile-command. They are attached as a workflow artifact. The profile command failed for head: killed by SIGKILL. Could you compare the two profiles and explain where head spends the extra time?`,
    );
    expect(other).toEqual(regressed('untouched'));
  });

  it('says why profiles are not linked when the upload failed', () => {
    const [linked] = linkProfiles([regressed('x')], {
      runs: [{ benchmark: 'x', side: 'head', ok: true, exit: 'exit 0' }],
      artifactUrl: null,
      problem: 'no ACTIONS_RUNTIME_TOKEN',
    });
    expect(linked.params).toMatchObject({ uploaded: false, problem: 'no ACTIONS_RUNTIME_TOKEN', failedSides: [] });
    expect(linked.links).toBeUndefined();
  });

  it('a new comment is worth posting for a regression or an improvement, not for standing questions alone', () => {
    const quiet = reviewOf(
      suiteOf({ name: 'same', base: perRun([1, 2, 3, 4, 5, 6]), head: perRun([1, 2, 3, 4, 5, 6]) }),
      settings({ failOn: 'any' }),
    );
    expect(quiet.asks.map((a) => a.id)).toEqual(['percentiles.means-only', 'sample-size.inconclusive', 'cpu-info.missing']);
    expect(worthSaying(quiet)).toBe(false);
    expect(worthSaying({ ...quiet, asks: [] })).toBe(false);
    expect(worthSaying({ ...quiet, asks: [], summary: { ...quiet.summary, improvements: 1 } })).toBe(true);
  });
});
