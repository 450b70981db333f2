/**
 * ghz (gRPC load tester) JSON report: `ghz --format json|pretty -o report.json …`.
 *
 * One report is one run of the benchmark named by `name`, else `options.call`, else `ghz`.
 * - ns: with `details[]`, every successful call's `latency` (ns) is a `per-op` sample; calls
 *   with an `error` or a status other than OK are left out and counted in a warning. Without
 *   `details`, `latencyDistribution` (10/25/50/75/90/95/99 %, ns) as `percentiles` with count =
 *   the OK calls, min = `fastest`, max = `slowest`, mean = `average`.
 * - ops/s: `rps` as one `per-run` value (the run's achieved calls/s).
 * Load (every measurement): a constant `rps` option > 0 (without a load schedule other than
 * `const`) is the offered `rate`; otherwise the workers as `connections` (option `concurrency`, `c` in
 * old releases), when no concurrency schedule other than `const` varies it.
 * `errorDistribution` / non-OK `statusCodeDistribution` entries become warnings; so does a
 * `details` list shorter than `count` (ghz can drop details). ghz runs a fixed number of workers
 * (closed-loop) unless a rate (`rps` option > 0, or a load schedule) paces them; with pacing the
 * load model is left unknown, since paced workers still wait for their replies.
 * Measures: `latency` (ns) and `rps` (ops/s).
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { JsonPath, isObject, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

function paced(options: unknown): boolean {
  if (!isObject(options)) return false;
  const rps = options.rps;
  if (typeof rps === 'number' && rps > 0) return true;
  const sched = options['load-schedule'] ?? options.loadSchedule;
  const start = options['load-start'] ?? options.loadStart;
  return typeof sched === 'string' && sched !== '' && typeof start === 'number' && start > 0;
}

/** The one load of a run: a constant rate, else a constant number of workers; undefined when a schedule varies it. */
function ghzLoad(options: unknown): Load | undefined {
  if (!isObject(options)) return undefined;
  const num = (...keys: string[]): number | undefined => {
    for (const k of keys)
      if (typeof options[k] === 'number' && Number.isFinite(options[k]) && (options[k] as number) > 0) return options[k] as number;
    return undefined;
  };
  const schedule = (k: string, k2: string): string | undefined => {
    const v = options[k] ?? options[k2];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const loadSchedule = schedule('load-schedule', 'loadSchedule');
  if (loadSchedule !== undefined && loadSchedule !== 'const') return undefined;
  const rps = num('rps');
  if (rps !== undefined) return { param: 'rate', value: rps };
  const cSchedule = schedule('concurrency-schedule', 'concurrencySchedule');
  if (cSchedule !== undefined && cSchedule !== 'const') return undefined;
  const c = num('concurrency', 'c');
  return c === undefined ? undefined : { param: 'connections', value: c };
}

function fromDetails(details: unknown[], path: JsonPath, ctx: ReadContext, name: string): RunData | null {
  const values: number[] = [];
  let failed = 0;
  let firstError = '';
  details.forEach((d, i) => {
    const p = path.at(i);
    const o = p.object(d);
    const v = p.at('latency').finite(o.latency);
    if (v < 0) p.at('latency').fail('a non-negative latency in ns', o.latency);
    const error = typeof o.error === 'string' ? o.error : '';
    const status = typeof o.status === 'string' ? o.status : 'OK';
    if (error !== '' || status !== 'OK') {
      failed++;
      if (firstError === '') firstError = error || status;
      return;
    }
    values.push(v);
  });
  if (failed > 0) ctx.warn('failed-calls', { pointer: '/details', name, failed, calls: details.length, error: firstError.slice(0, 120) });
  return values.length > 0 ? { kind: 'per-op', values: Float64Array.from(values) } : null;
}

function fromDistribution(doc: JsonObject, root: JsonPath): RunData | null {
  if (!Array.isArray(doc.latencyDistribution)) return null;
  const lp = root.at('latencyDistribution');
  const points = doc.latencyDistribution.map((e, i) => {
    const o = lp.at(i).object(e);
    const pct = lp.at(i).at('percentage').finite(o.percentage);
    if (pct < 0 || pct > 100) lp.at(i).at('percentage').fail('a percentage in 0..100', o.percentage);
    return { p: percentFraction(String(pct)), value: lp.at(i).at('latency').finite(o.latency) };
  });
  if (points.length === 0) return null;
  const num = (k: string): number | undefined => (typeof doc[k] === 'number' && Number.isFinite(doc[k]) ? (doc[k] as number) : undefined);
  const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
  const ok = typeof codes.OK === 'number' ? codes.OK : num('count');
  return { kind: 'percentiles', points, count: ok, min: num('fastest'), max: num('slowest'), mean: num('average') };
}

/** Errors and non-OK statuses of a report without details (with details, failed calls were counted there). */
function distributionWarnings(doc: JsonObject, name: string, ctx: ReadContext): void {
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0)
      ctx.warn('errors', {
        pointer: '/errorDistribution',
        name,
        errors: errs.map(([k]) => k.slice(0, 80)),
        counts: errs.map(([, v]) => String(v)),
      });
  }
  if (isObject(doc.statusCodeDistribution)) {
    const bad = Object.entries(doc.statusCodeDistribution).filter(([k]) => k !== 'OK');
    if (bad.length > 0)
      ctx.warn('statuses', {
        pointer: '/statusCodeDistribution',
        name,
        statuses: bad.map(([k]) => k),
        counts: bad.map(([, v]) => String(v)),
      });
  }
}

export const ghz = defineReader({
  id: 'ghz',
  title: 'ghz JSON report (--format json|pretty)',
  carries: 'per-op',
  howTo: 'ghz --insecure --proto x.proto --call pkg.Svc.Method -n 2000 -c 50 --format json -o report.json 127.0.0.1:50051',
  detect(probe: InputProbe): number {
    const h = probe.head.trimStart();
    if (!h.startsWith('{') || !/"latencyDistribution"/.test(h) || !/"statusCodeDistribution"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === undefined) return 0.6;
    return isObject(doc) && 'latencyDistribution' in doc ? 0.95 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const opts = isObject(doc.options) ? doc.options : {};
    const name =
      typeof doc.name === 'string' && doc.name !== '' ? doc.name : typeof opts.call === 'string' && opts.call !== '' ? opts.call : 'ghz';
    let data: RunData | null = null;
    let pointer = '/latencyDistribution';
    if (Array.isArray(doc.details) && doc.details.length > 0) {
      data = fromDetails(doc.details, root.at('details'), ctx, name);
      pointer = '/details';
      const count = typeof doc.count === 'number' ? doc.count : undefined;
      if (count !== undefined && doc.details.length < count)
        ctx.warn('incomplete-details', { pointer: '/details', name, details: doc.details.length, count });
    } else {
      if (doc.details !== undefined && doc.details !== null && !Array.isArray(doc.details))
        root.at('details').fail('an array', doc.details);
      data = fromDistribution(doc, root);
    }
    if (!data)
      throw new InputError({ file, pointer }, `${name}: no successful call latencies; expected details[] or latencyDistribution[]`);
    if (pointer !== '/details') distributionWarnings(doc, name, ctx);
    const load = ghzLoad(doc.options);
    const at = load ? { load } : {};
    const measurements: Measurement[] = [
      { benchmark: name, unit: 'ns', measure: 'latency', lowerIsBetter: true, run: '1', ...at, data, source: { file, pointer } },
    ];
    if (typeof doc.rps === 'number' && Number.isFinite(doc.rps)) {
      measurements.push({
        benchmark: name,
        unit: 'ops/s',
        measure: 'rps',
        lowerIsBetter: false,
        run: '1',
        ...at,
        data: { kind: 'per-run', value: doc.rps },
        source: { file, pointer: '/rps' },
      });
    }
    return { measurements, loadModel: paced(doc.options) ? undefined : 'closed-loop' };
  },
});
