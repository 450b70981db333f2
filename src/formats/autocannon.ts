/**
 * autocannon JSON (`autocannon -j …`, also the object `autocannon()` resolves to).
 *
 * One output is one run of the benchmark named by `title` (`-T`, the user's name), else by the
 * request, `GET /path?query` of `url` (read/request-name.ts: no scheme, host or port; autocannon
 * sends GET unless `-m`, which the JSON does not record: name such runs with `-T`). Each run
 * carries its load, `connections` (`-c`); autocannon's `-R` rate is not in the JSON, so a rate
 * sweep at fixed connections must be named (`-T 'rate=1000'`) or given `--sweep-param`.
 * - ns: `latency` p0_001 … p99_999 (ms) as `percentiles` with count = `latency.totalCount`,
 *   min/max/mean. autocannon records whole milliseconds, so sub-millisecond latencies read 0 and
 *   a warning says the resolution is 1 ms when the median is below 10 ms; the data carries
 *   `printResolution` 1 ms (1e6 ns) when every printed percentile is a whole number of ms.
 *   (The mean is printed with decimals and is not in those steps.)
 * - ops/s: `requests` as one `per-run` value: the run's completed requests (`requests.total`)
 *   / `duration` (s). The per-second sample counts (`average`, `stddev`, one sample per
 *   `sampleInt` ms) describe seconds of one run, not runs: they are not read as samples (only
 *   `average` scaled to per second stands in when `total` or `duration` is missing).
 * - `throughput` (bytes/s) is not read: it is the requests/s times the response's size, so as a
 *   benchmark of its own it repeated the requests' table and verdicts (as wrk's Transfer/sec, not
 *   read either).
 * `errors`, `timeouts`, `non2xx`, `resets` and `mismatches` become warnings. autocannon keeps a
 * fixed number of connections busy: closed-loop.
 * Measures, as autocannon names them: `latency` (ns), `requests` (ops/s).
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { JsonPath, isObject, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { requestName } from '../read/request-name.js';

/** autocannon's latency step: it records whole milliseconds (hdr-histogram-js of integer ms). */
const MS = 1e6;

/** The run's rate: `total` / duration (s), else the per-sample `average` scaled to per second. */
function perSecond(obj: JsonObject, path: JsonPath, duration: number | undefined, factor: number): Measurement['data'] {
  const total = obj.total === undefined || obj.total === null ? undefined : path.at('total').finite(obj.total);
  if (total !== undefined && duration !== undefined) return { kind: 'per-run', value: total / duration };
  const get = (k: string): number | undefined => (obj[k] === undefined || obj[k] === null ? undefined : path.at(k).finite(obj[k]) * factor);
  return { kind: 'per-run', value: get('average') ?? get('mean') ?? path.at('average').fail('a number') };
}

export const autocannon = defineReader({
  id: 'autocannon',
  title: 'autocannon JSON (-j)',
  carries: 'percentiles',
  howTo: 'autocannon -j -c 10 -d 10 http://127.0.0.1:3000/ > autocannon.json',
  detect(probe: InputProbe): number {
    if (probe.isDirectory) return 0;
    const h = probe.head.trimStart();
    if (!h.startsWith('{') || !/"latency"/.test(h) || !/"p99_9"|"p97_5"/.test(h) || !/"requests"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === undefined) return 0.6;
    return isObject(doc) && isObject(doc.latency) && 'p99' in doc.latency && ('url' in doc || 'connections' in doc) ? 0.95 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const name = typeof doc.title === 'string' && doc.title !== '' ? doc.title : requestName('GET', root.at('url').string(doc.url));
    const conns =
      typeof doc.connections === 'number' && Number.isInteger(doc.connections) && doc.connections > 0 ? doc.connections : undefined;
    const load: Load | undefined = conns === undefined ? undefined : { param: 'connections', value: conns };
    const at = load ? { load } : {};
    const lp = root.at('latency');
    const lat = lp.object(doc.latency);
    const points: PercentilePoint[] = [];
    let wholeMs = true;
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+)(?:_(\d+))?$/.exec(k);
      if (!m) continue;
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail('a non-negative latency in ms', v);
      if (!Number.isInteger(value)) wholeMs = false;
      points.push({ p: percentFraction(`${m[1]}.${m[2] ?? '0'}`), value: value * 1e6 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0) lp.at('p50').fail('latency percentiles in ms');
    const count = lat.totalCount === undefined ? undefined : lp.at('totalCount').finite(lat.totalCount);
    if (count === 0) throw new InputError({ file, pointer: '/latency/totalCount' }, `${name}: no request completed; expected latencies`);
    const opt = (k: string): number | undefined => (lat[k] === undefined || lat[k] === null ? undefined : lp.at(k).finite(lat[k]) * 1e6);
    const measurements: Measurement[] = [
      {
        benchmark: name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        ...at,
        data: {
          kind: 'percentiles',
          points,
          count,
          min: opt('min'),
          max: opt('max'),
          mean: opt('mean') ?? opt('average'),
          ...(opt('stddev') !== undefined ? { sd: opt('stddev') } : {}),
          ...(wholeMs ? { printResolution: MS } : {}),
        },
        source: { file, pointer: '/latency' },
      },
    ];
    const median = points.find((p) => p.p === 0.5)?.value;
    if (median !== undefined && median < 10e6) ctx.warn('whole-milliseconds', { pointer: '/latency', name });
    const sampleInt = typeof doc.sampleInt === 'number' && doc.sampleInt > 0 ? doc.sampleInt : 1000;
    const duration = typeof doc.duration === 'number' && Number.isFinite(doc.duration) && doc.duration > 0 ? doc.duration : undefined;
    if (isObject(doc.requests))
      measurements.push({
        benchmark: name,
        unit: 'ops/s',
        measure: 'requests',
        lowerIsBetter: false,
        run: '1',
        ...at,
        data: perSecond(doc.requests, root.at('requests'), duration, 1000 / sampleInt),
        source: { file, pointer: '/requests' },
      });
    const problems = ['errors', 'timeouts', 'non2xx', 'resets', 'mismatches']
      .filter((k) => typeof doc[k] === 'number' && (doc[k] as number) > 0)
      .map((k) => `${String(doc[k])} ${k}`);
    if (problems.length > 0) ctx.warn('problems', { name, problems, count: count ?? null });
    return { measurements, loadModel: 'closed-loop' };
  },
});
