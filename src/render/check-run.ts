/**
 * The check run's output: the conclusion from the status (pass → success, fail → failure,
 * neutral → neutral), the headline once as the title, the overview (count line and the
 * table of changed benchmarks, overview.ts) as the summary with a link to the full report, and
 * annotations only where a file and line are known (a reader warning with `file` and `line`).
 *
 * There is no `text`: the full review (details, charts, questions) is in the job summary the
 * summary links to, and in the comment; repeating it here repeated the headline and the overview.
 * The "shortened" note appears only when the summary had to be cut to GitHub's 65,535 characters.
 * Title and annotations are plain text (not Markdown): plainText keeps them inert and bounded.
 */
import type { Report } from '../review/contract.js';
import { CHECK_TEXT_LIMIT } from './budget.js';
import { clip, escapeMarkdown, plainText } from './escape.js';
import { noHtmlComments, shownHeadline } from './markdown.js';
import { messageText } from './messages/index.js';
import { overview, overviewLines } from './overview.js';
import { fullReportPointer } from './pointer.js';
import { PROMINENT_WARNINGS } from './table.js';

/** More than this is noise; the summary and the comment hold the rest. */
export const MAX_ANNOTATIONS = 200;
/** GitHub shows about this much of a check run's title. */
export const TITLE_MAX = 250;
/** Unchanged benchmarks named in a summary that had to be shortened (the rest are counted). */
const SHORT_UNCHANGED = 100;

export type Conclusion = 'success' | 'failure' | 'neutral';

/** The shape GitHub's check-run API takes for an annotation. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title?: string;
  message: string;
}

export interface CheckRunOutput {
  conclusion: Conclusion;
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
  /** Whether the summary was shortened to fit (it then carries the "shortened" note). */
  shortened: boolean;
}

export interface CheckRunOptions {
  /** The workflow run whose job summary holds the full report, when known. */
  runUrl: string | null;
  /**
   * The path of an input file inside the repository (as annotations need it), or null when the
   * file is not in the repository. Without it there are no annotations.
   */
  repoPath?: (file: string) => string | null;
}

export function conclusionOf(status: Report['status']): Conclusion {
  return status === 'fail' ? 'failure' : status === 'pass' ? 'success' : 'neutral';
}

/**
 * Annotations where a file and a line are known: input warnings whose `file` is in the repository
 * and whose `line` is a line number. Nothing is pinned to the workflow file: what has no place of
 * its own is in the summary.
 */
export function annotationsFor(report: Report, repoPath?: (file: string) => string | null): CheckAnnotation[] {
  if (!repoPath) return [];
  const out: CheckAnnotation[] = [];
  for (const w of report.warnings) {
    const { file, line } = w.params;
    if (typeof file !== 'string' || typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1) continue;
    const path = repoPath(file);
    if (!path) continue;
    out.push({
      path,
      start_line: line,
      end_line: line,
      annotation_level: 'warning',
      title: 'bench-review: input warning',
      message: plainText(messageText(w), 4000),
    });
    if (out.length === MAX_ANNOTATIONS) break;
  }
  return out;
}

/**
 * The title: the headline, once. It says the status in its own words ("… regressed", "Not
 * confirmed, so not green: …", "Base and head ran on different machines …") and GitHub shows the
 * conclusion's icon beside it, so the status title ("tail latency regressed") would say it twice.
 */
export function checkTitle(report: Report): string {
  return plainText(shownHeadline(report), TITLE_MAX) || 'bench-review';
}

/** Where the full report is, for a summary that was not cut (a plain link, no "shortened"). */
export function fullReportLink(runUrl: string | null): string {
  return `Details, charts and questions for the author: ${runUrl ? `the [job summary](${runUrl})` : 'the job summary'}; the JSON report is \`report.json\` (the step's \`report-path\` output).`;
}

function sizeOf(lines: string[]): number {
  let n = 0;
  for (const l of lines) n += l.length + 1;
  return n;
}

/**
 * The summary: what must be said first (the machines differ), the overview, and where the full
 * report is. When that is beyond the limit, fewer unchanged benchmarks are named, then lines are
 * cut from the end, and the "shortened" note takes the link's place.
 */
export function checkSummary(report: Report, runUrl: string | null, limit = CHECK_TEXT_LIMIT): { text: string; shortened: boolean } {
  const prominent = report.warnings
    .filter((w) => PROMINENT_WARNINGS.has(w.id))
    .flatMap((w) => [`> ⚠️ ${escapeMarkdown(clip(messageText(w), 2000))}`, '']);
  // The overview is worked out once; only the number of unchanged names shown differs per attempt.
  const o = overview(report);
  const whole = [...prominent, ...overviewLines(o), fullReportLink(runUrl)];
  if (sizeOf(whole) <= limit) return { text: noHtmlComments(whole.join('\n')), shortened: false };
  const pointer = fullReportPointer(runUrl);
  for (const maxUnchanged of [SHORT_UNCHANGED, 0]) {
    const lines = [...prominent, ...overviewLines(o, { maxUnchanged }), ...pointer];
    if (sizeOf(lines) <= limit) return { text: noHtmlComments(lines.join('\n')), shortened: true };
  }
  // Still too long (thousands of changed benchmarks): keep the lines that fit, whole.
  const body = [...prominent, ...overviewLines(o, { maxUnchanged: 0 })];
  const room = limit - sizeOf(pointer) - 2;
  const kept: string[] = [];
  let used = 0;
  for (const l of body) {
    if (used + l.length + 1 > room) break;
    kept.push(l);
    used += l.length + 1;
  }
  const text = [...kept, '', ...pointer].join('\n');
  return { text: noHtmlComments(clip(text, limit)), shortened: true };
}

/** Everything the check run shows. */
export function renderCheckRun(report: Report, opts: CheckRunOptions): CheckRunOutput {
  const summary = checkSummary(report, opts.runUrl);
  return {
    conclusion: conclusionOf(report.status),
    title: checkTitle(report),
    summary: summary.text,
    annotations: annotationsFor(report, opts.repoPath),
    shortened: summary.shortened,
  };
}
