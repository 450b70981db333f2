/**
 * Ratio (and difference) of one quantile between two single runs, from two independent
 * order-statistic intervals: methodology §3.2 option 2 and §7.2 step 6 ("within-run only —
 * machine noise not measured"). Works for raw samples and histograms through
 * {@link OrderStatistics}.
 */
import { orderStatisticInterval, type OrderStatisticInterval } from './binomial.js';
import type { OrderStatistics } from './quantile.js';
import type { ShiftDirection } from './hodges-lehmann.js';

/** An order-statistic interval with the values it selects. */
export interface QuantileBoundInterval extends OrderStatisticInterval {
  /** X_(lo), −Infinity when lo = 0. */
  lower: number;
  /** X_(hi), +Infinity when hi = n + 1. */
  upper: number;
}

export interface QuantileRatioInterval {
  /** L_head / U_base; 0 when a bound it needs is infinite (positive data assumed). */
  lower: number;
  /** U_head / L_base; Infinity when a bound it needs is infinite. */
  upper: number;
  /** L_head − U_base (−Infinity when unbounded). */
  diffLower: number;
  /** U_head − L_base (+Infinity when unbounded). */
  diffUpper: number;
  /** √(1 − α), the level of each per-side interval. */
  confidencePerSide: number;
  baseInterval: QuantileBoundInterval;
  headInterval: QuantileBoundInterval;
}

/**
 * The interval's values: its lower end the lowest value rank `lo` can have, its upper end the
 * highest rank `hi` can have (a histogram bucket's edges, or the distinct values around a tied raw
 * value: {@link OrderStatistics.lowAt}, {@link OrderStatistics.highAt}), so an interval of binned
 * or stepped data is never narrower than the steps it rests on.
 */
function boundInterval(s: OrderStatistics, p: number, confidence: number): QuantileBoundInterval {
  const iv = orderStatisticInterval(s.n, p, confidence);
  return { ...iv, lower: s.lowAt ? s.lowAt(iv.lo) : s.at(iv.lo), upper: s.highAt ? s.highAt(iv.hi) : s.at(iv.hi) };
}

/**
 * Interval for Q_head(p)/Q_base(p) from two equal-tailed order-statistic intervals, each at level
 * √(1−α), so that the joint coverage is ≥ 1 − α (methodology §3.2 option 2):
 * ratio ∈ [L_head/U_base, U_head/L_base], diff ∈ [L_head − U_base, U_head − L_base].
 * Conservative, deterministic, and blind to between-run noise (iid assumption). TV-DQ.
 */
export function quantileRatioInterval(base: OrderStatistics, head: OrderStatistics, p: number, alpha = 0.05): QuantileRatioInterval {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const confidencePerSide = Math.sqrt(1 - alpha);
  const b = boundInterval(base, p, confidencePerSide);
  const h = boundInterval(head, p, confidencePerSide);
  const lowerUnbounded = h.lo === 0 || b.hi === base.n + 1;
  const upperUnbounded = h.hi === head.n + 1 || b.lo === 0;
  return {
    lower: lowerUnbounded ? 0 : h.lower / b.upper,
    upper: upperUnbounded ? Infinity : h.upper / b.lower,
    diffLower: lowerUnbounded ? -Infinity : h.lower - b.upper,
    diffUpper: upperUnbounded ? Infinity : h.upper - b.lower,
    confidencePerSide,
    baseInterval: b,
    headInterval: h,
  };
}

/**
 * The smallest α at which {@link quantileRatioInterval} shows the threshold crossed: lower bound
 * > 1+t ('greater') or upper bound < 1/(1+t) ('less'); 1 if it never does. The bounds move
 * monotonically with α (nested intervals), so bisection finds it; the returned value is the
 * upper end of a bracket of width ≤ 1e−9 (slightly conservative). Gives the single-run fallback a
 * p-value for the multiplicity step (methodology §7.2 step 6, §7.3).
 */
export function quantileRatioP(base: OrderStatistics, head: OrderStatistics, p: number, t: number, direction: ShiftDirection): number {
  const crossed = (alpha: number): boolean => {
    const r = quantileRatioInterval(base, head, p, alpha);
    return direction === 'greater' ? r.lower > 1 + t : r.upper < 1 / (1 + t);
  };
  let hi = 1 - 1e-12;
  if (!crossed(hi)) return 1;
  let lo = 0;
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (crossed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
