import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { lognormal, perOp, rng, suiteOf } from '../helpers/build.js';
import { reviewOf } from '../review/review-of.js';

describe('diagnostics that never gate', () => {
  it('flags runs that vary more than sampling within a run explains, with a variance ask', () => {
    const r = rng(21);
    // 20,000 samples per run pin each run's median to about ±0.4%; runs drift by ±20%.
    const runs = () => Array.from({ length: 8 }, () => lognormal(r, 20_000, 1000 * Math.exp(0.2 * (r() - 0.5) * 2), 0.3));
    const report = reviewOf(suiteOf({ name: 'noisy', base: perOp(runs()), head: perOp(runs()) }), defaultSettings());
    const b = report.benchmarks[0];
    expect(b.diagnostics.runVariance?.ratio).toBeGreaterThan(3);
    expect(report.asks.find((a) => a.kind === 'variance')).toMatchObject({ id: 'variance.runs-vary', benchmark: 'noisy', params: { benchmark: 'noisy', metric: 'p50', ratio: b.diagnostics.runVariance!.ratio } });
  });

  it('stays quiet about variance when runs agree', () => {
    const r = rng(22);
    const runs = () => Array.from({ length: 8 }, () => lognormal(r, 20_000, 1000, 0.3));
    const report = reviewOf(suiteOf({ name: 'quiet', base: perOp(runs()), head: perOp(runs()) }), defaultSettings());
    expect(report.benchmarks[0].diagnostics.runVariance).toBeNull();
    expect(report.asks.some((a) => a.kind === 'variance')).toBe(false);
    expect(report.benchmarks[0].diagnostics.shapeChanged).toBeNull();
    expect(report.benchmarks[0].diagnostics.benchstat).toBe('~');
  });

  it('sees a change of shape and a second mode, and asks about the distribution', () => {
    const r = rng(23);
    const base = Array.from({ length: 6 }, () => lognormal(r, 5000, 1000, 0.1));
    // Half of the operations now take a slow path three times as long: two modes.
    const head = Array.from({ length: 6 }, () => lognormal(r, 5000, 1000, 0.1, (x) => (r() < 0.5 ? x * 3 : x)));
    const report = reviewOf(suiteOf({ name: 'bimodal', base: perOp(base), head: perOp(head) }), defaultSettings());
    const d = report.benchmarks[0].diagnostics;
    expect(d.shapeChanged?.d).toBeGreaterThanOrEqual(0.1);
    expect(d.multimodal?.head).toBeGreaterThan(3.2);
    expect(d.multimodal?.base ?? null).toBeNull();
    expect(report.asks.find((a) => a.kind === 'distribution')).toMatchObject({ id: 'distribution.shape-changed', benchmark: 'bimodal', params: { d: d.shapeChanged!.d, multimodalSide: 'head', mValue: d.multimodal!.head } });
  });
});
