/**
 * The table shape shared by the Markdown and terminal renderers: one row per metric with
 * base → head, change, interval and verdict, all as plain (unescaped) strings.
 */
import { capacityFails, capacityUnconfirmed } from '../review/capacity.js';
import { failsGate, type Report, type ReportBenchmark, type ReportMetric } from '../review/contract.js';
import { metricOrder } from '../model/settings.js';
import { displayScale, formatChange, formatNumber } from '../units/units.js';
import { restsOn } from './messages/compare.js';
import { ciPercent, constantChange } from './messages/words.js';

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

/**
 * One display unit for everything shown of a benchmark (its table and its overview row): chosen by
 * units/displayScale from its quantiles and mean on both sides (min and max, the extremes, only
 * when there is nothing else), so a latency the tool printed in ms reads in ms.
 */
export function benchmarkScale(b: Pick<ReportBenchmark, 'unit' | 'metrics'>): { scale: number; label: string } {
  const central: number[] = [];
  const extremes: number[] = [];
  for (const [id, m] of Object.entries(b.metrics)) {
    const into = id === 'min' || id === 'max' ? extremes : central;
    if (m?.base != null) into.push(m.base);
    if (m?.head != null) into.push(m.head);
  }
  return displayScale(b.unit, central.length ? central : extremes);
}

/** The verdict cell of a quantile too extreme for its sample (note `review.rests-on-largest`): what it rests on instead of "insufficient data". */
function restsOnText(b: ReportBenchmark, id: string): string | undefined {
  const n = b.notes.find((x) => x.id === 'review.rests-on-largest' && x.params.metric === id && typeof x.params.fromTop === 'number');
  return n ? `no verdict: ${restsOn(n.params.fromTop as number, n.params.pooled === true)}` : undefined;
}

/** Rows for one benchmark, values scaled to one display unit for the whole table. */
export function metricRows(b: ReportBenchmark): { unitLabel: string; rows: MetricRow[] } {
  const { scale, label } = benchmarkScale(b);
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v / scale));
  const rows: MetricRow[] = [];
  for (const id of metricOrder(Object.keys(b.metrics))) {
    const m = b.metrics[id];
    if (!m) continue;
    let verdict = (m.verdict === 'insufficient-data' ? restsOnText(b, id) : undefined) ?? VERDICT_TEXT[m.verdict];
    verdict += evidenceLabel(m);
    rows.push({
      metric: id,
      base: fmt(m.base),
      head: fmt(m.head),
      change:
        constantChange(m.constant, m.base === null ? null : m.base / scale, m.head === null ? null : m.head / scale) ??
        formatChange(m.ratio),
      interval: intervalText(m),
      verdict,
      gated: m.gated,
      m,
    });
  }
  return { unitLabel: label, rows };
}

/**
 * The interval column's header: "96% CI" when every interval in the table has that attained
 * coverage (worded as the headline words it), else "CI" with each cell saying its own ({@link intervalCell}).
 */
export function ciLabel(b: ReportBenchmark): { label: string; uniform: boolean } {
  const levels = new Set<string>();
  for (const m of Object.values(b.metrics))
    if (m && m.ciLow !== null && m.ciHigh !== null && m.confidence !== null) levels.add(ciPercent(m.confidence));
  if (levels.size === 1) return { label: `${[...levels][0]}% CI`, uniform: true };
  return { label: 'CI', uniform: levels.size === 0 };
}

/** A row's interval as shown under {@link ciLabel}: with its coverage when the column mixes several. */
export function intervalCell(r: MetricRow, uniform: boolean): string {
  return uniform || r.interval === '—' || r.m.confidence === null ? r.interval : `${r.interval} (${ciPercent(r.m.confidence)}%)`;
}

/** The status as a title, and never a pass without saying what is inconclusive beyond its threshold. */
export function titleText(report: Pick<Report, 'status' | 'machine' | 'notes' | 'summary'>, beyond: number): string {
  const title = statusTitle(report);
  return report.status === 'pass' && beyond > 0
    ? `${title}, ${beyond} inconclusive beyond ${beyond === 1 ? 'its threshold' : 'their thresholds'}`
    : title;
}

/** A metric's change as shown everywhere: `0 → 16` (base → head) for constants from or to zero, else the percentage. */
/**
 * What a metric's verdict rests on, beside the verdict: " (one process)" where differences between
 * processes were not measured (one run, or repetitions in one process, per side: the metric carries
 * the one-process allowance), " (within-run)" for a within-run interval without one (older
 * reports), nothing otherwise and for insufficient data.
 */
export function evidenceLabel(m: Pick<ReportMetric, 'method' | 'verdict' | 'allowance'>): string {
  if (m.verdict === 'insufficient-data') return '';
  if (m.allowance) return ' (one process)';
  return m.method === 'within-run' ? ' (within-run)' : '';
}

export function changeText(m: Pick<ReportMetric, 'constant' | 'base' | 'head' | 'ratio'>): string {
  return constantChange(m.constant, m.base, m.head) ?? formatChange(m.ratio);
}

/**
 * The warnings said first, before everything else: the machines differ, base and head read one
 * input, a metric not gated because its calibrated noise floor is 1000 % or more.
 */
export const PROMINENT_WARNINGS: ReadonlySet<string> = new Set([
  'review.machines-differ',
  'run.shards-differ',
  'read.same-file',
  'read.same-bytes',
  'review.floor-not-gateable',
]);

/** The status as a title, saying why when neutral is not just "not judged". */
export function statusTitle(
  report: Pick<Report, 'status' | 'machine' | 'notes' | 'summary'> & Partial<Pick<Report, 'sweeps' | 'benchmarks' | 'undecided'>>,
): string {
  // Under `undecided: fail` an undecided gate fails: titled as undecided, then that it fails.
  if (report.status === 'fail' && report.undecided === true)
    return `${statusTitle({ ...report, status: 'neutral' }).replace(/, not green$/, '')} — fails (undecided: fail)`;
  if (report.status === 'neutral' && report.machine.comparable === false) return 'machines differ, not judged';
  if (report.status === 'fail' && report.sweeps?.some(capacityFails)) {
    const metricFailed = (report.benchmarks ?? []).some((b) => Object.values(b.metrics).some((m) => failsGate(m)));
    return metricFailed ? 'capacity and latency regressed' : 'capacity regressed';
  }
  if (report.status === 'neutral' && (report.notes.some((n) => n.id === 'review.unconfirmed') || report.sweeps?.some(capacityUnconfirmed)))
    return 'regression not confirmed, not green';
  // Resting on one run or one process per side (not gated): say so, and whether something changed beyond its allowance.
  if (report.status === 'neutral' && report.notes.some((n) => n.id === 'review.within-run-not-gated')) {
    const changed = (report.benchmarks ?? []).some((b) => b.evidence === 'within-run' && b.verdict === 'regression');
    return changed ? 'regressed on one process per side, not gated' : 'no change beyond one-process noise, not gated';
  }
  // Gated on centres only (per-run means, medians): "tail" would claim what was not looked at.
  const on = report.summary.gatedOn;
  if (on && on.tail === 0 && on.mean + on.median > 0 && report.status !== 'neutral')
    return report.status === 'fail' ? 'regressed' : 'no regression';
  return STATUS_TITLE[report.status];
}

export const STATUS_TITLE: Record<string, string> = {
  fail: 'tail latency regressed',
  pass: 'no tail regression',
  neutral: 'tail latency not judged',
};
