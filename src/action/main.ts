/**
 * The action from inputs to exit status. Order matters: the report is produced, then the JSON
 * report, review and job summary are written and the outputs set — before any GitHub API call —
 * then the sticky comment and the check run are published, then the step fails if the gate failed
 * (so the job itself can be the required check). One catch turns errors into one line.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUserError } from '../errors.js';
import type { Report } from '../review/report.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import type { GitHubApi } from '../publish/github.js';
import type { ActionIo } from '../publish/io.js';
import { writeLocal } from '../publish/local.js';
import { publishToGitHub, type PublishTarget } from '../publish/publish.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import { readContext, type ActionContext } from './context.js';
import { getInputs, type ActionInputs } from './inputs.js';
import { findIssue, publishMode } from './publish-mode.js';
import { runMode } from './run-mode.js';

export interface ActionDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  api: (inputs: ActionInputs, ctx: ActionContext) => GitHubApi;
  artifacts: (ctx: ActionContext) => ArtifactStore;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
}

interface Produced {
  report: Report;
  target: PublishTarget;
  /** Resolves the PR to comment on, after the local files are written (publish mode). */
  issue?: () => Promise<number | undefined>;
}

async function produce(deps: ActionDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string): Promise<Produced> {
  if (inputs.mode === 'publish') {
    const sub = { io: deps.io, api: () => deps.api(inputs, ctx), artifacts: () => deps.artifacts(ctx) };
    const p = await publishMode(sub, inputs, ctx);
    const measuringRun = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${p.run.id}`;
    return { report: p.report, target: { headSha: p.run.headSha, runUrl: measuringRun, workflowPath: ctx.workflowPath }, issue: inputs.token ? () => findIssue(sub, p.run, p.hint) : undefined };
  }
  const report = await runMode({ env: deps.env, io: deps.io, runSuite: deps.runSuite, artifacts: () => deps.artifacts(ctx) }, inputs, ctx, outDir);
  return { report, target: { issue: ctx.pr?.number, headSha: ctx.headSha, runUrl: ctx.runUrl, workflowPath: ctx.workflowPath } };
}

/** Why the API half is skipped, if it is. */
function skipApi(inputs: ActionInputs, ctx: ActionContext): string | undefined {
  if (inputs.comment === 'never' && !inputs.checkRun) return 'comment: never and check-run: false';
  if (!inputs.token) return 'no github-token';
  if (inputs.mode === 'run' && ctx.eventName === 'pull_request' && ctx.pr?.fromFork) {
    return (
      'this pull request comes from a fork, so the token is read-only and secrets are withheld. ' +
      'The verdict is this job\'s exit status and the review is in the job summary; to also get the comment and the check run, ' +
      'upload the report folder as an artifact and publish it from a `workflow_run` workflow with `mode: publish` (README: "Fork pull requests")'
    );
  }
  return undefined;
}

async function act(deps: ActionDeps): Promise<void> {
  const { io } = deps;
  const inputs = getInputs(deps.env);
  const ctx = await readContext(deps.env);
  const outDir = join(ctx.tempDir || tmpdir(), inputs.commentKey === 'default' ? 'bench-review' : `bench-review-${inputs.commentKey}`);
  const produced = await produce(deps, inputs, ctx, outDir);
  const { report, target } = produced;
  const meta = { schemaVersion: 1 as const, pullRequest: ctx.pr?.number ?? null, headSha: target.headSha || null, baseSha: ctx.pr?.baseSha ?? null, runId: ctx.runId };
  const files = await writeLocal(io, report, outDir, meta);
  io.info(`${report.status.toUpperCase()}: ${report.headline}`);
  io.info(`JSON report: ${files.reportPath}`);
  let commentUrl = '';
  let checkUrl = '';
  const skip = skipApi(inputs, ctx);
  if (skip) io.info(`No comment or check run: ${skip}.`);
  else {
    if (produced.issue) target.issue = await produced.issue();
    const published = await publishToGitHub(deps.api(inputs, ctx), io, report, target, inputs);
    commentUrl = published.commentUrl ?? '';
    checkUrl = published.checkUrl ?? '';
  }
  io.setOutput('comment-url', commentUrl);
  io.setOutput('check-run-url', checkUrl);
  if (inputs.mode === 'run' && report.status === 'fail') io.setFailed(`bench-review: ${report.headline}`);
}

export async function main(deps: ActionDeps): Promise<void> {
  try {
    await act(deps);
  } catch (err) {
    if (isUserError(err)) deps.io.setFailed(`bench-review: ${err.message}`);
    else deps.io.setFailed(`bench-review: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
}
