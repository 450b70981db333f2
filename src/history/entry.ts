/**
 * One commit's history entry (types.ts HistoryEntry), made from what bench-review measured or read:
 * a suite's side (`record RESULTS...`, the HEAD side of a measured run: the per-run values of the
 * metrics the gate policy selects), or a report.json (`record --report`: only the head medians
 * and run counts a report carries, so its spread is unknown and low = high = median).
 *
 * The metrics recorded are those the gate would judge under the settings (review/gate.ts
 * policyGates): the tail quantiles of per-operation data (p99.9 only when well resolved), the
 * per-run mean of per-run data; they are the series the change points are searched in.
 */
import { runMetrics, type QuantileLevel } from '../compare/run-metrics.js';
import { runsAreOperations, TAIL_KINDS } from '../compare/compare-suite.js';
import { isTailMetric, metricOrder, quantileLevel, quantilesOf, thresholdFor, type MetricId, type Settings } from '../model/settings.js';
import type { Benchmark, Machine, Side, Suite } from '../model/types.js';
import type { Report } from '../review/contract.js';
import { policyGates } from '../review/gate.js';
import type { EntryBenchmark, EntryMachine, EntryMetric, HistoryEntry } from './types.js';

/** What identifies the commit an entry is about. */
export interface EntryFacts {
  commit: string;
  parent: string | null;
  /** ISO 8601. */
  time: string;
}

/** The machine facts the history keeps, from what bench-review measured or the results said; null when nothing is known. */
export function entryMachine(m: Machine | undefined | null, env: Record<string, string | undefined> = {}): EntryMachine | null {
  const imageOs = m?.extra?.imageOs ?? env.ImageOS;
  const hosted = (m?.extra?.runnerEnvironment ?? env.RUNNER_ENVIRONMENT) === 'github-hosted' || imageOs !== undefined;
  // A GitHub-hosted runner's name changes job by job ("GitHub Actions 12"): its image says which
  // machine type it is. A self-hosted runner's name is the machine.
  const runner = imageOs ?? (!hosted ? (m?.runnerName ?? env.RUNNER_NAME) : undefined);
  const out: EntryMachine = {
    cpuModel: m?.cpuModel ?? null,
    physicalCores: m?.physicalCores ?? null,
    logicalCores: m?.logicalCpus ?? null,
    os: m?.os ?? m?.runnerOs ?? null,
    runner: runner ?? null,
  };
  return Object.values(out).every((v) => v === null) ? null : out;
}

function median(sorted: readonly number[]): number {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/** An entry metric from per-run values (at least one). */
export function metricOfRuns(values: readonly number[]): EntryMetric {
  const sorted = [...values].sort((a, b) => a - b);
  return { runs: [...values], median: median(sorted), low: sorted[0], high: sorted[sorted.length - 1], n: values.length };
}

function levelsOf(settings: Settings): QuantileLevel[] {
  return quantilesOf(settings).map((id) => ({ id, p: quantileLevel(id)! }));
}

/**
 * One benchmark's side as per-run metric values: each run's metrics (run-metrics.ts); for runs of
 * one operation each (hyperfine executions), the pooled sample's, one value per metric.
 */
function perRunValues(b: Benchmark, side: Side, levels: readonly QuantileLevel[]) {
  const runs = b.runs[side];
  const values = new Map<MetricId, number[]>();
  const resolved = new Map<MetricId, boolean>();
  const add = (metrics: ReturnType<typeof runMetrics>['metrics']) => {
    for (const [id, m] of Object.entries(metrics) as Array<[MetricId, NonNullable<(typeof metrics)[MetricId]>]>) {
      if (!m.estimable || m.value === null || !Number.isFinite(m.value)) {
        resolved.set(id, false);
        continue;
      }
      (values.get(id) ?? values.set(id, []).get(id)!).push(m.value);
      resolved.set(id, (resolved.get(id) ?? true) && m.wellResolved);
    }
  };
  if (runsAreOperations(b)) {
    const pooled = Float64Array.from(runs.map((r) => (r.data.kind === 'per-run' ? r.data.value : NaN)));
    add(runMetrics({ kind: 'per-op', values: pooled }, levels).metrics);
    return { values, resolved, distribution: 'per-op' as const, pooled: runs.length };
  }
  for (const r of runs) add(runMetrics(r.data, levels).metrics);
  // A metric some run could not give is not recorded from the others.
  for (const [id, vs] of values) if (vs.length !== runs.length) values.delete(id);
  return { values, resolved, distribution: TAIL_KINDS.includes(b.sampleKind) ? ('per-op' as const) : ('per-run' as const), pooled: 0 };
}

/** The metrics of one benchmark's side the gate policy selects, with their per-run values. */
function benchmarkEntry(b: Benchmark, side: Side, settings: Settings, levels: readonly QuantileLevel[]): EntryBenchmark | undefined {
  if (b.runs[side].length === 0) return undefined;
  const { values, resolved, distribution, pooled } = perRunValues(b, side, levels);
  const computed = quantilesOf(settings) as MetricId[];
  const tailEstimable = [...values.keys()].some(
    (id) => isTailMetric(id) && computed.includes(id) && ((quantileLevel(id) ?? 0) < 0.999 - 1e-12 || resolved.get(id) === true),
  );
  const metrics: EntryBenchmark['metrics'] = {};
  for (const id of metricOrder(values.keys())) {
    if (!policyGates(id, distribution, settings, resolved.get(id) === true, tailEstimable)) continue;
    const vs = values.get(id)!;
    // A pooled sample's quantile is one value of `pooled` operations: no per-run spread.
    metrics[id] = pooled > 0 ? { median: vs[0], low: vs[0], high: vs[0], n: pooled } : metricOfRuns(vs);
  }
  return Object.keys(metrics).length ? { unit: b.unit, lowerIsBetter: b.lowerIsBetter, metrics } : undefined;
}

/** The thresholds in force for the metrics recorded: the configured one, raised by a global noise floor. */
function thresholdsOf(benchmarks: Record<string, EntryBenchmark>, settings: Settings): HistoryEntry['thresholds'] {
  const ids = new Set<MetricId>();
  for (const b of Object.values(benchmarks)) for (const id of Object.keys(b.metrics) as MetricId[]) ids.add(id);
  const out: HistoryEntry['thresholds'] = {};
  for (const id of metricOrder(ids)) out[id] = Math.max(thresholdFor(settings, id), settings.noiseFloor[id] ?? 0);
  return out;
}

/**
 * The entry of one side of a suite (`head` for a measured run, the only side for `record
 * RESULTS...`): per benchmark, the per-run values of the metrics the gate policy selects.
 */
export function entryFromSuite(
  suite: Suite,
  settings: Settings,
  facts: EntryFacts,
  options: { side?: Side; env?: Record<string, string | undefined> } = {},
): HistoryEntry {
  const side = options.side ?? 'head';
  const levels = levelsOf(settings);
  const benchmarks: Record<string, EntryBenchmark> = {};
  for (const b of suite.benchmarks) {
    const e = benchmarkEntry(b, side, settings, levels);
    if (e) Object.defineProperty(benchmarks, b.name, { value: e, enumerable: true, writable: true, configurable: true });
  }
  return {
    ...facts,
    machine: entryMachine(suite.machine[side], options.env),
    thresholds: thresholdsOf(benchmarks, settings),
    benchmarks,
  };
}

/**
 * The entry of a report.json's head side (`record --report`): the gated metrics' head medians
 * and run counts (a report keeps no per-run values, so low = high = median).
 */
export function entryFromReport(report: Report, facts: EntryFacts, env: Record<string, string | undefined> = {}): HistoryEntry {
  const benchmarks: Record<string, EntryBenchmark> = {};
  const thresholds: HistoryEntry['thresholds'] = {};
  for (const b of report.benchmarks) {
    if (b.runs.head === 0) continue;
    const metrics: EntryBenchmark['metrics'] = {};
    for (const id of metricOrder(Object.keys(b.metrics))) {
      const m = b.metrics[id];
      if (!m?.gated || m.head === null || !Number.isFinite(m.head)) continue;
      metrics[id] = { median: m.head, low: m.head, high: m.head, n: b.runs.head };
      thresholds[id] = report.settings.thresholds[id] ?? m.threshold;
    }
    if (Object.keys(metrics).length)
      Object.defineProperty(benchmarks, b.name, {
        value: { unit: b.unit, lowerIsBetter: b.lowerIsBetter, metrics },
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return { ...facts, machine: entryMachine(report.machine.head, env), thresholds, benchmarks };
}
