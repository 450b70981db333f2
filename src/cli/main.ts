/** `bench-review` commands, testable without a process: argv and io in, exit code out. */
import { resolve } from 'node:path';
import { isUserError, UsageError } from '../errors.js';
import { READERS } from '../formats/index.js';
import { reviewRun } from '../review-run.js';
import { flag, parseFormat } from '../settings.js';
import { parseArgs } from './args.js';
import { COMPARE_FLAGS, machineFilesFromArgs, settingsFromArgs } from './flags.js';
import { emitReport, prepareOutputs, type CliIo } from './io.js';
import { runCommand } from './run-command.js';

export type { CliIo } from './io.js';

export const HELP = `bench-review — compare benchmark results of base and head as distributions

Usage:
  bench-review compare --base FILE... --head FILE... [options]
  bench-review run --command "CMD" [--setup "CMD"] [--base REF] [--runs N] [--results PATH] [--timeout 10m] [options]
  bench-review run --base-results FILE... --head-results FILE... [options]
  bench-review formats
  bench-review help

compare options:
  --base FILE...           results of the base side (each file one run, unless the format holds several)
  --head FILE...           results of the head side
  --format NAME            skip detection and read every file as NAME (see "bench-review formats")
  --json OUT               write the JSON report (schemaVersion 1) to OUT
  --markdown OUT           write the Markdown review to OUT
  --threshold p99=10%      practical threshold per metric (repeatable; defaults p50 5%, p90 10%, p99 15%, p99.9 25%)
  --noise-floor p99=8%     measured A/A noise floor per metric (raises the threshold; lets one-run comparisons gate)
  --fail-on auto|tail|any|never
                           what fails the check (default auto: p90, p99 and well-resolved p99.9 where there
                           are per-operation values, the per-run centre where there are only per-run means)
  --allow-different-machines
                           base and head machines differ but are equivalent: gate as usual (otherwise neutral)
  --alpha 0.05             two-sided level of the intervals (above 0 and below 0.5)
  --q 0.05                 Benjamini–Hochberg false discovery rate across gated metrics (above 0 and below 0.5)
  --machine base=FILE      machine facts of one side (repeatable: base=FILE, head=FILE; FILE alone for both):
                           the machine.json bench-review run writes, a report.json, or \`lscpu\` / \`lscpu -J\` output;
                           they fill in and override what the result files say (see README "Machine facts")

run options (measure base and head on this machine, interleaved A B B A …, then compare):
  --command "CMD"          shell command that runs the suite once (one process-level run); its stdout is the result
  --setup "CMD"            build/install command, run once per side before measuring
  --base REF               base commit-ish, checked out in a temporary git worktree (default in a pull_request
                           event: pull_request.base.sha); head is the working tree
  --runs N                 process-level runs per side (default 10)
  --results PATH           read this file (relative to the working directory) after each run instead of stdout
  --timeout 10m            per run, per setup and per profile; the whole process tree is killed (units ms, s,
                           m, h; a bare number is seconds; at most 360m, as in the action)
  --working-directory DIR  run the commands in DIR (relative to the repository root) on both sides
  --out-dir DIR            keep every run's output in DIR (default: a temporary folder, removed)
  --profile-command "CMD"  profile the regressed benchmarks on both sides (env BENCH_REVIEW_BENCHMARK, _SIDE,
                           _PROFILE_DIR); the profiles go to --out-dir/profiles or a kept temporary folder
  --base-results FILE...   precomputed mode: compare results measured elsewhere (with --head-results FILE...)
  plus the compare options --format, --json, --markdown, --threshold, --noise-floor, --fail-on, --alpha, --q,
  and --machine with --base-results/--head-results (a measured run records its own machine, in --out-dir/machine.json)

Exit status: 0 pass or neutral, 1 the gate failed, 2 bad usage or bad input.
`;

async function compareCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, COMPARE_FLAGS, 'compare');
  const base = (args.base as string[] | undefined) ?? [];
  const head = (args.head as string[] | undefined) ?? [];
  if (base.length === 0 || head.length === 0) throw new UsageError('compare: needs --base FILE... and --head FILE...');
  const settings = settingsFromArgs(args);
  await prepareOutputs(args, io.cwd);
  const abs = (files: string[]) => files.map((f) => resolve(io.cwd, f));
  const format = parseFormat(args.format as string | undefined, flag('format'));
  const machineFiles = machineFilesFromArgs(args, io.cwd);
  const { report } = await reviewRun({ base: abs(base), head: abs(head), format, settings, machineFiles });
  return emitReport(report, args, io);
}

function formatsCommand(io: CliIo): number {
  const rows = READERS.map((r) => [r.id, r.carries, r.title, r.howTo]);
  const w0 = Math.max(6, ...rows.map((r) => r[0].length));
  const w1 = Math.max(4, ...rows.map((r) => r[1].length));
  io.stdout(`${'format'.padEnd(w0)}  ${'kind'.padEnd(w1)}  reads\n`);
  for (const [id, kind, title, how] of rows) io.stdout(`${id.padEnd(w0)}  ${kind.padEnd(w1)}  ${title}\n${''.padEnd(w0 + w1 + 4)}produce: ${how}; force with --format ${id}\n`);
  return 0;
}

export type Command = (argv: string[], io: CliIo) => Promise<number>;

/** Extra commands registered by other modules (e.g. `run`). */
export const COMMANDS: Record<string, Command> = {
  compare: compareCommand,
  formats: async (_argv, io) => formatsCommand(io),
  run: runCommand,
};

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.stdout(HELP);
      return command === undefined ? 2 : 0;
    }
    const handler = COMMANDS[command];
    if (!handler) throw new UsageError(`unknown command "${command}"; expected one of ${Object.keys(COMMANDS).join(', ')}, help`);
    return await handler(rest, io);
  } catch (err) {
    if (isUserError(err)) {
      io.stderr(`bench-review: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}
