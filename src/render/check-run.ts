/**
 * The check run's output: the conclusion from the status (pass → success, fail → failure,
 * neutral → neutral), the headline as title, a summary and the full review as text (each within
 * 65,535 characters), and annotations on the workflow file: regressions as failures, improvements
 * as notices, questions as warnings. Title and annotations are plain text (not Markdown):
 * plainText keeps them inert and bounded.
 */
import type { Report } from '../review/contract.js';
import { formatChange } from '../units/units.js';
import { changeText, PROMINENT_WARNINGS } from './table.js';
import { CHECK_TEXT_LIMIT, fitMarkdown } from './budget.js';
import { clip, escapeMarkdown, plainText } from './escape.js';
import { noHtmlComments, shownHeadline } from './markdown.js';
import { messageText } from './messages/index.js';

/** More than this is noise; the summary and the comment hold the rest. */
export const MAX_ANNOTATIONS = 200;

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
  text: string;
  annotations: CheckAnnotation[];
}

export function conclusionOf(status: Report['status']): Conclusion {
  return status === 'fail' ? 'failure' : status === 'pass' ? 'success' : 'neutral';
}

export function annotationsFor(report: Report, path: string): CheckAnnotation[] {
  const out: CheckAnnotation[] = [];
  const at = { path, start_line: 1, end_line: 1 };
  for (const b of report.benchmarks) {
    if (b.verdict !== 'regression' && b.verdict !== 'improvement') continue;
    const changed = Object.entries(b.metrics)
      .filter(([, m]) => m?.verdict === b.verdict)
      .map(([id, m]) => (m!.ciLow === null || m!.ciHigh === null ? `${id} ${changeText(m!)}` : `${id} ${changeText(m!)} (CI ${formatChange(m!.ciLow)} … ${formatChange(m!.ciHigh)})`));
    out.push({
      ...at,
      annotation_level: b.verdict === 'regression' ? 'failure' : 'notice',
      title: plainText(`${b.verdict}: ${b.name}`, 255),
      message: plainText(`${b.name}: ${changed.join(', ')}`, 4000),
    });
  }
  for (const a of report.asks) {
    out.push({ ...at, annotation_level: 'warning', title: plainText(`question (${a.kind})${a.benchmark ? `: ${a.benchmark}` : ''}`, 255), message: plainText(messageText(a), 4000) });
  }
  return out.slice(0, MAX_ANNOTATIONS);
}

/** `headline` is shownHeadline(report), passed in when the caller has it already (it sizes every name). */
export function checkTitle(report: Report, headline = shownHeadline(report)): string {
  return plainText(headline, 250) || 'bench-review';
}

export function checkSummary(report: Report, pointer: string[], headline = shownHeadline(report)): string {
  const s = report.summary;
  const prominent = report.warnings.filter((w) => PROMINENT_WARNINGS.has(w.id)).map((w) => `> ⚠️ ${escapeMarkdown(clip(messageText(w), 2000))}`);
  const lines = [
    `**${escapeMarkdown(headline)}**`,
    '',
    ...(prominent.length ? [...prominent, ''] : []),
    `${s.benchmarks} benchmarks: ${s.regressions} regressed, ${s.improvements} improved; ${s.judgedMetrics} of ${s.gatedMetrics} gated metrics judged (fail-on: ${escapeMarkdown(report.settings.failOn)}).`,
    '',
    ...pointer,
  ];
  const text = noHtmlComments(lines.join('\n'));
  return clip(text, CHECK_TEXT_LIMIT);
}

/** Everything the check run shows; `pointer` says where the full report is when the text was cut. */
export function renderCheckRun(report: Report, opts: { annotationPath: string; pointer: string[] }): CheckRunOutput {
  const headline = shownHeadline(report);
  return {
    conclusion: conclusionOf(report.status),
    title: checkTitle(report, headline),
    summary: checkSummary(report, opts.pointer, headline),
    text: fitMarkdown(report, { limit: CHECK_TEXT_LIMIT, pointer: opts.pointer }).text,
    annotations: annotationsFor(report, opts.annotationPath),
  };
}
