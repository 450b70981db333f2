/**
 * Group the measurements of many inputs into a suite: one benchmark per (name, unit), its runs per
 * side. Run ids are scoped to their input, so two files are always two different runs.
 */
import { InputError } from '../errors.js';
import type { Message } from './message.js';
import type { Benchmark, Machine, ParseResult, SampleKind, Side, Suite } from './types.js';

/** Weakest first: a benchmark whose runs mix kinds is compared as the weakest kind. */
const KIND_ORDER: SampleKind[] = ['summary', 'per-run', 'percentiles', 'histogram', 'per-op'];

function weakest(a: SampleKind, b: SampleKind): SampleKind {
  return KIND_ORDER.indexOf(a) <= KIND_ORDER.indexOf(b) ? a : b;
}

export function benchmarkKey(name: string, unit: string): string {
  return `${name}\u0000${unit}`;
}

function mergeMachine(results: ParseResult[]): Machine | undefined {
  const machines = results.map((r) => r.machine).filter((m): m is Machine => m !== undefined);
  if (machines.length === 0) return undefined;
  return Object.assign({}, ...machines) as Machine;
}

export function buildSuite(inputs: Record<Side, ParseResult[]>): Suite {
  const byKey = new Map<string, Benchmark>();
  const warnings: Message[] = [];
  const order: string[] = [];
  for (const side of ['base', 'head'] as const) {
    inputs[side].forEach((result, fileIndex) => {
      for (const m of result.measurements) {
        const key = benchmarkKey(m.benchmark, m.unit);
        let b = byKey.get(key);
        if (!b) {
          b = {
            name: m.benchmark,
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
    });
  }
  return {
    benchmarks: order.map((k) => byKey.get(k)!),
    machine: { base: mergeMachine(inputs.base), head: mergeMachine(inputs.head) },
    warnings,
  };
}
