/**
 * `pull_request_target` runs with a write token and the repository's secrets. Running a benchmark
 * command there on the pull request's code (its head, or the test merge commit) hands both to
 * whoever opened the PR. bench-review refuses, and says what to do instead.
 */
import { UsageError } from '../errors.js';
import type { ActionContext } from './context.js';

export const SAFE_PATTERN =
  'Run the benchmark in a `pull_request` workflow (read-only token, no secrets; it uploads the report as an artifact) ' +
  'and publish from a second workflow on `workflow_run` with `mode: publish`, which only reads the report as data. ' +
  'See "Fork pull requests" in the README.';

/**
 * Throw unless it is safe to run commands. `checkedOut` is the commit in the working directory
 * (undefined when it could not be read, which is treated as unsafe).
 */
export function assertSafeToRun(ctx: ActionContext, checkedOut: string | undefined): void {
  if (ctx.eventName !== 'pull_request_target') return;
  const pr = ctx.pr;
  const trusted = [ctx.githubSha, pr?.baseSha].filter((s): s is string => typeof s === 'string' && s.length > 0);
  if (checkedOut !== undefined && trusted.includes(checkedOut) && checkedOut !== pr?.headSha) return;
  const what = checkedOut === undefined ? 'an unknown commit' : checkedOut === pr?.headSha ? `the pull request's head (${checkedOut.slice(0, 12)})` : `${checkedOut.slice(0, 12)}, which is not the base branch`;
  throw new UsageError(
    `Refusing to run \`command\` on \`pull_request_target\`: the checked-out code is ${what}. ` +
      `This event has a write token and secrets, so running the pull request's code here would give them to its author. ${SAFE_PATTERN}`,
  );
}
