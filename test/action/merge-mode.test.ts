/**
 * The action's sharded matrix: `shard: i/N` in run mode writes shard.json beside the report with the
 * run files under runs/, and `mode: merge` (`reports` globs of the downloaded folders) reviews the
 * shards as one run. A real repository and the real runSuite on the real Go suite of
 * test/fixtures/real-suites (provenance in its SOURCES.md).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getInputs, inputEnvName } from '../../src/action/inputs.js';
import { main } from '../../src/action/main.js';
import { mergeMode, shardFiles } from '../../src/action/merge-mode.js';
import { runMode } from '../../src/action/run-mode.js';
import { contextFrom } from '../../src/jobs/github-context.js';
import type { ActionIo } from '../../src/publish/io.js';
import { runSuite, type RunOptions } from '../../src/run/run-suite.js';
import { pullRequestPayload } from '../e2e/events.js';
import { actionDefaults } from '../e2e/harness.js';
import { makeRepo, removeTempDirs, tempDir, testEnv } from '../run/git-repo.js';

afterAll(removeTempDirs);

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'real-suites');
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

describe('shard and merge inputs', () => {
  it('reads shard, shard-benchmarks and reports', () => {
    expect(inputsOf({ command: 'x', shard: '2/4' }).shard).toEqual({ index: 2, count: 4 });
    expect(inputsOf({ command: 'x', shard: '1/2', 'shard-benchmarks': 'a\nb' }).shardBenchmarks).toBe('a\nb');
    expect(inputsOf({ mode: 'merge', reports: 'shards/*\nmore/*' }).reports).toEqual(['shards/*', 'more/*']);
  });

  it('refuses what does not fit a mode', () => {
    expect(fails({ command: 'x', shard: '4' })).toBe(
      'Invalid `shard: 4`: expected i/N, such as 2/4: this job is shard i of N (1 ≤ i ≤ N ≤ 256)',
    );
    expect(fails({ mode: 'merge' })).toBe(
      '`mode: merge` needs `reports`: the report folders of every shard (globs, e.g. shards/*), downloaded with actions/download-artifact',
    );
    expect(fails({ mode: 'merge', reports: 's/*', command: 'x' })).toMatch(
      /^`command` cannot be used with `mode: merge`: merge only reads the shards' report folders/,
    );
    expect(fails({ mode: 'merge', reports: 's/*', shard: '1/2' })).toMatch(/^`shard` applies in `mode: run` with `command`/);
    expect(fails({ mode: 'publish', shard: '1/2' })).toMatch(/^`shard` applies in `mode: run` with `command`/);
    expect(fails({ 'base-results': 'a', 'head-results': 'b', shard: '1/2' })).toBe(
      '`shard` applies with `command`: each matrix job measures its share of the suite; results measured elsewhere are not sharded',
    );
    expect(fails({ command: 'x', 'shard-benchmarks': 'list.txt' })).toBe(
      '`shard-benchmarks` lists the benchmarks to split among shards; it needs `shard: i/N`',
    );
    expect(fails({ command: 'x', reports: 's/*' })).toBe(
      "`reports` applies only with `mode: merge` (the shards' report folders to combine)",
    );
  });
});

describe('mode: merge on privileged events', () => {
  const failure = (eventName: string) => {
    const ctx = contextFrom({ GITHUB_EVENT_NAME: eventName, GITHUB_WORKSPACE: tempDir('merge-event'), GITHUB_REPOSITORY: 'o/r' }, {});
    return mergeMode({ io: { info: () => {} } as unknown as ActionIo }, inputsOf({ mode: 'merge', reports: 'shards/*' }), ctx).then(
      () => 'no error',
      (e: Error) => e.message,
    );
  };

  it('refuses workflow_run, pointing to mode: publish, before reading any shard', async () => {
    expect(await failure('workflow_run')).toBe(
      "`mode: merge` does not run on `workflow_run`: the shards' report folders it would read come from a run the pull request's code wrote, and merge would take their settings as its own. " +
        'Merge in the `pull_request` workflow itself (the merge job after the shard matrix), upload its report folder, and publish it from `workflow_run` with `mode: publish`, which reads the report as untrusted data (docs/security.md, "Fork pull requests")',
    );
    // Where the shard jobs ran (pull_request; pull_request_target, where only base-branch code runs) it goes on to read the shards.
    for (const event of ['pull_request', 'pull_request_target', 'push'])
      expect(await failure(event)).toMatch(/^`reports`: "shards\/\*" matched no shard report folder/);
  });
});

describe('a sharded matrix in the action, then mode: merge', () => {
  let downloaded = '';
  let event = '';
  it('two shards by a benchmark list merge into the review of one unsharded run', async () => {
    const { dir, shas } = makeRepo([
      {
        'go.txt': readFileSync(join(fixtures, 'go-base-1.txt'), 'utf8'),
        // `go test -bench "$BENCH_REVIEW_FILTER_GO"` in miniature: keep the lines of the benchmarks named.
        'bench.sh':
          'if [ -n "$BENCH_REVIEW_BENCHMARKS" ]; then grep -v -E "^Benchmark" go.txt; printf "%s\\n" "$BENCH_REVIEW_BENCHMARKS" | while read -r n; do grep -E "^$n-[0-9]+ " go.txt; done; else cat go.txt; fi\n',
        'list.txt': 'BenchmarkSame\nBenchmarkSlower\nBenchmarkSteady\nBenchmarkAllocs\n',
      },
      { 'go.txt': readFileSync(join(fixtures, 'go-head.txt'), 'utf8') },
    ]);
    const payload = pullRequestPayload({ baseSha: shas[0], headSha: shas[1] });
    const eventPath = join(tempDir('event'), 'event.json');
    writeFileSync(eventPath, JSON.stringify(payload));
    const env = testEnv({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: shas[1],
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: tempDir('runner-temp'),
    });
    const info: string[] = [];
    const io: ActionIo = {
      info: (l) => info.push(l),
      warning: () => undefined,
      setOutput: () => undefined,
      setFailed: () => undefined,
      appendSummary: async () => false,
      group: (_t, fn) => fn(),
    };
    const given: RunOptions[] = [];
    const deps = {
      env,
      io,
      runSuite: (o: RunOptions) => (given.push(o), runSuite({ ...o, handleSignals: false, killGraceMs: 500 })),
      artifacts: () => {
        throw new Error('no artifacts here');
      },
    };
    const ctx = contextFrom(env, payload as unknown as Record<string, unknown>);
    const base = { command: 'sh bench.sh', runs: '2' };
    const unsharded = await runMode(deps, inputsOf(base), ctx, join(tempDir('out'), 'bench-review'));
    const shardsDir = join(tempDir('downloaded'), 'shards');
    for (const i of [1, 2]) {
      const outDir = join(tempDir('out'), 'bench-review');
      const report = await runMode(deps, inputsOf({ ...base, shard: `${i}/2`, 'shard-benchmarks': 'list.txt' }), ctx, outDir);
      expect(report.notes.find((m) => m.id === 'run.shard')).toEqual({ id: 'run.shard', params: { shard: `${i}/2`, listed: 4 } });
      expect(info).toContain(`Shard ${i}/2 recorded in ${join(outDir, 'shard.json')}: upload the folder ${outDir} for the merge job.`);
      // What actions/download-artifact leaves: one folder per shard artifact.
      cpSync(outDir, join(shardsDir, `bench-review-shard-${i}`), { recursive: true });
    }
    // The command was told its share: every 2nd listed name from the i-th.
    expect(given.slice(1).map((o) => [o.env?.BENCH_REVIEW_SHARD, o.env?.BENCH_REVIEW_BENCHMARKS, o.env?.BENCH_REVIEW_FILTER_GO])).toEqual([
      ['1/2', 'BenchmarkSame\nBenchmarkSteady', '^BenchmarkSame$|^BenchmarkSteady$'],
      ['2/2', 'BenchmarkSlower\nBenchmarkAllocs', '^BenchmarkSlower$|^BenchmarkAllocs$'],
    ]);
    const record = JSON.parse(readFileSync(join(shardsDir, 'bench-review-shard-1', 'shard.json'), 'utf8'));
    expect(record.files).toEqual({ base: ['runs/base-1.out', 'runs/base-2.out'], head: ['runs/head-1.out', 'runs/head-2.out'] });
    expect(record.list).toEqual(['BenchmarkSame', 'BenchmarkSlower', 'BenchmarkSteady', 'BenchmarkAllocs']);
    expect(await shardFiles(['shards/*'], join(shardsDir, '..'))).toEqual(
      [1, 2].map((i) => join(shardsDir, `bench-review-shard-${i}`, 'shard.json')),
    );
    await expect(shardFiles(['nothing/*'], shardsDir)).rejects.toThrow(
      /^`reports`: "nothing\/\*" matched no shard report folder \(one holding shard\.json\)/,
    );

    downloaded = join(shardsDir, '..');
    event = eventPath;
    const mergeEnv = { ...env, GITHUB_WORKSPACE: downloaded };
    const merged = await mergeMode(
      { io },
      inputsOf({ mode: 'merge', reports: 'shards/*' }),
      contextFrom(mergeEnv, payload as unknown as Record<string, unknown>),
    );
    const byName = (bs: typeof unsharded.benchmarks) => Object.fromEntries(bs.map((b) => [b.name, b]));
    expect(merged.benchmarks).toHaveLength(12);
    expect(byName(merged.benchmarks)).toEqual(byName(unsharded.benchmarks));
    expect(merged.summary).toEqual(unsharded.summary);
    expect([merged.status, unsharded.status]).toEqual(['fail', 'fail']);
    expect(merged.benchmarks.find((b) => b.name === 'realsuites.BenchmarkSlower (ns/op)')?.verdict).toBe('regression');
    expect(merged.notes[0]).toEqual({ id: 'run.merged', params: { shards: ['1/2', '2/2'], baseRuns: [2, 2], headRuns: [2, 2] } });
    // Each benchmark was measured 2 times per side (by its one shard), not 4: run.merged says each shard's runs.
    expect(merged.run).toMatchObject({ base: { sha: shas[0], runs: 2, failedRuns: 0 }, head: { sha: shas[1], runs: 2, failedRuns: 0 } });
    expect(info.at(-1)).toBe(
      `Merged 2 shards: ${[1, 2].map((i) => `${i}/2 from ${join(shardsDir, `bench-review-shard-${i}`, 'shard.json')}`).join(', ')}`,
    );
  }, 120_000);

  it('main() in mode: merge writes the one report and fails the step on the merged gate, with no API call when told so', async () => {
    const runnerTemp = tempDir('merge-runner-temp');
    const outputs: Record<string, string> = {};
    const failed: string[] = [];
    const io: ActionIo = {
      info: () => undefined,
      warning: () => undefined,
      setOutput: (k, v) => void (outputs[k] = v),
      setFailed: (m) => void failed.push(m),
      appendSummary: async () => true,
      group: (_t, fn) => fn(),
    };
    const env = {
      ...actionDefaults(),
      INPUT_MODE: 'merge',
      INPUT_REPORTS: 'shards/*',
      INPUT_COMMENT: 'never',
      'INPUT_CHECK-RUN': 'false',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo-org/service',
      GITHUB_RUN_ID: '778',
      GITHUB_WORKSPACE: downloaded,
      RUNNER_TEMP: runnerTemp,
    };
    await main({
      env,
      io,
      api: () => {
        throw new Error('no API call expected');
      },
      artifacts: () => {
        throw new Error('no artifacts');
      },
      runSuite: () => {
        throw new Error('merge runs nothing');
      },
    });
    expect(outputs.status).toBe('fail');
    expect(outputs['report-path']).toBe(join(runnerTemp, 'bench-review', 'report.json'));
    const written = JSON.parse(readFileSync(outputs['report-path'], 'utf8'));
    expect(written.noteMessages[0].id).toBe('run.merged');
    expect(failed).toEqual([`bench-review: ${written.headline}`]);
  });

  it('main() in a shard job writes shard.json, and posts no comment or check run and does not fail on its share', async () => {
    const runnerTemp = tempDir('shard-runner-temp');
    const outputs: Record<string, string> = {};
    const failed: string[] = [];
    const info: string[] = [];
    const io: ActionIo = {
      info: (l) => info.push(l),
      warning: () => undefined,
      setOutput: (k, v) => void (outputs[k] = v),
      setFailed: (m) => void failed.push(m),
      appendSummary: async () => true,
      group: (_t, fn) => fn(),
    };
    const fakeRun = async (o: RunOptions) => {
      expect(o.env?.BENCH_REVIEW_SHARD).toBe('1/2');
      const { mkdirSync, copyFileSync } = await import('node:fs');
      mkdirSync(o.outDir!, { recursive: true });
      copyFileSync(join(fixtures, 'go-base-1.txt'), join(o.outDir!, 'base-1.out'));
      copyFileSync(join(fixtures, 'go-head.txt'), join(o.outDir!, 'head-1.out'));
      const side = (s: 'base' | 'head') => ({
        sha: s === 'base' ? 'a'.repeat(40) : 'b'.repeat(40),
        files: [join(o.outDir!, `${s}-1.out`)],
        machine: { cpuModel: 'Test CPU' },
        failedRuns: 0,
        runs: [],
        dir: o.repoDir,
      });
      return {
        base: side('base'),
        head: side('head'),
        order: ['base', 'head'],
        runsPerSide: 1,
        looks: [1],
        stopped: 'fixed',
        warnings: [],
        baseWhy: 'given',
        outDir: o.outDir!,
        root: o.repoDir,
        workingDirectory: '',
      } as unknown as Awaited<ReturnType<typeof runSuite>>;
    };
    const env = {
      ...actionDefaults(),
      INPUT_COMMAND: 'go test -bench "$BENCH_REVIEW_FILTER_GO"',
      INPUT_RUNS: '1',
      INPUT_SHARD: '1/2',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo-org/service',
      GITHUB_RUN_ID: '779',
      GITHUB_WORKSPACE: downloaded,
      RUNNER_TEMP: runnerTemp,
    };
    await main({
      env,
      io,
      api: () => {
        throw new Error('no API call expected');
      },
      artifacts: () => {
        throw new Error('no artifacts');
      },
      runSuite: fakeRun,
    });
    // Every Go name but BenchmarkSame hashes to shard 1 of 2; this share regressed, yet the step does not fail.
    expect(outputs.status).toBe('fail');
    expect(failed).toEqual([]);
    expect(info).toContain(
      'No comment or check run: this job is shard 1/2 of a sharded run: the merge job (`mode: merge`) posts the one comment and check run for all shards.',
    );
    expect(info).toContain('Shard 1/2 found a regression in its share; the merge job (`mode: merge`) decides the gate over all shards.');
    const record = JSON.parse(readFileSync(join(runnerTemp, 'bench-review', 'shard.json'), 'utf8'));
    expect([record.shard, record.files, record.list]).toEqual([
      { index: 1, count: 2 },
      { base: ['runs/base-1.out'], head: ['runs/head-1.out'] },
      null,
    ]);
  });
});
