/**
 * Sharding (issue 14): three `bench-review run --shard i/3` and one `bench-review merge` on the
 * same data give the verdicts and the status of one unsharded run. The data is the real Go suite of
 * test/fixtures/real-suites (go 1.19, 10 runs appended per file; provenance in its SOURCES.md):
 * base is go-base-1.txt, head go-head.txt, where BenchmarkSlower and BenchmarkAllocs regressed.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { cli, makeRepo, removeTempDirs, tempDir, testEnv } from '../run/git-repo.js';

afterAll(removeTempDirs);

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'real-suites');
/** Prints go.txt, only the benchmarks BENCH_REVIEW_FILTER matches when it is set (as `go test -bench` would). */
const FILTER = `import { readFileSync } from 'node:fs';
const f = process.env.BENCH_REVIEW_FILTER;
const re = f ? new RegExp(f) : null;
const out = [];
for (const line of readFileSync('go.txt', 'utf8').split('\\n')) {
  const m = /^(Benchmark\\S*?)(-\\d+)?\\s/.exec(line);
  if (m && re && !re.test(m[1])) continue;
  out.push(line);
}
process.stdout.write(out.join('\\n'));
`;

interface Report {
  status: string;
  summary: unknown;
  headlineMessage: unknown;
  benchmarks: Array<{ name: string; verdict: string; metrics: Record<string, unknown> }>;
  notes: string[];
  noteMessages: Array<{ id: string; params: Record<string, unknown> }>;
  warnings: string[];
  warningMessages: Array<{ id: string; params: Record<string, unknown> }>;
  run: { base: { runs: number }; head: { runs: number } };
}

const read = (file: string): Report => JSON.parse(readFileSync(file, 'utf8'));
const byName = (r: Report) => Object.fromEntries(r.benchmarks.map((b) => [b.name, b]));

let repo: { dir: string; shas: string[] };
let out: string;
const env = () => testEnv({ RUNNER_TEMP: tempDir('runner-temp') });
const run = (extra: string[]) =>
  cli(['run', '--command', 'node filter.mjs', '--base', repo.shas[0], '--runs', '2', '--timeout', '60s', ...extra], repo.dir, env());

let unsharded: Report;

beforeAll(async () => {
  repo = makeRepo([
    {
      'go.txt': readFileSync(join(fixtures, 'go-base-1.txt'), 'utf8'),
      'filter.mjs': FILTER,
      'benchmarks.txt': 'BenchmarkSame\nBenchmarkSteady\nBenchmarkSlower\nBenchmarkAllocs\n',
    },
    { 'go.txt': readFileSync(join(fixtures, 'go-head.txt'), 'utf8') },
  ]);
  out = tempDir('out');
  const r = await run(['--json', join(out, 'unsharded.json')]);
  expect(r.code, r.stderr).toBe(1);
  unsharded = read(join(out, 'unsharded.json'));
}, 120_000);

async function shardsAndMerge(tag: string, extra: string[]): Promise<{ merged: Report; shards: Report[]; dirs: string[]; code: number }> {
  const dirs: string[] = [];
  const shards: Report[] = [];
  for (const i of [1, 2, 3]) {
    const dir = join(out, `${tag}-${i}`);
    const r = await run(['--shard', `${i}/3`, '--out-dir', dir, '--json', join(out, `${tag}-${i}.json`), ...extra]);
    expect([0, 1], r.stderr).toContain(r.code);
    expect(r.stderr).toContain(`bench-review: shard ${i}/3 recorded in ${join(dir, 'shard.json')}`);
    dirs.push(dir);
    shards.push(read(join(out, `${tag}-${i}.json`)));
  }
  const m = await cli(['merge', ...dirs, '--json', join(out, `${tag}-merged.json`)], out, env());
  return { merged: read(join(out, `${tag}-merged.json`)), shards, dirs, code: m.code };
}

describe('three shards and a merge equal one unsharded run', () => {
  it('the unsharded run finds the two known regressions', () => {
    expect(unsharded.status).toBe('fail');
    const verdicts = Object.fromEntries(unsharded.benchmarks.map((b) => [b.name, b.verdict]));
    expect(verdicts['realsuites.BenchmarkSlower (ns/op)']).toBe('regression');
    expect(verdicts['realsuites.BenchmarkAllocs (ns/op)']).toBe('regression');
    expect(verdicts['realsuites.BenchmarkAllocs (allocs/op)']).toBe('regression');
    expect(unsharded.benchmarks).toHaveLength(12);
  });

  it('by hash: every shard measures all, keeps its names; the merge equals the unsharded run', async () => {
    const { merged, shards, code } = await shardsAndMerge('hash', []);
    // fmix32(FNV-1a 32) mod 3: Same and Allocs hash to shard 1, none to 2, Steady and Slower to 3.
    expect(
      shards.map((s) =>
        s.benchmarks
          .map((b) => b.name.replace(/ \(.*$/, ''))
          .filter((n, i, a) => a.indexOf(n) === i)
          .sort(),
      ),
    ).toEqual([
      ['realsuites.BenchmarkAllocs', 'realsuites.BenchmarkSame'],
      [],
      ['realsuites.BenchmarkSlower', 'realsuites.BenchmarkSteady'],
    ]);
    expect(shards[1].noteMessages.find((m) => m.id === 'run.shard')).toEqual({ id: 'run.shard', params: { shard: '2/3', listed: null } });
    expect(shards.map((s) => s.status)).toEqual(['fail', 'neutral', 'fail']);
    expect(code).toBe(1);
    expect(merged.status).toBe(unsharded.status);
    expect(merged.summary).toEqual(unsharded.summary);
    expect(merged.headlineMessage).toEqual(unsharded.headlineMessage);
    expect(byName(merged)).toEqual(byName(unsharded));
    expect(merged.noteMessages[0]).toEqual({
      id: 'run.merged',
      params: { shards: ['1/3', '2/3', '3/3'], baseRuns: [2, 2, 2], headRuns: [2, 2, 2] },
    });
    // Runs per side are each benchmark's (2, as unsharded), not the sum over the shards (6): the runs of each shard are run.merged's.
    expect(merged.run.base.runs).toBe(2);
    expect(merged.run.base.runs).toBe(unsharded.run.base.runs);
    expect(merged.run.head.runs).toBe(unsharded.run.head.runs);
    expect(merged.warningMessages.map((w) => w.id)).not.toContain('run.shards-differ');
  }, 120_000);

  it('by a benchmark list: each shard measures only its share through BENCH_REVIEW_FILTER; the merge equals the unsharded run', async () => {
    const { merged, shards, code, dirs } = await shardsAndMerge('list', ['--shard-benchmarks', 'benchmarks.txt']);
    // The command measured only its share: shard 2's runs printed BenchmarkSteady alone.
    const printed = readFileSync(join(dirs[1], 'head-1.out'), 'utf8');
    expect(printed.match(/^Benchmark\w+/gm)!.filter((n, i, a) => a.indexOf(n) === i)).toEqual(['BenchmarkSteady']);
    // Every 3rd name from the i-th: Same and Allocs, Steady, Slower.
    expect(shards.map((s) => [...new Set(s.benchmarks.map((b) => b.name.replace(/ \(.*$/, '')))].sort())).toEqual([
      ['realsuites.BenchmarkAllocs', 'realsuites.BenchmarkSame'],
      ['realsuites.BenchmarkSteady'],
      ['realsuites.BenchmarkSlower'],
    ]);
    expect(shards.map((s) => s.status)).toEqual(['fail', 'pass', 'fail']);
    expect(code).toBe(1);
    expect(merged.status).toBe(unsharded.status);
    expect(merged.summary).toEqual(unsharded.summary);
    expect(byName(merged)).toEqual(byName(unsharded));
  }, 120_000);

  it('refuses sharding flags that cannot work, before anything runs', async () => {
    const usage = async (argv: string[]) => {
      const r = await cli(argv, repo.dir, env());
      expect(r.code).toBe(2);
      return r.stderr;
    };
    expect(await usage(['run', '--command', 'x', '--shard', '2/4'])).toBe(
      "bench-review: run: --shard needs --out-dir DIR: the shard's folder (run files and shard.json) that `bench-review merge` reads\n",
    );
    expect(await usage(['run', '--command', 'x', '--shard-benchmarks', 'benchmarks.txt'])).toBe(
      'bench-review: run: --shard-benchmarks lists the benchmarks to split among shards; it needs --shard i/N\n',
    );
    expect(await usage(['run', '--command', 'x', '--shard', '5/4', '--out-dir', 'o'])).toBe(
      'bench-review: --shard: "5/4": shard 5 is not one of 1 to 4; expected i/N, such as 2/4: this job is shard i of N (1 ≤ i ≤ N ≤ 256)\n',
    );
    expect(await usage(['run', '--command', 'x', '--shard', '1/5', '--out-dir', 'o', '--shard-benchmarks', 'benchmarks.txt'])).toBe(
      'bench-review: --shard-benchmarks: the benchmark list has 4 names, so shard 5/5 and later would have nothing to measure; use at most 4 shards\n',
    );
    expect(await usage(['run', '--base-results', 'a', '--head-results', 'b', '--shard', '1/2'])).toBe(
      'bench-review: run: --base-results/--head-results compare results measured elsewhere; --shard only apply when bench-review runs the suite\n',
    );
    expect(await usage(['merge'])).toBe(
      'bench-review: merge: needs the report folders of the shards (each with its shard.json), e.g. bench-review merge shard-1 shard-2 shard-3\n',
    );
  });

  it('refuses a missing shard, a duplicated shard and mixed N, naming the files', async () => {
    const dirs = [1, 2, 3].map((i) => join(out, `hash-${i}`));
    const missing = await cli(['merge', dirs[0], dirs[2]], out, env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `bench-review: merge: shard 2/3 missing (have 1/3 (${join(dirs[0], 'shard.json')}), 3/3 (${join(dirs[2], 'shard.json')})); every shard's report folder is needed\n`,
    );
    const copy = join(tempDir('copy'), 'again');
    cpSync(dirs[1], copy, { recursive: true });
    const twice = await cli(['merge', dirs[0], dirs[1], copy, dirs[2]], out, env());
    expect(twice.code).toBe(2);
    expect(twice.stderr).toBe(
      `bench-review: merge: shard 2/3 is given twice: ${join(dirs[1], 'shard.json')} and ${join(copy, 'shard.json')}\n`,
    );
    const other = join(tempDir('other'), 'four');
    cpSync(dirs[2], other, { recursive: true });
    const record = JSON.parse(readFileSync(join(other, 'shard.json'), 'utf8'));
    writeFileSync(join(other, 'shard.json'), JSON.stringify({ ...record, shard: { index: 3, count: 4 } }));
    const mixed = await cli(['merge', dirs[0], dirs[1], other], out, env());
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toBe(
      `bench-review: merge: the shards are of different runs: 1/3 (${join(dirs[0], 'shard.json')}) is one of 3, 3/4 (${join(other, 'shard.json')}) one of 4; give the shards of one sharded run\n`,
    );
    // Shards of other settings, or whose lists leave benchmarks to several shards.
    const edited = (i: number, edit: (r: { settings: { thresholds: Record<string, number> }; list: string[] | null }) => void) => {
      const copyDir = join(tempDir('edited'), `s${i}`);
      cpSync(dirs[i], copyDir, { recursive: true });
      const r = JSON.parse(readFileSync(join(copyDir, 'shard.json'), 'utf8'));
      edit(r);
      writeFileSync(join(copyDir, 'shard.json'), JSON.stringify(r));
      return copyDir;
    };
    const stricter = edited(1, (r) => (r.settings.thresholds.p99 = 0.5));
    const settings = await cli(['merge', dirs[0], stricter, dirs[2]], out, env());
    expect(settings.stderr).toBe(
      `bench-review: merge: the shards were run with different settings (thresholds, noise floors, fail-on…): 1/3 (${join(dirs[0], 'shard.json')}) and 2/3 (${join(stricter, 'shard.json')})\n`,
    );
    const unlisted = [0, 1, 2].map((i) => edited(i, (r) => (r.list = ['BenchmarkX', 'BenchmarkY', 'BenchmarkZ'])));
    const overlap = await cli(['merge', ...unlisted], out, env());
    expect(overlap.code).toBe(2);
    expect(overlap.stderr).toMatch(
      /^bench-review: merge: 4 benchmarks were kept by more than one shard: "realsuites\.BenchmarkSame" \(1\/3 \(.*\) and 2\/3 \(.*\) and 3\/3 \(.*\)\), .* add it to the list, or make the command's filter select it in one shard only\n$/,
    );
    const none = await cli(['merge', out], out, env());
    expect(none.stderr).toBe(
      `bench-review: merge: ${out}: no shard.json in this folder; expected the report folder of \`bench-review run --shard i/N\` (the action's \`shard:\`), uploaded whole\n`,
    );
  });

  it('with --rename, a renamed benchmark belongs to the shard of its new name on both sides, in run and merge; merge takes folders after its flags', async () => {
    // head renamed BenchmarkSlower to BenchmarkSlowerNew; the two names hash to different shards of 2 (1 and 2).
    const renamed = makeRepo([
      { 'go.txt': readFileSync(join(fixtures, 'go-base-1.txt'), 'utf8'), 'filter.mjs': FILTER },
      { 'go.txt': readFileSync(join(fixtures, 'go-head.txt'), 'utf8').replace(/^BenchmarkSlower-/gm, 'BenchmarkSlowerNew-') },
    ]);
    const rename = ['--rename', 'realsuites.BenchmarkSlower=realsuites.BenchmarkSlowerNew'];
    const dirs: string[] = [];
    const shards: Report[] = [];
    for (const i of [1, 2]) {
      const dir = join(out, `rename-${i}`);
      const r = await cli(
        [
          'run',
          '--command',
          'node filter.mjs',
          '--base',
          renamed.shas[0],
          '--runs',
          '2',
          '--timeout',
          '60s',
          '--shard',
          `${i}/2`,
          '--out-dir',
          dir,
          '--json',
          join(out, `rename-${i}.json`),
          ...rename,
        ],
        renamed.dir,
        env(),
      );
      expect([0, 1], r.stderr).toContain(r.code);
      dirs.push(dir);
      shards.push(read(join(out, `rename-${i}.json`)));
    }
    const slower = (r: Report) => r.benchmarks.filter((b) => b.name.includes('BenchmarkSlower'));
    // Shard 2 (where "realsuites.BenchmarkSlowerNew" hashes) compares base's BenchmarkSlower with head's BenchmarkSlowerNew; shard 1 has neither side.
    expect(slower(shards[0])).toEqual([]);
    expect(slower(shards[1]).map((b) => [b.name, b.verdict])).toContainEqual(['realsuites.BenchmarkSlowerNew (ns/op)', 'regression']);
    const m = await cli(['merge', '--json', join(out, 'rename-merged.json'), ...dirs], out, env());
    expect(m.code, m.stderr).toBe(1);
    const merged = read(join(out, 'rename-merged.json'));
    expect(merged.benchmarks).toHaveLength(12);
    expect(byName(merged)['realsuites.BenchmarkSlowerNew (ns/op)'].verdict).toBe('regression');
    // And the merge equals one unsharded run with the same --rename.
    const whole = await cli(
      [
        'run',
        '--command',
        'node filter.mjs',
        '--base',
        renamed.shas[0],
        '--runs',
        '2',
        '--timeout',
        '60s',
        '--json',
        join(out, 'rename-unsharded.json'),
        ...rename,
      ],
      renamed.dir,
      env(),
    );
    expect(whole.code, whole.stderr).toBe(1);
    expect(byName(merged)).toEqual(byName(read(join(out, 'rename-unsharded.json'))));
  }, 120_000);

  it('warns first when the shards ran on different CPU models', async () => {
    const dirs = [1, 2, 3].map((i) => {
      const copy = join(tempDir('cpu'), `s${i}`);
      cpSync(join(out, `hash-${i}`), copy, { recursive: true });
      return copy;
    });
    const record = JSON.parse(readFileSync(join(dirs[1], 'shard.json'), 'utf8'));
    for (const side of ['base', 'head']) record.machine[side].cpuModel = 'AMD EPYC 7763 64-Core Processor';
    writeFileSync(join(dirs[1], 'shard.json'), JSON.stringify(record));
    const md = join(out, 'cpu.md');
    const m = await cli(['merge', ...dirs, '--json', join(out, 'cpu.json'), '--markdown', md], out, env());
    expect(m.code).toBe(1);
    const merged = read(join(out, 'cpu.json'));
    const cpu = (JSON.parse(readFileSync(join(dirs[0], 'shard.json'), 'utf8')).machine.head.cpuModel as string | undefined) ?? 'unknown';
    expect(merged.warningMessages[0]).toEqual({
      id: 'run.shards-differ',
      params: { shards: ['1/3', '2/3', '3/3'], cpus: [cpu, 'AMD EPYC 7763 64-Core Processor', cpu] },
    });
    expect(merged.warnings[0]).toMatch(/^The shards ran on different CPU models \(1\/3: .*; 2\/3: AMD EPYC 7763 64-Core Processor; 3\/3: /);
    // Said first, like the machine warning: in the header, before the tables.
    const text = readFileSync(md, 'utf8');
    expect(text.indexOf('The shards ran on different CPU models')).toBeGreaterThan(-1);
    expect(text.indexOf('The shards ran on different CPU models')).toBeLessThan(text.indexOf('BenchmarkSlower'));
    expect(byName(merged)).toEqual(byName(unsharded));
    // A fork's merged report goes through mode: publish like any other: its ids are ones publish knows.
    const published = parseUntrustedReport(readFileSync(join(out, 'cpu.json'), 'utf8'), 'report.json');
    expect(published.warnings[0]).toEqual(merged.warningMessages[0]);
    expect(published.notes[0].id).toBe('run.merged');
  });
});
