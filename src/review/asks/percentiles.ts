/** `percentiles`: only means, summaries or per-run aggregates are available. */
import { TAIL_KINDS } from '../../compare/compare-suite.js';
import type { ReportBenchmark } from '../contract.js';
import type { AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';
import { ecosystemOf } from './ecosystem.js';

/** A throughput (higher is better) whose format also gave latency with tails: nothing is missing. */
const throughputBesideTails = (b: ReportBenchmark, all: readonly ReportBenchmark[]): boolean =>
  !b.lowerIsBetter && all.some((o) => TAIL_KINDS.includes(o.sampleKind) && o.formats.some((f) => b.formats.includes(f)));

export const percentilesAsk: AskCheck = ({ benchmarks }) => {
  const tailless = benchmarks.filter((b) => !TAIL_KINDS.includes(b.sampleKind) && !throughputBesideTails(b, benchmarks));
  if (tailless.length === 0) return [];
  return [
    ask('percentiles', 'percentiles.means-only', tailless.length === 1 ? tailless[0].name : null, {
      total: benchmarks.length,
      ...namesParams(tailless.map((b) => b.name)),
      // Per-run means name their units; otherwise they are summaries (mean ± sd).
      perRun: tailless.some((b) => b.sampleKind === 'per-run'),
      units: [...new Set(tailless.map((b) => b.unit))],
      ecosystem: ecosystemOf([...new Set(tailless.flatMap((b) => b.formats))]),
    }),
  ];
};
