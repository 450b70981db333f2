/**
 * JMH JSON (`java -jar benchmarks.jar -rf json [-rff out.json]`).
 *
 * Runs and kinds: a fork is one JVM process, the unit of replication.
 * - thrpt / avgt (and ss with a batch size > 1): `rawData[fork][iteration]` are iteration scores,
 *   each an aggregate over the iteration's operations. With two or more forks, each fork is ONE
 *   `per-run` measurement whose value is the mean of its iteration scores (run ids "f1", "f2", …).
 *   With a single fork there is no process-level replication; its iterations then become the runs
 *   ("f1i1", "f1i2", …) with a warning that they share one JVM.
 * - sample: `rawDataHistogram[fork][iteration]` = [[value, count], …] of sampled per-operation
 *   times → one `histogram` per fork (iterations merged), values in the score unit.
 * - ss (batch size 1): each shot is one operation → one `per-op` measurement per fork.
 * `scorePercentiles` are never used as per-op percentiles. "NaN"/"+INF" strings are skipped.
 *
 * Names: `benchmark`, plus `:name=value,…` from `params`, plus `:mode=sample` / `:mode=ss` for those
 * modes (thrpt and avgt already differ by unit). The rule depends on the entry alone, so a change
 * that adds a mode does not rename the other modes of the same benchmark. Secondary metrics (`-prof gc`, …) become
 * measurements of the same name whose measure is the metric's key without JMH's leading `·` (`gc.alloc.rate`…),
 * in their own unit (`gc.*` rates are lower is better); the primary metric keeps the default measure
 * (from its unit), and model/build.ts shows `<name> (<measure>)` when a name has several.
 * Units: ops/s, ops/ms… → ops/s (higher is better); us/op, ns/op… → ns (lower is better).
 * `jmhVersion`, `jdkVersion`, `vmName`, `vmVersion`, `jvm` (the java binary), `jvmArgs` (when any) and
 * `threads` → machine.extra; JMH records no CPU facts. Entries run with `forks` ≤ 1 or with
 * `warmupIterations: 0` → hazards (review/asks/tool-hazard.ts), one per file, naming the benchmarks.
 * A file whose every score came from one fork says so (`processes: 1`): its iterations are
 * repetitions inside one JVM, not process-level runs (compare/allowance.ts).
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Histogram, Machine, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

function detect(probe: InputProbe): number {
  const head = probe.head;
  if (!/^\uFEFF?\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (Array.isArray(doc)) {
    const first = doc[0];
    return isObject(first) && typeof first.benchmark === 'string' && typeof first.mode === 'string' && isObject(first.primaryMetric)
      ? 1
      : 0;
  }
  return /"benchmark"\s*:/.test(head) && /"mode"\s*:/.test(head) && /"primaryMetric"\s*:/.test(head) ? 0.9 : 0;
}

function histogramOf(pairs: Array<[number, number]>): Histogram | undefined {
  const byValue = new Map<number, number>();
  for (const [v, c] of pairs) byValue.set(v, (byValue.get(v) ?? 0) + c);
  const values = [...byValue.keys()].filter((v) => (byValue.get(v) ?? 0) > 0).sort((a, b) => a - b);
  if (values.length === 0) return undefined;
  const counts = values.map((v) => byValue.get(v)!);
  const total = counts.reduce((s, c) => s + c, 0);
  const mean = values.reduce((s, v, k) => s + v * counts[k], 0) / total;
  return {
    values: Float64Array.from(values),
    counts: Float64Array.from(counts),
    total,
    min: values[0],
    max: values[values.length - 1],
    mean,
  };
}

/** One metric of one benchmark entry, as it is being read. */
interface Metric {
  ctx: ReadContext;
  bench: string;
  scale: number;
  push(run: string, data: Measurement['data'], pointer: string): void;
}

/** `rawDataHistogram` (sample mode): one histogram per fork, the value/count pairs of its iterations summed. */
function fromHistograms(m: Metric, hp: JsonPath, raw: unknown): void {
  hp.array(raw).forEach((fork, f) => {
    const fp = hp.at(f);
    const pairs: Array<[number, number]> = [];
    fp.array(fork).forEach((iter, k) => {
      const ip = fp.at(k);
      ip.array(iter).forEach((pair, j) => {
        const pp = ip.at(j);
        const arr = pp.array(pair);
        const v = pp.at(0).number(arr[0]);
        const c = pp.at(1).number(arr[1]);
        if (!Number.isFinite(v) || !Number.isFinite(c) || c < 0)
          m.ctx.warn('bad-histogram-entry', { pointer: pp.pointer, benchmark: m.bench });
        else pairs.push([v * m.scale, c]);
      });
    });
    const h = histogramOf(pairs);
    if (h) m.push(`f${f + 1}`, { kind: 'histogram', histogram: h }, fp.pointer);
    else m.ctx.warn('empty-histogram', { pointer: fp.pointer, benchmark: m.bench, fork: f + 1 });
  });
}

/** `rawData`: the finite scores of each fork's iterations. */
function forkScores(m: Metric, rp: JsonPath, raw: unknown): number[][] {
  return rp.array(raw).map((fork, f) => {
    const fp = rp.at(f);
    return fp.array(fork).flatMap((v, k) => {
      const x = fp.at(k).number(v);
      if (Number.isFinite(x)) return [x * m.scale];
      m.ctx.warn('score-not-finite', { pointer: fp.at(k).pointer, benchmark: m.bench, score: String(v) });
      return [];
    });
  });
}

/** Add the measurements of one metric (primary or secondary) of one benchmark entry. */
function addMetric(
  ctx: ReadContext,
  out: Measurement[],
  at: JsonPath,
  metric: JsonObject,
  name: string,
  mode: string,
  batch: number,
  secondary: string | undefined,
): void {
  const unitText = at.at('scoreUnit').string(metric.scoreUnit);
  const u = parseUnit(unitText);
  let lowerIsBetter = u.lowerIsBetter;
  if (secondary !== undefined && /^gc\.|alloc|churn/.test(secondary)) lowerIsBetter = true;
  if (secondary === undefined && mode === 'thrpt') lowerIsBetter = false;
  const bench = secondary === undefined ? name : `${name} (${secondary})`;
  const m: Metric = {
    ctx,
    bench,
    scale: u.scale,
    push: (run, data, pointer) =>
      void out.push({ benchmark: name, unit: u.unit, measure: secondary, lowerIsBetter, run, data, source: { file: ctx.file, pointer } }),
  };
  if (Array.isArray(metric.rawDataHistogram) && metric.rawDataHistogram.length > 0) {
    fromHistograms(m, at.at('rawDataHistogram'), metric.rawDataHistogram);
    return;
  }
  const rp = at.at('rawData');
  if (metric.rawData === undefined || (Array.isArray(metric.rawData) && metric.rawData.length === 0)) {
    ctx.warn('no-raw-data', { pointer: rp.pointer, benchmark: bench });
    return;
  }
  const forks = forkScores(m, rp, metric.rawData);
  if (mode === 'ss' && batch <= 1) {
    forks.forEach((vals, f) => {
      if (vals.length) m.push(`f${f + 1}`, { kind: 'per-op', values: Float64Array.from(vals) }, rp.at(f).pointer);
    });
    return;
  }
  const used = forks.filter((v) => v.length > 0);
  if (used.length === 1) {
    const f = forks.findIndex((v) => v.length > 0);
    if (secondary === undefined) ctx.warn('single-fork', { pointer: rp.pointer, benchmark: name, iterations: used[0].length });
    used[0].forEach((v, k) => m.push(`f${f + 1}i${k + 1}`, { kind: 'per-run', value: v }, rp.at(f).at(k).pointer));
    return;
  }
  forks.forEach((vals, f) => {
    if (vals.length === 0) return;
    m.push(`f${f + 1}`, { kind: 'per-run', value: vals.reduce((s, v) => s + v, 0) / vals.length }, rp.at(f).pointer);
  });
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const list = root.array(parseJson(await input.readText(), file));
  const out: Measurement[] = [];
  const entries = list.map((raw, i) => {
    const at = root.at(i);
    const e = at.object(raw);
    const benchmark = at.at('benchmark').string(e.benchmark);
    const mode = at.at('mode').string(e.mode);
    let name = benchmark;
    if (isObject(e.params) && Object.keys(e.params).length > 0) {
      name +=
        ':' +
        Object.entries(e.params)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(',');
    }
    return { at, e, mode, name };
  });
  const extra: Record<string, string> = {};
  const threads = new Set<string>();
  // Benchmarks by the JMH setting that makes their numbers weak: one fork (or none), no warmup.
  const oneFork = new Map<string, string[]>();
  const noWarmup: string[] = [];
  for (const { at, e, mode, name: base } of entries) {
    const name = mode === 'sample' || mode === 'ss' ? `${base}:mode=${mode}` : base;
    const batch = typeof e.measurementBatchSize === 'number' ? e.measurementBatchSize : 1;
    addMetric(ctx, out, at.at('primaryMetric'), at.at('primaryMetric').object(e.primaryMetric), name, mode, batch, undefined);
    if (isObject(e.secondaryMetrics)) {
      for (const [key, metric] of Object.entries(e.secondaryMetrics)) {
        if (!isObject(metric)) continue;
        // sample mode derivatives (·p0.50, ·p0.99 …) are percentiles of the primary histogram, not metrics of their own
        if (mode === 'sample' && /^\u00b7?p\d/.test(key)) continue;
        addMetric(ctx, out, at.at('secondaryMetrics').at(key), metric, name, mode, batch, key.replace(/^\u00b7/, ''));
      }
    }
    for (const key of ['jmhVersion', 'jdkVersion', 'vmName', 'vmVersion', 'jvm']) {
      if (typeof e[key] === 'string' && e[key] !== '' && extra[key] === undefined) extra[key] = e[key] as string;
    }
    if (Array.isArray(e.jvmArgs) && extra.jvmArgs === undefined) {
      const args = e.jvmArgs.filter((a): a is string => typeof a === 'string');
      if (args.length > 0) extra.jvmArgs = args.join(' ');
    }
    if (typeof e.threads === 'number') threads.add(String(e.threads));
    if (typeof e.forks === 'number' && e.forks <= 1) {
      const names = oneFork.get(String(e.forks)) ?? [];
      if (!names.includes(base)) names.push(base);
      oneFork.set(String(e.forks), names);
    }
    if (e.warmupIterations === 0 && !noWarmup.includes(base)) noWarmup.push(base);
  }
  if (threads.size) extra.threads = [...threads].join(', ');
  const machine: Machine | undefined = Object.keys(extra).length ? { extra } : undefined;
  if (out.length === 0) throw new InputError({ file }, 'no usable scores; expected entries with primaryMetric.rawData or rawDataHistogram');
  const hazards: Message[] = [];
  for (const [value, names] of oneFork)
    hazards.push(message('hazard.jmh-one-fork', { file, tool: 'jmh', field: 'forks', value, benchmarks: names, count: names.length }));
  if (noWarmup.length)
    hazards.push(
      message('hazard.jmh-no-warmup', {
        file,
        tool: 'jmh',
        field: 'warmupIterations',
        value: '0',
        benchmarks: noWarmup,
        count: noWarmup.length,
      }),
    );
  // Every score from one fork (`forks: 1`, its iterations the runs): one JVM process made them all.
  const oneProcess = out.every((m) => /^f1(i\d+)?$/.test(m.run));
  return { measurements: out, machine, ...(oneProcess ? { processes: 1 } : {}), ...(hazards.length ? { hazards } : {}) };
}

export const jmh = defineReader({
  id: 'jmh',
  title: 'JMH JSON (-rf json)',
  carries: 'per-run',
  howTo: 'java -jar target/benchmarks.jar -f 5 -rf json -rff out.json',
  detect,
  parse,
});
