// Speed and memory of the readers whose files can be large, each next to its floor.
// Generates one input per case (about MB megabytes, default 64) into a temp dir, then, per case,
// in a fresh child process: the reader (readResults with the format named), its wall time and
// the peak RSS right after it; then the floor on the same file in the same process — for text
// and CSV, streaming the file in 1 MiB chunks and splitting it into line strings (the project's
// own splitter, lines handed to a no-op); for NDJSON, that and JSON.parse of each line; for JSON,
// readFile + JSON.parse; for .hlog, splitting and base64-decoding + inflating every interval
// histogram (what no .hlog reader can skip; splitting alone is no floor for it). Then, for a
// reader that still returns one Measurement per value, the allocation floor: as many Measurement
// objects made alone in a fresh process (see allocChild); readers that keep per-run values as a
// table (go test, Google Benchmark, hyperfine: PerRunTable) show "—" there.
// Prints MB/s of each, the ratios, and the peak RSS. Speeds are given by wall time and by the process's CPU time
// (user + system, GC threads included), which holds up better on a shared, loaded machine. Targets (issue 14): every reader at ≥ half its floor (text/CSV ≥
// 100 MB/s, JSON ≥ 50 MB/s), memory bounded by what the reader keeps, not the file.
//   npx tsx bench/readers.ts [case…]        (BENCH_MB=64; cases: see CASES)
//   npx tsx bench/readers.ts --generate CASE PATH; node --cpu-prof --import tsx bench/readers.ts --child CASE PATH
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Measurement, Source } from '../src/model/types.js';
import { mulberry32 } from '../src/stats/random.js';

const MB = Number(process.env.BENCH_MB ?? 64) * 1e6;

const rng = mulberry32;

/** A lognormal latency around `median`. */
function latency(r: () => number, median: number): number {
  return median * Math.exp(0.3 * Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r()));
}

/** Writes lines of `line(i)` until about MB bytes (or `lines` lines), buffered in 1 MiB pieces. */
async function writeLines(out: WriteStream, line: (i: number) => string, lines = Infinity): Promise<void> {
  let bytes = 0;
  let chunk = '';
  for (let i = 0; i < lines && bytes < MB; i++) {
    const l = line(i);
    chunk += l;
    bytes += l.length;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
}

async function finish(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'finish');
}

interface Case {
  format: string;
  /** What the floor is: line splitting, or one JSON.parse; for .hlog, splitting and base64 + inflate of every interval. */
  floor: 'lines' | 'json' | 'ndjson' | 'hlog';
  what: string;
  ext: string;
  generate(out: WriteStream): Promise<void>;
}

const CASES: Record<string, Case> = {
  'samples-csv-grouped': {
    format: 'raw-samples',
    floor: 'lines',
    what: 'raw-samples CSV, 1 benchmark, rows grouped by run, integer ns',
    ext: 'csv',
    async generate(out) {
      const r = rng(1);
      out.write('benchmark,run,value\n');
      const perRun = MB / 10 / 20;
      await writeLines(out, (i) => `GET /api/items,${1 + Math.floor(i / perRun)},${Math.round(latency(r, 250_000))}\n`);
    },
  },
  'samples-csv-interleaved': {
    format: 'raw-samples',
    floor: 'lines',
    what: 'raw-samples CSV, 3 benchmarks interleaved, decimals, a unit column',
    ext: 'csv',
    async generate(out) {
      const r = rng(2);
      const units = ['us', 'ms', 'ns'];
      const scale = [1e-3, 1e-6, 1];
      out.write('benchmark,run,value,unit\n');
      const perRun = MB / 10 / 30;
      await writeLines(out, (i) => {
        const b = Math.floor(r() * 3);
        return `GET /api/endpoint-${b},${1 + Math.floor(i / perRun)},${(latency(r, 250_000) * scale[b]).toFixed(3)},${units[b]}\n`;
      });
    },
  },
  'samples-ndjson': {
    format: 'raw-samples',
    floor: 'ndjson',
    what: 'raw-samples NDJSON, 3 benchmarks interleaved, a unit key',
    ext: 'ndjson',
    async generate(out) {
      const r = rng(3);
      const perRun = MB / 10 / 70;
      await writeLines(
        out,
        (i) =>
          `{"benchmark":"GET /api/endpoint-${Math.floor(r() * 3)}","run":${1 + Math.floor(i / perRun)},"value":${latency(r, 250).toFixed(3)},"unit":"us"}\n`,
      );
    },
  },
  'samples-column': {
    format: 'samples-column',
    floor: 'lines',
    what: 'one column of latencies with a unit header',
    ext: 'txt',
    async generate(out) {
      const r = rng(4);
      out.write('latency_us\n');
      await writeLines(out, () => `${latency(r, 250).toFixed(3)}\n`);
    },
  },
  'go-bench': {
    format: 'go-bench',
    floor: 'lines',
    what: 'go test -bench -benchmem text, 10 runs per benchmark',
    ext: 'txt',
    async generate(out) {
      const r = rng(5);
      out.write('goos: linux\ngoarch: amd64\npkg: example.com/service/internal/codec\ncpu: AMD EPYC 7763 64-Core Processor\n');
      await writeLines(out, (i) => {
        const b = Math.floor(i / 10);
        const ns = latency(r, 1000 + (b % 97) * 31);
        return `BenchmarkCodec/case-${b}/size=${1 << (b % 12)}-8   \t${Math.round(1e9 / ns)}\t${ns.toFixed(1)} ns/op\t${64 * (b % 9)} B/op\t${b % 9} allocs/op\n`;
      });
      out.write('PASS\nok  \texample.com/service/internal/codec\t123.456s\n');
    },
  },
  'go-bench-count': {
    format: 'go-bench',
    floor: 'lines',
    what: 'go test -bench -benchmem text, 400 runs per benchmark (about 2,000 benchmarks at 64 MB): the per-line speed apart from the names',
    ext: 'txt',
    async generate(out) {
      const r = rng(12);
      out.write('goos: linux\ngoarch: amd64\npkg: example.com/service/internal/codec\ncpu: AMD EPYC 7763 64-Core Processor\n');
      await writeLines(out, (i) => {
        const b = Math.floor(i / 400);
        const ns = latency(r, 1000 + (b % 97) * 31);
        return `BenchmarkCodec/case-${b}/size=${1 << (b % 12)}-8   \t${Math.round(1e9 / ns)}\t${ns.toFixed(1)} ns/op\t${64 * (b % 9)} B/op\t${b % 9} allocs/op\n`;
      });
      out.write('PASS\nok  \texample.com/service/internal/codec\t123.456s\n');
    },
  },
  'go-bench-json': {
    format: 'go-bench',
    floor: 'ndjson',
    what: 'go test -json -bench output: each result line in two Output events (name, then values), as go test prints them',
    ext: 'ndjson',
    async generate(out) {
      const r = rng(6);
      const pkg = 'example.com/service/internal/codec';
      let us = 0;
      const ev = (text: string): string => {
        us += 1 + Math.floor(r() * 900);
        const time = `2026-11-30T12:${String(Math.floor(us / 6e7) % 60).padStart(2, '0')}:${String(Math.floor(us / 1e6) % 60).padStart(2, '0')}.${String(us % 1e6).padStart(6, '0')}123Z`;
        return `${JSON.stringify({ Time: time, Action: 'output', Package: pkg, Output: text })}\n`;
      };
      out.write(ev('goos: linux\n') + ev('goarch: amd64\n') + ev(`pkg: ${pkg}\n`));
      await writeLines(out, (i) => {
        const b = Math.floor(i / 10);
        const ns = latency(r, 1000 + (b % 97) * 31);
        return (
          ev(`BenchmarkCodec/case-${b}-8   \t`) +
          ev(
            `${String(Math.round(1e9 / ns)).padStart(8)}\t${ns.toFixed(1).padStart(10)} ns/op\t${String(64 * (b % 9)).padStart(8)} B/op\t${String(b % 9).padStart(8)} allocs/op\n`,
          )
        );
      });
    },
  },
  pgbench: {
    format: 'pgbench',
    floor: 'lines',
    what: 'pgbench --log per-transaction lines',
    ext: 'log',
    async generate(out) {
      const r = rng(7);
      let t = 1796000000_000000;
      await writeLines(out, (i) => {
        const us = Math.round(latency(r, 1800));
        t += 37;
        return `${i % 8} ${Math.floor(i / 8)} ${us} 0 ${Math.floor(t / 1e6)} ${t % 1e6}\n`;
      });
    },
  },
  'google-benchmark-console': {
    format: 'google-benchmark-console',
    floor: 'lines',
    what: 'Google Benchmark console output with user counters',
    ext: 'txt',
    async generate(out) {
      const r = rng(8);
      out.write(
        '2026-11-30T12:00:00+00:00\nRunning ./bench\nRun on (2 X 2450 MHz CPU s)\nCPU Caches:\n  L1 Data 32 KiB (x2)\nLoad Average: 0.50, 0.40, 0.30\n',
      );
      out.write(
        '------------------------------------------------------------------------------\nBenchmark                        Time             CPU   Iterations UserCounters...\n------------------------------------------------------------------------------\n',
      );
      await writeLines(out, (i) => {
        const ns = latency(r, 200 + (i % 50) * 10);
        return `BM_Parse/input:${(i >> 4) % 5000}/threads:1  ${ns.toFixed(1).padStart(10)} ns ${(ns * 0.99).toFixed(1).padStart(10)} ns ${String(Math.round(1e9 / ns)).padStart(10)} bytes_per_second=${(4096 / ns).toFixed(3)}Gi/s items_per_second=${(1e3 / ns).toFixed(3)}G/s\n`;
      });
    },
  },
  'google-benchmark-json': {
    format: 'google-benchmark-json',
    floor: 'json',
    what: 'Google Benchmark JSON, iteration rows',
    ext: 'json',
    async generate(out) {
      const r = rng(9);
      out.write(
        '{\n  "context": {"date": "2026-11-30T12:00:00+00:00", "num_cpus": 2, "mhz_per_cpu": 2450, "cpu_scaling_enabled": false, "library_build_type": "release"},\n  "benchmarks": [\n',
      );
      await writeLines(out, (i) => {
        const ns = latency(r, 200 + (i % 50) * 10);
        const name = `BM_Parse/input:${(i >> 4) % 5000}`;
        return `${i === 0 ? '' : ',\n'}    {"name": "${name}", "family_index": 0, "per_family_instance_index": ${(i >> 4) % 5000}, "run_name": "${name}", "run_type": "iteration", "repetitions": 16, "repetition_index": ${i % 16}, "threads": 1, "iterations": ${Math.round(1e9 / ns)}, "real_time": ${ns.toFixed(4)}, "cpu_time": ${(ns * 0.99).toFixed(4)}, "time_unit": "ns", "items_per_second": ${(1e9 / ns).toFixed(1)}}`;
      });
      out.write('\n  ]\n}\n');
    },
  },
  hyperfine: {
    format: 'hyperfine',
    floor: 'json',
    what: 'hyperfine --export-json, 10 commands with many executions',
    ext: 'json',
    async generate(out) {
      const r = rng(10);
      const per = Math.floor(MB / 10 / 22);
      out.write('{\n  "results": [\n');
      for (let c = 0; c < 10; c++) {
        const times: string[] = [];
        const codes: string[] = [];
        for (let k = 0; k < per; k++) {
          times.push(latency(r, 0.0123 * (1 + c / 10)).toFixed(15));
          codes.push('0');
        }
        out.write(
          `${c === 0 ? '' : ',\n'}    {\n      "command": "./tool --case ${c}",\n      "mean": 0.0123,\n      "stddev": 0.001,\n      "median": 0.0122,\n      "user": 0.01,\n      "system": 0.002,\n      "min": 0.01,\n      "max": 0.02,\n      "times": [\n        ${times.join(',\n        ')}\n      ],\n      "exit_codes": [${codes.join(', ')}]\n    }`,
        );
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      out.write('\n  ]\n}\n');
    },
  },
  'hdr-log': {
    format: 'hdr-log',
    what: 'HdrHistogram .hlog, 2 tags, V2 compressed intervals',
    floor: 'hlog',
    ext: 'hlog',
    async generate(out) {
      const hdr = await import('hdr-histogram-js');
      const r = rng(11);
      const pool: string[] = [];
      for (let k = 0; k < 64; k++) {
        const h = hdr.build({ numberOfSignificantValueDigits: 3, lowestDiscernibleValue: 1000, highestTrackableValue: 3_600_000_000_000 });
        for (let i = 0; i < 2000; i++) h.recordValue(Math.max(1000, Math.round(latency(r, 400_000))));
        pool.push(hdr.encodeIntoCompressedBase64(h));
      }
      out.write('#[Histogram log format version 1.3]\n"StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"\n');
      await writeLines(
        out,
        (i) => `Tag=${i % 2 === 0 ? 'READ-rt' : 'WRITE-rt'},${(i / 2).toFixed(3)},1.000,1.234,${pool[i % pool.length]}\n`,
      );
    },
  },
};

/** The child: the reader, then the floor, on one file. */
async function child(name: string, path: string): Promise<void> {
  const c = CASES[name];
  const { readResults } = await import('../src/read/read.js');
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const t0 = process.hrtime.bigint();
  const c0 = cpu();
  let result: Awaited<ReturnType<typeof readResults>> | undefined = await readResults(path, c.format);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpuSecs = cpu() - c0;
  const rssKiB = process.resourceUsage().maxRSS;
  let kept = 0;
  for (const m of result.measurements)
    kept += m.data.kind === 'per-op' ? m.data.values.length : m.data.kind === 'histogram' ? m.data.histogram.counts.length : 1;
  // Per-run values kept as columns (PerRunSeries): no object per value, so no allocation floor for them.
  const series = result.perRun?.series.length ?? 0;
  kept += result.perRun?.values.length ?? 0;
  const measurements = result.measurements.length;
  // The pattern of the result's objects, for the allocation floor: where a new source object starts, and whether sources carry a JSON pointer.
  const newSource = new Uint8Array(measurements);
  for (let i = 0; i < measurements; i++)
    newSource[i] = i === 0 || result.measurements[i].source !== result.measurements[i - 1].source ? 1 : 0;
  const pointers = measurements > 0 && result.measurements[0].source.pointer !== undefined;
  result = undefined;
  const f0 = process.hrtime.bigint();
  const fc0 = cpu();
  if (c.floor === 'hlog') {
    // What no .hlog reader can skip: split the lines, base64-decode and inflate every interval histogram
    // (with the reader's output chunk size: one near the expected size).
    const { openInput } = await import('../src/read/open.js');
    const { forEachLine } = await import('../src/read/lines.js');
    const { inflateSync } = await import('node:zlib');
    // A sink, so the inflate is not optimised away.
    let _inflated = 0;
    await forEachLine(await openInput(path), (l) => {
      const h = l.lastIndexOf(',');
      if (h < 0 || !l.startsWith('HISTF', h + 1)) return;
      const b = Buffer.from(l.slice(h + 1), 'base64');
      const len = b.readInt32BE(4);
      _inflated += inflateSync(b.subarray(8, 8 + len), {
        chunkSize: Math.min(1 << 20, Math.max(1024, 1 << Math.ceil(Math.log2(len * 4)))),
      }).length;
    });
  } else if (c.floor === 'json') {
    const { readFile } = await import('node:fs/promises');
    JSON.parse(await readFile(path, 'utf8'));
  } else {
    const { openInput } = await import('../src/read/open.js');
    const { forEachLine } = await import('../src/read/lines.js');
    let n = 0;
    if (c.floor === 'ndjson')
      await forEachLine(await openInput(path), (l) => void (l === '' || (n += Object.keys(JSON.parse(l) as object).length)));
    else await forEachLine(await openInput(path), (l) => void (n += l.length));
  }
  const floorSecs = Number(process.hrtime.bigint() - f0) / 1e9;
  const floorCpuSecs = cpu() - fc0;
  let sources = 0;
  for (let i = 0; i < measurements; i++) sources += newSource[i];
  process.stdout.write(
    `${JSON.stringify({ secs, cpuSecs, floorSecs, floorCpuSecs, rssKiB, measurements, series, sources, pointers, kept })}\n`,
  );
}

/**
 * The allocation floor, in a fresh process like the reader's: N Measurement objects alone — each
 * with its data object, a source object every `every` measurements (with a JSON pointer string
 * when the reader's sources carry one) — kept in one array, nothing read or parsed. A reader
 * that returns one Measurement per value cannot take less.
 */
function allocChild(n: number, every: number, pointers: boolean): void {
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const t0 = process.hrtime.bigint();
  const c0 = cpu();
  const made: Measurement[] = [];
  const runs = Array.from({ length: 16 }, (_, k) => String(k + 1));
  let source: Source = { file: 'x', line: 0 };
  for (let i = 0; i < n; i++) {
    if (i % every === 0) source = pointers ? { file: 'x', pointer: '/results/0/times/' + runs[i & 15] } : { file: 'x', line: i };
    made.push({
      benchmark: 'BenchmarkX',
      unit: 'ns',
      measure: 'ns/op',
      lowerIsBetter: true,
      run: runs[i & 15],
      data: { kind: 'per-run', value: i * 0.5, iterations: i },
      source,
    });
  }
  const allocSecs = Number(process.hrtime.bigint() - t0) / 1e9;
  process.stdout.write(`${JSON.stringify({ allocSecs, allocCpuSecs: cpu() - c0, made: made.length })}\n`);
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child') return child(process.argv[3], process.argv[4]);
  if (process.argv[2] === '--alloc') return allocChild(Number(process.argv[3]), Number(process.argv[4]), process.argv[5] === 'pointers');
  if (process.argv[2] === '--generate') {
    // Keep one case's input, e.g. to profile the child on it: --generate CASE PATH
    const out = createWriteStream(process.argv[4]);
    await CASES[process.argv[3]].generate(out);
    return finish(out);
  }
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES);
  const dir = mkdtempSync(join(tmpdir(), 'bench-review-readers-'));
  console.log(
    `case | reader | MB | reader MB/s wall (CPU) | floor MB/s wall (CPU) | reader/floor (CPU) | alloc floor MB/s CPU | floor + alloc MB/s CPU | reader/(floor + alloc) | peak RSS | kept`,
  );
  try {
    for (const name of names) {
      const c = CASES[name];
      if (!c) throw new Error(`unknown case ${name}; expected one of ${Object.keys(CASES).join(', ')}`);
      const path = join(dir, `${name}.${c.ext}`);
      const out = createWriteStream(path);
      await c.generate(out);
      await finish(out);
      const mb = statSync(path).size / 1e6;
      const r = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', name, path], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      rmSync(path, { force: true });
      if (r.status !== 0) throw new Error(`${name}: child failed: ${r.stderr}`);
      const res = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
        secs: number;
        cpuSecs: number;
        floorSecs: number;
        floorCpuSecs: number;
        rssKiB: number;
        measurements: number;
        series: number;
        sources: number;
        pointers: boolean;
        kept: number;
      };
      const every = Math.max(1, Math.round(res.measurements / Math.max(1, res.sources)));
      const ra = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          new URL(import.meta.url).pathname,
          '--alloc',
          String(res.measurements),
          String(every),
          res.pointers ? 'pointers' : 'lines',
        ],
        { encoding: 'utf8', maxBuffer: 1 << 20 },
      );
      if (ra.status !== 0) throw new Error(`${name}: allocation child failed: ${ra.stderr}`);
      const { allocCpuSecs } = JSON.parse(ra.stdout.trim().split('\n').pop()!) as { allocCpuSecs: number };
      const speed = mb / res.secs;
      const floor = mb / res.floorSecs;
      const what = { json: 'JSON.parse', ndjson: 'split + JSON.parse per line', lines: 'split lines', hlog: 'split + base64 + inflate' }[
        c.floor
      ];
      const both = res.floorCpuSecs + allocCpuSecs;
      // The allocation floor only binds readers that return one Measurement per value.
      const perValue = res.measurements >= res.kept / 2 && res.measurements > 1000;
      const alloc = perValue
        ? `${(mb / allocCpuSecs).toFixed(0)} | ${(mb / both).toFixed(0)} | ${(both / res.cpuSecs).toFixed(2)}`
        : '— | — | —';
      console.log(
        `${name} | ${c.format} | ${mb.toFixed(0)} | ${speed.toFixed(0)} (${(mb / res.cpuSecs).toFixed(0)}) | ${floor.toFixed(0)} (${(mb / res.floorCpuSecs).toFixed(0)}) ${what} | ${(res.floorCpuSecs / res.cpuSecs).toFixed(2)} | ${alloc} | ${(res.rssKiB / 1024).toFixed(0)} MiB | ${res.measurements.toLocaleString('en-US')} measurements, ${res.series.toLocaleString('en-US')} series, ${res.kept.toLocaleString('en-US')} values`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
