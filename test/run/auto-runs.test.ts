/**
 * `runs: auto` end to end on real repositories (issue 12): the first look at 6 runs per side, then
 * more runs in planned looks only while a gated metric is undecided. The suite commands are fake
 * but deterministic: each run's values are seeded by its side and index (BENCH_REVIEW_RUN_ID), so
 * the looks, the progress lines and the run record are exact. No timings: the time budget is
 * checked on an injected clock that advances one minute per run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { autoRuns } from '../../src/jobs/review-run.js';
import { planLooks } from '../../src/review/sequential.js';
import { runSuite } from '../../src/run/run-suite.js';
import { interleave } from '../../src/run/schedule.js';
import { cli, makeRepo, removeTempDirs, tempDir, testEnv, worktrees } from './git-repo.js';
import { bench } from './seeded-bench.js';

afterAll(removeTempDirs);

const plan = planLooks(defaultSettings(), { maxRuns: 30 });
const plan10 = planLooks(defaultSettings(), { maxRuns: 10 });

/** Lines of the log that belong to the looks. */
const lookLines = (stderr: string) => stderr.split('\n').filter((l) => /^(look \d|runs: auto stopped)/.test(l));

describe('bench-review run --runs auto (the default)', () => {
  it('stops at the first look when an obvious tail regression decides every gated metric', async () => {
    const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0) }, { 'bench.cjs': bench(4, 0) }]);
    const out = join(tempDir('report'), 'r.json');
    const r = await cli(
      ['run', '--command', 'node bench.cjs', '--base', shas[0], '--json', out],
      dir,
      testEnv({ RUNNER_TEMP: tempDir('runner-temp') }),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('── Measure: look 1, runs 1–6 per side, interleaved (base head head base …)\n');
    expect(r.stderr).toMatch(/\n\[12\/12\] (base|head) 6\/6: /);
    expect(lookLines(r.stderr)).toEqual([
      'look 1 (6 runs per side): every gated metric decided',
      'runs: auto stopped after 1 look at 6 runs per side: every gated metric is decided',
    ]);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.status).toBe('fail');
    expect(report.benchmarks[0].metrics.p99.verdict).toBe('regression');
    expect(report.run).toEqual({
      base: { sha: shas[0], runs: 6, failedRuns: 0 },
      head: { sha: shas[1], runs: 6, failedRuns: 0 },
      baseWhy: `given as "${shas[0]}"`,
      order: interleave(6),
      runsPerSide: 6,
      looks: [6],
      stopped: 'decided',
      sequential: {
        planned: [6, 10, 15, 20, 30],
        spending: 'pocock',
        alpha: 0.05,
        q: 0.05,
        lookAlpha: plan.alphas[0],
        lookQ: plan.qs[0],
        maxMinutes: 30,
      },
    });
    // The report is decided at the last look's levels, and says so.
    expect([report.settings.alpha, report.settings.q]).toEqual([plan.alphas[0], plan.qs[0]]);
    expect(report.noteMessages[1]).toEqual({
      id: 'run.auto',
      params: {
        looks: [6],
        planned: [6, 10, 15, 20, 30],
        stopped: 'decided',
        spending: 'pocock',
        alpha: 0.05,
        q: 0.05,
        lookAlpha: plan.alphas[0],
        lookQ: plan.qs[0],
        maxMinutes: 30,
      },
    });
    expect(report.notes[1]).toBe(
      "runs: auto took 6 runs per side in 1 look (at 6 of the planned 6, 10, 15, 20, 30 runs per side) and stopped because every gated metric was decided. The verdicts use the last look's levels: 98% intervals (α 1.55%) and Benjamini–Hochberg at q 1.55%, so that over all planned looks (Pocock boundary) a false regression stays as unlikely as at α 5%, q 5% in one fixed-size comparison.",
    );
    expect(worktrees(dir)).toBe(1);

    // Publish mode reads the run record back from the untrusted report, checked field by field.
    const text = readFileSync(out, 'utf8');
    expect(parseUntrustedReport(text, 'report.json').run).toEqual(report.run);
    const bad = JSON.parse(text);
    bad.run.stopped = 'bored';
    bad.run.sequential.lookAlpha = 2;
    expect(() => parseUntrustedReport(JSON.stringify(bad), 'report.json')).toThrow(/\/run\/stopped/);
    delete bad.run.stopped;
    expect(() => parseUntrustedReport(JSON.stringify(bad), 'report.json')).toThrow(/\/run\/sequential\/lookAlpha/);
    // A report from before runs: auto measured a fixed count.
    const old = JSON.parse(text);
    for (const k of ['runsPerSide', 'looks', 'stopped', 'sequential']) delete old.run[k];
    const { sequential: _s, ...fixed } = report.run;
    expect(parseUntrustedReport(JSON.stringify(old), 'report.json').run).toEqual({
      ...fixed,
      runsPerSide: 6,
      looks: [6],
      stopped: 'fixed',
    });
  });

  it('goes on to the cap (max-runs) while an A/A comparison on a noisy machine stays undecided, continuing the interleaved order', async () => {
    const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0.3) }, { 'bench.cjs': bench(1, 0.3) }]);
    const out = join(tempDir('report'), 'r.json');
    const r = await cli(
      ['run', '--command', 'node bench.cjs', '--base', shas[0], '--runs', 'auto', '--max-runs', '10', '--json', out],
      dir,
      testEnv({ RUNNER_TEMP: tempDir('runner-temp') }),
    );
    expect(r.code, r.stderr).toBe(0);
    // The second look continues the schedule: run pairs 7–10 of interleave(10) (the run record's order below).
    expect(r.stderr).toContain('── Measure: look 2, runs 7–10 per side, interleaved (base head head base …)\n');
    expect(r.stderr).toMatch(/\n\[13\/20\] base 7\/10: .*\n\[14\/20\] head 7\/10: /);
    expect(lookLines(r.stderr)).toEqual([
      'look 1 (6 runs per side): 2 gated metrics undecided — checkout p90 (+30.5%, CI −9.3% … +77.2%), checkout p99 (+30.4%, CI −9.6% … +76.2%); measuring to 10',
      'look 2 (10 runs per side): 2 gated metrics undecided — checkout p90 (+18.4%, CI −8.7% … +54.1%), checkout p99 (+18.5%, CI −8.7% … +54.1%)',
      'runs: auto stopped after 2 looks at 10 runs per side: that is the cap (max-runs); 2 gated metrics are still undecided',
    ]);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.status).not.toBe('fail');
    expect(report.run).toMatchObject({
      base: { runs: 10, failedRuns: 0 },
      head: { runs: 10, failedRuns: 0 },
      order: interleave(10),
      runsPerSide: 10,
      looks: [6, 10],
      stopped: 'cap',
    });
    expect(report.run.sequential).toEqual({
      planned: [6, 10],
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: plan10.alphas[1],
      lookQ: plan10.qs[1],
      maxMinutes: 30,
    });
    expect(report.benchmarks[0].runs).toEqual({ base: 10, head: 10 });
  });

  it('keeps a fixed --runs as before: one look, stopped "fixed", no run.auto note', async () => {
    const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0) }, { 'bench.cjs': bench(1, 0) }]);
    const out = join(tempDir('report'), 'r.json');
    const r = await cli(
      ['run', '--command', 'node bench.cjs', '--base', shas[0], '--runs', '3', '--json', out],
      dir,
      testEnv({ RUNNER_TEMP: tempDir('runner-temp') }),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('── Measure: 3 runs per side, interleaved (base head head base …)\n');
    expect(lookLines(r.stderr)).toEqual([]);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.run).toMatchObject({ runsPerSide: 3, looks: [3], stopped: 'fixed' });
    expect(report.run.sequential).toBeUndefined();
    expect(report.noteMessages.map((m: { id: string }) => m.id)).not.toContain('run.auto');
    expect([report.settings.alpha, report.settings.q]).toEqual([0.05, 0.05]);
  });
});

describe('runs: auto and the time budget (max-minutes)', () => {
  it('stops before a look that would not fit in the budget, on an injected clock', async () => {
    const { dir, shas } = makeRepo([{ 'bench.cjs': bench(1, 0.3) }, { 'bench.cjs': bench(1, 0.3) }]);
    const counter = join(tempDir('clock'), 'runs');
    // One minute per run that has started: after look 1 (12 runs) 12 minutes are spent and a run
    // per side takes 2, so look 2 (4 more per side) would end at 20 minutes, beyond the budget of 15.
    const now = () => {
      try {
        return readFileSync(counter, 'utf8').length * 60_000;
      } catch {
        return 0;
      }
    };
    const auto = autoRuns(defaultSettings(), { maxRuns: 30, maxMinutes: 15 });
    const lines: string[] = [];
    const outcome = await runSuite({
      command: `printf x >> ${counter}; node bench.cjs`,
      runs: auto.plan.looks[0],
      looks: auto.policy,
      now,
      timeoutMs: 20_000,
      repoDir: dir,
      baseRef: shas[0],
      env: testEnv(),
      log: (l) => lines.push(l),
      handleSignals: false,
      tmpDir: tempDir('tmp'),
      killGraceMs: 500,
    });
    expect([outcome.runsPerSide, outcome.looks, outcome.stopped]).toEqual([6, [6], 'budget']);
    expect(outcome.order).toEqual(interleave(6));
    expect(lines.filter((l) => /^(look \d|runs: auto stopped)/.test(l))).toEqual([
      'look 1 (6 runs per side): 2 gated metrics undecided — checkout p90 (+30.5%, CI −14.9% … +78.2%), checkout p99 (+30.4%, CI −15.1% … +79.3%)',
      'runs: auto stopped after 1 look at 6 runs per side: the next look would not fit in the time budget of 15 minutes (max-minutes, 12.0 spent); 2 gated metrics are still undecided',
    ]);
    expect(lines.find((l) => l.startsWith('[12/12]'))).toMatch(/ · 12m 00s elapsed$/);
    expect(auto.record()).toEqual({
      planned: [6, 10, 15, 20, 30],
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: plan.alphas[0],
      lookQ: plan.qs[0],
      maxMinutes: 15,
    });
    expect(auto.settings()).toMatchObject({ alpha: plan.alphas[0], q: plan.qs[0] });
  });
});
