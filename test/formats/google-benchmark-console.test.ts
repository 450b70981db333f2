import { describe, expect, it } from 'vitest';
import { googleBenchmarkConsole as reader } from '../../src/formats/google-benchmark-console.js';
import { openInput } from '../../src/read/open.js';
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
  parseText,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'google-benchmark-console';
const parse = (name: string) => parsePath(reader, fixture(F, name));
/** The measurements of one benchmark and measure (real_time, cpu_time, a counter key). */
const pick = (r: ParseResult, benchmark: string, measure = 'real_time'): Measurement[] =>
  measurementsOf(r).filter((m) => m.benchmark === benchmark && m.measure === measure);

describe('google-benchmark-console', () => {
  it('reads rows as per-run measurements with old glued MB/s / GB/s rates (1024-based)', async () => {
    const r = await parse('docs-tools-console-with-rates.txt');
    const rows = fixtureText(F, 'docs-tools-console-with-rates.txt')
      .split('\n')
      .filter((l) => l.startsWith('BM_'));
    expect(new Set(measurementsOf(r).map((m) => m.benchmark)).size).toBe(rows.length);
    expect(new Set(measurementsOf(r).map((m) => `${m.benchmark} ${m.measure}`)).size).toBe(rows.length * 3);
    expect(select(r, 'BM_memcpy/8')[0].data).toEqual({ kind: 'per-run', value: 36, iterations: 19101577 });
    expect(select(r, 'BM_memcpy/8').map((m) => m.measure)).toEqual(['real_time', 'cpu_time']);
    expect(perRunValues(pick(r, 'BM_copy/8192', 'cpu_time'))).toEqual([201112]);
    expect(select(r, 'BM_memcpy/8', 'B/s').map((m) => m.measure)).toEqual(['bytes_per_second']);
    close(perRunValues(select(r, 'BM_memcpy/8', 'B/s'))[0], 211.669 * 1024 ** 2);
    close(perRunValues(select(r, 'BM_memcpy/512', 'B/s'))[0], 5.64771 * 1024 ** 3);
    expect(r.machine).toEqual({ source: F, logicalCpus: 8, baseMHz: 4000 });
  });

  it('reads repetitions as runs, ignores aggregate rows, parses key=value counters and warns about errors and DEBUG', async () => {
    const r = await parse('gen-repetitions-counters.txt');
    const m = pick(r, 'BM_memcpy/64');
    expect(perRunValues(m)).toEqual([1.74, 1.73]);
    expect(m.map((x) => x.run)).toEqual(['1', '2']);
    expect(select(r, 'BM_memcpy/64_mean')).toEqual([]);
    close(perRunValues(select(r, 'BM_memcpy/64', 'B/s'))[0], 34.2429 * 1024 ** 3);
    close(perRunValues(pick(r, 'BM_memcpy/64', 'items_per_second'))[0], 574.5e6);
    expect(perRunValues(pick(r, 'BM_sqrt'))).toEqual([9, 9]);
    expect(perRunValues(pick(r, 'BM_sqrt', 'hits'))).toEqual([3, 3]);
    expect(select(r, 'BM_sqrt', 'ratio')).toEqual([]);
    // The DEBUG warning is a hazard (not also a warning), which the review turns into a question with what to do.
    expect(r.warnings.filter((w) => w.id === 'reader.google-benchmark-console.tool-warning')).toEqual([]);
    expect(r.hazards).toEqual([
      warning('hazard.debug-build', {
        tool: 'google-benchmark',
        field: '***WARNING***',
        line: 5,
        value: 'Library was built as DEBUG. Timings may be affected.',
      }),
    ]);
    expect(r.warnings).toContainEqual(
      warning('reader.google-benchmark-console.row-dropped', {
        line: 27,
        benchmark: 'BM_broken',
        skipped: false,
        reason: "'backend unavailable'",
      }),
    );
    expect(r.warnings).toContainEqual(warning('reader.value-not-finite', { line: 21, benchmark: 'BM_sqrt', unit: 'ratio' }));
    expect(r.machine).toEqual({
      source: F,
      logicalCpus: 2,
      baseMHz: 2096.02,
      loadBefore: [1.59, 0.91, 0.38],
      extra: { library_build_type: 'debug' },
    });
  });

  it('reads the CPU Caches block of newer versions into machine.extra caches', async () => {
    // The preamble Google Benchmark ≥ 1.5 prints (no fixture of ours has it): Run on, CPU Caches, Load Average.
    const text = [
      '2026-11-30T03:08:14+00:00',
      'Running ./b',
      'Run on (2 X 2096.02 MHz CPU s)',
      'CPU Caches:',
      '  L1 Data 48 KiB (x1)',
      '  L1 Instruction 32 KiB (x1)',
      '  L2 Unified 1280 KiB (x1)',
      '  L3 Unified 55296 KiB (x1)',
      'Load Average: 0.52, 0.58, 0.59',
      '------------------------------------------------------',
      'Benchmark               Time           CPU Iterations',
      '------------------------------------------------------',
      'BM_memcpy/8            36 ns         36 ns   19101577',
      '',
    ].join('\n');
    const r = await parseText(reader, text);
    expect(r.machine).toEqual({
      source: F,
      logicalCpus: 2,
      baseMHz: 2096.02,
      loadBefore: [0.52, 0.58, 0.59],
      extra: { caches: 'L1 Data 48 KiB (x1); L1 Instruction 32 KiB (x1); L2 Unified 1280 KiB (x1); L3 Unified 55296 KiB (x1)' },
    });
    expect(perRunValues(pick(r, 'BM_memcpy/8'))).toEqual([36]);
  });

  it('reads --benchmark_counters_tabular columns', async () => {
    const r = await parse('gen-counters-tabular.txt');
    close(perRunValues(pick(r, 'BM_memcpy/4096', 'bytes_per_second'))[0], 66.4754 * 1024 ** 3);
    close(perRunValues(pick(r, 'BM_memcpy/4096', 'items_per_second'))[0], 17.4261e6);
    expect(perRunValues(pick(r, 'BM_sqrt', 'hits'))).toEqual([3]);
    expect(perRunValues(pick(r, 'BM_sqrt'))).toEqual([9]);
  });

  it('makes a summary from aggregates-only display, stripping ANSI colours', async () => {
    const text =
      '\x1b[32mBenchmark             Time             CPU   Iterations\x1b[0m\n----\nBM_x_mean          10.0 ns         9.0 ns            5\nBM_x_median        11.0 ns         9.5 ns            5\nBM_x_stddev        0.50 ns        0.40 ns            5\nBM_x_cv            5.00 %         4.40 %             5\n';
    const r = await parseText(reader, text);
    expect(r.measurements).toHaveLength(1);
    expect(r.measurements[0].data).toEqual({ kind: 'summary', mean: 10, median: 11, sd: 0.5, n: 5 });
    expect(r.measurements[0].measure).toBe('real_time');
    expect(r.warnings).toEqual([
      warning('reader.google-benchmark-console.aggregates-only', { line: expect.any(Number), benchmark: r.measurements[0].benchmark }),
    ]);
  });

  it('detects its own fixtures and not the compare.py table', async () => {
    for (const name of ['docs-tools-console-with-rates.txt', 'gen-repetitions-counters.txt', 'gen-counters-tabular.txt'])
      await expectDetected(F, fixture(F, name));
    expect(reader.detect(await openInput(fixture(F, 'docs-compare-py-utest-aggregates.txt')))).toBe(0);
    await expect(parse('docs-compare-py-utest-aggregates.txt')).rejects.toThrow(/compare\.py comparison table/);
  });

  it('rejects empty and header-less input', async () => {
    await expectInputError(reader, '', /no header/);
    await expectInputError(reader, 'BM_x  1 ns  1 ns  10\n', /no header "Benchmark  Time  CPU  Iterations"/);
    await expectInputError(reader, 'Benchmark   Time   CPU   Iterations\n-----\n', /no result rows/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'gen-repetitions-counters.txt'), fixtureText(F, 'gen-counters-tabular.txt')]);
  });
});
