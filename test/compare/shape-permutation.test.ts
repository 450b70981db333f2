/**
 * The run-level permutation p of the shape test (compare/diagnostics.ts) computes each split's
 * Kolmogorov–Smirnov distance in one pass over the runs sorted once; it must count exactly what
 * concatenating the split's sketches and running ksTwoSample counts, and stopping early must not
 * change the decision.
 */
import { describe, expect, it } from 'vitest';
import { runLevelShapeP } from '../../src/compare/diagnostics.js';
import type { RunMetrics } from '../../src/compare/run-metrics.js';
import { ksTwoSample, mulberry32 } from '../../src/stats/index.js';

const PERMUTATIONS = 199;

/** The definition, as first written: concatenate each split's sketches and run the KS test. */
function reference(base: RunMetrics[], head: RunMetrics[], observed: number): number {
  const runs = [...base, ...head].map((r) => r.sketch!);
  const random = mulberry32(0x5eed + runs.length);
  const order = runs.map((_, i) => i);
  const concat = (ids: number[]) => {
    const out = new Float64Array(ids.reduce((n, i) => n + runs[i].length, 0));
    let o = 0;
    for (const i of ids) {
      out.set(runs[i], o);
      o += runs[i].length;
    }
    return out;
  };
  let atLeast = 0;
  for (let k = 0; k < PERMUTATIONS; k++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    if (ksTwoSample(concat(order.slice(0, base.length)), concat(order.slice(base.length)), { method: 'asymp' }).d >= observed - 1e-12)
      atLeast++;
  }
  return (1 + atLeast) / (1 + PERMUTATIONS);
}

/** A run's sketch: sorted, median-normalised values (rounded to make ties across runs). */
function run(r: () => number, n: number, spread: number, round: number): RunMetrics {
  const v = Float64Array.from({ length: n }, () => Math.round(Math.exp(spread * (r() + r() + r() - 1.5)) * round) / round).sort();
  return { n, metrics: {}, sketch: v };
}

function pooledD(base: RunMetrics[], head: RunMetrics[]): number {
  const pool = (rs: RunMetrics[]) => Float64Array.from(rs.flatMap((x) => Array.from(x.sketch!)));
  return ksTwoSample(pool(base), pool(head), { method: 'asymp' }).d;
}

describe('runLevelShapeP', () => {
  it('counts the same splits as concatenating sketches and running ksTwoSample', () => {
    const r = mulberry32(99);
    let changed = 0;
    for (let c = 0; c < 12; c++) {
      const runsPerSide = 3 + (c % 6);
      const shift = c % 4 === 0 ? 0.6 : 0.1;
      // Unequal sketch lengths (runs of 20 … 120 values) and ties (rounding to 1/round).
      const base = Array.from({ length: runsPerSide }, () => run(r, 20 + Math.floor(r() * 100), 0.3, c % 2 ? 20 : 1e6));
      const head = Array.from({ length: runsPerSide + (c % 3) - 1 }, () =>
        run(r, 20 + Math.floor(r() * 100), 0.3 + shift * r(), c % 2 ? 20 : 1e6),
      );
      const observed = pooledD(base, head);
      const p = runLevelShapeP(base, head, observed);
      expect(p).toBe(reference(base, head, observed));
      if (p < 0.01) changed++;
    }
    // Both outcomes occur, so the comparison covers splits counted and splits not counted.
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(12);
  });

  it('stops once p cannot fall below decideAt: the same decision, and p a lower bound', () => {
    const r = mulberry32(7);
    for (let c = 0; c < 12; c++) {
      const base = Array.from({ length: 5 }, () => run(r, 60, 0.3, 1e6));
      const head = Array.from({ length: 5 }, () => run(r, 60, c % 3 === 0 ? 0.9 : 0.3, 1e6));
      const observed = pooledD(base, head);
      const full = runLevelShapeP(base, head, observed);
      const early = runLevelShapeP(base, head, observed, 0.01);
      expect(early < 0.01).toBe(full < 0.01);
      if (full < 0.01) expect(early).toBe(full);
      else {
        expect(early).toBeGreaterThanOrEqual(0.01);
        expect(early).toBeLessThanOrEqual(full);
      }
    }
  });

  it('is 1 when a run has no sketch', () => {
    const r = mulberry32(3);
    const base = [run(r, 30, 0.3, 1e6), run(r, 30, 0.3, 1e6), { n: 5, metrics: {} }];
    const head = [run(r, 30, 0.3, 1e6), run(r, 30, 0.3, 1e6), run(r, 30, 0.3, 1e6)];
    expect(runLevelShapeP(base, head, 0.5)).toBe(1);
  });
});
