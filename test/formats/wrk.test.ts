import { describe, expect, it } from 'vitest';
import { wrk as reader } from '../../src/formats/wrk.js';
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

const F = 'wrk';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const UNIT: Record<string, number> = { us: 1e3, ms: 1e6, s: 1e9, m: 60e9 };
/** The test's own reading of a wrk time cell. */
const t = (cell: string): number => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(cell)!;
  return Math.round(Number(m[1]) * UNIT[m[2]]);
};
function expectedPercentiles(text: string): Array<{ p: number; value: number }> {
  return [...text.matchAll(/^\s+(\d+)%\s+(\S+)\s*$/gm)].map((m) => ({ p: Number(m[1]) / 100, value: t(m[2]) }));
}

describe('wrk', () => {
  it('reads --latency output as percentiles with the request count, plus Requests/sec', async () => {
    const text = fixtureText(F, 'wrk-latency-3s.txt');
    const r = await parse('wrk-latency-3s.txt');
    expect(r.format).toBe('wrk');
    expect(r.loadModel).toBe('closed-loop');
    expect(r.warnings).toEqual([]);
    // Named by method + path: the port of a server on a random port is not part of the name.
    const [lat] = select(r, 'GET /');
    expect(lat).toMatchObject({
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      load: { param: 'connections', value: 16 },
      source: { line: 1 },
    });
    if (lat.data.kind !== 'percentiles') throw new Error('kind');
    // wrk records whole microseconds: the step of its percentiles, in ns.
    expect(lat.data.printResolution).toBe(1000);
    const pts = expectedPercentiles(text);
    expect(pts).toHaveLength(4);
    lat.data.points.forEach((p, i) => {
      expect(p.p).toBe(pts[i].p);
      expect(p.value).toBeCloseTo(pts[i].value, 6);
    });
    expect(lat.data.points[0].value).toBe(347000);
    expect(lat.data.points[3].value).toBe(18e6);
    expect(lat.data.count).toBe(Number(/(\d+) requests in/.exec(text)![1]));
    expect(lat.data.mean).toBe(1.33e6);
    expect(lat.data.max).toBe(32.59e6);
    // Throughput is one value per run (issue 13: never a one-value "summary", never per-op samples).
    const [rps] = select(r, 'GET /', 'ops/s');
    expect(rps).toMatchObject({
      lowerIsBetter: false,
      load: { param: 'connections', value: 16 },
      data: { kind: 'per-run', value: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)![1]) },
    });
    expect(rps.data).toEqual({ kind: 'per-run', value: 34299.19 });
  });

  it('reads output without --latency as a summary (README, and PKB with a Lua CSV trailer)', async () => {
    const r = await parse('readme-basic-no-latency.txt');
    const [lat] = select(r, 'GET /index.html');
    expect(lat.data).toEqual({ kind: 'summary', mean: 635910, sd: 890000, max: 12920000, n: 22464657 });
    expect(lat.load).toEqual({ param: 'connections', value: 400 });
    expect(select(r, 'GET /index.html', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 748868.53 });
    const pkb = await parse('pkb-wrk-lua-csv-tail.txt');
    expect(pkb.measurements).toHaveLength(2);
    expect(pkb.measurements[0].data).toEqual({ kind: 'summary', mean: 218370, sd: 284240, max: 11.6e6, n: 577297 });
    expect(pkb.measurements.map((m) => [m.benchmark, m.load])).toEqual([
      ['GET /OK', { param: 'connections', value: 2 }],
      ['GET /OK', { param: 'connections', value: 2 }],
    ]);
  });

  it('turns socket errors and non-2xx responses into warnings', async () => {
    const r = await parse('wrk-latency-socket-errors.txt');
    const url = 'http://127.0.0.1:18933/';
    expect(r.warnings).toEqual([
      warning('reader.socket-errors', { line: 12, url, connect: 0, read: 891, write: 0, timeout: 0 }),
      warning('reader.non-2xx-responses', { line: 13, url, responses: 450, requests: 43701 }),
    ]);
    expect(r.measurements[0].data).toMatchObject({ kind: 'percentiles', count: 43701 });
  });

  it('reads concatenated runs with CRLF line ends as runs 1 and 2', async () => {
    const r = await parse('two-runs-crlf.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.run])).toEqual([
      ['GET /', 'ns', '1'],
      ['GET /', 'ops/s', '1'],
      ['GET /err', 'ns', '2'],
      ['GET /err', 'ops/s', '2'],
    ]);
    expect(r.measurements[2].source.line).toBe(14);
    expect(r.measurements[2].data).toMatchObject({
      kind: 'percentiles',
      count: 71780,
      points: [
        { p: 0.5, value: 175000 },
        { p: 0.75, value: 267000 },
        { p: 0.9, value: 391000 },
        { p: 0.99, value: 2.83e6 },
      ],
    });
    expect(r.warnings).toEqual([
      warning('reader.non-2xx-responses', {
        file: fixture(F, 'two-runs-crlf.txt'),
        line: 25,
        url: 'http://127.0.0.1:18931/err',
        responses: 7178,
        requests: 71780,
      }),
    ]);
  });

  it('rejects truncated and malformed output naming the file and line', async () => {
    const text = fixtureText(F, 'wrk-latency-3s.txt');
    await expectInputError(
      reader,
      text.slice(0, text.indexOf('Requests/sec')),
      /:12: http:\/\/127\.0\.0\.1:18931\/: no "Requests\/sec:" line/,
    );
    await expectInputError(reader, text.replace('1.33ms', '1.33xs'), /:4: unreadable latency cells/);
    await expectInputError(reader, text.replace('     50%  347.00us', '     50%  347.00'), /:7: unreadable latency "347\.00"/);
    await expectInputError(reader, '', /no "Running <duration> test @ <url>" line/);
    await expectInputError(
      reader,
      text.replace('Requests/sec:  34299.19', 'Requests/sec:  .'),
      /:12: benchmark "GET \/": the value is NaN; expected a finite number/,
    );
    await expectInputError(reader, 'Running 3s test @ http://x/\n', /:2: http:\/\/x\/: no "Latency <avg>/);
  });

  it('is detected by content and reads end to end', async () => {
    for (const name of [
      'wrk-latency-3s.txt',
      'wrk-latency-socket-errors.txt',
      'two-runs-crlf.txt',
      'readme-basic-no-latency.txt',
      'pkb-wrk-lua-csv-tail.txt',
    ])
      await expectDetected(F, fixture(F, name));
    expect(reader.detect({ path: 'x', isDirectory: false, head: fixtureText('wrk2', 'readme-no-latency-flag.txt') })).toBe(0);
  });

  it('survives fuzzing', async () => {
    await fuzzReader(
      reader,
      [
        fixtureText(F, 'wrk-latency-3s.txt'),
        fixtureText(F, 'wrk-latency-socket-errors.txt'),
        fixtureText(F, 'readme-basic-no-latency.txt'),
      ],
      150,
    );
    const r = await parseText(reader, fixtureText(F, 'wrk-latency-3s.txt'));
    expect(r.measurements).toHaveLength(2);
  });

  it('names its measures as wrk prints them: latency and requests/sec', async () => {
    const r = await parse('wrk-latency-3s.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['GET /', 'latency', 'ns'],
      ['GET /', 'requests/sec', 'ops/s'],
    ]);
  });

  it('names the same request on servers at different ports alike, keeps the query and reads the connections of each block', async () => {
    const block = (url: string, c: number) =>
      `Running 2s test @ ${url}\n  1 threads and ${c} connections\n  Thread Stats   Avg      Stdev     Max   +/- Stdev\n    Latency     4.59ms    1.02ms  12.00ms   80.00%\n    Req/Sec   200.00     10.00   220.00     70.00%\n  400 requests in 2.00s, 60.00KB read\nRequests/sec:    199.50\nTransfer/sec:     30.00KB\n`;
    const r = await parseText(
      reader,
      block('http://127.0.0.1:41234/api/items?page=2#top', 4) +
        block('http://user@localhost:80/api/items?page=2', 16) +
        block('https://example.test', 1),
    );
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.run, m.load?.param, m.load?.value])).toEqual([
      ['GET /api/items?page=2', 'ns', '1', 'connections', 4],
      ['GET /api/items?page=2', 'ops/s', '1', 'connections', 4],
      ['GET /api/items?page=2', 'ns', '2', 'connections', 16],
      ['GET /api/items?page=2', 'ops/s', '2', 'connections', 16],
      ['GET /', 'ns', '3', 'connections', 1],
      ['GET /', 'ops/s', '3', 'connections', 1],
    ]);
  });
});
