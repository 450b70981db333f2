/**
 * The overview row of a benchmark whose verdict decided nothing (issue 23, item 4): it shows the
 * most changed metric of the kind the gate looks at — a gated one, else the tail quantiles, else
 * the median, else the mean — with base, head and change, never `min —` while percentiles were
 * printed; a decided benchmark's row shows the metric that decided. Rows sort by the metric they show.
 */
import { describe, expect, it } from 'vitest';
import { mostTellingMetric, overview, overviewMarkdown, shownMetric } from '../../src/render/overview.js';
import type { Report, ReportBenchmark, ReportMetric } from '../../src/review/index.js';
import { reportBenchmark } from '../helpers/report-objects.js';

const ONE_RUN = { id: 'compare.one-run-no-interval', params: { needs: 4 } };
const NOT_ESTIMABLE = { id: 'compare.not-estimable', params: { reason: 'too-few-samples', samples: 1200, metric: 'p99.9', needs: 3688 } };

/** A metric of one run per side that nothing could judge (printed values, no interval). */
const printed = (base: number | null, head: number | null, over: Partial<ReportMetric> = {}): ReportMetric => ({
  base,
  head,
  ratio: base !== null && head !== null && base > 0 ? head / base : null,
  ciLow: null,
  ciHigh: null,
  verdict: 'insufficient-data',
  gated: false,
  notes: [base !== null && head !== null ? ONE_RUN : NOT_ESTIMABLE],
  confidence: null,
  method: 'none',
  threshold: 0.1,
  pWorse: null,
  confirmed: false,
  runsNeeded: null,
  constant: null,
  allowance: null,
  ...over,
});

/** A benchmark of one run per side with printed percentiles that nothing decided. */
function bench(name: string, over: Partial<ReportBenchmark>): ReportBenchmark {
  return reportBenchmark(name, {
    sampleKind: 'percentiles',
    runs: { base: 1, head: 1 },
    samples: { base: 0, head: 0 },
    verdict: 'insufficient-data',
    evidence: 'none',
    evidenceLevel: 'one-run-aggregates',
    formats: [],
    ...over,
  });
}

function reportOf(benchmarks: ReportBenchmark[]): Report {
  return {
    schemaVersion: 1,
    status: 'neutral',
    headline: { id: 'review.headline.not-judged', params: {} },
    settings: { estimators: {}, alpha: 0.05, q: 0.05, thresholds: {}, noiseFloor: {}, failOn: 'auto' },
    summary: { benchmarks: benchmarks.length, regressions: 0, improvements: 0, gatedMetrics: 0, judgedMetrics: 0, tailJudged: false },
    machine: { base: null, head: null, differences: [] },
    run: null,
    benchmarks,
    asks: [],
    notes: [],
    warnings: [],
  };
}

/** wrk --latency, one run per side: latency distribution p50–p99 and Avg/Max, nothing judged; p50 1.27 ms → 282 ms (×222). */
const wrk = bench('GET / (latency)', {
  formats: ['wrk'],
  loadModel: 'closed-loop',
  metrics: {
    min: printed(null, null),
    p50: printed(1_270_000, 282_000_000),
    p75: printed(579_000, 300_000_000),
    p90: printed(2_480_000, 5_000_000),
    p99: printed(20_000_000, 40_000_000),
    'p99.9': printed(null, null),
    max: printed(32_590_000, 450_000_000),
    mean: printed(1_330_000, 250_000_000),
  },
});

/** wrk without --latency's tail (a p50 and p75 only, as some wrappers keep). */
const wrkCentre = bench('GET /slow (latency)', {
  formats: ['wrk'],
  metrics: {
    min: printed(null, null),
    p50: printed(1_270_000, 282_000_000),
    p75: printed(579_000, 300_000_000),
    max: printed(32_590_000, 450_000_000),
    mean: printed(1_330_000, 250_000_000),
  },
});

/** A Kudu HDR percentile dump, one run per side: every percentile −27%, the min +23.8%; p90 not printed, Scan's p99.9 from too few samples. */
const kudu = (name: string, v: Record<string, [number, number]>, over: Partial<Record<string, Partial<ReportMetric>>> = {}) =>
  bench(name, {
    formats: ['kudu-hdr'],
    sampleKind: 'histogram',
    evidenceLevel: 'one-run-samples',
    metrics: Object.fromEntries(
      ['min', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99', 'max', 'mean'].map((id) => [
        id,
        printed(v[id]?.[0] ?? null, v[id]?.[1] ?? null, over[id]),
      ]),
    ),
  });
const insert = kudu('Insert latency', {
  min: [212_000, 262_000],
  p25: [1_104_000, 805_000],
  p50: [1_520_000, 1_109_000],
  p75: [2_112_000, 1_541_000],
  p95: [3_504_000, 2_557_000],
  p99: [6_272_000, 4_578_000],
  'p99.9': [18_944_000, 13_829_000],
  'p99.99': [98_816_000, 72_135_000],
  max: [412_159_000, 300_876_000],
  mean: [1_843_770, 1_345_950],
});
const scan = kudu(
  'Scan latency',
  {
    min: [3_011_000, 3_727_000],
    p25: [7_151_000, 5_220_000],
    p50: [9_207_000, 6_721_000],
    p75: [12_287_000, 8_969_000],
    p95: [19_455_000, 14_202_000],
    p99: [30_975_000, 22_611_000],
    'p99.9': [60_159_000, 43_916_000],
    'p99.99': [60_159_000, 43_916_000],
    max: [60_159_000, 43_916_000],
    mean: [10_422_500, 7_608_430],
  },
  // Printed, but resting on the largest samples: values without a change.
  { 'p99.9': { ratio: null, notes: [NOT_ESTIMABLE] }, 'p99.99': { ratio: null, notes: [NOT_ESTIMABLE] } },
);

/** A vitest bench JSON summary (min, max, mean ± rme only), one run per side: the mean moved +10.4%, the min +50%. */
const vitestSummary = bench('math.bench.ts > fib(10)', {
  formats: ['vitest-bench'],
  sampleKind: 'summary',
  metrics: { min: printed(440, 660), max: printed(9_001_514, 11_701_968), mean: printed(639.27, 705.75) },
});

describe('a row for a benchmark whose verdict decided nothing', () => {
  it('wrk, one run per side: the most changed tail quantile, with base, head and change — not `min — — —`', () => {
    expect(mostTellingMetric(wrk)).toBe('p90');
    const md = overviewMarkdown(reportOf([wrk]));
    expect(md).toContain('| `GET / (latency)` | p90 | 2.48 ms | 5 ms | +102% | ⚫ insufficient data |');
    expect(md.join('\n')).not.toMatch(/\| min \|/);
  });

  it('without tail quantiles: the median (p50 ×222), before p75, the mean and max', () => {
    expect(mostTellingMetric(wrkCentre)).toBe('p50');
    expect(overviewMarkdown(reportOf([wrkCentre]))).toContain(
      '| `GET /slow (latency)` | p50 | 1.27 ms | 282 ms | +22105% | ⚫ insufficient data |',
    );
  });

  it('a Kudu percentile dump: a percentile at −27%, not the min at +23.8%; never a percentile without a change', () => {
    expect(mostTellingMetric(insert)).toBe('p95');
    // Scan's p99.9 and p99.99 have values but no change (too few samples): p99 is shown.
    expect(mostTellingMetric(scan)).toBe('p99');
    const md = overviewMarkdown(reportOf([insert, scan]));
    expect(md).toContain('| `Insert latency` | p95 | 3.504 ms | 2.557 ms | −27.0% | ⚫ insufficient data |');
    expect(md).toContain('| `Scan latency` | p99 | 30.98 ms | 22.61 ms | −27.0% | ⚫ insufficient data |');
    expect(md.join('\n')).not.toContain('+23.8%');
  });

  it('a vitest summary: the mean (+10.4%), not the min that moved more', () => {
    expect(mostTellingMetric(vitestSummary)).toBe('mean');
    const [row] = overview(reportOf([vitestSummary])).measures.flatMap((t) => t.rows);
    expect([row.metric, row.change]).toEqual(['mean', '+10.4%']);
  });

  it('a metric the gate policy gates comes before a more changed one it does not', () => {
    const gated = bench('gated', { metrics: { p90: printed(100, 300), p99: printed(100, 150, { gated: true }), min: printed(100, 1000) } });
    expect(mostTellingMetric(gated)).toBe('p99');
  });

  it('min or max only when no quantile or mean has values; a metric with one side before none', () => {
    expect(mostTellingMetric(bench('minmax', { metrics: { min: printed(1, 2), p50: printed(null, null), max: printed(3, 9) } }))).toBe(
      'max',
    );
    expect(mostTellingMetric(bench('one side', { metrics: { min: printed(1, 2), p99: printed(null, 5, { ratio: null }) } }))).toBe('min');
    expect(
      mostTellingMetric(
        bench('head only', { metrics: { min: printed(null, 2, { ratio: null }), p99: printed(null, 5, { ratio: null }) } }),
      ),
    ).toBe('p99');
    expect(mostTellingMetric(bench('nothing', { metrics: { min: printed(null, null), p99: printed(null, null) } }))).toBe('p99');
    expect(mostTellingMetric(bench('empty', { metrics: {} }))).toBeNull();
  });

  it('sorts by the metric it shows: the largest change first, whatever the min did', () => {
    // The min ×10 but the p99 only +10%: it sorts by the p99 it shows, after wrk's p90 (+102%) and the Kudu dumps (−27%).
    const minMoved = bench('min moved', { metrics: { min: printed(100, 1000), p99: printed(100, 110) } });
    const o = overview(reportOf([minMoved, insert, scan, wrk]));
    expect(o.rows.map((r) => [r.name, r.metric, r.change])).toEqual([
      ['GET / (latency)', 'p90', '+102%'],
      // −27.03% before −27.00%.
      ['Insert latency', 'p95', '−27.0%'],
      ['Scan latency', 'p99', '−27.0%'],
      ['min moved', 'p99', '+10.0%'],
    ]);
  });
});

describe('a row for a decided benchmark shows the metric that decided', () => {
  const decided = (v: ReportMetric['verdict']) => printed(100, 110, { verdict: v, method: 'within-run', ciLow: 0.9, ciHigh: 1.3 });

  it('the deciding metric, even where another moved more', () => {
    const b = bench('GET /checkout', {
      verdict: 'regression',
      decidedBy: ['p90', 'p99'],
      evidence: 'runs',
      metrics: { p50: printed(100, 300), p90: decided('no-change'), p99: { ...decided('regression'), gated: true, confirmed: true } },
    });
    expect(shownMetric(b, 'confirmed')).toBe('p99');
  });

  it('of several deciding metrics with the verdict, the one the gate looks at first: the mean before the min', () => {
    // vitest bench JSON: min and mean judged within the run, both inconclusive; the mean moved +10.4%.
    const b = bench('math.bench.ts > fib(10)', {
      sampleKind: 'percentiles',
      verdict: 'inconclusive',
      decidedBy: ['min', 'mean'],
      evidence: 'within-run',
      metrics: { min: decided('inconclusive'), mean: { ...decided('inconclusive'), base: 639.27, head: 705.75, ratio: 1.104 } },
    });
    expect(shownMetric(b, 'inconclusive')).toBe('mean');
    const [row] = overview(reportOf([b])).rows;
    expect([row.metric, row.change]).toEqual(['mean', '+10.4%']);
    // Only the min regressed: the min decided, and is shown.
    const minOnly = { ...b, verdict: 'regression' as const, metrics: { min: decided('regression'), mean: decided('inconclusive') } };
    expect(shownMetric(minOnly, 'regression')).toBe('min');
  });
});
