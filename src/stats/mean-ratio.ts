/**
 * Ratio of two means, each known only as printed by a tool (mean ± its standard error, from sd and
 * n, sem or a relative margin of error): the interval one run per side can give for a mean
 * (vitest bench, tinybench without samples, BenchmarkDotNet, JMH score ± error). Within-run only:
 * it describes the sampling error of each mean, not the noise between processes.
 *
 * On the log scale, ln(mean_b / mean_a) has standard error s = √((se_a/mean_a)² + (se_b/mean_b)²)
 * (delta method), and the interval is ratio · exp(±z_{1−α/2} · s). The one-sided p of "head is
 * worse by more than t" is P(Z > (ln ratio − ln(1+t)) / s) for 'greater', mirrored for 'less'.
 */
import { normalQuantile, normalSf } from './normal.js';
import type { ShiftDirection } from './hodges-lehmann.js';

export interface MeanEstimate {
  mean: number;
  /** Standard error of the mean (sd / √n); 0 when every sample was the same. */
  se: number;
}

export interface MeanRatioInterval {
  ratio: number;
  lower: number;
  upper: number;
  /** Standard error of ln(ratio). */
  logSe: number;
}

/** Null when a mean is not positive or a standard error is not finite and ≥ 0. */
export function meanRatioInterval(base: MeanEstimate, head: MeanEstimate, alpha = 0.05): MeanRatioInterval | null {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(base.mean > 0 && head.mean > 0) || !(base.se >= 0 && head.se >= 0) || !Number.isFinite(base.se + head.se)) return null;
  const ratio = head.mean / base.mean;
  const logSe = Math.hypot(base.se / base.mean, head.se / head.mean);
  const z = normalQuantile(1 - alpha / 2);
  return { ratio, lower: ratio * Math.exp(-z * logSe), upper: ratio * Math.exp(z * logSe), logSe };
}

/** One-sided p that head is worse by more than t: mean ratio above 1+t ('greater') or below 1/(1+t) ('less'). */
export function meanRatioP(iv: MeanRatioInterval, t: number, direction: ShiftDirection): number {
  const shift = Math.log(1 + t);
  const d = direction === 'greater' ? Math.log(iv.ratio) - shift : -Math.log(iv.ratio) - shift;
  if (iv.logSe === 0) return d > 0 ? 0 : 1;
  return normalSf(d / iv.logSe);
}
