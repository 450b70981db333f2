/**
 * `bench-review calibrate`: measure one commit against itself (A/A, interleaved; run/calibrate.ts),
 * compute each benchmark's noise floors (compare/noise-floor.ts) and write the noise-floor file
 * (model/noise-floor.ts) that `compare` / `run --noise-floor-file` read. Exit status 0 when the file
 * is written, 2 on bad usage or input, as the other commands.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { calibrateFloors, type FloorGap } from '../compare/noise-floor.js';
import { UsageError } from '../errors.js';
import { buildSuite } from '../model/build.js';
import { AA_METHOD, MIN_CALIBRATION_RUNS, NOISE_FLOOR_KIND, type NoiseFloorFile } from '../model/noise-floor.js';
import { RUN_LIMITS, type Settings } from '../model/settings.js';
import { readSides } from '../review-run.js';
import { measureAA, type CalibrationOutcome } from '../run/calibrate.js';
import { cancelExitCode } from '../run/cancel.js';
import { RunError } from '../run/run-error.js';
import { readRunSettings } from '../settings.js';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.js';
import type { CliIo } from './io.js';
import { MEASURE_FLAGS, measuringPlace, str } from './run-command.js';

export const CALIBRATE_FLAGS: Record<string, FlagSpec> = {
  ...MEASURE_FLAGS,
  format: { kind: 'string' },
  out: { kind: 'string' },
  threshold: { kind: 'repeat' },
};

/** Where the file goes without --out (relative to the current directory). */
export const DEFAULT_NOISE_FLOOR_FILE = 'noise-floor.json';


/** The noise-floor file of an A/A session: read its run files, compute the floors. */
export async function noiseFloorFileOf(cal: CalibrationOutcome, format: string | undefined, now: Date = new Date()): Promise<{ file: NoiseFloorFile; gaps: FloorGap[] }> {
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

/** The lines `calibrate` prints: each benchmark's floors, what got none, and floors above the threshold (methodology §6.5 (4)). */
export function describeFloors(file: NoiseFloorFile, gaps: FloorGap[], settings: Settings): string[] {
  const lines: string[] = [];
  const names = Object.keys(file.floors);
  lines.push(`A/A noise floors of ${names.length} benchmark${names.length === 1 ? '' : 's'} (${file.runs.base} runs per side; floor = 95th percentile of |one run vs one run| changes):`);
  for (const name of names) lines.push(`  ${name}: ${Object.entries(file.floors[name]).map(([m, f]) => `${m} ${pct(f!)}`).join(', ')}`);
  for (const name of names) {
    for (const [m, f] of Object.entries(file.floors[name]) as Array<[keyof Settings['thresholds'], number]>) {
      if (m === 'min' || m === 'mean' || f <= settings.thresholds[m]) continue;
      lines.push(`note: ${name} cannot resolve ${pct(settings.thresholds[m])} in ${m} on this runner (A/A floor ${pct(f)}): its ${m} threshold will be ${pct(f)}`);
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

async function calibrate(args: ParsedArgs, io: CliIo): Promise<number> {
  const command = str(args, 'command');
  if (command === undefined || command.trim() === '') throw new UsageError('calibrate: needs --command "…" (the shell command that runs the suite once)');
  const { runs: given, timeoutMs, format, settings } = readRunSettings({ runs: str(args, 'runs'), timeout: str(args, 'timeout'), format: str(args, 'format'), threshold: args.threshold as string[] | undefined }, 'cli');
  // Calibration keeps a fixed run count: auto (the default) is its 10.
  const runs = given === 'auto' ? RUN_LIMITS.runs.default : given;
  if (runs < MIN_CALIBRATION_RUNS) {
    throw new UsageError(`--runs: "${runs}" is too few to calibrate; expected at least ${MIN_CALIBRATION_RUNS} runs per side (their ${MIN_CALIBRATION_RUNS}×${MIN_CALIBRATION_RUNS} pairs are the 20 or more A/A estimates a floor needs; 10 recommended)`);
  }
  const out = resolve(io.cwd, str(args, 'out') ?? DEFAULT_NOISE_FLOOR_FILE);
  const { authorize, keep, outDir } = await measuringPlace(args, io);
  try {
    const cal = await measureAA({
      command,
      setup: str(args, 'setup'),
      baseRef: str(args, 'base'),
      runs,
      results: str(args, 'results'),
      format,
      timeoutMs,
      repoDir: io.cwd,
      workingDirectory: str(args, 'working-directory'),
      env: io.env,
      log: (line) => io.stderr(`${line}\n`),
      outDir,
      authorize,
    });
    const { file, gaps } = await noiseFloorFileOf(cal, format);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(file, null, 2)}\n`);
    for (const line of describeFloors(file, gaps, settings)) io.stdout(`${line}\n`);
    io.stdout(`wrote ${out}\n`);
    if (Object.keys(file.floors).length === 0) io.stderr('bench-review: warning: no benchmark got a floor, so the file changes nothing; see the "no floor" lines above\n');
    return 0;
  } finally {
    if (keep) io.stderr(`bench-review: the output of every run is in ${outDir}\n`);
    else await rm(outDir, { recursive: true, force: true });
  }
}

export async function calibrateCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CALIBRATE_FLAGS, 'calibrate');
  try {
    return await calibrate(args, io);
  } catch (err) {
    if (err instanceof RunError && err.kind === 'cancelled') {
      io.stderr(`bench-review: ${err.message}\n`);
      return cancelExitCode(err.reason);
    }
    throw err;
  }
}
