import { describe, expect, it } from 'vitest';
import { ohaCsv as reader } from '../../src/formats/oha-csv.js';
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

const F = 'oha-csv';
const NAME = 'local-closed-loop.csv';
const HEADER = 'request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status';

describe('oha-csv', () => {
  it('reads request-duration (s) of every row as per-op ns samples; non-2xx/3xx are kept and counted', async () => {
    const rows = fixtureText(F, NAME)
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const r = await parsePath(reader, fixture(F, NAME));
    expect(r.loadModel).toBe('closed-loop');
    const m = r.measurements[0];
    expect(m).toMatchObject({ benchmark: 'oha', unit: 'ns', lowerIsBetter: true, run: '1' });
    if (m.data.kind !== 'per-op') throw new Error('kind');
    expect(m.data.values.length).toBe(rows.length);
    expect(m.data.values[0]).toBeCloseTo(Number(rows[0][4]) * 1e9, 3);
    expect(m.data.values[rows.length - 1]).toBeCloseTo(Number(rows[rows.length - 1][4]) * 1e9, 3);
    const bad = rows.filter((x) => !/^[23]/.test(x[6])).length;
    expect(bad).toBe(42);
    expect(r.warnings).toEqual([warning('reader.oha-csv.non-2xx', { bad, responses: rows.length, statuses: ['500'], counts: [42] })]);
  });

  it('accepts CRLF and a missing final newline', async () => {
    const r = await parseText(reader, `${HEADER}\r\n0.1,0,0,0.001,0.0025,12,200\r\n0.2,0,0,0.001,1e-3,12,200`);
    expect(r.measurements[0].data.kind === 'per-op' && Array.from(r.measurements[0].data.values)).toEqual([2.5e6, 1e6]);
    expect(r.warnings).toEqual([]);
  });

  it('rejects malformed files naming the line', async () => {
    await expectInputError(reader, 'a,b,c\n1,2,3\n', /:1: unexpected header "a,b,c"/);
    await expectInputError(reader, `${HEADER}\n0.1,0,0,0.001,fast,12,200\n`, /:2: request-duration "fast" is not a number/);
    await expectInputError(reader, `${HEADER}\n0.1,0,0,0.001,0.002,12\n`, /:2: found 6 fields; expected 7/);
    await expectInputError(reader, `${HEADER}\n0.1,0,0,0.001,0.002,12,OK\n`, /:2: status "OK" is not an HTTP status/);
    await expectInputError(reader, `${HEADER}\n`, /no request rows after the header/);
    await expectInputError(reader, '', /the file is empty/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    await expectDetected(F, fixture(F, NAME));
    await fuzzReader(reader, [fixtureText(F, NAME).split('\n').slice(0, 40).join('\n')], 150);
  });

  it('names its measure latency, as the JSON reader does', async () => {
    const r = await parsePath(reader, fixture('oha-csv', 'local-closed-loop.csv'));
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([['oha', 'latency', 'ns']]);
  });
});
