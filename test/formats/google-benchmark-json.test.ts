import { describe, expect, it } from 'vitest';
import { googleBenchmarkJson as reader } from '../../src/formats/google-benchmark-json.js';
import type { Measurement, ParseResult } from '../../src/model/types.js';
import {
  close,
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  measurementsOf,
  parsePath,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'google-benchmark-json';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Row {
  name: string;
  run_name?: string;
  run_type?: string;
  real_time: number;
  cpu_time: number;
  time_unit: string;
  aggregate_name?: string;
  iterations: number;
  [k: string]: unknown;
}
/** The measurements of one benchmark and measure (real_time, cpu_time, a counter key). */
const pick = (r: ParseResult, benchmark: string, measure = 'real_time'): Measurement[] =>
  measurementsOf(r).filter((m) => m.benchmark === benchmark && m.measure === measure);
const rowsOf = (name: string): Row[] => (JSON.parse(fixtureText(F, name).replace(/\bNaN\b/g, 'null')) as { benchmarks: Row[] }).benchmarks;

describe('google-benchmark-json', () => {
  it('reads rows without repetitions as one per-run measurement each, real and cpu time, with context as machine', async () => {
    const r = await parse('gab-basic-no-repetitions.json');
    const fib = select(r, 'fib_10');
    expect(fib.map((m) => m.measure)).toEqual(['real_time', 'cpu_time']);
    expect(fib[0].data).toEqual({ kind: 'per-run', value: 2.1498980114547953e2, iterations: 3070566 });
    expect(perRunValues(pick(r, 'fib_20', 'cpu_time'))).toEqual([2.7364903204272359e4]);
    expect(measurementsOf(r).some((m) => m.benchmark.includes('(cpu_time)'))).toBe(false);
    expect(r.machine).toEqual({
      source: 'google-benchmark-json',
      logicalCpus: 4,
      baseMHz: 2700,
      host: 'Corgi.local',
      loadBefore: [1.68408, 1.73779, 2.02783],
      extra: {
        cpu_scaling_enabled: 'false',
        caches: 'L1 Data 32768 B (x2); L1 Instruction 32768 B (x2); L2 Unified 262144 B (x2); L3 Unified 3145728 B (x4)',
        library_build_type: 'release',
      },
    });
    // Google Benchmark prints neither the CPU model nor the physical core count.
    expect(r.machine?.cpuModel).toBeUndefined();
    expect(r.machine?.physicalCores).toBeUndefined();
    expect(r.warnings).toEqual([]);
  });

  it('reads repetitions as runs, keeps aggregate rows apart, and counters as their own metrics', async () => {
    const name = 'conbench-arrow-archery-repetitions-aggregates.json';
    const rows = rowsOf(name);
    const r = await parse(name);
    const id = 'Int8RowMajorTensorConversionFixture<Int32Type>/ConvertToSparseCOOTensorInt32';
    const iter = rows.filter((x) => x.run_name === id && x.run_type === 'iteration');
    const real = pick(r, id);
    expect(real.map((m) => m.run)).toEqual(['1', '2', '3']);
    expect(perRunValues(pick(r, id, 'cpu_time'))).toEqual(iter.map((x) => x.cpu_time));
    expect(perRunValues(real)).toEqual(iter.map((x) => x.real_time));
    const bps = select(r, id, 'B/s');
    expect(perRunValues(bps)).toEqual(iter.map((x) => x.bytes_per_second));
    expect(bps[0].lowerIsBetter).toBe(false);
    expect(bps.map((m) => m.measure)).toEqual(['bytes_per_second', 'bytes_per_second', 'bytes_per_second']);
    expect(select(r, id, 'ops/s').map((m) => m.measure)).toEqual(['items_per_second', 'items_per_second', 'items_per_second']);
    expect(measurementsOf(r).some((m) => m.benchmark.endsWith('_mean') || m.data.kind === 'summary')).toBe(false);
    expect(pick(r, 'Int8ColumnMajorTensorConversionFixture<Int32Type>/ConvertToSparseCOOTensorInt32')).toHaveLength(
      rows.filter((x) => x.run_name?.startsWith('Int8ColumnMajor') && x.run_type === 'iteration').length,
    );
  });

  it('handles a fresh run: time_unit us, bare NaN counters, error rows, debug build', async () => {
    const name = 'gen-repetitions-nan-error-debug.json';
    const rows = rowsOf(name);
    const r = await parse(name);
    const sqrt = rows.filter((x) => x.name === 'BM_sqrt');
    expect(perRunValues(pick(r, 'BM_sqrt'))).toEqual(sqrt.map((x) => x.real_time * 1000));
    expect(perRunValues(pick(r, 'BM_sqrt', 'hits'))).toEqual([3, 3, 3]);
    expect(select(r, 'BM_sqrt', 'ratio')).toEqual([]);
    expect(select(r, 'BM_broken')).toEqual([]);
    // The debug build is a hazard (not also a warning), which the review turns into a question with what to do.
    expect(r.warnings.map((w) => w.id)).not.toContain('reader.google-benchmark-json.debug-library');
    expect(r.hazards).toEqual([
      warning('hazard.debug-build', { tool: 'google-benchmark', field: '/context/library_build_type', value: 'debug' }),
    ]);
    expect(r.warnings).toContainEqual(
      warning('reader.google-benchmark-json.row-dropped', {
        pointer: '/benchmarks/21',
        benchmark: 'BM_broken',
        failed: true,
        reason: 'backend unavailable',
      }),
    );
    // One warning per benchmark and measure, however many repetitions are not finite.
    expect(r.warnings.filter((w) => (w as { id: string }).id === 'reader.value-not-finite')).toEqual([
      warning('reader.value-not-finite', { pointer: expect.any(String), benchmark: 'BM_sqrt', unit: 'ratio' }),
    ]);
    expect(measurementsOf(r).every((m) => Number.isFinite((m.data as { value: number }).value))).toBe(true);
    expect(r.machine).toMatchObject({ logicalCpus: 2, baseMHz: 2096 });
  });

  it('turns aggregates-only output into one summary per benchmark, with a warning', async () => {
    const name = 'gen-aggregates-only.json';
    const rows = rowsOf(name);
    const r = await parse(name);
    const m = select(r, 'BM_memcpy/64');
    expect(m.map((x) => x.measure)).toEqual(['real_time']);
    const agg = (a: string) => rows.find((x) => x.run_name === 'BM_memcpy/64' && x.aggregate_name === a)!.real_time;
    expect(m[0].data).toEqual({ kind: 'summary', mean: agg('mean'), median: agg('median'), sd: agg('stddev'), n: 3 });
    close((select(r, 'BM_sqrt')[0].data as { mean: number }).mean, rows.find((x) => x.name === 'BM_sqrt_mean')!.real_time * 1000);
    expect(r.warnings).toContainEqual(
      warning('reader.google-benchmark-json.aggregates-only', { pointer: expect.any(String), benchmark: 'BM_memcpy/64' }),
    );
  });

  it('treats rows without run_type as iterations and aggregate rows without a name as ignorable', async () => {
    const r = await parse('gbench-test3-mixed-run-types.json');
    expect(perRunValues(pick(r, 'BM_Two'))).toEqual([9, 8]);
    expect(perRunValues(pick(r, 'medium', 'cpu_time'))).toEqual([80, 82]);
    expect(select(r, 'BM_One')).toEqual([]);
    expect(r.warnings).toContainEqual(
      warning('reader.google-benchmark-json.unnamed-aggregate', { pointer: '/benchmarks/0', row: 'BM_One' }),
    );
  });

  it('ignores BigO/RMS rows of ->Complexity() runs without warnings', async () => {
    const r = await parse('gen-complexity-bigo.json');
    const rows = rowsOf('gen-complexity-bigo.json').filter((x) => x.run_type === 'iteration');
    expect(
      measurementsOf(r)
        .filter((m) => m.measure === 'real_time')
        .map((m) => m.benchmark),
    ).toEqual(rows.map((x) => x.name));
    expect(r.warnings).toEqual([]);
    // load_avg[0] 2.32 on num_cpus 2: the machine was busy, besides the debug build.
    expect(r.hazards).toEqual([
      warning('hazard.debug-build', { tool: 'google-benchmark', field: '/context/library_build_type', value: 'debug' }),
      warning('hazard.load-above-cpus', { tool: 'google-benchmark', field: '/context/load_avg/0', value: '2.32', cpus: 2 }),
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'gab-basic-no-repetitions.json',
      'conbench-arrow-archery-repetitions-aggregates.json',
      'gen-repetitions-nan-error-debug.json',
      'gen-aggregates-only.json',
      'gbench-test3-mixed-run-types.json',
      'gen-complexity-bigo.json',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects bad input with the file and JSON pointer', async () => {
    const good = fixtureText(F, 'gab-basic-no-repetitions.json');
    await expectInputError(reader, good.slice(0, good.length / 2), /:\d+: (invalid JSON|the JSON ends early)/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"context":{},"benchmarks":{}}', /at \/benchmarks: found an object; expected an array/);
    await expectInputError(
      reader,
      '{"context":{},"benchmarks":[{"name":"x","time_unit":"ns"}]}',
      /at \/benchmarks\/0\/real_time: missing; expected a number/,
    );
    await expectInputError(
      reader,
      '{"context":{},"benchmarks":[{"name":"x","real_time":1,"time_unit":"parsecs"}]}',
      /\/benchmarks\/0\/time_unit/,
    );
    await expectInputError(reader, '{"context":{},"benchmarks":[]}', /no usable benchmark rows/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'gab-basic-no-repetitions.json'), fixtureText(F, 'gbench-test3-mixed-run-types.json')]);
  });
});
