/** `bench-review` commands, testable without a process: argv and io in, exit code out. */
import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { defaultSettings, parseFailOn, parseMetricPercents, type Settings } from '../compare/settings.js';
import { isUserError, UsageError } from '../errors.js';
import { READERS } from '../formats/index.js';
import { compareFiles } from '../pipeline.js';
import { renderJson } from '../render/json.js';
import { renderMarkdown } from '../render/markdown.js';
import { renderTerminal } from '../render/terminal.js';
import type { Report } from '../review/report.js';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.js';
import { runCommand } from './run-command.js';

export interface CliIo {
  stdout(s: string): void;
  stderr(s: string): void;
  isTty: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
}

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
  --fail-on tail|any|never what fails the check (default tail: p90, p99, and p99.9 where well-resolved)
  --alpha 0.05             two-sided level of the intervals
  --q 0.05                 Benjamini–Hochberg false discovery rate across gated metrics

run options (measure base and head on this machine, interleaved A B B A …, then compare):
  --command "CMD"          shell command that runs the suite once (one process-level run); its stdout is the result
  --setup "CMD"            build/install command, run once per side before measuring
  --base REF               base commit-ish, checked out in a temporary git worktree (default in a pull_request
                           event: pull_request.base.sha); head is the working tree
  --runs N                 process-level runs per side (default 10)
  --results PATH           read this file (relative to the working directory) after each run instead of stdout
  --timeout 10m            per run and per setup; the whole process tree is killed (units ms, s, m, h)
  --working-directory DIR  run the commands in DIR (relative to the repository root) on both sides
  --out-dir DIR            keep every run's output in DIR (default: a temporary folder, removed)
  --base-results FILE...   precomputed mode: compare results measured elsewhere (with --head-results FILE...)
  plus the compare options --format, --json, --markdown, --threshold, --noise-floor, --fail-on, --alpha, --q

Exit status: 0 pass or neutral, 1 the gate failed, 2 bad usage or bad input.
`;

export const COMPARE_FLAGS: Record<string, FlagSpec> = {
  base: { kind: 'list' },
  head: { kind: 'list' },
  format: { kind: 'string' },
  json: { kind: 'string' },
  markdown: { kind: 'string' },
  threshold: { kind: 'repeat' },
  'noise-floor': { kind: 'repeat' },
  'fail-on': { kind: 'string' },
  alpha: { kind: 'string' },
  q: { kind: 'string' },
};

function level(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!(v > 0 && v < 0.5)) throw new UsageError(`--${name}: "${text}" is not valid; expected a number between 0 and 0.5 such as 0.05`);
  return v;
}

/** Build settings from compare/run flags. */
export function settingsFromArgs(args: ParsedArgs): Settings {
  const s = defaultSettings();
  for (const spec of (args.threshold as string[] | undefined) ?? []) Object.assign(s.thresholds, parseMetricPercents(spec, '--threshold'));
  for (const spec of (args['noise-floor'] as string[] | undefined) ?? []) Object.assign(s.noiseFloor, parseMetricPercents(spec, '--noise-floor'));
  if (args['fail-on'] !== undefined) s.failOn = parseFailOn(args['fail-on'] as string);
  s.alpha = level(args.alpha as string | undefined, 'alpha', s.alpha);
  s.q = level(args.q as string | undefined, 'q', s.q);
  return s;
}

/** "ENOENT: no such file or directory" without the path Node appends (the message names it already). */
function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${(e.message ?? '').replace(/^\w+: /, '').replace(/, \w+ '.*'$/, '')}` : String(err);
}

/**
 * Create the directory for an output file, one level at a time: `mkdir -p` in Node loops forever
 * on some paths it cannot create (`/proc/nope`), so the missing levels are found by stat first.
 */
async function ensureDirectory(flag: string, given: string, dir: string): Promise<void> {
  const missing: string[] = [];
  let at = dir;
  for (;;) {
    let info;
    try {
      info = await stat(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || dirname(at) === at) throw new UsageError(`${flag} ${given}: cannot use the directory ${at} (${reason(err)})`);
      missing.push(at);
      at = dirname(at);
      continue;
    }
    if (!info.isDirectory()) throw new UsageError(`${flag} ${given}: ${at} is not a directory; expected a path whose parent is a directory`);
    break;
  }
  for (const d of missing.reverse()) {
    try {
      await mkdir(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new UsageError(`${flag} ${given}: cannot create the directory ${d} (${reason(err)})`);
    }
  }
  try {
    await access(dir, constants.W_OK);
  } catch (err) {
    throw new UsageError(`${flag} ${given}: cannot write in ${dir} (${reason(err)})`);
  }
}

const OUTPUT_FLAGS = ['json', 'markdown'] as const;

/**
 * Check every output path before any work (reading inputs, running the suite), so a typo fails
 * at once and not after a long run: the parent directory exists or can be created and is
 * writable, and the path is not a directory.
 */
export async function prepareOutputs(args: ParsedArgs, cwd: string): Promise<void> {
  for (const flag of OUTPUT_FLAGS) {
    const given = args[flag];
    if (typeof given !== 'string') continue;
    if (given.trim() === '') throw new UsageError(`--${flag}: the path is empty; expected a file path`);
    const full = resolve(cwd, given);
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) throw new UsageError(`--${flag} ${given}: is a directory; expected a file path`);
    await ensureDirectory(`--${flag}`, given, dirname(full));
  }
}

async function writeOut(flag: string, path: string, text: string, cwd: string): Promise<void> {
  const full = resolve(cwd, path);
  await ensureDirectory(flag, path, dirname(full));
  try {
    await writeFile(full, text);
  } catch (err) {
    throw new UsageError(`${flag} ${path}: cannot write the file (${reason(err)})`);
  }
}

/** Write the JSON and Markdown files asked for, print the terminal review, and return the exit code. */
export async function emitReport(report: Report, args: ParsedArgs, io: CliIo): Promise<number> {
  if (typeof args.json === 'string') await writeOut('--json', args.json, renderJson(report), io.cwd);
  if (typeof args.markdown === 'string') await writeOut('--markdown', args.markdown, renderMarkdown(report, { charts: true }), io.cwd);
  io.stdout(renderTerminal(report, { color: io.isTty }));
  return report.status === 'fail' ? 1 : 0;
}

async function compareCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, COMPARE_FLAGS, 'compare');
  const base = (args.base as string[] | undefined) ?? [];
  const head = (args.head as string[] | undefined) ?? [];
  if (base.length === 0 || head.length === 0) throw new UsageError('compare: needs --base FILE... and --head FILE...');
  const settings = settingsFromArgs(args);
  await prepareOutputs(args, io.cwd);
  const abs = (files: string[]) => files.map((f) => resolve(io.cwd, f));
  const { report } = await compareFiles({ base: abs(base), head: abs(head), format: args.format as string | undefined, settings });
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
