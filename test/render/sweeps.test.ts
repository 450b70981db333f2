/**
 * Load sweeps as text (render/sweeps.ts): the capacity line, the table over load points with
 * not-sustained marks and the SLO per side, the per-point table with std-dev and throughput, the
 * Mermaid chart, the terminal table, and untrusted names escaped where they land.
 */
import { describe, expect, it } from 'vitest';
import { compareSuite } from '../../src/compare/compare-suite.js';
import { buildSuite } from '../../src/model/build.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import type { Measurement } from '../../src/model/types.js';
import { buildReport, decide } from '../../src/review/index.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { sweepChart, sweepsMarkdown, sweepsTerminal } from '../../src/render/sweeps.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { sweepSuite } from '../helpers/sweep.js';

const SLO: Settings = { ...defaultSettings(), slo: [{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }] };

function regressed(name = 'GET /api') {
  const suite = sweepSuite(name, [
    {
      load: 1000,
      base: { p99: [10, 11, 12, 10, 11], achieved: [1000, 1000, 999, 1000, 1000] },
      head: { p99: [11, 12, 12, 11, 13], achieved: [1000, 1000, 1000, 999, 1000] },
    },
    {
      load: 2000,
      base: { p99: [20, 22, 21, 20, 21], achieved: [2000, 1999, 2000, 2000, 2000] },
      head: { p99: [40, 45, 48, 42, 44], achieved: [2000, 2000, 1990, 2000, 2000] },
    },
    {
      load: 4000,
      base: { p99: [30, 32, 31, 33, 30], achieved: [3990, 3980, 4000, 3995, 4000] },
      head: { p99: [90, 95, 99, 92, 94], achieved: [3000, 3100, 3050, 3020, 3010] },
    },
  ]);
  return buildReport(decide(compareSuite(suite.benchmarks, SLO)), suite);
}

describe('the SLO as the report carries it', () => {
  const points = [
    {
      load: 1000,
      base: { p99: [100, 110, 120, 100, 110], achieved: [1000, 1000, 999, 1000, 1000] },
      head: { p99: [110, 120, 120, 110, 130], achieved: [1000, 1000, 1000, 999, 1000] },
    },
    {
      load: 2000,
      base: { p99: [200, 220, 210, 200, 210], achieved: [2000, 1999, 2000, 2000, 2000] },
      head: { p99: [400, 450, 480, 420, 440], achieved: [2000, 2000, 1990, 2000, 2000] },
    },
  ];
  it("draws the limit of an SLO written in any unit (p99<1sec), from the capacity's conditions", () => {
    const suite = sweepSuite('GET /api', points);
    const settings: Settings = { ...defaultSettings(), slo: [{ metric: 'p99', limit: 1e9, text: 'p99<1sec' }] };
    const chart = sweepChart(buildReport(decide(compareSuite(suite.benchmarks, settings)), suite).sweeps![0]);
    expect(chart.filter((l) => l.startsWith('  line ') || l.startsWith('  title '))).toEqual([
      '  title "GET /api: p99 (grey: base, red: head, green: SLO)"',
      '  line [110, 210]',
      '  line [120, 440]',
      '  line [1000, 1000]',
    ]);
  });
  it('says the SLO cannot be judged on a quantile the tool never printed', () => {
    const suite = sweepSuite('GET /api', points);
    const settings: Settings = { ...defaultSettings(), slo: [{ metric: 'p95', limit: 1e9, text: 'p95<1s' }] };
    const md = sweepsMarkdown(buildReport(decide(compareSuite(suite.benchmarks, settings)), suite).sweeps);
    expect(md.slice(0, 4)).toEqual([
      '**⚪ Load sweep `GET /api`** — rate at 2 points (latency)',
      '',
      '> test printed no p95: the SLO cannot be judged.',
      '',
    ]);
  });
});

describe('sweeps in Markdown', () => {
  it('gives the capacity, one table over the rates with not-sustained marks and the SLO per side', () => {
    const md = sweepsMarkdown(regressed().sweeps);
    expect(md.slice(0, 11)).toEqual([
      '**❌ Load sweep `GET /api`** — rate at 3 points (latency)',
      '',
      '> Max sustainable throughput under p99 &lt; 50 ms: base 3,995 req/s → head 2,000 req/s (−49.9%) — regression.',
      '> Head fails the SLO (or does not sustain the offered rate) at rate=4000, where base meets it.',
      '',
      '| rate | offered (req/s) | achieved base (req/s) | achieved head (req/s) | p99 base (ms) | p99 head (ms) | change | SLO base | SLO head |',
      '|--:|--:|--:|--:|--:|--:|--:|:-:|:-:|',
      '| 1,000 | 1,000 | 1,000 | 1,000 | 11 | 12 | +9.1% | ✅ meets | ✅ meets |',
      '| 2,000 | 2,000 | 2,000 | 2,000 | 21 | 44 | **+110%** | ✅ meets | ✅ meets |',
      // The change is the columns' (94 / 31), not the Hodges–Lehmann +200% of the point's own table below.
      '| 4,000 | 4,000 | 3,995 | 3,020 ⚠️ **not sustained** | 31 | 94 | **+203%** | ✅ meets | ❌ violates |',
      '',
    ]);
    expect(md[12]).toBe(
      "- p99 base and head: the median over runs of each run's p99; change: head ÷ base of those medians, in bold where the load point's own comparison found a regression or improvement that gates (its table below gives the Hodges–Lehmann change and interval).",
    );
    const at4000 = md.indexOf(
      '<details><summary><code>GET /api</code> at rate=4000: p50 / p99 / p99.9 / mean / std-dev (5 vs 5 runs)</summary>',
    );
    expect(md.slice(at4000 + 2, at4000 + 10)).toEqual([
      '| metric | base (ms) | head (ms) | head ÷ base | Hodges–Lehmann (CI) | verdict |',
      '|---|--:|--:|--:|--:|---|',
      // Only the gated metrics' verdicts are bold. A row's change is its columns' (94 / 31 = +203%);
      // the estimate the verdict rests on (+200%) is in a column of its own, named.
      '| p50 | 3.1 | 9.4 | +203% | +200% (97% CI +181% … +219%) | regression |',
      '| **p99** | 31 | 94 | +203% | +200% (97% CI +181% … +219%) | **regression** |',
      '| **p99.9** | 62 | 188 | +203% | +200% (97% CI +181% … +219%) | **regression** |',
      '| mean | 3.875 | 11.75 | +203% | +200% (97% CI +181% … +219%) | regression |',
      '| std-dev | — | — | — | — | shown only |',
      '| throughput | 3,995 req/s | 3,020 req/s ⚠️ **not sustained** | −24.4% | −24.4% (97% CI −24.9% … −22.4%) | regression |',
    ]);
  });

  it('draws the SLO quantile against the achieved throughput, base and head as lines and the limit as a third', () => {
    expect(sweepChart(regressed().sweeps![0]).slice(7)).toEqual([
      'xychart-beta',
      '  title "GET /api: p99 (grey: base, red: head, green: SLO)"',
      '  x-axis "rate (achieved base/head req/s)" ["1000 (1000/1000)", "2000 (2000/2000)", "4000 (3995/3020)"]',
      '  y-axis "p99 (ms)" 0 --> 103',
      '  line [11, 21, 31]',
      '  line [12, 44, 94]',
      '  line [50, 50, 50]',
      '```',
    ]);
  });

  it('escapes an untrusted name in the heading, the summary line and the chart', () => {
    const md = sweepsMarkdown(regressed('GET /x <img src=x onerror=alert(1)> `y`').sweeps).join('\n');
    // Raw only inside the heading's code span (literal text on GitHub), escaped everywhere else.
    expect(md.split('\n').slice(1).join('\n')).not.toContain('<img');
    expect(md.split('\n')[0]).toBe('**❌ Load sweep `` GET /x <img src=x onerror=alert(1)> `y` ``** — rate at 3 points (latency)');
    expect(md).toContain('title "GET /x _img src=x onerror=alert(1)_ _y_: p99 (grey');
    expect(md).toContain('<summary><code>GET /x &lt;img src=x onerror=alert(1)&gt; `y`</code> at rate=1000');
  });

  it('is part of the whole comment, after the overview, with the capacity in the headline', () => {
    const md = renderMarkdown(regressed());
    expect(md.split('\n')[2].split(' Gated on')[0]).toBe(
      'GET /api: capacity regressed. Max sustainable throughput under p99 &lt; 50 ms: base 3,995 req/s → head 2,000 req/s (−49.9%); head fails it at rate=4000 where base meets it (and 3 benchmarks regressed).',
    );
    expect(md.indexOf('**❌ Load sweep `GET /api`**')).toBeGreaterThan(md.indexOf('| benchmark |'));
  });
});

describe('sweeps in the terminal', () => {
  it('gives one table over the load points, with std-dev when the runs have samples', () => {
    const run = (benchmark: string, load: number, scale: number): Measurement => ({
      benchmark,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      load: { param: 'connections', value: load },
      // 0.01 ms … 4 ms in steps of 0.01 ms, times `scale`: p99 3.9601 ms, mean 2.005 ms, sd 1.1579 ms.
      data: { kind: 'per-op', values: Float64Array.from({ length: 400 }, (_, i) => (i + 1) * 1e4 * scale) },
      source: { file: 'x' },
    });
    const side = (s: number) => [{ format: 'test', warnings: [], measurements: [run('GET /', 1, s), run('GET /', 16, 2 * s)] }];
    const suite = buildSuite({ base: side(1), head: side(1.5) });
    const report = buildReport(decide(compareSuite(suite.benchmarks, defaultSettings())), suite);
    const lines = sweepsTerminal(report.sweeps, (h, r) => [h.join('|'), ...r.map((x) => x.join('|'))]);
    expect(lines).toEqual([
      '',
      'load sweep GET / (connections, 2 points, ms)',
      'connections|achieved base|achieved head|p99 base|p99 head|change|mean base|mean head|sd base|sd head',
      '1|—|—|3.96|5.94|+50.0%|2.005|3.008|1.156|1.734',
      '16|—|—|7.92|11.88|+50.0%|4.01|6.015|2.312|3.468',
      "p99 base and head: the median over runs of each run's p99; change: head ÷ base of those medians (the Hodges–Lehmann change and interval are in the load point's own table).",
    ]);
    expect(renderTerminal(report, { color: false })).toContain('\nload sweep GET / (connections, 2 points, ms)\n');
  });
});
