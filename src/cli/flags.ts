/** The flags `compare` and `run` share, and the comparison settings they give (src/settings.ts). */
import { resolve } from 'node:path';
import { parseName, parseRenames, type NameOptions } from '../model/rename.js';
import type { Settings } from '../model/settings.js';
import type { Side } from '../model/types.js';
import { readNoiseFloorFile } from '../read/noise-floor-file.js';
import { parseMachineFlags, parseNoiseFloorFile, readSettings, withNoiseFloors, type SettingsText } from '../settings.js';
import { UsageError } from '../errors.js';
import type { FlagSpec, ParsedArgs } from './args.js';

export const COMPARE_FLAGS: Record<string, FlagSpec> = {
  base: { kind: 'list' },
  head: { kind: 'list' },
  format: { kind: 'string' },
  json: { kind: 'string' },
  markdown: { kind: 'string' },
  threshold: { kind: 'repeat' },
  quantiles: { kind: 'string' },
  'noise-floor': { kind: 'repeat' },
  'noise-floor-file': { kind: 'string' },
  'fail-on': { kind: 'string' },
  'allow-different-machines': { kind: 'boolean' },
  'one-process': { kind: 'string' },
  undecided: { kind: 'string' },
  alpha: { kind: 'string' },
  q: { kind: 'string' },
  slo: { kind: 'repeat' },
  'sweep-param': { kind: 'string' },
  machine: { kind: 'repeat' },
  rename: { kind: 'repeat' },
  name: { kind: 'string' },
  variant: { kind: 'repeat' },
  history: { kind: 'string' },
};

/** The comparison settings' flags as given (--threshold, --noise-floor, --fail-on, --alpha, --q). */
export function settingsTextFromArgs(args: ParsedArgs): SettingsText {
  return {
    threshold: args.threshold as string[] | undefined,
    quantiles: args.quantiles as string | undefined,
    noiseFloor: args['noise-floor'] as string[] | undefined,
    failOn: args['fail-on'] as string | undefined,
    allowDifferentMachines: args['allow-different-machines'] === true ? true : undefined,
    oneProcess: args['one-process'] as string | undefined,
    undecided: args.undecided as string | undefined,
    alpha: args.alpha as string | undefined,
    q: args.q as string | undefined,
    slo: args.slo as string[] | undefined,
    sweepParam: args['sweep-param'] as string | undefined,
  };
}

/** Comparison settings from compare/run flags. */
export function settingsFromArgs(args: ParsedArgs): Settings {
  return readSettings(settingsTextFromArgs(args), 'cli');
}

/**
 * `--noise-floor-file FILE`: the per-benchmark floors of a `bench-review calibrate` file on top of
 * the settings (read before any result or run, so a bad file fails first).
 */
export async function withNoiseFloorFile(args: ParsedArgs, settings: Settings, cwd: string): Promise<Settings> {
  const path = parseNoiseFloorFile(args['noise-floor-file'] as string | undefined, 'cli');
  if (path === undefined) return settings;
  return withNoiseFloors(settings, (await readNoiseFloorFile(resolve(cwd, path))).floors);
}

/** `--machine base=FILE` / `head=FILE` / `FILE`: the machine-fact file of each side, resolved against `cwd`. */
export function machineFilesFromArgs(args: ParsedArgs, cwd: string): Partial<Record<Side, string>> | undefined {
  const values = args.machine as string[] | undefined;
  if (values === undefined) return undefined;
  const files = parseMachineFlags(values);
  const out: Partial<Record<Side, string>> = {};
  for (const side of ['base', 'head'] as const) if (files[side] !== undefined) out[side] = resolve(cwd, files[side]);
  return out;
}

/** `--name NAME` and `--rename 'old=new'` (repeatable): the names the user chose (model/rename.ts). */
export function namesFromArgs(args: ParsedArgs): NameOptions {
  const rename = parseRenames((args.rename as string[] | undefined) ?? [], '--rename');
  const name = parseName(args.name as string | undefined, '--name');
  return { ...(rename.length ? { rename } : {}), ...(name !== undefined ? { name } : {}) };
}

/** `--history DIR`: the history store of main whose drift the review adds (resolved against `cwd`). */
export function historyFromArgs(args: ParsedArgs, cwd: string): string | undefined {
  const dir = args.history as string | undefined;
  if (dir === undefined) return undefined;
  if (dir.trim() === '') throw new UsageError('--history: the folder is empty; expected the history store bench-review record writes to');
  return resolve(cwd, dir);
}
