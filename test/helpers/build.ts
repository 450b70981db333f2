/** Small builders for tests: measurements and suites from plain numbers, seeded random data. */
import { buildSuite } from '../../src/model/build.js';
import { mulberry32 } from '../stats/helpers.js';
import type { Measurement, ParseResult, RunData, Suite } from '../../src/model/types.js';

/** The seeded PRNG the statistics tests use (mulberry32). */
export const rng = mulberry32;

export function normal(r: () => number): number {
  const u = 1 - r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/** Log-normal per-operation samples. */
export function lognormal(
  r: () => number,
  n: number,
  median: number,
  sd: number,
  transform: (x: number) => number = (x) => x,
): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = transform(median * Math.exp(sd * normal(r)));
  return out;
}

export interface BenchSpec {
  name: string;
  unit?: string;
  lowerIsBetter?: boolean;
  base: RunData[];
  head: RunData[];
}

function measurements(spec: BenchSpec, side: 'base' | 'head'): Measurement[] {
  return spec[side].map((data, i) => ({
    benchmark: spec.name,
    unit: spec.unit ?? 'ns',
    lowerIsBetter: spec.lowerIsBetter ?? true,
    run: String(i + 1),
    data,
    source: { file: `${side}.test` },
  }));
}

export function suiteOf(...specs: BenchSpec[]): Suite {
  const side = (s: 'base' | 'head'): ParseResult[] => [
    { format: 'test', measurements: specs.flatMap((b) => measurements(b, s)), warnings: [] },
  ];
  return buildSuite({ base: side('base'), head: side('head') });
}

export const perRun = (values: number[]): RunData[] => values.map((value) => ({ kind: 'per-run', value }));
export const perOp = (runs: Float64Array[]): RunData[] => runs.map((values) => ({ kind: 'per-op', values }));
