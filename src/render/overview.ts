/**
 * The overview both the comment and the check run lead with (and the terminal, in its own shape):
 * a count line, one table with a row per benchmark that changed or could not be decided, worst
 * first, one benchstat-like table per measure for per-run data, and the unchanged benchmarks in one
 * collapsed line. The rows are built once here as plain (unescaped) strings; overviewMarkdown
 * escapes every untrusted one for where it lands, the terminal flattens them.
 */
import { isTailMetric, metricOrder, type MetricId } from '../model/settings.js';
import { benchmarkOf, changeSize, leadMetric, type Report, type ReportBenchmark, type ReportMetric } from '../review/contract.js';
import { pastThreshold } from '../review/threshold.js';
import { displayScale, formatChange, formatNumber } from '../units/units.js';
import { codeSpan, displayNames, escapeHtml, escapeMarkdown, htmlCode } from './escape.js';
import { messageText } from './messages/index.js';
import { ciPercent, grouped, plural } from './messages/words.js';
import { benchmarkScale, changeText, VERDICT_TEXT } from './table.js';

export const VERDICT_ICON: Record<string, string> = {
  regression: '🔴',
  improvement: '🟢',
  'no-change': '⚪',
  inconclusive: '🟡',
  'insufficient-data': '⚫',
};

/** Where a row sorts: worst first. */
export const ROW_CLASSES = ['confirmed', 'regression', 'beyond', 'improvement', 'inconclusive', 'insufficient-data'] as const;
export type RowClass = (typeof ROW_CLASSES)[number];

/** One row of an overview table, every cell plain text (untrusted: names, units). */
export interface OverviewRow {
  benchmark: ReportBenchmark;
  /** The display name (long names shortened); without ` (measure)` in a per-measure table. */
  name: string;
  metric: string;
  /** Base and head in the row's display unit (numbers only), and that unit (untrusted: a custom unit). */
  base: string;
  head: string;
  unit: string;
  /** `10 vs 10`: runs per side. */
  runs: string;
  /** The estimate the verdict uses (`+12.0%`, `0 → 16`). */
  change: string;
  /** `lo … hi`, or '' when there is none. */
  interval: string;
  /** Attained coverage as worded ("96" for 0.9588, see ciPercent), or null without an interval. */
  level: string | null;
  verdict: string;
  /** Null for an unchanged benchmark (only in a per-measure detail table). */
  cls: RowClass | null;
}

/**
 * A measure's last row, `geomean` (the report's `geomeans`, as benchstat's): plain strings like an
 * OverviewRow's, over every benchmark of the measure measured on both sides, shown or not. No verdict.
 */
export interface GeomeanRow {
  /** `36 benchmarks`: what the geometric means are over. */
  runs: string;
  base: string;
  head: string;
  unit: string;
  change: string;
  interval: string;
  level: string | null;
  /** Why a number is missing and what was left out, worded; '' without any. */
  note: string;
}

export interface MeasureTable {
  measure: string;
  rows: OverviewRow[];
  /** The measure's geomean row, when the report has one with a number in it. */
  geomean?: GeomeanRow;
}

export interface Overview {
  count: string;
  /** Benchmarks with per-operation data (or mixed): one table, worst first. */
  rows: OverviewRow[];
  /** Per-run and summary data: one table per measure, rows = benchmarks. */
  measures: MeasureTable[];
  /** Display names of the benchmarks that did not change (and have nothing beyond a threshold). */
  unchanged: string[];
  /** What the unchanged entries are: benchmarks, or measures of benchmarks (`BenchmarkX (B/op)`) where names carry a measure. */
  unchangedWhat: 'benchmark' | 'benchmark measure';
  /** The start every benchmark name shares (`example.com/pkg.`), left out of the names in the tables and said once; '' for none. */
  prefix: string;
  /** What the columns are, said once. */
  footnote: string[];
}

const PER_RUN_KINDS: ReadonlySet<string> = new Set(['per-run', 'summary']);

/** Per-run and summary data are shown in one table per measure, not one block per benchmark. */
export const isPerRun = (b: Pick<ReportBenchmark, 'sampleKind'>): boolean => PER_RUN_KINDS.has(b.sampleKind);

/**
 * The first inconclusive metric whose estimate is beyond its threshold, worse: the one to show. Of
 * the metrics that decided the verdict and the tail quantiles (a +260% p99 that could not be decided
 * must not hide among the unchanged); min, max and mean of an unchanged benchmark do not count.
 */
export function inconclusiveBeyond(b: ReportBenchmark): MetricId | null {
  if (b.verdict === 'regression' || b.verdict === 'improvement') return null;
  const ids = [...b.decidedBy, ...metricOrder(Object.keys(b.metrics)).filter((id) => isTailMetric(id) && !b.decidedBy.includes(id))];
  // Gated or not: an undecided estimate past its threshold is shown, even where it cannot start a comment.
  // A max or mean standing in for a tail quantile that could not be estimated (review/gate.ts tailStandIns) counts too.
  const standIns = metricOrder(Object.keys(b.metrics)).filter((id) => b.metrics[id]?.notes.some((n) => n.id === 'review.tail-stand-in'));
  const beyond = [...ids.filter((id) => !standIns.includes(id)), ...standIns].filter((id) => {
    const m = b.metrics[id];
    return m !== undefined && ((m.verdict === 'inconclusive' && pastThreshold(m, b.lowerIsBetter)) || standIns.includes(id));
  });
  // The one the headline would name (review/report.ts: the largest gated change), gated ones first.
  const key = (id: MetricId): [number, number] => [b.metrics[id]!.gated ? 0 : 1, -(changeSize(b.metrics[id]) ?? 0)];
  return beyond.reduce<MetricId | null>((out, id) => {
    if (out === null) return id;
    const [g, s] = key(id);
    const [go, so] = key(out);
    return g < go || (g === go && s < so) ? id : out;
  }, null);
}

export function rowClass(b: ReportBenchmark): RowClass | null {
  if (b.verdict === 'regression') return b.decidedBy.some((id) => b.metrics[id]?.confirmed) ? 'confirmed' : 'regression';
  if (b.verdict === 'improvement') return 'improvement';
  if (inconclusiveBeyond(b)) return 'beyond';
  if (b.verdict === 'inconclusive') return 'inconclusive';
  if (b.verdict === 'insufficient-data') return 'insufficient-data';
  return null;
}

/**
 * Which metric says most about a benchmark, lowest first: a gated one, then what the gate policy
 * would gate (the tail quantiles; for per-run data the per-run mean), the median, the mean, other
 * quantiles (p25, p75), and min and max last.
 */
function metricRank(b: ReportBenchmark, id: MetricId, m: ReportMetric): number {
  if (m.gated) return 0;
  if (isTailMetric(id) || (id === 'mean' && isPerRun(b))) return 1;
  if (id === 'p50') return 2;
  if (id === 'mean') return 3;
  if (id === 'min' || id === 'max') return 5;
  return 4;
}

/** A verdict that decided nothing: no metric was judged (every gated one insufficient-data, or only printed values of one run). */
const decidedNothing = (b: ReportBenchmark): boolean => b.decidedBy.length === 0 || b.verdict === 'insufficient-data';

/**
 * The metric a row shows for a benchmark whose verdict decided nothing: its most changed metric of
 * the kind the gate looks at (metricRank) among those with base and head values, one with a change
 * before one without; never min or max while a quantile or the mean has values (a Kudu dump's
 * percentiles all −27%, not its min +23.8%; wrk's p50 ×222, not `min —`).
 */
export function mostTellingMetric(b: ReportBenchmark): MetricId | null {
  const ids = metricOrder(Object.keys(b.metrics)).filter((id) => b.metrics[id] !== undefined);
  const has = (v: number | null | undefined) => v !== null && v !== undefined;
  const key = (id: MetricId): number[] => {
    const m = b.metrics[id]!;
    const rank = metricRank(b, id, m);
    const size = changeSize(m);
    return [rank === 5 ? 1 : 0, size === null ? 1 : 0, rank, -(size ?? 0)];
  };
  // Lexicographic on key: the first one with the smallest key, in display order.
  const before = (x: number[], y: number[]) => {
    const i = x.findIndex((v, j) => v !== y[j]);
    return i >= 0 && x[i] < y[i];
  };
  const best = (pool: MetricId[]): MetricId | null =>
    pool.reduce<MetricId | null>((out, id) => (out === null || before(key(id), key(out)) ? id : out), null);
  return (
    best(ids.filter((id) => has(b.metrics[id]!.base) && has(b.metrics[id]!.head))) ??
    best(ids.filter((id) => has(b.metrics[id]!.base) || has(b.metrics[id]!.head))) ??
    best(ids)
  );
}

/**
 * The metric a row shows: for a benchmark whose verdict decided nothing, its most telling one
 * (mostTellingMetric); for those beyond a threshold, the one beyond it; else the one that decided
 * the verdict (of several, the one the gate looks at first: a per-run mean before a min).
 */
export function shownMetric(b: ReportBenchmark, cls: RowClass | null): MetricId | null {
  if (cls === 'beyond') return inconclusiveBeyond(b);
  if (decidedNothing(b)) return mostTellingMetric(b);
  // A failing benchmark shows the metric the headline names for it: the failing one that moved most.
  const lead = leadMetric(b);
  if (lead !== null) return lead;
  const deciding = b.decidedBy.filter((id) => b.metrics[id]?.verdict === b.verdict);
  const rank = (id: MetricId) => {
    const m = b.metrics[id];
    return m ? metricRank(b, id, m) : 6;
  };
  // Of equal rank, the one that moved most; stable on ties (display order, as the gate listed them).
  const size = (id: MetricId) => changeSize(b.metrics[id]) ?? 0;
  return deciding.sort((x, y) => rank(x) - rank(y) || size(y) - size(x))[0] ?? b.decidedBy[0] ?? null;
}

/** Severity within a class: how far the shown metric is from no change (log scale), largest first. */
function severity(r: OverviewRow): number {
  return changeSize(r.metric === '—' ? undefined : r.benchmark.metrics[r.metric as MetricId]) ?? 0;
}

function verdictText(b: ReportBenchmark, cls: RowClass | null, metric: string): string {
  if (cls === 'beyond') {
    // Beyond its threshold even at the interval shown, but Benjamini–Hochberg did not confirm it: say why in the row.
    const bh = b.metrics[metric as MetricId]?.notes.find((n) => n.id === 'review.not-confirmed');
    const who = b.verdict === 'inconclusive' ? '' : `${metric} `;
    const standIn = b.metrics[metric as MetricId]?.notes.find((n) => n.id === 'review.tail-stand-in');
    if (standIn) return `${VERDICT_ICON.inconclusive} ${String(standIn.params.tail)} not estimable, ${metric} beyond threshold`;
    if (bh) {
      const { family, adjustedP } = bh.params as { family: number; adjustedP: number };
      return `${VERDICT_ICON.inconclusive} ${who}not confirmed after ${grouped(family)} gated ${plural(family, 'metric')}, adjusted p = ${adjustedP.toPrecision(2)}`;
    }
    return `${VERDICT_ICON.inconclusive} ${who}inconclusive, beyond threshold`;
  }
  const text = `${VERDICT_ICON[b.verdict]} ${VERDICT_TEXT[b.verdict] ?? b.verdict}`;
  if (b.evidence !== 'within-run' || !(b.verdict === 'regression' || b.verdict === 'improvement' || b.verdict === 'inconclusive'))
    return text;
  // One run or repetitions in one process per side (reports of older versions: within-run).
  return b.evidenceLevel === undefined ? `${text} (within-run)` : `${text} (one process)`;
}

const valueText = (v: number | null | undefined, scale: number): string => (v == null ? '—' : formatNumber(v / scale));

function row(b: ReportBenchmark, cls: RowClass | null, name: string): OverviewRow {
  const id = shownMetric(b, cls);
  const m = id ? b.metrics[id] : undefined;
  // The benchmark's own display unit, the same as in its detail table.
  const { scale, label } = benchmarkScale(b);
  // Constants (the same value in every run, or 0 → k) have no interval worth showing.
  const hasInterval = m !== undefined && m.ciLow !== null && m.ciHigh !== null && m.constant === null;
  return {
    benchmark: b,
    name,
    metric: id ?? '—',
    base: valueText(m?.base, scale),
    head: valueText(m?.head, scale),
    unit: m && (m.base !== null || m.head !== null) ? label : '',
    runs: `${b.runs.base} vs ${b.runs.head}`,
    change: m ? changeText(m) : '—',
    interval: hasInterval ? `${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)}` : '',
    level: hasInterval && m.confidence !== null ? ciPercent(m.confidence) : null,
    verdict: verdictText(b, cls, id ?? '—'),
    cls,
  };
}

/** The geomean row of `measure`'s table: none without a summary (fewer than two benchmarks) or without a single number in it. */
export function geomeanRow(
  report: Pick<Report, 'geomeans'>,
  measure: string,
  table?: { unit: string; scale: number; label: string },
): GeomeanRow | undefined {
  const found = (report.geomeans ?? []).filter((g) => g.measure === measure);
  // One table per measure: a measure in two units has no one geomean row.
  if (found.length !== 1) return undefined;
  const g = found[0];
  if (g.base === null && g.head === null && g.ratio === null) return undefined;
  // In its table's unit when the table has one.
  const { scale, label } =
    table && table.unit === g.unit
      ? table
      : displayScale(
          g.unit,
          [g.base, g.head].filter((v): v is number => v !== null),
        );
  // As for constants: a change without spread across the benchmarks has no interval worth showing.
  const hasInterval = g.ratio !== null && g.ciLow !== null && g.ciHigh !== null && g.ciLow < g.ciHigh;
  return {
    runs: `${grouped(g.benchmarks)} ${plural(g.benchmarks, 'benchmark')}`,
    base: valueText(g.base, scale),
    head: valueText(g.head, scale),
    unit: g.base !== null || g.head !== null ? label : '',
    change: formatChange(g.ratio),
    interval: hasInterval ? `${formatChange(g.ciLow)} … ${formatChange(g.ciHigh)}` : '',
    level: hasInterval && g.confidence !== null ? ciPercent(g.confidence) : null,
    note: g.notes.map(messageText).join('; '),
  };
}

/** What a geomean row is, said once under the tables. */
const GEOMEAN_FOOTNOTE =
  "geomean (as benchstat's): the geometric means of base and of head over all the measure's benchmarks measured on both sides, shown or not, and of their changes, with a Student-t interval across the benchmarks' changes (wider the more they differ from each other); a summary, it decides nothing.";

const classRank = (c: RowClass | null) => (c === null ? ROW_CLASSES.length : ROW_CLASSES.indexOf(c));

function sortRows(rows: OverviewRow[]): OverviewRow[] {
  return rows.sort(
    (a, b) => classRank(a.cls) - classRank(b.cls) || severity(b) - severity(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** `name (measure)` → `name` in a table that names the measure (contract.ts benchmarkOf). */
const withoutMeasure = (name: string, measure: string): string => benchmarkOf({ name, measure });

/** The prefix every shown benchmark name shares (see {@link sharedPrefix}), for the overview and the measure tables alike. */
const namesPrefix = (report: Report, names: Map<string, string>): string =>
  sharedPrefix(report.benchmarks.map((b) => withoutMeasure(names.get(b.name) ?? b.name, b.measure)));

/** How a benchmark's verdicts across its measures add up to one: the first of these it has. */
const VERDICT_RANK = ['regression', 'improvement', 'inconclusive', 'insufficient-data', 'no-change'];

/**
 * "2 regressions, 1 improvement, 37 unchanged, 3 inconclusive of 43 benchmarks": benchmarks, not
 * benchmark × measure (Go's ns/op, B/op and allocs/op of one benchmark are one benchmark, a
 * regression when any of them regressed).
 */
export function countLine(report: Report, classes?: ReadonlyMap<ReportBenchmark, RowClass | null>): string {
  const byName = new Map<string, ReportBenchmark[]>();
  for (const b of report.benchmarks) {
    const key = benchmarkOf(b);
    byName.set(key, [...(byName.get(key) ?? []), b]);
  }
  const verdictOf = (bs: ReportBenchmark[]) => VERDICT_RANK.find((v) => bs.some((b) => b.verdict === v)) ?? 'no-change';
  const verdicts = [...byName.values()].map(verdictOf);
  const n = (v: string) => verdicts.filter((x) => x === v).length;
  const parts = [
    `${grouped(n('regression'))} ${plural(n('regression'), 'regression')}`,
    `${grouped(n('improvement'))} ${plural(n('improvement'), 'improvement')}`,
    `${grouped(n('no-change'))} unchanged`,
  ];
  if (n('inconclusive')) parts.push(`${grouped(n('inconclusive'))} inconclusive`);
  if (n('insufficient-data')) parts.push(`${grouped(n('insufficient-data'))} with insufficient data`);
  const total = byName.size;
  // rowClass is 'beyond' exactly when inconclusiveBeyond finds a metric (it finds none for a regression or an improvement).
  const isBeyond = (b: ReportBenchmark) => (classes ? classes.get(b) === 'beyond' : inconclusiveBeyond(b) !== null);
  const beyond = [...byName.values()].filter(
    (bs, i) => verdicts[i] !== 'regression' && verdicts[i] !== 'improvement' && bs.some(isBeyond),
  ).length;
  const tail = beyond ? `; ${grouped(beyond)} inconclusive beyond ${plural(beyond, 'its threshold', 'their thresholds')}` : '';
  return `${parts.join(', ')} of ${grouped(total)} ${plural(total, 'benchmark')}${tail}`;
}

/** What the base, head and change columns are: said once, for the kinds of interval present. */
function footnote(rows: OverviewRow[]): string[] {
  const methods = new Set(rows.filter((r) => r.level !== null).map((r) => r.benchmark.metrics[r.metric as MetricId]?.method));
  const out: string[] = [];
  if (rows.length && methods.size === 0)
    out.push("Base and head are the median over runs of each run's metric (for per-run data, each run's mean).");
  if (methods.has('across-runs'))
    out.push(
      "Base and head are the median over runs of each run's metric (for per-run data, each run's mean); the change is the Hodges–Lehmann estimate of head/base over the per-run values, with its exact distribution-free confidence interval (CI).",
    );
  if (methods.has('within-run'))
    out.push(
      "With one run per side, base and head are that run's own quantiles and the change is their ratio, with an order-statistic confidence interval (CI): run-to-run noise is not measured.",
    );
  return out;
}

/**
 * The overview as plain data (shared by Markdown and terminal). `names` maps long names to their
 * display form; `classes`, when the caller has them, each benchmark's rowClass (not worked out again).
 */
export function overview(
  report: Report,
  names: Map<string, string> = displayNames(report.benchmarks.map((b) => b.name)),
  classes?: ReadonlyMap<ReportBenchmark, RowClass | null>,
): Overview {
  const prefix = namesPrefix(report, names);
  const shown = (b: ReportBenchmark) => (names.get(b.name) ?? b.name).slice(prefix.length);
  const rows: OverviewRow[] = [];
  const byMeasure = new Map<string, OverviewRow[]>();
  const unchanged: string[] = [];
  for (const b of report.benchmarks) {
    const cls = classes?.has(b) ? classes.get(b)! : rowClass(b);
    if (cls === null) {
      unchanged.push(shown(b));
      continue;
    }
    if (isPerRun(b)) {
      const list = byMeasure.get(b.measure) ?? [];
      byMeasure.set(b.measure, list);
      list.push(row(b, cls, withoutMeasure(shown(b), b.measure)));
    } else rows.push(row(b, cls, shown(b)));
  }
  const measures = [...byMeasure].map(([measure, list]) => withGeomean(report, { measure, rows: sortRows(list) }));
  sortRows(rows);
  oneUnit(rows);
  const notes = footnote([...rows, ...measures.flatMap((t) => t.rows)]);
  // Also when the row is only in a measure's details (every benchmark of it unchanged).
  const perRunMeasures = new Set(report.benchmarks.filter(isPerRun).map((b) => b.measure));
  if ([...perRunMeasures].some((m) => geomeanRow(report, m))) notes.push(GEOMEAN_FOOTNOTE);
  return {
    count: countLine(report, classes),
    rows,
    measures,
    unchanged,
    unchangedWhat: report.benchmarks.some((b) => benchmarkOf(b) !== b.name) ? 'benchmark measure' : 'benchmark',
    prefix,
    footnote: notes,
  };
}

/** Name separators a shared prefix ends with. */
const SEPARATORS = /[./:]/;

/**
 * The start every name shares, up to and with its last separator (`example.com/pkg.`,
 * `realsuites.`), when at least two names differ and each keeps something after it; else ''.
 */
export function sharedPrefix(names: readonly string[]): string {
  if (new Set(names).size < 2) return '';
  let p = names[0];
  for (const n of names) {
    let i = 0;
    while (i < p.length && i < n.length && p[i] === n[i]) i++;
    p = p.slice(0, i);
  }
  let cut = p.length;
  while (cut > 0 && !SEPARATORS.test(p[cut - 1])) cut--;
  p = p.slice(0, cut);
  return p.length >= 6 && names.every((n) => n.length > p.length) ? p : '';
}

/** Every per-run benchmark, one table per measure (changed ones first): the details of per-run data. */
export function measureDetails(
  report: Report,
  names: Map<string, string> = displayNames(report.benchmarks.map((b) => b.name)),
): MeasureTable[] {
  // The same names as the overview's: without the prefix every name shares (said over the overview).
  const prefix = namesPrefix(report, names);
  const byMeasure = new Map<string, OverviewRow[]>();
  for (const b of report.benchmarks) {
    if (!isPerRun(b)) continue;
    const list = byMeasure.get(b.measure) ?? [];
    byMeasure.set(b.measure, list);
    list.push(row(b, rowClass(b), withoutMeasure(names.get(b.name) ?? b.name, b.measure).slice(prefix.length)));
  }
  return [...byMeasure].map(([measure, list]) => withGeomean(report, { measure, rows: sortRows(list) }));
}

function withGeomean(report: Pick<Report, 'geomeans'>, t: MeasureTable): MeasureTable {
  const scale = oneUnit(t.rows);
  const geomean = geomeanRow(report, t.measure, scale);
  return geomean ? { ...t, geomean } : t;
}

/**
 * One display unit per table where every row has the same unit (never 250.4 µs beside 0.6238 ms in
 * one column): the scale of all the values shown, rows rewritten in it. Returns that scale, or
 * undefined where the rows' units differ (latency beside throughput), each row keeping its own.
 */
function oneUnit(rows: OverviewRow[]): { unit: string; scale: number; label: string } | undefined {
  const units = new Set(rows.map((r) => r.benchmark.unit));
  if (units.size !== 1) return undefined;
  const unit = [...units][0];
  const shown = (r: OverviewRow) => (r.metric === '—' ? undefined : r.benchmark.metrics[r.metric as MetricId]);
  const values = rows.flatMap((r) => [shown(r)?.base, shown(r)?.head].filter((v): v is number => v != null));
  const { scale, label } = displayScale(unit, values);
  for (const r of rows) {
    const m = shown(r);
    if (!m) continue;
    r.base = valueText(m.base, scale);
    r.head = valueText(m.head, scale);
    r.unit = m.base !== null || m.head !== null ? label : '';
  }
  return { unit, scale, label };
}

/**
 * The change column's header: "change (96% CI)" when every row's interval has that coverage, else
 * "change (CI)" — and then the level goes in a column of its own (`uniform` false), so no column
 * mixes 99 % and 96 % intervals.
 */
export function changeHeader(rows: readonly OverviewRow[]): { header: string; uniform: boolean } {
  const levels = new Set(rows.map((r) => r.level).filter((l): l is string => l !== null));
  if (levels.size === 1) return { header: `change (${[...levels][0]}% CI)`, uniform: true };
  return { header: levels.size ? 'change (CI)' : 'change', uniform: levels.size === 0 };
}

/** The change cell: the estimate, then its interval (its coverage is in the header, or in the level column). */
export function changeCell(r: Pick<OverviewRow, 'change' | 'interval'>): string {
  return r.interval ? `${r.change} (${r.interval})` : r.change;
}

/** The level column's cell ("99%"), where the intervals of a table have several coverages. */
export const levelCell = (r: Pick<OverviewRow, 'level' | 'interval'>): string => (r.interval && r.level !== null ? `${r.level}%` : '');

/**
 * A table's columns, the same in the comment and the terminal: benchmark, the deciding metric (one
 * table) or the runs per side (per measure, unless every row has the same: then `runs` says it once
 * over the table), base, head, the change, its level where the rows' levels differ, the verdict.
 */
export interface TableLayout {
  perMeasure: boolean;
  /** The second column: the metric, the runs, or none (per measure with one run count, said in the title). */
  second: 'metric' | 'runs' | null;
  /** The one run count of every row ("10 vs 10"), when the runs column is dropped. */
  runs: string | null;
  changeHeader: string;
  /** A level column: the rows' intervals have several coverages. */
  levels: boolean;
}

export function tableLayout(rows: readonly OverviewRow[], perMeasure: boolean): TableLayout {
  const { header, uniform } = changeHeader(rows);
  const runs = new Set(rows.map((r) => r.runs));
  const oneRuns = perMeasure && runs.size === 1 ? [...runs][0] : null;
  return {
    perMeasure,
    second: !perMeasure ? 'metric' : oneRuns ? null : 'runs',
    runs: oneRuns,
    changeHeader: header,
    levels: !uniform,
  };
}

/** The header cells of a layout (plain text) and each column's alignment. */
export function layoutHead(l: TableLayout): { cells: string[]; align: ('l' | 'r')[] } {
  const cells = ['benchmark'];
  const align: ('l' | 'r')[] = ['l'];
  if (l.second) {
    cells.push(l.second);
    align.push(l.second === 'runs' ? 'r' : 'l');
  }
  cells.push('base', 'head', l.changeHeader);
  align.push('r', 'r', 'r');
  if (l.levels) {
    cells.push('level');
    align.push('r');
  }
  cells.push('verdict');
  align.push('l');
  return { cells, align };
}

/** A row's cells under a layout, plain (the caller escapes): name, second, base, head, change, level, verdict. */
export function layoutRow(r: OverviewRow, l: TableLayout, value: (v: string, unit: string) => string): string[] {
  const cells = [r.name];
  if (l.second) cells.push(l.second === 'runs' ? r.runs : r.metric);
  cells.push(value(r.base, r.unit), value(r.head, r.unit), changeCell(r));
  if (l.levels) cells.push(levelCell(r));
  cells.push(r.verdict);
  return cells;
}

/** The geomean row's cells under a layout: its benchmark count beside its name when there is no runs column; its own level always. */
export function layoutGeomean(g: GeomeanRow, l: TableLayout, value: (v: string, unit: string) => string): string[] {
  const cells = [l.second === 'runs' ? 'geomean' : `geomean (${g.runs})`];
  if (l.second) cells.push(l.second === 'runs' ? g.runs : '');
  const own = g.interval && g.level !== null ? `${g.change} (${g.level}% CI ${g.interval})` : changeCell(g);
  cells.push(value(g.base, g.unit), value(g.head, g.unit), l.levels ? changeCell(g) : own);
  if (l.levels) cells.push(levelCell(g));
  cells.push(g.note);
  return cells;
}

export interface OverviewOptions {
  /** Most unchanged benchmarks named in the collapsed line (default all); the rest are counted. */
  maxUnchanged?: number;
  /** Most rows shown across the overview tables (default all); the rest are counted. */
  maxRows?: number;
}

/** A value cell: the number, then its unit (escaped: a custom unit is untrusted). */
export const valueCell = (v: string, unit: string): string => (v === '—' || !unit ? v : `${v} ${escapeMarkdown(unit)}`);

/** A table's header lines under its layout. */
export function tableHead(l: TableLayout): string[] {
  const { cells, align } = layoutHead(l);
  return [`| ${cells.join(' | ')} |`, `|${align.map((a) => (a === 'r' ? '--:' : '---')).join('|')}|`];
}

/** One row of a table (untrusted name, metric, unit and verdict escaped). */
export function tableRow(r: OverviewRow, l: TableLayout): string {
  const cells = layoutRow(r, l, (v, u) => valueCell(v, u)).map((c, i) =>
    i === 0 ? codeSpan(c) : i === 1 && l.second === 'metric' ? escapeMarkdown(c) : c,
  );
  cells[cells.length - 1] = escapeMarkdown(r.verdict);
  return `| ${cells.join(' | ')} |`;
}

/**
 * A measure's geomean row: `geomean`, not bold, no verdict (its notes, if any, in the last cell). Its
 * interval, of another kind than the rows' (across benchmarks), always says its own level.
 */
export function geomeanTableRow(g: GeomeanRow, l: TableLayout): string {
  const cells = layoutGeomean(g, l, (v, u) => valueCell(v, u)).map((c, i, all) =>
    i === 0 || i === all.length - 1 ? escapeMarkdown(c) : c,
  );
  return `| ${cells.join(' | ')} |`;
}

/** A whole table of rows (all of them), then the measure's geomean row when it has one. */
export function mdTable(rows: readonly OverviewRow[], perMeasure: boolean, geomean?: GeomeanRow): string[] {
  const l = tableLayout(rows, perMeasure);
  return [...tableHead(l), ...rows.map((r) => tableRow(r, l)), ...(geomean ? [geomeanTableRow(geomean, l)] : [])];
}

/** The unchanged benchmarks in one collapsed line (an HTML block: names as `<code>`). */
export function unchangedLine(names: readonly string[], max = Infinity, what: Overview['unchangedWhat'] = 'benchmark'): string[] {
  if (names.length === 0) return [];
  const shown = names.slice(0, max).map((n) => htmlCode(n));
  const more = names.length - shown.length;
  const list = shown.length ? `${shown.join(', ')}${more ? ` … and ${grouped(more)} more` : ''}` : escapeHtml(`names in the full report`);
  return [
    `<details><summary>${VERDICT_ICON['no-change']} ${escapeHtml(`${grouped(names.length)} unchanged ${plural(names.length, what)}`)}</summary>${list}</details>`,
    '',
  ];
}

/** A measure's title line over its table, with the run count every row shares ("10 vs 10 runs"). */
export const measureTitle = (measure: string, runs: string | null = null): string =>
  `**${escapeMarkdown(measure)}**${runs ? ` · ${escapeMarkdown(runs)} runs per side` : ''}`;

/** The overview's Markdown lines, keeping at most `maxRows` rows and `maxUnchanged` names. */
export function overviewLines(o: Overview, opts: OverviewOptions = {}): string[] {
  let left = opts.maxRows ?? Infinity;
  const out = [`**${escapeMarkdown(o.count)}**`, ''];
  if (o.prefix) out.push(`Every benchmark name starts with ${codeSpan(o.prefix)}, left out below.`, '');
  const table = (rows: readonly OverviewRow[], perMeasure: boolean, title?: string, geomean?: GeomeanRow) => {
    const n = Math.max(0, Math.min(left, rows.length));
    left -= n;
    if (n === 0) return;
    const l = tableLayout(rows, perMeasure);
    if (title !== undefined) out.push(measureTitle(title, l.runs), '');
    out.push(...tableHead(l), ...rows.slice(0, n).map((r) => tableRow(r, l)));
    if (geomean) out.push(geomeanTableRow(geomean, l));
    out.push('');
  };
  table(o.rows, false);
  for (const t of o.measures) table(t.rows, true, t.measure, t.geomean);
  const total = o.rows.length + o.measures.reduce((n, t) => n + t.rows.length, 0);
  const cut = total - Math.min(total, opts.maxRows ?? Infinity);
  if (cut > 0) out.push(`… and ${grouped(cut)} more changed or undecided ${plural(cut, 'benchmark')} in the full report.`, '');
  out.push(...unchangedLine(o.unchanged, opts.maxUnchanged, o.unchangedWhat));
  if (o.footnote.length) out.push(`<sub>${o.footnote.map(escapeMarkdown).join(' ')}</sub>`, '');
  return out;
}

/** The overview both the comment and the check run lead with. Untrusted names escaped for Markdown. */
export function overviewMarkdown(report: Report, opts: OverviewOptions = {}): string[] {
  return overviewLines(overview(report), opts);
}
