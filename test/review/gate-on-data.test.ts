/**
 * The gate on what the data has (issue 10): `fail-on: auto`, benchmark verdicts that summarise their
 * deciding metrics, constants, "not confirmed is not green", and different machines — decided in
 * review/, worded in render/.
 */
import { describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { defaultSettings, type Settings } from '../../src/model/settings.js';
import type { Machine, Suite } from '../../src/model/types.js';
import { renderCheckRun } from '../../src/render/check-run.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { messageText } from '../../src/render/messages/index.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { incomparableFacts } from '../../src/review/machine.js';
import { perOp, perRun, suiteOf } from '../helpers/build.js';
import { reviewOf } from './review-of.js';

const settings = (over: Partial<Settings> = {}): Settings => ({ ...defaultSettings(), ...over });
const lines = (text: string) => text.split('\n');

/** Go-like ns/op, 10 runs per side; head is 2.83× base (+183%). */
const GO_BASE = [100, 102, 98, 101, 99, 103, 97, 100, 101, 99];
const goSuite = () => suiteOf({ name: 'BenchmarkParse', base: perRun(GO_BASE), head: perRun(GO_BASE.map((v) => v * 2.83)) });

/** A run of 400 operations whose p90 is 1000 and whose p99 (Type 7) is exactly `p99`. */
function opsWithP99(p99: number): Float64Array {
  const xs = new Float64Array(400).fill(1000);
  for (let i = 390; i < 400; i++) xs[i] = p99;
  return xs;
}

describe('fail-on auto: the gate on what the data has', () => {
  it('fails a Go-like per-run suite with ns/op +183% over 10 runs per side, gating its per-run mean', () => {
    const r = reviewOf(goSuite(), settings());
    const b = r.benchmarks[0];
    expect([r.status, b.verdict, b.decidedBy, b.evidence]).toEqual(['fail', 'regression', ['mean'], 'runs']);
    expect([b.metrics.mean!.gated, b.metrics.mean!.confirmed]).toEqual([true, true]);
    expect(b.metrics.mean!.ratio).toBeCloseTo(2.83, 12);
    expect(r.summary.gatedOn).toEqual({ tail: 0, mean: 1, median: 0, none: 0 });
    expect(messageText(r.headline)).toBe(
      'BenchmarkParse mean regressed +183% (96% CI +177% … +189%; threshold 5%). Gated on per-run means: the results carry no per-operation samples.',
    );
    expect(renderCheckRun(r, { runUrl: null }).title).toBe(messageText(r.headline));
  });

  it('under tail the same suite does not gate, but its verdict is regression, not insufficient data', () => {
    const r = reviewOf(goSuite(), settings({ failOn: 'tail' }));
    const b = r.benchmarks[0];
    expect([r.status, b.verdict, b.decidedBy, b.evidence, b.metrics.mean!.gated]).toEqual([
      'neutral',
      'regression',
      ['mean'],
      'runs',
      false,
    ]);
    expect(r.summary).toMatchObject({ regressions: 1, gatedMetrics: 0, gatedOn: { tail: 0, mean: 0, median: 0, none: 1 } });
    expect(r.notes).toEqual([message('review.tail-not-judged', { count: 1, total: 1 }), message('review.neutral')]);
    // tail says nothing about what auto would have gated.
    expect(r.headline.params.gatedTail).toBeNull();
  });

  it('gates the median of per-op data too thin for any tail quantile (10 operations per run)', () => {
    const base = Array.from({ length: 8 }, (_, i) => new Float64Array(10).map((_, j) => 100 + i + j));
    const head = base.map((xs) => xs.map((x) => x * 1.5));
    const r = reviewOf(suiteOf({ name: 'cmd', base: perOp(base), head: perOp(head) }), settings());
    const b = r.benchmarks[0];
    expect(
      Object.entries(b.metrics)
        .filter(([, m]) => m!.gated)
        .map(([id]) => id),
    ).toEqual(['p50']);
    expect([r.status, b.verdict, b.decidedBy]).toEqual(['fail', 'regression', ['p50']]);
    expect(r.summary.gatedOn).toEqual({ tail: 0, mean: 0, median: 1, none: 0 });
    expect(messageText(r.headline)).toMatch(
      / Gated on medians: too few samples \(or runs of one operation\) for an interval of any tail quantile\.$/,
    );
  });

  it('words a mix of what was gated with counts', () => {
    const r = reviewOf(
      suiteOf(
        { name: 'tail', base: perOp([opsWithP99(1000), opsWithP99(1000)]), head: perOp([opsWithP99(1000), opsWithP99(1000)]) },
        { name: 'go', base: perRun(GO_BASE), head: perRun(GO_BASE) },
      ),
      settings(),
    );
    expect(r.summary.gatedOn).toEqual({ tail: 1, mean: 1, median: 0, none: 0 });
    expect(messageText(r.headline)).toMatch(/ Gated on tail quantiles for 1 benchmark, per-run means for 1 benchmark\.$/);
  });
});

describe('constants: zeros and identical values', () => {
  const allocs = (base: number, head: number, runs = 10) =>
    suiteOf({
      name: 'BenchmarkParse (allocs/op)',
      unit: 'allocs',
      base: perRun(Array(runs).fill(base)),
      head: perRun(Array(runs).fill(head)),
    });

  it('0 → 16 allocs over 10 runs per side is a confirmed regression, shown as "0 → 16" in every output', () => {
    const r = reviewOf(allocs(0, 16), settings());
    const b = r.benchmarks[0];
    const m = b.metrics.mean!;
    expect([r.status, b.verdict, b.decidedBy, b.evidence]).toEqual(['fail', 'regression', ['mean'], 'runs']);
    expect([m.constant, m.ratio, m.ciLow, m.verdict, m.gated, m.confirmed]).toEqual(['from-zero', null, null, 'regression', true, true]);
    expect(messageText(r.headline)).toBe(
      'BenchmarkParse (allocs/op) mean regressed 0 → 16 (every run on each side; threshold 5%). Gated on per-run means: the results carry no per-operation samples.',
    );
    const md = renderMarkdown(r);
    // Per-run data: one row in the table of its measure, the change as "0 → 16" with no interval.
    expect(lines(md)).toContain('| `BenchmarkParse (allocs/op)` | 0 allocs | 16 allocs | 0 → 16 | 🔴 regression |');
    // No benchstat-style percentage for a change from zero.
    expect(md).not.toContain('benchstat-style');
    expect(lines(renderTerminal(r, { color: false }))).toContain('BenchmarkParse (allocs/op)  0 allocs  16 allocs  0 → 16  regression');
    const check = renderCheckRun(r, { runUrl: null, repoPath: (f) => f });
    // No file and line to point at: the check run's summary carries the change, no annotation does.
    expect(check.annotations).toEqual([]);
    expect(check.summary).toContain('0 → 16');
    const json = JSON.parse(renderJson(r));
    expect(json.benchmarks[0].metrics.mean).toMatchObject({ ratio: null, constant: 'from-zero', base: 0, head: 16 });
  });

  it('16 → 0 allocs is an improvement; identical constants are no change', () => {
    const down = reviewOf(allocs(16, 0), settings());
    expect([down.status, down.benchmarks[0].verdict, down.benchmarks[0].metrics.mean!.constant]).toEqual([
      'pass',
      'improvement',
      'to-zero',
    ]);
    expect(lines(renderMarkdown(down))).toContain('| `BenchmarkParse (allocs/op)` | 16 allocs | 0 allocs | 16 → 0 | 🟢 improvement |');
    const same = reviewOf(allocs(16, 16), settings());
    expect([same.status, same.benchmarks[0].verdict, same.benchmarks[0].decidedBy, same.benchmarks[0].metrics.mean!.ratio]).toEqual([
      'pass',
      'no-change',
      ['mean'],
      1,
    ]);
    const zeros = reviewOf(allocs(0, 0), settings());
    expect([zeros.status, zeros.benchmarks[0].verdict]).toEqual(['pass', 'no-change']);
  });

  it('for a higher-is-better count the directions mirror: 0 → k is an improvement', () => {
    const r = reviewOf(
      suiteOf({ name: 'hits', unit: 'ops/s', lowerIsBetter: false, base: perRun(Array(6).fill(0)), head: perRun(Array(6).fill(5)) }),
      settings(),
    );
    expect([r.status, r.benchmarks[0].verdict]).toEqual(['pass', 'improvement']);
  });
});

describe('not confirmed is not green', () => {
  // The noisy machine of the issue: p99 +356% with 6 runs per side, the interval clear of the
  // threshold but not confirmed by Benjamini–Hochberg across the 2 gated metrics.
  const suite = () =>
    suiteOf({
      name: 'svc',
      base: perOp([1000, 1100, 1200, 1300, 1400, 1500].map(opsWithP99)),
      head: perOp([1300, 2600, 5400, 6000, 7000, 9000].map(opsWithP99)),
    });

  it('is neutral, naming the metric and the runs per side that would likely decide it', () => {
    const r = reviewOf(suite(), settings());
    const p99 = r.benchmarks[0].metrics.p99!;
    expect([r.status, p99.verdict, p99.confirmed, p99.runsNeeded, p99.ciLow]).toEqual(['neutral', 'inconclusive', false, 7, 1.3]);
    expect(r.benchmarks[0]).toMatchObject({ verdict: 'inconclusive', decidedBy: ['p90', 'p99'], evidence: 'runs' });
    expect(r.notes).toEqual([
      message('review.unconfirmed', {
        benchmark: 'svc',
        metric: 'p99',
        ratio: p99.ratio,
        constant: null,
        base: 1250,
        head: 5700,
        threshold: 0.15,
        runs: 7,
        neutral: true,
      }),
    ]);
    expect(messageText(r.headline)).toBe(
      'Not confirmed, so not green: svc p99 looks worse +356% (CI +30.0% … +543%; threshold 15%); about 7 runs per side would likely decide it. Gated on tail quantiles.',
    );
    expect(renderCheckRun(r, { runUrl: null }).conclusion).toBe('neutral');
    expect(lines(renderMarkdown(r))[0]).toBe('### ⚪ bench-review: regression not confirmed, not green');
  });

  it('a gated metric beyond its threshold with too few runs for an interval says the minimum runs per side', () => {
    const r = reviewOf(suiteOf({ name: 'go', base: perRun([100, 101, 99]), head: perRun([150, 151, 149]) }), settings());
    const m = r.benchmarks[0].metrics.mean!;
    expect([r.status, m.verdict, m.runsNeeded]).toEqual(['neutral', 'insufficient-data', 4]);
    expect(r.notes.map((n) => n.id)).toEqual(['review.unconfirmed', 'review.neutral']);
  });
});

describe('one run per side', () => {
  it('a within-run verdict does not gate and is said once for the suite', () => {
    const one = (name: string, f: number) => ({ name, base: perOp([opsWithP99(1000)]), head: perOp([opsWithP99(1000).map((x) => x * f)]) });
    const r = reviewOf(suiteOf(one('a', 2), one('b', 2)), settings());
    // Decided by the metrics the gate would look at (the tail, and with one process per side the median), held back by one run per side.
    expect(r.benchmarks.map((b) => [b.verdict, b.evidence, b.evidenceLevel, b.decidedBy])).toEqual([
      ['regression', 'within-run', 'one-run-samples', ['p50', 'p90']],
      ['regression', 'within-run', 'one-run-samples', ['p50', 'p90']],
    ]);
    expect(r.status).toBe('neutral');
    expect(messageText(r.headline)).toMatch(
      /^a p50 regressed \+100% \(×2\) \(within-run CI \+[\d.]+% … \+[\d.]+%\), beyond the ±80% two processes of the same code differ by — on one run per side, so differences between processes are not measured\. 1 more benchmark changed beyond it\. It cannot gate without a calibrated noise floor/,
    );
    // Nothing gated (one run per side, no noise floor): no "gated on" clause.
    expect(r.summary.gatedOn).toEqual({ tail: 0, mean: 0, median: 0, none: 2 });
    expect(r.notes.filter((n) => n.id === 'review.within-run-not-gated')).toEqual([
      message('review.within-run-not-gated', { count: 2, inProcess: 0, repetitions: null }),
    ]);
    expect(messageText(message('review.within-run-not-gated', { count: 2 }))).toBe(
      '2 benchmarks rest on one run per side: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.',
    );
  });
});

describe('different machines', () => {
  const withMachines = (suite: Suite, base: Machine, head: Machine): Suite => ({ ...suite, machine: { base, head } });
  const EPYC: Machine = { cpuModel: 'AMD EPYC 7763 64-Core Processor', physicalCores: 2, logicalCpus: 4, kernel: '6.5.0' };
  const XEON: Machine = { cpuModel: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', physicalCores: 2, logicalCpus: 4, kernel: '6.8.0' };

  it('names the facts that make numbers not comparable, only when both sides know them', () => {
    expect(incomparableFacts(EPYC, XEON)).toEqual([{ field: 'cpuModel', base: EPYC.cpuModel, head: XEON.cpuModel }]);
    expect(incomparableFacts({ host: 'a', logicalCpus: 8 }, { host: 'b', physicalCores: 4 })).toEqual([
      { field: 'host', base: 'a', head: 'b' },
    ]);
    expect(incomparableFacts(EPYC, { ...EPYC, kernel: '6.8.0' })).toEqual([]);
    expect(incomparableFacts(EPYC, null)).toEqual([]);
  });

  it('different CPU models: a warning first and the headline say so, and the gate is neutral', () => {
    const r = reviewOf(withMachines(goSuite(), EPYC, XEON), settings());
    expect([r.status, r.benchmarks[0].verdict, r.machine.comparable]).toEqual(['neutral', 'regression', false]);
    expect(r.warnings[0]).toEqual(
      message('review.machines-differ', { fields: ['cpuModel'], base: [EPYC.cpuModel!], head: [XEON.cpuModel!], allowed: false }),
    );
    const headline = messageText(r.headline);
    expect(headline).toMatch(
      /^Base and head ran on different machines \(CPU model differs\): the numbers are not comparable and the check is neutral\. BenchmarkParse mean regressed \+183%/,
    );
    const warning = messageText(r.warnings[0]);
    expect(warning).toBe(
      'Base and head ran on different machines (CPU model: base AMD EPYC 7763 64-Core Processor, head Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz). Numbers from different machines are not comparable, so the check is neutral. If the machines are equivalent, pass --allow-different-machines (action input allow-different-machines: true).',
    );
    const md = lines(renderMarkdown(r));
    expect(md[0]).toBe('### ⚪ bench-review: machines differ, not judged');
    expect(md[4].startsWith('> ⚠️ **Base and head ran on different machines (CPU model: base AMD EPYC')).toBe(true);
    const tty = lines(renderTerminal(r, { color: false }));
    expect(tty[0]).toBe('bench-review: machines differ, not judged (NEUTRAL)');
    expect(tty[1]).toBe(headline);
    expect(tty[2]).toBe(`warning: ${warning}`);
    // Other facts stay listed differences, in the terminal too.
    expect(tty).toContain('machines differ — kernel: base 6.5.0, head 6.8.0');
    const check = renderCheckRun(r, { runUrl: null });
    expect([check.conclusion, check.title.startsWith('Base and head ran on different machines')]).toEqual(['neutral', true]);
    expect(check.summary).toContain('> ⚠️ Base and head ran on different machines (CPU model: base AMD EPYC');
  });

  it('with --allow-different-machines the gate decides as usual, still warning', () => {
    const failing = reviewOf(withMachines(goSuite(), EPYC, XEON), settings({ allowDifferentMachines: true }));
    expect([failing.status, failing.warnings[0].params.allowed]).toEqual(['fail', true]);
    expect(messageText(failing.headline)).toMatch(
      /^Base and head ran on different machines \(CPU model differs; treated as equivalent by --allow-different-machines\)\. /,
    );
    const same = suiteOf({ name: 'go', base: perRun(GO_BASE), head: perRun(GO_BASE) });
    expect(reviewOf(withMachines(same, EPYC, XEON), settings({ allowDifferentMachines: true })).status).toBe('pass');
    expect(reviewOf(withMachines(same, EPYC, XEON), settings()).status).toBe('neutral');
  });
});
