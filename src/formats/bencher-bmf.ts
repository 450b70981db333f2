/**
 * Bencher Metric Format (BMF) JSON: `{"<benchmark>": {"<measure>": {"value", "lower_value"?,
 * "upper_value"?}}}`.
 *
 * Kind: one number per benchmark, measure and file → one `per-run` value (run "1"); the bounds
 * are not used. Measures set unit and direction as Bencher defines them: `latency` (ns, lower is
 * better), `throughput` (operations/second, higher is better), `file-size` (bytes), `build-time`
 * (seconds → ns); any other measure (instructions, cycles, custom slugs) keeps its name as the
 * unit, lower is better, unless it names a rate (`…-per-second`, `…throughput…`). Each value keeps
 * its BMF measure name as its measure, so model/build.ts shows `<benchmark> (<measure>)` for a
 * benchmark with several (latency and build-time stay apart though both are in ns).
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const BUILTIN: Record<string, { unit: string; scale: number; lowerIsBetter: boolean }> = {
  latency: { unit: 'ns', scale: 1, lowerIsBetter: true },
  throughput: { unit: 'ops/s', scale: 1, lowerIsBetter: false },
  'file-size': { unit: 'B', scale: 1, lowerIsBetter: true },
  'build-time': { unit: 'ns', scale: 1e9, lowerIsBetter: true },
};
const METRIC_KEYS = new Set(['value', 'lower_value', 'upper_value']);

function isMetric(v: unknown): boolean {
  return (
    isObject(v) &&
    'value' in v &&
    Object.keys(v).every((k) => METRIC_KEYS.has(k)) &&
    Object.values(v).every((x) => x === null || typeof x === 'number')
  );
}

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const benches = Object.values(doc);
    return benches.length > 0 && benches.every((b) => isObject(b) && Object.keys(b).length > 0 && Object.values(b).every(isMetric))
      ? 0.85
      : 0;
  }
  return /^\uFEFF?\s*\{\s*"[^"]*"\s*:\s*\{\s*"[^"]*"\s*:\s*\{\s*"(value|lower_value|upper_value)"\s*:\s*[-\d]/.test(probe.head) ? 0.7 : 0;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements: Measurement[] = [];
  for (const [bench, raw] of Object.entries(doc)) {
    const bp = root.at(bench);
    for (const [measure, m] of Object.entries(bp.object(raw))) {
      const mp = bp.at(measure);
      const metric = mp.object(m);
      const value = mp.at('value').number(metric.value);
      if (!Number.isFinite(value)) {
        ctx.warn('not-finite', { pointer: mp.at('value').pointer, bench, measure });
        continue;
      }
      const u = BUILTIN[measure] ?? { unit: measure, scale: 1, lowerIsBetter: !/per-?sec|throughput|ops|rate/i.test(measure) };
      measurements.push({
        benchmark: bench,
        unit: u.unit,
        measure,
        lowerIsBetter: u.lowerIsBetter,
        run: '1',
        data: { kind: 'per-run', value: value * u.scale },
        source: { file, pointer: mp.pointer },
      });
    }
  }
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: '/' }, 'no benchmarks; expected {"<benchmark>": {"latency": {"value": …}}}');
  return { measurements };
}

export const bencherBmf = defineReader({
  id: 'bencher-bmf',
  title: 'Bencher Metric Format JSON ({bench: {measure: {value}}})',
  carries: 'per-run',
  howTo: 'write {"my_bench": {"latency": {"value": 123.4}}}  (Bencher Metric Format)',
  detect,
  parse,
});
