// The history store at scale (issue 27, item 5): 500 benchmarks × 1,000 commits. Targets: the store
// under 50 MB, recording one commit under 2 s, the change-point search of the whole store under 10 s.
//   npx tsx bench/history-scale.ts            (BENCH_COMMITS=1000 BENCH_BENCHMARKS=500 by default)
// Two suites, each in its own store in a temporary folder (removed at the end):
//   latency   every benchmark per-operation (samples), gated on p90, p99 and p99.9: 3 metrics each,
//             10 runs: 15,000 per-run values an entry, past the 2,000 kept, so medians, spreads, counts
//   go        every benchmark per-run (go test -count 10), gated on the mean: 1 metric each
// Per suite, at 100, 500 and 1,000 commits (each a prefix of the same store): its size on disk (the
// entry files and the meta file, as the data branch's checkout holds them), the search of the whole
// store (read every entry, make the series, E-Divisive on each), and recording one more commit:
// the entry made from a suite of 500 benchmarks × 10 runs × 1,000 operations (the per-run metrics
// of every run, as the action records a measured run's head side) and written into the store.
// Series are flat with noise, a step of +20 % at commit 400 in every 10th benchmark and a creep of
// +1 % per commit over commits 700–719 in every 25th: the search has change points to find.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { changePointsOfAll } from '../src/history/change-points.js';
import { entryFromSuite } from '../src/history/entry.js';
import { seriesOf } from '../src/history/series.js';
import { ENTRIES_DIR, META_FILE, readStore, writeEntry } from '../src/history/store.js';
import type { EntryBenchmark, HistoryEntry } from '../src/history/types.js';
import { buildSuite } from '../src/model/build.js';
import { defaultSettings, type MetricId } from '../src/model/settings.js';
import type { Measurement } from '../src/model/types.js';
import { mulberry32 } from '../src/stats/random.js';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 1000);
const BENCHMARKS = Number(process.env.BENCH_BENCHMARKS ?? 500);
const RUNS = 10;
const AT = [100, 500, 1000].filter((n) => n <= COMMITS);

const sha = (i: number) => (0x10000000 + i).toString(16).padStart(40, '0');
const MACHINE = {
  cpuModel: 'AMD EPYC 7763 64-Core Processor',
  physicalCores: 2,
  logicalCores: 4,
  os: 'Ubuntu 24.04.1 LTS',
  runner: 'ubuntu24',
};

function level(b: number, i: number): number {
  let v = 1000 + 37 * b;
  if (b % 10 === 0 && i >= 400) v *= 1.2;
  if (b % 25 === 0) v *= 1.01 ** Math.min(20, Math.max(0, i - 699));
  return v;
}

function entry(i: number, metrics: MetricId[], r: () => number): HistoryEntry {
  const benchmarks: Record<string, EntryBenchmark> = {};
  for (let b = 0; b < BENCHMARKS; b++) {
    const m: EntryBenchmark['metrics'] = {};
    metrics.forEach((id, k) => {
      const runs = Array.from({ length: RUNS }, () => level(b, i) * (1 + k * 0.5) * (1 + 0.02 * (r() + r() + r() - 1.5)));
      const s = [...runs].sort((x, y) => x - y);
      m[id] = { runs, median: (s[4] + s[5]) / 2, low: s[0], high: s[RUNS - 1], n: RUNS };
    });
    benchmarks[`BenchmarkService/endpoint-${String(b).padStart(3, '0')}/payload=${(b % 8) * 512}`] = {
      unit: 'ns',
      lowerIsBetter: true,
      metrics: m,
    };
  }
  return {
    commit: sha(i),
    parent: i ? sha(i - 1) : null,
    time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    machine: MACHINE,
    thresholds: { p90: 0.1, p99: 0.15, 'p99.9': 0.25, mean: 0.05 },
    benchmarks,
  };
}

function sizeOf(dir: string, commits: number): number {
  let n = statSync(join(dir, 'store', META_FILE)).size;
  for (let i = 0; i < commits; i++) n += statSync(join(dir, 'store', ENTRIES_DIR, `${sha(i)}.json.gz`)).size;
  return n;
}

/** The suite of one measured commit: BENCHMARKS benchmarks × 10 runs × 1,000 operations (per-op) or one value (per-run). */
function measuredSuite(perOp: boolean, r: () => number) {
  const measurements: Measurement[] = [];
  for (let b = 0; b < BENCHMARKS; b++)
    for (let run = 0; run < RUNS; run++) {
      const name = `BenchmarkService/endpoint-${String(b).padStart(3, '0')}`;
      const base = { benchmark: name, unit: 'ns', lowerIsBetter: true, run: String(run + 1), source: { file: 'x' } };
      if (perOp) {
        const values = new Float64Array(1000);
        for (let k = 0; k < 1000; k++) values[k] = level(b, 0) * Math.exp(0.3 * (r() + r() + r() - 1.5));
        measurements.push({ ...base, data: { kind: 'per-op', values } });
      } else measurements.push({ ...base, data: { kind: 'per-run', value: level(b, 0) * (1 + 0.02 * r()) } });
    }
  return buildSuite({ base: [], head: [{ format: 'bench', measurements, warnings: [] }] });
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function run(name: string, metrics: MetricId[], perOp: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `br-history-scale-${name}-`));
  try {
    const r = mulberry32(27);
    let written = 0;
    let writeMs = 0;
    console.log(
      `\n${name}: ${BENCHMARKS} benchmarks × ${metrics.length} metric${metrics.length > 1 ? 's' : ''} (${metrics.join(', ')}), ${RUNS} runs`,
    );
    // Recording first, in a fresh process state: a record never reads the store (it writes one file).
    const suite = measuredSuite(perOp, r);
    const c = process.cpuUsage();
    const t = performance.now();
    const e = entryFromSuite(suite, defaultSettings(), { commit: sha(COMMITS + 1), parent: null, time: new Date().toISOString() });
    const t1 = performance.now();
    await writeEntry(join(dir, 'record'), e);
    const t2 = performance.now();
    const cpu = process.cpuUsage(c);
    console.log(
      `recording one commit (${BENCHMARKS} × ${RUNS} runs${perOp ? ' × 1,000 operations' : ''}): ${secs(t2 - t)} (entry ${secs(t1 - t)}, write ${secs(t2 - t1)}), cpu ${secs((cpu.user + cpu.system) / 1000)}`,
    );
    console.log('commits  store      per commit  search (read + series + change points), its CPU time, heap  change points');
    for (const at of AT) {
      for (; written < at; written++) {
        const e = entry(written, metrics, r);
        const t = performance.now();
        await writeEntry(join(dir, 'store'), e);
        writeMs += performance.now() - t;
      }
      // Only this prefix of the store: the entries beyond it are not there yet.
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const { entries } = await readStore(join(dir, 'store'));
      const t1 = performance.now();
      const series = seriesOf(entries);
      const t2 = performance.now();
      const cps = changePointsOfAll(series);
      const t3 = performance.now();
      const cpu = process.cpuUsage(c0);
      const size = sizeOf(dir, at);
      console.log(
        `${String(at).padStart(7)}  ${mb(size).padStart(9)}  ${`${(size / at / 1000).toFixed(1)} kB`.padStart(10)}  ${secs(t3 - t0).padStart(7)} (${secs(t1 - t0)} + ${secs(t2 - t1)} + ${secs(t3 - t2)}), cpu ${secs((cpu.user + cpu.system) / 1000)}, heap ${mb(process.memoryUsage().heapUsed)}  ${cps.length}`,
      );
    }
    console.log(`writing an entry: ${(writeMs / written).toFixed(0)} ms on average over ${written}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await run('latency', ['p90', 'p99', 'p99.9'], true);
await run('go', ['mean'], false);
