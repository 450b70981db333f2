/**
 * The terminal rendering, overview first like the Markdown: the verdict and headline, the count
 * line, one aligned table of what changed or could not be decided (per-run data: one table per
 * measure), the unchanged in one line, notes said once, the metric tables of the changed
 * benchmarks (of every benchmark with `verbose`), then the questions, grouped. Coloured only when
 * the output is a TTY.
 */
import type { Report } from '../review/contract.js';
import { displayNames, flatten } from './escape.js';
import { groupAsks, groupWarnings, sharedNotes } from './grouping.js';
import { messageText } from './messages/index.js';
import { grouped, plural } from './messages/words.js';
import { layoutGeomean, layoutHead, layoutRow, overview, rowClass, tableLayout, type GeomeanRow, type OverviewRow } from './overview.js';
import { ciLabel, intervalCell, metricRows, PROMINENT_WARNINGS, titleText, VERDICT_TEXT } from './table.js';
import { sweepsTerminal } from './sweeps.js';
import { driftTerminal } from './drift.js';

export interface TerminalOptions {
  color: boolean;
  /** Every benchmark's metric table, not only the changed ones'. */
  verbose?: boolean;
}

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;
type Style = keyof typeof CODES;

/**
 * Untrusted text (names, units, tool output, in publish mode the whole report) on one line, with
 * no control characters (ANSI escapes, C1 CSI) to move the cursor or recolour the terminal and no
 * bidi overrides to reorder it.
 */
const clean = flatten;

function pad(cells: string[], widths: number[], align: Array<'l' | 'r'>): string {
  return cells
    .map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
}

/** Aligned lines of a table; the header dim, each row styled by `style`. */
function table(
  header: string[],
  rows: string[][],
  align: Array<'l' | 'r'>,
  paint: (s: string, st: Style) => string,
  style: (i: number) => Style | null,
): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
  const out = [paint(pad(header, widths, align), 'dim')];
  rows.forEach((cells, i) => {
    const line = pad(cells, widths, align);
    const st = style(i);
    out.push(st ? paint(line, st) : line);
  });
  return out;
}

/** Metric tables shown without verbose: the worst changed benchmarks'. */
const MAX_TABLES = 10;

const VERDICT_STYLE: Record<string, Style> = { confirmed: 'red', regression: 'red', improvement: 'green', beyond: 'yellow' };

/** Verdict cells without the Markdown icons: the colour says it. */
const verdictWord = (r: OverviewRow) => r.verdict.replace(/^\S+ /u, '');

function overviewTable(
  rows: readonly OverviewRow[],
  perMeasure: boolean,
  paint: (s: string, st: Style) => string,
  geomean?: GeomeanRow,
): string[] {
  const l = tableLayout(rows, perMeasure);
  const value = (v: string, unit: string) => (v === '—' || !unit ? v : `${v} ${clean(unit)}`);
  const cells = rows.map((r) => {
    const c = layoutRow(r, l, value).map(clean);
    c[c.length - 1] = verdictWord(r);
    return c;
  });
  // The measure's geomean row last: plain, no verdict (its notes, if any, in the last cell); its
  // interval (across benchmarks) always says its own level.
  if (geomean) cells.push(layoutGeomean(geomean, l, value).map(clean));
  const { cells: head, align } = layoutHead(l);
  return table(head, cells, align, paint, (i) => (rows[i]?.cls ? (VERDICT_STYLE[rows[i].cls!] ?? null) : null));
}

export function renderTerminal(report: Report, opts: TerminalOptions): string {
  const paint = (s: string, style: Style) => (opts.color ? `\u001b[${CODES[style]}m${s}\u001b[0m` : s);
  const statusStyle: Style = report.status === 'fail' ? 'red' : report.status === 'pass' ? 'green' : 'yellow';
  const names = displayNames(report.benchmarks.map((b) => b.name));
  const o = overview(report, names);
  const out: string[] = [];
  const beyond = report.benchmarks.filter((b) => rowClass(b) === 'beyond').length;
  out.push(
    paint(
      `bench-review: ${titleText(report, beyond)} (${clean(report.status.toUpperCase())})`,
      beyond && report.status === 'pass' ? 'yellow' : statusStyle,
    ),
  );
  out.push(clean(messageText(report.headline)));
  // A machine difference is part of the verdict: right under the headline.
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id)))
    out.push(paint(`warning: ${clean(messageText(w))}`, 'yellow'));
  out.push('', paint(clean(o.count), 'bold'));
  if (o.prefix) out.push(`every benchmark name starts with ${clean(o.prefix)}, left out below`);
  if (o.rows.length) out.push('', ...overviewTable(o.rows, false, paint));
  for (const t of o.measures) {
    const runs = tableLayout(t.rows, true).runs;
    out.push(
      '',
      paint(clean(t.measure), 'bold') + (runs ? ` · ${clean(runs)} runs per side` : ''),
      ...overviewTable(t.rows, true, paint, t.geomean),
    );
  }
  if (o.unchanged.length) {
    const shown = o.unchanged.slice(0, 20).map(clean);
    const more = o.unchanged.length - shown.length;
    out.push(
      '',
      paint(
        `unchanged${o.unchangedWhat === 'benchmark' ? '' : ' measures'} (${grouped(o.unchanged.length)}): ${shown.join(', ')}${more ? ` … and ${grouped(more)} more` : ''}`,
        'dim',
      ),
    );
  }
  if (o.footnote.length) out.push(paint(o.footnote.join(' '), 'dim'));

  // What main did (issue 27): a few lines, context only.
  const drift = driftTerminal(report.drift);
  if (drift.length) out.push('', ...drift.map((l, i) => (i === 0 ? paint(l, 'bold') : l)));

  const { shared, own } = sharedNotes(report);
  const total = report.benchmarks.length;
  if (report.notes.length || shared.length) out.push('');
  for (const n of report.notes) out.push(`note: ${clean(messageText(n))}`);
  for (const n of shared)
    out.push(
      paint(
        `note: ${clean(n.text)} (${n.count === total && total > 1 ? `all ${grouped(total)} benchmarks` : `${grouped(n.count)} ${plural(n.count, 'benchmark')}`})`,
        'dim',
      ),
    );

  // Load sweeps: capacity under the SLO and one table over the load points each.
  out.push(
    ...sweepsTerminal(
      report.sweeps,
      (header, rows) =>
        table(
          header,
          rows,
          header.map((_, i) => (i >= 1 && i <= 9 ? 'r' : 'l')),
          paint,
          () => null,
        ),
      report.status === 'fail' && report.undecided === true,
    ),
  );

  // Metric tables: the first changed per-operation benchmarks, worst first (every benchmark with
  // verbose); per-run data is all in the tables above.
  const changed = new Set<string>(['confirmed', 'regression', 'beyond', 'improvement']);
  const detailed = opts.verbose ? report.benchmarks : o.rows.filter((r) => r.cls !== null && changed.has(r.cls)).map((r) => r.benchmark);
  const notShown = detailed.length - Math.min(detailed.length, opts.verbose ? Infinity : MAX_TABLES);
  for (const b of detailed.slice(0, opts.verbose ? Infinity : MAX_TABLES)) {
    const { unitLabel, rows } = metricRows(b);
    out.push(
      '',
      paint(clean(names.get(b.name) ?? b.name), 'bold') +
        `  ${VERDICT_TEXT[b.verdict]} · ${clean(b.sampleKind)} · ${b.runs.base} vs ${b.runs.head} runs · ${clean(unitLabel)}`,
    );
    const { label, uniform } = ciLabel(b);
    const header = ['metric', 'base', 'head', 'change', label, 'verdict'];
    const cells = rows.map((r) => [r.gated ? `${r.metric}*` : r.metric, r.base, r.head, r.change, intervalCell(r, uniform), r.verdict]);
    out.push(
      ...table(header, cells, ['l', 'r', 'r', 'r', 'r', 'l'], paint, (i) =>
        rows[i].m.verdict === 'regression' ? 'red' : rows[i].m.verdict === 'improvement' ? 'green' : null,
      ),
    );
    for (const n of own.get(b) ?? []) out.push(paint(`  ${clean(n)}`, 'dim'));
  }

  if (notShown > 0)
    out.push(
      '',
      paint(
        `… and the metric tables of ${grouped(notShown)} more changed ${plural(notShown, 'benchmark')} (in the Markdown and JSON reports)`,
        'dim',
      ),
    );

  if (report.machine.differences.length) out.push('');
  for (const d of report.machine.differences.slice(0, 20)) out.push(paint(`machines differ — ${clean(messageText(d))}`, 'yellow'));
  const rest = groupWarnings(report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id)));
  const shownWarnings = rest.slice(0, 20);
  if (rest.length) out.push('');
  for (const w of shownWarnings) out.push(paint(`warning: ${clean(w)}`, 'yellow'));
  if (rest.length > shownWarnings.length)
    out.push(paint(`… and ${rest.length - shownWarnings.length} more warnings (see the JSON report)`, 'yellow'));
  const groups = groupAsks(report.asks);
  if (groups.length) {
    out.push('', paint('Questions for the author:', 'bold'));
    for (const g of groups) {
      const who = g.benchmarks.slice(0, 10).map((n) => clean(names.get(n) ?? n));
      const more = g.benchmarks.length - who.length;
      const prefix = who.length ? `${who.join(', ')}${more ? ` … and ${grouped(more)} more` : ''}: ` : '';
      out.push(`- [${clean(g.kind)}] ${prefix}${clean(g.text)}`);
    }
  }
  out.push('', paint(`* gates the check (fail-on: ${clean(report.settings.failOn)})`, 'dim'));
  return out.join('\n') + '\n';
}
