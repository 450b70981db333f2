import { describe, expect, it } from 'vitest';
import { tinybench as reader } from '../../src/formats/tinybench.js';
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

const F = 'tinybench';
const parse = (name: string) => parsePath(reader, fixture(F, name));
type Task = { name: string; result: Record<string, any> };
const tasks = (name: string): Task[] => JSON.parse(fixtureText(F, name)) as Task[];

describe('tinybench', () => {
  it('reads tinybench 4 latency samples (ms) as one per-op run per task, in ns', async () => {
    const t = tasks('tinybench-4.1.0-samples.json');
    const r = await parse('tinybench-4.1.0-samples.json');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['fib(15)', 'fib(18)', 'async sleep 1ms']);
    r.measurements.forEach((m, i) => {
      expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { pointer: `/${i}/result/latency` } });
      expect(m.data).toEqual({ kind: 'per-op', values: Float64Array.from(t[i].result.latency.samples as number[], (v) => v * 1e6) });
    });
    expect(r.measurements[2].data.kind === 'per-op' && r.measurements[2].data.values.length).toBe(64);
    expect(r.warnings).toEqual([warning('reader.tinybench.not-completed', { pointer: '/3/result', name: 'throws', reason: 'error' })]);
    expect(r.machine?.extra?.runtime).toBe('node 20.20.2');
  });

  it('reads tinybench 6 results without retained samples as percentiles with count = samplesCount', async () => {
    const t = tasks('tinybench-6.2.5-no-samples.json');
    const r = await parse('tinybench-6.2.5-no-samples.json');
    const lat = t[0].result.latency;
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: lat.p50 * 1e6 },
        { p: 0.75, value: lat.p75 * 1e6 },
        { p: 0.99, value: lat.p99 * 1e6 },
        { p: 0.995, value: lat.p995 * 1e6 },
        { p: 0.999, value: lat.p999 * 1e6 },
      ],
      count: lat.samplesCount,
      min: lat.min * 1e6,
      max: lat.max * 1e6,
      mean: lat.mean * 1e6,
      sd: lat.sd * 1e6,
    });
    expect(r.measurements).toHaveLength(3);
    expect(r.warnings).toEqual([warning('reader.tinybench.not-completed', { pointer: '/3/result', name: 'throws', reason: 'errored' })]);
  });

  it('reads a tinybench 6 dump with retainSamples: latency.samples as one per-op run per task', async () => {
    const t = tasks('tinybench-6.2.5-retain-samples.json');
    const r = await parse('tinybench-6.2.5-retain-samples.json');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['fib(12)', 'fib(16)']);
    r.measurements.forEach((m, i) => {
      expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { pointer: `/${i}/result/latency` } });
      expect(m.data).toEqual({ kind: 'per-op', values: Float64Array.from(t[i].result.latency.samples as number[], (v) => v * 1e6) });
    });
    expect(r.measurements.map((m) => (m.data.kind === 'per-op' ? m.data.values.length : 0))).toEqual([3686, 1093]);
    expect(t.map((x) => x.result.latency.samplesCount)).toEqual([3686, 1093]);
    expect(r.warnings).toEqual([]);
    expect(r.machine?.extra?.runtime).toBe('node 20.20.2');
  });

  it('reads a real tinybench 2.9.0 dump: flat result.samples as one per-op run per task', async () => {
    const t = tasks('tinybench-2.9.0-samples.json');
    const r = await parse('tinybench-2.9.0-samples.json');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['fib(12)', 'fib(16)']);
    r.measurements.forEach((m, i) => {
      expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { pointer: `/${i}/result` } });
      expect(m.data).toEqual({ kind: 'per-op', values: Float64Array.from(t[i].result.samples as number[], (v) => v * 1e6) });
    });
    expect(r.measurements.map((m) => (m.data.kind === 'per-op' ? m.data.values.length : 0))).toEqual([4142, 1066]);
    expect(r.warnings).toEqual([]);
    expect(r.machine).toBeUndefined();
  });

  it('accepts the flat tinybench 2 result shape', async () => {
    const r = await parseText(
      reader,
      JSON.stringify([
        { name: 'old', result: { samples: [0.001, 0.002], p75: 0.002, p99: 0.002, p995: 0.002, p999: 0.002, mean: 0.0015 } },
      ]),
    );
    expect(r.measurements[0].data).toEqual({ kind: 'per-op', values: new Float64Array([1000, 2000]) });
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'tinybench-4.1.0-samples.json',
      'tinybench-6.2.5-no-samples.json',
      'tinybench-6.2.5-retain-samples.json',
      'tinybench-2.9.0-samples.json',
    ])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'tinybench-6.2.5-no-samples.json').slice(0, 600), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '[{"result":{"latency":{}}}]', /at \/0\/name: missing; expected a string/);
    await expectInputError(
      reader,
      '[{"name":"a","result":{"latency":{"samples":[1,"x"]}}}]',
      /at \/0\/result\/latency\/samples\/1: found the string "x"/,
    );
    await expectInputError(
      reader,
      '[{"name":"a","result":{"latency":{"mean":1}}}]',
      /at \/0\/result\/latency\/p50: missing; expected latency samples or percentiles/,
    );
    await expectInputError(reader, '[]', /no tasks/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'tinybench-6.2.5-no-samples.json')]);
  });
});
