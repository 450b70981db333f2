/**
 * BenchmarkDotNet JSON exporter (`--exporters json`, `[JsonExporterAttribute.Full]`, brief and
 * legacy 0.9.x exports).
 *
 * Runs and kinds. BenchmarkDotNet runs each benchmark in one or more launches (`LaunchIndex`:
 * separate processes); each launch runs many workload iterations, and each iteration times
 * `Operations` invocations. So an iteration's ns/op (`Nanoseconds / Operations`) is already a
 * mean over many operations: a `per-run` value, never a per-op sample, and per-op tails cannot be
 * derived from it. We use, in order of preference:
 *  1. full export with `Measurements`: every `Workload`/`Result` measurement (the overhead-
 *     corrected, outlier-filtered values the summary is computed from; legacy `IterationMode:
 *     "Result"` too) becomes one `per-run` measurement, run id `<launch>.<iteration>`, with
 *     `iterations` = Operations;
 *  2. else `Statistics.OriginalValues` (ns/op per iteration; launches not recorded): one `per-run`
 *     measurement per value, run ids `1…N`;
 *  3. else (brief / legacy exports, hand-made files) one `summary` from `Statistics`: Mean,
 *     StandardDeviation, N, Min (or P0), Max (or P100), Median (or P50). BDN's Percentiles are
 *     percentiles of iteration means, so they are not reported as per-op percentiles.
 * `Memory.BytesAllocatedPerOperation` (MemoryDiagnoser) becomes one `per-run` measurement in `B`,
 * measure `Allocated` (BenchmarkDotNet's column name); the timings keep the default measure `time`.
 *
 * Names: `FullName`, else `Namespace.Type.Method(Parameters)`, plus ` [Job]` (from `DisplayInfo`,
 * "Type.Method: Job") for any job but `DefaultJob`. The rule depends on the entry alone, so a
 * change that adds a job does not rename the benchmarks of the others.
 * `HostEnvironmentInfo` → machine; a DEBUG `Configuration` and `HasAttachedDebugger: true` → warnings
 * and hazards (review/asks/tool-hazard.ts asks about them). The JSON export carries no validator warnings.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Machine, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) return isObject(doc.HostEnvironmentInfo) && Array.isArray(doc.Benchmarks) ? 1 : 0;
  return /"HostEnvironmentInfo"\s*:\s*\{/.test(probe.head) && /"(BenchmarkDotNetCaption|BenchmarkDotNetVersion)"\s*:/.test(probe.head)
    ? 0.9
    : 0;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

/** A debug build, or a debugger attached, as the host environment says. */
function hazardsOf(env: JsonObject, file: string): Message[] {
  const out: Message[] = [];
  const tool = 'benchmarkdotnet';
  if (typeof env.Configuration === 'string' && env.Configuration.toUpperCase() === 'DEBUG') {
    out.push(message('hazard.debug-build', { file, tool, field: '/HostEnvironmentInfo/Configuration', value: env.Configuration }));
  }
  if (env.HasAttachedDebugger === true)
    out.push(message('hazard.debugger-attached', { file, tool, field: '/HostEnvironmentInfo/HasAttachedDebugger', value: 'true' }));
  return out;
}

function machineOf(env: JsonObject, _ctx: ReadContext): Machine {
  const m: Machine = {};
  const extra: Record<string, string> = {};
  const cpu = isObject(env.ProcessorName) ? env.ProcessorName.Value : env.ProcessorName; // 0.9.x wraps it in a Lazy
  if (str(cpu)) m.cpuModel = cpu as string;
  if (count(env.PhysicalProcessorCount)) m.sockets = env.PhysicalProcessorCount as number;
  if (count(env.PhysicalCoreCount)) m.physicalCores = env.PhysicalCoreCount as number;
  const logical = count(env.LogicalCoreCount) ?? count(env.ProcessorCount);
  if (logical) m.logicalCpus = logical;
  if (m.physicalCores && m.logicalCpus) m.smt = m.logicalCpus > m.physicalCores;
  if (str(env.OsVersion)) m.os = env.OsVersion as string;
  if (str(env.Architecture)) m.arch = env.Architecture as string;
  const runtime = str(env.RuntimeVersion) ?? str(env.ClrVersion);
  if (runtime) extra.runtime = runtime;
  for (const key of ['BenchmarkDotNetVersion', 'Configuration', 'DotNetCliVersion', 'HardwareTimerKind', 'JitModules']) {
    if (str(env[key])) extra[key] = env[key] as string;
  }
  if (typeof env.HasRyuJit === 'boolean') extra.HasRyuJit = String(env.HasRyuJit);
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

function baseName(b: JsonObject): string | undefined {
  const full = str(b.FullName);
  if (full) return full;
  const parts = [str(b.Namespace), str(b.Type), str(b.Method) ?? str(b.MethodTitle)].filter((p): p is string => p !== undefined);
  if (parts.length === 0) return str(b.ShortInfo) ?? str(b.DisplayInfo);
  const params = str(b.Parameters);
  return parts.join('.') + (params ? `(${params})` : '');
}

function jobOf(b: JsonObject): string | undefined {
  const info = str(b.DisplayInfo);
  const i = info ? info.indexOf(': ') : -1;
  return info && i >= 0 ? info.slice(i + 2).trim() : undefined;
}

/** The Workload/Result measurements of an entry (legacy `IterationMode: "Result"` too), with their index. */
function resultMeasurements(b: JsonObject, at: JsonPath): Array<{ m: JsonObject; k: number }> {
  const results: Array<{ m: JsonObject; k: number }> = [];
  if (Array.isArray(b.Measurements)) {
    b.Measurements.forEach((m, k) => {
      if (!isObject(m)) at.at('Measurements').at(k).fail('an object');
      const legacy = m.IterationMode === 'Result' && m.IterationStage === undefined;
      if ((m.IterationMode === 'Workload' && m.IterationStage === 'Result') || legacy) results.push({ m, k });
    });
  }
  return results;
}

type Push = (unit: string, run: string, data: Measurement['data'], pointer: string) => void;

/** One entry's timings, by the order of preference in the header: Measurements, OriginalValues, Statistics. */
function readTimings(b: JsonObject, at: JsonPath, name: string, push: Push, ctx: ReadContext): void {
  const results = resultMeasurements(b, at);
  const stats = b.Statistics;
  if (results.length > 0) {
    for (const { m, k } of results) {
      const mp = at.at('Measurements').at(k);
      const ops = mp.at('Operations').finite(m.Operations);
      const ns = mp.at('Nanoseconds').finite(m.Nanoseconds);
      if (ops <= 0) mp.at('Operations').fail('a positive operation count', m.Operations);
      const launch = typeof m.LaunchIndex === 'number' ? m.LaunchIndex : 1;
      const iter = typeof m.IterationIndex === 'number' ? m.IterationIndex : k + 1;
      push('ns', `${launch}.${iter}`, { kind: 'per-run', value: ns / ops, iterations: ops }, mp.pointer);
    }
  } else if (isObject(stats) && Array.isArray(stats.OriginalValues) && stats.OriginalValues.length > 0) {
    const vp = at.at('Statistics').at('OriginalValues');
    stats.OriginalValues.forEach((v, k) => {
      const value = vp.at(k).number(v);
      if (Number.isFinite(value)) push('ns', String(k + 1), { kind: 'per-run', value }, vp.at(k).pointer);
      else ctx.warn('iteration-not-finite', { pointer: vp.at(k).pointer, name });
    });
  } else if (isObject(stats)) {
    const sp = at.at('Statistics');
    const opt = (key: string, v: unknown): number | undefined => (v === undefined || v === null ? undefined : sp.at(key).finite(v));
    const pct = isObject(stats.Percentiles) ? stats.Percentiles : {};
    const mean = sp.at('Mean').finite(stats.Mean);
    push(
      'ns',
      '1',
      {
        kind: 'summary',
        mean,
        sd: opt('StandardDeviation', stats.StandardDeviation),
        n: count(stats.N),
        min: opt('Min', stats.Min ?? pct.P0),
        max: opt('Max', stats.Max ?? pct.P100),
        median: opt('Median', stats.Median ?? pct.P50),
      },
      sp.pointer,
    );
  } else {
    ctx.warn('no-statistics', { pointer: at.pointer, name });
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.HostEnvironmentInfo) ? machineOf(doc.HostEnvironmentInfo, ctx) : undefined;
  const hazards = isObject(doc.HostEnvironmentInfo) ? hazardsOf(doc.HostEnvironmentInfo, file) : [];
  const listPath = root.at('Benchmarks');
  const list = listPath.array(doc.Benchmarks);
  const measurements: Measurement[] = [];

  const names = list.map((raw, i) => baseName(listPath.at(i).object(raw)));
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = raw as JsonObject;
    const base = names[i] ?? at.at('FullName').fail('a benchmark name (FullName, or Namespace/Type/Method)');
    const job = jobOf(b);
    const name = job && job !== 'DefaultJob' ? `${base} [${job}]` : base;
    const push: Push = (unit, run, data, pointer) => {
      measurements.push({ benchmark: name, unit, lowerIsBetter: true, run, data, source: { file, pointer } });
    };
    const before = measurements.length;
    readTimings(b, at, name, push, ctx);
    const mem = isObject(b.Memory) ? b.Memory.BytesAllocatedPerOperation : undefined;
    if (mem !== undefined && mem !== null && measurements.length > before) {
      const value = at.at('Memory').at('BytesAllocatedPerOperation').finite(mem);
      measurements.push({
        benchmark: name,
        unit: 'B',
        measure: 'Allocated',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'per-run', value },
        source: { file, pointer: at.at('Memory').pointer },
      });
    }
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: '/Benchmarks' }, 'no benchmark results; expected Benchmarks[] with Statistics or Measurements');
  return { measurements, machine, ...(hazards.length ? { hazards } : {}) };
}

export const benchmarkDotNet = defineReader({
  id: 'benchmarkdotnet',
  title: 'BenchmarkDotNet JSON export (full, brief or legacy)',
  carries: 'per-run',
  howTo: 'dotnet run -c Release -- --exporters json  (BenchmarkDotNet.Artifacts/results/*-report-full.json)',
  detect,
  parse,
});
