/**
 * `bench-review record --store DIR --commit SHA [--parent SHA] [--time ISO] RESULTS...` (or
 * `--report report.json`): append one commit's entry to a history store folder (issue 27;
 * docs/history.md). The results are read as `compare` reads a side; the entry keeps the per-run
 * values of the metrics the gate would judge (jobs/record.ts). A report.json gives only its head
 * medians. When the commit is one of the repository in the current directory, its parent and
 * committer time come from git unless given.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InputError, UsageError } from '../errors.js';
import { entryFromReport, type EntryFacts } from '../history/entry.js';
import { COMMIT_PATTERN } from '../history/store.js';
import { entryFromResults, recordedLine, recordEntry } from '../jobs/record.js';
import { parseUntrustedReport } from '../publish/untrusted-report.js';
import { createGit } from '../run/git.js';
import { flag, parseFormat, readSettings } from '../settings.js';
import { parseArgs, type FlagSpec, type ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

export const RECORD_FLAGS: Record<string, FlagSpec> = {
  store: { kind: 'string' },
  commit: { kind: 'string' },
  parent: { kind: 'string' },
  time: { kind: 'string' },
  report: { kind: 'string' },
  format: { kind: 'string' },
  threshold: { kind: 'repeat' },
  quantiles: { kind: 'string' },
  'fail-on': { kind: 'string' },
  machine: { kind: 'string' },
};

/** The result files (positionals, anywhere) apart from the flags and their values. */
export function splitPositionals(argv: string[], spec: Record<string, FlagSpec>): { files: string[]; flags: string[] } {
  const files: string[] = [];
  const flags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      files.push(a);
      continue;
    }
    flags.push(a);
    const kind = spec[a.slice(2)]?.kind;
    // A flag written `--flag value` takes the next argument; unknown flags are parseArgs' to refuse.
    if (!a.includes('=') && (kind === 'string' || kind === 'repeat') && i + 1 < argv.length && !argv[i + 1].startsWith('--'))
      flags.push(argv[++i]);
  }
  return { files, flags };
}

const str = (args: ParsedArgs, k: string) => args[k] as string | undefined;

/** A commit id as given: hexadecimal, 4 to 64 digits, lower-cased. */
export function parseCommit(value: string, name: string, command: string): string {
  const v = value.trim().toLowerCase();
  if (!COMMIT_PATTERN.test(v))
    throw new UsageError(
      `${command}: ${name} "${value}" is not a commit id; expected 4 to 64 hexadecimal digits, such as $(git rev-parse HEAD)`,
    );
  return v;
}

/** `--time`: an ISO 8601 time with a date and a time of day. */
export function parseTime(value: string, command: string): string {
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value.trim()) && !Number.isNaN(Date.parse(value));
  if (!ok)
    throw new UsageError(
      `${command}: --time "${value}" is not an ISO 8601 time; expected a date, a time and a zone, such as 2026-11-30T16:00:00Z`,
    );
  return new Date(Date.parse(value)).toISOString();
}

/** The commit's facts: as given, the rest from git when the commit is in the repository here, else no parent and now. */
async function commitFacts(args: ParsedArgs, io: CliIo): Promise<EntryFacts> {
  const given = str(args, 'commit');
  if (given === undefined)
    throw new UsageError('record: needs --commit SHA (the commit these results measured, e.g. $(git rev-parse HEAD))');
  let commit = parseCommit(given, '--commit', 'record');
  const parentGiven = str(args, 'parent');
  let parent = parentGiven !== undefined ? parseCommit(parentGiven, '--parent', 'record') : null;
  const timeGiven = str(args, 'time');
  let time = timeGiven !== undefined ? parseTime(timeGiven, 'record') : undefined;
  const fromGit = await createGit(io.cwd, io.env, 10_000)
    .tryRun(['show', '-s', '--format=%H %cI %P', `${commit}^{commit}`])
    .catch(() => undefined);
  if (fromGit) {
    const [full, when, first] = fromGit.split(' ');
    if (full && COMMIT_PATTERN.test(full)) commit = full;
    if (parentGiven === undefined && first && COMMIT_PATTERN.test(first)) parent = first;
    if (time === undefined && when && !Number.isNaN(Date.parse(when))) time = new Date(Date.parse(when)).toISOString();
  }
  return { commit, parent, time: time ?? new Date().toISOString() };
}

export async function recordCommand(argv: string[], io: CliIo): Promise<number> {
  const { files, flags } = splitPositionals(argv, RECORD_FLAGS);
  const args = parseArgs(flags, RECORD_FLAGS, 'record');
  const store = str(args, 'store');
  if (store === undefined || store.trim() === '')
    throw new UsageError('record: needs --store DIR (the history folder: a checkout of the data branch, or any folder)');
  const report = str(args, 'report');
  if (report !== undefined && files.length > 0) throw new UsageError('record: give either result files or --report report.json, not both');
  if (report === undefined && files.length === 0)
    throw new UsageError(
      'record: needs the result files of the commit (bench-review record --store DIR --commit SHA RESULTS...) or --report report.json',
    );
  if (report !== undefined) {
    const clash = ['format', 'threshold', 'quantiles', 'fail-on', 'machine'].filter((k) => args[k] !== undefined);
    if (clash.length)
      throw new UsageError(
        `record: ${clash.map((k) => `--${k}`).join(', ')} apply to result files; a report.json carries its own settings, gated metrics and machine`,
      );
  }
  const settings = readSettings(
    { threshold: args.threshold as string[] | undefined, quantiles: str(args, 'quantiles'), failOn: str(args, 'fail-on') },
    'cli',
  );
  const format = parseFormat(str(args, 'format'), flag('format'));
  const facts = await commitFacts(args, io);
  const dir = resolve(io.cwd, store);
  let entry;
  if (report !== undefined) {
    const path = resolve(io.cwd, report);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      throw new InputError({ file: report }, `cannot read the report (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
    entry = entryFromReport(parseUntrustedReport(text, report), facts, io.env);
  } else {
    const machine = str(args, 'machine');
    entry = await entryFromResults({
      files: files.map((f) => resolve(io.cwd, f)),
      format,
      settings,
      ...(machine !== undefined ? { machineFile: resolve(io.cwd, machine) } : {}),
      facts,
      env: io.env,
    });
  }
  if (Object.keys(entry.benchmarks).length === 0)
    throw new UsageError(
      `record: nothing to record: no benchmark in ${report ?? files.join(', ')} has a metric the gate would judge (a tail quantile of per-operation data, or the per-run mean)`,
    );
  const recorded = await recordEntry(dir, entry);
  io.stdout(`bench-review: ${recordedLine(entry, recorded, `${store}/${recorded.file}`)}\n`);
  return 0;
}
