import { describe, expect, it } from 'vitest';
import { criterionJson as reader } from '../../src/formats/criterion-json.js';
import {
  close,
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  perRunValues,
  select,
} from '../helpers/reader-kit.js';

const F = 'criterion-json';
const NAME = 'synthetic-from-0.3.6-samples.ndjson';
interface Msg {
  reason: string;
  id: string;
  iteration_count: number[];
  measured_values: number[];
}
const messages = (): Msg[] =>
  fixtureText(F, NAME)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Msg);

describe('criterion-json', () => {
  it('reads benchmark-complete messages as per-run mean times per iteration, with throughput', async () => {
    const [fib, sum] = messages();
    const r = await parsePath(reader, fixture(F, NAME));
    const m = select(r, 'fib 15');
    expect(perRunValues(m)).toEqual(fib.measured_values.map((v, i) => v / fib.iteration_count[i]));
    expect(m[0]).toMatchObject({
      run: '1',
      lowerIsBetter: true,
      data: { kind: 'per-run', iterations: fib.iteration_count[0] },
      source: { line: 1, pointer: '/measured_values/0' },
    });
    const bps = select(r, 'sum/64', 'B/s');
    expect(bps).toHaveLength(sum.iteration_count.length);
    expect(new Set(bps.map((x) => x.measure))).toEqual(new Set(['throughput']));
    expect(m[0].measure).toBeUndefined();
    close(perRunValues(bps)[0], 64 / ((sum.measured_values[0] / sum.iteration_count[0]) * 1e-9));
    expect(select(r, 'sum')).toEqual([]);
  });

  it('skips compiler output, continues run numbering when a benchmark repeats, and converts units', async () => {
    const text = [
      '   Compiling crit v0.1.0',
      '{"reason":"benchmark-complete","id":"a","iteration_count":[2,4],"measured_values":[10,30],"unit":"us","throughput":[{"per_iteration":3,"unit":"elements"}]}',
      '{"reason":"group-complete","group_name":"g","benchmarks":["a"],"report_directory":"x"}',
      '{"reason":"benchmark-complete","id":"a","iteration_count":[1],"measured_values":[7],"unit":"us","throughput":[]}',
    ].join('\n');
    const r = await parseText(reader, text);
    const a = select(r, 'a');
    expect(a.map((m) => m.run)).toEqual(['1', '2', '3']);
    expect(perRunValues(a)).toEqual([5000, 7500, 7000]);
    close(perRunValues(select(r, 'a', 'ops/s'))[0], 3 / 5e-6);
  });

  it('detects its fixture', async () => {
    await expectDetected(F, fixture(F, NAME));
  });

  it('rejects truncated and malformed messages with the line and JSON path', async () => {
    const text = fixtureText(F, NAME);
    await expectInputError(reader, text.slice(0, 200), /:1: not a complete JSON object/);
    await expectInputError(
      reader,
      '{"reason":"benchmark-complete","id":"a","iteration_count":[1,2],"measured_values":[1]}',
      /:1 at \/measured_values: .*expected 2 values/,
    );
    await expectInputError(
      reader,
      '{"reason":"benchmark-complete","iteration_count":[1],"measured_values":[1]}',
      /:1 at \/id: missing; expected a string/,
    );
    await expectInputError(reader, '{"reason":"group-complete"}', /no "benchmark-complete" messages/);
    await expectInputError(reader, '', /no "benchmark-complete" messages/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, NAME)]);
  });
});
