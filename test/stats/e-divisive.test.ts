/**
 * Change points by E-Divisive means in Otava's deterministic form (src/stats/e-divisive.ts):
 * the cross-check vectors against Apache Otava run for real (test/fixtures/change-points,
 * scripts/otava-cross-check), and the behaviour the trends dashboard relies on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eDivisive, type EDivisiveOptions, type SplitPoint } from '../../src/stats/e-divisive.js';
import { expectRel, mulberry32, normalGenerator } from './helpers.js';

interface Agreement {
  sameIndices: boolean;
  sameStats: boolean;
}
interface Vector {
  name: string;
  options: EDivisiveOptions;
  values: number[];
  ours: SplitPoint[];
  otava: SplitPoint[] | null;
  otavaNeighbourFix: SplitPoint[] | null;
  agreement: { otava: Agreement; otavaNeighbourFix: Agreement } | null;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/change-points/vectors.json', import.meta.url), 'utf8')) as {
  otavaRun: { commit: string; tolerance: { pValue: number; mean: number } } | null;
  vectors: Vector[];
};
const vectors = fixture.vectors;
const byName = (name: string): Vector => vectors.find((v) => v.name === name)!;
const indices = (points: readonly SplitPoint[]) => points.map((p) => p.index);

/** `levels[i]` over `lengths[i]` points, times (1 + noise·N(0, 1)). */
function steps(seed: number, lengths: number[], levels: number[], noise: number): number[] {
  const g = normalGenerator(mulberry32(seed));
  const v: number[] = [];
  lengths.forEach((len, i) => {
    for (let k = 0; k < len; k++) v.push(levels[i] * (1 + noise * g()));
  });
  return v;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const magnitude = (p: SplitPoint) =>
  Math.max(Math.abs(p.before === 0 ? 0 : p.after / p.before - 1), Math.abs(p.after === 0 ? 0 : p.before / p.after - 1));

describe('eDivisive: cross-check vectors', () => {
  it('has vectors of every kind the cross-check promises', () => {
    for (const name of [
      'step-up-10pct',
      'creep-1pct-20',
      'noise-10',
      'noise-1000',
      'single-outlier',
      'step-and-back',
      'ties-21',
      'random-100',
    ]) {
      expect(byName(name)).toBeDefined();
    }
  });

  it('gives the stored result on every vector', () => {
    for (const v of vectors) {
      const got = eDivisive(v.values, v.options);
      expect(indices(got), v.name).toEqual(indices(v.ours));
      got.forEach((p, i) => {
        expectRel(p.pValue, v.ours[i].pValue, 1e-12);
        expectRel(p.before, v.ours[i].before, 1e-12);
        expectRel(p.after, v.ours[i].after, 1e-12);
      });
    }
  });

  // Otava ran on these vectors (run_otava.py); when a rerun could not run it, its columns are null.
  const ran = fixture.otavaRun !== null;
  it.runIf(ran)('equals Otava with the true neighbours re-tested on every vector: same points, p and means', () => {
    const tol = fixture.otavaRun!.tolerance;
    for (const v of vectors) {
      expect(v.otavaNeighbourFix, v.name).not.toBeNull();
      expect(indices(v.ours), v.name).toEqual(indices(v.otavaNeighbourFix!));
      v.ours.forEach((p, i) => {
        const o = v.otavaNeighbourFix![i];
        expectRel(p.pValue, o.pValue, tol.pValue);
        expectRel(p.before, o.before, tol.mean);
        expectRel(p.after, o.after, tol.mean);
      });
      expect(v.agreement!.otavaNeighbourFix, v.name).toEqual(expect.objectContaining({ sameIndices: true, sameStats: true }));
    }
  });

  it.runIf(ran)('records where Otava as it is differs, and only by its merge step', () => {
    let sameIndices = 0;
    for (const v of vectors) {
      const a = v.agreement!.otava;
      expect(a.sameIndices, v.name).toBe(JSON.stringify(indices(v.ours)) === JSON.stringify(indices(v.otava!)));
      if (a.sameIndices) sameIndices++;
    }
    // Most vectors, and every plain step, give the same change points as Otava unchanged.
    expect(sameIndices).toBeGreaterThanOrEqual(Math.floor(0.8 * vectors.length));
    for (const name of ['step-up-10pct', 'step-down-20pct', 'three-steps', 'step-2pct', 'integer-ns', 'two-levels-exact']) {
      expect(byName(name).agreement!.otava.sameIndices, name).toBe(true);
    }
    // noise-500: Otava keeps 185 on the statistics of a neighbour it had removed (after-mean 98.04);
    // re-tested against the piece that really follows it (mean 99.98) it is p ≈ 0.08, not a change.
    const noise = byName('noise-500');
    expect(indices(noise.otava!)).toEqual([185]);
    expect(noise.ours).toEqual([]);
    expect(mean(noise.values.slice(185))).not.toBeCloseTo(noise.otava![0].after, 1);
  });

  it('reports fresh statistics: each point passes the final test between its actual neighbours', () => {
    for (const v of vectors) {
      const maxP = v.options.maxPValue ?? 0.001;
      const minMagnitude = v.options.minMagnitude ?? 0;
      const got = eDivisive(v.values, v.options);
      got.forEach((p, i) => {
        const lo = i === 0 ? 0 : got[i - 1].index;
        const hi = i === got.length - 1 ? v.values.length : got[i + 1].index;
        expectRel(p.before, mean(v.values.slice(lo, p.index)), 1e-12);
        expectRel(p.after, mean(v.values.slice(p.index, hi)), 1e-12);
        expect(p.pValue, v.name).toBeLessThan(maxP);
        expect(magnitude(p), v.name).toBeGreaterThan(minMagnitude);
        if (i > 0) expect(p.index, v.name).toBeGreaterThan(got[i - 1].index);
      });
    }
  });
});

describe('eDivisive: behaviour', () => {
  it('finds a +10% step in 1% noise at its index', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const [n, at] of [
        [100, 50],
        [200, 37],
        [1000, 612],
      ]) {
        const found = eDivisive(steps(seed, [at, n - at], [100, 110], 0.01));
        const step = found.find((p) => p.index === at);
        expect(step, `seed ${seed}, n ${n}`).toBeDefined();
        expect(step!.after / step!.before).toBeCloseTo(1.1, 1);
        // Anything else found is noise-sized, not a second step.
        for (const p of found) if (p !== step) expect(magnitude(p)).toBeLessThan(0.03);
      }
    }
  });

  it('finds a creep of +1% per commit over 20 commits as change points inside it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = normalGenerator(mulberry32(seed));
      const v: number[] = [];
      for (let i = 0; i < 60; i++) v.push(100 * (1 + 0.005 * g()));
      for (let k = 1; k <= 20; k++) v.push(100 * 1.01 ** k * (1 + 0.005 * g())); // indices 60–79
      for (let i = 0; i < 60; i++) v.push(100 * 1.01 ** 20 * (1 + 0.005 * g()));
      const found = indices(eDivisive(v));
      expect(found.filter((i) => i >= 60 && i <= 80).length, `seed ${seed}: ${found.join(', ')}`).toBeGreaterThanOrEqual(1);
      // A ramp cut into levels can put a cut a few commits early (seed 5: 57, then 62, 67, 73, 80).
      for (const i of found) {
        expect(i, `seed ${seed}: ${found.join(', ')}`).toBeGreaterThanOrEqual(57);
        expect(i, `seed ${seed}: ${found.join(', ')}`).toBeLessThanOrEqual(80);
      }
    }
  });

  it('finds few change points in pure noise at the default p-value (Otava: about 1 per 1,000 points)', () => {
    // Otava's form tests the split that looks most different, at 10× the level on the first
    // pass: on noise it finds about one change point per 1,000 points at maxPValue 0.001
    // (0.5–1.4 measured over lengths 10–1,000), so long noise series do get one now and then.
    let points = 0;
    let found = 0;
    for (const n of [10, 30, 50, 100, 250, 1000]) {
      let flagged = 0;
      const seeds = 50;
      for (let seed = 1; seed <= seeds; seed++) {
        const cps = eDivisive(steps(1000 * n + seed, [n], [100], 0.01));
        points += n;
        found += cps.length;
        if (cps.length > 0) flagged++;
        // What noise yields is small: nothing like a 5% step.
        for (const p of cps) expect(magnitude(p)).toBeLessThan(0.05);
      }
      if (n <= 100) expect(flagged / seeds, `n ${n}`).toBeLessThanOrEqual(0.1);
    }
    expect(found / points).toBeLessThan(0.002);
  });

  it('finds nothing in pure noise of the stored vectors up to 500 points', () => {
    for (const name of ['noise-10', 'noise-30', 'noise-100', 'noise-250', 'noise-500', 'noise-100-p-0.01']) {
      expect(byName(name).ours, name).toEqual([]);
      expect(eDivisive(byName(name).values, byName(name).options), name).toEqual([]);
    }
  });

  it('drops a 2% step below minMagnitude, and keeps it without', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const v = steps(seed, [50, 50], [100, 102], 0.005);
      expect(indices(eDivisive(v)), `seed ${seed}`).toContain(50);
      expect(eDivisive(v, { minMagnitude: 0.03 }), `seed ${seed}`).toEqual([]);
      expect(indices(eDivisive(v, { minMagnitude: 0.01 })), `seed ${seed}`).toContain(50);
    }
  });

  it('finds a step and the step back', () => {
    const v = steps(7, [60, 30, 60], [100, 115, 100], 0.01);
    const found = eDivisive(v);
    expect(indices(found)).toEqual(expect.arrayContaining([60, 90]));
    expect(found.find((p) => p.index === 60)!.after).toBeCloseTo(115, -1);
  });

  it('finds nothing in a constant series', () => {
    expect(eDivisive(Array.from({ length: 200 }, () => 7))).toEqual([]);
    expect(eDivisive(Array.from({ length: 200 }, () => 0))).toEqual([]);
  });

  it('handles short series', () => {
    expect(eDivisive([])).toEqual([]);
    expect(eDivisive([5])).toEqual([]);
    expect(eDivisive([1, 2])).toEqual([]);
    expect(eDivisive([100, 101, 99, 100, 100.5])).toEqual([]);
    // Two exact levels: no spread, different means, p = 0 (as SciPy's t-test gives).
    expect(eDivisive([1, 1, 1, 2, 2, 2])).toEqual([{ index: 3, pValue: 0, before: 1, after: 2 }]);
  });

  it('refuses NaN and ±Infinity, naming the value', () => {
    expect(() => eDivisive([1, 2, NaN, 4])).toThrow(new RangeError('eDivisive: values[2] is NaN; every value must be a finite number'));
    expect(() => eDivisive([Infinity])).toThrow(/values\[0\] is Infinity/);
    expect(() => eDivisive([1, -Infinity])).toThrow(/values\[1\] is -Infinity/);
  });

  it('refuses options out of range', () => {
    expect(() => eDivisive([1, 2, 3], { window: 1 })).toThrow(/window must be an integer ≥ 2/);
    expect(() => eDivisive([1, 2, 3], { window: 2.5 })).toThrow(RangeError);
    expect(() => eDivisive([1, 2, 3], { maxPValue: 0 })).toThrow(/maxPValue must be in \(0, 1\]/);
    expect(() => eDivisive([1, 2, 3], { maxPValue: NaN })).toThrow(RangeError);
    expect(() => eDivisive([1, 2, 3], { minMagnitude: -0.1 })).toThrow(/minMagnitude/);
  });

  it('does not depend on where the series sits or on its scale', () => {
    const v = steps(3, [70, 80], [100, 108], 0.01);
    const base = indices(eDivisive(v));
    expect(indices(eDivisive(v.map((x) => x * 1000)))).toEqual(base);
    expect(indices(eDivisive(v.map((x) => -x)))).toEqual(base);
  });
});
