/**
 * Names the user chose, applied between read and model (before buildSuite), the same for the CLI
 * and the action:
 *
 * - `--name NAME` (input `name`): the benchmark of a single-target load-tool input (wrk, wrk2,
 *   vegeta, ghz, oha, autocannon — NAMED_BY_TARGET) is called NAME instead of the name its reader
 *   derived from the target (method + path, gRPC call). Every measurement of such an input
 *   (latency, throughput…) gets it, on both sides; a qualified name of the same target keeps its
 *   qualifier ("GET / (uncorrected)" → "NAME (uncorrected)"); inputs of other formats keep their
 *   names. An input of those formats that holds several targets is refused, naming the file: one
 *   name cannot tell them apart (`--rename` can).
 * - `--rename 'old=new'` (repeatable; input `rename`, one mapping per line): a benchmark the pull
 *   request renamed. Base's `old` is read as `new`, so the two compare instead of being "only on
 *   base" and "only on head". Names are the tools' names (before ` (measure)` is appended), matched
 *   exactly; a name containing "=" is written `old => new`. Mappings apply at once (`a=b` and
 *   `b=c` swap nothing into a chain). An `old` that base does not have is a warning
 *   (`names.rename-unmatched`), not an error: a mapping kept in a workflow outlives the pull request
 *   that renamed the benchmark, and must not break the next one. Two base benchmarks that would end
 *   under one name are an error naming both files: they would be pooled as one.
 * - Then, without being asked, side words (model/side-pairing.ts): a base name and a head name,
 *   each on its side only, that differ only by a token saying the side (`./prog_base work` and
 *   `./prog_head work`, `base-server` and `head-server`, `./bin/old/app` and `./bin/new/app`, two
 *   commit SHAs) are one benchmark under head's name, with a note (`names.paired-by-side`). Names
 *   `--rename` mentions are left to it.
 *
 * Pure: ParseResults in, new ParseResults out (the inputs are not changed).
 */
import { InputError, UsageError } from '../errors.js';
import { message } from './message.js';
import { namesWithSource } from './run-table.js';
import { sidePairs } from './side-pairing.js';
import type { ParseResult, Side } from './types.js';

/** A benchmark renamed by the pull request: base's `from` is read as `to`. */
export interface Rename {
  from: string;
  to: string;
}

export interface NameOptions {
  rename?: readonly Rename[];
  /** The name of every single-target load-tool input's benchmark. */
  name?: string;
  /** How the settings are called in errors: `--name`/`--rename` (the default) or the action's inputs. */
  said?: { name: string; rename: string };
}

/**
 * Load-tool formats whose reader names the one benchmark of an input after its target (URL,
 * method + path, gRPC call): what `--name` renames. k6 is not here (it names benchmarks by metric),
 * nor tools that name their own operations (redis-benchmark, cassandra-stress, pgbench, db_bench).
 */
export const NAMED_BY_TARGET: readonly string[] = [
  'wrk',
  'wrk2',
  'vegeta-text',
  'vegeta-json',
  'vegeta-encode',
  'ghz',
  'oha-json',
  'oha-csv',
  'autocannon',
];

const RENAME_EXPECTED = 'old=new (the name base has, then the name head has), or old => new when a name contains "="';

/**
 * One `--rename` value: `old=new`, or `old => new` (needed when a name contains "="). Names are
 * trimmed; empty names, and `old` equal to `new`, are refused. `what` names the flag or input in
 * the error (`--rename` or `` `rename` ``).
 */
export function parseRename(text: string, what: string): Rename {
  const arrow = text.indexOf(' => ');
  let from: string;
  let to: string;
  if (arrow >= 0) {
    from = text.slice(0, arrow);
    to = text.slice(arrow + 4);
  } else {
    const parts = text.split('=');
    if (parts.length !== 2) {
      const why = parts.length === 1 ? 'has no "="' : `has ${parts.length - 1} "=" signs, so where the old name ends is unclear`;
      throw new UsageError(`${what} "${text}" ${why}; expected ${RENAME_EXPECTED}`);
    }
    [from, to] = parts;
  }
  from = from.trim();
  to = to.trim();
  if (from === '' || to === '')
    throw new UsageError(`${what} "${text}": the ${from === '' ? 'old' : 'new'} name is empty; expected ${RENAME_EXPECTED}`);
  if (from === to) throw new UsageError(`${what} "${text}": the old and the new name are the same; leave it out`);
  return { from, to };
}

/** Several `--rename` values (or lines of the `rename` input); one old name given twice is refused. */
export function parseRenames(values: readonly string[], what: string): Rename[] {
  const out: Rename[] = [];
  for (const v of values) {
    if (v.trim() === '') continue;
    const r = parseRename(v, what);
    const same = out.find((o) => o.from === r.from);
    if (same) throw new UsageError(`${what}: "${r.from}" is renamed twice (to "${same.to}" and to "${r.to}")`);
    out.push(r);
  }
  return out;
}

/** `--name NAME`: trimmed, not empty. */
export function parseName(text: string | undefined, what: string): string | undefined {
  if (text === undefined) return undefined;
  const name = text.trim();
  if (name === '') throw new UsageError(`${what}: the name is empty; expected the benchmark's name, such as "GET /checkout"`);
  return name;
}

/** `r` with each benchmark name `rename` gives, in its measurements and its series. */
function withName(r: ParseResult, rename: (benchmark: string) => string): ParseResult {
  const renamed = <T extends { benchmark: string }>(m: T): T => {
    const benchmark = rename(m.benchmark);
    return benchmark === m.benchmark ? m : { ...m, benchmark };
  };
  return {
    ...r,
    measurements: r.measurements.map(renamed),
    ...(r.perRun ? { perRun: { ...r.perRun, series: r.perRun.series.map(renamed) } } : {}),
  };
}

function nameInput(r: ParseResult, name: string, said: { name: string; rename: string }): ParseResult {
  const found = namesWithSource(r);
  if (!NAMED_BY_TARGET.includes(r.format) || found.length === 0) return r;
  const names = [...new Set(found.map((m) => m.benchmark))];
  // One target with qualified variants of its name (wrk2's "GET / (uncorrected)", vegeta's
  // "vegeta (buckets)"): the target part is replaced, the qualifier kept.
  const target = names.reduce((a, b) => (b.length < a.length ? b : a));
  if (names.every((n) => n === target || n.startsWith(`${target} (`)))
    return withName(r, (benchmark) => `${name}${benchmark.slice(target.length)}`);
  const shown =
    names
      .slice(0, 3)
      .map((n) => `"${n}"`)
      .join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  throw new InputError(
    { file: found[0].source.file },
    `${said.name} "${name}" names the one benchmark of a load-tool output, but this ${r.format} output holds ${names.length} (${shown}); leave ${said.name} out and rename each with ${said.rename} 'old=new'`,
  );
}

/**
 * Apply `--name`, then `--rename` (to base only), then pairing by side words (to base only), to
 * what the readers returned. Throws when `--name` is given and no input is a single-target
 * load-tool output, or when a rename would pool two base benchmarks; warns (on base's first input)
 * for each `old` that base does not have, and notes there each pair made by side words.
 */
export function applyNames(inputs: Record<Side, ParseResult[]>, opts: NameOptions = {}): Record<Side, ParseResult[]> {
  let { base, head } = inputs;
  const said = opts.said ?? { name: '--name', rename: '--rename' };
  if (opts.name !== undefined) {
    const name = opts.name;
    if (![...base, ...head].some((r) => NAMED_BY_TARGET.includes(r.format))) {
      const formats = [...new Set([...base, ...head].map((r) => r.format))];
      throw new UsageError(
        `${said.name} "${name}" names the benchmark of a load-tool output (${NAMED_BY_TARGET.join(', ')}), and no input is one (read as ${formats.join(', ') || 'nothing'}); rename other benchmarks with ${said.rename} 'old=new'`,
      );
    }
    base = base.map((r) => nameInput(r, name, said));
    head = head.map((r) => nameInput(r, name, said));
  }
  const renames = opts.rename ?? [];
  if (renames.length > 0) base = renameBase(base, renames, said);
  return { base: pairBySide(base, head, renames), head };
}

/** Every benchmark name of a side's inputs. */
function benchmarkNames(results: readonly ParseResult[]): Set<string> {
  const names = new Set<string>();
  for (const r of results) {
    for (const s of r.perRun?.series ?? []) names.add(s.benchmark);
    for (const m of r.measurements) names.add(m.benchmark);
  }
  return names;
}

/**
 * Base with each name that pairs by side words with a head name (model/side-pairing.ts) read as
 * head's, and a note for each on its first input. The pair takes head's name, not a neutral one
 * such as `./prog_{base|head} work`: head's name is the one the pull request shows, a name the
 * user can find in head's output and write in `--rename` or a noise-floor file, and the one
 * sharding and `profile-command` (BENCH_REVIEW_BENCHMARK) see — as `--rename` reads base's `old`
 * as head's `new`. A made-up name would be in neither output. The note says base's name too.
 */
function pairBySide(base: ParseResult[], head: readonly ParseResult[], renames: readonly Rename[]): ParseResult[] {
  if (base.length === 0 || head.length === 0) return base;
  const pairs = sidePairs(benchmarkNames(base), benchmarkNames(head), new Set(renames.flatMap((r) => [r.from, r.to])));
  if (pairs.length === 0) return base;
  const to = new Map(pairs.map((p) => [p.base, p.head]));
  const paired = base.map((r) => withName(r, (benchmark) => to.get(benchmark) ?? benchmark));
  const notes = pairs.map((p) =>
    message('names.paired-by-side', { base: p.base, head: p.head, baseTokens: p.baseTokens, headTokens: p.headTokens }),
  );
  return [{ ...paired[0], warnings: [...paired[0].warnings, ...notes] }, ...paired.slice(1)];
}

/** `--rename` applied to base: refused when it would pool two base benchmarks, warned for each `old` base lacks. */
function renameBase(base: ParseResult[], renames: readonly Rename[], said: { name: string; rename: string }): ParseResult[] {
  const map = new Map(renames.map((r) => [r.from, r.to]));
  const present = new Set(base.flatMap((r) => namesWithSource(r).map((m) => m.benchmark)));
  // Two base names ending as one would pool two benchmarks: refused, naming where each came from.
  const origin = new Map<string, { name: string; file: string; line?: number }>();
  for (const r of base) {
    for (const m of namesWithSource(r)) {
      const final = map.get(m.benchmark) ?? m.benchmark;
      const first = origin.get(final);
      if (first === undefined) origin.set(final, { name: m.benchmark, file: m.source.file, line: m.source.line });
      else if (first.name !== m.benchmark) {
        const [renamed, other] = map.has(m.benchmark)
          ? [m.benchmark, first]
          : [first.name, { name: m.benchmark, file: m.source.file, line: m.source.line }];
        const where = `${other.file}${other.line !== undefined ? `:${other.line}` : ''}`;
        throw new InputError(
          { file: m.source.file, ...(m.source.line !== undefined ? { line: m.source.line } : {}) },
          `${said.rename} "${renamed}=${final}": base already has a benchmark that ends up named "${final}" ("${other.name}", ${where}); the two would be pooled as one — rename "${other.name}" too, or choose another name`,
        );
      }
    }
  }
  base = base.map((r) => withName(r, (benchmark) => map.get(benchmark) ?? benchmark));
  const unmatched = renames.filter((r) => !present.has(r.from));
  if (unmatched.length > 0) {
    const warnings = unmatched.map((r) => message('names.rename-unmatched', { from: r.from, to: r.to, alreadyNew: present.has(r.to) }));
    if (base.length > 0) base = [{ ...base[0], warnings: [...base[0].warnings, ...warnings] }, ...base.slice(1)];
  }
  return base;
}
