/**
 * The fast paths of the go-bench, Google Benchmark console and hyperfine readers (bytes read in
 * place, names and units compared with the previous line's, selection instead of sorting) give
 * exactly what the general paths give: rows the fast path leaves to the general one mid-stream,
 * names whose `-N` suffix stops being shared, and more executions than the cached run ids.
 */
import { describe, expect, it } from 'vitest';
import { goBench } from '../../src/formats/go-bench.js';
import { googleBenchmarkConsole } from '../../src/formats/google-benchmark-console.js';
import { hyperfine, hyperfineOutliers } from '../../src/formats/hyperfine.js';
import type { Measurement } from '../../src/model/types.js';
import { parseText, measurementsOf } from '../helpers/reader-kit.js';

function rows(ms: Measurement[]): Array<[string, string, string | undefined, number]> {
  return ms.map((m) => [
    m.benchmark,
    m.run,
    m.measure,
    m.data.kind === 'per-run' ? m.data.value : m.data.kind === 'summary' ? m.data.mean : NaN,
  ]);
}

describe('go-bench fast path', () => {
  it('names keep their -N when a later name carries another one, with runs counted across the change', async () => {
    const r = await parseText(
      goBench,
      'BenchmarkA-8 10 1 ns/op\nBenchmarkB-8 10 2 ns/op\nBenchmarkC-4 10 3 ns/op\nBenchmarkA-8 10 4 ns/op\n',
    );
    expect(rows(measurementsOf(r))).toEqual([
      ['BenchmarkA-8', '1', 'ns/op', 1],
      ['BenchmarkB-8', '1', 'ns/op', 2],
      ['BenchmarkC-4', '1', 'ns/op', 3],
      ['BenchmarkA-8', '2', 'ns/op', 4],
    ]);
    expect(r.machine?.extra?.gomaxprocs).toBeUndefined();
  });

  it('a name without a suffix after suffixed ones keeps every name apart', async () => {
    const r = await parseText(goBench, 'BenchmarkA-8 10 1 ns/op\nBenchmarkA 10 2 ns/op\nBenchmarkA-8 10 3 ns/op\n');
    expect(rows(measurementsOf(r))).toEqual([
      ['BenchmarkA-8', '1', 'ns/op', 1],
      ['BenchmarkA', '1', 'ns/op', 2],
      ['BenchmarkA-8', '2', 'ns/op', 3],
    ]);
  });

  it('lines the fast path leaves to the general one continue the same benchmark and units', async () => {
    const text =
      'pkg: p\nBenchmarkA-8\t10\t1 ns/op\t2 B/op\r\nBenchmarkA-8 10 1.5e1 ns/op 2 B/op\nBenchmarkA-8 10 .5 ns/op 2 B/op 3 ns/op 4 ns/op\nBenchmarkA-8 1234567890123456 1 ns/op\n';
    const r = await parseText(goBench, text);
    expect(rows(measurementsOf(r))).toEqual([
      ['p.BenchmarkA', '1', 'ns/op', 1],
      ['p.BenchmarkA', '1', 'B/op', 2],
      ['p.BenchmarkA', '2', 'ns/op', 15],
      ['p.BenchmarkA', '2', 'B/op', 2],
      ['p.BenchmarkA', '3', 'ns/op', 0.5],
      ['p.BenchmarkA', '3', 'B/op', 2],
      ['p.BenchmarkA', '3', 'ns/op #2', 3],
      ['p.BenchmarkA', '3', 'ns/op #3', 4],
      ['p.BenchmarkA', '4', 'ns/op', 1],
    ]);
    expect(measurementsOf(r).map((m) => (m.data.kind === 'per-run' ? m.data.iterations : 0))).toEqual([
      10, 10, 10, 10, 10, 10, 10, 10, 1234567890123456,
    ]);
    expect(measurementsOf(r).map((m) => m.source.line)).toEqual([2, 2, 3, 3, 4, 4, 4, 4, 5]);
    expect(r.machine?.extra?.gomaxprocs).toBe('8');
  });
});

describe('google-benchmark-console fast path', () => {
  const head = 'Run on (2 X 2450 MHz CPU s)\n------\nBenchmark      Time      CPU   Iterations UserCounters...\n------\n';

  it('rows in the usual form and rows for the regexes read alike, counters included', async () => {
    const text =
      head +
      'BM_a 12.0 ns 11.0 ns 1000 bytes_per_second=1.5Gi/s items_per_second=3k/s\n' +
      'BM_a\t1.5 us\t1.25 us\t10 bytes_per_second=2M/s items_per_second=1e3/s\n' +
      'BM_a 12µs 11 µs 7\n' +
      'Calc 1 ms 2 s 3 x=-2.5m\n' +
      'Run on 1 ns 1 ns 1\n';
    const r = await parseText(googleBenchmarkConsole, text);
    expect(rows(measurementsOf(r))).toEqual([
      ['BM_a', '1', 'real_time', 12],
      ['BM_a', '1', 'cpu_time', 11],
      ['BM_a', '1', 'bytes_per_second', 1.5 * 1024 ** 3],
      ['BM_a', '1', 'items_per_second', 3000],
      ['BM_a', '2', 'real_time', 1500],
      ['BM_a', '2', 'cpu_time', 1250],
      ['BM_a', '2', 'bytes_per_second', 2 * 1024 ** 2],
      ['BM_a', '2', 'items_per_second', 1000],
      ['BM_a', '3', 'real_time', 12000],
      ['BM_a', '3', 'cpu_time', 11000],
      ['Calc', '1', 'real_time', 1e6],
      ['Calc', '1', 'cpu_time', 2e9],
      ['Calc', '1', 'x', -2.5 * 1e-3],
      // not a fast row: its second field is no number, and the row regex's lazy name takes two words
      ['Run on', '1', 'real_time', 1],
      ['Run on', '1', 'cpu_time', 1],
    ]);
    expect(measurementsOf(r).map((m) => (m.data.kind === 'per-run' ? m.data.iterations : 0))).toEqual([
      1000, 1000, 1000, 1000, 10, 10, 10, 10, 7, 7, 3, 3, 3, 1, 1,
    ]);
  });

  it('aggregate and error rows are still told apart from results', async () => {
    const r = await parseText(
      googleBenchmarkConsole,
      head + 'BM_b_mean 12 ns 11 ns 3\nBM_b_median 11 ns 11 ns 3\nBM_c ERROR OCCURRED: x\nBM_d 1 ns 1 ns 1\n',
    );
    // The summary of the aggregates-only BM_b is a measurement; BM_d's values are rows of the table, which stand before it.
    expect(rows(r.measurements)).toEqual([['BM_b', '1', 'real_time', 12]]);
    expect(rows(measurementsOf(r))).toEqual([
      ['BM_d', '1', 'real_time', 1],
      ['BM_d', '1', 'cpu_time', 1],
      ['BM_b', '1', 'real_time', 12],
    ]);
    expect(r.warnings.map((w) => w.id)).toEqual([
      'reader.google-benchmark-console.row-dropped',
      'reader.google-benchmark-console.aggregates-only',
    ]);
  });
});

describe('hyperfine', () => {
  it('gives the pointer and run id of every execution from the table, and counts outliers by selection', async () => {
    const times = Array.from({ length: 70_001 }, (_, k) => 0.01 + ((k * 7919) % 1000) * 1e-6);
    times[70_000] = 5;
    const r = await parseText(hyperfine, JSON.stringify({ results: [{ command: 'c', times }] }), 'json');
    const ms = measurementsOf(r);
    const last = ms[70_000];
    expect(r.measurements).toEqual([]);
    expect([last.run, last.source.pointer, ms[65_536].source.pointer, ms[0].source.pointer]).toEqual([
      '70001',
      '/results/0/times/70000',
      '/results/0/times/65536',
      '/results/0/times/0',
    ]);
    expect(r.hazards?.map((h) => h.params.outliers)).toEqual([1]);
  });

  it('takes the mean of the two middle values for an even count', () => {
    // median (0.1 + 0.1) / 2, MAD 0 → ε: only the one value above 0.1 is an outlier.
    expect(hyperfineOutliers([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1000001])).toBe(1);
    // median (5 + 5) / 2 = 5, MAD (2 + 3) / 2 = 2.5: each 1000 is 398 MADs out.
    expect(hyperfineOutliers([1, 2, 3, 1000, 1000, 1000, 5, 5, 5, 5])).toBe(3);
    expect(hyperfineOutliers([4, 3, 2, 1])).toBe(0);
  });

  it('counts outliers by selection as by sorting, past the size where the selection samples first', () => {
    // The rule with a sorted copy: median, MAD (ε when 0), then |z| > 1.4826 · 10 unless the first execution is the slow one.
    const bySorting = (times: number[]): number => {
      const mid = (a: number[]) => (a.length % 2 === 1 ? a[a.length >> 1] : (a[(a.length >> 1) - 1] + a[a.length >> 1]) / 2);
      const median = mid([...times].sort((x, y) => x - y));
      const mad = mid(times.map((t) => Math.abs(t - median)).sort((x, y) => x - y));
      const scale = mad > 0 ? mad : Number.EPSILON;
      if ((times[0] - median) / scale > 1.4826 * 10) return 0;
      return times.filter((t) => Math.abs((t - median) / scale) > 1.4826 * 10).length;
    };
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const n of [601, 602, 1000, 4099, 20_000]) {
      for (const shape of ['spread', 'ties', 'tails']) {
        const times = Array.from({ length: n }, () =>
          shape === 'ties' ? Math.floor(next() * 4) / 100 : 0.01 * Math.exp(next() * (shape === 'tails' ? 6 : 1)),
        );
        times[Math.floor(next() * n)] = 10;
        expect(hyperfineOutliers(times), `${n} ${shape}`).toBe(bySorting(times));
      }
    }
  });
});
