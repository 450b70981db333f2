/**
 * Load sweeps decided (compare/sweep.ts assembles the numbers): per point and side whether the SLO
 * is met, and the capacity under the SLO with its verdict.
 *
 * Meets, violates, undecided — per condition, from where the side's value lies (compare/sweep.ts
 * SloBound): met when the upper bound is below the limit, violated when the lower bound is at or
 * above it, undecided otherwise (the interval straddles the limit, or there is no value). With
 * several conditions: violated when any is violated, met when all are met, else undecided.
 *
 * A side serves a point when the point was not marked "not sustained" and the SLO is met there; it
 * fails a point when the offered rate was not sustained or the SLO is violated. The capacity of a
 * side is the MAXIMUM throughput it achieved over the points it serves (the offered rate where no
 * throughput was measured) — past saturation a higher load can carry less; its capacity point (for
 * the comparisons below) is the highest load point it serves. The verdict:
 * - `regression`: at some point base serves and head fails (the head confirmedly violates the SLO,
 *   or did not sustain a rate base sustained within the SLO) — this gates like a tail regression;
 * - `improvement`: at some point head serves and base fails;
 * - both at once: `inconclusive` (head is better at some loads, worse at others);
 * - neither, but at every point head ran its throughput is confirmedly below what base carried at
 *   the highest point base serves: `regression` by the throughput ceiling ({@link belowCeiling}),
 *   and `improvement` in reverse;
 * - neither, and both capacities at the same load point: the throughput achieved there decides
 *   ({@link throughputVerdict}: a concurrency sweep where head carries less at the same connections);
 * - `no-change`: none of the above, every point both sides measured is decided on both, and the
 *   capacities are at the same load point, where the throughput (when measured) is within its
 *   threshold by its interval; `inconclusive` otherwise; `insufficient-data` when no
 *   point was measured on both sides.
 * Not sustained points are marked and never enter the capacity.
 *
 * A `regression` fails the check only when it is confirmed: every load point that decides it (where
 * head fails and base serves; for the ceiling, base's served point and head's points; for the
 * throughput, the shared capacity point) has at least {@link MIN_CAPACITY_RUNS} runs on each side
 * that ran it, or a calibrated noise floor for its benchmark (settings.noiseFloors). With fewer, one
 * or two runs of an A/A straddle the SLO by chance: the verdict stays, `unconfirmed` is set and the
 * gate says neutral (review/gate.ts), as for an unconfirmed metric.
 *
 * An SLO on a quantile that no point has (the tool did not print it: wrk has no p95) cannot be
 * judged: the verdict is `insufficient-data` and `unprinted` names the quantile and the tool.
 */
import { MIN_CAPACITY_RUNS } from './capacity.js';
import type { MetricId, SloCondition } from '../model/settings.js';
import type { Side } from '../model/types.js';
import type { Comparison } from '../compare/compare-suite.js';
import type { MetricComparison } from '../compare/metric-compare.js';
import { hlRatio } from '../stats/index.js';
import { compareSweeps, type SloBound, type SweepComparison, type SweepPoint } from '../compare/sweep.js';

export type SloState = 'meets' | 'violates' | 'undecided';
export type CapacityVerdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive' | 'insufficient-data';

export interface SweepPointDecision {
  point: SweepPoint;
  /** The SLO at this point per side; null without an SLO or when the side did not run this point. */
  slo: Record<Side, SloState | null>;
}

export interface Capacity {
  /** The SLO as the user wrote it (`p99<50ms`, conditions joined by commas). */
  slo: string;
  /** The SLO's conditions: the metric and its limit in the sweep's canonical unit (ns). */
  conditions: Array<{ metric: MetricId; limit: number }>;
  /** Maximum achieved throughput (ops/s) over the points each side serves; null when no point is served or none was measured. */
  base: number | null;
  head: number | null;
  /** head / base. */
  ratio: number | null;
  /** The load value of each side's capacity point; null when the side serves none. */
  baseLoad: number | null;
  headLoad: number | null;
  verdict: CapacityVerdict;
  /** The load values where base serves and head fails (regression) or the reverse (improvement). */
  regressedAt: number[];
  improvedAt: number[];
  /** A regression some deciding point of which has fewer than MIN_CAPACITY_RUNS runs a side (and no calibrated floor): shown, not failing. */
  unconfirmed: boolean;
  /** SLO quantiles no load point has on either side (the tool did not print them): the SLO cannot be judged. */
  unprinted: Array<{ metric: MetricId; tool: string }>;
}

export interface SweepDecision {
  sweep: SweepComparison;
  points: SweepPointDecision[];
  capacity: Capacity | null;
}

/** One condition: met when the upper bound is below the limit, violated when the lower bound is at or above it. */
export function sloState(b: SloBound): SloState {
  if (b.lo === null || b.hi === null) return 'undecided';
  if (b.hi < b.limit) return 'meets';
  if (b.lo >= b.limit) return 'violates';
  return 'undecided';
}

/** Several conditions: violated when any is, met when all are. */
export function combinedState(bounds: readonly SloBound[]): SloState | null {
  if (bounds.length === 0) return null;
  const states = bounds.map(sloState);
  if (states.includes('violates')) return 'violates';
  return states.every((s) => s === 'meets') ? 'meets' : 'undecided';
}

const ran = (p: SweepPoint, side: Side) => p.sides[side].runs > 0;
const serves = (d: SweepPointDecision, side: Side) =>
  ran(d.point, side) && d.point.sides[side].sustained !== false && d.slo[side] === 'meets';
const fails = (d: SweepPointDecision, side: Side) =>
  ran(d.point, side) && (d.point.sides[side].sustained === false || d.slo[side] === 'violates');

/**
 * The achieved throughput's change at one point: by its interval when it has one (regression when
 * even the upper end is below 1/(1 + threshold), improvement when the lower end is above
 * 1 + threshold); with too few runs for an interval (2–3 per side), by the runs themselves, as the
 * SLO is decided: regression when every head run carried less than every base run by more than the
 * threshold, improvement in reverse. Undefined when that cannot be said.
 */
export function throughputVerdict(m: MetricComparison | null): 'regression' | 'improvement' | undefined {
  if (!m || m.lowerIsBetter) return undefined;
  const t = m.threshold;
  if (m.ciLow !== null && m.ciHigh !== null) {
    if (m.ciHigh < 1 / (1 + t)) return 'regression';
    if (m.ciLow > 1 + t) return 'improvement';
    return undefined;
  }
  const { base, head } = m.values;
  if (base.length < 2 || head.length < 2 || m.notEstimable) return undefined;
  if (Math.max(...head) * (1 + t) < Math.min(...base)) return 'regression';
  if (Math.min(...head) > Math.max(...base) * (1 + t)) return 'improvement';
  return undefined;
}

/** The throughput's interval lies within its threshold band (or the runs gave identical values). */
function throughputWithin(m: MetricComparison): boolean {
  if (m.constant === 'identical') return true;
  return m.ciLow !== null && m.ciHigh !== null && m.ciLow >= 1 / (1 + m.threshold) && m.ciHigh <= 1 + m.threshold;
}

/**
 * The throughput ceiling: a side can never carry more than it achieved at its best point, so when
 * the other side serves point P (SLO met) and at EVERY point this side ran its throughput is
 * confirmedly below the other's at P (ratio interval below 1/(1 + threshold) at each — an
 * intersection–union test, valid at α without correction), this side's capacity is lower whatever
 * its undecided SLO points say. This is what decides a closed-loop (connections) sweep whose head
 * saturates at half the throughput while its latency at the top point straddles the SLO.
 */
function belowCeiling(points: readonly SweepPointDecision[], served: SweepPointDecision | undefined, side: Side, alpha: number): boolean {
  const other: Side = side === 'base' ? 'head' : 'base';
  const ref = served?.point.throughputMetric;
  const refRuns = ref?.values[other];
  if (!ref || !refRuns || refRuns.length < 2) return false;
  const mine = points.filter((d) => ran(d.point, side));
  // A point only the other side ran says nothing of this side there: it must have run that load or a higher one.
  if (mine.length === 0 || !served || !mine.some((d) => d.point.value >= served.point.value)) return false;
  return mine.every((d) => {
    const runs = d.point.throughputMetric?.values[side];
    if (!runs || runs.length < 2 || runs.some((v) => !(v > 0)) || refRuns.some((v) => !(v > 0))) return false;
    const { upper } = hlRatio(refRuns, runs, { alpha });
    return upper < 1 / (1 + ref.threshold);
  });
}

function capacityOf(
  points: SweepPointDecision[],
  slo: readonly SloCondition[],
  alpha: number,
  calibrated: (d: SweepPointDecision) => boolean,
): Capacity {
  const top = (side: Side) => [...points].reverse().find((d) => serves(d, side));
  const [tb, th] = [top('base'), top('head')];
  const amount = (side: Side): number | null => {
    const carried = points
      .filter((d) => serves(d, side))
      .map((d) => d.point.sides[side].achieved ?? d.point.offered)
      .filter((v): v is number => v !== null);
    return carried.length ? Math.max(...carried) : null;
  };
  const [base, head] = [amount('base'), amount('head')];
  const unprinted = slo
    .filter((c) => points.every((d) => d.point.latency.metrics[c.metric] === undefined))
    .map((c) => ({ metric: c.metric, tool: points[0]?.point.latency.benchmark.formats[0] ?? 'the tool' }));
  /** The points the regression verdict rests on (empty for other verdicts). */
  let decidedBy: SweepPointDecision[] = [];
  const both = points.filter((d) => ran(d.point, 'base') && ran(d.point, 'head'));
  const regressedAt = both.filter((d) => serves(d, 'base') && fails(d, 'head')).map((d) => d.point.value);
  const improvedAt = both.filter((d) => serves(d, 'head') && fails(d, 'base')).map((d) => d.point.value);
  const decided = (d: SweepPointDecision, side: Side) => d.slo[side] !== 'undecided';
  let verdict: CapacityVerdict;
  if (both.length === 0 || unprinted.length > 0) verdict = 'insufficient-data';
  else if (regressedAt.length && improvedAt.length) verdict = 'inconclusive';
  else if (regressedAt.length) {
    verdict = 'regression';
    decidedBy = both.filter((d) => regressedAt.includes(d.point.value));
  } else if (improvedAt.length) verdict = 'improvement';
  else if (belowCeiling(points, tb, 'head', alpha)) {
    verdict = 'regression';
    decidedBy = [tb!, ...points.filter((d) => ran(d.point, 'head'))];
  } else if (belowCeiling(points, th, 'base', alpha)) verdict = 'improvement';
  else {
    const at = tb && th && tb === th ? tb.point.throughputMetric : null;
    const carried = throughputVerdict(at);
    if (carried === 'regression') decidedBy = [tb!];
    const sameCarried = at === null || throughputWithin(at);
    verdict =
      carried ??
      (sameCarried && both.every((d) => decided(d, 'base') && decided(d, 'head')) && tb?.point.value === th?.point.value
        ? 'no-change'
        : 'inconclusive');
  }
  const enough = (d: SweepPointDecision) =>
    calibrated(d) || (['base', 'head'] as const).every((side) => !ran(d.point, side) || d.point.sides[side].runs >= MIN_CAPACITY_RUNS);
  return {
    slo: slo.map((c) => c.text).join(','),
    conditions: slo.map((c) => ({ metric: c.metric, limit: c.limit })),
    base,
    head,
    ratio: base !== null && head !== null && base > 0 ? head / base : null,
    baseLoad: tb?.point.value ?? null,
    headLoad: th?.point.value ?? null,
    verdict,
    regressedAt,
    improvedAt,
    unconfirmed: verdict === 'regression' && !decidedBy.every(enough),
    unprinted,
  };
}

/**
 * Decide one sweep. `noiseFloors`: the calibrated A/A floors per benchmark (settings.noiseFloors); a
 * point whose latency benchmark has one may confirm a capacity regression with fewer runs.
 */
function decideSweep(sweep: SweepComparison, alpha = 0.05, noiseFloors?: Readonly<Record<string, unknown>>): SweepDecision {
  const points = sweep.points.map((point): SweepPointDecision => ({
    point,
    slo: {
      base: ran(point, 'base') ? combinedState(point.sides.base.slo) : null,
      head: ran(point, 'head') ? combinedState(point.sides.head.slo) : null,
    },
  }));
  const calibrated = (d: SweepPointDecision) => noiseFloors !== undefined && Object.hasOwn(noiseFloors, d.point.latency.benchmark.name);
  return { sweep, points, capacity: sweep.slo.length ? capacityOf(points, sweep.slo, alpha, calibrated) : null };
}

/** Every sweep of the comparison, decided. */
export function decideSweeps(c: Comparison): SweepDecision[] {
  return compareSweeps(c).map((s) => decideSweep(s, c.settings.alpha, c.settings.noiseFloors));
}
