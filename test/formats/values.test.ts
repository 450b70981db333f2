/**
 * Values are checked after unit scaling, for every reader: 1e300 s is finite as printed but
 * Infinity in ns; durations are not negative; counts are whole numbers up to 2^53 − 1; a zero
 * duration is kept with one warning per input (not one printed in a tool's fixed steps). Each error names the file and line or JSON path.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { message } from '../../src/model/message.js';
import { readResults } from '../../src/read/read.js';
import { validateMeasurement } from '../../src/read/validate.js';
import type { Measurement } from '../../src/model/types.js';
import { cli } from '../helpers/cli.js';
import { fixtureText, tempFile, measurementsOf } from '../helpers/reader-kit.js';

const GO_HEAD = 'goos: linux\npkg: example.com/x\n';

async function inputError(path: string, format?: string): Promise<string> {
  const err = await readResults(path, format).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return (err as InputError).message;
}

describe('values after unit scaling', () => {
  it('1e300 s overflows to Infinity ns: an error at the line, not NaN in the statistics', async () => {
    const p = tempFile(`${GO_HEAD}BenchmarkHuge-8   \t 1000\t 1e300 s/op\n`);
    expect(await inputError(p)).toBe(
      `${p}:3: benchmark "example.com/x.BenchmarkHuge": the value is Infinity after conversion to ns (is the number or its unit wrong?); expected a finite number`,
    );
  });

  it('names the JSON path for JSON inputs', async () => {
    const p = tempFile('[{"name":"lat","unit":"s","value":1e300}]', 'json');
    expect(await inputError(p, 'custom-json')).toBe(
      `${p} at /0: benchmark "lat": the value is Infinity after conversion to ns (is the number or its unit wrong?); expected a finite number`,
    );
  });

  it('per-execution runs: hyperfine times in seconds', async () => {
    const doc = JSON.parse(fixtureText('hyperfine', 'gen-two-sleeps.json')) as { results: Array<{ times: number[] }> };
    doc.results[0].times[2] = 1e300;
    const p = tempFile(JSON.stringify(doc), 'json');
    expect(await inputError(p)).toBe(
      `${p} at /results/0/times/2: benchmark "sleep 0.01": the value is Infinity after conversion to ns (is the number or its unit wrong?); expected a finite number`,
    );
  });

  it('rejects a negative duration', async () => {
    const p = tempFile(`${GO_HEAD}BenchmarkNeg-8   \t 1000\t -5 ns/op\n`);
    expect(await inputError(p)).toBe(`${p}:3: benchmark "example.com/x.BenchmarkNeg": the value is -5; expected a duration of 0 or more`);
    const q = tempFile('[{"name":"lat","unit":"ms","value":-0.25}]', 'json');
    expect(await inputError(q, 'custom-json')).toBe(`${q} at /0: benchmark "lat": the value is -250000; expected a duration of 0 or more`);
  });

  it('keeps zero durations with one warning per input, naming the first', async () => {
    const p = tempFile(`${GO_HEAD}BenchmarkZ-8 1000 0 ns/op\nBenchmarkY-8 1000 0 ns/op\nBenchmarkW-8 1000 5 ns/op\n`);
    const r = await readResults(p);
    expect(measurementsOf(r)).toHaveLength(3);
    // Worded in render/messages/readers.ts (pinned in reader-messages.test.ts).
    expect(r.warnings).toEqual([message('reader.zero-time', { file: p, line: 3, benchmark: 'example.com/x.BenchmarkZ', zeros: 2 })]);
  });

  it("a 0 printed in a tool's fixed steps is a value below one step, not a zero time", () => {
    const m = (printResolution?: number): Measurement => ({
      benchmark: 'GET /',
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: {
        kind: 'percentiles',
        points: [
          { p: 0.5, value: 0 },
          { p: 0.99, value: 3e6 },
        ],
        min: 0,
        ...(printResolution ? { printResolution } : {}),
      },
      source: { file: 'a.json' },
    });
    // autocannon's whole milliseconds: 0 ms is below 1 ms (compare/ counts it as lying in [0, 1 ms]).
    expect(validateMeasurement(m(1e6))).toBe(0);
    expect(validateMeasurement(m())).toBe(2);
  });

  it('negative values are fine for units that are not durations', async () => {
    const p = tempFile('[{"name":"score","unit":"points","value":-3}]', 'json');
    expect(measurementsOf(await readResults(p, 'custom-json'))[0].data).toEqual({ kind: 'per-run', value: -3 });
  });
});

describe('histogram counts', () => {
  const redis = fixtureText('redis-benchmark', 'redis-benchmark-text.txt');
  /** The first percentile block's cumulative counts times `factor`. */
  const scaled = (factor: number): string => {
    const at = redis.indexOf('Cumulative distribution of latencies:');
    return (
      redis.slice(0, at).replace(/cumulative count (\d+)/g, (_, n: string) => `cumulative count ${BigInt(n) * BigInt(factor)}`) +
      redis.slice(at)
    );
  };

  it('rejects counts beyond 2^53 (the statistics could not count them exactly)', async () => {
    const p = tempFile(scaled(1e12));
    expect(await inputError(p)).toBe(
      `${p}:6: benchmark "SET": the count of bucket 2 is 10836000000000000; expected a whole number from 0 to 9007199254740991`,
    );
  });

  it('accepts counts up to 2^53', async () => {
    const r = await readResults(tempFile(scaled(4e11)));
    const d = measurementsOf(r)[0].data;
    expect(d.kind === 'histogram' && d.histogram.total).toBe(8e15);
  });

  it('rejects fractional and negative counts and percentile levels outside [0, 1]', () => {
    const m = (data: Measurement['data']): Measurement => ({
      benchmark: 'b',
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data,
      source: { file: 'f.json', pointer: '/x' },
    });
    const hist = (counts: number[]): Measurement =>
      m({
        kind: 'histogram',
        histogram: {
          values: Float64Array.from(counts.map((_, i) => i + 1)),
          counts: Float64Array.from(counts),
          total: counts.reduce((a, b) => a + b, 0),
          min: 1,
          max: counts.length,
        },
      });
    expect(() => validateMeasurement(hist([1, 2.5]))).toThrow(
      'f.json at /x: benchmark "b": the count of bucket 2 is 2.5; expected a whole number from 0 to 9007199254740991',
    );
    expect(() => validateMeasurement(hist([3, -1]))).toThrow('the count of bucket 2 is -1; expected a whole number');
    expect(() => validateMeasurement(m({ kind: 'percentiles', points: [{ p: 1.5, value: 3 }] }))).toThrow(
      'f.json at /x: benchmark "b": percentile level 150% is outside 0..100%; expected a percentile such as p99',
    );
    expect(() => validateMeasurement(m({ kind: 'summary', mean: 3, sd: -1 }))).toThrow(
      'the standard deviation is -1; expected a finite number of 0 or more',
    );
    expect(() => validateMeasurement(m({ kind: 'summary', mean: NaN }))).toThrow('the mean is NaN; expected a finite number');
    expect(validateMeasurement(m({ kind: 'per-op', values: Float64Array.of(0, 1, 0) }))).toBe(2);
  });
});

describe('through the CLI', () => {
  it('1e300 in one run is exit 2 with the file and line, not an internal error', async () => {
    const base = [1, 2, 3, 4, 5].map((i) => tempFile(`${GO_HEAD}BenchmarkX-8 1000 ${100 + i} ns/op\n`));
    const head = [1, 2, 3, 4].map((i) => tempFile(`${GO_HEAD}BenchmarkX-8 1000 ${100 + i} ns/op\n`));
    const bad = tempFile(`${GO_HEAD}BenchmarkX-8 1000 1e300 s/op\n`);
    const r = await cli(['compare', '--base', ...base, '--head', ...head, bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `bench-review: ${bad}:3: benchmark "example.com/x.BenchmarkX": the value is Infinity after conversion to ns (is the number or its unit wrong?); expected a finite number\n`,
    );
  });
});
