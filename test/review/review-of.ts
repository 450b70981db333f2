/** The review stages as the review run chains them: compare → decide → report (no rendering). */
import { compareSuite } from '../../src/compare/compare-suite.js';
import { readResults } from '../../src/read/read.js';
import { buildSuite } from '../../src/model/build.js';
import type { Settings } from '../../src/model/settings.js';
import type { ParseResult, Suite } from '../../src/model/types.js';
import { buildReport, decide, type Report, type ReviewExtras } from '../../src/review/index.js';

export function reviewOf(suite: Suite, settings: Settings, extras: ReviewExtras = {}): Report {
  return buildReport(decide(compareSuite(suite.benchmarks, settings)), suite, extras);
}

async function readAll(files: string[]): Promise<ParseResult[]> {
  const out: ParseResult[] = [];
  for (const f of files) out.push(await readResults(f));
  return out;
}

/** Read result files per side and review them. */
export async function reviewFiles(
  base: string[],
  head: string[],
  settings: Settings,
  extras: ReviewExtras = {},
): Promise<{ report: Report; suite: Suite }> {
  const suite = buildSuite({ base: await readAll(base), head: await readAll(head) });
  return { report: reviewOf(suite, settings, extras), suite };
}
