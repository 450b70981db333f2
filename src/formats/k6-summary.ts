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
 * Load: when the `vus` gauge never changed (min = max, a constant-VUs test) and the test was not
 * arrival-rate (no `dropped_iterations`), every measurement carries {`vus`, that count}; ramping
 * VUs and arrival-rate tests (whose rate the summary does not record) carry none.
 * Failed thresholds become warnings. A `dropped_iterations` metric only exists for
 * arrival-rate executors, so it marks the test `open-loop`; otherwise the load model is unknown.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, PercentilePoint, Source } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const MS = 1e6;
const BUILTIN_TIME = new Set([
  'http_req_duration',
  'http_req_blocked',
  'http_req_connecting',
  'http_req_tls_handshaking',
  'http_req_sending',
  'http_req_waiting',
  'http_req_receiving',
  'iteration_duration',
  'group_duration',
  'ws_connecting',
  'ws_session_duration',
  'ws_ping',
  'grpc_req_duration',
  'browser_http_req_duration',
  'browser_web_vital_fcp',
  'browser_web_vital_lcp',
  'browser_web_vital_ttfb',
  'browser_web_vital_inp',
  'browser_web_vital_fid',
]);

/** Whether a k6 metric (or submetric `name{tag:value}`) is a time trend in ms, judged by name. */
export function isK6TimeMetricName(metric: string): boolean {
  const base = metric.replace(/\{.*$/, '');
  return BUILTIN_TIME.has(base) || /(_duration|_time|_latency|_ms)$/.test(base);
}

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    if (!isObject(doc.metrics) || !(isObject(doc.root_group) || isObject(doc.state) || isObject(doc.options))) return 0;
    return Object.keys(doc.metrics).some((k) => /^(http_reqs|iterations|vus|checks|http_req_duration|iteration_duration|data_sent)/.test(k))
      ? 1
      : 0.7;
  }
  return /"root_group"\s*:\s*\{/.test(probe.head) && /"metrics"\s*:\s*\{/.test(probe.head) ? 0.8 : 0;
}

const valuesOf = (e: JsonObject): JsonObject => (isObject(e.values) ? e.values : e);

/** One metric of the summary, as the measurements read it. */
interface Metric {
  name: string;
  at: JsonPath;
  entry: JsonObject;
  values: JsonObject;
  source: Source;
  /** A value as a number (a non-number is an error at its path); undefined when absent. */
  num(key: string): number | undefined;
}

/** A whole count from another metric (`http_reqs.count`, `http_req_failed.fails`, …). */
function countOf(metrics: JsonObject, metric: string, key: string): number | undefined {
  const e = metrics[metric];
  const v = isObject(e) ? valuesOf(e)[key] : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
}

/** A trend: its percentiles (or a summary when it has none), in ns, B or plain values. */
function trend(m: Metric, metrics: JsonObject, ctx: ReadContext): Measurement | undefined {
  const { name, entry, values, source } = m;
  let unit = 'ns';
  let scale = MS;
  if (entry.contains === 'data') [unit, scale] = ['B', 1];
  else if (entry.contains === 'default' || (entry.contains === undefined && !isK6TimeMetricName(name))) {
    [unit, scale] = ['value', 1];
    if (entry.contains === undefined) ctx.warn('unit-not-recorded', { pointer: m.at.pointer, name });
  }
  const points: PercentilePoint[] = [];
  for (const key of Object.keys(values)) {
    const pm = /^p\((\d+(?:\.\d+)?)\)$/.exec(key);
    const p = key === 'med' ? 0.5 : pm ? percentFraction(pm[1]) : undefined;
    if (p === undefined || p < 0 || p > 1) continue;
    const v = m.num(key);
    if (v !== undefined && Number.isFinite(v)) points.push({ p, value: v * scale });
  }
  points.sort((a, b) => a.p - b.p);
  const scaled = (key: string): number | undefined => {
    const v = m.num(key);
    return v !== undefined && Number.isFinite(v) ? v * scale : undefined;
  };
  const base = name.replace(/\{.*$/, '');
  const count =
    countOf(metrics, name, 'count') ??
    (name === 'http_req_duration{expected_response:true}' ? countOf(metrics, 'http_req_failed', 'fails') : undefined) ??
    (name === base && base.startsWith('http_req_') ? countOf(metrics, 'http_reqs', 'count') : undefined) ??
    (name === 'iteration_duration' ? countOf(metrics, 'iterations', 'count') : undefined);
  const mean = scaled('avg');
  if (points.length > 0)
    return {
      benchmark: name,
      unit,
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'percentiles', points, count, min: scaled('min'), max: scaled('max'), mean },
      source,
    };
  if (mean !== undefined)
    return {
      benchmark: name,
      unit,
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean, min: scaled('min'), max: scaled('max'), n: count },
      source,
    };
  ctx.warn('no-percentiles', { pointer: m.at.pointer, name });
  return undefined;
}

/** The request and iteration rates, the failed-request rate and the checks' pass rate; other metrics are not results. */
function rate(m: Metric): Measurement | undefined {
  const { name, source } = m;
  const r = m.num('rate') ?? (name === 'checks' || name === 'http_req_failed' ? m.num('value') : undefined);
  if (r === undefined || !Number.isFinite(r)) return undefined;
  if (name === 'http_reqs' || name === 'iterations')
    return { benchmark: name, unit: 'ops/s', lowerIsBetter: false, run: '1', data: { kind: 'per-run', value: r }, source };
  if (name === 'http_req_failed' || name === 'checks')
    return {
      benchmark: name,
      unit: '%',
      lowerIsBetter: name === 'http_req_failed',
      run: '1',
      data: { kind: 'per-run', value: r * 100 },
      source,
    };
  return undefined;
}

/** {vus, N} for a test whose VU count never changed; undefined otherwise. */
function vusLoad(metrics: JsonObject): Load | undefined {
  if ('dropped_iterations' in metrics) return undefined;
  const e = metrics.vus;
  if (!isObject(e)) return undefined;
  const v = valuesOf(e);
  const { min, max } = v;
  return typeof min === 'number' && typeof max === 'number' && Number.isInteger(max) && max > 0 && min === max
    ? { param: 'vus', value: max }
    : undefined;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const mp = root.at('metrics');
  const metrics = mp.object(doc.metrics);
  const measurements: Measurement[] = [];
  for (const [name, raw] of Object.entries(metrics)) {
    const at = mp.at(name);
    const entry = at.object(raw);
    const vp = isObject(entry.values) ? at.at('values') : at;
    const values = valuesOf(entry);
    const num = (key: string): number | undefined =>
      values[key] === undefined || values[key] === null ? undefined : vp.at(key).number(values[key]);
    if (isObject(entry.thresholds)) {
      for (const [expr, t] of Object.entries(entry.thresholds)) {
        if (t === true || (isObject(t) && t.ok === false)) ctx.warn('threshold-failed', { pointer: at.pointer, threshold: expr, name });
      }
    }
    const type =
      typeof entry.type === 'string'
        ? entry.type
        : 'med' in values || Object.keys(values).some((k) => k.startsWith('p('))
          ? 'trend'
          : undefined;
    const m: Metric = { name, at, entry, values, source: { file, pointer: at.pointer }, num };
    const out = type === 'trend' ? trend(m, metrics, ctx) : rate(m);
    if (out) measurements.push(out);
  }
  if (measurements.length === 0)
    throw new InputError({ file, pointer: '/metrics' }, 'no trend metrics or request rates; expected e.g. metrics.http_req_duration');
  const load = vusLoad(metrics);
  if (load) for (const m of measurements) m.load = load;
  return { measurements, loadModel: 'dropped_iterations' in metrics ? 'open-loop' : undefined };
}

export const k6Summary = defineReader({
  id: 'k6-summary',
  title: 'k6 summary JSON (--summary-export or handleSummary data)',
  carries: 'percentiles',
  howTo: 'k6 run --summary-trend-stats="avg,min,med,max,p(90),p(95),p(99),p(99.9),count" --summary-export=summary.json script.js',
  detect,
  parse,
});
