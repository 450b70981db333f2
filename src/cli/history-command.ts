/**
 * `bench-review history --store DIR [--json OUT]`: the change points of every series in a history
 * store (issue 27; docs/history.md) — per benchmark and recorded metric, where the level stepped
 * (E-Divisive means in Hunter's deterministic form, history/change-points.ts), by how much, how
 * surely, and whether the machine changed there. The terminal gets a table (the newest first, at
 * most {@link SHOWN} rows), the JSON file all of them.
 */
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { changePointsOf, DEFAULT_MAX_P, DEFAULT_WINDOW } from '../history/change-points.js';
import { seriesOf } from '../history/series.js';
import { readStore } from '../history/store.js';
import type { ChangePoint, Series } from '../history/types.js';
import { flatten } from '../render/escape.js';
import { plural } from '../render/messages/words.js';
import { formatValue } from '../units/units.js';
import { parseArgs, type FlagSpec } from './args.js';
import { prepareOutputs, STDOUT, writeOut, type CliIo } from './io.js';

export const HISTORY_FLAGS: Record<string, FlagSpec> = {
  store: { kind: 'string' },
  json: { kind: 'string' },
};

/** Rows the terminal table shows; the JSON has every change point. */
const SHOWN = 50;

/** A change point as `history --json` writes it: with its series' unit, direction and threshold. */
export interface ChangePointJson extends ChangePoint {
  unit: string;
  lowerIsBetter: boolean;
  threshold: number;
  /** When the first commit at the new level was recorded (its entry's time). */
  time: string;
}

/** The document `history --json` writes. */
export interface HistoryJson {
  schemaVersion: 1;
  kind: 'bench-review-change-points';
  entries: number;
  series: number;
  search: { method: 'e-divisive'; window: number; maxPValue: number; minMagnitude: 'threshold' };
  changePoints: ChangePointJson[];
}

/** The change points of every series, as the JSON has them. */
export function historyJson(entries: number, series: readonly Series[]): HistoryJson {
  const changePoints = series.flatMap((s) =>
    changePointsOf(s).map((cp) => ({
      ...cp,
      unit: s.unit,
      lowerIsBetter: s.lowerIsBetter,
      threshold: s.threshold,
      time: s.points[cp.index].time,
    })),
  );
  return {
    schemaVersion: 1,
    kind: 'bench-review-change-points',
    entries,
    series: series.length,
    search: { method: 'e-divisive', window: DEFAULT_WINDOW, maxPValue: DEFAULT_MAX_P, minMagnitude: 'threshold' },
    changePoints,
  };
}

const signed = (v: number) => (Number.isFinite(v) ? `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(1)}%` : '—');

/** The terminal text: a count line, then the change points newest first. */
export function historyText(doc: HistoryJson): string {
  const cps = doc.changePoints;
  const count = (kind: ChangePoint['kind']) => cps.filter((c) => c.kind === kind).length;
  const lines = [
    `${doc.entries} ${doc.entries === 1 ? 'commit' : 'commits'} recorded, ${doc.series} series: ${cps.length} change ${cps.length === 1 ? 'point' : 'points'}` +
      (cps.length
        ? ` (${count('regression')} ${plural(count('regression'), 'regression')}, ${count('improvement')} ${plural(count('improvement'), 'improvement')}, ${count('machine')} at a machine change)`
        : ''),
  ];
  if (cps.length === 0) return `${lines[0]}\n`;
  const newest = [...cps].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0)).slice(0, SHOWN);
  const rows = newest.map((c) => [
    c.commit.slice(0, 10),
    flatten(c.benchmark),
    c.metric,
    flatten(`${formatValue(c.before, c.unit)} → ${formatValue(c.after, c.unit)}`),
    signed(c.change),
    c.pValue < 1e-4 ? c.pValue.toExponential(0) : c.pValue.toFixed(4),
    c.kind === 'machine' ? 'machine changed' : c.kind,
  ]);
  const header = ['commit', 'benchmark', 'metric', 'level', 'change', 'p', 'kind'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const pad = (cells: string[]) =>
    cells
      .map((c, i) => (i === 4 || i === 5 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  lines.push('', pad(header), ...rows.map(pad));
  if (cps.length > newest.length) lines.push(`… and ${cps.length - newest.length} more (--json OUT has every one)`);
  return `${lines.join('\n')}\n`;
}

export async function historyCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, HISTORY_FLAGS, 'history');
  const store = args.store as string | undefined;
  if (store === undefined || store.trim() === '')
    throw new UsageError('history: needs --store DIR (the folder bench-review record writes to)');
  await prepareOutputs(args, io.cwd);
  const { entries } = await readStore(resolve(io.cwd, store));
  const doc = historyJson(entries.length, seriesOf(entries));
  const json = args.json as string | undefined;
  if (json !== undefined) await writeOut('--json', json, `${JSON.stringify(doc, null, 2)}\n`, io);
  const text = historyText(doc);
  if (json === STDOUT) io.stderr(text);
  else io.stdout(text);
  return 0;
}
