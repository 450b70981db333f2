/**
 * k6 end-of-test summaries as JSON: the legacy `k6 run --summary-export=summary.json` (flattened
 * `metrics.<name>.{avg,min,med,max,p(90),p(95),…}`, thresholds as booleans meaning "failed") and
 * the `handleSummary(data)` object (`metrics.<name>.{type, contains, values, thresholds.{ok}}`).
 * (The opt-in new machine-readable summary is not read: no real file of it was available.)
 *
 * Benchmarks are k6 metrics, named by their key (submetrics keep their tags, e.g.
 * `http_req_duration{expected_response:true}`); one file is one run.
 *  - Trend metrics → one `percentiles` run: `med` = p50, `p(N)` = pN, with min/max/mean and a
 *    count: `values.count` when summaryTrendStats includes it, else http_reqs.count for the
 *    http_req_* timings, iterations.count for iteration_duration and the non-failed request
 *    count (http_req_failed "fails") for `http_req_duration{expected_response:true}`. A trend
 *    without any percentile gives a `summary` (avg, min, max). Units: time trends are ms → ns
 *    (handleSummary `contains: "time"`; the legacy export does not say, so k6's built-in time
 *    metrics and names ending in _duration/_time/_latency/_ms are taken as time, other trends
 *    get the unit "value" with a warning); `contains: "data"` → B.
 *  - http_reqs and iterations rates (ops/s, higher is better), http_req_failed (% failed, lower
 *    is better) and checks (% passed, higher is better) → one `per-run` value each; other
 *    counters, gauges and rates are not performance results and are skipped.
 * Failed thresholds become warnings. A `dropped_iterations` metric only exists for
 * arrival-rate executors, so it marks the test `open-loop`; otherwise the load model is unknown.
 */
import { InputError } from '../errors.js';
import type { Measurement, ParseResult, PercentilePoint } from '../model/types.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from './json.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';

const ID = 'k6-summary';
const MS = 1e6;
const BUILTIN_TIME = new Set([
  'http_req_duration', 'http_req_blocked', 'http_req_connecting', 'http_req_tls_handshaking', 'http_req_sending',
  'http_req_waiting', 'http_req_receiving', 'iteration_duration', 'group_duration', 'ws_connecting', 'ws_session_duration',
  'ws_ping', 'grpc_req_duration', 'browser_http_req_duration', 'browser_web_vital_fcp', 'browser_web_vital_lcp',
  'browser_web_vital_ttfb', 'browser_web_vital_inp', 'browser_web_vital_fid',
]);

/** Whether a k6 metric (or submetric `name{tag:value}`) is a time trend in ms, judged by name. */
export function isK6TimeMetricName(metric: string): boolean {
  const base = metric.replace(/\{.*$/, '');
  return BUILTIN_TIME.has(base) || /(_duration|_time|_latency|_ms)$/.test(base);
}

function detect(probe: InputProbe): number {
  if (probe.isDirectory || !/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    if (!isObject(doc.metrics) || !(isObject(doc.root_group) || isObject(doc.state) || isObject(doc.options))) return 0;
    return Object.keys(doc.metrics).some((k) => /^(http_reqs|iterations|vus|checks|http_req_duration|iteration_duration|data_sent)/.test(k)) ? 1 : 0.7;
  }
  return /"root_group"\s*:\s*\{/.test(probe.head) && /"metrics"\s*:\s*\{/.test(probe.head) ? 0.8 : 0;
}

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const mp = root.at('metrics');
  const metrics = mp.object(doc.metrics);
  const warnings: string[] = [];
  const measurements: Measurement[] = [];
  const valuesOf = (e: JsonObject): JsonObject => (isObject(e.values) ? e.values : e);
  const countOf = (metric: string, key: string): number | undefined => {
    const e = metrics[metric];
    const v = isObject(e) ? valuesOf(e)[key] : undefined;
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
  };

  for (const [name, raw] of Object.entries(metrics)) {
    const at = mp.at(name);
    const entry = at.object(raw);
    const vp = isObject(entry.values) ? at.at('values') : at;
    const values = valuesOf(entry);
    const source = { file, pointer: at.pointer };
    const num = (key: string): number | undefined => (values[key] === undefined || values[key] === null ? undefined : vp.at(key).number(values[key]));
    if (isObject(entry.thresholds)) {
      for (const [expr, t] of Object.entries(entry.thresholds)) {
        if (t === true || (isObject(t) && t.ok === false)) warnings.push(`${file} at ${at.pointer}: threshold "${expr}" on ${name} failed`);
      }
    }
    const type = typeof entry.type === 'string' ? entry.type : 'med' in values || Object.keys(values).some((k) => k.startsWith('p(')) ? 'trend' : undefined;
    if (type === 'trend') {
      let unit = 'ns';
      let scale = MS;
      if (entry.contains === 'data') [unit, scale] = ['B', 1];
      else if (entry.contains === 'default' || (entry.contains === undefined && !isK6TimeMetricName(name))) {
        [unit, scale] = ['value', 1];
        if (entry.contains === undefined) warnings.push(`${file} at ${at.pointer}: the unit of custom trend ${name} is not recorded; reported as plain values`);
      }
      const points: PercentilePoint[] = [];
      for (const key of Object.keys(values)) {
        const pm = /^p\((\d+(?:\.\d+)?)\)$/.exec(key);
        const p = key === 'med' ? 0.5 : pm ? Number((Number(pm[1]) / 100).toPrecision(12)) : undefined;
        if (p === undefined || p < 0 || p > 1) continue;
        const v = num(key);
        if (v !== undefined && Number.isFinite(v)) points.push({ p, value: v * scale });
      }
      points.sort((a, b) => a.p - b.p);
      const scaled = (key: string): number | undefined => {
        const v = num(key);
        return v !== undefined && Number.isFinite(v) ? v * scale : undefined;
      };
      const base = name.replace(/\{.*$/, '');
      const count =
        countOf(name, 'count') ??
        (name === 'http_req_duration{expected_response:true}' ? countOf('http_req_failed', 'fails') : undefined) ??
        (name === base && base.startsWith('http_req_') ? countOf('http_reqs', 'count') : undefined) ??
        (name === 'iteration_duration' ? countOf('iterations', 'count') : undefined);
      const mean = scaled('avg');
      if (points.length > 0) {
        measurements.push({ benchmark: name, unit, lowerIsBetter: true, run: '1', data: { kind: 'percentiles', points, count, min: scaled('min'), max: scaled('max'), mean }, source });
      } else if (mean !== undefined) {
        measurements.push({ benchmark: name, unit, lowerIsBetter: true, run: '1', data: { kind: 'summary', mean, min: scaled('min'), max: scaled('max'), n: count }, source });
      } else {
        warnings.push(`${file} at ${at.pointer}: trend ${name} has no percentiles or avg; skipped`);
      }
      continue;
    }
    const rate = num('rate') ?? (name === 'checks' || name === 'http_req_failed' ? num('value') : undefined);
    if (rate === undefined || !Number.isFinite(rate)) continue;
    if (name === 'http_reqs' || name === 'iterations') {
      measurements.push({ benchmark: name, unit: 'ops/s', lowerIsBetter: false, run: '1', data: { kind: 'per-run', value: rate }, source });
    } else if (name === 'http_req_failed' || name === 'checks') {
      measurements.push({ benchmark: name, unit: '%', lowerIsBetter: name === 'http_req_failed', run: '1', data: { kind: 'per-run', value: rate * 100 }, source });
    }
  }
  if (measurements.length === 0) throw new InputError({ file, pointer: '/metrics' }, 'no trend metrics or request rates; expected e.g. metrics.http_req_duration');
  return { format: ID, measurements, warnings, loadModel: 'dropped_iterations' in metrics ? 'open-loop' : undefined };
}

export const k6Summary: FormatReader = {
  id: ID,
  title: 'k6 summary JSON (--summary-export or handleSummary data)',
  carries: 'percentiles',
  howTo: 'k6 run --summary-trend-stats="avg,min,med,max,p(90),p(95),p(99),p(99.9),count" --summary-export=summary.json script.js',
  detect,
  parse,
};
