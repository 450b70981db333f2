/**
 * Capacity under an SLO (review/sweep.ts) and how it gates (review/gate.ts, report.ts): meets /
 * violates / undecided per side, not-sustained rates, the capacity and its verdict, the status and
 * the headline.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings, type FailOn, type Settings } from '../../src/model/settings.js';
import { buildReport, decide } from '../../src/review/index.js';
import { combinedState, sloState, throughputVerdict } from '../../src/review/sweep.js';
import { beyondCapacity } from '../../src/review/capacity.js';
import { sweepsMarkdown } from '../../src/render/sweeps.js';
import type { MetricComparison } from '../../src/compare/metric-compare.js';
import { renderJson } from '../../src/render/json.js';
import { messageText } from '../../src/render/messages/index.js';
import { buildSuite } from '../../src/model/build.js';
import type { Measurement, ParseResult, Side } from '../../src/model/types.js';
import { sweepMeasurements, sweepSuite, type PointSpec, type SidePoint } from '../helpers/sweep.js';

const withSlo = (failOn: FailOn = 'auto'): Settings => ({
  ...defaultSettings(),
  failOn,
  slo: [{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }],
});
const report = (points: PointSpec[], settings: Settings = withSlo()) => {
  const suite = sweepSuite('GET /api', points);
  return buildReport(decide(compareSuite(suite.benchmarks, settings)), suite);
};

/** The capacity's fields beside the numbers: the SLO as data, confirmed, every quantile printed. */
const P99_50 = { conditions: [{ metric: 'p99', limit: 50e6 }], unconfirmed: false, unprinted: [] };
const same = (p99: number[], achieved: number[]) => ({ base: { p99, achieved }, head: { p99, achieved } });
const LOW = { load: 1000, ...same([10, 11, 12, 10, 11], [1000, 1000, 999, 1000, 1000]) };
const MID = { load: 2000, ...same([20, 21, 22, 20, 21], [2000, 1999, 2000, 2000, 2000]) };

describe('sloState', () => {
  const b = (lo: number | null, hi: number | null) => ({ metric: 'p99' as const, limit: 50, lo, hi, basis: 'runs' as const });
  it('meets below the limit, violates at or above it, and is undecided across it or without a value', () => {
    expect([sloState(b(10, 49.9)), sloState(b(50, 60)), sloState(b(49, 51)), sloState(b(null, null))]).toEqual([
      'meets',
      'violates',
      'undecided',
      'undecided',
    ]);
  });
  it('combines conditions: any violated violates, all met meets', () => {
    expect(combinedState([b(1, 2), b(60, 70)])).toBe('violates');
    expect(combinedState([b(1, 2), b(3, 4)])).toBe('meets');
    expect(combinedState([b(1, 2), b(40, 60)])).toBe('undecided');
    expect(combinedState([])).toBeNull();
  });
});

describe('throughputVerdict', () => {
  const m = (over: Partial<MetricComparison>): MetricComparison =>
    ({
      metric: 'mean',
      lowerIsBetter: false,
      ciLow: null,
      ciHigh: null,
      threshold: 0.05,
      values: { base: [], head: [] },
      notes: [],
      ...over,
    }) as MetricComparison;
  it('decides by the interval against the threshold band when there is one', () => {
    expect(throughputVerdict(m({ ciLow: 0.5, ciHigh: 0.9 }))).toBe('regression');
    expect(throughputVerdict(m({ ciLow: 1.06, ciHigh: 1.2 }))).toBe('improvement');
    expect(throughputVerdict(m({ ciLow: 0.9, ciHigh: 0.96 }))).toBeUndefined();
  });
  it('with too few runs for an interval, by the runs: every head run below every base run by more than the threshold', () => {
    expect(throughputVerdict(m({ values: { base: [384.5, 347.4, 233.5], head: [134.1, 115.9, 177.2] } }))).toBe('regression');
    expect(throughputVerdict(m({ values: { base: [200, 230, 240], head: [220, 100, 90] } }))).toBeUndefined();
    // 219 × 1.05 = 229.95 is not below 228: within the threshold of the slowest base run.
    expect(throughputVerdict(m({ values: { base: [228, 300], head: [219, 200] } }))).toBeUndefined();
    expect(throughputVerdict(m({ values: { base: [100, 110], head: [200, 210] } }))).toBe('improvement');
    expect(throughputVerdict(m({ values: { base: [100], head: [50] } }))).toBeUndefined();
    expect(throughputVerdict(null)).toBeUndefined();
  });
});

describe('capacity under the SLO', () => {
  it('is a regression that fails the check when head violates the SLO where base meets it', () => {
    const r = report([
      LOW,
      MID,
      {
        load: 4000,
        base: { p99: [30, 32, 31, 33, 30], achieved: [3990, 3980, 4000, 3995, 4000] },
        head: { p99: [60, 65, 70, 62, 61], achieved: [3990, 3980, 4000, 3995, 4000] },
      },
    ]);
    const [s] = r.sweeps!;
    expect(s.points.map((p) => [p.value, p.base.slo, p.head.slo])).toEqual([
      [1000, 'meets', 'meets'],
      [2000, 'meets', 'meets'],
      [4000, 'meets', 'violates'],
    ]);
    expect(s.capacity).toEqual({
      slo: 'p99<50ms',
      base: 3995,
      head: 2000,
      ratio: 2000 / 3995,
      verdict: 'regression',
      baseLoad: 4000,
      headLoad: 2000,
      regressedAt: [4000],
      improvedAt: [],
      ...P99_50,
    });
    expect(r.status).toBe('fail');
    expect(r.headline.id).toBe('review.headline.capacity-regressed');
    expect(messageText(r.headline).split(' Gated on')[0]).toBe(
      'GET /api: capacity regressed. Max sustainable throughput under p99 < 50 ms: base 3,995 req/s → head 2,000 req/s (−49.9%); head fails it at rate=4000 where base meets it (and 1 benchmark regressed).',
    );
  });

  it('counts a rate head could not sustain as a failure there, even within the SLO', () => {
    const r = report([
      LOW,
      MID,
      {
        load: 4000,
        base: { p99: [30, 32, 31, 33, 30], achieved: [3990, 3980, 4000, 3995, 4000] },
        head: { p99: [30, 32, 31, 33, 30], achieved: [3000, 3100, 3050, 3020, 3010] },
      },
    ]);
    const [s] = r.sweeps!;
    expect(s.points[2].head).toEqual({ runs: 5, achieved: 3020, sustained: false, stdDev: null, slo: 'meets' });
    expect([s.capacity?.verdict, s.capacity?.head, s.capacity?.headLoad, s.capacity?.regressedAt]).toEqual([
      'regression',
      2000,
      2000,
      [4000],
    ]);
    expect(r.status).toBe('fail');
  });

  it('is inconclusive, and does not gate, when head straddles the limit where base meets it', () => {
    const r = report([
      LOW,
      MID,
      {
        load: 4000,
        base: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] },
        head: { p99: [45, 48, 52, 49, 46], achieved: [4000, 4000, 4000, 4000, 4000] },
      },
    ]);
    const [s] = r.sweeps!;
    expect(s.points[2].head.slo).toBe('undecided');
    expect([s.capacity?.verdict, s.capacity?.base, s.capacity?.head]).toEqual(['inconclusive', 4000, 2000]);
    expect(r.headline.id).not.toBe('review.headline.capacity-regressed');
  });

  it('is no change when both sides serve the same points and fail the same ones', () => {
    const HIGH = { load: 4000, ...same([80, 90, 85, 88, 84], [4000, 4000, 4000, 4000, 4000]) };
    const r = report([LOW, MID, HIGH]);
    expect(r.sweeps![0].capacity).toEqual({
      slo: 'p99<50ms',
      base: 2000,
      head: 2000,
      ratio: 1,
      verdict: 'no-change',
      baseLoad: 2000,
      headLoad: 2000,
      regressedAt: [],
      improvedAt: [],
      ...P99_50,
    });
  });

  it('is an improvement when head serves a point base fails', () => {
    const r = report([
      LOW,
      MID,
      {
        load: 4000,
        base: { p99: [60, 65, 70, 62, 61], achieved: [4000, 4000, 4000, 4000, 4000] },
        head: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] },
      },
    ]);
    expect([r.sweeps![0].capacity?.verdict, r.sweeps![0].capacity?.improvedAt, r.sweeps![0].capacity?.ratio]).toEqual([
      'improvement',
      [4000],
      2,
    ]);
  });

  it('is decided by the throughput carried when both sides serve the same points (a concurrency sweep)', () => {
    const suite = sweepSuite(
      'GET /',
      [
        {
          load: 1,
          base: { p99: [10, 11, 12, 10, 11], achieved: [500, 510, 505, 495, 500] },
          head: { p99: [10, 11, 12, 10, 11], achieved: [300, 310, 305, 295, 300] },
        },
        {
          load: 4,
          base: { p99: [20, 21, 22, 20, 21], achieved: [900, 910, 905, 895, 900] },
          head: { p99: [20, 21, 22, 20, 21], achieved: [500, 510, 505, 495, 500] },
        },
      ],
      'connections',
    );
    const r = buildReport(decide(compareSuite(suite.benchmarks, withSlo())), suite);
    expect(r.sweeps![0].points.map((p) => [p.base.sustained, p.base.slo, p.head.slo])).toEqual([
      [null, 'meets', 'meets'],
      [null, 'meets', 'meets'],
    ]);
    expect(r.sweeps![0].capacity).toEqual({
      slo: 'p99<50ms',
      base: 900,
      head: 500,
      ratio: 500 / 900,
      verdict: 'regression',
      baseLoad: 4,
      headLoad: 4,
      regressedAt: [],
      improvedAt: [],
      ...P99_50,
    });
    expect(r.status).toBe('fail');
    // What was gated (the clause after the sentence) is the throughput policy's to say.
    expect(messageText(r.headline).split(' Gated on')[0]).toBe(
      'GET /: capacity regressed. Max sustainable throughput under p99 < 50 ms: base 900 req/s → head 500 req/s (−44.4%) (and 2 benchmarks regressed).',
    );
  });

  it('does not fail on one run per side (an A/A straddling the SLO): the verdict stays, the check is neutral', () => {
    // One run of printed percentiles a side, identical but for p99 at rate=4000: 45 ms vs 55 ms around 50 ms.
    const one = (p99: number, achieved: number) => ({ p99: [p99], achieved: [achieved] });
    const points = [
      { load: 1000, base: one(10, 1000), head: one(10, 1000) },
      { load: 2000, base: one(20, 2000), head: one(20, 2000) },
      { load: 4000, base: one(45, 4000), head: one(55, 4000) },
    ];
    const r = report(points);
    const c = r.sweeps![0].capacity!;
    expect([c.verdict, c.regressedAt, c.unconfirmed]).toEqual(['regression', [4000], true]);
    expect(r.status).toBe('neutral');
    expect(messageText(r.headline).split(' Gated on')[0]).toBe(
      'GET /api: capacity lower on head, not confirmed: fewer than 4 runs per side at the load points that decide it. Max sustainable throughput under p99 < 50 ms: base 4,000 req/s → head 2,000 req/s (−50.0%); head fails it at rate=4000 where base meets it. The check is neutral, not green.',
    );
    // A calibrated noise floor for the point that decides it confirms it with one run.
    const floors = { ...withSlo(), noiseFloors: { [r.sweeps![0].points[2].benchmark]: { p99: 0.02 } } };
    const calibrated = report(points, floors);
    expect([calibrated.sweeps![0].capacity!.unconfirmed, calibrated.status]).toEqual([false, 'fail']);
  });

  it('needs 4 runs per side at every deciding point: 3 runs at the regressed point stay neutral', () => {
    const r = report([
      LOW,
      MID,
      { load: 4000, base: { p99: [30, 32, 31], achieved: [4000, 4000, 4000] }, head: { p99: [60, 65, 70], achieved: [4000, 4000, 4000] } },
    ]);
    expect([r.sweeps![0].capacity!.verdict, r.sweeps![0].capacity!.unconfirmed, r.status]).toEqual(['regression', true, 'neutral']);
  });

  it('never puts head below the throughput ceiling of a point only base ran', () => {
    const suite = sweepSuite(
      'GET /',
      [
        { load: 1, ...same([10, 11, 12, 10, 11], [500, 510, 505, 495, 500]) },
        { load: 2, ...same([20, 21, 22, 20, 21], [700, 710, 705, 695, 700]) },
        { load: 4, base: { p99: [30, 31, 32, 30, 31], achieved: [900, 910, 905, 895, 900] } },
      ],
      'connections',
    );
    const r = buildReport(decide(compareSuite(suite.benchmarks, withSlo())), suite);
    const c = r.sweeps![0].capacity!;
    expect([c.verdict, c.base, c.head, c.baseLoad, c.headLoad]).toEqual(['inconclusive', 900, 700, 4, 2]);
    expect(r.status).not.toBe('fail');
  });

  it('is the maximum throughput over the served points, not the throughput at the highest one (past saturation)', () => {
    const suite = sweepSuite(
      'GET /',
      [
        { load: 1, ...same([10, 11, 12, 10, 11], [500, 510, 505, 495, 500]) },
        { load: 4, ...same([20, 21, 22, 20, 21], [900, 910, 905, 895, 900]) },
        { load: 8, ...same([30, 31, 32, 30, 31], [850, 860, 855, 845, 850]) },
      ],
      'connections',
    );
    const r = buildReport(decide(compareSuite(suite.benchmarks, withSlo())), suite);
    expect(r.sweeps![0].capacity).toEqual({
      slo: 'p99<50ms',
      base: 900,
      head: 900,
      ratio: 1,
      verdict: 'no-change',
      baseLoad: 8,
      headLoad: 8,
      regressedAt: [],
      improvedAt: [],
      ...P99_50,
    });
  });

  it('says the SLO cannot be judged on a quantile the tool printed at no point', () => {
    const r = report([LOW, MID], { ...defaultSettings(), slo: [{ metric: 'p95', limit: 50e6, text: 'p95<50ms' }] });
    const c = r.sweeps![0].capacity!;
    expect([c.verdict, c.unprinted, c.conditions]).toEqual([
      'insufficient-data',
      [{ metric: 'p95', tool: 'test' }],
      [{ metric: 'p95', limit: 50e6 }],
    ]);
    expect(r.status).not.toBe('fail');
  });

  it('shows wrk2 -U uncorrected latency as a sweep but never gives it a capacity', () => {
    const points = [
      LOW,
      MID,
      {
        load: 4000,
        base: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] },
        head: { p99: [60, 65, 70, 62, 61], achieved: [4000, 4000, 4000, 4000, 4000] },
      },
    ];
    const suite = sweepSuite('GET / (uncorrected)', points);
    const r = buildReport(decide(compareSuite(suite.benchmarks, withSlo())), suite);
    expect(r.sweeps!.map((s) => [s.name, s.points.length, s.capacity, s.points[2].head.slo])).toEqual([
      ['GET / (uncorrected)', 3, null, null],
    ]);
    expect(r.headline.id).not.toBe('review.headline.capacity-regressed');
  });

  it('reports without failing under fail-on never', () => {
    const r = report(
      [
        LOW,
        MID,
        {
          load: 4000,
          base: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] },
          head: { p99: [60, 65, 70, 62, 61], achieved: [4000, 4000, 4000, 4000, 4000] },
        },
      ],
      withSlo('never'),
    );
    expect(r.status).not.toBe('fail');
    expect(r.headline.params.reportedOnly).toBe(true);
    expect(messageText(r.headline)).toContain('— reported only (fail-on: never).');
  });

  it('shows the sweep without capacity when no SLO is given; the JSON carries sweeps[] with param, points and capacity', () => {
    const r = report([LOW, MID], defaultSettings());
    expect(r.sweeps!.map((s) => [s.name, s.param, s.points.length, s.capacity])).toEqual([['GET /api', 'rate', 2, null]]);
    const json = JSON.parse(renderJson(r));
    expect(Object.keys(json.sweeps[0])).toEqual(['name', 'measure', 'unit', 'param', 'points', 'capacity']);
    expect(Object.keys(json.sweeps[0].points[0])).toEqual(['value', 'offered', 'benchmark', 'base', 'head', 'metrics', 'throughput']);
    expect(json.sweeps[0].points[0].base).toEqual({ runs: 5, achieved: 1000, sustained: true, stdDev: null, slo: null });
    expect(json.sweeps[0].points[0].metrics.p99).toMatchObject({ base: 11e6, head: 11e6, ratio: 1, verdict: 'no-change' });
  });
});

describe('a load point one side could not carry (issue 25)', () => {
  // Base does not sustain 4000/s (3,000 carried) and its harness stops there; head carries 4000/s and 8000/s.
  const beyond = (base4000: SidePoint): PointSpec[] => [
    LOW,
    MID,
    { load: 4000, base: base4000, head: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] } },
    { load: 8000, head: { p99: [40, 42, 41, 43, 40], achieved: [8000, 7990, 8000, 8000, 8000] } },
  ];
  const NOT_SUSTAINED = { p99: [30, 32, 31, 33, 30], achieved: [3000, 3010, 3000, 2990, 3000] };

  it('asks no coverage question about it: the capacity comparison is the finding', () => {
    const r = report(beyond(NOT_SUSTAINED));
    expect(r.asks.filter((a) => a.kind === 'coverage')).toEqual([]);
    expect([r.sweeps![0].capacity!.verdict, r.sweeps![0].capacity!.improvedAt]).toEqual(['improvement', [4000]]);
    expect(sweepsMarkdown(r.sweeps)).toContain(
      '- Base has no run at rate=8000, above rate=4000 where it already did not sustain the offered rate: a load beyond its capacity, not a missing run.',
    );
  });

  it('still asks when the side carried every load it ran: nothing says it could not carry the next', () => {
    const r = report(beyond({ p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 3990, 4000, 4000] }));
    expect(r.asks.filter((a) => a.kind === 'coverage').map((a) => [a.id, a.params.names])).toEqual([
      ['coverage.head-only', ['GET /api (latency) at rate=8000', 'GET /api (throughput) at rate=8000']],
    ]);
    expect(sweepsMarkdown(r.sweeps).join('\n')).not.toContain('no run at');
  });

  it('tells the limit from not sustaining, violating the SLO, or saturating (a closed-loop sweep)', () => {
    const side = (runs: number, achieved: number | null, sustained: boolean | null = null, slo: string | null = null) => ({
      runs,
      achieved,
      sustained,
      slo,
    });
    const none = side(0, null);
    // Violates the SLO at 4 connections: 8 and 16 are beyond it.
    expect(
      beyondCapacity([
        { value: 1, base: side(5, 100, null, 'meets'), head: side(5, 100, null, 'meets') },
        { value: 4, base: side(5, 390, null, 'violates'), head: side(5, 400, null, 'meets') },
        { value: 8, base: none, head: side(5, 780, null, 'meets') },
        { value: 16, base: none, head: side(5, 1500, null, 'meets') },
      ]),
    ).toEqual([{ side: 'base', at: [8, 16], limit: 4, why: 'violates' }]);
    // Saturated at 4 connections: four times the load, 2% more carried.
    expect(
      beyondCapacity([
        { value: 1, base: side(5, 400), head: side(5, 100) },
        { value: 4, base: side(5, 408), head: side(5, 390) },
        { value: 16, base: none, head: side(5, 1400) },
      ]),
    ).toEqual([{ side: 'base', at: [16], limit: 4, why: 'saturated' }]);
    // Growing with the load: nothing said.
    expect(
      beyondCapacity([
        { value: 1, base: side(5, 100), head: side(5, 100) },
        { value: 4, base: side(5, 380), head: side(5, 390) },
        { value: 16, base: none, head: side(5, 1400) },
      ]),
    ).toEqual([]);
  });
});

describe('the capacity leads the headline when it was compared (issue 25)', () => {
  // One run a side: nothing gates (the check is neutral), but head carries 1,420 req/s within the SLO where base carried 925.
  const one = (p99: number, achieved: number) => ({ p99: [p99], achieved: [achieved] });
  const points: PointSpec[] = [
    { load: 500, base: one(10, 500), head: one(10, 500) },
    { load: 1000, base: one(30, 925), head: one(20, 1000) },
    { load: 1500, base: one(200, 930), head: one(30, 1420) },
  ];

  it('says the improvement first, before what the gate found', () => {
    const r = report(points);
    expect(r.sweeps![0].capacity).toMatchObject({ verdict: 'improvement', base: 925, head: 1420 });
    expect(r.status).toBe('neutral');
    expect(messageText(r.headline)).toMatch(/^GET \/api: capacity within p99 < 50 ms rose 925 → 1,420 req\/s \(\+53\.5%\)\. \S/);
  });

  it("first, before the failure, when the benchmark that regressed is one of the sweep's load points (issue 26)", () => {
    const r = report([
      LOW,
      {
        load: 2000,
        base: { p99: [20, 21, 22, 20, 21], achieved: [2000, 2000, 2000, 2000, 2000] },
        head: { p99: [30, 31, 32, 30, 31], achieved: [2000, 2000, 2000, 2000, 2000] },
      },
      {
        load: 4000,
        base: { p99: [60, 65, 70, 62, 61], achieved: [4000, 4000, 4000, 4000, 4000] },
        head: { p99: [30, 32, 31, 33, 30], achieved: [4000, 4000, 4000, 4000, 4000] },
      },
    ]);
    expect([r.status, r.headline.id, r.sweeps![0].capacity!.verdict]).toEqual(['fail', 'review.headline.regressed', 'improvement']);
    expect(r.headline.params.capacityFirst).toBe(true);
    expect(messageText(r.headline)).toMatch(
      /^GET \/api: capacity within p99 < 50 ms rose 2,000 → 4,000 req\/s \(\+100%\)\. GET \/api \(latency\) at rate=2000 p\S+ regressed /,
    );
  });

  it('after the failure when a benchmark outside the sweep regressed', () => {
    // `parse`, no load point: 10 → 30 ms at p99 in every one of 5 runs a side.
    const parse = (side: Side): Measurement[] =>
      (side === 'base' ? [10, 11, 12, 10, 11] : [30, 31, 32, 30, 31]).map((v, i) => ({
        benchmark: 'parse',
        unit: 'ns',
        lowerIsBetter: true,
        run: String(i + 1),
        data: { kind: 'percentiles', points: [0.5, 0.9, 0.99, 0.999].map((p) => ({ p, value: v * p * 1e6 })), count: 100_000 },
        source: { file: `${side}-parse-${i + 1}.txt` },
      }));
    const side = (s: Side): ParseResult[] => [
      { format: 'test', measurements: [...sweepMeasurements('GET /api', points, s), ...parse(s)], warnings: [] },
    ];
    const suite = buildSuite({ base: side('base'), head: side('head') });
    const r = buildReport(decide(compareSuite(suite.benchmarks, withSlo())), suite);
    expect([r.status, r.headline.id, r.headline.params.benchmark, r.sweeps![0].capacity!.verdict]).toEqual([
      'fail',
      'review.headline.regressed',
      'parse',
      'improvement',
    ]);
    expect(r.headline.params.capacityFirst).toBeUndefined();
    expect(messageText(r.headline)).toMatch(/^parse p\S+ regressed .* GET \/api: capacity within p99 < 50 ms rose 925 → 1,420 req\/s/);
  });
});
