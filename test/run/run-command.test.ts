import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, git, makeRepo, samplesCsv, tempDir, testEnv, worktrees, removeTempDirs } from './git-repo.js';

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
    const { code, stderr } = await cli(['run', '--command', 'node bench.mjs', '--base', shas[0], '--runs', '6', '--timeout', '60s', '--json', join(out, 'r.json'), '--markdown', join(out, 'r.md')], dir, env);
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
    const r = await cli(['run', '--command', 'cp samples.csv result.csv', '--results', 'result.csv', '--base', shas[0], '--runs', '2', '--out-dir', keep, '--format', 'raw-samples'], dir, testEnv({ RUNNER_TEMP: tmp }));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/parse/);
    expect(readdirSync(keep).filter((f) => f.endsWith('-result.csv')).sort()).toEqual(['base-1-result.csv', 'base-2-result.csv', 'head-1-result.csv', 'head-2-result.csv']);
    expect(r.stderr).toContain(`the output of every run is in ${keep}`);
    expect(readdirSync(tmp)).toEqual([]);
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
    const r = await cli(['run', '--command', 'cat samples.csv', '--setup', 'sh build.sh', '--base', shas[0], '--runs', '2'], dir, testEnv({ RUNNER_TEMP: tempDir('runner-temp') }));
    expect(r.code).toBe(2);
    const last = r.stderr.trim().split('\n').at(-1)!;
    expect(last).toMatch(/^bench-review: base [0-9a-f]{12} does not build: .*not a regression of head/);
    expect(worktrees(dir)).toBe(1);
  });
});

describe('bench-review run: precomputed results', () => {
  it('compares --base-results and --head-results without running anything', async () => {
    const d = tempDir('pre');
    for (const [name, median] of [['b1', 100], ['b2', 101], ['h1', 100], ['h2', 102]] as const) writeFileSync(join(d, `${name}.csv`), samplesCsv('parse', 40, median));
    const out = join(d, 'r.json');
    const r = await cli(['run', '--base-results', 'b1.csv', 'b2.csv', '--head-results', 'h1.csv', 'h2.csv', '--json', out, '--fail-on', 'any'], d, testEnv());
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
    [['--command', 'x', '--timeout', '10x'], /--timeout: "10x" is not a duration; expected .* 90s, 10m or 1h/],
    [['--command', 'x', '--timeout', '0s'], /--timeout: "0s" is not a duration/],
    [['--command', 'x', '--runs', '0'], /--runs: "0" is not valid; expected a whole number/],
    [['--command', 'x', '--runs', '2.5'], /--runs: "2.5" is not valid/],
    [['--command', 'x', '--threshold', 'p98=5%'], /unknown metric "p98"/],
    [['--command', 'x', '--fail-on', 'sometimes'], /fail-on/],
    [['--command', 'x', '--format', 'wrk3', '--base', 'HEAD'], /format: unknown format "wrk3"/],
    [['--command', 'x'], /no base to compare with: outside a pull_request event, give the base commit-ish \(--base REF/],
    [['--setup', 'make'], /run: needs --command/],
    [['--command', ' '], /run: needs --command/],
    [['--base-results', 'a.csv'], /needs both --base-results FILE\.\.\. and --head-results FILE\.\.\./],
    [['--base-results', 'a.csv', '--head-results', 'b.csv', '--command', 'x'], /--command only apply when bench-review runs the suite/],
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
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'src', 'cli.ts'), 'run', '--command', 'sleep 1000', '--base', shas[0], '--runs', '2'], {
      cwd: dir,
      env: testEnv({ RUNNER_TEMP: tmp }) as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
