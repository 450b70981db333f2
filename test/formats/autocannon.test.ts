import { describe, expect, it } from 'vitest';
import { autocannon as reader } from '../../src/formats/autocannon.js';
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

const F = 'autocannon';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const doc = (name: string): any => JSON.parse(fixtureText(F, name));

describe('autocannon', () => {
  it('reads latency p0_001…p99_999 (ms) as percentiles with totalCount, and requests/throughput per second', async () => {
    const d = doc('autocannon-2s.json');
    const r = await parse('autocannon-2s.json');
    expect(r.loadModel).toBe('closed-loop');
    // Named by method + path (no host or port), with its connections as the load.
    const [lat] = select(r, 'GET /');
    expect(lat.load).toEqual({ param: 'connections', value: 10 });
    if (lat.data.kind !== 'percentiles') throw new Error('kind');
    const keys = Object.keys(d.latency).filter((k) => /^p\d/.test(k));
    expect(lat.data.points.map((p) => p.p)).toEqual([
      0.00001, 0.0001, 0.001, 0.01, 0.025, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975, 0.99, 0.999, 0.9999, 0.99999,
    ]);
    expect(lat.data.points.map((p) => p.value)).toEqual(keys.map((k) => d.latency[k] * 1e6));
    expect(lat.data).toMatchObject({
      count: d.latency.totalCount,
      min: d.latency.min * 1e6,
      max: d.latency.max * 1e6,
      mean: d.latency.mean * 1e6,
    });
    // autocannon records whole milliseconds: p50 prints 0, and the step is 1 ms.
    expect(lat.data.printResolution).toBe(1e6);
    // The run's throughput is one value: completed requests / duration (37906 / 2.01 s), not the
    // per-second sample counts as if they were samples of runs.
    expect(select(r, 'GET /', 'ops/s')[0]).toMatchObject({
      load: { param: 'connections', value: 10 },
      data: { kind: 'per-run', value: 37906 / 2.01 },
    });
    expect(select(r, 'GET /', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: d.requests.total / d.duration });
    // Bytes/s is requests/s times the response's size: not read, it repeated the requests' table (issue 26).
    expect(select(r, 'GET /', 'B/s')).toEqual([]);
    // The ten 0 ms percentiles are below autocannon's 1 ms step, which the warning names: no "recorded a time of 0 ns" beside it.
    expect(r.warnings).toEqual([warning('reader.autocannon.whole-milliseconds', { pointer: '/latency', name: 'GET /' })]);
  });

  it('warns about non-2xx responses, errors and timeouts', async () => {
    const e = await parse('autocannon-2s-errors-pipelined.json');
    expect(e.warnings[1]).toEqual(warning('reader.autocannon.problems', { name: 'GET /err', problems: ['5303 non2xx'], count: 53027 }));
    const t = await parse('autocannon-2s-timeouts.json');
    expect(t.warnings[1]).toEqual(
      warning('reader.autocannon.problems', { name: 'GET /hang', problems: ['20 errors', '20 timeouts'], count: 15960 }),
    );
  });

  it('gives the 1 ms print resolution only while every percentile is a whole number of ms', async () => {
    const d = doc('autocannon-2s.json');
    for (const [name, bench] of [
      ['autocannon-2s-errors-pipelined.json', 'GET /err'],
      ['autocannon-2s-timeouts.json', 'GET /hang'],
    ])
      expect(select(await parse(name), bench)[0].data).toMatchObject({ printResolution: 1e6 });
    const fractional = await parseText(reader, JSON.stringify({ ...d, latency: { ...d.latency, p99: 3.25 } }));
    expect(select(fractional, 'GET /')[0].data).not.toHaveProperty('printResolution');
  });

  it('uses the title when given; without a total or duration scales the per-sample average by sampleInt', async () => {
    const d = doc('autocannon-2s.json');
    const r = await parseText(reader, JSON.stringify({ ...d, title: 'home page', sampleInt: 500 }));
    expect(r.measurements[0].benchmark).toBe('home page');
    expect(select(r, 'home page', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 37906 / 2.01 });
    const old = await parseText(reader, JSON.stringify({ ...d, sampleInt: 500, duration: undefined, connections: undefined }));
    expect(select(old, 'GET /', 'ops/s')[0]).toMatchObject({ data: { kind: 'per-run', value: d.requests.average * 2 } });
    expect(old.measurements.every((m) => m.load === undefined)).toBe(true);
  });

  it("names the request without its port, with the query, and carries each run's connections", async () => {
    const d = doc('autocannon-2s.json');
    const r = await parseText(reader, JSON.stringify({ ...d, url: 'http://localhost:41877/api/items?x=1', connections: 64 }));
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.load])).toEqual([
      ['GET /api/items?x=1', 'ns', { param: 'connections', value: 64 }],
      ['GET /api/items?x=1', 'ops/s', { param: 'connections', value: 64 }],
    ]);
  });

  it('rejects malformed output naming the JSON pointer', async () => {
    const d = doc('autocannon-2s.json');
    await expectInputError(
      reader,
      JSON.stringify({ ...d, latency: { ...d.latency, p99: 'x' } }),
      /at \/latency\/p99: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      JSON.stringify({ ...d, latency: { totalCount: 0, p50: 0 } }),
      /at \/latency\/totalCount: .*no request completed/,
    );
    await expectInputError(reader, JSON.stringify({ ...d, url: 5 }), /at \/url: found number 5; expected a string/);
    await expectInputError(
      reader,
      JSON.stringify({ ...d, requests: { total: 'x' } }),
      /at \/requests\/total: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      JSON.stringify({ ...d, duration: undefined, requests: { total: 5 } }),
      /at \/requests\/average: missing; expected a number/,
    );
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['autocannon-2s.json', 'autocannon-2s-errors-pipelined.json', 'autocannon-2s-timeouts.json'])
      await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'autocannon-2s.json'), fixtureText(F, 'autocannon-2s-timeouts.json')], 150);
  });

  it('names its measures as autocannon does: latency, requests', async () => {
    const r = await parse('autocannon-2s.json');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['GET /', 'latency', 'ns'],
      ['GET /', 'requests', 'ops/s'],
    ]);
  });
});
