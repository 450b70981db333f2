import { describe, expect, it } from 'vitest';
import { hyperfine as reader } from '../../src/formats/hyperfine.js';
import type { Measurement } from '../../src/model/types.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, parseText, warning } from '../helpers/reader-kit.js';

const F = 'hyperfine';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Result {
  command: string;
  times: number[];
  exit_codes?: Array<number | null>;
}
const resultsOf = (name: string): Result[] => (JSON.parse(fixtureText(F, name)) as { results: Result[] }).results;
const values = (m: Measurement): number[] => {
  if (m.data.kind !== 'per-op') throw new Error('expected per-op');
  return Array.from(m.data.values);
};

describe('hyperfine', () => {
  it('reads each command as one run of per-op wall times in ns', async () => {
    for (const name of ['bencher-one-many-runs.json', 'bencher-two-commands.json', 'gen-two-sleeps.json']) {
      const expected = resultsOf(name);
      const r = await parse(name);
      expect(r.measurements.map((m) => m.benchmark)).toEqual(expected.map((x) => x.command));
      r.measurements.forEach((m, i) => {
        expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { pointer: `/results/${i}/times` } });
        expect(values(m)).toEqual(expected[i].times.map((t) => t * 1e9));
      });
      expect(r.warnings).toEqual([]);
    }
    const two = await parse('bencher-two-commands.json');
    expect(values(two.measurements[0])).toHaveLength(27);
    expect(values(two.measurements[1])).toHaveLength(13);
  });

  it('excludes runs with a non-zero exit code (from -i) with a warning', async () => {
    const [flaky] = resultsOf('gen-failing-ignore-failure.json');
    const r = await parse('gen-failing-ignore-failure.json');
    const ok = flaky.times.filter((_, i) => flaky.exit_codes![i] === 0).map((t) => t * 1e9);
    expect(values(r.measurements[0])).toEqual(ok);
    expect(ok).toHaveLength(2);
    expect(r.warnings).toEqual([
      warning('reader.hyperfine.failed-runs', { pointer: '/results/0/exit_codes', name: 'flaky', failed: 10, runs: 12, codes: ['137', '1'] }),
      warning('reader.zero-time', { pointer: '/results/1/times', benchmark: 'ok', zeros: 4 }),
    ]);
    expect(values(r.measurements[1])).toHaveLength(12);
  });

  it('keeps parameterised results apart', async () => {
    const list = await parse('gen-parameter-list.json');
    expect(list.measurements.map((m) => m.benchmark)).toEqual(resultsOf('gen-parameter-list.json').map((x) => x.command));
    const scan = await parse('gen-named-parameter-scan.json');
    expect(scan.measurements.map((m) => m.benchmark)).toEqual(['step (n=1)', 'step (n=2)']);
  });

  it('treats a null exit code (signal) as failed and reads memory_usage_byte as a B measurement', async () => {
    const text = JSON.stringify({ results: [{ command: 'x', times: [0.1, 0.2, 0.3], exit_codes: [0, null, 0], memory_usage_byte: [1000, 2000, 3000] }, { command: 'x', times: [0.5], exit_codes: [0] }] });
    const r = await parseText(reader, text);
    expect(values(r.measurements[0])).toEqual([1e8, 3e8]);
    expect(r.measurements[1]).toMatchObject({ benchmark: 'x', unit: 'B', run: '1' });
    expect(values(r.measurements[1])).toEqual([1000, 3000]);
    expect(r.measurements[2].benchmark).toBe('x #2');
    expect(r.warnings).toEqual([warning('reader.hyperfine.failed-runs', { pointer: '/results/0/exit_codes', name: 'x', failed: 1, runs: 3, codes: ['signal'] })]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['bencher-one-many-runs.json', 'bencher-two-commands.json', 'gen-two-sleeps.json', 'gen-failing-ignore-failure.json', 'gen-parameter-list.json', 'gen-named-parameter-scan.json']) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'bencher-two-commands.json');
    await expectInputError(reader, good.slice(0, 300), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"results":[{"times":[1]}]}', /at \/results\/0\/command: missing; expected a string/);
    await expectInputError(reader, '{"results":[{"command":"a","times":[1,"x"]}]}', /at \/results\/0\/times\/1: found the string "x"; expected a number/);
    await expectInputError(reader, '{"results":[{"command":"a","times":[1,2],"exit_codes":[0]}]}', /\/results\/0\/exit_codes: .*expected an array of 2 exit codes/);
    await expectInputError(reader, '{"results":[{"command":"a","times":[1],"exit_codes":[2]}]}', /no successful runs/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'bencher-two-commands.json'), fixtureText(F, 'gen-failing-ignore-failure.json')]);
  });
});
