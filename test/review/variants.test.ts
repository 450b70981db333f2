/** Several variants against a reference (review/variants.ts): one Benjamini–Hochberg family over every pair. */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import type { Benchmark, Suite } from '../../src/model/types.js';
import { variantsReport } from '../../src/review/variants.js';

const bench = (base: number[], head: number[]): Benchmark => ({
  name: 'x',
  toolName: 'x',
  measure: 'ns/op',
  unit: 'ns',
  lowerIsBetter: true,
  sampleKind: 'per-run',
  formats: ['go-bench'],
  runs: {
    base: base.map((value, i) => ({ id: `b${i}`, data: { kind: 'per-run', value } })),
    head: head.map((value, i) => ({ id: `h${i}`, data: { kind: 'per-run', value } })),
  },
});
const suite = (b: Benchmark): Suite => ({ benchmarks: [b], machine: { base: undefined, head: undefined }, warnings: [], hazards: [] });

// 10 per-run means a side; "slow" is 8% slower (threshold 5%): one-sided p ≈ 0.0116 that it is worse
// by more than the threshold, so 2p ≈ 0.023 is confirmed alone (q = 0.05) but not among six comparisons.
const REF = [100, 102, 98, 101, 99, 103, 97, 100, 101, 99];
const slow = {
  name: 'slow',
  files: ['slow.txt'],
  suite: suite(
    bench(
      REF,
      REF.map((v, i) => v * 1.08 + (i % 3) - 1),
    ),
  ),
};
const same = (k: number) => ({
  name: `same-${k}`,
  files: [`same-${k}.txt`],
  suite: suite(
    bench(
      REF,
      REF.map((v) => v + 0.5),
    ),
  ),
});
const reference = { name: 'main', files: ['ref.txt'] };

describe('variantsReport', () => {
  it('alone, the 8% slower variant is a confirmed regression: the comparison fails', () => {
    const r = variantsReport(reference, [slow, same(1)], defaultSettings());
    expect(r.status).toBe('fail');
    expect(r.variants.map((v) => [v.name, v.vs, v.report.status])).toEqual([
      ['slow', 'main', 'fail'],
      ['same-1', 'main', 'pass'],
    ]);
    expect(r.variants[0].report.benchmarks[0].metrics.mean).toMatchObject({ verdict: 'regression', gated: true, confirmed: true });
    expect(r.notes).toEqual([{ id: 'variants.family', params: { variants: 2, metrics: 2, q: 0.05 } }]);
    expect(r.headline).toEqual({
      id: 'variants.headline',
      params: { reference: 'main', names: ['slow', 'same-1'], regressions: [1, 0], improvements: [0, 0], statuses: ['fail', 'pass'] },
    });
  });

  it('among six variants the same regression is one of six tests: Benjamini–Hochberg over all of them does not confirm it', () => {
    const r = variantsReport(reference, [slow, same(1), same(2), same(3), same(4), same(5)], defaultSettings());
    const mean = r.variants[0].report.benchmarks[0].metrics.mean!;
    expect(mean).toMatchObject({ verdict: 'inconclusive', gated: true, confirmed: false });
    expect(mean.notes.find((n) => n.id === 'review.not-confirmed')?.params.family).toBe(6);
    expect(r.variants[0].report.status).toBe('neutral');
    expect(r.status).toBe('neutral');
    expect(r.notes[0].params).toEqual({ variants: 6, metrics: 6, q: 0.05 });
    // The headline counts gated confirmed regressions only: none, beside a NEUTRAL status.
    expect(r.headline.params.regressions).toEqual([0, 0, 0, 0, 0, 0]);
    // Its interval lies wholly past the 5% threshold: a note says it is not confirmed among all six.
    expect(r.notes.slice(1)).toEqual([
      {
        id: 'variants.unconfirmed',
        params: { variant: 'slow', benchmark: 'x', metric: 'mean', ciLow: mean.ciLow, ciHigh: mean.ciHigh, threshold: 0.05, family: 6 },
      },
    ]);
    expect(mean.ciLow!).toBeGreaterThan(1.05);
  });

  it('the headline does not count a benchmark whose regression does not gate (fail-on tail: a per-run mean never gates)', () => {
    const r = variantsReport(reference, [slow, same(1)], { ...defaultSettings(), failOn: 'tail' });
    expect(r.variants[0].report.benchmarks[0]).toMatchObject({ verdict: 'regression', metrics: { mean: { gated: false } } });
    expect(r.variants[0].report.summary.regressions).toBe(1);
    expect([r.status, r.headline.params.regressions]).toEqual(['neutral', [0, 0]]);
  });
});
