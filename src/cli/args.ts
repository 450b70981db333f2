/**
 * A small argument parser: `--flag value`, `--flag=value`, and flags that take several values
 * (`--base a.csv b.csv --head c.csv`). Unknown flags are usage errors naming the flag and pointing
 * to the command's --help (which main.ts answers before parsing).
 */
import { UsageError } from '../errors.js';
import { usageHint } from './usage.js';

export interface FlagSpec {
  /** 'list' collects every value up to the next flag; 'repeat' collects one value per occurrence. */
  kind: 'string' | 'list' | 'repeat' | 'boolean';
}

export type ParsedArgs = Record<string, string | string[] | boolean | undefined>;

export function parseArgs(argv: string[], spec: Record<string, FlagSpec>, command: string): ParsedArgs {
  const out: ParsedArgs = {};
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i];
    if (isShortFlag(arg)) {
      const guess = suggest(arg.slice(1), Object.keys(spec));
      throw new UsageError(
        `${command}: unknown flag ${arg}${guess !== undefined ? ` (did you mean --${guess}?)` : ''}; flags are spelled --NAME; ${usageHint(command)}`,
      );
    }
    if (!arg.startsWith('--'))
      throw new UsageError(`${command}: unexpected argument "${arg}"; every value follows its flag; ${usageHint(command)}`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const s = spec[name];
    if (!s) {
      const guess = suggest(name, Object.keys(spec));
      throw new UsageError(
        `${command}: unknown flag --${name}${guess !== undefined ? ` (did you mean --${guess}?)` : ''}; ${
          Object.keys(spec).length > 0
            ? `expected one of ${Object.keys(spec)
                .map((k) => `--${k}`)
                .join(', ')}`
            : 'it takes none'
        }; ${usageHint(command)}`,
      );
    }
    i++;
    if (s.kind === 'boolean') {
      out[name] = true;
      continue;
    }
    const values: string[] = [];
    if (eq >= 0) values.push(arg.slice(eq + 1));
    else if (s.kind === 'list') {
      // A flag-looking token (`--x`, or `-t` after `--head x.csv`) ends the list rather than being read as a file.
      while (i < argv.length && !argv[i].startsWith('--') && !isShortFlag(argv[i])) values.push(argv[i++]);
    } else if (i < argv.length && !argv[i].startsWith('--')) values.push(argv[i++]);
    if (values.length === 0) throw new UsageError(`${command}: --${name} needs a value; ${usageHint(command)}`);
    if (s.kind === 'string') {
      if (out[name] !== undefined) throw new UsageError(`${command}: --${name} given twice`);
      out[name] = values[0];
    } else {
      out[name] = [...((out[name] as string[] | undefined) ?? []), ...values];
    }
  }
  return out;
}

/** `-t`, `-x5`: a short-flag spelling (not `-` alone, which names stdin, nor a negative number). */
function isShortFlag(arg: string): boolean {
  return /^-[A-Za-z]/.test(arg);
}

/** Edit distance (insertions, deletions, substitutions) between two names. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * The known name a misspelt one most likely meant: within edit distance 2, else the one name it is
 * a prefix of (`--thresh`, `-t`); undefined when none or several fit equally.
 */
export function suggest(name: string, known: string[]): string | undefined {
  if (name === '') return undefined;
  const scored = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k) })).filter((x) => x.d <= 2 && x.d < x.k.length);
  if (scored.length > 0) {
    const best = Math.min(...scored.map((x) => x.d));
    const top = scored.filter((x) => x.d === best);
    if (top.length === 1) return top[0].k;
  }
  const prefixed = known.filter((k) => k.startsWith(name.toLowerCase()));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}
