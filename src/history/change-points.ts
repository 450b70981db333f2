/**
 * Series → change points, with the pure E-Divisive search of stats/e-divisive.ts (Hunter's
 * deterministic form: significance by a t-test on the windowed split, no permutations).
 *
 * A series that crosses machine changes is searched segment by segment, one segment per run of
 * points on one machine: a level shift where the runner changed is the runner's doing, and a search
 * across it would blame (or hide) a commit for it. Each machine change between two segments is then
 * reported as a change point of kind `machine` when the levels on either side differ by at least
 * the threshold (never as a regression or improvement); its p-value is the same two-sample t-test
 * between the two levels' points (1 when either side has a single point). Within a segment, a change
 * point is a `regression` or an `improvement` by the metric's direction.
 *
 * The minimum magnitude of a change point is the series' threshold (the smallest change the gate
 * would call one); window and p-value are Otava's defaults (50 points, 0.001). The levels before
 * and after are the medians of the points between the neighbouring change points (of any kind).
 */
import { eDivisive } from '../stats/e-divisive.js';
import { studentTCdf } from '../stats/student-t.js';
import { machineChanges } from './series.js';
import type { ChangePoint, Series } from './types.js';

export interface ChangePointOptions {
  /** Points analysed at once (Otava's window_len); default {@link DEFAULT_WINDOW}. */
  window?: number;
  /** The significance level a change point must reach (Otava's max_pvalue); default {@link DEFAULT_MAX_P}. */
  maxPValue?: number;
  /** Overrides the series' threshold as the smallest relative change reported (a fraction). */
  minMagnitude?: number;
}

export const DEFAULT_WINDOW = 50;
export const DEFAULT_MAX_P = 0.001;

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

/** Two-sided pooled-variance t-test p-value of two groups (as stats/e-divisive.ts tests a split); 1 when either has one point. */
export function tTestP(a: readonly number[], b: readonly number[]): number {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 < 2 || n2 < 2) return 1;
  const m1 = a.reduce((s, v) => s + v, 0) / n1;
  const m2 = b.reduce((s, v) => s + v, 0) / n2;
  const ss1 = a.reduce((s, v) => s + (v - m1) ** 2, 0);
  const ss2 = b.reduce((s, v) => s + (v - m2) ** 2, 0);
  const df = n1 + n2 - 2;
  const pooled = (ss1 + ss2) / df;
  if (pooled === 0) return m1 === m2 ? 1 : 0;
  const t = (m1 - m2) / Math.sqrt(pooled * (1 / n1 + 1 / n2));
  return 2 * studentTCdf(-Math.abs(t), df);
}

const relative = (before: number, after: number): number => (before === 0 ? (after === 0 ? 0 : Infinity) : after / before - 1);

/** Magnitude as the search measures it: the larger of the forward and backward relative change. */
function magnitude(before: number, after: number): number {
  const forward = before === 0 ? 0 : after / before - 1;
  const backward = after === 0 ? 0 : before / after - 1;
  return Math.max(Math.abs(forward), Math.abs(backward));
}

/** The change points of one series, oldest first. */
export function changePointsOf(series: Series, options: ChangePointOptions = {}): ChangePoint[] {
  const { points } = series;
  const values = points.map((p) => p.value);
  const minMagnitude = options.minMagnitude ?? series.threshold;
  const search = { window: options.window ?? DEFAULT_WINDOW, maxPValue: options.maxPValue ?? DEFAULT_MAX_P, minMagnitude };
  // Segment bounds: [0, c1), [c1, c2), …, one per machine.
  const cuts = machineChanges(points);
  const bounds = [0, ...cuts, points.length];
  const found: Array<{ index: number; pValue: number; machine: boolean }> = [];
  for (let s = 0; s + 1 < bounds.length; s++) {
    const [lo, hi] = [bounds[s], bounds[s + 1]];
    for (const cp of eDivisive(values.slice(lo, hi), search)) found.push({ index: lo + cp.index, pValue: cp.pValue, machine: false });
  }
  // Machine changes: a step between the last level of one segment and the first level of the next.
  const withinAt = new Set(found.map((f) => f.index));
  for (let s = 1; s + 1 < bounds.length; s++) {
    const at = bounds[s];
    const prevStart = Math.max(bounds[s - 1], ...[...withinAt].filter((i) => i < at && i >= bounds[s - 1]));
    const nextEnd = Math.min(bounds[s + 1], ...[...withinAt].filter((i) => i > at && i < bounds[s + 1]));
    const before = values.slice(Math.max(prevStart, at - search.window), at);
    const after = values.slice(at, Math.min(nextEnd, at + search.window));
    if (magnitude(median(before), median(after)) < minMagnitude) continue;
    found.push({ index: at, pValue: tTestP(before, after), machine: true });
  }
  found.sort((a, b) => a.index - b.index);
  // Levels: the medians between neighbouring change points of any kind.
  const edges = [0, ...found.map((f) => f.index), points.length];
  return found.map((f, k) => {
    const before = median(values.slice(edges[k], f.index));
    const after = median(values.slice(f.index, edges[k + 2]));
    const change = relative(before, after);
    const worse = series.lowerIsBetter ? change > 0 : change < 0;
    return {
      benchmark: series.benchmark,
      metric: series.metric,
      commit: points[f.index].commit,
      previousCommit: points[f.index - 1].commit,
      index: f.index,
      before,
      after,
      change,
      pValue: f.pValue,
      kind: f.machine ? 'machine' : worse ? 'regression' : 'improvement',
    };
  });
}

/** The change points of every series, series by series in their order. */
export function changePointsOfAll(series: readonly Series[], options: ChangePointOptions = {}): ChangePoint[] {
  return series.flatMap((s) => changePointsOf(s, options));
}
