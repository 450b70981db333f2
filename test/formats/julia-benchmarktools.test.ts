import { describe, expect, it } from 'vitest';
import { juliaBenchmarkTools as reader } from '../../src/formats/julia-benchmarktools.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'julia-benchmarktools';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('julia-benchmarktools', () => {
  it('reads saved TrialEstimates as one summary each (ns) plus memory and allocs, named by group keys', async () => {
    const r = await parse('gab-trial-estimate.json');
    expect(select(r, 'fib/20')[0].data).toEqual({ kind: 'summary', mean: 31028 });
    expect(select(r, 'fib/10')[0].data).toEqual({ kind: 'summary', mean: 246.03846153846155 });
    expect(perRunValues(select(r, 'fib/10', 'B'))).toEqual([0]);
    expect(perRunValues(select(r, 'fib/10', 'allocs'))).toEqual([0]);
    expect(r.measurements).toHaveLength(6);
    expect(r.measurements.every((m) => m.lowerIsBetter)).toBe(true);
  });

  it('reads a saved Trial: evals = 1 → per-op samples; evals > 1 → per-run sample means', async () => {
    const doc = JSON.parse(fixtureText(F, 'handmade-trial-times.json'));
    const fib = doc[1][0][1].data.fib[1].data;
    const r = await parse('handmade-trial-times.json');
    const t20 = select(r, 'fib/20');
    expect(t20).toHaveLength(1);
    expect(t20[0].data).toEqual({ kind: 'per-op', values: Float64Array.from(fib['20'][1].times) });
    const t10 = select(r, 'fib/10');
    expect(perRunValues(t10)).toEqual(fib['10'][1].times);
    expect(t10.every((m) => m.data.kind === 'per-run' && m.data.iterations === 390)).toBe(true);
    expect(perRunValues(select(r, 'fib/10', 'B'))).toEqual([48]);
    expect(r.warnings).toEqual([
      warning('reader.julia-benchmarktools.unknown-type', { pointer: '/1/0/1/data/ratio', name: 'ratio', type: 'TrialRatio' }),
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['gab-trial-estimate.json', 'handmade-trial-times.json']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'gab-trial-estimate.json');
    await expectInputError(reader, good.slice(0, 400), /JSON ends early/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(
      reader,
      '[{"Julia":"1","BenchmarkTools":"1"},[["TrialEstimate",{"time":"x"}]]]',
      /at \/1\/0\/1\/time: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      '[{"Julia":"1","BenchmarkTools":"1"},[["BenchmarkGroup",{"data":[]}]]]',
      /at \/1\/0\/1\/data: found an array; expected an object/,
    );
    await expectInputError(reader, '[{"Julia":"1"},[]]', /at \/0\/BenchmarkTools: missing/);
    await expectInputError(reader, '[{"Julia":"1","BenchmarkTools":"1"},[]]', /no Trial or TrialEstimate/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'gab-trial-estimate.json'), fixtureText(F, 'handmade-trial-times.json')]);
  });

  it('names memory and allocs as BenchmarkTools does; the time keeps the default measure', async () => {
    const r = await parse('gab-trial-estimate.json');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['fib/10', null, 'ns'],
      ['fib/10', 'memory', 'B'],
      ['fib/10', 'allocs', 'allocs'],
      ['fib/20', null, 'ns'],
      ['fib/20', 'memory', 'B'],
      ['fib/20', 'allocs', 'allocs'],
    ]);
  });
});
