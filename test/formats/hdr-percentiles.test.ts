import { describe, expect, it } from 'vitest';
import { histogramValueAtPercentile } from '../../src/stats/quantile.js';
import { hdrPercentiles as reader } from '../../src/formats/hdr-percentiles.js';
import type { Histogram, RunData } from '../../src/model/types.js';
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

const F = 'hdr-percentiles';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const hist = (d: RunData): Histogram => {
  if (d.kind !== 'histogram') throw new Error(`expected histogram, got ${d.kind}`);
  return d.histogram;
};
/** The test's own reading: rows "value percentile totalCount [x]" (text) or CSV, value × scale, counts differenced. */
function buckets(text: string, scale: number): { values: number[]; counts: number[] } {
  const rows = [...text.matchAll(/^\s*([\d.]+)[\s,]+([\d.]+)[\s,]+(\d+)(?:[\s,]+\S+)?\s*$/gm)].map((m) => [
    Math.round(Number(m[1]) * scale),
    Number(m[3]),
  ]);
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
  return { values, counts };
}

describe('hdr-percentiles', () => {
  it('reads the Java text output (12-decimal percentiles, last row without 1/(1-p)) with its footer', async () => {
    const text = fixtureText(F, 'java-percentiles-us-as-ms.txt');
    const r = await parse('java-percentiles-us-as-ms.txt');
    expect(r.measurements).toHaveLength(1);
    const m = r.measurements[0];
    expect(m).toMatchObject({ benchmark: 'latency', unit: 'ns', lowerIsBetter: true, run: '1', source: { line: 1 } });
    const h = hist(m.data);
    const want = buckets(text, 1e6);
    expect(Array.from(h.values)).toEqual(want.values);
    expect(Array.from(h.counts)).toEqual(want.counts);
    expect(h.total).toBe(20000);
    expect(h.min).toBe(259000);
    expect(h.max).toBe(60223000);
    expect(h.mean).toBeCloseTo(707000, 6);
    expect(h.resolution).toBe(1 / 1024); // SubBuckets = 2048
    expect(histogramValueAtPercentile(h, 50)).toBe(
      want.values[want.counts.findIndex((_, i) => want.counts.slice(0, i + 1).reduce((a, b) => a + b, 0) >= 10000)],
    );
    expect(r.warnings).toEqual([
      warning('reader.hdr-percentiles.unit-assumed', { file: fixture(F, 'java-percentiles-us-as-ms.txt'), line: 1 }),
    ]);
  });

  it('reads the CSV variant (Infinity last column) to the same histogram', async () => {
    const csv = hist((await parse('java-percentiles-us-as-ms.csv')).measurements[0].data);
    const txt = hist((await parse('java-percentiles-us-as-ms.txt')).measurements[0].data);
    expect(Array.from(csv.values)).toEqual(Array.from(txt.values));
    expect(Array.from(csv.counts)).toEqual(Array.from(txt.counts));
    expect(csv.mean).toBeUndefined(); // the CSV has no footer
    expect(csv.max).toBe(txt.values[txt.values.length - 1]);
  });

  it('reads the HdrHistogram examples with and without a footer (4-space indent, inf rows)', async () => {
    const one = hist((await parse('example1-with-footer.txt')).measurements[0].data);
    expect(one.total).toBe(475109);
    expect(one.max).toBe(9420.8e6); // footer Max, below the last row 9428.991
    expect(one.values[one.values.length - 1]).toBe(9428.991e6);
    expect(one.mean).toBeCloseTo(25.048e6, 3);
    const two = hist((await parse('example2-no-footer.txt')).measurements[0].data);
    const want = buckets(fixtureText(F, 'example2-no-footer.txt'), 1e6);
    expect(Array.from(two.counts)).toEqual(want.counts);
    expect(two.values[0]).toBe(17000);
    expect(two.counts[0]).toBe(7);
    expect(two.resolution).toBeUndefined();
  });

  it('reads a table as pasted in a review comment: quoted with "> " inside ``` fences, after prose', async () => {
    const text = fixtureText(F, 'example1-with-footer.txt');
    const pasted = `With the patch:\n\n> \`\`\`\n${text
      .trimEnd()
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n')}\n> \`\`\`\n\nSame box as before.\n`;
    const r = await parseText(reader, pasted);
    const want = hist((await parse('example1-with-footer.txt')).measurements[0].data);
    const got = hist(r.measurements[0].data);
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['latency']);
    expect({ total: got.total, max: got.max, mean: got.mean, counts: Array.from(got.counts), values: Array.from(got.values) }).toEqual({
      total: 475109,
      max: 9420.8e6,
      mean: want.mean,
      counts: Array.from(want.counts),
      values: Array.from(want.values),
    });
    expect(reader.detect({ path: 'comment.txt', isDirectory: false, head: pasted })).toBe(0.85);
  });

  it("takes the unit from vegeta hdrplot's Value(ms) header without a warning (first row TotalCount 0)", async () => {
    const r = await parse('vegeta-readme-hdrplot.txt');
    expect(r.warnings).toEqual([]);
    const h = hist(r.measurements[0].data);
    expect(h.total).toBe(1998);
    expect(h.values[0]).toBe(439370); // 0.439370 ms, the first row with a count
    expect(h.counts[0]).toBe(200);
    expect(h.max).toBe(2658916);
  });

  it('names several tables latency, latency (2) and honours Value(us)', async () => {
    const table = (unit: string, v: string) => `Value(${unit})  Percentile  TotalCount  1/(1-Percentile)\n${v} 0.0 1 1.0\n${v} 1.0 3 inf\n`;
    const r = await parseText(reader, table('us', '12.5') + '\n' + table('ms', '1.5'));
    expect(r.measurements.map((m) => m.benchmark)).toEqual(['latency', 'latency (2)']);
    expect(hist(r.measurements[0].data).values[0]).toBe(12500);
    expect(hist(r.measurements[1].data).values[0]).toBe(1.5e6);
  });

  it('rejects bad tables naming the line', async () => {
    const text = fixtureText(F, 'java-percentiles-us-as-ms.txt');
    await expectInputError(
      reader,
      text.replace(/^(\s+0\.412 0\.100000000000)\s+2007/m, '$1          0'),
      /:4: value or TotalCount decreases/,
    );
    await expectInputError(
      reader,
      'Value(furlongs) Percentile TotalCount 1/(1-Percentile)\n1 0 1 1\n',
      /:1: unknown value unit "furlongs"/,
    );
    await expectInputError(
      reader,
      '       Value     Percentile TotalCount 1/(1-Percentile)\n\n',
      /:1: a percentile spectrum header is followed by no rows/,
    );
    await expectInputError(reader, '       Value     Percentile TotalCount 1/(1-Percentile)\n\n  1.0 0.5 0 2.0\n', /TotalCount of 0/);
    await expectInputError(reader, 'hello\n', /:1: no "Value Percentile TotalCount/);
  });

  it('is detected by content (not wrk2) and reads end to end; survives fuzzing', async () => {
    for (const name of [
      'java-percentiles-us-as-ms.txt',
      'java-percentiles-us-as-ms.csv',
      'example1-with-footer.txt',
      'example2-no-footer.txt',
      'vegeta-readme-hdrplot.txt',
    ])
      await expectDetected(F, fixture(F, name));
    expect(reader.detect({ path: 'x', isDirectory: false, head: fixtureText('wrk2', 'readme-latency-R2000.txt') })).toBe(0);
    await fuzzReader(
      reader,
      [
        fixtureText(F, 'java-percentiles-us-as-ms.txt'),
        fixtureText(F, 'java-percentiles-us-as-ms.csv'),
        fixtureText(F, 'vegeta-readme-hdrplot.txt'),
      ],
      150,
    );
  });
});
