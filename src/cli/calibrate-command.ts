/**
 * `bench-review calibrate`: measure one commit against itself (A/A, interleaved; run/calibrate.ts),
 * compute each benchmark's noise floors (jobs/calibrate.ts, the job the action's `mode: calibrate`
 * runs too) and write the noise-floor file (model/noise-floor.ts) that `compare` / `run
 * --noise-floor-file` read. Exit status 0 when the file is written, 2 on bad usage or input, as the
 * other commands.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { describeFloors, noiseFloorFileOf, notGateableWarning } from '../jobs/calibrate.js';
import { MIN_CALIBRATION_RUNS } from '../model/noise-floor.js';
import { RUN_LIMITS } from '../model/settings.js';
import { measureAA } from '../run/calibrate.js';
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

async function calibrate(args: ParsedArgs, io: CliIo): Promise<number> {
  const command = str(args, 'command');
  if (command === undefined || command.trim() === '')
    throw new UsageError('calibrate: needs --command "…" (the shell command that runs the suite once)');
  const {
    runs: given,
    timeoutMs,
    format,
    settings,
  } = readRunSettings(
    {
      runs: str(args, 'runs'),
      timeout: str(args, 'timeout'),
      format: str(args, 'format'),
      threshold: args.threshold as string[] | undefined,
    },
    'cli',
  );
  // Calibration keeps a fixed run count: auto (the default) is its 10.
  const runs = given === 'auto' ? RUN_LIMITS.runs.default : given;
  if (runs < MIN_CALIBRATION_RUNS) {
    throw new UsageError(
      `--runs: "${runs}" is too few to calibrate; expected at least ${MIN_CALIBRATION_RUNS} runs per side (their ${MIN_CALIBRATION_RUNS}×${MIN_CALIBRATION_RUNS} pairs are the 20 or more A/A estimates a floor needs; 10 recommended)`,
    );
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
    if (Object.keys(file.floors).length === 0)
      io.stderr('bench-review: warning: no benchmark got a floor, so the file changes nothing; see the "no floor" lines above\n');
    const notGateable = notGateableWarning(file);
    if (notGateable) io.stderr(`bench-review: warning: ${notGateable} above\n`);
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
