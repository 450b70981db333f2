/**
 * `distribution`: the minimum or the median moved opposite to the tail, or the shape changed.
 *
 * Asked only where the change is real at the benchmark's evidence level: `stretched`, `fixed-cost`,
 * `fast-path` and `shape-changed` only for a benchmark whose change is confirmed (changeConfirmed);
 * a second mode on its own (`multimodal`) also for process-level runs (`across-processes`, where
 * the shape is compared across runs), never from one process per side without a confirmed change —
 * two processes of the same code differ in shape on a shared runner. Benchmarks with the same
 * finding (the same id and metrics) are one ask naming them, their numbers as ranges
 * (`<param>Max`). Nothing is asked where base and head data are identical (see identical.ts).
 *
 * The minimum is read only where it is estimable (ask.ts minEstimable: a run large enough that its
 * minimum is not one lucky draw). A minimum that got worse while the tail did not is asked about in
 * the words of what the median did: the median worse too is `fixed-cost` (a cost added to every
 * operation shows most where operations are shortest); the median better or unchanged is
 * `fast-path` (the fastest operations got slower, the typical one did not: a fast path changed).
 */
import type { MessageParam } from '../../model/message.js';
import type { ReportBenchmark, ReportMetric } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, changeConfirmed, evidenceLevelOf, minEstimable, namesParams, numberRanges, sameWords, smallestRunOf } from './ask.js';
import { identicalBenchmarks } from './identical.js';

const worse = (m: ReportMetric | undefined) => m?.verdict === 'regression';
const better = (m: ReportMetric | undefined) => m?.verdict === 'improvement';

function tailMetric(b: ReportBenchmark, test: typeof worse): [string, ReportMetric] | undefined {
  for (const id of ['p99.9', 'p99', 'p90'] as const) if (test(b.metrics[id])) return [id, b.metrics[id]!];
  return undefined;
}

/** The finding for one benchmark, or undefined; `minOk` when its minimum is estimable. */
function finding(b: ReportBenchmark, minOk: boolean): { id: string; params: Record<string, MessageParam> } | undefined {
  const confirmed = changeConfirmed(b);
  let id: string | undefined;
  let params: Record<string, MessageParam> = {};
  if (confirmed) {
    const min = minOk ? b.metrics.min : undefined;
    const p50 = b.metrics.p50;
    const centre = [
      ['min', min],
      ['p50', p50],
    ] as const;
    const tailWorse = tailMetric(b, worse);
    const tailBetter = tailMetric(b, better);
    const centreBetter = centre.find(([, m]) => better(m));
    // What the tail did, said beside a change at the low end.
    const tail: Record<string, MessageParam> = tailBetter ? { better: tailBetter[0], betterRatio: tailBetter[1].ratio } : {};
    if (tailWorse && centreBetter) {
      id = 'distribution.stretched';
      params = { better: centreBetter[0], betterRatio: centreBetter[1]!.ratio, worse: tailWorse[0], worseRatio: tailWorse[1].ratio };
    } else if (worse(min) && !tailWorse && worse(p50)) {
      id = 'distribution.fixed-cost';
      params = { ...tail, worse: 'min', worseRatio: min!.ratio, alsoWorse: 'p50', alsoWorseRatio: p50!.ratio };
    } else if (worse(min) && !tailWorse && (better(p50) || p50?.verdict === 'no-change')) {
      id = 'distribution.fast-path';
      params = { ...tail, minRatio: min!.ratio, p50Ratio: p50!.ratio, p50Improved: better(p50) };
    } else if (tailBetter && worse(p50)) {
      id = 'distribution.fixed-cost';
      params = { ...tail, worse: 'p50', worseRatio: p50!.ratio };
    } else if (b.diagnostics.shapeChanged) {
      id = 'distribution.shape-changed';
      params = { d: b.diagnostics.shapeChanged.d };
    }
  }
  // A second mode is worth saying on its own, or after whatever else was found.
  if (b.diagnostics.multimodal && (confirmed || evidenceLevelOf(b) === 'across-processes')) {
    const side = b.diagnostics.multimodal.head !== null ? 'head' : 'base';
    params = { ...params, multimodalSide: side, mValue: b.diagnostics.multimodal[side] ?? 0 };
    id ??= 'distribution.multimodal';
  }
  return id ? { id, params } : undefined;
}

export const distributionAsk: AskCheck = ({ benchmarks, comparison, suite }) => {
  const groups = new Map<string, { id: string; params: Array<Record<string, MessageParam>>; names: string[] }>();
  const identical = identicalBenchmarks(suite);
  for (const b of benchmarks) {
    if (identical.has(b.name)) continue;
    const f = finding(b, minEstimable(smallestRunOf(comparison, b)));
    if (!f) continue;
    const key = sameWords(f.id, f.params);
    const g = groups.get(key) ?? { id: f.id, params: [], names: [] };
    groups.set(key, g);
    g.params.push(f.params);
    g.names.push(b.name);
  }
  return [...groups.values()].map(({ id, params, names }): Ask =>
    names.length === 1
      ? ask('distribution', id, names[0], params[0])
      : ask('distribution', id, null, { ...numberRanges(params), ...namesParams(names) }),
  );
};
