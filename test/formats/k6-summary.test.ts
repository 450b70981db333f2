import { describe, expect, it } from 'vitest';
import { k6Summary as reader } from '../../src/formats/k6-summary.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'k6-summary';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const metricsOf = (name: string): Record<string, any> => (JSON.parse(fixtureText(F, name)) as { metrics: Record<string, any> }).metrics;

describe('k6-summary', () => {
  it('reads the legacy --summary-export: trends as percentiles in ns with counts from http_reqs/iterations', async () => {
    const m = metricsOf('k6-summary-export-legacy-handmade.json');
    const r = await parse('k6-summary-export-legacy-handmade.json');
    const d = m.http_req_duration;
    expect(select(r, 'http_req_duration')[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: d.med * 1e6 },
        { p: 0.9, value: d['p(90)'] * 1e6 },
        { p: 0.95, value: d['p(95)'] * 1e6 },
        { p: 0.99, value: d['p(99)'] * 1e6 },
      ],
      count: m.http_reqs.count,
      min: d.min * 1e6,
      max: d.max * 1e6,
      mean: d.avg * 1e6,
    });
    // the expected_response:true submetric counts the requests that did not fail
    expect(select(r, 'http_req_duration{expected_response:true}')[0].data).toMatchObject({
      kind: 'percentiles',
      count: m.http_req_failed.fails,
    });
    expect(select(r, 'iteration_duration')[0].data).toMatchObject({ count: m.iterations.count });
    expect(perRunValues(select(r, 'http_reqs', 'ops/s'))).toEqual([m.http_reqs.rate]);
    expect(select(r, 'http_reqs', 'ops/s')[0].lowerIsBetter).toBe(false);
    expect(select(r, 'http_req_failed', '%')[0]).toMatchObject({
      lowerIsBetter: true,
      data: { kind: 'per-run', value: m.http_req_failed.value * 100 },
    });
    expect(select(r, 'checks', '%')[0]).toMatchObject({ lowerIsBetter: false, data: { value: 95 } });
    expect(select(r, 'payload_size', 'value')).toHaveLength(1);
    expect(r.measurements.map((x) => x.benchmark)).not.toContain('vus');
    expect(r.loadModel).toBe('open-loop'); // dropped_iterations only exists for arrival-rate executors
    // An arrival-rate test: the summary does not record its rate, and its VUs are not the load.
    expect(r.measurements.every((x) => x.load === undefined)).toBe(true);
    expect(r.warnings).toEqual([
      warning('reader.k6-summary.threshold-failed', {
        pointer: '/metrics/http_req_duration',
        threshold: 'p(95)<5',
        name: 'http_req_duration',
      }),
      warning('reader.k6-summary.unit-not-recorded', { pointer: '/metrics/payload_size', name: 'payload_size' }),
      warning('reader.zero-time', { pointer: '/metrics/http_req_connecting', benchmark: 'http_req_connecting', zeros: 4 }),
    ]);
  });

  it('reads handleSummary data: contains time/data/default set the unit, values.count the count, p(99.9) → 0.999', async () => {
    const m = metricsOf('k6-handlesummary-handmade.json');
    const r = await parse('k6-handlesummary-handmade.json');
    const d = select(r, 'http_req_waiting')[0].data;
    expect(d).toMatchObject({ kind: 'percentiles', count: 40, mean: m.http_req_waiting.values.avg * 1e6 });
    if (d.kind !== 'percentiles') throw new Error('expected percentiles');
    expect(d.points.map((p) => p.p)).toEqual([0.5, 0.9, 0.95, 0.99, 0.999]);
    expect(d.points[4].value).toBe(m.http_req_waiting.values['p(99.9)'] * 1e6);
    expect(select(r, 'response_bytes', 'B')[0].data).toMatchObject({ kind: 'percentiles', min: 233, max: 235 });
    expect(select(r, 'queue_depth', 'value')[0].data).toMatchObject({ kind: 'percentiles', mean: 2 });
    expect(r.loadModel).toBeUndefined();
    // vus went from 1 to 2 (ramping): no one load.
    expect(r.measurements.every((x) => x.load === undefined)).toBe(true);
    const doc = JSON.parse(fixtureText(F, 'k6-handlesummary-handmade.json')) as {
      metrics: Record<string, { values: Record<string, number> }>;
    };
    doc.metrics.vus.values = { value: 8, min: 8, max: 8 };
    const constant = await parseText(reader, JSON.stringify(doc));
    expect(constant.measurements.length).toBe(r.measurements.length);
    expect(new Set(constant.measurements.map((x) => JSON.stringify(x.load)))).toEqual(
      new Set([JSON.stringify({ param: 'vus', value: 8 })]),
    );
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[1]).toEqual(
      warning('reader.k6-summary.threshold-failed', {
        pointer: '/metrics/http_req_failed',
        threshold: 'rate<0.01',
        name: 'http_req_failed',
      }),
    );
  });

  it('detects its fixtures', async () => {
    for (const name of ['k6-summary-export-legacy-handmade.json', 'k6-handlesummary-handmade.json'])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'k6-handlesummary-handmade.json').slice(0, 900), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"root_group":{},"metrics":[]}', /at \/metrics: found an array; expected an object/);
    await expectInputError(
      reader,
      '{"root_group":{},"metrics":{"http_req_duration":{"med":"slow","p(95)":1}}}',
      /at \/metrics\/http_req_duration\/med: found the string "slow"; expected a number/,
    );
    await expectInputError(reader, '{"root_group":{},"metrics":{"vus":{"value":1,"min":1,"max":1}}}', /at \/metrics: no trend metrics/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'k6-summary-export-legacy-handmade.json'), fixtureText(F, 'k6-handlesummary-handmade.json')]);
  });
});
