/**
 * benchstat-compatible rendering numbers (methodology §1.2-§1.4, §7.2 step 5): the median with its
 * order-statistic interval and "± x%", and the "~" / "+x.xx%" delta column.
 */
import { goQuantileCI } from './binomial.js';
import { mannWhitney } from './mann-whitney.js';
import { quantileR8 } from './quantile.js';

export interface BenchstatSummary {
  /** R8 median (go-moremath `Sample.Quantile(0.5)`). */
  center: number;
  /** X_(LoOrder), −Infinity when unbounded. */
  lo: number;
  /** X_(HiOrder), +Infinity when unbounded. */
  hi: number;
  /** The interval's confidence as Go reports it. */
  confidence: number;
  /** benchstat's "±" text: "1%", "∞" or "?". */
  pctRange: string;
}

/** benchstat `Summary.PctRangeString`: max(hi/center − 1, 1 − lo/center) as "%.0f%%". */
function pctRangeString(center: number, lo: number, hi: number): string {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return '∞';
  const sign = Math.sign(center) < 0 || Object.is(center, -0);
  const signOf = (v: number): boolean => Math.sign(v) < 0 || Object.is(v, -0);
  if (signOf(lo) !== sign || signOf(hi) !== sign) return '?';
  if (center === 0) return '0%';
  const pct = Math.max(hi / center - 1, 1 - lo / center);
  return `${(pct * 100).toFixed(0)}%`;
}

/**
 * benchstat's summary of one side (methodology §1.2-§1.3, TV-BS): R8 median, Go `QuantileCI`
 * order-statistic interval of the median at `confidence`, and the "±" rendering.
 */
export function benchstatSummary(values: ArrayLike<number>, confidence = 0.95): BenchstatSummary {
  const sorted = Float64Array.from(values).sort();
  const center = quantileR8(sorted, 0.5);
  const ci = goQuantileCI(sorted.length, 0.5, confidence);
  const lo = ci.lo < 1 ? -Infinity : sorted[ci.lo - 1];
  const hi = ci.hi - 1 >= sorted.length ? Infinity : sorted[ci.hi - 1];
  return { center, lo, hi, confidence: ci.confidence, pctRange: pctRangeString(center, lo, hi) };
}

export interface BenchstatDelta {
  /** "~" when p > alpha, "?" when the old median is 0, else "+x.xx%" / "-x.xx%". */
  symbol: string;
  /** Two-sided Mann-Whitney p (exact / tie-conditional when Go would use it). */
  p: number;
  /** "10" or "10+9", as benchstat prints after "n=". */
  n: string;
}

/**
 * benchstat's delta column (methodology §1.4, TV-BS): two-sided Mann-Whitney U test of old vs new
 * ('auto' method = Go's exact limits), "~" when p > alpha (p = alpha counts as significant), else
 * the change of the R8 medians as `%+.2f%%`. All-equal samples give p = 1.
 */
export function benchstatDelta(oldValues: ArrayLike<number>, newValues: ArrayLike<number>, alpha = 0.05): BenchstatDelta {
  const { p } = mannWhitney(oldValues, newValues, { alternative: 'two-sided' });
  const n = oldValues.length === newValues.length ? `${oldValues.length}` : `${oldValues.length}+${newValues.length}`;
  if (p > alpha) return { symbol: '~', p, n };
  const oldMedian = quantileR8(Float64Array.from(oldValues).sort(), 0.5);
  const newMedian = quantileR8(Float64Array.from(newValues).sort(), 0.5);
  if (oldMedian === 0) return { symbol: '?', p, n };
  const pct = (newMedian / oldMedian - 1) * 100;
  return { symbol: `${pct >= 0 ? '+' : ''}${pct.toFixed(2)}%`, p, n };
}
