/**
 * Comparison settings as data: the metrics, thresholds, levels and the gate policy. Defaults follow
 * the methodology §0 and §7; every one is recorded in the report for reproducibility. Parsing them
 * from flags and action inputs is src/settings.ts.
 */
/**
 * A metric: `min`, `max`, `mean`, or a quantile `pNN` whose level is the percentage after the `p`
 * (`p25`, `p50`, `p95`, `p99.9`, `p99.99`). The quantiles computed are `Settings.quantiles`
 * (`--quantiles`, default {@link DEFAULT_QUANTILES}), plus any level a tool printed
 * (compare/compare-suite.ts).
 */
export type QuantileId = `p${string}`;
/** `p` then a percentage strictly between 0 and 100, at most 6 decimals, no leading zeros, no trailing zero decimals. */
const QUANTILE_ID = /^p(?:[1-9]\d?|0)(?:\.\d{0,5}[1-9])?$/;
/** Levels of the ids seen so far: every stage asks for the same few, per benchmark. */
const LEVELS = new Map<string, number | null>();
export type MetricId = 'min' | 'max' | 'mean' | QuantileId;
/** The quantiles computed unless `--quantiles` says otherwise. p50 is always computed: the centre. */
export const DEFAULT_QUANTILES: readonly QuantileId[] = ['p50', 'p90', 'p99', 'p99.9'];
/** The default metrics in display order (min, quantiles ascending, max, mean). */
export const METRIC_IDS: readonly MetricId[] = ['min', 'p50', 'p90', 'p99', 'p99.9', 'max', 'mean'];
/** The default tail quantiles. A quantile is a tail quantile when its level is ≥ 0.9 ({@link isTailMetric}). */
export const TAIL_METRICS = ['p90', 'p99', 'p99.9'] as const satisfies readonly MetricId[];
/** The default quantile metrics and their level. */
export const QUANTILES: ReadonlyArray<{ id: MetricId; p: number }> = DEFAULT_QUANTILES.map((id) => ({ id, p: quantileLevel(id)! }));

/** The level of a quantile id as a fraction (`p99.9` → 0.999), or undefined for min, max, mean or anything else. */
export function quantileLevel(id: string): number | undefined {
  const known = LEVELS.get(id);
  if (known !== undefined) return known ?? undefined;
  let level: number | null = null;
  if (QUANTILE_ID.test(id) && id !== 'p0') {
    // Percent to fraction through the decimal digits, so p99.9 is exactly 0.999 (not 0.9990000000000001).
    const pct = id.slice(1);
    const dot = pct.indexOf('.');
    const decimals = dot < 0 ? 0 : pct.length - dot - 1;
    level = Number(pct.replace('.', '')) / 10 ** (decimals + 2);
  }
  // Bounded: ids can come from untrusted reports.
  if (LEVELS.size >= 1024) LEVELS.clear();
  LEVELS.set(id, level);
  return level ?? undefined;
}

/** The quantile id of a level (0.95 → `p95`, 0.999 → `p99.9`), or undefined when it is not in (0, 1) or needs more than 6 decimals of a percent. */
export function quantileIdOf(p: number): QuantileId | undefined {
  if (!(p > 0 && p < 1)) return undefined;
  const pct = Number((p * 100).toFixed(6));
  const id = `p${String(pct)}` as QuantileId;
  return quantileLevel(id) !== undefined && Math.abs(pct / 100 - p) < 1e-12 ? id : undefined;
}

export function isMetricId(id: string): id is MetricId {
  return id === 'min' || id === 'max' || id === 'mean' || quantileLevel(id) !== undefined;
}

/** A tail quantile: level ≥ 0.9 (p90, p95, p99, p99.9, …). These gate under `auto` and `tail`. */
export function isTailMetric(id: string): boolean {
  const p = quantileLevel(id);
  return p !== undefined && p >= 0.9 - 1e-12;
}

/** The quantiles a comparison computes: the settings' (default {@link DEFAULT_QUANTILES}), p50 always among them, ascending. */
export function quantilesOf(settings: Pick<Settings, 'quantiles'>): QuantileId[] {
  return metricOrder(['p50', ...(settings.quantiles ?? DEFAULT_QUANTILES)]) as QuantileId[];
}

/**
 * Whether a level a tool printed is kept as a metric although not asked for: the levels reviewers
 * quote, those whose tail 1 − p is 1, 2.5, 5 or 7.5 times a power of ten (p25, p75, p95, p97.5,
 * p99.5, p99.95, p99.99, p99.999), never the halving steps of an HdrHistogram spectrum (p87.5,
 * p96.875) nor beyond p99.9999.
 */
export function printedLevelKept(p: number): boolean {
  if (!(p > 0 && p < 1) || quantileIdOf(p) === undefined) return false;
  const tail = 1 - p;
  if (tail < 1e-6 * (1 - 1e-9)) return false;
  const exp = Math.floor(Math.log10(tail) + 1e-9);
  const mantissa = tail / 10 ** exp;
  return [1, 2.5, 5, 7.5].some((m) => Math.abs(mantissa - m) < 1e-6);
}

/** Display order: min, the quantiles by level, max, mean. */
export function metricOrder(ids: Iterable<string>): MetricId[] {
  // Every stage asks this per benchmark, nearly always for the same few ids in the same order: the
  // answer is kept by the ids as given (order included, since equal ranks keep theirs), a copy returned.
  const list = Array.isArray(ids) ? (ids as readonly string[]) : [...ids];
  // Long lists (every run's ids) are ordered afresh: keeping them would hold memory for nothing.
  if (list.length > 32) return orderOf(list);
  let key = '';
  for (const id of list) key += `${id.length}:${id}`;
  let order = ORDERS.get(key);
  if (!order) {
    order = orderOf(list);
    // Bounded: ids can come from untrusted reports.
    if (ORDERS.size >= 1024) ORDERS.clear();
    ORDERS.set(key, order);
  }
  return order.slice();
}

function orderOf(ids: readonly string[]): MetricId[] {
  const rank = (id: string) => (id === 'min' ? -1 : id === 'max' ? 2 : id === 'mean' ? 3 : (quantileLevel(id) ?? 1.5));
  return [...new Set(ids)].filter(isMetricId).sort((a, b) => rank(a) - rank(b));
}

/** metricOrder's answers, by the ids asked about (each as `length:id`, so no two lists share a key). */
const ORDERS = new Map<string, MetricId[]>();

/**
 * The default threshold of a metric, by how far into the tail a quantile is (1 − p), so levels
 * other than the four defaults get the one of their neighbours: below p90 (p25, p50, p75) 5 %,
 * p90 up to below p99 (p90, p95, p97.5) 10 %, p99 up to below p99.9 (p99, p99.5) 15 %, p99.9 and
 * beyond (p99.9, p99.99, p99.999) 25 %; min and mean 5 %, max 25 %.
 */
export function defaultThreshold(id: MetricId): number {
  if (id === 'min' || id === 'mean') return 0.05;
  if (id === 'max') return 0.25;
  const p = quantileLevel(id) ?? 0.5;
  const tail = 1 - p - 1e-12;
  return tail > 0.1 ? 0.05 : tail > 0.01 ? 0.1 : tail > 0.001 ? 0.15 : 0.25;
}

/** The configured threshold of a metric: its own setting, else {@link defaultThreshold}. */
export function thresholdFor(settings: Pick<Settings, 'thresholds'>, id: MetricId): number {
  return Object.hasOwn(settings.thresholds, id) ? settings.thresholds[id] : defaultThreshold(id);
}

/**
 * What fails the check. `auto` (the default) gates on what the data has: tail quantiles (p90, p99,
 * well-resolved p99.9) where there are per-operation values, the per-run centre where there are only
 * per-run aggregates (as benchstat). `tail` gates tail quantiles only, `any` the centre too, `never`
 * reports without failing.
 */
export type FailOn = 'auto' | 'tail' | 'any' | 'never';
export const FAIL_ON: readonly FailOn[] = ['auto', 'tail', 'any', 'never'];

/** See {@link Settings.oneProcess}. */
export type OneProcess = 'report' | 'gate';
export const ONE_PROCESS: readonly OneProcess[] = ['report', 'gate'];

/** See {@link Settings.undecided}. */
export type Undecided = 'neutral' | 'fail';
export const UNDECIDED: readonly Undecided[] = ['neutral', 'fail'];

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
   * What a change resting on one process per side may do (`--one-process`, input `one-process`):
   * `report` (the default) states it, labelled by its evidence, and keeps the check neutral;
   * `gate` lets it fail the check beyond the default allowances, as benchstat gates on repetitions
   * in one process. A calibrated noise floor lets it gate either way. Unset means `report`.
   */
  oneProcess?: OneProcess;
  /**
   * What an undecided gate does (`--undecided`, input `undecided`): `neutral` (the default) keeps
   * the check neutral and the job green — GitHub counts both as passing a required check; `fail`
   * fails the check and the job, for repositories that want "prove it is not slower" rather than
   * "prove it is slower". Unset means `neutral`.
   */
  undecided?: Undecided;
  /**
   * The user says base and head ran on equivalent machines although their facts differ (CPU model,
   * core counts, host): the gate then decides as usual instead of staying neutral.
   */
  allowDifferentMachines: boolean;
  /**
   * The quantiles computed, shown and (per fail-on) gated, ascending (`--quantiles`, input
   * `quantiles`); p50 is always among them; unset means {@link DEFAULT_QUANTILES}. A benchmark with
   * printed percentiles also gets the levels its tool printed ({@link printedLevelKept}).
   */
  quantiles?: QuantileId[];
  /**
   * A latency objective for load sweeps (`--slo "p99<50ms"`, input `slo`): every condition must
   * hold at a load point for it to count towards the capacity under the SLO. Absent: no capacity.
   */
  slo?: SloCondition[];
  /** `--sweep-param NAME`: the key in benchmark names that is the load parameter (model/load.ts). */
  sweepParam?: string;
}

/** One condition of an SLO: `metric < limit` (the limit in the metric's canonical unit, ns for times). */
export interface SloCondition {
  metric: MetricId;
  limit: number;
  /** As the user wrote it (`p99<50ms`), for the report's wording. */
  text: string;
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
  return {
    alpha: 0.05,
    q: 0.05,
    thresholds: { ...DEFAULT_THRESHOLDS },
    noiseFloor: {},
    failOn: 'auto',
    allowDifferentMachines: false,
    quantiles: [...DEFAULT_QUANTILES],
  };
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
