/**
 * `variance`: runs vary more than samples within a run would explain. One ask per metric for every
 * benchmark whose runs do, naming them, with the range of how much more (`ratio`, `ratioMax`);
 * never for a benchmark whose base and head data are identical (see identical.ts).
 */
import type { ReportBenchmark } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, namesParams, numberRanges } from './ask.js';
import { identicalBenchmarks } from './identical.js';

export const varianceAsk: AskCheck = ({ benchmarks, suite }) => {
  const identical = identicalBenchmarks(suite);
  const byMetric = new Map<string, ReportBenchmark[]>();
  for (const b of benchmarks) {
    const v = b.diagnostics.runVariance;
    if (v === null || identical.has(b.name)) continue;
    const list = byMetric.get(v.metric) ?? [];
    byMetric.set(v.metric, list);
    list.push(b);
  }
  return [...byMetric].map(([metric, list]): Ask => {
    if (list.length === 1)
      return ask('variance', 'variance.runs-vary', list[0].name, {
        benchmark: list[0].name,
        ratio: list[0].diagnostics.runVariance!.ratio,
        metric,
      });
    return ask('variance', 'variance.runs-vary', null, {
      metric,
      ...numberRanges(list.map((b) => ({ ratio: b.diagnostics.runVariance!.ratio }))),
      ...namesParams(list.map((b) => b.name)),
    });
  });
};
