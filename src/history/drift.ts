/**
 * What main did, told to a pull request's review (issue 27): per reported benchmark and metric that
 * main's history records (the metrics the gate judges), the change over main's recent history when
 * it got worse beyond the threshold in force in this review — the slow creep a review of one pull
 * request against its base cannot see.
 *
 * The window is the last {@link DRIFT_WINDOW} recorded commits of the series, or fewer when the
 * machine changed within them (it then starts at the machine change: a runner change is not
 * drift). The change compares the median of the window's first k points with that of its last k
 * (k = a quarter of the window, 3 to 5), so one noisy commit at either end does not make or hide
 * it; it is reported when worse than the threshold and the two groups differ by a one-sided
 * pooled-variance t-test at p ≤ {@link DRIFT_MAX_P}. The note lists the change points of main inside
 * the window (history/change-points.ts). A window of fewer than {@link DRIFT_MIN_POINTS} points says nothing.
 */
import { metricOrder, type MetricId } from '../model/settings.js';
import type { DriftNote, Report } from '../review/contract.js';
import { studentTCdf } from '../stats/student-t.js';
import { changePointsOf } from './change-points.js';
import { machineChanges, seriesOf } from './series.js';
import type { HistoryEntry, Series } from './types.js';

/** Recorded commits a drift note looks back over, at most. */
export const DRIFT_WINDOW = 40;
/** Fewest points in the window for a note. */
export const DRIFT_MIN_POINTS = 6;
/** The level the end of the window must differ from its start at. */
export const DRIFT_MAX_P = 0.01;

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

/** One-sided pooled-variance t-test p that `b`'s mean is above `a`'s. */
function pAbove(a: readonly number[], b: readonly number[]): number {
  const mean = (x: readonly number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const [ma, mb] = [mean(a), mean(b)];
  const ss = a.reduce((s, v) => s + (v - ma) ** 2, 0) + b.reduce((s, v) => s + (v - mb) ** 2, 0);
  const df = a.length + b.length - 2;
  const pooled = ss / df;
  if (pooled === 0) return mb > ma ? 0 : 1;
  const t = (mb - ma) / Math.sqrt(pooled * (1 / a.length + 1 / b.length));
  return studentTCdf(-t, df);
}

/** The drift of one series against `threshold`, or undefined when it did not get worse beyond it. */
export function driftOf(series: Series, threshold: number): DriftNote | undefined {
  const points = series.points;
  const cuts = machineChanges(points);
  const lastCut = cuts.length ? cuts[cuts.length - 1] : 0;
  const start = Math.max(points.length - DRIFT_WINDOW, lastCut);
  const window = points.slice(start);
  const n = window.length;
  if (n < DRIFT_MIN_POINTS) return undefined;
  const k = Math.max(3, Math.min(5, Math.floor(n / 4)));
  const first = window.slice(0, k).map((p) => p.value);
  const last = window.slice(n - k).map((p) => p.value);
  const before = median(first);
  const after = median(last);
  if (!(before > 0 && after > 0)) return undefined;
  const cost = series.lowerIsBetter ? after / before : before / after;
  if (!(cost - 1 > threshold)) return undefined;
  // Worse is up for lower-is-better metrics, down for the others: test in the cost's direction.
  const pValue = series.lowerIsBetter ? pAbove(first, last) : pAbove(last, first);
  if (!(pValue <= DRIFT_MAX_P)) return undefined;
  const changePoints = changePointsOf(series)
    .filter((c) => c.index > start && c.kind !== 'machine')
    .map((c) => ({
      commit: c.commit,
      previousCommit: c.previousCommit,
      change: c.change,
      pValue: c.pValue,
      kind: c.kind as 'regression' | 'improvement',
    }));
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    unit: series.unit,
    lowerIsBetter: series.lowerIsBetter,
    change: after / before - 1,
    before,
    after,
    threshold,
    pValue,
    since: window[0].commit,
    until: window[n - 1].commit,
    commits: n,
    sinceMachineChange: start === lastCut && lastCut > 0,
    changePoints,
  };
}

/**
 * The drift notes of a review: per reported benchmark and metric main records, worst first. The
 * threshold of each is the one in force for that metric in the review.
 */
export function driftNotes(entries: readonly HistoryEntry[], report: Pick<Report, 'benchmarks'>): DriftNote[] {
  if (entries.length === 0) return [];
  const byKey = new Map(seriesOf(entries).map((s) => [`${s.benchmark}\u0000${s.metric}`, s]));
  const out: Array<{ note: DriftNote; cost: number }> = [];
  for (const b of report.benchmarks) {
    for (const id of metricOrder(Object.keys(b.metrics)) as MetricId[]) {
      const series = byKey.get(`${b.name}\u0000${id}`);
      const m = b.metrics[id];
      if (!series || !m) continue;
      const note = driftOf(series, m.threshold);
      if (note) out.push({ note, cost: note.lowerIsBetter ? note.after / note.before : note.before / note.after });
    }
  }
  return out.sort((a, b) => b.cost - a.cost).map((x) => x.note);
}
