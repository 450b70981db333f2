import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, git, makeRepo, samplesCsv, tempDir, testEnv, worktrees, removeTempDirs } from './git-repo.js';
import { readMachineFile } from '../../src/read/machine-file.js';

afterAll(removeTempDirs);

const root = join(import.meta.dirname, '..', '..');
const bench = readFileSync(join(root, 'test', 'fixtures', 'run', 'latency-bench.mjs'), 'utf8');
const CSV = samplesCsv('parse', 40, 120);

describe('bench-review run: base and head measured on this machine', () => {
  it('finds a real tail regression on head, describes the machine, and leaves no worktree behind', async () => {
    const { dir, shas } = makeRepo([
      { 'bench.mjs': bench, 'bench-config.json': '{ "ops": 3000, "work": 2200 }\n' },
      { 'bench-config.json': '{ "ops": 3000, "work": 2200, "slowEvery": 33, "slowFactor": 20 }\n' },
    ]);
    const tmp = tempDir('runner-temp');
    const out = tempDir('report');
    const env = testEnv({ RUNNER_TEMP: tmp, RUNNER_NAME: 'test-runner' });
    const { code, stderr } = await cli(
      [
        'run',
        '--command',
        'node bench.mjs',
        '--base',
        shas[0],
        '--runs',
        '6',
        '--timeout',
        '60s',
        '--json',
        join(out, 'r.json'),
        '--markdown',
        join(out, 'r.md'),
      ],
      dir,
      env,
    );
    expect(stderr).toMatch(/\[12\/12\] (base|head) 6\/6: .*, exit 0/);
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    expect(report.status).toBe('fail');
    const b = report.benchmarks[0];
    expect(b.name).toBe('checkout');
    expect(b.runs).toEqual({ base: 6, head: 6 });
    expect(b.metrics.p99.verdict).toBe('regression');
    expect(b.metrics.p99.ratio).toBeGreaterThan(1.5);
    expect(b.metrics.p50.verdict).not.toBe('regression');
    for (const side of ['base', 'head']) {
      const m = report.machine[side];
      expect(m.source).toBe('measured');
      expect(typeof m.cpuModel).toBe('string');
      expect(m.logicalCpus).toBeGreaterThan(0);
      expect(m.runnerName).toBe('test-runner');
      expect(m.loadBefore).toHaveLength(3);
      expect(m.loadAfter).toHaveLength(3);
    }
    expect(report.machine.differences).toEqual([]);
    expect(report.notes[0]).toMatch(/^Measured on one machine, interleaved .*6 runs, head [0-9a-f]{12} 6 runs\.$/);
    expect(report.noteMessages[0]).toEqual({
      id: 'run.measured',
      params: { baseSha: shas[0], baseWhy: `given as "${shas[0]}"`, baseRuns: 6, headSha: shas[1], headRuns: 6 },
    });
    expect(report.run).toMatchObject({ base: { sha: shas[0], runs: 6, failedRuns: 0 }, head: { sha: shas[1], runs: 6, failedRuns: 0 } });
    expect(report.run.order.slice(0, 4)).toEqual(['base', 'head', 'head', 'base']);
    expect(readFileSync(join(out, 'r.md'), 'utf8')).toMatch(/Machine/);
    expect(worktrees(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('reads --results files and compares them', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': samplesCsv('parse', 40, 121) }]);
    const tmp = tempDir('runner-temp');
    const keep = join(tempDir('keep'), 'runs');
    const r = await cli(
      [
        'run',
        '--command',
        'cp samples.csv result.csv',
        '--results',
        'result.csv',
        '--base',
        shas[0],
        '--runs',
        '2',
        '--out-dir',
        keep,
        '--format',
        'raw-samples',
      ],
      dir,
      testEnv({ RUNNER_TEMP: tmp }),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/parse/);
    expect(
      readdirSync(keep)
        .filter((f) => f.endsWith('-result.csv'))
        .sort(),
    ).toEqual(['base-1-result.csv', 'base-2-result.csv', 'head-1-result.csv', 'head-2-result.csv']);
    expect(r.stderr).toContain(`the output of every run is in ${keep}`);
    expect(readdirSync(tmp)).toEqual([]);
    // This machine's facts, as a file of their own beside the runs: what --machine FILE reads back.
    const machine = JSON.parse(readFileSync(join(keep, 'machine.json'), 'utf8'));
    expect(machine.source).toBe('measured');
    expect(machine.loadBefore).toBeUndefined();
    expect(await readMachineFile(join(keep, 'machine.json'), 'base')).toEqual({ ...machine, source: 'file' });
  });

  it('takes the base from the pull_request event when --base is not given', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const event = join(tempDir('event'), 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 3, base: { sha: shas[0], ref: 'main' } } }));
    const out = tempDir('report');
    const env = testEnv({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, RUNNER_TEMP: tempDir('runner-temp') });
    const r = await cli(['run', '--command', 'cat samples.csv', '--runs', '1', '--json', join(out, 'r.json')], dir, env);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`base: ${shas[0].slice(0, 12)} — base of pull request #3 (main): pull_request.base.sha`);
    expect(JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')).benchmarks[0].runs).toEqual({ base: 1, head: 1 });
  });

  it('exits 2 with a one-line error naming the broken base', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'build.sh': 'true' }]);
    const r = await cli(
      ['run', '--command', 'cat samples.csv', '--setup', 'sh build.sh', '--base', shas[0], '--runs', '2'],
      dir,
      testEnv({ RUNNER_TEMP: tempDir('runner-temp') }),
    );
    expect(r.code).toBe(2);
    const last = r.stderr.trim().split('\n').at(-1)!;
    expect(last).toMatch(/^bench-review: base [0-9a-f]{12} does not build: .*not a regression of head/);
    expect(worktrees(dir)).toBe(1);
  });
});

/**
 * A deterministic benchmark: 2000 samples per run around 100 µs, different in each run (seeded by
 * the side and index in BENCH_REVIEW_RUN_ID, `<suite>/head-3`); every 20th operation takes `slow` times as long, so only the tail moves.
 */
const seededBench = (slow: number) => `const id = (process.env.BENCH_REVIEW_RUN_ID ?? '').replace(/^.*\\//, '');
let seed = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const rnd = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const rows = ['benchmark,run,value,unit'];
for (let i = 0; i < 2000; i++) rows.push('checkout,1,' + (100 * Math.exp(0.2 * (rnd() + rnd() + rnd() - 1.5)) * (i % 20 === 0 ? ${slow} : 1)).toFixed(3) + ',us');
console.log(rows.join('\\n'));
`;

/** Writes which checkout (the file's own side) ran it, for which side and benchmark, into the profile folder. */
const profiler = (
  version: string,
) => `require('node:fs').writeFileSync(process.env.BENCH_REVIEW_PROFILE_DIR + '/profile.txt', '${version} ' + process.env.BENCH_REVIEW_SIDE + ' ' + process.env.BENCH_REVIEW_BENCHMARK + ' ' + process.cwd().endsWith('svc') + '\\n');
`;

describe('bench-review run --profile-command', () => {
  it('profiles the regressed benchmark on both checkouts, keeps the profiles, names them, and links them in the review', async () => {
    const { dir, shas } = makeRepo([
      { 'svc/bench.cjs': seededBench(1), 'svc/profile.cjs': profiler('base') },
      { 'svc/bench.cjs': seededBench(4), 'svc/profile.cjs': profiler('head') },
    ]);
    const tmp = tempDir('runner-temp');
    const out = tempDir('report');
    const argv = [
      'run',
      '--command',
      'node bench.cjs',
      '--profile-command',
      'node profile.cjs',
      '--working-directory',
      'svc',
      '--base',
      shas[0],
      '--runs',
      '5',
      '--json',
      join(out, 'r.json'),
    ];
    const r = await cli(argv, dir, testEnv({ RUNNER_TEMP: tmp }));
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    expect(report.benchmarks[0].metrics.p99.verdict).toBe('regression');

    // The profiles stay in a folder of their own under the temp root, named on stderr; the run outputs and the worktrees go.
    const kept = readdirSync(tmp);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^bench-review-profiles-/);
    const profiles = join(tmp, kept[0]);
    expect(r.stderr).toContain(`bench-review: the profiles are in ${profiles}\n`);
    expect(r.stderr).toContain('── Profiling the regressed benchmarks');
    expect(readdirSync(profiles)).toEqual(['1-checkout']);
    expect(readFileSync(join(profiles, '1-checkout', 'base', 'profile.txt'), 'utf8')).toBe('base base checkout true\n');
    expect(readFileSync(join(profiles, '1-checkout', 'head', 'profile.txt'), 'utf8')).toBe('head head checkout true\n');
    expect(worktrees(dir)).toBe(1);

    const ask = report.asks.find((a: { kind: string }) => a.kind === 'profile');
    expect(ask).toMatchObject({
      id: 'profile.profiled',
      benchmark: 'checkout',
      params: { uploaded: false, problem: `bench-review run keeps them on this machine, in ${profiles}`, failedSides: [], failedExits: [] },
    });
    expect(ask.links).toBeUndefined();
  });
});

describe('bench-review run: precomputed results', () => {
  it('compares --base-results and --head-results without running anything', async () => {
    const d = tempDir('pre');
    for (const [name, median] of [
      ['b1', 100],
      ['b2', 101],
      ['h1', 100],
      ['h2', 102],
    ] as const)
      writeFileSync(join(d, `${name}.csv`), samplesCsv('parse', 40, median));
    const out = join(d, 'r.json');
    const r = await cli(
      ['run', '--base-results', 'b1.csv', 'b2.csv', '--head-results', 'h1.csv', 'h2.csv', '--json', out, '--fail-on', 'any'],
      d,
      testEnv(),
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.benchmarks[0].runs).toEqual({ base: 2, head: 2 });
    expect(report.machine).toMatchObject({ base: null, head: null });
    expect(report.run).toBeNull();
  });
});

describe('bench-review run: flags', () => {
  const d = tempDir('flags');
  const check = async (argv: string[], message: RegExp) => {
    const r = await cli(['run', ...argv], d, testEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  };

  it.each([
    [
      ['--command', 'x', '--timeout', '10x'],
      /^bench-review: --timeout: "10x" is not valid; expected a duration above 0 and at most 360 minutes \(GitHub's job limit\), such as 90s, 10m or 1\.5h; a number without a unit is seconds\n$/,
    ],
    [['--command', 'x', '--timeout', '0s'], /--timeout: "0s" is not valid/],
    [['--command', 'x', '--timeout', '6.5h'], /--timeout: "6\.5h" is not valid; expected a duration above 0 and at most 360 minutes/],
    [['--command', 'x', '--runs', '0'], /--runs: "0" is not valid; expected auto \(.*\) or a whole number/],
    [['--command', 'x', '--max-runs', '1'], /--max-runs: "1" is not valid; expected a whole number from 2 to 1000/],
    [['--command', 'x', '--max-minutes', '0'], /--max-minutes: "0" is not valid; expected a number of minutes above 0 and at most 360/],
    [['--base-results', 'a.csv', '--head-results', 'b.csv', '--max-runs', '20'], /--max-runs only apply when bench-review runs the suite/],
    [['--command', 'x', '--runs', '2.5'], /--runs: "2.5" is not valid/],
    [['--command', 'x', '--threshold', 'p100=5%'], /--threshold: "p100=5%": unknown metric "p100"/],
    [['--command', 'x', '--fail-on', 'sometimes'], /fail-on/],
    [['--command', 'x', '--format', 'wrk3', '--base', 'HEAD'], /--format: "wrk3" is not valid; expected auto or one of .*wrk2/],
    [['--base-results', 'a.csv', '--head-results', 'b.csv', '--format', 'wrk3'], /--format: "wrk3" is not valid; expected auto or one of/],
    [['--command', 'x'], /no base to compare with: outside a pull_request event, give the base commit-ish \(--base REF/],
    [['--setup', 'make'], /run: needs --command/],
    [['--command', ' '], /run: needs --command/],
    [['--base-results', 'a.csv'], /needs both --base-results FILE\.\.\. and --head-results FILE\.\.\./],
    [['--base-results', 'a.csv', '--head-results', 'b.csv', '--command', 'x'], /--command only apply when bench-review runs the suite/],
    [
      ['--base-results', 'a.csv', '--head-results', 'b.csv', '--profile-command', 'perf'],
      /--profile-command only apply when bench-review runs the suite/,
    ],
    [['--command', 'x', '--profile-command', ' '], /--profile-command is empty/],
    [['--command', 'x', '--bogus'], /unknown flag --bogus/],
  ])('%j', (argv, message) => check(argv, message));

  it('says the directory is not a git repository', async () => {
    await check(['--command', 'x', '--base', 'HEAD'], /is not inside a git repository/);
  });
});

describe('bench-review run: SIGTERM', () => {
  it('stops the running process tree, removes the worktree and exits 143', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const tmp = tempDir('runner-temp');
    const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')).href;
    const child = spawn(
      process.execPath,
      ['--import', tsx, join(root, 'src', 'cli.ts'), 'run', '--command', 'sleep 1000', '--base', shas[0], '--runs', '2'],
      {
        cwd: dir,
        env: testEnv({ RUNNER_TEMP: tmp }) as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    await new Promise<void>((resolveStarted, reject) => {
      child.stderr.on('data', (b: Buffer) => {
        stderr += b.toString();
        if (stderr.includes('── Measure')) setTimeout(resolveStarted, 200);
      });
      child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
    });
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(stderr).toMatch(/removed the base worktree/);
    expect(stderr).toMatch(/bench-review: cancelled by SIGTERM: the running process tree was stopped and the base worktree removed/);
    expect(worktrees(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });
});
