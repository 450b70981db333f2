/**
 * The load sweeps of test/fixtures/load-sweep (real wrk and autocannon outputs at 1, 2, 4 and 16
 * connections, 5 runs per side each; head holds a one-at-a-time resource twice as long, so it
 * carries about half the requests/s: README there), reviewed end to end as `bench-review compare
 * --slo "p99<100ms"` reviews them: read → model → compare → review → Markdown.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { reviewRun } from '../../src/review-run.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'load-sweep');
const files = (tool: string, side: string) => readdirSync(join(root, tool, side)).sort().map((f) => join(root, tool, side, f));
const SLO: Settings = { ...defaultSettings(), slo: [{ metric: 'p99', limit: 100e6, text: 'p99<100ms' }] };
const review = (tool: string) => reviewRun({ base: files(tool, 'base'), head: files(tool, 'head'), settings: SLO });

describe('load sweep end to end', () => {
  it('wrk: a capacity regression under p99 < 100 ms fails the check and leads the comment', async () => {
    const { report } = await review('wrk');
    expect(report.sweeps?.map((s) => [s.name, s.measure, s.param, s.points.map((p) => p.value)])).toEqual([['GET /api/items', 'latency', 'connections', [1, 2, 4, 16]]]);
    const [s] = report.sweeps!;
    // Median requests/s per side (README table) and the SLO per side at each connection count.
    expect(s.points.map((p) => [p.value, p.base.achieved, p.head.achieved, p.base.sustained, p.base.slo, p.head.slo])).toEqual([
      [1, 174.02, 185.47, null, 'undecided', 'meets'],
      [2, 349.64, 212.02, null, 'meets', 'meets'],
      [4, 394.21, 184.06, null, 'meets', 'meets'],
      [16, 365.59, 172.05, null, 'undecided', 'violates'],
    ]);
    // Both serve up to 4 connections; there head carries less in every run by far more than the threshold (interval −57% … −42%).
    expect(s.points[2].throughput).toMatchObject({ verdict: 'regression', ratio: expect.closeTo(0.4741, 4), ciLow: expect.closeTo(0.4342, 4), ciHigh: expect.closeTo(0.5778, 4) });
    expect(s.capacity).toEqual({ slo: 'p99<100ms', base: 394.21, head: 184.06, ratio: 184.06 / 394.21, verdict: 'regression', baseLoad: 4, headLoad: 4, regressedAt: [], improvedAt: [] });
    expect(report.status).toBe('fail');
    expect(report.headline.id).toBe('review.headline.capacity-regressed');
    const md = renderMarkdown(report);
    expect(md).toContain('> Max sustainable throughput under p99 &lt; 100 ms: base 394 req/s → head 184 req/s (−53.3%) — regression.');
    expect(md).toContain('| 4 | 394 | 184 | 40.22 | 56.81 | +34.9% | ✅ meets | ✅ meets |');
  });

  it('autocannon: the same regression in requests/s, but p99 too noisy at 4 connections to place the capacity beyond 2: inconclusive', async () => {
    const { report } = await review('autocannon');
    const [s] = report.sweeps!;
    expect(s.points.map((p) => [p.value, p.base.slo, p.head.slo, p.throughput?.verdict])).toEqual([
      [1, 'meets', 'meets', 'inconclusive'],
      [2, 'meets', 'meets', 'inconclusive'],
      [4, 'undecided', 'undecided', 'regression'],
      [16, 'undecided', 'violates', 'regression'],
    ]);
    expect([s.capacity?.verdict, s.capacity?.baseLoad, s.capacity?.headLoad]).toEqual(['inconclusive', 2, 2]);
    expect(report.headline.id).not.toBe('review.headline.capacity-regressed');
  });

  it('autocannon under p90 < 30 ms: base serves 4 connections, head never carries what base carries there at any load — a capacity regression by the throughput ceiling', async () => {
    const settings: Settings = { ...defaultSettings(), slo: [{ metric: 'p90', limit: 30e6, text: 'p90<30ms' }] };
    const { report } = await reviewRun({ base: files('autocannon', 'base'), head: files('autocannon', 'head'), settings });
    const [s] = report.sweeps!;
    expect(s.points.map((p) => [p.value, p.base.slo, p.head.slo])).toEqual([
      [1, 'meets', 'meets'],
      [2, 'meets', 'meets'],
      [4, 'meets', 'undecided'],
      [16, 'violates', 'violates'],
    ]);
    // Head's SLO at 4 connections is undecided, so no point shows base serving and head failing;
    // but head carried less at every load than base carried at 4 within the SLO.
    expect([s.capacity?.verdict, s.capacity?.baseLoad, s.capacity?.headLoad, s.capacity?.regressedAt]).toEqual(['regression', 4, 2, []]);
    expect(report.status).toBe('fail');
  });
});
