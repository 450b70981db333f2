/**
 * One HdrHistogram percentile: readers build histograms and compute no percentile; compare/
 * computes them with stats/. On every histogram the fixtures give, p50/p90/p99/p99.9 are the same
 * along every path: stats' histogramValueAtPercentile, compare's per-run metrics, and for the
 * HdrHistogram logs, HdrHistogram itself (hdr-histogram-js) on the decoded intervals.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as hdr from 'hdr-histogram-js';
import { describe, expect, it } from 'vitest';
import { runMetrics } from '../../src/compare/run-metrics.js';
import { READERS } from '../../src/formats/index.js';
import { QUANTILES } from '../../src/model/settings.js';
import type { Histogram } from '../../src/model/types.js';
import { openInput } from '../../src/read/open.js';
import { histogramValueAtPercentile } from '../../src/stats/quantile.js';
import { fixture, fixtureText } from '../helpers/reader-kit.js';

const ROOT = join(import.meta.dirname, '..', '..');
const PERCENTS = [50, 90, 99, 99.9];

/** Every histogram any reader makes of its fixtures, named by format, file and benchmark. */
async function fixtureHistograms(): Promise<Array<{ where: string; h: Histogram }>> {
  const out: Array<{ where: string; h: Histogram }> = [];
  for (const reader of READERS) {
    const dir = join(ROOT, 'test', 'fixtures', 'formats', reader.id);
    for (const name of readdirSync(dir)) {
      if (name === 'SOURCES.md') continue;
      let r;
      try {
        r = await reader.parse(await openInput(join(dir, name)));
      } catch {
        continue; // fixtures of rejected inputs
      }
      for (const m of r.measurements)
        if (m.data.kind === 'histogram') out.push({ where: `${reader.id}/${name} ${m.benchmark} run ${m.run}`, h: m.data.histogram });
    }
  }
  return out;
}

describe('HdrHistogram percentiles: one implementation', () => {
  it("compare's p50/p90/p99/p99.9 of every fixture histogram are stats' histogramValueAtPercentile", async () => {
    const all = await fixtureHistograms();
    // hdr-log, hdr-percentiles, wrk2, jmh, db-bench, redis-benchmark, vegeta-json buckets.
    expect(new Set(all.map((x) => x.where.split('/')[0]))).toEqual(
      new Set(['hdr-log', 'hdr-percentiles', 'wrk2', 'jmh', 'db-bench', 'redis-benchmark', 'vegeta-json']),
    );
    let compared = 0;
    for (const { where, h } of all) {
      const metrics = runMetrics({ kind: 'histogram', histogram: h }).metrics;
      for (const { id, p } of QUANTILES) {
        const m = metrics[id]!;
        if (!m.estimable) continue; // too few values for this percentile: compare reports none
        expect({ where, id, value: m.value }).toEqual({ where, id, value: histogramValueAtPercentile(h, p * 100) });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('equals HdrHistogram itself on the decoded intervals of every V2 log', async () => {
    const reader = READERS.find((r) => r.id === 'hdr-log')!;
    for (const name of ['jhiccup-2.0.7-logV2.hlog', 'tagged-log-logV2.hlog', 'java-tagged-intervals.hlog']) {
      const r = await reader.parse(await openInput(fixture('hdr-log', name)));
      const sums = new Map<string, hdr.Histogram>();
      for (const line of fixtureText('hdr-log', name).split('\n')) {
        const f = line.trim().split(',');
        if (!/^(Tag=[^,]+,)?[\d.]+,[\d.]+,[\d.]+,HISTF/.test(line.trim())) continue;
        const tag = f[0].startsWith('Tag=') ? f[0].slice(4) : 'latency';
        const h = hdr.decodeFromCompressedBase64(f[f.length - 1]);
        // The recording's own configuration, so the sum has the buckets the reader keeps.
        const config = h as unknown as {
          lowestDiscernibleValue: number;
          highestTrackableValue: number;
          numberOfSignificantValueDigits: 1 | 2 | 3 | 4 | 5;
        };
        let sum = sums.get(tag);
        if (!sum)
          sums.set(
            tag,
            (sum = hdr.build({
              lowestDiscernibleValue: config.lowestDiscernibleValue,
              highestTrackableValue: config.highestTrackableValue,
              numberOfSignificantValueDigits: config.numberOfSignificantValueDigits,
              autoResize: true,
            })),
          );
        sum.add(h);
      }
      expect(r.measurements.map((m) => m.benchmark).sort()).toEqual([...sums.keys()].filter((t) => sums.get(t)!.totalCount > 0).sort());
      for (const m of r.measurements) {
        if (m.data.kind !== 'histogram') throw new Error(`expected a histogram, got ${m.data.kind}`);
        const h = m.data.histogram;
        const tool = sums.get(m.benchmark)!;
        expect({ name, tag: m.benchmark, total: h.total, p: PERCENTS.map((p) => histogramValueAtPercentile(h, p)) }).toEqual({
          name,
          tag: m.benchmark,
          total: tool.totalCount,
          p: PERCENTS.map((p) => tool.getValueAtPercentile(p)),
        });
      }
    }
  });

  it('no module of the read stage computes a percentile', async () => {
    const found: string[] = [];
    for (const dir of ['src/formats', 'src/read']) {
      for (const f of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith('.ts'))) {
        const mod = (await import(join(ROOT, dir, f))) as Record<string, unknown>;
        for (const [n, v] of Object.entries(mod))
          if (typeof v === 'function' && /percentile|quantile/i.test(n)) found.push(`${dir}/${f}: ${n}`);
      }
    }
    expect(found).toEqual([]);
  });
});
