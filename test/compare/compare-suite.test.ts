import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import { decide } from '../../src/review/index.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reviewOf } from '../review/review-of.js';

// Methodology §8 TV-RUN: per-run p99 (ms), 6 runs each.
const TV_RUN_BASE = [12.1, 12.4, 11.9, 12.8, 12.2, 13.0];
const TV_RUN_HEAD = [13.5, 13.1, 14.2, 13.8, 12.9, 13.6];

function settings(over: Partial<Settings> = {}): Settings {
  return { ...defaultSettings(), ...over };
}

function anyAt(t: number): Settings {
  const s = settings({ failOn: 'any' });
  s.thresholds.mean = t;
  return s;
}

describe('across-runs comparison of per-run values (TV-RUN)', () => {
  const suite = suiteOf({ name: 'p99-run-level', base: perRun(TV_RUN_BASE), head: perRun(TV_RUN_HEAD) });

  it('reproduces the Hodges–Lehmann ratio and exact interval', () => {
    const m = compareSuite(suite.benchmarks, anyAt(0.03)).benchmarks[0].metrics.mean!;
    expect(m.ratio).toBeCloseTo(1.0905072009551278, 12);
    expect(m.ciLow).toBeCloseTo(1.0403225806451615, 12);
    expect(m.ciHigh).toBeCloseTo(1.142857142857143, 12);
    expect(m.confidence).toBeCloseTo(0.9588744588744589, 12);
  });

  it('is a confirmed regression at t = 3% and fails the gate under --fail-on any', () => {
    const c = decide(compareSuite(suite.benchmarks, anyAt(0.03)));
    const m = c.benchmarks[0].metrics.mean!;
    expect(m.comparison.pWorse).toBeCloseTo(0.012987012987012988, 12);
    expect(m.verdict).toBe('regression');
    expect(m.confirmed).toBe(true);
    expect(c.status).toBe('fail');
  });

  it('is inconclusive at t = 5%, with about 10 runs per side to resolve it', () => {
    const c = decide(compareSuite(suite.benchmarks, anyAt(0.05)));
    const m = c.benchmarks[0].metrics.mean!;
    expect(m.comparison.pWorse).toBeCloseTo(0.046536796536796536, 12);
    expect(m.verdict).toBe('inconclusive');
    expect(m.runsNeeded).toBe(10);
    expect(c.status).toBe('neutral'); // beyond the threshold but not confirmed: not green (review/gate.ts)
  });

  it('does not gate per-run means under the tail policy: neutral, with a percentiles ask', () => {
    const report = reviewOf(suite, settings({ failOn: 'tail' })); // the default (auto) gates per-run means
    expect(report.status).toBe('neutral');
    expect(report.benchmarks[0].metrics.mean!.gated).toBe(false);
    expect(report.benchmarks[0].metrics.mean!.verdict).toBe('inconclusive'); // mean threshold 5%
    expect(report.notes).toContainEqual({ id: 'review.tail-not-judged', params: { count: 1, total: 1 } });
    expect(report.asks.map((a) => a.kind)).toContain('percentiles');
  });

  it('reports without failing under --fail-on never', () => {
    const c = decide(compareSuite(suite.benchmarks, { ...anyAt(0.03), failOn: 'never' }));
    expect(c.benchmarks[0].metrics.mean!.verdict).toBe('regression');
    expect(c.status).not.toBe('fail');
  });

  it('needs enough runs: 3 vs 3 is insufficient data whatever the values', () => {
    const few = suiteOf({ name: 'few', base: perRun([1, 1.01, 0.99]), head: perRun([2, 2.01, 1.99]) });
    const c = decide(compareSuite(few.benchmarks, anyAt(0.05)));
    expect(c.benchmarks[0].metrics.mean!.verdict).toBe('insufficient-data');
    expect(c.benchmarks[0].metrics.mean!.notes).toEqual([
      { id: 'compare.too-few-runs', params: { base: 3, head: 3, alpha: 0.05, needs: 4 } },
    ]);
    expect(c.status).toBe('neutral');
  });

  it('needs more runs at a stricter alpha: 4 vs 4 at α = 0.01 reports needs 5', () => {
    const four = suiteOf({ name: 'four', base: perRun([1, 1.01, 0.99, 1.02]), head: perRun([2, 2.01, 1.99, 2.02]) });
    const c = decide(compareSuite(four.benchmarks, { ...anyAt(0.05), alpha: 0.01 }));
    expect(c.benchmarks[0].metrics.mean!.verdict).toBe('insufficient-data');
    expect(c.benchmarks[0].metrics.mean!.notes).toEqual([
      { id: 'compare.too-few-runs', params: { base: 4, head: 4, alpha: 0.01, needs: 5 } },
    ]);
  });
});

describe('Benjamini–Hochberg across gated metrics', () => {
  it('confirms a lone marginal regression but not the same one among nine unchanged benchmarks', () => {
    const marginal = { name: 'marginal', base: perRun(TV_RUN_BASE), head: perRun(TV_RUN_HEAD) };
    const alone = decide(compareSuite(suiteOf(marginal).benchmarks, anyAt(0.03)));
    expect(alone.status).toBe('fail');
    const quiet = Array.from({ length: 9 }, (_, i) => ({
      name: `same-${i}`,
      base: perRun(TV_RUN_BASE),
      head: perRun(TV_RUN_BASE.map((v) => v * 1.0001)),
    }));
    const crowd = decide(compareSuite(suiteOf(marginal, ...quiet).benchmarks, anyAt(0.03)));
    const m = crowd.benchmarks[0].metrics.mean!;
    expect(m.verdict).toBe('inconclusive');
    expect(m.confirmed).toBe(false);
    // min(1, 2 × 0.012987…) = 0.025974…, the smallest of ten p-values: adjusted × 10.
    expect(m.notes.map((n) => n.id)).toEqual(['review.not-confirmed']);
    expect(m.notes[0].params.family).toBe(10);
    expect(m.notes[0].params.adjustedP).toBeCloseTo(0.2597402597402597, 12);
    expect(crowd.status).toBe('neutral'); // the unconfirmed regression is not green (review/gate.ts)
  });
});

describe('per-operation samples over several runs', () => {
  const r = rng(42);
  // 10 runs of 2,000 operations per side, with 1% run-to-run machine noise.
  const runs = (transform?: (x: number) => number) =>
    Array.from({ length: 10 }, () => lognormal(r, 2000, 1000 * Math.exp(0.01 * (r() - 0.5)), 0.25, transform));
  // Head sends 3% of operations down a slow path 2.5× as long.
  const tailOnly = { name: 'tail-only', base: perOp(runs()), head: perOp(runs((x) => (r() < 0.03 ? x * 2.5 : x))) };
  const improved = { name: 'improved', base: perOp(runs()), head: perOp(runs((x) => x * 0.8)) };

  it('finds a tail-only regression while the median is unchanged, and an improvement elsewhere never offsets it', () => {
    const report = reviewOf(suiteOf(tailOnly, improved), settings());
    const [t, i] = report.benchmarks;
    expect(t.metrics.p99!.verdict).toBe('regression');
    expect(t.metrics.p99!.gated).toBe(true);
    expect(t.metrics.p50!.verdict).toBe('no-change');
    expect(t.metrics.p50!.gated).toBe(false);
    expect(t.verdict).toBe('regression');
    expect(i.verdict).toBe('improvement');
    expect(report.status).toBe('fail');
    expect(t.metrics.max!.gated).toBe(false);
    // 2,000 samples per run cannot support p99.9 (needs 3,688): shown as such, never replaced by the max.
    expect(t.metrics['p99.9']!.verdict).toBe('insufficient-data');
    expect(t.metrics['p99.9']!.head).toBeNull();
    expect(t.metrics['p99.9']!.notes).toEqual([
      { id: 'compare.not-estimable', params: { reason: 'too-few-samples', samples: 2000, metric: 'p99.9', needs: 3688 } },
    ]);
    expect(report.asks.map((a) => a.kind)).toContain('profile');
  });

  it('gates p50 only under --fail-on any', () => {
    const report = reviewOf(suiteOf(improved), settings({ failOn: 'any' }));
    expect(report.benchmarks[0].metrics.p50!.gated).toBe(true);
  });

  it('judges throughput in the right direction: fewer ops/s is a regression', () => {
    const ops = {
      name: 'throughput',
      unit: 'ops/s',
      lowerIsBetter: false,
      base: perRun([100, 101, 99, 100.5, 99.5, 100.2]),
      head: perRun([80, 81, 79, 80.5, 79.5, 80.2]),
    };
    const c = decide(compareSuite(suiteOf(ops).benchmarks, settings({ failOn: 'any' })));
    expect(c.benchmarks[0].metrics.mean!.verdict).toBe('regression');
    expect(c.status).toBe('fail');
  });
});

describe('one run per side: the within-run fallback', () => {
  const r = rng(7);
  const one = {
    name: 'single',
    base: perOp([lognormal(r, 20000, 1000, 0.2)]),
    head: perOp([lognormal(r, 20000, 1000, 0.2, (x) => x * 8)]),
  };

  it('gives a verdict labelled within-run but does not gate without a noise floor', () => {
    const report = reviewOf(suiteOf(one), settings({ failOn: 'tail' }));
    const m = report.benchmarks[0].metrics.p99!;
    expect(m.method).toBe('within-run');
    expect(m.verdict).toBe('regression');
    expect(m.gated).toBe(false);
    expect(m.notes.map((n) => n.id)).toEqual(['compare.within-run']);
    expect(report.status).toBe('neutral');
    expect(report.asks.find((a) => a.kind === 'sample-size')).toMatchObject({ id: 'sample-size.one-process', benchmark: 'single' });
    expect(report.headline.id).toBe('review.headline.within-run');
    expect(report.headline.params).toMatchObject({ failOnAny: false, benchmark: 'single', worse: true });
    expect(report.headline.params.ratio).toBeGreaterThan(1.3);
  });

  it('gives printed percentiles of one run per side no interval, judges them against the one-process allowance, and asks for more runs', () => {
    const wrkLike = (p99: number) => [
      {
        kind: 'percentiles' as const,
        points: [
          { p: 0.5, value: 1e6 },
          { p: 0.9, value: 2e6 },
          { p: 0.99, value: p99 },
        ],
        count: 50_000,
      },
    ];
    const report = reviewOf(suiteOf({ name: 'wrk', base: wrkLike(5e6), head: wrkLike(40e6) }), settings());
    const m = report.benchmarks[0].metrics.p99!;
    expect(m.ratio).toBeCloseTo(8, 12);
    // ×8 is beyond the ±550 % two processes of the same code differ by at p99: a regression, labelled, not gated.
    expect(m.verdict).toBe('regression');
    expect(m.allowance).toMatchObject({ source: 'default', kind: 'tail' });
    expect(m.gated).toBe(false);
    expect(report.status).toBe('neutral');
    expect(m.notes.map((n) => n.id)).toEqual(['compare.one-run-no-interval']);
    expect(report.asks.map((a) => a.kind)).toContain('sample-size');
    // ×1.8 is within it: neither a regression nor an improvement.
    const within = reviewOf(suiteOf({ name: 'wrk', base: wrkLike(5e6), head: wrkLike(9e6) }), settings());
    expect(within.benchmarks[0].metrics.p99!.verdict).toBe('inconclusive');
    expect(within.summary).toMatchObject({ regressions: 0, improvements: 0 });
  });

  it('gates once a noise floor is configured', () => {
    const s = settings();
    s.noiseFloor = { p90: 0.1, p99: 0.1 };
    const report = reviewOf(suiteOf(one), s);
    expect(report.benchmarks[0].metrics.p99!.gated).toBe(true);
    expect(report.status).toBe('fail');
  });
});

describe('sample counts', () => {
  it('marks quantiles a run cannot support as not estimable with the reason', () => {
    const r = rng(3);
    const small = {
      name: 'small',
      base: perOp(Array.from({ length: 6 }, () => lognormal(r, 100, 10, 0.1))),
      head: perOp(Array.from({ length: 6 }, () => lognormal(r, 100, 10, 0.1))),
    };
    const report = reviewOf(suiteOf(small), settings());
    const b = report.benchmarks[0];
    expect(b.metrics.p90!.verdict).not.toBe('insufficient-data');
    expect(b.metrics.p99!.verdict).toBe('insufficient-data');
    expect(b.metrics.p99!.notes).toEqual([
      { id: 'compare.not-estimable', params: { reason: 'too-few-samples', samples: 100, metric: 'p99', needs: 368 } },
    ]);
    expect(report.asks.find((a) => a.kind === 'sample-size' && a.benchmark === 'small')).toMatchObject({
      id: 'sample-size.not-estimable',
      params: { metrics: ['p99', 'p99.9'], samples: 100, metric: 'p99', needs: 368 },
    });
  });

  it('3 vs 3 runs: asks for more runs, and names as too short only the quantile the runs cannot support', () => {
    const r = rng(4);
    const runs = (scale: number) => Array.from({ length: 3 }, () => lognormal(r, 1000, 10 * scale, 0.1));
    const report = reviewOf(suiteOf({ name: 'three', base: perOp(runs(1)), head: perOp(runs(2)) }), settings());
    const b = report.benchmarks[0];
    expect(b.metrics.p99!.notes).toEqual([{ id: 'compare.too-few-runs', params: { base: 3, head: 3, alpha: 0.05, needs: 4 } }]);
    expect(report.asks.filter((a) => a.kind === 'sample-size').map((a) => [a.id, a.params])).toEqual([
      ['sample-size.not-estimable', { metrics: ['p99.9'], samples: 1000, metric: 'p99.9', needs: 3688 }],
      ['sample-size.too-few-runs', { base: 3, head: 3, alpha: 0.05, needs: 4 }],
    ]);
  });

  it('reports benchmarks present on one side only', () => {
    const s = suiteOf(
      { name: 'both', base: perRun([1, 2, 3, 4]), head: perRun([1, 2, 3, 4]) },
      { name: 'new', base: [], head: perRun([1, 2, 3, 4]) },
    );
    const report = reviewOf(s, settings());
    expect(report.asks.find((a) => a.kind === 'coverage')).toMatchObject({
      id: 'coverage.head-only',
      benchmark: 'new',
      params: { names: ['new'], count: 1 },
    });
  });
});

describe('histogram resolution', () => {
  it('never uses a threshold below two bucket widths', () => {
    const h = (scale: number) => ({
      kind: 'histogram' as const,
      histogram: {
        values: Float64Array.from([100, 200, 300, 400].map((v) => v * scale)),
        counts: Float64Array.from([4000, 3000, 2000, 1000]),
        total: 10_000,
        min: 100 * scale,
        max: 400 * scale,
        resolution: 0.2,
      },
    });
    const runs = (scale: number) => Array.from({ length: 6 }, () => h(scale));
    const report = reviewOf(suiteOf({ name: 'coarse', base: runs(1), head: runs(1.3) }), settings());
    const m = report.benchmarks[0].metrics.p99!;
    expect(m.threshold).toBeCloseTo(0.4, 12);
    expect(m.notes.map((n) => n.id)).toEqual(['compare.threshold-raised']);
    expect(m.notes[0].params.threshold).toBeCloseTo(0.4, 12);
    // +30% in every run is within two 20% buckets: binning, not a change.
    expect(m.verdict).toBe('no-change');
    // The same shift with fine buckets is a regression at the default 15%.
    const fine = (scale: number) => runs(scale).map((r) => ({ ...r, histogram: { ...r.histogram, resolution: 0.001 } }));
    expect(reviewOf(suiteOf({ name: 'fine', base: fine(1), head: fine(1.3) }), settings()).benchmarks[0].metrics.p99!.verdict).toBe(
      'regression',
    );
  });
});

describe('honest wording of a weak p99.9', () => {
  it('says which order statistic a not-well-resolved p99.9 rests on, and does not gate it', () => {
    const r = rng(31);
    const runs = () => Array.from({ length: 6 }, () => lognormal(r, 5000, 1000, 0.3));
    const report = reviewOf(suiteOf({ name: 'short-runs', base: perOp(runs()), head: perOp(runs()) }), settings());
    const b = report.benchmarks[0];
    expect(b.metrics['p99.9']!.verdict).not.toBe('insufficient-data'); // 5,000 ≥ 3,688: estimable
    expect(b.metrics['p99.9']!.gated).toBe(false); // 5,000 × 0.001 = 5 < 10: not well-resolved
    // nearest rank ⌈0.999 × 5000⌉ = 4995, i.e. the 6th-largest of 5,000
    expect(b.notes).toContainEqual({ id: 'review.p999-not-well-resolved', params: { samples: 5000, side: 'base', fromTop: 6 } });
  });
});
