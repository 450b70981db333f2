/**
 * redis-benchmark output: the default text report, `--csv`, and `-q`.
 *
 * One file is one redis-benchmark process = one run; each test (`SET`, `GET`,
 * `LRANGE_100 (first 100 elements)`, …) is a benchmark:
 * - ns, text (redis ≥ 6.2): "Latency by percentile distribution" rows
 *   `99.219% <= 0.423 milliseconds (cumulative count 19844)` as a `histogram` (cumulative counts
 *   differenced, each bucket at its printed upper edge; min/max/mean from the "latency summary"
 *   table). Older text (`99.31% <= 1 milliseconds`, whole ms) gives `percentiles` with count =
 *   requests completed.
 * - ns, `--csv`: avg/min/p50/p95/p99/max columns as `percentiles` (count unknown); `-q`: the
 *   `p50=` value as a one-point `percentiles`.
 * - ops/s: requests per second (`rps`) as one `per-run` value.
 * Load: the text report's "N parallel clients" becomes every measurement's `load` {`clients`, N};
 * `--csv` and `-q` do not print it (no load).
 * Printed latencies are in fixed steps of their decimals (`%.3f` ms in the CSV, `-q` and the
 * summary table: 1 µs; old text `<= 1 milliseconds`: 1 ms, `--precision N`: 10^-N ms): the
 * `percentiles` carry that step as `printResolution`.
 * A fixed number of parallel clients: closed-loop. The `\r` progress lines are ignored.
 * Measures: `latency` (ns) and `rps` (ops/s), in every variant.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { percentFraction, scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const TITLE = /^\s*====== (.+) ======\s*$/;
const CSV_HEADER = /^"test","rps"(,"[\w_]+")*\s*$/;
// QUIET runs on trimmed lines: `^\s*(.+?)…\s*$` on the raw line is quadratic in a run of spaces.
const QUIET = /^(.+?): ([\d.]+) requests per second(?:, p50=([\d.]+) msec)?$/;
const PCT_ROW = /^\s*([\d.]+)% <= ([\d.]+) milliseconds(?: \(cumulative count (\d+)\))?\s*$/;

/** Split a CSV line on commas outside double quotes, in one pass (a look-ahead per comma was quadratic). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (c === 0x2c && !quoted) {
      out.push(line.slice(start, i));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out.map((f) => {
    const t = f.trim();
    return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
  });
}

function parseCsv(lines: string[], file: string): Measurement[] {
  const start = lines.findIndex((l) => CSV_HEADER.test(l));
  const header = csvFields(lines[start]);
  const out: Measurement[] = [];
  const col = (name: string): number => header.indexOf(name);
  const pcols: Array<[number, number]> = [
    [col('p50_latency_ms'), 0.5],
    [col('p95_latency_ms'), 0.95],
    [col('p99_latency_ms'), 0.99],
  ];
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const f = csvFields(lines[i]);
    if (f.length !== header.length)
      throw new InputError({ file, line: i + 1 }, `found ${f.length} fields; expected ${header.length} like the header`);
    const num = (j: number): number => {
      const v = scaleDecimal(f[j], j === 1 ? 1 : 1e6);
      if (!Number.isFinite(v)) throw new InputError({ file, line: i + 1 }, `"${f[j].slice(0, 30)}" in column ${header[j]} is not a number`);
      return v;
    };
    const name = f[0];
    const points = pcols.filter(([j]) => j >= 0).map(([j, p]) => ({ p, value: num(j) }));
    if (points.length > 0) {
      const opt = (c: string): number | undefined => (col(c) >= 0 ? num(col(c)) : undefined);
      out.push({
        benchmark: name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        data: {
          kind: 'percentiles',
          points,
          min: opt('min_latency_ms'),
          max: opt('max_latency_ms'),
          mean: opt('avg_latency_ms'),
          printResolution: stepOf(pcols.filter(([j]) => j >= 0).map(([j]) => f[j])),
        },
        source: { file, line: i + 1 },
      });
    }
    out.push({
      benchmark: name,
      unit: 'ops/s',
      measure: 'rps',
      lowerIsBetter: false,
      run: '1',
      data: { kind: 'per-run', value: num(1) },
      source: { file, line: i + 1 },
    });
  }
  return out;
}

/** The summary table's step: `%.3f` ms, 1 µs in ns. */
const MS_3DP = 1e3;

/** The step printed latencies (ms) are in, in ns: 10^-decimals ms (`0.367` → 1 µs, `1` → 1 ms). */
function stepOf(raws: readonly string[]): number {
  const decimals = Math.max(0, ...raws.map((r) => (r.split('.')[1] ?? '').length));
  return 1e6 / 10 ** decimals;
}

/** A percentile row; `cum` is its cumulative count (redis-benchmark ≥ 7 prints it). */
interface PctRow {
  p: number;
  value: number;
  /** The value as printed (ms), for its step. */
  raw: string;
  cum?: number;
  line: number;
}

/** What one test report (the lines after its `====== NAME ======` title) says. */
interface Report {
  requests?: number;
  rps?: number;
  rpsLine: number;
  rows: PctRow[];
  /**
   * The "Cumulative distribution of latencies" rows (`43.515% <= 0.207 milliseconds (cumulative count
   * 8703)`): more points of the same cumulative distribution, at round latencies. Merged with the
   * percentile rows, they narrow the buckets a quantile is known to lie in.
   */
  cdf: PctRow[];
  /** avg, min, p50, p95, p99, max in ns (the summary table of redis-benchmark ≥ 7). */
  summary?: number[];
  /** The first line after the report. */
  end: number;
  /** "N parallel clients". */
  clients?: number;
}

function readReport(lines: string[], title: number): Report {
  const r: Report = { rpsLine: title + 1, rows: [], cdf: [], end: title + 1 };
  let inPct = false;
  let j = title + 1;
  for (; j < lines.length && !TITLE.test(lines[j]); j++) {
    const l = lines[j];
    let m = /^\s*(\d+) requests completed in ([\d.]+) seconds/.exec(l);
    if (m) r.requests = Number(m[1]);
    const c = /^\s*(\d+) parallel clients\s*$/.exec(l);
    if (c && r.clients === undefined && Number.isSafeInteger(Number(c[1])) && Number(c[1]) > 0) r.clients = Number(c[1]);
    if (/^Latency by percentile distribution:/.test(l)) inPct = true;
    else if (/^Cumulative distribution of latencies:/.test(l)) inPct = false;
    m = PCT_ROW.exec(l);
    if (m && (inPct || m[3] === undefined))
      r.rows.push({
        p: percentFraction(m[1]),
        value: scaleDecimal(m[2], 1e6),
        raw: m[2],
        cum: m[3] === undefined ? undefined : Number(m[3]),
        line: j + 1,
      });
    else if (m && m[3] !== undefined)
      r.cdf.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e6), raw: m[2], cum: Number(m[3]), line: j + 1 });
    m = /^\s*(?:throughput summary: )?([\d.]+) requests per second\s*$/.exec(l);
    if (m) {
      r.rps = Number(m[1]);
      r.rpsLine = j + 1;
    }
    if (/^\s*avg\s+min\s+p50\s+p95\s+p99\s+max\s*$/.test(l)) {
      const v = (lines[j + 1] ?? '')
        .trim()
        .split(/\s+/)
        .map((x) => scaleDecimal(x, 1e6));
      if (v.length === 6 && v.every(Number.isFinite)) r.summary = v;
    }
  }
  r.end = j;
  return r;
}

/**
 * The percentile rows with the cumulative-distribution rows merged in, by latency: both say "this
 * many requests took at most v", so together they cut the distribution into finer buckets (a p50
 * row of `<= 0.215` after `<= 0.087` only places p50 in (0.087, 0.215]; a `<= 0.207` row between
 * narrows it to (0.207, 0.215]). A cumulative row that contradicts the percentile rows (its count
 * out of order with theirs at its latency) means the two tables are not of one distribution: then
 * the percentile rows alone, as printed.
 */
function withCdf(rows: PctRow[], cdf: PctRow[]): PctRow[] {
  if (cdf.length === 0) return rows;
  const merged = [...rows, ...cdf].sort((a, b) => a.value - b.value || a.cum! - b.cum!);
  for (let i = 1; i < merged.length; i++) if (merged[i].cum! < merged[i - 1].cum!) return rows;
  const total = rows[rows.length - 1].cum!;
  return merged.filter((r) => r.cum! <= total);
}

/** The latency of a report: a histogram from cumulative counts, else the percentiles, else the summary table's. */
function latency({ rows: pctRows, cdf, summary, requests }: Report, file: string): RunData | undefined {
  if (pctRows.length > 0 && pctRows.every((r) => r.cum !== undefined)) {
    for (let i = 1; i < pctRows.length; i++) {
      if (pctRows[i].cum! < pctRows[i - 1].cum!)
        throw new InputError({ file, line: pctRows[i].line }, 'the cumulative count decreases; expected a cumulative distribution');
    }
    const rows = withCdf(pctRows, cdf);
    const values: number[] = [];
    const counts: number[] = [];
    let prev = 0;
    for (const r of rows) {
      if (r.cum! > prev) {
        values.push(r.value);
        counts.push(r.cum! - prev);
        prev = r.cum!;
      }
    }
    if (values.length === 0) return undefined;
    return {
      kind: 'histogram',
      histogram: {
        values: Float64Array.from(values),
        counts: Float64Array.from(counts),
        total: prev,
        min: summary ? summary[1] : values[0],
        max: summary ? summary[5] : values[values.length - 1],
        mean: summary?.[0],
      },
    };
  }
  if (pctRows.length > 0)
    return {
      kind: 'percentiles',
      points: pctRows.map((r) => ({ p: r.p, value: r.value })),
      count: requests,
      printResolution: stepOf(pctRows.map((r) => r.raw)),
    };
  if (summary)
    return {
      kind: 'percentiles',
      points: [0.5, 0.95, 0.99].map((p, k) => ({ p, value: summary[2 + k] })),
      count: requests,
      min: summary[1],
      max: summary[5],
      mean: summary[0],
      printResolution: MS_3DP,
    };
  return undefined;
}

function parseText(lines: string[], file: string): Measurement[] {
  const out: Measurement[] = [];
  for (let i = 0; i < lines.length; i++) {
    const t = TITLE.exec(lines[i]);
    if (!t) continue;
    const name = t[1].trim();
    const report = readReport(lines, i);
    if (report.rps === undefined)
      throw new InputError(
        { file, line: report.end },
        `${name}: no "requests per second" line; expected a complete redis-benchmark test report (truncated?)`,
      );
    const data = latency(report, file);
    const load: Load | undefined = report.clients === undefined ? undefined : { param: 'clients', value: report.clients };
    const at = load ? { load } : {};
    if (data)
      out.push({
        benchmark: name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        ...at,
        data,
        source: { file, line: i + 1 },
      });
    out.push({
      benchmark: name,
      unit: 'ops/s',
      measure: 'rps',
      lowerIsBetter: false,
      run: '1',
      ...at,
      data: { kind: 'per-run', value: report.rps },
      source: { file, line: report.rpsLine },
    });
    i = report.end - 1;
  }
  return out;
}

function parseQuiet(lines: string[], file: string): Measurement[] {
  const out: Measurement[] = [];
  lines.forEach((l, i) => {
    const t = l.trim();
    const m = t.includes(' requests per second') ? QUIET.exec(t) : null;
    if (!m || (t.includes('rps=') && t.indexOf('(overall:', t.indexOf('rps=')) >= 0)) return; // a progress line
    const name = m[1].trim();
    if (m[3] !== undefined)
      out.push({
        benchmark: name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'percentiles', points: [{ p: 0.5, value: scaleDecimal(m[3], 1e6) }], printResolution: stepOf([m[3]]) },
        source: { file, line: i + 1 },
      });
    out.push({
      benchmark: name,
      unit: 'ops/s',
      measure: 'rps',
      lowerIsBetter: false,
      run: '1',
      data: { kind: 'per-run', value: Number(m[2]) },
      source: { file, line: i + 1 },
    });
  });
  return out;
}

export const redisBenchmark = defineReader({
  id: 'redis-benchmark',
  title: 'redis-benchmark output (text, --csv, -q)',
  carries: 'histogram',
  howTo: 'redis-benchmark -h 127.0.0.1 -t set,get -n 100000 -c 50 [--csv | -q] > redis-benchmark.txt',
  detect(probe: InputProbe): number {
    const h = probe.head;
    // `[ \t]` rather than `\s` under /m: `^\s*` spans blank lines and is quadratic on many of them.
    if (/^[ \t]*====== [^\r\n]+ ======[ \t]*\r?$/m.test(h) && /requests completed in [\d.]+ seconds/.test(h)) return 0.9;
    if (CSV_HEADER.test(h.split(/\r?\n/, 1)[0].trim())) return 0.95;
    // Line-bounded classes only: `\s*` and `[^:]*` spanning lines made this quadratic on large heads.
    if (h.includes('requests per second') && /^[ \t]*[^\s:][^:\n]*: [\d.]+ requests per second(, p50=[\d.]+ msec)?[ \t]*\r?$/m.test(h))
      return 0.8;
    return 0;
  },
  async parse(input: InputFile): Promise<ReaderOutput> {
    const file = input.path;
    const lines = splitLines(await input.readText());
    let measurements: Measurement[];
    if (lines.some((l) => CSV_HEADER.test(l))) measurements = parseCsv(lines, file);
    else if (lines.some((l) => TITLE.test(l))) measurements = parseText(lines, file);
    else measurements = parseQuiet(lines, file);
    if (measurements.length === 0)
      throw new InputError(
        { file, line: lines.length },
        'no test results; expected "====== SET ======" reports, a "test","rps",… CSV, or "SET: N requests per second" lines',
      );
    return { measurements, loadModel: 'closed-loop' };
  },
});
