/** The sticky comment's body: the review fitted to GitHub's 65,536 characters, with a trailer. */
import type { Report } from '../review/contract.js';
import { COMMENT_LIMIT, fitMarkdown } from './budget.js';
import { fullReportPointer } from './pointer.js';

export interface CommentTarget {
  headSha: string;
  runUrl: string | null;
  /** Characters the sender adds in front (the hidden marker and its newline). */
  reserve: number;
}

export function commentBody(report: Report, target: CommentTarget): string {
  const trailer = `\n<sub>bench-review on head ${target.headSha.slice(0, 12)}${target.runUrl ? ` · [workflow run](${target.runUrl})` : ''}</sub>\n`;
  return (
    fitMarkdown(report, { limit: COMMENT_LIMIT, reserve: target.reserve + trailer.length, pointer: fullReportPointer(target.runUrl) })
      .text + trailer
  );
}
