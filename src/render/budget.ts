/**
 * Fit the Markdown review into a size limit: GitHub's 65,536 characters for a comment, 65,535 for a
 * check run's summary or text, 1 MiB for a job summary. When the whole review does not fit, the
 * room is handed out by priority, measuring every piece: the overview row of every changed or
 * undecided benchmark first, then the questions, the suite's notes, the names of the unchanged
 * benchmarks, the regression and improvement tables, their notes and charts, the per-measure
 * tables, the other benchmarks' tables, and input warnings last. Whatever fits goes in; a pointer
 * to the full report and a line saying what was left out are added.
 */
import { clip, escapeMarkdown } from './escape.js';
import {
  askMore,
  ASKS_TITLE,
  assembleMarkdown,
  BODY_ASKS_TITLE,
  cachedSection,
  markdownParts,
  measureLines,
  shownHeadline,
  titleLine,
  type AssemblyPlan,
  type MarkdownOptions,
  type MarkdownParts,
  type SectionDetail,
  type ShownBenchmark,
} from './markdown.js';
import { overviewLines, rowClass } from './overview.js';
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

/**
 * Fewer characters (and so bytes) than any benchmark section takes: its `<details><summary>`,
 * `</summary>`, table rule `|---|--:|--:|--:|:-:|---|` and `</details>`, and a newline per line (7 at least).
 */
const MIN_SECTION = 64;

/** Room kept for the "left out" line (its counts are known only at the end). */
const LEFT_OUT_ROOM = 400;

interface Allocation {
  maxRows: number;
  maxUnchanged: number;
  notes: boolean;
  detail: Map<ShownBenchmark, SectionDetail>;
  measures: number;
  asks: number;
  bodyAsks: number;
  warnings: boolean;
}

/** The largest n in [0, max] with fits(n), for fits monotone (true up to some n). */
function largest(max: number, fits: (n: number) => boolean): number {
  let lo = 0;
  let hi = max;
  if (fits(hi)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Hand out `room` by priority. Every size is exact or an upper bound, so the assembled text fits;
 * null when not even the fixed parts fit.
 */
function allocate(parts: MarkdownParts, opts: MarkdownOptions, extra: string[], room: number, measure: Measure): Allocation | null {
  const bs = parts.benchmarks;
  const size = (lines: string[]) => linesSize(lines, measure);
  let used = size(parts.header) + size(parts.machine) + size(parts.footer) + size(extra) + LEFT_OUT_ROOM;
  for (const [title, asks] of [
    [ASKS_TITLE, parts.asks],
    [BODY_ASKS_TITLE, parts.bodyAsks],
  ] as const) {
    if (asks.length) used += size([title, '', askMore(asks.length), '']);
  }
  const o = parts.overview;
  const rowCount = o.rows.length + o.measures.reduce((n, t) => n + t.rows.length, 0);
  const overviewSize = (maxRows: number, maxUnchanged: number) => size(overviewLines(o, { maxRows, maxUnchanged }));
  // The count line, the footnote and the unchanged line without names: always.
  used += overviewSize(0, 0);
  if (used > room) return null;
  const a: Allocation = {
    maxRows: 0,
    maxUnchanged: 0,
    notes: false,
    detail: new Map(bs.map((b) => [b, 'none'])),
    measures: 0,
    asks: 0,
    bodyAsks: 0,
    warnings: false,
  };
  const take = (cost: number): boolean => {
    if (used + cost > room) return false;
    used += cost;
    return true;
  };
  // Every changed or undecided benchmark's row, as many as fit.
  const base = overviewSize(0, 0);
  a.maxRows = largest(rowCount, (n) => used + overviewSize(n, 0) - base <= room);
  used += overviewSize(a.maxRows, 0) - base;
  // Questions in their order of importance: the first that does not fit ends the list ("… and N more").
  for (const lines of parts.asks)
    if (take(size(lines))) a.asks++;
    else break;
  if (a.asks === parts.asks.length)
    for (const lines of parts.bodyAsks)
      if (take(size(lines))) a.bodyAsks++;
      else break;
  a.notes = parts.notes.length > 0 && take(size(parts.notes));
  const withRows = overviewSize(a.maxRows, 0);
  a.maxUnchanged = largest(o.unchanged.length, (n) => used + overviewSize(a.maxRows, n) - withRows <= room);
  used += overviewSize(a.maxRows, a.maxUnchanged) - withRows;

  const sectionCost = (b: ShownBenchmark, detail: SectionDetail) => (detail === 'none' ? 0 : size(cachedSection(b, opts, detail)));
  const upgrade = (b: ShownBenchmark, detail: 'full' | 'compact'): boolean => {
    // Once no section can fit, thousands of them need not be rendered only to be measured.
    if (a.detail.get(b) === 'none' && room - used < MIN_SECTION) return false;
    if (!take(sectionCost(b, detail) - sectionCost(b, a.detail.get(b)!))) return false;
    a.detail.set(b, detail);
    return true;
  };
  const of = (...classes: Array<string | null>) => bs.filter((b) => classes.includes(b.cls));
  // In order, stopping at the first that does not fit: a smaller section further down (an
  // improvement, an unchanged benchmark) never has a table while a worse benchmark lacks one.
  const compact = (b: ShownBenchmark) => upgrade(b, 'compact');
  const fullOrCompact = (b: ShownBenchmark) => upgrade(b, 'full') || upgrade(b, 'compact');
  const changedIn = of('confirmed', 'regression', 'beyond').every(compact) && of('improvement').every(compact);
  for (const b of of('confirmed', 'regression', 'beyond', 'improvement')) if (a.detail.get(b) === 'compact') upgrade(b, 'full');
  for (const block of parts.measures)
    if (take(size(measureLines(block, opts)))) a.measures++;
    else break;
  // Unchanged benchmarks' tables say least: only when everything else is in.
  if (changedIn && of('inconclusive', 'insufficient-data').every(fullOrCompact)) of(null).every(fullOrCompact);
  a.warnings = parts.warnings.length > 0 && take(size(parts.warnings));
  return a;
}

/** "Left out here: …" — what the shortened review does not show, so no reader assumes it is all. */
function leftOut(parts: MarkdownParts, a: Allocation, warningCount: number, charts: boolean): string[] {
  const bs = parts.benchmarks;
  const o = parts.overview;
  const n = (k: number, what: string) => `${grouped(k)} ${plural(k, what)}`;
  const out: string[] = [];
  const rows = o.rows.length + o.measures.reduce((k, t) => k + t.rows.length, 0) - a.maxRows;
  if (rows > 0) out.push(`the overview rows of ${n(rows, 'benchmark')} (counted only)`);
  const unchanged = o.unchanged.length - Math.min(o.unchanged.length, a.maxUnchanged);
  if (unchanged > 0) out.push(`the names of ${n(unchanged, 'unchanged benchmark')} (counted only)`);
  const compact = bs.filter((b) => a.detail.get(b) === 'compact').length;
  if (compact) out.push(`the notes${charts ? ' and charts' : ''} of ${n(compact, 'benchmark')} (table only)`);
  const none = bs.filter((b) => a.detail.get(b) === 'none').length;
  if (none) out.push(`the tables of ${n(none, 'benchmark')} (named in the overview)`);
  const measures = parts.measures.length - a.measures;
  if (measures) out.push(`the per-measure tables of ${n(measures, 'measure')}`);
  if (!a.notes && parts.notes.length) out.push('the notes on the suite');
  const asks = parts.asks.length - a.asks + parts.bodyAsks.length - a.bodyAsks;
  if (asks) out.push(n(asks, 'question'));
  if (!a.warnings && warningCount) out.push(n(warningCount, 'input warning'));
  return out.length ? [`> Left out here: ${out.join('; ')}.`, ''] : [];
}

/** The last resort: the verdict and where to read the rest. Always fits any sane limit. */
function minimal(report: Report, pointer: string[]): string {
  const headline = clip(shownHeadline(report), 500);
  const beyond = report.benchmarks.filter((b) => rowClass(b) === 'beyond').length;
  return [titleLine(report, beyond), '', escapeMarkdown(headline), '', ...pointer].join('\n') + '\n';
}

export function fitMarkdown(report: Report, opts: BudgetOptions): Fitted {
  const measure = opts.measure ?? 'chars';
  const room = opts.limit - (opts.reserve ?? 0);
  const parts = markdownParts(report);
  // The whole review is at least its header, overview and footer: when those alone do not fit, it
  // is not rendered in full (every section, every chart) only to be found too long.
  const floor = linesSize(parts.header, measure) + linesSize(overviewLines(parts.overview), measure) + linesSize(parts.footer, measure);
  if (floor <= room) {
    const whole = assembleMarkdown(parts, opts);
    if (sizeOf(whole, measure) <= room) return { text: whole, level: 0 };
  }
  const a = allocate(parts, opts, opts.pointer, room, measure);
  if (a) {
    const plan: AssemblyPlan = {
      detail: (b) => a.detail.get(b) ?? 'none',
      maxRows: a.maxRows,
      maxUnchanged: a.maxUnchanged,
      notes: a.notes,
      measures: a.measures,
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
