/** The job summary: the full review with charts, within the 1 MiB step-summary limit. */
import type { Report } from '../review/contract.js';
import { fitMarkdown, SUMMARY_BYTES } from './budget.js';
import { summaryPointer } from './pointer.js';

export function summaryMarkdown(report: Report, reportPath: string): string {
  return fitMarkdown(report, { limit: SUMMARY_BYTES, measure: 'bytes', charts: true, expandAll: true, pointer: summaryPointer(reportPath) })
    .text;
}
