import { describe, expect, it } from 'vitest';
import { kuduHdr as reader } from '../../src/formats/kudu-hdr.js';
import { expectDetected, expectInputError, fixture, fixtureText, fuzzReader, parsePath, parseText, warning } from '../helpers/reader-kit.js';

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
    expect(r.measurements[0]).toMatchObject({ benchmark: 'latency', data: { kind: 'percentiles', count: 1000, mean: 500500, min: 1000, max: 1e6 } });
    expect(r.warnings[1]).toEqual(warning('reader.kudu-hdr.clipped', { line: 14 }));
    expect(r.measurements[0].data).toMatchObject({ printResolution: 1e3 });
  });

  it('gives no print resolution when a dump prints decimals (not Kudu\'s whole values)', async () => {
    const r = await parseText(reader, 'Count: 10\nMean: 1.5\nPercentiles:\n   0%  (min) = 0.5\n  50%  (med) = 1.25\n  100% (max) = 3\n');
    expect(r.measurements[0].data).toEqual({ kind: 'percentiles', points: [{ p: 0.5, value: 1250 }], count: 10, min: 500, max: 3000, mean: 1500 });
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
