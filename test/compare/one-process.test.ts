/**
 * One process per side (issue 23): evidence levels, the one-process noise allowance, intervals from
 * what a tool printed, and what the gate does with them — on data built in the test.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResults } from '../../src/read/read.js';
import { allowanceFor, allowanceKind, DEFAULT_ALLOWANCES, evidenceLevel } from '../../src/compare/allowance.js';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { buildSuite } from '../../src/model/build.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import type { Measurement, ParseResult, RunData } from '../../src/model/types.js';
import { decide } from '../../src/review/index.js';
import { reviewOf } from '../review/review-of.js';
import { lognormal, rng, suiteOf } from '../helpers/build.js';

const settings = (over: Partial<Settings> = {}): Settings => ({ ...defaultSettings(), ...over });

/** One input per side whose runs are repetitions of one process (as a Google Benchmark file says: processes 1); null: the input says nothing. */
function oneProcessSuite(base: number[], head: number[], processes: number | null = 1) {
  const input = (side: 'base' | 'head', values: number[]): ParseResult => ({
    format: 'test',
    measurements: values.map((value, i): Measurement => ({
      benchmark: 'BM_X',
      unit: 'ns',
      lowerIsBetter: true,
      run: String(i + 1),
      data: { kind: 'per-run', value },
      source: { file: `${side}.json` },
    })),
    warnings: [],
    ...(processes !== null ? { processes } : {}),
  });
  return buildSuite({ base: [input('base', base)], head: [input('head', head)] });
}

/** Ten repetitions around `centre`, spread ±1 %, deterministic. */
const reps = (centre: number, seed: number): number[] => {
  const r = rng(seed);
  return Array.from({ length: 10 }, () => centre * (1 + (r() - 0.5) * 0.02));
};

describe('evidence levels', () => {
  it('counts processes from what an input says, else one per run', () => {
    const said = oneProcessSuite(reps(100, 1), reps(100, 2));
    expect(said.benchmarks[0].processes).toEqual({ base: 1, head: 1 });
    expect(evidenceLevel(said.benchmarks[0], false)).toBe('in-process');
    const unsaid = oneProcessSuite(reps(100, 1), reps(100, 2), null);
    expect(unsaid.benchmarks[0].processes).toBeUndefined();
    expect(evidenceLevel(unsaid.benchmarks[0], false)).toBe('across-processes');
    // Two files of one process each per side: two processes, so across processes.
    const two = (side: 'base' | 'head'): ParseResult[] =>
      [0, 1].map((k) => ({
        format: 'test',
        processes: 1,
        warnings: [],
        measurements: reps(100, k).map((value, i) => ({
          benchmark: 'BM_X',
          unit: 'ns',
          lowerIsBetter: true,
          run: String(i + 1),
          data: { kind: 'per-run', value } as RunData,
          source: { file: `${side}-${k}.json` },
        })),
      }));
    const s = buildSuite({ base: two('base'), head: two('head') });
    expect(s.benchmarks[0].processes).toEqual({ base: 2, head: 2 });
    expect(evidenceLevel(s.benchmarks[0], false)).toBe('across-processes');
  });

  it('tells one run with samples from one run with printed aggregates', () => {
    const r = rng(3);
    const samples = suiteOf({
      name: 'op',
      base: [{ kind: 'per-op', values: lognormal(r, 2000, 100, 0.2) }],
      head: [{ kind: 'per-op', values: lognormal(r, 2000, 100, 0.2) }],
    });
    expect(evidenceLevel(samples.benchmarks[0], false)).toBe('one-run-samples');
    const printed = suiteOf({
      name: 'op',
      base: [{ kind: 'percentiles', points: [{ p: 0.5, value: 100 }], count: 1000 }],
      head: [{ kind: 'percentiles', points: [{ p: 0.5, value: 110 }], count: 1000 }],
    });
    expect(evidenceLevel(printed.benchmarks[0], false)).toBe('one-run-aggregates');
  });

  it('gives each kind of metric its allowance, a calibrated floor first', () => {
    expect(allowanceKind('p50', true)).toBe('centre');
    expect(allowanceKind('mean', true)).toBe('centre');
    expect(allowanceKind('p99', true)).toBe('tail');
    expect(allowanceKind('max', true)).toBe('tail');
    expect(allowanceKind('mean', false)).toBe('throughput');
    expect(allowanceFor('p99', true, { noiseFloor: {} })).toEqual({ value: 5.5, source: 'default', kind: 'tail' });
    // The tail's default grows with the level: a p99.9 swings between two processes more than a p90.
    expect([
      allowanceFor('p90', true, { noiseFloor: {} }).value,
      allowanceFor('p95', true, { noiseFloor: {} }).value,
      allowanceFor('p99.9', true, { noiseFloor: {} }).value,
      allowanceFor('max', true, { noiseFloor: {} }).value,
    ]).toEqual([4.65, 4.65, 9.65, 9.65]);
    expect(allowanceFor('p50', true, { noiseFloor: {} }).value).toBe(DEFAULT_ALLOWANCES.centre);
    expect(allowanceFor('p99', true, { noiseFloor: { p99: 0.08 } })).toEqual({ value: 0.08, source: 'calibrated', kind: 'tail' });
  });
});

describe('repetitions inside one process', () => {
  it('an A/A difference larger than the interval but inside the allowance is no regression, and the check is neutral', () => {
    // Same code, two processes: +30 % between them, ±1 % within each. Across processes this would be a confirmed regression.
    const suite = oneProcessSuite(reps(100, 4), reps(130, 5));
    const report = reviewOf(suite, settings());
    const b = report.benchmarks[0];
    expect(b.evidenceLevel).toBe('in-process');
    expect(b.metrics.mean!.ciLow!).toBeGreaterThan(1.2);
    expect(b.verdict).not.toBe('regression');
    expect(b.changeConfirmed).toBe(false);
    expect(b.metrics.mean!.allowance).toEqual({ value: DEFAULT_ALLOWANCES.centre, source: 'default', kind: 'centre' });
    expect(b.metrics.mean!.notes.map((n) => n.id)).toContain('review.within-allowance');
    expect(b.metrics.mean!.runsNeeded).toBeNull();
    expect(report.summary.regressions).toBe(0);
    expect(report.status).toBe('neutral');
    // Across processes (the input says nothing), the same numbers fail.
    expect(reviewOf(oneProcessSuite(reps(100, 4), reps(130, 5), null), settings()).status).toBe('fail');
  });

  it('a ×2 change is called a regression, labelled by its evidence, counted, and keeps the check neutral', () => {
    const report = reviewOf(oneProcessSuite(reps(100, 6), reps(200, 7)), settings());
    const b = report.benchmarks[0];
    expect(b.verdict).toBe('regression');
    expect(b.changeConfirmed).toBe(true);
    expect(b.evidence).toBe('within-run');
    expect(b.metrics.mean!.gated).toBe(false);
    expect(report.summary.regressions).toBe(1);
    expect(report.status).toBe('neutral');
    expect(report.headline.id).toBe('review.headline.within-run');
    expect(report.headline.params).toMatchObject({ benchmark: 'BM_X', metric: 'mean', worse: true, evidence: 'in-process', runs: 10 });
  });

  it('gates with --one-process gate, or with a calibrated floor', () => {
    expect(reviewOf(oneProcessSuite(reps(100, 6), reps(200, 7)), settings({ oneProcess: 'gate' })).status).toBe('fail');
    const floored = reviewOf(oneProcessSuite(reps(100, 6), reps(200, 7)), settings({ noiseFloor: { mean: 0.2 } }));
    expect(floored.status).toBe('fail');
    expect(floored.benchmarks[0].metrics.mean!.allowance).toMatchObject({ value: 0.2, source: 'calibrated' });
    // A calibrated floor below the A/A difference: the same +30 % now fails, as the user measured.
    expect(reviewOf(oneProcessSuite(reps(100, 4), reps(130, 5)), settings({ noiseFloor: { mean: 0.1 } })).status).toBe('fail');
  });
});

describe('one run per side', () => {
  it('printed percentiles without an interval: beyond the allowance a regression (×222), inside it neither', () => {
    const run = (p50: number, p99: number): RunData => ({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: p50 },
        { p: 0.75, value: p50 * 1.2 },
        { p: 0.9, value: p50 * 2 },
        { p: 0.99, value: p99 },
      ],
      count: 60000,
      mean: p50 * 1.1,
      sd: p50,
    });
    const big = reviewOf(suiteOf({ name: 'GET /', base: [run(1.27e6, 5.79e6)], head: [run(282e6, 1.08e9)] }), settings());
    const b = big.benchmarks[0];
    expect(b.evidenceLevel).toBe('one-run-aggregates');
    expect(b.verdict).toBe('regression');
    expect(b.metrics.p99!.verdict).toBe('regression');
    expect(big.summary.regressions).toBe(1);
    expect(big.status).toBe('neutral');
    expect(big.headline.params).toMatchObject({ benchmark: 'GET /', metric: 'p50', worse: true });
    const aa = reviewOf(suiteOf({ name: 'GET /', base: [run(1.27e6, 5.79e6)], head: [run(1.5e6, 4.8e6)] }), settings());
    expect(aa.benchmarks[0].verdict).not.toBe('regression');
    expect(aa.benchmarks[0].verdict).not.toBe('improvement');
    expect(aa.summary).toMatchObject({ regressions: 0, improvements: 0 });
    expect(aa.headline.id).toBe('review.headline.one-process-quiet');
  });

  it('a printed mean ± sd with n gives a within-run interval for the mean', () => {
    const run = (mean: number): RunData => ({
      kind: 'percentiles',
      points: [{ p: 0.5, value: mean }],
      count: 10000,
      mean,
      sd: mean * 0.05,
    });
    const report = reviewOf(suiteOf({ name: 'crunch', base: [run(100)], head: [run(110.4)] }), settings());
    const mean = report.benchmarks[0].metrics.mean!;
    expect(mean.method).toBe('within-run');
    expect(mean.ratio).toBeCloseTo(1.104, 6);
    expect(mean.ciLow!).toBeGreaterThan(1.1);
    expect(mean.ciHigh!).toBeLessThan(1.11);
  });

  it('histogram quantiles get intervals at least a bucket wide, never zero width around a change', () => {
    const hist = (scale: number): RunData => ({
      kind: 'histogram',
      histogram: {
        values: Float64Array.from([1, 2, 4, 8].map((v) => v * scale)),
        counts: Float64Array.from([5000, 4000, 900, 100]),
        total: 10000,
        min: scale,
        max: 8 * scale,
      },
    });
    const c = compareSuite(suiteOf({ name: 'h', base: [hist(100)], head: [hist(217)] }).benchmarks, settings());
    const p50 = c.benchmarks[0].metrics.p50!;
    expect(p50.ciLow!).toBeLessThan(p50.ratio!);
    expect(p50.ciHigh!).toBeGreaterThan(p50.ratio!);
    expect(p50.ciHigh! / p50.ciLow!).toBeGreaterThan(1.5);
    // And the review: ×2.17 by the point, but the bucket-wide interval reaches below the allowance.
    expect(decide(c).benchmarks[0].metrics.p50!.verdict).not.toBe('regression');
  });
});

describe('tied raw samples (values recorded in steps)', () => {
  it('give a within-run interval reaching the distinct values around the tie, not zero width', () => {
    // Whole microseconds: most requests took exactly 100 or 101 µs; head's exactly 200 or 202.
    const run = (scale: number): RunData => ({
      kind: 'per-op',
      values: Float64Array.from({ length: 2000 }, (_, i) => scale * (i % 10 < 6 ? 100 : i % 10 < 9 ? 101 : 140)),
    });
    const c = compareSuite(suiteOf({ name: 't', base: [run(1)], head: [run(2)] }).benchmarks, settings());
    const p50 = c.benchmarks[0].metrics.p50!;
    expect(p50.ratio).toBe(2);
    expect(p50.ciLow!).toBeLessThan(2);
    expect(p50.ciHigh!).toBeGreaterThan(2);
  });
});

describe('readers say how many processes made the runs', () => {
  const root = join(import.meta.dirname, '..', 'fixtures');
  const dir = mkdtempSync(join(tmpdir(), 'br-one-process-'));
  const file = (name: string, text: string) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const block = (ns: number[]) =>
    `goos: linux\ngoarch: amd64\npkg: example.com/m\ncpu: Some CPU\n${ns.map((v) => `BenchmarkX-2   \t 1000\t ${v} ns/op\n`).join('')}PASS\nok  \texample.com/m\t1.0s\n`;

  it('go test: one configuration block per process; none printed, unknown', async () => {
    expect((await readResults(file('count.txt', block([100, 101, 99, 100])))).processes).toBe(1);
    expect((await readResults(file('appended.txt', block([100]) + block([101]) + block([99])))).processes).toBe(3);
    expect((await readResults(file('bare.txt', 'BenchmarkX-2 1000 100 ns/op\nBenchmarkX-2 1000 101 ns/op\n'))).processes).toBeUndefined();
    // The real suite's files: ten `go test -count=1` processes appended per side.
    expect((await readResults(join(root, 'real-suites', 'go-base-1.txt'))).processes).toBe(10);
  });

  it('Google Benchmark: a file is one process, whatever its repetitions', async () => {
    const r = await readResults(join(root, 'formats', 'google-benchmark-json', 'gen-repetitions-nan-error-debug.json'));
    expect(r.processes).toBe(1);
  });

  it('go test -count 4 in one process per side is judged as repetitions in one process', async () => {
    const base = [await readResults(file('b.txt', block([100, 101, 99, 100])))];
    const head = [await readResults(file('h.txt', block([130, 131, 129, 130])))];
    const report = reviewOf(buildSuite({ base, head }), settings());
    expect(report.benchmarks[0]).toMatchObject({
      evidenceLevel: 'in-process',
      verdict: expect.not.stringMatching(/^(regression|improvement)$/),
    });
    expect(report.status).toBe('neutral');
  });
});
