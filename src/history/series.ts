/**
 * Entries → series: per benchmark and recorded (gated) metric, its level commit by commit, oldest
 * first. Entries are ordered by the commit chain where it is known (an entry whose parent is in the
 * store comes after it) and by time elsewhere (a commit that was not recorded breaks the chain;
 * the entries on either side are then ordered by their times). Each point carries a key of its
 * machine facts; a commit with no machine facts takes its predecessor's (the first known one's
 * at the start), so an unknown machine never makes a machine change of its own.
 */
import { defaultThreshold, metricOrder, type MetricId } from '../model/settings.js';
import type { EntryMachine, HistoryEntry, Series, SeriesPoint } from './types.js';

/** A machine's identity for the history: CPU model, core counts, OS and runner (image); '' when nothing is known. */
export function machineKey(m: EntryMachine | null): string {
  if (!m) return '';
  return [m.cpuModel, m.physicalCores, m.logicalCores, m.os, m.runner].map((v) => (v === null ? '' : String(v))).join('|');
}

const byTime = (a: HistoryEntry, b: HistoryEntry): number => {
  const d = Date.parse(a.time) - Date.parse(b.time);
  return d !== 0 ? d : a.commit < b.commit ? -1 : a.commit > b.commit ? 1 : 0;
};

/**
 * The entries oldest first: a topological order of the parent links between recorded commits,
 * ties broken by time (then commit id), so a linear history is its chain and gaps fall back to time.
 * One entry per commit (the last given wins).
 */
export function orderEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const byCommit = new Map<string, HistoryEntry>();
  for (const e of entries) byCommit.set(e.commit, e);
  const all = [...byCommit.values()].sort(byTime);
  const children = new Map<string, HistoryEntry[]>();
  const waiting = new Map<string, number>();
  for (const e of all) {
    const hasParent = e.parent !== null && e.parent !== e.commit && byCommit.has(e.parent);
    waiting.set(e.commit, hasParent ? 1 : 0);
    if (hasParent) (children.get(e.parent!) ?? children.set(e.parent!, []).get(e.parent!)!).push(e);
  }
  // Ready entries, kept in time order; n is small enough (thousands) for a sorted insert.
  const ready = all.filter((e) => waiting.get(e.commit) === 0);
  const out: HistoryEntry[] = [];
  const done = new Set<string>();
  while (ready.length) {
    const e = ready.shift()!;
    out.push(e);
    done.add(e.commit);
    for (const c of children.get(e.commit) ?? []) {
      waiting.set(c.commit, 0);
      let i = ready.findIndex((r) => byTime(c, r) < 0);
      if (i < 0) i = ready.length;
      ready.splice(i, 0, c);
    }
  }
  // A cycle of parent links (never in real history): what is left, by time.
  for (const e of all) if (!done.has(e.commit)) out.push(e);
  return out;
}

/** The machine key of each ordered entry, an unknown machine taking its predecessor's (or the first known one's). */
export function machineKeys(ordered: readonly HistoryEntry[]): string[] {
  const keys = ordered.map((e) => machineKey(e.machine));
  const first = keys.find((k) => k !== '') ?? '';
  let last = first;
  return keys.map((k) => (k === '' ? last : (last = k)));
}

export interface SeriesFilter {
  benchmark?: string;
  metric?: MetricId;
}

/**
 * Every series of the entries (any order): per benchmark and metric recorded, the points oldest
 * first, sorted by benchmark name then metric (min, quantiles, max, mean). The unit, direction and
 * threshold are the newest entry's.
 */
export function seriesOf(entries: readonly HistoryEntry[], filter: SeriesFilter = {}): Series[] {
  const ordered = orderEntries(entries);
  const keys = machineKeys(ordered);
  // By benchmark, then metric: 1,000 entries of 500 benchmarks are 1.5 million points to place.
  const byName = new Map<string, Map<MetricId, Series>>();
  const all: Series[] = [];
  ordered.forEach((e, i) => {
    const key = keys[i];
    for (const name in e.benchmarks) {
      if (!Object.hasOwn(e.benchmarks, name) || (filter.benchmark !== undefined && name !== filter.benchmark)) continue;
      const b = e.benchmarks[name];
      let ofName = byName.get(name);
      if (!ofName) byName.set(name, (ofName = new Map()));
      for (const id in b.metrics) {
        const m = b.metrics[id as MetricId];
        if (!m || (filter.metric !== undefined && id !== filter.metric)) continue;
        let s = ofName.get(id as MetricId);
        if (!s) {
          s = { benchmark: name, metric: id as MetricId, unit: b.unit, lowerIsBetter: b.lowerIsBetter, threshold: 0, points: [] };
          ofName.set(id as MetricId, s);
          all.push(s);
        }
        // The newest entry's unit, direction and threshold win.
        s.unit = b.unit;
        s.lowerIsBetter = b.lowerIsBetter;
        s.threshold = e.thresholds[id as MetricId] ?? defaultThreshold(id as MetricId);
        const point: SeriesPoint = { commit: e.commit, time: e.time, value: m.median, low: m.low, high: m.high, n: m.n, machineKey: key };
        s.points.push(point);
      }
    }
  });
  const rank = new Map<string, number>();
  metricOrder(new Set(all.map((s) => s.metric))).forEach((id, i) => rank.set(id, i));
  return all.sort((a, b) => (a.benchmark < b.benchmark ? -1 : a.benchmark > b.benchmark ? 1 : rank.get(a.metric)! - rank.get(b.metric)!));
}

/** Indices i of a series where the machine changed between points i − 1 and i. */
export function machineChanges(points: readonly SeriesPoint[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < points.length; i++) if (points[i].machineKey !== points[i - 1].machineKey) out.push(i);
  return out;
}
