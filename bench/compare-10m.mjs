// Speed and memory of a full compare on 2 × 10,000,000 per-operation samples (10 runs per side,
// one benchmark), read from raw-samples CSV through the built CLI (dist/cli.js), as a user runs it.
// Prints wall time, throughput and peak RSS. Target on a 2-core machine: < 5 s and < 600 MB.
//   node bench/compare-10m.mjs [samplesPerSide]
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

const perSide = Number(process.argv[2] ?? 10_000_000);
const runs = 10;
const dir = mkdtempSync(join(tmpdir(), 'bench-review-10m-'));

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function writeSide(name, seed, scale) {
  const r = rng(seed);
  const path = join(dir, `${name}.csv`);
  const out = createWriteStream(path);
  out.write('benchmark,run,value\n');
  const perRun = perSide / runs;
  for (let run = 1; run <= runs; run++) {
    let chunk = '';
    for (let i = 0; i < perRun; i++) {
      // log-normal-ish latency around 50 µs, in ns
      const u = r() + 1e-12;
      const v = Math.round(scale * 50000 * Math.exp(0.3 * Math.sqrt(-2 * Math.log(u)) * Math.cos(6.283185307179586 * r())));
      chunk += `q,${run},${v}\n`;
      if (chunk.length > 1 << 20) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
    out.write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return path;
}

const t0 = Date.now();
const base = await writeSide('base', 1, 1);
const head = await writeSide('head', 2, 1.02);
const bytes = statSync(base).size + statSync(head).size;
console.log(
  `generated ${(2 * perSide).toLocaleString('en-US')} samples (${(bytes / 1e6).toFixed(0)} MB of CSV) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);

const start = process.hrtime.bigint();
const child = spawnSync(
  process.execPath,
  [
    new URL('./measure.mjs', import.meta.url).pathname,
    'dist/cli.js',
    'compare',
    '--base',
    base,
    '--head',
    head,
    '--json',
    join(dir, 'report.json'),
  ],
  {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  },
);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const rss = /maxRSS=(\d+)/.exec(child.stderr)?.[1];
if (child.status !== 0 && child.status !== 1) {
  console.error(child.stdout, child.stderr);
  process.exit(2);
}
console.log(
  `compare: ${seconds.toFixed(2)} s wall, ${(bytes / 1e6 / seconds).toFixed(0)} MB/s, peak RSS ${rss ? (Number(rss) / 1024).toFixed(0) : '?'} MB (exit ${child.status})`,
);
console.log(`targets: < 5 s and < 600 MB on a 2-core machine`);
rmSync(dir, { recursive: true, force: true });
