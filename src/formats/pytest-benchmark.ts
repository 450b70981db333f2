/**
 * pytest-benchmark JSON (`pytest --benchmark-json=out.json`, or a saved run from
 * `--benchmark-save`/`--benchmark-autosave`).
 *
 * Runs and kinds: `stats.data` holds one value per round, in seconds per iteration.
 * - `iterations == 1`: each round timed one call, so the values are per-operation times of one
 *   run → one `per-op` measurement (run "1"). All benchmarks of a session share one process.
 * - `iterations > 1` (calibrated fast functions, pedantic mode): each value is already a mean over
 *   `iterations` calls → one `per-run` measurement per round (runs "1", "2", …).
 * - no `data` (saved without `--benchmark-save-data`, or pytest-benchmark 2.x), or `data` cut
 *   short by non-numeric entries: one `summary` (mean, stddev, rounds, min, max, median) from
 *   `stats`, with a warning.
 *
 * Names: `fullname` (`file.py::test[param]`), else `name`. Unit ns, lower is better.
 * `machine_info` → machine (cpu.brand_raw or brand as CPU model, cpu.count as logical CPUs, arch,
 * system as os, release as kernel, node as host, python in extra). No physical core count.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const S = 1e9;

function detect(probe: InputProbe): number {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : undefined;
    return isObject(doc.machine_info) && isObject(b) && isObject(b.stats) ? 1 : 0;
  }
  return /"machine_info"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head) && /"rounds"\s*:/.test(head) ? 0.9 : 0;
}

function machineOf(mi: JsonObject): Machine {
  const m: Machine = {};
  const extra: Record<string, string> = {};
  const cpu = isObject(mi.cpu) ? mi.cpu : {};
  const brand = typeof cpu.brand_raw === 'string' ? cpu.brand_raw : typeof cpu.brand === 'string' ? cpu.brand : undefined;
  if (brand) m.cpuModel = brand;
  if (typeof cpu.count === 'number' && cpu.count > 0) m.logicalCpus = cpu.count;
  const arch = typeof cpu.arch_string_raw === 'string' ? cpu.arch_string_raw : typeof mi.machine === 'string' ? mi.machine : undefined;
  if (arch) m.arch = arch;
  if (typeof mi.system === 'string') m.os = mi.system;
  if (typeof mi.release === 'string') m.kernel = mi.release;
  if (Array.isArray(cpu.hz_advertised) && typeof cpu.hz_advertised[0] === 'number' && cpu.hz_advertised[0] > 0)
    m.baseMHz = cpu.hz_advertised[0] / 1e6;
  if (typeof mi.python_version === 'string')
    extra.python = `${typeof mi.python_implementation === 'string' ? mi.python_implementation + ' ' : ''}${mi.python_version}`;
  if (typeof mi.node === 'string' && mi.node !== '') m.host = mi.node;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

/**
 * One benchmark's stats: its rounds (`stats.data`, per-op when each round is one iteration, else
 * per-run), or a summary when the rounds were not saved or not all are usable.
 */
function readStats(b: JsonObject, at: JsonPath, name: string, ctx: ReadContext): Measurement[] {
  const file = ctx.file;
  const sp = at.at('stats');
  const stats = sp.object(b.stats);
  const iterations = stats.iterations ?? b.iterations ?? 1;
  const iters = typeof iterations === 'number' && iterations >= 1 ? iterations : sp.at('iterations').fail('a positive number', iterations);
  const rounds = typeof stats.rounds === 'number' ? stats.rounds : undefined;
  const data = Array.isArray(stats.data) ? stats.data : undefined;
  const numeric = data?.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0) ?? [];
  const complete = data !== undefined && numeric.length > 0 && numeric.length === data.length;
  if (complete) {
    if (rounds !== undefined && rounds !== numeric.length)
      ctx.warn('rounds-mismatch', { pointer: sp.at('data').pointer, name, values: numeric.length, rounds });
    if (iters === 1) {
      const values = Float64Array.from(numeric, (v) => v * S);
      return [
        {
          benchmark: name,
          unit: 'ns',
          lowerIsBetter: true,
          run: '1',
          data: { kind: 'per-op', values },
          source: { file, pointer: sp.at('data').pointer },
        },
      ];
    }
    return numeric.map((v, k) => ({
      benchmark: name,
      unit: 'ns',
      lowerIsBetter: true,
      run: String(k + 1),
      data: { kind: 'per-run', value: v * S, iterations: iters },
      source: { file, pointer: sp.at('data').at(k).pointer },
    }));
  }
  if (data === undefined) ctx.warn('no-data', { pointer: sp.pointer, name });
  else ctx.warn('partial-data', { pointer: sp.pointer, name, usable: numeric.length, entries: data.length });
  const mean = sp.at('mean').finite(stats.mean) * S;
  const opt = (key: string): number | undefined =>
    typeof stats[key] === 'number' && Number.isFinite(stats[key]) ? (stats[key] as number) * S : undefined;
  return [
    {
      benchmark: name,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean, sd: opt('stddev'), n: rounds, min: opt('min'), max: opt('max'), median: opt('median') },
      source: { file, pointer: sp.pointer },
    },
  ];
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.machine_info) ? machineOf(doc.machine_info) : undefined;
  const listPath = root.at('benchmarks');
  const list = listPath.array(doc.benchmarks);
  const measurements: Measurement[] = [];
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = at.object(raw);
    let name = typeof b.fullname === 'string' ? b.fullname : at.at('name').string(b.name);
    for (let k = 2; seen.has(name); k++) name = `${typeof b.fullname === 'string' ? b.fullname : String(b.name)} #${k}`;
    seen.add(name);
    measurements.push(...readStats(b, at, name, ctx));
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: '/benchmarks' }, 'no benchmarks; expected at least one entry with "stats"');
  return { measurements, machine };
}

export const pytestBenchmark = defineReader({
  id: 'pytest-benchmark',
  title: 'pytest-benchmark JSON (--benchmark-json)',
  carries: 'per-op',
  howTo: 'pytest --benchmark-only --benchmark-json=out.json',
  detect,
  parse,
});
