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
 * succeeded. `memory_usage_byte[k]`, when present, becomes a second measurement of the same run
 * id in unit B (measure `memory`, `per-run`, `iterations: 1`; failed executions excluded too).
 *
 * Hazard: when hyperfine itself printed "Statistical outliers were detected" (its
 * src/outlier_detection.rs and src/benchmark/mod.rs: modified Z-score (x − median) / MAD over all
 * `times`, MAD 0 taken as f64::EPSILON, an outlier when |z| > 1.4826 · 10, and not when the first
 * execution's z alone exceeds it, which hyperfine reports as a slow first run instead), the result
 * carries `hazard.hyperfine-outliers` with the count of outliers and of executions.
 *
 * Names: `command` (after `-n` and parameter substitution). When two results share a command
 * (e.g. `-n step -P n 1 3`), the parameter values are appended: `step (n=1)`; if that is still
 * not unique, ` #2`, ` #3`, … Summary fields (mean, stddev, user, system) are not used.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, tryParseJson, type JsonObject } from '../read/json.js';
import { parseWholeJson } from '../read/json-whole.js';
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

/** The peak memory of each successful execution, when hyperfine recorded it: one run per execution. */
function memoryUsage(o: JsonObject, at: JsonPath, name: string, keep: boolean[], file: string, runIds: RunIds): Measurement[] {
  if (o.memory_usage_byte === undefined || o.memory_usage_byte === null) return [];
  const memPath = at.at('memory_usage_byte');
  const mem = memPath.array(o.memory_usage_byte);
  const out: Measurement[] = [];
  mem.forEach((b, k) => {
    if (k < keep.length && !keep[k]) return;
    const v = memPath.at(k).number(b);
    if (!(Number.isFinite(v) && v >= 0)) return;
    out.push({ benchmark: name, unit: 'B', measure: 'memory', lowerIsBetter: true, run: runIds.of(k + 1), data: { kind: 'per-run', value: v, iterations: 1 }, source: { file, pointer: memPath.at(k).pointer } });
  });
  return out;
}

/**
 * Run ids as strings made once per parse: every result and its memory share "1", "2", … (each is
 * kept by its measurements anyway, so one copy for all results is less than one per result).
 */
class RunIds {
  private readonly ids: string[] = [];
  of(k: number): string {
    return (this.ids[k] ??= String(k));
  }
}

/** hyperfine's OUTLIER_THRESHOLD: 1.4826 (MAD → σ) times 10 standard deviations. */
const OUTLIER_THRESHOLD = 1.4826 * 10.0;

/**
 * The k-th smallest of `a` (finite numbers), in place, in linear expected time (Hoare's selection
 * with a median-of-three pivot): afterwards nothing before index k is larger than a[k], nothing
 * after it smaller.
 */
function select(a: Float64Array, k: number): number {
  let l = 0;
  let r = a.length - 1;
  while (l < r) {
    const lo = a[l];
    const mid = a[(l + r) >> 1];
    const hi = a[r];
    const x = lo < mid ? (mid < hi ? mid : lo < hi ? hi : lo) : lo < hi ? lo : mid < hi ? hi : mid;
    let i = l;
    let j = r;
    do {
      while (a[i] < x) i++;
      while (x < a[j]) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
  return a[k];
}

/**
 * The `statistical` crate's median: the mean of the two middle values for an even count. `a` is
 * reordered. (A selection, not a sort: a sort of every execution took most of the reader's time.)
 */
function medianOf(a: Float64Array): number {
  const m = a.length >> 1;
  const upper = select(a, m);
  if (a.length % 2 === 1) return upper;
  let lower = a[0];
  for (let i = 1; i < m; i++) if (a[i] > lower) lower = a[i];
  return (upper + lower) / 2;
}

/**
 * How many outliers hyperfine's warning "Statistical outliers were detected" rests on, or 0 when it
 * would not print it: modified Z-scores over every execution (failed ones too, as hyperfine
 * computes them before export), and no warning when the first execution alone is the slow outlier
 * (hyperfine then prints its slow-first-run warning instead).
 */
export function hyperfineOutliers(times: number[]): number {
  if (times.length === 0) return 0;
  const n = times.length;
  const work = new Float64Array(n);
  for (let i = 0; i < n; i++) work[i] = times[i];
  const median = medianOf(work);
  for (let i = 0; i < n; i++) work[i] = Math.abs(times[i] - median);
  const mad = medianOf(work);
  const scale = mad > 0 ? mad : Number.EPSILON;
  if ((times[0] - median) / scale > OUTLIER_THRESHOLD) return 0;
  let outliers = 0;
  for (let i = 0; i < n; i++) if (Math.abs((times[i] - median) / scale) > OUTLIER_THRESHOLD) outliers++;
  return outliers;
}

/** One result: a run per execution that exited 0 (time in ns, and its memory), and hyperfine's outlier hazard. */
function readResult(o: JsonObject, at: JsonPath, name: string, ctx: ReadContext, out: Measurement[], runIds: RunIds): Message[] {
  const file = ctx.file;
  const before = out.length;
  const timesPath = at.at('times');
  const times = timesPath.array(o.times);
  const codes = o.exit_codes === undefined || o.exit_codes === null ? undefined : at.at('exit_codes').array(o.exit_codes);
  if (codes && codes.length !== times.length) {
    at.at('exit_codes').fail(`an array of ${times.length} exit codes, one per entry of "times"`, `${codes.length} entries`);
  }
  const keep: boolean[] = codes === undefined ? [] : times.map((_, k) => codes[k] === 0);
  const failed = keep.filter((k) => !k).length;
  if (failed > 0) {
    const shown = codes!.filter((c) => c !== 0).map((c) => (c === null ? 'signal' : String(c)));
    ctx.warn('failed-runs', { pointer: at.at('exit_codes').pointer, name, failed, runs: times.length, codes: [...new Set(shown)] });
  }
  // Numbers are read in place; a path object is made only for what is reported (JsonPath.at(k)'s pointer is `${pointer}/${k}`).
  // The pointer of execution k is `${base}/${k}`: its number is the run id of execution k − 1.
  const prefix = `${timesPath.pointer}/`;
  let index = '0';
  for (let k = 0; k < times.length; k++) {
    const run = runIds.of(k + 1);
    const pointer = prefix + index;
    index = run;
    if (codes !== undefined && !keep[k]) continue;
    const t = times[k];
    const v = typeof t === 'number' ? t : timesPath.at(k).number(t);
    if (!Number.isFinite(v) || v < 0) {
      ctx.warn('bad-time', { pointer, name });
      continue;
    }
    out.push({ benchmark: name, unit: 'ns', measure: 'time', lowerIsBetter: true, run, data: { kind: 'per-run', value: v * 1e9, iterations: 1 }, source: { file, pointer } });
  }
  if (out.length === before) ctx.warn('no-successful-runs', { pointer: timesPath.pointer, name });
  // (a loop, not push(...): a spread of hundreds of thousands of arguments overflows the stack)
  for (const m of memoryUsage(o, at, name, keep, file, runIds)) out.push(m);
  const hazards: Message[] = [];
  // hyperfine scores what it measured, failed executions included; it always writes numbers.
  if (times.every((t): t is number => typeof t === 'number' && Number.isFinite(t))) {
    const outliers = hyperfineOutliers(times);
    if (outliers > 0) hazards.push(message('hazard.hyperfine-outliers', { file, benchmark: name, outliers, runs: times.length }));
  }
  return hazards;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseWholeJson(await input.readText(), file));
  const resultsPath = root.at('results');
  const results = resultsPath.array(doc.results);
  const names = uniqueNames(results, resultsPath);
  // One array for every result's measurements, in order (no flatMap of millions).
  const measurements: Measurement[] = [];
  const runIds = new RunIds();
  const hazards = results.flatMap((r, i) => readResult(resultsPath.at(i).object(r), resultsPath.at(i), names[i], ctx, measurements, runIds));
  if (measurements.length === 0) throw new InputError({ file, pointer: '/results' }, 'no successful runs in any result; expected "times" with exit code 0');
  return hazards.length > 0 ? { measurements, hazards } : { measurements };
}

export const hyperfine = defineReader({
  id: 'hyperfine',
  title: 'hyperfine --export-json',
  carries: 'per-op',
  howTo: "hyperfine --warmup 3 --runs 30 --export-json out.json 'cmd a' 'cmd b'",
  detect,
  parse,
});
