/**
 * mitata JSON: `await run({ format: 'json' })` (or `{ format: { json: { samples, debug } } }`)
 * printed to a file — `{layout, benchmarks: [{alias, group, runs: [{name, args, stats | error}]}],
 * context: {runtime, version, arch, cpu: {name, freq}, noop}}` with times in nanoseconds.
 *
 * Runs and kinds (checked against mitata 1.0.34's source): when one call is fast (≤ 65.5 µs in
 * warm-up) mitata times batches of 4096 calls and records batch time / 4096, so each sample is
 * already a mean over many calls and `ticks` = samples × batch. Otherwise every sample is one
 * call and `ticks` = samples. Hence:
 *  - samples present, ticks = samples: one `per-op` run with the samples;
 *  - samples present, ticks > samples: each sample is a `per-run` value (iterations = ticks /
 *    samples) — per-op tails are not claimed from batch means;
 *  - samples dropped (`samples: false`): if ticks is a multiple of 4096 (batched) one `summary`
 *    (avg, min, max, median = p50), else one `percentiles` run (p25/p50/p75/p99/p99.9,
 *    count = ticks).
 * mitata drops the 2 lowest and 2 highest samples when it has more than 12. Errored runs are
 * skipped with a warning. `context.noop` (calibration) is ignored.
 * Names: the run name (`name`, with args substituted), prefixed with `<group> / ` when the
 * benchmark sits in a named group.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const BATCH = 4096;
const POINTS: Array<[string, number]> = [
  ['p25', 0.25],
  ['p50', 0.5],
  ['p75', 0.75],
  ['p99', 0.99],
  ['p999', 0.999],
];

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    return Array.isArray(doc.layout) && Array.isArray(doc.benchmarks) && isObject(doc.context) && 'runtime' in doc.context ? 1 : 0;
  }
  return /^\uFEFF?\s*\{\s*"layout"\s*:\s*\[/.test(probe.head) &&
    /"benchmarks"\s*:\s*\[/.test(probe.head) &&
    /"runs"\s*:\s*\[/.test(probe.head)
    ? 0.9
    : 0;
}

function machineOf(ctx: JsonObject): Machine {
  const m: Machine = {};
  const extra: Record<string, string> = {};
  if (isObject(ctx.cpu)) {
    if (typeof ctx.cpu.name === 'string') m.cpuModel = ctx.cpu.name;
    if (typeof ctx.cpu.freq === 'number' && Number.isFinite(ctx.cpu.freq)) extra.estimated_clock_ghz = ctx.cpu.freq.toFixed(2);
  }
  if (typeof ctx.arch === 'string') {
    const [arch, ...os] = ctx.arch.split('-');
    m.arch = arch;
    if (os.length) m.os = os.join('-');
  }
  if (typeof ctx.runtime === 'string') extra.runtime = `${ctx.runtime}${typeof ctx.version === 'string' ? ` ${ctx.version}` : ''}`;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

/**
 * One run's stats: its samples (per-op values, or per-run batch means when each sample timed
 * several iterations), else a summary (batched runs) or the printed percentiles.
 */
function readStats(stats: JsonObject, sp: JsonPath, name: string, file: string): Measurement[] {
  const out: Measurement[] = [];
  const ticks = sp.at('ticks').finite(stats.ticks);
  const push = (runId: string, data: Measurement['data'], pointer = sp.pointer): void => {
    out.push({ benchmark: name, unit: 'ns', lowerIsBetter: true, run: runId, data, source: { file, pointer } });
  };
  if (Array.isArray(stats.samples) && stats.samples.length > 0) {
    const samples = stats.samples.map((v, k) => sp.at('samples').at(k).finite(v));
    if (ticks <= samples.length) push('1', { kind: 'per-op', values: Float64Array.from(samples) }, sp.at('samples').pointer);
    else {
      const iterations = Math.round(ticks / samples.length);
      samples.forEach((value, k) => push(String(k + 1), { kind: 'per-run', value, iterations }, sp.at('samples').at(k).pointer));
    }
    return out;
  }
  const opt = (key: string): number | undefined => (stats[key] === undefined ? undefined : sp.at(key).finite(stats[key]));
  const mean = sp.at('avg').finite(stats.avg);
  if (ticks % BATCH === 0) {
    push('1', { kind: 'summary', mean, min: opt('min'), max: opt('max'), median: opt('p50') });
    return out;
  }
  const points: PercentilePoint[] = [];
  for (const [key, p] of POINTS) {
    const v = opt(key);
    if (v !== undefined) points.push({ p, value: v });
  }
  if (points.length === 0) sp.at('p50').fail('percentiles (p50, p75, p99) when samples are not included');
  push('1', { kind: 'percentiles', points, count: ticks > 0 ? ticks : undefined, min: opt('min'), max: opt('max'), mean });
  return out;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements: Measurement[] = [];
  const layout = Array.isArray(doc.layout) ? doc.layout : [];
  const listPath = root.at('benchmarks');
  listPath.array(doc.benchmarks).forEach((raw, bi) => {
    const bp = listPath.at(bi);
    const b = bp.object(raw);
    const group = typeof b.group === 'number' && isObject(layout[b.group]) ? layout[b.group].name : undefined;
    const prefix = typeof group === 'string' && group !== '' ? `${group} / ` : '';
    const runsPath = bp.at('runs');
    runsPath.array(b.runs).forEach((r, ri) => {
      const rp = runsPath.at(ri);
      const run = rp.object(r);
      const name = prefix + rp.at('name').string(run.name);
      if (run.error !== undefined || !isObject(run.stats)) {
        const msg = isObject(run.error) && typeof run.error.message === 'string' ? run.error.message : 'no stats';
        ctx.warn('failed', { pointer: rp.pointer, name, reason: msg });
        return;
      }
      measurements.push(...readStats(run.stats, rp.at('stats'), name, file));
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: '/benchmarks' }, 'no benchmark runs; expected benchmarks[].runs[].stats');
  const machine = isObject(doc.context) ? machineOf(doc.context) : undefined;
  return { measurements, machine };
}

export const mitata = defineReader({
  id: 'mitata',
  title: "mitata JSON (run({ format: 'json' }))",
  carries: 'per-op',
  howTo: "node -e \"…; await run({ format: 'json' })\" > bench.json  (or print: s => writeFileSync('bench.json', s))",
  detect,
  parse,
});
