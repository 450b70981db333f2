/** What compare/ found about one metric (ids `compare.*`), and why a run cannot give a metric. */
import type { Params } from './template.js';
import { template, type MessageRegistry } from './template.js';
import { formatValue } from '../../units/units.js';
import { grouped, levelText, percent, plural } from './words.js';

/**
 * Where a quantile too extreme for its sample comes from (methodology §7.4): the nearest-rank
 * quantile is the k-th largest value, so it "rests on the k largest samples" (runs, when pooled).
 */
export function restsOn(fromTop: number, pooled = false): string {
  const what = pooled ? plural(fromTop, 'run') : plural(fromTop, 'sample');
  return fromTop <= 1 ? `rests on the largest ${what}` : `rests on the ${grouped(fromTop)} largest ${what}`;
}

/** compare/run-metrics.ts NotEstimable, worded: the part after "Not estimable: ". */
export function notEstimableReason(p: Params): string {
  switch (p.reason) {
    case 'too-few-samples':
      return p.pooled === true
        ? `${grouped(Number(p.samples))} runs of one operation each; a 95% interval for ${String(p.metric)} needs ≥ ${grouped(Number(p.needs))} runs per side`
        : `${grouped(Number(p.samples))} samples in a run; a 95% interval for ${String(p.metric)} needs ≥ ${grouped(Number(p.needs))}`;
    case 'not-reported':
      return 'not reported by the tool';
    case 'percentile-not-printed':
      return 'the tool did not print this percentile';
    default:
      return 'no value on one side';
  }
}

const runs = (n: number) => `${n} ${plural(n, 'run')}`;

export const COMPARE_MESSAGES: MessageRegistry = {
  'compare.threshold-raised': template(
    { threshold: 'number' },
    (p) => `Threshold raised to ${percent(p.threshold, 1)}: two bucket widths of the histogram (changes smaller than that are binning).`,
  ),
  'compare.resolution-raised': template({ resolution: 'number', threshold: 'number', raised: 'boolean?', censored: 'number?' }, (p) => {
    const step = formatValue(p.resolution, 'ns');
    const n = p.censored ?? 0;
    const raised =
      p.raised === false
        ? ''
        : `Threshold raised to ${percent(p.threshold, 1)}: the tool prints these values in steps of ${step}, one step at the compared values (smaller changes are rounding).`;
    const censored = n > 0 ? `${runs(n)} at or below ${step} counted as ${step} (the true value lies between 0 and ${step}).` : '';
    return [raised, censored].filter((s) => s !== '').join(' ') || `The tool prints these values in steps of ${step}.`;
  }),
  // The resolution note above, said once for every benchmark of one tool and step (render/grouping.ts): `low`/`high` the thresholds it raised.
  'compare.resolution-grouped': template(
    { tool: 'string', resolution: 'number', metrics: 'strings', low: 'number?', high: 'number?', censored: 'number?' },
    (p) => {
      const step = formatValue(p.resolution, 'ns');
      const metrics =
        p.metrics.length > 1 ? `${p.metrics.slice(0, -1).join(', ')} and ${p.metrics[p.metrics.length - 1]}` : p.metrics.join('');
      const range =
        p.low == null || p.high == null ? '' : p.low === p.high ? percent(p.low, 1) : `${percent(p.low, 1)}–${percent(p.high, 1)}`;
      const raised = range
        ? `; thresholds of ${metrics} raised to ${range}, one step at the compared values (smaller changes are rounding)`
        : '';
      const n = p.censored ?? 0;
      const censored =
        n > 0
          ? `; ${grouped(n)} ${plural(n, 'value')} (a run's metric each) at or below ${step} counted as ${step} (the true value lies between 0 and ${step})`
          : '';
      return `${p.tool} prints these values in steps of ${step}${raised}${censored}.`;
    },
  ),
  'compare.not-estimable': template(
    { reason: 'string', samples: 'number?', metric: 'string?', needs: 'number?', pooled: 'boolean?' },
    (p) => `Not estimable: ${notEstimableReason(p)}.`,
  ),
  'compare.non-positive': template({}, () => 'Values of zero or below cannot be compared as ratios.'),
  'compare.within-run': template({}, () => 'Within-run only — run-to-run noise not measured.'),
  'compare.within-run-too-few-samples': template(
    { metric: 'string' },
    (p) => `A one-run interval for ${p.metric} needs more samples per run.`,
  ),
  'compare.one-run-no-interval': template(
    { needs: 'number' },
    (p) => `One run per side: no interval for this metric; run the benchmark ≥ ${p.needs} times per side.`,
  ),
  'compare.too-few-runs': template(
    { base: 'number', head: 'number', alpha: 'number', needs: 'number' },
    (p) =>
      `${runs(p.base)} vs ${runs(p.head)}: no difference can be shown at α = ${levelText(p.alpha)} (needs ≥ ${p.needs} runs per side).`,
  ),
  // A measure's geomean row (compare/geomean.ts): short, they sit in the row's last cell.
  'compare.geomean-zero': template({ base: 'number', head: 'number' }, (p) => {
    const counted = (n: number) => `${grouped(n)} ${plural(n, 'benchmark')}`;
    if (p.base > 0 && p.head > 0)
      return `no geometric mean of base or head: ${counted(p.base)} of base and ${grouped(p.head)} of head at 0 or below`;
    return `no geometric mean of ${p.base > 0 ? 'base' : 'head'}: ${counted(Math.max(p.base, p.head))} at 0 or below`;
  }),
  'compare.geomean-no-ratio': template(
    { count: 'number' },
    (p) => `no change: ${grouped(p.count)} ${plural(p.count, 'benchmark goes', 'benchmarks go')} from or to 0`,
  ),
  'compare.geomean-left-out': template(
    { count: 'number' },
    (p) => `${grouped(p.count)} ${plural(p.count, 'benchmark')} measured on one side only left out`,
  ),
};
