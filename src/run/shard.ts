/**
 * Sharding a suite across runners (`--shard i/N`, action input `shard: i/N`): which benchmarks
 * shard i owns, what the user's command is told about it, and the folder record `merge` reads.
 *
 * The rule, the same in every shard, so the shards together own every benchmark exactly once:
 *
 * - **Without a benchmark list** no command can be told what to run, so every shard measures the
 *   whole suite and, after reading its results, keeps the benchmarks whose name hashes to it:
 *   FNV-1a 32 of the name's UTF-8 bytes, mixed by MurmurHash3's finalizer fmix32, mod N, plus 1. Only the comparison and review work is
 *   split, not the measuring.
 * - The name a shard decides on is the name the suite is built from: base's name after `--rename`
 *   (so a renamed benchmark's base and head belong to one shard), with its load token removed
 *   (model/load.ts loadFromName: `X/c=64` is `X`, so every load point of a sweep belongs to one
 *   shard). With a list, that name is matched first, then the name with its load token.
 * - **With a benchmark list** (`--shard-benchmarks`, one name per line) the k-th distinct name
 *   (k from 0) belongs to shard (k mod N) + 1, and the command is told its names
 *   (BENCH_REVIEW_BENCHMARKS, BENCH_REVIEW_FILTER, BENCH_REVIEW_FILTER_GO,
 *   BENCH_REVIEW_FILTER_PYTEST) so that it measures only those. A result's benchmark belongs to a
 *   listed name when it is that name, or that name followed by `/` or `[` (a sub-benchmark, a
 *   parameter), optionally after a prefix ending in `.` (Go's `pkg.`); the longest such name wins.
 *   The shard drops results that belong to another shard's names (a filter that matched too much)
 *   and keeps those that belong to no listed name (it measured them; merge refuses a benchmark
 *   that two shards kept).
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError, UsageError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import { loadFromName } from '../model/load.js';
import type { NameOptions } from '../model/rename.js';
import type { RunSummary } from '../model/run-summary.js';
import type { Settings } from '../model/settings.js';
import type { Machine, Side } from '../model/types.js';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

export const shardLabel = (s: ShardSpec) => `${s.index}/${s.count}`;

/** FNV-1a, 32 bits, of the UTF-8 bytes of `text`. */
const UTF8 = new TextEncoder();

export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of UTF8.encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * MurmurHash3's 32-bit finalizer: FNV-1a's low bits depend only on the low bits of the bytes (its
 * lowest bit is their parity), so `mod 2` or `mod 4` of it alone would split names badly.
 */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The shard (1-based) a benchmark name hashes to: fmix32(FNV-1a 32 of its UTF-8 bytes) mod N, plus 1. */
export const hashShard = (name: string, count: number) => (fmix32(fnv1a32(name)) % count) + 1;

/** A benchmark list as given: one name per line, blank lines skipped, each name once (the first). */
export function parseBenchmarkList(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const name = line.trim();
    if (name !== '') seen.add(name);
  }
  return [...seen];
}

/** Shard i's share of a list: every N-th name, from the i-th. */
export const listShare = (list: readonly string[], s: ShardSpec) => list.filter((_, k) => k % s.count === s.index - 1);

/** What one shard measures and keeps. */
export interface ShardPlan extends ShardSpec {
  /** The whole benchmark list (every shard's), or null: assignment by hash. */
  list: string[] | null;
}

/** Check a plan before anything runs: with a list, every shard must own at least one name. */
export function checkPlan(plan: ShardPlan, what: string): void {
  if (plan.list === null) return;
  if (plan.list.length === 0) throw new UsageError(`${what}: the benchmark list is empty; give one benchmark name per line`);
  if (plan.list.length < plan.count) {
    throw new UsageError(
      `${what}: the benchmark list has ${plan.list.length} name${plan.list.length === 1 ? '' : 's'}, so shard ${plan.list.length + 1}/${plan.count} and later would have nothing to measure; use at most ${plan.list.length} shards`,
    );
  }
}

const ERE_SPECIAL = /[\\^$.|?*+()[\]{}]/g;
/** A name as a literal in a POSIX extended / RE2 / ECMAScript regular expression. */
const regexLiteral = (name: string) => name.replace(ERE_SPECIAL, '\\$&');

/**
 * `^(a|b)(/.*|\[.*)?$`: each name, or that name followed by `/` or `[` and anything (its
 * sub-benchmarks and parameters, as results are matched to listed names). Plain groups and no
 * bracket expression, so that one pattern means the same as POSIX extended (Google Benchmark's
 * --benchmark_filter uses std::regex `extended`), RE2, Rust's regex (criterion) and ECMAScript.
 */
export const anchoredFilter = (names: readonly string[]) => `^(${names.map(regexLiteral).join('|')})(/.*|\\[.*)?$`;

/**
 * Go's `-bench`: the pattern is split at unbracketed `/` into one regexp per level and at
 * top-level `|` into alternatives, so each name becomes its levels, each anchored.
 */
export const goFilter = (names: readonly string[]) =>
  names
    .map((n) =>
      n
        .split('/')
        .map((level) => `^${regexLiteral(level)}$`)
        .join('/'),
    )
    .join('|');

/** The characters pytest's `-k` grammar allows in one identifier (`(\\w|:|\\+|-|\\.|\\[|\\]|\\\\|/)+`). */
const PYTEST_IDENT = /[\p{L}\p{N}_:+\-.[\]\\/]+/gu;
const PYTEST_KEYWORDS = new Set(['or', 'and', 'not']);

/**
 * pytest's `-k`: an `or` expression, one identifier per name. pytest matches each identifier as a
 * substring of the test id, and its grammar allows only word characters and `: + - . [ ] \ /` in
 * one, so a name with others (`size=10`, a space, a comma) is given as its longest allowed run, a
 * substring that still selects it. Selecting more than the shard's names is safe: the shard drops
 * what belongs to another shard after reading. A name with no usable run gives the empty
 * expression, which selects every test.
 */
export function pytestFilter(names: readonly string[]): string {
  const idents = new Set<string>();
  for (const name of names) {
    let longest = '';
    for (const run of name.match(PYTEST_IDENT) ?? []) if (run.length > longest.length && !PYTEST_KEYWORDS.has(run)) longest = run;
    if (longest === '') return '';
    idents.add(longest);
  }
  return [...idents].join(' or ');
}

/** The variables the user's command sees in a shard. */
export function shardEnv(plan: ShardPlan): Record<string, string> {
  const env: Record<string, string> = {
    BENCH_REVIEW_SHARD: shardLabel(plan),
    BENCH_REVIEW_SHARD_INDEX: String(plan.index),
    BENCH_REVIEW_SHARD_COUNT: String(plan.count),
  };
  if (plan.list !== null) {
    const mine = listShare(plan.list, plan);
    env.BENCH_REVIEW_BENCHMARKS = mine.join('\n');
    env.BENCH_REVIEW_FILTER = anchoredFilter(mine);
    env.BENCH_REVIEW_FILTER_GO = goFilter(mine);
    env.BENCH_REVIEW_FILTER_PYTEST = pytestFilter(mine);
  }
  return env;
}

const BOUNDARY_AFTER = new Set(['/', '[']);

/** The listed name a result's benchmark belongs to (see the module comment), or undefined. */
export function listedName(name: string, listed: ReadonlySet<string>): string | undefined {
  const ends = [name.length];
  const starts = [0];
  for (let i = 0; i < name.length; i++) {
    if (BOUNDARY_AFTER.has(name[i])) ends.push(i);
    if (name[i] === '.') starts.push(i + 1);
  }
  let best: string | undefined;
  for (const p of starts) {
    for (const q of ends) {
      if (q <= p || (best !== undefined && q - p <= best.length)) continue;
      const key = name.slice(p, q);
      if (listed.has(key)) best = key;
    }
  }
  return best;
}

/** A name without its load token (`X/c=64` → `X`; model/load.ts), or the name when it has none. */
export function withoutLoad(name: string, sweepParam?: string): string {
  const r = loadFromName(name, sweepParam);
  return r && 'found' in r ? r.found.rest : name;
}

/**
 * Whether shard `plan` keeps the results of benchmark `name`: the name the suite is built from
 * (after `--name`/`--rename`), decided without its load token (`sweepParam`: `--sweep-param`).
 */
export function keeper(plan: ShardPlan, sweepParam?: string): (name: string) => boolean {
  const owner = new Map(plan.list?.map((n, k) => [n, (k % plan.count) + 1]));
  const listed = new Set(plan.list);
  const decide = (name: string): boolean => {
    if (plan.list === null) return hashShard(withoutLoad(name, sweepParam), plan.count) === plan.index;
    const entry = listedName(withoutLoad(name, sweepParam), listed) ?? listedName(name, listed);
    return entry === undefined || owner.get(entry) === plan.index;
  };
  // Asked once per measurement, at every look of `runs: auto`: each name is decided once.
  const decided = new Map<string, boolean>();
  return (name) => {
    let keep = decided.get(name);
    if (keep === undefined) decided.set(name, (keep = decide(name)));
    return keep;
  };
}

/** The name of the record a shard writes into its report folder. */
export const SHARD_FILE = 'shard.json';

/**
 * `shard.json`: what `bench-review merge` needs to recompute the review exactly, besides the run
 * files it names (relative to its own folder): the shard, the rule, how the results are read, the
 * settings the shard decided at, and what measuring recorded.
 */
export interface ShardRecord {
  kind: 'bench-review-shard';
  schemaVersion: 1;
  shard: ShardSpec;
  /** The whole benchmark list, or null (assignment by hash). */
  list: string[] | null;
  /** Reader id, or null: detected by content. */
  format: string | null;
  /** The settings the shard's review was decided at (under runs: auto, its last look's levels). */
  settings: Settings;
  /** The kept run files per side, in run order, relative to the folder of shard.json. */
  files: Record<Side, string[]>;
  machine: Record<Side, Machine>;
  run: RunSummary;
  /** What measuring said (run.*), as in the shard's report. */
  runNotes: Message[];
  /** `--name` / `--rename` (inputs `name`, `rename`), when given: merge applies them alike. */
  names?: NameOptions;
}

/**
 * `--shard-benchmarks` / input `shard-benchmarks`: a value with a line break is the list itself;
 * otherwise it is the path of a file holding it (relative to `cwd`), which must exist.
 */
export async function readBenchmarkList(value: string, cwd: string, what: string): Promise<string[]> {
  if (/\r?\n/.test(value.trim())) return parseBenchmarkList(value);
  const path = resolve(cwd, value.trim());
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new UsageError(
      `${what}: cannot read the benchmark list ${path} (${code}); give a file with one benchmark name per line, or the names themselves on several lines`,
    );
  }
  return parseBenchmarkList(text);
}

/** Write shard.json into `dir`; the run files must be inside `dir` (merge reads them from there). */
async function writeShardRecord(
  dir: string,
  record: Omit<ShardRecord, 'files' | 'kind' | 'schemaVersion'>,
  files: Record<Side, string[]>,
): Promise<string> {
  const rel = (f: string) => {
    const r = relative(dir, f);
    if (r === '' || r.startsWith('..') || isAbsolute(r)) throw new Error(`shard: the run file ${f} is not inside the report folder ${dir}`);
    return r.split(sep).join('/');
  };
  const full: ShardRecord = {
    kind: 'bench-review-shard',
    schemaVersion: 1,
    ...record,
    files: { base: files.base.map(rel), head: files.head.map(rel) },
  };
  const path = join(dir, SHARD_FILE);
  await writeFile(path, `${JSON.stringify(full, null, 2)}\n`);
  return path;
}

/** A shard as merge reads it: its record, where it is, and its run files as absolute paths. */
export interface LoadedShard {
  /** The shard.json read. */
  file: string;
  record: ShardRecord;
  paths: Record<Side, string[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Where the shard.json of a merge argument is: a folder holding it, the file itself, or a report.json beside it. */
async function locateRecord(given: string, cwd: string): Promise<string> {
  const path = resolve(cwd, given);
  const info = await stat(path).catch(() => undefined);
  if (!info)
    throw new UsageError(`merge: ${given} does not exist; expected a shard's report folder (with ${SHARD_FILE}) or its ${SHARD_FILE}`);
  const file = info.isDirectory()
    ? join(path, SHARD_FILE)
    : path.endsWith(`${sep}${SHARD_FILE}`) || path === SHARD_FILE
      ? path
      : join(resolve(path, '..'), SHARD_FILE);
  if (!(await stat(file).catch(() => undefined))?.isFile()) {
    throw new UsageError(
      `merge: ${given}: no ${SHARD_FILE} ${info.isDirectory() ? 'in this folder' : 'beside this file'}; expected the report folder of \`bench-review run --shard i/N\` (the action's \`shard:\`), uploaded whole`,
    );
  }
  return file;
}

/** Read and check one shard.json; every problem names the file and the field. */
export async function loadShard(given: string, cwd: string): Promise<LoadedShard> {
  const file = await locateRecord(given, cwd);
  const dir = resolve(file, '..');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new InputError({ file }, `not valid JSON (${(err as Error).message})`);
  }
  const bad = (pointer: string, expected: string) => new InputError({ file, pointer }, `expected ${expected}`);
  if (!isObject(raw) || raw.kind !== 'bench-review-shard')
    throw bad('/kind', '"bench-review-shard": the record `bench-review run --shard` writes');
  if (raw.schemaVersion !== 1)
    throw bad('/schemaVersion', '1 (written by another version of bench-review: use the same version in every job)');
  const shard = raw.shard;
  if (
    !isObject(shard) ||
    !Number.isInteger(shard.index) ||
    !Number.isInteger(shard.count) ||
    (shard.count as number) < 1 ||
    (shard.index as number) < 1 ||
    (shard.index as number) > (shard.count as number)
  ) {
    throw bad('/shard', '{ "index": i, "count": N } with 1 ≤ i ≤ N');
  }
  if (raw.list !== null && !isStringArray(raw.list)) throw bad('/list', 'null or a list of benchmark names');
  if (raw.format !== null && typeof raw.format !== 'string') throw bad('/format', 'null or a format id');
  if (
    !isObject(raw.settings) ||
    !isObject(raw.settings.thresholds) ||
    typeof raw.settings.alpha !== 'number' ||
    typeof raw.settings.q !== 'number'
  )
    throw bad('/settings', 'the settings the shard decided at');
  if (!isObject(raw.machine) || !isObject(raw.machine.base) || !isObject(raw.machine.head))
    throw bad('/machine', '{ "base": {…}, "head": {…} }');
  if (
    !isObject(raw.run) ||
    !isObject(raw.run.base) ||
    !isObject(raw.run.head) ||
    typeof raw.run.base.sha !== 'string' ||
    typeof raw.run.head.sha !== 'string'
  )
    throw bad('/run', 'the run record of the shard');
  if (!Array.isArray(raw.runNotes) || !raw.runNotes.every((m) => isObject(m) && typeof m.id === 'string' && isObject(m.params)))
    throw bad('/runNotes', 'a list of messages { "id", "params" }');
  const files = raw.files;
  if (!isObject(files)) throw bad('/files', '{ "base": [paths], "head": [paths] }');
  const paths = {} as Record<Side, string[]>;
  for (const side of ['base', 'head'] as const) {
    const list = files[side];
    if (!isStringArray(list) || list.length === 0)
      throw bad(`/files/${side}`, 'a non-empty list of run files, relative to the folder of shard.json');
    paths[side] = list.map((f, i) => {
      const p = resolve(dir, f);
      const r = relative(dir, p);
      if (isAbsolute(f) || r === '' || r.startsWith('..') || isAbsolute(r))
        throw bad(`/files/${side}/${i}`, 'a path inside the folder of shard.json');
      return p;
    });
  }
  return { file, record: raw as unknown as ShardRecord, paths };
}

/** What a measured shard's review says about the shard: `run.shard`, right after `run.measured`. */
function shardNote(plan: ShardPlan): Message {
  return message('run.shard', { shard: shardLabel(plan), listed: plan.list === null ? null : plan.list.length });
}

/** The measured input of a shard's review: its run notes with `run.shard` after `run.measured`. */
function withShardNote<T extends { runNotes: Message[] }>(input: T, plan: ShardPlan): T {
  const at = input.runNotes.findIndex((m) => m.id === 'run.measured') + 1;
  return { ...input, runNotes: [...input.runNotes.slice(0, at), shardNote(plan), ...input.runNotes.slice(at)] };
}

/** What the measured input of a shard gives its record. */
export interface ShardMeasured {
  base: string[];
  head: string[];
  machine: Record<Side, Machine>;
  run: RunSummary;
  runNotes: Message[];
}

/** One shard of a measured run, the same for the CLI (`--shard`) and the action (`shard:`). */
export interface ShardSession {
  plan: ShardPlan;
  /** Which results this shard keeps (jobs/review-run.ts `keep`). */
  keep: (name: string) => boolean;
  /** The variables its command sees (shardEnv). */
  env: Record<string, string>;
  /** The measured input with `run.shard` after `run.measured`. */
  noted<T extends { runNotes: Message[] }>(input: T): T;
  /** Write shard.json into `dir` (the run files of `input` must be inside it); returns its path. */
  record(
    dir: string,
    facts: { format: string | undefined; settings: Settings; names: NameOptions | undefined; input: ShardMeasured },
  ): Promise<string>;
}

/**
 * `--shard i/N` [`--shard-benchmarks`] / `shard:` [`shard-benchmarks:`]: this run's share, checked
 * before anything runs (a list read from `listValue`, relative to `cwd`; `what` names the setting
 * in errors). Undefined when the run is not sharded.
 */
export async function startShard(
  spec: ShardSpec | undefined,
  listValue: string | undefined,
  cwd: string,
  what: string,
  sweepParam?: string,
): Promise<ShardSession | undefined> {
  if (!spec) return undefined;
  const plan: ShardPlan = {
    index: spec.index,
    count: spec.count,
    list: listValue === undefined ? null : await readBenchmarkList(listValue, cwd, what),
  };
  checkPlan(plan, what);
  return {
    plan,
    keep: keeper(plan, sweepParam),
    env: shardEnv(plan),
    noted: (input) => withShardNote(input, plan),
    record: (dir, { format, settings, names, input }) =>
      writeShardRecord(
        dir,
        {
          shard: { index: plan.index, count: plan.count },
          list: plan.list,
          format: format ?? null,
          settings,
          machine: input.machine,
          run: input.run,
          runNotes: input.runNotes,
          ...(names ? { names } : {}),
        },
        { base: input.base, head: input.head },
      ),
  };
}
