/**
 * The API half of publishing, after the report and the job summary are on disk: the sticky
 * comment on the pull request, then the check run on the head commit. Each call that fails is
 * explained (bad token, missing permission, not found, server error after retries, no answer in
 * time) and does not stop the other; the verdict itself never depends on them. Every request is
 * bounded by the client (github.ts), so this phase ends within its time limit.
 */
import { commentBody } from '../render/comment.js';
import { worthSaying, type Report } from '../review/index.js';
import { publishCheckRun } from './check-run.js';
import { commentMarker, upsertSticky, type CommentPolicy } from './comment.js';
import { explainApiError, type GitHubApi } from './github.js';
import type { ActionIo } from './io.js';

export interface PublishTarget {
  /** Pull request number, when there is one to comment on. */
  issue?: number;
  headSha: string;
  runUrl: string | null;
  /** The repository's checkout: warnings on input files under it become check-run annotations. */
  workspace?: string | null;
}

export interface PublishSettings {
  comment: CommentPolicy;
  commentKey: string;
  commentAuthor: string;
  checkRun: boolean;
  checkName: string;
}

export interface Published {
  commentUrl: string | null;
  checkUrl: string | null;
  problems: string[];
}

async function publishComment(
  api: GitHubApi,
  io: ActionIo,
  report: Report,
  target: PublishTarget,
  s: PublishSettings,
): Promise<string | null> {
  if (target.issue === undefined) {
    if (s.comment !== 'never') io.info('No pull request for this run: no comment.');
    return null;
  }
  const res = await upsertSticky(api, {
    issue: target.issue,
    // The marker and its newline go in front of the body (comment.ts withMarker).
    body: commentBody(report, { headSha: target.headSha, runUrl: target.runUrl, reserve: commentMarker(s.commentKey).length + 1 }),
    key: s.commentKey,
    author: s.commentAuthor,
    policy: s.comment,
    worthSaying: worthSaying(report),
  });
  io.info(res.action === 'skipped' ? `Comment skipped: ${res.why}.` : `Comment ${res.action}: ${res.url ?? ''}`);
  if (res.removed) io.info(`Deleted ${res.removed} older duplicate${res.removed === 1 ? '' : 's'} of the sticky comment.`);
  for (const p of res.problems ?? []) io.warning(`bench-review: ${p}.`);
  return res.url;
}

export async function publishToGitHub(
  api: GitHubApi,
  io: ActionIo,
  report: Report,
  target: PublishTarget,
  s: PublishSettings,
): Promise<Published> {
  const out: Published = { commentUrl: null, checkUrl: null, problems: [] };
  try {
    out.commentUrl = await publishComment(api, io, report, target, s);
  } catch (err) {
    out.problems.push(explainApiError(err, `comment on pull request #${target.issue}`, 'pull-requests: write'));
  }
  if (s.checkRun && target.headSha) {
    try {
      const check = await publishCheckRun(api, report, {
        name: s.checkName,
        headSha: target.headSha,
        runUrl: target.runUrl,
        workspace: target.workspace,
      });
      out.checkUrl = check.url;
      io.info(`Check run "${s.checkName}" created on ${target.headSha.slice(0, 12)}: ${check.url ?? check.id}`);
      if (check.problem) out.problems.push(`bench-review created the check run "${s.checkName}", but ${check.problem}.`);
    } catch (err) {
      out.problems.push(explainApiError(err, `create the check run "${s.checkName}" on ${target.headSha.slice(0, 12)}`, 'checks: write'));
    }
  }
  for (const p of out.problems) io.warning(p);
  return out;
}
