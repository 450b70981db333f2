import { describe, expect, it } from 'vitest';
import { cassandraStress as reader } from '../../src/formats/cassandra-stress.js';
import {
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

const F = 'cassandra-stress';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('cassandra-stress', () => {
  it('reads the 4.x Results block (thousands separators, units) as percentiles in ns plus the op rate', async () => {
    const r = await parse('pkb-results-block-write.txt');
    expect(r.loadModel).toBe('closed-loop');
    const [lat] = select(r, 'WRITE');
    expect(lat).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { line: 1 } });
    expect(lat.data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: 0.4e6 },
        { p: 0.95, value: 0.6e6 },
        { p: 0.99, value: 0.9e6 },
        { p: 0.999, value: 68.4e6 },
      ],
      count: undefined,
      mean: 0.6e6,
      max: 258.7e6,
      // `%6.1f ms`: the step is 0.1 ms.
      printResolution: 1e5,
    });
    // The op rate is the run's throughput (one per-run value), not a "mean ± sd" summary.
    expect(select(r, 'WRITE', 'ops/s')[0]).toMatchObject({ lowerIsBetter: false, data: { kind: 'per-run', value: 255886 } });
    expect(lat.load).toBeUndefined();
    expect(r.warnings).toEqual([]);
  });

  it('splits a mixed workload per op type and takes each count from the last interval row', async () => {
    const text = fixtureText(F, 'hand-4x-mixed-intervals.txt');
    const r = await parse('hand-4x-mixed-intervals.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit])).toEqual([
      ['READ', 'ns'],
      ['READ', 'ops/s'],
      ['WRITE', 'ns'],
      ['WRITE', 'ops/s'],
    ]);
    const lastRow = (op: string): number =>
      Number([...text.matchAll(new RegExp(`^${op},\\s+([\\d,]+),`, 'gm'))].pop()![1].replace(/,/g, ''));
    expect(r.measurements[0].data).toMatchObject({
      kind: 'percentiles',
      count: lastRow('READ'),
      mean: 2.2e6,
      max: 61e6,
      points: [
        { p: 0.5, value: 1.9e6 },
        { p: 0.95, value: 4.4e6 },
        { p: 0.99, value: 7.3e6 },
        { p: 0.999, value: 45.1e6 },
      ],
    });
    expect(r.measurements[2].data).toMatchObject({ count: lastRow('WRITE'), max: 60.6e6 });
    expect(r.measurements[1].data).toEqual({ kind: 'per-run', value: 7318, iterations: lastRow('READ') });
    expect(r.measurements.map((m) => m.load)).toEqual(Array(4).fill({ param: 'threads', value: 32 }));
    expect(r.warnings).toEqual([
      warning('reader.cassandra-stress.errors', { file: fixture(F, 'hand-4x-mixed-intervals.txt'), line: 47, errors: 2 }),
    ]);
  });

  it('reads the 3.x lower-case layout; auto-scaled thread counts are load points (threads), never pooled', async () => {
    const r = await parse('hand-3x-autoscale-two-blocks.txt');
    // The thread count is the load (model/build.ts keeps load points apart), so the name stays the op's.
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.data.kind, m.load?.value])).toEqual([
      ['WRITE', 'ns', 'percentiles', 4],
      ['WRITE', 'ops/s', 'per-run', 4],
      ['WRITE', 'ns', 'percentiles', 8],
      ['WRITE', 'ops/s', 'per-run', 8],
    ]);
    expect(r.measurements[2]).toMatchObject({ load: { param: 'threads', value: 8 } });
    expect(r.measurements[2].data).toMatchObject({
      count: 17236,
      mean: 0.9e6,
      points: [
        { p: 0.5, value: 0.8e6 },
        { p: 0.95, value: 1.6e6 },
        { p: 0.99, value: 2.5e6 },
        { p: 0.999, value: 5e6 },
      ],
    });
    expect(r.measurements[3].data).toEqual({ kind: 'per-run', value: 8833, iterations: 17236 });
  });

  it('names blocks without a thread count by their position', async () => {
    const text = fixtureText(F, 'hand-3x-autoscale-two-blocks.txt').replace(/^Running .*\n/gm, '');
    const r = await parseText(reader, text);
    expect(r.measurements.map((m) => [m.benchmark, m.load ?? null])).toEqual([
      ['WRITE (block 1)', null],
      ['WRITE (block 1)', null],
      ['WRITE (block 2)', null],
      ['WRITE (block 2)', null],
    ]);
  });

  it('leaves the load model unknown for a fixed rate', async () => {
    const r = await parseText(reader, fixtureText(F, 'hand-4x-mixed-intervals.txt').replace('OpsPer Sec: 0', 'OpsPer Sec: 5000'));
    expect(r.loadModel).toBeUndefined();
  });

  it('rejects output without a complete Results block, naming the line', async () => {
    const text = fixtureText(F, 'hand-4x-mixed-intervals.txt');
    await expectInputError(
      reader,
      text.slice(0, text.indexOf('Results:')),
      /no "Results:" block; expected the summary cassandra-stress prints at the end \(truncated run\?\)/,
    );
    await expectInputError(
      reader,
      text.slice(0, text.indexOf('Results:') + 9),
      /:\d+: a "Results:" line with no "Op rate"\/"Latency …" lines after it/,
    );
    const r = await parseText(
      reader,
      text.replace(
        'Latency median            :    1.9 ms [READ: 1.9 ms, WRITE: 1.8 ms]',
        'Latency median            :    n/a ms [READ: n/a ms, WRITE: 1.8 ms]',
      ),
    );
    expect(r.warnings).toContainEqual(warning('reader.cassandra-stress.not-a-number', { line: 41, op: 'READ', raw: 'n/a' }));
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['pkb-results-block-write.txt', 'hand-4x-mixed-intervals.txt', 'hand-3x-autoscale-two-blocks.txt'])
      await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'pkb-results-block-write.txt'), fixtureText(F, 'hand-3x-autoscale-two-blocks.txt')], 150);
  });

  it('reads a Results block quoted with "> " in a review comment, GC lines and all', async () => {
    const r = await parse('hand-21-review-quoted-gc.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.measure, m.unit, m.load])).toEqual([
      ['WRITE', 'latency', 'ns', { param: 'threads', value: 200 }],
      ['WRITE', 'op rate', 'ops/s', { param: 'threads', value: 200 }],
    ]);
    expect(r.measurements[0]).toMatchObject({ source: { line: 4 } });
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      // The printed p95 is kept as a point.
      points: [
        { p: 0.5, value: 5.2e6 },
        { p: 0.95, value: 21.6e6 },
        { p: 0.99, value: 52.3e6 },
        { p: 0.999, value: 147e6 },
      ],
      count: undefined,
      mean: 8.4e6,
      max: 412.5e6,
      printResolution: 1e5,
    });
    expect(r.measurements[1]).toMatchObject({ lowerIsBetter: false, data: { kind: 'per-run', value: 23713 } });
    expect(r.warnings).toEqual([]);
    await expectDetected(F, fixture(F, 'hand-21-review-quoted-gc.txt'));
  });

  it('reads a summary pasted in fences, indented, without its "Results:" line', async () => {
    const r = await parse('hand-21-pasted-indented-fenced.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.data.kind])).toEqual([
      ['WRITE', 'ns', 'percentiles'],
      ['WRITE', 'ops/s', 'per-run'],
    ]);
    expect(r.measurements[0].data).toMatchObject({
      mean: 6.2e6,
      max: 388.1e6,
      points: [
        { p: 0.5, value: 4.1e6 },
        { p: 0.95, value: 15.9e6 },
        { p: 0.99, value: 38e6 },
        { p: 0.999, value: 101.4e6 },
      ],
    });
    expect(r.measurements[1].data).toEqual({ kind: 'per-run', value: 31877 });
    expect(r.measurements[0].load).toBeUndefined();
    await expectDetected(F, fixture(F, 'hand-21-pasted-indented-fenced.txt'));
  });

  it('without an op rate, takes the count over "Total operation time" as the throughput', async () => {
    const text = fixtureText(F, 'hand-3x-autoscale-two-blocks.txt').replace(/^op rate .*\n/gm, '');
    const r = await parseText(reader, text);
    // 10004 ops in 00:00:01 and 17236 ops in 00:00:02 (the last interval rows' totals).
    expect(select(r, 'WRITE', 'ops/s').map((m) => m.data)).toEqual([
      { kind: 'per-run', value: 10004, iterations: 10004 },
      { kind: 'per-run', value: 8618, iterations: 17236 },
    ]);
  });

  it('names its measures latency and op rate', async () => {
    const r = await parse('hand-4x-mixed-intervals.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['READ', 'latency', 'ns'],
      ['READ', 'op rate', 'ops/s'],
      ['WRITE', 'latency', 'ns'],
      ['WRITE', 'op rate', 'ops/s'],
    ]);
  });
});
