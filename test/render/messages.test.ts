/**
 * The message registries: every sentence the review says, pinned word for word from its id and
 * params (the stages that produce messages are tested on ids and params only), every message a
 * real review produces worded by a template whose declared params it satisfies, and untrusted
 * params checked before anything is worded.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message, type Message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import { ASK_IDS, joinedText, MESSAGE_IDS, messageProblem, messageText } from '../../src/render/messages/index.js';
import type { Report } from '../../src/review/index.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reviewFiles, reviewOf } from '../review/review-of.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every sentence of compare/, review/ and the asks, from representative params. */
const SENTENCES: Array<[Message, string]> = [
  [
    message('compare.threshold-raised', { threshold: 0.4 }),
    'Threshold raised to 40.0%: two bucket widths of the histogram (changes smaller than that are binning).',
  ],
  [
    message('compare.resolution-raised', { resolution: 1e6, threshold: 1 / 3, raised: true, censored: 1 }),
    'Threshold raised to 33.3%: the tool prints these values in steps of 1 ms, one step at the compared values (smaller changes are rounding). 1 run at or below 1 ms counted as 1 ms (the true value lies between 0 and 1 ms).',
  ],
  // The resolution notes of one tool and step, said once (render/grouping.ts).
  [
    message('compare.resolution-grouped', {
      tool: 'autocannon',
      resolution: 1e6,
      metrics: ['min', 'p25', 'p90'],
      low: 0.071,
      high: 1 / 3,
      censored: 12,
    }),
    "autocannon prints these values in steps of 1 ms; thresholds of min, p25 and p90 raised to 7.1%–33.3%, one step at the compared values (smaller changes are rounding); 12 values (a run's metric each) at or below 1 ms counted as 1 ms (the true value lies between 0 and 1 ms).",
  ],
  [
    message('compare.resolution-grouped', { tool: 'cassandra-stress', resolution: 1e5, metrics: [], low: null, high: null, censored: 1 }),
    "cassandra-stress prints these values in steps of 100 µs; 1 value (a run's metric each) at or below 100 µs counted as 100 µs (the true value lies between 0 and 100 µs).",
  ],
  [
    message('compare.not-estimable', { reason: 'too-few-samples', samples: 3000, metric: 'p99.9', needs: 3688 }),
    'Not estimable: 3,000 samples in a run; a 95% interval for p99.9 needs ≥ 3,688.',
  ],
  [message('compare.not-estimable', { reason: 'not-reported' }), 'Not estimable: not reported by the tool.'],
  [message('compare.not-estimable', { reason: 'percentile-not-printed' }), 'Not estimable: the tool did not print this percentile.'],
  [message('compare.not-estimable', { reason: 'no-value' }), 'Not estimable: no value on one side.'],
  [message('compare.non-positive'), 'Values of zero or below cannot be compared as ratios.'],
  [message('compare.within-run'), 'Within-run only — run-to-run noise not measured.'],
  [message('compare.within-run-too-few-samples', { metric: 'p99' }), 'A one-run interval for p99 needs more samples per run.'],
  [
    message('compare.one-run-no-interval', { needs: 4 }),
    'One run per side: no interval for this metric; run the benchmark ≥ 4 times per side.',
  ],
  [
    message('compare.too-few-runs', { base: 1, head: 3, alpha: 0.05, needs: 4 }),
    '1 run vs 3 runs: no difference can be shown at α = 0.05 (needs ≥ 4 runs per side).',
  ],
  [
    message('compare.geomean-zero', { base: 4, head: 3 }),
    'no geometric mean of base or head: 4 benchmarks of base and 3 of head at 0 or below',
  ],
  [message('compare.geomean-zero', { base: 0, head: 1 }), 'no geometric mean of head: 1 benchmark at 0 or below'],
  [message('compare.geomean-no-ratio', { count: 1 }), 'no change: 1 benchmark goes from or to 0'],
  [message('compare.geomean-left-out', { count: 2 }), '2 benchmarks measured on one side only left out'],
  [
    message('review.not-confirmed', { family: 10, adjustedP: 0.2597402597402597 }),
    'Not confirmed after Benjamini–Hochberg across 10 gated metrics (adjusted p = 0.26).',
  ],
  [
    message('review.fcr-interval', { level: 0.9875 }),
    'Interval at the FCR-adjusted level: 99%, widened for the gated metrics Benjamini–Hochberg confirmed.',
  ],
  [message('review.runs-needed', { runs: 10 }), 'About 10 runs per side would resolve it.'],
  // Issue 25 item 8: past the cap of the run that measured it, no number of runs no run would reach.
  [message('review.runs-needed', { runs: 10, cap: 30 }), 'About 10 runs per side would resolve it.'],
  [
    message('review.runs-needed', { runs: 4896, cap: 30 }),
    "Within this runner's noise: more runs than the cap of 30 per side (max-runs) would be needed to resolve it.",
  ],
  [
    message('review.per-run-aggregates', { unit: 'ns' }),
    'These are per-run aggregates (ns per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.',
  ],
  [message('review.summary-only'), 'Only a summary (mean ± sd) is available: the distribution and its tail are unknown.'],
  [
    message('review.one-run-per-side'),
    'One run per side: within-run only — run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured.',
  ],
  [
    message('review.p999-not-well-resolved', { samples: 5000, side: 'base', fromTop: 6 }),
    'p99.9 from 5,000 samples (base) is about the 6th-largest value: not well-resolved (≥ 10,000 samples per run for a stable estimate), so it does not gate.',
  ],
  [message('review.closed-loop'), 'Closed-loop load generator: tail percentiles under-state stalls (coordinated omission).'],
  // Methodology §7.4: p99.99 of 22,000 samples is the 3rd-largest value.
  [
    message('review.rests-on-largest', { metric: 'p99.99', samples: 22000, fromTop: 3 }),
    'p99.99 from 22,000 samples rests on the 3 largest samples: shown without a verdict.',
  ],
  [
    message('review.rests-on-largest', { metric: 'p99', samples: 50, fromTop: 1, pooled: true }),
    'p99 from 50 runs rests on the largest run: shown without a verdict.',
  ],
  [
    message('review.load-unpaired', { benchmark: 'WRITE', load: 'threads=200', side: 'base' }),
    '"WRITE" has a load point (threads=200) on base only, and head has "WRITE" without one: they are not compared. Give the load on both sides (for cassandra-stress, paste the "Running … with N threads" line with each block) or on neither.',
  ],
  [
    message('review.throughput-beside-latency', { load: 'rate=2000' }),
    'Not gated under fail-on auto: this benchmark at the load point rate=2000 has latency percentiles, which gate instead (fail-on any gates throughput too).',
  ],
  [
    message('review.throughput-beside-latency', { load: null }),
    'Not gated under fail-on auto: this benchmark has latency percentiles, which gate instead (fail-on any gates throughput too).',
  ],
  [
    message('review.tail-not-judged', { count: 1, total: 3 }),
    'Tail latency could not be judged for 1 benchmark: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.',
  ],
  [
    message('review.tail-not-judged', { count: 2, total: 2 }),
    'Tail latency could not be judged for any benchmark: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.',
  ],
  [message('review.neutral'), 'No gated metric could be judged, so the check is neutral, not green.'],
  // Issue 26 item 6: under undecided: fail, every sentence that would call the check neutral says it fails.
  [
    message('review.neutral', { undecidedFails: true }),
    'No gated metric could be judged, so the gate is undecided, which fails the check (undecided: fail).',
  ],
  [
    message('review.unconfirmed', { benchmark: 'svc', metric: 'p99', ratio: 1.3, threshold: 0.15, runs: 7, undecidedFails: true }),
    'svc p99 is +30.0%, beyond its 15% threshold, but not a confirmed regression: about 7 runs per side would likely decide it. The gate is undecided, which fails the check (undecided: fail).',
  ],
  // Issue 26 item 2: in a failing review, a metric not confirmed does not call the check neutral.
  [
    message('review.unconfirmed', { benchmark: 'svc', metric: 'p99', ratio: 1.3, threshold: 0.15, runs: 7, neutral: false }),
    'svc p99 is +30.0%, beyond its 15% threshold, but not a confirmed regression: about 7 runs per side would likely decide it.',
  ],
  // Issue 26 item 4: a max standing in for a tail quantile that could not be estimated.
  [
    message('review.unconfirmed', { benchmark: 'api/x', metric: 'max', ratio: 2.96, threshold: 0.25, standInFor: 'p99', neutral: true }),
    'api/x max is +196%, beyond its 25% threshold, while its gated p99 cannot be estimated: the tail may have regressed unseen. The check is neutral, not green.',
  ],
  [
    message('review.tail-stand-in', { tail: 'p99' }),
    'Stands in for p99, which cannot be estimated here: regressed beyond its threshold, it keeps the check from green (it does not fail it).',
  ],
  [
    message('review.headline.unconfirmed', {
      benchmark: 'api/x',
      metric: 'max',
      ratio: 2.96,
      ciLow: 2.8,
      ciHigh: 3.1,
      threshold: 0.25,
      constant: null,
      base: 149,
      head: 440,
      runs: null,
      more: 1,
      standInFor: 'p99',
      undecidedFails: true,
    }),
    'Not confirmed, so the check fails (undecided: fail): api/x max is worse +196% (CI +180% … +210%; threshold 25%) while its gated p99 cannot be estimated (and 1 more metric). Longer runs would let the tail be judged.',
  ],
  [
    message('review.machine-differs', { field: 'cpuModel', base: 'EPYC 7763', head: 'Xeon 8375C' }),
    'CPU model: base EPYC 7763, head Xeon 8375C',
  ],
  [
    message('review.headline.regressed', {
      benchmark: 'GET /checkout',
      metric: 'p99',
      ratio: 1.421,
      confidence: 0.99,
      ciLow: 1.376,
      ciHigh: 1.474,
      threshold: 0.15,
      more: 2,
      reportedOnly: true,
    }),
    'GET /checkout p99 regressed +42.1% (99% CI +37.6% … +47.4%; threshold 15%) (and 2 more benchmarks) — reported only (fail-on: never).',
  ],
  [
    message('review.headline.regressed', {
      benchmark: 'a',
      metric: 'mean',
      ratio: 1.09,
      confidence: null,
      ciLow: 1.04,
      ciHigh: 1.14,
      threshold: 0.03,
      more: 1,
      reportedOnly: false,
    }),
    'a mean regressed +9.0% (95% CI +4.0% … +14.0%; threshold 3%) (and 1 more benchmark).',
  ],
  [
    message('review.headline.within-run', {
      failOnAny: false,
      benchmark: 'single',
      metric: 'p99',
      worse: true,
      ratio: 2.5,
      ciLow: 2.4,
      ciHigh: 2.6,
    }),
    'single p99 regressed +150% (×2.5) (within-run CI +140% … +160%) — on one run per side, so differences between processes are not measured. It cannot gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate: the check is neutral.',
  ],
  [
    message('review.headline.within-run', {
      failOnAny: true,
      benchmark: 'GET /',
      metric: 'p50',
      worse: true,
      ratio: 222,
      ciLow: null,
      ciHigh: null,
      evidence: 'one-run-aggregates',
      runs: 1,
      allowance: 0.5,
      calibrated: false,
      more: 1,
    }),
    'GET / p50 regressed +22100% (×222), beyond the ±50% two processes of the same code differ by — on one run per side, its printed aggregates only, so differences between processes are not measured. 1 more benchmark changed beyond it. It cannot gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate: the check is neutral.',
  ],
  [
    message('review.headline.within-run', {
      failOnAny: true,
      benchmark: 'BM_Map',
      metric: 'mean',
      worse: false,
      ratio: 0.4,
      ciLow: 0.38,
      ciHigh: 0.42,
      evidence: 'in-process',
      runs: 10,
      allowance: 0.2,
      calibrated: true,
      more: 0,
    }),
    'BM_Map mean improved −60.0% (÷2.5) (within-run CI −62.0% … −58.0%), beyond the ±20% two processes of the same code differ by — on 10 repetitions in one process per side, so differences between processes are not measured.',
  ],
  [
    message('review.headline.one-process-quiet', { count: 9, evidence: 'in-process', runs: 10, needs: 4 }),
    'No change beyond what two processes of the same code differ by, in 9 benchmarks on 10 repetitions in one process per side: differences between processes are not measured, so the check is neutral, not green. Run each side as 4 or more separate processes (bench-review run) to gate.',
  ],
  [
    message('review.headline.one-process-quiet', { count: 1, evidence: null, runs: 1, needs: 4 }),
    'No change beyond what two processes of the same code differ by, in the benchmark on one run or one process per side: differences between processes are not measured, so the check is neutral, not green. Run each side as 4 or more separate processes (bench-review run) to gate.',
  ],
  [
    message('review.within-allowance', { ratio: 1.3, allowance: 0.5, source: 'default', kind: 'centre' }),
    "+30.0% is within what two processes of the same code differ by here (±50%, bench-review's default for centre metrics, measured on real A/A pairs of one process per side): not a regression or an improvement.",
  ],
  [
    message('review.within-allowance', { ratio: 0.9, allowance: 0.12, source: 'calibrated', kind: 'tail' }),
    '−10.0% is within what two processes of the same code differ by here (±12%, the calibrated noise floor): not a regression or an improvement.',
  ],
  [
    message('review.headline.not-judged', { failOnAny: true, anyTail: false }),
    'No gated metric could be judged: the results carry no per-operation tail (only per-run means or summaries).',
  ],
  [
    message('review.headline.not-judged', { failOnAny: false, anyTail: true }),
    'Tail latency could not be judged: too few runs or samples for any gated metric.',
  ],
  [
    message('review.headline.no-regression', { benchmarks: 3, judged: 5, gated: 6, improved: 1, inconclusive: 1 }),
    'No tail regression shown across 3 benchmarks (5 of 6 gated metrics judged; 1 benchmark improved; 1 inconclusive).',
  ],
  [
    message('review.headline.no-regression', { benchmarks: 1, judged: 1, gated: 1, improved: 0, inconclusive: 0 }),
    'No tail regression shown across 1 benchmark (1 of 1 gated metric judged).',
  ],
  // What every headline may carry: the machines first, what was gated (under auto) last.
  [
    message('review.headline.no-regression', {
      benchmarks: 2,
      judged: 2,
      gated: 2,
      improved: 0,
      inconclusive: 0,
      gatedTail: 0,
      gatedMean: 2,
      gatedMedian: 0,
      machines: [],
      machinesAllowed: false,
    }),
    'No regression shown across 2 benchmarks (2 of 2 gated metrics judged). Gated on per-run means: the results carry no per-operation samples.',
  ],
  [
    message('review.headline.no-regression', {
      benchmarks: 3,
      judged: 3,
      gated: 3,
      improved: 0,
      inconclusive: 0,
      gatedTail: 1,
      gatedMean: 1,
      gatedMedian: 1,
      machines: ['cpuModel', 'host'],
      machinesAllowed: false,
    }),
    'Base and head ran on different machines (CPU model, host differ): the numbers are not comparable and the check is neutral. No tail regression shown across 3 benchmarks (3 of 3 gated metrics judged). Gated on tail quantiles for 1 benchmark, per-run means for 1 benchmark, medians for 1 benchmark.',
  ],
  [
    message('review.headline.not-judged', {
      failOnAny: true,
      anyTail: true,
      gatedTail: 2,
      gatedMean: 0,
      gatedMedian: 0,
      machines: ['logicalCpus'],
      machinesAllowed: true,
    }),
    'Base and head ran on different machines (logical CPUs differs; treated as equivalent by --allow-different-machines). No gated metric could be judged: too few runs or samples for any gated metric. Gated on tail quantiles.',
  ],
  [
    message('review.headline.regressed', {
      benchmark: 'BenchmarkParse (allocs/op)',
      metric: 'mean',
      ratio: null,
      confidence: null,
      ciLow: null,
      ciHigh: null,
      threshold: 0.05,
      more: 0,
      reportedOnly: false,
      constant: 'from-zero',
      base: 0,
      head: 16,
      gatedMedian: 1,
      gatedTail: 0,
      gatedMean: 0,
    }),
    'BenchmarkParse (allocs/op) mean regressed 0 → 16 (every run on each side; threshold 5%). Gated on medians: too few samples (or runs of one operation) for an interval of any tail quantile.',
  ],
  [
    message('review.headline.unconfirmed', {
      benchmark: 'svc',
      metric: 'p99',
      ratio: 4.5,
      ciLow: 1.39,
      ciHigh: 8.14,
      threshold: 0.15,
      constant: null,
      base: 1,
      head: 4.5,
      runs: 9,
      more: 2,
    }),
    'Not confirmed, so not green: svc p99 looks worse +350% (CI +39.0% … +714%; threshold 15%) (and 2 more gated metrics); about 9 runs per side would likely decide it.',
  ],
  [
    message('review.headline.unconfirmed', {
      benchmark: 'x',
      metric: 'mean',
      ratio: null,
      ciLow: null,
      ciHigh: null,
      threshold: 0.05,
      constant: 'from-zero',
      base: 0,
      head: 1024,
      runs: 4,
      more: 0,
    }),
    'Not confirmed, so not green: x mean looks worse 0 → 1,024 (no interval; threshold 5%); about 4 runs per side would likely decide it.',
  ],
  [
    message('review.headline.unconfirmed', {
      benchmark: 'svc',
      metric: 'p99',
      ratio: 1.16,
      ciLow: 0.98,
      ciHigh: 1.31,
      threshold: 0.15,
      constant: null,
      base: 1,
      head: 1.16,
      runs: 4896,
      cap: 30,
      more: 0,
    }),
    "Not confirmed, so not green: svc p99 looks worse +16.0% (CI −2.0% … +31.0%; threshold 15%); within this runner's noise: more runs than the cap of 30 per side (max-runs) would be needed to decide it.",
  ],
  [
    message('review.headline.unconfirmed', {
      benchmark: 'svc',
      metric: 'p99',
      ratio: 1.3,
      ciLow: 0.98,
      ciHigh: 1.6,
      threshold: 0.15,
      constant: null,
      base: 1,
      head: 1.3,
      runs: 9,
      more: 0,
      capacitySweep: 'GET /api',
      capacitySlo: 'p99<50ms',
      capacityParam: 'rate',
      capacityBase: 925,
      capacityHead: 1420,
      capacityRatio: 1420 / 925,
      capacityVerdict: 'improvement',
      capacityMore: 0,
    }),
    'Not confirmed, so not green: svc p99 looks worse +30.0% (CI −2.0% … +60.0%; threshold 15%); about 9 runs per side would likely decide it. GET /api: capacity within p99 < 50 ms rose 925 → 1,420 req/s (+53.5%).',
  ],
  // Issue 25 item 7: a capacity compared under the SLO leads the headline (after a failure or "not confirmed").
  [
    message('review.headline.not-judged', {
      failOnAny: false,
      anyTail: false,
      capacitySweep: 'GET /api',
      capacitySlo: 'p99<50ms',
      capacityParam: 'rate',
      capacityBase: 925,
      capacityHead: 1420,
      capacityRatio: 1420 / 925,
      capacityVerdict: 'improvement',
      capacityMore: 0,
    }),
    'GET /api: capacity within p99 < 50 ms rose 925 → 1,420 req/s (+53.5%). Tail latency could not be judged: the results carry no per-operation tail (only per-run means or summaries).',
  ],
  [
    message('review.headline.no-regression', {
      benchmarks: 8,
      judged: 8,
      gated: 8,
      improved: 0,
      inconclusive: 0,
      capacitySweep: 'GET /api',
      capacitySlo: 'p99<50ms',
      capacityParam: 'connections',
      capacityBase: 7900,
      capacityHead: 7950,
      capacityRatio: 7950 / 7900,
      capacityVerdict: 'no-change',
      capacityMore: 1,
    }),
    'GET /api: capacity within p99 < 50 ms unchanged, 7,900 → 7,950 req/s (+0.6%) (and 1 more sweep compared). No tail regression shown across 8 benchmarks (8 of 8 gated metrics judged).',
  ],
  [
    message('review.headline.regressed', {
      benchmark: 'GET /api at rate=500',
      metric: 'p99',
      ratio: 1.3,
      confidence: 0.95,
      ciLow: 1.2,
      ciHigh: 1.4,
      threshold: 0.15,
      more: 0,
      reportedOnly: false,
      capacitySweep: 'GET /api',
      capacitySlo: 'p99<50ms',
      capacityParam: 'rate',
      capacityBase: 900,
      capacityHead: null,
      capacityRatio: null,
      capacityVerdict: 'inconclusive',
      capacityMore: 0,
      capacityMixed: true,
    }),
    'GET /api at rate=500 p99 regressed +30.0% (95% CI +20.0% … +40.0%; threshold 15%). GET /api: capacity within p99 < 50 ms not decided (better at some loads, worse at others), 900 req/s → no load point within it.',
  ],
  // Issue 26 item 5: a headline about one of the sweep's own load points leads with the sweep's capacity, even "not confirmed".
  [
    message('review.headline.unconfirmed', {
      benchmark: 'GET /api/items (latency) at connections=4',
      metric: 'p90',
      ratio: 1.733,
      ciLow: 1,
      ciHigh: 2.83,
      threshold: 0.1,
      constant: null,
      base: 19e6,
      head: 28e6,
      runs: 8,
      more: 2,
      capacitySweep: 'GET /api/items',
      capacitySlo: 'p99<100ms',
      capacityParam: 'connections',
      capacityBase: 246.1,
      capacityHead: 195.1,
      capacityRatio: 195.1 / 246.1,
      capacityVerdict: 'inconclusive',
      capacityMore: 0,
      capacityFirst: true,
    }),
    'GET /api/items: capacity within p99 < 100 ms not decided (the SLO is undecided at a load point that would decide it), 246 → 195 req/s (−20.7%). Not confirmed, so not green: GET /api/items (latency) at connections=4 p90 looks worse +73.3% (CI ±0.0% … +183%; threshold 10%) (and 2 more gated metrics); about 8 runs per side would likely decide it.',
  ],
  [
    message('review.within-run-not-gated', { count: 3 }),
    '3 benchmarks rest on one run per side: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.',
  ],
  [
    message('review.within-run-not-gated', { count: 1, inProcess: 1, repetitions: 10 }),
    '1 benchmark rests on 10 or more repetitions in one process per side: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.',
  ],
  [
    message('review.within-run-not-gated', { count: 4, inProcess: 2, repetitions: 5 }),
    '4 benchmarks rest on one run, or repetitions in one process, per side: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.',
  ],
  [
    message('review.unconfirmed', {
      benchmark: 'svc',
      metric: 'p99',
      ratio: 4.5,
      constant: null,
      base: 1,
      head: 4.5,
      threshold: 0.15,
      runs: 9,
    }),
    'svc p99 is +350%, beyond its 15% threshold, but not a confirmed regression: about 9 runs per side would likely decide it. The check is neutral, not green.',
  ],
  [
    message('review.unconfirmed', {
      benchmark: 'svc',
      metric: 'p99',
      ratio: 1.16,
      constant: null,
      base: 1,
      head: 1.16,
      threshold: 0.15,
      runs: 4896,
      cap: 30,
    }),
    "svc p99 is +16.0%, beyond its 15% threshold, but not a confirmed regression: within this runner's noise: more runs than the cap of 30 per side (max-runs) would be needed to decide it. The check is neutral, not green.",
  ],
  [message('review.unconfirmed-more', { count: 4 }), '… and 4 more gated metrics beyond their threshold but not confirmed.'],
  [
    message('review.group.profile', { ecosystem: 'go', example: 'BenchmarkEncode-8' }),
    "These benchmarks regressed (by how much is in the table above). Could you attach a profile of head (and base) on each? For example, for the first: go test -run '^$' -bench '^BenchmarkEncode$' -cpuprofile cpu.out && go tool pprof -top cpu.out",
  ],
  [
    message('review.group.runs-vary', { metric: 'p99', low: 2.04, high: 5.3 }),
    'Runs vary 2.0× to 5.3× more in p99 than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
  ],
  [
    message('review.group.runs-vary', { metric: 'mean', low: 3, high: 3 }),
    'Runs vary 3.0× more in mean than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
  ],
  [
    message('review.machines-differ', {
      fields: ['cpuModel', 'physicalCores'],
      base: ['AMD EPYC 7763', '2'],
      head: ['Xeon 8370C', '4'],
      allowed: false,
    }),
    'Base and head ran on different machines (CPU model: base AMD EPYC 7763, head Xeon 8370C; physical cores: base 2, head 4). Numbers from different machines are not comparable, so the check is neutral. If the machines are equivalent, pass --allow-different-machines (action input allow-different-machines: true).',
  ],
  [
    message('review.machines-differ', { fields: ['host'], base: ['kudu-1'], head: ['kudu-2'], allowed: true }),
    'Base and head ran on different machines (host: base kudu-1, head kudu-2). Numbers from different machines are not comparable; they are gated anyway because --allow-different-machines says the machines are equivalent.',
  ],
  // Names the user chose and several variants (render/messages/variants.ts).
  [
    message('names.paired-by-side', { base: './prog_base work', head: './prog_head work', baseTokens: ['base'], headTokens: ['head'] }),
    'Compared "./prog_base work" on base with "./prog_head work" on head as one benchmark, "./prog_head work": the names differ only by "base" → "head" (a rename naming either decides instead)',
  ],
  [
    message('names.rename-unmatched', { from: 'GET /old', to: 'GET /new', alreadyNew: false }),
    'Rename "GET /old" → "GET /new": base has no benchmark "GET /old"; the mapping renames nothing here',
  ],
  [
    message('names.rename-unmatched', { from: 'GET /old', to: 'GET /new', alreadyNew: true }),
    'Rename "GET /old" → "GET /new": base has no benchmark "GET /old", and already has "GET /new" (renamed before this change?); the mapping renames nothing here',
  ],
  [
    message('variants.headline', {
      reference: 'main',
      names: ['batching', 'rerun', 'pool'],
      regressions: [2, 0, 0],
      improvements: [1, 0, 3],
      statuses: ['fail', 'neutral', 'pass'],
    }),
    '3 variants against the reference "main" — "batching": 2 benchmarks regressed, 1 improved; "rerun": no regression (not judged or not confirmed); "pool": no regression, 3 improved.',
  ],
  [
    message('variants.family', { variants: 2, metrics: 24, q: 0.05 }),
    'Benjamini–Hochberg at q = 0.05 over the gated metrics of every variant together (24 across 2 comparisons): a regression is confirmed only if it stands among all of them.',
  ],
  [
    message('variants.unconfirmed', {
      variant: 'slow',
      benchmark: 'x',
      metric: 'mean',
      ciLow: 1.061,
      ciHigh: 1.102,
      threshold: 0.05,
      family: 6,
    }),
    '"slow": x mean is +6.1% … +10.2%, wholly beyond its 5% threshold, but not a confirmed regression among the 6 gated metrics of every variant together. The check is neutral, not green.',
  ],
];

const ASK_SENTENCES: Array<[Message, string]> = [
  [
    message('percentiles.means-only', { total: 3, names: ['a', 'b'], count: 2, perRun: true, units: ['ns'], ecosystem: 'go' }),
    '2 of the 3 benchmarks report only per-run means (ns) ("a" and "b"). A mean can improve by 10% while p90 triples, so tail latency could not be judged. Could you record per-operation latency so percentiles can be compared? For example, in Go, time each operation inside the benchmark loop into an HdrHistogram (or write the raw durations as benchmark,run,value rows).',
  ],
  [
    message('percentiles.means-only', {
      total: 5,
      names: ['a', 'b', 'c', 'd'],
      count: 5,
      perRun: false,
      units: ['ns'],
      ecosystem: 'unknown',
    }),
    'All of the 5 benchmarks report only summaries (mean ± sd) ("a", "b", "c" and 2 more). A mean can improve by 10% while p90 triples, so tail latency could not be judged. Could you record per-operation latency so percentiles can be compared? For example, write one row per operation (benchmark,run,value[,unit]) or an HdrHistogram log per run.',
  ],
  [
    message('profile.tail-regressed', { benchmark: 'BenchmarkGet-8', metric: 'p99', ratio: 1.4, ciLow: 1.3, ciHigh: 1.5, ecosystem: 'go' }),
    `p99 of "BenchmarkGet-8" got worse +40.0% (CI +30.0% … +50.0%). Could you attach a profile of head (and base) on this benchmark? For example: go test -run '^$' -bench '^BenchmarkGet$' -cpuprofile cpu.out && go tool pprof -top cpu.out`,
  ],
  [
    message('profile.profiled', {
      benchmark: 'GET /x',
      metric: 'p99',
      ratio: 1.4,
      ciLow: 1.3,
      ciHigh: 1.5,
      ecosystem: 'load',
      uploaded: false,
      problem: null,
      failedSides: ['head'],
      failedExits: ['exit 3'],
    }),
    'p99 of "GET /x" got worse +40.0% (CI +30.0% … +50.0%). bench-review profiled base and head on this benchmark with profile-command. They could not be uploaded as a workflow artifact (no artifact service); the step log says where they were written. The profile command failed for head: exit 3. Could you compare the two profiles and explain where head spends the extra time?',
  ],
  [
    message('distribution.stretched', {
      better: 'min',
      betterRatio: 0.9,
      worse: 'p99',
      worseRatio: 1.3,
      multimodalSide: null,
      mValue: null,
    }),
    'min improved −10.0% while p99 got worse +30.0%: the distribution stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?',
  ],
  [
    message('distribution.fixed-cost', { better: 'p99', betterRatio: 0.8, worse: 'p50', worseRatio: 1.2 }),
    'p99 improved −20.0% but p50 got worse +20.0%: the typical operation got slower while the slowest got faster. Is a fixed cost added to every operation?',
  ],
  [
    // The minimum (estimable) and the median both worse: the follow-up is the fixed cost.
    message('distribution.fixed-cost', { worse: 'min', worseRatio: 1.86, alsoWorse: 'p50', alsoWorseRatio: 1.08 }),
    'min got worse +86.0% and p50 +8.0%: the fastest and the typical operations got slower. Is a fixed cost added to every operation?',
  ],
  [
    message('distribution.fixed-cost', {
      better: 'p99',
      betterRatio: 0.8,
      worse: 'min',
      worseRatio: 1.86,
      alsoWorse: 'p50',
      alsoWorseRatio: 1.08,
    }),
    'p99 improved −20.0% but min got worse +86.0% and p50 +8.0%: the fastest and the typical operations got slower while the slowest got faster. Is a fixed cost added to every operation?',
  ],
  [
    // The minimum worse while the median improved: which fast path changed, not a fixed cost.
    message('distribution.fast-path', { minRatio: 1.86, p50Ratio: 0.934, p50Improved: true, better: 'p99', betterRatio: 0.8 }),
    'min got worse +86.0% while p50 improved −6.6% and p99 improved −20.0%: the fastest operations got slower while the typical one got faster. Which fast path changed (a cache hit, an early return, a step now taken on every call)?',
  ],
  [
    message('distribution.fast-path', {
      minRatio: 1.5,
      minRatioMax: 1.86,
      p50Ratio: 1.01,
      p50Improved: false,
      names: ['a', 'b'],
      count: 2,
    }),
    '"a" and "b": min got worse +50.0% to +86.0% while p50 did not change (+1.0%): the fastest operations got slower, the typical one did not. Which fast path changed (a cache hit, an early return, a step now taken on every call)?',
  ],
  [
    // Said once for several benchmarks with the same finding: their numbers as ranges.
    message('distribution.stretched', {
      better: 'p50',
      betterRatio: 0.8,
      betterRatioMax: 0.9,
      worse: 'p99',
      worseRatio: 1.3,
      worseRatioMax: 1.6,
      names: ['a', 'b'],
      count: 2,
    }),
    '"a" and "b": p50 improved −20.0% to −10.0% while p99 got worse +30.0% to +60.0%: the distributions stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?',
  ],
  [
    message('distribution.multimodal', { multimodalSide: 'head', mValue: 3.3, mValueMax: 4.56, names: ['a', 'b', 'c'], count: 3 }),
    '"a", "b" and "c": The head distributions look multimodal (m-value 3.3 to 4.6): p90/p99 can jump between modes with small mixture changes. Do you know which path the slow mode is?',
  ],
  [
    message('distribution.shape-changed', { d: 0.21, dMax: 0.35, names: ['a', 'b'], count: 2 }),
    '"a" and "b": The shape of the distributions changed (Kolmogorov–Smirnov D = 0.21 to 0.35 on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected?',
  ],
  [
    // Printed values of one run: no interval, so none is worded.
    message('profile.tail-regressed', { benchmark: 'GET /', metric: 'p90', ratio: 41.4, ciLow: null, ciHigh: null, ecosystem: 'load' }),
    `p90 of "GET /" got worse +4040%. Could you attach a profile of head (and base) on this benchmark? For example: perf record -g -p <server pid> (or the server's own profiler: pprof, async-profiler, --cpu-prof) while the load runs`,
  ],
  [
    message('distribution.shape-changed', { d: 0.234, multimodalSide: 'head', mValue: 4.56 }),
    'The shape of the distribution changed (Kolmogorov–Smirnov D = 0.23 on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected? The head distribution looks multimodal (m-value 4.6): p90/p99 can jump between modes with small mixture changes.',
  ],
  [
    message('distribution.multimodal', { multimodalSide: 'base', mValue: 3.3 }),
    'The base distribution looks multimodal (m-value 3.3): p90/p99 can jump between modes with small mixture changes. Do you know which path the slow mode is?',
  ],
  [
    message('sample-size.not-estimable', { metrics: ['p99', 'p99.9'], samples: 100, metric: 'p99', needs: 368 }),
    'p99 and p99.9 cannot be estimated: 100 samples in a run; a 95% interval for p99 needs ≥ 368. Longer runs would let the tail be compared.',
  ],
  [
    message('sample-size.too-few-runs', { base: 3, head: 3, alpha: 0.05, needs: 4, names: ['a', 'b'], count: 2 }),
    '"a" and "b": 3 vs 3 runs cannot show any difference at α = 0.05. Please run at least 4 process-level runs per side (10 recommended).',
  ],
  [
    // Runs of one operation each (hyperfine): the pooled size is runs, and the median was judged.
    message('sample-size.not-estimable', { metrics: ['p99', 'p99.9'], samples: 40, metric: 'p99', needs: 368, pooled: true }),
    'p99 and p99.9 cannot be estimated: 40 runs of one operation each; a 95% interval for p99 needs ≥ 368 runs per side. More runs would let the tail be compared.',
  ],
  [
    message('sample-size.too-few-runs', { base: 40, head: 40, alpha: 0.05, needs: 42, metric: 'p90' }),
    '40 vs 40 runs cannot show a difference in p90 at α = 0.05. Please run at least 42 process-level runs per side.',
  ],
  [
    message('sample-size.one-run', { needs: 4 }),
    'One run per side: run-to-run noise is not measured, so these verdicts cannot gate. Please run at least 4 process-level runs per side (10 recommended), or calibrate noise floors with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
  ],
  [
    message('sample-size.inconclusive', { metric: 'p99', runs: 6, ratio: 1.0905, threshold: 0.05, runsNeeded: 10 }),
    'p99 is inconclusive with 6 runs per side (change 9.1%, threshold 5%); about 10 runs per side would resolve it.',
  ],
  [
    // Every benchmark left inconclusive in one question: the metrics, the runs, the range of runs needed.
    message('sample-size.inconclusive', {
      metric: 'mean',
      metrics: ['mean'],
      runs: 10,
      runsNeeded: 12,
      runsNeededMax: 40,
      names: ['BM_a', 'BM_b', 'BM_c', 'BM_d'],
      count: 9,
    }),
    '"BM_a", "BM_b", "BM_c" and 6 more: mean is inconclusive with 10 runs per side (each change and threshold is in the table); about 12–40 runs per side would resolve them.',
  ],
  [
    message('sample-size.inconclusive', {
      metric: 'p99',
      metrics: ['p99', 'mean'],
      runs: 5,
      runsMax: 10,
      runsNeeded: 12,
      names: ['a', 'b'],
      count: 2,
    }),
    '"a" and "b": p99 and mean are inconclusive with 5–10 runs per side (each change and threshold is in the table); about 12 runs per side would resolve them.',
  ],
  [
    message('sample-size.one-process', { levels: ['in-process'], needs: 4, names: ['BM_a', 'BM_b'], count: 9 }),
    '"BM_a", "BM_b" and 7 more: These verdicts rest on one process per side (the runs are repetitions inside it): how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. ' +
      'Could you run at least 4 process-level runs per side (10 recommended), e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? ' +
      'Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
  ],
  [
    message('sample-size.one-process', { levels: ['one-run'], needs: 4 }),
    'The verdict rests on one run, one process, per side: how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. ' +
      'Could you run at least 4 process-level runs per side (10 recommended), e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? ' +
      'Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
  ],
  [
    message('sample-size.one-process', { levels: ['one-run', 'in-process'], needs: 12, names: ['a', 'b'], count: 2 }),
    '"a" and "b": These verdicts rest on one process per side (one run, or repetitions inside one process): how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. ' +
      'Could you run at least 12 process-level runs per side, e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? ' +
      'Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
  ],
  [
    message('sample-size.not-estimable', {
      metrics: ['p99.9'],
      samples: 1200,
      samplesMax: 2000,
      metric: 'p99.9',
      needs: 3688,
      names: ['a', 'b'],
      count: 2,
    }),
    '"a" and "b": p99.9 cannot be estimated: 1,200–2,000 samples in a run; a 95% interval for p99.9 needs ≥ 3,688. Longer runs would let the tail be compared.',
  ],
  [
    message('sample-size.too-few-runs', { base: 2, baseMax: 3, head: 3, alpha: 0.05, needs: 4, names: ['a', 'b'], count: 2 }),
    '"a" and "b": 2–3 vs 3 runs cannot show any difference at α = 0.05. Please run at least 4 process-level runs per side (10 recommended).',
  ],
  [
    message('variance.runs-vary', { benchmark: 'noisy', ratio: 7.25, metric: 'p50' }),
    'Runs of "noisy" vary 7.3× more in p50 than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
  ],
  [
    message('variance.runs-vary', { metric: 'p50', ratio: 2.1, ratioMax: 7.25, names: ['a', 'b', 'c'], count: 3 }),
    '"a", "b" and "c": Runs vary 2.1× to 7.3× more in p50 than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
  ],
  [
    message('coverage.head-only', { names: ['new'], count: 1 }),
    '"new" exists only on head, so there is nothing to compare against. Could the base run include it too (or is it new in this change)?',
  ],
  [
    message('coverage.base-only', { names: ['a', 'b'], count: 2 }),
    '"a" and "b" ran on base but not on head. If they were removed or renamed on purpose, please say so; otherwise this change may hide a regression there.',
  ],
  [
    // Each tool's own fixed-rate mode first.
    message('coordinated-omission.closed-loop', { names: ['GET /'], count: 1, formats: ['wrk'] }),
    '"GET /" came from a closed-loop load generator (wrk): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. Could you run the same test with wrk2 at a fixed rate, -R <rate> (a rate the server sustains)? wrk2 times each request from its scheduled send, so the tails are trustworthy.',
  ],
  [
    message('coordinated-omission.closed-loop', { names: ['WRITE (latency)'], count: 1, formats: ['cassandra-stress'] }),
    '"WRITE (latency)" came from a closed-loop load generator (cassandra-stress): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. Could you run cassandra-stress at a fixed rate, -rate threads=<n> fixed=<rate>/s (a rate the server sustains)? It then times each operation from its scheduled start, so the tails are trustworthy (throttle=<rate>/s paces the load without doing so).',
  ],
  [
    // One tool has no fixed-rate mode: said so; the two oha formats are one tool.
    message('coordinated-omission.closed-loop', { names: ['SET', 'GET /'], count: 2, formats: ['redis-benchmark', 'oha-json', 'oha-csv'] }),
    '"SET" and "GET /" came from a closed-loop load generator (redis-benchmark, oha-json, oha-csv): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. redis-benchmark has no fixed-rate mode (every client waits for its reply), so no flag makes its tails trustworthy: please read its p99+ as a lower bound, or measure the tail with a load generator that sends at a fixed rate and times each request from its scheduled send. Could you run oha at a fixed rate, -q <rate> --latency-correction? It then times each request from its scheduled send, so the tails are trustworthy.',
  ],
  [
    message('coordinated-omission.closed-loop', { names: ['x'], count: 1, formats: ['custom-json'] }),
    '"x" came from a closed-loop load generator (custom-json): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. Could you measure at a fixed arrival rate (wrk2 -R, vegeta, k6 constant-arrival-rate) so the tails are trustworthy?',
  ],
  [
    message('cpu-info.missing', { sides: ['head'] }),
    'The results do not say which machine produced them for the head side. Could you add the CPU model and the count of physical and logical cores (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?',
  ],
  [
    message('cpu-info.partial', {
      sides: ['base', 'head'],
      baseGiven: ['cpu-model'],
      baseMissing: ['physical-cores', 'logical-cpus'],
      baseCpuModel: 'AMD EPYC 7763 64-Core Processor',
      basePhysicalCores: null,
      baseLogicalCpus: null,
      headGiven: ['cpu-model'],
      headMissing: ['physical-cores', 'logical-cpus'],
      headCpuModel: 'AMD EPYC 7763 64-Core Processor',
      headPhysicalCores: null,
      headLogicalCpus: null,
    }),
    'The results say only part of which machine produced them. Base and head: CPU model given (AMD EPYC 7763 64-Core Processor); physical and logical core counts are not. Could you add the physical and logical core counts (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?',
  ],
  [
    message('cpu-info.partial', {
      sides: ['base', 'head'],
      baseGiven: ['logical-cpus'],
      baseMissing: ['cpu-model', 'physical-cores'],
      baseLogicalCpus: 8,
      headGiven: [],
      headMissing: ['cpu-model', 'physical-cores', 'logical-cpus'],
    }),
    'The results say only part of which machine produced them. Base: logical CPU count given (8); CPU model and physical core count are not. Head: no CPU facts given (CPU model and physical and logical core counts are missing). Could you add the CPU model and the physical and logical core counts (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?',
  ],
  [
    message('cpu-info.partial', {
      sides: ['head'],
      headGiven: ['cpu-model', 'logical-cpus'],
      headMissing: ['physical-cores'],
      headCpuModel: 'Intel Xeon',
      headLogicalCpus: 4,
    }),
    'The results say only part of which machine produced them. Head: CPU model (Intel Xeon) and logical CPU count (4) given; physical core count is not. Could you add the physical core count (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?',
  ],
  [
    // The description gives a core count (whichever): the core part is answered, the CPU model is left.
    message('cpu-info.partial', {
      sides: ['base', 'head'],
      baseGiven: ['physical-cores', 'logical-cpus'],
      baseMissing: ['cpu-model'],
      headGiven: ['physical-cores', 'logical-cpus'],
      headMissing: ['cpu-model'],
      described: ['core-counts'],
    }),
    'The results say only part of which machine produced them (the PR description gives core counts that differ between machines). Base and head: CPU model is not given. Could you add the CPU model (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?',
  ],
  // tool-hazard: the evidence (file, side, field, value) and what to do, per hazard kind.
  [
    message('tool-hazard.debug-build', {
      tool: 'google-benchmark',
      sides: ['base', 'head'],
      files: ['base.json', 'head.json'],
      fileSides: ['base', 'head'],
      lines: [0, 0],
      count: 2,
      fields: ['/context/library_build_type', '/context/library_build_type'],
      values: ['debug', 'debug'],
    }),
    'Google Benchmark reports a debug build of its library on base and head (/context/library_build_type is "debug" in base.json (base), head.json (head)): timings may be affected. Could you build the benchmarks and the Google Benchmark library in Release (cmake -DCMAKE_BUILD_TYPE=Release; a distribution\'s libbenchmark package can be a debug build) and run them again?',
  ],
  [
    message('tool-hazard.debug-build', {
      tool: 'benchmarkdotnet',
      sides: ['head'],
      files: ['r.json'],
      fileSides: ['head'],
      fields: ['/HostEnvironmentInfo/Configuration'],
      lines: [0],
      values: ['DEBUG'],
      count: 1,
    }),
    'BenchmarkDotNet ran a DEBUG build on head (/HostEnvironmentInfo/Configuration is "DEBUG" in r.json (head)): the timings are of unoptimised code that users never run. Could you run the benchmarks from a Release build (dotnet run -c Release) and post the new results?',
  ],
  [
    message('tool-hazard.cpu-scaling', {
      tool: 'google-benchmark',
      sides: ['base', 'head'],
      files: ['out.txt'],
      fileSides: ['both'],
      fields: ['***WARNING***'],
      lines: [5],
      values: ['CPU scaling is enabled, the benchmark real time measurements may be noisy and will incur extra overhead.'],
      count: 1,
    }),
    'Google Benchmark reports CPU frequency scaling enabled on base and head (the warning "CPU scaling is enabled, the benchmark real time measurements may be noisy and will incur extra overhead." in out.txt:5 (base and head)): the clock speed changes under the benchmark, so timings are noisier and can drift between base and head. Could you fix the frequency for the run (sudo cpupower frequency-set -g performance, and turbo off if you can) or use a runner where it is fixed?',
  ],
  [
    message('tool-hazard.load-above-cpus', {
      tool: 'google-benchmark',
      sides: ['base', 'head'],
      files: ['base.json', 'head.json'],
      fileSides: ['base', 'head'],
      lines: [0, 0],
      count: 2,
      fields: ['/context/load_avg/0', '/context/load_avg/0'],
      values: ['28.49', '12.5'],
      cpus: [10, 10],
    }),
    'The machine was busy when Google Benchmark ran on base and head: the 1-minute load average (/context/load_avg/0) was 28.49 on 10 CPUs in base.json (base); the 1-minute load average (/context/load_avg/0) was 12.5 on 10 CPUs in head.json (head). Other work competed with the benchmark for the CPUs. Could you run it on a quieter machine (nothing else running, or a dedicated runner)?',
  ],
  [
    message('tool-hazard.debugger-attached', {
      tool: 'benchmarkdotnet',
      sides: ['base'],
      files: ['r.json'],
      fileSides: ['base'],
      fields: ['/HostEnvironmentInfo/HasAttachedDebugger'],
      lines: [0],
      values: ['true'],
      count: 1,
    }),
    'A debugger was attached while BenchmarkDotNet ran on base (/HostEnvironmentInfo/HasAttachedDebugger is "true" in r.json (base)): timings are not representative. Could you run the benchmarks without a debugger (dotnet run -c Release from a terminal) and post the new results?',
  ],
  [
    message('tool-hazard.jmh-one-fork', {
      tool: 'jmh',
      sides: ['head'],
      files: ['jmh.json'],
      fileSides: ['head'],
      fields: ['forks'],
      lines: [0],
      values: ['1'],
      count: 1,
      benchmarks: ['a.B.c', 'a.B.d'],
      benchmarkCount: 2,
    }),
    'JMH ran "a.B.c" and "a.B.d" in a single fork (forks 1) on head (jmh.json (head)): one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?',
  ],
  [
    message('tool-hazard.jmh-one-fork', {
      tool: 'jmh',
      sides: ['base', 'head'],
      files: ['jmh.json'],
      fileSides: ['both'],
      fields: ['forks'],
      lines: [0],
      values: ['0'],
      count: 1,
      benchmarks: ['a.B.c'],
      benchmarkCount: 1,
    }),
    'JMH ran "a.B.c" without forking (forks 0: inside the harness JVM) on base and head (jmh.json (base and head)): one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?',
  ],
  [
    message('tool-hazard.jmh-no-warmup', {
      tool: 'jmh',
      sides: ['base'],
      files: ['jmh.json'],
      fileSides: ['base'],
      fields: ['warmupIterations'],
      lines: [0],
      values: ['0'],
      count: 1,
      benchmarks: ['a.B.c'],
      benchmarkCount: 1,
    }),
    'JMH ran "a.B.c" without warmup iterations (warmupIterations 0) on base (jmh.json (base)): the measured iterations include class loading and JIT compilation. Could you add warmup (-wi 5) and run again?',
  ],
  [
    message('tool-hazard.hyperfine-outliers', {
      tool: 'hyperfine',
      sides: ['head'],
      files: ['h.json'],
      fileSides: ['head'],
      fields: [''],
      lines: [0],
      values: [''],
      count: 1,
      benchmarks: ['sleep 0.1'],
      outliers: [4],
      runs: [30],
    }),
    'hyperfine detected statistical outliers on head: "sleep 0.1" (4 of 30 runs) in h.json (head). Other programs or cold caches disturbed some runs. Could you run on a quieter machine, with --warmup 3 (and more --runs if outliers remain)?',
  ],
  [
    message('tool-hazard.go-count-1', { sides: ['head'], names: ['BenchmarkA', 'BenchmarkB'], count: 2 }),
    '"BenchmarkA" and "BenchmarkB" ran once on head (go test -count=1, the default): one run cannot show how much two processes of the same code differ. Could you run go test as separate processes, e.g. bench-review run --command "go test -run \'^$\' -bench . -count=1" --runs 10, or that go test command 10 times with its outputs appended to one file? (-count=10 alone repeats inside one process, which cannot measure that either.)',
  ],
  [
    message('pr-percentiles.average-only'),
    'The description gives an average (or a single figure) but no percentiles. A mean can improve while p90 triples, and users feel the tail. Could you post p50, p90 and p99 for base and head (or the raw per-operation timings / a histogram), from several process-level runs?',
  ],
  [
    message('pr-profile.claim-without-evidence'),
    'The description claims a speed-up but shows neither a profile nor the distribution behind it. Could you attach a profile of base and head on the benchmark that improved (perf, pprof, --cpu-prof, async-profiler, …) showing where the time went, and the percentiles, so we know the gain is in the code path you changed and not only in the average?',
  ],
  [
    message('pr-claim.contradicted', {
      claim: '25% faster',
      claimedRatio: 0.8,
      metric: 'mean',
      ratio: 1.004,
      ciLow: 0.98,
      ciHigh: 1.03,
      lowerIsBetter: true,
      opposite: false,
    }),
    'The description claims "25% faster", but the measurement does not show it: mean −2.0% … +3.0% (head vs base), against the claimed −20.0% or so. Which benchmark, machine and settings gave that figure, and could you post its runs for base and head?',
  ],
  [
    message('pr-claim.contradicted', {
      claim: '2x faster',
      claimedRatio: 0.5,
      metric: 'p50',
      ratio: 1.1,
      ciLow: 1.06,
      ciHigh: 1.14,
      lowerIsBetter: true,
      opposite: true,
    }),
    'The description claims "2x faster", but the measurement goes the other way: p50 +6.0% … +14.0% (head vs base), worse, not −50.0%. Which benchmark, machine and settings gave that figure, and could you post its runs for base and head?',
  ],
  [
    message('pr-cpu-info.machines-differ', { counts: [4, 8], kinds: ['physical', 'physical'], sides: ['base', 'head'] }),
    'The description gives base and head different machines: base 4 cores, head 8 cores. Numbers from machines with different core counts are not comparable; could you measure base and head on the same machine?',
  ],
  [
    message('pr-cpu-info.machines-differ', { counts: [4, 8, 16], kinds: ['physical', 'physical', 'logical'], sides: ['', '', ''] }),
    'The description gives machines with different core counts (4 cores, 8 cores and 16 logical CPUs). If base and head were measured on different machines, their numbers are not comparable: were both measured on the same machine?',
  ],
  [
    message('pr-cpu-info.missing', { cpuModel: false, coreCounts: true }),
    'The numbers in the description do not say which machine produced them. Could you add the physical and logical core counts (is SMT on?) (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers can tell whether the result carries over to production hardware?',
  ],
  [
    message('publish.report-trimmed', { listed: 10, total: 12, maxBenchmarks: 10, maxMiB: 64, lostRegressions: 1 }),
    'report.json lists 10 of the 12 benchmarks: publish mode accepts at most 10 benchmarks and 64 MiB. Left out: 2 (1 of them regressions); the counts in summary, review.md and the job summary cover all 12.',
  ],
  // Load sweeps (H4, issue 13).
  [
    message('review.headline.capacity-regressed', {
      sweep: 'GET /api',
      slo: 'p99<50ms',
      base: 7900,
      head: 3950,
      ratio: 0.5,
      param: 'rate',
      at: [4000, 8000],
      more: 0,
      regressed: 2,
      reportedOnly: false,
    }),
    'GET /api: capacity regressed. Max sustainable throughput under p99 < 50 ms: base 7,900 req/s → head 3,950 req/s (−50.0%); head fails it at rate=4000, 8000 where base meets it (and 2 benchmarks regressed).',
  ],
  [
    message('review.headline.capacity-regressed', {
      sweep: 'insert',
      slo: 'p99<5ms,p99.9<20ms',
      base: 51.5,
      head: null,
      ratio: null,
      param: 'threads',
      at: [],
      more: 1,
      regressed: 0,
      reportedOnly: true,
    }),
    'insert: capacity regressed. Max sustainable throughput under p99 < 5 ms and p99.9 < 20 ms: base 51.5 ops/s → head no load point within the SLO (and 1 more sweep lost capacity) — reported only (fail-on: never).',
  ],
  [
    message('model.load-ambiguous', { benchmark: 'BenchmarkServe/c=8/rate=1000', keys: ['c', 'rate'], file: 'base.txt' }),
    'base.txt: benchmark "BenchmarkServe/c=8/rate=1000" names several load parameters (c, rate): not read as a sweep point; say which one is swept with --sweep-param (action input sweep-param).',
  ],
  [
    message('model.load-mixed', { benchmark: 'GET /api (requests/sec)', side: 'base', low: 1990, high: 7950 }),
    "GET /api (requests/sec): the runs on base carried 1,990 to 7,950 per second (4× apart) with no load point to tell them apart: were they made at different rates? They are pooled as one benchmark. Put the rate in each file's name (e.g. wrk2-rate=2000.txt) or in the benchmark's, so each rate is a point of a sweep.",
  ],
  [
    message('sweep.capacity', { slo: 'p99<50ms', base: 7900, head: 7900, ratio: 1, param: 'connections', verdict: 'no-change' }),
    'Max sustainable throughput under p99 < 50 ms: base 7,900 req/s → head 7,900 req/s (±0.0%) — no change.',
  ],
  [
    message('sweep.capacity-unconfirmed', { runs: 4 }),
    'Not confirmed: a load point that decides it has fewer than 4 runs per side (and no calibrated noise floor), where one run can straddle the SLO by chance; the check is neutral, not failed. About 4 runs per side at each load point would confirm it.',
  ],
  [message('sweep.slo-unprinted', { tool: 'wrk', metric: 'p95' }), 'wrk printed no p95: the SLO cannot be judged.'],
  [
    message('review.headline.capacity-regressed', {
      sweep: 'GET /',
      slo: 'p99<10ms',
      base: 2000,
      head: 1000,
      ratio: 0.5,
      param: 'connections',
      at: [4],
      more: 0,
      regressed: 0,
      reportedOnly: false,
      unconfirmed: true,
      runs: 4,
    }),
    'GET /: capacity lower on head, not confirmed: fewer than 4 runs per side at the load points that decide it. Max sustainable throughput under p99 < 10 ms: base 2,000 req/s → head 1,000 req/s (−50.0%); head fails it at connections=4 where base meets it. The check is neutral, not green.',
  ],
  [
    message('sweep.capacity-regressed-at', { param: 'rate', at: [8000] }),
    'Head fails the SLO (or does not sustain the offered rate) at rate=8000, where base meets it.',
  ],
  [
    message('sweep.capacity-improved-at', { param: 'vus', at: [10, 20] }),
    'Head meets the SLO at vus=10, 20, where base fails it (or does not sustain the offered rate).',
  ],
  // Issue 25 item 7.
  [
    message('sweep.beyond-capacity', { side: 'base', param: 'rate', at: [25600], limit: 12800, why: 'not-sustained' }),
    'Base has no run at rate=25600, above rate=12800 where it already did not sustain the offered rate: a load beyond its capacity, not a missing run.',
  ],
  [
    message('sweep.beyond-capacity', { side: 'head', param: 'connections', at: [32, 64], limit: 16, why: 'saturated' }),
    'Head has no run at connections=32, 64, above connections=16 where it already carried no more than at the load below (saturated): a load beyond its capacity, not a missing run.',
  ],
  [
    message('sweep.beyond-capacity', { side: 'base', param: 'vus', at: [200], limit: 100, why: 'violates' }),
    'Base has no run at vus=200, above vus=100 where it already violated the SLO: a load beyond its capacity, not a missing run.',
  ],
  [
    message('sweep.change-columns', { metric: 'p99' }),
    "p99 base and head: the median over runs of each run's p99; change: head ÷ base of those medians, in bold where the load point's own comparison found a regression or improvement that gates (its table below gives the Hodges–Lehmann change and interval).",
  ],
  [
    message('sweep.change-columns-plain', { metric: 'p99' }),
    "p99 base and head: the median over runs of each run's p99; change: head ÷ base of those medians (the Hodges–Lehmann change and interval are in the load point's own table).",
  ],
  [
    message('sweep.not-sustained', {}),
    '⚠ not sustained: achieved throughput below 90% of the offered rate; marked, never counted towards the capacity.',
  ],
  [
    message('sweep.slo-rule', {}),
    "SLO per point and side: met when every run is below the limit (one run: when the upper end of the quantile's distribution-free interval is; one run of printed percentiles: its printed value), violated when every run (the interval's lower end) is at or above it, undecided otherwise.",
  ],
  // Issue 25 items 1 and 3b, 3d.
  [
    message('sweep.slo-not-applied', { slo: 'p99<3ms', loaded: 0 }),
    'The SLO p99 < 3 ms was not applied: no benchmark has load points. The capacity under an SLO is read from a load sweep: one benchmark measured at two or more loads, from the tool (wrk2 -R, k6, vegeta rate …) or its name ("GET /api rate=1000", "GET /api rate=2000"); see docs/load-sweeps.md.',
  ],
  [
    message('sweep.slo-not-applied', { slo: 'p99<3ms,p99.9<10ms', loaded: 2 }),
    'The SLO p99 < 3 ms and p99.9 < 10 ms was not applied: no benchmark was measured at two or more loads (2 benchmarks have one load point each). The capacity under an SLO is read from a load sweep: one benchmark measured at two or more loads, from the tool (wrk2 -R, k6, vegeta rate …) or its name ("GET /api rate=1000", "GET /api rate=2000"); see docs/load-sweeps.md.',
  ],
  [
    message('review.not-gateable', { floor: 27.302 }),
    'Not gated: its A/A noise on this runner is ±2730% (×28), by the calibrated noise floor: more than any threshold could tell from a change.',
  ],
  [
    message('review.floor-not-gateable', { benchmark: 'GET /x', metric: 'p99', floor: 27.302 }),
    'p99 of "GET /x" is not gated: its A/A noise on this runner is ±2730% (×28), by the calibrated noise floor (--noise-floor-file); a floor of 1000% or more means the metric cannot be gated on this runner.',
  ],
  [
    message('read.same-file', { files: ['x.csv'], all: true }),
    'Base and head read the same file x.csv: every difference is zero by construction, so this review compares nothing. Give each side its own results.',
  ],
  [
    message('read.same-file', { files: ['a.csv', 'b.csv'], all: false }),
    'Base and head read the same files a.csv, b.csv: the differences their measurements make are zero by construction. Give each side its own results.',
  ],
  [
    message('read.same-bytes', { base: ['base.csv'], head: ['copy.csv'], all: true }),
    "Base's base.csv and head's copy.csv have identical bytes: every difference is zero by construction, so this review compares nothing. Were both sides given the same results under two names?",
  ],
];

describe('every sentence, from its id and params', () => {
  it.each(SENTENCES.map(([m, text]) => [m.id, m, text] as const))('%s', (_id, m, text) => {
    expect(messageProblem(m.id, m.params)).toBeNull();
    expect(messageText(m)).toBe(text);
  });

  it.each(ASK_SENTENCES.map(([m, text]) => [m.id, m, text] as const))('%s', (_id, m, text) => {
    expect(messageProblem(m.id, m.params)).toBeNull();
    expect(messageText(m)).toBe(text);
  });

  it('covers every id of compare/, review/ and the asks', () => {
    const pinned = new Set([...SENTENCES, ...ASK_SENTENCES].map(([m]) => m.id));
    const mine = [...MESSAGE_IDS].filter((id) => !id.startsWith('run.') && !id.startsWith('reader.'));
    expect(mine.filter((id) => !pinned.has(id))).toEqual([]);
    expect([...ASK_IDS].every((id) => MESSAGE_IDS.has(id))).toBe(true);
  });

  it('a metric note is its messages in one paragraph', () => {
    expect(joinedText([message('compare.within-run'), message('compare.within-run-too-few-samples', { metric: 'p99' })])).toBe(
      'Within-run only — run-to-run noise not measured. A one-run interval for p99 needs more samples per run.',
    );
    expect(joinedText([])).toBeNull();
  });
});

describe('checking params before wording them', () => {
  it('names what is wrong: an unknown id, a missing or mistyped param', () => {
    expect(messageProblem('review.all-good', {})).toEqual({ at: 'id', expected: 'a message id bench-review knows (see render/messages/)' });
    expect(messageProblem('review.runs-needed', {})).toEqual({ at: 'params/runs', expected: 'a number' });
    expect(messageProblem('review.runs-needed', { runs: '10' })).toEqual({ at: 'params/runs', expected: 'a number' });
    expect(messageProblem('coverage.head-only', { names: [1, 2], count: 2 })).toEqual({
      at: 'params/names',
      expected: 'a list of strings',
    });
    expect(
      messageProblem('review.headline.regressed', {
        benchmark: 'b',
        metric: 'p99',
        ratio: null,
        confidence: null,
        ciLow: null,
        ciHigh: null,
        threshold: 0.1,
        more: 0,
        reportedOnly: 'no',
      }),
    ).toEqual({
      at: 'params/reportedOnly',
      expected: 'a boolean',
    });
    // Optional params may be null or absent.
    expect(messageProblem('compare.not-estimable', { reason: 'no-value' })).toBeNull();
  });
});

describe('what real reviews say is worded by templates whose params they satisfy', () => {
  const reports: Array<[string, Report]> = [];

  beforeAll(async () => {
    const dir = join(ROOT, 'examples', 'service');
    const files = [[join(dir, 'base.csv')], [join(dir, 'head.csv')]] as const;
    for (const failOn of ['auto', 'tail', 'any', 'never'] as const) {
      const prBody = 'This makes parsing 2x faster on my laptop: 1.89 s on average before, 1.55 s on average now.';
      reports.push([
        `service ${failOn}`,
        (await reviewFiles([...files[0]], [...files[1]], { ...defaultSettings(), failOn }, { prBody })).report,
      ]);
    }
    const profiled = await reviewFiles([...files[0]], [...files[1]], defaultSettings(), {
      profiles: {
        runs: [{ benchmark: 'GET /checkout', side: 'head', ok: false, exit: 'exit 3' }],
        artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
      },
    });
    reports.push(['profiled', profiled.report]);
    const r = rng(5);
    const runs = (n: number, size: number, t?: (x: number) => number) => Array.from({ length: n }, () => lognormal(r, size, 1000, 0.2, t));
    reports.push([
      'synthetic',
      reviewOf(
        suiteOf(
          { name: 'single', base: perOp(runs(1, 20_000)), head: perOp(runs(1, 20_000, (x) => 8 * x)) },
          { name: 'three', base: perOp(runs(3, 1000)), head: perOp(runs(3, 1000)) },
          { name: 'means', base: perRun([1, 2, 3, 4, 5, 6]), head: perRun([1.1, 2.1, 3.1, 4.1, 5.1, 6.1]) },
          { name: 'new', base: [], head: perRun([1, 2, 3, 4]) },
        ),
        // tail: the per-run means do not gate, so the one-run benchmark's headline is reached.
        { ...defaultSettings(), failOn: 'tail' },
      ),
    ]);
  });

  it('every message of every report', () => {
    const all = (rep: Report): Message[] => [
      rep.headline,
      ...rep.notes,
      ...rep.warnings,
      ...rep.machine.differences,
      ...rep.asks,
      ...rep.benchmarks.flatMap((b) => [...b.notes, ...Object.values(b.metrics).flatMap((m) => m!.notes)]),
    ];
    const ids = new Set<string>();
    for (const [name, rep] of reports) {
      for (const m of all(rep)) {
        expect(messageProblem(m.id, m.params), `${name}: ${m.id}`).toBeNull();
        ids.add(m.id);
      }
    }
    // The scenarios reach the common cases of each stage.
    for (const id of [
      'review.headline.regressed',
      'review.headline.within-run',
      'compare.not-estimable',
      'compare.too-few-runs',
      'profile.profiled',
      'pr-profile.claim-without-evidence',
      'coverage.head-only',
    ]) {
      expect(ids, id).toContain(id);
    }
  });
});
