/**
 * buildSuite's grouping by (name, unit, measure) and its display names: a tool name with several
 * measures reads `name (measure)`, a unique one stays plain, and every display name in a suite is
 * unique even when a suffixed name meets a tool name that already reads that way.
 */
import { describe, expect, it } from 'vitest';
import { goBench } from '../../src/formats/go-bench.js';
import { googleBenchmarkJson } from '../../src/formats/google-benchmark-json.js';
import { buildSuite } from '../../src/model/build.js';
import type { Measurement, ParseResult, Suite } from '../../src/model/types.js';
import { fixture, parsePath, parseText } from '../helpers/reader-kit.js';

function m(benchmark: string, unit: string, measure: string | undefined, value: number, run = '1'): Measurement {
  return { benchmark, unit, measure, lowerIsBetter: true, run, data: { kind: 'per-run', value }, source: { file: 'x.txt', line: 1 } };
}

const result = (measurements: Measurement[]): ParseResult => ({ format: 'test', measurements, warnings: [] });
const both = (r: ParseResult): Suite => buildSuite({ base: [r], head: [r] });
const rows = (s: Suite): Array<[string, string, string, string]> => s.benchmarks.map((b) => [b.name, b.toolName, b.measure, b.unit]);

describe('buildSuite display names', () => {
  it('gives a Go benchmark with ns/op, B/op and allocs/op three display names; a single-measure one stays plain', async () => {
    const r = await parseText(
      goBench,
      'BenchmarkX-8 100 12 ns/op 8 B/op 1 allocs/op\nBenchmarkX-8 100 13 ns/op 8 B/op 1 allocs/op\nBenchmarkY-8 100 5 ns/op\n',
    );
    const s = both(r);
    expect(rows(s)).toEqual([
      ['BenchmarkX (ns/op)', 'BenchmarkX', 'ns/op', 'ns'],
      ['BenchmarkX (B/op)', 'BenchmarkX', 'B/op', 'B'],
      ['BenchmarkX (allocs/op)', 'BenchmarkX', 'allocs/op', 'allocs'],
      ['BenchmarkY', 'BenchmarkY', 'ns/op', 'ns'],
    ]);
    // the -8 suffix is dropped by the reader and stays dropped; runs of both sides land in one benchmark
    expect(s.benchmarks[0].runs.base.map((x) => x.id)).toEqual(['base:0:1', 'base:0:2']);
    expect(s.benchmarks[0].runs.head.map((x) => x.id)).toEqual(['head:0:1', 'head:0:2']);
  });

  it('gives a real Go -benchmem file one unique display name per (benchmark, measure)', async () => {
    const s = both(await parsePath(goBench, fixture('go-bench', 'gen-multi-pkg-benchmem.txt')));
    const names = s.benchmarks.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith('example.com/gen/alpha.BenchmarkJoin '))).toEqual([
      'example.com/gen/alpha.BenchmarkJoin (ns/op)',
      'example.com/gen/alpha.BenchmarkJoin (MB/s)',
      'example.com/gen/alpha.BenchmarkJoin (B/op)',
      'example.com/gen/alpha.BenchmarkJoin (allocs/op)',
    ]);
  });

  it('names Google Benchmark real_time and cpu_time by measure under one tool name', async () => {
    const s = both(await parsePath(googleBenchmarkJson, fixture('google-benchmark-json', 'gab-basic-no-repetitions.json')));
    expect(rows(s)).toEqual([
      ['fib_10 (real_time)', 'fib_10', 'real_time', 'ns'],
      ['fib_10 (cpu_time)', 'fib_10', 'cpu_time', 'ns'],
      ['fib_20 (real_time)', 'fib_20', 'real_time', 'ns'],
      ['fib_20 (cpu_time)', 'fib_20', 'cpu_time', 'ns'],
    ]);
  });

  it('keeps a name that is unique in the suite plain, with the measure derived from the unit', () => {
    const s = buildSuite({
      base: [result([m('a', 'ns', undefined, 1), m('b', 'ops/s', undefined, 2)])],
      head: [result([m('a', 'ns', undefined, 1), m('c', 'B', 'memory', 3)])],
    });
    expect(rows(s)).toEqual([
      ['a', 'a', 'time', 'ns'],
      ['b', 'b', 'ops/s', 'ops/s'],
      ['c', 'c', 'memory', 'B'],
    ]);
  });

  it('adds the measure when one name has a time and a throughput from the unit alone', () => {
    const s = both(result([m('GET /', 'ns', undefined, 1), m('GET /', 'ops/s', undefined, 2)]));
    expect(rows(s).map((r) => r[0])).toEqual(['GET / (time)', 'GET / (ops/s)']);
  });

  it('adds the unit when one name has one measure in several units', () => {
    const s = both(result([m('y', 'B', 'memory', 1), m('y', 'pages', 'memory', 2), m('y', 'ns', undefined, 3)]));
    expect(rows(s).map((r) => r[0])).toEqual(['y (memory, B)', 'y (memory, pages)', 'y (time)']);
  });

  it('keeps display names unique when a suffixed name meets a tool name that already reads that way', () => {
    const s = both(
      result([
        m('X', 'ns', 'cpu_time', 1),
        m('X', 'ns', 'real_time', 2),
        m('X (cpu_time)', 'ns', undefined, 3),
        m('X (cpu_time) #2', 'ns', undefined, 4),
      ]),
    );
    expect(rows(s).map((r) => r[0])).toEqual(['X (cpu_time)', 'X (real_time)', 'X (cpu_time) #2', 'X (cpu_time) #2 #2']);
    expect(s.benchmarks.map((b) => b.toolName)).toEqual(['X', 'X', 'X (cpu_time)', 'X (cpu_time) #2']);
  });

  it('keeps two measures of one name and unit apart as two benchmarks', () => {
    const s = both(result([m('X', 'ns', 'cpu_time', 1), m('X', 'ns', 'real_time', 2), m('X', 'ns', 'cpu_time', 5, '2')]));
    expect(s.benchmarks.map((b) => [b.name, b.runs.base.length])).toEqual([
      ['X (cpu_time)', 2],
      ['X (real_time)', 1],
    ]);
  });
});
