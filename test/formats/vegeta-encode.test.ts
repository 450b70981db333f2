import { describe, expect, it } from 'vitest';
import { openInput } from '../../src/read/open.js';
import { vegetaEncode as reader } from '../../src/formats/vegeta-encode.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  warning,
} from '../helpers/reader-kit.js';

const F = 'vegeta-encode';
const NAME = 'local-rate200.ndjson';
interface Row {
  attack: string;
  code: number;
  latency: number;
  error: string;
}
const rows = (): Row[] =>
  fixtureText(F, NAME)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);

describe('vegeta-encode', () => {
  it('reads every successful request as a per-op sample in ns, leaving failures out with a warning', async () => {
    const all = rows();
    const ok = all.filter((x) => x.error === '' && x.code !== 0);
    const r = await parsePath(reader, fixture(F, NAME));
    expect(r.loadModel).toBe('open-loop');
    expect(r.measurements).toHaveLength(1);
    const m = r.measurements[0];
    // The attack's rate from the send times: 399 intervals over 1.996 s = 199.9 → 200/s.
    expect(m).toMatchObject({
      benchmark: 'local-get',
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      load: { param: 'rate', value: 200 },
      source: { line: 1 },
    });
    if (m.data.kind !== 'per-op') throw new Error('kind');
    expect(Array.from(m.data.values)).toEqual(ok.map((x) => x.latency));
    expect(m.data.values.length).toBe(383);
    expect(r.warnings).toEqual([
      warning('reader.vegeta-encode.failed', {
        line: 1,
        name: 'local-get',
        failed: 17,
        requests: 400,
        codes: ['500', '0'],
        counts: [10, 7],
        error: '500 Internal Server Error',
      }),
    ]);
  });

  it('splits attacks by name, defaults the name, and streams across chunk boundaries', async () => {
    const text = [
      '{"attack":"a","seq":0,"code":200,"latency":5,"error":""}',
      '{"attack":"","seq":1,"code":200,"latency":7,"error":""}',
      '{"attack":"a","seq":2,"code":200,"latency":9,"error":""}',
    ].join('\r\n');
    const r = await parseText(reader, text);
    expect(r.measurements.map((m) => [m.benchmark, m.data.kind === 'per-op' ? Array.from(m.data.values) : []])).toEqual([
      ['a', [5, 9]],
      ['vegeta', [7]],
    ]);
    // No timestamps: no rate.
    expect(r.measurements.map((m) => m.load)).toEqual([undefined, undefined]);
    // An unnamed attack is named by its request (method + path, no host or port), one benchmark per target.
    const row = (seq: number, method: string, url: string, ms: number) =>
      JSON.stringify({
        attack: '',
        seq,
        code: 200,
        timestamp: `2026-11-30T03:16:48.${String(ms).padStart(3, '0')}Z`,
        latency: 10 + seq,
        error: '',
        method,
        url,
      });
    const targets = await parseText(
      reader,
      [
        row(0, 'GET', 'http://127.0.0.1:41234/api?x=1', 0),
        row(1, 'POST', 'http://127.0.0.1:41234/api', 10),
        row(2, 'GET', 'http://localhost:80/api?x=1', 100),
        row(3, '', 'http://h/', 20),
      ].join('\n'),
    );
    expect(targets.measurements.map((m) => [m.benchmark, m.data.kind === 'per-op' ? Array.from(m.data.values) : [], m.load])).toEqual([
      ['GET /api?x=1', [10, 12], { param: 'rate', value: 10 }],
      ['POST /api', [11], undefined],
      ['GET /', [13], undefined],
    ]);
    const input = await openInput(fixture(F, NAME));
    const bytes = Buffer.from(await input.readText());
    const small = {
      ...input,
      chunks: async function* () {
        for (let i = 0; i < bytes.length; i += 13) yield bytes.subarray(i, i + 13);
      },
    };
    const r2 = await reader.parse(small);
    expect(r2.measurements[0].data.kind === 'per-op' && r2.measurements[0].data.values.length).toBe(383);
  });

  it('rejects malformed lines naming the line and field', async () => {
    const lines = fixtureText(F, NAME).trim().split('\n');
    await expectInputError(reader, [lines[0], lines[1].slice(0, 50)].join('\n'), /:2: not a JSON object \(truncated line\?\)/);
    await expectInputError(
      reader,
      [lines[0], lines[1].replace(/"latency":\d+/, '"latency":"fast"')].join('\n'),
      /:2 at \/latency: expected a non-negative latency in ns/,
    );
    await expectInputError(
      reader,
      [lines[0], lines[1].replace(/"code":\d+/, '"code":"200"')].join('\n'),
      /:2 at \/code: expected the HTTP status code/,
    );
    await expectInputError(reader, '[1,2]\n', /:1: not a JSON object/);
    await expectInputError(reader, '{"attack":"a","seq":0,"code":0,"latency":5,"error":"refused"}\n', /every request failed/);
    await expectInputError(reader, '\n', /the file is empty/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    await expectDetected(F, fixture(F, NAME));
    await fuzzReader(reader, [fixtureText(F, NAME).split('\n').slice(0, 20).join('\n')], 150);
  });

  it('names its measure latency, as the other vegeta readers', async () => {
    const r = await parsePath(reader, fixture('vegeta-encode', 'local-rate200.ndjson'));
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([['local-get', 'latency', 'ns']]);
  });
});
