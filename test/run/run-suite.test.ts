import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RunError } from '../../src/run/run-error.js';
import { runSuite, type RunOptions } from '../../src/run/run-suite.js';
import { alive, git, makeRepo, pidsIn, samplesCsv, tempDir, testEnv, worktrees, removeTempDirs } from './git-repo.js';

afterAll(removeTempDirs);

const CSV = samplesCsv('parse', 40, 120);

/** Options for a quick run: stdout of `cat samples.csv`, 2 runs per side, a private temp root. */
function options(repoDir: string, baseRef: string, over: Partial<RunOptions> = {}): RunOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    command: 'cat samples.csv',
    runs: 2,
    timeoutMs: 20_000,
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

/**
 * No worktree left: `git worktree list` has only the main one, and the temp root holds nothing but
 * the run outputs of a successful run (a failed run removes its temporary output folder too).
 */
function expectClean(repo: string, tmp: string | undefined, failed = false): void {
  expect(worktrees(repo)).toBe(1);
  expect(readdirSync(tmp!).filter((n) => failed || !n.startsWith('bench-review-runs-'))).toEqual([]);
}

async function rejection(p: Promise<unknown>): Promise<RunError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RunError);
  return err as RunError;
}

describe('runSuite on a real repository', () => {
  it('runs base and head in the order A B B A A B, each in its own tree, and keeps every run output', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV, 'side.txt': 'base\n' }, { 'side.txt': 'head\n' }]);
    const log = join(tempDir('order'), 'order.log');
    const opts = options(dir, shas[0], { command: `cat side.txt >> ${log}; cat samples.csv`, runs: 3 });
    writeFileSync(join(dir, 'samples.csv'), CSV.replace('parse,1,', 'parse,1,1')); // an uncommitted edit on head
    const out = await runSuite(opts);
    expect(out.order).toEqual(['base', 'head', 'head', 'base', 'base', 'head']);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(out.order);
    expect([out.base.sha, out.head.sha]).toEqual(shas);
    expect(out.base.files.map((f) => f.slice(out.outDir.length + 1))).toEqual(['base-1.out', 'base-2.out', 'base-3.out']);
    expect(readFileSync(out.head.files[0], 'utf8')).toBe(readFileSync(join(dir, 'samples.csv'), 'utf8'));
    expect(out.warnings).toEqual([{ id: 'run.dirty-tree', params: { sha: shas[1] } }]);
    expect(out.base.machine.logicalCpus).toBeGreaterThan(0);
    expect(out.head.machine.loadBefore).toHaveLength(3);
    // Each run line ends with the time elapsed and, until the last run, an estimate of the time left.
    const runLines = opts.lines.filter((l) => /^\[\d\/6\] (base|head) \d\/3: .*, exit 0 · [^·]+ elapsed( · ~[^·]+ left)?$/.test(l));
    expect(runLines).toHaveLength(6);
    expect(runLines.map((l) => l.endsWith(' left'))).toEqual([true, true, true, true, true, false]);
    expect(existsSync(out.base.dir)).toBe(false);
    expectClean(dir, opts.tmpDir);
  });

  it('goes on when enough runs remain, says so, and shows the failed run’s last lines', async () => {
    const counter = join(tempDir('count'), 'n');
    const script = `n=$(cat ${counter} 2>/dev/null || echo 0); n=$((n+1)); echo $n > ${counter}; if [ $n -eq 2 ]; then echo "boom on purpose" >&2; exit 3; fi; cat samples.csv`;
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const opts = options(dir, shas[0], { command: script, runs: 4 });
    const out = await runSuite(opts);
    expect([out.base.failedRuns, out.head.failedRuns]).toEqual([0, 1]);
    expect(out.head.files).toHaveLength(3);
    expect(out.warnings).toEqual([{ id: 'run.failed-runs', params: { side: 'head', runs: 4, failed: [1], statuses: ['exit 3'] } }]);
    expect(opts.lines.find((l) => l.startsWith('[2/8]'))).toMatch(/^\[2\/8\] head 1\/4: [\d.]+ m?s, exit 3 · [^·]+ elapsed · ~[^·]+ left$/);
    expect(opts.lines).toContain('    stderr| boom on purpose');
    expectClean(dir, opts.tmpDir);
  });

  it('stops with a clear error when the command fails on both sides', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const opts = options(dir, shas[0], { command: 'echo "no such benchmark" >&2; exit 1', runs: 3 });
    const err = await rejection(runSuite(opts));
    expect(err.kind).toBe('both-broken');
    expect(err.message).toMatch(/failed on both base \(run 1: exit 1.*\) and head \(run 1: exit 1; run 2: exit 1\)/);
    expect(opts.lines.filter((l) => l.includes('no such benchmark')).length).toBeGreaterThanOrEqual(3);
    expectClean(dir, opts.tmpDir, true);
  });

  it('reports a base that does not build as a broken base, not a regression', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'build.sh': 'echo built', 'samples.csv': CSV }]);
    const opts = options(dir, shas[0], { setup: 'sh build.sh' });
    const err = await rejection(runSuite(opts));
    expect(err.kind).toBe('base-broken');
    expect(err.side).toBe('base');
    expect(err.message).toMatch(
      /^base [0-9a-f]{12} does not build: setup "sh build.sh" failed there \(exit \d+\) but succeeded on head\. This is a broken base, not a regression of head/,
    );
    expect(opts.lines.some((l) => /^ {4}stderr\| .*build\.sh/.test(l))).toBe(true);
    expectClean(dir, opts.tmpDir, true);
  });

  it('reports a base whose benchmark does not run as a broken base', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'run.sh': 'cat samples.csv' }]);
    const opts = options(dir, shas[0], { command: 'sh run.sh' });
    const err = await rejection(runSuite(opts));
    expect([err.kind, err.side]).toEqual(['base-broken', 'base']);
    expect(err.message).toMatch(
      /does not run reliably on base .*: 1 of 1 base runs so far failed \(run 1: exit \d+\).*head runs: 1 ok\. The same command runs on head, so this is a broken base, not a regression of head/,
    );
    expectClean(dir, opts.tmpDir, true);
  });

  it('names head when only head does not build', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV, 'build.sh': 'exit 0' }, { 'build.sh': 'echo "error TS2322" >&2; exit 2' }]);
    const opts = options(dir, shas[0], { setup: 'sh build.sh' });
    const err = await rejection(runSuite(opts));
    expect([err.kind, err.side]).toEqual(['head-broken', 'head']);
    expect(err.message).toMatch(/^head [0-9a-f]{12} does not build: .*\(exit 2\)/);
    expect(opts.lines).toContain('    stderr| error TS2322');
    expectClean(dir, opts.tmpDir, true);
  });

  it('kills a run that exceeds its timeout, with the processes it spawned', async () => {
    const pids = join(tempDir('pids'), 'pids');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const opts = options(dir, shas[0], { command: `sleep 1000 & echo $! >> ${pids}; wait`, runs: 1, timeoutMs: 300 });
    const err = await rejection(runSuite(opts));
    expect(err.kind).toBe('both-broken');
    expect(err.message).toMatch(/timed out after 300 ms \(process tree killed\)/);
    expect(pidsIn(pids)).toHaveLength(2);
    for (const pid of pidsIn(pids)) expect(alive(pid)).toBe(false);
    expectClean(dir, opts.tmpDir, true);
  });

  it('fetches the base commit a shallow clone does not have', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': samplesCsv('parse', 40, 130) }]);
    const bare = join(tempDir('bare'), 'origin.git');
    git(dir, 'clone', '-q', '--bare', dir, bare);
    const shallow = join(tempDir('clone'), 'shallow');
    git(dir, 'clone', '-q', '--depth=1', `file://${bare}`, shallow);
    expect(git(shallow, 'rev-parse', '--is-shallow-repository')).toBe('true');
    expect(() => git(shallow, 'cat-file', '-e', `${shas[0]}^{commit}`)).toThrow();
    const opts = options(shallow, shas[0]);
    const out = await runSuite(opts);
    expect(out.base.sha).toBe(shas[0]);
    expect(out.head.sha).toBe(shas[1]);
    expect(readFileSync(out.base.files[0], 'utf8')).toBe(CSV);
    expect(opts.lines.join('\n')).toMatch(/not in the clone: fetched from origin/);
    expectClean(shallow, opts.tmpDir);
  });

  it('says clearly when the base cannot be found', async () => {
    const { dir } = makeRepo([{ 'samples.csv': CSV }]);
    const opts = options(dir, 'no-such-branch');
    const err = await rejection(runSuite(opts));
    expect(err.kind).toBe('git');
    expect(err.message).toMatch(/^base "no-such-branch" is not in this clone and could not be fetched from origin/);
  });

  it('cleans up on cancellation through an AbortSignal', async () => {
    const pids = join(tempDir('pids'), 'pids');
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'samples.csv': CSV }]);
    const ac = new AbortController();
    const opts = options(dir, shas[0], { command: `sleep 1000 & echo $! >> ${pids}; wait`, signal: ac.signal });
    const p = runSuite(opts);
    const started = Date.now();
    while (pidsIn(pids).length === 0 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
    ac.abort();
    const err = await rejection(p);
    expect(err.kind).toBe('cancelled');
    expect(err.message).toMatch(/cancelled by the caller's AbortSignal/);
    expect(alive(pidsIn(pids)[0])).toBe(false);
    expectClean(dir, opts.tmpDir, true);
  });

  it('reads the file named by results after each run, and fails a run that does not write it', async () => {
    const counter = join(tempDir('count'), 'n');
    const cmd = `n=$(cat ${counter} 2>/dev/null || echo 0); n=$((n+1)); echo $n > ${counter}; echo "progress on stdout"; [ $n -eq 4 ] || cp samples.csv out/results.csv`;
    const { dir, shas } = makeRepo([
      { 'bench/samples.csv': CSV, 'bench/out/.keep': '' },
      { 'bench/samples.csv': samplesCsv('parse', 40, 125) },
    ]);
    const opts = options(dir, shas[0], { command: cmd, results: 'out/results.csv', runs: 3, workingDirectory: 'bench' });
    const out = await runSuite(opts);
    expect(out.base.files.map((f) => f.slice(out.outDir.length + 1))).toEqual(['base-1-results.csv', 'base-3-results.csv']);
    expect(readFileSync(out.base.files[0], 'utf8')).toBe(CSV);
    expect(out.head.files).toHaveLength(3);
    expect(out.warnings).toEqual([
      { id: 'run.failed-runs', params: { side: 'base', runs: 3, failed: [2], statuses: ['exit 0 but did not write out/results.csv'] } },
    ]);
    expect(out.base.dir.endsWith('/bench')).toBe(true);
    expectClean(dir, opts.tmpDir);
  });

  it('reports a benchmark folder that is new on head as having no base', async () => {
    const { dir, shas } = makeRepo([{ 'README.md': 'x' }, { 'bench/samples.csv': CSV }]);
    const opts = options(dir, shas[0], { workingDirectory: 'bench' });
    const err = await rejection(runSuite(opts));
    expect(err.kind).toBe('base-broken');
    expect(err.message).toMatch(/has no directory "bench": the benchmark is new on head/);
    expectClean(dir, opts.tmpDir, true);
  });

  it('warns when head is not simply base plus the change', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }, { 'a.txt': 'main moved on' }]);
    git(dir, 'checkout', '-q', '-b', 'feature', shas[0]);
    writeFileSync(join(dir, 'b.txt'), 'feature');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'feature');
    const feature = git(dir, 'rev-parse', 'HEAD');
    // A branch behind its base: base (main's tip) is not an ancestor of head.
    const behind = await runSuite(options(dir, shas[1], { runs: 1 }));
    expect(behind.warnings).toEqual([{ id: 'run.not-ancestor', params: { base: shas[1], head: feature } }]);
    // GitHub's test merge commit, first parent main's tip, compared against an older base.
    git(dir, 'checkout', '-q', '--detach', shas[1]);
    git(dir, 'merge', '-q', '--no-ff', '-m', 'merge', feature);
    const merge = git(dir, 'rev-parse', 'HEAD');
    const merged = await runSuite(options(dir, shas[0], { runs: 1 }));
    expect(merged.warnings).toEqual([{ id: 'run.merge-commit', params: { head: merge, firstParent: shas[1], base: shas[0] } }]);
    const fine = await runSuite(options(dir, shas[1], { runs: 1 }));
    expect(fine.warnings).toEqual([]);
    const same = await runSuite(options(dir, 'HEAD', { runs: 1 }));
    expect(same.warnings).toEqual([{ id: 'run.same-commit', params: { sha: merge } }]);
  });

  it('validates its options before touching anything', async () => {
    const { dir, shas } = makeRepo([{ 'samples.csv': CSV }]);
    await expect(runSuite(options(dir, shas[0], { runs: 0 }))).rejects.toThrow(/runs: "0" is not valid/);
    await expect(runSuite(options(dir, shas[0], { format: 'wrk3' }))).rejects.toThrow(/format: unknown format "wrk3"/);
    await expect(runSuite(options(dir, shas[0], { workingDirectory: '../elsewhere' }))).rejects.toThrow(
      /must be a path inside the repository/,
    );
    await expect(runSuite(options(dir, '', {}))).rejects.toThrow(/no base to compare with/);
    await expect(runSuite(options(tempDir('not-git'), 'HEAD'))).rejects.toThrow(/is not inside a git repository/);
    expect(worktrees(dir)).toBe(1);
  });
});
