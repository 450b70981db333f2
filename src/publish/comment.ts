/**
 * The one sticky comment per pull request. It is found by a hidden marker in every page of the
 * PR's comments, and only among comments written by the bot account (so a person quoting the
 * marker cannot make us edit or skip anything); it is updated in place, never posted twice.
 */
import type { CommentPolicy } from '../action/inputs.js';
import { noHtmlComments } from '../render/markdown.js';
import type { GitHubApi, IssueComment } from './github.js';

export function commentMarker(key: string): string {
  return `<!-- bench-review:${key} -->`;
}

/** Put the one real marker first; the rendered body carries no HTML comment of its own (markdown.ts). */
export function withMarker(body: string, key: string): string {
  return `${commentMarker(key)}\n${noHtmlComments(body)}`;
}

export function findSticky(comments: IssueComment[], key: string, author: string): IssueComment | undefined {
  const marker = commentMarker(key);
  return comments.find((c) => c.user?.login === author && typeof c.body === 'string' && c.body.startsWith(marker));
}

export interface StickyResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
  url: string | null;
  why?: string;
}

export interface StickyRequest {
  issue: number;
  body: string;
  key: string;
  author: string;
  policy: CommentPolicy;
  /** Whether the report has something to say (a regression, an improvement or an ask). */
  worthSaying: boolean;
}

export async function upsertSticky(api: GitHubApi, req: StickyRequest): Promise<StickyResult> {
  if (req.policy === 'never') return { action: 'skipped', url: null, why: 'comment: never' };
  const existing = findSticky(await api.listIssueComments(req.issue), req.key, req.author);
  const body = withMarker(req.body, req.key);
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', url: existing.html_url };
    const updated = await api.updateComment(existing.id, body);
    return { action: 'updated', url: updated.html_url ?? existing.html_url };
  }
  if (req.policy === 'on-change' && !req.worthSaying) return { action: 'skipped', url: null, why: 'nothing to say (no regression, improvement or question) and no earlier comment to update' };
  const created = await api.createComment(req.issue, body);
  return { action: 'created', url: created.html_url };
}
