/**
 * `mode: merge`: the job after a sharded matrix (`shard: i/N`). It reads the shards' report
 * folders, downloaded with actions/download-artifact (`reports`: globs of the folders, or of their
 * shard.json), and reviews them as one run (cli/merge-command.ts mergeShards): one report, then the
 * same files, job summary, comment and check run as run mode. It runs no code of the repository.
 */
import { relative, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { mergeShards } from '../cli/merge-command.js';
import type { ActionIo } from '../publish/io.js';
import type { Report } from '../review/report.js';
import { SHARD_FILE, shardLabel } from '../run/shard.js';
import type { ActionContext } from './context.js';
import { expandGlob } from './globs.js';
import type { ActionInputs } from './inputs.js';

export interface MergeModeDeps {
  io: ActionIo;
}

/** The shard.json of every folder (or file) the `reports` globs name, relative to the working directory. */
export async function shardFiles(patterns: string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const p of patterns) {
    const found = await expandGlob(p.endsWith('.json') ? p : `${p.replace(/[\\/]+$/, '')}/${SHARD_FILE}`, cwd);
    if (found.length === 0) {
      throw new UsageError(`\`reports\`: "${p}" matched no shard report folder (one holding ${SHARD_FILE}) in ${relative(process.cwd(), cwd) || cwd}; expected the folders the shard jobs uploaded, downloaded with actions/download-artifact (e.g. shards/*)`);
    }
    files.push(...found);
  }
  return [...new Set(files)];
}

export async function mergeMode(deps: MergeModeDeps, inputs: ActionInputs, ctx: ActionContext): Promise<Report> {
  const cwd = resolve(ctx.workspace, inputs.workingDirectory ?? '.');
  const files = await shardFiles(inputs.reports, cwd);
  const { report, shards } = await mergeShards(files, cwd, {
    prBody: ctx.pr?.body,
    baseBranchOnly: ctx.eventName === 'pull_request_target' ? { branch: ctx.baseBranch || null, pr: ctx.pr?.number ?? null } : undefined,
  });
  deps.io.info(`Merged ${shards.length} shards: ${shards.map((s) => `${shardLabel(s.record.shard)} from ${s.file}`).join(', ')}`);
  return report;
}
