/**
 * What benchmark code gets and what it leaves behind, on real processes and real git repositories:
 * no credentials in its environment, no detached survivors, no deleted files outside the checkout,
 * no worktree left registered after SIGKILL, SIGHUP or a closed pipe, and a clear word when the
 * base cannot be fetched.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { createGit } from '../../src/run/git.js';
import { spawnProcess } from '../../src/run/process.js';
import { RunError } from '../../src/run/run-error.js';
import { runSuite, type RunOptions } from '../../src/run/run-suite.js';
import { addWorktree } from '../../src/run/worktree.js';
import { alive, git, makeRepo, pidsIn, samplesCsv, tempDir, testEnv, worktrees, removeTempDirs } from './git-repo.js';

const started: number[] = [];
afterAll(() => {
  // Only if a test failed half-way: never leave a sleeper behind.
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  removeTempDirs();
});

const CSV = samplesCsv('parse', 40, 120);
const root = join(import.meta.dirname, '..', '..');
const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')).href;

function options(repoDir: string, baseRef: string, over: Partial<RunOptions> = {}): RunOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    command: 'cat samples.csv',
    runs: 1,
    timeoutMs: 30_000,
    repoDir,
    baseRef,
    env: testEnv(),
    log: (l) => lines.push(l),
    handleSignals: false,
    tmpDir: tempDir('tmp'),
    killGraceMs: 500,
    lines,
    ...over,
  };
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Error;
}

const ourTempDirs = (tmp: string) => readdirSync(tmp).filter((n) => n.startsWith('bench-review-base-'));

/** What the action's process holds that benchmark code must not get. */
const SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'ghs_input_token',
  INPUT_COMMAND: 'node bench.mjs',
  INPUT_SETUP: 'npm ci',
  GITHUB_TOKEN: 'ghs_env_token',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example.invalid/token',
  ACTIONS_RUNTIME_URL: 'https://runtime.example.invalid/',
  ACTIONS_RESULTS_URL: 'https://results.example.invalid/',
  ACTIONS_CACHE_URL: 'https://cache.example.invalid/',
  GITHUB_OUTPUT: '/nonexistent/output',
  GITHUB_ENV: '/nonexistent/env',
};

const names = (envText: string) =>
  envText
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(0, l.indexOf('=')));

describe('the environment of user code', () => {
  it('holds no token, runner service URL or action input, whichever way the command is started', async () => {
    const dir = tempDir('env');
    const env = testEnv({ ...SECRETS, BENCH_SETTING: 'kept' });
    // `env` executed directly shows exactly what the child received (dash would hide INPUT_GITHUB-TOKEN).
    const direct = await spawnProcess({ command: 'env', args: [], cwd: dir, env, stdout: 'capture' });
    const shell = await spawnProcess({ command: "sh -c 'env'", cwd: dir, env, stdout: 'capture' });
    for (const r of [direct, shell]) {
      expect(r.exitCode).toBe(0);
      expect(names(r.stdout).filter((n) => n in SECRETS)).toEqual([]);
      expect(r.stdout).not.toMatch(/ghs_|runtime-token|oidc-token/);
      expect(r.stdout).toContain('BENCH_SETTING=kept');
    }
    // User code (a shell command) is tagged so that detached survivors can be found; git and probes are not.
    expect(names(shell.stdout)).toContain('BENCH_REVIEW_RUN_ID');
    expect(names(direct.stdout)).not.toContain('BENCH_REVIEW_RUN_ID');
  });

  it('is the same for setup and every run of a suite', async () => {
    const out = tempDir('env-files');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const opts = options(dir, shas[0], {
      setup: `env > "${out}/setup-$$.env"`,
      command: `env > "${out}/run-$$.env"; cat samples.csv`,
      env: testEnv({ ...SECRETS, BENCH_SETTING: 'kept' }),
    });
    await runSuite(opts);
    const files = readdirSync(out).sort();
    expect(files.filter((f) => f.startsWith('setup-'))).toHaveLength(2);
    expect(files.filter((f) => f.startsWith('run-'))).toHaveLength(2);
    for (const f of files) {
      const text = readFileSync(join(out, f), 'utf8');
      expect(names(text).filter((n) => n in SECRETS || n.startsWith('INPUT_'))).toEqual([]);
      expect(text).toContain('BENCH_SETTING=kept');
    }
  });
});

/** Start a sleeper in its own session, wait until it is there, record its pid in $PIDS_DIR/<prefix>-<pid of this shell>. */
const DETACH = `#!/bin/sh
f="$PIDS_DIR/$1-$$"
setsid sh -c "echo \\$\\$ > '$f.tmp' && mv '$f.tmp' '$f'; exec sleep 1000" &
while [ ! -s "$f" ]; do sleep 0.01; done
`;

const pidsOf = (dir: string, prefix: string) =>
  readdirSync(dir)
    .filter((f) => f.startsWith(`${prefix}-`) && !f.endsWith('.tmp'))
    .flatMap((f) => pidsIn(join(dir, f)));

describe('processes that leave the process group', () => {
  it('are found by their run id after the command exits, named, and killed', async () => {
    const dir = tempDir('setsid');
    writeFileSync(join(dir, 'detach.sh'), DETACH);
    const r = await spawnProcess({
      command: 'sh detach.sh cmd; echo done',
      cwd: dir,
      env: testEnv({ PIDS_DIR: dir }),
      stdout: 'capture',
      killGraceMs: 500,
    });
    const [pid] = pidsOf(dir, 'cmd');
    started.push(pid);
    expect(r.stdout).toBe('done\n');
    expect(r.leftovers).toBe(false);
    expect(r.survivors).toEqual([{ pid, command: 'sleep 1000', runId: expect.any(String) }]);
    expect(alive(pid)).toBe(false);
  });

  it('are stopped after each measured run with a warning naming pid and command; setup’s live until the suite ends', async () => {
    const pidsDir = tempDir('pids');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV, 'detach.sh': DETACH }, { 'samples.csv': CSV }]);
    // Each run checks that both setups' sleepers are still there: a server started by setup may be what is measured.
    const command = `for f in "$PIDS_DIR"/setup-*; do case "$f" in *.tmp) continue;; esac; kill -0 $(cat "$f") || exit 7; done; sh detach.sh run; cat samples.csv`;
    const opts = options(dir, shas[0], { setup: 'sh detach.sh setup', command, runs: 2, env: testEnv({ PIDS_DIR: pidsDir }) });
    const out = await runSuite(opts);
    const setupPids = pidsOf(pidsDir, 'setup');
    const runPids = pidsOf(pidsDir, 'run');
    started.push(...setupPids, ...runPids);
    expect(setupPids).toHaveLength(2);
    expect(runPids).toHaveLength(4);
    expect(out.base.files).toHaveLength(2);
    expect(out.head.files).toHaveLength(2);
    for (const pid of [...setupPids, ...runPids]) expect(alive(pid)).toBe(false);
    for (const record of [...out.base.runs, ...out.head.runs]) {
      expect(record.survivors).toHaveLength(1);
      expect(out.warnings).toContainEqual({
        id: 'run.survivors',
        params: { side: record.side, run: record.index, count: 1, pids: [record.survivors[0].pid], commands: ['sleep 1000'] },
      });
    }
    const setup = out.warnings.filter((w) => w.id === 'run.setup-survivors');
    expect(setup).toEqual([
      {
        id: 'run.setup-survivors',
        params: { count: 2, by: ['base-setup', 'head-setup'], pids: expect.any(Array), commands: ['sleep 1000', 'sleep 1000'] },
      },
    ]);
    expect([...(setup[0].params.pids as number[])].sort()).toEqual([...setupPids].sort());
    expect(out.warnings).toHaveLength(5);
  });
});

describe('the results file', () => {
  it('refuses an absolute path outside the checkout, and deletes nothing there', async () => {
    const outside = tempDir('outside');
    const victim = join(outside, 'results.csv');
    writeFileSync(victim, 'precious\n');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const err = await rejection(runSuite(options(dir, shas[0], { command: `cp samples.csv ${victim}`, results: victim })));
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toBe(
      `results: "${victim}" is an absolute path; expected a file or folder the command writes, relative to the working directory and inside the repository (each side gets its own copy, which bench-review deletes before each run)`,
    );
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(worktrees(dir)).toBe(1);
  });

  it('refuses a relative path that leads out of the repository, or onto the working directory itself', async () => {
    const { dir: upstream, shas } = makeRepo([{ 'bench/samples.csv': CSV }, { 'bench/samples.csv': CSV }]);
    const outer = tempDir('outer');
    const dir = join(outer, 'repo');
    git(outer, 'clone', '-q', upstream, dir);
    const victim = join(outer, 'results.csv');
    writeFileSync(victim, 'precious\n');
    const opts = options(dir, shas[0], {
      command: 'cp samples.csv ../../results.csv',
      results: '../../results.csv',
      workingDirectory: 'bench',
    });
    const err = await rejection(runSuite(opts));
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toMatch(/^results: "\.\.\/\.\.\/results\.csv" leads out of the repository; expected/);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(worktrees(dir)).toBe(1);
    expect(ourTempDirs(opts.tmpDir!)).toEqual([]);
    await expect(runSuite(options(dir, shas[0], { results: '..', workingDirectory: 'bench' }))).rejects.toThrow(
      /^results: "\.\." is the working directory or one of its parents/,
    );
    await expect(runSuite(options(dir, shas[0], { results: '.git/results' }))).rejects.toThrow(
      /^results: "\.git\/results" is inside \.git/,
    );
    expect(existsSync(join(dir, 'bench', 'samples.csv'))).toBe(true);
  });

  it('refuses a path that reaches outside the checkout through a symbolic link', async () => {
    const outside = tempDir('outside');
    const victim = join(outside, 'results.csv');
    writeFileSync(victim, 'precious\n');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    symlinkSync(outside, join(dir, 'out'));
    git(dir, 'add', 'out');
    git(dir, 'commit', '-q', '-m', 'out is a link');
    const err = await rejection(runSuite(options(dir, shas[0], { command: 'cp samples.csv out/results.csv', results: 'out/results.csv' })));
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toMatch(/^results: /);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(worktrees(dir)).toBe(1);
  });

  it('leaves a results file it did not create in head alone and says why; removes the one its runs wrote', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const mine = join(dir, 'result.csv');
    writeFileSync(mine, 'my own numbers\n');
    const opts = options(dir, shas[0], { command: 'cp samples.csv result.csv', results: 'result.csv' });
    const err = await rejection(runSuite(opts));
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toBe(
      `results: ${mine} already exists in the working tree (head), and bench-review did not create it. bench-review deletes the results file before each run, so that a run that writes nothing is never read as a stale result, and it deletes only what its own runs wrote: move or delete it (or name another results path), then run again`,
    );
    expect(readFileSync(mine, 'utf8')).toBe('my own numbers\n');
    expect(worktrees(dir)).toBe(1);

    git(dir, 'clean', '-fq');
    const out = await runSuite(options(dir, shas[0], { command: 'cp samples.csv result.csv', results: 'result.csv', runs: 2 }));
    expect(out.head.files).toHaveLength(2);
    expect(readFileSync(out.head.files[1], 'utf8')).toBe(CSV);
    expect(existsSync(mine)).toBe(false);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });
});

describe('worktrees left by interrupted runs', () => {
  it('a worktree registered by a run killed with SIGKILL is removed by the next run; a live run’s is kept', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const tmp = tempDir('tmp');
    const script = join(tempDir('script'), 'hold-worktree.mts');
    writeFileSync(
      script,
      `import { createGit } from ${JSON.stringify(pathToFileURL(join(root, 'src', 'run', 'git.ts')).href)};
import { addWorktree } from ${JSON.stringify(pathToFileURL(join(root, 'src', 'run', 'worktree.ts')).href)};
const [repo, sha, tmp] = process.argv.slice(2);
const w = await addWorktree(createGit(repo), repo, sha, tmp);
process.stdout.write(w.path + '\\n');
setInterval(() => undefined, 60_000);
`,
    );
    const child = spawn(process.execPath, ['--import', tsx, script, dir, shas[0], tmp], {
      env: testEnv() as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_code, sig) => r(sig)));
    const stalePath = await new Promise<string>((ok, fail) => {
      let text = '';
      child.stdout.on('data', (b: Buffer) => (text += b.toString()).includes('\n') && ok(text.trim()));
      child.once('exit', () => fail(new Error('the helper exited before adding its worktree')));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(worktrees(dir)).toBe(2);
    expect(existsSync(stalePath)).toBe(true);

    // A worktree of a legacy run (no owner file) is stale too; one owned by this live process is not.
    const legacy = join(tmp, 'bench-review-base-Legacy', 'repo');
    mkdirSync(join(tmp, 'bench-review-base-Legacy'));
    git(dir, 'worktree', 'add', '-q', '--detach', legacy, shas[0]);
    const live = await addWorktree(createGit(dir, testEnv()), dir, shas[0], tmp);
    expect(worktrees(dir)).toBe(4);

    const opts = options(dir, shas[0], { tmpDir: tmp });
    await runSuite(opts);
    expect(opts.lines).toContain(`removed the stale base worktree ${stalePath}, left registered by an interrupted bench-review run`);
    expect(opts.lines).toContain(`removed the stale base worktree ${legacy}, left registered by an interrupted bench-review run`);
    expect(existsSync(stalePath)).toBe(false);
    expect(existsSync(legacy)).toBe(false);
    expect(worktrees(dir)).toBe(2);
    expect(existsSync(live.path)).toBe(true);
    await live.remove();
    expect(worktrees(dir)).toBe(1);
    expect(ourTempDirs(tmp)).toEqual([]);
  });

  /** The CLI on a real repository, waiting until it measures. */
  async function startCli(dir: string, tmp: string, argv: string[]) {
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'src', 'cli.ts'), 'run', ...argv], {
      cwd: dir,
      env: testEnv({ RUNNER_TEMP: tmp }) as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
      child.once('exit', (code, signal) => r({ code, signal })),
    );
    let stderr = '';
    await new Promise<void>((measuring, reject) => {
      child.stderr.on('data', (b: Buffer) => {
        stderr += b.toString();
        if (stderr.includes('── Measure')) measuring();
      });
      child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
    });
    return { child, exited, stderr: () => stderr };
  }

  it('SIGHUP (terminal closed) stops the run, removes the worktree and exits 129', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const tmp = tempDir('runner-temp');
    const pids = join(tempDir('pids'), 'pids');
    const run = await startCli(dir, tmp, ['--command', `echo $$ >> ${pids}; exec sleep 1000`, '--base', shas[0], '--runs', '2']);
    while (pidsIn(pids).length === 0) await new Promise((r) => setTimeout(r, 20));
    started.push(...pidsIn(pids));
    run.child.kill('SIGHUP');
    expect(await run.exited).toEqual({ code: 129, signal: null });
    expect(run.stderr()).toMatch(/bench-review: cancelled by SIGHUP: the running process tree was stopped and the base worktree removed/);
    expect(alive(pidsIn(pids)[0])).toBe(false);
    expect(worktrees(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
  }, 60_000);

  it('a closed output pipe (`2>&1 | head`) stops the run, removes the worktree and exits 141', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const tmp = tempDir('runner-temp');
    // Enough runs that progress lines keep coming after the reader is gone.
    const run = await startCli(dir, tmp, ['--command', 'cat samples.csv', '--base', shas[0], '--runs', '1000']);
    run.child.stderr.destroy();
    run.child.stdout.destroy();
    expect(await run.exited).toEqual({ code: 141, signal: null });
    expect(worktrees(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
  }, 120_000);
});

describe('a base that is not in the clone', () => {
  it('says what was tried and what to do when there is no origin remote', async () => {
    const { dir } = makeRepo([{ 'samples.csv': CSV }]);
    const err = await rejection(runSuite(options(dir, 'release-1.2')));
    expect(err).toBeInstanceOf(RunError);
    expect(err.message).toBe(
      'base "release-1.2" is not in this clone and could not be fetched from origin: the repository has no "origin" remote, so `git fetch --no-tags origin release-1.2` cannot run. ' +
        'To fix it, pass a base that exists in this clone (--base / input base-ref: a branch, tag or SHA that `git log` shows), or clone with the base history (actions/checkout with `fetch-depth: 0`)',
    );
  });

  it('names the fetch that failed, and what to do, when origin does not have it', async () => {
    const { dir: upstream } = makeRepo([{ 'samples.csv': CSV }]);
    const clone = join(tempDir('clone'), 'repo');
    git(upstream, 'clone', '-q', '--depth=1', `file://${upstream}`, clone);
    const err = await rejection(runSuite(options(clone, 'release-1.2')));
    expect(err.message).toMatch(
      /^base "release-1\.2" is not in this clone and could not be fetched from origin: git fetch --no-tags --depth=1 origin release-1\.2 failed \(exit 128\): fatal: couldn't find remote ref release-1\.2\. Check that "release-1\.2" names a commit of origin, or pass a base that exists/,
    );
  });
});
