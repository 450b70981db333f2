/** --quantiles / input `quantiles`: which quantiles are computed, their ids, levels and thresholds. */
import { describe, expect, it } from 'vitest';
import {
  defaultThreshold,
  isMetricId,
  isTailMetric,
  metricOrder,
  printedLevelKept,
  quantileIdOf,
  quantileLevel,
  quantilesOf,
  thresholdFor,
} from '../src/model/settings.js';
import { EXPECTED, readSettings } from '../src/settings.js';

describe('quantile ids', () => {
  it('read the level from the percentage, exactly', () => {
    expect(['p25', 'p50', 'p95', 'p99.9', 'p99.99', 'p0.1', 'p99.9999'].map(quantileLevel)).toEqual([
      0.25, 0.5, 0.95, 0.999, 0.9999, 0.001, 0.999999,
    ]);
    expect(['p0', 'p100', 'p50.0', 'p050', 'p99.', 'p99.9999999', 'P99', 'mean', 'p', 'p-1'].map(quantileLevel)).toEqual(
      Array(10).fill(undefined),
    );
    expect([0.95, 0.999, 0.9999, 0.25, 0.875, 0.96875, 0, 1].map(quantileIdOf)).toEqual([
      'p95',
      'p99.9',
      'p99.99',
      'p25',
      'p87.5',
      'p96.875',
      undefined,
      undefined,
    ]);
    expect(['min', 'max', 'mean', 'p95', 'median', 'p100'].map(isMetricId)).toEqual([true, true, true, true, false, false]);
  });

  it('call p90 and above the tail, and sort min, the quantiles by level, max, mean', () => {
    expect(['p25', 'p50', 'p75', 'p89.9', 'p90', 'p95', 'p99.99', 'max', 'mean'].map(isTailMetric)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(metricOrder(['mean', 'p99.99', 'max', 'p95', 'min', 'p25', 'p99.9', 'p50', 'bogus'])).toEqual([
      'min',
      'p25',
      'p50',
      'p95',
      'p99.9',
      'p99.99',
      'max',
      'mean',
    ]);
  });

  it('give a new level the threshold of its neighbours, by its tail 1 − p', () => {
    expect(
      ['p25', 'p50', 'p75', 'p90', 'p95', 'p97.5', 'p99', 'p99.5', 'p99.9', 'p99.99', 'min', 'max', 'mean'].map((id) =>
        defaultThreshold(id as never),
      ),
    ).toEqual([0.05, 0.05, 0.05, 0.1, 0.1, 0.1, 0.15, 0.15, 0.25, 0.25, 0.05, 0.25, 0.05]);
    expect(thresholdFor({ thresholds: { p95: 0.07 } as never }, 'p95')).toBe(0.07);
    expect(thresholdFor({ thresholds: {} as never }, 'p99.99')).toBe(0.25);
  });

  it('keep the printed levels reviewers quote, not an HdrHistogram spectrum’s halving steps', () => {
    const levels = [0.25, 0.5, 0.75, 0.875, 0.9, 0.95, 0.96875, 0.975, 0.99, 0.995, 0.999, 0.9995, 0.9999, 0.99999, 0.9999999, 1, 0];
    expect(levels.filter(printedLevelKept)).toEqual([0.25, 0.5, 0.75, 0.9, 0.95, 0.975, 0.99, 0.995, 0.999, 0.9995, 0.9999, 0.99999]);
  });
});

describe('readSettings: quantiles', () => {
  it('default to p50, p90, p99, p99.9', () => {
    const s = readSettings({}, 'cli');
    expect(quantilesOf(s)).toEqual(['p50', 'p90', 'p99', 'p99.9']);
    expect(quantilesOf({})).toEqual(['p50', 'p90', 'p99', 'p99.9']);
  });

  it('take a list added to the defaults, ascending, and record a threshold for each', () => {
    const s = readSettings({ quantiles: 'p99.99,p95,p25,p75,p99', threshold: 'p95=8%' }, 'action');
    expect(s.quantiles).toEqual(['p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99']);
    expect([s.thresholds.p25, s.thresholds.p75, s.thresholds.p95, s.thresholds['p99.99'], s.thresholds.p99]).toEqual([
      0.05, 0.05, 0.08, 0.25, 0.15,
    ]);
  });

  // Issue 25 item 2: `--quantiles p95,p99.99` used to replace the defaults, so p99 (the gated
  // level) was no longer computed and a +42 % p99 regression passed unseen.
  it('never drop the gated defaults: --quantiles p95,p99.99 adds two levels to p50, p90, p99, p99.9', () => {
    expect(readSettings({ quantiles: 'p95,p99.99' }, 'cli').quantiles).toEqual(['p50', 'p90', 'p95', 'p99', 'p99.9', 'p99.99']);
    // Listing a default again changes nothing; a list of defaults is the defaults.
    expect(readSettings({ quantiles: 'p99' }, 'action').quantiles).toEqual(['p50', 'p90', 'p99', 'p99.9']);
    expect(readSettings({ quantiles: 'median,q3' }, 'cli').quantiles).toEqual(['p50', 'p75', 'p90', 'p99', 'p99.9']);
  });

  it('compute the quantile an SLO names although not asked for (--slo p95<20ms), with its threshold', () => {
    const s = readSettings({ quantiles: 'p50,p99', slo: 'p95<20ms' }, 'cli');
    expect([s.quantiles, s.thresholds.p95, s.slo?.map((c) => c.metric)]).toEqual([['p50', 'p90', 'p95', 'p99', 'p99.9'], 0.1, ['p95']]);
    // Already computed: the list is unchanged.
    expect(readSettings({ slo: 'p99<50ms' }, 'cli').quantiles).toEqual(['p50', 'p90', 'p99', 'p99.9']);
  });

  // Issue 25 item 3a: `--threshold p97=10%` was accepted while p97 was never computed.
  it('compute a level given a threshold or a noise floor (--threshold p97=10%), so the setting is never accepted and ignored', () => {
    const s = readSettings({ threshold: 'p97=10%' }, 'cli');
    expect([s.quantiles, s.thresholds.p97]).toEqual([['p50', 'p90', 'p97', 'p99', 'p99.9'], 0.1]);
    const f = readSettings({ noiseFloor: 'p95=3%' }, 'action');
    expect([f.quantiles, f.noiseFloor.p95, f.thresholds.p95]).toEqual([['p50', 'p90', 'p95', 'p99', 'p99.9'], 0.03, 0.1]);
    // min, max and mean are always computed: nothing to add.
    expect(readSettings({ threshold: 'max=50%,mean=3%' }, 'cli').quantiles).toEqual(['p50', 'p90', 'p99', 'p99.9']);
  });

  it('accept a threshold or noise floor for any quantile that parses, naming the setting on errors', () => {
    expect(readSettings({ quantiles: 'p50,p99,p42', threshold: ['p99=10%', 'p42=1%'] }, 'cli').thresholds.p42).toBe(0.01);
    expect(readSettings({ quantiles: 'p50,p99', threshold: 'p90=30%' }, 'cli').thresholds.p90).toBe(0.3);
    expect(() => readSettings({ noiseFloor: 'p100=3%' }, 'action')).toThrow(
      `Invalid \`noise-floor: p100=3%\`: unknown metric "p100"; expected ${EXPECTED.percents}`,
    );
    expect(() => readSettings({ quantiles: '' }, 'cli')).toThrow(`--quantiles: "": no quantile given; expected ${EXPECTED.quantiles}`);
    expect(() => readSettings({ quantiles: 'p50,p99.x' }, 'action')).toThrow(
      `Invalid \`quantiles: p50,p99.x\`: "p99.x" is not a quantile; expected ${EXPECTED.quantiles}`,
    );
  });
});
