/**
 * Load sweeps, assembled from the per-benchmark comparisons (pure: numbers only, no decisions).
 *
 * A sweep is the latency benchmarks (lower-is-better times) with one sweep name, measure, unit and
 * load parameter, at two or more load values. The sweep name is the tool's name without the load
 * token when the load was read from the name (`GET /api rate=1000` → `GET /api`; model/load.ts),
 * else the tool's name. Each point carries:
 * - the latency comparison of that point (p50, p99, p99.9, mean, and any SLO quantile): the same
 *   MetricComparison the benchmark's own row has, intervals included;
 * - per side, the standard deviation of the latency (median over runs of each run's sd; a number to
 *   show, never compared), and the achieved throughput: the median over runs of the throughput
 *   benchmark of the same point (same name and load, unit ops/s, higher is better), with its comparison;
 * - per side, whether the offered rate was sustained: for param `rate`, achieved ≥ 0.9 × offered;
 *   null when it cannot be said (no throughput measured, or a concurrency sweep, which offers no rate);
 * - per side and SLO condition, where the side's value of the quantile lies: `[lo, hi]` with its basis
 *   (see {@link sloBound}); review/sweep.ts decides meets / violates / undecided from it.
 */
import type { MetricId, Settings, SloCondition } from '../model/settings.js';
import { quantileLevel } from '../model/settings.js';
import { loadFromName } from '../model/load.js';
import type { Benchmark, RunData, Side } from '../model/types.js';
import { median, orderStatisticInterval } from '../stats/index.js';
import type { BenchmarkComparison, Comparison } from './compare-suite.js';
import type { MetricComparison } from './metric-compare.js';
import { orderOf } from './run-metrics.js';

/** The latency metrics a sweep shows per point (SLO quantiles are added when not among them). */
const SWEEP_METRICS: readonly MetricId[] = ['p50', 'p99', 'p99.9', 'mean'];

/** A rate a side achieved below this share of the offered rate was not sustained. */
const SUSTAINED_SHARE = 0.9;

/**
 * Where a side's value of an SLO quantile lies at one point:
 * - `runs` (two or more runs): [lo, hi] is the range of the runs' own values (each run's quantile);
 *   the SLO is met when every run met it, violated when every run violated it;
 * - `within-run` (one run with its samples or histogram): the run's distribution-free interval of
 *   the quantile at level 1 − α (order statistics; ±∞ when too few samples);
 * - `value` (one run of printed percentiles: no interval exists): lo = hi = the printed value.
 * `lo`/`hi` are null (basis `none`) when some run of the side has no value of that quantile at this
 * point (too few samples for it, or not printed): the other runs alone would bias the bound.
 */
export interface SloBound {
  metric: MetricId;
  limit: number;
  lo: number | null;
  hi: number | null;
  basis: 'runs' | 'within-run' | 'value' | 'none';
}

export interface SweepSide {
  runs: number;
  /** Median over runs of the achieved throughput (ops/s); null without a throughput measurement. */
  achieved: number | null;
  /** Achieved ≥ 0.9 × offered (param `rate` only); null when it cannot be said. */
  sustained: boolean | null;
  /** Median over runs of each run's standard deviation of the latency; null when no run gives one. */
  stdDev: number | null;
  /** One per SLO condition, in the settings' order. */
  slo: SloBound[];
}

export interface SweepPoint {
  /** The load value (offered requests/s for `rate`, a count for concurrency). */
  value: number;
  /** The offered rate (param `rate`), else null. */
  offered: number | null;
  /** The latency benchmark of this point. */
  latency: BenchmarkComparison;
  /** The throughput benchmark of this point, when measured. */
  throughput: BenchmarkComparison | null;
  metrics: Partial<Record<MetricId, MetricComparison>>;
  /** The throughput's per-run comparison (its `mean`), when measured on both sides. */
  throughputMetric: MetricComparison | null;
  sides: Record<Side, SweepSide>;
}

export interface SweepComparison {
  /** The sweep's name: the tool's name without the load. */
  name: string;
  measure: string;
  unit: string;
  param: string;
  points: SweepPoint[];
  slo: SloCondition[];
}

/** The benchmark's name without its load token when the name carries one of the benchmark's load parameter (model/build.ts: a name's token wins over the tool's load of another parameter). */
export function sweepName(b: Benchmark, sweepParam?: string): string {
  if (!b.load) return b.toolName;
  const r = loadFromName(b.toolName, sweepParam);
  return r && 'found' in r && r.found.load.param === b.load.param ? r.found.rest : b.toolName;
}

/** A run's standard deviation (n − 1), when its data has one. */
export function runStdDev(d: RunData): number | null {
  if (d.kind === 'summary' || d.kind === 'percentiles') return d.sd ?? null;
  if (d.kind === 'per-op') {
    const n = d.values.length;
    if (n < 2) return null;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += d.values[i];
    mean /= n;
    let ss = 0;
    for (let i = 0; i < n; i++) ss += (d.values[i] - mean) ** 2;
    return Math.sqrt(ss / (n - 1));
  }
  if (d.kind === 'histogram') {
    const h = d.histogram;
    if (h.total < 2) return null;
    let mean = 0;
    for (let i = 0; i < h.values.length; i++) mean += h.values[i] * h.counts[i];
    mean /= h.total;
    let ss = 0;
    for (let i = 0; i < h.values.length; i++) ss += h.counts[i] * (h.values[i] - mean) ** 2;
    return Math.sqrt(ss / (h.total - 1));
  }
  return null;
}

/** A run's throughput value: a per-run value or a summary's mean. */
function throughputOf(d: RunData): number | null {
  if (d.kind === 'per-run') return d.value;
  if (d.kind === 'summary') return d.mean;
  return null;
}

/** Where one side's value of an SLO quantile lies (see {@link SloBound}). */
export function sloBound(c: SloCondition, b: Benchmark, m: MetricComparison | undefined, side: Side, alpha: number): SloBound {
  const none: SloBound = { metric: c.metric, limit: c.limit, lo: null, hi: null, basis: 'none' };
  const runs = b.runs[side];
  const values = m ? m.values[side] : [];
  // A run that cannot give the quantile (too few samples) says nothing of it: no bound from the others.
  if (values.length === 0 || values.length < runs.length) return none;
  if (runs.length >= 2) return { ...none, lo: Math.min(...values), hi: Math.max(...values), basis: 'runs' };
  const p = quantileLevel(c.metric);
  if (p !== undefined) {
    const order = orderOf(runs[0].data);
    if (order) {
      const iv = orderStatisticInterval(order.n, p, 1 - alpha);
      return { ...none, lo: order.at(iv.lo), hi: order.at(iv.hi), basis: 'within-run' };
    }
  }
  return { ...none, lo: values[0], hi: values[0], basis: 'value' };
}

/** A duration, lower is better: the latency of a sweep point (and what a time claim is about). */
export const isLatency = (b: Pick<Benchmark, 'unit' | 'lowerIsBetter'>): boolean => b.lowerIsBetter && b.unit === 'ns';

/**
 * A per-run rate, higher is better: any unit ending in `/s` (`ops/s` requests, autocannon's `B/s`
 * bytes, `MB/s`…). The one predicate for "throughput" (review/gate.ts: reported but not gated beside
 * latency under `fail-on: auto`).
 */
export const isThroughput = (b: Pick<Benchmark, 'unit' | 'lowerIsBetter'>): boolean => !b.lowerIsBetter && b.unit.endsWith('/s');

/** The achieved request rate of a sweep point: a throughput in operations (requests) per second. */
const isRequestRate = (b: Benchmark) => isThroughput(b) && b.unit === 'ops/s';

/** wrk2 `-U`'s uncorrected latency (`GET / (uncorrected)`): shown in a sweep, never its capacity. */
const isUncorrected = (name: string): boolean => name.endsWith(' (uncorrected)');

/** Every sweep of a comparison, in the order their first point appears in the suite. */
export function compareSweeps(c: Comparison): SweepComparison[] {
  const settings: Settings = c.settings;
  const slo = settings.slo ?? [];
  const named = c.benchmarks
    .filter((bc) => bc.benchmark.load !== undefined)
    .map((bc) => ({ bc, name: sweepName(bc.benchmark, settings.sweepParam) }));
  const throughputAt = new Map<string, BenchmarkComparison>();
  const at = (name: string, b: Benchmark) => `${name}\u0000${b.load!.param}\u0000${b.load!.value}`;
  for (const { bc, name } of named)
    if (isRequestRate(bc.benchmark) && !throughputAt.has(at(name, bc.benchmark))) throughputAt.set(at(name, bc.benchmark), bc);
  const groups = new Map<string, Array<{ bc: BenchmarkComparison; name: string }>>();
  for (const x of named) {
    if (!isLatency(x.bc.benchmark)) continue;
    const b = x.bc.benchmark;
    const key = `${x.name}\u0000${b.measure}\u0000${b.unit}\u0000${b.load!.param}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(x);
  }
  const shown = [...SWEEP_METRICS, ...slo.map((s) => s.metric).filter((id) => !SWEEP_METRICS.includes(id))];
  const out: SweepComparison[] = [];
  for (const members of groups.values()) {
    if (new Set(members.map((x) => x.bc.benchmark.load!.value)).size < 2) continue;
    const first = members[0].bc.benchmark;
    const points = members
      .map(({ bc, name }): SweepPoint => {
        const b = bc.benchmark;
        const value = b.load!.value;
        const offered = b.load!.param === 'rate' ? value : null;
        const tp = throughputAt.get(at(name, b)) ?? null;
        const metrics: Partial<Record<MetricId, MetricComparison>> = {};
        for (const id of shown) if (bc.metrics[id]) metrics[id] = bc.metrics[id];
        const side = (s: Side): SweepSide => {
          const achieved = tp ? median(tp.benchmark.runs[s].map((r) => throughputOf(r.data)).filter((v): v is number => v !== null)) : null;
          const stdDevs = b.runs[s].map((r) => runStdDev(r.data)).filter((v): v is number => v !== null);
          return {
            runs: b.runs[s].length,
            achieved,
            sustained: offered !== null && achieved !== null ? achieved >= SUSTAINED_SHARE * offered : null,
            stdDev: median(stdDevs),
            slo: isUncorrected(name) ? [] : slo.map((cond) => sloBound(cond, b, bc.metrics[cond.metric], s, settings.alpha)),
          };
        };
        return {
          value,
          offered,
          latency: bc,
          throughput: tp,
          metrics,
          throughputMetric: tp?.metrics.mean ?? null,
          sides: { base: side('base'), head: side('head') },
        };
      })
      .sort((x, y) => x.value - y.value);
    // Coordinated omission makes the uncorrected latency flatter than the service: never a capacity.
    out.push({
      name: members[0].name,
      measure: first.measure,
      unit: first.unit,
      param: first.load!.param,
      points,
      slo: isUncorrected(members[0].name) ? [] : slo,
    });
  }
  return out;
}
