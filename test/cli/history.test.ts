/**
 * The history of main from the CLI (issue 27): `record` appends commits to a store folder, `history`
 * finds their change points (and writes them as JSON), and `compare --history` adds the drift note
 * to a review when main crept — and nothing else: without a store the report is what it was.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalQuantile } from '../../src/stats/index.js';
import { mulberry32 } from '../../src/stats/random.js';
import { cli } from '../helpers/cli.js';

const sha = (i: number) => (0x2000000 + i).toString(16).padStart(40, 'c');
const time = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 3_600_000).toISOString();
/** p99 of GET /checkout at commit i: flat for 10 commits, then +1 % per commit for 20 (+22 %). */
const level = (i: number) => 1000 * 1.01 ** Math.min(20, Math.max(0, i - 9));

/** A raw-samples file of 5 runs of 400 operations each, log-normal by quantiles, each run scaled by a little noise. */
function samples(scale: number, seed: number): string {
  const r = mulberry32(seed);
  const lines = ['benchmark,run,value,unit'];
  for (let run = 1; run <= 5; run++) {
    const runScale = scale * (1 + 0.01 * (r() - 0.5));
    for (let k = 0; k < 400; k++)
      lines.push(`GET /checkout,${run},${(runScale * Math.exp(0.2 * normalQuantile((k + 0.5) / 400))).toFixed(3)},us`);
  }
  return `${lines.join('\n')}\n`;
}

let dir: string;
const COMMITS = 30;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'br-history-cli-'));
  for (let i = 0; i < COMMITS; i++) {
    writeFileSync(join(dir, `c${i}.csv`), samples(level(i), i + 1));
    const parent = i > 0 ? ['--parent', sha(i - 1)] : [];
    const r = await cli(['record', '--store', 'store', '--commit', sha(i), ...parent, '--time', time(i), `c${i}.csv`], dir);
    if (r.code !== 0) throw new Error(`record ${i}: ${r.stderr}`);
  }
  // The pull request: base and head at main's latest level, unchanged by the PR itself.
  writeFileSync(join(dir, 'base.csv'), samples(level(COMMITS - 1), 101));
  writeFileSync(join(dir, 'head.csv'), samples(level(COMMITS - 1), 102));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bench-review record and history', () => {
  it('record writes one entry per commit and says what it kept', async () => {
    expect(readdirSync(join(dir, 'store', 'entries'))).toHaveLength(COMMITS);
    const again = await cli(
      [
        'record',
        '--store',
        'store',
        '--commit',
        sha(COMMITS - 1),
        '--parent',
        sha(COMMITS - 2),
        '--time',
        time(COMMITS - 1),
        `c${COMMITS - 1}.csv`,
      ],
      dir,
    );
    expect(again).toEqual({
      code: 0,
      stdout: `bench-review: recorded ${sha(COMMITS - 1).slice(0, 12)} in store/entries/${sha(COMMITS - 1)}.json.gz: 1 benchmark, 2 metrics, per-run values kept (10)\n`,
      stderr: '',
    });
    expect(readdirSync(join(dir, 'store', 'entries'))).toHaveLength(COMMITS);
  });

  it('history prints the change points and writes them as JSON', async () => {
    const { code, stdout, stderr } = await cli(['history', '--store', 'store', '--json', 'cp.json'], dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const doc = JSON.parse(readFileSync(join(dir, 'cp.json'), 'utf8'));
    expect(doc).toMatchObject({ schemaVersion: 1, kind: 'bench-review-change-points', entries: COMMITS, series: 2 });
    expect(doc.changePoints.length).toBeGreaterThan(0);
    for (const cp of doc.changePoints) {
      expect(Object.keys(cp).sort()).toEqual(
        [
          'after',
          'before',
          'benchmark',
          'change',
          'commit',
          'index',
          'kind',
          'lowerIsBetter',
          'metric',
          'pValue',
          'previousCommit',
          'threshold',
          'time',
          'unit',
        ].sort(),
      );
      expect(cp).toMatchObject({ benchmark: 'GET /checkout', kind: 'regression', unit: 'ns', lowerIsBetter: true });
      expect(cp.index).toBeGreaterThanOrEqual(10);
      expect(cp.commit).toBe(sha(cp.index));
      expect(cp.after / cp.before - 1).toBeCloseTo(cp.change, 12);
    }
    expect(stdout).toMatch(
      /^30 commits recorded, 2 series: \d+ change points? \(\d+ regressions?, 0 improvements, 0 at a machine change\)\n/,
    );
    expect(stdout).toContain('GET /checkout');
    // --json - puts the document on stdout and the table on stderr.
    const piped = await cli(['history', '--store', 'store', '--json', '-'], dir);
    expect(JSON.parse(piped.stdout)).toEqual(doc);
    expect(piped.stderr).toMatch(/^30 commits recorded/);
  });

  it('compare --history adds the drift note; without it the report is what it was', async () => {
    const args = ['compare', '--base', 'base.csv', '--head', 'head.csv'];
    const withStore = await cli([...args, '--history', 'store', '--json', 'with.json', '--markdown', 'with.md'], dir);
    const without = await cli([...args, '--json', 'without.json', '--markdown', 'without.md'], dir);
    expect(withStore.code).toBe(without.code);
    const a = JSON.parse(readFileSync(join(dir, 'with.json'), 'utf8'));
    const b = JSON.parse(readFileSync(join(dir, 'without.json'), 'utf8'));
    expect(b).not.toHaveProperty('drift');
    const notes = a.drift as Array<Record<string, unknown>>;
    const p99 = notes.find((n) => n.metric === 'p99')!;
    expect(p99).toMatchObject({
      benchmark: 'GET /checkout',
      lowerIsBetter: true,
      until: sha(COMMITS - 1),
      commits: COMMITS,
      sinceMachineChange: false,
    });
    expect(p99.change as number).toBeGreaterThan(0.15);
    // The gate is unchanged: everything but `drift` is the same document.
    const { drift: _drift, ...rest } = a;
    expect(rest).toEqual(b);
    // The comment gets one or a few lines; the review without a store has none.
    const md = readFileSync(join(dir, 'with.md'), 'utf8');
    expect(md).toMatch(/Drift on main\*\* \(context, not part of the gate\)/);
    expect(md).toMatch(/p99 of `GET \/checkout` is \+\d+(\.\d)?% over the last 30 commits on main/);
    expect(readFileSync(join(dir, 'without.md'), 'utf8')).not.toContain('Drift on main');
    expect(withStore.stdout).toContain('drift on main (context, not part of the gate):');
    expect(without.stdout).not.toContain('drift on main');
  });

  it('record refuses what it cannot record, naming what to give', async () => {
    const r = (...argv: string[]) => cli(['record', ...argv], dir);
    expect((await r('--store', 's2', 'c0.csv')).stderr).toMatch(/record: needs --commit SHA/);
    expect((await r('--store', 's2', '--commit', 'xyz', 'c0.csv')).stderr).toMatch(/--commit "xyz" is not a commit id/);
    expect((await r('--store', 's2', '--commit', 'abcd', '--time', 'yesterday', 'c0.csv')).stderr).toMatch(
      /--time "yesterday" is not an ISO 8601 time/,
    );
    expect((await r('--commit', 'abcd', 'c0.csv')).stderr).toMatch(/needs --store DIR/);
    expect((await r('--store', 's2', '--commit', 'abcd')).stderr).toMatch(/needs the result files/);
    expect((await r('--store', 's2', '--commit', 'abcd', '--report', 'with.json', '--format', 'go-bench')).stderr).toMatch(
      /--format apply to result files; a report.json carries its own/,
    );
    expect((await r('--store', 's2', '--commit', 'abcd', '--report', 'with.json', 'c0.csv')).code).toBe(2);
    const history = await cli(['history', '--store', 'nope'], dir);
    expect(history).toMatchObject({ code: 2, stderr: expect.stringMatching(/history store .*nope: not a folder/) });
  });

  it("record --report records a report's head medians", async () => {
    const { code, stdout } = await cli(
      ['record', '--store', 's3', '--commit', 'abcdef12', '--time', time(0), '--report', 'without.json'],
      dir,
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/recorded abcdef12 in s3\/entries\/abcdef12.json.gz: 1 benchmark, 2 metrics, per-run values kept \(0\)/);
  });
});
