/**
 * What every CLI command shares for its output: the io it writes through, the check of output
 * paths before any work, and writing the report (JSON, Markdown, the terminal review).
 */
import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { renderJson } from '../render/json.js';
import { renderMarkdown } from '../render/markdown.js';
import { renderTerminal } from '../render/terminal.js';
import type { Report } from '../review/report.js';
import type { ParsedArgs } from './args.js';

export interface CliIo {
  stdout(s: string): void;
  stderr(s: string): void;
  /** stdout is a terminal. */
  isTty: boolean;
  /** stderr is a terminal (where the review goes when stdout carries --json - or --markdown -); default: isTty. */
  stderrIsTty?: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
  /** The terminal's width when stdout is one (process.stdout.columns); else COLUMNS, else 80. */
  columns?: number;
}

/** The output flags' value that means stdout. */
export const STDOUT = '-';

/**
 * Whether to colour text written to a stream: FORCE_COLOR set and not "0" or "false" forces it
 * (as in Node and chalk, an empty FORCE_COLOR forces too), FORCE_COLOR=0/false turns it off, a
 * non-empty NO_COLOR turns it off (no-color.org), TERM=dumb too; otherwise colour on a terminal.
 * FORCE_COLOR wins over NO_COLOR, as in Node itself.
 */
export function useColor(env: Record<string, string | undefined>, isTty: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return isTty;
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
      if (code !== 'ENOENT' || dirname(at) === at)
        throw new UsageError(`${flag} ${given}: cannot use the directory ${at} (${reason(err)})`);
      missing.push(at);
      at = dirname(at);
      continue;
    }
    if (!info.isDirectory())
      throw new UsageError(`${flag} ${given}: ${at} is not a directory; expected a path whose parent is a directory`);
    break;
  }
  for (const d of missing.reverse()) {
    try {
      await mkdir(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new UsageError(`${flag} ${given}: cannot create the directory ${d} (${reason(err)})`);
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
  if (OUTPUT_FLAGS.every((f) => args[f] === STDOUT)) {
    throw new UsageError('--json - and --markdown - both write to stdout, where they would be mixed; give one of them a file path');
  }
  for (const flag of OUTPUT_FLAGS) {
    const given = args[flag];
    if (typeof given !== 'string' || given === STDOUT) continue;
    if (given.trim() === '') throw new UsageError(`--${flag}: the path is empty; expected a file path`);
    const full = resolve(cwd, given);
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) throw new UsageError(`--${flag} ${given}: is a directory; expected a file path`);
    await ensureDirectory(`--${flag}`, given, dirname(full));
  }
}

export async function writeOut(flag: string, path: string, text: string, io: CliIo): Promise<void> {
  if (path === STDOUT) {
    io.stdout(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  const cwd = io.cwd;
  const full = resolve(cwd, path);
  await ensureDirectory(flag, path, dirname(full));
  try {
    await writeFile(full, text);
  } catch (err) {
    throw new UsageError(`${flag} ${path}: cannot write the file (${reason(err)})`);
  }
}

/**
 * Write the JSON and Markdown files asked for, print the terminal review, and return the exit
 * code. When --json - or --markdown - puts that output on stdout, the terminal review goes to
 * stderr instead, so stdout stays one parseable document (`--json - | jq`) and the person at the
 * terminal still sees the review (`2>/dev/null` drops it).
 */
export async function emitReport(report: Report, args: ParsedArgs, io: CliIo): Promise<number> {
  return emitRendered(report.status, args, io, {
    json: () => renderJson(report),
    markdown: () => renderMarkdown(report, { charts: true }),
    terminal: (color) => renderTerminal(report, { color }),
  });
}

/** {@link emitReport} for any report: its three renderings, made only when asked for. */
export async function emitRendered(
  status: string,
  args: ParsedArgs,
  io: CliIo,
  render: { json(): string; markdown(): string; terminal(color: boolean): string },
): Promise<number> {
  if (typeof args.json === 'string') await writeOut('--json', args.json, render.json(), io);
  if (typeof args.markdown === 'string') await writeOut('--markdown', args.markdown, render.markdown(), io);
  const toStderr = OUTPUT_FLAGS.some((f) => args[f] === STDOUT);
  const review = render.terminal(useColor(io.env, toStderr ? (io.stderrIsTty ?? io.isTty) : io.isTty));
  if (toStderr) io.stderr(review);
  else io.stdout(review);
  return status === 'fail' ? 1 : 0;
}
