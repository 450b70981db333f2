/**
 * Noise floors from an A/A session (methodology §6.5): one commit measured against itself, R runs
 * per side, interleaved. For each benchmark and metric the A/A estimates are the one-run-per-side
 * log ratios r = ln(head_j / base_i) of every (base run i, head run j) pair — R × R estimates,
 * K ≥ 20 from 5 runs per side — and the floor is exp(quantile_0.95(|r|)) − 1 (Type 7).
 *
 * Why single-run pairs rather than split halves: a floor is what lets a one-run-per-side
 * comparison gate, so it must bound what one run against one run does under no change; a floor
 * from R-run estimates would understate that and let single runs fail on noise. Pairs across the
 * sides keep what differs between two checkouts and setups of the same commit (build, layout,
 * position in the interleaved order), which pairs within one side would miss. For comparisons
 * with many runs per side the floor is conservative (it raises the threshold to the noise of one
 * run). The pairs share runs, so the K estimates are not independent: the quantile is an estimate
 * of the spread, not a test. Deterministic: no resampling, no random numbers.
 */
import { METRIC_IDS, type MetricId } from '../model/settings.js';
import { AA_QUANTILE, MAX_WRITTEN_FLOOR, MIN_AA_ESTIMATES, type NoiseFloors } from '../model/noise-floor.js';
import type { Benchmark } from '../model/types.js';
import { quantileType7 } from '../stats/index.js';
import { runsAreOperations, TAIL_KINDS } from './compare-suite.js';
import { runMetrics } from './run-metrics.js';

/** ln(head_j / base_i) for every pair of usable (finite, > 0) per-run values. */
export function aaLogRatios(base: readonly number[], head: readonly number[]): number[] {
  const ok = (v: number) => Number.isFinite(v) && v > 0;
  const out: number[] = [];
  for (const a of base.filter(ok)) for (const b of head.filter(ok)) out.push(Math.log(b / a));
  return out;
}

/** exp(quantile_0.95(|r|)) − 1, or undefined with fewer than MIN_AA_ESTIMATES estimates. */
export function floorOf(logRatios: readonly number[]): number | undefined {
  if (logRatios.length < MIN_AA_ESTIMATES) return undefined;
  const abs = Float64Array.from(logRatios, Math.abs).sort();
  return Math.expm1(quantileType7(abs, AA_QUANTILE));
}

/** Why a benchmark got no floor for a metric. */
export interface FloorGap {
  benchmark: string;
  /** Absent: the whole benchmark. */
  metric?: MetricId;
  reason: 'single-operation-runs' | 'one-side-only' | 'too-few-runs';
  /** A/A estimates available (too-few-runs). */
  estimates?: number;
}

export interface CalibratedFloors {
  floors: NoiseFloors;
  gaps: FloorGap[];
}

/**
 * The floors of every benchmark of an A/A suite, metric by metric: the quantiles p50…p99.9 and
 * min and mean where the runs carry per-operation data, the per-run mean otherwise (what compare
 * compares; max is never gated and gets none). A metric that is not estimable in a run leaves
 * that run out; fewer than MIN_AA_ESTIMATES pairs give no floor. Benchmarks whose runs are single
 * operations (hyperfine executions) are compared on pooled values, not run by run: no floor.
 */
export function calibrateFloors(benchmarks: readonly Benchmark[]): CalibratedFloors {
  const floors: NoiseFloors = {};
  const gaps: FloorGap[] = [];
  for (const b of benchmarks) {
    if (b.runs.base.length === 0 || b.runs.head.length === 0) {
      gaps.push({ benchmark: b.name, reason: 'one-side-only' });
      continue;
    }
    if (runsAreOperations(b)) {
      gaps.push({ benchmark: b.name, reason: 'single-operation-runs' });
      continue;
    }
    const base = b.runs.base.map((r) => runMetrics(r.data));
    const head = b.runs.head.map((r) => runMetrics(r.data));
    const metrics: MetricId[] = TAIL_KINDS.includes(b.sampleKind) ? METRIC_IDS.filter((m) => m !== 'max') : ['mean'];
    const own: Partial<Record<MetricId, number>> = {};
    for (const metric of metrics) {
      const values = (rs: typeof base) =>
        rs.flatMap((r) => (r.metrics[metric]?.estimable && r.metrics[metric]?.value != null ? [r.metrics[metric]!.value!] : []));
      const ratios = aaLogRatios(values(base), values(head));
      const floor = floorOf(ratios);
      if (floor === undefined) gaps.push({ benchmark: b.name, metric, reason: 'too-few-runs', estimates: ratios.length });
      // As measured, however large (a floor of 1000 % or more says the metric cannot be gated on
      // this runner: model/noise-floor.ts UNGATEABLE_FLOOR), within a finite cap for JSON.
      else own[metric] = Math.round(Math.min(floor, MAX_WRITTEN_FLOOR) * 1e6) / 1e6;
    }
    // Names are untrusted text: `__proto__` is a benchmark like any other, never the object's prototype.
    if (Object.keys(own).length > 0)
      Object.defineProperty(floors, b.name, { value: own, enumerable: true, writable: true, configurable: true });
  }
  return { floors, gaps };
}
