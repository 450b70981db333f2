import { describe, expect, it } from 'vitest';
import { benchmarkJsConsole as reader, benchmarkJsCritical } from '../../src/formats/benchmarkjs-console.js';
import { close, expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, warning } from '../helpers/reader-kit.js';

const F = 'benchmarkjs-console';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const FIXTURES = [
  'gab-benchmarkjs.txt',
  'bencher-four-noise-lines.txt',
  'bencher-issue506-one-decimal-rme.txt',
  'benchmark-2.1.4-real-error.txt',
];

describe('benchmarkjs-console', () => {
  it('reads ops/sec lines as higher-is-better summaries with n = runs sampled and sd from rme', async () => {
    const r = await parse('gab-benchmarkjs.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.lowerIsBetter, m.source.line])).toEqual([
      ['fib(10)', 'ops/s', false, 1],
      ['fib(20)', 'ops/s', false, 2],
      ['createObjectBuffer with 200 comments', 'ops/s', false, 6],
    ]);
    const d = r.measurements[0].data;
    if (d.kind !== 'summary') throw new Error('expected summary');
    expect(d.mean).toBe(1431759);
    expect(d.n).toBe(93);
    // rme = t * sd / sqrt(n) / mean  (Benchmark.js; t = 1.96 for df > 30)
    close(d.sd!, (1431759 * 0.0074 * Math.sqrt(93)) / 1.96);
    expect(r.measurements[2].data).toMatchObject({ mean: 81.61, n: 69 });
  });

  it('anchors on the last " x <n> ops/sec" (names with " x "), reads one-decimal rme and small-sample t values', async () => {
    const four = await parse('bencher-four-noise-lines.txt');
    expect(four.measurements.map((m) => m.benchmark)).toEqual([
      'fib(10)',
      'fib(20)',
      'benchmark with x 2 many things',
      'createObjectBuffer with 200 comments',
    ]);
    const r = await parse('bencher-issue506-one-decimal-rme.txt');
    expect(r.measurements).toHaveLength(6);
    const d = r.measurements[2].data; // sha512 wasm from string utf8 x 15.20 ops/sec ±8.8% (7 runs sampled)
    if (d.kind !== 'summary') throw new Error('expected summary');
    expect(benchmarkJsCritical(7)).toBe(2.447);
    close(d.sd!, (15.2 * 0.088 * Math.sqrt(7)) / 2.447);
  });

  it('warns about error lines of a real Benchmark.js 2.1.4 run', async () => {
    const r = await parse('benchmark-2.1.4-real-error.txt');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['fib(10)', 'fib(20)', 'RegExp#test x 2 (name with x)', 'slow sleep-ish']);
    expect(r.measurements[0].data).toMatchObject({ mean: 2024463, n: 79 });
    expect(r.warnings).toEqual([warning('reader.benchmarkjs-console.failed', { line: 5, text: 'throws:' })]);
  });

  it('detects its fixtures', async () => {
    for (const name of FIXTURES) await expectDetected(F, fixture(F, name));
  });

  it('rejects input without result lines', async () => {
    await expectInputError(reader, '', /no result lines/);
    await expectInputError(reader, 'Running suite\nFastest is nothing\n', /no result lines; expected "<name> x 1,234 ops\/sec/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(
      reader,
      FIXTURES.map((n) => fixtureText(F, n)),
    );
  });
});
