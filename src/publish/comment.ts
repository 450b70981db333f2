/**
 * The one sticky comment per pull request. It is found by a hidden marker in every page of the
 * PR's comments, and only among comments written by the bot account (so a person quoting the
 * marker cannot make us edit or skip anything); it is updated in place, never posted twice.
 *
 * Creating it is the one write that is not safe to repeat: GitHub can store a comment and still
 * answer 502, reset the connection or time out. So a failed create is never retried blindly — the
 * comments are listed again first, and a marked comment of ours that is there by then is the one
 * we wrote (or a concurrent run's), which is adopted and updated instead. Duplicates left by
 * earlier versions (or by two runs racing) are cleaned up: the newest is kept, the others deleted.
 */
import { noHtmlComments } from '../render/markdown.js';
import { apiErrorMessage, createOnce, type GitHubApi, type IssueComment } from './github.js';

export type CommentPolicy = 'on-change' | 'always' | 'never';

export function commentMarker(key: string): string {
  return `<!-- bench-review:${key} -->`;
}

/** Put the one real marker first; the rendered body carries no HTML comment of its own (markdown.ts). */
export function withMarker(body: string, key: string): string {
  return `${commentMarker(key)}\n${noHtmlComments(body)}`;
}

/** Every marked comment of `author` for `key`, oldest first. */
export function findStickies(comments: IssueComment[], key: string, author: string): IssueComment[] {
  const marker = commentMarker(key);
  return comments
    .filter((c) => c.user?.login === author && typeof c.body === 'string' && c.body.startsWith(marker))
    .sort((a, b) => a.id - b.id);
}

/** The sticky comment to keep: the newest marked comment of `author` for `key`. */
export function findSticky(comments: IssueComment[], key: string, author: string): IssueComment | undefined {
  return findStickies(comments, key, author).at(-1);
}

export interface StickyResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
  url: string | null;
  why?: string;
  /** Older duplicates of our comment that were deleted. */
  removed?: number;
  /** What went wrong along the way without failing the comment (e.g. a duplicate not deleted). */
  problems?: string[];
}

export interface StickyRequest {
  issue: number;
  body: string;
  key: string;
  author: string;
  policy: CommentPolicy;
  /** Whether the report has something to say in a new comment (review/index.ts worthSaying: a change, not a standing question). */
  worthSaying: boolean;
}

export async function upsertSticky(api: GitHubApi, req: StickyRequest): Promise<StickyResult> {
  if (req.policy === 'never') return { action: 'skipped', url: null, why: 'comment: never' };
  const body = withMarker(req.body, req.key);
  const mine = findStickies(await api.listIssueComments(req.issue), req.key, req.author);
  if (mine.length > 0) return keepNewest(api, mine, body);
  if (req.policy === 'on-change' && !req.worthSaying)
    return {
      action: 'skipped',
      url: null,
      why: 'nothing changed beyond its threshold (no regression, improvement or unconfirmed change; questions alone are in the job summary) and no earlier comment to update',
    };
  return createOnce<StickyResult>(
    async () => {
      const created = await api.createComment(req.issue, body);
      return { action: 'created', url: created.html_url };
    },
    // The create may have been stored although it failed: look before writing again.
    async () => {
      const now = findStickies(await api.listIssueComments(req.issue), req.key, req.author);
      if (now.length === 0) return undefined;
      const res = await keepNewest(api, now, body);
      return res.action === 'unchanged' ? { ...res, action: 'created' } : res;
    },
  );
}

async function keepNewest(api: GitHubApi, mine: IssueComment[], body: string): Promise<StickyResult> {
  const keep = mine[mine.length - 1];
  let result: StickyResult;
  if (keep.body === body) result = { action: 'unchanged', url: keep.html_url };
  else {
    const updated = await api.updateComment(keep.id, body);
    result = { action: 'updated', url: updated.html_url ?? keep.html_url };
  }
  const problems: string[] = [];
  let removed = 0;
  for (const extra of mine.slice(0, -1)) {
    try {
      await api.deleteComment(extra.id);
      removed++;
    } catch (err) {
      problems.push(`an older duplicate of the sticky comment (id ${extra.id}) could not be deleted: ${apiErrorMessage(err)}`);
    }
  }
  return { ...result, ...(removed ? { removed } : {}), ...(problems.length ? { problems } : {}) };
}
