/** Entries → series: ordered by the commit chain where known and by time elsewhere; machine keys carried over unknown machines. */
import { describe, expect, it } from 'vitest';
import { machineChanges, machineKey, orderEntries, seriesOf } from '../../src/history/series.js';
import type { HistoryEntry } from '../../src/history/types.js';
import { MACHINE_A, MACHINE_B, sha, simulate } from './simulated.js';

const at = (e: HistoryEntry, time: string, parent: string | null = e.parent): HistoryEntry => ({ ...e, time, parent });

describe('series of the history', () => {
  it('orders entries along the parent chain even when times disagree, and by time across a gap', () => {
    const [a, b, c, d] = simulate([{ name: 'x', level: () => 1 }], 4);
    // b's commit time is older than a's (a rebase keeps author times): the chain still puts a first.
    const bOld = at(b, '2025-12-31T00:00:00.000Z');
    expect(orderEntries([c, bOld, a]).map((e) => e.commit)).toEqual([a.commit, b.commit, c.commit]);
    // d's parent was not recorded (a gap): ordered by its time, after c.
    const dGap = { ...d, parent: sha(99) };
    expect(orderEntries([dGap, c, b, a]).map((e) => e.commit)).toEqual([a.commit, b.commit, c.commit, d.commit]);
  });

  it('one series per benchmark and metric, oldest first, with the newest threshold, unit and direction', () => {
    const entries = simulate(
      [
        { name: 'b', level: () => 1 },
        { name: 'a', metric: 'mean', level: () => 2 },
      ],
      5,
    );
    entries[4].thresholds = { p99: 0.2, mean: 0.05 };
    const series = seriesOf([...entries].reverse());
    expect(series.map((s) => [s.benchmark, s.metric, s.threshold, s.points.length])).toEqual([
      ['a', 'mean', 0.05, 5],
      ['b', 'p99', 0.2, 5],
    ]);
    expect(series[1].points.map((p) => p.commit)).toEqual(entries.map((e) => e.commit));
    expect(seriesOf(entries, { benchmark: 'a' }).map((s) => s.benchmark)).toEqual(['a']);
  });

  it('carries the machine over commits with no machine facts, so an unknown machine is no machine change', () => {
    const entries = simulate([{ name: 'x', level: () => 1 }], 6, { machineAt: (i) => (i < 3 ? MACHINE_A : MACHINE_B) });
    entries[0].machine = null;
    entries[2].machine = null;
    entries[4].machine = null;
    const [s] = seriesOf(entries);
    expect(s.points.map((p) => p.machineKey)).toEqual([
      machineKey(MACHINE_A),
      machineKey(MACHINE_A),
      machineKey(MACHINE_A),
      machineKey(MACHINE_B),
      machineKey(MACHINE_B),
      machineKey(MACHINE_B),
    ]);
    expect(machineChanges(s.points)).toEqual([3]);
  });
});
