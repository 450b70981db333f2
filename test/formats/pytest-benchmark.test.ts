import { describe, expect, it } from 'vitest';
import { pytestBenchmark as reader } from '../../src/formats/pytest-benchmark.js';
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

const F = 'pytest-benchmark';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Bench {
  name: string;
  fullname?: string;
  stats: { data?: unknown[]; iterations?: number; rounds: number; mean: number; stddev: number; median: number; min: number; max: number };
}
const benchesOf = (name: string): Bench[] => (JSON.parse(fixtureText(F, name)) as { benchmarks: Bench[] }).benchmarks;

describe('pytest-benchmark', () => {
  it('reads a fresh --benchmark-json: iterations 1 → per-op samples of one run, iterations > 1 → per-run rounds', async () => {
    const name = 'gen-benchmark-json-5.2.3.json';
    const b = benchesOf(name);
    const r = await parse(name);
    const sleep = select(r, 'test_b.py::test_sleep');
    expect(sleep).toHaveLength(1);
    expect(sleep[0].data.kind).toBe('per-op');
    const got = Array.from((sleep[0].data as { values: Float64Array }).values);
    expect(got).toEqual((b[0].stats.data as number[]).map((v) => v * 1e9));
    const fib5 = b.find((x) => x.fullname === 'test_b.py::test_fib[5]')!;
    expect(fib5.stats.iterations).toBeGreaterThan(1);
    const runs = select(r, 'test_b.py::test_fib[5]');
    expect(runs).toHaveLength(fib5.stats.rounds);
    expect(perRunValues(runs)).toEqual((fib5.stats.data as number[]).map((v) => v * 1e9));
    expect(runs[0].data).toMatchObject({ iterations: fib5.stats.iterations });
    const ped = select(r, 'test_b.py::test_pedantic');
    expect(ped.map((m) => m.run)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(r.machine).toEqual({
      source: 'pytest-benchmark',
      cpuModel: 'AMD EPYC',
      logicalCpus: 2,
      arch: 'x86_64',
      os: 'Linux',
      kernel: '6.18.44-fc-v782',
      baseMHz: 2096.024,
      host: 'vm',
      extra: { python: 'CPython 3.11.7' },
    });
    expect(r.warnings).toEqual([]);
  });

  it('falls back to a summary when data is truncated with a string or missing', async () => {
    const name = 'gab-benchmark-json-truncated-data.json';
    const b = benchesOf(name);
    const r = await parse(name);
    const m = select(r, 'bench.py::test_fib_10');
    expect(m).toHaveLength(1);
    const s = b[0].stats;
    expect(m[0].data).toEqual({
      kind: 'summary',
      mean: s.mean * 1e9,
      sd: s.stddev * 1e9,
      n: s.rounds,
      min: s.min * 1e9,
      max: s.max * 1e9,
      median: s.median * 1e9,
    });
    expect(r.warnings[0]).toEqual(
      warning('reader.pytest-benchmark.partial-data', {
        pointer: '/benchmarks/0/stats',
        name: 'bench.py::test_fib_10',
        usable: 4,
        entries: 5,
      }),
    );
    // pytest-benchmark before py-cpuinfo 4: cpu.brand, no count
    expect(r.machine).toEqual({
      source: 'pytest-benchmark',
      cpuModel: 'Intel(R) Core(TM) i7-4771 CPU @ 3.50GHz',
      arch: 'x86_64',
      os: 'Darwin',
      kernel: '18.7.0',
      host: 'Corgi.local',
      extra: { python: 'CPython 3.7.5' },
    });
    const saved = await parse('gen-saved-without-data.json');
    expect(saved.measurements.every((x) => x.data.kind === 'summary')).toBe(true);
    expect(saved.warnings[0]).toEqual(
      warning('reader.pytest-benchmark.no-data', { pointer: '/benchmarks/0/stats', name: 'test_b.py::test_sleep' }),
    );
    const legacy = await parse('storage-v2.5-legacy.json');
    const lb = benchesOf('storage-v2.5-legacy.json');
    close((select(legacy, lb[0].fullname!)[0].data as { mean: number }).mean, lb[0].stats.mean * 1e9);
    expect(legacy.machine).toEqual({
      source: 'pytest-benchmark',
      arch: 'x86_64',
      os: 'Linux',
      kernel: '3.13.0-55-generic',
      host: 'minibox',
      extra: { python: 'CPython 2.7.3' },
    });
  });

  it('reads timings that span seconds to 100 ns', async () => {
    const r = await parse('gab-several-units.json');
    const b = benchesOf('gab-several-units.json');
    expect(new Set(r.measurements.map((m) => m.benchmark))).toEqual(new Set(b.map((x) => x.fullname)));
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'gen-benchmark-json-5.2.3.json',
      'gen-saved-without-data.json',
      'gab-benchmark-json-truncated-data.json',
      'gab-several-units.json',
      'storage-v2.5-legacy.json',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'storage-v2.5-legacy.json').slice(0, 200), /JSON ends early|invalid JSON/);
    await expectInputError(
      reader,
      '{"machine_info":{},"benchmarks":[{"name":"a"}]}',
      /at \/benchmarks\/0\/stats: missing; expected an object/,
    );
    await expectInputError(
      reader,
      '{"machine_info":{},"benchmarks":[{"name":"a","stats":{"rounds":1}}]}',
      /at \/benchmarks\/0\/stats\/mean: missing; expected a number/,
    );
    await expectInputError(reader, '{"machine_info":{},"benchmarks":[]}', /no benchmarks/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'storage-v2.5-legacy.json'), fixtureText(F, 'gab-benchmark-json-truncated-data.json')]);
  });
});
