/**
 * `--noise-floor-file`: a one-run-per-side comparison whose within-run tail regression is advisory
 * without a calibrated floor, and gates (exit 1) with one for that benchmark; the report records
 * the floors used; a benchmark the file does not name gets none; a bad file is one line, exit 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'br-nff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One run of 2,000 operations of 1,000–1,099 µs; with `slowTail`, the slowest 5 % take three times as long. */
function run(slowTail: boolean): string {
  const rows = ['benchmark,run,value,unit'];
  for (let i = 0; i < 2000; i++) {
    const v = 1000 + (i % 100);
    rows.push(`checkout,1,${slowTail && i % 100 >= 95 ? v * 3 : v},us`);
  }
  return `${rows.join('\n')}\n`;
}

const base = join(dir, 'base.csv');
const head = join(dir, 'head.csv');
writeFileSync(base, run(false));
writeFileSync(head, run(true));

function floorFile(floors: Record<string, Record<string, number>>): string {
  const path = join(dir, `floors-${Object.keys(floors).join('-') || 'none'}.json`);
  const doc = {
    schemaVersion: 1,
    kind: 'bench-review-noise-floor',
    createdAt: '2026-11-30T16:00:00.000Z',
    machine: { logicalCpus: 2 },
    runs: { base: 10, head: 10 },
    floors,
  };
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

async function compare(...extra: string[]) {
  const json = join(dir, `report-${extra.length}-${Math.random().toString(36).slice(2)}.json`);
  const r = await cli(['compare', '--base', base, '--head', head, '--json', json, ...extra]);
  return { ...r, report: r.code === 2 ? undefined : JSON.parse(readFileSync(json, 'utf8')) };
}

describe('compare --noise-floor-file', () => {
  it('without a floor, one run per side does not gate: the p99 regression is advisory and the check neutral', async () => {
    const { code, report } = await compare();
    expect(code).toBe(0);
    expect(report.status).toBe('neutral');
    expect(report.benchmarks[0].metrics.p99.gated).toBe(false);
    expect(report.settings.noiseFloors).toBeUndefined();
  });

  it('with the benchmark’s calibrated floor, the within-run regression gates and fails, at the raised threshold', async () => {
    const { code, report } = await compare('--noise-floor-file', floorFile({ checkout: { p90: 0.08, p99: 0.2 }, other: { p99: 0.5 } }));
    expect(code).toBe(1);
    expect(report.status).toBe('fail');
    const p99 = report.benchmarks[0].metrics.p99;
    expect(p99).toMatchObject({ gated: true, verdict: 'regression', threshold: 0.2 });
    // p90 keeps its 10 % threshold: the floor (8 %) is below it.
    expect(report.benchmarks[0].metrics.p90.threshold).toBe(0.1);
    // The floors used, of the benchmarks compared; the global floor stays as given (none).
    expect(report.settings.noiseFloors).toEqual({ checkout: { p90: 0.08, p99: 0.2 } });
    expect(report.settings.noiseFloor).toEqual({});
  });

  it('a global --noise-floor above the file’s floor wins', async () => {
    const { report } = await compare('--noise-floor-file', floorFile({ checkout: { p99: 0.2 } }), '--noise-floor', 'p99=30%');
    expect(report.benchmarks[0].metrics.p99.threshold).toBe(0.3);
    expect(report.settings.noiseFloor).toEqual({ p99: 0.3 });
  });

  it('a benchmark missing from the file gets no floor: still advisory', async () => {
    const { code, report } = await compare('--noise-floor-file', floorFile({ other: { p99: 0.2 } }));
    expect(code).toBe(0);
    expect(report.status).toBe('neutral');
    expect(report.benchmarks[0].metrics.p99).toMatchObject({
      gated: false,
      threshold: 5.5,
      allowance: { value: 5.5, source: 'default', kind: 'tail' },
    });
    expect(report.settings.noiseFloors).toEqual({});
  });

  // Issue 25 item 1: calibrate wrote p99 2730.2 % on a runner whose p99 swings between runs, and
  // this refused it ("expected a floor as a fraction from 0 to 10", exit 2).
  it('reads a floor of 1000 % or more: that metric is not gated for that benchmark, and the review says so', async () => {
    const { code, report, stdout } = await compare('--noise-floor-file', floorFile({ checkout: { p90: 0.08, p99: 27.302 } }));
    expect(code).toBe(0);
    const { p90, p99 } = report.benchmarks[0].metrics;
    // p90 gates on its calibrated floor as before; p99, +200 %, is within its ±2730 % and not gated.
    expect([p90.gated, p99.gated, p99.threshold, p99.verdict]).toEqual([true, false, 27.302, 'no-change']);
    expect(p99.noteMessages).toContainEqual({ id: 'review.not-gateable', params: { floor: 27.302 } });
    expect(report.warnings).toEqual([
      'p99 of "checkout" is not gated: its A/A noise on this runner is ±2730% (×28), by the calibrated noise floor (--noise-floor-file); a floor of 1000% or more means the metric cannot be gated on this runner.',
    ]);
    expect(report.settings.noiseFloors).toEqual({ checkout: { p90: 0.08, p99: 27.302 } });
    // Said in the terminal, before the tables.
    expect(stdout).toContain('\nwarning: p99 of "checkout" is not gated: its A/A noise on this runner is ±2730% (×28)');
  });

  it('when every gated metric has a floor of 1000 % or more, nothing gated is judged: neutral, not green', async () => {
    const { code, report } = await compare('--noise-floor-file', floorFile({ checkout: { p90: 12, p99: 27.302 } }));
    expect(code).toBe(0);
    expect(report.status).toBe('neutral');
    expect(report.summary.gatedMetrics).toBe(0);
    expect(report.warningMessages.map((w: { params: { metric: string } }) => w.params.metric)).toEqual(['p90', 'p99']);
  });

  it('a bad file stops before anything is read, naming the file and the field (exit 2)', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        schemaVersion: 1,
        kind: 'bench-review-noise-floor',
        createdAt: '2026-11-30T16:00:00Z',
        runs: { base: 5, head: 5 },
        floors: { checkout: { p99: 'x' } },
      }),
    );
    expect(await cli(['compare', '--base', base, '--head', head, '--noise-floor-file', bad])).toEqual({
      code: 2,
      stdout: '',
      stderr: `bench-review: ${bad} at /floors/checkout/p99: found the string "x"; expected a floor as a fraction, 0 or more (0.12 = 12 %; 10 or more: the metric cannot be gated on this runner)\n`,
    });
    expect((await cli(['run', '--base-results', base, '--head-results', head, '--noise-floor-file', join(dir, 'nope.json')])).code).toBe(2);
  });
});
