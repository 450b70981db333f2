/**
 * hyperfine `--export-json`.
 *
 * Runs and kinds: every entry of `times[]` is one whole execution of the command in its own
 * process, i.e. a process-level run of one operation. So execution k becomes its OWN run (id
 * `String(k + 1)`) holding one value, `per-run` with `iterations: 1` (wall-clock seconds → ns,
 * measure `time`): compare/ reads the values across runs as a per-operation distribution (p50
 * across runs, p90 and beyond from the pooled executions). Warmup runs are not exported.
 * `exit_codes[k]` pairs with `times[k]`: executions with a non-zero or null (killed by a signal)
 * exit code are excluded with a warning (`-i` keeps them in the file); no `exit_codes` means all
 * succeeded. `memory_usage_byte[k]`, when present, is a second value of the same run id in unit B
 * (measure `memory`, `per-run`, `iterations: 1`; failed executions excluded too).
 *
 * Shape: every value is a row of the result's per-run table (PerRunTable, model/types.ts), none a
 * Measurement: per result a `time` series with pointer `/results/<i>/times` and, when it has
 * memory, a `memory` series with pointer `/results/<i>/memory_usage_byte`, each row's `at` being
 * k (its source `…/times/<k>`) and its run k + 1. `measurements` is always empty, so the order of
 * benchmarks is the order of first rows: result by result, each time before its memory — as when
 * every value was a Measurement. The table's columns are sized once, from the lengths of the arrays.
 *
 * Speed: the document is one JSON.parse (read/json-whole.ts); values are read from the parsed
 * arrays in place, and a path object or pointer string is made only for what is reported.
 *
 * Hazard: when hyperfine itself printed "Statistical outliers were detected" (its
 * src/outlier_detection.rs and src/benchmark/mod.rs: modified Z-score (x − median) / MAD over all
 * `times`, MAD 0 taken as f64::EPSILON, an outlier when |z| > 1.4826 · 10, and not when the first
 * execution's z alone exceeds it, which hyperfine reports as a slow first run instead), the result
 * carries `hazard.hyperfine-outliers` with the count of outliers and of executions. Median and
 * MAD (the `statistical` crate's median: the mean of the middle two for an even count) are found
 * by selection (stats/sort.ts medianInPlace), not by sorting: a sort took most of the reader's time.
 *
 * Names: `command` (after `-n` and parameter substitution). When two results share a command
 * (e.g. `-n step -P n 1 3`), the parameter values are appended: `step (n=1)`; if that is still
 * not unique, ` #2`, ` #3`, … Summary fields (mean, stddev, user, system) are not used.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, tryParseJson, type JsonObject } from '../read/json.js';
import { parseWholeJson } from '../read/json-whole.js';
import { RunTableBuilder } from '../read/run-table.js';
import { medianInPlace } from '../stats/sort.js';
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
  if (isObject(p))
    return Object.entries(p)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ');
  return '';
}

/** One unique name per result: the command, then its parameters, then ` #2`, ` #3`, …. */
function uniqueNames(results: unknown[], resultsPath: JsonPath): string[] {
  const commands = results.map((r, i) => resultsPath.at(i).at('command').string(resultsPath.at(i).object(r).command));
  const count = new Map<string, number>();
  for (const c of commands) count.set(c, (count.get(c) ?? 0) + 1);
  const names: string[] = [];
  const taken = new Set<string>();
  results.forEach((r, i) => {
    const o = r as Record<string, unknown>;
    let name = commands[i];
    if (count.get(name)! > 1) {
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

/** The peak memory of each successful execution, when hyperfine recorded it: one row per execution. */
function memoryUsage(o: JsonObject, at: JsonPath, name: string, codes: unknown[] | undefined, rows: RunTableBuilder): void {
  if (o.memory_usage_byte === undefined || o.memory_usage_byte === null) return;
  const memPath = at.at('memory_usage_byte');
  const mem = memPath.array(o.memory_usage_byte);
  // Entries past the end of "times" (and so of "exit_codes") have no exit code: they are kept.
  const coded = codes === undefined ? 0 : Math.min(codes.length, mem.length);
  let series = -1;
  for (let k = 0; k < mem.length; k++) {
    if (k < coded && codes![k] !== 0) continue;
    const b = mem[k];
    const v = typeof b === 'number' ? b : memPath.at(k).number(b);
    if (!(Number.isFinite(v) && v >= 0)) continue;
    if (series < 0)
      series = rows.addSeries({ benchmark: name, unit: 'B', lowerIsBetter: true, measure: 'memory', pointer: memPath.pointer });
    rows.add(series, v, 1, k + 1, k);
  }
}

/** hyperfine's OUTLIER_THRESHOLD: 1.4826 (MAD → σ) times 10 standard deviations. */
const OUTLIER_THRESHOLD = 1.4826 * 10.0;

/**
 * How many outliers hyperfine's warning "Statistical outliers were detected" rests on, or 0 when it
 * would not print it: modified Z-scores over every execution (failed ones too, as hyperfine
 * computes them before export), and no warning when the first execution alone is the slow outlier
 * (hyperfine then prints its slow-first-run warning instead).
 */
export function hyperfineOutliers(times: readonly number[]): number {
  return outliersOf(Float64Array.from(times), new Float64Array(times.length));
}

/** {@link hyperfineOutliers} of `times`, with `work` (as long) as scratch; `times` is left as it was. */
function outliersOf(times: Float64Array, work: Float64Array): number {
  const n = times.length;
  if (n === 0) return 0;
  work.set(times);
  const median = medianInPlace(work);
  for (let i = 0; i < n; i++) work[i] = Math.abs(times[i] - median);
  const mad = medianInPlace(work);
  const scale = mad > 0 ? mad : Number.EPSILON;
  if ((times[0] - median) / scale > OUTLIER_THRESHOLD) return 0;
  let outliers = 0;
  for (let i = 0; i < n; i++) if (Math.abs((times[i] - median) / scale) > OUTLIER_THRESHOLD) outliers++;
  return outliers;
}

/** Two scratch columns for the outlier count, as long as the longest `times` so far: one pair per input, not per result. */
class Scratch {
  private a = new Float64Array(0);
  private b = new Float64Array(0);
  /** The first n entries of each. */
  take(n: number): [Float64Array, Float64Array] {
    if (this.a.length < n) {
      this.a = new Float64Array(n);
      this.b = new Float64Array(n);
    }
    return [this.a.subarray(0, n), this.b.subarray(0, n)];
  }
}

/** One result: a row per execution that exited 0 (time in ns, and its memory), and hyperfine's outlier hazard. */
function readResult(
  o: JsonObject,
  at: JsonPath,
  name: string,
  ctx: ReadContext,
  rows: RunTableBuilder,
  scratch: Scratch,
  hazards: Message[],
): void {
  const timesPath = at.at('times');
  const times = timesPath.array(o.times);
  const n = times.length;
  const codes = o.exit_codes === undefined || o.exit_codes === null ? undefined : at.at('exit_codes').array(o.exit_codes);
  if (codes && codes.length !== n) {
    at.at('exit_codes').fail(`an array of ${n} exit codes, one per entry of "times"`, `${codes.length} entries`);
  }
  let failed = 0;
  if (codes !== undefined) for (let k = 0; k < n; k++) if (codes[k] !== 0) failed++;
  if (failed > 0) {
    const shown = new Set<string>();
    for (const c of codes!) if (c !== 0) shown.add(c === null ? 'signal' : String(c));
    ctx.warn('failed-runs', { pointer: at.at('exit_codes').pointer, name, failed, runs: n, codes: [...shown] });
  }
  const skip = failed > 0 ? codes : undefined;
  let series = -1;
  // Whether every entry is a finite number (then hyperfine scored them for outliers), and them as a column.
  let numbers = true;
  const [seconds, work] = scratch.take(n);
  for (let k = 0; k < n; k++) {
    const t = times[k];
    let v: number;
    if (typeof t === 'number') {
      v = t;
      seconds[k] = t;
      if (!Number.isFinite(t)) numbers = false;
    } else {
      numbers = false;
      if (skip !== undefined && skip[k] !== 0) continue;
      v = timesPath.at(k).number(t);
    }
    if (skip !== undefined && skip[k] !== 0) continue;
    if (!Number.isFinite(v) || v < 0) {
      ctx.warn('bad-time', { pointer: `${timesPath.pointer}/${k}`, name });
      continue;
    }
    if (series < 0)
      series = rows.addSeries({ benchmark: name, unit: 'ns', lowerIsBetter: true, measure: 'time', pointer: timesPath.pointer });
    rows.add(series, v * 1e9, 1, k + 1, k);
  }
  if (series < 0) ctx.warn('no-successful-runs', { pointer: timesPath.pointer, name });
  memoryUsage(o, at, name, skip, rows);
  // hyperfine scores what it measured, failed executions included; it always writes numbers.
  if (numbers) {
    const outliers = outliersOf(seconds, work);
    if (outliers > 0) hazards.push(message('hazard.hyperfine-outliers', { file: ctx.file, benchmark: name, outliers, runs: n }));
  }
}

/** How many rows the results can give at most: every entry of their arrays (nothing is checked here). */
function capacityOf(results: unknown[]): number {
  let n = 0;
  for (const r of results) {
    if (!isObject(r)) continue;
    if (Array.isArray(r.times)) n += r.times.length;
    if (Array.isArray(r.memory_usage_byte)) n += r.memory_usage_byte.length;
  }
  return n;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseWholeJson(await input.readText(), file));
  const resultsPath = root.at('results');
  const results = resultsPath.array(doc.results);
  const names = uniqueNames(results, resultsPath);
  const rows = new RunTableBuilder(file, capacityOf(results));
  const hazards: Message[] = [];
  const scratch = new Scratch();
  for (let i = 0; i < results.length; i++)
    readResult(resultsPath.at(i).object(results[i]), resultsPath.at(i), names[i], ctx, rows, scratch, hazards);
  if (rows.length === 0)
    throw new InputError({ file, pointer: '/results' }, 'no successful runs in any result; expected "times" with exit code 0');
  const perRun = rows.table();
  return hazards.length > 0 ? { measurements: [], perRun, hazards } : { measurements: [], perRun };
}

export const hyperfine = defineReader({
  id: 'hyperfine',
  title: 'hyperfine --export-json',
  carries: 'per-op',
  howTo: "hyperfine --warmup 3 --runs 30 --export-json out.json 'cmd a' 'cmd b'",
  detect,
  parse,
});
