/**
 * `bench-review run`: measure the suite on base and head on this machine, interleaved, then compare
 * (exit codes as `compare`). With `--base-results FILE… --head-results FILE…` it only compares
 * results measured elsewhere.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contextFrom, readEventPayload } from '../action/context.js';
import { assertTrustedCheckout, isPrivileged } from '../action/guard.js';
import { InputError, UsageError } from '../errors.js';
import { compareFiles } from '../pipeline.js';
import { cancelExitCode } from '../run/cancel.js';
import { reviewOutcome } from '../run/review-outcome.js';
import { RunError } from '../run/run-error.js';
import { runSuite } from '../run/run-suite.js';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.js';
import { COMPARE_FLAGS, emitReport, prepareOutputs, settingsFromArgs, type CliIo } from './main.js';

/** The run flags: compare's (except --base/--head) plus these. A function, because main.ts imports this module before it defines COMPARE_FLAGS. */
export function runFlags(): Record<string, FlagSpec> {
  const { base: _base, head: _head, ...shared } = COMPARE_FLAGS;
  return { ...shared, ...OWN_FLAGS };
}

const OWN_FLAGS: Record<string, FlagSpec> = {
  command: { kind: 'string' },
  setup: { kind: 'string' },
  base: { kind: 'string' },
  runs: { kind: 'string' },
  results: { kind: 'string' },
  timeout: { kind: 'string' },
  'working-directory': { kind: 'string' },
  'out-dir': { kind: 'string' },
  'base-results': { kind: 'list' },
  'head-results': { kind: 'list' },
};

const MEASURE_ONLY = ['command', 'setup', 'base', 'runs', 'results', 'timeout', 'working-directory', 'out-dir'];
const DEFAULT_RUNS = 10;
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, sec: 1000, m: 60_000, min: 60_000, h: 3_600_000 };

/** "90s", "10m", "1.5h", "500ms"; a bare number is seconds. */
export function parseDuration(text: string, flag: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?\s*$/.exec(text);
  const ms = m ? Number(m[1]) * UNIT_MS[m[2] ?? 's'] : NaN;
  if (!(ms > 0) || ms > 24 * 3_600_000) throw new UsageError(`${flag}: "${text}" is not a duration; expected a positive number with a unit, such as 90s, 10m or 1h (at most 24h)`);
  return ms;
}

export function parseRuns(text: string | undefined, flag: string): number {
  if (text === undefined) return DEFAULT_RUNS;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 1000)) throw new UsageError(`${flag}: "${text}" is not valid; expected a whole number of runs per side from 1 to 1000 (10 recommended; at least 4 to ever show a change)`);
  return n;
}

const str = (args: ParsedArgs, k: string) => args[k] as string | undefined;
const list = (args: ParsedArgs, k: string) => (args[k] as string[] | undefined) ?? [];

async function precomputed(args: ParsedArgs, io: CliIo): Promise<number> {
  const clash = MEASURE_ONLY.filter((k) => args[k] !== undefined);
  if (clash.length) throw new UsageError(`run: --base-results/--head-results compare results measured elsewhere; ${clash.map((k) => `--${k}`).join(', ')} only apply when bench-review runs the suite`);
  const base = list(args, 'base-results');
  const head = list(args, 'head-results');
  if (base.length === 0 || head.length === 0) throw new UsageError('run: precomputed mode needs both --base-results FILE... and --head-results FILE...');
  const settings = settingsFromArgs(args);
  await prepareOutputs(args, io.cwd); // fail on a bad --json/--markdown path before any run
  const abs = (files: string[]) => files.map((f) => resolve(io.cwd, f));
  const { report } = await compareFiles({ base: abs(base), head: abs(head), format: str(args, 'format'), settings });
  return emitReport(report, args, io);
}

async function measureAndCompare(args: ParsedArgs, io: CliIo): Promise<number> {
  const command = str(args, 'command');
  if (command === undefined || command.trim() === '') {
    throw new UsageError('run: needs --command "…" (the shell command that runs the suite once), or --base-results FILE... --head-results FILE... for results measured elsewhere');
  }
  const settings = settingsFromArgs(args);
  await prepareOutputs(args, io.cwd); // fail on a bad --json/--markdown path before any run
  const runs = parseRuns(str(args, 'runs'), '--runs');
  const timeoutMs = args.timeout === undefined ? DEFAULT_TIMEOUT_MS : parseDuration(str(args, 'timeout')!, '--timeout');
  // The action's guard applies to the CLI too: a `run:` step on pull_request_target has the
  // checkout's token in .git/config and the secrets in reach just the same.
  const ctx = io.env.GITHUB_EVENT_NAME ? contextFrom(io.env, await readEventPayload(io.env)) : undefined;
  const names = ['--command', ...(str(args, 'setup') !== undefined ? ['--setup'] : [])];
  const authorize = ctx && isPrivileged(ctx) ? (facts: Parameters<typeof assertTrustedCheckout>[1]) => assertTrustedCheckout(ctx, facts, names) : undefined;
  const keep = str(args, 'out-dir');
  const outDir = keep ? resolve(io.cwd, keep) : await mkdtemp(join(io.env.RUNNER_TEMP ?? tmpdir(), 'bench-review-runs-'));
  let keepOutputs = keep !== undefined;
  try {
    const outcome = await runSuite({
      command,
      setup: str(args, 'setup'),
      baseRef: str(args, 'base'),
      runs,
      results: str(args, 'results'),
      format: str(args, 'format'),
      timeoutMs,
      repoDir: io.cwd,
      workingDirectory: str(args, 'working-directory'),
      env: io.env,
      log: (line) => io.stderr(`${line}\n`),
      live: io.isTty && process.stderr.isTTY && !io.env.CI ? (t) => process.stderr.write(t) : undefined,
      outDir,
      authorize,
    });
    const { report } = await reviewOutcome(outcome, { format: str(args, 'format'), settings }).catch((err: unknown) => {
      if (err instanceof InputError) keepOutputs = true;
      throw err;
    });
    return await emitReport(report, args, io);
  } finally {
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
