/**
 * Comparison settings: thresholds, levels and the gate policy. Defaults follow the methodology
 * §0 and §7; every one is recorded in the report for reproducibility.
 */
import { UsageError } from '../errors.js';

export type MetricId = 'p50' | 'p90' | 'p99' | 'p99.9' | 'min' | 'max' | 'mean';
export const METRIC_IDS: readonly MetricId[] = ['min', 'p50', 'p90', 'p99', 'p99.9', 'max', 'mean'];
/** Quantile metrics and their level. */
export const QUANTILES: ReadonlyArray<{ id: MetricId; p: number }> = [
  { id: 'p50', p: 0.5 },
  { id: 'p90', p: 0.9 },
  { id: 'p99', p: 0.99 },
  { id: 'p99.9', p: 0.999 },
];

export type FailOn = 'tail' | 'any' | 'never';

export interface Settings {
  /** Two-sided level of the displayed intervals. */
  alpha: number;
  /** Benjamini–Hochberg false discovery rate across gated metrics. */
  q: number;
  /** Practical threshold per metric, as a fraction (0.1 = 10 %). */
  thresholds: Record<MetricId, number>;
  /** A measured A/A noise floor per metric; raises the threshold and lets single runs gate. */
  noiseFloor: Partial<Record<MetricId, number>>;
  failOn: FailOn;
}

export const DEFAULT_THRESHOLDS: Record<MetricId, number> = {
  p50: 0.05,
  p90: 0.1,
  p99: 0.15,
  'p99.9': 0.25,
  min: 0.05,
  max: 0.25,
  mean: 0.05,
};

export function defaultSettings(): Settings {
  return { alpha: 0.05, q: 0.05, thresholds: { ...DEFAULT_THRESHOLDS }, noiseFloor: {}, failOn: 'tail' };
}

function parsePercent(text: string, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) throw new UsageError(`${what}: "${text}" is not a percentage; expected e.g. 10%`);
  const v = Number(m[1]) / (m[2] === '%' ? 100 : 1);
  if (!(v > 0 && v < 10)) throw new UsageError(`${what}: "${text}" is out of range; expected a percentage above 0% and below 1000%`);
  return v;
}

/**
 * Parse `p99=10%` or a list `p50=5%,p99=15%` into per-metric fractions. Also accepts a bare
 * fraction (`p99=0.1`).
 */
export function parseMetricPercents(spec: string, what: string): Partial<Record<MetricId, number>> {
  const out: Partial<Record<MetricId, number>> = {};
  for (const part of spec.split(/[,\n]/).map((s) => s.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq < 0) throw new UsageError(`${what}: "${part}" should look like p99=10%`);
    const metric = part.slice(0, eq).trim().toLowerCase() as MetricId;
    if (!METRIC_IDS.includes(metric)) {
      throw new UsageError(`${what}: unknown metric "${part.slice(0, eq).trim()}"; expected one of ${METRIC_IDS.join(', ')}`);
    }
    out[metric] = parsePercent(part.slice(eq + 1), `${what} ${metric}`);
  }
  return out;
}

export function parseFailOn(text: string): FailOn {
  if (text === 'tail' || text === 'any' || text === 'never') return text;
  throw new UsageError(`fail-on: "${text}" is not valid; expected tail, any or never`);
}
