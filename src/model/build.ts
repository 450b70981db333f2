/**
 * Group the measurements of many inputs into a suite: one benchmark per (name, measure, unit, load),
 * its runs per side. Measurements at different load values (a sweep's points: wrk2 at `-R 2000` and
 * `-R 8000`) are never pooled; a load is the tool's (`Measurement.load`), else one written in the
 * name (`rate=1000`, `/c=64`, or the `--sweep-param` key; model/load.ts) — a name's token wins over
 * a tool's load of another parameter, and the `--sweep-param` token always wins. Run ids are scoped to their input, so two files are always two different runs. A
 * tool name with several measures (Go ns/op, B/op, allocs/op) gets display names `name (measure)`,
 * so no output shows two rows with one name. The load points of one sweep are listed in load order.
 */
import { InputError } from '../errors.js';
import { loadFromName, loadLabel } from './load.js';
import { message, type Message } from './message.js';
import { rowIterations, rowSource } from './run-table.js';
import type { Benchmark, Load, Machine, Measurement, ParseResult, Run, SampleKind, Side, Source, Suite } from './types.js';

/** Weakest first: a benchmark whose runs mix kinds is compared as the weakest kind. */
const KIND_ORDER: SampleKind[] = ['summary', 'per-run', 'percentiles', 'histogram', 'per-op'];

function weakest(a: SampleKind, b: SampleKind): SampleKind {
  return KIND_ORDER.indexOf(a) <= KIND_ORDER.indexOf(b) ? a : b;
}

export function benchmarkKey(name: string, unit: string, measure?: string, load?: Load): string {
  const key = `${name}\u0000${unit}\u0000${measure ?? defaultMeasure(unit)}`;
  return load ? `${key}\u0000${load.param}\u0000${load.value}` : key;
}

/** The measure a reader did not name: `time` for durations, else the unit itself (`B`, `ops/s`…). */
export function defaultMeasure(unit: string): string {
  return unit === 'ns' ? 'time' : unit;
}

/**
 * Display names, unique in the suite: the tool name when it is the only benchmark of that name (so
 * single-measure suites read as before); `name (measure)` when the name has several measures;
 * `name (measure, unit)` when one name has one measure in several units. A name that would still
 * clash with one already given (a tool name that itself reads `X (ns/op)`) gets ` #2`, ` #3`…
 * A tool name measured at several load points (the tool gave the load) gets ` at rate=2000` after
 * that; a load read from the name needs none, the names already differ.
 */
function assignDisplayNames(benchmarks: Benchmark[]): void {
  const count = (key: (b: Benchmark) => string): Map<string, number> => {
    const n = new Map<string, number>();
    for (const b of benchmarks) n.set(key(b), (n.get(key(b)) ?? 0) + 1);
    return n;
  };
  const at = (b: Benchmark) => (b.load ? `\u0000${loadLabel(b.load)}` : '');
  const byName = count((b) => `${b.toolName}${at(b)}`);
  const byMeasure = count((b) => `${b.toolName}\u0000${b.measure}${at(b)}`);
  const loads = new Map<string, Set<string>>();
  for (const b of benchmarks)
    if (b.load) (loads.get(b.toolName) ?? loads.set(b.toolName, new Set()).get(b.toolName)!).add(loadLabel(b.load));
  const taken = new Set<string>();
  for (const b of benchmarks) {
    let base = b.toolName;
    if ((byMeasure.get(`${b.toolName}\u0000${b.measure}${at(b)}`) ?? 0) > 1) base = `${b.toolName} (${b.measure}, ${b.unit})`;
    else if ((byName.get(`${b.toolName}${at(b)}`) ?? 0) > 1) base = `${b.toolName} (${b.measure})`;
    if (b.load && (loads.get(b.toolName)?.size ?? 0) > 1) base = `${base} at ${loadLabel(b.load)}`;
    let name = base;
    for (let k = 2; taken.has(name); k++) name = `${base} #${k}`;
    taken.add(name);
    b.name = name;
  }
}

function mergeMachine(results: ParseResult[]): Machine | undefined {
  const machines = results.map((r) => r.machine).filter((m): m is Machine => m !== undefined);
  if (machines.length === 0) return undefined;
  return Object.assign({}, ...machines) as Machine;
}

/** Runs of one rate benchmark that carried this many times more on one side than another look like different offered loads. */
const MIXED_RATE_SPREAD = 2;

/**
 * Runs at different offered loads pooled as one benchmark: a per-run request rate (unit ending in
 * `/s`, higher is better) without a load point whose runs on one side differ more than
 * {@link MIXED_RATE_SPREAD}× (wrk2 files at 2000/s and 8000/s, no command line printed). Said, not
 * guessed at: the runs stay pooled, and the warning says how to tell the loads apart.
 */
function mixedRates(b: Benchmark): { benchmark: string; side: Side; low: number; high: number } | undefined {
  if (b.load || b.lowerIsBetter || !b.unit.endsWith('/s')) return undefined;
  for (const side of ['base', 'head'] as const) {
    const values = b.runs[side].map((r) => (r.data.kind === 'per-run' ? r.data.value : NaN)).filter((v) => v > 0);
    if (values.length < 2) continue;
    const low = Math.min(...values);
    const high = Math.max(...values);
    if (high > MIXED_RATE_SPREAD * low) return { benchmark: b.name, side, low, high };
  }
  return undefined;
}

/**
 * The load points of one sweep in load order: benchmarks of one name (without its load token),
 * measure, unit and load parameter keep the places they were first seen in, filled in ascending
 * load. Inputs arrive in the order their paths sort (`rate=100`, `rate=10000`, `rate=12800`,
 * `rate=1600` as strings), which is not the order of the loads.
 */
function loadOrder(benchmarks: Benchmark[], sweepParam: string | undefined): void {
  const groups = new Map<string, number[]>();
  benchmarks.forEach((b, i) => {
    if (!b.load) return;
    const r = loadFromName(b.toolName, sweepParam);
    const name = r && 'found' in r && r.found.load.param === b.load.param ? r.found.rest : b.toolName;
    const key = `${name}\u0000${b.measure}\u0000${b.unit}\u0000${b.load.param}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(i);
  });
  for (const places of groups.values()) {
    if (places.length < 2) continue;
    const members = places.map((i) => benchmarks[i]).sort((a, b) => a.load!.value - b.load!.value);
    places.forEach((i, k) => (benchmarks[i] = members[k]));
  }
}

export interface BuildOptions {
  /** `--sweep-param NAME`: the key of a benchmark name that is its load (model/load.ts). */
  sweepParam?: string;
}

export function buildSuite(inputs: Record<Side, ParseResult[]>, options: BuildOptions = {}): Suite {
  /** Benchmarks by name, then by benchmarkKey of the rest (unit, measure, load). */
  const byName = new Map<string, Map<string, Benchmark>>();
  const warnings: Message[] = [];
  /** Names read once: their load (or none), and whether the ambiguity was said. */
  const fromName = new Map<string, Load | null>();
  const loadOf = (name: string, file: string, warn: boolean): Load | undefined => {
    // null: read, and none (one lookup per measurement, not two).
    const known = fromName.get(name);
    if (known !== undefined) return known ?? undefined;
    const r = loadFromName(name, options.sweepParam);
    const load = r && 'found' in r ? r.found.load : undefined;
    if (r && 'ambiguous' in r) {
      // A tool-loaded name is still a point of its own: the warning is only for names the user swept by.
      if (!warn) return undefined;
      warnings.push(message('model.load-ambiguous', { benchmark: name, keys: r.ambiguous, file }));
    }
    fromName.set(name, load ?? null);
    return load;
  };
  /**
   * The load of a measurement: `--sweep-param`'s token in the name always wins; else a load token in
   * the name wins over the tool's load when their parameters differ (autocannon `-T 'GET /api
   * rate=100'` run with `-c 10`: the user swept the rate); else the tool's load, else the name's.
   */
  /**
   * A load in the input's file name or its folder's name (`wrk2-rate=2000.txt`, `rate=2000/out.txt`,
   * `-`, `_` and `.` read as separators), for outputs that record none (wrk2 without its command
   * line): the user can then say the rate by naming the file, and runs at two rates are two points.
   */
  const fileLoads = new Map<string, Load | null>();
  const loadOfFile = (file: string): Load | undefined => {
    const known = fileLoads.get(file);
    if (known !== undefined) return known ?? undefined;
    const parts = file.split(/[\\/]/);
    let load: Load | undefined;
    for (const text of [parts[parts.length - 1].replace(/\.[^.]*$/, ''), parts[parts.length - 2] ?? '']) {
      const r = loadFromName(text.replace(/[-_.]+/g, ' '), options.sweepParam);
      if (r && 'found' in r) {
        load = r.found.load;
        break;
      }
    }
    fileLoads.set(file, load ?? null);
    return load;
  };
  const loadOfMeasurement = (m: { benchmark: string; load?: Load }, file: string): Load | undefined => {
    const named = loadOf(m.benchmark, file, m.load === undefined);
    if (!m.load) return named ?? loadOfFile(file);
    if (named && (options.sweepParam !== undefined || named.param !== m.load.param)) return named;
    return m.load;
  };
  const hazards: Message[] = [];
  const benchmarks: Benchmark[] = [];
  /** The benchmark a measurement (or a series' runs) of `result` belongs to, made on first sight. */
  const benchmarkOf = (
    result: ParseResult,
    m: Pick<Measurement, 'benchmark' | 'unit' | 'measure' | 'lowerIsBetter' | 'load'>,
    kind: SampleKind,
    file: string,
    where: () => Source,
  ): Benchmark => {
    const load = loadOfMeasurement(m, file);
    // By name, then by the rest of benchmarkKey: a name's hash is kept by its string, while one
    // key made per measurement was a new long string to build and hash every time.
    let ofName = byName.get(m.benchmark);
    if (!ofName) byName.set(m.benchmark, (ofName = new Map()));
    const key = benchmarkKey('', m.unit, m.measure, load);
    let b = ofName.get(key);
    if (!b) {
      b = {
        name: m.benchmark,
        toolName: m.benchmark,
        measure: m.measure ?? defaultMeasure(m.unit),
        unit: m.unit,
        lowerIsBetter: m.lowerIsBetter,
        sampleKind: kind,
        runs: { base: [], head: [] },
        ...(load ? { load: { param: load.param, value: load.value } } : {}),
        formats: [],
      };
      ofName.set(key, b);
      benchmarks.push(b);
    } else if (b.lowerIsBetter !== m.lowerIsBetter) {
      throw new InputError(
        where(),
        `benchmark "${m.benchmark}" (${m.unit}) is lower-is-better in one input and higher-is-better in another`,
      );
    }
    b.sampleKind = weakest(b.sampleKind, kind);
    if (!b.formats.includes(result.format)) b.formats.push(result.format);
    if (result.loadModel && (b.loadModel === undefined || result.loadModel === 'closed-loop')) b.loadModel = result.loadModel;
    return b;
  };
  /**
   * Each benchmark side's process count (Benchmark.processes), kept only when some input says how
   * many processes made its runs: an input of k processes adds min(k, its runs of the benchmark),
   * one that says nothing a process per run. Keyed by the side's runs array; `touched` holds, for
   * the input being read, each array's length before it.
   */
  const processes = [...inputs.base, ...inputs.head].some((r) => r.processes !== undefined) ? new Map<Run[], number>() : undefined;
  const touched = new Map<Run[], number>();
  const touch = (runs: Run[]): Run[] => {
    if (processes && !touched.has(runs)) touched.set(runs, runs.length);
    return runs;
  };
  for (const side of ['base', 'head'] as const) {
    inputs[side].forEach((result, fileIndex) => {
      // Table rows first (model/run-table.ts): the runs they stand for, each series' benchmark
      // found once, each run id made once per input; then the measurements.
      const t = result.perRun;
      if (t) {
        const runsOf: Run[][] = [];
        const ids: string[] = [];
        for (let i = 0; i < t.values.length; i++) {
          const k = t.seriesOf[i];
          let runs = runsOf[k];
          if (runs === undefined) {
            const s = t.series[k];
            runs = runsOf[k] = touch(benchmarkOf(result, s, 'per-run', t.file, () => rowSource(t, i)).runs[side]);
          }
          const run = t.runs[i];
          runs.push({
            id: (ids[run] ??= `${side}:${fileIndex}:${run}`),
            data: { kind: 'per-run', value: t.values[i], iterations: rowIterations(t, i) },
          });
        }
      }
      for (const m of result.measurements) {
        const b = benchmarkOf(result, m, m.data.kind, m.source.file, () => m.source);
        touch(b.runs[side]).push({ id: `${side}:${fileIndex}:${m.run}`, data: m.data });
      }
      if (processes) {
        for (const [runs, before] of touched) {
          const added = runs.length - before;
          processes.set(runs, (processes.get(runs) ?? 0) + (result.processes === undefined ? added : Math.min(result.processes, added)));
        }
        touched.clear();
      }
      for (const w of result.warnings) warnings.push(w);
      for (const h of result.hazards ?? []) hazards.push({ id: h.id, params: { ...h.params, side } });
    });
  }
  loadOrder(benchmarks, options.sweepParam);
  assignDisplayNames(benchmarks);
  if (processes) for (const b of benchmarks) b.processes = { base: processes.get(b.runs.base) ?? 0, head: processes.get(b.runs.head) ?? 0 };
  for (const b of benchmarks) {
    const mixed = mixedRates(b);
    if (mixed) warnings.push(message('model.load-mixed', mixed));
  }
  return {
    benchmarks,
    machine: { base: mergeMachine(inputs.base), head: mergeMachine(inputs.head) },
    warnings,
    hazards,
  };
}
