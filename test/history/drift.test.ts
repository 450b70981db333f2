/**
 * The drift note: what main did to a reported metric over its last 40 commits (or since the runner
 * changed), when it got worse beyond the review's threshold, with main's change points inside.
 */
import { describe, expect, it } from 'vitest';
import { DRIFT_WINDOW, driftNotes } from '../../src/history/drift.js';
import type { Report } from '../../src/review/contract.js';
import { reportBenchmark, reportMetric } from '../helpers/report-objects.js';
import { MACHINE_A, MACHINE_B, sha, simulate } from './simulated.js';

const reportOf = (...names: Array<[string, 'p99' | 'mean', number]>): Pick<Report, 'benchmarks'> => ({
  benchmarks: names.map(([name, metric, threshold]) =>
    reportBenchmark(name, { metrics: { [metric]: reportMetric({ threshold, gated: true }) } }),
  ),
});

describe('drift notes', () => {
  // 30 flat commits, then +1 % per commit over the last 20.
  const creep = (i: number) => 100 * 1.01 ** Math.max(0, i - 29);
  const entries = simulate(
    [
      { name: 'creep', metric: 'mean', level: creep },
      { name: 'flat', metric: 'mean', level: () => 100 },
      { name: 'slower', metric: 'mean', level: (i) => (i < 40 ? 1000 : 800), lowerIsBetter: false },
    ],
    50,
    { seed: 11 },
  );

  it('says how much a creeping metric rose over the window, with the change points inside it', () => {
    const [note] = driftNotes(entries, reportOf(['creep', 'mean', 0.05]));
    expect(note).toMatchObject({
      benchmark: 'creep',
      metric: 'mean',
      unit: 'ns',
      lowerIsBetter: true,
      threshold: 0.05,
      since: sha(50 - DRIFT_WINDOW),
      until: sha(49),
      commits: DRIFT_WINDOW,
      sinceMachineChange: false,
    });
    expect(note.change).toBeGreaterThan(0.15);
    expect(note.change).toBeLessThan(0.25);
    expect(note.pValue).toBeLessThan(0.01);
    expect(note.changePoints.length).toBeGreaterThan(0);
    for (const c of note.changePoints) expect(c.kind).toBe('regression');
  });

  it('says nothing of a flat metric, of one within its threshold, or of one the store does not have', () => {
    expect(driftNotes(entries, reportOf(['flat', 'mean', 0.05]))).toEqual([]);
    expect(driftNotes(entries, reportOf(['creep', 'mean', 0.3]))).toEqual([]);
    expect(driftNotes(entries, reportOf(['creep', 'p99', 0.05], ['unknown', 'mean', 0.05]))).toEqual([]);
    expect(driftNotes([], reportOf(['creep', 'mean', 0.05]))).toEqual([]);
  });

  it('takes a drop as worse for a higher-is-better metric, and lists the notes worst first', () => {
    const notes = driftNotes(entries, reportOf(['creep', 'mean', 0.05], ['slower', 'mean', 0.05]));
    expect(notes.map((n) => n.benchmark)).toEqual(['slower', 'creep']);
    expect(notes[0].change).toBeCloseTo(-0.2, 1);
    expect(notes[0].changePoints.map((c) => [c.commit, c.kind])).toEqual([[sha(40), 'regression']]);
  });

  it('starts the window at a runner change: a slower runner is not drift', () => {
    const moved = simulate([{ name: 'x', metric: 'mean', level: () => 100 }], 50, {
      seed: 2,
      machineAt: (i) => (i < 35 ? MACHINE_A : MACHINE_B),
      machineFactor: (m) => (m === MACHINE_B ? 1.5 : 1),
    });
    expect(driftNotes(moved, reportOf(['x', 'mean', 0.05]))).toEqual([]);
    // A creep after the runner change is drift, counted from the change.
    const after = simulate([{ name: 'x', metric: 'mean', level: (i) => 100 * 1.02 ** Math.max(0, i - 35) }], 50, {
      seed: 2,
      machineAt: (i) => (i < 35 ? MACHINE_A : MACHINE_B),
      machineFactor: (m) => (m === MACHINE_B ? 1.5 : 1),
    });
    const [note] = driftNotes(after, reportOf(['x', 'mean', 0.05]));
    expect(note).toMatchObject({ since: sha(35), commits: 15, sinceMachineChange: true });
    expect(note.change).toBeGreaterThan(0.1);
  });

  it('needs a few commits: a short history says nothing', () => {
    expect(driftNotes(entries.slice(0, 5), reportOf(['creep', 'mean', 0.05]))).toEqual([]);
  });
});
