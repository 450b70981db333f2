/**
 * Generated histories of main (issue 27) for the dashboard's tests, its screenshot and its benchmark:
 * seeded entries, one per commit, with level steps at known commits and runner changes, in the
 * shape bench-review record writes (src/history/types.ts), or as series directly for large
 * benchmarks. Every commit gets noise around its level, so change points have something to stand
 * out from.
 */
import type { MetricId } from '../../src/model/settings.js';
import type { ChangePoint, EntryMachine, HistoryEntry, Series, SeriesPoint } from '../../src/history/types.js';
import { normal, rng } from './build.js';

export interface HistorySpec {
  seed: number;
  commits: number;
  /** Benchmark names, or how many to name (realistic names, made up from the seed). */
  benchmarks: number | string[];
  /** Default p50 and p99. */
  metrics?: MetricId[];
  /** A level step: from commit `at` on, benchmark `benchmark`'s metrics are `factor` times higher. */
  steps?: Array<{ benchmark: number; at: number; factor: number }>;
  /** Commits at which the runner changes (all benchmarks), each moving every level by `factor`. */
  machineChanges?: Array<{ at: number; factor: number }>;
  /** Relative noise of a commit's level (default 1.5 %) and of the runs around it (default 3 %). */
  noise?: number;
  spread?: number;
  runs?: number;
  /** Time of the first commit (ISO); one commit every 3 hours after it. */
  start?: string;
}

const GROUPS = ['http', 'db', 'parse', 'render', 'cache', 'queue', 'codec', 'auth', 'search', 'storage'];
const OPS = [
  'GET /api/items',
  'POST /api/orders',
  'query users',
  'insert batch',
  'json decode',
  'protobuf encode',
  'lookup',
  'scan',
  'compress',
  'hash',
];
const SIZES = ['size=64', 'size=1KiB', 'size=64KiB', 'conns=16', 'conns=256', 'rows=1000', 'depth=8', 'threads=4'];

const MACHINES: EntryMachine[] = [
  { cpuModel: 'AMD EPYC 7763 64-Core Processor', physicalCores: 2, logicalCores: 4, os: 'linux', runner: 'ubuntu24/20250105.1' },
  {
    cpuModel: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz',
    physicalCores: 2,
    logicalCores: 4,
    os: 'linux',
    runner: 'ubuntu24/20250302.1',
  },
  { cpuModel: 'AMD EPYC 9V74 80-Core Processor', physicalCores: 2, logicalCores: 4, os: 'linux', runner: 'ubuntu24/20250511.1' },
];

/** A 40-hex-digit commit id from the random stream. */
function sha(r: () => number): string {
  let s = '';
  for (let i = 0; i < 5; i++)
    s += Math.floor(r() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return s;
}

/** Distinct realistic benchmark names. */
export function benchmarkNames(count: number, seed: number): string[] {
  const r = rng(seed ^ 0x5eed);
  const out = new Set<string>();
  for (let i = 0; out.size < count; i++) {
    const name = `${GROUPS[Math.floor(r() * GROUPS.length)]}/${OPS[Math.floor(r() * OPS.length)]} ${SIZES[Math.floor(r() * SIZES.length)]}`;
    out.add(out.has(name) ? `${name} #${i}` : name);
  }
  return [...out];
}

export function generateEntries(spec: HistorySpec): HistoryEntry[] {
  const r = rng(spec.seed);
  const names = typeof spec.benchmarks === 'number' ? benchmarkNames(spec.benchmarks, spec.seed) : spec.benchmarks;
  const metrics = spec.metrics ?? ['p50', 'p99'];
  const noise = spec.noise ?? 0.015;
  const spread = spec.spread ?? 0.03;
  const runs = spec.runs ?? 10;
  const start = Date.parse(spec.start ?? '2025-01-06T09:00:00Z');
  // Per benchmark: a level (0.05 ms to 50 ms, log-uniform) and how far its tail sits above it.
  const base = names.map(() => ({ level: 0.05 * 1000 ** r(), tail: 1.8 + 2.5 * r(), unit: 'ms' }));
  const changes = [...(spec.machineChanges ?? [])].sort((a, b) => a.at - b.at);
  const entries: HistoryEntry[] = [];
  let parent: string | null = null;
  for (let c = 0; c < spec.commits; c++) {
    const commit = sha(r);
    const machineIndex = changes.filter((m) => m.at <= c).length;
    const machineFactor = changes.filter((m) => m.at <= c).reduce((f, m) => f * m.factor, 1);
    const benchmarks: HistoryEntry['benchmarks'] = {};
    names.forEach((name, b) => {
      const step = (spec.steps ?? []).filter((s) => s.benchmark === b && s.at <= c).reduce((f, s) => f * s.factor, 1);
      const level = base[b].level * step * machineFactor * Math.exp(noise * normal(r));
      const m: HistoryEntry['benchmarks'][string]['metrics'] = {};
      for (const id of metrics) {
        const median = id === 'p50' ? level : level * base[b].tail * Math.exp(noise * normal(r));
        const low = median * Math.exp(-spread * (0.5 + r()));
        const high = median * Math.exp(spread * (0.5 + r()) * (id === 'p50' ? 1 : 2));
        m[id] = { median, low, high, n: runs };
      }
      benchmarks[name] = { unit: base[b].unit, lowerIsBetter: true, metrics: m };
    });
    entries.push({
      commit,
      parent,
      time: new Date(start + c * 3 * 3600 * 1000).toISOString(),
      machine: MACHINES[machineIndex % MACHINES.length],
      thresholds: Object.fromEntries(metrics.map((id) => [id, id === 'p50' ? 0.05 : 0.15])),
      benchmarks,
    });
    parent = commit;
  }
  return entries;
}

/**
 * The same kind of history as series directly (p50 and p99 per benchmark), without entries: what
 * bench/dashboard.ts needs for thousands of benchmarks × thousands of commits. With the change
 * point of every step (both metrics; kind regression when it goes up).
 */
export function generateSeries(spec: HistorySpec): { series: Series[]; changePoints: ChangePoint[] } {
  const r = rng(spec.seed);
  const names = typeof spec.benchmarks === 'number' ? benchmarkNames(spec.benchmarks, spec.seed) : spec.benchmarks;
  const noise = spec.noise ?? 0.015;
  const spread = spec.spread ?? 0.03;
  const n = spec.runs ?? 10;
  const start = Date.parse(spec.start ?? '2025-01-06T09:00:00Z');
  const commits = Array.from({ length: spec.commits }, () => sha(r));
  const times = commits.map((_, c) => new Date(start + c * 3 * 3600 * 1000).toISOString());
  const changes = [...(spec.machineChanges ?? [])].sort((a, b) => a.at - b.at);
  const machineKeys = commits.map((_, c) => {
    const m = MACHINES[changes.filter((x) => x.at <= c).length % MACHINES.length];
    return [m.cpuModel, m.physicalCores, m.logicalCores, m.os, m.runner].join('|');
  });
  const machineFactor = commits.map((_, c) => changes.filter((x) => x.at <= c).reduce((f, x) => f * x.factor, 1));
  const series: Series[] = [];
  const changePoints: ChangePoint[] = [];
  names.forEach((benchmark, b) => {
    const level = 0.05 * 1000 ** r();
    const tail = 1.8 + 2.5 * r();
    const steps = (spec.steps ?? []).filter((s) => s.benchmark === b);
    for (const [metric, factor, threshold] of [
      ['p50', 1, 0.05],
      ['p99', tail, 0.15],
    ] as const) {
      const points: SeriesPoint[] = commits.map((commit, c) => {
        const step = steps.filter((s) => s.at <= c).reduce((f, s) => f * s.factor, 1);
        const value = level * factor * step * machineFactor[c] * Math.exp(noise * normal(r));
        return {
          commit,
          time: times[c],
          value,
          low: value * Math.exp(-spread * (0.5 + r())),
          high: value * Math.exp(spread * (0.5 + r())),
          n,
          machineKey: machineKeys[c],
        };
      });
      series.push({ benchmark, metric, unit: 'ms', lowerIsBetter: true, threshold, points });
      for (const s of steps) {
        changePoints.push({
          benchmark,
          metric,
          commit: commits[s.at],
          previousCommit: commits[s.at - 1],
          index: s.at,
          before: level * factor,
          after: level * factor * s.factor,
          change: s.factor - 1,
          pValue: 1e-9,
          kind: s.factor > 1 ? 'regression' : 'improvement',
        });
      }
    }
  });
  return { series, changePoints };
}
