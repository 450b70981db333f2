// Speed and memory of a whole review at scale, each figure printed next to its floor (read + split
// + parse only: the same file streamed in the same 1 MiB chunks, split into lines and each row's
// value parsed, nothing kept) measured in the same run. Runs on the TypeScript sources through tsx
// (no build needed); every measurement is its own child process, so peak RSS is its own.
//   npx tsx bench/scale.ts [case…]          (BENCH_REPEAT=3: floor and review pairs per case)
// Cases (default: all; the issue-14 targets are for a 2-core machine):
//   grouped      2 × 10,000,000 samples, one benchmark, rows grouped by run, integer ns
//   interleaved  2 × 10,000,000 samples, three benchmarks whose rows interleave, decimal values,
//                a unit column with three units (us, ms, ns): a load test's log   ≤ 2.5 s, ≤ 400 MB
//   names1000    1,000 benchmarks × 10 runs × SPR samples per side, rows interleaved
//   names5000    5,000 benchmarks × 10 runs × SPR samples per side, rows interleaved   ≤ 10 s
//   runs1000     one benchmark, 1,000 runs per side × 100 samples
//   runs4000     one benchmark, 4,000 runs per side × 100 samples                    ≤ 3 s
// SPR (samples per run of the names cases) is 100, i.e. 1,000 samples per benchmark and side;
// BENCH_SPR=1000 gives 1,000 per run (50 M rows per side at 5,000 benchmarks).
// "review" is read → suite → compare → decide → report → Markdown and JSON, in one process; the
// two sides' files are read side by side on a worker thread as the built action and CLI do, on
// dist/read-worker.js when it is built (BENCH_REVIEW_READ_THREADS=0 reads them one after the other).
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// 10^k, as the readers divide by it (Math.pow per row would make the floor slower than them).
import { POW10 } from '../src/read/byte-number.js';
import { mulberry32 } from '../src/stats/random.js';

/** Log-normal-ish factor around 1. */
function jitter(r: () => number): number {
  return Math.exp(0.3 * Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(6.283185307179586 * r()));
}

async function writeRows(path: string, header: string, rows: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  out.write(header);
  let chunk = '';
  for (const row of rows) {
    chunk += row;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

function* grouped(seed: number, scale: number, samples: number): Generator<string> {
  const r = mulberry32(seed);
  const perRun = samples / 10;
  for (let run = 1; run <= 10; run++) for (let i = 0; i < perRun; i++) yield `q,${run},${Math.round(scale * 50000 * jitter(r))}\n`;
}

/** Three endpoints answering in turn (which one comes next is random), each in its own unit. */
function* interleaved(seed: number, scale: number, samples: number): Generator<string> {
  const r = mulberry32(seed);
  const perRun = samples / 10;
  for (let run = 1; run <= 10; run++) {
    for (let i = 0; i < perRun; i++) {
      // about 20 bytes a row (the issue's load test: 221 MB for 10 M rows)
      const u = r();
      if (u < 0.5) yield `/items,${run},${(scale * 250 * jitter(r)).toFixed(2)},us\n`;
      else if (u < 0.8) yield `/orders,${run},${(scale * 1.5 * jitter(r)).toFixed(3)},ms\n`;
      else yield `/health,${run},${(scale * 900 * jitter(r)).toFixed(1)},ns\n`;
    }
  }
}

function* names(seed: number, scale: number, count: number, perRun: number): Generator<string> {
  const r = mulberry32(seed);
  for (let run = 1; run <= 10; run++)
    for (let s = 0; s < perRun; s++)
      for (let b = 0; b < count; b++) yield `suite/bench-${b},${run},${Math.round(scale * (1000 + b) * jitter(r))}\n`;
}

function* runs(seed: number, scale: number, count: number): Generator<string> {
  const r = mulberry32(seed);
  for (let run = 1; run <= count; run++) for (let s = 0; s < 100; s++) yield `q,${run},${Math.round(scale * 50000 * jitter(r))}\n`;
}

interface Case {
  what: string;
  target?: string;
  rows: (seed: number, scale: number) => Iterable<string>;
  header: string;
}

const SPR = Number(process.env.BENCH_SPR ?? 100);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const CASES: Record<string, Case> = {
  grouped: {
    what: '2 × 10,000,000 samples, 1 benchmark, grouped by run, integer ns',
    header: 'benchmark,run,value\n',
    rows: (s, k) => grouped(s, k, 10_000_000),
  },
  interleaved: {
    what: '2 × 10,000,000 samples, 3 benchmarks interleaved, decimals, unit column (us/ms/ns)',
    target: '≤ 2.5 s, ≤ 400 MB',
    header: 'benchmark,run,value,unit\n',
    rows: (s, k) => interleaved(s, k, 10_000_000),
  },
  names1000: {
    what: `1,000 benchmarks × 10 runs × ${SPR} samples per side, interleaved`,
    header: 'benchmark,run,value\n',
    rows: (s, k) => names(s, k, 1000, SPR),
  },
  names5000: {
    what: `5,000 benchmarks × 10 runs × ${SPR} samples per side, interleaved`,
    target: '≤ 10 s',
    header: 'benchmark,run,value\n',
    rows: (s, k) => names(s, k, 5000, SPR),
  },
  runs1000: { what: '1 benchmark × 1,000 runs per side × 100 samples', header: 'benchmark,run,value\n', rows: (s, k) => runs(s, k, 1000) },
  runs4000: {
    what: '1 benchmark × 4,000 runs per side × 100 samples',
    target: '≤ 3 s',
    header: 'benchmark,run,value\n',
    rows: (s, k) => runs(s, k, 4000),
  },
};

/** Where {@link floorChunk} is in a file: the field, the value so far, rows and their sum. */
interface FloorState {
  header: boolean;
  field: number;
  mant: number;
  frac: number;
  dot: boolean;
  rows: number;
  sum: number;
}

/** One chunk of the floor: a plain function (a hot loop inside an async one is not optimised as well). */
function floorChunk(chunk: Buffer, st: FloorState): void {
  let { header, field, mant, frac, dot, rows, sum } = st;
  for (let i = 0; i < chunk.length; i++) {
    const b = chunk[i];
    if (b === 0x0a) {
      if (header) header = false;
      else {
        sum += frac === 0 ? mant : mant / POW10[frac];
        rows++;
      }
      field = 0;
      mant = 0;
      frac = 0;
      dot = false;
    } else if (b === 0x2c) field++;
    else if (field === 2) {
      if (b === 0x2e) dot = true;
      else if (b >= 0x30 && b <= 0x39) {
        mant = mant * 10 + (b - 0x30);
        if (dot) frac++;
      }
    }
  }
  Object.assign(st, { header, field, mant, frac, dot, rows, sum });
}

/**
 * The floor: stream, split lines, parse the value field (third) of each row; keep nothing. One
 * tight loop over each chunk's bytes (the reader's own shape: no per-line search or copy), so
 * the floor is what reading these bytes costs at least; a row split across chunks carries its
 * state over.
 */
async function floor(paths: string[]): Promise<Record<string, number>> {
  const u0 = process.cpuUsage();
  const cpu0 = (u0.user + u0.system) / 1e6;
  const st: FloorState = { header: true, field: 0, mant: 0, frac: 0, dot: false, rows: 0, sum: 0 };
  for (const path of paths) {
    Object.assign(st, { header: true, field: 0, mant: 0, frac: 0, dot: false });
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) floorChunk(chunk, st);
    if (st.field > 0) {
      st.sum += st.frac === 0 ? st.mant : st.mant / POW10[st.frac];
      st.rows++;
    }
  }
  const u = process.cpuUsage();
  return { rows: st.rows, checksum: Math.round(st.sum), cpu: (u.user + u.system) / 1e6 - cpu0 };
}

async function review(base: string, head: string): Promise<Record<string, number | string>> {
  const { readSides } = await import('../src/jobs/review-run.js');
  const { useReadWorkers } = await import('../src/read/parallel.js');
  const { Worker } = await import('node:worker_threads');
  // Base and head are read side by side as the action and CLI read them, on the built worker
  // (dist/read-worker.js: `npm run build` first); without one, on the sources through tsx, whose
  // loading in the worker costs about 0.5 s more (BENCH_REVIEW_READ_THREADS=0: one thread).
  const built = new URL('../dist/read-worker.js', import.meta.url);
  const workerSource = new URL('../src/read/read-worker.ts', import.meta.url).href;
  useReadWorkers(
    existsSync(built)
      ? built
      : () =>
          new Worker(`import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(workerSource)});`, { eval: true }),
  );
  const { buildSuite } = await import('../src/model/build.js');
  const { compareSuite } = await import('../src/compare/compare-suite.js');
  const { defaultSettings } = await import('../src/model/settings.js');
  const { buildReport, decide } = await import('../src/review/index.js');
  const { renderMarkdown } = await import('../src/render/markdown.js');
  const { renderJson } = await import('../src/render/json.js');
  // CPU time (user + system) next to each wall time: on a shared, busy machine the process may get
  // a fraction of a core, and the CPU time is what the code itself costs.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const [t0, c0] = [process.hrtime.bigint(), cpu()];
  const suite = buildSuite(await readSides({ base: [base], head: [head] }));
  const [t1, c1] = [process.hrtime.bigint(), cpu()];
  const decision = decide(compareSuite(suite.benchmarks, defaultSettings()));
  const [t2, c2] = [process.hrtime.bigint(), cpu()];
  const report = buildReport(decision, suite);
  const chars = renderMarkdown(report, { charts: true }).length + renderJson(report).length;
  const [t3, c3] = [process.hrtime.bigint(), cpu()];
  const s = (a: bigint, b: bigint) => Number(b - a) / 1e9;
  return {
    secs: s(t0, t3),
    read: s(t0, t1),
    compare: s(t1, t2),
    render: s(t2, t3),
    cpu: c3 - c0,
    cpuRead: c1 - c0,
    cpuCompare: c2 - c1,
    cpuRender: c3 - c2,
    benchmarks: suite.benchmarks.length,
    status: report.status,
    chars,
  };
}

async function child(kind: string, paths: string[]): Promise<void> {
  // The review's own time starts after its modules are loaded (tsx compiles them on import).
  const start = process.hrtime.bigint();
  const out = kind === 'floor' ? await floor(paths) : await review(paths[0], paths[1]);
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  process.stdout.write(JSON.stringify({ secs, ...out, maxRssKiB: process.resourceUsage().maxRSS }) + '\n');
}

function runChild(kind: string, paths: string[]): Record<string, number | string> {
  // BENCH_PROF=DIR writes a CPU profile of each review into DIR.
  const prof = process.env.BENCH_PROF && kind === 'review' ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : [];
  const r = spawnSync(process.execPath, [...prof, '--import', 'tsx', new URL(import.meta.url).pathname, '--child', kind, ...paths], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`${kind} child failed (status ${r.status}, signal ${r.signal}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, number | string>;
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child') return child(process.argv[3], process.argv.slice(4));
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(CASES);
  for (const name of wanted) {
    const c = CASES[name];
    if (!c) throw new Error(`unknown case ${name}; expected one of ${Object.keys(CASES).join(', ')}`);
    const dir = mkdtempSync(join(tmpdir(), `bench-review-scale-${name}-`));
    try {
      const base = join(dir, 'base.csv');
      const head = join(dir, 'head.csv');
      await writeRows(base, c.header, c.rows(1, 1));
      await writeRows(head, c.header, c.rows(2, 1.04));
      const mb = (statSync(base).size + statSync(head).size) / 1e6;
      // The machine is shared and noisy: each figure is the median of REPEAT floor/review pairs.
      const floors: Array<Record<string, number | string>> = [];
      const reviews: Array<Record<string, number | string>> = [];
      const loads: string[] = [];
      for (let i = 0; i < REPEAT; i++) {
        loads.push(loadAverage());
        floors.push(runChild('floor', [base, head]));
        reviews.push(runChild('review', [base, head]));
      }
      const f = median(floors);
      const r = median(reviews);
      const secs = Number(r.secs);
      console.log(
        `${name}: ${c.what} (${mb.toFixed(0)} MB of CSV; median of ${REPEAT}; 1/5/15-min load before each: ${loads.join(' | ')})`,
      );
      console.log(
        `  floor  ${Number(f.secs).toFixed(2)} s (CPU ${Number(f.cpu).toFixed(2)} s; ${(mb / Number(f.secs)).toFixed(0)} MB/s, ${Number(f.rows).toLocaleString('en-US')} rows; all: ${floors.map((x) => Number(x.secs).toFixed(2)).join(', ')})`,
      );
      console.log(
        `  review ${secs.toFixed(2)} s (read ${Number(r.read).toFixed(2)}, compare ${Number(r.compare).toFixed(2)}, report+render ${Number(r.render).toFixed(2)}; ${(mb / Number(r.read)).toFixed(0)} MB/s read), peak RSS ${(Number(r.maxRssKiB) / 1024).toFixed(0)} MiB; ${r.benchmarks} benchmarks, ${r.status}${c.target ? `; target ${c.target}` : ''}`,
      );
      console.log(
        `         CPU ${Number(r.cpu).toFixed(2)} s (read ${Number(r.cpuRead).toFixed(2)}, compare ${Number(r.cpuCompare).toFixed(2)}, report+render ${Number(r.cpuRender).toFixed(2)})`,
      );
      console.log(
        `         all: ${reviews.map((x) => `${Number(x.secs).toFixed(2)} s / ${(Number(x.maxRssKiB) / 1024).toFixed(0)} MiB`).join(', ')}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The run whose total time is the median (its phases and RSS are reported with it). */
function median(results: Array<Record<string, number | string>>): Record<string, number | string> {
  return [...results].sort((a, b) => Number(a.secs) - Number(b.secs))[(results.length - 1) >> 1];
}

/** The 1-, 5- and 15-minute load averages: the machine is shared, so every figure names its load. */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

await main();
