import { describe, expect, it } from 'vitest';
import { k6Raw as reader } from '../../src/formats/k6-raw.js';
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

const F = 'k6-raw';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const values = (ms: { data: { kind: string } }[]): number[] => {
  const d = ms[0].data as { kind: string; values: Float64Array };
  if (d.kind !== 'per-op') throw new Error('expected per-op');
  return Array.from(d.values);
};

describe('k6-raw', () => {
  it('reads --out json Points of time trends as per-op samples in ns, one run per file', async () => {
    const points = fixtureText(F, 'k6-out-json-handmade.ndjson')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; metric: string; data: { value: number; tags?: Record<string, string> } });
    const dur = points.filter((p) => p.type === 'Point' && p.metric === 'http_req_duration');
    const r = await parse('k6-out-json-handmade.ndjson');
    expect(values(select(r, 'http_req_duration'))).toEqual(dur.map((p) => p.data.value * 1e6));
    expect(values(select(r, 'http_req_duration'))).toHaveLength(40);
    expect(values(select(r, 'http_req_duration{expected_response:true}'))).toEqual(
      dur.filter((p) => p.data.tags?.expected_response === 'true').map((p) => p.data.value * 1e6),
    );
    expect(values(select(r, 'http_req_duration{expected_response:true}'))).toHaveLength(38);
    expect(r.measurements.map((m) => m.benchmark).sort()).toEqual(
      [
        'http_req_blocked',
        'http_req_connecting',
        'http_req_duration',
        'http_req_duration{expected_response:true}',
        'http_req_receiving',
        'http_req_sending',
        'http_req_waiting',
        'iteration_duration',
      ].sort(),
    );
    expect(r.measurements.every((m) => m.run === '1' && m.unit === 'ns' && m.lowerIsBetter)).toBe(true);
    expect(select(r, 'http_req_duration')[0].source.line).toBe(4);
  });

  it('reads --out csv (CRLF, quoted error tags) the same way', async () => {
    const rows = fixtureText(F, 'k6-out-csv-handmade.csv')
      .split('\r\n')
      .filter((l) => l.startsWith('http_req_duration,'));
    const r = await parse('k6-out-csv-handmade.csv');
    expect(values(select(r, 'http_req_duration'))).toEqual(rows.map((l) => Number(l.split(',')[2]) * 1e6));
    expect(values(select(r, 'http_req_duration{expected_response:true}'))).toHaveLength(38);
    const json = await parse('k6-out-json-handmade.ndjson');
    expect(values(select(r, 'iteration_duration'))).toEqual(values(select(json, 'iteration_duration')));
  });

  it('uses Metric declarations to pick time trends, and skips non-numeric values with a warning', async () => {
    const text = [
      '{"type":"Metric","data":{"name":"my_wait","type":"trend","contains":"time"},"metric":"my_wait"}',
      '{"type":"Metric","data":{"name":"queue_len","type":"trend","contains":"default"},"metric":"queue_len"}',
      '{"type":"Point","data":{"time":"t","value":1.5,"tags":{}},"metric":"my_wait"}',
      '{"type":"Point","data":{"time":"t","value":"x","tags":{}},"metric":"my_wait"}',
      '{"type":"Point","data":{"time":"t","value":7,"tags":{}},"metric":"queue_len"}',
    ].join('\n');
    const r = await parseText(reader, text);
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['my_wait']);
    expect(values(r.measurements)).toEqual([1.5e6]);
    expect(r.warnings).toEqual([warning('reader.k6-raw.not-numeric', { line: 4, samples: 1 })]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['k6-out-json-handmade.ndjson', 'k6-out-csv-handmade.csv']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the line', async () => {
    const good = fixtureText(F, 'k6-out-json-handmade.ndjson');
    await expectInputError(reader, good.slice(0, good.indexOf('\n', 2000) + 30), /:\d+: not a JSON object/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(
      reader,
      '{"type":"Point","metric":"http_req_duration"}\n',
      /:1 at \/data: expected "metric" \(a string\) and "data"/,
    );
    await expectInputError(reader, 'metric_name,timestamp,metric_value\nhttp_req_duration,1\n', /:2: found 2 fields/);
    await expectInputError(reader, 'metric_name,timestamp,metric_value\nvus,1,1\n', /no samples of time metrics/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    const csv = fixtureText(F, 'k6-out-csv-handmade.csv').split('\r\n').slice(0, 30).join('\r\n');
    const json = fixtureText(F, 'k6-out-json-handmade.ndjson').split('\n').slice(0, 30).join('\n');
    await fuzzReader(reader, [csv, json]);
  });

  it('adds the names users chose (a non-default scenario, a name tag other than the URL) as k6 submetrics, and a constant VU count as the load', async () => {
    const point = (metric: string, value: number, tags: Record<string, string>) =>
      JSON.stringify({ type: 'Point', data: { time: 't', value, tags }, metric });
    const url = 'http://127.0.0.1:41234/api/items?id=7';
    const text = [
      point('vus', 4, {}),
      point('http_req_duration', 2, { scenario: 'browse', name: url, url, method: 'GET' }),
      point('http_req_duration', 3, { scenario: 'browse', name: 'item page', url, method: 'GET' }),
      point('http_req_duration', 5, { scenario: 'default', name: 'item page', url, method: 'GET' }),
      point('vus', 4, {}),
      point('iteration_duration', 9, { scenario: 'browse' }),
    ].join('\n');
    const r = await parseText(reader, text);
    expect(r.measurements.map((m) => [m.benchmark, values([m]), m.load])).toEqual([
      ['http_req_duration', [2e6, 3e6, 5e6], { param: 'vus', value: 4 }],
      ['http_req_duration{scenario:browse}', [2e6, 3e6], { param: 'vus', value: 4 }],
      ['http_req_duration{name:item page}', [3e6, 5e6], { param: 'vus', value: 4 }],
      ['iteration_duration', [9e6], { param: 'vus', value: 4 }],
      ['iteration_duration{scenario:browse}', [9e6], { param: 'vus', value: 4 }],
    ]);
    // Ramping VUs, or an arrival-rate test (dropped_iterations), give no one load.
    const ramp = await parseText(reader, text.replace(point('vus', 4, {}), point('vus', 2, {})));
    expect(ramp.measurements.every((m) => m.load === undefined)).toBe(true);
    const arrival = await parseText(reader, text + '\n' + point('dropped_iterations', 1, {}));
    expect(arrival.measurements.every((m) => m.load === undefined)).toBe(true);
    // CSV: the same tags as columns.
    const csv = [
      'metric_name,timestamp,metric_value,name,scenario,url',
      'vus,1,3,,,',
      `http_req_duration,1,2,checkout,s1,${url}`,
      `http_req_duration,1,4,${url},default,${url}`,
    ].join('\n');
    const c = await parseText(reader, csv);
    expect(c.measurements.map((m) => [m.benchmark, values([m]), m.load?.value])).toEqual([
      ['http_req_duration', [2e6, 4e6], 3],
      ['http_req_duration{scenario:s1}', [2e6], 3],
      ['http_req_duration{name:checkout}', [2e6], 3],
    ]);
  });
});
