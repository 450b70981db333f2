/**
 * Load sweeps as text (the report's `sweeps[]`, review/sweep.ts): per sweep the capacity line under
 * the SLO, one table over the load points (offered vs achieved throughput, not-sustained marks,
 * the SLO metric base vs head, the SLO per side), then per load point the latency table — p50,
 * p99, p99.9, mean with their verdicts, and the standard deviation — and a Mermaid chart of the
 * latency quantile (the SLO's, else p99) against the achieved throughput, base and head as two
 * lines. Every change shown beside base and head is head ÷ base of those columns; the
 * Hodges–Lehmann change a verdict rests on is shown as such, in its own column. Names are
 * untrusted: escaped here for where they land.
 */
import type { MetricId } from '../model/settings.js';
import { chartConfig, paddedAxis } from './chart.js';
import { beyondCapacity, MIN_CAPACITY_RUNS } from '../review/capacity.js';
import type { ReportMetric, ReportSweep, ReportSweepPoint, ReportSweepSide } from '../review/contract.js';
import { displayScale, formatChange, formatNumber } from '../units/units.js';
import { codeSpan, escapeHtml, escapeMarkdown, flatten, htmlCode, mermaidLabel } from './escape.js';
import { messageText } from './messages/index.js';
import { loadsText, perSecond, throughputText } from './messages/sweeps.js';
import { ciPercent, constantChange, plainNumber } from './messages/words.js';
import { evidenceLabel, VERDICT_TEXT } from './table.js';

const POINT_METRICS: readonly MetricId[] = ['p50', 'p99', 'p99.9', 'mean'];

/** The quantile a sweep is drawn and summarised by: the SLO's first metric (when some point has it), else p99. */
export function sweepMetric(s: ReportSweep): MetricId {
  const m = s.capacity?.conditions?.[0]?.metric;
  return m && s.points.some((p) => p.metrics[m]) ? m : 'p99';
}

/** One display unit for every latency of the sweep. */
function scaleOf(s: ReportSweep): { scale: number; label: string } {
  const values: number[] = [];
  for (const p of s.points) {
    for (const m of Object.values(p.metrics)) for (const v of [m?.base, m?.head]) if (v != null) values.push(v);
    for (const v of [p.base.stdDev, p.head.stdDev]) if (v != null) values.push(v);
  }
  return displayScale(s.unit, values);
}

const SLO_ICON: Record<string, string> = { meets: '✅ meets', violates: '❌ violates', undecided: '❔ undecided' };
const SLO_WORD: Record<string, string> = { meets: 'meets', violates: 'VIOLATES', undecided: 'undecided' };
const CAPACITY_ICON: Record<string, string> = {
  regression: '❌',
  improvement: '🟢',
  'no-change': '✅',
  inconclusive: '❔',
  'insufficient-data': '⚪',
};

function achievedCell(x: ReportSweepSide, param: string, markdown: boolean, bare = false): string {
  if (x.runs === 0) return '—';
  const v = bare
    ? x.achieved === null
      ? '—'
      : plainNumber(x.achieved >= 100 ? Math.round(x.achieved) : Number(x.achieved.toPrecision(3)))
    : throughputText(x.achieved, param);
  return x.sustained === false ? `${v} ${markdown ? '⚠️ **not sustained**' : '(NOT SUSTAINED)'}` : v;
}

/**
 * The change of a sweep row, computed as its columns are: head ÷ base of the medians shown (the
 * Hodges–Lehmann estimate, the point's own table's change, can differ in sign when the change is
 * small); `0 → 16` for a constant from or to zero.
 */
function columnsChange(m: ReportMetric | undefined, markdown: boolean): string {
  if (!m) return '—';
  const constant = constantChange(m.constant, m.base, m.head);
  if (constant) return constant;
  if (m.base == null || m.head == null || !(m.base > 0)) return '—';
  const r = m.head / m.base;
  const decided = m.gated && ((m.verdict === 'regression' && r > 1) || (m.verdict === 'improvement' && r < 1));
  return markdown && decided ? `**${formatChange(r)}**` : formatChange(r);
}

function verdictOf(m: ReportMetric): string {
  const v = VERDICT_TEXT[m.verdict] ?? m.verdict;
  return `${v}${evidenceLabel(m)}`;
}

/** The capacity's own lines (worded by render/messages/sweeps.ts), plain text. */
export function capacityLines(s: ReportSweep, undecidedFails = false): string[] {
  const c = s.capacity;
  if (!c) return [];
  // A quantile the tool never printed: the SLO cannot be judged (said instead of "no load point within the SLO").
  if (c.unprinted?.length)
    return c.unprinted.map((u) => messageText({ id: 'sweep.slo-unprinted', params: { tool: u.tool, metric: u.metric } }));
  const out = [
    messageText({
      id: 'sweep.capacity',
      params: {
        slo: c.slo,
        base: c.base,
        head: c.head,
        ratio: c.ratio,
        param: s.param,
        verdict: c.verdict,
        baseLoad: c.baseLoad,
        headLoad: c.headLoad,
      },
    }),
  ];
  if (c.verdict === 'regression' && c.unconfirmed)
    out.push(
      messageText({ id: 'sweep.capacity-unconfirmed', params: { runs: MIN_CAPACITY_RUNS, undecidedFails: undecidedFails === true } }),
    );
  if (c.regressedAt.length) out.push(messageText({ id: 'sweep.capacity-regressed-at', params: { param: s.param, at: c.regressedAt } }));
  if (c.improvedAt.length) out.push(messageText({ id: 'sweep.capacity-improved-at', params: { param: s.param, at: c.improvedAt } }));
  return out;
}

/** The load points one side has no runs of because its capacity ends below them (review/capacity.ts), plain text. */
export function beyondCapacityLines(s: ReportSweep): string[] {
  return beyondCapacity(s.points).map((b) =>
    messageText({ id: 'sweep.beyond-capacity', params: { side: b.side, param: s.param, at: b.at, limit: b.limit, why: b.why } }),
  );
}

/**
 * The latency quantile against the achieved throughput. Mermaid's xychart plots every line over one
 * categorical axis, so the x positions are the load points, each labelled with the throughput base
 * and head achieved there (`7.9k/3.9k`); base and head are two lines, the SLO limit a third.
 */
export function sweepChart(s: ReportSweep): string[] {
  const metric = sweepMetric(s);
  const points = s.points.filter((p) => p.metrics[metric]?.base != null && p.metrics[metric]?.head != null);
  if (points.length < 2) return [];
  const { scale, label } = scaleOf(s);
  const k = (v: number | null) =>
    v === null ? '?' : v >= 10_000 ? `${Number((v / 1000).toPrecision(3))}k` : String(v >= 100 ? Math.round(v) : Number(v.toPrecision(3)));
  const fmt = (v: number) => String(Number((v / scale).toPrecision(4)));
  const base = points.map((p) => p.metrics[metric]!.base!);
  const head = points.map((p) => p.metrics[metric]!.head!);
  const sloLimit = s.capacity ? sloLimitOf(s, metric) : null;
  const all = [...base, ...head, ...(sloLimit !== null ? [sloLimit] : [])].map((v) => v / scale);
  const { max } = paddedAxis(all);
  const out = [
    '```mermaid',
    ...chartConfig(['#57606a', '#d1242f', ...(sloLimit !== null ? ['#1a7f37'] : [])]),
    'xychart-beta',
    `  title "${mermaidLabel(s.name, 40)}: ${metric} (grey: base, red: head${sloLimit !== null ? ', green: SLO' : ''})"`,
    `  x-axis "${mermaidLabel(s.param)} (achieved base/head ${perSecond(s.param)})" [${points.map((p) => `"${mermaidLabel(`${plainNumber(p.value).replace(/,/g, '')} (${k(p.base.achieved)}/${k(p.head.achieved)})`, 40)}"`).join(', ')}]`,
    `  y-axis "${metric} (${mermaidLabel(label)})" 0 --> ${String(Number(max.toPrecision(3)))}`,
    `  line [${base.map(fmt).join(', ')}]`,
    `  line [${head.map(fmt).join(', ')}]`,
  ];
  if (sloLimit !== null) out.push(`  line [${points.map(() => fmt(sloLimit)).join(', ')}]`);
  out.push('```');
  return out;
}

/** The SLO's limit for `metric` in the sweep's canonical unit (ns), as the report's capacity carries it. */
function sloLimitOf(s: ReportSweep, metric: MetricId): number | null {
  return s.capacity?.conditions?.find((c) => c.metric === metric)?.limit ?? null;
}

/**
 * The estimate a point's verdict rests on: the Hodges–Lehmann change (the median of every head ÷ base
 * ratio of runs, not the ratio of the medians shown beside it) with its interval and level,
 * `−10.5% (97% CI −47.4% … +36.0%)`; '—' without one.
 */
function estimateOf(m: ReportMetric | null): string {
  if (!m || m.ratio === null) return '—';
  if (m.ciLow === null || m.ciHigh === null) return formatChange(m.ratio);
  return `${formatChange(m.ratio)} (${m.confidence !== null ? `${ciPercent(m.confidence)}% ` : ''}CI ${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)})`;
}

/** head ÷ base of two shown values (medians over runs); '—' when either is missing or base is not above 0. */
const ratioOf = (base: number | null, head: number | null) => (base != null && head != null && base > 0 ? formatChange(head / base) : '—');

/**
 * One load point's latency table (Markdown): p50, p99, p99.9, mean, then std-dev and throughput.
 * Every row's change is its columns' (head ÷ base of the medians shown); the Hodges–Lehmann change
 * and interval the verdict rests on have their own column, named so: the two can differ, in sign
 * too, when the change is small against the noise.
 */
function pointTable(s: ReportSweep, p: ReportSweepPoint, scale: { scale: number; label: string }): string[] {
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v / scale.scale));
  const unit = escapeMarkdown(scale.label);
  const out = [`| metric | base (${unit}) | head (${unit}) | head ÷ base | Hodges–Lehmann (CI) | verdict |`, '|---|--:|--:|--:|--:|---|'];
  const ids = [...POINT_METRICS, ...(Object.keys(p.metrics) as MetricId[]).filter((id) => !POINT_METRICS.includes(id))];
  for (const id of ids) {
    const m = p.metrics[id];
    if (!m) continue;
    const verdict = m.gated && (m.verdict === 'regression' || m.verdict === 'improvement') ? `**${verdictOf(m)}**` : verdictOf(m);
    out.push(
      `| ${m.gated ? `**${id}**` : id} | ${fmt(m.base)} | ${fmt(m.head)} | ${columnsChange(m, false)} | ${estimateOf(m)} | ${verdict} |`,
    );
  }
  out.push(`| std-dev | ${fmt(p.base.stdDev)} | ${fmt(p.head.stdDev)} | ${ratioOf(p.base.stdDev, p.head.stdDev)} | — | shown only |`);
  const t = p.throughput;
  const tp = (x: ReportSweepSide) => achievedCell(x, s.param, true);
  out.push(
    `| throughput | ${tp(p.base)} | ${tp(p.head)} | ${ratioOf(p.base.achieved, p.head.achieved)} | ${estimateOf(t)} | ${t ? verdictOf(t) : '—'} |`,
  );
  return out;
}

/** The Markdown of every sweep (empty without sweeps). */
export function sweepsMarkdown(sweeps: readonly ReportSweep[] | undefined, undecidedFails = false): string[] {
  if (!sweeps?.length) return [];
  const out: string[] = [];
  for (const s of sweeps) {
    const metric = sweepMetric(s);
    const sc = scaleOf(s);
    const fmt = (v: number | null | undefined) => (v == null ? '—' : formatNumber(v / sc.scale));
    const icon = s.capacity ? `${CAPACITY_ICON[s.capacity.verdict] ?? ''} ` : '';
    out.push(
      `**${icon}Load sweep ${codeSpan(s.name)}** — ${escapeMarkdown(s.param)} at ${s.points.length} points (${escapeMarkdown(s.measure)})`,
      '',
    );
    for (const line of capacityLines(s, undecidedFails)) out.push(`> ${escapeMarkdown(line)}`);
    if (s.capacity) out.push('');
    const offered = s.points.some((p) => p.offered !== null);
    const slo = s.capacity !== null;
    const unit = escapeMarkdown(sc.label);
    const per = perSecond(s.param);
    const head = [
      escapeMarkdown(s.param),
      ...(offered ? [`offered (${per})`] : []),
      `achieved base (${per})`,
      `achieved head (${per})`,
      `${metric} base (${unit})`,
      `${metric} head (${unit})`,
      'change',
      ...(slo ? ['SLO base', 'SLO head'] : []),
    ];
    out.push(`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i >= head.length - (slo ? 2 : 0) ? ':-:' : '--:')).join('|')}|`);
    for (const p of s.points) {
      const m = p.metrics[metric];
      const change = columnsChange(m, true);
      const cells = [
        plainNumber(p.value),
        ...(offered ? [p.offered === null ? '—' : plainNumber(p.offered)] : []),
        achievedCell(p.base, s.param, true, true),
        achievedCell(p.head, s.param, true, true),
        fmt(m?.base),
        fmt(m?.head),
        change,
        ...(slo ? [SLO_ICON[p.base.slo ?? ''] ?? '—', SLO_ICON[p.head.slo ?? ''] ?? '—'] : []),
      ];
      out.push(`| ${cells.join(' | ')} |`);
    }
    out.push('');
    const notes = [
      ...(s.points.some((p) => p.base.sustained === false || p.head.sustained === false)
        ? [messageText({ id: 'sweep.not-sustained', params: {} })]
        : []),
      ...beyondCapacityLines(s),
      messageText({ id: 'sweep.change-columns', params: { metric } }),
      ...(slo ? [messageText({ id: 'sweep.slo-rule', params: {} })] : []),
    ];
    for (const line of notes) out.push(`- ${escapeMarkdown(line)}`);
    if (notes.length) out.push('');
    for (const p of s.points) {
      out.push(
        `<details><summary>${htmlCode(s.name)} at ${escapeHtml(loadsText(s.param, [p.value]))}: p50 / p99 / p99.9 / mean / std-dev (${p.base.runs} vs ${p.head.runs} runs)</summary>`,
        '',
        ...pointTable(s, p, sc),
        '',
        '</details>',
        '',
      );
    }
    const chart = sweepChart(s);
    if (chart.length) out.push(...chart, '');
  }
  return out;
}

/** The terminal lines of every sweep (plain text; `paint` colours). */
export function sweepsTerminal(
  sweeps: readonly ReportSweep[] | undefined,
  table: (header: string[], rows: string[][]) => string[],
  undecidedFails = false,
): string[] {
  if (!sweeps?.length) return [];
  const out: string[] = [];
  for (const s of sweeps) {
    const metric = sweepMetric(s);
    const sc = scaleOf(s);
    const fmt = (v: number | null | undefined) => (v == null ? '—' : formatNumber(v / sc.scale));
    out.push('', `load sweep ${flatten(s.name)} (${flatten(s.param)}, ${s.points.length} points, ${flatten(sc.label)})`);
    for (const line of capacityLines(s, undecidedFails)) out.push(flatten(line));
    const slo = s.capacity !== null;
    const header = [
      flatten(s.param),
      'achieved base',
      'achieved head',
      `${metric} base`,
      `${metric} head`,
      'change',
      'mean base',
      'mean head',
      'sd base',
      'sd head',
      ...(slo ? ['SLO base', 'SLO head'] : []),
    ];
    const rows = s.points.map((p) => {
      const m = p.metrics[metric];
      return [
        plainNumber(p.value),
        achievedCell(p.base, s.param, false),
        achievedCell(p.head, s.param, false),
        fmt(m?.base),
        fmt(m?.head),
        columnsChange(m, false),
        fmt(p.metrics.mean?.base),
        fmt(p.metrics.mean?.head),
        fmt(p.base.stdDev),
        fmt(p.head.stdDev),
        ...(slo ? [SLO_WORD[p.base.slo ?? ''] ?? '—', SLO_WORD[p.head.slo ?? ''] ?? '—'] : []),
      ];
    });
    out.push(...table(header, rows));
    for (const line of beyondCapacityLines(s)) out.push(flatten(line));
    out.push(messageText({ id: 'sweep.change-columns-plain', params: { metric } }));
  }
  return out;
}
