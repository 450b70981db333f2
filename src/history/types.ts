/**
 * The history of main (issue 27) as data: what one recorded commit holds, the series one benchmark's
 * metric makes over commits, and the change points found in it. The store (store.ts) reads and
 * writes entries; series.ts turns entries into series; change-points.ts finds the steps with the
 * pure E-Divisive search of stats/e-divisive.ts; the dashboard (dashboard/) draws series and change
 * points; drift.ts tells a pull request's review what main did.
 */
import type { MetricId } from '../model/settings.js';

/** One metric of one benchmark at one commit: the per-run values, or past the size limit their summary. */
export interface EntryMetric {
  /** Per-run values (the run is the unit of replication), when the entry is small enough to keep them. */
  runs?: number[];
  /** Median over runs. Always present. */
  median: number;
  /** The spread over runs: lowest and highest per-run value. */
  low: number;
  high: number;
  /** How many runs. */
  n: number;
}

export interface EntryBenchmark {
  unit: string;
  lowerIsBetter: boolean;
  metrics: Partial<Record<MetricId, EntryMetric>>;
}

/** What identifies a machine for the history: a change of it between commits is a runner change, not a regression. */
export interface EntryMachine {
  cpuModel: string | null;
  physicalCores: number | null;
  logicalCores: number | null;
  os: string | null;
  /** The runner image or label when known (ImageOS/ImageVersion on GitHub-hosted runners). */
  runner: string | null;
}

/** One recorded commit of main. */
export interface HistoryEntry {
  commit: string;
  parent: string | null;
  /** ISO 8601, the commit's (or the run's) time. */
  time: string;
  machine: EntryMachine | null;
  /** The gated metrics and thresholds in force when it was measured (per metric id: the threshold as a fraction, 0.05 = 5%). */
  thresholds: Partial<Record<MetricId, number>>;
  benchmarks: Record<string, EntryBenchmark>;
}

/** One point of a series: a commit's level of one metric, with its run spread. */
export interface SeriesPoint {
  commit: string;
  time: string;
  value: number;
  low: number;
  high: number;
  n: number;
  /** A key of the machine facts; consecutive points with different keys mark a machine change. */
  machineKey: string;
}

/** One benchmark's metric over commits, oldest first. */
export interface Series {
  benchmark: string;
  metric: MetricId;
  unit: string;
  lowerIsBetter: boolean;
  /** The threshold in force for this metric (fraction), the smallest change worth a change point. */
  threshold: number;
  points: SeriesPoint[];
}

/** A step in a series: where the level changed, by how much, how surely, and whether the machine changed there. */
export interface ChangePoint {
  benchmark: string;
  metric: MetricId;
  /** The first commit at the new level, and the last one at the old level (the commit range is previous..commit). */
  commit: string;
  previousCommit: string;
  /** Index of `commit` in the series' points. */
  index: number;
  /** Median levels before and after (between the neighbouring change points). */
  before: number;
  after: number;
  /** after ÷ before − 1. */
  change: number;
  /** The t-test p-value of the split (Hunter's deterministic significance). */
  pValue: number;
  /** 'regression' or 'improvement' by the metric's direction; 'machine' when the machine changed at this commit. */
  kind: 'regression' | 'improvement' | 'machine';
}
