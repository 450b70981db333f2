import { describe, expect, it } from 'vitest';
import { samplesColumn as reader, parseColumnHeader } from '../../src/formats/samples-column.js';
import { openInput } from '../../src/read/open.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, tempFile, warning } from '../helpers/reader-kit.js';

const F = 'samples-column';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('samples-column', () => {
  it('reads a "time (ns)" column as one per-op run named after the header', async () => {
    const lines = fixtureText(F, 'json-parse-time-ns.csv').trim().split('\n');
    const r = await parse('json-parse-time-ns.csv');
    expect(r.measurements).toHaveLength(1);
    expect(r.measurements[0]).toMatchObject({ benchmark: 'time', unit: 'ns', lowerIsBetter: true, run: '1' });
    expect(r.measurements[0].data).toEqual({ kind: 'per-op', values: Float64Array.from(lines.slice(1).map(Number)) });
  });

  it('reads a CRLF latency_us column in µs → ns, skipping blank and NaN lines with a warning', async () => {
    const lines = fixtureText(F, 'json-parse-latency-us-crlf.txt')
      .split('\r\n')
      .slice(1)
      .filter((l) => l !== '' && l !== 'NaN');
    const r = await parse('json-parse-latency-us-crlf.txt');
    expect(r.measurements[0].benchmark).toBe('latency');
    const d = r.measurements[0].data;
    if (d.kind !== 'per-op') throw new Error('expected per-op');
    expect(d.values.length).toBe(200);
    expect(Array.from(d.values)).toEqual(lines.map((l) => Number(l) * 1e3));
    expect(r.warnings).toEqual([warning('reader.samples-column.nan', { line: 52 })]);
  });

  it('names the benchmark after the header without its unit', () => {
    expect(parseColumnHeader('latency_us')).toEqual({ name: 'latency', unit: 'us' });
    expect(parseColumnHeader('duration_ms')).toEqual({ name: 'duration', unit: 'ms' });
    expect(parseColumnHeader('"request latency [µs]"')).toEqual({ name: 'request latency', unit: 'µs' });
    expect(parseColumnHeader('benchmark,run,value')).toBeUndefined();
    expect(parseColumnHeader('requests_per_sec')).toBeUndefined();
    expect(parseColumnHeader('ops_s')).toBeUndefined();
    expect(parseColumnHeader('duration (ms),status,error')).toBeUndefined();
  });

  it('does not claim raw-samples CSV or other columns', async () => {
    for (const text of ['benchmark,run,value\nfoo,1,12\n', 'latency_us\nfast\n', 'count\n1\n2\n']) {
      expect(reader.detect(await openInput(tempFile(text)))).toBe(0);
    }
  });

  it('detects its fixtures', async () => {
    for (const name of ['json-parse-time-ns.csv', 'json-parse-latency-us-crlf.txt']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the line', async () => {
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, 'latency_us\n12\n1,5\n', /:3: "1,5" is not a number; expected one us value per line/);
    await expectInputError(reader, 'latency\n12\n', /:1: header "latency" does not name a time unit/);
    await expectInputError(reader, 'latency_ms\n\n', /no values under the header/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [
      fixtureText(F, 'json-parse-latency-us-crlf.txt').slice(0, 800),
      fixtureText(F, 'json-parse-time-ns.csv').slice(0, 800),
    ]);
  });
});
