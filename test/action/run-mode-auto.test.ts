/**
 * The action's run mode with `runs: auto` (its default since issue 12): runSuite gets the first
 * look and the looks' policy, the log gets the look lines, and the report is decided at the last
 * look's levels with the run record saying so. A real repository and the real runSuite, with a
 * deterministic fake suite (test/run/seeded-bench.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contextFrom } from '../../src/jobs/github-context.js';
import { getInputs, inputEnvName } from '../../src/action/inputs.js';
import { runMode } from '../../src/action/run-mode.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { ActionIo } from '../../src/publish/io.js';
import { planLooks } from '../../src/review/sequential.js';
import { runSuite, type RunOptions } from '../../src/run/run-suite.js';
import { pullRequestPayload } from '../e2e/events.js';
import { makeRepo, removeTempDirs, tempDir, testEnv } from '../run/git-repo.js';
import { bench } from '../run/seeded-bench.js';

afterAll(removeTempDirs);

async function runAction(inputs: Record<string, string>) {
  const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0.3) }, { 'bench.cjs': bench(1, 0.3) }]);
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
  const parsed = getInputs(
    Object.fromEntries(Object.entries({ command: 'node bench.cjs', ...inputs }).map(([k, v]) => [inputEnvName(k), v])),
  );
  const report = await runMode(
    deps,
    parsed,
    contextFrom(env, payload as unknown as Record<string, unknown>),
    join(tempDir('out'), 'bench-review'),
  );
  return { report, info, given };
}

describe('action run mode, runs: auto', () => {
  it('starts at the first look, goes on to the cap while undecided, and records the looks (max-runs, max-minutes as inputs)', async () => {
    const { report, info, given } = await runAction({ 'max-runs': '10', 'max-minutes': '20' });
    expect(given).toHaveLength(1);
    expect(given[0].runs).toBe(6);
    expect(typeof given[0].looks?.after).toBe('function');
    expect(info.filter((l) => /^(look \d|runs: auto stopped)/.test(l))).toEqual([
      'look 1 (6 runs per side): 2 gated metrics undecided — checkout p90 (+30.5%, CI −9.3% … +77.2%), checkout p99 (+30.4%, CI −9.6% … +76.2%); measuring to 10',
      'look 2 (10 runs per side): 2 gated metrics undecided — checkout p90 (+18.4%, CI −8.7% … +54.1%), checkout p99 (+18.5%, CI −8.7% … +54.1%)',
      'runs: auto stopped after 2 looks at 10 runs per side: that is the cap (max-runs); 2 gated metrics are still undecided',
    ]);
    const plan = planLooks(defaultSettings(), { maxRuns: 10 });
    expect(report.run).toMatchObject({
      runsPerSide: 10,
      looks: [6, 10],
      stopped: 'cap',
      sequential: {
        planned: [6, 10],
        spending: 'pocock',
        alpha: 0.05,
        q: 0.05,
        lookAlpha: plan.alphas[1],
        lookQ: plan.qs[1],
        maxMinutes: 20,
      },
    });
    expect([report.settings.alpha, report.settings.q]).toEqual([plan.alphas[1], plan.qs[1]]);
    expect(report.notes.map((n) => n.id).slice(0, 2)).toEqual(['run.measured', 'run.auto']);
  });

  it('keeps a fixed runs input as before', async () => {
    const { report, given } = await runAction({ runs: '2' });
    expect([given[0].runs, given[0].looks]).toEqual([2, undefined]);
    expect(report.run).toMatchObject({ runsPerSide: 2, looks: [2], stopped: 'fixed' });
    expect(report.run?.sequential).toBeUndefined();
    expect(report.settings.alpha).toBe(0.05);
  });
});
