/**
 * Markdown for the pull-request comment and the job summary, overview first: the verdict and
 * headline, the count line and one table of what changed or could not be decided (overview.ts),
 * notes said once for the suite, the details per benchmark collapsed (per-run data: one table per
 * measure), then the questions for the author, each asked once with the benchmarks it concerns.
 * Every piece of untrusted text goes through escape.ts here, where it is emitted, with the helper
 * for the context it lands in: `<details>`/`<summary>` lines are HTML blocks (no Markdown parsed),
 * everything else is Markdown. Sentences come from render/messages/ with untrusted params (names,
 * tool output, in publish mode every param of a fork's report) verbatim, so each is escaped here
 * like any other untrusted text.
 */
import { metricOrder, quantileLevel } from '../model/settings.js';
import type { Machine } from '../model/types.js';
import type { Report, ReportBenchmark } from '../review/contract.js';
import { chart } from './chart.js';
import { driftLines } from './drift.js';
import { clip, codeSpan, displayNames, escapeHtml, escapeMarkdown, htmlCode, quoteLine, shortenNamesIn } from './escape.js';
import { groupAsks, groupWarnings, sharedNotes, type AskGroup } from './grouping.js';
import { messageText } from './messages/index.js';
import { grouped, levelText, plural } from './messages/words.js';
import {
  isPerRun,
  mdTable,
  tableLayout,
  measureDetails,
  overview,
  overviewLines,
  rowClass,
  VERDICT_ICON,
  type MeasureTable,
  type Overview,
  type OverviewOptions,
  type RowClass,
} from './overview.js';
import { ciLabel, intervalCell, metricRows, PROMINENT_WARNINGS, titleText, VERDICT_TEXT } from './table.js';
import { sweepsMarkdown } from './sweeps.js';

export { VERDICT_ICON } from './overview.js';

const ICON: Record<string, string> = { fail: '❌', pass: '✅', neutral: '⚪' };

export interface MarkdownOptions {
  /** Include Mermaid charts of the change by percentile (job summary). */
  charts?: boolean;
  /** Open the details of every benchmark in the overview (default: only those inconclusive beyond a threshold). */
  expandAll?: boolean;
}

/** A benchmark as shown: its display name, its own notes worded and bounded, and its overview class. */
export interface ShownBenchmark extends ReportBenchmark {
  shownNotes: string[];
  /** Where it sits in the overview; null when it did not change. */
  cls: RowClass | null;
}

/** One benchmark's metrics: base and head as the verdict compares them, the change and its interval. */
export function benchmarkTable(b: ReportBenchmark): string[] {
  const { unitLabel, rows } = metricRows(b);
  const { label, uniform } = ciLabel(b);
  const out = [
    `| metric | base (${escapeMarkdown(unitLabel)}) | head (${escapeMarkdown(unitLabel)}) | change | ${label} | verdict |`,
    '|---|--:|--:|--:|:-:|---|',
  ];
  for (const r of rows) {
    const metric = r.gated ? `**${r.metric}**` : r.metric;
    // Only a gated metric's verdict is bold: the footer says bold is what gates the check.
    const verdict = r.gated && (r.m.verdict === 'regression' || r.m.verdict === 'improvement') ? `**${r.verdict}**` : r.verdict;
    out.push(`| ${metric} | ${r.base} | ${r.head} | ${r.change} | ${intervalCell(r, uniform)} | ${verdict} |`);
  }
  return out;
}

/** How much of a benchmark's details to show: all of it, the table only, or nothing (the overview names it). */
export type SectionDetail = 'full' | 'compact' | 'none';

export const VERDICT_ORDER = ['regression', 'improvement', 'inconclusive', 'insufficient-data', 'no-change'] as const;

/** HTML, not Markdown: it sits on the `<details><summary>` line, an HTML block. */
function sectionSummary(b: ShownBenchmark): string {
  const runs = `${b.runs.base} vs ${b.runs.head} ${plural(b.runs.head, 'run')}`;
  const samples = b.samples.base > 0 ? `, ${grouped(b.samples.base)} vs ${grouped(b.samples.head)} samples` : '';
  const verdict =
    b.cls === 'beyond' ? `${VERDICT_TEXT[b.verdict] ?? b.verdict}, beyond a threshold` : (VERDICT_TEXT[b.verdict] ?? b.verdict);
  const icon = b.cls === 'beyond' ? VERDICT_ICON.inconclusive : VERDICT_ICON[b.verdict];
  return `${icon} ${htmlCode(b.name)} — ${escapeHtml(verdict)} (${escapeHtml(b.sampleKind)}, ${runs}${samples})`;
}

/** Open: inconclusive beyond a threshold always (it must not hide); the rest of the overview when asked. */
const isOpen = (b: ShownBenchmark, opts: MarkdownOptions) => b.cls === 'beyond' || (opts.expandAll === true && b.cls !== null);

/** One benchmark's collapsible section; `compact` keeps only the table. */
export function benchmarkSection(b: ShownBenchmark, opts: MarkdownOptions, detail: 'full' | 'compact' = 'full'): string[] {
  const out = [`<details${isOpen(b, opts) ? ' open' : ''}><summary>${sectionSummary(b)}</summary>`, '', ...benchmarkTable(b), ''];
  if (detail === 'full') {
    if (b.shownNotes.length) out.push(...b.shownNotes.map((n) => `- ${escapeMarkdown(n)}`), '');
    if (opts.charts && b.cls !== null) {
      const c = chart(b);
      if (c.length) out.push(...c, '');
    }
  }
  out.push('</details>', '');
  return out;
}

/** " · 10 vs 10 runs per side" when every row of the table has that run count (the table then has no runs column). */
const runsOf = (t: MeasureTable): string => {
  const runs = tableLayout(t.rows, true).runs;
  return runs ? ` · ${escapeHtml(runs)} runs per side` : '';
};

/** Per-run data's details: every benchmark of one measure in one table, and their own notes. */
function measureBlock(t: MeasureTable, own: Map<string, string[]>): string[] {
  const out = [
    `<details><summary>📋 ${escapeHtml(t.measure)}: every benchmark (${grouped(t.rows.length)})${runsOf(t)}</summary>`,
    '',
    ...mdTable(t.rows, true, t.geomean),
    '',
  ];
  const notes = t.rows.flatMap((r) => (own.get(r.benchmark.name) ?? []).map((n) => `- ${codeSpan(r.name)}: ${escapeMarkdown(n)}`));
  if (notes.length) out.push(...notes, '');
  out.push('</details>', '');
  return out;
}

function machineLine(m: Machine | null): string {
  if (!m) return 'not recorded';
  const parts: string[] = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== undefined || m.logicalCpus !== undefined)
    parts.push(`${m.physicalCores ?? '?'} physical / ${m.logicalCpus ?? '?'} logical cores`);
  if (m.os || m.kernel) parts.push([m.os, m.kernel].filter(Boolean).join(' '));
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.length ? escapeMarkdown(clip(parts.join(', '), 600)) : 'not recorded';
}

function machineSection(report: Report): string[] {
  const out: string[] = [];
  const { base, head, differences } = report.machine;
  // Nothing recorded on either side: the cpu-info question already says so, and asks for it.
  if (machineLine(base) === 'not recorded' && machineLine(head) === 'not recorded' && report.asks.some((a) => a.kind === 'cpu-info'))
    return [];
  const same = base && head && differences.length === 0 && JSON.stringify(base.cpuModel) === JSON.stringify(head.cpuModel);
  if (same) out.push(`**Machine**: ${machineLine(base)}`, '');
  else out.push(`**Machine**: base: ${machineLine(base)}; head: ${machineLine(head)}`, '');
  for (const d of differences.slice(0, 50)) out.push(`- ⚠️ machines differ — ${escapeMarkdown(clip(messageText(d), 600))}`);
  if (differences.length) out.push('');
  return out;
}

/** Links are only ever ones bench-review built (artifact URLs); still, nothing that could leave the link. */
const SAFE_URL = /^https?:\/\/[A-Za-z0-9.:-]+(\/[A-Za-z0-9._~%/-]*)?$/;

/** Most benchmarks named in front of one grouped question; the rest are counted. */
export const ASK_NAMES_MAX = 25;

function askLines(g: AskGroup, shown: Shown): string[] {
  const names = g.benchmarks.slice(0, ASK_NAMES_MAX).map((n) => codeSpan(shown.names.get(n) ?? n));
  const more = g.benchmarks.length - names.length;
  const who = names.length ? `${names.join(', ')}${more ? ` … and ${grouped(more)} more` : ''}: ` : '';
  const out = [`- ${who}${escapeMarkdown(shown.free(g.text))}`];
  const links = g.links.filter((l) => SAFE_URL.test(l.url)).map((l) => `[${escapeMarkdown(l.label)}](${l.url})`);
  if (links.length) out[0] += ` ${links.join(' · ')}`;
  if (g.quote !== undefined) out.push(`  ${quoteLine(g.quote, 300)}`);
  return out;
}

/** The report in pieces, so a budget can drop the least important ones first (see budget.ts). */
export interface MarkdownParts {
  /** Verdict, headline, and what must be said first (the machines differ). */
  header: string[];
  overview: Overview;
  /** Notes said once for the suite (the report's, and those many benchmarks share). */
  notes: string[];
  /** Load sweeps: capacity under the SLO, the table over load points, per-point tables, the chart (render/sweeps.ts). */
  sweeps?: string[];
  /** Benchmarks with a section of their own (not per-run data), in overview order, unchanged last. */
  benchmarks: ShownBenchmark[];
  /** Per-run data's details, one block per measure; `changed` when a benchmark in it is in the overview. */
  measures: Array<{ lines: string[]; changed: boolean }>;
  /** One entry per question about the results, grouped. */
  asks: string[][];
  /** One entry per ask about the numbers in the PR description. */
  bodyAsks: string[][];
  machine: string[];
  warnings: string[];
  footer: string[];
}

/** What to keep when the whole report does not fit (see budget.ts). */
export interface AssemblyPlan extends OverviewOptions {
  detail?: (b: ShownBenchmark) => SectionDetail;
  /** Per-measure detail blocks kept (in order). */
  measures?: number;
  notes?: boolean;
  /** Most asks shown about the results, and about the PR description. */
  maxAsks?: number;
  maxBodyAsks?: number;
  warnings?: boolean;
  /** Lines put just before the footer (e.g. where the full report is). */
  extra?: string[];
}

/** Longest free text (headline, note, ask, warning) shown; the JSON report has all of it. */
const FREE_TEXT_MAX = 2000;
const MAX_WARNINGS = 50;

/** Display names of long benchmark names, and free text with them shortened wherever they appear. */
interface Shown {
  names: Map<string, string>;
  free: (text: string) => string;
}

function freeText(report: Report): Shown {
  const names = displayNames([...report.benchmarks.map((b) => b.name), ...report.asks.flatMap((a) => (a.benchmark ? [a.benchmark] : []))]);
  return { names, free: (text) => clip(shortenNamesIn(text, names), FREE_TEXT_MAX) };
}

/** The headline as shown (unescaped): for the check run's title and summary. */
export function shownHeadline(report: Report): string {
  return freeText(report).free(messageText(report.headline));
}

/** The title line: never ✅ while a benchmark is inconclusive beyond its threshold. */
export function titleLine(report: Report, beyond: number): string {
  const icon = report.status === 'pass' && beyond > 0 ? VERDICT_ICON.inconclusive : ICON[report.status];
  return `### ${icon} bench-review: ${titleText(report, beyond)}`;
}

export function markdownParts(report: Report): MarkdownParts {
  // One huge name must not crowd out the rest of the review.
  const shown = freeText(report);
  const { free } = shown;
  const classes = new Map(report.benchmarks.map((b) => [b, rowClass(b)]));
  const beyond = [...classes.values()].filter((c) => c === 'beyond').length;
  const header = [titleLine(report, beyond), '', escapeMarkdown(free(messageText(report.headline))), ''];
  // A machine difference is part of the verdict: said first, not among the input warnings.
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id)))
    header.push(`> ⚠️ **${escapeMarkdown(free(messageText(w)))}**`, '');
  header.push(...driftLines(report.drift)); // what main did (issue 27): a few lines, the rest in the job summary

  const { shared, own } = sharedNotes(report, (m) => free(messageText(m)));
  const notes: string[] = [];
  for (const note of report.notes.slice(0, MAX_WARNINGS)) notes.push(`> ${escapeMarkdown(free(messageText(note)))}`, '');
  const total = report.benchmarks.length;
  if (shared.length) {
    for (const n of shared)
      notes.push(
        `- ${escapeMarkdown(n.text)} (${n.count === total && total > 1 ? `all ${grouped(total)} benchmarks` : `${grouped(n.count)} ${plural(n.count, 'benchmark')}`})`,
      );
    notes.push('');
  }

  const inputWarnings = groupWarnings(report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id)));
  const listed = inputWarnings.slice(0, MAX_WARNINGS);
  const more = inputWarnings.length - listed.length;
  const warnings = inputWarnings.length
    ? [
        '<details><summary>Input warnings</summary>',
        '',
        ...listed.map((w) => `- ${escapeMarkdown(free(w))}`),
        ...(more ? [`- … and ${more} more in the JSON report`] : []),
        '',
        '</details>',
        '',
      ]
    : [];

  const ovw = overview(report, shown.names, classes);
  // The overview's order (worst first) for those in it, then the unchanged in report order.
  const position = new Map<ReportBenchmark, number>(ovw.rows.map((r, i) => [r.benchmark, i]));
  report.benchmarks.forEach((b, i) => position.has(b) || position.set(b, ovw.rows.length + i));
  // Positions are distinct: each benchmark goes into its slot, in order, without a sort's lookups.
  const slots = new Array<ReportBenchmark | undefined>(ovw.rows.length + report.benchmarks.length);
  for (const b of report.benchmarks) if (!isPerRun(b)) slots[position.get(b)!] = b;
  const benchmarks: ShownBenchmark[] = [];
  for (const b of slots) {
    if (!b) continue;
    // A copy with its name, notes and class set: Object.assign clones fast where a spread with an overridden key did not.
    const s = Object.assign({}, b) as ShownBenchmark;
    s.name = shown.names.get(b.name) ?? b.name;
    s.shownNotes = own.get(b) ?? [];
    s.cls = classes.get(b) ?? null;
    benchmarks.push(s);
  }

  const ownByName = new Map<string, string[]>();
  for (const [b, n] of own) if (n.length) ownByName.set(b.name, n);
  // A measure's block only when it adds to the overview: unchanged benchmarks' numbers, or notes.
  const measures = measureDetails(report, shown.names)
    .filter((t) => t.rows.some((r) => r.cls === null || ownByName.has(r.benchmark.name)))
    .map((t) => ({ lines: measureBlock(t, ownByName), changed: t.rows.some((r) => r.cls !== null) }));

  const t = report.settings.thresholds;
  const footer = [
    `<sub>Bold metrics, and their verdicts, gate the check (fail-on: ${escapeMarkdown(report.settings.failOn)}); thresholds ${metricOrder(
      Object.keys(t),
    )
      .filter((id) => quantileLevel(id) !== undefined)
      .map((id) => `${id} ${pct(t[id])}`)
      .join(', ')}; Benjamini–Hochberg at q = ${levelText(report.settings.q)}.</sub>`,
  ];
  const asks = groupAsks(report.asks.filter((a) => a.quote === undefined)).map((g) => askLines(g, shown));
  const bodyAsks = groupAsks(report.asks.filter((a) => a.quote !== undefined)).map((g) => askLines(g, shown));
  return {
    header,
    overview: ovw,
    notes,
    sweeps: sweepsMarkdown(report.sweeps, report.status === 'fail' && report.undecided === true),
    benchmarks,
    measures,
    asks,
    bodyAsks,
    machine: machineSection(report),
    warnings,
    footer,
  };
}

function askBlock(title: string, asks: string[][], max: number): string[] {
  if (asks.length === 0) return [];
  const shown = asks.slice(0, max);
  const out = [title, ''];
  for (const a of shown) out.push(...a);
  if (shown.length < asks.length) out.push(askMore(asks.length - shown.length));
  return [...out, ''];
}

export const askMore = (n: number) => `- … and ${n} more in the full report`;
export const ASKS_TITLE = '**Questions for the author**';
export const BODY_ASKS_TITLE = '**On the numbers in the PR description**';

/** A budget renders the same sections under several plans; render each one once. */
const SECTIONS = new WeakMap<ShownBenchmark, Map<string, string[]>>();

/**
 * A benchmark's section as one line: its lines joined (never none), so it joins into the review as
 * they would and measures the same (budget.ts: length + 1). Kept joined, the many small lines die
 * young instead of living, and being copied by the garbage collector, until the whole review is joined.
 */
export function cachedSection(b: ShownBenchmark, opts: MarkdownOptions, detail: 'full' | 'compact'): string[] {
  const key = `${detail}|${opts.charts === true}|${opts.expandAll === true}`;
  let byKey = SECTIONS.get(b);
  if (!byKey) SECTIONS.set(b, (byKey = new Map()));
  let lines = byKey.get(key);
  if (!lines) byKey.set(key, (lines = [benchmarkSection(b, opts, detail).join('\n')]));
  return lines;
}

/** A measure block as assembled: opened in the job summary when something in it changed. */
export function measureLines(block: { lines: string[]; changed: boolean }, opts: MarkdownOptions): string[] {
  if (!opts.expandAll || !block.changed) return block.lines;
  return [block.lines[0].replace(/^<details>/, '<details open>'), ...block.lines.slice(1)];
}

/** Put the parts together, keeping what the plan says (everything by default). */
export function assembleMarkdown(parts: MarkdownParts, opts: MarkdownOptions, plan: AssemblyPlan = {}): string {
  const out = [...parts.header, ...overviewLines(parts.overview, plan)];
  if (plan.notes !== false) out.push(...parts.notes);
  out.push(...(parts.sweeps ?? []));
  for (const block of parts.measures.slice(0, plan.measures ?? Infinity)) out.push(...measureLines(block, opts));
  for (const b of parts.benchmarks) {
    const detail = plan.detail?.(b) ?? 'full';
    if (detail !== 'none') out.push(...cachedSection(b, opts, detail));
  }
  out.push(...askBlock(ASKS_TITLE, parts.asks, plan.maxAsks ?? Infinity));
  out.push(...askBlock(BODY_ASKS_TITLE, parts.bodyAsks, plan.maxBodyAsks ?? Infinity));
  out.push(...parts.machine);
  if (plan.warnings !== false) out.push(...parts.warnings);
  out.push(...(plan.extra ?? []), ...parts.footer);
  return noHtmlComments(out.join('\n') + '\n');
}

/**
 * The renderer emits no HTML comment of its own, and escape.ts lets none through from untrusted
 * text; this last pass breaks any opener anyway (a forged sticky marker), with a zero-width space.
 */
export function noHtmlComments(text: string): string {
  // A plain search first: the whole review is scanned, and it nearly never holds one.
  return text.includes('<!--') ? text.replace(/<!--/g, '<\u200b!--') : text;
}

/** Render the whole report as Markdown. */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  return assembleMarkdown(markdownParts(report), opts);
}

const pct = (v: number | undefined) => (v === undefined ? '—' : `${+(v * 100).toFixed(2)}%`);
