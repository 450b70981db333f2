// Power and false alarms of the gate, measured (issue 12): the real pipeline (buildSuite →
// compareSuite → decide) on synthetic per-operation latencies with run-to-run effects, for
// `runs: auto` (src/review/sequential.ts, Pocock looks at 6, 10, 15, 20, 30 runs per side) and for
// fixed 6, 10 and 30 runs per side. `auto` stops for no change on the 95 % interval (the default,
// no α spent); `auto (no-change at α_k)` only when the look's own wider interval shows it. Prints a table; not a test, and no timing in the figures.
//   npx tsx bench/simulate-gate.ts [TRIALS=200] [SAMPLES=1000]
//
// One trial is one benchmark with 30 runs per side; fixed designs use its first n runs and `auto`
// looks at them in order, so every policy sees the same data. Per operation (before run effects):
// 97 % body log-normal (median 20 ms, σ 0.2), 3 % heavy tail 20 ms·exp(0.3 + 0.5·|N|). Per run:
// a log-normal offset exp(σ_run·N), σ_run drawn per trial uniformly in [0.03, 0.10], and 1 run in
// 15 noisy (every operation × 1.3). Scenarios: A/A; p99 +50 % tail-only (head operations above the
// unshifted population p98 × 1.5: p99 and p99.9 +50 %, p50 and p90 unchanged); p50 +10 % (every
// head operation × 1.1). Each comparison is decided under `fail-on auto` (gates p90 and p99 here:
// p99.9 is not well resolved below 10,000 operations per run, so a whole-distribution +10 % — the
// p90 threshold — cannot fail it) and under `fail-on any` (p50 gated too, at 5 %); compare/ does
// not read fail-on, so one comparison serves both. Every cell runs as printed (full precision) and
// rounded to a tool's 1 ms print resolution (autocannon).
import { compareSuite, type Comparison } from '../src/compare/compare-suite.js';
import { buildSuite } from '../src/model/build.js';
import { defaultSettings, type FailOn, type Settings } from '../src/model/settings.js';
import type { Measurement } from '../src/model/types.js';
import { decide, type Decision } from '../src/review/index.js';
import { lookSettings, nextStep, planLooks } from '../src/review/sequential.js';
import { mulberry32 } from '../src/stats/random.js';

function normal(r: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

const TRIALS = Number(process.argv[2] ?? 200);
const SAMPLES = Number(process.argv[3] ?? 1000);
const MAX_RUNS = 30;
const MEDIAN = 20e6; // ns
const MS = 1e6;
const TAIL_SHARE = 0.03;

type Scenario = 'A/A' | 'p99 +50% tail' | 'p50 +10%';

/** One operation of the unshifted distribution. */
function operation(r: () => number): number {
  if (r() < TAIL_SHARE) return MEDIAN * Math.exp(0.3 + 0.5 * Math.abs(normal(r)));
  return MEDIAN * Math.exp(0.2 * normal(r));
}

/** The population p98 of the unshifted distribution (from 10^6 seeded draws). */
const TAIL_CUT = (() => {
  const r = mulberry32(98);
  const xs = Float64Array.from({ length: 1_000_000 }, () => operation(r)).sort();
  return xs[Math.floor(0.98 * xs.length)];
})();

function shift(scenario: Scenario, x: number): number {
  if (scenario === 'p99 +50% tail') return x >= TAIL_CUT ? x * 1.5 : x;
  if (scenario === 'p50 +10%') return x * 1.1;
  return x;
}

function runOf(r: () => number, scenario: Scenario, sigmaRun: number, round: boolean): Float64Array {
  const offset = Math.exp(sigmaRun * normal(r)) * (r() < 1 / 15 ? 1.3 : 1);
  const out = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i++) {
    const v = shift(scenario, operation(r)) * offset;
    out[i] = round ? Math.round(v / MS) * MS : v;
  }
  return out;
}

function measurements(side: 'base' | 'head', runs: Float64Array[]): Measurement[] {
  return runs.map((values, i) => ({
    benchmark: 'bench',
    unit: 'ns',
    lowerIsBetter: true,
    run: String(i + 1),
    data: { kind: 'per-op', values },
    source: { file: `${side}.sim` },
  }));
}

function compareAt(base: Float64Array[], head: Float64Array[], n: number, settings: Settings): Comparison {
  const suite = buildSuite({
    base: [{ format: 'sim', measurements: measurements('base', base.slice(0, n)), warnings: [] }],
    head: [{ format: 'sim', measurements: measurements('head', head.slice(0, n)), warnings: [] }],
  });
  return compareSuite(suite.benchmarks, settings);
}

/** The gate under another fail-on, on the same comparison. */
const decideAs = (c: Comparison, failOn: FailOn): Decision => decide({ ...c, settings: { ...c.settings, failOn } });

interface Tally {
  fail: number;
  neutral: number;
  runs: number;
  failSticky: number;
  cap: number;
  /** Trials and fails by thirds of σ_run: [0.03, 0.053), [0.053, 0.077), [0.077, 0.10]. */
  byNoise: Array<{ trials: number; fail: number }>;
}
const tally = (): Tally => ({
  fail: 0,
  neutral: 0,
  runs: 0,
  failSticky: 0,
  cap: 0,
  byNoise: [0, 1, 2].map(() => ({ trials: 0, fail: 0 })),
});
const noiseThird = (sigmaRun: number) => Math.min(2, Math.floor((sigmaRun - 0.03) / (0.07 / 3)));

const FIXED = [6, 10, 30] as const;
const FAIL_ONS: FailOn[] = ['auto', 'any'];
/** `auto` stops for no change on the 95 % interval (the default); `auto (no-change at α_k)` only on the look's own interval. */
const AUTOS = { auto: 'nominal', 'auto (no-change at α_k)': 'look' } as const;
const POLICIES = [...Object.keys(AUTOS), ...FIXED.map((n) => `fixed ${n}`)];

function cell(scenario: Scenario, round: boolean, seed: number): Record<FailOn, Record<string, Tally>> {
  const settings = defaultSettings();
  const plans = Object.entries(AUTOS).map(([policy, noChange]) => ({ policy, plan: planLooks(settings, { maxRuns: MAX_RUNS, noChange }) }));
  const plan = plans[0].plan; // the looks and their levels are the same for both
  const out = Object.fromEntries(FAIL_ONS.map((f) => [f, Object.fromEntries(POLICIES.map((p) => [p, tally()]))])) as Record<
    FailOn,
    Record<string, Tally>
  >;
  const r = mulberry32(seed);
  for (let t = 0; t < TRIALS; t++) {
    const sigmaRun = 0.03 + 0.07 * r();
    const base = Array.from({ length: MAX_RUNS }, () => runOf(r, 'A/A', sigmaRun, round));
    const head = Array.from({ length: MAX_RUNS }, () => runOf(r, scenario, sigmaRun, round));
    const looks = new Map<number, Comparison>();
    const atLook = (look: number) => {
      if (!looks.has(look)) looks.set(look, compareAt(base, head, plan.looks[look], lookSettings(settings, look, plan)));
      return looks.get(look)!;
    };
    const fixed = FIXED.map((n) => compareAt(base, head, n, settings));
    for (const failOn of FAIL_ONS) {
      FIXED.forEach((n, i) => {
        const d = decideAs(fixed[i], failOn);
        const c = out[failOn][`fixed ${n}`];
        c.runs += n;
        if (d.status === 'fail') {
          c.fail++;
          c.failSticky++;
        }
        if (d.status === 'neutral') c.neutral++;
        c.byNoise[noiseThird(sigmaRun)].trials++;
        if (d.status === 'fail') c.byNoise[noiseThird(sigmaRun)].fail++;
      });
      for (const { policy, plan } of plans) {
        const a = out[failOn][policy];
        let everFailed = false;
        for (let look = 0; ; look++) {
          const d = decideAs(atLook(look), failOn);
          everFailed ||= d.status === 'fail';
          const step = nextStep(d, look, plan);
          if (!step.stop) continue;
          a.runs += plan.looks[look];
          if (d.status === 'fail') a.fail++;
          if (d.status === 'neutral') a.neutral++;
          a.byNoise[noiseThird(sigmaRun)].trials++;
          if (d.status === 'fail') a.byNoise[noiseThird(sigmaRun)].fail++;
          if (everFailed) a.failSticky++;
          if (step.why === 'cap') a.cap++;
          break;
        }
      }
    }
  }
  return out;
}

const pct = (k: number, of = TRIALS) => `${((100 * k) / of).toFixed(1)}`;

const started = Date.now();
const plan = planLooks(defaultSettings(), { maxRuns: MAX_RUNS });
console.log(
  `${TRIALS} trials per row, ${SAMPLES} ops/run; auto: looks ${plan.looks.join('/')} runs/side, α_k = q_k = ${plan.alphas[0].toFixed(4)} (Pocock, overall 0.05)`,
);
console.log('cells: fail % / neutral % (A/A fail = false alarm, goal ≤ 1 %; shifts: fail = detected, goal ≥ 95 % under auto)');
console.log('auto: + sticky fail % (any look failed), mean runs/side, % stopped at the cap; auto(α_k): no-change judged at α_k only');
console.log('by σ_run: auto fail % for σ_run in 3–5.3 / 5.3–7.7 / 7.7–10 %');
console.log('');
console.log('| scenario | 1 ms | fail-on | auto | auto(α_k) | fixed 6 | fixed 10 | fixed 30 | auto by σ_run |');
console.log('|---|---|---|---|---|---|---|---|---|');
const SCENARIOS: Scenario[] = ['A/A', 'p99 +50% tail', 'p50 +10%'];
const [AUTO, STRICT] = Object.keys(AUTOS);
let seed = 1;
for (const round of [false, true]) {
  for (const scenario of SCENARIOS) {
    const res = cell(scenario, round, seed++);
    for (const failOn of FAIL_ONS) {
      const t = res[failOn];
      const fn = (c: Tally) => `${pct(c.fail)} / ${pct(c.neutral)}`;
      const auto = (c: Tally) => `${fn(c)}, ${pct(c.failSticky)}, ${(c.runs / TRIALS).toFixed(1)}, ${pct(c.cap)}`;
      const byNoise = t[AUTO].byNoise.map((b) => (b.trials ? pct(b.fail, b.trials) : '—')).join(' / ');
      console.log(
        `| ${scenario} | ${round ? 'yes' : 'no'} | ${failOn} | ${auto(t[AUTO])} | ${fn(t[STRICT])}, ${(t[STRICT].runs / TRIALS).toFixed(1)} | ${FIXED.map((n) => fn(t[`fixed ${n}`])).join(' | ')} | ${byNoise} |`,
      );
    }
  }
}
console.error(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
