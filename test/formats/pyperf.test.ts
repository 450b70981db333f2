import { describe, expect, it } from 'vitest';
import { pyperf as reader } from '../../src/formats/pyperf.js';
import {
  close,
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

const F = 'pyperf';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Run {
  values?: number[];
}
const runsOf = (name: string, i = 0): Run[] =>
  (JSON.parse(fixtureText(F, name)) as { benchmarks: Array<{ runs: Run[] }> }).benchmarks[i].runs;
const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;

describe('pyperf', () => {
  it('reads each worker process as one per-run value (mean of its values), skipping the calibration run', async () => {
    const runs = runsOf('telco-41-runs.json');
    const withValues = runs.filter((r) => r.values);
    expect(withValues).toHaveLength(runs.length - 1);
    const r = await parse('telco-41-runs.json');
    const m = select(r, 'telco');
    expect(m).toHaveLength(withValues.length);
    expect(m.map((x) => x.run).slice(0, 3)).toEqual(['1', '2', '3']);
    const got = perRunValues(m);
    withValues.forEach((run, i) => close(got[i], mean(run.values!) * 1e9));
    expect(m[0].data).toMatchObject({ iterations: withValues[0].values!.length * 8 });
    expect(m[0].source.pointer).toBe('/benchmarks/0/runs/1/values');
    expect(r.machine).toEqual({
      source: 'pyperf',
      cpuModel: 'Intel(R) Core(TM) i7-3520M CPU @ 2.90GHz',
      logicalCpus: 4,
      os: 'Linux-4.7.4-200.fc24.x86_64-x86_64-with-fedora-24-Twenty_Four',
      kernel: '4.7.4-200.fc24.x86_64',
      host: 'selma',
      extra: {
        python_version: '3.5.1 (64-bit)',
        python_implementation: 'cpython',
        cpu_config: '2-3=driver:intel_pstate, intel_pstate:turbo, governor:performance, isolated; idle:intel_idle',
        cpu_affinity: '2-3',
        aslr: 'Full randomization',
        timer: 'clock_gettime(CLOCK_MONOTONIC), resolution: 1.00 ns',
      },
    });
  });

  it('names benchmarks from their metadata, honours unit byte, and warns about calibration-only benchmarks', async () => {
    const r = await parse('derived-telco-multi-benchmark.json');
    expect(select(r, 'telco')).toHaveLength(5);
    const mem = select(r, 'telco_mem', 'B');
    expect(perRunValues(mem)).toEqual(runsOf('derived-telco-multi-benchmark.json', 1).map((x) => x.values![0]));
    expect(r.warnings).toEqual([warning('reader.pyperf.no-values', { pointer: '/benchmarks/2/runs', name: 'calibration_only' })]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['telco-41-runs.json', 'derived-telco-multi-benchmark.json']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'telco-41-runs.json').slice(0, 5000), /JSON ends early|invalid JSON/);
    await expectInputError(
      reader,
      '{"version":"1.0","benchmarks":[{"runs":{}}]}',
      /at \/benchmarks\/0\/runs: found an object; expected an array/,
    );
    await expectInputError(
      reader,
      '{"version":"1.0","benchmarks":[{"runs":[{"values":["a"]}]}]}',
      /at \/benchmarks\/0\/runs\/0\/values\/0: found the string "a"; expected a number/,
    );
    await expectInputError(reader, '{"version":"1.0","benchmarks":[{"runs":[{"warmups":[[1,0.1]]}]}]}', /no run with values/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'derived-telco-multi-benchmark.json')]);
  });
});
