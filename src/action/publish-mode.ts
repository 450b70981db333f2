/**
 * `mode: publish`, the trusted half of the fork-safe pair. It runs on `workflow_run` (default-branch
 * code, write token), takes the report the measuring `pull_request` run uploaded — downloaded here
 * with @actions/artifact, or already on disk via `report:` — validates it as untrusted data, and
 * finds the pull request from the run's head SHA and head repository. It never runs anything.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UsageError } from '../errors.js';
import type { ActionContext, WorkflowRunInfo } from '../jobs/github-context.js';
import type { Report } from '../review/report.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import { findPullRequest } from '../publish/find-pr.js';
import { Budget, explainApiError, type GitHubApi } from '../publish/github.js';
import type { ActionIo } from '../publish/io.js';
import { ARTIFACT_ZIP_BYTES, REPORT_LIMITS } from '../publish/report-limits.js';
import type { RunMeta } from '../publish/untrusted-report.js';
import type { ActionInputs, ApiLimits } from './inputs.js';

export interface PublishModeDeps {
  io: ActionIo;
  artifacts: () => ArtifactStore;
  limits: ApiLimits;
}

export interface PublishInput {
  report: Report;
  run: WorkflowRunInfo;
  /** The PR number the measuring run wrote: a hint for findIssue, nothing more. */
  hint: number | null;
}

function requireRun(ctx: ActionContext): WorkflowRunInfo {
  if (ctx.eventName !== 'workflow_run' || !ctx.workflowRun) {
    throw new UsageError(
      `\`mode: publish\` runs in a workflow triggered by \`workflow_run\` (it publishes what a \`pull_request\` run measured); this run was triggered by \`${ctx.eventName || 'unknown'}\``,
    );
  }
  return ctx.workflowRun;
}

async function readCapped(path: string, max: number, what: string): Promise<string> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile())
    throw new UsageError(
      `${what} not found at ${path}: did the measuring workflow upload the report folder (report.json and meta.json) as the artifact?`,
    );
  if (info.size > max) throw new UsageError(`${what} at ${path} is ${info.size} bytes; at most ${max} are accepted from an untrusted run`);
  return readFile(path, 'utf8');
}

/** Where report.json (and meta.json beside it) are: given by `report:`, or downloaded. */
async function locate(
  deps: PublishModeDeps,
  inputs: ActionInputs,
  ctx: ActionContext,
  run: WorkflowRunInfo,
): Promise<{ dir: string; reportFile: string }> {
  if (inputs.reportInput) {
    const isDir = (await stat(inputs.reportInput).catch(() => undefined))?.isDirectory() === true;
    return isDir
      ? { dir: inputs.reportInput, reportFile: join(inputs.reportInput, 'report.json') }
      : { dir: dirname(inputs.reportInput), reportFile: inputs.reportInput };
  }
  if (!inputs.token) throw new UsageError('`mode: publish` needs `github-token` (with `actions: read`) to download the report artifact');
  const dest = join(ctx.tempDir || process.cwd(), 'bench-review-untrusted');
  deps.io.info(`Downloading artifact "${inputs.artifactName}" of workflow run ${run.id}`);
  const dir = await deps.artifacts().download({
    name: inputs.artifactName,
    runId: run.id,
    owner: ctx.owner,
    repo: ctx.repo,
    token: inputs.token,
    dest,
    maxZipBytes: ARTIFACT_ZIP_BYTES,
    files: [
      { name: 'report.json', maxBytes: REPORT_LIMITS.bytes },
      { name: 'meta.json', maxBytes: REPORT_LIMITS.metaBytes, optional: true },
    ],
    // The download has a time limit of its own, the same length as publishing's.
    policy: { requestTimeoutMs: deps.limits.requestTimeoutMs, budget: new Budget(deps.limits.publishTimeoutMs) },
  });
  return { dir, reportFile: join(dir, 'report.json') };
}

/** Links in the untrusted report survive only if they point at this repository's run artifacts. */
function artifactLinkCheck(ctx: ActionContext): (url: string) => boolean {
  const prefix = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/`;
  return (url) => url.startsWith(prefix) && /^\d+\/artifacts\/\d+$/.test(url.slice(prefix.length));
}

export async function publishMode(deps: PublishModeDeps, inputs: ActionInputs, ctx: ActionContext): Promise<PublishInput> {
  // Loaded here, not at start-up: the schema validator (ajv) is a third of the action's bundle and only publish mode reads untrusted reports.
  const { parseUntrustedMeta, parseUntrustedReport } = await import('../publish/untrusted-report.js');
  const run = requireRun(ctx);
  const { dir, reportFile } = await locate(deps, inputs, ctx, run);
  const report = parseUntrustedReport(
    await readCapped(reportFile, REPORT_LIMITS.bytes, 'report.json'),
    'report.json',
    artifactLinkCheck(ctx),
  );
  let meta: RunMeta = { pullRequest: null, headSha: null };
  const metaText = await readCapped(join(dir, 'meta.json'), REPORT_LIMITS.metaBytes, 'meta.json').catch(() => undefined);
  if (metaText !== undefined) meta = parseUntrustedMeta(metaText, 'meta.json');
  if (meta.headSha !== null && meta.headSha !== run.headSha) {
    deps.io.warning(
      `meta.json names head ${meta.headSha.slice(0, 12)}, but the workflow run measured ${run.headSha.slice(0, 12)}; publishing for the run's head.`,
    );
  }
  return { report, run, hint: meta.pullRequest };
}

/** The pull request to comment on, from trusted facts (called after the report is written). */
export async function findIssue(api: GitHubApi, io: ActionIo, run: WorkflowRunInfo, hint: number | null): Promise<number | undefined> {
  try {
    const found = await findPullRequest(api, run, hint);
    for (const n of found.notes) io.info(n);
    return found.pr?.number;
  } catch (err) {
    io.warning(
      explainApiError(err, 'list the open pull requests to find the one measured (so no comment is posted)', 'pull-requests: read'),
    );
    return undefined;
  }
}
