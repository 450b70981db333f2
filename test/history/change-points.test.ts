/**
 * The simulated history of issue 27's "Done when": seeded series with known steps, a creep of +1 %
 * per commit over 20 commits, a runner change, and pure noise — written to a store, read back,
 * turned into series and searched. The known change points are found where they are, the runner
 * change is labelled `machine` (not a regression), and pure noise gives none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changePointsOf, changePointsOfAll } from '../../src/history/change-points.js';
import { seriesOf } from '../../src/history/series.js';
import { readStore, writeEntry } from '../../src/history/store.js';
import type { Series } from '../../src/history/types.js';
import { MACHINE_A, MACHINE_B, sha, simulate } from './simulated.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function throughStore(entries: ReturnType<typeof simulate>): Promise<Series[]> {
  const dir = mkdtempSync(join(tmpdir(), 'br-history-'));
  dirs.push(dir);
  for (const e of entries) await writeEntry(dir, e);
  return seriesOf((await readStore(dir)).entries);
}

const byName = (series: Series[], name: string) => series.find((s) => s.benchmark === name)!;

describe('change points of a simulated history', () => {
  const N = 180;
  const main = simulate(
    [
      // Steps: +20 % at commit 60, −25 % at commit 120.
      { name: 'steps', level: (i) => (i < 60 ? 100 : i < 120 ? 120 : 90) },
      // A creep: +1 % per commit over commits 60–79, flat before and after (+22 % in all).
      { name: 'creep', metric: 'mean', level: (i) => 100 * 1.01 ** Math.min(20, Math.max(0, i - 59)) },
      // Pure noise, as noisy as the threshold of its metric allows.
      { name: 'noise', metric: 'mean', level: () => 100, noise: 0.03 },
      // Throughput (higher is better) that drops 30 % at commit 100: a regression.
      { name: 'throughput', metric: 'mean', level: (i) => (i < 100 ? 1000 : 700), lowerIsBetter: false },
    ],
    N,
    { seed: 27 },
  );

  it('finds the known steps, with their commits, levels and direction', async () => {
    const series = await throughStore(main);
    const steps = changePointsOf(byName(series, 'steps'));
    expect(steps.map((c) => [c.index, c.commit, c.previousCommit, c.kind])).toEqual([
      [60, sha(60), sha(59), 'regression'],
      [120, sha(120), sha(119), 'improvement'],
    ]);
    expect(steps[0].before).toBeCloseTo(100, -0.5);
    expect(steps[0].after).toBeCloseTo(120, -0.5);
    expect(steps[0].change).toBeCloseTo(0.2, 1);
    expect(steps[1].change).toBeCloseTo(-0.25, 1);
    for (const c of steps) expect(c.pValue).toBeLessThan(0.001);
    const tp = changePointsOf(byName(series, 'throughput'));
    expect(tp.map((c) => [c.index, c.kind])).toEqual([[100, 'regression']]);
    expect(tp[0].change).toBeCloseTo(-0.3, 1);
  });

  it('finds the creep as steps within it, all regressions, adding up to it', async () => {
    const series = await throughStore(main);
    const creep = changePointsOf(byName(series, 'creep'));
    expect(creep.length).toBeGreaterThan(0);
    for (const c of creep) {
      expect(c.kind).toBe('regression');
      expect(c.index).toBeGreaterThanOrEqual(60);
      expect(c.index).toBeLessThanOrEqual(80);
      // Each step is of about the threshold (5 % for mean, by the means the search compares; the
      // levels reported are medians): the 1 % steps one by one would not be.
      expect(c.change).toBeGreaterThan(0.03);
    }
    const total = creep.reduce((p, c) => p * (1 + c.change), 1) - 1;
    expect(total).toBeGreaterThan(0.15);
    expect(total).toBeLessThan(0.3);
  });

  it('finds no change point in pure noise, even with no minimum magnitude', async () => {
    const series = await throughStore(main);
    expect(changePointsOf(byName(series, 'noise'))).toEqual([]);
    for (const seed of [1, 2, 3, 4, 5]) {
      const [s] = seriesOf(simulate([{ name: 'noise', metric: 'mean', level: () => 100, noise: 0.05 }], 300, { seed }));
      expect(changePointsOf(s, { minMagnitude: 0 }), `seed ${seed}`).toEqual([]);
    }
  });

  it('labels a runner change as such, never as a regression, and still finds a step on either side of it', async () => {
    const entries = simulate(
      [
        { name: 'flat', level: () => 100 },
        { name: 'stepped', level: (i) => (i < 40 ? 100 : i < 120 ? 130 : 130) },
      ],
      160,
      { seed: 5, machineAt: (i) => (i < 90 ? MACHINE_A : MACHINE_B), machineFactor: (m) => (m === MACHINE_B ? 1.4 : 1) },
    );
    const series = await throughStore(entries);
    const flat = changePointsOf(byName(series, 'flat'));
    expect(flat.map((c) => [c.index, c.kind])).toEqual([[90, 'machine']]);
    expect(flat[0].change).toBeCloseTo(0.4, 1);
    expect(flat[0].pValue).toBeLessThan(0.001);
    const stepped = changePointsOf(byName(series, 'stepped'));
    expect(stepped.map((c) => [c.index, c.kind])).toEqual([
      [40, 'regression'],
      [90, 'machine'],
    ]);
    // Levels are taken between neighbouring change points of any kind.
    expect(stepped[0].after).toBeCloseTo(130, -0.5);
    expect(stepped[1].before).toBeCloseTo(130, -0.5);
    expect(stepped[1].after).toBeCloseTo(182, -0.5);
  });

  it('reports no machine change point where the runner changed but the level did not', () => {
    const [s] = seriesOf(
      simulate([{ name: 'same', level: () => 100 }], 100, { seed: 9, machineAt: (i) => (i < 50 ? MACHINE_A : MACHINE_B) }),
    );
    expect(s.points[49].machineKey).not.toBe(s.points[50].machineKey);
    expect(changePointsOf(s)).toEqual([]);
  });

  it('searches every series of a store', async () => {
    const series = await throughStore(main);
    const all = changePointsOfAll(series);
    expect(new Set(all.map((c) => c.benchmark))).toEqual(new Set(['steps', 'creep', 'throughput']));
  });
});
