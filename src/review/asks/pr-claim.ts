/**
 * `claim`: the description claims a change ("25% faster", "2x the throughput", "p99 went from 12 ms
 * to 9 ms") that the measurement contradicts. Which measured change a claim is held against: the
 * benchmark the claim's line names (the longest name found in it), else every benchmark of the
 * kind the claim is about (a time claim: the lower-is-better ones; a throughput claim: the
 * higher-is-better ones; a claim that says neither: all), contradicted only when every one of them
 * contradicts it (each is named). The metric: the one the claim names (`p99`), else the central one (p50, else mean),
 * and only with an interval.
 *
 * Contradicted means the measured interval, as a speed-up in the metric's better direction, lies
 * below half the claimed speed-up (on a log scale) — the claim read as the smallest change its
 * words allow ("25% faster": 1.25, not 1/0.75) — so "25% faster" against −2% … +3% is
 * contradicted and different readings of "X% faster" are not; for a claimed slow-down, above
 * half of it. `opposite` when the interval lies wholly on the other side of no change.
 */
import { isLatency, isThroughput } from '../../compare/sweep.js';
import type { MetricId } from '../../model/settings.js';
import type { ReportBenchmark, ReportMetric } from '../contract.js';
import type { PrClaim } from '../pr-body.js';
import type { Ask, PrAskCheck } from './ask.js';
import { ask } from './ask.js';

/** Most contradiction findings one description gets, and most claims looked at (the first ones). */
const MAX_FINDINGS = 5;
const MAX_CLAIMS = 20;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a benchmark name occurs in the line as a word: as written when short (`SET` is not "set"), in any case when longer. */
function names(line: string, name: string): boolean {
  const n = name.trim();
  if (n.length < 3 || !line.toLowerCase().includes(n.toLowerCase())) return false;
  return new RegExp(`(^|[^\\w])${escapeRe(n)}($|[^\\w])`, n.length < 6 ? '' : 'i').test(line);
}

/** A time claim ("faster", "took") is about durations; a throughput claim about rates; an unqualified one about either. Bytes and allocation counts never fit a speed claim. */
const fits = (c: PrClaim, b: ReportBenchmark) =>
  c.quantity === 'time' ? isLatency(b) : c.quantity === 'throughput' ? isThroughput(b) : isLatency(b) || isThroughput(b);

/** The names a line may use for a benchmark: as displayed, as the tool printed it, and a Go name without its package (`pkg.BenchmarkX` → `BenchmarkX`). */
function namesOf(b: ReportBenchmark): string[] {
  const go = /^[\w./-]+\.(Benchmark[^\s.]*)$/.exec(b.toolName);
  return [b.name, b.toolName, ...(go ? [go[1]] : [])];
}

/**
 * The benchmarks a claim is held against: the one its line names (the longest name found), else
 * every benchmark of the kind it is about (several only for a claim that names none).
 */
function benchmarksFor(c: PrClaim, benchmarks: readonly ReportBenchmark[]): ReportBenchmark[] {
  const named = benchmarks
    .map((b) => ({ b, len: Math.max(0, ...namesOf(b).map((n) => (names(c.line, n) ? n.length : 0))) }))
    .filter((x) => x.len > 0);
  if (named.length) {
    const pool = named.some((x) => fits(c, x.b)) ? named.filter((x) => fits(c, x.b)) : named;
    return [pool.sort((x, y) => y.len - x.len)[0].b];
  }
  return benchmarks.filter((b) => fits(c, b));
}

function metricFor(c: PrClaim, b: ReportBenchmark): [MetricId, ReportMetric] | undefined {
  const ids = (c.metric ? [c.metric] : ['p50', 'mean']) as MetricId[];
  for (const id of ids) {
    const m = b.metrics[id];
    if (m && m.constant === null && m.ciLow !== null && m.ciHigh !== null && m.ciLow > 0 && m.ciHigh > 0) return [id, m];
  }
  return undefined;
}

/** The finding when this benchmark's measured change contradicts the claim, else undefined. */
function contradiction(c: PrClaim, b: ReportBenchmark): Ask | undefined {
  const found = metricFor(c, b);
  if (!found) return undefined;
  const [metric, m] = found;
  const claimed = Math.log(c.speedup);
  // The measured speed-up in the better direction: base/head for lower-is-better metrics.
  const lo = Math.log(b.lowerIsBetter ? 1 / m.ciHigh! : m.ciLow!);
  const hi = Math.log(b.lowerIsBetter ? 1 / m.ciLow! : m.ciHigh!);
  const contradicted = claimed > 0 ? hi < claimed / 2 : lo > claimed / 2;
  if (!contradicted) return undefined;
  const opposite = claimed > 0 ? hi < 0 : lo > 0;
  return ask(
    'claim',
    'pr-claim.contradicted',
    b.name,
    {
      claim: c.text,
      // The claimed change as a head/base ratio of the metric, for the sentence.
      claimedRatio: b.lowerIsBetter ? 1 / c.speedup : c.speedup,
      metric,
      ratio: m.ratio,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      lowerIsBetter: b.lowerIsBetter,
      opposite,
    },
    { quote: c.line },
  );
}

/**
 * A claim held against several benchmarks (it names none, and several fit: a cassandra-stress
 * file's latency and op rate for "Average improvement: 25%") is contradicted only when every one
 * of them contradicts it, and then the finding names each; one that bears it out, or that has no
 * interval to tell, leaves the claim standing.
 */
/** How far the measured interval reaches in the claim's direction (log of head/base; larger is closer to the claim). */
function closeness(a: Ask): number {
  const p = a.params as { ciLow: number; ciHigh: number; claimedRatio: number };
  return p.claimedRatio < 1 ? -Math.log(p.ciLow) : Math.log(p.ciHigh);
}

export const prClaimAsk: PrAskCheck = ({ facts, benchmarks }) => {
  const asks: Ask[] = [];
  for (const c of facts.claims.slice(0, MAX_CLAIMS)) {
    if (asks.length >= MAX_FINDINGS) break;
    const pool = benchmarksFor(c, benchmarks);
    if (pool.length === 0) continue;
    const found = pool.map((b) => contradiction(c, b));
    if (!found.every((a): a is Ask => a !== undefined)) continue;
    // One finding per claim: held against several benchmarks, it names the one that comes closest
    // to the claim (the author's best case) and says how many others do not show it either.
    const closest = found.reduce((best, a) => (closeness(a) > closeness(best) ? a : best));
    asks.push(found.length > 1 ? { ...closest, params: { ...closest.params, others: found.length - 1 } } : closest);
  }
  return asks;
};
