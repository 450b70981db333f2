import { describe, expect, it } from 'vitest';
import { goDuration, offeredRate, vegetaText as reader } from '../../src/formats/vegeta-text.js';
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

const F = 'vegeta-text';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('vegeta-text', () => {
  it('parses Go durations exactly', () => {
    expect(goDuration('90.438129ms')).toBe(90438129);
    expect(goDuration('412.5µs')).toBe(412500);
    expect(goDuration('10.001s')).toBe(10001e6);
    expect(goDuration('2m0.041s')).toBe(120041e6);
    expect(goDuration('1h2m3s')).toBe(3723e9);
    expect(goDuration('0s')).toBe(0);
    expect(goDuration('5')).toBeNaN();
    expect(goDuration('ms')).toBeNaN();
  });

  it('reads the README report (no 90th column) as percentiles with min/mean/max and warns about failures', async () => {
    const r = await parse('readme-report-text-with-errors.txt');
    expect(r.loadModel).toBe('open-loop');
    const [lat] = select(r, 'vegeta');
    expect(lat.data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: 108272568 },
        { p: 0.95, value: 140182350 },
        { p: 0.99, value: 247771566 },
      ],
      count: 1200,
      min: 90438129,
      mean: 113172398,
      max: 264815246,
    });
    expect(lat.source.line).toBe(3);
    // Throughput is one value per run; the load is the attack's rate: 120.00/s printed over 1200
    // requests, less vegeta's one-request overcount (120 × 1199/1200 = 119.9 → 120).
    expect(select(r, 'vegeta', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 65.87 });
    expect(r.measurements.map((m) => m.load)).toEqual([
      { param: 'rate', value: 120 },
      { param: 'rate', value: 120 },
    ]);
    expect(r.warnings).toEqual([
      warning('reader.vegeta-text.failed', {
        line: 6,
        name: 'vegeta',
        success: 55.42,
        requests: 1200,
        codes: ['0:535', '200:665'],
        error: 'Get http://localhost:6060: dial tcp 127.0.0.1:6060: connection refused',
      }),
    ]);
  });

  it('reads several reports (CRLF, µs and minute durations) as runs of one benchmark, each at its rate', async () => {
    const r = await parse('hand-two-reports-crlf.txt');
    // Rates: 199.50 × 399/400 = 199.0 (the hand-built report's numbers) → 200 at 2 significant
    // figures, and 50.00 × 5999/6000 → 50.
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.run, m.load])).toEqual([
      ['vegeta', 'ns', '1', { param: 'rate', value: 200 }],
      ['vegeta', 'ops/s', '1', { param: 'rate', value: 200 }],
      ['vegeta', 'ns', '2', { param: 'rate', value: 50 }],
      ['vegeta', 'ops/s', '2', { param: 'rate', value: 50 }],
    ]);
    expect(r.measurements[0].data).toMatchObject({
      kind: 'percentiles',
      count: 400,
      min: 412500,
      points: [
        { p: 0.5, value: 1201000 },
        { p: 0.9, value: 21366000 },
        { p: 0.95, value: 30112000 },
        { p: 0.99, value: 250412000 },
      ],
    });
    expect(r.measurements[2].data).toMatchObject({ count: 6000, max: 62.5e9 });
    expect(r.measurements[2].source.line).toBe(14);
    expect(r.warnings).toEqual([
      warning('reader.vegeta-text.failed', {
        line: 6,
        name: 'vegeta',
        success: 95.75,
        requests: 400,
        codes: ['0:7', '200:383', '500:10'],
        error: 'Get "http://127.0.0.1:18934/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      }),
    ]);
  });

  it('rejects malformed reports naming the line', async () => {
    const text = fixtureText(F, 'readme-report-text-with-errors.txt');
    await expectInputError(reader, text.replace('108.272568ms', '108.272568'), /:3: "108\.272568" is not a duration/);
    await expectInputError(reader, text.replace(', 264.815246ms', ''), /:3: 5 values for 6 labels/);
    await expectInputError(reader, text.split('\n').slice(0, 2).join('\n'), /:1: vegeta: no "Latencies \[min, mean, …\]" line/);
    await expectInputError(
      reader,
      text.replace('1200, 120.00, 65.87', 'many, 120.00, 65.87'),
      /:1: expected "total, rate, throughput" numbers/,
    );
    await expectInputError(reader, 'hello', /no "Requests \[total, rate, throughput\]" line/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['readme-report-text-with-errors.txt', 'hand-two-reports-crlf.txt']) await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'readme-report-text-with-errors.txt'), fixtureText(F, 'hand-two-reports-crlf.txt')], 150);
  });

  it('names its measures latency and throughput, as the other vegeta readers', async () => {
    const r = await parse('readme-report-text-with-errors.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['vegeta', 'latency', 'ns'],
      ['vegeta', 'throughput', 'ops/s'],
    ]);
  });

  it('derives the offered rate from the request count and attack time, and keeps a report without one apart', async () => {
    // Real vegeta numbers (a shared-corpus log): 1000 requests at 100.11/s over 9.989 s were a -rate=100 attack.
    expect(offeredRate(1000, 9.989e9)).toBe(100);
    expect(offeredRate(250, (250 / 50.18) * 1e9)).toBe(50);
    expect(offeredRate(2, 2e9)).toBe(0.5);
    expect(offeredRate(1, 1e9)).toBeUndefined();
    expect(offeredRate(100, 0)).toBeUndefined();
    // One offered rate is one point: scheduling jitter (7993.5, 7996.1, 8000.03/s) rounds to 2 significant figures.
    expect([offeredRate(79_936, 10e9), offeredRate(79_962, 10e9), offeredRate(80_001, 9.99996e9)]).toEqual([8000, 8000, 8000]);
    expect(offeredRate(1235, 1e9)).toBe(1200);
    const text = fixtureText(F, 'readme-report-text-with-errors.txt');
    // No printed rate: the Duration row's attack time (1199 / 9.949883921 s = 120.5 → 120 at 2 significant figures).
    const viaDuration = await parseText(reader, text.replace('1200, 120.00, 65.87', '1200, -, 65.87'));
    expect(viaDuration.measurements[0].load).toEqual({ param: 'rate', value: 120 });
    const single = text.replace('1200, 120.00, 65.87', '1, 1.00, 1.00').replace('9.949883921s', '0s');
    const r = await parseText(reader, single + '\n' + text);
    expect(r.measurements.map((m) => [m.benchmark, m.run, m.load?.value])).toEqual([
      ['vegeta (report 1)', '1', undefined],
      ['vegeta (report 1)', '1', undefined],
      ['vegeta', '2', 120],
      ['vegeta', '2', 120],
    ]);
  });
});
