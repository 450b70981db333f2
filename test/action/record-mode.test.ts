/**
 * `mode: record` and `history: true` in the action, against a real git repository (a bare one in a
 * temp folder stands for GitHub): a push records the pushed commit — measured with the real
 * runSuite, or from `head-results` — on the data branch, with its parent and time; a pull request's
 * run mode reads the branch and its review gets the drift note when main crept, and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBranch } from '../../src/action/history-branch.js';
import { getInputs, inputEnvName } from '../../src/action/inputs.js';
import { recordMode } from '../../src/action/record-mode.js';
import { runMode } from '../../src/action/run-mode.js';
import { readStore, writeEntry } from '../../src/history/store.js';
import { contextFrom } from '../../src/jobs/github-context.js';
import type { ActionIo } from '../../src/publish/io.js';
import { runSuite, type RunOptions } from '../../src/run/run-suite.js';
import { simulate } from '../history/simulated.js';
import { pullRequestPayload } from '../e2e/events.js';
import { git, makeRepo, removeTempDirs, tempDir, testEnv } from '../run/git-repo.js';
import { bench } from '../run/seeded-bench.js';

afterAll(removeTempDirs);

const inputsOf = (given: Record<string, string>) =>
  getInputs(Object.fromEntries(Object.entries(given).map(([k, v]) => [inputEnvName(k), v])));
const fails = (given: Record<string, string>) => {
  try {
    inputsOf(given);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

function bareRemote(): string {
  const remote = join(tempDir('remote'), 'repo.git');
  execFileSync('git', ['init', '-q', '--bare', remote]);
  return remote;
}

function fakeIo() {
  const info: string[] = [];
  const outputs: Record<string, string> = {};
  const summary: string[] = [];
  const io: ActionIo = {
    info: (l) => info.push(l),
    warning: (l) => info.push(`warning: ${l}`),
    setOutput: (k, v) => (outputs[k] = v),
    setFailed: (m) => info.push(`failed: ${m}`),
    appendSummary: async (md) => (summary.push(md), true),
    group: (_t, fn) => fn(),
  };
  return { io, info, outputs, summary };
}

const noArtifacts = () => {
  throw new Error('no artifacts here');
};

/** A raw-samples file of `runs` runs of 400 operations of `checkout` around `level` µs. */
function samples(level: number, runs = 5): string {
  const rows = ['benchmark,run,value,unit'];
  for (let r = 1; r <= runs; r++)
    for (let k = 0; k < 400; k++) rows.push(`checkout,${r},${(level * (1 + 0.002 * r) * Math.exp(0.2 * Math.sin(k * 7.3))).toFixed(3)},us`);
  return `${rows.join('\n')}\n`;
}

describe('mode: record inputs', () => {
  it('reads the mode, history-branch and history', () => {
    expect(inputsOf({ mode: 'record', command: 'x' })).toMatchObject({
      mode: 'record',
      historyBranch: 'bench-review-data',
      history: false,
    });
    expect(inputsOf({ mode: 'record', 'head-results': 'r/*.csv', 'history-branch': 'perf/history' }).historyBranch).toBe('perf/history');
    expect(inputsOf({ command: 'x', history: 'true' }).history).toBe(true);
  });

  it('refuses what does not fit', () => {
    expect(fails({ mode: 'record' })).toMatch(/^`mode: record` needs `command` .* or `head-results`/);
    expect(fails({ mode: 'record', 'base-results': 'a', 'head-results': 'b' })).toMatch(
      /^`base-results` cannot be used with `mode: record`/,
    );
    expect(fails({ mode: 'record', command: 'x', 'head-results': 'b' })).toMatch(/^Use either `command` .* or `head-results`/);
    expect(fails({ mode: 'record', command: 'x', history: 'true' })).toMatch(/^`history: true` applies in `mode: run`/);
    expect(fails({ mode: 'record', command: 'x', 'history-branch': 'a..b' })).toMatch(/^Invalid `history-branch: a\.\.b`/);
    expect(fails({ command: 'x', history: 'maybe' })).toMatch(/history/);
  });
});

describe('mode: record on a push', () => {
  it('measures the pushed commit against the one before and appends its head side to the data branch', async () => {
    const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0.05) }, { 'bench.cjs': bench(1.3, 0.05) }]);
    const payload = {
      ref: 'refs/heads/main',
      before: shas[0],
      after: shas[1],
      head_commit: { id: shas[1], timestamp: '2026-03-01T12:00:00+01:00' },
    };
    const env = testEnv({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: shas[1], GITHUB_WORKSPACE: dir, RUNNER_TEMP: tempDir('runner-temp') });
    const remote = bareRemote();
    const { io, info, outputs, summary } = fakeIo();
    const deps = {
      env,
      io,
      runSuite: (o: RunOptions) => runSuite({ ...o, handleSignals: false, killGraceMs: 500 }),
      artifacts: noArtifacts,
      historyRemote: remote,
    };
    const { entry, appended } = await recordMode(
      deps,
      inputsOf({ mode: 'record', command: 'node bench.cjs', runs: '4' }),
      contextFrom(env, payload),
      join(tempDir('out'), 'bench-review'),
    );
    expect(entry).toMatchObject({ commit: shas[1], parent: shas[0] });
    expect(Object.keys(entry.benchmarks)).toEqual(['checkout']);
    expect(Object.keys(entry.benchmarks.checkout.metrics)).toEqual(['p90', 'p99']);
    expect(entry.benchmarks.checkout.metrics.p99!.runs).toHaveLength(4);
    expect(appended.created).toBe(true);
    expect(outputs['history-commit']).toBe(appended.commit);
    // The review of the push is in the job summary; the record is said in the log and the summary.
    expect(summary.some((s) => s.includes('bench-review'))).toBe(true);
    expect(info).toContain(
      `bench-review: recorded ${shas[1].slice(0, 12)} in the branch bench-review-data: 1 benchmark, 2 metrics, per-run values kept (8) (the branch was created)`,
    );
    expect(info.filter((l) => l.startsWith('failed:'))).toEqual([]);
    const branch = await readBranch({ remote, branch: 'bench-review-data', env });
    try {
      const { entries } = await readStore(branch.dir);
      expect(entries.map((e) => [e.commit, e.parent])).toEqual([[shas[1], shas[0]]]);
      // The committer time git has for the commit.
      expect(entries[0].time).toBe(new Date(git(dir, 'show', '-s', '--format=%cI', shas[1])).toISOString());
    } finally {
      await branch.cleanup();
    }
  });

  it('records head-results measured elsewhere, with the machine file given', async () => {
    const { dir, shas } = makeRepo([{ 'a.txt': '1' }, { 'a.txt': '2' }]);
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'r1.csv'), samples(100));
    writeFileSync(join(dir, 'machine.json'), JSON.stringify({ cpuModel: 'Test CPU', physicalCores: 8, logicalCpus: 16 }));
    const env = testEnv({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: shas[1], GITHUB_WORKSPACE: dir, ImageOS: 'ubuntu24' });
    const remote = bareRemote();
    const { io } = fakeIo();
    const { entry } = await recordMode(
      { env, io, runSuite: () => Promise.reject(new Error('not measuring')), artifacts: noArtifacts, historyRemote: remote },
      inputsOf({ mode: 'record', 'head-results': 'out/*.csv', 'head-machine': 'machine.json' }),
      contextFrom(env, { before: shas[0] }),
      join(tempDir('out'), 'bench-review'),
    );
    expect(entry.parent).toBe(shas[0]);
    expect(entry.machine).toEqual({ cpuModel: 'Test CPU', physicalCores: 8, logicalCores: 16, os: null, runner: 'ubuntu24' });
    expect(entry.benchmarks.checkout.metrics.p99!.n).toBe(5);
  });
});

describe('history: true in a pull request', () => {
  it('reads the data branch and adds the drift note of a metric main crept on; without it the report has none', async () => {
    // Main's history: p99 of checkout flat for 10 commits, then +1 % per commit for 20.
    const store = tempDir('store');
    const history = simulate([{ name: 'checkout', level: (i) => 130_000 * 1.01 ** Math.min(20, Math.max(0, i - 9)) }], 30, { seed: 4 });
    for (const e of history) await writeEntry(store, e);
    const remote = bareRemote();
    git(store, 'init', '-q', '-b', 'bench-review-data');
    git(store, 'add', '-A');
    git(store, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'history');
    git(store, 'push', '-q', remote, 'bench-review-data');

    const { dir, shas } = makeRepo([{ 'a.txt': '1' }, { 'a.txt': '2' }]);
    writeFileSync(join(dir, 'base.csv'), samples(160));
    writeFileSync(join(dir, 'head.csv'), samples(160));
    const payload = pullRequestPayload({ baseSha: shas[0], headSha: shas[1] });
    const env = testEnv({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_SHA: shas[1],
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: tempDir('runner-temp'),
    });
    const ctx = contextFrom(env, payload as unknown as Record<string, unknown>);
    const review = async (more: Record<string, string>) => {
      const { io } = fakeIo();
      return runMode(
        { env, io, runSuite: () => Promise.reject(new Error('not measuring')), artifacts: noArtifacts, historyRemote: remote },
        inputsOf({ 'base-results': 'base.csv', 'head-results': 'head.csv', ...more }),
        ctx,
        join(tempDir('out'), 'bench-review'),
      );
    };
    const withHistory = await review({ history: 'true' });
    const p99 = withHistory.drift?.find((d) => d.metric === 'p99');
    expect(p99).toMatchObject({ benchmark: 'checkout', commits: 30, sinceMachineChange: false });
    expect(p99!.change).toBeGreaterThan(0.15);
    const without = await review({});
    expect(without.drift).toBeUndefined();
    const { drift: _d, ...rest } = withHistory;
    expect(rest).toEqual(without);
  });

  it('says so and adds no note when the branch does not exist yet', async () => {
    const remote = bareRemote();
    const { dir, shas } = makeRepo([{ 'a.txt': '1' }]);
    writeFileSync(join(dir, 'base.csv'), samples(100));
    writeFileSync(join(dir, 'head.csv'), samples(100));
    const env = testEnv({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_SHA: shas[0], GITHUB_WORKSPACE: dir });
    const { io, info } = fakeIo();
    const report = await runMode(
      { env, io, runSuite: () => Promise.reject(new Error('not measuring')), artifacts: noArtifacts, historyRemote: remote },
      inputsOf({ 'base-results': 'base.csv', 'head-results': 'head.csv', history: 'true' }),
      contextFrom(env, pullRequestPayload({ baseSha: shas[0], headSha: shas[0] }) as unknown as Record<string, unknown>),
      join(tempDir('out'), 'bench-review'),
    );
    expect(report.drift).toEqual([]);
    expect(info).toContain(
      'history: the branch bench-review-data does not exist yet (mode: record creates it on a push to main); no drift notes',
    );
  });
});
