/**
 * pyperf JSON (`python -m pyperf … -o out.json`, `pyperformance run -o out.json`).
 *
 * Runs and kinds: pyperf spawns one worker process per entry of `runs[]`; each run has a few
 * `values`, each the mean time of one loop iteration over `loops × inner_loops` iterations.
 * Following "one run = one process", a run becomes ONE `per-run` measurement whose value is the
 * mean of that process's values (iterations = values × loops × inner_loops when known), run ids
 * "1", "2", … counting the runs that have values. Warmups (`warmups[]`) and calibration-only runs
 * (warmups without values) are excluded. Values inside one process are not independent
 * replicates, so they are not offered as runs of their own.
 *
 * Names: the benchmark's `metadata.name`, else the file's common `metadata.name`, else
 * `benchmark <index>`. Units from `metadata.unit` (second → ns, byte → B, integer → count),
 * lower is better. Common metadata → machine: `cpu_model_name` (CPU model), `cpu_count` (logical
 * CPUs), `platform` (os, and the kernel in it), `hostname` (host); `python_version`,
 * `python_implementation`, `cpu_config`, `cpu_affinity`, `aslr`, `timer` → extra. No physical core count.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const UNITS: Record<string, { unit: string; scale: number }> = {
  second: { unit: 'ns', scale: 1e9 },
  byte: { unit: 'B', scale: 1 },
  integer: { unit: 'count', scale: 1 },
};

function detect(probe: InputProbe): number {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !/"runs"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : undefined;
    return isObject(b) && Array.isArray(b.runs) && 'version' in doc ? 1 : 0;
  }
  return /"benchmarks"\s*:\s*\[/.test(head) && /"(values|warmups)"\s*:\s*\[/.test(head) && !/"machine_info"|"context"/.test(head) ? 0.8 : 0;
}

function machineOf(md: JsonObject): Machine | undefined {
  const m: Machine = {};
  const extra: Record<string, string> = {};
  if (typeof md.cpu_model_name === 'string') m.cpuModel = md.cpu_model_name;
  if (typeof md.cpu_count === 'number' && md.cpu_count > 0) m.logicalCpus = md.cpu_count;
  if (typeof md.platform === 'string') {
    m.os = md.platform;
    const kernel = /^Linux-([^-]+(?:-[^-]+)?)-/.exec(md.platform);
    if (kernel) m.kernel = kernel[1];
  }
  if (typeof md.hostname === 'string' && md.hostname !== '') m.host = md.hostname;
  for (const key of ['python_version', 'python_implementation', 'cpu_config', 'cpu_affinity', 'aslr', 'timer']) {
    if (typeof md[key] === 'string') extra[key] = md[key] as string;
  }
  if (Object.keys(extra).length) m.extra = extra;
  return m.cpuModel || m.logicalCpus || m.os || m.host || m.extra ? m : undefined;
}

/** One benchmark's runs: the mean of each run's values (a per-run value over loops × inner loops × values iterations). */
function readRuns(b: JsonObject, at: JsonPath, md: JsonObject, name: string, ctx: ReadContext): Measurement[] {
  const unitName = typeof md.unit === 'string' ? md.unit : 'second';
  const unit = UNITS[unitName] ?? { unit: unitName, scale: 1 };
  const runsPath = at.at('runs');
  const out: Measurement[] = [];
  runsPath.array(b.runs).forEach((r, k) => {
    const rp = runsPath.at(k);
    const run = rp.object(r);
    if (run.values === undefined) return; // calibration-only run: warmups, no values
    const vp = rp.at('values');
    const values = vp.array(run.values).map((v, j) => vp.at(j).number(v));
    const finite = values.filter((v) => Number.isFinite(v));
    if (finite.length !== values.length) ctx.warn('not-finite', { pointer: vp.pointer, name, skipped: values.length - finite.length });
    if (finite.length === 0) return;
    const rmd: JsonObject = { ...md, ...(isObject(run.metadata) ? run.metadata : {}) };
    const loops = typeof rmd.loops === 'number' ? rmd.loops : undefined;
    const inner = typeof rmd.inner_loops === 'number' ? rmd.inner_loops : 1;
    const mean = finite.reduce((s, v) => s + v, 0) / finite.length;
    out.push({
      benchmark: name,
      unit: unit.unit,
      lowerIsBetter: true,
      run: String(out.length + 1),
      data: { kind: 'per-run', value: mean * unit.scale, iterations: loops !== undefined ? finite.length * loops * inner : undefined },
      source: { file: ctx.file, pointer: vp.pointer },
    });
  });
  if (out.length === 0) ctx.warn('no-values', { pointer: runsPath.pointer, name });
  return out;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const common = isObject(doc.metadata) ? doc.metadata : {};
  const listPath = root.at('benchmarks');
  const list = listPath.array(doc.benchmarks);
  const measurements: Measurement[] = [];
  const names = new Set<string>();
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = at.object(raw);
    const md: JsonObject = { ...common, ...(isObject(b.metadata) ? b.metadata : {}) };
    let name = typeof md.name === 'string' && md.name !== '' ? md.name : `benchmark ${i + 1}`;
    for (let k = 2; names.has(name); k++) name = `${String(md.name ?? 'benchmark')} #${k}`;
    names.add(name);
    measurements.push(...readRuns(b, at, md, name, ctx));
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: '/benchmarks' }, 'no run with values; expected benchmarks[].runs[].values');
  return { measurements, machine: machineOf(common) };
}

export const pyperf = defineReader({
  id: 'pyperf',
  title: 'pyperf JSON (pyperf / pyperformance -o)',
  carries: 'per-run',
  howTo: 'python -m pyperf timeit … -o out.json, or pyperformance run -o out.json',
  detect,
  parse,
});
