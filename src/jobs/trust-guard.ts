/**
 * The trust guard, shared by both front ends (src/jobs/): the action's run and calibrate modes
 * (action/run-mode.ts), its merge mode (which events it refuses, action/merge-mode.ts), and the
 * CLI's `run` and `calibrate` when they run in a workflow step (cli/run-command.ts measuringPlace).
 *
 * `pull_request_target` and `workflow_run` run with a write token and the repository's secrets
 * (also in `.git/config`, where actions/checkout keeps its token unless `persist-credentials:
 * false`). Running `command`, `setup` or `profile-command` there on the pull request's code hands
 * both to whoever opened the PR. Which commit `HEAD` is at does not settle it: the PR's files can
 * be checked out over a base `HEAD` (`git checkout <head> -- .`), sit in an ignored or nested
 * folder, or be the base itself (`base-ref: <PR head>`). So on these events bench-review runs
 * commands only when everything it would run is base-branch code:
 *   (a) the working tree is clean (`git status --porcelain`, untracked files included, ignored
 *       files aside), and the working directory is part of it (not ignored, not another repository);
 *   (b) `HEAD` is the trusted commit of the event (GITHUB_SHA or `pull_request.base.sha`), never
 *       the PR head or the head of the run that triggered a `workflow_run`;
 *   (c) the base commit is reachable from the base branch (`git merge-base --is-ancestor` against
 *       `origin/<base branch>`, GITHUB_SHA or `pull_request.base.sha`); when that cannot be shown,
 *       for instance in a shallow clone, it is refused too.
 * Both measured sides are then base-branch commits, never the pull request: measuring a PR is done
 * by the two-workflow pattern (SAFE_PATTERN).
 */
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { UsageError } from '../errors.js';
import { SAFE_PATTERN } from '../render/messages/run.js';
import type { CheckoutFacts } from '../run/run-suite.js';
import type { ActionContext } from './github-context.js';

/** Events with a write token and secrets on which a pull request's code is at hand. */
export const PRIVILEGED_EVENTS: readonly string[] = ['pull_request_target', 'workflow_run'];

export function isPrivileged(ctx: ActionContext): boolean {
  return PRIVILEGED_EVENTS.includes(ctx.eventName);
}

const short = (sha: string) => sha.slice(0, 12);

/** "`command`", "`command` and `setup`", "`command`, `setup` and `profile-command`". */
function listNames(names: readonly string[]): string {
  const q = names.map((n) => `\`${n}\``);
  return q.length <= 1 ? (q[0] ?? '`command`') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

function refusal(ctx: ActionContext, names: readonly string[], problem: string): UsageError {
  return new UsageError(
    `Refusing to run ${listNames(names)} on \`${ctx.eventName}\`: ${problem}. ` +
      `This event has a write token and secrets, so running the pull request's code here would give them to its author. ${SAFE_PATTERN}`,
  );
}

/** Commits whose code is the base branch's on this event. */
function trustedShas(ctx: ActionContext): string[] {
  const shas = [ctx.githubSha, ctx.pr?.baseSha].filter((s): s is string => typeof s === 'string' && s.length > 0);
  return shas.filter((s) => !untrustedShas(ctx).includes(s));
}

/** The pull request's head, and the head of the run a `workflow_run` was triggered by (unless that is GITHUB_SHA itself). */
function untrustedShas(ctx: ActionContext): string[] {
  const out: string[] = [];
  if (ctx.pr?.headSha) out.push(ctx.pr.headSha);
  if (ctx.workflowRun?.headSha && ctx.workflowRun.headSha !== ctx.githubSha) out.push(ctx.workflowRun.headSha);
  return out;
}

function describeCommit(ctx: ActionContext, sha: string): string {
  if (sha === ctx.pr?.headSha) return `the pull request's head (${short(sha)})`;
  if (sha === ctx.workflowRun?.headSha)
    return `the head of the workflow run that triggered this one (${short(sha)}), i.e. the code it measured`;
  return short(sha);
}

/**
 * (b): throw unless `checkedOut` (the commit HEAD is at; undefined when unreadable, which is
 * treated as unsafe) is the trusted commit of a privileged event. Other events pass.
 */
export function assertSafeToRun(ctx: ActionContext, checkedOut: string | undefined, names: readonly string[] = ['command']): void {
  if (!isPrivileged(ctx)) return;
  if (checkedOut !== undefined && trustedShas(ctx).includes(checkedOut)) return;
  const trusted = trustedShas(ctx).map(short).join(' or ') || 'none in the event';
  const what =
    checkedOut === undefined
      ? 'an unknown commit'
      : untrustedShas(ctx).includes(checkedOut)
        ? describeCommit(ctx, checkedOut)
        : `${short(checkedOut)}, which is not the base branch commit of this event (${trusted})`;
  throw refusal(ctx, names, `the checked-out code is ${what}`);
}

async function assertCleanTree(ctx: ActionContext, facts: CheckoutFacts, names: readonly string[]): Promise<void> {
  const status = await facts.git.tryRun(['status', '--porcelain', '--untracked-files=normal', '--ignore-submodules=none'], {
    cwd: facts.root,
  });
  if (status === undefined)
    throw refusal(
      ctx,
      names,
      `\`git status\` could not be read in ${facts.root}, so it cannot be shown that the files that would run are the checked-out base`,
    );
  const lines = status.split('\n').filter(Boolean);
  if (lines.length === 0) return;
  const shown = lines
    .slice(0, 3)
    .map((l) => `"${l}"`)
    .join(', ');
  throw refusal(
    ctx,
    names,
    `the working tree differs from the checked-out commit ${short(facts.headSha)} (${lines.length} changed or untracked path${lines.length === 1 ? '' : 's'}: ${shown}${lines.length > 3 ? ', …' : ''}), so what would run as head is not the base branch's code — for example the pull request's files checked out over the base (\`git checkout <head> -- .\`)`,
  );
}

async function assertWorkingDirectoryInTree(ctx: ActionContext, facts: CheckoutFacts, names: readonly string[]): Promise<void> {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const top = await facts.git.tryRun(['rev-parse', '--show-toplevel'], { cwd: facts.headDir });
  if (top === undefined || real(top) !== real(facts.root)) {
    throw refusal(
      ctx,
      names,
      `the working directory ${facts.headDir} belongs to ${top ? `another git repository (${top})` : 'no git repository'}, not to the checked-out base in ${facts.root}`,
    );
  }
  const rel = relative(real(facts.root), real(facts.headDir));
  // check-ignore exits 0 when the path is ignored: its files are whatever was put there, not the base's.
  if (rel !== '' && (await facts.git.tryRun(['check-ignore', '-q', '--', rel], { cwd: facts.root })) !== undefined) {
    throw refusal(ctx, names, `the working directory "${rel}" is ignored by git, so its files are not part of the checked-out base`);
  }
}

async function assertBaseReachable(ctx: ActionContext, facts: CheckoutFacts, names: readonly string[]): Promise<void> {
  const given = `the base "${facts.baseRef}" (${short(facts.baseSha)})`;
  if (untrustedShas(ctx).includes(facts.baseSha))
    throw refusal(ctx, names, `${given} is ${describeCommit(ctx, facts.baseSha)}, not a commit of the base branch`);
  const tips: { name: string; sha: string }[] = [];
  if (ctx.baseBranch) {
    const tracking = await facts.git.tryRun([
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `refs/remotes/origin/${ctx.baseBranch}^{commit}`,
    ]);
    if (tracking) tips.push({ name: `origin/${ctx.baseBranch}`, sha: tracking });
  }
  if (ctx.githubSha) tips.push({ name: 'GITHUB_SHA', sha: ctx.githubSha });
  if (ctx.pr?.baseSha) tips.push({ name: 'pull_request.base.sha', sha: ctx.pr.baseSha });
  for (const tip of tips) {
    if (untrustedShas(ctx).includes(tip.sha)) continue;
    if (tip.sha === facts.baseSha) return;
    // Exit 0: an ancestor. Exit 1 (not one) and 128 (a commit missing from the clone) both refuse.
    if ((await facts.git.tryRun(['merge-base', '--is-ancestor', facts.baseSha, tip.sha])) !== undefined) return;
  }
  const branch = ctx.baseBranch ? `the base branch ${ctx.baseBranch}` : 'the base branch';
  const against = tips.length
    ? tips.map((t) => `${t.name} ${short(t.sha)}`).join(', ')
    : 'nothing (no remote-tracking branch, GITHUB_SHA or pull_request.base.sha)';
  const shallow = (await facts.git.tryRun(['rev-parse', '--is-shallow-repository'])) === 'true';
  throw refusal(
    ctx,
    names,
    `${given} could not be shown to be a commit of ${branch}: it is not an ancestor of ${against}` +
      (shallow ? ' (this clone is shallow, so the history that would connect them may be missing: check out with `fetch-depth: 0`)' : ''),
  );
}

/**
 * The whole rule, (a) to (c), for a privileged event; other events pass. Called by runSuite after
 * both sides are known and before any command runs. `names` are the inputs that would run code.
 */
export async function assertTrustedCheckout(ctx: ActionContext, facts: CheckoutFacts, names: readonly string[]): Promise<void> {
  if (!isPrivileged(ctx)) return;
  assertSafeToRun(ctx, facts.headSha, names);
  await assertCleanTree(ctx, facts, names);
  await assertWorkingDirectoryInTree(ctx, facts, names);
  await assertBaseReachable(ctx, facts, names);
}
