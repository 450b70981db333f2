/**
 * The model every reader produces and every later stage consumes.
 *
 * read results → **model** → compare → review → publish
 *
 * A suite holds benchmarks; a benchmark holds, per side, one or more runs. A run is one
 * process-level invocation of the benchmark: the unit of replication.
 */
import type { Message } from './message.js';

export type Side = 'base' | 'head';
export const SIDES: readonly Side[] = ['base', 'head'];

/**
 * What a run's data is.
 * - `per-op`: one value per operation (request, iteration): tails are meaningful.
 * - `histogram`: per-operation values binned (HdrHistogram and friends): tails are meaningful,
 *   to the histogram's resolution.
 * - `percentiles`: the tool printed fixed percentiles only (wrk's 50/75/90/99).
 * - `per-run`: one value that is already an aggregate of many iterations (go test ns/op).
 * - `summary`: only a summary such as mean ± sd.
 */
export type SampleKind = 'per-op' | 'per-run' | 'histogram' | 'percentiles' | 'summary';

export interface Source {
  file: string;
  line?: number;
  pointer?: string;
}

/**
 * A histogram of per-operation values. Buckets are ascending and non-empty.
 * `values[i]` is the value HdrHistogram would report for bucket i (its highest equivalent
 * value); `lowValues[i]`, when known, its lowest equivalent value.
 */
export interface Histogram {
  values: Float64Array;
  lowValues?: Float64Array;
  counts: Float64Array;
  total: number;
  min: number;
  max: number;
  mean?: number;
  /** Relative width of a bucket (0.0078 for 2 significant digits), when known. */
  resolution?: number;
}

/** A percentile as a tool printed it: p is a fraction in [0, 1]. */
export interface PercentilePoint {
  p: number;
  value: number;
}

export type RunData =
  | {
      kind: 'per-op';
      values: Float64Array;
      /** The tool's print resolution for these values, as for `percentiles` (pgbench logs whole µs). */
      printResolution?: number;
    }
  | { kind: 'histogram'; histogram: Histogram }
  | {
      kind: 'percentiles';
      points: PercentilePoint[];
      count?: number;
      min?: number;
      max?: number;
      mean?: number;
      /** The standard deviation the tool printed beside its percentiles (wrk Stdev, autocannon latency.stddev): shown, never compared. */
      sd?: number;
      /**
       * The fixed step the tool prints (or records) these values in, as an absolute value in the
       * canonical unit (ns: readers set it on durations only), e.g. 1e6 for autocannon's whole
       * milliseconds, 1e5 for cassandra-stress's 0.1 ms, 1e3 for wrk's microseconds. Unset when the
       * printed precision is not fixed (full-precision floats, Go durations, nanosecond integers).
       * A value at or below it (0 included) only says the true value lies in [0, printResolution]:
       * compare/ treats such a value as interval-censored and raises the metric's threshold to the
       * resolution's relative size (compare/metric-compare.ts).
       */
      printResolution?: number;
    }
  /**
   * One value per process-level run. `iterations` is how many operations it aggregates when known;
   * `iterations: 1` means the run IS one operation (a hyperfine execution, a Go benchmark at b.N = 1),
   * so the values across runs are a per-operation distribution and tail quantiles across runs exist.
   */
  | { kind: 'per-run'; value: number; iterations?: number }
  | {
      kind: 'summary';
      mean: number;
      sd?: number;
      n?: number;
      min?: number;
      max?: number;
      median?: number;
    };

/** One run of one benchmark metric, as a reader found it in one input. */
export interface Measurement {
  /** The benchmark's name as the tool printed it (untrusted text). */
  benchmark: string;
  /** Canonical unit (see units/): `ns` for times, `ops/s`, `B`, `allocs`, or a custom name. */
  unit: string;
  lowerIsBetter: boolean;
  /**
   * What the value measures as the tool names it (`ns/op`, `B/op`, `allocs/op`, `cpu_time`,
   * `memory`…). Optional: model/build.ts derives one from the unit when unset. Two measurements with
   * one name and different measures are two benchmarks, told apart by their display names.
   */
  measure?: string;
  /** The run's id, unique within the input it came from. */
  run: string;
  /**
   * The load this run was measured under, when it is one point of a load sweep (offered rate or
   * concurrency). Measurements at different load values are never pooled into one benchmark.
   */
  load?: Load;
  data: RunData;
  source: Source;
}

/** Facts about the machine the numbers came from. Every field is optional: readers fill what they know. */
export interface Machine {
  cpuModel?: string;
  sockets?: number;
  physicalCores?: number;
  logicalCpus?: number;
  smt?: boolean;
  baseMHz?: number;
  maxMHz?: number;
  governor?: string;
  turbo?: boolean;
  kernel?: string;
  os?: string;
  arch?: string;
  memoryBytes?: number;
  virtualization?: string;
  container?: string;
  runnerName?: string;
  /** The host name the tool recorded (Google Benchmark host_name, pyperf hostname…). */
  host?: string;
  runnerOs?: string;
  runnerArch?: string;
  loadBefore?: number[];
  loadAfter?: number[];
  /** Free-form facts a format carries (JMH VM, .NET runtime, Go goos/goarch, …). */
  extra?: Record<string, string>;
  /** Where these facts came from: `measured` by bench-review, or the input's format. */
  source?: string;
}

/**
 * The load parameter of one point of a sweep: from the tool (wrk2 `-R`, vegeta rate, k6 scenario
 * rate or VUs, cassandra-stress threads, ghz/oha rate, autocannon `-R`/`-c`), from the benchmark
 * name (`rate=1000`, `/c=64`) or from `--sweep-param NAME`.
 */
export interface Load {
  /** What is varied, as a short id: `rate` (offered requests/s), `connections`, `threads`, `vus`, or the user's name. */
  param: string;
  /** The offered value (requests/s for `rate`; a count for concurrency). */
  value: number;
}

/** How a load generator schedules requests; closed-loop tools understate tails. */
export type LoadModel = 'closed-loop' | 'open-loop';

/** What the runs of one per-run series share: one benchmark metric of one input (see PerRunTable). */
export interface RunSeries {
  benchmark: string;
  unit: string;
  lowerIsBetter: boolean;
  measure?: string;
  load?: Load;
  /** Set when the series' runs are found by JSON pointer (`${pointer}/${at}${after}`) rather than by line. */
  pointer?: string;
  /** What follows a row's index in its pointer (`/real_time` of `/benchmarks/3/real_time`). */
  after?: string;
}

/**
 * Per-run values of one input kept as columns instead of one {@link Measurement} each: go test,
 * Google Benchmark and hyperfine print millions of runs, and two objects per value cost more than
 * reading the file. Row i is a run of `series[seriesOf[i]]` and stands for exactly the measurement
 * model/run-table.ts `rowMeasurement` gives: `{ …series, run: String(runs[i]), data: { kind:
 * 'per-run', value: values[i], iterations: iterations[i] }, source }` — iterations NaN when
 * unknown; the source is line `at[i]` of `file`, or, when the series has a `pointer`, the JSON
 * pointer `${pointer}/${at[i]}${after}`. Rows are in the order they were read, and stand before
 * the result's `measurements` (a reader's summaries, made at the end); the five columns have one
 * length.
 */
export interface PerRunTable {
  file: string;
  series: RunSeries[];
  /** Each row's series, as an index into `series`. */
  seriesOf: Uint32Array;
  values: Float64Array;
  iterations: Float64Array;
  /** Run ids as whole numbers: a row's run id is their decimal text (unique within the input, as Measurement.run). */
  runs: Uint32Array;
  at: Uint32Array;
}

/** What a reader returns for one input. */
export interface ParseResult {
  format: string;
  measurements: Measurement[];
  /** Per-run values kept as columns (see PerRunTable): its rows, in order, come before `measurements`. */
  perRun?: PerRunTable;
  machine?: Machine;
  loadModel?: LoadModel;
  /**
   * How many processes made the input's runs, when the format shows it: 1 for one process whose
   * runs are repetitions inside it (a Google Benchmark file with `--benchmark_repetitions=10`, one
   * `go test -count 10`), k for k processes (k `go test` outputs appended: k configuration blocks).
   * Unset when the format cannot tell: each run is then taken as its own process.
   */
  processes?: number;
  /** Non-fatal problems as data (ids `reader.*`, worded in render/messages/readers.ts), each naming where and what. */
  warnings: Message[];
  /**
   * Hazards the tool itself reported or its output shows (ids `hazard.*`, params with the evidence
   * and `file`): a DEBUG build, CPU scaling, one JMH fork, no warmup… review/asks turns them into asks.
   */
  hazards?: Message[];
}

/**
 * One run of a benchmark on one side: its id (unique in the suite) and what it measured. Where it
 * was read is not kept: errors about an input name it while the suite is built, and nothing later
 * reads it (a source per run was a quarter of the heap of a large per-run suite).
 */
export interface Run {
  id: string;
  data: RunData;
}

export interface Benchmark {
  /**
   * The display name, unique in the suite: the tool's name, with ` (measure)` appended when the same
   * tool name has several measures (Go ns/op, B/op, allocs/op).
   */
  name: string;
  /** The name as the tool printed it (untrusted), e.g. for a profile command. */
  toolName: string;
  /** What is measured, as the tool names it (`ns/op`, `B/op`, `cpu_time`, `time`…). */
  measure: string;
  unit: string;
  lowerIsBetter: boolean;
  sampleKind: SampleKind;
  runs: Record<Side, Run[]>;
  /** The load point, for a benchmark that is one point of a sweep (see Load). */
  load?: Load;
  loadModel?: LoadModel;
  /** Formats the runs came from, for the report's wording. */
  formats: string[];
  /**
   * How many processes made each side's runs, set only when an input said (ParseResult.processes):
   * an input that says k processes counts min(k, its runs of this benchmark); one that says nothing
   * counts each of its runs as a process. Fewer processes than runs means repetitions inside a process.
   */
  processes?: Record<Side, number>;
}

export interface Suite {
  benchmarks: Benchmark[];
  machine: Record<Side, Machine | undefined>;
  /** The readers' warnings, input by input. */
  warnings: Message[];
  /** The readers' hazards (ids `hazard.*`), input by input, with the side they came from in params. */
  hazards: Message[];
}
