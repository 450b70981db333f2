/**
 * Fit the Markdown review into a size limit: GitHub's 65,536 characters for a comment, 65,535 for a
 * check run's summary or text, 1 MiB for a job summary. When the whole review does not fit, the
 * room is handed out by priority, measuring every piece: regressions are named first, then the
 * questions, then the regression and improvement tables, every other name, their notes and
 * charts, the inconclusive benchmarks' tables, and input warnings last. Whatever fits goes in;
 * a pointer to the full report and a line saying what was left out are added.
 */
import { clip, escapeMarkdown } from './escape.js';
import {
  askMore,
  ASKS_TITLE,
  assembleMarkdown,
  BODY_ASKS_TITLE,
  cachedSection,
  markdownParts,
  shownHeadline,
  nameItem,
  namesPrefix,
  VERDICT_ORDER,
  type AssemblyPlan,
  type MarkdownOptions,
  type MarkdownParts,
  type SectionDetail,
  type ShownBenchmark,
} from './markdown.js';
import { statusTitle } from './table.js';
import { grouped, plural } from './messages/words.js';
import type { Report } from '../review/contract.js';

export const COMMENT_LIMIT = 65_536;
export const CHECK_TEXT_LIMIT = 65_535;
/** The runner drops a step summary above 1 MiB (1,048,576 bytes); stay a little below it. */
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
  /** 0: everything; 1: shortened by priority; 2: the verdict and pointer only; 3: cut hard. */
  level: number;
}

const ICON: Record<string, string> = { fail: '❌', pass: '✅', neutral: '⚪' };

type Measure = 'chars' | 'bytes';

function sizeOf(text: string, measure: Measure): number {
  return measure === 'bytes' ? Buffer.byteLength(text, 'utf8') : text.length;
}

/** Size of lines as assembleMarkdown joins them: each line plus its newline. */
function linesSize(lines: string[], measure: Measure): number {
  let n = 0;
  for (const l of lines) n += sizeOf(l, measure) + 1;
  return n;
}

/** Room kept for " and 1234567 more" / "1234567 benchmarks" at the end of a names line. */
const COUNT_ROOM = 24;
/** Room kept for the "left out" line (its counts are known only at the end). */
const LEFT_OUT_ROOM = 400;

interface Allocation {
  detail: Map<ShownBenchmark, SectionDetail>;
  listed: Set<ShownBenchmark>;
  asks: number;
  bodyAsks: number;
  warnings: boolean;
}

/**
 * Hand out `room` by priority. Every size is exact or an upper bound, so the assembled text fits;
 * null when not even the fixed parts fit.
 */
function allocate(parts: MarkdownParts, opts: MarkdownOptions, extra: string[], room: number, measure: Measure): Allocation | null {
  const bs = parts.benchmarks;
  const size = (lines: string[]) => linesSize(lines, measure);
  let used = size(parts.header) + size(parts.machine) + size(parts.footer) + size(extra) + LEFT_OUT_ROOM;
  for (const v of VERDICT_ORDER) if (bs.some((b) => b.verdict === v)) used += sizeOf(namesPrefix(v), measure) + COUNT_ROOM + 1;
  used += 1; // the blank line after the names lines
  for (const [title, asks] of [[ASKS_TITLE, parts.asks], [BODY_ASKS_TITLE, parts.bodyAsks]] as const) {
    if (asks.length) used += size([title, '', askMore(asks.length), '']);
  }
  if (used > room) return null;

  const a: Allocation = { detail: new Map(bs.map((b) => [b, 'line'])), listed: new Set(), asks: 0, bodyAsks: 0, warnings: false };
  const take = (cost: number): boolean => {
    if (used + cost > room) return false;
    used += cost;
    return true;
  };
  const nameCost = (b: ShownBenchmark) => sizeOf(nameItem(b), measure) + 2; // ", "
  const sectionCost = (b: ShownBenchmark, detail: 'full' | 'compact') => size(cachedSection(b, opts, detail));
  /** Cost of moving b from its current state to `detail` (its name, if listed, goes). */
  const upgrade = (b: ShownBenchmark, detail: 'full' | 'compact'): boolean => {
    const now = a.detail.get(b)!;
    const before = now === 'line' ? (a.listed.has(b) ? nameCost(b) : 0) : sectionCost(b, now);
    if (!take(sectionCost(b, detail) - before)) return false;
    a.detail.set(b, detail);
    a.listed.delete(b);
    return true;
  };
  const list = (b: ShownBenchmark) => {
    if (a.detail.get(b) === 'line' && !a.listed.has(b) && take(nameCost(b))) a.listed.add(b);
  };
  const of = (...verdicts: string[]) => bs.filter((b) => verdicts.includes(b.verdict));

  for (const b of of('regression')) list(b);
  // Asks in their order of importance: the first that does not fit ends the list ("… and N more").
  for (const lines of parts.asks) if (take(size(lines))) a.asks++; else break;
  if (a.asks === parts.asks.length) for (const lines of parts.bodyAsks) if (take(size(lines))) a.bodyAsks++; else break;
  for (const b of of('regression')) upgrade(b, 'compact');
  for (const b of of('improvement')) list(b);
  for (const b of of('improvement')) upgrade(b, 'compact');
  for (const b of of('inconclusive', 'insufficient-data', 'no-change')) list(b);
  for (const b of of('regression', 'improvement')) if (a.detail.get(b) === 'compact') upgrade(b, 'full');
  // Unchanged benchmarks stay names once anything is cut: their tables say least.
  for (const b of of('inconclusive', 'insufficient-data')) if (!upgrade(b, 'full')) upgrade(b, 'compact');
  a.warnings = parts.warnings.length > 0 && take(size(parts.warnings));
  return a;
}

/** "Left out here: …" — what the shortened review does not show, so no reader assumes it is all. */
function leftOut(parts: MarkdownParts, a: Allocation, warningCount: number, charts: boolean): string[] {
  const bs = parts.benchmarks;
  const compact = bs.filter((b) => a.detail.get(b) === 'compact').length;
  const named = bs.filter((b) => a.detail.get(b) === 'line' && a.listed.has(b)).length;
  const counted = bs.filter((b) => a.detail.get(b) === 'line' && !a.listed.has(b)).length;
  const n = (k: number, what: string) => `${grouped(k)} ${plural(k, what)}`;
  const out: string[] = [];
  if (compact) out.push(`the notes${charts ? ' and charts' : ''} of ${n(compact, 'benchmark')} (table only)`);
  if (named) out.push(`the tables of ${n(named, 'benchmark')} (listed by name)`);
  if (counted) out.push(`the names of ${n(counted, 'benchmark')} (counted only)`);
  const asks = parts.asks.length - a.asks + parts.bodyAsks.length - a.bodyAsks;
  if (asks) out.push(n(asks, 'question'));
  if (!a.warnings && warningCount) out.push(n(warningCount, 'input warning'));
  return out.length ? [`> Left out here: ${out.join('; ')}.`, ''] : [];
}

/** The last resort: the verdict and where to read the rest. Always fits any sane limit. */
function minimal(report: Report, pointer: string[]): string {
  const headline = clip(shownHeadline(report), 500);
  return [`### ${ICON[report.status]} bench-review: ${statusTitle(report)}`, '', escapeMarkdown(headline), '', ...pointer].join('\n') + '\n';
}

export function fitMarkdown(report: Report, opts: BudgetOptions): Fitted {
  const measure = opts.measure ?? 'chars';
  const room = opts.limit - (opts.reserve ?? 0);
  const parts = markdownParts(report);
  const whole = assembleMarkdown(parts, opts);
  if (sizeOf(whole, measure) <= room) return { text: whole, level: 0 };
  const a = allocate(parts, opts, opts.pointer, room, measure);
  if (a) {
    const plan: AssemblyPlan = {
      detail: (b) => a.detail.get(b) ?? 'line',
      listed: a.listed,
      maxAsks: a.asks,
      maxBodyAsks: a.bodyAsks,
      warnings: a.warnings,
      extra: [...opts.pointer, ...leftOut(parts, a, report.warnings.length, opts.charts === true)],
    };
    const text = assembleMarkdown(parts, opts, plan);
    if (sizeOf(text, measure) <= room) return { text, level: 1 };
  }
  const text = minimal(report, opts.pointer);
  if (sizeOf(text, measure) <= room) return { text, level: 2 };
  return { text: cut(text, room, measure), level: 3 };
}

/** Cut plain text to size at a line boundary (only reached with absurdly small limits). */
function cut(text: string, room: number, measure: Measure): string {
  const lines = text.split('\n');
  while (lines.length > 1 && sizeOf(lines.join('\n'), measure) > room) lines.pop();
  const out = lines.join('\n');
  return sizeOf(out, measure) <= room ? out : '';
}
