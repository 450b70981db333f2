import { describe, expect, it } from 'vitest';
import { redisBenchmark as reader } from '../../src/formats/redis-benchmark.js';
import type { Histogram, RunData } from '../../src/model/types.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, parseText, select } from '../helpers/reader-kit.js';

const F = 'redis-benchmark';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const hist = (d: RunData): Histogram => {
  if (d.kind !== 'histogram') throw new Error(`expected histogram, got ${d.kind}`);
  return d.histogram;
};

describe('redis-benchmark', () => {
  it('reads the text report: percentile distribution → histogram, latency summary → min/max/mean, throughput', async () => {
    const text = fixtureText(F, 'redis-benchmark-text.txt');
    const r = await parse('redis-benchmark-text.txt');
    expect(r.loadModel).toBe('closed-loop');
    expect(r.measurements.map((m) => `${m.benchmark}|${m.unit}`)).toEqual([
      'SET|ns',
      'SET|ops/s',
      'GET|ns',
      'GET|ops/s',
      'LPUSH|ns',
      'LPUSH|ops/s',
    ]);
    // The test's own reading of SET's "Latency by percentile distribution" and "Cumulative
    // distribution of latencies" blocks: both are points (latency, requests at most that latency) of
    // one cumulative distribution, merged by latency into finer buckets.
    const [pct, cdf] = text.split('====== SET ======')[1].split('====== GET ======')[0].split('Cumulative distribution of latencies:');
    const points = (block: string) =>
      [...block.matchAll(/<= ([\d.]+) milliseconds \(cumulative count (\d+)\)/g)].map((m) => [
        Math.round(Number(m[1]) * 1e6),
        Number(m[2]),
      ]);
    const rows = [...points(pct), ...points(cdf)].sort((a, b) => a[0] - b[0] || a[1] - b[1]).filter(([, c]) => c <= 20000);
    const values: number[] = [];
    const counts: number[] = [];
    let prev = 0;
    for (const [v, c] of rows) {
      if (c > prev) {
        values.push(v);
        counts.push(c - prev);
      }
      prev = c;
    }
    const h = hist(select(r, 'SET')[0].data);
    expect(Array.from(h.values)).toEqual(values);
    expect(Array.from(h.counts)).toEqual(counts);
    expect(h).toMatchObject({ total: 20000, min: 80000, max: 2927000, mean: 228000 });
    expect(h.values[0]).toBe(87000);
    expect(h.counts[0]).toBe(2);
    expect(select(r, 'SET', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 46948.36 });
    // "20 parallel clients" is every test's load.
    expect(new Set(r.measurements.map((m) => JSON.stringify(m.load)))).toEqual(new Set([JSON.stringify({ param: 'clients', value: 20 })]));
    expect(r.warnings).toEqual([]);
  });

  it('reads --csv as percentiles (p50/p95/p99 with avg/min/max) and rps per test', async () => {
    const r = await parse('redis-benchmark.csv');
    const names = [...new Set(r.measurements.map((m) => m.benchmark))];
    expect(names).toEqual(['SET', 'GET', 'INCR', 'LPUSH', 'LPUSH (needed to benchmark LRANGE)', 'LRANGE_100 (first 100 elements)']);
    expect(select(r, 'INCR')[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: 151000 },
        { p: 0.95, value: 303000 },
        { p: 0.99, value: 2799000 },
      ],
      min: 40000,
      max: 7559000,
      mean: 212000,
      printResolution: 1000,
    });
    expect(select(r, 'INCR', 'ops/s')[0]).toMatchObject({
      lowerIsBetter: false,
      data: { kind: 'per-run', value: 29498.53 },
      source: { line: 4 },
    });
    expect(r.measurements.every((m) => m.load === undefined)).toBe(true);
  });

  it('reads -q output (\\r progress lines) as p50 and rps', async () => {
    const r = await parse('redis-benchmark-q.txt');
    expect(r.measurements.map((m) => `${m.benchmark}|${m.unit}`)).toEqual([
      'PING_INLINE|ns',
      'PING_INLINE|ops/s',
      'PING_MBULK|ns',
      'PING_MBULK|ops/s',
      'SET|ns',
      'SET|ops/s',
    ]);
    expect(select(r, 'SET')[0].data).toEqual({ kind: 'percentiles', points: [{ p: 0.5, value: 1095000 }], printResolution: 1000 });
    expect(select(r, 'SET', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 400000 });
  });

  it('reads the pre-6.2 text layout (whole-ms cumulative percentages) as percentiles', async () => {
    const r = await parseText(
      reader,
      '====== SET ======\n  100000 requests completed in 1.23 seconds\n  50 parallel clients\n\n99.31% <= 1 milliseconds\n100.00% <= 2 milliseconds\n81234.77 requests per second\n\n',
    );
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.9931, value: 1e6 },
        { p: 1, value: 2e6 },
      ],
      count: 100000,
      printResolution: 1e6,
    });
    // `--precision 2` (redis-benchmark 6.0) prints two decimals: the step is 0.01 ms.
    const precise = await parseText(
      reader,
      '====== SET ======\n  100000 requests completed in 1.23 seconds\n\n99.31% <= 0.25 milliseconds\n100.00% <= 2.00 milliseconds\n81234.77 requests per second\n\n',
    );
    expect(precise.measurements[0].data).toMatchObject({ kind: 'percentiles', printResolution: 1e4 });
    expect(r.measurements[1].data).toEqual({ kind: 'per-run', value: 81234.77 });
    expect(r.measurements.map((m) => m.load)).toEqual([
      { param: 'clients', value: 50 },
      { param: 'clients', value: 50 },
    ]);
    expect(precise.measurements[0].load).toBeUndefined();
  });

  it('rejects malformed output naming the line', async () => {
    const text = fixtureText(F, 'redis-benchmark-text.txt');
    const set = text.slice(0, text.indexOf('throughput summary'));
    await expectInputError(
      reader,
      set,
      /SET: no "requests per second" line; expected a complete redis-benchmark test report \(truncated\?\)/,
    );
    await expectInputError(
      reader,
      text.replace('(cumulative count 10838)', '(cumulative count 1)'),
      /:\d+: the cumulative count decreases/,
    );
    await expectInputError(reader, '"test","rps","avg_latency_ms"\n"SET","fast","0.1"\n', /:2: "fast" in column rps is not a number/);
    await expectInputError(reader, '"test","rps"\n"SET"\n', /:2: found 1 fields; expected 2/);
    await expectInputError(reader, 'hello\n', /no test results/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['redis-benchmark-text.txt', 'redis-benchmark.csv', 'redis-benchmark-q.txt'])
      await expectDetected(F, fixture(F, name));
    await fuzzReader(
      reader,
      [
        fixtureText(F, 'redis-benchmark-text.txt').slice(0, 4000),
        fixtureText(F, 'redis-benchmark.csv'),
        fixtureText(F, 'redis-benchmark-q.txt'),
      ],
      150,
    );
  });

  it('names its measures latency and rps', async () => {
    const r = await parse('redis-benchmark-q.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['PING_INLINE', 'latency', 'ns'],
      ['PING_INLINE', 'rps', 'ops/s'],
      ['PING_MBULK', 'latency', 'ns'],
      ['PING_MBULK', 'rps', 'ops/s'],
      ['SET', 'latency', 'ns'],
      ['SET', 'rps', 'ops/s'],
    ]);
  });
});
