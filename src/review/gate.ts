/**
 * The gate policy, decided on compare/'s numbers (methodology §7.2–7.3): which metrics gate, each
 * metric's verdict against its threshold, Benjamini–Hochberg across the gated metrics with the
 * FCR-adjusted interval for confirmed regressions, each benchmark's verdict, and the status.
 */
import type { BenchmarkComparison, Comparison } from '../compare/compare-suite.js';
import { TAIL_KINDS } from '../compare/compare-suite.js';
import { asCost, type MetricComparison } from '../compare/metric-compare.js';
import { message, type Message } from '../model/message.js';
import { METRIC_IDS, type MetricId, type Settings } from '../model/settings.js';
import type { Benchmark, SampleKind } from '../model/types.js';
import { bhAdjust, hlRatio } from '../stats/index.js';

export type Verdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive' | 'insufficient-data';
export type Status = 'pass' | 'fail' | 'neutral';

export interface MetricDecision {
  metric: MetricId;
  /** What compare/ measured. */
  comparison: MetricComparison;
  gated: boolean;
  verdict: Verdict;
  /** Benjamini–Hochberg confirmed this regression. */
  confirmed: boolean;
  /** The interval shown: compare's, or the FCR-adjusted one for a confirmed regression. */
  ciLow: number | null;
  ciHigh: number | null;
  confidence: number | null;
  /** Runs per side that would resolve an inconclusive verdict (set only for those). */
  runsNeeded?: number;
  /** compare's notes, then the gate's (ids `review.*`). */
  notes: Message[];
}

export interface BenchmarkDecision {
  benchmark: Benchmark;
  comparison: BenchmarkComparison;
  metrics: Partial<Record<MetricId, MetricDecision>>;
  verdict: Verdict;
}

export interface GateDecision {
  settings: Settings;
  /** The comparison the gate decided on (the report and its asks read it). */
  comparison: Comparison;
  benchmarks: BenchmarkDecision[];
  status: Status;
  /** Gated metrics in the Benjamini–Hochberg family. */
  gatedCount: number;
  /** How many gated metrics got an interval at all. */
  judgedCount: number;
}

/** Which metrics the gate policy selects for a benchmark of this kind. */
export function policyGates(metric: MetricId, kind: SampleKind, settings: Settings, p999WellResolved: boolean): boolean {
  if (metric === 'max' || metric === 'min') return false;
  const failOn = settings.failOn === 'never' ? 'tail' : settings.failOn;
  if (!TAIL_KINDS.includes(kind)) return metric === 'mean' && failOn === 'any';
  if (metric === 'mean') return false;
  if (metric === 'p50') return failOn === 'any';
  if (metric === 'p99.9') return p999WellResolved;
  return true;
}

/**
 * One run per side measures no run-to-run noise: such a metric is advisory unless a noise floor
 * was measured for it (and then only with a within-run interval).
 */
function gates(m: MetricComparison, policy: boolean, settings: Settings): boolean {
  if (!policy || !m.singleRun) return policy;
  return m.method === 'within-run' && settings.noiseFloor[m.metric] !== undefined;
}

export function verdictOf(ratio: number, lo: number, hi: number, t: number, lowerIsBetter: boolean): Verdict {
  const [, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter);
  if (!Number.isFinite(cHi) || cLo <= 0) return 'insufficient-data';
  if (cLo > 1 + t) return 'regression';
  if (cHi < 1 / (1 + t)) return 'improvement';
  if (cLo >= 1 / (1 + t) && cHi <= 1 + t) return 'no-change';
  return 'inconclusive';
}

function metricDecision(m: MetricComparison, gated: boolean): MetricDecision {
  const verdict = m.ratio !== null && m.ciLow !== null && m.ciHigh !== null ? verdictOf(m.ratio, m.ciLow, m.ciHigh, m.threshold, m.lowerIsBetter) : 'insufficient-data';
  return {
    metric: m.metric,
    comparison: m,
    gated,
    verdict,
    confirmed: false,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    confidence: m.confidence,
    ...(verdict === 'inconclusive' && m.runsNeeded !== undefined ? { runsNeeded: m.runsNeeded } : {}),
    notes: [...m.notes],
  };
}

function benchmarkVerdict(metrics: MetricDecision[]): Verdict {
  const gated = metrics.filter((m) => m.gated);
  if (gated.some((m) => m.verdict === 'regression')) return 'regression';
  if (gated.some((m) => m.verdict === 'improvement')) return 'improvement';
  if (gated.length > 0 && gated.every((m) => m.verdict === 'no-change')) return 'no-change';
  if (gated.some((m) => m.verdict === 'inconclusive' || m.verdict === 'no-change')) return 'inconclusive';
  return 'insufficient-data';
}

/**
 * Benjamini–Hochberg over the gated metrics' min(1, 2·p_worse). A regression the procedure does
 * not confirm becomes inconclusive; confirmed ones are shown at the FCR-adjusted level 1 − R·q/m.
 */
function applyMultiplicity(gated: MetricDecision[], settings: Settings): void {
  const family = gated.filter((m) => m.comparison.pWorse !== null);
  if (family.length === 0) return;
  const adjusted = bhAdjust(family.map((m) => Math.min(1, 2 * m.comparison.pWorse!)));
  const rejected = family.filter((_, i) => adjusted[i] <= settings.q);
  const fcrAlpha = (Math.max(1, rejected.length) * settings.q) / family.length;
  family.forEach((m, i) => {
    if (m.verdict !== 'regression') return;
    if (adjusted[i] > settings.q) {
      m.verdict = 'inconclusive';
      m.notes.push(message('review.not-confirmed', { family: family.length, adjustedP: adjusted[i] }));
      return;
    }
    m.confirmed = true;
    const c = m.comparison;
    if (c.method === 'across-runs' && family.length > 1) {
      const hl = hlRatio(c.values.base, c.values.head, { alpha: fcrAlpha });
      if (hl.upper < Infinity && hl.lower > 0) {
        m.ciLow = hl.lower;
        m.ciHigh = hl.upper;
        m.confidence = hl.coverage;
        m.notes.push(message('review.fcr-interval', { level: 1 - fcrAlpha }));
      }
    }
  });
}

/** Decide the gate on a comparison. Pure; every verdict and number follows from compare's output. */
export function decideGate(c: Comparison): GateDecision {
  const { settings } = c;
  const gated: MetricDecision[] = [];
  const benchmarks: BenchmarkDecision[] = c.benchmarks.map((bc) => {
    const metrics: Partial<Record<MetricId, MetricDecision>> = {};
    for (const id of METRIC_IDS) {
      const m = bc.metrics[id];
      if (!m) continue;
      const d = metricDecision(m, gates(m, policyGates(id, bc.benchmark.sampleKind, settings, bc.p999WellResolved), settings));
      metrics[id] = d;
      if (d.gated) gated.push(d);
    }
    return { benchmark: bc.benchmark, comparison: bc, metrics, verdict: 'insufficient-data' as Verdict };
  });
  applyMultiplicity(gated, settings);
  for (const b of benchmarks) b.verdict = benchmarkVerdict(Object.values(b.metrics) as MetricDecision[]);
  const judgedCount = gated.filter((m) => m.verdict !== 'insufficient-data').length;
  const failed = gated.some((m) => m.verdict === 'regression' && m.confirmed);
  const status: Status = settings.failOn !== 'never' && failed ? 'fail' : judgedCount === 0 ? 'neutral' : 'pass';
  return { settings, comparison: c, benchmarks, status, gatedCount: gated.length, judgedCount };
}
