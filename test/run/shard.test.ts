/** The shard rule (run/shard.ts), `--shard i/N` / `shard: i/N` parsing (settings.ts), and shard.json checks. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  anchoredFilter,
  checkPlan,
  fmix32,
  fnv1a32,
  goFilter,
  hashShard,
  keeper,
  listedName,
  listShare,
  loadShard,
  parseBenchmarkList,
  pytestFilter,
  readBenchmarkList,
  shardEnv,
  startShard,
  withoutLoad,
} from '../../src/run/shard.js';
import { mergeShards } from '../../src/jobs/merge.js';
import { parseShard } from '../../src/settings.js';
import { removeTempDirs, tempDir } from './git-repo.js';

afterAll(removeTempDirs);

describe('the shard rule', () => {
  it('hashes names with FNV-1a 32 over their UTF-8 bytes (the published test vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    // UTF-8, not UTF-16: µ is the two bytes c2 b5.
    expect(fnv1a32('µs')).toBe(0x52202cd9);
    // Then MurmurHash3's finalizer (its published constants), mod N.
    expect(fmix32(0)).toBe(0);
    expect(fmix32(0xbf9cf968)).toBe(0x0c0da6dc);
    expect(hashShard('foobar', 4)).toBe((0x0c0da6dc % 4) + 1);
    const go = ['realsuites.BenchmarkSame', 'realsuites.BenchmarkSteady', 'realsuites.BenchmarkSlower', 'realsuites.BenchmarkAllocs'];
    expect(go.map((n) => hashShard(n, 2))).toEqual([2, 1, 1, 1]);
    expect(go.map((n) => hashShard(n, 3))).toEqual([1, 3, 3, 1]);
  });

  it('spreads similar names evenly even over 2 or 4 shards (FNV-1a alone would not: its low bit is a parity)', () => {
    for (const count of [2, 4]) {
      const per = Array<number>(count).fill(0);
      for (let i = 0; i < 1000; i++) per[hashShard(`BM_foo/${i}`, count) - 1]++;
      for (const n of per) expect(Math.abs(n - 1000 / count)).toBeLessThan(40);
    }
    // Without the finalizer all four Go names land on one of two shards.
    expect(
      ['realsuites.BenchmarkSame', 'realsuites.BenchmarkSteady', 'realsuites.BenchmarkSlower', 'realsuites.BenchmarkAllocs'].map(
        (n) => fnv1a32(n) % 2,
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it('without a list, each name is kept by exactly one shard, the one it hashes to', () => {
    const names = Array.from({ length: 200 }, (_, i) => `bench-${i}`);
    const keeps = [1, 2, 3, 4].map((index) => keeper({ index, count: 4, list: null }));
    for (const n of names) expect(keeps.map((k) => k(n)).filter(Boolean)).toHaveLength(1);
    expect(keeper({ index: hashShard('bench-7', 4), count: 4, list: null })('bench-7')).toBe(true);
  });

  it('splits a list round-robin: shard i gets every N-th name from the i-th', () => {
    const list = parseBenchmarkList('a\r\nb\n\n  c  \nd\ne\na\n');
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([1, 2, 3].map((index) => listShare(list, { index, count: 3 }))).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
    expect(() => checkPlan({ index: 1, count: 6, list }, '--shard-benchmarks')).toThrow(
      '--shard-benchmarks: the benchmark list has 5 names, so shard 6/6 and later would have nothing to measure; use at most 5 shards',
    );
    expect(() => checkPlan({ index: 1, count: 2, list: [] }, '--shard-benchmarks')).toThrow(
      '--shard-benchmarks: the benchmark list is empty; give one benchmark name per line',
    );
    expect(() => checkPlan({ index: 1, count: 5, list }, '--shard-benchmarks')).not.toThrow();
  });

  it('tells the command its shard, and with a list its names as filters', () => {
    expect(shardEnv({ index: 2, count: 4, list: null })).toEqual({
      BENCH_REVIEW_SHARD: '2/4',
      BENCH_REVIEW_SHARD_INDEX: '2',
      BENCH_REVIEW_SHARD_COUNT: '4',
    });
    const env = shardEnv({ index: 1, count: 2, list: ['BenchmarkFoo/size=10', 'BM_b', 'test_x[1.5]'] });
    expect(env).toEqual({
      BENCH_REVIEW_SHARD: '1/2',
      BENCH_REVIEW_SHARD_INDEX: '1',
      BENCH_REVIEW_SHARD_COUNT: '2',
      BENCH_REVIEW_BENCHMARKS: 'BenchmarkFoo/size=10\ntest_x[1.5]',
      BENCH_REVIEW_FILTER: '^(BenchmarkFoo/size=10|test_x\\[1\\.5\\])(/.*|\\[.*)?$',
      BENCH_REVIEW_FILTER_GO: '^BenchmarkFoo$/^size=10$|^test_x\\[1\\.5\\]$',
      BENCH_REVIEW_FILTER_PYTEST: 'BenchmarkFoo/size or test_x[1.5]',
    });
    // The anchored filter matches exactly its names, special characters included.
    const re = new RegExp(anchoredFilter(['BM_x<int>/8', 'a.b', 'c+']));
    expect(['BM_x<int>/8', 'a.b', 'c+'].map((n) => re.test(n))).toEqual([true, true, true]);
    expect(['BM_x<int>/80', 'axb', 'cc', 'xa.b'].map((n) => re.test(n))).toEqual([false, false, false, false]);
    // It selects what result matching gives the name: its sub-benchmarks (`/`) and parameters (`[`), nothing longer.
    const params = new RegExp(anchoredFilter(['BM_a', 'test_p']));
    expect(['BM_a', 'BM_a/8', 'BM_a/8/threads:2', 'test_p[1]', 'test_p[a-b]'].map((n) => params.test(n))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['BM_ab', 'BM_a8', 'test_pq', 'xBM_a/8', 'test_p-1'].map((n) => params.test(n))).toEqual([false, false, false, false, false]);
    expect(anchoredFilter(['BM_a', 'test_p'])).toBe('^(BM_a|test_p)(/.*|\\[.*)?$');
    expect(goFilter(['BenchmarkA', 'BenchmarkB'])).toBe('^BenchmarkA$|^BenchmarkB$');
    expect(pytestFilter(['test_a'])).toBe('test_a');
    // Only what pytest's -k grammar allows in an identifier: the longest allowed run of each name
    // (a substring, so it still selects the test), never a keyword; a name with none selects all.
    expect(pytestFilter(['test_b[a b,c]', 'test_c[x=1]', 'test_é[ü]', 'TestK::test_m[-1.5/2]'])).toBe(
      'test_b[a or test_c[x or test_é[ü] or TestK::test_m[-1.5/2]',
    );
    expect(pytestFilter(['test_d[1 or 2]', 'test_d[3]'])).toBe('test_d[1 or test_d[3]');
    expect(pytestFilter(['or', 'test_e'])).toBe('');
    expect(pytestFilter(['(=)'])).toBe('');
  });

  it('matches results to listed names: exactly, sub-benchmarks and parameters, after a Go package prefix; the longest wins', () => {
    const listed = new Set(['BenchmarkFoo', 'BenchmarkFoo/size=10', 'test_p', 'BM_x']);
    expect(listedName('BenchmarkFoo', listed)).toBe('BenchmarkFoo');
    expect(listedName('example.com/pkg.BenchmarkFoo', listed)).toBe('BenchmarkFoo');
    expect(listedName('example.com/pkg.BenchmarkFoo/size=10', listed)).toBe('BenchmarkFoo/size=10');
    expect(listedName('example.com/pkg.BenchmarkFoo/size=20', listed)).toBe('BenchmarkFoo');
    expect(listedName('test_p[3]', listed)).toBe('test_p');
    expect(listedName('BM_x/8', listed)).toBe('BM_x');
    // Not a boundary: a longer name, a suffix without the dot.
    expect(listedName('BenchmarkFooBar', listed)).toBeUndefined();
    expect(listedName('xBM_x', listed)).toBeUndefined();
    expect(listedName('test_pq', listed)).toBeUndefined();
  });

  it("with a list, a shard keeps its names and unlisted ones, and drops the other shards' names", () => {
    const list = ['BenchmarkA', 'BenchmarkB'];
    const one = keeper({ index: 1, count: 2, list });
    const two = keeper({ index: 2, count: 2, list });
    expect(['pkg.BenchmarkA', 'pkg.BenchmarkA/x', 'pkg.BenchmarkB', 'pkg.BenchmarkC'].map(one)).toEqual([true, true, false, true]);
    expect(['pkg.BenchmarkA', 'pkg.BenchmarkB/y', 'pkg.BenchmarkC'].map(two)).toEqual([false, true, true]);
  });

  it('puts every load point of a sweep on one shard: the name is hashed and matched without its load token', () => {
    expect(withoutLoad('GET /api rate=200')).toBe('GET /api');
    expect(withoutLoad('BM_x/c=64/y')).toBe('BM_x/y');
    expect(withoutLoad('BM_x/size=8', 'size')).toBe('BM_x');
    expect(withoutLoad('BM_x/size=8')).toBe('BM_x/size=8');
    // Hashed whole, the points of "GET /api" would spread over 2 shards as [2, 2, 1, 1]: now all on the shard of "GET /api".
    const points = [100, 200, 400, 800].map((r) => `GET /api rate=${r}`);
    expect(points.map((n) => hashShard(n, 2))).toEqual([2, 2, 1, 1]);
    for (const count of [2, 3, 4]) {
      const keeps = Array.from({ length: count }, (_, k) => keeper({ index: k + 1, count, list: null }));
      for (const n of points) expect(keeps.map((k) => k(n))).toEqual(keeps.map((_, k) => k + 1 === hashShard('GET /api', count)));
    }
    // --sweep-param names the key: BM_x/size=1, 2, 4, 8 are points of BM_x.
    const sized = [1, 2, 4, 8].map((v) => `BM_x/size=${v}`);
    const three = [1, 2, 3].map((index) => keeper({ index, count: 3, list: null }, 'size'));
    for (const n of sized) expect(three.map((k) => k(n))).toEqual([1, 2, 3].map((i) => i === hashShard('BM_x', 3)));
    // With a list, a point belongs to the listed name of its sweep: kept by that shard alone, not by every shard as unlisted.
    const listed = ['GET /api', 'GET /home'];
    expect(points.map(keeper({ index: 1, count: 2, list: listed }))).toEqual([true, true, true, true]);
    expect(points.map(keeper({ index: 2, count: 2, list: listed }))).toEqual([false, false, false, false]);
    // A list may also name a point itself.
    expect(keeper({ index: 2, count: 2, list: ['GET /home', 'GET /api rate=100'] })('GET /api rate=100')).toBe(true);
  });

  it('starts a shard in one place for the CLI and the action: plan, keep, env, note and record', async () => {
    expect(await startShard(undefined, 'a\nb', '/', '--shard-benchmarks')).toBeUndefined();
    const s = (await startShard({ index: 2, count: 2 }, 'GET /a\nGET /b', '/', '--shard-benchmarks'))!;
    expect(s.plan).toEqual({ index: 2, count: 2, list: ['GET /a', 'GET /b'] });
    expect(s.env.BENCH_REVIEW_BENCHMARKS).toBe('GET /b');
    expect(['GET /b rate=5', 'GET /a rate=5', 'other'].map(s.keep)).toEqual([true, false, true]);
    const noted = s.noted({
      runNotes: [
        { id: 'run.measured', params: {} },
        { id: 'x', params: {} },
      ],
    });
    expect(noted.runNotes.map((m) => m.id)).toEqual(['run.measured', 'run.shard', 'x']);
    await expect(startShard({ index: 1, count: 3 }, 'a\nb', '/', 'Invalid `shard-benchmarks`')).rejects.toThrow(
      'Invalid `shard-benchmarks`: the benchmark list has 2 names, so shard 3/3 and later',
    );
  });

  it('reads a list from a file, or takes the names when the value has several lines', async () => {
    const dir = tempDir('shard-list');
    writeFileSync(join(dir, 'list.txt'), 'x\ny\n');
    expect(await readBenchmarkList('list.txt', dir, '--shard-benchmarks')).toEqual(['x', 'y']);
    expect(await readBenchmarkList('p\nq', dir, '--shard-benchmarks')).toEqual(['p', 'q']);
    await expect(readBenchmarkList('nope.txt', dir, '--shard-benchmarks')).rejects.toThrow(
      `--shard-benchmarks: cannot read the benchmark list ${join(dir, 'nope.txt')} (ENOENT); give a file with one benchmark name per line, or the names themselves on several lines`,
    );
  });
});

describe('--shard i/N and shard: i/N', () => {
  it('parses i/N with 1 ≤ i ≤ N ≤ 256', () => {
    expect(parseShard(undefined, 'cli')).toBeUndefined();
    expect(parseShard('2/4', 'cli')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ', 'action')).toEqual({ index: 1, count: 1 });
    expect(parseShard('256/256', 'cli')).toEqual({ index: 256, count: 256 });
  });

  it('refuses bad values in the settings wording of each front end', () => {
    const expected = 'i/N, such as 2/4: this job is shard i of N (1 ≤ i ≤ N ≤ 256)';
    expect(() => parseShard('2', 'cli')).toThrow(`--shard: "2" is not valid; expected ${expected}`);
    expect(() => parseShard('0/4', 'cli')).toThrow(`--shard: "0/4": shard 0 is not one of 1 to 4; expected ${expected}`);
    expect(() => parseShard('5/4', 'action')).toThrow(`Invalid \`shard: 5/4\`: shard 5 is not one of 1 to 4; expected ${expected}`);
    expect(() => parseShard('1/300', 'cli')).toThrow(`--shard: "1/300": 300 shards is out of range; expected ${expected}`);
    expect(() => parseShard('a/b', 'action')).toThrow(`Invalid \`shard: a/b\`: expected ${expected}`);
    expect(() => parseShard('-1/4', 'cli')).toThrow(`--shard: "-1/4" is not valid; expected ${expected}`);
  });
});

describe('shard.json as merge reads it', () => {
  const good = {
    kind: 'bench-review-shard',
    schemaVersion: 1,
    shard: { index: 1, count: 2 },
    list: null,
    format: null,
    settings: { alpha: 0.05, q: 0.05, thresholds: { p99: 0.15 }, noiseFloor: {}, failOn: 'auto', allowDifferentMachines: false },
    files: { base: ['runs/base-1.out'], head: ['runs/head-1.out'] },
    machine: { base: {}, head: {} },
    run: {
      base: { sha: 'a', runs: 1, failedRuns: 0 },
      head: { sha: 'b', runs: 1, failedRuns: 0 },
      baseWhy: 'x',
      order: ['base', 'head'],
      runsPerSide: 1,
      looks: [1],
      stopped: 'fixed',
    },
    runNotes: [],
  };
  const write = (record: unknown) => {
    const dir = tempDir('shard-json');
    mkdirSync(join(dir, 'runs'));
    writeFileSync(join(dir, 'shard.json'), typeof record === 'string' ? record : JSON.stringify(record));
    return dir;
  };

  it('loads a folder, its shard.json, or a report.json beside it, with run files inside the folder', async () => {
    const dir = write(good);
    const loaded = await loadShard(dir, '/');
    expect(loaded.file).toBe(join(dir, 'shard.json'));
    expect(loaded.paths).toEqual({ base: [join(dir, 'runs', 'base-1.out')], head: [join(dir, 'runs', 'head-1.out')] });
    expect((await loadShard(join(dir, 'shard.json'), '/')).file).toBe(join(dir, 'shard.json'));
    writeFileSync(join(dir, 'report.json'), '{}');
    expect((await loadShard(join(dir, 'report.json'), '/')).file).toBe(join(dir, 'shard.json'));
  });

  it('names the file and the field of what is wrong', async () => {
    const dir = write('{ nope');
    await expect(loadShard(dir, '/')).rejects.toThrow(new RegExp(`^${join(dir, 'shard.json')}: not valid JSON`));
    const at = async (record: unknown) => {
      const d = write(record);
      return (await loadShard(d, '/').catch((e: Error) => e.message)) as string;
    };
    expect(await at({ ...good, kind: 'report' })).toMatch(/shard\.json at \/kind: expected "bench-review-shard"/);
    expect(await at({ ...good, schemaVersion: 2 })).toMatch(/shard\.json at \/schemaVersion: expected 1 \(written by another version/);
    expect(await at({ ...good, shard: { index: 3, count: 2 } })).toMatch(
      /shard\.json at \/shard: expected \{ "index": i, "count": N \} with 1 ≤ i ≤ N$/,
    );
    expect(await at({ ...good, files: { base: ['../../etc/passwd'], head: ['runs/head-1.out'] } })).toMatch(
      /shard\.json at \/files\/base\/0: expected a path inside the folder of shard\.json$/,
    );
    expect(await at({ ...good, files: { base: [], head: ['x'] } })).toMatch(/shard\.json at \/files\/base: expected a non-empty list/);
    // Run notes are data from another job: only message ids bench-review knows, with their params.
    const unknown = write({ ...good, runNotes: [{ id: 'run.injected', params: {} }] });
    await expect(mergeShards([unknown], '/')).rejects.toThrow(
      `${join(unknown, 'shard.json')} at /runNotes/0/id: expected a message id bench-review knows (see render/messages/) (got "run.injected")`,
    );
    const missing = join(tempDir('empty'), 'nothing-here');
    await expect(loadShard(missing, '/')).rejects.toThrow(
      `merge: ${missing} does not exist; expected a shard's report folder (with shard.json) or its shard.json`,
    );
  });
});
