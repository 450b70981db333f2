/**
 * autocannon JSON (`autocannon -j …`, also the object `autocannon()` resolves to).
 *
 * One output is one run of the benchmark named by `title`, else `url`:
 * - ns: `latency` p0_001 … p99_999 (ms) as `percentiles` with count = `latency.totalCount`,
 *   min/max/mean. autocannon records whole milliseconds, so sub-millisecond latencies read 0 and
 *   a warning says the resolution is 1 ms when the median is below 10 ms; the data carries
 *   `printResolution` 1 ms (1e6 ns) when every printed percentile is a whole number of ms.
 *   (The mean is printed with decimals and is not in those steps.)
 * - ops/s: `requests` — per-sample request counts (one sample per `sampleInt` ms) — as a
 *   `summary` (mean, sd, min, max, n = samples), scaled to per second.
 * - B/s: `throughput` (bytes per sample) the same way.
 * `errors`, `timeouts`, `non2xx`, `resets` and `mismatches` become warnings. autocannon keeps a
 * fixed number of connections busy: closed-loop.
 * Measures, as autocannon names them: `latency` (ns), `requests` (ops/s), `throughput` (B/s).
 */
import { InputError } from '../errors.js';
import type { Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { JsonPath, isObject, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

/** autocannon's latency step: it records whole milliseconds (hdr-histogram-js of integer ms). */
const MS = 1e6;

function perSecond(obj: JsonObject, path: JsonPath, factor: number, samples: number | undefined): Measurement['data'] {
  const get = (k: string): number | undefined => (obj[k] === undefined || obj[k] === null ? undefined : path.at(k).finite(obj[k]) * factor);
  const mean = get('average') ?? get('mean') ?? path.at('average').fail('a number');
  return { kind: 'summary', mean, sd: get('stddev'), min: get('min'), max: get('max'), n: samples };
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
    const name = typeof doc.title === 'string' && doc.title !== '' ? doc.title : root.at('url').string(doc.url);
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
      { benchmark: name, unit: 'ns', measure: 'latency', lowerIsBetter: true, run: '1', data: { kind: 'percentiles', points, count, min: opt('min'), max: opt('max'), mean: opt('mean') ?? opt('average'), ...(wholeMs ? { printResolution: MS } : {}) }, source: { file, pointer: '/latency' } },
    ];
    const median = points.find((p) => p.p === 0.5)?.value;
    if (median !== undefined && median < 10e6) ctx.warn('whole-milliseconds', { pointer: '/latency', name });
    const sampleInt = typeof doc.sampleInt === 'number' && doc.sampleInt > 0 ? doc.sampleInt : 1000;
    const samples = typeof doc.samples === 'number' ? doc.samples : undefined;
    if (isObject(doc.requests)) measurements.push({ benchmark: name, unit: 'ops/s', measure: 'requests', lowerIsBetter: false, run: '1', data: perSecond(doc.requests, root.at('requests'), 1000 / sampleInt, samples), source: { file, pointer: '/requests' } });
    if (isObject(doc.throughput)) measurements.push({ benchmark: name, unit: 'B/s', measure: 'throughput', lowerIsBetter: false, run: '1', data: perSecond(doc.throughput, root.at('throughput'), 1000 / sampleInt, samples), source: { file, pointer: '/throughput' } });
    const problems = ['errors', 'timeouts', 'non2xx', 'resets', 'mismatches'].filter((k) => typeof doc[k] === 'number' && (doc[k] as number) > 0).map((k) => `${String(doc[k])} ${k}`);
    if (problems.length > 0) ctx.warn('problems', { name, problems, count: count ?? null });
    return { measurements, loadModel: 'closed-loop' };
  },
});
