/**
 * Diagnostics that never gate (methodology §7.2 step 5 and §0 item 7): benchstat's two-sided
 * Mann–Whitney "~", a "shape changed" test, a multimodality warning, and "runs vary more than
 * samples within a run".
 */
import { ksTwoSample, mannWhitney, mulberry32, mValue } from '../stats/index.js';
import type { RunMetrics } from './run-metrics.js';
import type { MetricId } from '../model/settings.js';

export interface Diagnostics {
  /** Two-sided Mann–Whitney p on per-run values of the central metric; null when not computable. */
  mannWhitneyP: number | null;
  /** benchstat's rendering: "~" when p > α, else the signed change of the medians. */
  benchstat: string | null;
  /**
   * Kolmogorov–Smirnov on median-normalised distributions: the shape (not the location) changed.
   * With ≥ 3 runs per side its p is a run-level permutation p (the run is the unit).
   */
  shapeChanged: { d: number; p: number } | null;
  /** Gregg's m-value per side when a side looks multimodal (> 3.2). */
  multimodal: { base: number | null; head: number | null } | null;
  /** Spread of per-run values relative to the spread one run's sampling would explain. */
  runVariance: { metric: MetricId; ratio: number } | null;
}

function pooledSketch(runs: RunMetrics[]): Float64Array | null {
  const parts = runs.map((r) => r.sketch).filter((s): s is Float64Array => s !== undefined);
  return parts.length === 0 ? null : concat(parts);
}

function centralValues(runs: RunMetrics[]): { metric: MetricId; values: number[] } {
  for (const metric of ['p50', 'mean'] as const) {
    const values = runs.map((r) => r.metrics[metric]).filter((m) => m?.estimable && m.value !== null).map((m) => m!.value!);
    if (values.length === runs.length && values.length > 0) return { metric, values };
  }
  return { metric: 'p50', values: [] };
}

function medianOf(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Robust spread of per-run log values divided by the spread a single run's sampling predicts. */
function runVariance(runs: RunMetrics[]): { metric: MetricId; ratio: number } | null {
  if (runs.length < 3) return null;
  const metric: MetricId = 'p50';
  const logs = runs.map((r) => r.metrics[metric]?.value).filter((v): v is number => typeof v === 'number' && v > 0).map(Math.log);
  if (logs.length < 3 || runs.some((r) => !r.medianInterval)) return null;
  const med = medianOf(logs);
  const between = 1.4826 * medianOf(logs.map((x) => Math.abs(x - med)));
  const z = 1.959963984540054;
  const within = medianOf(runs.map(({ medianInterval: iv }) => (iv!.lo > 0 ? Math.log(iv!.hi / iv!.lo) / (2 * z) : NaN)));
  if (!Number.isFinite(within) || within <= 0 || !Number.isFinite(between)) return null;
  return { metric, ratio: between / within };
}

const PERMUTATIONS = 199;

function concat(parts: Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/**
 * Run-level permutation p of the shape test: how often a random split of the runs into two groups
 * of the same sizes gives a Kolmogorov–Smirnov distance at least `observed`. Every run needs a
 * sketch (p = 1 otherwise); with fewer than 3 runs per side the permutations are too few to mean much.
 */
export function runLevelShapeP(base: RunMetrics[], head: RunMetrics[], observed: number): number {
  const sketches = [...base, ...head].map((r) => r.sketch);
  if (sketches.some((s) => s === undefined)) return 1;
  const runs = sketches as Float64Array[];
  const random = mulberry32(0x5eed + runs.length);
  const order = runs.map((_, i) => i);
  let atLeast = 0;
  for (let k = 0; k < PERMUTATIONS; k++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const a = concat(order.slice(0, base.length).map((i) => runs[i]));
    const b = concat(order.slice(base.length).map((i) => runs[i]));
    if (ksTwoSample(a, b, { method: 'asymp' }).d >= observed - 1e-12) atLeast++;
  }
  return (1 + atLeast) / (1 + PERMUTATIONS);
}

/**
 * `sketches`, when given, replace the runs' own sketches for the shape tests: runs of one
 * operation each have none, and their pooled values are the distribution.
 */
export function diagnose(base: RunMetrics[], head: RunMetrics[], alpha: number, sketches?: { base: Float64Array | undefined; head: Float64Array | undefined }): Diagnostics {
  const a = centralValues(base);
  const b = centralValues(head);
  let mannWhitneyP: number | null = null;
  let benchstat: string | null = null;
  if (a.values.length >= 2 && b.values.length >= 2 && a.metric === b.metric) {
    mannWhitneyP = mannWhitney(a.values, b.values, { alternative: 'two-sided' }).p;
    const change = (medianOf(b.values) / medianOf(a.values) - 1) * 100;
    benchstat = mannWhitneyP > alpha ? '~' : `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
  }
  const sa = sketches ? (sketches.base ?? null) : pooledSketch(base);
  const sb = sketches ? (sketches.head ?? null) : pooledSketch(head);
  let shapeChanged: Diagnostics['shapeChanged'] = null;
  let multimodal: Diagnostics['multimodal'] = null;
  if (sa && sb) {
    const ks = ksTwoSample(sa, sb, { method: 'asymp' });
    if (ks.p < 0.001 && ks.d >= 0.1) {
      // The asymptotic p treats every pooled sample as independent. With several runs per side the
      // run is the unit (methodology §6.3): confirm against run-label permutations, so run-to-run
      // differences in shape on an A/A pair are not called a change.
      // One or two runs per side cannot tell the two apart: the within-run test stands, as a question only.
      const p = sketches || base.length < 3 || head.length < 3 ? ks.p : runLevelShapeP(base, head, ks.d);
      if (p < 0.01) shapeChanged = { d: ks.d, p };
    }
    // On the log scale a slow mode is as wide as the fast one; in linear units its height (and so
    // its share of the m-value) shrinks by the ratio of the modes.
    const ma = mValue(sa.map(Math.log));
    const mb = mValue(sb.map(Math.log));
    if (ma > 3.2 || mb > 3.2) multimodal = { base: ma > 3.2 ? ma : null, head: mb > 3.2 ? mb : null };
  }
  const va = runVariance(base);
  const vb = runVariance(head);
  const worst = [va, vb].filter((v) => v !== null).sort((x, y) => y!.ratio - x!.ratio)[0] ?? null;
  return { mannWhitneyP, benchstat, shapeChanged, multimodal, runVariance: worst && worst.ratio > 3 ? worst : null };
}
