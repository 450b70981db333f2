import { describe, expect, it } from 'vitest';
import { vitestBench as reader } from '../../src/formats/vitest-bench.js';
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

const F = 'vitest-bench';
const parse = (name: string) => parsePath(reader, fixture(F, name));
type Bench = Record<string, number | string | unknown[]>;
type Doc = { files: Array<{ groups: Array<{ fullName: string; benchmarks: Bench[] }> }> };
const flat = (name: string): Array<[string, Bench]> =>
  (JSON.parse(fixtureText(F, name)) as Doc).files.flatMap((f) =>
    f.groups.flatMap((g) => g.benchmarks.map((b) => [`${g.fullName} > ${b.name as string}`, b] as [string, Bench])),
  );

describe('vitest-bench', () => {
  it('reads a real vitest 4 --outputJson file as per-op percentiles in ns with count = sampleCount', async () => {
    const expected = flat('vitest-4.1.12-real.json');
    const r = await parse('vitest-4.1.12-real.json');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(expected.map(([n]) => n));
    expect(r.measurements.map((m) => m.benchmark)).toContain('vb/math.bench.ts > fib > fib(10)');
    r.measurements.forEach((m, i) => {
      const b = expected[i][1] as Record<string, number>;
      expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1' });
      expect(m.data).toEqual({
        kind: 'percentiles',
        points: [
          { p: 0.5, value: b.median * 1e6 },
          { p: 0.75, value: b.p75 * 1e6 },
          { p: 0.99, value: b.p99 * 1e6 },
          { p: 0.995, value: b.p995 * 1e6 },
          { p: 0.999, value: b.p999 * 1e6 },
        ],
        count: b.sampleCount,
        min: b.min * 1e6,
        max: b.max * 1e6,
        mean: b.mean * 1e6,
        // The per-call sd: with the count, the mean's standard error (a one-run interval for the mean).
        sd: b.sd * 1e6,
      });
    });
    expect(r.warnings).toEqual([]);
  });

  it('reads the bencher-shaped files (several files and groups)', async () => {
    const r = await parse('bencher-four-synthetic.json');
    expect(r.measurements).toHaveLength(4);
    const two = await parse('bencher-two-synthetic.json');
    expect(two.measurements.map((m) => m.benchmark)).toEqual(['math.bench.ts > math > add', 'math.bench.ts > math > subtract']);
    expect(two.measurements[0].data).toMatchObject({ kind: 'percentiles', count: 99, mean: 1e6, min: 0.8e6, max: 1.5e6 });
  });

  it('uses samples as per-op values when present, and skips benchmarks without statistics', async () => {
    const text = JSON.stringify({
      files: [
        {
          filepath: 'x',
          groups: [
            {
              fullName: 'a.bench.ts',
              benchmarks: [
                { name: 's', samples: [0.5, 1.5] },
                { name: 'failed', samples: [] },
              ],
            },
          ],
        },
      ],
    });
    const r = await parseText(reader, text);
    expect(r.measurements).toHaveLength(1);
    expect(r.measurements[0]).toMatchObject({
      benchmark: 'a.bench.ts > s',
      data: { kind: 'per-op', values: new Float64Array([5e5, 1.5e6]) },
    });
    expect(r.warnings).toEqual([
      warning('reader.vitest-bench.no-results', { pointer: '/files/0/groups/0/benchmarks/1', name: 'a.bench.ts > failed' }),
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['vitest-4.1.12-real.json', 'bencher-four-synthetic.json', 'bencher-two-synthetic.json'])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'vitest-4.1.12-real.json');
    await expectInputError(reader, good.slice(0, 700), /in\d+\.txt:\d+:\d+: (the JSON ends early|invalid JSON)/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"files":[{"groups":{}}]}', /at \/files\/0\/groups: found an object; expected an array/);
    await expectInputError(
      reader,
      '{"files":[{"groups":[{"benchmarks":[{"name":"a","median":"fast","mean":1}]}]}]}',
      /at \/files\/0\/groups\/0\/benchmarks\/0\/median: found the string "fast"; expected a number/,
    );
    await expectInputError(reader, '{"files":[]}', /no benchmarks/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'bencher-two-synthetic.json'), fixtureText(F, 'vitest-4.1.12-real.json')]);
  });
});
