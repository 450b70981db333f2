/** The job summary: the full review with charts, within the 1 MiB step-summary limit. */
import type { Report } from '../review/contract.js';
import { fitMarkdown, SUMMARY_BYTES } from './budget.js';
import { driftSummary } from './drift.js';
import { summaryPointer } from './pointer.js';

export function summaryMarkdown(report: Report, reportPath: string): string {
  // Every drift note of main (issue 27) after the review; the review itself names a few.
  const drift = driftSummary(report.drift);
  const reserve = Buffer.byteLength(drift, 'utf8');
  return (
    fitMarkdown(report, {
      limit: SUMMARY_BYTES,
      reserve,
      measure: 'bytes',
      charts: true,
      expandAll: true,
      pointer: summaryPointer(reportPath),
    }).text + drift
  );
}
