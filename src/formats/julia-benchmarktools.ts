/**
 * Julia BenchmarkTools JSON (`BenchmarkTools.save("f.json", x)`).
 *
 * Shape: `[{"Julia": v, "BenchmarkTools": v}, [value, …]]`, each value a tagged pair
 * `["TypeName", {fields}]`: `BenchmarkGroup` {data: {key: value}, tags}, `TrialEstimate`
 * {time, gctime, memory, allocs, params}, `Trial` {times[], gctimes[], memory, allocs, params}.
 *
 * Kinds. A `TrialEstimate` is one number per benchmark (the file does not say which estimator,
 * `median`, `mean` or `minimum`, made it): one `summary` whose `mean` is that estimate, in ns.
 * A saved `Trial` keeps every sample: each is the time of `params.evals` evaluations divided by
 * evals. With evals = 1 a sample is one call, so the samples are one `per-op` run; with evals > 1
 * each sample is a mean over evals calls, so each becomes a `per-run` value (iterations = evals)
 * and no per-op tail is claimed. `memory` (bytes) and `allocs` per evaluation become `B` and
 * `allocs` measurements. TrialRatio / TrialJudgement values are skipped with a warning.
 * Names: the group keys joined with "/" (e.g. `fib/20`); a bare top-level value is named by its
 * position (`1`, `2`, …).
 * Measures: the time keeps the default `time`; `memory` and `allocs` are named as BenchmarkTools names them.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return isObject(doc[0]) && 'BenchmarkTools' in doc[0] && 'Julia' in doc[0] ? 1 : 0;
  return /^\uFEFF?\s*\[\s*\{[^{}]*"BenchmarkTools"\s*:/.test(probe.head) && /"Julia"\s*:/.test(probe.head) ? 0.9 : 0;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.array(parseJson(await input.readText(), file));
  const meta = root.at(0).object(doc[0]);
  if (!('BenchmarkTools' in meta)) root.at(0).at('BenchmarkTools').fail('the BenchmarkTools version');
  const measurements: Measurement[] = [];

  const push = (benchmark: string, unit: string, run: string, data: Measurement['data'], pointer: string, measure?: string): void => {
    measurements.push({ benchmark, unit, measure, lowerIsBetter: true, run, data, source: { file, pointer } });
  };
  const extras = (name: string, fields: JsonObject, at: JsonPath): void => {
    if (typeof fields.memory === 'number' && Number.isFinite(fields.memory))
      push(name, 'B', '1', { kind: 'per-run', value: fields.memory }, at.at('memory').pointer, 'memory');
    if (typeof fields.allocs === 'number' && Number.isFinite(fields.allocs))
      push(name, 'allocs', '1', { kind: 'per-run', value: fields.allocs }, at.at('allocs').pointer, 'allocs');
  };

  const visit = (value: unknown, at: JsonPath, name: string[]): void => {
    const pair = at.array(value);
    const type = at.at(0).string(pair[0]);
    const fp = at.at(1);
    const fields = fp.object(pair[1]);
    const label = name.join('/');
    if (type === 'BenchmarkGroup') {
      const dp = fp.at('data');
      for (const [key, child] of Object.entries(dp.object(fields.data))) visit(child, dp.at(key), [...name, key]);
    } else if (type === 'TrialEstimate') {
      const time = fp.at('time').finite(fields.time);
      push(label, 'ns', '1', { kind: 'summary', mean: time }, fp.at('time').pointer);
      extras(label, fields, fp);
    } else if (type === 'Trial') {
      const tp = fp.at('times');
      const times = tp.array(fields.times).map((t, k) => tp.at(k).finite(t));
      if (times.length === 0) {
        ctx.warn('no-samples', { pointer: tp.pointer, name: label });
        return;
      }
      const params = Array.isArray(fields.params) && isObject(fields.params[1]) ? fields.params[1] : {};
      const evals = typeof params.evals === 'number' && params.evals > 0 ? params.evals : 1;
      if (evals === 1) push(label, 'ns', '1', { kind: 'per-op', values: Float64Array.from(times) }, tp.pointer);
      else times.forEach((t, k) => push(label, 'ns', String(k + 1), { kind: 'per-run', value: t, iterations: evals }, tp.at(k).pointer));
      extras(label, fields, fp);
    } else {
      ctx.warn('unknown-type', { pointer: at.pointer, name: label, type });
    }
  };

  const vp = root.at(1);
  vp.array(doc[1]).forEach((v, i) => visit(v, vp.at(i), Array.isArray(v) && v[0] === 'BenchmarkGroup' ? [] : [String(i + 1)]));
  if (measurements.length === 0)
    throw new InputError({ file, pointer: '/1' }, 'no Trial or TrialEstimate found; expected saved BenchmarkTools results');
  return { measurements };
}

export const juliaBenchmarkTools = defineReader({
  id: 'julia-benchmarktools',
  title: 'Julia BenchmarkTools JSON (BenchmarkTools.save)',
  carries: 'summary',
  howTo: 'BenchmarkTools.save("bench.json", run(suite))  (or median(results) for estimates)',
  detect,
  parse,
});
