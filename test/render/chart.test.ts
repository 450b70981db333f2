/**
 * The change by percentile as a chart (render/chart.ts, issue 26 item 8): one bar chart whatever
 * the signs of the changes, one bar series per verdict with a legend line under it, points without
 * a verdict marked, the y axis padded beyond the data and 0; and, drawn by Mermaid in Chromium,
 * bars that run from zero to the change, up or down.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chart, paddedAxis } from '../../src/render/chart.js';
import type { ReportBenchmark } from '../../src/review/index.js';
import { CHROMIUM, haveChromium, renderInBrowser } from '../helpers/browser.js';
import { reportBenchmark, reportMetric } from '../helpers/report-objects.js';
import { toolPresent } from '../helpers/tools.js';

const metric = reportMetric;

/** A tail regression whose min got a little faster: changes of both signs. */
const tail: ReportBenchmark = reportBenchmark('GET /checkout', {
  verdict: 'regression',
  decidedBy: ['p99'],
  metrics: {
    min: metric({ ratio: 0.992, threshold: 0.05 }),
    p50: metric({ ratio: 1.011, threshold: 0.05 }),
    p90: metric({ ratio: 1.043, verdict: 'inconclusive' }),
    p99: metric({ ratio: 1.421, ciLow: 1.376, ciHigh: 1.474, verdict: 'regression', gated: true, confirmed: true, threshold: 0.15 }),
    'p99.9': metric({ ratio: 1.2, ciLow: null, ciHigh: null, verdict: 'insufficient-data', threshold: 0.25 }),
    max: metric({ ratio: 0.8, verdict: 'improvement', threshold: 0.25 }),
  },
});

/** The series lines of a chart (`  bar […]`, `  line […]`) as numbers. */
const series = (lines: string[]) =>
  lines.filter((l) => /^ {2}(bar|line) \[/.test(l)).map((l) => [l.trim().split(' ')[0], JSON.parse(l.trim().replace(/^\w+ /, ''))]);

describe('the change by percentile', () => {
  it('is one bar chart for changes of both signs: a series per verdict, a mask in the background colour, the threshold and zero as lines', () => {
    const c = chart(tail);
    expect(c.slice(0, 2)).toEqual(['```mermaid', '---']);
    expect(c).toContain('      plotColorPalette: "#d1242f, #bf8700, #8c959f, #1a7f37, #d0d7de, #ffffff, #424a53, #afb8c1"');
    expect(c).toContain('      backgroundColor: "#ffffff"');
    expect(c.slice(c.indexOf('xychart-beta'))).toEqual([
      'xychart-beta',
      '  title "GET /checkout"',
      // No verdict: marked on its label.
      '  x-axis ["min", "p50", "p90", "p99", "p99.9*", "max"]',
      // −20% … +42.1% and the thresholds up to 25%: 10% of the span (6.2) beyond each end.
      '  y-axis "% worse than base" -26.3 --> 48.4',
      // One series per verdict present, in the legend's order: each point's bar in its own series only (the others at the axis bottom).
      '  bar [-26.3, -26.3, -26.3, 42.1, -26.3, -26.3]',
      '  bar [-26.3, -26.3, 4.3, -26.3, -26.3, -26.3]',
      '  bar [0, 1.1, -26.3, -26.3, -26.3, -26.3]',
      '  bar [-26.3, -26.3, -26.3, -26.3, -26.3, 0]',
      '  bar [-26.3, -26.3, -26.3, -26.3, 20, -26.3]',
      // The mask: from the axis bottom up to the change below zero, else up to zero.
      '  bar [-0.8, 0, 0, 0, 0, -20]',
      '  line [5, 5, 10, 15, 25, 25]',
      '  line [0, 0, 0, 0, 0, 0]',
      '```',
      '',
      '<sub>% worse than base by percentile, bars from 0 (up: worse, down: better): red, regression; amber, inconclusive; grey, no change; green, improvement; light grey (label marked *), not judged; dark line, the threshold; light line, no change (0%).</sub>',
    ]);
  });

  it('is the same bar chart when every change is worse: the axis from 0, no zero line', () => {
    const worse = { ...tail, metrics: { p50: tail.metrics.p50, p99: tail.metrics.p99 } };
    const c = chart(worse);
    expect(c).toContain('      plotColorPalette: "#d1242f, #8c959f, #ffffff, #424a53"');
    expect(series(c)).toEqual([
      ['bar', [0, 42.1]],
      ['bar', [1.1, 0]],
      ['bar', [0, 0]],
      ['line', [5, 15]],
    ]);
    expect(c).toContain('  y-axis "% worse than base" 0 --> 46.4');
    expect(c.at(-1)).toBe(
      '<sub>% worse than base by percentile, bars from 0 (up: worse, down: better): red, regression; grey, no change; dark line, the threshold.</sub>',
    );
  });

  it('charts a higher-is-better metric as % worse too (a drop in throughput is up)', () => {
    const rate = reportBenchmark('GET /api (requests)', {
      unit: 'ops/s',
      lowerIsBetter: false,
      metrics: { p50: metric({ ratio: 0.8, verdict: 'regression' }), p99: metric({ ratio: 1.25, verdict: 'improvement' }) },
    });
    expect(series(chart(rate)).slice(0, 3)).toEqual([
      ['bar', [25, -24.5]],
      ['bar', [-24.5, 0]],
      ['bar', [0, -20]],
    ]);
  });

  it('needs two metrics with a change, and cuts a long name in the title, never the legend', () => {
    expect(chart({ ...tail, metrics: { p99: tail.metrics.p99 } })).toEqual([]);
    expect(chart({ ...tail, name: 'GET /api/v1/orders/search?limit=100 (latency) at connections=16' })).toContain(
      '  title "GET /api/v1/orders/search_limit=100 (latency) at connections"',
    );
  });
});

describe('the y axis', () => {
  it('reaches 10% of the span beyond the data, with 0 always in it', () => {
    expect(paddedAxis([10, 40])).toEqual({ min: 0, max: 44 });
    expect(paddedAxis([-10, 30])).toEqual({ min: -14, max: 34 });
    expect(paddedAxis([-50, -10])).toEqual({ min: -55, max: 5 });
    // Nothing but zeros: a unit of room.
    expect(paddedAxis([0, 0])).toEqual({ min: 0, max: 1 });
  });
});

/** Without Chromium (a machine with only Node and git) the drawing is not checked, naming it. */
const CHROMIUM_HERE = toolPresent(
  haveChromium(),
  CHROMIUM,
  'the chart drawing check needs it; run .ci/install-tools (Debian package chromium)',
);

describe.runIf(CHROMIUM_HERE)('drawn by Mermaid in Chromium', () => {
  let svg: string;
  beforeAll(async () => {
    const { outcome, dom } = await renderInBrowser([{ id: 'chart', markdown: `${chart(tail).join('\n')}\n` }]);
    expect(outcome.chart).toEqual({ blocks: 1, svgs: 1, errors: [] });
    svg = dom.slice(dom.indexOf('<svg'), dom.indexOf('</svg>'));
  }, 120_000);

  /** Each bar series' rectangles: x, top, width, bottom. */
  const bars = () =>
    [...svg.matchAll(/<g class="bar-plot-\d+">([\s\S]*?)<\/g>/g)].map((g) =>
      [...g[1].matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((r) => {
        const [x, y, w, h] = r.slice(1).map(Number);
        return { x, top: y, w, bottom: y + h };
      }),
    );

  it('lays every series of a category over one another, each bar up from one baseline, so the mask covers what lies below the change', () => {
    const b = bars();
    expect(b).toHaveLength(6);
    for (let i = 0; i < 6; i++) {
      expect(new Set(b.map((s) => s[i].x)).size).toBe(1);
      expect(new Set(b.map((s) => s[i].w)).size).toBe(1);
    }
    expect(new Set(b.flat().map((r) => Math.round(r.bottom))).size).toBe(1);
  });

  it('shows a bar from zero to the change: up for p99 (+42.1%), down for max (−20%)', () => {
    const zeroLine = [...svg.matchAll(/<g class="line-plot-\d+"><path d="M[\d.]+,([\d.]+)/g)].at(-1)!;
    const zero = Number(zeroLine[1]);
    const [red, , , green, , mask] = bars();
    // p99: the red bar's top above zero, the mask's top at zero.
    expect(red[3].top).toBeLessThan(zero - 100);
    expect(mask[3].top).toBeCloseTo(zero, 0);
    // max: the green bar's top at zero, the mask's top below it, at −20%.
    expect(green[5].top).toBeCloseTo(zero, 0);
    expect(mask[5].top).toBeGreaterThan(zero + 20);
  });
});
