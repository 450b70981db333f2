/**
 * Real suites made by the real tools (issue 10): for every pair of test/fixtures/real-suites/ (and the
 * hyperfine pair of test/fixtures/formats/hyperfine/), `bench-review compare` with default settings,
 * the way a user runs it (several files per side: `--base a.json b.json … --head …`), and the verdict
 * of EVERY benchmark by display name.
 *
 * The programs have a known truth (scripts/real-suites/: Go testing.B, Google Benchmark, tinybench;
 * base and head are one program with a BENCH_VARIANT switch) and were run on a shared, noisy 2-core
 * VM as it was. Every run is its own process (the unit of replication, methodology §6), and the
 * sides were interleaved round by round — base-1, head, base-2 — as `bench-review run` does, so
 * each side has several process-level runs: 10 for Go and Google Benchmark, 8 for tinybench.
 * A/A pairs are the base program on both sides, so nothing changed: the only allowed
 * verdicts for a timed benchmark are `no-change` and `inconclusive` (QUIET) — which of the two
 * depends on that machine's noise, and either says "no change found", which is all A/A can claim.
 * Change pairs have a verdict fixed by the code: the benchmarks that changed are regressions, the
 * others stay QUIET. Counts (B/op, allocs/op) are constants, so their verdicts are exact.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { expectVerdicts } from '../helpers/verdicts.js';

const root = join(import.meta.dirname, '..', '..');
const suite = (name: string) => join(root, 'test', 'fixtures', 'real-suites', name);
/** The run files of a side folder (one JSON per process: run-01.json, run-02.json, …), in order. */
const runs = (side: string): string[] =>
  readdirSync(suite(side))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(suite(side), f));
const hyperfine = (name: string) => join(root, 'test', 'fixtures', 'formats', 'hyperfine', name);
const out = mkdtempSync(join(tmpdir(), 'br-real-suites-'));

interface JsonMetric {
  base: number | null;
  head: number | null;
  verdict: string;
  gated: boolean;
  confirmed: boolean;
  constant: string | null;
}
interface JsonBenchmark {
  name: string;
  verdict: string;
  evidence: string;
  decidedBy: string[];
  runs: { base: number; head: number };
  metrics: Record<string, JsonMetric>;
  diagnostics: { shapeChanged: unknown };
}
interface JsonAsk {
  kind: string;
  id: string;
  params: Record<string, unknown>;
}
interface JsonReport {
  status: string;
  benchmarks: JsonBenchmark[];
  asks: JsonAsk[];
}

/** Verdicts that say "no change found"; A/A noise on a shared machine may give either. */
const QUIET = ['no-change', 'inconclusive'];

let n = 0;
/** `bench-review compare --base FILE... --head FILE... --json report.json`: several files per side are several runs. */
async function compare(
  base: string | string[],
  head: string | string[],
  flags: string[] = [],
): Promise<{ code: number; report: JsonReport; byName: Record<string, JsonBenchmark> }> {
  const json = join(out, `r${++n}.json`);
  const r = await cli(['compare', '--base', ...[base].flat(), '--head', ...[head].flat(), '--json', json, ...flags]);
  expect(r.stderr).toBe('');
  const report = JSON.parse(readFileSync(json, 'utf8')) as JsonReport;
  return { code: r.code, report, byName: Object.fromEntries(report.benchmarks.map((b) => [b.name, b])) };
}

/** A regression named as such at the benchmark level: decided by metrics that all regressed. */
function expectNamedRegression(b: JsonBenchmark, metric: string): void {
  expect(b.verdict).toBe('regression');
  expect(b.decidedBy).toContain(metric);
  expect(b.metrics[metric]).toMatchObject({ verdict: 'regression', gated: true });
  for (const m of b.decidedBy) expect(b.metrics[m].verdict, m).toBe('regression');
}

const cpuAsks = (r: JsonReport) => r.asks.filter((a) => a.kind === 'cpu-info');

// ---------------------------------------------------------------------------------------------
// Go: 10 processes per side of `go test -run '^$' -bench . -benchmem -count=1` (its compiled test
// binary), appended to one file per side: the reader takes a benchmark's repeated lines as its runs.
// Names carry the `pkg:` line's package, `realsuites.`.
const GO = ['Same', 'Steady', 'Slower', 'Allocs'];
const goName = (b: string, measure: string) => `realsuites.Benchmark${b} (${measure})`;

/** 0 → 0 per op on both sides: identical constants, nothing to judge but "no change". */
function goCounts(except: string[] = []): Record<string, string> {
  const e: Record<string, string> = {};
  for (const b of GO) for (const m of ['B/op', 'allocs/op']) if (!except.includes(goName(b, m))) e[goName(b, m)] = 'no-change';
  return e;
}

/** The Go files carry `cpu: Intel(R) Xeon(R) Processor` but no core counts (`-2` is GOMAXPROCS). */
function expectGoCpuAsk(r: JsonReport): void {
  const asks = cpuAsks(r);
  expect(asks.map((a) => a.id)).toEqual(['cpu-info.partial']);
  expect(asks[0].params).toMatchObject({
    sides: ['base', 'head'],
    baseGiven: ['cpu-model'],
    baseMissing: ['physical-cores', 'logical-cpus'],
    headGiven: ['cpu-model'],
    headMissing: ['physical-cores', 'logical-cpus'],
    baseCpuModel: 'Intel(R) Xeon(R) Processor',
  });
}

/** Every benchmark of the pair has 10 runs a side: one per process. */
function expectRunsPerSide(byName: Record<string, JsonBenchmark>, runsPerSide: number): void {
  for (const [name, b] of Object.entries(byName)) expect(b.runs, name).toEqual({ base: runsPerSide, head: runsPerSide });
}

describe('Go testing.B (go 1.19, -benchmem, 10 processes of -count=1 per side)', () => {
  it('A/A: stays quiet — no benchmark regresses or improves, the check does not fail', async () => {
    const { code, report, byName } = await compare(suite('go-base-1.txt'), suite('go-base-2.txt'));
    expect.soft(report.status).not.toBe('fail');
    expect.soft(code).toBe(0);
    expectRunsPerSide(byName, 10);
    expectVerdicts(byName, { ...Object.fromEntries(GO.map((b) => [goName(b, 'ns/op'), QUIET])), ...goCounts() });
    expectGoCpuAsk(report);
  });

  it('base vs head: 2× work and 0 → 16 allocs/op are regressions, the rest stays quiet, the check fails', async () => {
    const { code, report, byName } = await compare(suite('go-base-1.txt'), suite('go-head.txt'));
    expect.soft(report.status).toBe('fail');
    expect.soft(code).toBe(1);
    expectRunsPerSide(byName, 10);
    expectVerdicts(byName, {
      [goName('Same', 'ns/op')]: QUIET,
      [goName('Steady', 'ns/op')]: QUIET,
      [goName('Slower', 'ns/op')]: 'regression',
      // 16 heap allocations per op more than double the time of this benchmark (about 490 → 1130 ns/op).
      [goName('Allocs', 'ns/op')]: 'regression',
      [goName('Allocs', 'B/op')]: 'regression',
      [goName('Allocs', 'allocs/op')]: 'regression',
      ...goCounts([goName('Allocs', 'B/op'), goName('Allocs', 'allocs/op')]),
    });
    // Per-run means gate for Go (`fail-on: auto`), and the regression is named at the benchmark level.
    expectNamedRegression(byName[goName('Slower', 'ns/op')], 'mean');
    expectNamedRegression(byName[goName('Allocs', 'allocs/op')], 'mean');
    expect(byName[goName('Allocs', 'allocs/op')].metrics.mean).toMatchObject({ base: 0, head: 16, constant: 'from-zero' });
    expect(byName[goName('Allocs', 'B/op')].metrics.mean).toMatchObject({
      base: 0,
      head: 512,
      constant: 'from-zero',
      verdict: 'regression',
    });
    expect(byName[goName('Same', 'B/op')].metrics.mean).toMatchObject({ base: 0, head: 0, constant: 'identical', verdict: 'no-change' });
    expectGoCpuAsk(report);
  });
});

// ---------------------------------------------------------------------------------------------
// Google Benchmark 1.7.1 (Debian libbenchmark-dev), g++ -O2: 10 processes per side, each
// `--benchmark_repetitions=1 --benchmark_out_format=json`, one file per process (gbench-<side>/run-NN.json).
const GB = ['BM_same (real_time)', 'BM_same (cpu_time)', 'BM_slower (real_time)', 'BM_slower (cpu_time)'];

/**
 * The JSON `context` of this library version carries num_cpus (logical CPUs) but no CPU model and
 * no physical core count, so the question names exactly those two and not the logical count.
 */
function expectGbCpuAsk(r: JsonReport): void {
  const asks = cpuAsks(r);
  expect(asks.map((a) => a.id)).toEqual(['cpu-info.partial']);
  expect(asks[0].params).toMatchObject({
    sides: ['base', 'head'],
    baseGiven: ['logical-cpus'],
    baseMissing: ['cpu-model', 'physical-cores'],
    baseLogicalCpus: 2,
    headGiven: ['logical-cpus'],
    headMissing: ['cpu-model', 'physical-cores'],
    headLogicalCpus: 2,
  });
}

describe('Google Benchmark (1.7.1, -O2, 10 processes of one repetition per side)', () => {
  it('A/A: stays quiet, and names the debug library build the files report', async () => {
    const { code, report, byName } = await compare(runs('gbench-base-1'), runs('gbench-base-2'));
    expect.soft(report.status).not.toBe('fail');
    expect.soft(code).toBe(0);
    expectRunsPerSide(byName, 10);
    expectVerdicts(byName, Object.fromEntries(GB.map((name) => [name, QUIET])));
    // Debian's libbenchmark reports library_build_type "debug" in every file: one question for both
    // sides. The files' own load_avg (1.28–1.96, 1-minute, on 2 CPUs) stays below the CPU count, so
    // there is no load hazard to name (the previous, single-process files recorded 5.4 and 6.6).
    const hazards = report.asks.filter((a) => a.kind === 'tool-hazard');
    expect(hazards.map((a) => [a.id, a.params.sides])).toEqual([['tool-hazard.debug-build', ['base', 'head']]]);
    expectGbCpuAsk(report);
  });

  it('base vs head: 1.5× work is a regression in real and CPU time, BM_same stays quiet, the check fails', async () => {
    const { code, report, byName } = await compare(runs('gbench-base-1'), runs('gbench-head'));
    expect.soft(report.status).toBe('fail');
    expect.soft(code).toBe(1);
    expectRunsPerSide(byName, 10);
    expectVerdicts(byName, {
      // Same code on both sides: whatever the machine did to single processes (BM_same ranges
      // 4.0–5.8 µs real_time across the runs of each side) is in both sides' runs.
      'BM_same (real_time)': QUIET,
      'BM_same (cpu_time)': QUIET,
      'BM_slower (real_time)': 'regression',
      'BM_slower (cpu_time)': 'regression',
    });
    expectNamedRegression(byName['BM_slower (cpu_time)'], 'mean');
    expectNamedRegression(byName['BM_slower (real_time)'], 'mean');
    expectGbCpuAsk(report);
  });
});

// ---------------------------------------------------------------------------------------------
// hyperfine 1.15.0: the gen-pair-* files of test/fixtures/formats/hyperfine (40 executions of
// `sleep 0.01`, and of `sleep 0.015` on the slow head). Its JSON says nothing about the machine.
function expectHyperfineCpuAsk(r: JsonReport): void {
  const asks = cpuAsks(r);
  expect(asks.map((a) => ({ id: a.id, params: a.params }))).toEqual([{ id: 'cpu-info.missing', params: { sides: ['base', 'head'] } }]);
}

describe('hyperfine (1.15.0, 40 executions)', () => {
  it('A/A: stays quiet and asks for the machine facts the files do not carry', async () => {
    const { code, report, byName } = await compare(hyperfine('gen-pair-aa-base.json'), hyperfine('gen-pair-aa-head.json'));
    expect.soft(report.status).not.toBe('fail');
    expect.soft(code).toBe(0);
    expectVerdicts(byName, { sleep: QUIET });
    expectHyperfineCpuAsk(report);
  });

  it('10 ms → 15 ms sleep: a regression named at the benchmark level, the check fails', async () => {
    const { code, report, byName } = await compare(hyperfine('gen-pair-aa-base.json'), hyperfine('gen-pair-slow-head.json'));
    expect.soft(report.status).toBe('fail');
    expect.soft(code).toBe(1);
    expectVerdicts(byName, { sleep: 'regression' });
    expect(byName.sleep.decidedBy.length).toBeGreaterThan(0);
    for (const m of byName.sleep.decidedBy) expect(byName.sleep.metrics[m], m).toMatchObject({ verdict: 'regression', gated: true });
    expectHyperfineCpuAsk(report);
  });
});

// ---------------------------------------------------------------------------------------------
// tinybench 6.2.5 (npm, Node 20), 400 timed calls per task with retainSamples, one node process per
// run and 8 runs per side (tinybench-<side>/run-NN.json): per-operation samples across process-level
// runs, so the verdicts rest on runs (evidence `runs`) and gate: `--fail-on auto` gates the tail
// quantiles p90 and p99 (p99.9 needs more than 400 calls a run). Its JSON carries no machine facts.
const TB = ['same', 'median', 'tail'];

describe('tinybench (6.2.5, 8 processes of 400 calls per side)', () => {
  it('A/A: stays quiet across runs, the check does not fail, the machine facts are asked for', async () => {
    const { code, report, byName } = await compare(runs('tinybench-base-1'), runs('tinybench-base-2'));
    expect.soft(report.status).not.toBe('fail');
    expect.soft(code).toBe(0);
    expectRunsPerSide(byName, 8);
    expectVerdicts(byName, Object.fromEntries(TB.map((name) => [name, QUIET])));
    for (const name of TB) expect(byName[name].evidence, name).toBe('runs');
    expect(cpuAsks(report).map((a) => a.id)).toEqual(['cpu-info.missing']);
    // Runs differ in shape from process to process; with the run as the unit that is not a change
    // (pooled per-call samples called all three "shape changed" before).
    for (const name of TB) expect(byName[name].diagnostics.shapeChanged, name).toBeNull();
    expect(report.asks.filter((a) => a.id === 'distribution.shape-changed')).toEqual([]);
  });

  it('base vs head: a median shift and a tail-only change are each named as such; the gated tail fails the check', async () => {
    const { code, report, byName } = await compare(runs('tinybench-base-1'), runs('tinybench-head'));
    // Several runs per side: confirmed regressions of gated tail quantiles fail the check (the
    // single-process files could only give advisory within-run verdicts, status neutral).
    expect.soft(report.status).toBe('fail');
    expect.soft(code).toBe(1);
    expectRunsPerSide(byName, 8);
    expectVerdicts(byName, { same: QUIET, median: 'regression', tail: 'regression' });
    for (const name of TB) expect(byName[name].evidence, name).toBe('runs');
    // median: every call does 1.5x the work, so the whole distribution moved — the centre (p50) too.
    // What gates by default is the tail, so p90 and p99 decide it, and both regressed.
    expect(byName.median.metrics.p50).toMatchObject({ verdict: 'regression', gated: false });
    expectNamedRegression(byName.median, 'p99');
    expect(byName.median.metrics.p99.confirmed).toBe(true);
    // tail: 1 call in 20 does 200x the work. The regression is decided by tail quantiles only (p99,
    // confirmed); the median is not called a regression.
    const tail = byName.tail;
    const regressed = tail.decidedBy.filter((m) => tail.metrics[m].verdict === 'regression');
    expect(regressed).toContain('p99');
    for (const m of regressed) expect(['p90', 'p99', 'p99.9'], m).toContain(m);
    expect(tail.metrics.p99).toMatchObject({ verdict: 'regression', gated: true, confirmed: true });
    expect(tail.metrics.p50?.verdict).not.toBe('regression');
    expect(cpuAsks(report).map((a) => a.id)).toEqual(['cpu-info.missing']);
  });

  it('base vs head with --fail-on any: the centre gates too, so p50 decides the median shift and not the tail change', async () => {
    const { code, report, byName } = await compare(runs('tinybench-base-1'), runs('tinybench-head'), ['--fail-on', 'any']);
    expect.soft(report.status).toBe('fail');
    expect.soft(code).toBe(1);
    expectVerdicts(byName, { same: QUIET, median: 'regression', tail: 'regression' });
    expectNamedRegression(byName.median, 'p50');
    expect(byName.tail.metrics.p50).toMatchObject({ gated: true });
    expect(byName.tail.metrics.p50.verdict).not.toBe('regression');
    expect(byName.tail.metrics.p99).toMatchObject({ verdict: 'regression', gated: true });
  });
});
