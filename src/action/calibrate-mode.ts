/**
 * `mode: calibrate`: what `bench-review calibrate` does, in a workflow — measure one commit against
 * itself (A/A, interleaved, `runs` per side) and write the noise-floor file to `noise-floor-file`
 * (relative to the working directory), for later `run` steps to read with the same input. The file
 * and the lines logged about it are jobs/calibrate.ts's, the job the CLI runs too. Cache the file
 * with actions/cache keyed by runner image and suite (docs/calibration.md). No report,
 * comment or check run: the step fails only when it cannot measure or write.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { describeFloors, noiseFloorFileOf, notGateableWarning } from '../jobs/calibrate.js';
import type { ActionContext } from '../jobs/github-context.js';
import { MIN_CALIBRATION_RUNS } from '../model/noise-floor.js';
import type { ActionIo } from '../publish/io.js';
import { measureAA } from '../run/calibrate.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import type { ActionInputs } from './inputs.js';
import { suiteOptions } from './run-mode.js';

export interface CalibrateModeDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
}

/** Measure, write the file, set the `noise-floor-file` output; returns the file's path. */
export async function calibrateMode(deps: CalibrateModeDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string): Promise<string> {
  if (inputs.runs !== 'auto' && inputs.runs < MIN_CALIBRATION_RUNS)
    throw new UsageError(
      `Invalid \`runs: ${inputs.runs}\` for \`mode: calibrate\`: expected at least ${MIN_CALIBRATION_RUNS} runs per side (their pairs are the 20 or more A/A estimates a floor needs; 10 recommended)`,
    );
  const names = [
    ['command', inputs.command],
    ['setup', inputs.setup],
  ]
    .filter(([, v]) => v)
    .map(([n]) => n!);
  const cal = await measureAA(await suiteOptions(deps, inputs, ctx, outDir, names), deps.runSuite);
  const { file, gaps } = await noiseFloorFileOf(cal, inputs.format);
  // readInputs refuses calibrate without noise-floor-file.
  const path = resolve(ctx.workspace, inputs.workingDirectory ?? '.', inputs.noiseFloorFile!);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
  for (const line of describeFloors(file, gaps, inputs.settings)) deps.io.info(line);
  deps.io.info(`wrote ${path}`);
  if (Object.keys(file.floors).length === 0)
    deps.io.warning(
      'bench-review calibrate: no benchmark got a noise floor, so the file changes nothing (see the "no floor" lines in the log)',
    );
  const notGateable = notGateableWarning(file);
  if (notGateable) deps.io.warning(`bench-review calibrate: ${notGateable} in the log`);
  deps.io.setOutput('noise-floor-file', path);
  return path;
}
