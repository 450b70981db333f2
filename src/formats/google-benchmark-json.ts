/**
 * Google Benchmark JSON (`--benchmark_format=json` / `--benchmark_out=f.json`).
 *
 * Runs and kinds: each `iteration` row is one run (a repetition), and its `real_time` is a mean
 * over `iterations` iterations, so it is a `per-run` value; run ids count the rows of one
 * benchmark ("1", "2", …). Repetitions run inside one process. Aggregate rows
 * (mean/median/stddev/cv/BigO/user statistics) are never runs: they are ignored when the
 * benchmark has iteration rows. With `--benchmark_report_aggregates_only` there are no iteration
 * rows: the benchmark then gets one `summary` (mean, median, sd, n = repetitions), with a warning.
 *
 * What it returns: the per-run values as rows of the table `perRun` (model/types.ts
 * PerRunTable; one series per benchmark and measure, in order of first value), not one
 * Measurement each; the summaries as `measurements`. A row's source is the JSON pointer of its
 * field, `/benchmarks/<i>/real_time`, `…/cpu_time`, `…/<counter key>` (series pointer
 * `/benchmarks`, at = i, after = `/real_time`…), as the measurements had. Order: the rows stand
 * before the summaries, in the order read, and the summaries are made at the end, so the suite's
 * benchmarks and the value check's first error come in the same order as when every value was a
 * measurement. A row whose `iterations` is NaN (which the table cannot hold) makes the reader
 * return all rows as measurements instead, before the summaries (`withTable`), for the same error.
 *
 * Names and metrics: `run_name` (or `name`). Measures are named as the tool names them: `real_time`
 * (the primary metric, ns), `cpu_time` (ns) and each counter by its key; model/build.ts shows
 * `<name> (real_time)`, `<name> (cpu_time)`… for a benchmark with several. Counters:
 * `bytes_per_second` (B/s), `items_per_second` (ops/s) and any `*_per_second` are higher is
 * better; memory counters have units B / allocs; any other counter uses its key as the unit,
 * lower is better. Non-finite values (bare NaN/Infinity) are skipped with a warning.
 * Rows with `error_occurred` or `skipped` are dropped with a warning. `context` → machine: num_cpus
 * (logical CPUs), mhz_per_cpu (base MHz), host_name (host), load_avg (loadBefore, as the
 * library measured it at start), and in extra cpu_scaling_enabled, caches (summarised),
 * library_build_type and library_version. Google Benchmark never prints the CPU model or physical cores.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import { rowMeasurement } from '../model/run-table.js';
import type { Machine, Measurement, PerRunTable } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, tryParseJson, type JsonObject } from '../read/json.js';
import { parseWholeJson } from '../read/json-whole.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { RowSeries, RunTableBuilder } from '../read/run-table.js';
import { parseUnit } from '../units/units.js';

const KNOWN = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'aggregate_name',
  'aggregate_unit',
  'label',
  'error_occurred',
  'error_message',
  'skipped',
  'skip_message',
  'big_o',
  'rms',
  'cpu_coefficient',
  'real_coefficient',
  'complexity_n',
]);
const MEMORY: Record<string, string> = { allocs_per_iter: 'allocs', max_bytes_used: 'B', total_allocated_bytes: 'B', net_heap_growth: 'B' };
const AGG_SUFFIX = /_(mean|median|stddev|cv)$/;

/** A user counter's unit and direction, the same from the JSON and the console output. */
export function counterUnit(key: string): { unit: string; lowerIsBetter: boolean } {
  if (key === 'bytes_per_second') return { unit: 'B/s', lowerIsBetter: false };
  if (key === 'items_per_second') return { unit: 'ops/s', lowerIsBetter: false };
  if (Object.hasOwn(MEMORY, key)) return { unit: MEMORY[key], lowerIsBetter: true };
  if (/per_second$|_rate$|\/s$/.test(key)) return { unit: key, lowerIsBetter: false };
  return { unit: key, lowerIsBetter: true };
}

function detect(probe: InputProbe): number {
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

/**
 * Hazards the context shows (review/asks/tool-hazard.ts asks about them): a debug build of the
 * library, CPU frequency scaling, and a 1-minute load average above the CPU count.
 */
function hazardsOf(context: JsonObject, file: string): Message[] {
  const out: Message[] = [];
  const tool = 'google-benchmark';
  if (typeof context.library_build_type === 'string' && context.library_build_type.toLowerCase() === 'debug') {
    out.push(message('hazard.debug-build', { file, tool, field: '/context/library_build_type', value: context.library_build_type }));
  }
  if (context.cpu_scaling_enabled === true)
    out.push(message('hazard.cpu-scaling', { file, tool, field: '/context/cpu_scaling_enabled', value: 'true' }));
  const load = Array.isArray(context.load_avg) ? context.load_avg[0] : undefined;
  const cpus = context.num_cpus;
  if (typeof load === 'number' && Number.isFinite(load) && typeof cpus === 'number' && cpus > 0 && load > cpus) {
    out.push(
      message('hazard.load-above-cpus', { file, tool, field: '/context/load_avg/0', value: String(Math.round(load * 100) / 100), cpus }),
    );
  }
  return out;
}

function machineOf(context: JsonObject, _ctx: ReadContext): Machine {
  const m: Machine = {};
  const extra: Record<string, string> = {};
  if (typeof context.num_cpus === 'number' && context.num_cpus > 0) m.logicalCpus = context.num_cpus;
  if (typeof context.mhz_per_cpu === 'number' && context.mhz_per_cpu > 0) m.baseMHz = context.mhz_per_cpu;
  if (typeof context.cpu === 'string') m.cpuModel = context.cpu;
  if (typeof context.host_name === 'string' && context.host_name !== '') m.host = context.host_name;
  if (typeof context.cpu_scaling_enabled === 'boolean') extra.cpu_scaling_enabled = String(context.cpu_scaling_enabled);
  if (Array.isArray(context.caches)) {
    const caches = context.caches
      .filter(isObject)
      .map((c) => `L${String(c.level)} ${String(c.type)} ${String(c.size)} B (x${String(c.num_sharing)})`);
    if (caches.length) extra.caches = caches.join('; ');
  }
  if (Array.isArray(context.load_avg)) {
    const load = context.load_avg.slice(0, 3);
    if (load.length > 0 && load.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0)) m.loadBefore = load as number[];
  }
  if (typeof context.library_build_type === 'string') {
    extra.library_build_type = context.library_build_type;
  }
  if (typeof context.library_version === 'string') extra.library_version = context.library_version;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

interface Aggregates {
  pointer: string;
  values: Map<string, number>;
  reps?: number;
  unit: string;
}

const timeUnits = new Map<string, ReturnType<typeof parseUnit>>();
/** parseUnit of a row's time_unit, once per distinct text. */
function timeUnit(text: string): ReturnType<typeof parseUnit> {
  let u = timeUnits.get(text);
  if (u === undefined) {
    u = parseUnit(text);
    if (timeUnits.size < 64) timeUnits.set(text, u);
  }
  return u;
}

/**
 * A result's summaries and per-run table: the summaries as `measurements`, the rows as `perRun`
 * (which stand before them, as the reader made them). `nan`: the rows whose iterations were NaN,
 * which the table cannot hold (NaN there means none) and the value check rejects on the
 * measurement: when there are any, every row is returned as a measurement (with those NaN), before
 * the summaries, so the check gives the same first error as for the measurements read one by one.
 */
export function withTable(
  summaries: Measurement[],
  t: PerRunTable,
  nan: readonly number[] = [],
): { measurements: Measurement[]; perRun?: PerRunTable } {
  if (t.values.length === 0) return { measurements: summaries };
  if (nan.length === 0) return { measurements: summaries, perRun: t };
  const all: Measurement[] = [];
  for (let i = 0; i < t.values.length; i++) all.push(rowMeasurement(t, i));
  for (const i of nan) all[i].data = { kind: 'per-run', value: t.values[i], iterations: NaN };
  for (const m of summaries) all.push(m);
  return { measurements: all };
}

/** The rows of `benchmarks`: iteration rows become rows of {@link table}, aggregate rows are collected. */
class Rows {
  /** Summaries of benchmarks with aggregate rows only. */
  readonly measurements: Measurement[] = [];
  readonly table: RunTableBuilder;
  /** Each benchmark with iteration rows, and the series of a row's values. */
  readonly series: RowSeries;
  /** The table rows whose `iterations` is NaN, which the table cannot hold (NaN there means none). */
  readonly nanIterations: number[] = [];
  readonly aggregates = new Map<string, Aggregates>();
  /** One warning per benchmark and measure, however many of its values are not finite. */
  readonly nonFinite = new Map<string, { pointer: string; benchmark: string; unit: string }>();

  constructor(private readonly ctx: ReadContext) {
    this.table = new RunTableBuilder(ctx.file);
    this.series = new RowSeries(this.table);
  }

  // The iteration row being read: its benchmark, run id (the benchmark's row count), iterations
  // (NaN: none) and index in `benchmarks`.
  private rowName = '';
  private rowRun = 0;
  private rowIterations = NaN;
  /** Whether the current row has no `iterations` number (rather than a NaN one). */
  private rowNoIterations = true;
  private rowIndex = 0;
  private rowPointer = '';

  /** One value of the current iteration row; `suffix` ends the pointer of its warning when it is not finite. */
  private push(measure: string, unit: string, lowerIsBetter: boolean, value: number, suffix: string): void {
    // `suffix`: what follows the row's pointer for this value (`/real_time`, `/<key>`), the series' `after`.
    const bench = this.rowName;
    if (!Number.isFinite(value)) {
      const named = measure === 'real_time' || measure === unit ? bench : `${bench} (${measure})`;
      this.nonFinite.set(`${bench}\u0000${measure}`, { pointer: this.rowPointer + suffix, benchmark: named, unit });
      return;
    }
    const k = this.series.next(measure, unit, lowerIsBetter, '/benchmarks', suffix);
    const iterations = this.rowIterations;
    if (iterations !== iterations && !this.rowNoIterations) this.nanIterations.push(this.table.length);
    this.table.add(k, value, iterations, this.rowRun, this.rowIndex);
  }

  row(raw: unknown, at: JsonPath, index: number): void {
    const row = at.object(raw);
    const displayName = typeof row.name === 'string' ? row.name : at.at('name').string(row.name);
    const isAggregate = row.run_type === 'aggregate' || typeof row.aggregate_name === 'string';
    if (row.error_occurred === true || row.skipped === true) {
      const msg = typeof row.error_message === 'string' ? row.error_message : typeof row.skip_message === 'string' ? row.skip_message : '';
      this.ctx.warn('row-dropped', { pointer: at.pointer, benchmark: displayName, failed: row.error_occurred === true, reason: msg });
      return;
    }
    const unitText =
      row.time_unit === undefined ? 'ns' : typeof row.time_unit === 'string' ? row.time_unit : at.at('time_unit').string(row.time_unit);
    const tu = timeUnit(unitText);
    if (tu.kind !== 'time') at.at('time_unit').fail('"ns", "us", "ms" or "s"', row.time_unit);
    if (isAggregate) this.aggregateRow(row, at, displayName, unitText, tu.scale);
    else this.iterationRow(row, at, index, displayName, tu.scale);
  }

  private aggregateRow(row: JsonObject, at: JsonPath, displayName: string, unitText: string, scale: number): void {
    let aggName = typeof row.aggregate_name === 'string' ? row.aggregate_name : AGG_SUFFIX.exec(displayName)?.[1];
    const name = typeof row.run_name === 'string' ? row.run_name : displayName.replace(AGG_SUFFIX, '');
    if (aggName === undefined) {
      this.ctx.warn('unnamed-aggregate', { pointer: at.pointer, row: displayName });
      return;
    }
    aggName = aggName.toLowerCase();
    if (row.aggregate_unit === 'percentage' || aggName === 'cv' || aggName === 'bigo' || aggName === 'rms' || 'big_o' in row) return;
    let agg = this.aggregates.get(name);
    if (!agg) this.aggregates.set(name, (agg = { pointer: at.pointer, values: new Map(), unit: unitText }));
    if (typeof row.repetitions === 'number' && row.repetitions > 0) agg.reps = row.repetitions;
    if (typeof row.real_time === 'number' && Number.isFinite(row.real_time)) agg.values.set(aggName, row.real_time * scale);
  }

  /** One repetition: real time, CPU time and every counter. */
  private iterationRow(row: JsonObject, at: JsonPath, index: number, displayName: string, scale: number): void {
    const name = typeof row.run_name === 'string' ? row.run_name : displayName;
    this.rowRun = this.series.row(name);
    this.rowName = name;
    const iterations = row.iterations;
    this.rowNoIterations = typeof iterations !== 'number';
    this.rowIterations = typeof iterations === 'number' ? iterations : NaN;
    this.rowIndex = index;
    this.rowPointer = at.pointer;
    const real = row.real_time;
    this.push('real_time', 'ns', true, (typeof real === 'number' ? real : at.at('real_time').number(real)) * scale, '/real_time');
    const cpu = row.cpu_time;
    if (cpu !== undefined)
      this.push('cpu_time', 'ns', true, (typeof cpu === 'number' ? cpu : at.at('cpu_time').number(cpu)) * scale, '/cpu_time');
    // (for…in gives a parsed object's keys in Object.entries' order, without an array of pairs per row)
    for (const key in row) {
      const v = row[key];
      if (typeof v !== 'number' || KNOWN.has(key)) continue;
      const c = this.counter(key);
      this.push(key, c.unit, c.lowerIsBetter, v, c.suffix);
    }
  }

  /** A counter key's unit and direction, and `/<key>` as JsonPath.at escapes it: made once per key. */
  private readonly counterKeys = new Map<string, { unit: string; lowerIsBetter: boolean; suffix: string }>();
  private counter(key: string): { unit: string; lowerIsBetter: boolean; suffix: string } {
    let c = this.counterKeys.get(key);
    if (c === undefined) this.counterKeys.set(key, (c = { ...counterUnit(key), suffix: new JsonPath('').at(key).pointer }));
    return c;
  }

  /** Benchmarks with aggregate rows only (--benchmark_report_aggregates_only): a summary each. */
  aggregatesOnly(): void {
    for (const [name, agg] of this.aggregates) {
      if (this.series.has(name)) continue;
      const mean = agg.values.get('mean');
      if (mean === undefined) {
        this.ctx.warn('no-mean', { pointer: agg.pointer, benchmark: name });
        continue;
      }
      this.ctx.warn('aggregates-only', { pointer: agg.pointer, benchmark: name });
      this.measurements.push({
        benchmark: name,
        unit: 'ns',
        measure: 'real_time',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'summary', mean, median: agg.values.get('median'), sd: agg.values.get('stddev'), n: agg.reps },
        source: { file: this.ctx.file, pointer: agg.pointer },
      });
    }
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseWholeJson(await input.readText(), file));
  const machine = isObject(doc.context) ? machineOf(doc.context, ctx) : undefined;
  const hazards = isObject(doc.context) ? hazardsOf(doc.context, file) : [];
  const rowsPath = root.at('benchmarks');
  const rows = new Rows(ctx);
  rowsPath.array(doc.benchmarks).forEach((raw, i) => rows.row(raw, rowsPath.at(i), i));
  rows.aggregatesOnly();
  for (const w of rows.nonFinite.values()) ctx.warnShared('value-not-finite', w);
  const perRun: PerRunTable = rows.table.table();
  if (rows.measurements.length === 0 && perRun.values.length === 0) {
    throw new InputError(
      { file, pointer: '/benchmarks' },
      'no usable benchmark rows; expected rows with "name", "real_time" and "time_unit"',
    );
  }
  // One file is one process's output: its repetitions (--benchmark_repetitions) ran inside it.
  return { ...withTable(rows.measurements, perRun, rows.nanIterations), machine, processes: 1, ...(hazards.length ? { hazards } : {}) };
}

export const googleBenchmarkJson = defineReader({
  id: 'google-benchmark-json',
  title: 'Google Benchmark JSON (--benchmark_format=json)',
  carries: 'per-run',
  howTo: './bench --benchmark_repetitions=10 --benchmark_out=out.json',
  detect,
  parse,
});
