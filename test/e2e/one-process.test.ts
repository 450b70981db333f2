/**
 * One process per side, on real outputs of real tools (issue 23): test/fixtures/one-process/, made
 * by scripts/real-suites/one-process/generate.sh on a shared, noisy 2-core VM — half of the A/A
 * pairs with a CPU hog running — one invocation of each tool per side, as people paste them in pull
 * requests: `go test -count 10` (repetitions in one process), Google Benchmark
 * `--benchmark_repetitions=10` (one JSON), one wrk `--latency` run against a local server, one
 * redis-benchmark run, vitest bench and tinybench JSON, pgbench `--log`, and hyperfine run on
 * `./prog_base work` and `./prog_head work`.
 *
 * `bench-review compare` with default settings, the way a user runs it, and the verdict of EVERY
 * benchmark by name. A/A pairs (the same code twice) may only be QUIET: no regression, no
 * improvement, nothing counted, no failing check, no profile or distribution question. Changes
 * of ×2 or more are regressions with their evidence level; ×1.1 and tail-only changes are within
 * what two processes of the same code differ by here, and are said to be.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWANCES } from '../../src/compare/allowance.js';
import { cli } from '../helpers/cli.js';
import { expectVerdicts } from '../helpers/verdicts.js';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'test', 'fixtures', 'one-process');
const out = mkdtempSync(join(tmpdir(), 'br-one-process-'));

interface Pair {
  id: string;
  tool: string;
  base: string[];
  head: string[];
  flags?: string[];
  truth: 'A/A' | 'change';
  underLoad: boolean;
  changes: Record<string, { factor: number | string; what: string }>;
}
interface JsonMetric {
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  verdict: string;
  allowance: { value: number; source: string; kind: string } | null;
}
interface JsonBenchmark {
  name: string;
  verdict: string;
  evidence: string;
  evidenceLevel: string;
  changeConfirmed: boolean;
  decidedBy: string[];
  runs: { base: number; head: number };
  metrics: Record<string, JsonMetric>;
}
interface JsonReport {
  status: string;
  summary: { regressions: number; improvements: number };
  headlineMessage: { id: string; params: Record<string, unknown> };
  benchmarks: JsonBenchmark[];
  asks: Array<{ kind: string; id: string }>;
  warnings: string[];
  warningMessages: Array<{ id: string }>;
}

const PAIRS: Pair[] = JSON.parse(readFileSync(join(dir, 'pairs.json'), 'utf8'));
const pair = (id: string): Pair => {
  const p = PAIRS.find((x) => x.id === id);
  if (!p) throw new Error(`no pair ${id} in pairs.json`);
  return p;
};

/** Verdicts that say "no change found"; A/A noise on a shared machine may give either. */
const QUIET = ['no-change', 'inconclusive'];
const REG = 'regression';

async function compare(p: Pair): Promise<{ code: number; report: JsonReport; byName: Record<string, JsonBenchmark> }> {
  const json = join(out, `${p.id}.json`);
  const r = await cli([
    'compare',
    '--base',
    ...p.base.map((f) => join(dir, f)),
    '--head',
    ...p.head.map((f) => join(dir, f)),
    '--json',
    json,
    ...(p.flags ?? []),
  ]);
  expect(r.stderr).toBe('');
  const report = JSON.parse(readFileSync(json, 'utf8')) as JsonReport;
  return { code: r.code, report, byName: Object.fromEntries(report.benchmarks.map((b) => [b.name, b])) };
}

/** No interval of any metric has zero width around a change. */
function expectNoZeroWidth(report: JsonReport): void {
  for (const b of report.benchmarks)
    for (const [id, m] of Object.entries(b.metrics))
      if (m.ciLow !== null && m.ciHigh !== null && m.ratio !== null && m.ratio !== 1)
        expect(m.ciHigh, `${b.name} ${id}`).toBeGreaterThan(m.ciLow);
}

const all = (names: string[], v: string | string[]) => Object.fromEntries(names.map((n) => [n, v]));
const GO = ['Same', 'Small', 'TenPct', 'Double', 'Hundred'].map((b) => `oneprocess.Benchmark${b}`);
const GB = ['same', 'small', 'tenpct', 'double', 'hundred'].flatMap((b) => [`BM_${b} (real_time)`, `BM_${b} (cpu_time)`]);
const VITEST = ['same', 'small', 'tenpct', 'double', 'tail'].map((b) => `work.bench.js > work > ${b}`);
const TINY = ['same', 'small', 'tenpct', 'double', 'tail', 'hundred'];
const WRK = ['GET /api/items (latency)', 'GET /api/items (requests/sec)'];
const WRK_CPU = ['GET /render (latency)', 'GET /render (requests/sec)'];
const REDIS = ['SET (latency)', 'SET (rps)', 'GET (latency)', 'GET (rps)'];

/** Every A/A pair of one process per side, with its benchmarks: all QUIET. */
const AA: Record<string, string[]> = {
  'go-aa': GO,
  'go-aa-load': GO,
  'gbench-aa': GB,
  'gbench-aa-load': GB,
  'wrk-aa': WRK,
  'wrk-aa-load': WRK,
  'wrk-cpu-aa': WRK_CPU,
  'wrk-cpu-aa-load': WRK_CPU,
  'redis-aa': REDIS,
  'redis-aa-load': REDIS,
  'vitest-aa': VITEST,
  'vitest-aa-load': VITEST,
  'tinybench-aa': TINY,
  'tinybench-aa-load': TINY,
  'pgbench-aa': ['pgbench'],
  'pgbench-aa-load': ['pgbench'],
};

/** Every change pair: each benchmark's verdict, fixed by the code. */
const CHANGES: Record<string, Record<string, string | string[]>> = {
  // The ×2 code ran at ×1.90 (interval ×1.67 … ×2.01, 10 repetitions a side), inside the ±80 % two
  // processes of the same code may differ by (issue 23's own Go A/A pair under load reached ×1.37 …
  // ×2.53): one process a side cannot tell it from noise, and the review says so.
  'go-change': { ...all(GO, QUIET), 'oneprocess.BenchmarkDouble': [REG, 'inconclusive'], 'oneprocess.BenchmarkHundred': REG },
  'gbench-change': {
    ...all(GB, QUIET),
    'BM_double (real_time)': REG,
    'BM_double (cpu_time)': REG,
    'BM_hundred (real_time)': REG,
    'BM_hundred (cpu_time)': REG,
  },
  // Latency ×1.8 beyond the centre's ±80 %; requests/sec ÷1.8 inside the ±125 % a redis-benchmark
  // throughput swung by between two processes under load.
  'wrk-x2': { 'GET /api/items (latency)': REG, 'GET /api/items (requests/sec)': QUIET },
  'wrk-x100': all(WRK, REG),
  // 1-2 % of requests 10× slower: the tail moves less than two processes' tails may differ by here.
  'wrk-tail': all(WRK, QUIET),
  'wrk-cpu-x1.1': all(WRK_CPU, QUIET),
  'wrk-cpu-x2': { 'GET /render (latency)': REG, 'GET /render (requests/sec)': QUIET },
  // appendfsync always slows SET (p50 ×3), not GET; SET's requests/s ÷1.6 is inside the throughput allowance.
  'redis-aof': { 'SET (latency)': REG, 'SET (rps)': QUIET, 'GET (latency)': QUIET, 'GET (rps)': QUIET },
  'vitest-change': { ...all(VITEST, QUIET), 'work.bench.js > work > double': REG },
  'tinybench-change': { ...all(TINY, QUIET), double: REG, hundred: REG },
};

describe('one process per side: real A/A pairs are quiet', () => {
  it('the corpus has every pair this test states, from at least 6 tools', () => {
    const stated = [...Object.keys(AA), ...Object.keys(CHANGES), 'hyperfine-aa', 'hyperfine-aa-load', 'hyperfine-x2'];
    expect(PAIRS.map((p) => p.id).sort()).toEqual(stated.sort());
    expect(new Set(PAIRS.map((p) => p.tool)).size).toBeGreaterThanOrEqual(6);
    expect(PAIRS.length).toBeGreaterThanOrEqual(20);
    for (const id of Object.keys(AA)) expect(pair(id).truth, id).toBe('A/A');
  });

  it.each(Object.entries(AA))(
    '%s: no regression, no improvement, no failing check, no profile or distribution question',
    async (id, names) => {
      const { code, report, byName } = await compare(pair(id));
      expectVerdicts(byName, all(names, QUIET));
      expect(report.summary).toMatchObject({ regressions: 0, improvements: 0 });
      expect(report.status).not.toBe('fail');
      expect(code).toBe(0);
      for (const b of report.benchmarks) {
        expect(b.evidenceLevel, b.name).not.toBe('across-processes');
        expect(b.changeConfirmed, b.name).toBe(false);
      }
      expect(report.asks.filter((a) => a.kind === 'profile' || a.kind === 'distribution')).toEqual([]);
      // At most a handful of questions, each about something missing.
      expect(report.asks.length).toBeLessThanOrEqual(5);
      expectNoZeroWidth(report);
    },
  );
});

describe('one process per side: real changes', () => {
  it.each(Object.entries(CHANGES))('%s: every benchmark as the code says', async (id, expected) => {
    const p = pair(id);
    expect(p.truth).toBe('change');
    const { code, report, byName } = await compare(p);
    expectVerdicts(byName, expected);
    // Called changes are counted, labelled by their evidence, and do not fail without a calibrated floor.
    const called = report.benchmarks.filter((b) => b.verdict === REG);
    expect(report.summary.regressions).toBe(called.length);
    for (const b of called) {
      expect(b.evidenceLevel, b.name).toMatch(/^(in-process|one-run-samples|one-run-aggregates)$/);
      expect(b.changeConfirmed, b.name).toBe(true);
      expect(Object.keys(p.changes), `${b.name} is one the code changed`).toContain(b.name);
    }
    expect(report.status).toBe('neutral');
    expect(code).toBe(0);
    // The headline states a called change with its evidence, or that nothing moved beyond one-process noise.
    expect(report.headlineMessage.id).toBe(called.length ? 'review.headline.within-run' : 'review.headline.one-process-quiet');
    expectNoZeroWidth(report);
  });

  it('wrk ×100: the headline states the change with its evidence', async () => {
    const { report } = await compare(pair('wrk-x100'));
    expect(report.headlineMessage.params).toMatchObject({
      benchmark: 'GET /api/items (latency)',
      metric: 'p50',
      worse: true,
      evidence: 'one-run-aggregates',
      calibrated: false,
    });
    expect(report.headlineMessage.params.ratio as number).toBeGreaterThan(20);
  });

  it('--one-process gate fails the check on a ×2 change, as benchstat would', async () => {
    const { code, report } = await compare({ ...pair('go-change'), flags: ['--one-process', 'gate'] });
    expect(report.status).toBe('fail');
    expect(code).toBe(1);
  });
});

describe('hyperfine run on ./prog_base and ./prog_head, one invocation a side', () => {
  it.each(['hyperfine-aa', 'hyperfine-aa-load', 'hyperfine-x2'])(
    '%s: the names differing by the side word are one benchmark, its executions processes',
    async (id) => {
      const { report, byName } = await compare(pair(id));
      expect(Object.keys(byName)).toEqual(['./prog_head work']);
      const b = byName['./prog_head work'];
      expect(b.runs.base).toBeGreaterThan(1);
      expect(b.runs.head).toBeGreaterThan(1);
      expect(b.evidenceLevel).toBe('across-processes');
      expect(report.warningMessages.map((w) => w.id)).toContain('names.paired-by-side');
      expectNoZeroWidth(report);
    },
  );

  it('hyperfine-x2: the slower program is a regression', async () => {
    const { byName } = await compare(pair('hyperfine-x2'));
    expect(byName['./prog_head work'].verdict).toBe(REG);
  });
});

describe('the default allowances', () => {
  it('are at least what scripts/real-suites/one-process/allowances.mjs derives from the corpus', () => {
    const text = execFileSync(
      'node',
      [join(root, 'scripts', 'real-suites', 'one-process', 'allowances.mjs'), '--cli', join(root, 'dist', 'cli.js')],
      { encoding: 'utf8' },
    );
    const derived = JSON.parse(text.trim().split('\n').pop()!) as {
      centre: number;
      throughput: number;
      tail: Array<{ from: number; value: number }>;
    };
    expect(DEFAULT_ALLOWANCES.centre).toBeGreaterThanOrEqual(derived.centre);
    expect(DEFAULT_ALLOWANCES.throughput).toBeGreaterThanOrEqual(derived.throughput);
    expect(DEFAULT_ALLOWANCES.tail.map((b) => b.from)).toEqual(derived.tail.map((b) => b.from));
    DEFAULT_ALLOWANCES.tail.forEach((b, i) => expect(b.value, `tail from p${b.from * 100}`).toBeGreaterThanOrEqual(derived.tail[i].value));
  }, 120_000);
});
