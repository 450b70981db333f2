/**
 * Publish mode reads a fork's report.json with its sweeps: the capacity regression that failed the
 * check is consistent with `status: fail`, and the sweeps come back as they were written.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { defaultSettings } from '../../src/model/settings.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';
import { buildReport, decide } from '../../src/review/index.js';
import { sweepSuite } from '../helpers/sweep.js';

const same = (p99: number[]) => ({
  base: { p99, achieved: [1000, 1000, 1000, 1000, 1000] },
  head: { p99, achieved: [1000, 1000, 1000, 1000, 1000] },
});

describe('an untrusted report with sweeps', () => {
  it('keeps its sweeps, and a fail that only a capacity regression explains', () => {
    // Head violates p99 < 50 ms at rate=2000 within its p99 threshold band, so no benchmark fails the gate.
    const suite = sweepSuite('GET /api', [
      { load: 1000, ...same([10, 11, 12, 10, 11]) },
      {
        load: 2000,
        base: { p99: [46, 47, 48, 47, 46], achieved: [2000, 2000, 2000, 2000, 2000] },
        head: { p99: [51, 52, 53, 52, 51], achieved: [2000, 2000, 2000, 2000, 2000] },
      },
    ]);
    const report = buildReport(
      decide(compareSuite(suite.benchmarks, { ...defaultSettings(), slo: [{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }] })),
      suite,
    );
    expect([report.status, report.summary.regressions, report.sweeps![0].capacity?.verdict]).toEqual(['fail', 0, 'regression']);
    const back = parseUntrustedReport(renderJson(report), 'report.json');
    expect(back.status).toBe('fail');
    expect(back.sweeps).toEqual(JSON.parse(JSON.stringify(report.sweeps)));
  });

  it('accepts the neutral status of a capacity regression resting on too few runs (3 a side)', () => {
    const a = [1000, 1000, 1000];
    const b = [2000, 2000, 2000];
    const suite = sweepSuite('GET /api', [
      { load: 1000, base: { p99: [10, 11, 12], achieved: a }, head: { p99: [10, 11, 12], achieved: a } },
      { load: 2000, base: { p99: [46, 47, 48], achieved: b }, head: { p99: [51, 52, 53], achieved: b } },
    ]);
    const report = buildReport(
      decide(compareSuite(suite.benchmarks, { ...defaultSettings(), slo: [{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }] })),
      suite,
    );
    expect([report.status, report.sweeps![0].capacity?.verdict, report.sweeps![0].capacity?.unconfirmed]).toEqual([
      'neutral',
      'regression',
      true,
    ]);
    expect(parseUntrustedReport(renderJson(report), 'report.json').status).toBe('neutral');
  });

  it('refuses a sweep whose SLO state is not one the report writes', () => {
    const suite = sweepSuite('GET /api', [
      { load: 1000, ...same([10, 11, 12, 10, 11]) },
      { load: 2000, ...same([20, 21, 22, 20, 21]) },
    ]);
    const json = JSON.parse(renderJson(buildReport(decide(compareSuite(suite.benchmarks, defaultSettings())), suite)));
    json.sweeps[0].points[1].head.slo = 'fine';
    expect(() => parseUntrustedReport(JSON.stringify(json), 'report.json')).toThrow(
      'report.json at /sweeps/0/points/1/head/slo: untrusted report rejected: expected one of meets, violates, undecided',
    );
  });
});
