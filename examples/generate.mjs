// Generates the bundled example: a service benchmark measured in 10 process-level runs per side
// (per-request latency, µs), built to show one tail-only regression, one unchanged benchmark and
// one improvement. Deterministic (seeded), so the committed files can be regenerated exactly:
//   node examples/generate.mjs
import { writeFileSync } from 'node:fs';

function rng(seed) {
  // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(r) {
  const u = 1 - r();
  const v = r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const RUNS = 10;
const PER_RUN = 2000;

// name, median µs, log-sd, head transform
const BENCHMARKS = [
  // Head adds a slow path to 3% of requests (a cache miss now takes a second round trip).
  ['GET /checkout', 1800, 0.22, (x, r) => (r() < 0.03 ? x * 2.2 : x)],
  ['GET /search', 950, 0.3, (x) => x],
  // Head renders 20% faster across the board.
  ['POST /render', 4200, 0.18, (x) => x * 0.8],
];

function side(name, seed, isHead) {
  const r = rng(seed);
  const rows = ['benchmark,run,value,unit'];
  for (let run = 1; run <= RUNS; run++) {
    for (const [bench, median, sd, transform] of BENCHMARKS) {
      const runOffset = Math.exp(0.01 * normal(r)); // run-to-run machine noise
      for (let i = 0; i < PER_RUN; i++) {
        let x = median * runOffset * Math.exp(sd * normal(r));
        if (isHead) x = transform(x, r);
        rows.push(`${bench},${run},${x.toFixed(1)},us`);
      }
    }
  }
  writeFileSync(new URL(`./service/${name}.csv`, import.meta.url), rows.join('\n') + '\n');
}

side('base', 1, false);
side('head', 2, true);
