import { describe, expect, it } from 'vitest';
import { criterionConsole as reader } from '../../src/formats/criterion-console.js';
import type { Measurement } from '../../src/model/types.js';
import {
  close,
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'criterion-console';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const summary = (m: Measurement) => {
  if (m.data.kind !== 'summary') throw new Error('expected summary');
  return m.data;
};

describe('criterion-console', () => {
  it('reads "time: [lo est hi]" as a summary with mean = median = est in ns (ps, µs units)', async () => {
    const text = fixtureText(F, 'bencher-many.txt');
    const r = await parse('bencher-many.txt');
    const names = [...text.matchAll(/^(.+?)\s+time:/gm)].map((m) => m[1]);
    expect(names).toContain('benchmark: name with spaces');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(names);
    const file = select(r, 'file')[0];
    expect(summary(file)).toEqual({ kind: 'summary', mean: 323.9 * 1e-3, median: 323.9 * 1e-3, n: 100 });
    expect(file.source.line).toBe(text.split('\n').findIndex((l) => l.startsWith('file ')) + 1);
    close(summary(select(r, 'tracing_file')[0]).mean, 18.019e3);
  });

  it('warns about a panic and keeps the results before it', async () => {
    const r = await parse('bencher-failed-panic.txt');
    expect(r.measurements.length).toBeGreaterThan(0);
    close(summary(select(r, 'tracing_file')[0]).mean, 60.753e3);
    expect(r.warnings).toEqual([
      warning('reader.criterion-console.run-failed', {
        line: 60,
        text: "thread 'main' panicked at 'explicit panic', trace4rs/benches/trace4rs_bench.rs:42:5",
      }),
      warning('reader.criterion-console.run-failed', { line: 62, text: 'error: bench failed' }),
    ]);
  });

  it('reads a fresh 0.3.6 run: thrpt lines as B/s summaries, change blocks ignored', async () => {
    const r = await parse('gen-console-0.3.6-change-thrpt.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.measure])).toEqual([
      ['fib 15', 'ns', undefined],
      ['sum/64', 'ns', undefined],
      ['sum/64', 'B/s', 'throughput'],
      ['sum/1024', 'ns', undefined],
      ['sum/1024', 'B/s', 'throughput'],
    ]);
    close(summary(select(r, 'fib 15')[0]).mean, 1544.8);
    const bps = select(r, 'sum/64', 'B/s')[0];
    close(summary(bps).mean, 6.7763 * 1024 ** 3);
    expect(bps.lowerIsBetter).toBe(false);
    expect(summary(bps).n).toBe(20);
  });

  it('reads bencher output (names with spaces, thousands separators)', async () => {
    const r = await parse('gab-bencher-output-format.txt');
    expect(r.measurements.map((m) => [m.benchmark, summary(m).mean])).toEqual([
      ['Create Realm', 329],
      ['Symbols (Execution)', 3268],
      ['For loop (Execution)', 12314],
      ['Fibonacci (Execution)', 1672496],
    ]);
    const g = await parse('gen-bencher-0.3.6.txt');
    expect(summary(select(g, 'fib 15')[0]).median).toBe(1473);
    const t = await parseText(reader, 'test big ... bench:   1,234,567 ns/iter (+/- 10,166)\r\n');
    expect(summary(t.measurements[0]).mean).toBe(1234567);
  });

  it('takes the name from the previous line when a long id wraps', async () => {
    const r = await parseText(
      reader,
      'Benchmarking a very long group/with a long function name: Analyzing\na very long group/with a long function name\n                        time:   [1.0000 ms 1.5000 ms 2.0000 ms]\n',
    );
    expect(r.measurements[0].benchmark).toBe('a very long group/with a long function name');
    expect(summary(r.measurements[0]).mean).toBe(1.5e6);
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'bencher-many.txt',
      'bencher-failed-panic.txt',
      'gab-bencher-output-format.txt',
      'gen-bencher-0.3.6.txt',
      'gen-console-0.3.6-change-thrpt.txt',
    ])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects input without results and bad units, naming the line', async () => {
    await expectInputError(reader, '', /no results found/);
    await expectInputError(reader, 'Benchmarking x: Warming up\n', /no results found/);
    await expectInputError(reader, 'x   time:   [1.0 fortnights 2.0 fortnights 3.0 fortnights]\n', /:1: unknown time unit "fortnights"/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'bencher-many.txt'), fixtureText(F, 'gab-bencher-output-format.txt')]);
  });
});
