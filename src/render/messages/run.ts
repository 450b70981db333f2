/**
 * What measuring found (ids `run.*`), worded: how the suite was measured, what could make the
 * comparison mean something else than "the change" (same commit, dirty tree, merge commit, base
 * not an ancestor), and runs that failed or left processes behind. Params carry full SHAs, run
 * indices and counts; the sentences shorten SHAs to 12 characters as the log does.
 */
import { paramProblem, template, type MessageRegistry } from './template.js';
import { REVIEW_MESSAGES } from './review.js';
import { plural } from './words.js';

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
  'See "Fork pull requests" in the README.';

/** The headline a base-branch-only run qualifies: one of the review's headlines, by id. */
function innerHeadline(p: Readonly<Record<string, unknown>>): string {
  const t = REVIEW_MESSAGES[p.headline as string];
  if (typeof t !== 'object') throw new Error(`run.base-branch-only.headline: "${String(p.headline)}" is not a headline`);
  const bad = paramProblem(t.params, p as Parameters<typeof t.text>[0]);
  if (bad) throw new Error(`run.base-branch-only.headline: param ${bad.key}: expected ${bad.expected}`);
  return t.text(p as Parameters<typeof t.text>[0]);
}

export const RUN_MESSAGES: MessageRegistry = {
  'run.measured': template(
    { baseSha: 'string', baseWhy: 'string', baseRuns: 'number', headSha: 'string', headRuns: 'number' },
    (p) => `Measured on one machine, interleaved (A B B A …): base ${short(p.baseSha)} (${p.baseWhy}) ${p.baseRuns} runs, head ${short(p.headSha)} ${p.headRuns} runs.`,
  ),
  'run.same-commit': template({ sha: 'string' }, (p) => `base and head are the same commit (${short(p.sha)}): this is an A/A comparison of the commit with itself.`),
  'run.dirty-tree': template({ sha: 'string' }, (p) => `head is the working tree of ${short(p.sha)} with uncommitted changes to tracked files: they are measured as part of head.`),
  'run.merge-commit': template(
    { head: 'string', firstParent: 'string', base: 'string' },
    (p) => `head ${short(p.head)} is a merge commit whose first parent (${short(p.firstParent)}) is not the base (${short(p.base)}): the comparison also includes the base-branch changes between them.`,
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
};
