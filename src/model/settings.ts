/**
 * Comparison settings as data: the metrics, thresholds, levels and the gate policy. Defaults follow
 * the methodology §0 and §7; every one is recorded in the report for reproducibility. Parsing them
 * from flags and action inputs is src/settings.ts.
 */
export type MetricId = 'p50' | 'p90' | 'p99' | 'p99.9' | 'min' | 'max' | 'mean';
export const METRIC_IDS: readonly MetricId[] = ['min', 'p50', 'p90', 'p99', 'p99.9', 'max', 'mean'];
/** The tail quantiles: what per-run aggregates and summaries cannot give. */
export const TAIL_METRICS = ['p90', 'p99', 'p99.9'] as const satisfies readonly MetricId[];
/** Quantile metrics and their level. */
export const QUANTILES: ReadonlyArray<{ id: MetricId; p: number }> = [
  { id: 'p50', p: 0.5 },
  { id: 'p90', p: 0.9 },
  { id: 'p99', p: 0.99 },
  { id: 'p99.9', p: 0.999 },
];

/**
 * What fails the check. `auto` (the default) gates on what the data has: tail quantiles (p90, p99,
 * well-resolved p99.9) where there are per-operation values, the per-run centre where there are only
 * per-run aggregates (as benchstat). `tail` gates tail quantiles only, `any` the centre too, `never`
 * reports without failing.
 */
export type FailOn = 'auto' | 'tail' | 'any' | 'never';
export const FAIL_ON: readonly FailOn[] = ['auto', 'tail', 'any', 'never'];

export interface Settings {
  /** Two-sided level of the displayed intervals. */
  alpha: number;
  /** Benjamini–Hochberg false discovery rate across gated metrics. */
  q: number;
  /** Practical threshold per metric, as a fraction (0.1 = 10 %). */
  thresholds: Record<MetricId, number>;
  /** A measured A/A noise floor per metric; raises the threshold and lets single runs gate. */
  noiseFloor: Partial<Record<MetricId, number>>;
  /**
   * Calibrated A/A floors per benchmark (display name) and metric, from a noise-floor file
   * (`--noise-floor-file`): each raises that benchmark's threshold like `noiseFloor` (the larger
   * wins) and lets its one-run-per-side comparisons gate. A benchmark missing here gets none.
   */
  noiseFloors?: Record<string, Partial<Record<MetricId, number>>>;
  failOn: FailOn;
  /**
   * The user says base and head ran on equivalent machines although their facts differ (CPU model,
   * core counts, host): the gate then decides as usual instead of staying neutral.
   */
  allowDifferentMachines: boolean;
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
  return { alpha: 0.05, q: 0.05, thresholds: { ...DEFAULT_THRESHOLDS }, noiseFloor: {}, failOn: 'auto', allowDifferentMachines: false };
}

/**
 * How bench-review runs a suite, the same for the CLI and the action: process-level runs per side
 * (a fixed count, or `auto` up to `maxRuns` within `maxMinutes`), and the time limit of one run
 * (also of one setup and one profile). The time limits' ceiling is GitHub's job limit (360
 * minutes): a longer one could never be reached in the action.
 */
export const RUN_LIMITS = {
  /** A fixed count; `default` is what calibration uses for `auto` (run and the action default to `auto`). */
  runs: { min: 1, max: 1000, default: 10 },
  timeoutMinutes: { max: 360, default: 10 },
  /** `runs: auto`: the cap on runs per side (`max-runs`) and the time budget of the whole measurement (`max-minutes`, at most GitHub's job limit). */
  maxRuns: { min: 2, max: 1000, default: 30 },
  maxMinutes: { max: 360, default: 30 },
} as const;
