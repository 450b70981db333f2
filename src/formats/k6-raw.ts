/**
 * k6 raw metric outputs: `k6 run --out json=points.json` (NDJSON of `{"type":"Metric",…}`
 * declarations and `{"type":"Point","metric":…,"data":{"time","value","tags"}}` samples) and
 * `k6 run --out csv=points.csv` (header `metric_name,timestamp,metric_value,<tags…>`).
 *
 * Kind: every Point of a time trend is one operation (one request, one iteration), so each time
 * trend metric becomes one `per-op` run (ms → ns) of the file; the benchmark is the metric name
 * (http_req_duration, http_req_waiting, iteration_duration, …). Requests whose
 * `expected_response` tag is "true" also feed `http_req_duration{expected_response:true}`, the
 * same submetric the k6 summary reports. Which metrics are time trends: the NDJSON `Metric`
 * declaration (`type: "trend"`, `contains: "time"`); CSV has none, so k6's built-in time metrics
 * and names ending in _duration/_time/_latency/_ms are used. Counters, rates, gauges and
 * non-time trends are skipped. Non-numeric values are skipped with a warning.
 * The file is read as a stream, so large outputs are fine.
 */
import { InputError } from '../errors.js';
import type { Measurement, ParseResult } from '../model/types.js';
import { isK6TimeMetricName } from './k6-summary.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { linesOf } from './text.js';

const ID = 'k6-raw';
const CSV_HEADER = /^\uFEFF?metric_name,timestamp,metric_value(,|\r?$)/;
const EXPECTED = 'http_req_duration{expected_response:true}';

function detect(probe: InputProbe): number {
  if (probe.isDirectory) return 0;
  const first = probe.head.split('\n', 1)[0];
  if (CSV_HEADER.test(first)) return 1;
  if (!first.trimStart().startsWith('{')) return 0;
  try {
    const o = JSON.parse(first) as Record<string, unknown>;
    return (o.type === 'Metric' || o.type === 'Point') && typeof o.metric === 'string' && typeof o.data === 'object' ? 1 : 0;
  } catch {
    return 0;
  }
}

async function* lines(input: InputFile): AsyncGenerator<string> {
  let first = true;
  for await (const raw of linesOf(input)) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    yield first && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line;
    first = false;
  }
}

/** Split a CSV line with RFC 4180 quotes (k6 quotes tag values that contain commas). */
function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cur), (cur = '');
    else cur += c;
  }
  out.push(cur);
  return out;
}

class Series {
  values: number[] = [];
  constructor(readonly line: number) {}
}

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const warnings: string[] = [];
  const series = new Map<string, Series>();
  const declared = new Map<string, boolean>();
  let bad = 0;
  let firstBad = 0;
  const add = (metric: string, value: number, line: number): void => {
    if (!Number.isFinite(value)) {
      if (bad++ === 0) firstBad = line;
      return;
    }
    let s = series.get(metric);
    if (!s) series.set(metric, (s = new Series(line)));
    s.values.push(value * 1e6);
  };
  const isTime = (metric: string): boolean => declared.get(metric) ?? isK6TimeMetricName(metric);

  let no = 0;
  let csv: { value: number; expected: number } | undefined;
  for await (const line of lines(input)) {
    no++;
    if (no === 1 && CSV_HEADER.test(line)) {
      const cols = line.replace(/^\uFEFF/, '').split(',');
      csv = { value: 2, expected: cols.indexOf('expected_response') };
      continue;
    }
    if (line.trim() === '') continue;
    if (csv) {
      const f = line.includes('"') ? splitQuoted(line) : line.split(',');
      if (f.length < 3) throw new InputError({ file, line: no }, `found ${f.length} fields; expected metric_name,timestamp,metric_value,…`);
      const metric = f[0];
      if (!isTime(metric)) continue;
      const value = f[csv.value].trim() === '' ? NaN : Number(f[csv.value]);
      add(metric, value, no);
      if (metric === 'http_req_duration' && csv.expected >= 0 && f[csv.expected] === 'true') add(EXPECTED, value, no);
      continue;
    }
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      throw new InputError({ file, line: no }, 'not a JSON object; expected one k6 {"type":"Point"|"Metric",…} object per line');
    }
    if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new InputError({ file, line: no }, 'not a JSON object; expected {"type":"Point"|"Metric",…}');
    const rec = o as Record<string, unknown>;
    const data = rec.data as Record<string, unknown> | undefined;
    if (typeof rec.metric !== 'string' || typeof data !== 'object' || data === null) {
      throw new InputError({ file, line: no, pointer: typeof rec.metric !== 'string' ? '/metric' : '/data' }, 'expected "metric" (a string) and "data" (an object)');
    }
    if (rec.type === 'Metric') {
      declared.set(rec.metric, data.type === 'trend' && data.contains === 'time');
    } else if (rec.type === 'Point') {
      if (!isTime(rec.metric)) continue;
      const value = typeof data.value === 'number' ? data.value : NaN;
      add(rec.metric, value, no);
      const tags = data.tags as Record<string, unknown> | undefined;
      if (rec.metric === 'http_req_duration' && tags && tags.expected_response === 'true') add(EXPECTED, value, no);
    }
  }
  if (no === 0) throw new InputError({ file }, 'the file is empty; expected k6 --out json or --out csv output');
  if (bad > 0) warnings.push(`${file}:${firstBad}: ${bad} sample(s) without a numeric value skipped`);
  const measurements: Measurement[] = [];
  for (const [metric, s] of series) {
    measurements.push({ benchmark: metric, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values: Float64Array.from(s.values) }, source: { file, line: s.line } });
  }
  if (measurements.length === 0) throw new InputError({ file }, 'no samples of time metrics (http_req_duration, iteration_duration, …); expected k6 Points');
  return { format: ID, measurements, warnings };
}

export const k6Raw: FormatReader = {
  id: ID,
  title: 'k6 raw samples (--out json NDJSON or --out csv)',
  carries: 'per-op',
  howTo: 'k6 run --out json=points.json script.js  (or --out csv=points.csv)',
  detect,
  parse,
};
