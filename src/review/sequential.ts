/**
 * `runs: auto` as a pure policy (methodology §0.8, §6.6): planned looks at fixed runs per side, the
 * level spent at each look, and after each look whether to stop or to run the next one.
 *
 * Levels. A look is decided by the ordinary pipeline (compare → decide) with the look's settings:
 * `lookSettings` sets `alpha` (the two-sided interval level; a regression needs the interval's lower
 * bound above 1 + t, i.e. the threshold-shifted p ≤ α_k/2) to α_k and `q` (Benjamini–Hochberg
 * over min(1, 2·p)) to q_k, both from the same group-sequential boundary: α_k for overall
 * `settings.alpha`, q_k for overall `settings.q`. With one gated metric BH at q_k is exactly the
 * test at level q_k, so the chance that an A/A comparison is ever confirmed a regression at any
 * look is the boundary's crossing probability, at most `settings.q` (one-sided: about q/2). With m
 * gated metrics BH at each look keeps the per-look family error at most q_k under the global null
 * (as in the fixed design). Boundaries, all with planned looks n_1 < … < n_K and information
 * proportional to runs per side (Brownian-motion approximation of the rank statistic):
 * - `pocock`: one nominal level at every look, chosen so that the crossing probability is exactly
 *   the overall level (0.0158 for 5 equally spaced looks at 0.05, Pocock 1977);
 * - `obrien-fleming`: z-boundaries c·√(n_K/n_k), c chosen alike (spends little early);
 * - `bonferroni`: α/K at every look; the levels sum to α, so it holds without any approximation.
 * Stopping for `no change`, `improvement` or the budget never raises the chance of a false
 * regression: a look that stops early only removes later chances to cross.
 *
 * Decided. A look is decided when every gated metric is a confirmed regression, an improvement or
 * no change. A gated metric that is inconclusive, a regression Benjamini–Hochberg did not confirm,
 * or without an interval because of too few runs (or, for runs of one operation each, a tail not
 * yet estimable from the pooled runs) is undecided; one that more runs cannot help (not estimable
 * from one run's samples, non-positive values) does not hold the looks. No change is judged on the
 * look's own interval (`noChange: 'look'`) or, by default (`'nominal'`), on the interval at the
 * overall level `settings.alpha`: a stop for no change spends no α, so its interval need not be
 * widened (methodology §6.6). The look's verdict may then still read inconclusive at its wider
 * interval, with the estimate inside the threshold (status pass).
 */
import { intervalAt } from '../compare/metric-compare.js';
import type { MetricId, Settings } from '../model/settings.js';
import { normalCdf, normalQuantile, normalSf } from '../stats/index.js';
import { verdictOf, type GateDecision, type MetricDecision } from './gate.js';

export type Spending = 'pocock' | 'obrien-fleming' | 'bonferroni';
export const SPENDINGS: readonly Spending[] = ['pocock', 'obrien-fleming', 'bonferroni'];

/** Runs per side at which `runs: auto` looks, before the cap. */
export const DEFAULT_LOOKS: readonly number[] = [6, 10, 15, 20, 30];
export const DEFAULT_MAX_RUNS = 30;

export interface SequentialPlan {
  /** Runs per side at each look, ascending; the last one is the cap. */
  looks: number[];
  spending: Spending;
  /** Overall levels the boundaries spend: the settings' `alpha` and `q`. */
  alpha: number;
  q: number;
  /** Nominal two-sided interval level at each look (→ Settings.alpha). */
  alphas: number[];
  /** Benjamini–Hochberg level at each look (→ Settings.q). */
  qs: number[];
  /** The level of the interval a no-change stop is judged on: the look's (`look`) or the overall `alpha` (`nominal`). */
  noChange: 'look' | 'nominal';
  /** Time budget of the whole measurement, when one is set. */
  maxMinutes?: number;
}

export interface PlanOptions {
  /** The cap: runs per side at the last look (default 30). */
  maxRuns?: number;
  /** Looks before the cap (default 6, 10, 15, 20, 30); those at or beyond the cap are dropped and the cap added. */
  looks?: readonly number[];
  spending?: Spending;
  /** Default `nominal`. */
  noChange?: 'look' | 'nominal';
  maxMinutes?: number;
}

/**
 * The planned looks up to `maxRuns` and their levels, spending `settings.alpha` and `settings.q`.
 * A cap below the first look gives one look at the cap (a fixed design at the full levels).
 */
export function planLooks(settings: Pick<Settings, 'alpha' | 'q'>, options: PlanOptions = {}): SequentialPlan {
  const maxRuns = options.maxRuns ?? DEFAULT_MAX_RUNS;
  if (!Number.isInteger(maxRuns) || maxRuns < 1) throw new RangeError(`maxRuns must be a whole number ≥ 1, got ${maxRuns}`);
  const planned = options.looks ?? DEFAULT_LOOKS;
  planned.forEach((n, i) => {
    if (!Number.isInteger(n) || n < 1 || (i > 0 && n <= planned[i - 1]))
      throw new RangeError(`looks must be ascending whole numbers ≥ 1, got ${planned.join(', ')}`);
  });
  const looks = [...planned.filter((n) => n < maxRuns), maxRuns];
  const spending = options.spending ?? 'pocock';
  const alphas = nominalLevels(looks, settings.alpha, spending);
  const qs = settings.q === settings.alpha ? [...alphas] : nominalLevels(looks, settings.q, spending);
  const noChange = options.noChange ?? 'nominal';
  return {
    looks,
    spending,
    alpha: settings.alpha,
    q: settings.q,
    alphas,
    qs,
    noChange,
    ...(options.maxMinutes !== undefined ? { maxMinutes: options.maxMinutes } : {}),
  };
}

/** The settings a look is decided with: the look's interval level and Benjamini–Hochberg level. */
export function lookSettings(settings: Settings, look: number, plan: SequentialPlan): Settings {
  checkLook(look, plan);
  return { ...settings, alpha: plan.alphas[look], q: plan.qs[look] };
}

/** A gated metric that is not decided yet. */
export interface Undecided {
  benchmark: string;
  metric: MetricId;
}

export type Step =
  { stop: true; why: 'decided' | 'cap' | 'budget'; undecided: Undecided[] } | { stop: false; nextRuns: number; undecided: Undecided[] };

/** Time spent so far and, when known, minutes one more run per side (both sides) takes. */
export interface Elapsed {
  minutes: number;
  minutesPerRun?: number;
}

/**
 * After look `look` (0-based index into `plan.looks`) was decided: stop when every gated metric is
 * decided (`decided`), at the last look (`cap`), or when the budget is spent or the next look
 * would not fit in it (`budget`); otherwise run up to `nextRuns` per side, naming what is undecided.
 */
export function nextStep(decision: GateDecision, look: number, plan: SequentialPlan, elapsed?: Elapsed): Step {
  checkLook(look, plan);
  const undecided = undecidedMetrics(decision, plan.noChange === 'nominal' ? plan.alpha : undefined);
  if (undecided.length === 0) return { stop: true, why: 'decided', undecided };
  if (look === plan.looks.length - 1) return { stop: true, why: 'cap', undecided };
  const nextRuns = plan.looks[look + 1];
  if (plan.maxMinutes !== undefined && elapsed) {
    const more = elapsed.minutesPerRun !== undefined ? (nextRuns - plan.looks[look]) * elapsed.minutesPerRun : 0;
    if (elapsed.minutes >= plan.maxMinutes || elapsed.minutes + more > plan.maxMinutes) return { stop: true, why: 'budget', undecided };
  }
  return { stop: false, nextRuns, undecided };
}

/**
 * Whether more runs could still change a gated metric's verdict (see the module comment). With
 * `noChangeAlpha`, an inconclusive metric whose interval at that level lies within its threshold
 * band is decided (no change).
 */
export function isUndecided(m: MetricDecision, noChangeAlpha?: number): boolean {
  if (!m.gated) return false;
  switch (m.verdict) {
    case 'regression':
      return !m.confirmed;
    case 'improvement':
    case 'no-change':
      return false;
    case 'inconclusive': {
      if (noChangeAlpha === undefined) return true;
      const c = m.comparison;
      const iv = c.ratio !== null ? intervalAt(c, noChangeAlpha) : null;
      return !iv || verdictOf(c.ratio!, iv.lower, iv.upper, c.threshold, c.lowerIsBetter) !== 'no-change';
    }
    case 'insufficient-data': {
      const c = m.comparison;
      // Runs of one operation each (hyperfine): the pooled sample is the runs, so more runs make a tail estimable.
      if (c.pooled && c.notEstimable?.reason === 'too-few-samples') return true;
      return c.notEstimable === undefined && c.notes.some((n) => n.id === 'compare.too-few-runs');
    }
  }
}

/** The gated metrics still undecided, in suite and metric order; `noChangeAlpha` as in {@link isUndecided}. */
export function undecidedMetrics(decision: GateDecision, noChangeAlpha?: number): Undecided[] {
  const out: Undecided[] = [];
  for (const b of decision.benchmarks) {
    for (const m of Object.values(b.metrics) as MetricDecision[])
      if (isUndecided(m, noChangeAlpha)) out.push({ benchmark: b.benchmark.name, metric: m.metric });
  }
  return out;
}

function checkLook(look: number, plan: SequentialPlan): void {
  if (!Number.isInteger(look) || look < 0 || look >= plan.looks.length)
    throw new RangeError(`look must be 0…${plan.looks.length - 1}, got ${look}`);
}

// ── Boundaries ────────────────────────────────────────────────────────────────────────────────

/** Nominal two-sided levels per look that together spend `alpha` (see the module comment). */
export function nominalLevels(looks: readonly number[], alpha: number, spending: Spending): number[] {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const key = `${spending} ${alpha} ${looks.join(',')}`;
  let levels = LEVELS.get(key);
  if (!levels) LEVELS.set(key, (levels = boundary(looks, alpha, spending)));
  return [...levels];
}

/** Boundaries already computed (each takes a few hundred milliseconds). */
const LEVELS = new Map<string, number[]>();

function boundary(looks: readonly number[], alpha: number, spending: Spending): number[] {
  const k = looks.length;
  if (k === 1) return [alpha];
  if (spending === 'bonferroni') return looks.map(() => alpha / k);
  if (spending === 'pocock') {
    // The crossing probability grows with the constant level: bisect on it within [α/K, α].
    let lo = alpha / k;
    let hi = alpha;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (
        crossingProbability(
          looks,
          looks.map(() => mid),
        ) > alpha
      )
        hi = mid;
      else lo = mid;
    }
    return looks.map(() => lo);
  }
  // O'Brien–Fleming: z_k = c·√(n_K / n_k); the crossing probability falls as c grows.
  const last = looks[k - 1];
  const levels = (c: number) => looks.map((n) => 2 * normalSf(c * Math.sqrt(last / n)));
  let lo = normalQuantile(1 - alpha / 2);
  let hi = lo + 4;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (crossingProbability(looks, levels(mid)) > alpha) lo = mid;
    else hi = mid;
  }
  return levels(hi);
}

const GRID = 200; // Simpson intervals per look: crossing probabilities to ~1e−9 absolute

/**
 * The chance, under no change, that at least one look's two-sided test at its nominal level
 * rejects, when the statistic at look k is Z_k = S(n_k)/√n_k of a Brownian motion S (information
 * proportional to runs per side; Armitage–McPherson–Rowe recursion with Simpson's rule).
 */
export function crossingProbability(looks: readonly number[], levels: readonly number[]): number {
  if (looks.length !== levels.length || looks.length === 0) throw new RangeError('one level per look');
  const info = looks.map((n) => n / looks[looks.length - 1]);
  const bound = levels.map((a, k) => normalQuantile(1 - a / 2) * Math.sqrt(info[k]));
  const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
  // Look 1: S ~ N(0, I_1), continuing on (−b_1, b_1).
  let total = levels[0];
  let grid = linspace(-bound[0], bound[0]);
  let density = grid.map((s) => phi(s / Math.sqrt(info[0])) / Math.sqrt(info[0]));
  for (let k = 1; k < looks.length; k++) {
    const sd = Math.sqrt(info[k] - info[k - 1]);
    const b = bound[k];
    const w = simpsonWeights(grid);
    let cross = 0;
    for (let i = 0; i < grid.length; i++) cross += w[i] * density[i] * (normalCdf((-b - grid[i]) / sd) + normalSf((b - grid[i]) / sd));
    total += cross;
    const next = linspace(-b, b);
    density = next.map((t) => {
      let f = 0;
      for (let i = 0; i < grid.length; i++) f += w[i] * density[i] * phi((t - grid[i]) / sd);
      return f / sd;
    });
    grid = next;
  }
  return total;
}

function linspace(a: number, b: number): number[] {
  return Array.from({ length: GRID + 1 }, (_, i) => a + ((b - a) * i) / GRID);
}

function simpsonWeights(grid: number[]): number[] {
  const h = (grid[grid.length - 1] - grid[0]) / GRID;
  return grid.map((_, i) => ((i === 0 || i === GRID ? 1 : i % 2 ? 4 : 2) * h) / 3);
}
