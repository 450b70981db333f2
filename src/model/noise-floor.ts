/**
 * A noise-floor file: what `bench-review calibrate` measured when it ran one commit against itself
 * (A/A, interleaved), per benchmark and metric — the relative change that noise alone reaches
 * (methodology §6.5). `compare` and `run` read it with `--noise-floor-file` (action input
 * `noise-floor-file`): each benchmark's threshold is raised to its floor, and with a floor a
 * one-run-per-side comparison may gate. Pure data; read/noise-floor-file.ts reads it,
 * compare/noise-floor.ts computes the floors.
 *
 * ```json
 * { "schemaVersion": 1, "kind": "bench-review-noise-floor", "createdAt": "2026-11-30T16:00:00.000Z",
 *   "machine": { "cpuModel": "…", "logicalCpus": 4 }, "runs": { "base": 10, "head": 10 },
 *   "floors": { "GET /checkout": { "p50": 0.031, "p99": 0.12 } } }
 * ```
 */
import type { MetricId } from './settings.js';
import type { Machine } from './types.js';

export const NOISE_FLOOR_KIND = 'bench-review-noise-floor';

/**
 * Per benchmark (its display name) and metric: the A/A floor as a fraction (0.12 = 12 %), any
 * finite number from 0; one of {@link UNGATEABLE_FLOOR} or more means the metric cannot be gated on
 * this runner.
 */
export type NoiseFloors = Record<string, Partial<Record<MetricId, number>>>;

/**
 * A floor at or above this (1000 %: one run against another of the same commit differs by ×11 or
 * more) says the metric cannot be gated on this runner: no threshold (at most 1000 %, as
 * `--threshold` takes) could tell a change from its noise. calibrate writes such a floor as
 * measured, and a review reading it does not gate that metric of that benchmark, and says so
 * (review/gate.ts, the warning `review.floor-not-gateable`).
 */
export const UNGATEABLE_FLOOR = 10;

/** Whether a calibrated floor leaves the metric gateable on the runner it was measured on. */
export const isGateableFloor = (floor: number): boolean => floor < UNGATEABLE_FLOOR;

/**
 * The largest floor calibrate writes: a larger one (as from a run with a value near 0 against one
 * far from it) is written as this, so the file holds a finite number (JSON has no Infinity).
 */
export const MAX_WRITTEN_FLOOR = 1e6;

export interface NoiseFloorFile {
  schemaVersion: 1;
  kind: typeof NOISE_FLOOR_KIND;
  /** ISO 8601 time the calibration finished. */
  createdAt: string;
  /** The machine it was measured on (without load averages): a floor holds for this kind of runner only. */
  machine: Machine;
  /** Successful runs per side of the A/A session. */
  runs: { base: number; head: number };
  /** The commit measured against itself, when known. */
  commit?: string;
  /** How each floor was estimated (see AA_METHOD). */
  method?: string;
  floors: NoiseFloors;
}

/** The level of the A/A quantile a floor is (methodology §6.5: exp(quantile_0.95(|r|)) − 1). */
export const AA_QUANTILE = 0.95;
/** The fewest A/A estimates a floor rests on (methodology §6.5: K ≥ 20). */
export const MIN_AA_ESTIMATES = 20;
/** Runs per side that give MIN_AA_ESTIMATES cross-side pairs (5 × 5 = 25 ≥ 20). */
export const MIN_CALIBRATION_RUNS = 5;
export const AA_METHOD = 'one-run-per-side A/A ratios: every (base run, head run) pair; floor = exp(quantile_0.95(|ln ratio|)) - 1';

/**
 * The floors of `benchmarks` that the file gives (a benchmark missing from it gets none), as the
 * report records them: only the benchmarks compared, each with the metrics the file has.
 */
export function floorsFor(floors: NoiseFloors, benchmarks: readonly string[]): NoiseFloors {
  const out: NoiseFloors = {};
  for (const name of benchmarks) {
    if (Object.hasOwn(floors, name))
      Object.defineProperty(out, name, { value: { ...floors[name] }, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
