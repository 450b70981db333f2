/**
 * Settings a careful user falls into (issue 25 items 2 and 3), each from its reproduction on the
 * bundled example (examples/service, where GET /checkout's p99 regressed +42.1 %):
 * `--quantiles` adds levels and never drops the gated defaults; a threshold for a level computes
 * it; an SLO without a load sweep is said, not ignored; a bare `--threshold p99=10` suggests 10%;
 * base and head reading one input (one file, a glob catching the other side's, identical bytes
 * under two names) is said.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandInput } from '../../src/action/globs.js';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import { defaultSettings } from '../../src/model/settings.js';
import { buildReport, decide } from '../../src/review/index.js';
import { readSettings } from '../../src/settings.js';
import { cli } from '../helpers/cli.js';
import { sweepSuite } from '../helpers/sweep.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BASE = join(ROOT, 'examples', 'service', 'base.csv');
const HEAD = join(ROOT, 'examples', 'service', 'head.csv');

const dir = mkdtempSync(join(tmpdir(), 'br-traps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function compare(...args: string[]) {
  const json = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const md = `${json}.md`;
  const r = await cli(['compare', ...args, '--json', json, '--markdown', md]);
  return {
    ...r,
    report: r.code === 2 ? undefined : JSON.parse(readFileSync(json, 'utf8')),
    markdown: r.code === 2 ? '' : readFileSync(md, 'utf8'),
  };
}

describe('--quantiles adds levels; the gated defaults always stay (item 2)', () => {
  it('--quantiles p95,p99.99 on the example still fails on GET /checkout p99 +42.1% (it passed, "unchanged")', async () => {
    const { code, report, stdout } = await compare('--base', BASE, '--head', HEAD, '--quantiles', 'p95,p99.99');
    expect(code).toBe(1);
    expect(report.status).toBe('fail');
    expect(report.settings.quantiles).toEqual(['p50', 'p90', 'p95', 'p99', 'p99.9', 'p99.99']);
    const checkout = report.benchmarks.find((b: { name: string }) => b.name === 'GET /checkout');
    expect(checkout.verdict).toBe('regression');
    expect(checkout.metrics.p99).toMatchObject({ gated: true, verdict: 'regression', confirmed: true });
    expect(Object.keys(checkout.metrics)).toEqual(['min', 'p50', 'p90', 'p95', 'p99', 'p99.9', 'p99.99', 'max', 'mean']);
    expect(stdout).toContain('GET /checkout p99 regressed +42.1%');
  });
});

describe('a threshold for a level not computed computes it (item 3a)', () => {
  it('--threshold p97=10% computes, shows and gates p97 (it was accepted and ignored)', async () => {
    const { code, report } = await compare('--base', BASE, '--head', HEAD, '--threshold', 'p97=10%');
    expect(code).toBe(1);
    expect(report.settings.quantiles).toEqual(['p50', 'p90', 'p97', 'p99', 'p99.9']);
    expect(report.settings.thresholds.p97).toBe(0.1);
    const checkout = report.benchmarks.find((b: { name: string }) => b.name === 'GET /checkout');
    expect(checkout.metrics.p97).toMatchObject({ gated: true, threshold: 0.1 });
  });
});

describe('an SLO without a load sweep is said (item 3b)', () => {
  it("--slo 'p99<3ms' on the example (no load points): a warning in the report, the terminal and the Markdown", async () => {
    const { code, report, stdout, markdown } = await compare('--base', BASE, '--head', HEAD, '--slo', 'p99<3ms');
    expect(code).toBe(1);
    expect(report.sweeps ?? []).toEqual([]);
    expect(report.warningMessages).toContainEqual({ id: 'sweep.slo-not-applied', params: { slo: 'p99<3ms', loaded: 0 } });
    const said = 'The SLO p99 < 3 ms was not applied: no benchmark has load points.';
    expect(stdout).toContain(`warning: ${said}`);
    expect(markdown).toContain(`- ${said.replace('<', '&lt;')}`);
    // Without --slo: nothing to say.
    expect((await compare('--base', BASE, '--head', HEAD)).report.warningMessages).toEqual([]);
  });

  it('one load point per benchmark is no sweep either: said with the count; a sweep gets no warning', () => {
    const point = (load: number) => ({ load, base: { p99: [10, 11, 12, 10] }, head: { p99: [10, 11, 12, 10] } });
    const settings = readSettings({ slo: 'p99<50ms' }, 'cli');
    const review = (loads: number[]) => {
      const suite = sweepSuite('GET /api', loads.map(point));
      return buildReport(decide(compareSuite(suite.benchmarks, settings)), suite).warnings;
    };
    expect(review([1000])).toEqual([{ id: 'sweep.slo-not-applied', params: { slo: 'p99<50ms', loaded: 1 } }]);
    expect(review([1000, 2000])).toEqual([]);
    // No SLO, no sweep: nothing.
    const suite = sweepSuite('GET /api', [point(1000)]);
    expect(buildReport(decide(compareSuite(suite.benchmarks, defaultSettings())), suite).warnings).toEqual([]);
  });
});

describe('a bare threshold of 10 or more suggests the percentage (item 3c)', () => {
  it('--threshold p99=10 is refused with "did you mean 10%?" (the action input thresholds too: test/settings.test.ts)', async () => {
    const r = await cli(['compare', '--base', BASE, '--head', HEAD, '--threshold', 'p99=10']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^bench-review: --threshold: "p99=10": p99: 10 is out of range \(did you mean 10%\? a number without % is a fraction: 0\.1 = 10%\); expected /,
    );
    expect((await cli(['compare', '--base', BASE, '--head', HEAD, '--threshold', 'p99=0.1'])).code).toBe(1);
  });
});

describe('base and head reading one input is said (item 3d)', () => {
  it('--base x.csv --head x.csv: the same file, every difference zero by construction', async () => {
    const { code, report, stdout, markdown } = await compare('--base', BASE, '--head', BASE);
    expect(code).toBe(0);
    expect(report.warningMessages[0]).toEqual({
      id: 'read.same-file',
      params: { files: [expect.stringMatching(/base\.csv$/)], all: true },
    });
    expect(stdout).toMatch(
      /\nwarning: Base and head read the same file \S*examples\/service\/base\.csv: every difference is zero by construction/,
    );
    // Said first, beside the headline, not folded among the input warnings.
    expect(markdown).toMatch(/\n> ⚠️ \*\*Base and head read the same file \S*base\.csv: every difference is zero by construction/);
  });

  it('a list (a shell glob) on base that catches head’s file: that file named, the rest still compared', async () => {
    const { report } = await compare('--base', BASE, HEAD, '--head', HEAD);
    expect(report.warningMessages).toContainEqual({
      id: 'read.same-file',
      params: { files: [expect.stringMatching(/head\.csv$/)], all: false },
    });
  });

  it('the action’s base-results glob catching head’s file', async () => {
    const folder = mkdtempSync(join(dir, 'glob-'));
    copyFileSync(BASE, join(folder, 'base.csv'));
    copyFileSync(HEAD, join(folder, 'head.csv'));
    const base = await expandInput('base-results', ['*.csv'], folder);
    const head = await expandInput('head-results', ['head.csv'], folder);
    const { report } = await reviewRun({ base, head, settings: defaultSettings() });
    expect(report.warnings).toContainEqual({ id: 'read.same-file', params: { files: [join(folder, 'head.csv')], all: false } });
  });

  it('identical bytes under two names: both named', async () => {
    const copy = join(dir, 'copy.csv');
    copyFileSync(BASE, copy);
    const { report } = await compare('--base', BASE, '--head', copy);
    expect(report.warningMessages).toEqual([
      { id: 'read.same-bytes', params: { base: [expect.stringMatching(/base\.csv$/)], head: [copy], all: true } },
    ]);
    // Same size, other bytes: nothing said.
    const other = join(dir, 'other.csv');
    const text = readFileSync(BASE, 'utf8');
    writeFileSync(other, text.replace('2385.2', '2385.3'));
    expect((await compare('--base', BASE, '--head', other)).report.warningMessages).toEqual([]);
  });
});
