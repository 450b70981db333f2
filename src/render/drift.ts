/**
 * The drift notes of a review (`report.drift`, issue 27: what main did to the reported metrics)
 * as text: a few lines at most in the comment (markdown.ts puts {@link driftLines} under the
 * headline), every note with its change points in the job summary ({@link driftSummary}, after the
 * review), and a few lines in the terminal. Context for the reviewer, never part of the gate.
 * Benchmark names and units are untrusted (escaped here); commits are hexadecimal by the schema,
 * and shown bare so GitHub links them to the commit.
 */
import type { DriftNote } from '../review/contract.js';
import { clip, codeSpan, escapeMarkdown, flatten, shortName } from './escape.js';
import { grouped, plural } from './messages/words.js';
import { formatValue } from '../units/units.js';

/** Notes shown in the comment (and the terminal); the rest are counted, and listed in the job summary. */
export const DRIFT_SHOWN = 3;
/** Change points named in one note's sentence. */
const POINTS_NAMED = 3;
/** Rows of the job summary's table. */
const SUMMARY_ROWS = 200;

const HEX = /^[0-9a-f]{4,64}$/;
/** A commit as shown: its first 7 digits, bare (GitHub links a SHA); anything else escaped. */
const short = (commit: string, md: boolean): string =>
  HEX.test(commit) ? commit.slice(0, 7) : md ? escapeMarkdown(clip(commit, 12)) : flatten(clip(commit, 12));

const signed = (v: number): string => (Number.isFinite(v) ? `${v >= 0 ? '+' : '−'}${+Math.abs(v * 100).toFixed(1)}%` : '—');

/** "change points at abc1234 (+6%) and def5678 (+8%)", or what stands for none. */
function pointsText(d: DriftNote, md: boolean): string {
  const cps = d.changePoints;
  if (cps.length === 0) return 'no single step (a gradual creep)';
  const named = cps.slice(-POINTS_NAMED).map((c) => `${short(c.commit, md)} (${signed(c.change)})`);
  const more = cps.length - named.length;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `${plural(cps.length, 'change point')} at ${more ? `${list}, and ${grouped(more)} earlier` : list}`;
}

/** One note as a sentence: "p99 of GET /checkout is +14% over the last 40 commits on main: change points at …". */
export function driftSentence(d: DriftNote, md: boolean): string {
  const name = md ? codeSpan(shortName(d.benchmark)) : flatten(shortName(d.benchmark));
  const metric = md ? escapeMarkdown(d.metric) : flatten(d.metric);
  const since = d.sinceMachineChange ? ', since the runner changed' : '';
  return `${metric} of ${name} is ${signed(d.change)} over the last ${grouped(d.commits)} ${plural(d.commits, 'commit')} on main${since} (threshold ${signed(d.threshold).replace('+', '')}): ${pointsText(d, md)}`;
}

/** The comment's lines (Markdown): one line for one note, else a short list; none without notes. */
export function driftLines(drift: readonly DriftNote[] | undefined): string[] {
  if (!drift?.length) return [];
  const title = '📈 **Drift on main** (context, not part of the gate)';
  if (drift.length === 1) return [`> ${title}: ${driftSentence(drift[0], true)}.`, ''];
  const shown = drift.slice(0, DRIFT_SHOWN);
  const out = [`> ${title}:`, ...shown.map((d) => `> - ${driftSentence(d, true)}`)];
  const more = drift.length - shown.length;
  if (more > 0) out.push(`> - … and ${grouped(more)} more in the job summary and report.json`);
  return [...out, ''];
}

/** The job summary's part: every note (up to 200) with its levels and change points; empty without notes. */
export function driftSummary(drift: readonly DriftNote[] | undefined): string {
  if (!drift?.length) return '';
  const rows = drift.slice(0, SUMMARY_ROWS).map((d) => {
    const cps = d.changePoints.map(
      (c) => `${short(c.commit, true)} ${signed(c.change)} (p ${c.pValue < 1e-4 ? c.pValue.toExponential(0) : c.pValue.toFixed(4)})`,
    );
    return [
      codeSpan(shortName(d.benchmark)),
      escapeMarkdown(d.metric),
      `${escapeMarkdown(formatValue(d.before, d.unit))} → ${escapeMarkdown(formatValue(d.after, d.unit))}`,
      `**${signed(d.change)}**`,
      `${grouped(d.commits)} (${short(d.since, true)}…${short(d.until, true)})${d.sinceMachineChange ? ', since the runner changed' : ''}`,
      cps.length ? cps.join(', ') : 'none (a gradual creep)',
    ];
  });
  const more = drift.length - rows.length;
  return [
    '',
    `### 📈 Drift on main`,
    '',
    `Reported metrics that got worse on main beyond their threshold over its last commits (the medians of the first and last few commits of the window). Context only: the gate judges this pull request.`,
    '',
    '| benchmark | metric | level | change | commits | change points on main |',
    '|---|---|--:|--:|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    ...(more > 0 ? ['', `… and ${grouped(more)} more in report.json.`] : []),
    '',
  ].join('\n');
}

/** The terminal's lines: a few notes, the rest counted; none without notes. */
export function driftTerminal(drift: readonly DriftNote[] | undefined): string[] {
  if (!drift?.length) return [];
  const shown = drift.slice(0, DRIFT_SHOWN);
  const out = ['drift on main (context, not part of the gate):', ...shown.map((d) => `- ${driftSentence(d, false)}`)];
  if (drift.length > shown.length) out.push(`- … and ${grouped(drift.length - shown.length)} more (see the JSON report)`);
  return out;
}
