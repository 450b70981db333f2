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
