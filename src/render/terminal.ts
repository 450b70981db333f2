/** The terminal rendering: aligned tables, coloured only when the output is a TTY. */
import type { Report } from '../review/contract.js';
import { flatten } from './escape.js';
import { joinedText, messageText } from './messages/index.js';
import { metricRows, PROMINENT_WARNINGS, statusTitle, VERDICT_TEXT } from './table.js';

export interface TerminalOptions {
  color: boolean;
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
  return cells.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
}

export function renderTerminal(report: Report, opts: TerminalOptions): string {
  const paint = (s: string, style: Style) => (opts.color ? `\u001b[${CODES[style]}m${s}\u001b[0m` : s);
  const verdictStyle: Record<string, Style> = { regression: 'red', improvement: 'green', inconclusive: 'yellow', 'no-change': 'dim', 'insufficient-data': 'dim' };
  const statusStyle: Style = report.status === 'fail' ? 'red' : report.status === 'pass' ? 'green' : 'yellow';
  const out: string[] = [];
  out.push(paint(`bench-review: ${statusTitle(report)} (${clean(report.status.toUpperCase())})`, statusStyle));
  out.push(clean(messageText(report.headline)));
  // A machine difference is part of the verdict: right under the headline.
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id))) out.push(paint(`warning: ${clean(messageText(w))}`, 'yellow'));
  out.push('');
  for (const b of report.benchmarks) {
    const { unitLabel, rows } = metricRows(b);
    out.push(paint(`${clean(b.name)}`, 'bold') + `  ${VERDICT_TEXT[b.verdict]} · ${clean(b.sampleKind)} · ${b.runs.base} vs ${b.runs.head} runs · ${clean(unitLabel)}`);
    const header = ['metric', 'base', 'head', 'change', 'interval', 'verdict'];
    const cells = rows.map((r) => [r.gated ? `${r.metric}*` : r.metric, r.base, r.head, r.change, r.interval, r.verdict]);
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const align: Array<'l' | 'r'> = ['l', 'r', 'r', 'r', 'r', 'l'];
    out.push(paint(pad(header, widths, align), 'dim'));
    rows.forEach((r, i) => {
      const line = pad(cells[i], widths, align);
      out.push(verdictStyle[r.m.verdict] && (r.m.verdict === 'regression' || r.m.verdict === 'improvement') ? paint(line, verdictStyle[r.m.verdict]) : line);
    });
    for (const n of b.notes) out.push(paint(`  note: ${clean(messageText(n))}`, 'dim'));
    for (const [id, m] of Object.entries(b.metrics)) {
      const note = m ? joinedText(m.notes) : null;
      if (note) out.push(paint(`  ${id}: ${clean(note)}`, 'dim'));
    }
    out.push('');
  }
  for (const n of report.notes) out.push(`note: ${clean(messageText(n))}`);
  for (const d of report.machine.differences.slice(0, 20)) out.push(paint(`machines differ — ${clean(messageText(d))}`, 'yellow'));
  const rest = report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id));
  const shown = rest.slice(0, 20);
  for (const w of shown) out.push(paint(`warning: ${clean(messageText(w))}`, 'yellow'));
  if (rest.length > shown.length) out.push(paint(`… and ${rest.length - shown.length} more warnings (see the JSON report)`, 'yellow'));
  if (report.asks.length) {
    out.push('', paint('Questions for the author:', 'bold'));
    for (const a of report.asks) out.push(`- [${clean(a.kind)}] ${clean(messageText(a))}`);
  }
  out.push('', paint(`* gates the check (fail-on: ${clean(report.settings.failOn)})`, 'dim'));
  return out.join('\n') + '\n';
}
