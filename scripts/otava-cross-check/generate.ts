// Writes test/fixtures/change-points/vectors.json: seeded test series for change-point detection
// (src/stats/e-divisive.ts), each with our result. Otava's results are added afterwards by
// run_otava.py in this folder (README.md: how to rerun both); this script leaves them null.
//   npx tsx scripts/otava-cross-check/generate.ts
// Every series is drawn from mulberry32 with the seed it records, so a rerun writes the same file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eDivisive, type EDivisiveOptions } from '../../src/stats/e-divisive.js';
import { mulberry32 } from '../../src/stats/random.js';

const out = fileURLToPath(new URL('../../test/fixtures/change-points/vectors.json', import.meta.url));

interface Vector {
  name: string;
  description: string;
  seed: number | null;
  options: EDivisiveOptions;
  values: number[];
}

/** Standard normal variates (Box-Muller) from a seeded uniform generator. */
function gaussian(seed: number): () => number {
  const u = mulberry32(seed);
  return () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
}

/** `levels[i]` over `lengths[i]` points, times (1 + noise·N(0, 1)). */
function steps(seed: number, lengths: number[], levels: number[], noise: number): number[] {
  const g = gaussian(seed);
  const v: number[] = [];
  lengths.forEach((len, i) => {
    for (let k = 0; k < len; k++) v.push(levels[i] * (1 + noise * g()));
  });
  return v;
}

/** Flat at `base` for `flat` points, +`rate` per commit for `len` commits, flat at the new level for `after`. */
function creep(seed: number, flat: number, len: number, after: number, rate: number, noise: number, base = 100): number[] {
  const g = gaussian(seed);
  const v: number[] = [];
  for (let i = 0; i < flat; i++) v.push(base * (1 + noise * g()));
  for (let k = 1; k <= len; k++) v.push(base * (1 + rate) ** k * (1 + noise * g()));
  for (let i = 0; i < after; i++) v.push(base * (1 + rate) ** len * (1 + noise * g()));
  return v;
}

const vectors: Vector[] = [];
const add = (name: string, description: string, seed: number | null, values: number[], options: EDivisiveOptions = {}) =>
  vectors.push({ name, description, seed, options, values });

// Known steps.
add('step-up-10pct', '+10% at 60 of 120, 1% noise', 1, steps(1, [60, 60], [100, 110], 0.01));
add('step-down-20pct', '−20% at 50 of 80, 2% noise', 2, steps(2, [50, 30], [100, 80], 0.02));
add('step-up-10pct-short', '+10% at 6 of 12, 1% noise', 3, steps(3, [6, 6], [100, 110], 0.01));
add('three-steps', '+5% at 80, −10% at 170, +26% at 240 of 300, 1% noise', 4, steps(4, [80, 90, 70, 60], [100, 105, 95, 120], 0.01));
add('three-steps-window-20', 'the three steps with window 20', 4, steps(4, [80, 90, 70, 60], [100, 105, 95, 120], 0.01), { window: 20 });
add('step-2pct', '+2% at 50 of 100, 0.5% noise', 5, steps(5, [50, 50], [100, 102], 0.005));
add('step-2pct-min-magnitude', '+2% at 50 of 100, 0.5% noise, minMagnitude 0.05', 5, steps(5, [50, 50], [100, 102], 0.005), {
  minMagnitude: 0.05,
});
add(
  'long-five-steps',
  '1,000 points, steps at 150, 400, 410, 700, 900; 1% noise',
  6,
  steps(6, [150, 250, 10, 290, 200, 100], [100, 90, 120, 95, 100, 80], 0.01),
);

// Creep: +1% per commit over 20 commits after a flat stretch.
add('creep-1pct-20', 'flat 60, +1%/commit for 20 (indices 60–79), flat 60; 0.5% noise', 7, creep(7, 60, 20, 60, 0.01, 0.005));
add('creep-1pct-20-noisier', 'flat 60, +1%/commit for 20 (indices 60–79), flat 60; 1% noise', 8, creep(8, 60, 20, 60, 0.01, 0.01));
add(
  'creep-1pct-20-to-end',
  'flat 80, then +1%/commit for 20 (indices 80–99) up to the end; 0.5% noise',
  9,
  creep(9, 80, 20, 0, 0.01, 0.005),
);

// Pure noise of several lengths.
for (const [i, n] of [10, 30, 50, 100, 250, 500, 1000].entries()) {
  add(`noise-${n}`, `${n} points of N(100, 1)`, 20 + i, steps(20 + i, [n], [100], 0.01));
}
add('noise-100-p-0.01', '100 points of N(100, 1) at maxPValue 0.01', 30, steps(30, [100], [100], 0.01), { maxPValue: 0.01 });

// A single outlier, a step and back, a short blip.
{
  const v = steps(40, [100], [100], 0.01);
  v[40] = 300;
  add('single-outlier', 'N(100, 1) × 100 with value 300 at index 40', 40, v);
}
add('step-and-back', '+15% over indices 60–89 of 150, 1% noise', 41, steps(41, [60, 30, 60], [100, 115, 100], 0.01));
add('blip-3', '+30% over indices 50–52 of 100, 1% noise', 42, steps(42, [50, 3, 47], [100, 130, 100], 0.01));

// Other shapes.
add('variance-change', 'the same mean, noise 1% then 5% from 60 of 120', 43, [
  ...steps(43, [60], [100], 0.01),
  ...steps(44, [60], [100], 0.05),
]);
{
  const u = mulberry32(45);
  const v: number[] = [];
  for (let i = 0; i < 120; i++)
    v.push((i < 70 ? 100 : 108) * Math.exp(0.05 * Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u())));
  add('lognormal-step', 'log-normal noise (σ 0.05), +8% at 70 of 120', 45, v);
}
{
  const g = gaussian(46);
  const v: number[] = [];
  for (let i = 0; i < 200; i++) v.push(Math.round((i < 90 ? 1000 : i < 150 ? 1010 : 1004) + 3 * g()));
  add('integer-ns', 'integers (ties): 1000 → 1010 at 90 → 1004 at 150, ±3', 46, v);
}
add(
  'constant',
  '50 equal values',
  null,
  Array.from({ length: 50 }, () => 42),
);
add('two-levels-exact', 'three 1s then three 2s', null, [1, 1, 1, 2, 2, 2]);
add('empty', 'no points', null, []);
add('one-point', 'one point', null, [5]);
add('two-points', 'two points', null, [1, 2]);
add('five-points', 'five points with a jump at 3', null, [10, 10.1, 9.9, 20, 20.2]);
add('window-2', '+10% at 10 of 20 with window 2', 47, steps(47, [10, 10], [100, 110], 0.01), { window: 2 });
add('window-3', '+10% at 10 of 20 with window 3', 47, steps(47, [10, 10], [100, 110], 0.01), { window: 3 });
add('p-0.5', '+1% at 30 of 60, 1% noise, maxPValue 0.5 (first pass = 0.5)', 48, steps(48, [30, 30], [100, 101], 0.01), { maxPValue: 0.5 });

// Small integers (values 0–5): many exactly equal divergences, so the candidate depends on breaking
// ties as numpy's argmax does (the first in (τ, κ) order). Seeds and windows where taking the last
// tie instead would change the result.
for (const [seed, window] of [
  [21, 6],
  [150, 6],
  [335, 10],
  [375, 6],
  [476, 6],
  [538, 50],
]) {
  const u = mulberry32(seed);
  const n = 6 + Math.floor(u() * 30);
  const cut = Math.floor(u() * n);
  const v = Array.from({ length: n }, (_, i) => Math.floor(u() * 3) + (i >= cut ? 3 : 0));
  add(`ties-${seed}`, `${n} small integers, +3 from ${cut}, window ${window}`, seed, v, { window });
}

// Random piecewise series: lengths, levels, noise shapes and options drawn from the seed.
for (let seed = 100; seed < 140; seed++) {
  const u = mulberry32(seed);
  const g = gaussian(seed + 1000);
  const n = 5 + Math.floor(u() * 400);
  const segments = 1 + Math.floor(u() * 5);
  const cuts = Array.from({ length: segments - 1 }, () => 1 + Math.floor(u() * (n - 1))).sort((a, b) => a - b);
  const levels = Array.from({ length: segments }, () => 100 * (1 + (u() - 0.5) * 0.6));
  const noiseKind = ['normal', 'lognormal', 'integer', 'uniform'][Math.floor(u() * 4)];
  const noise = [0.002, 0.01, 0.03, 0.08][Math.floor(u() * 4)];
  const options: EDivisiveOptions = {};
  const window = [undefined, 10, 20, 30, 80][Math.floor(u() * 5)];
  if (window !== undefined) options.window = window;
  const maxPValue = [undefined, 0.01, 0.05][Math.floor(u() * 3)];
  if (maxPValue !== undefined) options.maxPValue = maxPValue;
  if (u() < 0.25) options.minMagnitude = [0.01, 0.05, 0.1][Math.floor(u() * 3)];
  const v: number[] = [];
  let s = 0;
  for (let i = 0; i < n; i++) {
    while (s < cuts.length && i >= cuts[s]) s++;
    const level = levels[s];
    if (noiseKind === 'normal') v.push(level * (1 + noise * g()));
    else if (noiseKind === 'lognormal') v.push(level * Math.exp(noise * g()));
    else if (noiseKind === 'integer') v.push(Math.round(level * (1 + noise * g())));
    else v.push(level * (1 + noise * (2 * u() - 1)));
  }
  add(
    `random-${seed}`,
    `${n} points, ${segments} level(s) (cuts ${cuts.join(', ') || 'none'}), ${noiseKind} noise ${noise}`,
    seed,
    v,
    options,
  );
}

const file = {
  about:
    'Change-point test vectors: values, options, our eDivisive result (src/stats/e-divisive.ts), and Apache Otava compute_change_points ' +
    "as it is ('otava') and with merge re-testing the true neighbours ('otavaNeighbourFix'). Written by " +
    'scripts/otava-cross-check/generate.ts, Otava columns by run_otava.py; see its README.md.',
  otavaRun: null,
  vectors: vectors.map((v) => ({
    ...v,
    ours: eDivisive(v.values, v.options),
    otava: null,
    otavaNeighbourFix: null,
    agreement: null,
  })),
};
mkdirSync(dirname(out), { recursive: true });
// One vector a line (run_otava.py writes the same layout).
const { vectors: rows, ...head } = file;
const text = JSON.stringify(head, null, 1).replace(/\n}$/, `,\n "vectors": [\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n ]\n}\n`);
writeFileSync(out, text);
console.log(`wrote ${vectors.length} vectors to ${out}`);
