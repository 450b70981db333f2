/**
 * vegeta `report -type=json` (tsenart/vegeta `lib/metrics.go`). All durations are integer ns.
 *
 * One report is one run (one `vegeta attack`). The report names no target, so the benchmark is
 * `vegeta`:
 * - `vegeta` in ns: `percentiles` 50/90/95/99 (`90th` is absent in old releases) with
 *   count = requests, min, max, mean. vegeta includes failed requests (status 0, timeouts) in
 *   its latencies; failures become a warning.
 * - `vegeta (buckets)` in ns, only with `-buckets`: the user's buckets as a `histogram` — bucket
 *   `[k_i, k_{i+1})` at its upper edge k_{i+1}, the last (overflow) bucket at the report's max.
 *   Kept apart from the percentiles because its resolution is whatever the user chose.
 * - `vegeta` in ops/s: `throughput` (successful requests per second) as one `per-run` value.
 * Every measurement carries the attack's rate as its load (`offeredRate` in vegeta-text: from
 * `requests` and the attack `duration`, else from `rate`).
 * vegeta attacks at a fixed rate: open-loop.
 * Measures: `latency` (ns, also for the buckets) and `throughput` (ops/s), as in the other vegeta readers.
 */
import { InputError } from '../errors.js';
import type { Histogram, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { JsonPath, isObject, parseJson, tryParseJson } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { rateLoad } from './vegeta-text.js';

const POINTS: Array<[string, number]> = [
  ['50th', 0.5],
  ['90th', 0.9],
  ['95th', 0.95],
  ['99th', 0.99],
];

function bucketsHistogram(raw: Record<string, unknown>, path: JsonPath, min: number, max: number): Histogram | null {
  const keys = Object.keys(raw).map((k) => {
    const v = Number(k);
    return Number.isFinite(v) && v >= 0 ? { k, v } : path.at(k).fail('a bucket key that is a lower bound in ns', k);
  });
  keys.sort((a, b) => a.v - b.v);
  const values: number[] = [];
  const lows: number[] = [];
  const counts: number[] = [];
  keys.forEach(({ k, v }, i) => {
    const c = path.at(k).finite(raw[k]);
    if (c < 0 || !Number.isInteger(c)) path.at(k).fail('a non-negative integer count', raw[k]);
    if (c === 0) return;
    lows.push(v);
    values.push(i + 1 < keys.length ? keys[i + 1].v : Math.max(v, max));
    counts.push(c);
  });
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return { values: Float64Array.from(values), lowValues: Float64Array.from(lows), counts: Float64Array.from(counts), total, min, max };
}

export const vegetaJson = defineReader({
  id: 'vegeta-json',
  title: 'vegeta report -type=json',
  carries: 'percentiles',
  howTo: 'vegeta attack -rate=100 -duration=30s < targets | vegeta report -type=json [-buckets "[0,1ms,10ms]"] > report.json',
  detect(probe: InputProbe): number {
    const h = probe.head.trimStart();
    if (!h.startsWith('{') || !/"latencies"/.test(h) || !/"50th"/.test(h) || !/"status_codes"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === undefined) return 0.6; // truncated or longer than the probe
    return isObject(doc) && isObject(doc.latencies) && '50th' in doc.latencies ? 0.95 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const lp = root.at('latencies');
    const lat = lp.object(doc.latencies);
    const requests = root.at('requests').finite(doc.requests);
    if (requests <= 0) throw new InputError({ file, pointer: '/requests' }, `the report has ${requests} requests; expected at least one`);
    const points = POINTS.filter(([k]) => lat[k] !== undefined).map(([k, p]) => ({ p, value: lp.at(k).finite(lat[k]) }));
    if (points.length === 0) lp.at('50th').fail('a latency in ns');
    const min = lp.at('min').finite(lat.min);
    const max = lp.at('max').finite(lat.max);
    const mean = lp.at('mean').finite(lat.mean);
    const attack =
      typeof doc.duration === 'number' ? doc.duration : typeof doc.rate === 'number' && doc.rate > 0 ? (requests / doc.rate) * 1e9 : NaN;
    const load = rateLoad(requests, attack);
    const at = load ? { load } : {};
    const measurements: Measurement[] = [
      {
        benchmark: 'vegeta',
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        ...at,
        data: { kind: 'percentiles', points, count: requests, min, max, mean },
        source: { file, pointer: '/latencies' },
      },
    ];
    if (doc.buckets !== undefined && doc.buckets !== null) {
      const bp = root.at('buckets');
      const h = bucketsHistogram(bp.object(doc.buckets), bp, min, max);
      if (h) {
        if (h.total !== requests) ctx.warn('buckets-total', { pointer: '/buckets', buckets: h.total, requests });
        measurements.push({
          benchmark: 'vegeta (buckets)',
          unit: 'ns',
          measure: 'latency',
          lowerIsBetter: true,
          run: '1',
          ...at,
          data: { kind: 'histogram', histogram: h },
          source: { file, pointer: '/buckets' },
        });
      }
    }
    const throughput = root.at('throughput').finite(doc.throughput);
    measurements.push({
      benchmark: 'vegeta',
      unit: 'ops/s',
      measure: 'throughput',
      lowerIsBetter: false,
      run: '1',
      ...at,
      data: { kind: 'per-run', value: throughput },
      source: { file, pointer: '/throughput' },
    });
    const success = doc.success === undefined ? 1 : root.at('success').finite(doc.success);
    if (success < 1) {
      const codes = isObject(doc.status_codes) ? Object.entries(doc.status_codes) : undefined;
      const errs = Array.isArray(doc.errors) ? doc.errors.filter((e): e is string => typeof e === 'string') : [];
      ctx.warn('failed', {
        pointer: '/success',
        success,
        requests,
        codes: codes ? codes.map(([k]) => k) : null,
        counts: codes ? codes.map(([, v]) => String(v)) : null,
        error: errs.length ? errs[0].slice(0, 120) : null,
      });
    }
    return { measurements, loadModel: 'open-loop' };
  },
});
