/**
 * The table shape shared by the Markdown and terminal renderers: one row per metric with
 * base → head, change, interval and verdict, all as plain (unescaped) strings.
 */
import type { ReportBenchmark, ReportMetric } from '../review/contract.js';
import { METRIC_IDS } from '../model/settings.js';
import { displayScale, formatChange, formatNumber } from '../units/units.js';

export interface MetricRow {
  metric: string;
  base: string;
  head: string;
  change: string;
  interval: string;
  verdict: string;
  gated: boolean;
  m: ReportMetric;
}

export const VERDICT_TEXT: Record<string, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-change': 'no change',
  inconclusive: 'inconclusive',
  'insufficient-data': 'insufficient data',
};

export function intervalText(m: ReportMetric): string {
  if (m.ciLow === null || m.ciHigh === null) return '—';
  return `${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)}`;
}

/** Rows for one benchmark, values scaled to one display unit for the whole table. */
export function metricRows(b: ReportBenchmark): { unitLabel: string; rows: MetricRow[] } {
  const values: number[] = [];
  for (const m of Object.values(b.metrics)) {
    if (m?.base != null) values.push(m.base);
    if (m?.head != null) values.push(m.head);
  }
  const { scale, label } = displayScale(b.unit, values);
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v / scale));
  const rows: MetricRow[] = [];
  for (const id of METRIC_IDS) {
    const m = b.metrics[id];
    if (!m) continue;
    let verdict = VERDICT_TEXT[m.verdict];
    if (m.method === 'within-run' && m.verdict !== 'insufficient-data') verdict += ' (within-run)';
    rows.push({
      metric: id,
      base: fmt(m.base),
      head: fmt(m.head),
      change: formatChange(m.ratio),
      interval: intervalText(m),
      verdict,
      gated: m.gated,
      m,
    });
  }
  return { unitLabel: label, rows };
}

export const STATUS_TITLE: Record<string, string> = {
  fail: 'tail latency regressed',
  pass: 'no tail regression',
  neutral: 'tail latency not judged',
};
