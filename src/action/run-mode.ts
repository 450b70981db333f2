/**
 * The default mode: get a report for this pull request, either by measuring base and head here
 * (`command`, exactly what `bench-review run` does) or from result files measured elsewhere
 * (`base-results` / `head-results`); then review the PR description and, with `profile-command`,
 * profile the regressed benchmarks.
 */
import { join, resolve } from 'node:path';
import { compareFiles } from '../pipeline.js';
import { collectPrAsks } from '../review/asks/index.js';
import { readPrBody } from '../review/pr-body.js';
import type { Report } from '../review/report.js';
import { createGit } from '../run/git.js';
import { reviewOutcome } from '../run/review-outcome.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import type { ActionIo } from '../publish/io.js';
import type { ActionContext } from './context.js';
import { expandInput } from './globs.js';
import { assertSafeToRun, assertTrustedCheckout, isPrivileged, SAFE_PATTERN } from './guard.js';
import type { ActionInputs } from './inputs.js';
import { linkProfiles, recordProfiles } from './profiles.js';

export interface RunModeDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
  artifacts: () => ArtifactStore;
}

async function precomputed(inputs: ActionInputs, ctx: ActionContext): Promise<Report> {
  const cwd = resolve(ctx.workspace, inputs.workingDirectory ?? '.');
  const base = await expandInput('base-results', inputs.baseResults, cwd);
  const head = await expandInput('head-results', inputs.headResults, cwd);
  return (await compareFiles({ base, head, format: inputs.format, settings: inputs.settings })).report;
}

/** The inputs that would run code, as the guard names them. */
function codeInputs(inputs: ActionInputs): string[] {
  return [['command', inputs.command], ['setup', inputs.setup], ['profile-command', inputs.profileCommand]].filter(([, v]) => v).map(([n]) => n!);
}

async function measured(deps: RunModeDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string): Promise<{ report: Report; outcome: RunOutcome }> {
  const names = codeInputs(inputs);
  // Fail fast on the commonest mistake (the PR head checked out); the full rule runs inside
  // runSuite, once the base commit is resolved and before setup (profile-command runs later, on
  // the same two checkouts).
  if (isPrivileged(ctx)) assertSafeToRun(ctx, await createGit(ctx.workspace, deps.env).tryRun(['rev-parse', 'HEAD']), names);
  const outcome = await deps.runSuite({
    command: inputs.command!,
    setup: inputs.setup,
    baseRef: inputs.baseRef,
    runs: inputs.runs,
    results: inputs.results,
    format: inputs.format,
    timeoutMs: inputs.timeoutMs,
    repoDir: ctx.workspace,
    workingDirectory: inputs.workingDirectory,
    env: deps.env,
    log: (line) => deps.io.info(line),
    group: (title, fn) => deps.io.group(title, fn),
    outDir: join(outDir, 'runs'),
    tmpDir: ctx.tempDir || undefined,
    authorize: isPrivileged(ctx) ? (facts) => assertTrustedCheckout(ctx, facts, names) : undefined,
  });
  const { report } = await reviewOutcome(outcome, { format: inputs.format, settings: inputs.settings });
  return { report, outcome };
}

async function profile(deps: RunModeDeps, inputs: ActionInputs, ctx: ActionContext, report: Report, outcome: RunOutcome, outDir: string): Promise<Report> {
  const benchmarks = report.asks.filter((a) => a.kind === 'profile' && a.benchmark !== null && a.quote === undefined).map((a) => a.benchmark!);
  if (benchmarks.length === 0 || !inputs.profileCommand) return report;
  const result = await deps.io.group('Profiling the regressed benchmarks', () =>
    recordProfiles({
      command: inputs.profileCommand!,
      benchmarks,
      baseSha: outcome.base.sha,
      repoDir: ctx.workspace,
      workingDirectory: inputs.workingDirectory,
      env: deps.env,
      timeoutMs: inputs.timeoutMs,
      outDir,
      tmpDir: ctx.tempDir || outDir,
      log: (line) => deps.io.info(line),
    }),
  );
  const name = inputs.commentKey === 'default' ? `${inputs.artifactName}-profiles` : `${inputs.artifactName}-profiles-${inputs.commentKey}`;
  let link: { url: string | null; problem?: string } = { url: null, problem: 'no profile files were written' };
  if (result.files.length > 0) {
    try {
      link = { url: (await deps.artifacts().upload(name, result.files, result.dir)).url };
      deps.io.info(`Profiles uploaded as artifact "${name}"${link.url ? `: ${link.url}` : ''}`);
    } catch (err) {
      link = { url: null, problem: (err as Error).message };
      deps.io.warning(`The profiles could not be uploaded as an artifact (${(err as Error).message}); they are in ${result.dir}.`);
    }
  }
  return { ...report, asks: linkProfiles(report.asks, result, link) };
}

/**
 * On pull_request_target the guard lets only base-branch code run, so both measured sides are
 * base-branch commits: say plainly that this says nothing about the pull request.
 */
function baseBranchOnly(report: Report, ctx: ActionContext): Report {
  if (ctx.eventName !== 'pull_request_target') return report;
  const branch = ctx.baseBranch ? ` (${ctx.baseBranch})` : '';
  const pr = ctx.pr ? ` #${ctx.pr.number}` : '';
  const warning =
    `On \`pull_request_target\` bench-review runs only the base branch's code${branch}: both sides measured here are base-branch commits, ` +
    `not the pull request's change, so this is not a review of pull request${pr}. ${SAFE_PATTERN}`;
  return { ...report, headline: `Base branch only, not the pull request: ${report.headline}`, warnings: [warning, ...report.warnings] };
}

/** Produce the report of the default mode. `outDir` receives run files, profiles and the report. */
export async function runMode(deps: RunModeDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string): Promise<Report> {
  let report: Report;
  if (inputs.command) {
    const m = await measured(deps, inputs, ctx, outDir);
    report = baseBranchOnly(await profile(deps, inputs, ctx, m.report, m.outcome, outDir), ctx);
  } else {
    report = await precomputed(inputs, ctx);
    if (inputs.profileCommand) deps.io.info('profile-command runs only when bench-review measures (`command`); with precomputed results the profile question stays a question.');
  }
  if (ctx.pr?.body) report = { ...report, asks: [...report.asks, ...collectPrAsks(readPrBody(ctx.pr.body), report.asks)] };
  return report;
}
