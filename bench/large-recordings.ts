// Large recordings compared end to end through the CLI (`bench-review compare`, run from the
// TypeScript sources in a child process as a user runs it), with wall time and peak RSS:
//   hlog — one HdrHistogram interval log per side holding 100,000,000 recorded values (10,000
//          intervals of 10,000 values, two tags alternating; V2 compressed, 3 significant digits);
//   csv  — one raw-samples CSV of 10,000,000 lines per side: 3 benchmarks whose rows interleave,
//          decimal values, a unit column, 10 runs.
// Files are generated into os.tmpdir() and deleted afterwards. Target (issue 14): memory bounded
// by the histogram or sample data, not by the file.
//   npx tsx bench/large-recordings.ts [hlog|csv …]     (VALUES=100000000 LINES=10000000)
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as hdr from 'hdr-histogram-js';
import { mulberry32 } from '../src/stats/random.js';

const VALUES = Number(process.env.VALUES ?? 100_000_000);
const LINES = Number(process.env.LINES ?? 10_000_000);

const rng = mulberry32;

const gauss = (r: () => number): number => Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());

async function write(path: string, lines: (emit: (s: string) => Promise<void>) => Promise<void>): Promise<void> {
  const out = createWriteStream(path);
  let chunk = '';
  await lines(async (s) => {
    chunk += s;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  });
  out.end(chunk);
  await once(out, 'finish');
}

/** An interval log of `values` recorded values: a pool of 32 encoded intervals of 10,000 values, repeated. */
async function hlog(path: string, seed: number, scale: number): Promise<void> {
  const r = rng(seed);
  const perInterval = 10_000;
  const pool: string[] = [];
  for (let k = 0; k < 32; k++) {
    const h = hdr.build({ numberOfSignificantValueDigits: 3, lowestDiscernibleValue: 1000, highestTrackableValue: 3_600_000_000_000 });
    for (let i = 0; i < perInterval; i++) {
      let v = scale * 400_000 * Math.exp(0.5 * gauss(r));
      if (r() < 0.001) v += 20_000_000 * r();
      h.recordValue(Math.max(1000, Math.round(v)));
    }
    pool.push(hdr.encodeIntoCompressedBase64(h));
  }
  const intervals = Math.ceil(VALUES / perInterval);
  await write(path, async (emit) => {
    await emit(
      '#[Histogram log format version 1.3]\n#[StartTime: 1796000000.000 (seconds since epoch)]\n"StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"\n',
    );
    for (let i = 0; i < intervals; i++)
      await emit(`Tag=${i % 2 === 0 ? 'GET' : 'PUT'},${(Math.floor(i / 2) * 1.0).toFixed(3)},1.000,20.000,${pool[i % pool.length]}\n`);
  });
}

/** A raw-samples CSV of `LINES` rows: 3 benchmarks interleaved, decimals, a unit column, 10 runs. */
async function csv(path: string, seed: number, scale: number): Promise<void> {
  const r = rng(seed);
  const units = ['us', 'ms', 'ns'];
  const factor = [1e-3, 1e-6, 1];
  await write(path, async (emit) => {
    await emit('benchmark,run,value,unit\n');
    for (let i = 0; i < LINES; i++) {
      const b = Math.floor(r() * 3);
      const v = scale * 250_000 * Math.exp(0.3 * gauss(r)) * factor[b];
      await emit(`GET /api/endpoint-${b},${1 + Math.floor((i * 10) / LINES)},${v.toFixed(3)},${units[b]}\n`);
    }
  });
}

const CASES: Record<
  string,
  { what: string; ext: string; make: (path: string, seed: number, scale: number) => Promise<void>; kept: string }
> = {
  hlog: {
    what: `.hlog of ${VALUES.toLocaleString('en-US')} recorded values per side`,
    ext: 'hlog',
    make: hlog,
    kept: 'two histograms per side',
  },
  csv: {
    what: `samples CSV of ${LINES.toLocaleString('en-US')} lines per side (3 benchmarks interleaved, decimals, units)`,
    ext: 'csv',
    make: csv,
    kept: `${((LINES * 8) / 2 ** 20).toFixed(0)} MiB of float64 samples per side`,
  },
};

async function main(): Promise<void> {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES);
  const root = new URL('..', import.meta.url).pathname;
  for (const name of names) {
    const c = CASES[name];
    if (!c) throw new Error(`unknown case ${name}; expected one of ${Object.keys(CASES).join(', ')}`);
    const dir = mkdtempSync(join(tmpdir(), 'bench-review-large-'));
    try {
      const g0 = Date.now();
      const base = join(dir, `base.${c.ext}`);
      const head = join(dir, `head.${c.ext}`);
      await c.make(base, 1, 1);
      await c.make(head, 2, 1.03);
      const mb = (statSync(base).size + statSync(head).size) / 1e6;
      console.log(`${name}: ${c.what}; ${mb.toFixed(0)} MB on disk (both sides), generated in ${((Date.now() - g0) / 1000).toFixed(1)} s`);
      const t0 = process.hrtime.bigint();
      const r = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          join(root, 'bench/measure.mjs'),
          join(root, 'src/cli.ts'),
          'compare',
          '--base',
          base,
          '--head',
          head,
          '--json',
          join(dir, 'report.json'),
        ],
        { encoding: 'utf8', maxBuffer: 1 << 26, cwd: root },
      );
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      const rss = /maxRSS=(\d+)/.exec(r.stderr)?.[1];
      if (r.status !== 0 && r.status !== 1) throw new Error(`compare failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
      // Everything was read: the values per side the report counts.
      const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
        benchmarks: Array<{ name: string; samples: { base: number; head: number }; verdict: string }>;
      };
      const counted = report.benchmarks
        .map((x) => `${x.name}: ${x.samples.base.toLocaleString('en-US')} / ${x.samples.head.toLocaleString('en-US')} (${x.verdict})`)
        .join('; ');
      console.log(
        `  compare: ${secs.toFixed(2)} s wall (module loading included), ${(mb / secs).toFixed(0)} MB/s, peak RSS ${rss ? (Number(rss) / 1024).toFixed(0) : '?'} MiB; data kept: ${c.kept}; exit ${r.status}`,
      );
      console.log(`  values base / head: ${counted}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

await main();
