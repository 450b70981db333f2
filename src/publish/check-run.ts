/**
 * The check run `bench-review / tail latency` on the head commit: conclusion from the status
 * (pass → success, fail → failure, neutral → neutral), the headline as title, a summary and the
 * full review as text (each within 65,535 characters), and annotations — at most 50 per request,
 * the rest appended by updates.
 */
import { CHECK_TEXT_LIMIT, fitMarkdown } from '../render/budget.js';
import { escapeMarkdown, plainText } from '../render/escape.js';
import { noHtmlComments, shownHeadline } from '../render/markdown.js';
import { formatChange } from '../units/units.js';
import type { Report } from '../review/report.js';
import { createCheckRunOnce } from './check-run-create.js';
import { apiErrorMessage, type Annotation, type CheckRunCreate, type GitHubApi } from './github.js';

export const ANNOTATIONS_PER_REQUEST = 50;
/** More than this is noise; the summary and the comment hold the rest. */
const MAX_ANNOTATIONS = 200;

export function conclusionOf(status: Report['status']): CheckRunCreate['conclusion'] {
  return status === 'fail' ? 'failure' : status === 'pass' ? 'success' : 'neutral';
}

/** Title and annotations are plain text (not Markdown); plainText keeps them inert and bounded. */
export function annotationsFor(report: Report, path: string): Annotation[] {
  const out: Annotation[] = [];
  const at = { path, start_line: 1, end_line: 1 };
  for (const b of report.benchmarks) {
    if (b.verdict !== 'regression' && b.verdict !== 'improvement') continue;
    const changed = Object.entries(b.metrics)
      .filter(([, m]) => m?.verdict === b.verdict)
      .map(([id, m]) => `${id} ${formatChange(m!.ratio)} (CI ${formatChange(m!.ciLow)} … ${formatChange(m!.ciHigh)})`);
    out.push({
      ...at,
      annotation_level: b.verdict === 'regression' ? 'failure' : 'notice',
      title: plainText(`${b.verdict}: ${b.name}`, 255),
      message: plainText(`${b.name}: ${changed.join(', ')}`, 4000),
    });
  }
  for (const a of report.asks) out.push({ ...at, annotation_level: 'warning', title: plainText(`question (${a.kind})${a.benchmark ? `: ${a.benchmark}` : ''}`, 255), message: plainText(a.message, 4000) });
  return out.slice(0, MAX_ANNOTATIONS);
}

export interface CheckRequest {
  name: string;
  headSha: string;
  detailsUrl?: string;
  annotationPath: string;
  pointer: string[];
}

export function checkSummary(report: Report, pointer: string[]): string {
  const s = report.summary;
  const lines = [
    `**${escapeMarkdown(shownHeadline(report))}**`,
    '',
    `${s.benchmarks} benchmarks: ${s.regressions} regressed, ${s.improvements} improved; ${s.judgedMetrics} of ${s.gatedMetrics} gated metrics judged (fail-on: ${escapeMarkdown(report.settings.failOn)}).`,
    '',
    ...pointer,
  ];
  const text = noHtmlComments(lines.join('\n'));
  return text.length <= CHECK_TEXT_LIMIT ? text : `${text.slice(0, CHECK_TEXT_LIMIT - 1)}…`;
}

export async function publishCheckRun(api: GitHubApi, report: Report, req: CheckRequest): Promise<{ id: number; url: string | null; problem?: string }> {
  const annotations = annotationsFor(report, req.annotationPath);
  const title = plainText(shownHeadline(report), 250) || 'bench-review';
  const text = fitMarkdown(report, { limit: CHECK_TEXT_LIMIT, pointer: req.pointer }).text;
  const summary = checkSummary(report, req.pointer);
  const created = await createCheckRunOnce(api, {
    name: req.name,
    head_sha: req.headSha,
    conclusion: conclusionOf(report.status),
    ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
    output: { title, summary, text, annotations: annotations.slice(0, ANNOTATIONS_PER_REQUEST) },
  });
  for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    try {
      await api.appendAnnotations(created.id, { title, summary, annotations: annotations.slice(i, i + ANNOTATIONS_PER_REQUEST) });
    } catch (err) {
      // The check run exists; appends are not repeated (they add), so report what is missing.
      return { id: created.id, url: created.html_url, problem: `${annotations.length - i} of its ${annotations.length} annotations could not be added (${apiErrorMessage(err)})` };
    }
  }
  return { id: created.id, url: created.html_url };
}
