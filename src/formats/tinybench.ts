/**
 * tinybench task results serialised as JSON by the user, e.g.
 * `JSON.stringify(bench.tasks.map(t => ({ name: t.name, result: t.result })))` — there is no
 * standard file, so this is the documented shape bench-review accepts.
 *
 * tinybench times every call of the task function separately, so its latency samples are per-op
 * values (milliseconds). Accepted shapes:
 *  - v3/v4: `result.latency` {samples, min, max, mean, p50, p75, p99, p995, p999, …} (v4 also
 *    repeats deprecated flat fields); v5+: the same with `state` and `samplesCount`, samples
 *    kept only with `retainSamples: true`;
 *  - v2 (vitest-bundled): flat `result` {totalTime, min, max, hz, period, samples, mean, …, p75,
 *    p99, p995, p999} — samples first, so a large dump is detected by that order in its head.
 * With samples → one `per-op` run. Without → one `percentiles` run (p50/p75/p99/p99.5/p99.9,
 * count = samplesCount when given, min/max/mean). `throughput` is not reported (it is derived
 * from the same samples). Errored / aborted tasks (`result.error`, `state` other than
 * "completed") and tasks without a result are skipped with a warning.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const MS = 1e6;
const POINTS: Array<[string, number]> = [
  ['p50', 0.5],
  ['p75', 0.75],
  ['p99', 0.99],
  ['p995', 0.995],
  ['p999', 0.999],
];

function looksLikeTask(t: unknown): boolean {
  if (!isObject(t) || typeof t.name !== 'string') return false;
  const r = t.result;
  return isObject(r) && (isObject(r.latency) || ('p995' in r && 'samples' in r) || 'error' in r || r.state === 'errored');
}

/** tinybench 2's flat result as it is serialised: totalTime, min, max, hz, period, then samples. */
const V2_HEAD = /"result"\s*:\s*\{\s*"totalTime"\s*:[^{}[\]]*"hz"\s*:[^{}[\]]*"period"\s*:[^{}[\]]*"samples"\s*:\s*\[/;

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc))
    return doc.length > 0 &&
      doc.some((t) => isObject(t) && isObject(t.result) && (isObject(t.result.latency) || 'p995' in t.result)) &&
      doc.every(looksLikeTask)
      ? 1
      : 0;
  const h = probe.head;
  if (!/^\uFEFF?\s*\[\s*\{/.test(h) || !/"result"\s*:\s*\{/.test(h) || !/"name"\s*:\s*"/.test(h)) return 0;
  // A large file's head may end inside the first task's samples: v2 writes them before p995.
  return /"latency"\s*:\s*\{|"p995"\s*:/.test(h) || V2_HEAD.test(h) ? 0.8 : 0;
}

/** A completed task's latency: its samples (per-op), else its percentiles. */
function latencyOf(name: string, result: JsonObject, rp: JsonPath, file: string): Measurement {
  const lp = isObject(result.latency) ? rp.at('latency') : rp;
  const lat: JsonObject = isObject(result.latency) ? result.latency : result;
  const source = { file, pointer: lp.pointer };
  if (Array.isArray(lat.samples) && lat.samples.length > 0) {
    const sp = lp.at('samples');
    const values = Float64Array.from(lat.samples, (v, k) => sp.at(k).finite(v) * MS);
    return { benchmark: name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values }, source };
  }
  const opt = (key: string): number | undefined =>
    lat[key] === undefined || lat[key] === null ? undefined : lp.at(key).finite(lat[key]) * MS;
  const points: PercentilePoint[] = [];
  for (const [key, p] of POINTS) {
    const v = opt(key);
    if (v !== undefined) points.push({ p, value: v });
  }
  if (points.length === 0) lp.at('p50').fail('latency samples or percentiles (p50, p75, p99, p995, p999) in ms');
  const count =
    typeof lat.samplesCount === 'number' && Number.isInteger(lat.samplesCount) && lat.samplesCount > 0 ? lat.samplesCount : undefined;
  // sd (of the per-task times) with the sample count gives the mean's standard error: the one-run interval for the mean.
  const sd = opt('sd');
  return {
    benchmark: name,
    unit: 'ns',
    lowerIsBetter: true,
    run: '1',
    data: { kind: 'percentiles', points, count, min: opt('min'), max: opt('max'), mean: opt('mean'), ...(sd !== undefined ? { sd } : {}) },
    source,
  };
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const tasks = root.array(parseJson(await input.readText(), file));
  const measurements: Measurement[] = [];
  let machine: Machine | undefined;
  tasks.forEach((raw, i) => {
    const tp = root.at(i);
    const task = tp.object(raw);
    const name = tp.at('name').string(task.name);
    if (task.result === undefined || task.result === null) {
      ctx.warn('no-result', { pointer: tp.pointer, name });
      return;
    }
    const rp = tp.at('result');
    const result = rp.object(task.result);
    if (result.error !== undefined || (typeof result.state === 'string' && result.state !== 'completed')) {
      const msg =
        isObject(result.error) && typeof result.error.message === 'string'
          ? result.error.message
          : typeof result.state === 'string'
            ? result.state
            : 'error';
      ctx.warn('not-completed', { pointer: rp.pointer, name, reason: msg });
      return;
    }
    if (!machine && typeof result.runtime === 'string') {
      machine = { extra: { runtime: `${result.runtime}${typeof result.runtimeVersion === 'string' ? ` ${result.runtimeVersion}` : ''}` } };
    }
    measurements.push(latencyOf(name, result, rp, file));
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: '/' }, 'no tasks; expected [{"name": …, "result": {"latency": …}}]');
  return { measurements, machine };
}

export const tinybench = defineReader({
  id: 'tinybench',
  title: 'tinybench task results as JSON ({name, result} per task)',
  carries: 'per-op',
  howTo: 'writeFileSync("bench.json", JSON.stringify(bench.tasks.map(t => ({ name: t.name, result: t.result }))))',
  detect,
  parse,
});
