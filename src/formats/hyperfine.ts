/**
 * hyperfine `--export-json`.
 *
 * Runs and kinds: every entry of `times[]` is one whole execution of the command (one process),
 * i.e. one operation of a CLI benchmark, so a result becomes ONE run (id "1") of `per-op` samples
 * (wall-clock seconds → ns); tails of these are meaningful. Warmup runs are not exported.
 * `exit_codes[i]` pairs with `times[i]`: executions with a non-zero or null (killed by a signal)
 * exit code are excluded with a warning (`-i` keeps them in the file). `memory_usage_byte[]`,
 * when present, becomes a second measurement of the same name in unit B (failed runs excluded too).
 *
 * Names: `command` (after `-n` and parameter substitution). When two results share a command
 * (e.g. `-n step -P n 1 3`), the parameter values are appended: `step (n=1)`; if that is still
 * not unique, ` #2`, ` #3`, … Summary fields (mean, stddev, user, system) are not used.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';

function detect(probe: InputProbe): number {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{\s*"results"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const first = Array.isArray(doc.results) ? doc.results[0] : undefined;
    return isObject(first) && 'command' in first && ('times' in first || 'exit_codes' in first) ? 1 : 0;
  }
  return /"command"\s*:/.test(head) && /"times"\s*:\s*\[/.test(head) ? 0.9 : 0;
}

function paramText(p: unknown): string {
  if (isObject(p)) return Object.entries(p).map(([k, v]) => `${k}=${String(v)}`).join(', ');
  return '';
}

/** One unique name per result: the command, then its parameters, then ` #2`, ` #3`, …. */
function uniqueNames(results: unknown[], resultsPath: JsonPath): string[] {
  const commands = results.map((r, i) => resultsPath.at(i).at('command').string(resultsPath.at(i).object(r).command));
  const names: string[] = [];
  const taken = new Set<string>();
  results.forEach((r, i) => {
    const o = r as Record<string, unknown>;
    let name = commands[i];
    if (commands.filter((c) => c === name).length > 1) {
      const params = paramText(o.parameters ?? (isObject(o.parameter) ? o.parameter : undefined));
      if (params !== '') name = `${name} (${params})`;
    }
    let unique = name;
    for (let k = 2; taken.has(unique); k++) unique = `${name} #${k}`;
    taken.add(unique);
    names.push(unique);
  });
  return names;
}

/** The peak memory of the successful runs, when hyperfine recorded it. */
function memoryUsage(o: JsonObject, at: JsonPath, name: string, keep: boolean[], file: string): Measurement | undefined {
  if (o.memory_usage_byte === undefined || o.memory_usage_byte === null) return undefined;
  const memPath = at.at('memory_usage_byte');
  const mem = memPath.array(o.memory_usage_byte);
  const bytes: number[] = [];
  mem.forEach((b, k) => {
    if (k < keep.length && !keep[k]) return;
    const v = memPath.at(k).number(b);
    if (Number.isFinite(v) && v >= 0) bytes.push(v);
  });
  if (bytes.length === 0) return undefined;
  return { benchmark: name, unit: 'B', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values: Float64Array.from(bytes) }, source: { file, pointer: memPath.pointer } };
}

/** One result: the times of the runs that exited 0 (in ns), and their memory. */
function readResult(o: JsonObject, at: JsonPath, name: string, ctx: ReadContext): Measurement[] {
  const file = ctx.file;
  const out: Measurement[] = [];
  const timesPath = at.at('times');
  const times = timesPath.array(o.times);
  const codes = o.exit_codes === undefined || o.exit_codes === null ? undefined : at.at('exit_codes').array(o.exit_codes);
  if (codes && codes.length !== times.length) {
    at.at('exit_codes').fail(`an array of ${times.length} exit codes, one per entry of "times"`, `${codes.length} entries`);
  }
  const keep: boolean[] = times.map((_, k) => codes === undefined || codes[k] === 0);
  const failed = keep.filter((k) => !k).length;
  if (failed > 0) {
    const shown = codes!.filter((c) => c !== 0).map((c) => (c === null ? 'signal' : String(c)));
    ctx.warn('failed-runs', { pointer: at.at('exit_codes').pointer, name, failed, runs: times.length, codes: [...new Set(shown)] });
  }
  const values: number[] = [];
  times.forEach((t, k) => {
    if (!keep[k]) return;
    const v = timesPath.at(k).number(t);
    if (!Number.isFinite(v) || v < 0) {
      ctx.warn('bad-time', { pointer: timesPath.at(k).pointer, name });
      return;
    }
    values.push(v * 1e9);
  });
  if (values.length === 0) ctx.warn('no-successful-runs', { pointer: timesPath.pointer, name });
  else out.push({ benchmark: name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values: Float64Array.from(values) }, source: { file, pointer: timesPath.pointer } });
  const mem = memoryUsage(o, at, name, keep, file);
  if (mem) out.push(mem);
  return out;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const resultsPath = root.at('results');
  const results = resultsPath.array(doc.results);
  const names = uniqueNames(results, resultsPath);
  const measurements = results.flatMap((r, i) => readResult(resultsPath.at(i).object(r), resultsPath.at(i), names[i], ctx));
  if (measurements.length === 0) throw new InputError({ file, pointer: '/results' }, 'no successful runs in any result; expected "times" with exit code 0');
  return { measurements };
}

export const hyperfine = defineReader({
  id: 'hyperfine',
  title: 'hyperfine --export-json',
  carries: 'per-op',
  howTo: "hyperfine --warmup 3 --runs 30 --export-json out.json 'cmd a' 'cmd b'",
  detect,
  parse,
});
