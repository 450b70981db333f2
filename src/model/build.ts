/**
 * Group the measurements of many inputs into a suite: one benchmark per (name, measure, unit), its
 * runs per side. Run ids are scoped to their input, so two files are always two different runs. A
 * tool name with several measures (Go ns/op, B/op, allocs/op) gets display names `name (measure)`,
 * so no output shows two rows with one name.
 */
import { InputError } from '../errors.js';
import type { Message } from './message.js';
import type { Benchmark, Machine, ParseResult, SampleKind, Side, Suite } from './types.js';

/** Weakest first: a benchmark whose runs mix kinds is compared as the weakest kind. */
const KIND_ORDER: SampleKind[] = ['summary', 'per-run', 'percentiles', 'histogram', 'per-op'];

function weakest(a: SampleKind, b: SampleKind): SampleKind {
  return KIND_ORDER.indexOf(a) <= KIND_ORDER.indexOf(b) ? a : b;
}

export function benchmarkKey(name: string, unit: string, measure?: string): string {
  return `${name}\u0000${unit}\u0000${measure ?? defaultMeasure(unit)}`;
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
 */
function assignDisplayNames(benchmarks: Benchmark[]): void {
  const count = (key: (b: Benchmark) => string): Map<string, number> => {
    const n = new Map<string, number>();
    for (const b of benchmarks) n.set(key(b), (n.get(key(b)) ?? 0) + 1);
    return n;
  };
  const byName = count((b) => b.toolName);
  const byMeasure = count((b) => `${b.toolName}\u0000${b.measure}`);
  const taken = new Set<string>();
  for (const b of benchmarks) {
    let base = b.toolName;
    if ((byMeasure.get(`${b.toolName}\u0000${b.measure}`) ?? 0) > 1) base = `${b.toolName} (${b.measure}, ${b.unit})`;
    else if ((byName.get(b.toolName) ?? 0) > 1) base = `${b.toolName} (${b.measure})`;
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

export function buildSuite(inputs: Record<Side, ParseResult[]>): Suite {
  const byKey = new Map<string, Benchmark>();
  const warnings: Message[] = [];
  const hazards: Message[] = [];
  const order: string[] = [];
  for (const side of ['base', 'head'] as const) {
    inputs[side].forEach((result, fileIndex) => {
      for (const m of result.measurements) {
        const key = benchmarkKey(m.benchmark, m.unit, m.measure);
        let b = byKey.get(key);
        if (!b) {
          b = {
            name: m.benchmark,
            toolName: m.benchmark,
            measure: m.measure ?? defaultMeasure(m.unit),
            unit: m.unit,
            lowerIsBetter: m.lowerIsBetter,
            sampleKind: m.data.kind,
            runs: { base: [], head: [] },
            formats: [],
          };
          byKey.set(key, b);
          order.push(key);
        } else if (b.lowerIsBetter !== m.lowerIsBetter) {
          throw new InputError(m.source, `benchmark "${m.benchmark}" (${m.unit}) is lower-is-better in one input and higher-is-better in another`);
        }
        b.sampleKind = weakest(b.sampleKind, m.data.kind);
        if (!b.formats.includes(result.format)) b.formats.push(result.format);
        if (result.loadModel && (b.loadModel === undefined || result.loadModel === 'closed-loop')) b.loadModel = result.loadModel;
        b.runs[side].push({ id: `${side}:${fileIndex}:${m.run}`, source: m.source, data: m.data });
      }
      for (const w of result.warnings) warnings.push(w);
      for (const h of result.hazards ?? []) hazards.push({ id: h.id, params: { ...h.params, side } });
    });
  }
  const benchmarks = order.map((k) => byKey.get(k)!);
  assignDisplayNames(benchmarks);
  return {
    benchmarks,
    machine: { base: mergeMachine(inputs.base), head: mergeMachine(inputs.head) },
    warnings,
    hazards,
  };
}
