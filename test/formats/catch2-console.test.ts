import { describe, expect, it } from 'vitest';
import { catch2Console as reader } from '../../src/formats/catch2-console.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, warning } from '../helpers/reader-kit.js';

const F = 'catch2-console';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const FIXTURES = [
  'gab-catch2-est-run-time-header.txt',
  'bencher-issue351-wrapped-names.txt',
  'gab-issue16-crlf-zero-ns.txt',
  'catch2-2.13.10-sections-wrapped-failed.txt',
  'catch2-2.13.10-no-analysis.txt',
];

describe('catch2-console', () => {
  it('reads 3-line rows with mixed units as summaries (mean, sd, n = samples)', async () => {
    const r = await parse('gab-catch2-est-run-time-header.txt');
    expect(r.measurements.map((m) => m.benchmark)).toEqual([
      'Fibonacci / Fibonacci 10',
      'Fibonacci / Fibonacci 20',
      'More Fibonacci / Fibonacci~ 5!',
      'More Fibonacci / Fibonacci-15_bench',
    ]);
    expect(r.measurements.map((m) => m.data)).toEqual([
      { kind: 'summary', mean: 344, sd: 19, n: 100 },
      { kind: 'summary', mean: 41.731 * 1e3, sd: 3.256 * 1e3, n: 100 },
      { kind: 'summary', mean: 36, sd: 4, n: 100 },
      { kind: 'summary', mean: 3.789 * 1e3, sd: 362, n: 100 },
    ]);
    expect(r.measurements.every((m) => m.unit === 'ns' && m.lowerIsBetter && m.run === '1')).toBe(true);
    expect(r.measurements[0].source.line).toBe(16);
  });

  it('joins wrapped names (before the samples line, or continued on the mean line) and keeps test cases apart', async () => {
    const gen = await parse('catch2-2.13.10-sections-wrapped-failed.txt');
    expect(gen.measurements.map((m) => m.benchmark)).toEqual([
      'Fibonacci / Fibonacci 10',
      'Fibonacci / Fibonacci 20',
      'Fibonacci / Fibonacci 25 with a rather long benchmark name that wraps',
      'Containers / vector / push_back 1000',
      'Containers / string / append 1000',
      'Containers / string / Fibonacci 10',
    ]);
    expect(gen.measurements[2].data).toEqual({ kind: 'summary', mean: 96.4307 * 1e3, sd: 18.1333 * 1e3, n: 30 });
    expect(gen.warnings).toEqual([warning('reader.benchmark-failed', { line: 76, benchmark: 'Broken / throws', reason: 'boom' })]);
    const bencher = await parse('bencher-issue351-wrapped-names.txt');
    const names = bencher.measurements.map((m) => m.benchmark);
    expect(names).toContain('Even More Fibonacci / With a long name / Fibonacci 10 with a long name');
    expect(names.filter((n) => n.endsWith('/ Fibonacci 20'))).toEqual([
      'Unit_assignment / Construction / Fibonacci 20',
      'Even More Fibonacci / With a long name / Fibonacci 20',
    ]);
  });

  it('tolerates CRLF and keeps 0 ns means with a warning', async () => {
    expect(fixtureText(F, 'gab-issue16-crlf-zero-ns.txt')).toContain('\r\n');
    const r = await parse('gab-issue16-crlf-zero-ns.txt');
    expect(r.measurements.map((m) => m.data)).toEqual([
      { kind: 'summary', mean: 0, sd: 0, n: 100 },
      { kind: 'summary', mean: 1, sd: 0, n: 100 },
    ]);
    expect(r.warnings).toEqual([
      warning('reader.catch2-console.zero-mean', { line: 16, benchmark: 'Fibonacci / Fibonacci 10' }),
      warning('reader.zero-time', { line: 16, benchmark: 'Fibonacci / Fibonacci 10', zeros: 1 }),
    ]);
  });

  it('reads --benchmark-no-analysis tables (one line per benchmark, mean only)', async () => {
    const r = await parse('catch2-2.13.10-no-analysis.txt');
    expect(r.measurements).toHaveLength(6);
    expect(r.measurements[1]).toMatchObject({
      benchmark: 'Fibonacci / Fibonacci 20',
      data: { kind: 'summary', mean: 11.1432 * 1e3, n: 30 },
    });
    expect(r.measurements[2].benchmark).toBe('Fibonacci / Fibonacci 25 with a rather long benchmark name that wraps');
  });

  it('detects its fixtures', async () => {
    for (const name of FIXTURES) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the line', async () => {
    const good = fixtureText(F, 'gab-catch2-est-run-time-header.txt');
    const cut = good.split('\n').slice(0, 17).join('\n');
    await expectInputError(reader, cut, /:17: benchmark "Fibonacci 10" is incomplete \(truncated file\?\)/);
    await expectInputError(reader, '', /no benchmark rows/);
    await expectInputError(
      reader,
      good.replace('344 ns', 'fast'),
      /:17: expected three durations \(mean, low mean, high mean\) for "Fibonacci 10"/,
    );
    await expectInputError(
      reader,
      'benchmark name     samples   iterations    estimated\nFoo    1    2    3 ns\n',
      /:1: table header without its dashed rule/,
    );
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [
      fixtureText(F, 'gab-issue16-crlf-zero-ns.txt'),
      fixtureText(F, 'bencher-issue351-wrapped-names.txt'),
      fixtureText(F, 'catch2-2.13.10-no-analysis.txt'),
    ]);
  });
});
