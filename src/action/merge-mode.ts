/**
 * `mode: merge`: the job after a sharded matrix (`shard: i/N`). It reads the shards' report
 * folders, downloaded with actions/download-artifact (`reports`: globs of the folders, or of their
 * shard.json), and reviews them as one run (jobs/merge.ts mergeShards, the job `bench-review merge`
 * runs too): one report, then the same files, job summary, comment and check run as run mode. It
 * runs no code of the repository.
 */
import { relative, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { ActionContext } from '../jobs/github-context.js';
import { mergeShards } from '../jobs/merge.js';
import { PRIVILEGED_EVENTS } from '../jobs/trust-guard.js';
import type { ActionIo } from '../publish/io.js';
import type { Report } from '../review/report.js';
import { SHARD_FILE, shardLabel } from '../run/shard.js';
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
      throw new UsageError(
        `\`reports\`: "${p}" matched no shard report folder (one holding ${SHARD_FILE}) in ${relative(process.cwd(), cwd) || cwd}; expected the folders the shard jobs uploaded, downloaded with actions/download-artifact (e.g. shards/*)`,
      );
    }
    files.push(...found);
  }
  return [...new Set(files)];
}

/**
 * Merge takes its settings, names and rule from the shards' shard.json. On `workflow_run` (or any
 * privileged event but `pull_request_target`, where the guard lets the shard jobs run base-branch
 * code only) those files come from a run the pull request's code wrote: refused, pointing to the
 * fork-safe pair, whose `mode: publish` reads only a finished report, as untrusted data.
 */
export function assertMergeEvent(ctx: ActionContext): void {
  if (ctx.eventName === 'pull_request_target' || !PRIVILEGED_EVENTS.includes(ctx.eventName)) return;
  throw new UsageError(
    `\`mode: merge\` does not run on \`${ctx.eventName}\`: the shards' report folders it would read come from a run the pull request's code wrote, and merge would take their settings as its own. ` +
      'Merge in the `pull_request` workflow itself (the merge job after the shard matrix), upload its report folder, and publish it from `workflow_run` with `mode: publish`, which reads the report as untrusted data (docs/security.md, "Fork pull requests")',
  );
}

export async function mergeMode(deps: MergeModeDeps, inputs: ActionInputs, ctx: ActionContext): Promise<Report> {
  assertMergeEvent(ctx);
  const cwd = resolve(ctx.workspace, inputs.workingDirectory ?? '.');
  const files = await shardFiles(inputs.reports, cwd);
  const { report, shards } = await mergeShards(files, cwd, {
    prBody: ctx.pr?.body,
    baseBranchOnly: ctx.eventName === 'pull_request_target' ? { branch: ctx.baseBranch || null, pr: ctx.pr?.number ?? null } : undefined,
  });
  deps.io.info(`Merged ${shards.length} shards: ${shards.map((s) => `${shardLabel(s.record.shard)} from ${s.file}`).join(', ')}`);
  return report;
}
