/**
 * The load sweeps of test/fixtures/load-sweep (real wrk and autocannon outputs at 1, 2, 4 and 16
 * connections, 5 runs per side each; head holds a one-at-a-time resource twice as long, so it
 * carries about half the requests/s: README there), reviewed end to end as `bench-review compare
 * --slo "p99<100ms"` reviews them: read → model → compare → review → Markdown.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../run/git-repo.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import { postedComment } from '../helpers/review-scenarios.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'load-sweep');
const files = (tool: string, side: string) =>
  readdirSync(join(root, tool, side))
    .sort()
    .map((f) => join(root, tool, side, f));
const SLO: Settings = { ...defaultSettings(), slo: [{ metric: 'p99', limit: 100e6, text: 'p99<100ms' }] };
const review = (tool: string) => reviewRun({ base: files(tool, 'base'), head: files(tool, 'head'), settings: SLO });

afterAll(removeTempDirs);

describe('load sweep end to end', () => {
  it("wrk: a sweep row's change has the sign of its columns, where the Hodges–Lehmann estimate has the other (issue 25)", async () => {
    const { report } = await review('wrk');
    const at2 = report.sweeps![0].points.find((p) => p.value === 2)!;
    // The medians over runs rise 25.25 → 27.98 ms; the median of the pairwise ratios falls (−8.0%).
    expect([at2.metrics.p99!.base, at2.metrics.p99!.head]).toEqual([25.25e6, 27.98e6]);
    expect(at2.metrics.p99!.ratio).toBeCloseTo(0.92, 2);
    const md = renderMarkdown(report);
    expect(md).toContain('| 2 | 350 | 212 | 25.25 | 27.98 | +10.8% | ✅ meets | ✅ meets |');
    expect(md).toContain("- p99 base and head: the median over runs of each run's p99; change: head ÷ base of those medians");
  });

  it('wrk: a capacity regression under p99 < 100 ms fails the check and leads the comment', async () => {
    const { report } = await review('wrk');
    expect(report.sweeps?.map((s) => [s.name, s.measure, s.param, s.points.map((p) => p.value)])).toEqual([
      ['GET /api/items', 'latency', 'connections', [1, 2, 4, 16]],
    ]);
    const [s] = report.sweeps!;
    // Median requests/s per side (README table) and the SLO per side at each connection count.
    expect(s.points.map((p) => [p.value, p.base.achieved, p.head.achieved, p.base.sustained, p.base.slo, p.head.slo])).toEqual([
      [1, 174.02, 185.47, null, 'undecided', 'meets'],
      [2, 349.64, 212.02, null, 'meets', 'meets'],
      [4, 394.21, 184.06, null, 'meets', 'meets'],
      [16, 365.59, 172.05, null, 'undecided', 'violates'],
    ]);
    // The std-dev per side: the median over runs of wrk's printed Stdev (5.01 ms and 7.69 ms at 4 connections).
    expect([s.points[2].base.stdDev, s.points[2].head.stdDev]).toEqual([5.01e6, 7.69e6]);
    // Both serve up to 4 connections; there head carries less in every run by far more than the threshold (interval −57% … −42%).
    expect(s.points[2].throughput).toMatchObject({
      verdict: 'regression',
      ratio: expect.closeTo(0.4741, 4),
      ciLow: expect.closeTo(0.4342, 4),
      ciHigh: expect.closeTo(0.5778, 4),
    });
    // Capacity is the most each side carried within the SLO: head's is its 212.02 at 2 connections
    // (it carries less at 4, past its saturation), not the 184.06 at its highest served point.
    expect(s.capacity).toEqual({
      slo: 'p99<100ms',
      conditions: [{ metric: 'p99', limit: 100e6 }],
      base: 394.21,
      head: 212.02,
      ratio: 212.02 / 394.21,
      verdict: 'regression',
      baseLoad: 4,
      headLoad: 4,
      regressedAt: [],
      improvedAt: [],
      unconfirmed: false,
      unprinted: [],
    });
    expect(report.status).toBe('fail');
    expect(report.headline.id).toBe('review.headline.capacity-regressed');
    const md = renderMarkdown(report);
    expect(md).toContain('> Max sustainable throughput under p99 &lt; 100 ms: base 394 req/s → head 212 req/s (−46.2%) — regression.');
    // The row's change is its columns' (56.81 / 40.22); the point's own table has the Hodges–Lehmann +34.9%.
    expect(md).toContain('| 4 | 394 | 184 | 40.22 | 56.81 | +41.2% | ✅ meets | ✅ meets |');
  });

  it('wrk, one run per side, identical but for p99 at 4 connections on either side of the SLO (32.31 ms vs 55 ms at 50 ms): not a failure', async () => {
    const base = ['c1-1.txt', 'c2-1.txt', 'c4-1.txt', 'c16-1.txt'].map((f) => join(root, 'wrk', 'base', f));
    const dir = tempDir('wrk');
    const head = base.map((f, i) => {
      const out = join(dir, `head-${i}.txt`);
      writeFileSync(out, readFileSync(f, 'utf8').replace('     99%   32.31ms', '     99%   55.00ms'));
      return out;
    });
    const settings: Settings = { ...defaultSettings(), slo: [{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }] };
    const { report } = await reviewRun({ base, head, settings });
    const c = report.sweeps![0].capacity!;
    expect([c.verdict, c.regressedAt, c.unconfirmed]).toEqual(['regression', [4], true]);
    expect(report.status).toBe('neutral');
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
    // The std-dev per side: the median over runs of autocannon's latency.stddev (11.76 ms and 13.36 ms at 4 connections).
    expect(s.points[2].base.stdDev).toBeCloseTo(11.76e6, 0);
    expect(s.points[2].head.stdDev).toBeCloseTo(13.36e6, 0);
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

describe('the autocannon sweep as the pull request comment shows it (issue 26 item 5)', () => {
  const comment = async () => postedComment((await review('autocannon')).report);

  it("leads with the capacity: the headline about a load point says the sweep's capacity first", async () => {
    const { report } = await review('autocannon');
    expect([report.status, report.headline.id]).toEqual(['neutral', 'review.headline.unconfirmed']);
    const md = await comment();
    const headline = md.split('\n').find((l) => l.includes('capacity within'))!;
    expect(headline).toMatch(
      /^GET \/api\/items: capacity within p99 &lt; 100 ms not decided \(the SLO is undecided at a load point that would decide it\), 246 → 195 req\/s \(−20\.7%\)\. Not confirmed, so not green: GET \/api\/items \(latency\) at connections=4 p90 looks worse/,
    );
    expect(md.indexOf(headline)).toBeLessThan(md.indexOf('| benchmark |'));
  });

  it("gives each load point's rows the change of their columns, and the Hodges–Lehmann estimate in a column named so", async () => {
    const md = await comment();
    // At 2 connections p99 went 32 → 34 ms: +6.3% (the medians' ratio); the estimate over every pair of runs is −10.5%.
    expect(md).toContain('| metric | base (ms) | head (ms) | head ÷ base | Hodges–Lehmann (CI) | verdict |');
    expect(md).toContain('| **p99** | 32 | 34 | +6.3% | −10.5% (97% CI −47.4% … +36.0%) | inconclusive |');
    expect(md).toContain('| 2 | 246 | 195 | 32 | 34 | +6.3% | ✅ meets | ✅ meets |');
    // Every row of every load point's table: the sign of head ÷ base is the sign of head − base.
    const points = [...md.matchAll(/<summary><code>GET \/api\/items<\/code> at connections=[\s\S]*?<\/details>/g)].map((m) => m[0]);
    expect(points).toHaveLength(4);
    const rows = points
      .flatMap((p) => p.split('\n'))
      .filter((l) => /^\| (\*\*)?(p50|p99|p99\.9|mean)(\*\*)? \| [\d.]+ \| [\d.]+ \| [−+±]/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(16);
    for (const row of rows) {
      const [, base, head, change] = row.split(' | ');
      const sign = Math.sign(Number(head) - Number(base));
      expect([row, change.startsWith('±') ? 0 : change.startsWith('+') ? 1 : -1]).toEqual([row, sign]);
    }
  });

  it('says the 1 ms print resolution once for autocannon, naming how many load points, and shows one table of requests/s', async () => {
    const md = await comment();
    const notes = md.split('\n').filter((l) => l.includes('in steps of 1 ms'));
    expect(notes).toEqual([
      '- autocannon prints these values in steps of 1 ms; thresholds of min, p25, p50, p75 and p90 raised to 7.1%–33.3%, one step at the compared values (smaller changes are rounding). (3 benchmarks)',
    ]);
    expect(md).not.toContain('Threshold raised');
    // Bytes/s is requests/s times the response size: one table, of requests.
    expect(md).not.toContain('(throughput)');
    expect(md).not.toContain('**throughput**');
    expect(md.match(/^\*\*requests\*\*/gm)).toHaveLength(1);
  });
});
