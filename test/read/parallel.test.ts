/**
 * Large inputs read side by side on worker threads (src/read/parallel.ts) give exactly what reading
 * them one by one gives: the same results in the same order, the same first error. The worker is
 * the built one (dist/read-worker.js, which `npm test` builds first), as the action and CLI run it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InputError, UsageError } from '../../src/errors.js';
import type { ParseResult } from '../../src/model/types.js';
import { rawSamples } from '../../src/formats/raw-samples.js';
import { openInput } from '../../src/read/open.js';
import { PARALLEL_MIN_BYTES, THREAD_MAX_SERIES, readFiles, readThreads, transferList, useReadWorkers } from '../../src/read/parallel.js';
import { RunTableBuilder } from '../../src/read/run-table.js';
import { readResults } from '../../src/read/read.js';
import { mulberry32 } from '../../src/stats/random.js';
import { removeTempDirs, tempDir } from '../run/git-repo.js';

const WORKER = new URL('../../dist/read-worker.js', import.meta.url);
const HLOG = new URL('../fixtures/formats/hdr-log/tagged-log-logV2.hlog', import.meta.url);

let dir: string;
/** Workers started and replies they sent, in the current test. */
let started = 0;
let replies = 0;
const counting = () => {
  started++;
  const w = new Worker(WORKER);
  w.on('message', () => replies++);
  return w;
};

/** A raw-samples CSV just over the parallel threshold: three endpoints interleaved, units, decimals. */
function samplesCsv(name: string, seed: number, tail = ''): string {
  const r = mulberry32(seed);
  const rows: string[] = ['benchmark,run,value,unit'];
  let bytes = 0;
  for (let i = 0; bytes < PARALLEL_MIN_BYTES + 4096; i++) {
    const u = r();
    const row =
      u < 0.5
        ? `/items,${1 + (i % 7)},${(250 * (0.5 + r())).toFixed(2)},us`
        : u < 0.8
          ? `/orders,${1 + (i % 7)},${(1.5 * (0.5 + r())).toFixed(3)},ms`
          : `/health,${1 + (i % 7)},${(900 * (0.5 + r())).toFixed(1)},ns`;
    rows.push(row);
    bytes += row.length + 1;
  }
  const path = join(dir, name);
  writeFileSync(path, rows.join('\n') + '\n' + tail);
  return path;
}

/** A real .hlog's intervals repeated (each later in time) until the file is over the threshold. */
function largeHlog(name: string): string {
  const lines = readFileSync(HLOG, 'utf8').split('\n');
  const header = lines.filter((l) => l.startsWith('#') || l.startsWith('"'));
  const intervals = lines.filter((l) => /HISTF/.test(l));
  const out = [...header];
  let bytes = 0;
  for (let k = 0; bytes < PARALLEL_MIN_BYTES + 4096; k++) {
    for (const l of intervals) {
      const f = l.split(',');
      const at = f[0].startsWith('Tag=') ? 1 : 0;
      f[at] = (Number(f[at]) + 100 * k).toFixed(3);
      const line = f.join(',');
      out.push(line);
      bytes += line.length + 1;
    }
  }
  const path = join(dir, name);
  writeFileSync(path, out.join('\n') + '\n');
  return path;
}

/**
 * Results as one string, typed arrays by their bytes: an exact comparison (every double's bits,
 * the arrays' types) that stays fast for millions of values, where a deep equal takes seconds.
 */
function exactly(results: ParseResult[]): string {
  return JSON.stringify(results, (_key, v: unknown) =>
    ArrayBuffer.isView(v) ? { [v.constructor.name]: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') } : v,
  );
}

async function oneByOne(paths: string[]): Promise<ParseResult[]> {
  const out: ParseResult[] = [];
  for (const p of paths) out.push(await readResults(p));
  return out;
}

/** The error reading `paths` one by one raises. */
async function firstError(paths: string[]): Promise<unknown> {
  return oneByOne(paths).then(
    () => undefined,
    (e: unknown) => e,
  );
}

let csvA: string;
let csvB: string;
let small: string;

beforeAll(() => {
  dir = tempDir('parallel-read');
  csvA = samplesCsv('base.csv', 1);
  csvB = samplesCsv('head.csv', 2);
  small = join(dir, 'small.csv');
  writeFileSync(small, 'benchmark,run,value\nq,1,10\nq,1,11\nq,2,12\n');
});

afterEach(() => {
  useReadWorkers(undefined);
  vi.unstubAllEnvs();
  started = 0;
  replies = 0;
});
afterAll(removeTempDirs);

describe('readFiles', () => {
  it('reads two large sample files and a small one on a worker and here: the results one by one gives, in order', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    const paths = [csvA, small, csvB];
    const got = await readFiles(paths);
    expect(started).toBe(1);
    expect(replies).toBeGreaterThanOrEqual(1);
    expect(exactly(got) === exactly(await oneByOne(paths))).toBe(true);
    // The values crossed as Float64Arrays, not copied into plain arrays.
    const m = got[2].measurements[0];
    expect(m.data.kind === 'per-op' && m.data.values instanceof Float64Array && m.data.values.length > 10_000).toBe(true);
  });

  it('moves histograms (.hlog) across the same way', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    const paths = [largeHlog('a.hlog'), largeHlog('b.hlog')];
    const got = await readFiles(paths);
    expect(replies).toBe(1);
    expect(exactly(got) === exactly(await oneByOne(paths))).toBe(true);
    expect(got[1].measurements.some((m) => m.data.kind === 'histogram' && m.data.histogram.counts instanceof Float64Array)).toBe(true);
  });

  it("raises a worker's error as reading one by one does: the same InputError, file and line", async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    const bad = samplesCsv('bad.csv', 3, '/items,1,fast,us\n');
    const expected = await firstError([csvA, bad]);
    expect(expected).toBeInstanceOf(InputError);
    expect((expected as Error).message).toMatch(/bad\.csv:\d+: /);
    for (const order of [
      [csvA, bad],
      [bad, csvA],
    ]) {
      useReadWorkers(counting);
      replies = 0;
      const err = await readFiles(order).catch((e: unknown) => e);
      expect(replies).toBe(1);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).message).toBe((expected as Error).message);
      expect((err as InputError).position).toEqual((expected as InputError).position);
    }
  });

  it('raises the first bad input in order, even when a later one failed first or one cannot be opened', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    const badSmall = join(dir, 'bad-small.csv');
    writeFileSync(badSmall, 'benchmark,run,value\nq,1,slow\n');
    const bad = samplesCsv('bad2.csv', 4, '/items,1,fast,us\n');
    const missing = join(dir, 'missing.csv');
    for (const paths of [
      [badSmall, csvA, bad],
      [csvA, bad, badSmall],
      [csvA, missing, csvB],
      [csvA, csvB, missing],
    ]) {
      const expected = (await firstError(paths)) as Error;
      const err = (await readFiles(paths).catch((e: unknown) => e)) as Error;
      expect(err.constructor).toBe(expected.constructor);
      expect(err.message).toBe(expected.message);
    }
  });

  it('starts nothing after the first bad input, as one by one: a pipe held open after it is never read', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    const fifo = join(dir, 'held-open.fifo');
    execFileSync('mkfifo', [fifo]);
    // A writer that opens the pipe and writes nothing for 10 minutes: reading it would wait that
    // long (past the test's timeout), so the test passes only if it is never read.
    const writer = spawn('sh', ['-c', `exec 3>"${fifo}"; sleep 600`], { stdio: 'ignore' });
    try {
      const missing = join(dir, 'missing-first.csv');
      const expected = (await readResults(missing).catch((e: unknown) => e)) as Error;
      const err = (await readFiles([missing, csvA, csvB, fifo]).catch((e: unknown) => e)) as Error;
      expect(err.message).toBe(expected.message);
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('reads on this thread when the worker cannot start, or with BENCH_REVIEW_READ_THREADS=0', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(() => new Worker(new URL('./no-such-worker.js', WORKER)));
    const expected = exactly(await oneByOne([csvA, csvB]));
    expect(exactly(await readFiles([csvA, csvB])) === expected).toBe(true);
    useReadWorkers(() => {
      throw new Error('no threads here');
    });
    expect(exactly(await readFiles([csvA, csvB])) === expected).toBe(true);
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '0');
    useReadWorkers(counting);
    expect(exactly(await readFiles([csvA, csvB])) === expected).toBe(true);
    expect(started).toBe(0);
  });

  it('leaves small files, and large files of readers that return one object per value (go test), on this thread', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    expect(exactly(await readFiles([small, small]))).toBe(exactly(await oneByOne([small, small])));
    const go = join(dir, 'go.txt');
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/codec'];
    for (let i = 0, bytes = 0; bytes < PARALLEL_MIN_BYTES + 4096; i++) {
      const line = `BenchmarkCodec/case-${i >> 3}-8   \t${1000 + i}\t${(1000 + (i % 97)).toFixed(1)} ns/op`;
      lines.push(line);
      bytes += line.length + 1;
    }
    writeFileSync(go, lines.join('\n') + '\nPASS\n');
    expect((await readFiles([go, go])).map((r) => r.format)).toEqual(['go-bench', 'go-bench']);
    expect(started).toBe(0);
  });

  it('leaves a large samples file of thousands of short series on this thread (rows bound by memory latency)', async () => {
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', '1');
    useReadWorkers(counting);
    const many = join(dir, 'many.csv');
    const rows = ['benchmark,run,value'];
    for (let i = 0, bytes = 0; bytes < PARALLEL_MIN_BYTES + 4096; i++) {
      const row = `suite/bench-${i % 5000},${1 + Math.floor(i / 500_000)},${1000 + (i % 89)}`;
      rows.push(row);
      bytes += row.length + 1;
    }
    writeFileSync(many, rows.join('\n') + '\n');
    expect(rawSamples.seriesInHead!(await openInput(many))).toBeGreaterThan(THREAD_MAX_SERIES);
    expect(rawSamples.seriesInHead!(await openInput(csvA))).toBe(21);
    expect(await readFiles([many, csvA])).toHaveLength(2);
    expect(started).toBe(0);
  });

  it('an entry point whose worker file is not there (sources run through tsx) reads on this thread', async () => {
    useReadWorkers(new URL('./read-worker.js', import.meta.url));
    vi.stubEnv('BENCH_REVIEW_READ_THREADS', 'lots');
    // (no worker to start, so the setting is not even looked at)
    expect(await readFiles([small, small])).toHaveLength(2);
  });
});

describe('readThreads', () => {
  it('takes BENCH_REVIEW_READ_THREADS, else one core fewer than the machine has, at most 3', () => {
    expect(readThreads({ BENCH_REVIEW_READ_THREADS: '2' })).toBe(2);
    expect(readThreads({ BENCH_REVIEW_READ_THREADS: ' 0 ' })).toBe(0);
    const auto = readThreads({});
    expect(auto).toBeGreaterThanOrEqual(0);
    expect(auto).toBeLessThanOrEqual(3);
    expect(() => readThreads({ BENCH_REVIEW_READ_THREADS: 'many' })).toThrow(UsageError);
    expect(() => readThreads({ BENCH_REVIEW_READ_THREADS: 'many' })).toThrow(
      'BENCH_REVIEW_READ_THREADS is "many"; expected the number of worker threads that read large inputs (0 reads everything on one thread)',
    );
  });
});

describe('transferList', () => {
  it("lists every typed array's memory once — samples, histograms and a per-run table's columns — so a reply moves it instead of copying", () => {
    const values = new Float64Array([1, 2, 3]);
    const histogram = { values: new Float64Array([10, 20]), counts: new Float64Array([1, 1]), total: 2, min: 10, max: 20 };
    const table = new RunTableBuilder('t.txt', 4);
    table.addSeries({ benchmark: 'BenchmarkX', unit: 'ns', lowerIsBetter: true });
    for (let i = 0; i < 3; i++) table.add(0, 5 + i, 100, i + 1, i + 2);
    const source = { file: 'x' };
    const result: ParseResult = {
      format: 'test',
      measurements: [
        { benchmark: 'a', unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values }, source },
        { benchmark: 'a', unit: 'ns', lowerIsBetter: true, run: '2', data: { kind: 'per-op', values }, source },
        { benchmark: 'h', unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'histogram', histogram }, source },
      ],
      perRun: table.table(),
      warnings: [],
    };
    const list = transferList(result);
    // one shared samples array, the histogram's values and counts, the table's five columns
    expect(list).toHaveLength(1 + 2 + 5);
    const moved = structuredClone(result, { transfer: list });
    expect(Array.from(moved.perRun!.values)).toEqual([5, 6, 7]);
    expect([values.byteLength, result.perRun!.values.byteLength, result.perRun!.at.byteLength]).toEqual([0, 0, 0]);
  });
});
