/**
 * The streaming readers read their input through chunks(), never whole: given the same bytes in
 * chunks of any size (boundaries inside lines, CRLFs and UTF-8 characters) they give exactly what
 * they give for the file in one chunk, and they never call readText.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goBench } from '../../src/formats/go-bench.js';
import { googleBenchmarkConsole } from '../../src/formats/google-benchmark-console.js';
import { hdrLog } from '../../src/formats/hdr-log.js';
import { pgbench } from '../../src/formats/pgbench.js';
import { rawSamples } from '../../src/formats/raw-samples.js';
import { samplesColumn } from '../../src/formats/samples-column.js';
import type { Measurement, ParseResult } from '../../src/model/types.js';
import type { FormatReader } from '../../src/read/reader.js';
import { chunkedInput } from '../helpers/chunked-input.js';
import { fixture, parsePath, parseText, tempFile, measurementsOf } from '../helpers/reader-kit.js';

const STREAMED: Array<[FormatReader, string[]]> = [
  [rawSamples, ['two-runs.csv', 'two-runs.ndjson']],
  [samplesColumn, ['json-parse-time-ns.csv', 'json-parse-latency-us-crlf.txt']],
  [
    goBench,
    [
      'benchstat-old-count10.txt',
      'gab-multi-package-benchmem.txt',
      'gab-verbose-name-lines.txt',
      'benchfmt-unit-metadata.txt',
      'gen-multi-pkg-benchmem-crlf.txt',
      'gen-json-cpu-1-2.ndjson',
      'gen-failed-benchmark.txt',
      'gab-custom-metric-tabs.txt',
    ],
  ],
  [pgbench, ['rate400_log.8672', 'tpcb-c4-j2-threads-concatenated.log', 'rate3000-L2-mostly-skipped.log']],
  [
    googleBenchmarkConsole,
    ['docs-tools-console-with-rates.txt', 'gen-counters-tabular.txt', 'gen-repetitions-counters.txt', 'hand-cpu-scaling-busy.txt'],
  ],
  [hdrLog, ['java-tagged-intervals.hlog', 'tagged-log-logV2.hlog']],
];

/** Chunkings: odd sizes that cut everywhere, and one byte at a time for small files. */
function chunkings(path: string): number[][] {
  return statSync(path).size <= 20_000 ? [[1], [7, 1, 64]] : [[7, 1, 64], [4093]];
}

async function sameInChunks(reader: FormatReader, path: string): Promise<ParseResult> {
  const whole = await parsePath(reader, path);
  for (const sizes of chunkings(path)) expect(await reader.parse(await chunkedInput(path, sizes))).toEqual(whole);
  return whole;
}

function values(m: Measurement): number[] {
  if (m.data.kind === 'per-op') return Array.from(m.data.values);
  if (m.data.kind === 'per-run') return [m.data.value];
  throw new Error(`unexpected ${m.data.kind}`);
}

describe('streaming readers', () => {
  for (const [reader, names] of STREAMED) {
    it(`${reader.id}: fixtures give the same result in chunks of any size, without readText`, async () => {
      for (const name of names) await sameInChunks(reader, fixture(reader.id, name));
    }, 60_000);
  }

  it('raw-samples CSV: names with multi-byte characters split across chunks', async () => {
    const r = await sameInChunks(
      rawSamples,
      tempFile('benchmark,run,value,unit\r\nGET /café €,1,1.5,µs\r\nGET /café €,1,2,µs\r\n😀 emoji,2,3,ms\r\n', 'csv'),
    );
    expect(measurementsOf(r).map((m) => [m.benchmark, m.run, values(m)])).toEqual([
      ['GET /café €', '1', [1500, 2000]],
      ['😀 emoji', '2', [3e6]],
    ]);
  });

  it('raw-samples NDJSON: any spelling of a row (spaces, key order, escapes, a string run) gives the same series as the plain one', async () => {
    const plain = '{"benchmark":"GET /é","run":1,"value":1.5,"unit":"us"}\n{"benchmark":"GET /é","run":"2","value":2,"unit":"us"}\n';
    const spelled = [
      '  { "unit" : "us", "value" : 1.5e0, "run" : 1.0, "benchmark" : "GET /\\u00e9" }  \r',
      '{"benchmark":"GET /\\u00e9","run":"2","value":2,"unit":"us","note":{"x":[1]}}',
      '',
    ].join('\n');
    const a = await sameInChunks(rawSamples, tempFile(plain, 'ndjson'));
    const b = await sameInChunks(rawSamples, tempFile(spelled, 'ndjson'));
    expect(measurementsOf(a).map((m) => [m.benchmark, m.run, m.unit, values(m)])).toEqual([
      ['GET /é', '1', 'ns', [1500]],
      ['GET /é', '2', 'ns', [2000]],
    ]);
    expect(measurementsOf(b).map((m) => [m.benchmark, m.run, m.unit, values(m)])).toEqual(
      measurementsOf(a).map((m) => [m.benchmark, m.run, m.unit, values(m)]),
    );
  });

  it('raw-samples NDJSON: run 1 and run "1" are one series, run "1.0" another; errors name the line', async () => {
    const r = await parseText(
      rawSamples,
      '{"benchmark":"a","run":1,"value":1}\n{"benchmark":"a","run":"1","value":2}\n{"benchmark":"a","run":"1.0","value":3}\n',
      'ndjson',
    );
    expect(measurementsOf(r).map((m) => [m.run, values(m)])).toEqual([
      ['1', [1, 2]],
      ['1.0', [3]],
    ]);
    const p = tempFile('{"benchmark":"a","run":1,"value":1}\n{"benchmark":"a","run":1,"value":"2"}\n', 'ndjson');
    await expect(rawSamples.parse(await chunkedInput(p, 5))).rejects.toThrow(`${p}:2 at /value: expected a number`);
  });

  it('samples-column: a µs header and values split across chunks', async () => {
    const r = await sameInChunks(samplesColumn, tempFile('"latency [µs]"\r\n1.5\r\n\r\nNaN\r\n 2 \r\n1e1\r\n'));
    expect(measurementsOf(r)[0].benchmark).toBe('latency');
    expect(values(measurementsOf(r)[0])).toEqual([1500, 2000, 10000]);
    expect(r.warnings.map((w) => w.id)).toEqual(['reader.samples-column.nan']);
  });

  it('go-bench: non-ASCII names and numbers the fast path leaves alone read as the others', async () => {
    const text =
      'pkg: example.com/ü\nBenchmarkÜber-8 \t 100\t 12.5 ns/op\t 3 B/op\nBenchmarkÜber-8 \t 100\t 1.25e1 ns/op\t 3 B/op\nBenchmarkPlain-8 \t 10\t 7 ns/op\t 7 ns/op\n';
    const r = await sameInChunks(goBench, tempFile(text));
    expect(measurementsOf(r).map((m) => [m.benchmark, m.run, m.measure, values(m)])).toEqual([
      ['example.com/ü.BenchmarkÜber', '1', 'ns/op', [12.5]],
      ['example.com/ü.BenchmarkÜber', '1', 'B/op', [3]],
      ['example.com/ü.BenchmarkÜber', '2', 'ns/op', [12.5]],
      ['example.com/ü.BenchmarkÜber', '2', 'B/op', [3]],
      ['example.com/ü.BenchmarkPlain', '1', 'ns/op', [7]],
      ['example.com/ü.BenchmarkPlain', '1', 'ns/op #2', [7]],
    ]);
    expect(r.machine?.extra?.gomaxprocs).toBe('8');
  });

  it('pgbench log: skipped and failed lines and a second script, in chunks', async () => {
    const r = await sameInChunks(
      pgbench,
      tempFile(
        '0 1 1200 0 1796000000 1\r\n0 2 skipped 0 1796000000 2\r\n1 1 800 1 1796000000 3\r\n1 2 failed 1 1796000000 4\r\n0 3 1000 0 1796000000 5\r\n',
      ),
    );
    expect(measurementsOf(r).map((m) => [m.benchmark, values(m)])).toEqual([
      ['pgbench (script 0)', [1.2e6, 1e6]],
      ['pgbench (script 1)', [8e5]],
    ]);
    expect(r.warnings.map((w) => [w.id, w.params.skipped ?? w.params.failed])).toEqual([
      ['reader.pgbench.skipped', 1],
      ['reader.pgbench.failed', 1],
    ]);
  });

  it('google-benchmark-console: ANSI colours and a multi-byte name, in chunks', async () => {
    const text =
      'Run on (2 X 2450 MHz CPU s)\n\x1b[1mBenchmark      Time      CPU   Iterations\x1b[0m\n---------------------------------------------\n\x1b[32mBM_naïve/8 \x1b[33m     12.0 ns   11.0 ns \x1b[36m  1000\x1b[0m\n';
    const r = await sameInChunks(googleBenchmarkConsole, tempFile(text));
    expect(measurementsOf(r).map((m) => [m.benchmark, m.measure, values(m)])).toEqual([
      ['BM_naïve/8', 'real_time', [12]],
      ['BM_naïve/8', 'cpu_time', [11]],
    ]);
  });
});
