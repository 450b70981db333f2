import { describe, expect, it } from 'vitest';
import { histogramValueAtPercentile } from '../../src/stats/quantile.js';
import { wrk2 as reader } from '../../src/formats/wrk2.js';
import type { Histogram, RunData } from '../../src/model/types.js';
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

const F = 'wrk2';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const hist = (d: RunData): Histogram => {
  if (d.kind !== 'histogram') throw new Error(`expected histogram, got ${d.kind}`);
  return d.histogram;
};
/** The test's own reading of the n-th "Detailed Percentile spectrum": [value ns, count] buckets. */
function spectrum(text: string, n = 0): Array<[number, number]> {
  const block = text.split('Detailed Percentile spectrum:')[n + 1];
  const rows = [...block.matchAll(/^\s*([\d.]+)\s+([\d.]+)\s+(\d+)\s+\S+\s*$/gm)].map(
    (m) => [Math.round(Number(m[1]) * 1e6), Number(m[3])] as const,
  );
  const out: Array<[number, number]> = [];
  let prev = 0;
  for (const [v, c] of rows) {
    if (c > prev) out.push([v, c - prev]);
    prev = c;
  }
  return out;
}

describe('wrk2', () => {
  it('reads the corrected spectrum as a histogram by differencing TotalCount (README -R2000)', async () => {
    const text = fixtureText(F, 'readme-latency-R2000.txt');
    const r = await parse('readme-latency-R2000.txt');
    expect(r.loadModel).toBe('open-loop');
    // Named by method + path; wrk2 does not print -R, and this README output has no command line: no load.
    const [lat] = select(r, 'GET /index.html');
    expect(lat.load).toBeUndefined();
    const h = hist(lat.data);
    const want = spectrum(text);
    expect(Array.from(h.values)).toEqual(want.map((b) => b[0]));
    expect(Array.from(h.counts)).toEqual(want.map((b) => b[1]));
    expect(h.total).toBe(39500);
    expect(h.values[0]).toBe(921000); // first row 0.921 ms
    expect(h.max).toBe(12496000); // footer Max (raw), below the last bucket edge 12.503 ms
    expect(h.values[h.values.length - 1]).toBe(12503000);
    expect(h.mean).toBe(6.602e6);
    expect(h.resolution).toBe(1 / 1024);
    // The printed 8-percentile list agrees with the histogram to the printed precision.
    expect(histogramValueAtPercentile(h, 50)).toBe(6.671e6); // printed as 50.000%  6.67ms
    expect(select(r, 'GET /index.html', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: 2000.28 });
    expect(r.warnings).toEqual([
      warning('reader.wrk2.calibration', { line: 8, url: 'http://127.0.0.1:80/index.html', latencies: 39500, requests: 60018 }),
    ]);
  });

  it('reads -U output as a corrected and an "(uncorrected)" benchmark and reports their p99 ratio', async () => {
    const text = fixtureText(F, 'readme-u-latency-recorded-and-uncorrected.txt');
    const r = await parse('readme-u-latency-recorded-and-uncorrected.txt');
    const url = 'http://127.0.0.1:80/index.html';
    const c = hist(select(r, 'GET /index.html')[0].data);
    const u = hist(select(r, 'GET /index.html (uncorrected)')[0].data);
    expect(Array.from(c.counts)).toEqual(spectrum(text, 0).map((b) => b[1]));
    expect(Array.from(u.values)).toEqual(spectrum(text, 1).map((b) => b[0]));
    expect(u.total).toBe(39500);
    expect(u.max).toBe(7.012e6);
    expect(select(r, 'GET /index.html (uncorrected)')[0].source.line).toBe(105);
    // The p99 wrk2 printed for each (10.52ms, 5.43ms): the reader computes no percentile.
    expect(r.warnings[0]).toEqual(warning('reader.wrk2.coordinated-omission', { line: 8, url, corrected: 10.52e6, uncorrected: 5.43e6 }));
  });

  it('handles trailing prose, 64 calibration lines, a stuck 1.000000 percentile column and a 4M-sample run', async () => {
    const text = fixtureText(F, 'polis-stage3-get-R80000-t64-trailing-prose.txt');
    const r = await parse('polis-stage3-get-R80000-t64-trailing-prose.txt');
    expect(r.measurements).toHaveLength(2);
    // The command line printed before the output gives the offered rate (-R80000) to every measurement.
    expect(r.measurements.map((m) => [m.benchmark, m.unit, m.load])).toEqual([
      ['GET /', 'ns', { param: 'rate', value: 80000 }],
      ['GET /', 'ops/s', { param: 'rate', value: 80000 }],
    ]);
    const h = hist(r.measurements[0].data);
    expect(h.total).toBe(3997863);
    expect(h.counts.reduce((a, b) => a + b, 0)).toBe(3997863);
    expect(Array.from(h.values)).toEqual(spectrum(text).map((b) => b[0]));
    expect(h.max).toBe(16.8e6);
  });

  it('reads error-heavy PKB runs with warnings and summaries without --latency', async () => {
    const r = await parse('pkb-wrk2-all-error.txt');
    expect(hist(r.measurements[0].data).total).toBe(348);
    expect(r.warnings[0]).toEqual(
      warning('reader.non-2xx-responses', { line: 70, url: 'https://www.google.com/this-should-be-a-404', responses: 451, requests: 451 }),
    );
    const nl = await parse('readme-no-latency-flag.txt');
    expect(nl.measurements[0].data).toEqual({ kind: 'summary', mean: 6.46e6, sd: 1.93e6, max: 12.34e6, n: 60017 });
    expect(nl.loadModel).toBe('open-loop');
  });

  it('falls back to the 8-point list when the spectrum is missing', async () => {
    const text = fixtureText(F, 'readme-latency-R2000.txt');
    const cut = text.slice(0, text.indexOf('Detailed Percentile spectrum:')) + text.slice(text.indexOf('----------'));
    const p = (await import('../helpers/reader-kit.js')).tempFile(cut);
    const r = await parsePath(reader, p);
    expect(r.measurements[0].data).toMatchObject({
      kind: 'percentiles',
      count: 60018,
      points: expect.arrayContaining([
        { p: 0.5, value: 6.67e6 },
        { p: 0.999, value: 12.3e6 },
        { p: 0.99999, value: 12.5e6 },
      ]),
      printResolution: 1000,
    });
  });

  it('rejects malformed spectra naming the line', async () => {
    const text = fixtureText(F, 'readme-latency-R2000.txt');
    await expectInputError(
      reader,
      text.replace('     4.053     0.100000         3951', '     4.053     0.100000            0'),
      /:22: value or TotalCount decreases/,
    );
    await expectInputError(
      reader,
      text.replace('     0.921     0.000000            1', '     0.921     7.000000            1'),
      /:21: percentile 7\.000000 is outside 0\.\.1/,
    );
    await expectInputError(reader, text.slice(0, text.indexOf('#[Mean')), /:100: .*no "<N> requests in <time>" line/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of [
      'readme-latency-R2000.txt',
      'readme-u-latency-recorded-and-uncorrected.txt',
      'polis-stage3-get-R80000-t64-trailing-prose.txt',
      'polis-stage4-get-R2000.txt',
      'pkb-wrk2-non2xx.txt',
      'pkb-wrk2-all-error.txt',
      'readme-no-latency-flag.txt',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
    await fuzzReader(reader, [fixtureText(F, 'readme-latency-R2000.txt'), fixtureText(F, 'pkb-wrk2-non2xx.txt')], 150);
  });

  it('names its measures latency (both spectra) and requests/sec, as the wrk reader', async () => {
    const r = await parse('readme-u-latency-recorded-and-uncorrected.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['GET /index.html', 'latency', 'ns'],
      ['GET /index.html (uncorrected)', 'latency', 'ns'],
      ['GET /index.html', 'requests/sec', 'ops/s'],
    ]);
  });

  it('takes the -R rate from a command line printed before a block (rate suffixes, --rate=), and from nothing else', async () => {
    const polis = await parse('polis-stage4-get-R2000.txt');
    expect(polis.measurements.map((m) => m.load)).toEqual(polis.measurements.map(() => ({ param: 'rate', value: 2000 })));
    const text = fixtureText(F, 'readme-no-latency-flag.txt');
    const rateOf = async (prefix: string) => (await parseText(reader, prefix + text)).measurements[0].load;
    expect(await rateOf('$ wrk -t2 -c100 -d30s -R2k http://127.0.0.1:80/index.html\n')).toEqual({ param: 'rate', value: 2000 });
    expect(await rateOf('wrk2 --rate=1500.5 --latency\n\n')).toEqual({ param: 'rate', value: 1500.5 });
    // Prose with -R that names neither wrk nor the URL, and a rate of 0, are not a command line.
    expect(await rateOf('see -R 2000 in the notes\n')).toBeUndefined();
    expect(await rateOf('wrk -R0 http://x/\n')).toBeUndefined();
    // Each block takes the command line just before it, not one before an earlier block.
    const two = await parseText(
      reader,
      'wrk -R1000 http://127.0.0.1:80/index.html\n' + text + '\nwrk -R3000 http://127.0.0.1:80/index.html\n' + text + '\n' + text,
    );
    expect(two.measurements.filter((m) => m.unit === 'ns').map((m) => [m.run, m.load?.value])).toEqual([
      ['1', 1000],
      ['2', 3000],
      ['3', undefined],
    ]);
  });
});
