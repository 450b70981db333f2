/**
 * wrk (wg/wrk) console output, with or without `--latency`.
 *
 * One `Running <duration> test @ <url>` block is one process-level run; a file may hold several
 * blocks (runs "1", "2", … in file order). Per block:
 * - `<url>` in ns: with `--latency` the four printed percentiles (50/75/90/99) as `percentiles`
 *   with count = completed requests, mean = Thread Stats Avg, max = Thread Stats Max; without it
 *   only `summary` (mean, sd, max, n); the percentiles carry Stdev as `sd` too (shown, never compared). wrk records latencies in whole microseconds, so the
 *   percentiles carry `printResolution` 1 µs (1e3 ns; printed with two decimals of a scaled unit).
 *   (The one reliably fixed step: "1.13ms" is also rounded to 10 µs, a relative, not fixed, step.)
 * - in ops/s: `Requests/sec` as one `per-run` value (higher is better): the run's throughput.
 * Benchmarks are named by the request, `GET /path?query` (read/request-name.ts: no scheme, host or
 * port, so a server on a random port gives the same names on base and head; wrk sends GET unless a
 * Lua script changes it, which the output does not show). Each run carries its load, the
 * `connections` of "N threads and C connections" (`Measurement.load`).
 * Socket errors and non-2xx/3xx responses become warnings. wrk is closed-loop (each connection
 * waits for its response): its tails under-state stalls (coordinated omission).
 * The block parser is shared with wrk2 (`parseWrkBlocks`), and so are its warnings (ids
 * `reader.socket-errors`, `reader.non-2xx-responses`).
 * Measures, as wrk prints them: `latency` (ns) and `requests/sec` (ops/s); wrk2 uses the same.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { percentFraction, scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { requestName } from '../read/request-name.js';
import { parseUnit } from '../units/units.js';

export const RUNNING = /^\s*Running (\S+) test @ (\S+)\s*$/;
// `[ \t]`, not `\s`, under /m: `^\s*` spans blank lines and is quadratic on many of them.
const THREADS = /^[ \t]*(\d+) threads and (\d+) connections[ \t]*\r?$/m;
const TIME_CELL = /^([\d.]+)(us|ms|s|m|h)$/;

/** A wrk time cell such as "635.91us", "1.00m" → ns. NaN when not one. */
export function wrkTime(cell: string): number {
  const m = TIME_CELL.exec(cell.trim());
  if (!m) return NaN;
  return scaleDecimal(m[1], parseUnit(m[2]).scale);
}

export interface WrkBlock {
  url: string;
  /** The benchmark name: `GET <path?query>` of the url. */
  name: string;
  line: number;
  /** The connections of "N threads and C connections". */
  connections?: number;
  avg?: number;
  stdev?: number;
  max?: number;
  requests?: number;
  rps?: number;
  rpsLine?: number;
  /** Lines of the block between "Running" and the next block, for format-specific parts. */
  lines: string[];
  /** 1-based line number of lines[0]. */
  first: number;
}

/** The block of lines [s, end) of `all`: the Thread Stats latency, totals and errors. */
function readBlock(all: string[], s: number, end: number, ctx: ReadContext): WrkBlock {
  const file = ctx.file;
  const lines = all.slice(s, end);
  const url = RUNNING.exec(all[s])![2];
  const block: WrkBlock = { url, name: requestName('GET', url), line: s + 1, lines, first: s + 1 };
  lines.forEach((l, j) => {
    const at = s + j + 1;
    let m = /^\s*(\d+) threads and (\d+) connections\s*$/.exec(l);
    if (m && block.connections === undefined) {
      if (Number.isSafeInteger(Number(m[2])) && Number(m[2]) > 0) block.connections = Number(m[2]);
      return;
    }
    m = /^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+[\d.]+%\s*$/.exec(l);
    if (m && block.avg === undefined) {
      const [avg, sd, max] = [wrkTime(m[1]), wrkTime(m[2]), wrkTime(m[3])];
      if ([avg, sd, max].some(Number.isNaN))
        throw new InputError({ file, line: at }, `unreadable latency cells "${l.trim()}"; expected times such as 635.91us`);
      Object.assign(block, { avg, stdev: sd, max });
      return;
    }
    m = /^\s*(\d+) requests in ([\d.]+\w+), /.exec(l);
    if (m) {
      block.requests = Number(m[1]);
      return;
    }
    m = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/.exec(l);
    if (m) {
      const [connect, read, write, timeout] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      if (connect + read + write + timeout > 0)
        ctx.warnShared('socket-errors', { line: at, url: block.url, connect, read, write, timeout });
      return;
    }
    m = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/.exec(l);
    if (m) {
      ctx.warnShared('non-2xx-responses', { line: at, url: block.url, responses: Number(m[1]), requests: block.requests ?? null });
      return;
    }
    m = /^\s*Requests\/sec:\s*([\d.]+)\s*$/.exec(l);
    if (m) {
      block.rps = Number(m[1]);
      block.rpsLine = at;
    }
  });
  const last = s + lines.length;
  if (block.avg === undefined)
    throw new InputError(
      { file, line: last },
      `${block.url}: no "Latency <avg> <stdev> <max> <+/-%>" line; expected wrk's Thread Stats table (truncated output?)`,
    );
  if (block.requests === undefined)
    throw new InputError({ file, line: last }, `${block.url}: no "<N> requests in <time>" line; expected wrk's totals (truncated output?)`);
  if (block.rps === undefined)
    throw new InputError({ file, line: last }, `${block.url}: no "Requests/sec:" line; expected wrk's totals (truncated output?)`);
  return block;
}

/** Split a wrk/wrk2 output into blocks and parse the parts both print. */
export function parseWrkBlocks(all: string[], ctx: ReadContext): WrkBlock[] {
  const starts: number[] = [];
  all.forEach((l, i) => {
    if (RUNNING.test(l)) starts.push(i);
  });
  if (starts.length === 0)
    throw new InputError({ file: ctx.file, line: 1 }, 'no "Running <duration> test @ <url>" line; expected wrk output');
  return starts.map((s, k) => readBlock(all, s, k + 1 < starts.length ? starts[k + 1] : all.length, ctx));
}

/** The throughput measurement both readers emit: the run's Requests/sec, one value per run. */
export function rpsMeasurement(b: WrkBlock, run: string, file: string, load?: Load): Measurement {
  return {
    benchmark: b.name,
    unit: 'ops/s',
    measure: 'requests/sec',
    lowerIsBetter: false,
    run,
    ...(load ? { load } : {}),
    data: { kind: 'per-run', value: b.rps! },
    source: { file, line: b.rpsLine },
  };
}

/** The latency summary used when no distribution was printed. */
export function latencySummary(b: WrkBlock): RunData {
  return { kind: 'summary', mean: b.avg!, sd: b.stdev, max: b.max, n: b.requests };
}

const PCT_ROW = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;

function wrkLatency(b: WrkBlock, file: string): RunData {
  const at = b.lines.findIndex((l) => /^\s*Latency Distribution\s*$/.test(l));
  if (at < 0) return latencySummary(b);
  const points: Array<{ p: number; value: number }> = [];
  for (let j = at + 1; j < b.lines.length; j++) {
    const m = PCT_ROW.exec(b.lines[j]);
    if (!m) break;
    const value = wrkTime(m[2]);
    if (Number.isNaN(value))
      throw new InputError({ file, line: b.first + j }, `unreadable latency "${m[2]}"; expected a time such as 2.48ms`);
    points.push({ p: percentFraction(m[1]), value });
  }
  if (points.length === 0)
    throw new InputError(
      { file, line: b.first + at + 1 },
      'no percentile rows after "Latency Distribution"; expected lines such as "50%  347.00us"',
    );
  return {
    kind: 'percentiles',
    points,
    count: b.requests,
    mean: b.avg,
    max: b.max,
    ...(b.stdev !== undefined ? { sd: b.stdev } : {}),
    printResolution: WRK_STEP,
  };
}

/** wrk and wrk2 record latencies in whole microseconds (ns). */
export const WRK_STEP = 1e3;

export const wrk = defineReader({
  id: 'wrk',
  title: 'wrk console output (with or without --latency)',
  carries: 'percentiles',
  howTo: 'wrk -t2 -c16 -d30s --latency http://127.0.0.1:8080/ > wrk.txt',
  detect(probe: InputProbe): number {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h) || !THREADS.test(h)) return 0;
    if (/Thread calibration:|HdrHistogram - |Detailed Percentile spectrum:/.test(h)) return 0; // wrk2
    return 0.9;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const blocks = parseWrkBlocks(splitLines(await input.readText()), ctx);
    const measurements: Measurement[] = [];
    blocks.forEach((b, k) => {
      const run = String(k + 1);
      const load: Load | undefined = b.connections === undefined ? undefined : { param: 'connections', value: b.connections };
      measurements.push({
        benchmark: b.name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run,
        ...(load ? { load } : {}),
        data: wrkLatency(b, file),
        source: { file, line: b.line },
      });
      measurements.push(rpsMeasurement(b, run, file, load));
    });
    return { measurements, loadModel: 'closed-loop' };
  },
});
