/**
 * criterion.rs output directory (`cargo bench` → `target/criterion/<id>/new/sample.json`).
 *
 * Input: a directory (`target/criterion`, `target`, or one benchmark's folder). For every
 * benchmark folder the `new/` results are read: `sample.json` (`{sampling_mode, iters, times}`,
 * or the legacy bare `[[iters…],[times…]]`), else `raw.csv` (current or legacy header).
 * `base/` (criterion's own copy for its next comparison), `change/` and `report/` are ignored:
 * give the base commit's run as its own input. Without `new/`, a saved baseline folder
 * (`--save-baseline NAME`) is used instead (the first, with a warning, when there are several).
 *
 * Runs and kinds: `times[i]` is the total time of `iters[i]` iterations, so each sample gives one
 * mean time per iteration, `times[i] / iters[i]` ns → a `per-run` measurement (iterations =
 * iters[i]), run ids "1", "2", … All samples come from one process (criterion's 100 samples
 * are not separate invocations), so they show within-process noise only.
 * Names: `full_id` from `benchmark.json`, else the folder path. With a `throughput` in
 * `benchmark.json` ({"Bytes": n} / {"Elements": n}) each sample also gives B/s or ops/s, measure
 * `throughput` (the time keeps the default measure `time`).
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson } from '../read/json.js';
import { splitLines } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const SKIP = new Set(['base', 'change', 'report']);

function norm(p: string): string {
  return p.replace(/\\/g, '/');
}

/** Benchmark folder → side folder name → files in it. */
function layout(entries: string[]): Map<string, Map<string, Set<string>>> {
  const out = new Map<string, Map<string, Set<string>>>();
  for (const raw of entries) {
    const parts = norm(raw).split('/');
    if (parts.length < 2) continue;
    const fileName = parts[parts.length - 1];
    if (fileName !== 'sample.json' && fileName !== 'raw.csv' && fileName !== 'benchmark.json' && fileName !== 'estimates.json') continue;
    const side = parts[parts.length - 2];
    const bench = parts.slice(0, -2).join('/');
    let sides = out.get(bench);
    if (!sides) out.set(bench, (sides = new Map()));
    let files = sides.get(side);
    if (!files) sides.set(side, (files = new Set()));
    files.add(fileName);
  }
  return out;
}

function detect(probe: InputProbe): number {
  if (!probe.entries) return 0;
  for (const [, sides] of layout(probe.entries)) {
    for (const [side, files] of sides) {
      if (side === 'change' || side === 'report') continue;
      if (files.has('sample.json') && (files.has('estimates.json') || files.has('benchmark.json'))) return 0.95;
      if (side === 'new' && (files.has('sample.json') || files.has('raw.csv'))) return 0.8;
    }
  }
  return 0;
}

interface Samples {
  iters: number[];
  times: number[];
  /** Where sample k came from. */
  where: (k: number) => { pointer?: string; line?: number };
}

function fromSampleJson(text: string, file: string): Samples {
  const root = new JsonPath(file);
  const doc = parseJson(text, file);
  let ip: JsonPath;
  let tp: JsonPath;
  let iters: unknown;
  let times: unknown;
  if (Array.isArray(doc)) {
    ip = root.at(0);
    tp = root.at(1);
    [iters, times] = doc;
  } else {
    const o = root.object(doc);
    ip = root.at('iters');
    tp = root.at('times');
    iters = o.iters;
    times = o.times;
  }
  const i = ip.array(iters).map((v, k) => ip.at(k).finite(v));
  const t = tp.array(times).map((v, k) => tp.at(k).finite(v));
  if (i.length !== t.length) tp.fail(`${i.length} times, one per entry of iters`, `${t.length} entries`);
  return { iters: i, times: t, where: (k) => ({ pointer: tp.at(k).pointer }) };
}

function fromRawCsv(text: string, file: string): Samples {
  const lines = splitLines(text);
  const header = lines[0]?.trim().split(',') ?? [];
  const ti = header.indexOf(header.includes('sample_measured_value') ? 'sample_measured_value' : 'sample_time_nanos');
  const ii = header.indexOf('iteration_count');
  const ui = header.indexOf('unit');
  if (ti < 0 || ii < 0)
    throw new InputError(
      { file, line: 1 },
      'unexpected raw.csv header; expected "group,function,value,…,sample_measured_value,unit,iteration_count"',
    );
  const iters: number[] = [];
  const times: number[] = [];
  const rows: number[] = [];
  for (let k = 1; k < lines.length; k++) {
    if (lines[k].trim() === '') continue;
    const f = lines[k].split(',');
    const t = Number(f[ti]);
    const n = Number(f[ii]);
    if (f.length < header.length || !Number.isFinite(t) || !Number.isFinite(n) || f[ti] === '' || f[ii] === '') {
      throw new InputError(
        { file, line: k + 1 },
        `expected ${header.length} comma-separated fields with numeric ${header[ti]} and iteration_count`,
      );
    }
    if (ui >= 0 && f[ui] !== 'ns') throw new InputError({ file, line: k + 1 }, `unit "${f[ui]}" is not supported; expected ns`);
    iters.push(n);
    times.push(t);
    rows.push(k + 1);
  }
  return { iters, times, where: (k) => ({ line: rows[k] }) };
}

/** The side folder to read: `new/`, else the first saved baseline (with a warning when there are several). */
function chooseSide(dir: string, bench: string, sides: Map<string, Set<string>>, ctx: ReadContext): [string, Set<string>] | undefined {
  const usable = [...sides].filter(([s, f]) => !SKIP.has(s) && (f.has('sample.json') || f.has('raw.csv')));
  if (usable.length === 0) return undefined;
  const chosen = usable.find(([s]) => s === 'new');
  if (chosen) return chosen;
  if (usable.length > 1)
    ctx.warn('several-baselines', { file: `${dir}/${bench}`, baselines: usable.map(([s]) => s), chosen: usable[0][0] });
  return usable[0];
}

/** `full_id` and `throughput` from a benchmark.json. */
function benchmarkMeta(text: string, path: string): { name?: string; throughput?: { unit: string; per: number } } {
  const meta = parseJson(text, path);
  const out: { name?: string; throughput?: { unit: string; per: number } } = {};
  if (!isObject(meta)) return out;
  if (typeof meta.full_id === 'string' && meta.full_id !== '') out.name = meta.full_id;
  const tp = meta.throughput;
  if (isObject(tp)) {
    const [kind, n] = Object.entries(tp)[0] ?? [];
    if (typeof n === 'number' && n > 0) out.throughput = { unit: /^bytes/i.test(String(kind)) ? 'B/s' : 'ops/s', per: n };
  }
  return out;
}

/** One benchmark folder's samples: a time per iteration each, and a rate when it has a throughput. */
async function readBenchmark(input: InputFile, bench: string, sides: Map<string, Set<string>>, ctx: ReadContext): Promise<Measurement[]> {
  const dir = input.path;
  const chosen = chooseSide(dir, bench, sides, ctx);
  if (!chosen) return [];
  const [side, files] = chosen;
  const prefix = bench === '' ? side : `${bench}/${side}`;
  let name = bench === '' ? (norm(dir).replace(/\/+$/, '').split('/').pop() ?? side) : bench;
  let throughput: { unit: string; per: number } | undefined;
  if (files.has('benchmark.json')) {
    const meta = benchmarkMeta(await input.readEntry(`${prefix}/benchmark.json`), `${dir}/${prefix}/benchmark.json`);
    name = meta.name ?? name;
    throughput = meta.throughput;
  }
  const useJson = files.has('sample.json');
  const file = `${dir}/${prefix}/${useJson ? 'sample.json' : 'raw.csv'}`;
  const text = await input.readEntry(`${prefix}/${useJson ? 'sample.json' : 'raw.csv'}`);
  const s = useJson ? fromSampleJson(text, file) : fromRawCsv(text, file);
  if (s.iters.length === 0) {
    ctx.warn('no-samples', { file });
    return [];
  }
  const out: Measurement[] = [];
  s.iters.forEach((it, k) => {
    const at = s.where(k);
    const source = { file, ...at };
    if (!(it > 0) || !(s.times[k] >= 0)) {
      ctx.warn('bad-iterations', {
        file,
        ...(at.pointer !== undefined ? { pointer: at.pointer } : { line: at.line ?? null }),
        sample: k + 1,
        iterations: it,
      });
      return;
    }
    const perIter = s.times[k] / it;
    out.push({
      benchmark: name,
      unit: 'ns',
      lowerIsBetter: true,
      run: String(k + 1),
      data: { kind: 'per-run', value: perIter, iterations: it },
      source,
    });
    if (throughput && perIter > 0) {
      out.push({
        benchmark: name,
        unit: throughput.unit,
        measure: 'throughput',
        lowerIsBetter: false,
        run: String(k + 1),
        data: { kind: 'per-run', value: throughput.per / (perIter * 1e-9), iterations: it },
        source,
      });
    }
  });
  return out;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const dir = input.path;
  if (!input.isDirectory || !input.entries)
    throw new InputError({ file: dir }, 'is a file; expected a criterion output directory such as target/criterion');
  const measurements: Measurement[] = [];
  const benches = [...layout(input.entries)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [bench, sides] of benches) measurements.push(...(await readBenchmark(input, bench, sides, ctx)));
  if (measurements.length === 0)
    throw new InputError(
      { file: dir },
      'no criterion samples found; expected <benchmark>/new/sample.json (or raw.csv) below this directory',
    );
  return { measurements };
}

export const criterionDir = defineReader({
  id: 'criterion-dir',
  title: 'criterion.rs output directory (target/criterion)',
  carries: 'per-run',
  howTo: 'cargo bench, then pass the target/criterion directory',
  reads: 'directory',
  detect,
  parse,
});
