/**
 * Which commit is "base" when the caller does not say.
 *
 * For `pull_request` (and `pull_request_target`) events it is `pull_request.base.sha` from the
 * event payload: the base-branch commit GitHub recorded for the pull request when the event fired.
 * actions/checkout's default checkout for a pull request is GitHub's test merge commit, whose first
 * parent is normally that same commit, so head − base is exactly the pull request's change. We take
 * base.sha rather than the merge commit's first parent (`HEAD^1`) because it works whichever commit
 * is checked out (the merge commit, or the PR head with `ref: …head.sha`), can be fetched by SHA in
 * a depth-1 clone where HEAD^1 is absent, and is the commit GitHub shows as the PR's base. When the
 * checked-out head is a merge commit whose first parent differs from it (the base branch moved and
 * the payload is older than the merge ref), runSuite says so in a warning.
 *
 * For `merge_group` events it is `merge_group.base_sha`. Anywhere else there is no default: the
 * caller must give a base ref.
 */
import { readFileSync } from 'node:fs';

export interface BaseChoice {
  ref: string;
  why: string;
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

function field(obj: unknown, ...path: string[]): unknown {
  let cur = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const isSha = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(v);

export function resolveBase(env: Record<string, string | undefined>, eventPayload: unknown): BaseChoice | undefined {
  const event = env.GITHUB_EVENT_NAME;
  const prSha = field(eventPayload, 'pull_request', 'base', 'sha');
  if ((event === undefined || PR_EVENTS.has(event)) && isSha(prSha)) {
    const number = field(eventPayload, 'pull_request', 'number');
    const branch = field(eventPayload, 'pull_request', 'base', 'ref');
    const what = `pull request${typeof number === 'number' ? ` #${number}` : ''}`;
    return { ref: prSha, why: `base of ${what}${typeof branch === 'string' ? ` (${branch})` : ''}: pull_request.base.sha` };
  }
  const mgSha = field(eventPayload, 'merge_group', 'base_sha');
  if ((event === undefined || event === 'merge_group') && isSha(mgSha)) {
    return { ref: mgSha, why: 'base of the merge group: merge_group.base_sha' };
  }
  return undefined;
}

/** The event payload GitHub wrote to GITHUB_EVENT_PATH, or undefined when absent or unreadable. */
export function readEventPayload(env: Record<string, string | undefined>): unknown {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
