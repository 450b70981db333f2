import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const example = (side: string) => join(root, 'examples', 'service', `${side}.csv`);

describe('bench-review compare on the bundled example', () => {
  it('finds what the example was built to show: a tail-only regression, an unchanged and an improved benchmark', async () => {
    const out = mkdtempSync(join(tmpdir(), 'br-cli-'));
    const { code, stdout, stderr } = await cli([
      'compare',
      '--base',
      example('base'),
      '--head',
      example('head'),
      '--json',
      join(out, 'r.json'),
      '--markdown',
      join(out, 'r.md'),
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    expect(report.schemaVersion).toBe(1);
    expect(report.status).toBe('fail');
    const byName = Object.fromEntries(report.benchmarks.map((b: { name: string; verdict: string }) => [b.name, b]));
    expect(byName['GET /checkout'].verdict).toBe('regression');
    expect(byName['GET /checkout'].metrics.p99.verdict).toBe('regression');
    expect(byName['GET /checkout'].metrics.p50.verdict).toBe('no-change');
    expect(byName['GET /search'].verdict).toBe('no-change');
    expect(byName['POST /render'].verdict).toBe('improvement');
    expect(byName['GET /checkout'].runs).toEqual({ base: 10, head: 10 });
    expect(byName['GET /checkout'].samples).toEqual({ base: 20000, head: 20000 });
    expect(stdout).toMatch(/GET \/checkout/);
    expect(readFileSync(join(out, 'r.md'), 'utf8')).toMatch(/xychart-beta/);
  });
});

describe('exit codes and errors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'br-cli-err-'));

  it('exits 2 with one line naming the file and line for bad input', async () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'benchmark,run,value\na,1,12\na,1,oops\n');
    const { code, stderr } = await cli(['compare', '--base', bad, '--head', bad]);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`${bad}:3: value "oops" is not a number`);
  });

  it('exits 2 for a missing file, an unknown flag, a bad threshold', async () => {
    expect((await cli(['compare', '--base', join(dir, 'nope.csv'), '--head', join(dir, 'nope.csv')])).stderr).toMatch(
      /nope\.csv: no such file/,
    );
    expect((await cli(['compare', '--bse', 'x'])).stderr).toMatch(/unknown flag --bse/);
    const t = await cli(['compare', '--base', 'a', '--head', 'b', '--threshold', 'p100=5%']);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(/--threshold: "p100=5%": unknown metric "p100"/);
    const q = await cli(['compare', '--base', 'a', '--head', 'b', '--quantiles', 'p50,p100']);
    expect([q.code, q.stderr]).toEqual([2, expect.stringMatching(/--quantiles: "p50,p100": "p100" is not a quantile/)]);
    expect((await cli(['compare', '--base', 'a'])).code).toBe(2);
    expect((await cli(['frobnicate'])).stderr).toMatch(/unknown command "frobnicate"/);
  });

  it('exits 0 when nothing regressed', async () => {
    const { code } = await cli(['compare', '--base', example('base'), '--head', example('base')]);
    expect(code).toBe(0);
  });

  it('lists the formats it reads', async () => {
    const { code, stdout } = await cli(['formats']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/raw-samples\s+per-op/);
  });
});
