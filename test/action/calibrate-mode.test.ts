/** The action's `mode: calibrate` on a real repository: the file at `noise-floor-file`, its output, and no report, comment or check. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputEnvName } from '../../src/action/inputs.js';
import { main } from '../../src/action/main.js';
import type { ActionIo } from '../../src/publish/io.js';
import { runSuite } from '../../src/run/run-suite.js';
import { makeRepo, removeTempDirs, tempDir, testEnv, worktrees } from '../run/git-repo.js';

afterAll(removeTempDirs);

const CSV = ['benchmark,run,value,unit', ...Array.from({ length: 40 }, (_, i) => `steady,1,${1000 + i},us`)].join('\n');

function recordingIo() {
  const outputs: Record<string, string> = {};
  const failed: string[] = [];
  const lines: string[] = [];
  const io: ActionIo = {
    info: (l) => lines.push(l),
    warning: (l) => lines.push(`warning: ${l}`),
    setOutput: (k, v) => (outputs[k] = v),
    setFailed: (m) => failed.push(m),
    appendSummary: async () => false,
    group: (_t, fn) => fn(),
  };
  return { io, outputs, failed, lines };
}

describe('action mode: calibrate', () => {
  it('writes the floors to noise-floor-file (relative to the working directory) and sets its output', async () => {
    const { dir, shas } = makeRepo([{ 'suite/samples.csv': `${CSV}\n` }]);
    const tmp = tempDir('runner-temp');
    const inputs = {
      mode: 'calibrate',
      command: 'cat samples.csv',
      runs: '5',
      'working-directory': 'suite',
      'noise-floor-file': '.floors/noise.json',
      'base-ref': shas[0],
      'github-token': '',
    };
    const env = testEnv({
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: tmp,
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_REPOSITORY: 'o/r',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputEnvName(k), v])),
    });
    const { io, outputs, failed, lines } = recordingIo();
    const never = () => {
      throw new Error('calibrate mode makes no API call');
    };
    await main({ env, io, api: never, artifacts: never, runSuite });
    expect(failed).toEqual([]);
    const path = join(dir, 'suite', '.floors', 'noise.json');
    expect(outputs).toEqual({ 'noise-floor-file': path });
    // Every run prints the same samples: A/A ratios are all 1, so every floor is 0.
    const file = JSON.parse(readFileSync(path, 'utf8'));
    expect(file).toMatchObject({
      kind: 'bench-review-noise-floor',
      commit: shas[0],
      runs: { base: 5, head: 5 },
      floors: { steady: { min: 0, p50: 0, p90: 0, mean: 0 } },
    });
    expect(lines).toContain(`wrote ${path}`);
    expect(existsSync(join(tmp, 'bench-review', 'report.json'))).toBe(false);
    expect(worktrees(dir)).toBe(1);
  });

  // Issue 25 item 1: `mode: calibrate` wrote a 1298 % floor that run mode's noise-floor-file then
  // refused. Its own file is always read; such a floor is said when written and when read.
  it('a floor of 1000 % or more (every other run with a ×30 tail): a warning when written, read by run mode, which says that metric is not gated', async () => {
    const bench = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const counter = process.env.CALIBRATE_COUNTER;
const k = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0;
writeFileSync(counter, String(k + 1));
const rows = ['benchmark,run,value,unit'];
for (let i = 0; i < 1000; i++) rows.push('swing,1,' + (1000 + (i % 100)) * (k % 2 === 1 && i % 50 === 49 ? 30 : 1) + ',us');
console.log(rows.join('\\n'));
`;
    const { dir, shas } = makeRepo([{ 'bench.mjs': bench }]);
    const base = {
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_REPOSITORY: 'o/r',
      CALIBRATE_COUNTER: join(tempDir('counter'), 'n'),
    };
    const env = (inputs: Record<string, string>) =>
      testEnv({
        ...base,
        RUNNER_TEMP: tempDir('runner-temp'),
        ...Object.fromEntries(Object.entries({ 'github-token': '', ...inputs }).map(([k, v]) => [inputEnvName(k), v])),
      });
    const never = () => {
      throw new Error('no API');
    };
    const cal = recordingIo();
    await main({
      env: env({ mode: 'calibrate', command: 'node bench.mjs', runs: '5', 'noise-floor-file': 'floors.json', 'base-ref': shas[0] }),
      io: cal.io,
      api: never,
      artifacts: never,
      runSuite,
    });
    expect(cal.failed).toEqual([]);
    const floor = JSON.parse(readFileSync(join(dir, 'floors.json'), 'utf8')).floors.swing.p99;
    expect(floor).toBeGreaterThan(10);
    expect(cal.lines).toContain(
      'warning: bench-review calibrate: 1 metric cannot be gated on this runner (A/A floor of 1000% or more): reviews with this file do not gate it and say so; see the "not gated" lines in the log',
    );
    const csv = (p99: number) =>
      [
        'benchmark,run,value,unit',
        ...[1, 1.01, 0.99, 1.02, 0.98].flatMap((scale, run) =>
          Array.from(
            { length: 1000 },
            (_, i) => `swing,${run + 1},${((1000 + (i % 100)) * (i % 100 >= 98 ? p99 : 1) * scale).toFixed(3)},us`,
          ),
        ),
      ].join('\n');
    writeFileSync(join(dir, 'base.csv'), csv(1));
    writeFileSync(join(dir, 'head.csv'), csv(1.4));
    const run = recordingIo();
    await main({
      env: env({ 'base-results': 'base.csv', 'head-results': 'head.csv', 'noise-floor-file': 'floors.json' }),
      io: run.io,
      api: never,
      artifacts: never,
      runSuite,
    });
    expect(run.failed).toEqual([]);
    expect(run.outputs.status).toBe('pass');
    const report = JSON.parse(readFileSync(run.outputs['report-path'], 'utf8'));
    expect(report.warningMessages).toContainEqual({
      id: 'review.floor-not-gateable',
      params: { benchmark: 'swing', metric: 'p99', floor },
    });
  });

  it('run mode reads noise-floor-file: a one-run-per-side tail regression then fails the step', async () => {
    const ws = tempDir('workspace');
    const run = (slow: boolean) =>
      [
        'benchmark,run,value,unit',
        ...Array.from({ length: 2000 }, (_, i) => `checkout,1,${(1000 + (i % 100)) * (slow && i % 100 >= 95 ? 3 : 1)},us`),
      ].join('\n');
    writeFileSync(join(ws, 'base.csv'), run(false));
    writeFileSync(join(ws, 'head.csv'), run(true));
    writeFileSync(
      join(ws, 'floors.json'),
      JSON.stringify({
        schemaVersion: 1,
        kind: 'bench-review-noise-floor',
        createdAt: '2026-11-30T16:00:00Z',
        machine: {},
        runs: { base: 10, head: 10 },
        floors: { checkout: { p99: 0.2 } },
      }),
    );
    const step = async (extra: Record<string, string>) => {
      const inputs = { 'base-results': 'base.csv', 'head-results': 'head.csv', 'github-token': '', ...extra };
      const env = testEnv({
        GITHUB_WORKSPACE: ws,
        RUNNER_TEMP: tempDir('runner-temp'),
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REPOSITORY: 'o/r',
        ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputEnvName(k), v])),
      });
      const rec = recordingIo();
      await main({
        env,
        io: rec.io,
        api: () => {
          throw new Error('no API');
        },
        artifacts: () => {
          throw new Error('no API');
        },
        runSuite,
      });
      return rec;
    };
    const without = await step({});
    expect([without.outputs.status, without.failed]).toEqual(['neutral', []]);
    const withFloors = await step({ 'noise-floor-file': 'floors.json' });
    expect(withFloors.outputs.status).toBe('fail');
    expect(withFloors.failed).toHaveLength(1);
    const report = JSON.parse(readFileSync(withFloors.outputs['report-path'], 'utf8'));
    expect(report.settings.noiseFloors).toEqual({ checkout: { p99: 0.2 } });
  });
});
