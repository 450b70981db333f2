/**
 * The action from inputs to exit status. Order matters: the report is produced, then the JSON
 * report, review and job summary are written and the outputs set — before any GitHub API call —
 * then the sticky comment and the check run are published (every request and the whole phase
 * within time limits), then the step fails if the gate failed (so the job itself can be the
 * required check). One catch turns a user's error into one line, and an internal error (a bug)
 * into one paragraph that still leaves the outputs, the job summary and any computed report.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUserError } from '../errors.js';
import { readContext, type ActionContext } from '../jobs/github-context.js';
import { escapeMarkdown } from '../render/escape.js';
import { messageText } from '../render/messages/index.js';
import type { Report } from '../review/report.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import { Budget, type GitHubApi, type RequestPolicy } from '../publish/github.js';
import type { ActionIo } from '../publish/io.js';
import { setReportOutputs, writeLocal, writeReportJson } from '../publish/local.js';
import { publishToGitHub, type PublishTarget } from '../publish/publish.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import { apiLimitsFrom, getInputs, type ActionInputs, type ApiLimits } from './inputs.js';
import { calibrateMode } from './calibrate-mode.js';
import { mergeMode } from './merge-mode.js';
import { findIssue, publishMode } from './publish-mode.js';
import { recordMode } from './record-mode.js';
import { runMode } from './run-mode.js';

export interface ActionDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  /** The GitHub client of the publishing phase, bounded by `policy` (per request and overall). */
  api: (inputs: ActionInputs, ctx: ActionContext, policy: RequestPolicy) => GitHubApi;
  artifacts: (ctx: ActionContext) => ArtifactStore;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
}

interface Produced {
  report: Report;
  target: PublishTarget;
  /** Resolves the PR to comment on, after the local files are written (publish mode). */
  issue?: (api: GitHubApi) => Promise<number | undefined>;
}

/** How far the action got, so an internal error can still leave what was done. */
interface Progress {
  mode?: ActionInputs['mode'];
  outDir?: string;
  report?: Report;
  reportPath?: string;
  outputsSet?: boolean;
  gateReported?: boolean;
}

async function produce(deps: ActionDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string, limits: ApiLimits): Promise<Produced> {
  if (inputs.mode === 'publish') {
    const sub = { io: deps.io, artifacts: () => deps.artifacts(ctx), limits };
    const p = await publishMode(sub, inputs, ctx);
    const measuringRun = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${p.run.id}`;
    return {
      report: p.report,
      target: { headSha: p.run.headSha, runUrl: measuringRun, workspace: ctx.workspace },
      issue: inputs.token ? (api) => findIssue(api, deps.io, p.run, p.hint) : undefined,
    };
  }
  // mode: merge reviews the shards of a sharded matrix as one run; then it publishes as run mode does.
  const report =
    inputs.mode === 'merge'
      ? await mergeMode({ io: deps.io }, inputs, ctx)
      : await runMode({ env: deps.env, io: deps.io, runSuite: deps.runSuite, artifacts: () => deps.artifacts(ctx) }, inputs, ctx, outDir);
  return { report, target: { issue: ctx.pr?.number, headSha: ctx.headSha, runUrl: ctx.runUrl, workspace: ctx.workspace } };
}

/** Why the API half is skipped, if it is. */
function skipApi(inputs: ActionInputs, ctx: ActionContext): string | undefined {
  if (inputs.comment === 'never' && !inputs.checkRun) return 'comment: never and check-run: false';
  if (!inputs.token) return 'no github-token';
  if (inputs.shard)
    return `this job is shard ${inputs.shard.index}/${inputs.shard.count} of a sharded run: the merge job (\`mode: merge\`) posts the one comment and check run for all shards`;
  if ((inputs.mode === 'run' || inputs.mode === 'merge') && ctx.eventName === 'pull_request' && ctx.pr?.fromFork) {
    return (
      'this pull request comes from a fork, so the token is read-only and secrets are withheld. ' +
      "The verdict is this job's exit status and the review is in the job summary; to also get the comment and the check run, " +
      'upload the report folder as an artifact and publish it from a `workflow_run` workflow with `mode: publish` (docs/security.md, "Fork pull requests")'
    );
  }
  return undefined;
}

async function act(deps: ActionDeps, progress: Progress): Promise<void> {
  const { io } = deps;
  const inputs = getInputs(deps.env);
  const limits = apiLimitsFrom(deps.env);
  progress.mode = inputs.mode;
  const ctx = await readContext(deps.env);
  const outDir = join(ctx.tempDir || tmpdir(), inputs.commentKey === 'default' ? 'bench-review' : `bench-review-${inputs.commentKey}`);
  progress.outDir = outDir;
  if (inputs.mode === 'calibrate') {
    await calibrateMode({ env: deps.env, io, runSuite: deps.runSuite }, inputs, ctx, outDir);
    return;
  }
  // mode: record appends the pushed commit to the history of main; no comment or check run.
  if (inputs.mode === 'record') {
    await recordMode({ env: deps.env, io, runSuite: deps.runSuite, artifacts: () => deps.artifacts(ctx) }, inputs, ctx, outDir);
    return;
  }
  const produced = await produce(deps, inputs, ctx, outDir, limits);
  const { report, target } = produced;
  progress.report = report;
  const meta = {
    schemaVersion: 1 as const,
    pullRequest: ctx.pr?.number ?? null,
    headSha: target.headSha || null,
    baseSha: ctx.pr?.baseSha ?? null,
    runId: ctx.runId,
  };
  const files = await writeLocal(io, report, outDir, meta);
  Object.assign(progress, { reportPath: files.reportPath, outputsSet: true });
  io.info(`${report.status.toUpperCase()}: ${messageText(report.headline)}`);
  io.info(`JSON report: ${files.reportPath}`);
  let commentUrl = '';
  let checkUrl = '';
  const skip = skipApi(inputs, ctx);
  if (skip) io.info(`No comment or check run: ${skip}.`);
  else {
    // One client and one time limit for everything published from here on.
    const api = deps.api(inputs, ctx, { requestTimeoutMs: limits.requestTimeoutMs, budget: new Budget(limits.publishTimeoutMs) });
    if (produced.issue) target.issue = await produced.issue(api);
    const published = await publishToGitHub(api, io, report, target, inputs);
    commentUrl = published.commentUrl ?? '';
    checkUrl = published.checkUrl ?? '';
  }
  io.setOutput('comment-url', commentUrl);
  io.setOutput('check-run-url', checkUrl);
  // A shard's verdict covers its share only, decided without the other shards' metrics: the merge job gates.
  if (inputs.shard && report.status === 'fail')
    io.info(
      `Shard ${inputs.shard.index}/${inputs.shard.count} found a regression in its share; the merge job (\`mode: merge\`) decides the gate over all shards.`,
    );
  else if ((inputs.mode === 'run' || inputs.mode === 'merge') && report.status === 'fail') {
    progress.gateReported = true;
    io.setFailed(`bench-review: ${messageText(report.headline)}`);
  }
}

function firstLine(text: string): string {
  const line = text.split('\n')[0].trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/**
 * A bug, not the user's doing: keep whatever was computed, say so in the outputs and the job
 * summary, and fail the step with one paragraph (the stack goes to the debug log only).
 */
async function internalError(deps: ActionDeps, progress: Progress, err: unknown): Promise<void> {
  const { io } = deps;
  const what =
    firstLine(err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err)) || 'unknown error';
  if (err instanceof Error && err.stack) io.debug?.(err.stack);
  const { report } = progress;
  const attempt = async (fn: () => Promise<unknown> | unknown) => {
    try {
      await fn();
    } catch (e) {
      io.debug?.(`while saving what was done: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  };
  // A computed report is never lost: write report.json if writeLocal did not get that far.
  if (report && !progress.reportPath && progress.outDir) {
    const outDir = progress.outDir;
    await attempt(async () => {
      progress.reportPath = (await writeReportJson(outDir, report)).reportPath;
    });
  }
  if (!progress.outputsSet) await attempt(() => setReportOutputs(io, report, progress.reportPath ?? ''));
  await attempt(() => {
    io.setOutput('comment-url', '');
    io.setOutput('check-run-url', '');
  });
  const kept = report
    ? progress.reportPath
      ? `The report was computed (${report.status}: ${messageText(report.headline)}) and written to ${progress.reportPath}.`
      : `The report was computed (${report.status}: ${messageText(report.headline)}) but could not be written.`
    : 'No report was produced, so there is no verdict (status: neutral).';
  await attempt(() =>
    io.appendSummary(
      [
        '### bench-review stopped on an internal error',
        '',
        `${escapeMarkdown(what)}`,
        '',
        escapeMarkdown(kept),
        '',
        'This is a bug in bench-review, not in your benchmarks or workflow. Re-run the job with debug logging enabled for the stack trace, and please report it.',
        '',
      ].join('\n'),
    ),
  );
  io.setFailed(
    `bench-review: internal error (a bug in bench-review, not in your benchmarks or workflow): ${what}. ${kept} Re-run with debug logging for the stack trace, and please report it.`,
  );
  if ((progress.mode === 'run' || progress.mode === 'merge') && report?.status === 'fail' && !progress.gateReported)
    io.setFailed(`bench-review: ${messageText(report.headline)}`);
}

export async function main(deps: ActionDeps): Promise<void> {
  const progress: Progress = {};
  try {
    await act(deps, progress);
  } catch (err) {
    if (isUserError(err)) deps.io.setFailed(`bench-review: ${err.message}`);
    else await internalError(deps, progress, err);
  }
}
