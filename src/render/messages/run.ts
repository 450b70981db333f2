/**
 * What measuring found (ids `run.*`), worded: how the suite was measured, what could make the
 * comparison mean something else than "the change" (same commit, dirty tree, merge commit, base
 * not an ancestor), and runs that failed or left processes behind. Params carry full SHAs, run
 * indices and counts; the sentences shorten SHAs to 12 characters as the log does.
 */
import { paramProblem, template, type MessageRegistry } from './template.js';
import { REVIEW_MESSAGES } from './review.js';
import { formatChange } from '../../units/units.js';
import { ciPercent, percent, plural } from './words.js';

/** The group-sequential boundaries by their authors' names. */
const SPENDING_NAME: Readonly<Record<string, string>> = { pocock: 'Pocock', 'obrien-fleming': 'O’Brien–Fleming', bonferroni: 'Bonferroni' };

const short = (sha: string) => sha.slice(0, 12);

/** The processes named, at most five (the params hold no more), then how many others. */
function processes(count: number, pids: readonly number[], commands: readonly string[]): string {
  const shown = pids.map((pid, i) => `pid ${pid} (${commands[i] ?? '?'})`);
  return count > shown.length ? `${shown.join(', ')} and ${count - shown.length} more` : shown.join(', ');
}

/**
 * How to measure a pull request safely: with a read-only token, then publish from a trusted
 * workflow. Said by the guard when it refuses, and by the report when only base-branch code ran.
 */
export const SAFE_PATTERN =
  'Run the benchmark in a `pull_request` workflow (read-only token, no secrets; it uploads the report as an artifact) ' +
  'and publish from a second workflow on `workflow_run` with `mode: publish`, which only reads the report as data. ' +
  'See "Fork pull requests" in docs/security.md.';

/** The headline a base-branch-only run qualifies: one of the review's headlines, by id. */
function innerHeadline(p: Readonly<Record<string, unknown>>): string {
  const t = REVIEW_MESSAGES[p.headline as string];
  if (typeof t !== 'object') throw new Error(`run.base-branch-only.headline: "${String(p.headline)}" is not a headline`);
  const bad = paramProblem(t.params, p as Parameters<typeof t.text>[0]);
  if (bad) throw new Error(`run.base-branch-only.headline: param ${bad.key}: expected ${bad.expected}`);
  return t.text(p as Parameters<typeof t.text>[0]);
}

const list = (xs: readonly number[]) => xs.join(', ');
const minutes = (m: number) => `${Number.isInteger(m) ? m : m.toFixed(1)} ${plural(m, 'minute')}`;
const gatedUndecided = (n: number) => `${n} gated ${plural(n, 'metric')} ${plural(n, 'is', 'are')} still undecided`;

/** Why `runs: auto` stopped, as the report and the last progress line say it. */
function stopWhy(p: { stopped: string; runs: number; maxMinutes?: number | null }): string {
  if (p.stopped === 'decided') return 'every gated metric was decided';
  if (p.stopped === 'cap') return `it reached the cap of ${p.runs} runs per side (max-runs) with a gated metric still undecided`;
  if (p.stopped === 'budget')
    return `the next look would not fit in the time budget${p.maxMinutes != null ? ` of ${minutes(p.maxMinutes)}` : ''} (max-minutes), with a gated metric still undecided`;
  return `its run count was fixed`;
}

/** One undecided metric in a look's progress line: `api p99 (+12.0%, CI −3.0% … +29.0%)`. */
const undecidedItem = (name: string, ratio: number | undefined, low: number | undefined, high: number | undefined) =>
  `${name} (${formatChange(ratio)}, CI ${formatChange(low)} … ${formatChange(high)})`;

export const RUN_MESSAGES: MessageRegistry = {
  'run.measured': template(
    { baseSha: 'string', baseWhy: 'string', baseRuns: 'number', headSha: 'string', headRuns: 'number' },
    (p) =>
      `Measured on one machine, interleaved (A B B A …): base ${short(p.baseSha)} (${p.baseWhy}) ${p.baseRuns} runs, head ${short(p.headSha)} ${p.headRuns} runs.`,
  ),
  'run.auto': template(
    {
      looks: 'numbers',
      planned: 'numbers',
      stopped: 'string',
      spending: 'string',
      alpha: 'number',
      q: 'number',
      lookAlpha: 'number',
      lookQ: 'number',
      maxMinutes: 'number',
    },
    (p) => {
      const runs = p.looks[p.looks.length - 1] ?? 0;
      const n = p.looks.length;
      return (
        `runs: auto took ${runs} runs per side in ${n} ${plural(n, 'look')} (at ${list(p.looks)} of the planned ${list(p.planned)} runs per side) and stopped because ${stopWhy({ stopped: p.stopped, runs, maxMinutes: p.maxMinutes })}. ` +
        `The verdicts use the last look's levels: ${ciPercent(1 - p.lookAlpha)}% intervals (α ${percent(p.lookAlpha, 2)}) and Benjamini–Hochberg at q ${percent(p.lookQ, 2)}, ` +
        `so that over all planned looks (${SPENDING_NAME[String(p.spending)] ?? String(p.spending)} boundary) a false regression stays as unlikely as at α ${percent(p.alpha, 0)}, q ${percent(p.q, 0)} in one fixed-size comparison.`
      );
    },
  ),
  // Progress lines of `runs: auto` (the log only, never a report): after each look, and why it stopped.
  'run.look': template(
    // names/ratios/lows/highs: the undecided metrics shown that have an interval; waiting: those shown without one yet.
    {
      look: 'number',
      runs: 'number',
      undecided: 'number',
      names: 'strings',
      ratios: 'numbers',
      lows: 'numbers',
      highs: 'numbers',
      waiting: 'strings',
      next: 'number?',
    },
    (p) => {
      const head = `look ${p.look} (${p.runs} runs per side)`;
      if (p.undecided === 0) return `${head}: every gated metric decided`;
      const items = [
        ...p.names.map((name, i) => undecidedItem(name, p.ratios[i], p.lows[i], p.highs[i])),
        ...p.waiting.map((name) => `${name} (no interval yet)`),
      ];
      const more = p.undecided > items.length ? `, and ${p.undecided - items.length} more` : '';
      return `${head}: ${p.undecided} gated ${plural(p.undecided, 'metric')} undecided — ${items.join(', ')}${more}${p.next != null ? `; measuring to ${p.next}` : ''}`;
    },
  ),
  'run.stopped': template(
    { stopped: 'string', runs: 'number', looks: 'number', undecided: 'number', maxMinutes: 'number?', spentMinutes: 'number?' },
    (p) => {
      const at = `runs: auto stopped after ${p.looks} ${plural(p.looks, 'look')} at ${p.runs} runs per side`;
      if (p.stopped === 'decided') return `${at}: every gated metric is decided`;
      if (p.stopped === 'cap') return `${at}: that is the cap (max-runs); ${gatedUndecided(p.undecided)}`;
      const spent = p.spentMinutes != null ? `, ${p.spentMinutes.toFixed(1)} spent` : '';
      return `${at}: the next look would not fit in the time budget${p.maxMinutes != null ? ` of ${minutes(p.maxMinutes)}` : ''} (max-minutes${spent}); ${gatedUndecided(p.undecided)}`;
    },
  ),
  'run.same-commit': template(
    { sha: 'string' },
    (p) => `base and head are the same commit (${short(p.sha)}): this is an A/A comparison of the commit with itself.`,
  ),
  'run.dirty-tree': template(
    { sha: 'string' },
    (p) => `head is the working tree of ${short(p.sha)} with uncommitted changes to tracked files: they are measured as part of head.`,
  ),
  'run.merge-commit': template(
    { head: 'string', firstParent: 'string', base: 'string' },
    (p) =>
      `head ${short(p.head)} is a merge commit whose first parent (${short(p.firstParent)}) is not the base (${short(p.base)}): the comparison also includes the base-branch changes between them.`,
  ),
  'run.not-ancestor': template(
    { base: 'string', head: 'string' },
    (p) =>
      `base ${short(p.base)} is not an ancestor of head ${short(p.head)}: head lacks some base commits, so the comparison also includes undoing them (rebase head, or compare against the merge commit).`,
  ),
  'run.failed-runs': template({ side: 'string', runs: 'number', failed: 'numbers', statuses: 'strings' }, (p) => {
    const list = p.failed.map((run, i) => `run ${run}: ${p.statuses[i] ?? '?'}`).join('; ');
    return (
      `${p.side}: ${p.failed.length} of ${p.runs} runs failed (${list}); the comparison uses the ${p.runs - p.failed.length} that succeeded. ` +
      'Failed runs may be the slow ones, so the remaining runs can understate a regression, and fewer runs widen the intervals.'
    );
  }),
  'run.leftovers': template(
    { side: 'string', runs: 'numbers' },
    (p) =>
      `${p.side}: ${p.runs.length} ${plural(p.runs.length, 'run')} left processes running after exiting (${p.runs.map((r) => `run ${r}`).join(', ')}); bench-review stopped them so they could not disturb the next run.`,
  ),
  'run.survivors': template({ side: 'string', run: 'number', count: 'number', pids: 'numbers', commands: 'strings' }, (p) => {
    const n = p.count;
    return `${p.side}: run ${p.run} left ${n} process${plural(n, '', 'es')} running outside its process group after it exited (detached with setsid or as a daemon): ${processes(n, p.pids, p.commands)}; bench-review stopped ${plural(n, 'it', 'them')} so ${plural(n, 'it', 'they')} could not disturb the next runs.`;
  }),
  'run.setup-survivors': template({ count: 'number', by: 'strings', pids: 'numbers', commands: 'strings' }, (p) => {
    const n = p.count;
    return `${plural(n, 'a process', `${n} processes`)} started by ${p.by.join(', ')} ${plural(n, 'was', 'were')} still running outside ${plural(n, 'its', 'their')} process group at the end of the suite (detached with setsid or as a daemon): ${processes(n, p.pids, p.commands)}; bench-review stopped ${plural(n, 'it', 'them')}. Processes that outlive setup run alongside every measurement.`;
  }),
  'run.base-branch-only': template(
    { branch: 'string?', pr: 'number?' },
    (p) =>
      `On \`pull_request_target\` bench-review runs only the base branch's code${p.branch ? ` (${p.branch})` : ''}: both sides measured here are base-branch commits, ` +
      `not the pull request's change, so this is not a review of pull request${p.pr ? ` #${p.pr}` : ''}. ${SAFE_PATTERN}`,
  ),
  // The review's headline (id in `headline`, its params beside it), said to be about the base branch only.
  'run.base-branch-only.headline': template({ headline: 'string' }, (p) => `Base branch only, not the pull request: ${innerHeadline(p)}`),
  // Sharded runs (--shard i/N, run/shard.ts) and their merge (bench-review merge, mode: merge).
  'run.shard': template({ shard: 'string', listed: 'number?' }, (p) =>
    p.listed == null
      ? `Shard ${p.shard}: this review covers only the benchmarks whose names hash to this shard; every shard measured the whole suite. \`bench-review merge\` combines the shards into one review.`
      : `Shard ${p.shard}: this review covers this shard's share of the ${p.listed} listed benchmarks, measured through the command's filter (and any unlisted benchmark it measured). \`bench-review merge\` combines the shards into one review.`,
  ),
  'run.merged': template({ shards: 'strings', baseRuns: 'numbers', headRuns: 'numbers' }, (p) => {
    const each = p.shards.map((s, i) => `${s}: ${p.baseRuns[i] ?? 0} base / ${p.headRuns[i] ?? 0} head runs`).join('; ');
    return `Merged from ${p.shards.length} ${plural(p.shards.length, 'shard')}, each measured base and head interleaved on its own runner (${each}); the verdicts are decided over all of them together, Benjamini–Hochberg across every shard's gated metrics.`;
  }),
  'run.shards-differ': template({ shards: 'strings', cpus: 'strings' }, (p) => {
    const each = p.shards.map((s, i) => `${s}: ${p.cpus[i] ?? 'unknown'}`).join('; ');
    return `The shards ran on different CPU models (${each}). Each benchmark still compares base with head measured on one runner, but the shards' numbers are not comparable with one another, and a slower runner needs more runs to show the same change.`;
  }),
};
