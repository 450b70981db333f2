/**
 * `bench-review merge SHARD… [--json FILE] [--markdown FILE]`: the CLI's front end of merging
 * shards. The folders and flags are told apart here, the shards are merged by jobs/merge.ts (the
 * job the action's `mode: merge` runs too), and the report is printed and written as `compare`'s.
 */
import { mergeShards } from '../jobs/merge.js';
import { parseArgs, type FlagSpec } from './args.js';
import { emitReport, prepareOutputs, type CliIo } from './io.js';

export const MERGE_FLAGS: Record<string, FlagSpec> = {
  json: { kind: 'string' },
  markdown: { kind: 'string' },
};

/** The shard folders (positionals, anywhere) apart from the flags and their values: `merge --json r.json s1 s2`. */
export function splitMergeArgv(argv: string[]): { folders: string[]; flags: string[] } {
  const folders: string[] = [];
  const flags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      folders.push(a);
      continue;
    }
    flags.push(a);
    // A string flag written `--flag value` takes the next argument; unknown flags are parseArgs' to refuse.
    if (!a.includes('=') && MERGE_FLAGS[a.slice(2)]?.kind === 'string' && i + 1 < argv.length && !argv[i + 1].startsWith('--'))
      flags.push(argv[++i]);
  }
  return { folders, flags };
}

export async function mergeCommand(argv: string[], io: CliIo): Promise<number> {
  const { folders, flags } = splitMergeArgv(argv);
  const args = parseArgs(flags, MERGE_FLAGS, 'merge');
  await prepareOutputs(args, io.cwd);
  const { report } = await mergeShards(folders, io.cwd);
  return emitReport(report, args, io);
}
