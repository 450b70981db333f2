/** The review's own sentences (ids `review.*`): the gate's notes, benchmark and suite notes, the headline. */
import { formatChange } from '../../units/units.js';
import { template, type MessageRegistry } from './template.js';
import { grouped, ordinal, percent, plural } from './words.js';

/** Labels of the machine facts review/machine.ts compares. */
export const MACHINE_LABELS: Readonly<Record<string, string>> = {
  cpuModel: 'CPU model',
  sockets: 'sockets',
  physicalCores: 'physical cores',
  logicalCpus: 'logical CPUs',
  smt: 'SMT',
  maxMHz: 'max frequency (MHz)',
  governor: 'frequency governor',
  turbo: 'turbo',
  kernel: 'kernel',
  os: 'OS',
  arch: 'architecture',
  memoryBytes: 'memory',
  virtualization: 'virtualisation',
  runnerName: 'runner',
};

const change = (lo: number | null | undefined, hi: number | null | undefined) => `${formatChange(lo)} … ${formatChange(hi)}`;
const whatGates = (failOnAny: boolean) => (failOnAny ? 'No gated metric' : 'Tail latency');

export const REVIEW_MESSAGES: MessageRegistry = {
  // Metric notes: the gate.
  'review.not-confirmed': template(
    { family: 'number', adjustedP: 'number' },
    (p) => `Not confirmed after Benjamini–Hochberg across ${p.family} gated metrics (adjusted p = ${p.adjustedP.toPrecision(2)}).`,
  ),
  'review.fcr-interval': template({ level: 'number' }, (p) => `Interval at the FCR-adjusted level ${percent(p.level, 1)}.`),
  'review.runs-needed': template({ runs: 'number' }, (p) => `About ${p.runs} runs per side would resolve it.`),

  // Benchmark notes.
  'review.per-run-aggregates': template(
    { unit: 'string' },
    (p) => `These are per-run aggregates (${p.unit} per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.`,
  ),
  'review.summary-only': template({}, () => 'Only a summary (mean ± sd) is available: the distribution and its tail are unknown.'),
  'review.one-run-per-side': template({}, () => 'One run per side: within-run only — run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured.'),
  'review.p999-not-well-resolved': template(
    { samples: 'number', side: 'string', fromTop: 'number' },
    (p) =>
      `p99.9 from ${grouped(p.samples)} samples (${p.side}) is about the ${ordinal(p.fromTop)}-largest value: not well-resolved (≥ 10,000 samples per run for a stable estimate), so it does not gate.`,
  ),
  'review.closed-loop': template({}, () => 'Closed-loop load generator: tail percentiles under-state stalls (coordinated omission).'),

  // Suite notes.
  'review.tail-not-judged': template(
    { count: 'number', total: 'number' },
    (p) =>
      `Tail latency could not be judged for ${p.count === p.total ? 'any benchmark' : `${p.count} ${plural(p.count, 'benchmark')}`}: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.`,
  ),
  'review.neutral': template({}, () => 'No gated metric could be judged, so the check is neutral, not green.'),

  // Machine facts that differ between the sides.
  'review.machine-differs': template({ field: 'string', base: 'string', head: 'string' }, (p) => `${MACHINE_LABELS[p.field] ?? p.field}: base ${p.base}, head ${p.head}`),

  // The headline.
  'review.headline.regressed': template(
    { benchmark: 'string', metric: 'string', ratio: 'number?', confidence: 'number?', ciLow: 'number?', ciHigh: 'number?', threshold: 'number', more: 'number', reportedOnly: 'boolean' },
    (p) => {
      const more = p.more > 0 ? ` (and ${p.more} more ${plural(p.more, 'benchmark')})` : '';
      const gate = p.reportedOnly ? ' — reported only (fail-on: never)' : '';
      return `${p.benchmark} ${p.metric} regressed ${formatChange(p.ratio)} (${Math.round((p.confidence ?? 0.95) * 100)}% CI ${change(p.ciLow, p.ciHigh)}; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
    },
  ),
  'review.headline.within-run': template(
    { failOnAny: 'boolean', benchmark: 'string', metric: 'string', worse: 'boolean', ratio: 'number?', ciLow: 'number?', ciHigh: 'number?' },
    (p) =>
      `${whatGates(p.failOnAny)} could not be gated: one run per side, so run-to-run noise is not measured. Within that run, ${p.benchmark} ${p.metric} looks ${p.worse ? 'worse' : 'better'} ${formatChange(p.ratio)} (CI ${change(p.ciLow, p.ciHigh)}).`,
  ),
  'review.headline.not-judged': template(
    { failOnAny: 'boolean', anyTail: 'boolean' },
    (p) => `${whatGates(p.failOnAny)} could not be judged: ${p.anyTail ? 'too few runs or samples for any gated metric' : 'the results carry no per-operation tail (only per-run means or summaries)'}.`,
  ),
  'review.headline.no-regression': template({ benchmarks: 'number', judged: 'number', gated: 'number', improved: 'number', inconclusive: 'number' }, (p) => {
    const judged = `${p.judged} of ${p.gated} gated ${plural(p.gated, 'metric')} judged`;
    const improved = p.improved ? `; ${p.improved} ${plural(p.improved, 'benchmark')} improved` : '';
    const inconclusive = p.inconclusive ? `; ${p.inconclusive} inconclusive` : '';
    return `No tail regression shown across ${p.benchmarks} ${plural(p.benchmarks, 'benchmark')} (${judged}${improved}${inconclusive}).`;
  }),
};
