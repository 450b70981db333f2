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
 * Names users chose: a sample whose `scenario` tag is not `default` also feeds
 * `<metric>{scenario:<name>}`, and one whose `name` tag differs from its `url` (a name given in the
 * script, `tags: { name: 'checkout' }`) also feeds `<metric>{name:<name>}` — k6's own submetric
 * syntax, as thresholds and the summary name them. (The default `name` is the URL: not a choice.)
 * Load: when every `vus` gauge Point has one value and no `dropped_iterations` Point exists (not
 * an arrival-rate test), every measurement carries {`vus`, that value}.
 * The file is read as a stream, so large outputs are fine.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { forEachLine, stripBom } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { isK6TimeMetricName } from './k6-summary.js';

const CSV_HEADER = /^\uFEFF?metric_name,timestamp,metric_value(,|\r?$)/;
const EXPECTED = 'http_req_duration{expected_response:true}';

function detect(probe: InputProbe): number {
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

/** Each line without its CR, and the first without a byte order mark. */
async function forEachK6Line(input: InputFile, handle: (line: string) => void): Promise<void> {
  let first = true;
  await forEachLine(input, (raw) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    handle(first ? stripBom(line) : line);
    first = false;
  });
}

/** Split a CSV line with RFC 4180 quotes (k6 quotes tag values that contain commas). */
function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

class Series {
  values: number[] = [];
  constructor(readonly line: number) {}
}

/** The samples of every time metric, line by line (CSV after its header, else NDJSON objects). */
class Samples {
  readonly series = new Map<string, Series>();
  private readonly declared = new Map<string, boolean>();
  bad = 0;
  firstBad = 0;
  /** The smallest and largest `vus` gauge value, and whether the test dropped iterations (arrival-rate). */
  vusMin = Infinity;
  vusMax = -Infinity;
  dropped = false;
  private csv: { value: number; expected: number; scenario: number; name: number; url: number } | undefined;

  constructor(private readonly file: string) {}

  private add(metric: string, value: number, line: number): void {
    if (!Number.isFinite(value)) {
      if (this.bad++ === 0) this.firstBad = line;
      return;
    }
    let s = this.series.get(metric);
    if (!s) this.series.set(metric, (s = new Series(line)));
    s.values.push(value * 1e6);
  }

  /** The submetrics a sample also feeds: its non-default scenario and a name the script gave. */
  private tagged(metric: string, value: number, line: number, scenario: unknown, name: unknown, url: unknown): void {
    if (!Number.isFinite(value)) return;
    if (typeof scenario === 'string' && scenario !== '' && scenario !== 'default') this.add(`${metric}{scenario:${scenario}}`, value, line);
    if (typeof name === 'string' && name !== '' && name !== url) this.add(`${metric}{name:${name}}`, value, line);
  }

  /** Non-time metrics that say what load the test ran at. */
  private other(metric: string, value: number): void {
    if (metric === 'dropped_iterations') this.dropped = true;
    else if (metric === 'vus' && Number.isFinite(value)) {
      this.vusMin = Math.min(this.vusMin, value);
      this.vusMax = Math.max(this.vusMax, value);
    }
  }

  /** {vus, N} when the VU count never changed and the test was not arrival-rate. */
  load(): Load | undefined {
    return !this.dropped && this.vusMin === this.vusMax && Number.isInteger(this.vusMax) && this.vusMax > 0
      ? { param: 'vus', value: this.vusMax }
      : undefined;
  }

  private isTime(metric: string): boolean {
    return this.declared.get(metric) ?? isK6TimeMetricName(metric);
  }

  line(line: string, no: number): void {
    if (no === 1 && CSV_HEADER.test(line)) {
      const cols = line.replace(/^\uFEFF/, '').split(',');
      this.csv = {
        value: 2,
        expected: cols.indexOf('expected_response'),
        scenario: cols.indexOf('scenario'),
        name: cols.indexOf('name'),
        url: cols.indexOf('url'),
      };
      return;
    }
    if (line.trim() === '') return;
    if (this.csv) this.csvLine(line, no, this.csv);
    else this.jsonLine(line, no);
  }

  private csvLine(line: string, no: number, csv: { value: number; expected: number; scenario: number; name: number; url: number }): void {
    const f = line.includes('"') ? splitQuoted(line) : line.split(',');
    if (f.length < 3)
      throw new InputError({ file: this.file, line: no }, `found ${f.length} fields; expected metric_name,timestamp,metric_value,…`);
    const metric = f[0];
    const value = f[csv.value].trim() === '' ? NaN : Number(f[csv.value]);
    if (!this.isTime(metric)) {
      this.other(metric, value);
      return;
    }
    this.add(metric, value, no);
    if (metric === 'http_req_duration' && csv.expected >= 0 && f[csv.expected] === 'true') this.add(EXPECTED, value, no);
    const at = (j: number): string | undefined => (j >= 0 ? f[j] : undefined);
    this.tagged(metric, value, no, at(csv.scenario), at(csv.name), at(csv.url));
  }

  private jsonLine(line: string, no: number): void {
    const file = this.file;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      throw new InputError({ file, line: no }, 'not a JSON object; expected one k6 {"type":"Point"|"Metric",…} object per line');
    }
    if (typeof o !== 'object' || o === null || Array.isArray(o))
      throw new InputError({ file, line: no }, 'not a JSON object; expected {"type":"Point"|"Metric",…}');
    const rec = o as Record<string, unknown>;
    const data = rec.data as Record<string, unknown> | undefined;
    if (typeof rec.metric !== 'string' || typeof data !== 'object' || data === null) {
      throw new InputError(
        { file, line: no, pointer: typeof rec.metric !== 'string' ? '/metric' : '/data' },
        'expected "metric" (a string) and "data" (an object)',
      );
    }
    if (rec.type === 'Metric') {
      this.declared.set(rec.metric, data.type === 'trend' && data.contains === 'time');
    } else if (rec.type === 'Point') {
      const value = typeof data.value === 'number' ? data.value : NaN;
      if (!this.isTime(rec.metric)) {
        this.other(rec.metric, value);
        return;
      }
      this.add(rec.metric, value, no);
      const tags = data.tags as Record<string, unknown> | undefined;
      if (rec.metric === 'http_req_duration' && tags && tags.expected_response === 'true') this.add(EXPECTED, value, no);
      if (tags && typeof tags === 'object') this.tagged(rec.metric, value, no, tags.scenario, tags.name, tags.url);
    }
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const samples = new Samples(file);
  let no = 0;
  await forEachK6Line(input, (line) => samples.line(line, ++no));
  if (no === 0) throw new InputError({ file }, 'the file is empty; expected k6 --out json or --out csv output');
  if (samples.bad > 0) ctx.warn('not-numeric', { line: samples.firstBad, samples: samples.bad });
  const measurements: Measurement[] = [];
  const load = samples.load();
  for (const [metric, s] of samples.series) {
    measurements.push({
      benchmark: metric,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      ...(load ? { load } : {}),
      data: { kind: 'per-op', values: Float64Array.from(s.values) },
      source: { file, line: s.line },
    });
  }
  if (measurements.length === 0)
    throw new InputError({ file }, 'no samples of time metrics (http_req_duration, iteration_duration, …); expected k6 Points');
  return { measurements };
}

export const k6Raw = defineReader({
  id: 'k6-raw',
  title: 'k6 raw samples (--out json NDJSON or --out csv)',
  carries: 'per-op',
  howTo: 'k6 run --out json=points.json script.js  (or --out csv=points.csv)',
  detect,
  parse,
});
