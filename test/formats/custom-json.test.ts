import { describe, expect, it } from 'vitest';
import { customJson as reader, customUnit } from '../../src/formats/custom-json.js';
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

const F = 'custom-json';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('custom-json', () => {
  it('reads customSmallerIsBetter entries as one per-run value each (smaller is better by default)', async () => {
    const r = await parse('gab-customSmallerIsBetter.json');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.lowerIsBetter, m.run, m.data])).toEqual([
      ['My Custom Smaller Is Better Benchmark - CPU Load', '%', true, '1', { kind: 'per-run', value: 50 }],
      ['My Custom Smaller Is Better Benchmark - Memory Used', 'B', true, '1', { kind: 'per-run', value: 100e6 }],
    ]);
  });

  it('flips the direction for throughput units, converts time units, skips non-finite values', async () => {
    const r = await parse('handmade-customBiggerIsBetter-ops.json');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.lowerIsBetter, m.data])).toEqual([
      ['parse small document', 'ops/s', false, { kind: 'per-run', value: 182345.7 }],
      ['serialize small document', 'B/s', false, { kind: 'per-run', value: 512.5e6 }],
      ['cold start', 'ns', true, { kind: 'per-run', value: 41.25e6 }],
    ]);
    expect(r.warnings).toEqual([warning('reader.custom-json.not-finite', { pointer: '/3/value', name: 'broken run' })]);
    expect(customUnit('requests per second').lowerIsBetter).toBe(false);
    expect(customUnit('points').lowerIsBetter).toBe(true);
  });

  it('numbers repeated names as runs', async () => {
    const r = await parseText(reader, '[{"name":"a","unit":"ms","value":1},{"name":"a","unit":"ms","value":2}]');
    expect(r.measurements.map((m) => m.run)).toEqual(['1', '2']);
  });

  it('detects its fixtures', async () => {
    for (const name of ['gab-customSmallerIsBetter.json', 'handmade-customBiggerIsBetter-ops.json'])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'gab-customSmallerIsBetter.json').slice(0, 120), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '[{"name":"a","value":1}]', /at \/0\/unit: missing; expected a string/);
    await expectInputError(
      reader,
      '[{"name":"a","unit":"ms","value":"fast"}]',
      /at \/0\/value: found the string "fast"; expected a number/,
    );
    await expectInputError(reader, '{"name":"a"}', /at \/: found an object; expected an array/);
    await expectInputError(reader, '[]', /an empty list/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'gab-customSmallerIsBetter.json'), fixtureText(F, 'handmade-customBiggerIsBetter-ops.json')]);
  });
});
