import { describe, expect, it } from 'vitest';
import { kuduHdr as reader } from '../../src/formats/kudu-hdr.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  warning,
} from '../helpers/reader-kit.js';

const F = 'kudu-hdr';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('kudu-hdr', () => {
  it('reads titled dumps as percentiles in ns (µs assumed) with count, mean, min and max', async () => {
    const r = await parse('hand-two-titled-dumps.txt');
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['Insert latency', 'Scan latency']);
    expect(r.measurements[0]).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1', source: { line: 2 } });
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.25, value: 1104e3 },
        { p: 0.5, value: 1520e3 },
        { p: 0.75, value: 2112e3 },
        { p: 0.95, value: 3504e3 },
        { p: 0.99, value: 6272e3 },
        { p: 0.999, value: 18944e3 },
        { p: 0.9999, value: 98816e3 },
      ],
      count: 250000,
      min: 212e3,
      max: 412159e3,
      mean: 1843770,
      // Kudu prints whole values: one µs (as read) is the step.
      printResolution: 1e3,
    });
    expect(r.measurements[1].data).toMatchObject({ count: 1200, min: 3011e3, max: 60159e3 });
    expect(r.warnings).toEqual([warning('reader.kudu-hdr.unit-assumed')]);
  });

  it('reads the forked layout (Total Count, CountInBuckets, CRLF) and warns about clipped values', async () => {
    const r = await parse('hand-fork-total-count-clipped-crlf.txt');
    expect(r.measurements[0]).toMatchObject({
      benchmark: 'latency',
      data: { kind: 'percentiles', count: 1000, mean: 500500, min: 1000, max: 1e6 },
    });
    expect(r.warnings[1]).toEqual(warning('reader.kudu-hdr.clipped', { line: 14 }));
    expect(r.measurements[0].data).toMatchObject({ printResolution: 1e3 });
  });

  it("gives no print resolution when a dump prints decimals (not Kudu's whole values)", async () => {
    const r = await parseText(reader, 'Count: 10\nMean: 1.5\nPercentiles:\n   0%  (min) = 0.5\n  50%  (med) = 1.25\n  100% (max) = 3\n');
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      points: [{ p: 0.5, value: 1250 }],
      count: 10,
      min: 500,
      max: 3000,
      mean: 1500,
    });
  });

  it('reads a dump pasted in a review comment, indented by two spaces, with its count as throughput over the LOG_TIMING duration', async () => {
    const r = await parse('hand-review-indented-22000.txt');
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.measure ?? null, m.data.kind])).toEqual([
      ['Write latency', 'ns', null, 'percentiles'],
      ['Write latency', 'ops/s', 'throughput', 'per-run'],
    ]);
    expect(r.measurements[0]).toMatchObject({ source: { line: 5 } });
    expect(r.measurements[0].data).toEqual({
      kind: 'percentiles',
      // p95 and p99.99 as printed: with 22,000 samples p99.99 rests on the two worst.
      points: [
        { p: 0.25, value: 612e3 },
        { p: 0.5, value: 1104e3 },
        { p: 0.75, value: 1840e3 },
        { p: 0.95, value: 3792e3 },
        { p: 0.99, value: 7488e3 },
        { p: 0.999, value: 21376e3 },
        { p: 0.9999, value: 88576e3 },
      ],
      count: 22000,
      min: 88e3,
      max: 91647e3,
      mean: 1520330,
      printResolution: 1e3,
    });
    // 22,000 operations in 11.000 s of real time.
    expect(r.measurements[1]).toMatchObject({
      lowerIsBetter: false,
      source: { line: 3 },
      data: { kind: 'per-run', value: 2000, iterations: 22000 },
    });
    expect(r.warnings).toEqual([warning('reader.kudu-hdr.unit-assumed')]);
    await expectDetected(F, fixture(F, 'hand-review-indented-22000.txt'));
  });

  it('reads a dump quoted with "> " inside fences, in the unit its title names (ms), with a duration after it', async () => {
    const r = await parse('hand-review-quoted-fenced-ms.txt');
    // The title's "(ms)" is the unit, not part of the name.
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['Scan latency', 'Scan latency']);
    expect(r.measurements[0].data).toMatchObject({
      count: 22000,
      min: 1e6,
      max: 43e6,
      mean: 3.12e6,
      printResolution: 1e6,
      points: [
        { p: 0.25, value: 2e6 },
        { p: 0.5, value: 3e6 },
        { p: 0.75, value: 4e6 },
        { p: 0.95, value: 6e6 },
        { p: 0.99, value: 9e6 },
        { p: 0.999, value: 14e6 },
        { p: 0.9999, value: 41e6 },
      ],
    });
    expect(r.measurements[1].data).toEqual({ kind: 'per-run', value: 1100, iterations: 22000 });
    // The unit is stated: no warning.
    expect(r.warnings).toEqual([]);
    await expectDetected(F, fixture(F, 'hand-review-quoted-fenced-ms.txt'));
  });

  it('takes the unit a title names out of the benchmark name, however the title writes it', async () => {
    const dump = (title: string) => `${title}\nCount: 10\nMean: 5\nPercentiles:\n   0%  (min) = 1\n  50%  (med) = 5\n  100% (max) = 9\n`;
    const r = await parseText(
      reader,
      [dump('e2e latency (ns):'), dump('Scan latency in us:'), dump('op_latency_us:'), dump('(ms):')].join('\n'),
    );
    expect(r.measurements.map((m) => [m.benchmark, m.data.kind === 'percentiles' ? m.data.max : null])).toEqual([
      ['e2e latency', 9],
      ['Scan latency', 9e3],
      ['op_latency', 9e3],
      // Nothing but the unit: the title stays the name.
      ['(ms)', 9e6],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('rejects malformed dumps naming the line', async () => {
    const text = fixtureText(F, 'hand-two-titled-dumps.txt');
    await expectInputError(reader, text.replace('Count: 250000\n', ''), /:3: "Percentiles:" without a "Count: N" line/);
    await expectInputError(reader, 'Count: 5\nMean: 1\nPercentiles:\nnothing\n', /:4: no percentile rows after "Percentiles:"/);
    await expectInputError(reader, 'Count: 5\nPercentiles:\n  150% = 3\n', /:3: percentile 150% is above 100%/);
    await expectInputError(reader, 'hello\n', /no "Count: N … Percentiles:" dump/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of ['hand-two-titled-dumps.txt', 'hand-fork-total-count-clipped-crlf.txt']) await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, 'hand-two-titled-dumps.txt'), fixtureText(F, 'hand-fork-total-count-clipped-crlf.txt')], 150);
  });
});
