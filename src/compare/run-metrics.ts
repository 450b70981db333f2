/**
 * Per-run metrics: p50, p90, p99, p99.9, min, max and mean of one process-level run, each with
 * whether the run can support it (methodology §7.1). Type 7 quantiles for raw samples,
 * HdrHistogram semantics for histograms; printed percentiles are taken as printed.
 */
import type { Histogram, RunData } from '../model/types.js';
import {
  histogramValueAtPercentile,
  isEstimable,
  isWellResolved,
  minSamplesFor,
  orderStatisticsOfHistogram,
  orderStatisticsOfSorted,
  quantileType7,
  type OrderStatistics,
} from '../stats/index.js';
import { QUANTILES, type MetricId } from './settings.js';

export interface RunMetric {
  value: number | null;
  estimable: boolean;
  wellResolved: boolean;
  /** Why the value is missing or weak, in plain words. */
  reason?: string;
}

export interface RunMetrics {
  /** Operations in the run; undefined when the tool did not say. */
  n: number | undefined;
  metrics: Partial<Record<MetricId, RunMetric>>;
  /** Order statistics of the run, for within-run intervals (raw samples and histograms). */
  order?: OrderStatistics;
  /** Median-normalised sketch of the run's distribution (≤ 1,000 points), for shape diagnostics. */
  sketch?: Float64Array;
}

const SKETCH_POINTS = 1000;

function quantileMetrics(n: number, valueAt: (p: number) => number): Partial<Record<MetricId, RunMetric>> {
  const out: Partial<Record<MetricId, RunMetric>> = {};
  for (const { id, p } of QUANTILES) {
    if (!isEstimable(n, p)) {
      out[id] = {
        value: null,
        estimable: false,
        wellResolved: false,
        reason: `${n.toLocaleString('en-US')} samples in a run; a 95% interval for ${id} needs ≥ ${minSamplesFor(p).toLocaleString('en-US')}`,
      };
    } else {
      out[id] = { value: valueAt(p), estimable: true, wellResolved: isWellResolved(n, p) };
    }
  }
  return out;
}

function plain(value: number | undefined | null): RunMetric {
  return value === undefined || value === null || !Number.isFinite(value)
    ? { value: null, estimable: false, wellResolved: false, reason: 'not reported by the tool' }
    : { value, estimable: true, wellResolved: true };
}

function sketchOf(order: OrderStatistics, median: number): Float64Array | undefined {
  if (!(median > 0) || order.n < 20) return undefined;
  const m = Math.min(SKETCH_POINTS, order.n);
  const out = new Float64Array(m);
  for (let i = 0; i < m; i++) out[i] = order.at(Math.min(order.n, Math.floor(((i + 0.5) * order.n) / m) + 1)) / median;
  return out;
}

function perOp(values: Float64Array): RunMetrics {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i];
  const metrics = quantileMetrics(n, (p) => quantileType7(sorted, p));
  metrics.min = plain(sorted[0]);
  metrics.max = plain(sorted[n - 1]);
  metrics.mean = plain(sum / n);
  const order = orderStatisticsOfSorted(sorted);
  return { n, metrics, order, sketch: sketchOf(order, quantileType7(sorted, 0.5)) };
}

function histogram(h: Histogram): RunMetrics {
  const n = h.total;
  const metrics = quantileMetrics(n, (p) => histogramValueAtPercentile(h, p * 100));
  metrics.min = plain(h.min);
  metrics.max = plain(h.max);
  let mean = h.mean;
  if (mean === undefined) {
    let s = 0;
    for (let i = 0; i < h.counts.length; i++) s += h.counts[i] * h.values[i];
    mean = s / n;
  }
  metrics.mean = plain(mean);
  const order = orderStatisticsOfHistogram(h);
  return { n, metrics, order, sketch: sketchOf(order, histogramValueAtPercentile(h, 50)) };
}

function printed(points: Array<{ p: number; value: number }>, count: number | undefined, extra: { min?: number; max?: number; mean?: number }): RunMetrics {
  const metrics: Partial<Record<MetricId, RunMetric>> = {};
  for (const { id, p } of QUANTILES) {
    const point = points.find((pt) => Math.abs(pt.p - p) < 1e-9);
    if (!point) {
      metrics[id] = { value: null, estimable: false, wellResolved: false, reason: 'the tool did not print this percentile' };
    } else if (count !== undefined && !isEstimable(count, p)) {
      metrics[id] = {
        value: null,
        estimable: false,
        wellResolved: false,
        reason: `${count.toLocaleString('en-US')} samples in a run; a 95% interval for ${id} needs ≥ ${minSamplesFor(p).toLocaleString('en-US')}`,
      };
    } else {
      metrics[id] = {
        value: point.value,
        estimable: true,
        wellResolved: count !== undefined && isWellResolved(count, p),
        reason: count === undefined ? 'the tool did not report how many samples this rests on' : undefined,
      };
    }
  }
  metrics.min = plain(extra.min ?? points.find((pt) => pt.p === 0)?.value);
  metrics.max = plain(extra.max ?? points.find((pt) => pt.p === 1)?.value);
  metrics.mean = plain(extra.mean);
  return { n: count, metrics };
}

/** Compute the metrics one run can support. */
export function runMetrics(data: RunData): RunMetrics {
  switch (data.kind) {
    case 'per-op':
      return perOp(data.values);
    case 'histogram':
      return histogram(data.histogram);
    case 'percentiles':
      return printed(data.points, data.count, data);
    case 'per-run':
      return { n: data.iterations, metrics: { mean: plain(data.value) } };
    case 'summary':
      return { n: data.n, metrics: { mean: plain(data.mean) } };
  }
}
