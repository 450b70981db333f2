/** Sentences about load sweeps (ids `sweep.*`, `model.load-ambiguous` and `model.load-mixed`), and their small wording helpers. */
import { formatChange } from '../../units/units.js';
import { template, type MessageRegistry } from './template.js';
import { grouped, plainNumber } from './words.js';

/** `p99<50ms` → `p99 < 50 ms` (each condition; several joined by "and"). */
export function sloText(slo: string): string {
  return slo
    .split(',')
    .map((c) =>
      c.replace(
        /^\s*([^<\s]+)\s*<\s*([\d.]+)\s*(\S*)\s*$/,
        (_m, metric: string, n: string, unit: string) => `${metric} < ${n}${unit ? ` ${unit}` : ''}`,
      ),
    )
    .join(' and ');
}

/** Requests for an HTTP-style load (rate, connections, VUs, clients), operations otherwise. */
export const perSecond = (param: string): string => (['rate', 'connections', 'vus', 'clients'].includes(param) ? 'req/s' : 'ops/s');

/** A throughput as shown: `7,900 req/s` (whole numbers above 100, else three significant digits). */
export function throughputText(v: number | null | undefined, param: string): string {
  if (v === null || v === undefined) return '—';
  return `${v >= 100 ? grouped(Math.round(v)) : plainNumber(Number(v.toPrecision(3)))} ${perSecond(param)}`;
}

/** `rate=2000, 4000` */
export const loadsText = (param: string, values: readonly number[]): string => `${param}=${values.map(String).join(', ')}`;

/** The capacity line: "Max sustainable throughput under p99 < 50 ms: base 7,900 req/s → head 3,950 req/s (−50%)". */
export function capacityText(p: {
  slo: string;
  base?: number | null;
  head?: number | null;
  ratio?: number | null;
  param: string;
  baseLoad?: number | null;
  headLoad?: number | null;
}): string {
  // A side that meets the SLO at some load point without a throughput measured there says up to
  // where it meets it, never "no load point within the SLO" beside a table reading "meets".
  const side = (v: number | null | undefined, load: number | null | undefined) =>
    v !== null && v !== undefined
      ? throughputText(v, p.param)
      : load !== null && load !== undefined
        ? `within it up to ${loadsText(p.param, [load])} (throughput not measured)`
        : 'no load point within the SLO';
  const change = p.ratio !== null && p.ratio !== undefined ? ` (${formatChange(p.ratio)})` : '';
  return `Max sustainable throughput under ${sloText(p.slo)}: base ${side(p.base, p.baseLoad)} → head ${side(p.head, p.headLoad)}${change}`;
}

export const SWEEP_MESSAGES: MessageRegistry = {
  'model.load-ambiguous': template(
    { benchmark: 'string', keys: 'strings', file: 'string' },
    (p) =>
      `${p.file}: benchmark "${p.benchmark}" names several load parameters (${p.keys.join(', ')}): not read as a sweep point; say which one is swept with --sweep-param (action input sweep-param).`,
  ),
  'model.load-mixed': template(
    { benchmark: 'string', side: 'string', low: 'number', high: 'number' },
    (p) =>
      `${p.benchmark}: the runs on ${p.side} carried ${grouped(Math.round(p.low))} to ${grouped(Math.round(p.high))} per second (${plainNumber(Number((p.high / p.low).toPrecision(2)))}× apart) with no load point to tell them apart: were they made at different rates? They are pooled as one benchmark. Put the rate in each file's name (e.g. wrk2-rate=2000.txt) or in the benchmark's, so each rate is a point of a sweep.`,
  ),
  'sweep.capacity': template(
    {
      slo: 'string',
      base: 'number?',
      head: 'number?',
      ratio: 'number?',
      param: 'string',
      verdict: 'string',
      baseLoad: 'number?',
      headLoad: 'number?',
    },
    (p) => `${capacityText(p)} — ${p.verdict.replace(/-/g, ' ')}.`,
  ),
  'sweep.capacity-regressed-at': template(
    { param: 'string', at: 'numbers' },
    (p) => `Head fails the SLO (or does not sustain the offered rate) at ${loadsText(p.param, p.at)}, where base meets it.`,
  ),
  'sweep.capacity-improved-at': template(
    { param: 'string', at: 'numbers' },
    (p) => `Head meets the SLO at ${loadsText(p.param, p.at)}, where base fails it (or does not sustain the offered rate).`,
  ),
  'sweep.capacity-unconfirmed': template(
    { runs: 'number', undecidedFails: 'boolean?' },
    (p) =>
      `Not confirmed: a load point that decides it has fewer than ${p.runs} runs per side (and no calibrated noise floor), where one run can straddle the SLO by chance; ${p.undecidedFails ? 'the gate is undecided, which fails the check (undecided: fail)' : 'the check is neutral, not failed'}. About ${p.runs} runs per side at each load point would confirm it.`,
  ),
  'sweep.slo-unprinted': template(
    { tool: 'string', metric: 'string' },
    (p) => `${p.tool} printed no ${p.metric}: the SLO cannot be judged.`,
  ),
  'sweep.beyond-capacity': template({ side: 'string', param: 'string', at: 'numbers', limit: 'number', why: 'string' }, (p) => {
    const who = p.side === 'head' ? 'Head' : 'Base';
    const why =
      p.why === 'violates'
        ? 'it already violated the SLO'
        : p.why === 'saturated'
          ? 'it already carried no more than at the load below (saturated)'
          : 'it already did not sustain the offered rate';
    return `${who} has no run at ${loadsText(p.param, p.at)}, above ${loadsText(p.param, [p.limit])} where ${why}: a load beyond its capacity, not a missing run.`;
  }),
  'sweep.change-columns': template(
    { metric: 'string' },
    (p) =>
      `${p.metric} base and head: the median over runs of each run's ${p.metric}; change: head ÷ base of those medians, in bold where the load point's own comparison found a regression or improvement that gates (its table below gives the Hodges–Lehmann change and interval).`,
  ),
  'sweep.change-columns-plain': template(
    { metric: 'string' },
    (p) =>
      `${p.metric} base and head: the median over runs of each run's ${p.metric}; change: head ÷ base of those medians (the Hodges–Lehmann change and interval are in the load point's own table).`,
  ),
  'sweep.not-sustained': template(
    {},
    () => `⚠ not sustained: achieved throughput below 90% of the offered rate; marked, never counted towards the capacity.`,
  ),
  'sweep.slo-not-applied': template(
    { slo: 'string', loaded: 'number' },
    (p) =>
      `The SLO ${sloText(p.slo)} was not applied: ${
        p.loaded === 0
          ? 'no benchmark has load points'
          : `no benchmark was measured at two or more loads (${grouped(p.loaded)} ${p.loaded === 1 ? 'benchmark has' : 'benchmarks have'} one load point each)`
      }. The capacity under an SLO is read from a load sweep: one benchmark measured at two or more loads, from the tool (wrk2 -R, k6, vegeta rate …) or its name ("GET /api rate=1000", "GET /api rate=2000"); see docs/load-sweeps.md.`,
  ),
  'sweep.slo-rule': template(
    {},
    () =>
      "SLO per point and side: met when every run is below the limit (one run: when the upper end of the quantile's distribution-free interval is; one run of printed percentiles: its printed value), violated when every run (the interval's lower end) is at or above it, undecided otherwise.",
  ),
};
