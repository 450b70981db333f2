/**
 * Markdown for the pull-request comment and the job summary: a one-line verdict, what changed in
 * the distribution per benchmark, the honesty notes, and the asks. Every piece of untrusted text
 * goes through escape.ts here, where it is emitted.
 */
import type { Report, ReportBenchmark } from '../review/report.js';
import type { Machine } from '../model/types.js';
import { codeSpan, escapeMarkdown } from './escape.js';
import { metricRows, STATUS_TITLE, VERDICT_TEXT } from './table.js';

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
  return `${Math.floor(Math.min(...levels) * 100)}% interval`;
}

function chart(b: ReportBenchmark): string[] {
  const ids = (['min', 'p50', 'p90', 'p99', 'p99.9', 'max'] as const).filter((id) => b.metrics[id]?.base != null && b.metrics[id]?.head != null);
  if (ids.length < 2) return [];
  const { unitLabel, rows } = metricRows(b);
  const byId = new Map(rows.map((r) => [r.metric, r]));
  const num = (s: string) => s.replace(/,/g, '');
  const base = ids.map((id) => num(byId.get(id)!.base));
  const head = ids.map((id) => num(byId.get(id)!.head));
  const title = b.name.replace(/["\n\r`]/g, "'").slice(0, 80);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${title}: base (first) vs head (second)"`,
    `  x-axis [${ids.map((id) => `"${id}"`).join(', ')}]`,
    `  y-axis "${unitLabel}"`,
    `  bar [${base.join(', ')}]`,
    `  bar [${head.join(', ')}]`,
    '```',
  ];
}

function benchmarkSection(b: ReportBenchmark, opts: MarkdownOptions): string[] {
  const open = opts.expandAll || b.verdict === 'regression' || b.verdict === 'improvement';
  const runs = `${b.runs.base} vs ${b.runs.head} run${b.runs.head === 1 ? '' : 's'}`;
  const samples = b.samples.base > 0 ? `, ${b.samples.base.toLocaleString('en-US')} vs ${b.samples.head.toLocaleString('en-US')} samples` : '';
  const out = [
    `<details${open ? ' open' : ''}><summary>${VERDICT_ICON[b.verdict]} ${codeSpan(b.name)} — ${VERDICT_TEXT[b.verdict]} (${escapeMarkdown(b.sampleKind)}, ${runs}${samples})</summary>`,
    '',
    ...benchmarkTable(b),
    '',
  ];
  const notes = [...b.notes];
  for (const [id, m] of Object.entries(b.metrics)) if (m?.note) notes.push(`${id}: ${m.note}`);
  if (b.diagnostics.benchstat !== null && b.diagnostics.mannWhitneyP !== null) {
    notes.push(`benchstat-style: ${b.diagnostics.benchstat} (two-sided Mann–Whitney p = ${b.diagnostics.mannWhitneyP.toFixed(3)} on per-run values; not a gate).`);
  }
  if (notes.length) out.push(...notes.map((n) => `- ${escapeMarkdown(n)}`), '');
  if (opts.charts) {
    const c = chart(b);
    if (c.length) out.push(...c, '');
  }
  out.push('</details>', '');
  return out;
}

function machineLine(m: Machine | null): string {
  if (!m) return 'not recorded';
  const parts: string[] = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== undefined || m.logicalCpus !== undefined) parts.push(`${m.physicalCores ?? '?'} physical / ${m.logicalCpus ?? '?'} logical cores`);
  if (m.os || m.kernel) parts.push([m.os, m.kernel].filter(Boolean).join(' '));
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.length ? escapeMarkdown(parts.join(', ')) : 'not recorded';
}

/** Render the whole report as Markdown. */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const out: string[] = [];
  out.push(`### ${ICON[report.status]} bench-review: ${STATUS_TITLE[report.status]}`, '');
  out.push(escapeMarkdown(report.headline), '');
  for (const note of report.notes) out.push(`> ${escapeMarkdown(note)}`, '');
  if (report.asks.length) {
    out.push('**Questions for the author**', '');
    for (const ask of report.asks) out.push(`- ${ask.benchmark ? `${codeSpan(ask.benchmark)}: ` : ''}${escapeMarkdown(ask.message)}`);
    out.push('');
  }
  const order = ['regression', 'improvement', 'inconclusive', 'insufficient-data', 'no-change'];
  const sorted = [...report.benchmarks].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  for (const b of sorted) out.push(...benchmarkSection(b, opts));
  const same = report.machine.base && report.machine.head && report.machine.differences.length === 0 && JSON.stringify(report.machine.base.cpuModel) === JSON.stringify(report.machine.head.cpuModel);
  if (same) out.push(`**Machine**: ${machineLine(report.machine.base)}`, '');
  else out.push(`**Machine**: base: ${machineLine(report.machine.base)}; head: ${machineLine(report.machine.head)}`, '');
  for (const d of report.machine.differences) out.push(`- ⚠️ machines differ — ${escapeMarkdown(d)}`);
  if (report.machine.differences.length) out.push('');
  if (report.warnings.length) {
    out.push('<details><summary>Input warnings</summary>', '', ...report.warnings.slice(0, 50).map((w) => `- ${escapeMarkdown(w)}`), '', '</details>', '');
  }
  const t = report.settings.thresholds;
  out.push(
    `<sub>Bold metrics gate the check (fail-on: ${escapeMarkdown(report.settings.failOn)}). Ratios are head/base by Hodges–Lehmann over process-level runs with exact distribution-free intervals; thresholds p50 ${pct(t.p50)}, p90 ${pct(t.p90)}, p99 ${pct(t.p99)}, p99.9 ${pct(t['p99.9'])}; Benjamini–Hochberg at q = ${report.settings.q}.</sub>`,
  );
  return out.join('\n') + '\n';
}

const pct = (v: number | undefined) => (v === undefined ? '—' : `${+(v * 100).toFixed(2)}%`);
