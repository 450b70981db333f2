/**
 * `bench-review compare --variant …`, rendered: one table with every variant against the reference
 * (per benchmark and metric: the reference's value, then each variant's change, interval and
 * verdict), in JSON, Markdown and terminal text. Each variant's own review (questions, warnings,
 * metric tables) follows: in Markdown folded, one per variant; in the terminal its questions and
 * warnings. The rows are made once as plain strings ({@link variantRows}); each renderer escapes.
 */
import { METRIC_IDS, type MetricId } from '../model/settings.js';
import type { Message } from '../model/message.js';
import type { ReportBenchmark, ReportMetric, VariantsReport } from '../review/contract.js';
import { displayScale, formatNumber } from '../units/units.js';
import { escapeMarkdown, flatten } from './escape.js';
import { groupAsks } from './grouping.js';
import { jsonReport } from './json.js';
import { renderMarkdown } from './markdown.js';
import { messageText } from './messages/index.js';
import { VERDICT_ICON } from './overview.js';
import { sweepsMarkdown, sweepsTerminal } from './sweeps.js';
import { changeText, evidenceLabel, intervalText, statusTitle, VERDICT_TEXT } from './table.js';

/** One variant's cell of a row: absent when that variant lacks the benchmark or the metric. */
export interface VariantCell {
  change: string;
  interval: string;
  verdict: string;
  /** The metric's verdict id (`regression`, …), and whether Benjamini–Hochberg confirmed it. */
  verdictId: string;
  confirmed: boolean;
  gated: boolean;
  value: string;
}

export interface VariantRow {
  benchmark: string;
  metric: MetricId;
  /** The reference's value, scaled, with its unit label. */
  reference: string;
  unit: string;
  /** In the order of the report's variants; null where the variant lacks it. */
  cells: Array<VariantCell | null>;
}

/** The metrics a benchmark's row shows: the ones that decided any variant's verdict, else its centre. */
function shownMetrics(bs: ReadonlyArray<ReportBenchmark | undefined>): MetricId[] {
  const decided = new Set<MetricId>(bs.flatMap((b) => b?.decidedBy ?? []));
  if (decided.size === 0) {
    const centre = bs.find((b) => b?.metrics.p50 ?? b?.metrics.mean);
    if (centre?.metrics.p50) decided.add('p50');
    else if (centre?.metrics.mean) decided.add('mean');
  }
  return METRIC_IDS.filter((id) => decided.has(id));
}

/** The table's rows: benchmarks in the order they first appear (the reference's first), metrics as decided. */
export function variantRows(report: VariantsReport): VariantRow[] {
  const names: string[] = [];
  for (const v of report.variants) for (const b of v.report.benchmarks) if (!names.includes(b.name)) names.push(b.name);
  const rows: VariantRow[] = [];
  for (const name of names) {
    const bs = report.variants.map((v) => v.report.benchmarks.find((b) => b.name === name));
    const any = bs.find((b) => b !== undefined)!;
    for (const metric of shownMetrics(bs)) {
      const ms = bs.map((b) => b?.metrics[metric]);
      const values = ms.flatMap((m) => [m?.base, m?.head]).filter((v): v is number => typeof v === 'number');
      const { scale, label } = displayScale(any.unit, values);
      const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatNumber(v / scale));
      const refValue = ms.find((m, i) => (bs[i]?.runs.base ?? 0) > 0 && m?.base !== null && m?.base !== undefined)?.base;
      rows.push({
        benchmark: name,
        metric,
        reference: fmt(refValue),
        unit: label,
        // A variant that did not run the benchmark (only the reference did) has nothing to say about it.
        cells: ms.map((m, i) => (m && bs[i] && bs[i].runs.head > 0 ? cellOf(m, fmt) : null)),
      });
    }
  }
  return rows;
}

function cellOf(m: ReportMetric, fmt: (v: number | null) => string): VariantCell {
  const within = evidenceLabel(m);
  return {
    change: changeText(m),
    // Identical constants (0 B/op on both sides) have nothing to bound.
    interval: m.constant !== null ? '—' : intervalText(m),
    verdict: `${VERDICT_TEXT[m.verdict] ?? m.verdict}${m.verdict === 'regression' && m.gated && !m.confirmed ? ' (not confirmed)' : ''}${within}`,
    verdictId: m.verdict,
    confirmed: m.confirmed,
    gated: m.gated,
    value: fmt(m.head),
  };
}

const STATUS_ICON: Record<string, string> = { fail: '❌', pass: '✅', neutral: '⚪' };

/** A review without its `### … bench-review: …` title line. */
const withoutTitle = (md: string): string => md.replace(/^### [^\n]*bench-review: [^\n]*\n+/m, '');

const STATUS_WORD: Record<string, string> = {
  fail: 'a variant regressed',
  pass: 'no variant regressed',
  neutral: 'not judged or not confirmed',
};

const data = (m: Message) => ({ id: m.id, params: m.params });

/** The JSON document: the variants, each with the full JSON report of its pair (schemaVersion 1). */
export function renderVariantsJson(report: VariantsReport): string {
  const doc = {
    schemaVersion: report.schemaVersion,
    kind: report.kind,
    status: report.status,
    headline: messageText(report.headline),
    headlineMessage: data(report.headline),
    reference: report.reference,
    notes: report.notes.map(messageText),
    noteMessages: report.notes.map(data),
    variants: report.variants.map((v) => ({ name: v.name, vs: v.vs, files: v.files, ...jsonReport(v.report) })),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

const unique = (lines: string[]): string[] => [...new Set(lines)];

const cellText = (c: VariantCell | null): string =>
  c === null ? '— (not measured)' : `${c.change}${c.interval !== '—' ? ` [${c.interval}]` : ''} ${c.verdict}${c.gated ? '*' : ''}`;

/** The Markdown review: headline, the one table, then each variant's full review folded. */
export function renderVariantsMarkdown(report: VariantsReport): string {
  const names = report.variants.map((v) => v.name);
  const out: string[] = [];
  out.push(
    `### ${STATUS_ICON[report.status] ?? ''} bench-review: ${STATUS_WORD[report.status]} (${report.status.toUpperCase()})`,
    '',
    escapeMarkdown(messageText(report.headline)),
    '',
  );
  const head = ['benchmark', 'metric', `${report.reference.name} (reference)`, ...names.map((n) => `${n} vs ${report.reference.name}`)];
  out.push(`| ${head.map(escapeMarkdown).join(' | ')} |`, `|${head.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const r of variantRows(report)) {
    const cells = r.cells.map((c) => (c === null ? '—' : `${VERDICT_ICON[c.verdictId] ?? ''} ${escapeMarkdown(cellText(c))}`.trim()));
    out.push(
      `| ${[escapeMarkdown(r.benchmark), r.metric, escapeMarkdown(r.reference === '—' ? '—' : `${r.reference} ${r.unit}`.trim()), ...cells].join(' | ')} |`,
    );
  }
  out.push('', '<sub>Change of each variant against the reference, [interval], verdict; * gates the check.</sub>', '');
  for (const n of report.notes) out.push(escapeMarkdown(messageText(n)), '');
  // Load sweeps per variant (capacity under the SLO, the table over load points), as compare shows base and head's.
  for (const v of report.variants) {
    const sweeps = sweepsMarkdown(v.report.sweeps);
    if (sweeps.length)
      out.push(
        `**Load sweeps: ${escapeMarkdown(v.name)} against ${escapeMarkdown(v.vs)} (base = ${escapeMarkdown(v.vs)}, head = ${escapeMarkdown(v.name)})**`,
        '',
        ...sweeps,
        '',
      );
  }
  for (const v of report.variants) {
    // The pair's own status in words, in the summary; its review without its title line, so no ✅
    // heading stands inside a failing review (nor ❌ inside a passing one).
    out.push(
      `<details><summary>${escapeMarkdown(v.name)} against ${escapeMarkdown(v.vs)}: ${escapeMarkdown(statusTitle(v.report))} (${v.report.status.toUpperCase()}) — the full review (base = ${escapeMarkdown(v.vs)}, head = ${escapeMarkdown(v.name)})</summary>`,
      '',
    );
    out.push(withoutTitle(renderMarkdown(v.report)).trimEnd(), '', '</details>', '');
  }
  return out.join('\n');
}

export interface VariantsTerminalOptions {
  color: boolean;
}

/** The terminal review: headline, the one table, then per variant its warnings and questions. */
export function renderVariantsTerminal(report: VariantsReport, opts: VariantsTerminalOptions): string {
  const paint = (s: string, code: number) => (opts.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const out: string[] = [];
  const statusCode = report.status === 'fail' ? 31 : report.status === 'pass' ? 32 : 33;
  out.push(
    paint(`bench-review: ${STATUS_WORD[report.status]} (${report.status.toUpperCase()})`, statusCode),
    flatten(messageText(report.headline)),
    '',
  );
  const head = [
    'benchmark',
    'metric',
    `${report.reference.name} (reference)`,
    ...report.variants.map((v) => `${v.name} vs ${report.reference.name}`),
  ].map(flatten);
  const rows = variantRows(report).map((r) => [
    flatten(r.benchmark),
    r.metric,
    r.reference === '—' ? '—' : `${r.reference} ${flatten(r.unit)}`.trim(),
    ...r.cells.map((c) => flatten(cellText(c))),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out.push(paint(line(head), 2));
  for (const r of rows) out.push(line(r));
  out.push(paint('change against the reference [interval] verdict; * gates the check', 2));
  for (const n of report.notes) out.push(`note: ${flatten(messageText(n))}`);
  const aligned = (header: string[], rows: string[][]) => {
    const w = header.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
    const fit = (cells: string[]) =>
      cells
        .map((c, i) => (i >= 1 && i <= 9 ? c.padStart(w[i]) : c.padEnd(w[i])))
        .join('  ')
        .trimEnd();
    return [paint(fit(header), 2), ...rows.map(fit)];
  };
  for (const v of report.variants) {
    const sweeps = sweepsTerminal(v.report.sweeps, aligned);
    if (sweeps.length)
      out.push(
        '',
        paint(`Load sweeps: ${flatten(v.name)} against ${flatten(v.vs)} (base = ${flatten(v.vs)}, head = ${flatten(v.name)})`, 1),
        ...sweeps,
      );
  }
  // What every variant's review says alike (the machine facts, the data's kind) is said once.
  const saidBy = report.variants.map((v) =>
    unique([
      ...v.report.warnings.map((w) => `warning: ${flatten(messageText(w))}`),
      ...groupAsks(v.report.asks).map((g) =>
        flatten(
          `[${g.kind}] ${g.benchmarks.length ? `${g.benchmarks.slice(0, 5).join(', ')}${g.benchmarks.length > 5 ? ` … and ${g.benchmarks.length - 5} more` : ''}: ` : ''}${g.text}`,
        ),
      ),
    ]),
  );
  const common = report.variants.length > 1 ? saidBy[0].filter((s) => saidBy.every((said) => said.includes(s))) : [];
  const block = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push('', paint(title, 1), ...lines.slice(0, 20).map((s) => `- ${s}`));
    if (lines.length > 20) out.push(`- … and ${lines.length - 20} more (see the JSON report)`);
  };
  block(`Every variant against ${flatten(report.reference.name)}:`, common);
  report.variants.forEach((v, i) =>
    block(
      `${flatten(v.name)} against ${flatten(v.vs)}:`,
      saidBy[i].filter((s) => !common.includes(s)),
    ),
  );
  return out.join('\n') + '\n';
}
