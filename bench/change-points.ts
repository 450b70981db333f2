// Speed of change-point detection (src/stats/e-divisive.ts) at the size of issue 27's dashboard:
// 500 benchmarks × 3 metrics = 1,500 series of 1,000 commits each, one core, default options
// (window 50, maxPValue 0.001). Then how the time of one series grows with its length (250, 500,
// 1,000, 2,000 points; window 50, and the whole series as one window, Otava's window ≥ n), so
// the per-window O(n·window) cost shows against the one-window O(n²). Series are seeded: noise
// around a level, with a step every few hundred commits. Prints medians of 3 (or 5) rounds.
//   npx tsx bench/change-points.ts [series] [points]      (defaults 1500 1000)
import { eDivisive, type EDivisiveOptions } from '../src/stats/e-divisive.js';
import { mulberry32 } from '../src/stats/random.js';

const seriesCount = Number(process.argv[2] ?? 1500);
const points = Number(process.argv[3] ?? 1000);

function makeSeries(seed: number, n: number): number[] {
  const u = mulberry32(seed);
  const g = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
  const noise = [0.005, 0.01, 0.03][seed % 3];
  let level = 100;
  const v: number[] = [];
  for (let i = 0; i < n; i++) {
    if (u() < 1 / 300) level *= 1 + (u() - 0.5) * 0.3;
    v.push(level * (1 + noise * g()));
  }
  return v;
}

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)];

/**
 * Wall and CPU seconds for eDivisive over every series (medians of `rounds`), and the change points
 * found. CPU time is what this process got of a core: on a shared machine wall time also counts the
 * time it waited for one.
 */
function time(all: number[][], opts: EDivisiveOptions, rounds = 3): { secs: number; cpu: number; runs: number[]; found: number } {
  const runs: number[] = [];
  const cpus: number[] = [];
  let found = 0;
  for (let r = 0; r < rounds; r++) {
    found = 0;
    const cpu0 = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (const v of all) found += eDivisive(v, opts).length;
    runs.push(Number(process.hrtime.bigint() - start) / 1e9);
    const cpu = process.cpuUsage(cpu0);
    cpus.push((cpu.user + cpu.system) / 1e6);
  }
  return { secs: median(runs), cpu: median(cpus), runs, found };
}

const all = Array.from({ length: seriesCount }, (_, i) => makeSeries(i + 1, points));
time(all.slice(0, 50), {}, 1); // warm-up
const whole = time(all, {});
console.log(
  `${seriesCount.toLocaleString('en-US')} series × ${points.toLocaleString('en-US')} points, window 50: ` +
    `${whole.secs.toFixed(2)} s wall (${whole.runs.map((t) => t.toFixed(2)).join(', ')}), ${whole.cpu.toFixed(2)} s CPU, ` +
    `${whole.found} change points`,
);

console.log('one series, by length (ms per series, CPU time, median of 5 rounds; 100 series windowed, 10 as one window):');
for (const n of [250, 500, 1000, 2000]) {
  const some = Array.from({ length: 100 }, (_, i) => makeSeries(10_000 + i, n));
  const windowed = time(some, {}, 5);
  const oneWindow = time(some.slice(0, 10), { window: n }, 5);
  console.log(
    `  ${String(n).padStart(5)} points: window 50 ${((1000 * windowed.cpu) / some.length).toFixed(2)} ms, ` +
      `one window of ${n} ${((1000 * oneWindow.cpu) / 10).toFixed(2)} ms`,
  );
}
