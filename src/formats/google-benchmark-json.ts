/**
 * Google Benchmark JSON (`--benchmark_format=json` / `--benchmark_out=f.json`).
 *
 * Runs and kinds: each `iteration` row is one run (a repetition), and its `real_time` is a mean
 * over `iterations` iterations, so it is a `per-run` measurement; run ids count the rows of one
 * benchmark ("1", "2", …). Repetitions run inside one process. Aggregate rows
 * (mean/median/stddev/cv/BigO/user statistics) are never runs: they are ignored when the
 * benchmark has iteration rows. With `--benchmark_report_aggregates_only` there are no iteration
 * rows: the benchmark then gets one `summary` (mean, median, sd, n = repetitions), with a warning.
 *
 * Names and metrics: `run_name` (or `name`). `real_time` is the primary metric (unit ns);
 * `cpu_time` is reported as `<name> (cpu_time)`. Counters become their own measurements:
 * `bytes_per_second` (B/s), `items_per_second` (ops/s) and any `*_per_second` are higher is
 * better; memory counters have units B / allocs; any other counter uses its key as the unit,
 * lower is better. Non-finite values (bare NaN/Infinity) are skipped with a warning.
 * Rows with `error_occurred` or `skipped` are dropped with a warning. `context` → machine.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement, ParseResult } from '../model/types.js';
import { parseUnit } from '../units/units.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from './json.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';

const KNOWN = new Set([
  'name', 'family_index', 'per_family_instance_index', 'run_name', 'run_type', 'repetitions', 'repetition_index',
  'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name', 'aggregate_unit', 'label',
  'error_occurred', 'error_message', 'skipped', 'skip_message', 'big_o', 'rms', 'cpu_coefficient',
  'real_coefficient', 'complexity_n',
]);
const MEMORY: Record<string, string> = { allocs_per_iter: 'allocs', max_bytes_used: 'B', total_allocated_bytes: 'B', net_heap_growth: 'B' };
const AGG_SUFFIX = /_(mean|median|stddev|cv)$/;

function counterUnit(key: string): { unit: string; scale: number; lowerIsBetter: boolean } {
  if (key === 'bytes_per_second') return { unit: 'B/s', scale: 1, lowerIsBetter: false };
  if (key === 'items_per_second') return { unit: 'ops/s', scale: 1, lowerIsBetter: false };
  if (key in MEMORY) return { unit: MEMORY[key], scale: 1, lowerIsBetter: true };
  if (/per_second$|_rate$|\/s$/.test(key)) return { unit: key, scale: 1, lowerIsBetter: false };
  return { unit: key, scale: 1, lowerIsBetter: true };
}

function detect(probe: InputProbe): number {
  if (probe.isDirectory) return 0;
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    if (!isObject(doc.context) || !Array.isArray(doc.benchmarks)) return 0;
    const row = doc.benchmarks[0];
    if (row === undefined) return 'num_cpus' in doc.context || 'library_build_type' in doc.context ? 0.8 : 0;
    return isObject(row) && typeof row.name === 'string' && ('real_time' in row || 'time_unit' in row || 'run_type' in row) ? 1 : 0;
  }
  // Truncated head of a large file: look for the telltale keys.
  return /"context"\s*:/.test(head) && /"(library_build_type|num_cpus|mhz_per_cpu)"\s*:/.test(head) ? 0.9 : 0;
}

function machineOf(ctx: JsonObject, warnings: string[], file: string): Machine {
  const m: Machine = { source: 'google-benchmark-json' };
  const extra: Record<string, string> = {};
  if (typeof ctx.num_cpus === 'number' && ctx.num_cpus > 0) m.logicalCpus = ctx.num_cpus;
  if (typeof ctx.mhz_per_cpu === 'number' && ctx.mhz_per_cpu > 0) m.baseMHz = ctx.mhz_per_cpu;
  if (typeof ctx.cpu === 'string') m.cpuModel = ctx.cpu;
  if (typeof ctx.host_name === 'string') extra.host_name = ctx.host_name;
  if (typeof ctx.cpu_scaling_enabled === 'boolean') extra.cpu_scaling_enabled = String(ctx.cpu_scaling_enabled);
  if (Array.isArray(ctx.caches)) {
    const caches = ctx.caches.filter(isObject).map((c) => `L${String(c.level)} ${String(c.type)} ${String(c.size)} B (x${String(c.num_sharing)})`);
    if (caches.length) extra.caches = caches.join('; ');
  }
  if (Array.isArray(ctx.load_avg)) extra.load_avg = ctx.load_avg.map(String).join(', ');
  if (typeof ctx.library_build_type === 'string') {
    extra.library_build_type = ctx.library_build_type;
    if (ctx.library_build_type.toLowerCase() === 'debug') {
      warnings.push(`${file} at /context/library_build_type: the Google Benchmark library was built as debug; timings may be affected`);
    }
  }
  if (ctx.cpu_scaling_enabled === true) warnings.push(`${file} at /context/cpu_scaling_enabled: CPU frequency scaling was enabled; timings are noisier`);
  if (typeof ctx.library_version === 'string') extra.library_version = ctx.library_version;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

interface Aggregates {
  pointer: string;
  values: Map<string, number>;
  reps?: number;
  unit: string;
}

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const warnings: string[] = [];
  const machine = isObject(doc.context) ? machineOf(doc.context, warnings, file) : undefined;
  const rowsPath = root.at('benchmarks');
  const rows = rowsPath.array(doc.benchmarks);
  const measurements: Measurement[] = [];
  const counts = new Map<string, number>();
  const aggregates = new Map<string, Aggregates>();
  const nonFinite = new Map<string, string>();

  const push = (bench: string, unit: string, lowerIsBetter: boolean, run: string, value: number, iterations: number | undefined, pointer: string): void => {
    if (!Number.isFinite(value)) {
      nonFinite.set(`${bench}\u0000${unit}`, `${file} at ${pointer}: ${bench} (${unit}) is not a finite number; skipped`);
      return;
    }
    measurements.push({ benchmark: bench, unit, lowerIsBetter, run, data: { kind: 'per-run', value, iterations }, source: { file, pointer } });
  };

  rows.forEach((raw, i) => {
    const at = rowsPath.at(i);
    const row = at.object(raw);
    const displayName = at.at('name').string(row.name);
    const isAggregate = row.run_type === 'aggregate' || typeof row.aggregate_name === 'string';
    if (row.error_occurred === true || row.skipped === true) {
      const msg = typeof row.error_message === 'string' ? row.error_message : typeof row.skip_message === 'string' ? row.skip_message : '';
      warnings.push(`${file} at ${at.pointer}: ${displayName} ${row.error_occurred === true ? 'failed' : 'was skipped'}${msg ? ` ("${msg}")` : ''}; row dropped`);
      return;
    }
    const unitText = row.time_unit === undefined ? 'ns' : at.at('time_unit').string(row.time_unit);
    const tu = parseUnit(unitText);
    if (tu.kind !== 'time') at.at('time_unit').fail('"ns", "us", "ms" or "s"', row.time_unit);
    if (isAggregate) {
      let aggName = typeof row.aggregate_name === 'string' ? row.aggregate_name : AGG_SUFFIX.exec(displayName)?.[1];
      const name = typeof row.run_name === 'string' ? row.run_name : displayName.replace(AGG_SUFFIX, '');
      if (aggName === undefined) {
        warnings.push(`${file} at ${at.pointer}: aggregate row "${displayName}" has no aggregate_name; ignored`);
        return;
      }
      aggName = aggName.toLowerCase();
      if (row.aggregate_unit === 'percentage' || aggName === 'cv' || aggName === 'bigo' || aggName === 'rms' || 'big_o' in row) return;
      let agg = aggregates.get(name);
      if (!agg) aggregates.set(name, (agg = { pointer: at.pointer, values: new Map(), unit: unitText }));
      if (typeof row.repetitions === 'number' && row.repetitions > 0) agg.reps = row.repetitions;
      if (typeof row.real_time === 'number' && Number.isFinite(row.real_time)) agg.values.set(aggName, row.real_time * tu.scale);
      return;
    }
    const name = typeof row.run_name === 'string' ? row.run_name : displayName;
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const run = String(n);
    const iterations = typeof row.iterations === 'number' ? row.iterations : undefined;
    push(name, 'ns', true, run, at.at('real_time').number(row.real_time) * tu.scale, iterations, at.at('real_time').pointer);
    if (row.cpu_time !== undefined) push(`${name} (cpu_time)`, 'ns', true, run, at.at('cpu_time').number(row.cpu_time) * tu.scale, iterations, at.at('cpu_time').pointer);
    for (const [key, v] of Object.entries(row)) {
      if (KNOWN.has(key) || typeof v !== 'number') continue;
      const u = counterUnit(key);
      push(name, u.unit, u.lowerIsBetter, run, v * u.scale, iterations, at.at(key).pointer);
    }
  });

  for (const [name, agg] of aggregates) {
    if (counts.has(name)) continue;
    const mean = agg.values.get('mean');
    if (mean === undefined) {
      warnings.push(`${file} at ${agg.pointer}: ${name} has aggregate rows but no mean; skipped`);
      continue;
    }
    warnings.push(`${file} at ${agg.pointer}: ${name} has aggregates only (--benchmark_report_aggregates_only); compared as a summary, not as runs`);
    measurements.push({
      benchmark: name,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean, median: agg.values.get('median'), sd: agg.values.get('stddev'), n: agg.reps },
      source: { file, pointer: agg.pointer },
    });
  }
  warnings.push(...nonFinite.values());
  if (measurements.length === 0) {
    throw new InputError({ file, pointer: '/benchmarks' }, 'no usable benchmark rows; expected rows with "name", "real_time" and "time_unit"');
  }
  return { format: 'google-benchmark-json', measurements, machine, warnings };
}

export const googleBenchmarkJson: FormatReader = {
  id: 'google-benchmark-json',
  title: 'Google Benchmark JSON (--benchmark_format=json)',
  carries: 'per-run',
  howTo: './bench --benchmark_repetitions=10 --benchmark_out=out.json',
  detect,
  parse,
};
