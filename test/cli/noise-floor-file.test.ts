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
      stderr: `bench-review: ${bad} at /floors/checkout/p99: found the string "x"; expected a floor as a fraction from 0 to 10 (0.12 = 12 %)\n`,
    });
    expect((await cli(['run', '--base-results', base, '--head-results', head, '--noise-floor-file', join(dir, 'nope.json')])).code).toBe(2);
  });
});
