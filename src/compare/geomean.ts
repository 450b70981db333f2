/**
 * benchstat's summary row, per measure: the geometric mean across the measure's benchmarks of the
 * base centres, of the head centres, and of the changes head/base (golang.org/x/perf
 * cmd/benchstat/internal/benchtab, `summarizeCol`; methodology §1.4). Pure: centres in, summaries
 * out. A summary, never a verdict: nothing here reaches the gate.
 *
 * As benchstat: a summary only where a table has more than one benchmark; a value at or below 0
 * leaves that side without a geometric mean ("summaries must be >0"); a change 0 → 0 counts as
 * no change (ratio 1), and a benchmark from or to 0 leaves no change at all ("?"). Unlike
 * benchstat, base, head and the change are all taken over the benchmarks measured on both sides
 * (the others are counted in `leftOut`), so head / base is the change whenever both exist.
 *
 * The interval: a Student-t interval for the mean of the benchmarks' log changes, at level
 * `confidence` (n − 1 degrees of freedom), taken back to a ratio. It treats the benchmarks as a
 * sample of benchmarks like them: its width is how much their changes differ from each other
 * (measurement noise included, as part of that spread), not the noise of one measurement. It
 * assumes the log changes are roughly normal; with few benchmarks it is wide, as it should be
 * (two benchmarks: t = 12.7 at 95 %).
 */
import { message, type Message } from '../model/message.js';
import { studentTQuantile } from '../stats/index.js';

/** One benchmark's centres (the median over runs of its per-run values), null where a side has none. */
export interface Centres {
  measure: string;
  unit: string;
  base: number | null;
  head: number | null;
}

export interface GeomeanSummary {
  measure: string;
  unit: string;
  /** Benchmarks measured on both sides: what every number here is over. */
  benchmarks: number;
  /** Benchmarks of the measure without a value on both sides (on one side only): left out. */
  leftOut: number;
  /** Geometric mean of the base centres; null when one is at or below 0. */
  base: number | null;
  head: number | null;
  /** Geometric mean of head/base (0 → 0 counts as 1); null when a benchmark goes from or to 0. */
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** The interval's level (Student-t, nominal). */
  confidence: number | null;
  /** Why a number is missing, and what was left out (ids `compare.geomean-*`). */
  notes: Message[];
}

const isValue = (v: number | null): v is number => v !== null && Number.isFinite(v);

function geometricMean(xs: readonly number[]): number {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
}

/** The Student-t interval of the mean of `logs` (n ≥ 2), as ratios. */
export function logMeanInterval(logs: readonly number[], confidence: number): { ratio: number; low: number; high: number } {
  const n = logs.length;
  const mean = logs.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(logs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = studentTQuantile((1 + confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}

/** One measure's summary, or null with fewer than two benchmarks measured on both sides. */
export function geomeanOf(centres: readonly Centres[], confidence: number): GeomeanSummary | null {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const paired = centres.filter((c) => isValue(c.base) && isValue(c.head)) as Array<Centres & { base: number; head: number }>;
  if (paired.length < 2) return null;
  const notes: Message[] = [];
  const side = (values: number[]) => (values.every((v) => v > 0) ? geometricMean(values) : null);
  const base = side(paired.map((c) => c.base));
  const head = side(paired.map((c) => c.head));
  const zeros = (values: number[]) => values.filter((v) => !(v > 0)).length;
  if (base === null || head === null)
    notes.push(message('compare.geomean-zero', { base: zeros(paired.map((c) => c.base)), head: zeros(paired.map((c) => c.head)) }));
  // benchstat: equal centres (0 → 0 included) are ratio 1; from or to 0 (or below) has no ratio.
  const undefinedRatios = paired.filter((c) => c.base !== c.head && !(c.base > 0 && c.head > 0)).length;
  let ratio: number | null = null;
  let ciLow: number | null = null;
  let ciHigh: number | null = null;
  if (undefinedRatios > 0) notes.push(message('compare.geomean-no-ratio', { count: undefinedRatios }));
  else {
    const iv = logMeanInterval(
      paired.map((c) => (c.base === c.head ? 0 : Math.log(c.head / c.base))),
      confidence,
    );
    ratio = iv.ratio;
    ciLow = iv.low;
    ciHigh = iv.high;
  }
  const leftOut = centres.length - paired.length;
  if (leftOut > 0) notes.push(message('compare.geomean-left-out', { count: leftOut }));
  return {
    measure: paired[0].measure,
    unit: paired[0].unit,
    benchmarks: paired.length,
    leftOut,
    base,
    head,
    ratio,
    ciLow,
    ciHigh,
    confidence: ratio === null ? null : confidence,
    notes,
  };
}

/** Every measure's summary (grouped by measure and unit, in first-seen order), for measures with two or more benchmarks measured on both sides. */
export function geomeanSummaries(centres: readonly Centres[], confidence: number): GeomeanSummary[] {
  const groups = new Map<string, Centres[]>();
  for (const c of centres) {
    const key = JSON.stringify([c.measure, c.unit]);
    const list = groups.get(key) ?? [];
    groups.set(key, list);
    list.push(c);
  }
  return [...groups.values()].map((g) => geomeanOf(g, confidence)).filter((s): s is GeomeanSummary => s !== null);
}
