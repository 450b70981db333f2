/**
 * `bench-review calibrate` end to end on a tiny real git repository: the committed suite runs
 * against itself (two clean worktrees, interleaved), the noise-floor file is written with exact
 * floors, nothing is left behind, and `compare --noise-floor-file` reads it back.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNoiseFloorFile } from '../../src/read/noise-floor-file.js';
import { cli, makeRepo, removeTempDirs, tempDir, testEnv, worktrees } from './git-repo.js';

afterAll(removeTempDirs);

/**
 * One run: 40 operations of (1000 + i) µs, scaled by a factor that depends only on the run's
 * position in the whole session (a counter outside the repository), so the A/A noise is fixed.
 */
const BENCH = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const counter = process.env.CALIBRATE_COUNTER;
const k = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0;
writeFileSync(counter, String(k + 1));
const scale = [1.00, 1.02, 0.98, 1.01, 0.99, 1.00, 1.03, 0.97, 1.00, 1.04][k];
const rows = ['benchmark,run,value,unit'];
for (let i = 1; i <= 40; i++) rows.push('calib,1,' + ((1000 + i) * scale).toFixed(3) + ',us');
console.log(rows.join('\\n'));
`;

/**
 * One run of 1,000 operations of 1,000–1,099 µs; every other run of the session (a counter outside
 * the repository) carries a 2 % tail 30 times as slow (the values 1,049 and 1,099 µs): its p99 is
 * in that tail, ×28.67 the p99 of a run without it.
 */
const NOISY_BENCH = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const counter = process.env.CALIBRATE_COUNTER;
const k = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0;
writeFileSync(counter, String(k + 1));
const rows = ['benchmark,run,value,unit'];
for (let i = 0; i < 1000; i++) rows.push('calib,1,' + (1000 + (i % 100)) * (k % 2 === 1 && i % 50 === 49 ? 30 : 1) + ',us');
console.log(rows.join('\\n'));
`;

describe('bench-review calibrate', () => {
  it('measures the committed suite against itself and writes the floors', async () => {
    const { dir, shas } = makeRepo([{ 'bench.mjs': BENCH }]);
    // An uncommitted edit that breaks the suite: calibration measures the commit, not the working tree.
    writeFileSync(join(dir, 'bench.mjs'), 'process.exit(3);\n');
    const tmp = tempDir('runner-temp');
    const counter = join(tempDir('counter'), 'n');
    const out = join(tempDir('out'), 'floors', 'noise.json');
    const r = await cli(
      ['calibrate', '--command', 'node bench.mjs', '--runs', '5', '--timeout', '60s', '--out', out, '--format', 'raw-samples'],
      dir,
      testEnv({ RUNNER_TEMP: tmp, CALIBRATE_COUNTER: counter }),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `A/A calibration: ${shas[0].slice(0, 12)} — the checked-out commit (HEAD) — measured against itself (two clean checkouts)`,
    );
    expect(r.stderr).toMatch(/\[10\/10\] (base|head) 5\/5: .*, exit 0/);
    expect(r.stderr).not.toMatch(/same commit/i);
    // Interleaved B H H B B H H B B H: base runs are sessions 0, 3, 4, 7, 8 (×1.00, 1.01, 0.99, 0.97,
    // 1.00), head runs 1, 2, 5, 6, 9 (×1.02, 0.98, 1.00, 1.03, 1.04). The 25 pairs' |ln r| have a
    // 95th percentile of ln(1.05978576…): every metric that moves with the run gets 5.9786 %.
    const file = JSON.parse(readFileSync(out, 'utf8'));
    expect(file).toMatchObject({ schemaVersion: 1, kind: 'bench-review-noise-floor', commit: shas[0], runs: { base: 5, head: 5 } });
    expect(file.floors).toEqual({ calib: { min: 0.059786, p50: 0.059786, p90: 0.059786, mean: 0.059786 } });
    expect(Date.parse(file.createdAt)).not.toBeNaN();
    expect(file.machine.logicalCpus).toBeGreaterThan(0);
    expect(file.machine.loadBefore).toBeUndefined();
    expect(await readNoiseFloorFile(out)).toMatchObject({ floors: file.floors });
    expect(r.stdout).toBe(
      [
        'A/A noise floors of 1 benchmark (5 runs per side; floor = 95th percentile of |one run vs one run| changes):',
        '  calib: min 6.0%, p50 6.0%, p90 6.0%, mean 6.0%',
        'note: calib cannot resolve 5.0% in p50 on this runner (A/A floor 6.0%): its p50 threshold will be 6.0%',
        'no floor: calib p99: 0 A/A estimates, at least 20 needed (5 runs per side in which it is estimable)',
        'no floor: calib p99.9: 0 A/A estimates, at least 20 needed (5 runs per side in which it is estimable)',
        `wrote ${out}`,
        '',
      ].join('\n'),
    );
    expect(worktrees(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual([]);
    expect(readFileSync(counter, 'utf8')).toBe('10');
  });

  // Issue 25 item 1: on a runner whose p99 swings between runs, calibrate wrote a p99 floor of
  // 2730 %, and --noise-floor-file refused it (exit 2: "expected a floor as a fraction from 0 to
  // 10"). Its own output is always read now; such a floor means "not gateable on this runner".
  it('on a runner whose p99 swings between runs, writes a floor of 1000 % or more that --noise-floor-file reads: that metric is not gated, and said so', async () => {
    const { dir } = makeRepo([{ 'bench.mjs': NOISY_BENCH }]);
    const counter = join(tempDir('counter'), 'n');
    const out = join(tempDir('out'), 'noise.json');
    const r = await cli(
      ['calibrate', '--command', 'node bench.mjs', '--runs', '5', '--timeout', '60s', '--out', out, '--format', 'raw-samples'],
      dir,
      testEnv({ RUNNER_TEMP: tempDir('runner-temp'), CALIBRATE_COUNTER: counter }),
    );
    expect(r.code).toBe(0);
    // Base runs are sessions 0, 3, 4, 7, 8 (two with the tail), head runs 1, 2, 5, 6, 9 (three): 13
    // of the 25 pairs are one run with the tail against one without, whose p99s are 31,485 and
    // 1,098.01 µs apart (×28.67): the 95th percentile of |ln r| is that ratio.
    const file = JSON.parse(readFileSync(out, 'utf8'));
    const floor = Math.round((31_485 / 1098.01 - 1) * 1e6) / 1e6;
    expect(file.floors.calib.p99).toBe(floor);
    // p90 lies below the tail: quiet, gateable.
    expect(file.floors.calib.p90).toBeLessThan(0.01);
    expect(r.stdout).toContain('  calib: min 0.0%, p50 0.1%, p90 0.1%, p99 2767.5%, mean 59.4%\n');
    expect(r.stdout).toContain(
      'not gated: p99 of calib: its A/A noise on this runner is ±2767.5% (×29), 1000% or more: a review with this file does not gate it (and says so)\n',
    );
    expect(r.stderr).toContain(
      'bench-review: warning: 1 metric cannot be gated on this runner (A/A floor of 1000% or more): reviews with this file do not gate it and say so; see the "not gated" lines above\n',
    );

    // The file, read back by compare: exit 0 or 1, never 2. Five runs per side of the same suite
    // without the swing, head's p99 40 % slower: a regression without the file (exit 1).
    const data = tempDir('data');
    const csv = (name: string, p99: number) => {
      const rows = ['benchmark,run,value,unit'];
      [1.0, 1.01, 0.99, 1.02, 0.98].forEach((scale, run) => {
        for (let i = 0; i < 1000; i++)
          rows.push(`calib,${run + 1},${((1000 + (i % 100)) * (i % 100 >= 98 ? p99 : 1) * scale).toFixed(3)},us`);
      });
      writeFileSync(join(data, name), `${rows.join('\n')}\n`);
      return join(data, name);
    };
    const [base, head] = [csv('base.csv', 1), csv('head.csv', 1.4)];
    const report = join(data, 'report.json');
    const without = await cli(['compare', '--base', base, '--head', head], dir, testEnv());
    expect(without.code).toBe(1);
    const withFile = await cli(['compare', '--base', base, '--head', head, '--noise-floor-file', out, '--json', report], dir, testEnv());
    expect(withFile.stderr).toBe('');
    expect(withFile.code).toBe(0);
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // p90 still gates (judged unchanged); p99 is not gated, its threshold the floor, and said so.
    expect(json.benchmarks[0].metrics.p90.gated).toBe(true);
    expect(json.benchmarks[0].metrics.p99).toMatchObject({ gated: false, threshold: floor });
    expect(json.status).toBe('pass');
    expect(json.warningMessages).toContainEqual({
      id: 'review.floor-not-gateable',
      params: { benchmark: 'calib', metric: 'p99', floor },
    });
    expect(withFile.stdout).toContain(
      'warning: p99 of "calib" is not gated: its A/A noise on this runner is ±2767% (×29), by the calibrated noise floor (--noise-floor-file); a floor of 1000% or more means the metric cannot be gated on this runner.\n',
    );
  });

  it('refuses fewer than 5 runs per side before anything runs', async () => {
    const { dir } = makeRepo([{ 'bench.mjs': BENCH }]);
    const r = await cli(['calibrate', '--command', 'node bench.mjs', '--runs', '4'], dir, testEnv({ RUNNER_TEMP: tempDir('runner-temp') }));
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'bench-review: --runs: "4" is too few to calibrate; expected at least 5 runs per side (their 5×5 pairs are the 20 or more A/A estimates a floor needs; 10 recommended)\n',
    });
    expect((await cli(['calibrate', '--runs', '5'], dir, testEnv())).stderr).toBe(
      'bench-review: calibrate: needs --command "…" (the shell command that runs the suite once)\n',
    );
  });
});
