import { describe, expect, it } from 'vitest';
import { bencherBmf as reader } from '../../src/formats/bencher-bmf.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath } from '../helpers/reader-kit.js';

const F = 'bencher-bmf';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('bencher-bmf', () => {
  it('reads latency measures as per-run ns values (lower is better)', async () => {
    const r = await parse('bencher-bmf-latency.json');
    expect(r.measurements.map((m) => [m.benchmark, m.measure, m.unit, m.lowerIsBetter, m.run, m.data])).toEqual([
      ['tests::benchmark_a', 'latency', 'ns', true, '1', { kind: 'per-run', value: 3247 }],
      ['tests::benchmark_b', 'latency', 'ns', true, '1', { kind: 'per-run', value: 3443 }],
      ['tests::benchmark_c', 'latency', 'ns', true, '1', { kind: 'per-run', value: 3361 }],
    ]);
    expect(r.measurements[0].source.pointer).toBe('/tests::benchmark_a/latency');
  });

  it('maps built-in measures to units and directions, keeping each measure name (two in one unit stay apart)', async () => {
    const r = await parse('handmade-multi-measure.json');
    expect(
      r.measurements.map((m) => [m.benchmark, m.measure, m.unit, m.lowerIsBetter, m.data.kind === 'per-run' ? m.data.value : NaN]),
    ).toEqual([
      ['parser::small', 'latency', 'ns', true, 1843.5],
      ['parser::small', 'throughput', 'ops/s', false, 542446.2],
      ['parser::large', 'latency', 'ns', true, 1.2834e6],
      ['parser::large', 'build-time', 'ns', true, 12.5e9],
      ['parser::large', 'instructions', 'instructions', true, 10234551],
      ['binary', 'file-size', 'B', true, 482304],
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['bencher-bmf-latency.json', 'handmade-multi-measure.json']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'bencher-bmf-latency.json').slice(0, 100), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"a":{"latency":{"lower_value":1}}}', /at \/a\/latency\/value: missing; expected a number/);
    await expectInputError(reader, '{"a":{"latency":5}}', /at \/a\/latency: found number 5; expected an object/);
    await expectInputError(reader, '{}', /no benchmarks/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'bencher-bmf-latency.json'), fixtureText(F, 'handmade-multi-measure.json')]);
  });
});
