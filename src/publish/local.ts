/**
 * What is written before any API call, so a failed comment or check never loses the verdict: the
 * JSON report, the run metadata (for the fork-safe publish workflow), the review as Markdown, the
 * job summary (the full report with charts, within the 1 MiB step-summary limit) and the outputs.
 * report.json is written first and within the limits publish mode accepts (report-limits.ts), so
 * it can always be uploaded and published from a `workflow_run` workflow.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderMarkdown } from '../render/markdown.js';
import { summaryMarkdown } from '../render/summary.js';
import type { Report } from '../review/index.js';
import type { ActionIo } from './io.js';
import { fitReport } from './report-limits.js';

export interface RunMetaOut {
  schemaVersion: 1;
  pullRequest: number | null;
  headSha: string | null;
  baseSha: string | null;
  runId: number | null;
}

export interface LocalFiles {
  dir: string;
  /** What fitting report.json into the limits left out (empty when nothing). */
  trimmed: string[];
  reportPath: string;
  metaPath: string;
  markdownPath: string;
  summaryWritten: boolean;
}

/** Write report.json into `dir`, fitted into the limits publish mode accepts (report-limits.ts). */
export async function writeReportJson(dir: string, report: Report): Promise<{ reportPath: string; trimmed: string[] }> {
  await mkdir(dir, { recursive: true });
  const reportPath = join(dir, 'report.json');
  const fitted = fitReport(report);
  await writeFile(reportPath, fitted.json);
  return { reportPath, trimmed: fitted.notes };
}

export async function writeReportFiles(dir: string, report: Report, meta: RunMetaOut): Promise<Omit<LocalFiles, 'summaryWritten'>> {
  const { reportPath, trimmed } = await writeReportJson(dir, report);
  const metaPath = join(dir, 'meta.json');
  const markdownPath = join(dir, 'review.md');
  await writeFile(metaPath, JSON.stringify(meta, null, 2) + '\n');
  await writeFile(markdownPath, renderMarkdown(report, { charts: true, expandAll: true }));
  return { dir, reportPath, metaPath, markdownPath, trimmed };
}

/** The action's outputs about the report; without a report, a neutral status and no counts. */
export function setReportOutputs(io: Pick<ActionIo, 'setOutput'>, report: Report | undefined, reportPath: string): void {
  io.setOutput('status', report?.status ?? 'neutral');
  io.setOutput('report-path', reportPath);
  io.setOutput('regressions', String(report?.summary.regressions ?? 0));
  io.setOutput('improvements', String(report?.summary.improvements ?? 0));
}

export async function writeLocal(io: ActionIo, report: Report, dir: string, meta: RunMetaOut): Promise<LocalFiles> {
  const files = await writeReportFiles(dir, report, meta);
  for (const note of files.trimmed) io.warning(note);
  let summaryWritten = false;
  try {
    summaryWritten = await io.appendSummary(summaryMarkdown(report, files.reportPath));
    if (!summaryWritten) io.info(`No job summary file (GITHUB_STEP_SUMMARY): the review is in ${files.markdownPath}`);
  } catch (err) {
    io.warning(`The job summary could not be written (${(err as Error).message}); the review is in ${files.markdownPath}.`);
  }
  setReportOutputs(io, report, files.reportPath);
  return { ...files, summaryWritten };
}
