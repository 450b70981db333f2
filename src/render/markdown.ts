/**
 * Markdown for the pull-request comment and the job summary: a one-line verdict, what changed in
 * the distribution per benchmark, the honesty notes, and the asks. Every piece of untrusted text
 * goes through escape.ts here, where it is emitted, with the helper for the context it lands in:
 * `<details>`/`<summary>` lines are HTML blocks (no Markdown parsed), everything else is Markdown.
 * Sentences come from render/messages/ with untrusted params (names, tool output, in publish mode
 * every param of a fork's report) verbatim, so each is escaped here like any other untrusted text.
 */
import type { Machine } from '../model/types.js';
import type { Ask, Report, ReportBenchmark } from '../review/contract.js';
import { clip, codeSpan, displayNames, escapeHtml, escapeMarkdown, htmlCode, quoteLine, shortenNamesIn } from './escape.js';
import { joinedText, messageText } from './messages/index.js';
import { grouped, plural } from './messages/words.js';
import { metricRows, PROMINENT_WARNINGS, statusTitle, VERDICT_TEXT } from './table.js';

const ICON: Record<string, string> = { fail: '❌', pass: '✅', neutral: '⚪' };
const VERDICT_ICON: Record<string, string> = {
  regression: '🔴',
  improvement: '🟢',
  'no-change': '⚪',
  inconclusive: '🟡',
  'insufficient-data': '⚫',
};

export interface MarkdownOptions {
  /** Include Mermaid charts of base vs head quantiles (job summary). */
  charts?: boolean;
  /** Open every benchmark's details (default: only those that changed). */
  expandAll?: boolean;
}

/** A benchmark as shown: its display name, and its notes worded and bounded ("p99: …" for a metric's). */
export interface ShownBenchmark extends ReportBenchmark {
  shownNotes: string[];
}

function benchmarkTable(b: ReportBenchmark): string[] {
  const { unitLabel, rows } = metricRows(b);
  const out = [`| metric | base (${escapeMarkdown(unitLabel)}) | head (${escapeMarkdown(unitLabel)}) | change | ${confidenceLabel(b)} | verdict |`, '|---|--:|--:|--:|:-:|---|'];
  for (const r of rows) {
    const metric = r.gated ? `**${r.metric}**` : r.metric;
    const verdict = r.m.verdict === 'regression' || r.m.verdict === 'improvement' ? `**${r.verdict}**` : r.verdict;
    out.push(`| ${metric} | ${r.base} | ${r.head} | ${r.change} | ${r.interval} | ${verdict} |`);
  }
  return out;
}

function confidenceLabel(b: ReportBenchmark): string {
  const levels = Object.values(b.metrics)
    .map((m) => m?.confidence)
    .filter((c): c is number => typeof c === 'number');
  if (levels.length === 0) return 'interval';
  // Attained coverages differ by row (exact intervals, FCR-adjusted rows): each is at least this.
  const floor = Math.floor(Math.min(...levels) * 100);
  return levels.every((l) => Math.floor(l * 100) === floor) ? `${floor}% interval` : `≥ ${floor}% interval`;
}


/** Mermaid labels: plain text that cannot end the string, the block or the diagram. */
function mermaidLabel(text: string, max = 60): string {
  const clean = text.replace(/[^A-Za-z0-9 _.,:;/+()\-µ%=]/g, '_').slice(0, max);
  return clean || '_';
}

function chart(b: ReportBenchmark): string[] {
  const ids = (['min', 'p50', 'p90', 'p99', 'p99.9', 'max'] as const).filter((id) => b.metrics[id]?.base != null && b.metrics[id]?.head != null);
  if (ids.length < 2) return [];
  const { unitLabel, rows } = metricRows(b);
  const byId = new Map(rows.map((r) => [r.metric, r]));
  const num = (s: string) => s.replace(/,/g, '');
  const base = ids.map((id) => num(byId.get(id)!.base));
  const head = ids.map((id) => num(byId.get(id)!.head));
  if ([...base, ...head].some((v) => !/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v))) return [];
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidLabel(b.name)}: base (first) vs head (second)"`,
    `  x-axis [${ids.map((id) => `"${id}"`).join(', ')}]`,
    `  y-axis "${mermaidLabel(unitLabel, 20)}"`,
    `  bar [${base.join(', ')}]`,
    `  bar [${head.join(', ')}]`,
    '```',
  ];
}

/** How much of a benchmark to show: all of it, the table only, or its name in a list. */
export type SectionDetail = 'full' | 'compact' | 'line';

export const VERDICT_ORDER = ['regression', 'improvement', 'inconclusive', 'insufficient-data', 'no-change'] as const;

/** HTML, not Markdown: it sits on the `<details><summary>` line, an HTML block. */
function sectionSummary(b: ReportBenchmark): string {
  const runs = `${b.runs.base} vs ${b.runs.head} ${plural(b.runs.head, 'run')}`;
  const samples = b.samples.base > 0 ? `, ${grouped(b.samples.base)} vs ${grouped(b.samples.head)} samples` : '';
  return `${VERDICT_ICON[b.verdict]} ${htmlCode(b.name)} — ${escapeHtml(VERDICT_TEXT[b.verdict] ?? b.verdict)} (${escapeHtml(b.sampleKind)}, ${runs}${samples})`;
}

function sectionNotes(b: ShownBenchmark): string[] {
  const notes = [...b.shownNotes];
  // A change from or to zero has no percentage: the table shows "0 → 16" instead.
  const fromOrToZero = Object.values(b.metrics).some((m) => m?.constant === 'from-zero' || m?.constant === 'to-zero');
  if (b.diagnostics.benchstat !== null && b.diagnostics.mannWhitneyP !== null && !fromOrToZero) {
    notes.push(`benchstat-style: ${b.diagnostics.benchstat} (two-sided Mann–Whitney p = ${b.diagnostics.mannWhitneyP.toFixed(3)} on per-run values; not a gate).`);
  }
  return notes;
}

/** One benchmark's collapsible section; `compact` keeps only the table. */
export function benchmarkSection(b: ShownBenchmark, opts: MarkdownOptions, detail: 'full' | 'compact' = 'full'): string[] {
  const open = opts.expandAll || b.verdict === 'regression' || b.verdict === 'improvement';
  const out = [`<details${open ? ' open' : ''}><summary>${sectionSummary(b)}</summary>`, '', ...benchmarkTable(b), ''];
  if (detail === 'full') {
    const notes = sectionNotes(b);
    if (notes.length) out.push(...notes.map((n) => `- ${escapeMarkdown(n)}`), '');
    if (opts.charts) {
      const c = chart(b);
      if (c.length) out.push(...c, '');
    }
  }
  out.push('</details>', '');
  return out;
}

/**
 * Benchmarks shown by name only, grouped by verdict: "⚪ no change: `a`, `b` and 12 more". Only
 * the `listed` ones are named (all by default); the rest are counted.
 */
export function benchmarkLines(benchmarks: ReportBenchmark[], listed?: ReadonlySet<ReportBenchmark>): string[] {
  const out: string[] = [];
  for (const verdict of VERDICT_ORDER) {
    const group = benchmarks.filter((b) => b.verdict === verdict);
    if (group.length === 0) continue;
    const shown = group.filter((b) => !listed || listed.has(b)).map((b) => nameItem(b));
    const more = group.length - shown.length;
    const list = shown.length ? `${shown.join(', ')}${more ? ` and ${more} more` : ''}` : `${group.length} ${plural(group.length, 'benchmark')}`;
    out.push(`${namesPrefix(verdict)}${list}`);
  }
  return out.length ? [...out, ''] : [];
}

/** The pieces of a names line, for a budget to measure (see budget.ts). */
export const namesPrefix = (verdict: string) => `- ${VERDICT_ICON[verdict]} ${VERDICT_TEXT[verdict]}: `;
export const nameItem = (b: ReportBenchmark) => codeSpan(b.name);

function machineLine(m: Machine | null): string {
  if (!m) return 'not recorded';
  const parts: string[] = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== undefined || m.logicalCpus !== undefined) parts.push(`${m.physicalCores ?? '?'} physical / ${m.logicalCpus ?? '?'} logical cores`);
  if (m.os || m.kernel) parts.push([m.os, m.kernel].filter(Boolean).join(' '));
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.length ? escapeMarkdown(clip(parts.join(', '), 600)) : 'not recorded';
}

function machineSection(report: Report): string[] {
  const out: string[] = [];
  const { base, head, differences } = report.machine;
  const same = base && head && differences.length === 0 && JSON.stringify(base.cpuModel) === JSON.stringify(head.cpuModel);
  if (same) out.push(`**Machine**: ${machineLine(base)}`, '');
  else out.push(`**Machine**: base: ${machineLine(base)}; head: ${machineLine(head)}`, '');
  for (const d of differences.slice(0, 50)) out.push(`- ⚠️ machines differ — ${escapeMarkdown(clip(messageText(d), 600))}`);
  if (differences.length) out.push('');
  return out;
}

/** Links are only ever ones bench-review built (artifact URLs); still, nothing that could leave the link. */
const SAFE_URL = /^https?:\/\/[A-Za-z0-9.:-]+(\/[A-Za-z0-9._~%/-]*)?$/;

function askLines(ask: Ask, shown: Shown): string[] {
  const out = [`- ${ask.benchmark ? `${codeSpan(shown.names.get(ask.benchmark) ?? ask.benchmark)}: ` : ''}${escapeMarkdown(shown.free(messageText(ask)))}`];
  const links = (ask.links ?? []).filter((l) => SAFE_URL.test(l.url)).map((l) => `[${escapeMarkdown(l.label)}](${l.url})`);
  if (links.length) out[0] += ` ${links.join(' · ')}`;
  if (ask.quote !== undefined) out.push(`  ${quoteLine(ask.quote, 300)}`);
  return out;
}

/** The report in pieces, so a budget can drop the least important ones first (see budget.ts). */
export interface MarkdownParts {
  header: string[];
  /** One entry per ask about the results. */
  asks: string[][];
  /** One entry per ask about the numbers in the PR description. */
  bodyAsks: string[][];
  /** In display order: regressions, improvements, inconclusive, insufficient data, no change. */
  benchmarks: ShownBenchmark[];
  machine: string[];
  warnings: string[];
  footer: string[];
}

/** What to keep when the whole report does not fit (see budget.ts). */
export interface AssemblyPlan {
  detail?: (b: ShownBenchmark) => SectionDetail;
  /** Most asks shown about the results, and about the PR description. */
  maxAsks?: number;
  maxBodyAsks?: number;
  /** Benchmarks shown by name only that are named (default all); the rest are counted. */
  listed?: ReadonlySet<ReportBenchmark>;
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

export function markdownParts(report: Report): MarkdownParts {
  // One huge name must not crowd out the rest of the review.
  const shown = freeText(report);
  const { free } = shown;
  const header = [`### ${ICON[report.status]} bench-review: ${statusTitle(report)}`, '', escapeMarkdown(free(messageText(report.headline))), ''];
  // A machine difference is part of the verdict: said first, not among the input warnings.
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id))) header.push(`> ⚠️ **${escapeMarkdown(free(messageText(w)))}**`, '');
  const inputWarnings = report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id));
  for (const note of report.notes.slice(0, MAX_WARNINGS)) header.push(`> ${escapeMarkdown(free(messageText(note)))}`, '');
  const rank = (v: string) => VERDICT_ORDER.indexOf(v as (typeof VERDICT_ORDER)[number]);
  const listed = inputWarnings.slice(0, MAX_WARNINGS);
  const more = inputWarnings.length - listed.length;
  const warnings = inputWarnings.length
    ? ['<details><summary>Input warnings</summary>', '', ...listed.map((w) => `- ${escapeMarkdown(free(messageText(w)))}`), ...(more ? [`- … and ${more} more in the JSON report`] : []), '', '</details>', '']
    : [];
  const benchmarks = report.benchmarks.map((b) => displayed(b, shown));
  const t = report.settings.thresholds;
  const footer = [
    `<sub>Bold metrics gate the check (fail-on: ${escapeMarkdown(report.settings.failOn)}). Ratios are head/base by Hodges–Lehmann over process-level runs with exact distribution-free intervals; thresholds p50 ${pct(t.p50)}, p90 ${pct(t.p90)}, p99 ${pct(t.p99)}, p99.9 ${pct(t['p99.9'])}; Benjamini–Hochberg at q = ${report.settings.q}.</sub>`,
  ];
  const asks = report.asks.filter((a) => a.quote === undefined).map((a) => askLines(a, shown));
  const bodyAsks = report.asks.filter((a) => a.quote !== undefined).map((a) => askLines(a, shown));
  return { header, asks, bodyAsks, benchmarks: benchmarks.sort((a, b) => rank(a.verdict) - rank(b.verdict)), machine: machineSection(report), warnings, footer };
}

/** The benchmark as shown: display name, notes worded with free text bounded. */
function displayed(b: ReportBenchmark, { names, free }: Shown): ShownBenchmark {
  const shownNotes = b.notes.map((n) => free(messageText(n)));
  for (const [id, m] of Object.entries(b.metrics)) {
    const note = m ? joinedText(m.notes) : null;
    if (note) shownNotes.push(`${id}: ${free(note)}`);
  }
  return { ...b, name: names.get(b.name) ?? b.name, shownNotes };
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

export function cachedSection(b: ShownBenchmark, opts: MarkdownOptions, detail: 'full' | 'compact'): string[] {
  const key = `${detail}|${opts.charts === true}|${opts.expandAll === true}`;
  let byKey = SECTIONS.get(b);
  if (!byKey) SECTIONS.set(b, (byKey = new Map()));
  let lines = byKey.get(key);
  if (!lines) byKey.set(key, (lines = benchmarkSection(b, opts, detail)));
  return lines;
}

/** Put the parts together, keeping what the plan says (everything by default). */
export function assembleMarkdown(parts: MarkdownParts, opts: MarkdownOptions, plan: AssemblyPlan = {}): string {
  const out = [...parts.header];
  out.push(...askBlock(ASKS_TITLE, parts.asks, plan.maxAsks ?? Infinity));
  out.push(...askBlock(BODY_ASKS_TITLE, parts.bodyAsks, plan.maxBodyAsks ?? Infinity));
  const named: ShownBenchmark[] = [];
  for (const b of parts.benchmarks) {
    const detail = plan.detail?.(b) ?? 'full';
    if (detail === 'line') named.push(b);
    else out.push(...cachedSection(b, opts, detail));
  }
  out.push(...benchmarkLines(named, plan.listed), ...parts.machine);
  if (plan.warnings !== false) out.push(...parts.warnings);
  out.push(...(plan.extra ?? []), ...parts.footer);
  return noHtmlComments(out.join('\n') + '\n');
}

/**
 * The renderer emits no HTML comment of its own, and escape.ts lets none through from untrusted
 * text; this last pass breaks any opener anyway (a forged sticky marker), with a zero-width space.
 */
export function noHtmlComments(text: string): string {
  return text.replace(/<!--/g, '<\u200b!--');
}

/** Render the whole report as Markdown. */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  return assembleMarkdown(markdownParts(report), opts);
}

const pct = (v: number | undefined) => (v === undefined ? '—' : `${+(v * 100).toFixed(2)}%`);
