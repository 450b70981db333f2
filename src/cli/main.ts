/** `bench-review` commands, testable without a process: argv and io in, exit code out. */
import { resolve } from 'node:path';
import { isUserError, UsageError } from '../errors.js';
import { READERS } from '../formats/index.js';
import { reviewRun } from '../jobs/review-run.js';
import { flag, parseFormat } from '../settings.js';
import { parseArgs, suggest } from './args.js';
import { calibrateCommand } from './calibrate-command.js';
import { dashboardCommand } from './dashboard-command.js';
import { COMPARE_FLAGS, historyFromArgs, machineFilesFromArgs, namesFromArgs, settingsFromArgs, withNoiseFloorFile } from './flags.js';
import { emitReport, prepareOutputs, type CliIo } from './io.js';
import { historyCommand } from './history-command.js';
import { mergeCommand } from './merge-command.js';
import { recordCommand } from './record-command.js';
import { runCommand } from './run-command.js';
import { variantsCommand } from './variants-command.js';
import { COMMAND_DOCS, commandUsage, helpWidth, overview } from './usage.js';
import { version } from './version.js';

export type { CliIo } from './io.js';

async function compareCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, COMPARE_FLAGS, 'compare');
  // --variant NAME=FILE… (two or more): every variant against the first (variants-command.ts).
  if (args.variant !== undefined) return variantsCommand(args, io);
  const base = (args.base as string[] | undefined) ?? [];
  const head = (args.head as string[] | undefined) ?? [];
  if (base.length === 0 || head.length === 0)
    throw new UsageError('compare: needs --base FILE... and --head FILE... (or --variant NAME=FILE… two or more times)');
  const settings = await withNoiseFloorFile(args, settingsFromArgs(args), io.cwd);
  const names = namesFromArgs(args);
  await prepareOutputs(args, io.cwd);
  const abs = (files: string[]) => files.map((f) => resolve(io.cwd, f));
  const format = parseFormat(args.format as string | undefined, flag('format'));
  const machineFiles = machineFilesFromArgs(args, io.cwd);
  const history = historyFromArgs(args, io.cwd);
  const { report } = await reviewRun({ base: abs(base), head: abs(head), format, settings, machineFiles, names, history });
  return emitReport(report, args, io);
}

function formatsCommand(argv: string[], io: CliIo): number {
  parseArgs(argv, {}, 'formats');
  const rows = READERS.map((r) => [r.id, r.carries, r.title, r.howTo]);
  const w0 = Math.max(6, ...rows.map((r) => r[0].length));
  const w1 = Math.max(4, ...rows.map((r) => r[1].length));
  io.stdout(`${'format'.padEnd(w0)}  ${'kind'.padEnd(w1)}  reads\n`);
  for (const [id, kind, title, how] of rows)
    io.stdout(`${id.padEnd(w0)}  ${kind.padEnd(w1)}  ${title}\n${''.padEnd(w0 + w1 + 4)}produce: ${how}; force with --format ${id}\n`);
  return 0;
}

export type Command = (argv: string[], io: CliIo) => Promise<number>;

/** The commands, by name (`run` lives in run-command.ts). */
export const COMMANDS: Record<string, Command> = {
  calibrate: calibrateCommand,
  compare: compareCommand,
  dashboard: dashboardCommand,
  formats: async (argv, io) => formatsCommand(argv, io),
  history: historyCommand,
  merge: mergeCommand,
  record: recordCommand,
  run: runCommand,
};

/** Own names only: `toString` or `__proto__` are not commands. */
const isCommand = (name: string): boolean => Object.hasOwn(COMMANDS, name);

const HELP_FLAGS = new Set(['--help', '-h']);
const VERSION_FLAGS = new Set(['--version', '-V']);

/**
 * `--help`/`-h` anywhere among a command's arguments prints that command's usage and exits 0,
 * before its flags are checked (so `compare --bse x --help` still helps). An argument equal to
 * either is taken as the help flag even where a flag's value could stand (`--setup -h`): no real
 * command, path or setting is spelled so.
 */
function helpFor(command: string, rest: string[], width: number): string | undefined {
  if (command === 'help') {
    const topic = rest[0];
    if (topic !== undefined && HELP_FLAGS.has(topic)) return overview(version(), width);
    if (topic === undefined || topic === 'help') return topic === 'help' ? commandUsage('help', width) : overview(version(), width);
    if (!isCommand(topic) || !Object.hasOwn(COMMAND_DOCS, topic))
      throw new UsageError(`help: unknown command "${topic}"; expected one of ${Object.keys(COMMANDS).join(', ')}`);
    return commandUsage(topic, width);
  }
  return rest.some((a) => HELP_FLAGS.has(a)) ? commandUsage(command, width) : undefined;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const width = helpWidth(io.columns, io.env);
  try {
    if (command === undefined || HELP_FLAGS.has(command)) {
      io.stdout(overview(version(), width));
      return command === undefined ? 2 : 0;
    }
    if (VERSION_FLAGS.has(command)) {
      io.stdout(`bench-review ${version()}\n`);
      return 0;
    }
    if (command !== 'help' && !isCommand(command)) {
      const guess = suggest(command.replace(/^-+/, ''), [...Object.keys(COMMANDS), 'help']);
      throw new UsageError(
        `unknown command "${command}"${guess !== undefined ? ` (did you mean ${guess}?)` : ''}; expected one of ${Object.keys(COMMANDS).join(', ')}, help; see bench-review --help`,
      );
    }
    const help = helpFor(command, rest, width);
    if (help !== undefined) {
      io.stdout(help);
      return 0;
    }
    return await COMMANDS[command](rest, io);
  } catch (err) {
    if (isUserError(err)) {
      io.stderr(`bench-review: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}
