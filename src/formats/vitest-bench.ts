/**
 * vitest bench JSON (`vitest bench --run --outputJson out.json`).
 *
 * Shape: `files[].groups[].benchmarks[]`, each benchmark a tinybench result with times in
 * milliseconds: min, max, mean, median, p75, p99, p995, p999, sampleCount, hz, rme, and
 * `samples` (vitest empties it before writing).
 *
 * Kinds: tinybench times every call of the benchmark function separately, so its percentiles
 * are per-operation percentiles. A benchmark becomes one `percentiles` run (p50 = median, p75,
 * p99, p99.5, p99.9 with min/max/mean and count = sampleCount); if `samples` is non-empty (older
 * vitest, or a hand-written file) the samples themselves become one `per-op` run. `hz` is not
 * reported separately (it is 1/mean).
 *
 * Names: `<group fullName> > <benchmark name>`, e.g. `bench/math.bench.ts > fib > fib(10)`:
 * stable across base and head, and unique when several files or describe blocks reuse a name.
 */
import { InputError } from '../errors.js';
import type { Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const MS = 1e6;
const POINTS: Array<[string, number]> = [
  ['median', 0.5],
  ['p75', 0.75],
  ['p99', 0.99],
  ['p995', 0.995],
  ['p999', 0.999],
];

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const f = Array.isArray(doc.files) ? doc.files[0] : undefined;
    return isObject(f) && Array.isArray(f.groups) ? 1 : 0;
  }
  return /"files"\s*:\s*\[/.test(probe.head) && /"groups"\s*:\s*\[/.test(probe.head) && /"p995"\s*:/.test(probe.head) ? 0.9 : 0;
}

/** One benchmark: its samples (per-op), else its percentiles; undefined (with a warning) when it has neither. */
function readBenchmark(bench: JsonObject, bp: JsonPath, name: string, ctx: ReadContext): Measurement | undefined {
  const source = { file: ctx.file, pointer: bp.pointer };
  const samples = Array.isArray(bench.samples) ? bench.samples : [];
  if (samples.length > 0) {
    const values = new Float64Array(samples.length);
    samples.forEach((s, k) => (values[k] = bp.at('samples').at(k).finite(s) * MS));
    return { benchmark: name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values }, source };
  }
  const opt = (key: string): number | undefined => {
    const v = bench[key];
    if (v === undefined || v === null) return undefined;
    const n = bp.at(key).number(v);
    return Number.isFinite(n) ? n * MS : undefined;
  };
  const points: PercentilePoint[] = [];
  for (const [key, p] of POINTS) {
    const v = opt(key);
    if (v !== undefined) points.push({ p, value: v });
  }
  const mean = opt('mean');
  if (points.length === 0 || mean === undefined) {
    ctx.warn('no-results', { pointer: bp.pointer, name });
    return undefined;
  }
  const count =
    typeof bench.sampleCount === 'number' && Number.isInteger(bench.sampleCount) && bench.sampleCount > 0 ? bench.sampleCount : undefined;
  // sd (of the per-call times) with sampleCount gives the mean's standard error: the one-run interval for the mean.
  const sd = opt('sd');
  return {
    benchmark: name,
    unit: 'ns',
    lowerIsBetter: true,
    run: '1',
    data: { kind: 'percentiles', points, count, min: opt('min'), max: opt('max'), mean, ...(sd !== undefined ? { sd } : {}) },
    source,
  };
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements: Measurement[] = [];
  const filesPath = root.at('files');
  filesPath.array(doc.files).forEach((f, fi) => {
    const fp = filesPath.at(fi);
    const groupsPath = fp.at('groups');
    groupsPath.array(fp.object(f).groups).forEach((g, gi) => {
      const gp = groupsPath.at(gi);
      const group = gp.object(g);
      const prefix = typeof group.fullName === 'string' && group.fullName !== '' ? `${group.fullName} > ` : '';
      const benchPath = gp.at('benchmarks');
      benchPath.array(group.benchmarks).forEach((b, bi) => {
        const bp = benchPath.at(bi);
        const bench = bp.object(b);
        const m = readBenchmark(bench, bp, prefix + bp.at('name').string(bench.name), ctx);
        if (m) measurements.push(m);
      });
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file, pointer: '/files' }, 'no benchmarks; expected files[].groups[].benchmarks[] with median/p75/p99');
  }
  return { measurements };
}

export const vitestBench = defineReader({
  id: 'vitest-bench',
  title: 'vitest bench JSON (--outputJson)',
  carries: 'percentiles',
  howTo: 'vitest bench --run --outputJson bench.json',
  detect,
  parse,
});
