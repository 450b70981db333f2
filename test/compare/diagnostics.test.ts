import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { ksTwoSample } from '../../src/stats/index.js';
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
    expect(report.asks.find((a) => a.kind === 'variance')).toMatchObject({
      id: 'variance.runs-vary',
      benchmark: 'noisy',
      params: { benchmark: 'noisy', metric: 'p50', ratio: b.diagnostics.runVariance!.ratio },
    });
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
    expect(report.asks.find((a) => a.kind === 'distribution')).toMatchObject({
      id: 'distribution.shape-changed',
      benchmark: 'bimodal',
      params: { d: d.shapeChanged!.d, multimodalSide: 'head', mValue: d.multimodal!.head },
    });
  });

  it('does not call run-to-run differences of shape a change: the run is the unit (methodology §6.3)', () => {
    const r = rng(24);
    // A/A: every run has its own spread (σ of log latency 0.02 … 0.8, as processes on a busy machine
    // differ); both sides draw from the same mix of runs.
    const run = () => lognormal(r, 2000, 1000, 0.02 + 0.78 * r());
    const base = Array.from({ length: 4 }, run);
    const head = Array.from({ length: 4 }, run);
    const report = reviewOf(suiteOf({ name: 'aa', base: perOp(base), head: perOp(head) }), defaultSettings());
    // The pooled samples alone (8,000 vs 8,000 as if independent) would call it a change…
    const pooled = (rs: Float64Array[]) => Float64Array.from(rs.flatMap((x) => Array.from(x).map((v) => v / median(x))));
    const asymptotic = ksTwoSample(pooled(base), pooled(head), { method: 'asymp' });
    expect(asymptotic.p).toBeLessThan(0.001);
    expect(asymptotic.d).toBeGreaterThanOrEqual(0.1);
    // … the run-level permutation does not.
    expect(report.benchmarks[0].diagnostics.shapeChanged).toBeNull();
    expect(report.asks.some((a) => a.id === 'distribution.shape-changed')).toBe(false);
  });
});

function median(x: Float64Array): number {
  const s = Float64Array.from(x).sort();
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
