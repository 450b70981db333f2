/**
 * Fit the Markdown review into a size limit: GitHub's 65,536 characters for a comment, 65,535 for a
 * check run's summary or text, about 1 MiB for a job summary. The least useful parts go first —
 * input warnings, unchanged benchmarks, notes and charts, improvements, long name lists, extra
 * asks — and a pointer to the full report is added whenever anything was left out.
 */
import { escapeMarkdown } from './escape.js';
import { assembleMarkdown, markdownParts, type AssemblyPlan, type MarkdownOptions } from './markdown.js';
import { STATUS_TITLE } from './table.js';
import type { Report, ReportBenchmark } from '../review/report.js';

export const COMMENT_LIMIT = 65_536;
export const CHECK_TEXT_LIMIT = 65_535;
/** The runner drops a step summary above 1 MiB; stay well below it. */
export const SUMMARY_BYTES = 1_000_000;

export interface BudgetOptions extends MarkdownOptions {
  /** Largest allowed size, in `measure` units. */
  limit: number;
  measure?: 'chars' | 'bytes';
  /** Markdown lines (trusted) saying where the full report is; shown only when something was cut. */
  pointer: string[];
  /** Room to keep free for what the caller adds (a hidden marker, a trailer). */
  reserve?: number;
}

export interface Fitted {
  text: string;
  /** 0 when everything fits; higher levels left out more. */
  level: number;
}

const ICON: Record<string, string> = { fail: '❌', pass: '✅', neutral: '⚪' };

type Rule = (b: ReportBenchmark) => 'full' | 'compact' | 'line';
const by = (map: Partial<Record<string, 'full' | 'compact' | 'line'>>, fallback: 'full' | 'compact' | 'line'): Rule => (b) => map[b.verdict] ?? fallback;

/** Ever smaller plans; the first that fits wins. */
const PLANS: AssemblyPlan[] = [
  {},
  { warnings: false, detail: by({ 'no-change': 'line' }, 'full') },
  { warnings: false, detail: by({ 'no-change': 'line', inconclusive: 'line', 'insufficient-data': 'line' }, 'full') },
  { warnings: false, detail: by({ regression: 'compact', improvement: 'compact' }, 'line') },
  { warnings: false, detail: by({ regression: 'compact' }, 'line'), maxNames: 50 },
  { warnings: false, detail: by({ regression: 'compact' }, 'line'), maxNames: 20, maxAsks: 10 },
  { warnings: false, detail: by({}, 'line'), maxNames: 10, maxAsks: 5 },
  { warnings: false, detail: by({}, 'line'), maxNames: 3, maxAsks: 2 },
];

function sizeOf(text: string, measure: 'chars' | 'bytes'): number {
  return measure === 'bytes' ? Buffer.byteLength(text, 'utf8') : text.length;
}

/** The last resort: the verdict and where to read the rest. Always fits any sane limit. */
function minimal(report: Report, pointer: string[]): string {
  const headline = report.headline.length > 500 ? `${report.headline.slice(0, 500)}…` : report.headline;
  return [`### ${ICON[report.status]} bench-review: ${STATUS_TITLE[report.status]}`, '', escapeMarkdown(headline), '', ...pointer].join('\n') + '\n';
}

export function fitMarkdown(report: Report, opts: BudgetOptions): Fitted {
  const measure = opts.measure ?? 'chars';
  const room = opts.limit - (opts.reserve ?? 0);
  const parts = markdownParts(report);
  for (let level = 0; level < PLANS.length; level++) {
    const plan = level === 0 ? PLANS[0] : { ...PLANS[level], extra: opts.pointer };
    const text = assembleMarkdown(parts, opts, plan);
    if (sizeOf(text, measure) <= room) return { text, level };
  }
  const text = minimal(report, opts.pointer);
  if (sizeOf(text, measure) <= room) return { text, level: PLANS.length };
  return { text: cut(text, room, measure), level: PLANS.length + 1 };
}

/** Cut plain text to size at a line boundary (only reached with absurdly small limits). */
function cut(text: string, room: number, measure: 'chars' | 'bytes'): string {
  const lines = text.split('\n');
  while (lines.length > 1 && sizeOf(lines.join('\n'), measure) > room) lines.pop();
  const out = lines.join('\n');
  return sizeOf(out, measure) <= room ? out : '';
}
