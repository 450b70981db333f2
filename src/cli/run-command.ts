/**
 * `bench-review run`: measure the suite on base and head on this machine, interleaved, then review
 * (exit codes as `compare`). With `--profile-command` the regressed benchmarks are profiled on both
 * sides and the review links the profiles instead of asking for them. With
 * `--base-results FILE… --head-results FILE…` it only reviews results measured elsewhere.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InputError, UsageError } from '../errors.js';
import { readStore } from '../history/store.js';
import { contextFrom, readEventPayload } from '../jobs/github-context.js';
import { autoRuns, reviewRun } from '../jobs/review-run.js';
import { assertTrustedCheckout, isPrivileged } from '../jobs/trust-guard.js';
import type { ProfileOutcome } from '../model/run-summary.js';
import { cancelExitCode } from '../run/cancel.js';
import { measuredInput } from '../run/measured.js';
import { profileOutcome, recordProfiles } from '../run/profile.js';
import { RunError } from '../run/run-error.js';
import { runSuite, type RunOutcome } from '../run/run-suite.js';
import { startShard, type ShardSession } from '../run/shard.js';
import type { Settings } from '../model/settings.js';
import { flag, parseFormat, parseShard, readRunSettings } from '../settings.js';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.js';
import {
  COMPARE_FLAGS,
  historyFromArgs,
  machineFilesFromArgs,
  namesFromArgs,
  settingsFromArgs,
  settingsTextFromArgs,
  withNoiseFloorFile,
} from './flags.js';
import { emitReport, prepareOutputs, type CliIo } from './io.js';

/** The run flags: compare's (except --base/--head, which mean other things here) plus these. */
/** A string flag's value, if given. */
export const str = (args: ParsedArgs, k: string) => args[k] as string | undefined;

/**
 * What measuring needs before it starts, the same for `run` and `calibrate`: the trust guard the
 * action runs behind too (jobs/trust-guard.ts, on the workflow context jobs/github-context.ts reads) —
 * a `run:` step on pull_request_target has the checkout's token in .git/config and the secrets in
 * reach just the same, so commands run only from a trusted checkout — and where the run outputs go
 * (`--out-dir`, kept; else a temporary folder the caller removes).
 */
export async function measuringPlace(args: ParsedArgs, io: CliIo, moreCommands: string[] = []) {
  const ctx = io.env.GITHUB_EVENT_NAME ? contextFrom(io.env, await readEventPayload(io.env)) : undefined;
  const names = ['--command', ...(str(args, 'setup') !== undefined ? ['--setup'] : []), ...moreCommands];
  const authorize =
    ctx && isPrivileged(ctx) ? (facts: Parameters<typeof assertTrustedCheckout>[1]) => assertTrustedCheckout(ctx, facts, names) : undefined;
  const keep = str(args, 'out-dir');
  const tmpRoot = io.env.RUNNER_TEMP ?? tmpdir();
  const outDir = keep ? resolve(io.cwd, keep) : await mkdtemp(join(tmpRoot, 'bench-review-runs-'));
  return { authorize, keep, tmpRoot, outDir };
}

export function runFlags(): Record<string, FlagSpec> {
  const { base: _base, head: _head, variant: _variant, ...shared } = COMPARE_FLAGS;
  return { ...shared, ...OWN_FLAGS };
}

/** The flags of measuring the suite on this machine, shared by `run` and `calibrate`. */
export const MEASURE_FLAGS: Record<string, FlagSpec> = {
  command: { kind: 'string' },
  setup: { kind: 'string' },
  base: { kind: 'string' },
  runs: { kind: 'string' },
  results: { kind: 'string' },
  timeout: { kind: 'string' },
  'working-directory': { kind: 'string' },
  'out-dir': { kind: 'string' },
};

const OWN_FLAGS: Record<string, FlagSpec> = {
  ...MEASURE_FLAGS,
  'max-runs': { kind: 'string' },
  'max-minutes': { kind: 'string' },
  'profile-command': { kind: 'string' },
  shard: { kind: 'string' },
  'shard-benchmarks': { kind: 'string' },
  'base-results': { kind: 'list' },
  'head-results': { kind: 'list' },
};

const MEASURE_ONLY = [
  'command',
  'setup',
  'base',
  'runs',
  'max-runs',
  'max-minutes',
  'results',
  'timeout',
  'working-directory',
  'out-dir',
  'profile-command',
  'shard',
  'shard-benchmarks',
];

const list = (args: ParsedArgs, k: string) => (args[k] as string[] | undefined) ?? [];

async function precomputed(args: ParsedArgs, io: CliIo): Promise<number> {
  const clash = MEASURE_ONLY.filter((k) => args[k] !== undefined);
  if (clash.length)
    throw new UsageError(
      `run: --base-results/--head-results compare results measured elsewhere; ${clash.map((k) => `--${k}`).join(', ')} only apply when bench-review runs the suite`,
    );
  const base = list(args, 'base-results');
  const head = list(args, 'head-results');
  if (base.length === 0 || head.length === 0)
    throw new UsageError('run: precomputed mode needs both --base-results FILE... and --head-results FILE...');
  const settings = await withNoiseFloorFile(args, settingsFromArgs(args), io.cwd);
  const format = parseFormat(str(args, 'format'), flag('format'));
  await prepareOutputs(args, io.cwd); // fail on a bad --json/--markdown path before any run
  const abs = (files: string[]) => files.map((f) => resolve(io.cwd, f));
  const machineFiles = machineFilesFromArgs(args, io.cwd);
  const history = historyFromArgs(args, io.cwd);
  const { report } = await reviewRun({
    base: abs(base),
    head: abs(head),
    format,
    settings,
    machineFiles,
    names: namesFromArgs(args),
    history,
  });
  return emitReport(report, args, io);
}

interface ProfileTarget {
  command: string;
  /** --out-dir, when given: the profiles go to its `profiles` folder. */
  outDir: string | undefined;
  tmpRoot: string;
  timeoutMs: number;
}

/**
 * The `profile` hook of the CLI: record the profiles on head and a fresh base checkout of the same
 * commits (setup does not run there) into --out-dir,
 * or into a new temporary folder that is kept (it is the result) and named on stderr.
 */
function localProfiler(io: CliIo, target: ProfileTarget, outcome: RunOutcome, kept: (dir: string) => void) {
  return async (benchmarks: string[]): Promise<ProfileOutcome> => {
    const dir = target.outDir ? join(target.outDir, 'profiles') : await mkdtemp(join(target.tmpRoot, 'bench-review-profiles-'));
    kept(dir);
    io.stderr('── Profiling the regressed benchmarks\n');
    const result = await recordProfiles({
      command: target.command,
      benchmarks,
      baseSha: outcome.base.sha,
      root: outcome.root,
      workingDirectory: outcome.workingDirectory,
      env: io.env,
      timeoutMs: target.timeoutMs,
      dir,
      tmpDir: target.tmpRoot,
      log: (line) => io.stderr(`${line}\n`),
    });
    return profileOutcome(result, { artifactUrl: null, problem: `bench-review run keeps them on this machine, in ${dir}` });
  };
}

/** `--shard i/N` [`--shard-benchmarks FILE`]: which share this run measures and keeps (run/shard.ts), checked before any run. */
async function shardPlan(args: ParsedArgs, io: CliIo, settings: Settings): Promise<ShardSession | undefined> {
  const spec = parseShard(str(args, 'shard'), 'cli');
  const listGiven = str(args, 'shard-benchmarks');
  if (!spec) {
    if (listGiven !== undefined)
      throw new UsageError('run: --shard-benchmarks lists the benchmarks to split among shards; it needs --shard i/N');
    return undefined;
  }
  if (str(args, 'out-dir') === undefined)
    throw new UsageError("run: --shard needs --out-dir DIR: the shard's folder (run files and shard.json) that `bench-review merge` reads");
  return startShard(spec, listGiven, io.cwd, '--shard-benchmarks', settings.sweepParam);
}

async function measureAndCompare(args: ParsedArgs, io: CliIo): Promise<number> {
  const command = str(args, 'command');
  if (command === undefined || command.trim() === '') {
    throw new UsageError(
      'run: needs --command "…" (the shell command that runs the suite once), or --base-results FILE... --head-results FILE... for results measured elsewhere',
    );
  }
  if (args.machine !== undefined) {
    throw new UsageError(
      'run: --machine gives the machine facts of results measured elsewhere (with --base-results/--head-results, or compare); a measured run records this machine itself (machine.json in --out-dir)',
    );
  }
  const profileCommand = str(args, 'profile-command');
  if (profileCommand !== undefined && profileCommand.trim() === '')
    throw new UsageError('run: --profile-command is empty; leave it out, or give the command that profiles one benchmark on one side');
  const {
    runs,
    maxRuns,
    maxMinutes,
    timeoutMs,
    format,
    settings: given,
  } = readRunSettings(
    {
      runs: str(args, 'runs'),
      maxRuns: str(args, 'max-runs'),
      maxMinutes: str(args, 'max-minutes'),
      timeout: str(args, 'timeout'),
      format: str(args, 'format'),
      ...settingsTextFromArgs(args),
    },
    'cli',
  );
  const settings = await withNoiseFloorFile(args, given, io.cwd); // a bad file fails before any run
  const names = namesFromArgs(args); // a bad --rename fails before any run too
  const history = historyFromArgs(args, io.cwd);
  if (history !== undefined) await readStore(history); // a bad --history store fails before any run too
  const shard = await shardPlan(args, io, settings);
  const keepShard = shard?.keep;
  // runs: auto — the first look, then more while a gated metric is undecided (jobs/review-run.ts autoRuns).
  const auto = runs === 'auto' ? autoRuns(settings, { maxRuns, maxMinutes }, format, names, keepShard) : undefined;
  await prepareOutputs(args, io.cwd); // fail on a bad --json/--markdown path before any run
  const { authorize, keep, tmpRoot, outDir } = await measuringPlace(args, io, profileCommand !== undefined ? ['--profile-command'] : []);
  let keepOutputs = keep !== undefined;
  let profilesDir: string | undefined;
  try {
    const outcome = await runSuite({
      command,
      setup: str(args, 'setup'),
      baseRef: str(args, 'base'),
      runs: auto ? auto.plan.looks[0] : (runs as number),
      looks: auto?.policy,
      results: str(args, 'results'),
      format,
      timeoutMs,
      repoDir: io.cwd,
      workingDirectory: str(args, 'working-directory'),
      // A shard's command is told which shard it is, and with a benchmark list which names to run (run/shard.ts).
      env: shard ? { ...io.env, ...shard.env } : io.env,
      log: (line) => io.stderr(`${line}\n`),
      // The live counter redraws its line on stderr: only on a terminal that understands it, never in CI.
      live:
        (io.stderrIsTty ?? io.isTty) && process.stderr.isTTY && !io.env.CI && io.env.TERM !== 'dumb'
          ? (t) => process.stderr.write(t)
          : undefined,
      outDir,
      authorize,
    });
    const profile = profileCommand
      ? localProfiler(
          io,
          { command: profileCommand, outDir: keep ? outDir : undefined, tmpRoot, timeoutMs },
          outcome,
          (dir) => (profilesDir = dir),
        )
      : undefined;
    // Under runs: auto the report is decided on all runs at the last look's levels (the run record says which).
    const measured = shard ? shard.noted(measuredInput(outcome, auto?.record())) : measuredInput(outcome, auto?.record());
    const decidedAt = auto ? auto.settings() : settings;
    const { report } = await reviewRun({ ...measured, format, settings: decidedAt, profile, names, keep: keepShard, history }).catch(
      (err: unknown) => {
        // A run file a reader rejects is the thing to look at: keep them all.
        if (err instanceof InputError) keepOutputs = true;
        throw err;
      },
    );
    if (shard) {
      // What `bench-review merge` reads back, beside the run files in --out-dir.
      const file = await shard.record(outDir, { format, settings: decidedAt, names, input: measured });
      io.stderr(
        `bench-review: shard ${shard.plan.index}/${shard.plan.count} recorded in ${file}; merge the shards' folders with bench-review merge\n`,
      );
    }
    return await emitReport(report, args, io);
  } finally {
    if (profilesDir) io.stderr(`bench-review: the profiles are in ${profilesDir}\n`);
    if (keepOutputs) io.stderr(`bench-review: the output of every run is in ${outDir}\n`);
    else await rm(outDir, { recursive: true, force: true });
  }
}

export async function runCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, runFlags(), 'run');
  try {
    if (args['base-results'] !== undefined || args['head-results'] !== undefined) return await precomputed(args, io);
    return await measureAndCompare(args, io);
  } catch (err) {
    if (err instanceof RunError && err.kind === 'cancelled') {
      io.stderr(`bench-review: ${err.message}\n`);
      return cancelExitCode(err.reason);
    }
    throw err;
  }
}
