/** Lines saying where the full report is, for a review that had to be shortened (trusted Markdown). */

/** For the comment and the check run: the job summary and report.json. */
export function fullReportPointer(runUrl: string | null): string[] {
  const where = runUrl ? `the [job summary](${runUrl})` : 'the job summary';
  return [
    `> ✂️ Shortened to fit GitHub's size limit. The full report, with charts, is in ${where}; the JSON report is \`report.json\` in the step's \`report-path\` output (and the \`bench-review\` artifact when the workflow uploads it).`,
    '',
  ];
}

/** For the job summary: the report file on the runner. */
export function summaryPointer(reportPath: string): string[] {
  return [
    `> ✂️ Shortened to fit the job summary limit. The complete report is \`${reportPath.replace(/`/g, '')}\` (the \`report-path\` output).`,
    '',
  ];
}
