/** What publishing itself has to say in the report (ids `publish.*`). */
import { template, type MessageRegistry } from './template.js';

export const PUBLISH_MESSAGES: MessageRegistry = {
  'publish.report-trimmed': template(
    { listed: 'number', total: 'number', maxBenchmarks: 'number', maxMiB: 'number', lostRegressions: 'number' },
    (p) =>
      `report.json lists ${p.listed} of the ${p.total} benchmarks: publish mode accepts at most ${p.maxBenchmarks} benchmarks and ${p.maxMiB} MiB. ` +
      `Left out: ${p.total - p.listed} ${p.lostRegressions ? `(${p.lostRegressions} of them regressions)` : 'without a regression or improvement'}; the counts in summary, review.md and the job summary cover all ${p.total}.`,
  ),
};
