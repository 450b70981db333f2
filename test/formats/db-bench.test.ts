import { describe, expect, it } from 'vitest';
import { dbBench as reader } from '../../src/formats/db-bench.js';
import type { Histogram, RunData } from '../../src/model/types.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, parseText, select } from '../helpers/reader-kit.js';

const F = 'db-bench';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const hist = (d: RunData): Histogram => {
  if (d.kind !== 'histogram') throw new Error(`expected histogram, got ${d.kind}`);
  return d.histogram;
};
/** The test's own reading of the bucket table after "Microseconds per <op>:" number n. */
function table(text: string, n: number): Array<[number, number, number]> {
  const part = text.split(/Microseconds per \w+:/)[n + 1];
  return [...part.matchAll(/^[[(]\s*(\d+),\s*(\d+) [\])]\s+(\d+)/gm)].map((m) => [Number(m[1]) * 1e3, Number(m[2]) * 1e3, Number(m[3])]);
}

describe('db-bench', () => {
  it('reads --histogram=1 bucket tables as histograms in ns, plus ops/sec (RocksDB 7.8.3, \\r progress lines)', async () => {
    const text = fixtureText(F, 'db-bench-histogram.txt');
    const r = await parse('db-bench-histogram.txt');
    expect(r.loadModel).toBe('closed-loop');
    expect(r.measurements.map((m) => `${m.benchmark}|${m.unit}`)).toEqual([
      'fillseq|ops/s',
      'fillseq|ns',
      'readrandom|ops/s',
      'readrandom|ns',
      'overwrite|ops/s',
      'overwrite|ns',
    ]);
    const read = hist(select(r, 'readrandom')[0].data);
    const want = table(text, 1).filter((b) => b[2] > 0);
    expect(Array.from(read.lowValues!)).toEqual(want.map((b) => b[0]));
    expect(Array.from(read.values)).toEqual(want.map((b) => b[1]));
    expect(Array.from(read.counts)).toEqual(want.map((b) => b[2]));
    expect(read).toMatchObject({ total: 20000, min: 0, max: 2771e3, mean: 1286.4 });
    expect(read.resolution).toBeCloseTo(0.5, 1);
    expect(select(r, 'readrandom', 'ops/s')[0].data).toEqual({ kind: 'summary', mean: 776729 });
    expect(r.machine).toMatchObject({
      logicalCpus: 2,
      cpuModel: 'AMD EPYC',
      source: 'db-bench',
      extra: { RocksDB: '7.8.3', cpuCache: '1024 KB' },
    });
  });

  it('names per-op sections of one benchmark (readrandomwriterandom, 2 threads)', async () => {
    const r = await parse('db-bench-rrwr-threads2.txt');
    expect(r.measurements.map((m) => m.benchmark)).toEqual([
      'fillrandom',
      'fillrandom',
      'readrandomwriterandom',
      'readrandomwriterandom (read)',
      'readrandomwriterandom (write)',
    ]);
    expect(hist(r.measurements[3].data).total).toBe(9000);
    expect(hist(r.measurements[4].data).total).toBe(1000);
  });

  it('reads output without --histogram as mean-only summaries', async () => {
    const r = await parse('db-bench-no-histogram.txt');
    expect(select(r, 'readseq')[0].data).toEqual({ kind: 'summary', mean: 120 });
    expect(select(r, 'fillseq')[0].data).toEqual({ kind: 'summary', mean: 17785 });
  });

  it('reads the Percentiles line when a dump has no bucket table, and LevelDB-style [lo, hi ) rows', async () => {
    const base =
      'LevelDB:    version 1.23\nreadrandom   :       2.563 micros/op 390168 ops/sec;\nMicroseconds per read:\nCount: 1000 Average: 2.5630  StdDev: 11.61\nMin: 0.0000  Median: 1.7011  Max: 54.0000\n';
    const p = await parseText(reader, base + 'Percentiles: P50: 1.70 P75: 2.43 P99: 5.74 P99.9: 9.51 P99.99: 29.19\n');
    expect(select(p, 'readrandom')[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.5, value: 1700 },
        { p: 0.75, value: 2430 },
        { p: 0.99, value: 5740 },
        { p: 0.999, value: 9510 },
        { p: 0.9999, value: 29190 },
      ],
      count: 1000,
      min: 0,
      max: 54000,
      mean: 2563,
    });
    const l = await parseText(
      reader,
      base +
        '------------------------------------------------------\n[       0,       1 )      600  60.000%  60.000% ############\n[       1,       2 )      400  40.000% 100.000% ########\n',
    );
    expect(Array.from(hist(select(l, 'readrandom')[0].data).counts)).toEqual([600, 400]);
    expect(l.machine?.extra?.LevelDB).toBe('1.23');
  });

  it('rejects malformed sections naming the line', async () => {
    const text = fixtureText(F, 'db-bench-histogram.txt');
    await expectInputError(
      reader,
      text.replace('Count: 20000 Average: 1.2864', 'Count: 20001 Average: 1.2864'),
      /the buckets hold 20000 values but Count is 20001/,
    );
    await expectInputError(
      reader,
      text.replace('Min: 0  Median: 0.5784  Max: 2771', 'Min: zero'),
      /expected "Count: N Average: x StdDev: y" and "Min: a Median: b Max: c"/,
    );
    await expectInputError(
      reader,
      'Microseconds per read:\nCount: 1 Average: 1.0  StdDev: 0.00\nMin: 1  Median: 1  Max: 1\n',
      /:1: a histogram section before any/,
    );
    await expectInputError(reader, 'RocksDB:    version 7.8.3\n', /no "<name> : N micros\/op N ops\/sec" line/);
    await expectInputError(
      reader,
      'readseq      :       . micros/op 7518796 ops/sec;\n',
      /:1: benchmark "readseq": the mean is NaN; expected a finite number/,
    );
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['db-bench-histogram.txt', 'db-bench-rrwr-threads2.txt', 'db-bench-no-histogram.txt'])
      await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'db-bench-histogram.txt'), fixtureText(F, 'db-bench-no-histogram.txt')], 150);
  });

  it('names its measures as db_bench prints them: micros/op and ops/sec', async () => {
    const r = await parse('db-bench-rrwr-threads2.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['fillrandom', 'ops/sec', 'ops/s'],
      ['fillrandom', 'micros/op', 'ns'],
      ['readrandomwriterandom', 'ops/sec', 'ops/s'],
      ['readrandomwriterandom (read)', 'micros/op', 'ns'],
      ['readrandomwriterandom (write)', 'micros/op', 'ns'],
    ]);
  });
});
