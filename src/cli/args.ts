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
    if (!arg.startsWith('--'))
      throw new UsageError(`${command}: unexpected argument "${arg}"; every value follows its flag; ${usageHint(command)}`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const s = spec[name];
    if (!s)
      throw new UsageError(
        `${command}: unknown flag --${name}; ${
          Object.keys(spec).length > 0
            ? `expected one of ${Object.keys(spec)
                .map((k) => `--${k}`)
                .join(', ')}`
            : 'it takes none'
        }; ${usageHint(command)}`,
      );
    i++;
    if (s.kind === 'boolean') {
      out[name] = true;
      continue;
    }
    const values: string[] = [];
    if (eq >= 0) values.push(arg.slice(eq + 1));
    else if (s.kind === 'list') {
      while (i < argv.length && !argv[i].startsWith('--')) values.push(argv[i++]);
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
