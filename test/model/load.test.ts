/**
 * Load parameters read from benchmark names (model/load.ts) and buildSuite's grouping by load:
 * files at different load values are never pooled, a tool name with several load points reads
 * `name at rate=2000`, and a name with several load keys is not guessed at (a warning says so).
 */
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../src/model/build.js';
import { loadFromName } from '../../src/model/load.js';
import type { Load, Measurement, ParseResult } from '../../src/model/types.js';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocannon } from '../../src/formats/autocannon.js';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { compareSweeps } from '../../src/compare/sweep.js';
import { defaultSettings } from '../../src/model/settings.js';
import { readResults } from '../../src/read/read.js';
import { parseText } from '../helpers/reader-kit.js';

describe('loadFromName', () => {
  it('reads rate=, /c=, conns: and qps= tokens and gives the name without them', () => {
    expect(loadFromName('GET /api rate=1000')).toEqual({ found: { load: { param: 'rate', value: 1000 }, rest: 'GET /api' } });
    expect(loadFromName('BenchmarkServe/c=64')).toEqual({ found: { load: { param: 'connections', value: 64 }, rest: 'BenchmarkServe' } });
    expect(loadFromName('BenchmarkServe/c=64/json')).toEqual({
      found: { load: { param: 'connections', value: 64 }, rest: 'BenchmarkServe/json' },
    });
    expect(loadFromName('handler conns:64')).toEqual({ found: { load: { param: 'connections', value: 64 }, rest: 'handler' } });
    expect(loadFromName('search QPS=2500.5')).toEqual({ found: { load: { param: 'rate', value: 2500.5 }, rest: 'search' } });
    expect(loadFromName('insert threads=8')).toEqual({ found: { load: { param: 'threads', value: 8 }, rest: 'insert' } });
    expect(loadFromName('GET /search?q=x&rps=300')).toEqual({ found: { load: { param: 'rate', value: 300 }, rest: 'GET /search?q=x' } });
    expect(loadFromName('BM_Serve/threads:8')).toEqual({ found: { load: { param: 'threads', value: 8 }, rest: 'BM_Serve' } });
  });

  it('reads nothing from names whose keys are only part of a word, or that carry no number', () => {
    expect(loadFromName('BenchmarkCrate=5')).toBeNull();
    expect(loadFromName('abc=5')).toBeNull();
    expect(loadFromName('GET /api rate=fast')).toBeNull();
    expect(loadFromName('BenchmarkSort/size=1000')).toBeNull();
  });

  it('leaves a name with two default keys to the user; --sweep-param says which one', () => {
    expect(loadFromName('BenchmarkServe/c=8/rate=1000')).toEqual({ ambiguous: ['c', 'rate'] });
    expect(loadFromName('BenchmarkServe/c=8/rate=1000', 'rate')).toEqual({
      found: { load: { param: 'rate', value: 1000 }, rest: 'BenchmarkServe/c=8' },
    });
    expect(loadFromName('BenchmarkBatch/batch=32', 'batch')).toEqual({
      found: { load: { param: 'batch', value: 32 }, rest: 'BenchmarkBatch' },
    });
    // With --sweep-param only that key is read.
    expect(loadFromName('GET /api rate=1000', 'batch')).toBeNull();
  });
});

function m(benchmark: string, value: number, file: string, load?: Load, unit = 'ns'): Measurement {
  return {
    benchmark,
    unit,
    lowerIsBetter: unit === 'ns',
    run: '1',
    data: { kind: 'per-run', value },
    source: { file },
    ...(load ? { load } : {}),
  };
}
const result = (...measurements: Measurement[]): ParseResult => ({ format: 'test', measurements, warnings: [] });

describe('buildSuite with loads', () => {
  it('keeps wrk2 files at 2000/s and 8000/s apart: two points, named by their load', () => {
    const base = [
      result(m('GET /api', 10, 'b2000.txt', { param: 'rate', value: 2000 })),
      result(m('GET /api', 40, 'b8000.txt', { param: 'rate', value: 8000 })),
    ];
    const head = [
      result(m('GET /api', 11, 'h2000.txt', { param: 'rate', value: 2000 })),
      result(m('GET /api', 41, 'h8000.txt', { param: 'rate', value: 8000 })),
    ];
    const s = buildSuite({ base, head });
    expect(s.benchmarks.map((b) => [b.name, b.toolName, b.load, b.runs.base.length, b.runs.head.length])).toEqual([
      ['GET /api at rate=2000', 'GET /api', { param: 'rate', value: 2000 }, 1, 1],
      ['GET /api at rate=8000', 'GET /api', { param: 'rate', value: 8000 }, 1, 1],
    ]);
    expect(s.benchmarks.map((b) => b.runs.base[0].data)).toEqual([
      { kind: 'per-run', value: 10 },
      { kind: 'per-run', value: 40 },
    ]);
  });

  it('pools runs at one load point, and keeps plain names when a name has one load point', () => {
    const r = (file: string, v: number) => result(m('GET /api', v, file, { param: 'rate', value: 2000 }), m('GET /other', v, file));
    const s = buildSuite({ base: [r('b1', 1), r('b2', 2)], head: [r('h1', 3)] });
    expect(s.benchmarks.map((b) => [b.name, b.runs.base.length, b.runs.head.length])).toEqual([
      ['GET /api', 2, 1],
      ['GET /other', 2, 1],
    ]);
  });

  it('puts the measure before the load when latency and throughput share a name', () => {
    const at = (value: number): Load => ({ param: 'connections', value });
    const r = result(
      m('GET /', 1, 'a', at(1)),
      m('GET /', 100, 'a', at(1), 'ops/s'),
      m('GET /', 2, 'a', at(4)),
      m('GET /', 300, 'a', at(4), 'ops/s'),
    );
    const s = buildSuite({ base: [r], head: [r] });
    expect(s.benchmarks.map((b) => b.name)).toEqual([
      'GET / (time) at connections=1',
      'GET / (ops/s) at connections=1',
      'GET / (time) at connections=4',
      'GET / (ops/s) at connections=4',
    ]);
  });

  it('reads the load from the name when the tool gave none; the names already differ', () => {
    const r = result(m('BenchmarkServe/c=1', 5, 'x'), m('BenchmarkServe/c=64', 9, 'x'));
    const s = buildSuite({ base: [r], head: [r] });
    expect(s.benchmarks.map((b) => [b.name, b.load])).toEqual([
      ['BenchmarkServe/c=1', { param: 'connections', value: 1 }],
      ['BenchmarkServe/c=64', { param: 'connections', value: 64 }],
    ]);
    expect(s.warnings).toEqual([]);
  });

  it('warns once per name when a name has several load keys, and reads the one --sweep-param names', () => {
    const r = result(m('BenchmarkServe/c=8/rate=1000', 5, 'base.txt'), m('BenchmarkServe/c=8/rate=1000', 6, 'base.txt'));
    const s = buildSuite({ base: [r], head: [r] });
    expect(s.benchmarks.map((b) => b.load)).toEqual([undefined]);
    expect(s.warnings).toEqual([
      { id: 'model.load-ambiguous', params: { benchmark: 'BenchmarkServe/c=8/rate=1000', keys: ['c', 'rate'], file: 'base.txt' } },
    ]);
    const t = buildSuite({ base: [r], head: [r] }, { sweepParam: 'rate' });
    expect(t.benchmarks.map((b) => b.load)).toEqual([{ param: 'rate', value: 1000 }]);
    expect(t.warnings).toEqual([]);
  });
});

describe('a load token in the name against the tool load', () => {
  const fixtureJson = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'load-sweep', 'autocannon', 'base', 'c1-1.json'),
    'utf8',
  );
  /** autocannon `-c 10 -T 'GET /api rate=N'` (its JSON carries the connections, not the rate). */
  const run = (title: string) => parseText(autocannon, JSON.stringify({ ...JSON.parse(fixtureJson), title, connections: 10 }));

  it('wins over the tool load of another parameter, and the sweep is named without it', async () => {
    const runs = await Promise.all(['GET /api rate=100', 'GET /api rate=200'].map(run));
    const s = buildSuite({ base: runs, head: runs });
    expect(s.benchmarks.map((b) => [b.name, b.load])).toEqual([
      ['GET /api rate=100 (latency)', { param: 'rate', value: 100 }],
      ['GET /api rate=100 (requests)', { param: 'rate', value: 100 }],
      ['GET /api rate=200 (latency)', { param: 'rate', value: 200 }],
      ['GET /api rate=200 (requests)', { param: 'rate', value: 200 }],
    ]);
    const sweeps = compareSweeps(compareSuite(s.benchmarks, defaultSettings()));
    expect(sweeps.map((w) => [w.name, w.param, w.points.map((p) => p.value)])).toEqual([['GET /api', 'rate', [100, 200]]]);
  });

  it('keeps the tool load of the same parameter, unless --sweep-param names the key', async () => {
    const r = await run('GET /api connections=5');
    expect(buildSuite({ base: [r], head: [r] }).benchmarks[0].load).toEqual({ param: 'connections', value: 10 });
    expect(buildSuite({ base: [r], head: [r] }, { sweepParam: 'connections' }).benchmarks[0].load).toEqual({
      param: 'connections',
      value: 5,
    });
  });
});

describe('load points in load order, whatever order the files came in', () => {
  const kudu = (count: number, p99: number) =>
    `e2e latency (ns):\nCount: ${count}\nMean: 5\nPercentiles:\n   0%  (min) = 1\n  50%  (med) = 5\n  99%        = ${p99}\n  100% (max) = ${2 * p99}\nDuration: 10 s\n`;
  it('puts Kudu dumps named by rate in numeric order (files sort as strings: 100, 10000, 12800, 1600)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-review-rates-'));
    const rates = [100, 1600, 10000, 12800];
    for (const rate of rates) writeFileSync(join(dir, `kudu-rate=${rate}.txt`), kudu(rate * 10, rate));
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['kudu-rate=100.txt', 'kudu-rate=10000.txt', 'kudu-rate=12800.txt', 'kudu-rate=1600.txt']);
    const results = await Promise.all(files.map((f) => readResults(join(dir, f))));
    const s = buildSuite({ base: results, head: results });
    expect(s.benchmarks.map((b) => b.name)).toEqual([
      'e2e latency (time) at rate=100',
      'e2e latency (throughput) at rate=100',
      'e2e latency (time) at rate=1600',
      'e2e latency (throughput) at rate=1600',
      'e2e latency (time) at rate=10000',
      'e2e latency (throughput) at rate=10000',
      'e2e latency (time) at rate=12800',
      'e2e latency (throughput) at rate=12800',
    ]);
    // Each point keeps its own runs.
    expect(s.benchmarks.filter((b) => b.unit === 'ns').map((b) => (b.runs.base[0].data as { max: number }).max)).toEqual(
      rates.map((r) => 2 * r),
    );
  });

  it('orders the points of a load read from the name, and leaves other benchmarks where they were', () => {
    const r = result(m('zeta', 1, 'x'), m('Serve/c=16', 5, 'x'), m('alpha', 1, 'x'), m('Serve/c=2', 9, 'x'), m('Serve/c=4', 7, 'x'));
    const s = buildSuite({ base: [r], head: [r] });
    expect(s.benchmarks.map((b) => b.name)).toEqual(['zeta', 'Serve/c=2', 'alpha', 'Serve/c=4', 'Serve/c=16']);
  });
});

describe('runs at different rates that the output does not record (wrk2 without its command line)', () => {
  const run = (file: string, rps: number, p99: number): ParseResult => ({
    format: 'wrk2',
    warnings: [],
    measurements: [
      {
        benchmark: 'GET /api',
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'percentiles', points: [{ p: 0.99, value: p99 }] },
        source: { file },
      },
      {
        benchmark: 'GET /api',
        unit: 'ops/s',
        measure: 'requests/sec',
        lowerIsBetter: false,
        run: '1',
        data: { kind: 'per-run', value: rps },
        source: { file },
      },
    ],
  });

  it('reads the rate from the file name (or its folder), so each rate is a point of its own', () => {
    const suite = buildSuite({
      base: [run('out/wrk2-rate=2000.txt', 1990, 5e6), run('out/rate=8000/wrk2.txt', 7950, 9e6)],
      head: [run('out/wrk2_rate=2000.txt', 1992, 5e6), run('out/wrk2.rate=8000.txt', 7940, 9e6)],
    });
    expect(suite.benchmarks.map((b) => [b.name, b.load, b.runs.base.length, b.runs.head.length])).toEqual([
      ['GET /api (latency) at rate=2000', { param: 'rate', value: 2000 }, 1, 1],
      ['GET /api (requests/sec) at rate=2000', { param: 'rate', value: 2000 }, 1, 1],
      ['GET /api (latency) at rate=8000', { param: 'rate', value: 8000 }, 1, 1],
      ['GET /api (requests/sec) at rate=8000', { param: 'rate', value: 8000 }, 1, 1],
    ]);
    expect(suite.warnings).toEqual([]);
  });

  it('says so when the runs of one side carried rates far apart and nothing tells the loads apart', () => {
    const suite = buildSuite({
      base: [run('a.txt', 1990, 5e6), run('b.txt', 7950, 9e6)],
      head: [run('c.txt', 1992, 5e6), run('d.txt', 2010, 5e6)],
    });
    expect(suite.benchmarks.map((b) => b.runs.base.length)).toEqual([2, 2]);
    expect(suite.warnings).toEqual([
      { id: 'model.load-mixed', params: { benchmark: 'GET /api (requests/sec)', side: 'base', low: 1990, high: 7950 } },
    ]);
    // Runs within 2× of each other are one load's noise: nothing said.
    expect(buildSuite({ base: [run('a.txt', 1990, 5e6), run('b.txt', 2600, 5e6)], head: [run('c.txt', 2000, 5e6)] }).warnings).toEqual([]);
  });
});
