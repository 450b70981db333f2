/**
 * The whole read → model → compare → review pipeline as one function the CLI, the action and the
 * tests call. No rendering, no publishing.
 */
import { compareSuite } from './compare/compare-suite.js';
import type { Settings } from './compare/settings.js';
import { readResults } from './formats/read.js';
import { buildSuite } from './model/build.js';
import type { Machine, ParseResult, Side, Suite } from './model/types.js';
import { buildReport, type Report } from './review/report.js';

export interface CompareInputs {
  base: string[];
  head: string[];
  /** Reader id, or undefined/'auto' to detect by content. */
  format?: string;
  settings: Settings;
  /** Machine facts measured by bench-review itself; they override what the files say. */
  machine?: Partial<Record<Side, Machine>>;
}

export async function readSide(files: string[], format?: string): Promise<ParseResult[]> {
  const out: ParseResult[] = [];
  for (const f of files) out.push(await readResults(f, format));
  return out;
}

export function reviewSuite(suite: Suite, settings: Settings): Report {
  return buildReport(compareSuite(suite.benchmarks, settings), suite);
}

export async function compareFiles(inputs: CompareInputs): Promise<{ report: Report; suite: Suite }> {
  const suite = buildSuite({ base: await readSide(inputs.base, inputs.format), head: await readSide(inputs.head, inputs.format) });
  for (const side of ['base', 'head'] as const) {
    const measured = inputs.machine?.[side];
    if (measured) suite.machine[side] = { ...suite.machine[side], ...measured };
  }
  return { report: reviewSuite(suite, inputs.settings), suite };
}
