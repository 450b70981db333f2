/** The flags `compare` and `run` share, and the comparison settings they give (src/settings.ts). */
import type { Settings } from '../model/settings.js';
import { readSettings, type SettingsText } from '../settings.js';
import type { FlagSpec, ParsedArgs } from './args.js';

export const COMPARE_FLAGS: Record<string, FlagSpec> = {
  base: { kind: 'list' },
  head: { kind: 'list' },
  format: { kind: 'string' },
  json: { kind: 'string' },
  markdown: { kind: 'string' },
  threshold: { kind: 'repeat' },
  'noise-floor': { kind: 'repeat' },
  'fail-on': { kind: 'string' },
  alpha: { kind: 'string' },
  q: { kind: 'string' },
};

/** The comparison settings' flags as given (--threshold, --noise-floor, --fail-on, --alpha, --q). */
export function settingsTextFromArgs(args: ParsedArgs): SettingsText {
  return {
    threshold: args.threshold as string[] | undefined,
    noiseFloor: args['noise-floor'] as string[] | undefined,
    failOn: args['fail-on'] as string | undefined,
    alpha: args.alpha as string | undefined,
    q: args.q as string | undefined,
  };
}

/** Comparison settings from compare/run flags. */
export function settingsFromArgs(args: ParsedArgs): Settings {
  return readSettings(settingsTextFromArgs(args), 'cli');
}
