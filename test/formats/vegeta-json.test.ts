import { describe, expect, it } from 'vitest';
import { vegetaJson as reader } from '../../src/formats/vegeta-json.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'vegeta-json';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Report {
  latencies: Record<string, number>;
  buckets?: Record<string, number>;
  requests: number;
  throughput: number;
  success: number;
  status_codes: Record<string, number>;
}
const doc = (name: string): Report => JSON.parse(fixtureText(F, name)) as Report;

describe('vegeta-json', () => {
  it('reads latencies as percentiles with count = requests, and throughput as ops/s', async () => {
    const d = doc('local-rate200-failures.json');
    const r = await parse('local-rate200-failures.json');
    expect(r.loadModel).toBe('open-loop');
    const [lat] = select(r, 'vegeta');
    expect(lat).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { pointer: '/latencies' } });
    expect(lat.data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: d.latencies['50th'] },
        { p: 0.9, value: d.latencies['90th'] },
        { p: 0.95, value: d.latencies['95th'] },
        { p: 0.99, value: d.latencies['99th'] },
      ],
      count: 400,
      min: d.latencies.min,
      max: d.latencies.max,
      mean: d.latencies.mean,
    });
    expect(select(r, 'vegeta', 'ops/s')[0]).toMatchObject({ lowerIsBetter: false, data: { kind: 'per-run', value: d.throughput } });
    // The attack's rate: 399 intervals over the 1.996 s attack = 199.9 → 200/s, on every measurement.
    expect(r.measurements.map((m) => m.load)).toEqual([
      { param: 'rate', value: 200 },
      { param: 'rate', value: 200 },
    ]);
    expect(r.warnings).toEqual([
      warning('reader.vegeta-json.failed', {
        pointer: '/success',
        success: 0.9575,
        requests: 400,
        codes: ['0', '200', '500'],
        counts: ['7', '383', '10'],
        error: '500 Internal Server Error',
      }),
    ]);
  });

  it('reads -buckets as a separate histogram, the overflow bucket at the max (README example)', async () => {
    const d = doc('readme-report-json-with-buckets.json');
    const r = await parse('readme-report-json-with-buckets.json');
    const [b] = select(r, 'vegeta (buckets)');
    if (b.data.kind !== 'histogram') throw new Error('kind');
    const h = b.data.histogram;
    const nonEmpty = Object.entries(d.buckets!).filter(([, c]) => c > 0);
    expect(Array.from(h.counts)).toEqual(nonEmpty.map(([, c]) => c));
    expect(Array.from(h.lowValues!)).toEqual([0, 1e6, 2e6, 5e6]);
    expect(Array.from(h.values)).toEqual([1e6, 2e6, 3e6, 5e6]); // last: max(5 ms lower bound, max 3.66 ms)
    expect(h.total).toBe(10000);
    // The README example is internally inconsistent (10000 in buckets, 100 requests): a warning says so.
    expect(r.warnings).toEqual([
      warning('reader.vegeta-json.buckets-total', { pointer: '/buckets', buckets: 10000, requests: 100 }),
      warning('reader.zero-time', { pointer: '/buckets', benchmark: 'vegeta (buckets)', zeros: 1 }),
    ]);
    expect(select(r, 'vegeta')[0].data).toMatchObject({ kind: 'percentiles', count: 100, min: 1949582 });
    // 100 requests over 989999944 ns: 99 / 0.99 s = 100/s (vegeta's own `rate` says 101.01).
    expect(b.load).toEqual({ param: 'rate', value: 100 });
    const noDuration = await parseText(reader, JSON.stringify({ ...d, duration: undefined }));
    expect(noDuration.measurements[0].load).toEqual({ param: 'rate', value: 100 });
    const neither = await parseText(reader, JSON.stringify({ ...d, duration: undefined, rate: undefined }));
    expect(neither.measurements.every((m) => m.load === undefined)).toBe(true);
  });

  it('rejects malformed reports naming the JSON pointer', async () => {
    const d = doc('local-rate200-failures.json');
    await expectInputError(
      reader,
      JSON.stringify({ ...d, latencies: { ...d.latencies, '50th': 'fast' } }),
      /at \/latencies\/50th: found the string "fast"; expected a number/,
    );
    await expectInputError(reader, JSON.stringify({ ...d, requests: 0 }), /at \/requests: the report has 0 requests/);
    await expectInputError(reader, JSON.stringify({ ...d, buckets: { '1ms': 3 } }), /at \/buckets\/1ms: .*expected a bucket key/);
    await expectInputError(reader, JSON.stringify({ ...d, latencies: undefined }), /at \/latencies: missing; expected an object/);
    await expectInputError(reader, fixtureText(F, 'local-rate200-failures.json').slice(0, 200), /:\d+: (invalid JSON|the JSON ends early)/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['local-rate200-failures.json', 'readme-report-json-with-buckets.json']) await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'local-rate200-failures.json'), fixtureText(F, 'readme-report-json-with-buckets.json')], 150);
    const ok = await parseText(reader, JSON.stringify({ ...doc('local-rate200-failures.json'), success: 1 }));
    expect(ok.warnings).toEqual([]);
  });

  it('names its measures latency and throughput, as the other vegeta readers', async () => {
    const r = await parse('readme-report-json-with-buckets.json');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['vegeta', 'latency', 'ns'],
      ['vegeta (buckets)', 'latency', 'ns'],
      ['vegeta', 'throughput', 'ops/s'],
    ]);
  });
});
