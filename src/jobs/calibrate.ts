/**
 * Calibrating, a job both front ends run (src/jobs/): `bench-review calibrate`
 * (cli/calibrate-command.ts) and the action's `mode: calibrate` (action/calibrate-mode.ts) each
 * measure one commit against itself (A/A, interleaved; run/calibrate.ts measureAA) with their own
 * inputs; this turns that session into the noise-floor file (model/noise-floor.ts) — each
 * benchmark's floors (compare/noise-floor.ts) — and words the lines both print about it. Writing
 * the file and where the lines go are the front ends' part.
 */
import { calibrateFloors, type FloorGap } from '../compare/noise-floor.js';
import { buildSuite } from '../model/build.js';
import { AA_METHOD, isGateableFloor, MIN_CALIBRATION_RUNS, NOISE_FLOOR_KIND, type NoiseFloorFile } from '../model/noise-floor.js';
import type { Settings } from '../model/settings.js';
import type { CalibrationOutcome } from '../run/calibrate.js';
import { readSides } from './review-run.js';

/** The noise-floor file of an A/A session: read its run files, compute the floors. */
export async function noiseFloorFileOf(
  cal: CalibrationOutcome,
  format: string | undefined,
  now: Date = new Date(),
): Promise<{ file: NoiseFloorFile; gaps: FloorGap[] }> {
  const { outcome } = cal;
  const suite = buildSuite(await readSides({ base: outcome.base.files, head: outcome.head.files }, format));
  const { floors, gaps } = calibrateFloors(suite.benchmarks);
  const { loadBefore: _b, loadAfter: _a, ...machine } = outcome.base.machine;
  const file: NoiseFloorFile = {
    schemaVersion: 1,
    kind: NOISE_FLOOR_KIND,
    createdAt: now.toISOString(),
    commit: cal.sha,
    machine,
    runs: { base: outcome.base.files.length, head: outcome.head.files.length },
    method: AA_METHOD,
    floors,
  };
  return { file, gaps };
}

const pct = (v: number) => `${(Math.round(v * 1000) / 10).toFixed(1)}%`;
/** `×28` for a floor of 27.3 (one run against another differs by up to 28.3 times). */
const times = (floor: number) => `×${Math.round(1 + floor).toLocaleString('en-US')}`;

/**
 * The floors of 1000 % or more (model/noise-floor.ts UNGATEABLE_FLOOR): metrics a review with this
 * file does not gate for that benchmark. min is never gated and left out.
 */
export function notGateableFloors(file: NoiseFloorFile): Array<{ benchmark: string; metric: string; floor: number }> {
  const out: Array<{ benchmark: string; metric: string; floor: number }> = [];
  for (const [benchmark, floors] of Object.entries(file.floors))
    for (const [metric, floor] of Object.entries(floors))
      if (metric !== 'min' && floor !== undefined && !isGateableFloor(floor)) out.push({ benchmark, metric, floor });
  return out;
}

/** The warning both front ends give when some floor is not gateable, or undefined. */
export function notGateableWarning(file: NoiseFloorFile): string | undefined {
  const n = notGateableFloors(file).length;
  if (n === 0) return undefined;
  return `${n === 1 ? '1 metric' : `${n} metrics`} cannot be gated on this runner (A/A floor of 1000% or more): reviews with this file do not gate ${n === 1 ? 'it' : 'them'} and say so; see the "not gated" lines`;
}

/** The lines `calibrate` prints: each benchmark's floors, what got none, and floors above the threshold (methodology §6.5 (4)). */
export function describeFloors(file: NoiseFloorFile, gaps: FloorGap[], settings: Settings): string[] {
  const lines: string[] = [];
  const names = Object.keys(file.floors);
  lines.push(
    `A/A noise floors of ${names.length} benchmark${names.length === 1 ? '' : 's'} (${file.runs.base} runs per side; floor = 95th percentile of |one run vs one run| changes):`,
  );
  for (const name of names)
    lines.push(
      `  ${name}: ${Object.entries(file.floors[name])
        .map(([m, f]) => `${m} ${pct(f!)}`)
        .join(', ')}`,
    );
  for (const name of names) {
    for (const [m, f] of Object.entries(file.floors[name]) as Array<[keyof Settings['thresholds'], number]>) {
      if (m === 'min') continue;
      if (!isGateableFloor(f)) {
        lines.push(
          `not gated: ${m} of ${name}: its A/A noise on this runner is ±${pct(f)} (${times(f)}), 1000% or more: a review with this file does not gate it (and says so)`,
        );
        continue;
      }
      if (m === 'mean' || f <= settings.thresholds[m]) continue;
      lines.push(
        `note: ${name} cannot resolve ${pct(settings.thresholds[m])} in ${m} on this runner (A/A floor ${pct(f)}): its ${m} threshold will be ${pct(f)}`,
      );
    }
  }
  for (const g of gaps) {
    const why =
      g.reason === 'single-operation-runs'
        ? 'each run is one operation (compared on pooled values, not run by run)'
        : g.reason === 'one-side-only'
          ? 'it ran on one side only'
          : `${g.estimates} A/A estimates, at least 20 needed (${MIN_CALIBRATION_RUNS} runs per side in which it is estimable)`;
    lines.push(`no floor: ${g.benchmark}${g.metric ? ` ${g.metric}` : ''}: ${why}`);
  }
  return lines;
}
