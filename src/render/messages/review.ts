/** The review's own sentences (ids `review.*`): the gate's notes, benchmark and suite notes, the headline. */
import { MIN_CAPACITY_RUNS } from '../../review/capacity.js';
import { formatChange } from '../../units/units.js';
import { profileHint } from './asks.js';
import { template, type MessageRegistry } from './template.js';
import { capacityText, loadsText, perSecond, sloText } from './sweeps.js';
import {
  allowanceText,
  ciPercent,
  constantChange,
  evidenceText,
  grouped,
  ordinal,
  percent,
  plainNumber,
  plural,
  timesText,
} from './words.js';
import { restsOn } from './compare.js';

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
  host: 'host',
};

const change = (lo: number | null | undefined, hi: number | null | undefined) => `${formatChange(lo)} … ${formatChange(hi)}`;
/** A metric's change: `0 → 16` for constants from or to zero, else the percentage. */
const changeOf = (p: { ratio?: number | null; constant?: string | null; base?: number | null; head?: number | null }) =>
  constantChange(p.constant, p.base, p.head) ?? formatChange(p.ratio);

/** What every headline may carry besides its own params (absent in older reports). */
const CONTEXT = {
  gatedTail: 'number?',
  gatedMean: 'number?',
  gatedMedian: 'number?',
  machines: 'strings?',
  machinesAllowed: 'boolean?',
  capacitySweep: 'string?',
  capacitySlo: 'string?',
  capacityParam: 'string?',
  capacityBase: 'number?',
  capacityHead: 'number?',
  capacityRatio: 'number?',
  capacityVerdict: 'string?',
  capacityMore: 'number?',
  capacityFirst: 'boolean?',
  capacityMixed: 'boolean?',
  undecidedFails: 'boolean?',
} as const;
type Context = {
  gatedTail?: number | null;
  gatedMean?: number | null;
  gatedMedian?: number | null;
  machines?: readonly string[] | null;
  machinesAllowed?: boolean | null;
  capacitySweep?: string | null;
  capacitySlo?: string | null;
  capacityParam?: string | null;
  capacityBase?: number | null;
  capacityHead?: number | null;
  capacityRatio?: number | null;
  capacityVerdict?: string | null;
  capacityMore?: number | null;
  /** The headline is about a load point of a sweep whose capacity was compared: the capacity leads it, even before a failure. */
  capacityFirst?: boolean | null;
  /** An inconclusive capacity: head better at some loads and worse at others (else a point that would decide it is undecided). */
  capacityMixed?: boolean | null;
  /** Set under `undecided: fail`, where the neutral this sentence would say fails the check (review/report.ts withUndecidedFail). */
  undecidedFails?: boolean | null;
};

/** What an undecided gate does to the check: neutral, or under `undecided: fail` a failure. */
export const UNDECIDED_FAILS = 'the gate is undecided, which fails the check (undecided: fail)';
const neutralOr = (p: { undecidedFails?: boolean | null }, neutral: string): string => (p.undecidedFails ? UNDECIDED_FAILS : neutral);
const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const factList = (fields: readonly string[]) => fields.map((f) => MACHINE_LABELS[f] ?? f).join(', ');

/** "Base and head ran on different machines …" before the headline, when they did. */
function machinesPrefix(p: Context): string {
  if (!p.machines?.length) return '';
  const differ = `${factList(p.machines)} ${plural(p.machines.length, 'differs', 'differ')}`;
  return p.machinesAllowed
    ? `Base and head ran on different machines (${differ}; treated as equivalent by --allow-different-machines). `
    : `Base and head ran on different machines (${differ}): the numbers are not comparable and ${neutralOr(p, 'the check is neutral')}. `;
}

/**
 * A sweep's capacity compared under the SLO (review/report.ts capacityLead), as the headline's lead:
 * "GET /api: capacity within p99 < 50 ms rose 925 → 1,420 req/s (+53%)."
 */
function capacityLead(p: Context): string {
  if (!p.capacitySweep || !p.capacitySlo || !p.capacityParam) return '';
  const n = (v: number) => (v >= 100 ? grouped(Math.round(v)) : plainNumber(Number(v.toPrecision(3))));
  const unit = perSecond(p.capacityParam);
  const change = p.capacityRatio != null ? ` (${formatChange(p.capacityRatio)})` : '';
  const [b, h] = [p.capacityBase, p.capacityHead];
  // "925 → 1,420 req/s"; a side with no load point within the SLO is said so.
  const side = (v: number | null | undefined) => (v == null ? 'no load point within it' : `${n(v)} ${unit}`);
  const values = b != null && h != null ? `${n(b)} → ${n(h)} ${unit}${change}` : `${side(b)} → ${side(h)}${change}`;
  const slo = sloText(p.capacitySlo);
  const what =
    p.capacityVerdict === 'improvement'
      ? `rose ${values}`
      : p.capacityVerdict === 'no-change'
        ? `unchanged, ${values}`
        : p.capacityMixed
          ? `not decided (better at some loads, worse at others), ${values}`
          : `not decided (the SLO is undecided at a load point that would decide it), ${values}`;
  const more = p.capacityMore ? ` (and ${p.capacityMore} more ${plural(p.capacityMore, 'sweep')} compared)` : '';
  return `${p.capacitySweep}: capacity within ${slo} ${what}${more}.`;
}

/** Runs per side that would decide a metric, against the cap on runs (`max-runs`) of the run that measured it, when there was one. */
const pastCap = (p: { runs?: number | null; cap?: number | null }): boolean => p.runs != null && p.cap != null && p.runs > p.cap;
const capText = (cap: number) =>
  `Within this runner's noise: more runs than the cap of ${grouped(cap)} per side (max-runs) would be needed`;
/** "about 12 runs per side would likely decide it", or, past the cap, that the cap is too few (a number of thousands is no advice). */
function runsToDecide(p: { runs?: number | null; cap?: number | null }): string {
  if (pastCap(p)) return `${capText(p.cap!).replace(/^W/, 'w')} to decide it`;
  return `about ${grouped(p.runs ?? 0)} runs per side would likely decide it`;
}

/** What was gated under fail-on auto, after the headline. */
export function gatedClause(p: Context): string {
  if (p.gatedTail == null) return '';
  const parts: Array<[number, string]> = [
    [p.gatedTail, 'tail quantiles'],
    [p.gatedMean ?? 0, 'per-run means'],
    [p.gatedMedian ?? 0, 'medians'],
  ];
  const used = parts.filter(([n]) => n > 0);
  if (used.length === 0) return '';
  if (used.length > 1) return ` Gated on ${used.map(([n, what]) => `${what} for ${n} ${plural(n, 'benchmark')}`).join(', ')}.`;
  const what = used[0][1];
  if (what === 'per-run means') return ' Gated on per-run means: the results carry no per-operation samples.';
  if (what === 'medians') return ' Gated on medians: too few samples (or runs of one operation) for an interval of any tail quantile.';
  return ' Gated on tail quantiles.';
}

/**
 * A headline template with the context params: the machines first, then a compared capacity (after
 * the headline's own sentence when `capacityAfter`: a failure, or "not confirmed, so not green",
 * leads — the check run's title is the headline's start — unless that sentence is about one of the
 * sweep's own load points, `capacityFirst`), what was gated last.
 */
function headlineTemplate<const S extends Record<string, import('./template.js').ParamKind>>(
  params: S,
  text: (p: import('./template.js').ParamsOf<S> & Context) => string,
  capacityAfter = false,
) {
  return template({ ...params, ...CONTEXT }, (p) => {
    const lead = capacityLead(p as Context);
    const own = text(p as never);
    const body = !lead ? own : capacityAfter && !(p as Context).capacityFirst ? `${own} ${lead}` : `${lead} ${own}`;
    return `${machinesPrefix(p as Context)}${body}${gatedClause(p as Context)}`;
  });
}

export const REVIEW_MESSAGES: MessageRegistry = {
  // Metric notes: the gate.
  'review.tail-stand-in': template(
    { tail: 'string' },
    (p) =>
      `Stands in for ${p.tail}, which cannot be estimated here: regressed beyond its threshold, it keeps the check from green (it does not fail it).`,
  ),
  'review.not-confirmed': template(
    { family: 'number', adjustedP: 'number' },
    (p) => `Not confirmed after Benjamini–Hochberg across ${p.family} gated metrics (adjusted p = ${p.adjustedP.toPrecision(2)}).`,
  ),
  'review.fcr-interval': template(
    { level: 'number' },
    (p) => `Interval at the FCR-adjusted level: ${ciPercent(p.level)}%, widened for the gated metrics Benjamini–Hochberg confirmed.`,
  ),
  'review.runs-needed': template({ runs: 'number', cap: 'number?' }, (p) =>
    pastCap(p) ? `${capText(p.cap!)} to resolve it.` : `About ${grouped(p.runs)} runs per side would resolve it.`,
  ),

  // Benchmark notes.
  'review.per-run-aggregates': template(
    { unit: 'string' },
    (p) =>
      `These are per-run aggregates (${p.unit} per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.`,
  ),
  'review.summary-only': template({}, () => 'Only a summary (mean ± sd) is available: the distribution and its tail are unknown.'),
  'review.one-run-per-side': template(
    {},
    () =>
      'One run per side: within-run only — run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured.',
  ),
  'review.p999-not-well-resolved': template(
    { samples: 'number', side: 'string', fromTop: 'number' },
    (p) =>
      `p99.9 from ${grouped(p.samples)} samples (${p.side}) is about the ${ordinal(p.fromTop)}-largest value: not well-resolved (≥ 10,000 samples per run for a stable estimate), so it does not gate.`,
  ),
  'review.closed-loop': template({}, () => 'Closed-loop load generator: tail percentiles under-state stalls (coordinated omission).'),
  'review.rests-on-largest': template(
    { metric: 'string', samples: 'number', fromTop: 'number', pooled: 'boolean?' },
    (p) =>
      `${p.metric} from ${grouped(p.samples)} ${p.pooled === true ? plural(p.samples, 'run') : plural(p.samples, 'sample')} ${restsOn(p.fromTop, p.pooled === true)}: shown without a verdict.`,
  ),
  'review.load-unpaired': template(
    { benchmark: 'string', load: 'string', side: 'string' },
    (p) =>
      `"${p.benchmark}" has a load point (${p.load}) on ${p.side} only, and ${p.side === 'base' ? 'head' : 'base'} has "${p.benchmark}" without one: they are not compared. Give the load on both sides (for cassandra-stress, paste the "Running … with N threads" line with each block) or on neither.`,
  ),
  'review.throughput-beside-latency': template(
    { load: 'string?' },
    (p) =>
      `Not gated under fail-on auto: this benchmark${p.load == null ? '' : ` at the load point ${p.load}`} has latency percentiles, which gate instead (fail-on any gates throughput too).`,
  ),

  // Suite notes.
  'review.tail-not-judged': template(
    { count: 'number', total: 'number' },
    (p) =>
      `Tail latency could not be judged for ${p.count === p.total ? 'any benchmark' : `${p.count} ${plural(p.count, 'benchmark')}`}: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.`,
  ),
  'review.neutral': template(
    { undecidedFails: 'boolean?' },
    (p) => `No gated metric could be judged, so ${neutralOr(p, 'the check is neutral, not green')}.`,
  ),
  'review.within-run-not-gated': template({ count: 'number', inProcess: 'number?', repetitions: 'number?' }, (p) => {
    const inProcess = p.inProcess ?? 0;
    const what =
      inProcess === 0
        ? 'one run per side'
        : inProcess === p.count
          ? `${p.repetitions ? `${grouped(p.repetitions)} or more` : 'several'} repetitions in one process per side`
          : 'one run, or repetitions in one process, per side';
    return `${p.count} ${plural(p.count, 'benchmark rests', 'benchmarks rest')} on ${what}: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.`;
  }),
  // A calibrated floor of 1000 % or more (model/noise-floor.ts UNGATEABLE_FLOOR): the metric's note, and the review's warning.
  'review.not-gateable': template(
    { floor: 'number' },
    (p) =>
      `Not gated: its A/A noise on this runner is ±${percent(p.floor, 0)}${timesText(1 + p.floor)}, by the calibrated noise floor: more than any threshold could tell from a change.`,
  ),
  'review.floor-not-gateable': template(
    { benchmark: 'string', metric: 'string', floor: 'number' },
    (p) =>
      `${p.metric} of "${p.benchmark}" is not gated: its A/A noise on this runner is ±${percent(p.floor, 0)}${timesText(1 + p.floor)}, by the calibrated noise floor (--noise-floor-file); a floor of 1000% or more means the metric cannot be gated on this runner.`,
  ),
  'review.within-allowance': template(
    { ratio: 'number', allowance: 'number', source: 'string', kind: 'string' },
    (p) =>
      `${formatChange(p.ratio)} is within what two processes of the same code differ by here (${allowanceText(p.allowance, p.source, p.kind)}): not a regression or an improvement.`,
  ),
  'review.unconfirmed': template(
    {
      benchmark: 'string',
      metric: 'string',
      ratio: 'number?',
      constant: 'string?',
      base: 'number?',
      head: 'number?',
      threshold: 'number',
      runs: 'number?',
      cap: 'number?',
      neutral: 'boolean?',
      standInFor: 'string?',
      undecidedFails: 'boolean?',
    },
    // `neutral` false: the check failed on other benchmarks, so this one does not keep it from green (older reports: absent, neutral).
    (p) => {
      const neutral = p.neutral === false ? '' : ` ${sentence(neutralOr(p, 'the check is neutral, not green'))}.`;
      if (p.standInFor)
        return `${p.benchmark} ${p.metric} is ${changeOf(p)}, beyond its ${percent(p.threshold, 0)} threshold, while its gated ${p.standInFor} cannot be estimated: the tail may have regressed unseen.${neutral}`;
      return `${p.benchmark} ${p.metric} is ${changeOf(p)}, beyond its ${percent(p.threshold, 0)} threshold, but not a confirmed regression${p.runs ? `: ${runsToDecide(p)}` : ''}.${neutral}`;
    },
  ),
  'review.unconfirmed-more': template(
    { count: 'number' },
    (p) => `… and ${p.count} more gated ${plural(p.count, 'metric')} beyond their threshold but not confirmed.`,
  ),
  'review.machines-differ': template(
    { fields: 'strings', base: 'strings', head: 'strings', allowed: 'boolean', undecidedFails: 'boolean?' },
    (p) => {
      const facts = p.fields.map((f, i) => `${MACHINE_LABELS[f] ?? f}: base ${p.base[i] ?? '?'}, head ${p.head[i] ?? '?'}`).join('; ');
      return p.allowed
        ? `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable; they are gated anyway because --allow-different-machines says the machines are equivalent.`
        : `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable, so ${neutralOr(p, 'the check is neutral')}. If the machines are equivalent, pass --allow-different-machines (action input allow-different-machines: true).`;
    },
  ),

  // Machine facts that differ between the sides.
  'review.machine-differs': template(
    { field: 'string', base: 'string', head: 'string' },
    (p) => `${MACHINE_LABELS[p.field] ?? p.field}: base ${p.base}, head ${p.head}`,
  ),

  // Questions asked once for several benchmarks (render/grouping.ts): the benchmarks are listed in front.
  'review.group.profile': template(
    { ecosystem: 'string', example: 'string' },
    (p) =>
      `These benchmarks regressed (by how much is in the table above). Could you attach a profile of head (and base) on each? For example, for the first: ${profileHint(p.ecosystem, p.example)}`,
  ),
  'review.group.runs-vary': template(
    { metric: 'string', low: 'number', high: 'number' },
    (p) =>
      `Runs vary ${p.low === p.high ? `${p.low.toFixed(1)}×` : `${p.low.toFixed(1)}× to ${p.high.toFixed(1)}×`} more in ${p.metric} than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?`,
  ),

  // The headline.
  'review.headline.capacity-regressed': headlineTemplate(
    {
      sweep: 'string',
      slo: 'string',
      base: 'number?',
      head: 'number?',
      ratio: 'number?',
      param: 'string',
      at: 'numbers',
      more: 'number',
      regressed: 'number',
      reportedOnly: 'boolean',
      unconfirmed: 'boolean?',
      runs: 'number?',
    },
    (p) => {
      if (p.unconfirmed) {
        const at = p.at.length ? `; head fails it at ${loadsText(p.param, p.at)} where base meets it` : '';
        return `${p.sweep}: capacity lower on head, not confirmed: fewer than ${p.runs ?? MIN_CAPACITY_RUNS} runs per side at the load points that decide it. ${capacityText(p)}${at}. ${sentence(neutralOr(p, 'the check is neutral, not green'))}.`;
      }
      const others = [
        p.more > 0 ? `${p.more} more ${plural(p.more, 'sweep')} lost capacity` : '',
        p.regressed > 0 ? `${p.regressed} ${plural(p.regressed, 'benchmark')} regressed` : '',
      ].filter(Boolean);
      const gate = p.reportedOnly ? ' — reported only (fail-on: never)' : '';
      const at = p.at.length ? `; head fails it at ${loadsText(p.param, p.at)} where base meets it` : '';
      return `${p.sweep}: capacity regressed. ${capacityText(p)}${at}${others.length ? ` (and ${others.join(', ')})` : ''}${gate}.`;
    },
  ),
  'review.headline.regressed': headlineTemplate(
    {
      benchmark: 'string',
      metric: 'string',
      ratio: 'number?',
      confidence: 'number?',
      ciLow: 'number?',
      ciHigh: 'number?',
      threshold: 'number',
      more: 'number',
      reportedOnly: 'boolean',
      constant: 'string?',
      base: 'number?',
      head: 'number?',
    },
    (p) => {
      const more = p.more > 0 ? ` (and ${p.more} more ${plural(p.more, 'benchmark')})` : '';
      const gate = p.reportedOnly ? ' — reported only (fail-on: never)' : '';
      const constant = constantChange(p.constant, p.base, p.head);
      if (constant)
        return `${p.benchmark} ${p.metric} regressed ${constant} (every run on each side; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
      return `${p.benchmark} ${p.metric} regressed ${formatChange(p.ratio)} (${ciPercent(p.confidence ?? 0.95)}% CI ${change(p.ciLow, p.ciHigh)}; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
    },
    true,
  ),
  'review.headline.unconfirmed': headlineTemplate(
    {
      benchmark: 'string',
      metric: 'string',
      ratio: 'number?',
      ciLow: 'number?',
      ciHigh: 'number?',
      threshold: 'number',
      constant: 'string?',
      base: 'number?',
      head: 'number?',
      runs: 'number?',
      cap: 'number?',
      more: 'number',
      standInFor: 'string?',
    },
    (p) => {
      const interval = p.ciLow != null && p.ciHigh != null ? `CI ${change(p.ciLow, p.ciHigh)}` : 'no interval';
      const more = p.more > 0 ? ` (and ${p.more} more gated ${plural(p.more, 'metric')})` : '';
      if (p.standInFor) {
        const others = p.more > 0 ? ` (and ${p.more} more ${plural(p.more, 'metric')})` : '';
        return `Not confirmed, so ${p.undecidedFails ? 'the check fails (undecided: fail)' : 'not green'}: ${p.benchmark} ${p.metric} is worse ${changeOf(p)} (${interval}; threshold ${percent(p.threshold, 0)}) while its gated ${p.standInFor} cannot be estimated${others}. Longer runs would let the tail be judged.`;
      }
      const runs = p.runs ? `; ${runsToDecide(p)}` : '';
      return `Not confirmed, so ${p.undecidedFails ? 'the check fails (undecided: fail)' : 'not green'}: ${p.benchmark} ${p.metric} looks worse ${changeOf(p)} (${interval}; threshold ${percent(p.threshold, 0)})${more}${runs}.`;
    },
    true,
  ),
  'review.headline.within-run': headlineTemplate(
    {
      failOnAny: 'boolean',
      benchmark: 'string',
      metric: 'string',
      worse: 'boolean',
      ratio: 'number?',
      ciLow: 'number?',
      ciHigh: 'number?',
      evidence: 'string?',
      runs: 'number?',
      allowance: 'number?',
      calibrated: 'boolean?',
      more: 'number?',
    },
    (p) => {
      const ci = p.ciLow != null && p.ciHigh != null ? ` (within-run CI ${change(p.ciLow, p.ciHigh)})` : '';
      const beyond = p.allowance != null ? `, beyond the ±${percent(p.allowance, 0)} two processes of the same code differ by` : '';
      const more = p.more ? ` ${grouped(p.more)} more ${plural(p.more, 'benchmark')} changed beyond it.` : '';
      const gate = p.calibrated
        ? ''
        : ` It cannot gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate: ${neutralOr(p, 'the check is neutral')}.`;
      return `${p.benchmark} ${p.metric} ${p.worse ? 'regressed' : 'improved'} ${formatChange(p.ratio)}${timesText(p.ratio)}${ci}${beyond} — on ${evidenceText(p.evidence ?? 'one-run-samples', p.runs)}, so differences between processes are not measured.${more}${gate}`;
    },
  ),
  'review.headline.one-process-quiet': headlineTemplate(
    { count: 'number', evidence: 'string?', runs: 'number?', needs: 'number' },
    (p) =>
      `No change beyond what two processes of the same code differ by, in ${p.count === 1 ? 'the benchmark' : `${grouped(p.count)} benchmarks`} on ${p.evidence ? evidenceText(p.evidence, p.runs) : 'one run or one process per side'}: differences between processes are not measured, so ${neutralOr(p, 'the check is neutral, not green')}. Run each side as ${p.needs} or more separate processes (bench-review run) to gate.`,
  ),
  'review.headline.not-judged': headlineTemplate(
    { failOnAny: 'boolean', anyTail: 'boolean' },
    (p) =>
      `${p.failOnAny ? 'No gated metric could be judged' : 'Tail latency could not be judged'}: ${p.anyTail ? 'too few runs or samples for any gated metric' : 'the results carry no per-operation tail (only per-run means or summaries)'}.`,
  ),
  'review.headline.no-regression': headlineTemplate(
    { benchmarks: 'number', judged: 'number', gated: 'number', improved: 'number', inconclusive: 'number' },
    (p) => {
      const judged = `${p.judged} of ${p.gated} gated ${plural(p.gated, 'metric')} judged`;
      const improved = p.improved ? `; ${p.improved} ${plural(p.improved, 'benchmark')} improved` : '';
      const inconclusive = p.inconclusive ? `; ${p.inconclusive} inconclusive` : '';
      const what = p.gatedTail === 0 && (p.gatedMean ?? 0) + (p.gatedMedian ?? 0) > 0 ? 'regression' : 'tail regression';
      return `No ${what} shown across ${p.benchmarks} ${plural(p.benchmarks, 'benchmark')} (${judged}${improved}${inconclusive}).`;
    },
  ),
};
