/**
 * Merging shards, a job both front ends run (src/jobs/): `bench-review merge SHARD…`
 * (cli/merge-command.ts, which parses the arguments and prints the report) and the action's
 * `mode: merge` (action/merge-mode.ts, which finds the folders from its `reports` globs). The
 * report folders of the shards of one sharded run (`--shard i/N`, run/shard.ts) become one review,
 * recomputed from the shards' run files: read → model → compare → review (Benjamini–Hochberg
 * across every shard's gated metrics together), exactly as one unsharded run of the same files
 * would be (jobs/review-run.ts); rendering and publishing the report are the front ends' part.
 *
 * Refused, naming the files: a missing shard, a shard given twice, shards of different N, of
 * different commits, benchmark lists, formats or settings, and a benchmark two shards both kept.
 * Shards that ran on different CPU models are merged with a warning said first. A shard's run
 * notes are data from another job: ids outside the message catalogue are refused, naming the file.
 */
import { InputError, UsageError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { RunSummary } from '../model/run-summary.js';
import type { Settings } from '../model/settings.js';
import { messageProblem } from '../render/messages/index.js';
import { keeper, loadShard, shardLabel, type LoadedShard } from '../run/shard.js';
import { reviewRun, type ReviewRunResult } from './review-run.js';

/** The run notes each shard said about itself: the merged review says them once, for all shards. */
const PER_SHARD_NOTES = new Set(['run.measured', 'run.auto', 'run.shard']);

const where = (s: LoadedShard) => `${shardLabel(s.record.shard)} (${s.file})`;

/** JSON with every object's keys sorted, so equal settings compare equal whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Settings without the levels (which runs: auto may have lowered differently per shard). */
function comparable(s: Settings): string {
  const { alpha: _a, q: _q, ...rest } = s;
  return canonical(rest);
}

/** Every shard of 1…N exactly once, all of one N, one pair of commits, one way of reading. */
export function checkShards(shards: LoadedShard[]): void {
  const first = shards[0];
  const n = first.record.shard.count;
  const otherN = shards.find((s) => s.record.shard.count !== n);
  if (otherN)
    throw new UsageError(
      `merge: the shards are of different runs: ${where(first)} is one of ${n}, ${where(otherN)} one of ${otherN.record.shard.count}; give the shards of one sharded run`,
    );
  const byIndex = new Map<number, LoadedShard>();
  for (const s of shards) {
    const seen = byIndex.get(s.record.shard.index);
    if (seen) throw new UsageError(`merge: shard ${shardLabel(s.record.shard)} is given twice: ${seen.file} and ${s.file}`);
    byIndex.set(s.record.shard.index, s);
  }
  const missing = Array.from({ length: n }, (_, k) => k + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    const have = [...byIndex.keys()].sort((a, b) => a - b).map((i) => where(byIndex.get(i)!));
    throw new UsageError(
      `merge: shard ${missing.map((i) => `${i}/${n}`).join(', ')} missing (have ${have.join(', ')}); every shard's report folder is needed`,
    );
  }
  for (const s of shards.slice(1)) {
    for (const side of ['base', 'head'] as const) {
      if (s.record.run[side].sha !== first.record.run[side].sha) {
        throw new UsageError(
          `merge: the shards measured different ${side} commits: ${where(first)} ${first.record.run[side].sha.slice(0, 12)}, ${where(s)} ${s.record.run[side].sha.slice(0, 12)}`,
        );
      }
    }
    if (JSON.stringify(s.record.list) !== JSON.stringify(first.record.list))
      throw new UsageError(`merge: the shards were given different benchmark lists (--shard-benchmarks): ${where(first)} and ${where(s)}`);
    if (s.record.format !== first.record.format)
      throw new UsageError(
        `merge: the shards read their results as different formats: ${where(first)} ${first.record.format ?? 'auto'}, ${where(s)} ${s.record.format ?? 'auto'}`,
      );
    if (canonical(s.record.names ?? null) !== canonical(first.record.names ?? null))
      throw new UsageError(`merge: the shards were given different --name/--rename (inputs name, rename): ${where(first)} and ${where(s)}`);
    if (comparable(s.record.settings) !== comparable(first.record.settings))
      throw new UsageError(
        `merge: the shards were run with different settings (thresholds, noise floors, fail-on…): ${where(first)} and ${where(s)}`,
      );
  }
}

/** The shards' CPU models, when they are not all one: the warning merge says first. */
function cpuWarning(shards: LoadedShard[]): Message | undefined {
  const cpus = shards.map((s) => s.record.machine.head.cpuModel ?? s.record.machine.base.cpuModel ?? 'unknown');
  if (new Set(cpus).size <= 1) return undefined;
  return message('run.shards-differ', { shards: shards.map((s) => shardLabel(s.record.shard)), cpus });
}

/**
 * One run record for all shards, per benchmark as a run record is: each benchmark was measured by
 * one shard, so a side's runs (and failed runs) are the most any shard made — the common count
 * when the shards agree — never their sum; the longest shard's order, looks and stop. The runs of
 * each shard are said by `run.merged`.
 */
export function mergedRun(shards: LoadedShard[]): RunSummary {
  const longest = shards.reduce((a, b) => (b.record.run.runsPerSide > a.record.run.runsPerSide ? b : a)).record.run;
  const most = (side: 'base' | 'head', k: 'runs' | 'failedRuns') => Math.max(...shards.map((s) => s.record.run[side][k]));
  return {
    ...longest,
    base: { sha: longest.base.sha, runs: most('base', 'runs'), failedRuns: most('base', 'failedRuns') },
    head: { sha: longest.head.sha, runs: most('head', 'runs'), failedRuns: most('head', 'failedRuns') },
  };
}

/** A shard's run notes are data from another job: only messages bench-review knows, with the params their templates take. */
export function checkRunNotes(shard: LoadedShard): void {
  shard.record.runNotes.forEach((m, i) => {
    const problem = messageProblem(m.id, m.params);
    if (problem)
      throw new InputError({ file: shard.file, pointer: `/runNotes/${i}/${problem.at}` }, `expected ${problem.expected} (got "${m.id}")`);
  });
}

export interface MergeOptions {
  /** The pull request's description (the action passes it, as in run mode). */
  prBody?: string | null;
  baseBranchOnly?: { branch: string | null; pr: number | null };
}

/** Load the shards named (folders, or their shard.json), check them, and review them as one run. */
export async function mergeShards(
  given: string[],
  cwd: string,
  options: MergeOptions = {},
): Promise<ReviewRunResult & { shards: LoadedShard[] }> {
  if (given.length === 0)
    throw new UsageError(
      'merge: needs the report folders of the shards (each with its shard.json), e.g. bench-review merge shard-1 shard-2 shard-3',
    );
  const loaded: LoadedShard[] = [];
  for (const g of given) {
    const shard = await loadShard(g, cwd);
    checkRunNotes(shard);
    loaded.push(shard);
  }
  checkShards(loaded);
  const shards = [...loaded].sort((a, b) => a.record.shard.index - b.record.shard.index);
  const first = shards[0].record;
  // Each file is read under the rule of the shard it belongs to; what each shard kept is noted to catch overlaps.
  const keepers = new Map<string, { shard: LoadedShard; keep: (name: string) => boolean }>();
  for (const s of shards) {
    const keep = keeper({ ...s.record.shard, list: s.record.list }, s.record.settings.sweepParam);
    for (const f of [...s.paths.base, ...s.paths.head]) keepers.set(f, { shard: s, keep });
  }
  const keptBy = new Map<string, Set<LoadedShard>>();
  const keep = (name: string, file: string) => {
    const k = keepers.get(file)!;
    if (!k.keep(name)) return false;
    let set = keptBy.get(name);
    if (!set) keptBy.set(name, (set = new Set()));
    set.add(k.shard);
    return true;
  };
  // The strictest levels any shard decided at (runs: auto lowers them per look); the rest is equal.
  const settings: Settings = {
    ...first.settings,
    alpha: Math.min(...shards.map((s) => s.record.settings.alpha)),
    q: Math.min(...shards.map((s) => s.record.settings.q)),
  };
  const notes: Message[] = [
    message('run.merged', {
      shards: shards.map((s) => shardLabel(s.record.shard)),
      baseRuns: shards.map((s) => s.record.run.base.runs),
      headRuns: shards.map((s) => s.record.run.head.runs),
    }),
  ];
  const said = new Set<string>();
  for (const s of shards) {
    for (const m of s.record.runNotes) {
      const key = JSON.stringify(m);
      if (PER_SHARD_NOTES.has(m.id) || said.has(key)) continue;
      said.add(key);
      notes.push(m);
    }
  }
  const warning = cpuWarning(shards);
  const result = await reviewRun({
    base: shards.flatMap((s) => s.paths.base),
    head: shards.flatMap((s) => s.paths.head),
    format: first.format ?? undefined,
    settings,
    names: first.names,
    machine: { base: first.machine.base, head: first.machine.head },
    run: mergedRun(shards),
    runNotes: notes,
    prBody: options.prBody,
    baseBranchOnly: options.baseBranchOnly,
    keep,
    runWarnings: warning ? [warning] : undefined,
  });
  const twice = [...keptBy].filter(([, set]) => set.size > 1);
  if (twice.length > 0) {
    const shown = twice.slice(0, 5).map(([name, set]) => `"${name}" (${[...set].map(where).join(' and ')})`);
    throw new UsageError(
      `merge: ${twice.length} benchmark${twice.length === 1 ? ' was' : 's were'} kept by more than one shard: ${shown.join(', ')}${twice.length > 5 ? ` and ${twice.length - 5} more` : ''}. ` +
        "A benchmark outside the --shard-benchmarks list is kept by every shard that measured it: add it to the list, or make the command's filter select it in one shard only",
    );
  }
  return { ...result, shards };
}
