/**
 * The default mode: one review run for this pull request, either measuring base and head here
 * (`command`, exactly what `bench-review run` does) or from result files measured elsewhere
 * (`base-results` / `head-results`). The PR description, and with `profile-command` the profiles
 * of the regressed benchmarks (uploaded as an artifact), go into the review run, which builds the
 * report once.
 */
import { join, resolve } from 'node:path';
import type { ActionContext } from '../jobs/github-context.js';
import { autoRuns, reviewRun, type ReviewRunResult } from '../jobs/review-run.js';
import { assertSafeToRun, assertTrustedCheckout, isPrivileged } from '../jobs/trust-guard.js';
import type { ProfileOutcome } from '../model/run-summary.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import type { ActionIo } from '../publish/io.js';
import { readNoiseFloorFile } from '../read/noise-floor-file.js';
import { withNoiseFloors } from '../settings.js';
import type { Report } from '../review/report.js';
import { createGit } from '../run/git.js';
import { measuredInput } from '../run/measured.js';
import { recordProfiles } from '../run/profile.js';
import { RUN_LIMITS } from '../model/settings.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import { startShard, type ShardSession } from '../run/shard.js';
import { expandInput } from './globs.js';
import { readBranch } from './history-branch.js';
import type { ActionInputs } from './inputs.js';
import { uploadProfiles } from './profiles.js';

export interface RunModeDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
  artifacts: () => ArtifactStore;
  /** The repository the history branch is read from (`history: true`); default this repository on its server. */
  historyRemote?: string;
}

/** This repository's git URL, where the history branch lives. */
export function repositoryUrl(ctx: ActionContext): string {
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}.git`;
}

async function precomputed(deps: RunModeDeps, inputs: ActionInputs, ctx: ActionContext, history?: string): Promise<Report> {
  const cwd = resolve(ctx.workspace, inputs.workingDirectory ?? '.');
  const base = await expandInput('base-results', inputs.baseResults, cwd);
  const head = await expandInput('head-results', inputs.headResults, cwd);
  if (inputs.profileCommand)
    deps.io.info(
      'profile-command runs only when bench-review measures (`command`); with precomputed results the profile question stays a question.',
    );
  // base-machine / head-machine: machine-fact files, relative to the working directory like the results.
  const machineFiles = {
    ...(inputs.baseMachine ? { base: resolve(cwd, inputs.baseMachine) } : {}),
    ...(inputs.headMachine ? { head: resolve(cwd, inputs.headMachine) } : {}),
  };
  return (
    await reviewRun({
      base,
      head,
      format: inputs.format,
      settings: inputs.settings,
      names: inputs.names,
      prBody: ctx.pr?.body,
      machineFiles,
      history,
    })
  ).report;
}

/** The inputs that would run code, as the guard names them. */
function codeInputs(inputs: ActionInputs): string[] {
  return [
    ['command', inputs.command],
    ['setup', inputs.setup],
    ['profile-command', inputs.profileCommand],
  ]
    .filter(([, v]) => v)
    .map(([n]) => n!);
}

/** The `profile` hook: record the profiles on head and a fresh base checkout of the same commits, then upload them. */
function profiler(deps: RunModeDeps, inputs: ActionInputs, ctx: ActionContext, outcome: RunOutcome, outDir: string) {
  return (benchmarks: string[]): Promise<ProfileOutcome> =>
    deps.io.group('Profiling the regressed benchmarks', async () => {
      const result = await recordProfiles({
        command: inputs.profileCommand!,
        benchmarks,
        baseSha: outcome.base.sha,
        root: outcome.root,
        workingDirectory: outcome.workingDirectory,
        env: deps.env,
        timeoutMs: inputs.timeoutMs,
        dir: join(outDir, 'profiles'),
        tmpDir: ctx.tempDir || outDir,
        log: (line) => deps.io.info(line),
      });
      const base =
        inputs.commentKey === 'default' ? `${inputs.artifactName}-profiles` : `${inputs.artifactName}-profiles-${inputs.commentKey}`;
      // Each matrix job of a sharded run uploads its own (artifact names are unique within a run).
      const name = inputs.shard ? `${base}-shard-${inputs.shard.index}` : base;
      return uploadProfiles(deps.io, deps.artifacts, name, result);
    });
}

/**
 * What running the suite needs from the action's inputs, the same for `run` and `calibrate`: the
 * guard's fail-fast check (the commonest mistake, the PR head checked out; the full rule runs inside
 * runSuite once the base commit is resolved and before setup), then the run options with the guard
 * as `authorize`. `names`: the inputs that run code, as the guard names them.
 */
export async function suiteOptions(
  deps: Pick<RunModeDeps, 'env' | 'io'>,
  inputs: ActionInputs,
  ctx: ActionContext,
  outDir: string,
  names: string[],
): Promise<RunOptions> {
  if (isPrivileged(ctx)) assertSafeToRun(ctx, await createGit(ctx.workspace, deps.env).tryRun(['rev-parse', 'HEAD']), names);
  return {
    command: inputs.command!,
    setup: inputs.setup,
    baseRef: inputs.baseRef,
    // measured() replaces this with the first look under runs: auto; calibrate-mode's inputs are never auto.
    runs: inputs.runs === 'auto' ? RUN_LIMITS.runs.default : inputs.runs,
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
    authorize: (facts) => assertTrustedCheckout(ctx, facts, names),
  };
}

/** `shard: i/N` [`shard-benchmarks`]: this job's share (run/shard.ts), checked before anything runs. */
function shardPlan(inputs: ActionInputs, ctx: ActionContext): Promise<ShardSession | undefined> {
  return startShard(
    inputs.shard,
    inputs.shardBenchmarks,
    resolve(ctx.workspace, inputs.workingDirectory ?? '.'),
    'Invalid `shard-benchmarks`',
    inputs.settings.sweepParam,
  );
}

export async function measured(
  deps: Pick<RunModeDeps, 'env' | 'io' | 'runSuite' | 'artifacts'>,
  inputs: ActionInputs,
  ctx: ActionContext,
  outDir: string,
  history?: string,
): Promise<ReviewRunResult> {
  const shard = await shardPlan(inputs, ctx);
  const keep = shard?.keep;
  // runs: auto — the first look, then more while a gated metric is undecided (jobs/review-run.ts autoRuns).
  const auto =
    inputs.runs === 'auto'
      ? autoRuns(inputs.settings, { maxRuns: inputs.maxRuns, maxMinutes: inputs.maxMinutes }, inputs.format, inputs.names, keep)
      : undefined;
  const given = await suiteOptions(deps, inputs, ctx, outDir, codeInputs(inputs));
  // A shard's command is told which shard it is, and with a benchmark list which names to run.
  const options = shard ? { ...given, env: { ...given.env, ...shard.env } } : given;
  // profile-command runs later: on the head working tree and on a fresh checkout of the base commit
  // (run/profile.ts), where setup has not run — profile-command must build what it needs.
  const outcome = await deps.runSuite(auto ? { ...options, runs: auto.plan.looks[0], looks: auto.policy } : options);
  const input = shard ? shard.noted(measuredInput(outcome, auto?.record())) : measuredInput(outcome, auto?.record());
  const decidedAt = auto ? auto.settings() : inputs.settings;
  const result = await reviewRun({
    // Under runs: auto the report is decided on all runs at the last look's levels (the run record says which).
    ...input,
    keep,
    format: inputs.format,
    settings: decidedAt,
    names: inputs.names,
    prBody: ctx.pr?.body,
    profile: inputs.profileCommand ? profiler(deps, inputs, ctx, outcome, outDir) : undefined,
    // On pull_request_target the guard lets only base-branch code run, so both measured sides
    // are base-branch commits: the report must say plainly that this says nothing about the PR.
    baseBranchOnly: ctx.eventName === 'pull_request_target' ? { branch: ctx.baseBranch || null, pr: ctx.pr?.number ?? null } : undefined,
    history,
  });
  if (shard) {
    // What `mode: merge` reads back: shard.json beside report.json, the run files under runs/.
    const file = await shard.record(outDir, { format: inputs.format, settings: decidedAt, names: inputs.names, input });
    deps.io.info(`Shard ${shard.plan.index}/${shard.plan.count} recorded in ${file}: upload the folder ${outDir} for the merge job.`);
  }
  return result;
}

/** Produce the report of the default mode. `outDir` receives run files, profiles and the report. */
export async function runMode(deps: RunModeDeps, given: ActionInputs, ctx: ActionContext, outDir: string): Promise<Report> {
  // noise-floor-file (relative to the working directory): read before anything runs, so a bad file fails first.
  const floors = given.noiseFloorFile
    ? (await readNoiseFloorFile(resolve(ctx.workspace, given.workingDirectory ?? '.', given.noiseFloorFile))).floors
    : undefined;
  const inputs = floors ? { ...given, settings: withNoiseFloors(given.settings, floors) } : given;
  // history: true — main's history branch, fetched before anything runs (a newer store fails first).
  const branch = inputs.history
    ? await readBranch({
        remote: deps.historyRemote ?? repositoryUrl(ctx),
        branch: inputs.historyBranch,
        token: inputs.token || undefined,
        env: deps.env,
        tmpDir: ctx.tempDir || undefined,
        log: (line) => deps.io.info(line),
      })
    : undefined;
  if (branch && !branch.exists)
    deps.io.info(
      `history: the branch ${inputs.historyBranch} does not exist yet (mode: record creates it on a push to main); no drift notes`,
    );
  try {
    return inputs.command
      ? (await measured(deps, inputs, ctx, outDir, branch?.dir)).report
      : await precomputed(deps, inputs, ctx, branch?.dir);
  } finally {
    await branch?.cleanup();
  }
}
