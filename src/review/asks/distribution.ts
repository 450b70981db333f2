/**
 * `distribution`: the minimum or the median moved opposite to the tail, or the shape changed.
 *
 * Asked only where the change is real at the benchmark's evidence level: `stretched`, `fixed-cost`
 * and `shape-changed` only for a benchmark whose change is confirmed (changeConfirmed); a second
 * mode on its own (`multimodal`) also for process-level runs (`across-processes`, where the shape
 * is compared across runs), never from one process per side without a confirmed change — two
 * processes of the same code differ in shape on a shared runner. Benchmarks with the same finding
 * (the same id and metrics) are one ask naming them, their numbers as ranges (`<param>Max`).
 */
import type { MessageParam } from '../../model/message.js';
import type { ReportBenchmark, ReportMetric } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, changeConfirmed, evidenceLevelOf, namesParams, numberRanges, sameWords } from './ask.js';

const worse = (m: ReportMetric | undefined) => m?.verdict === 'regression';
const better = (m: ReportMetric | undefined) => m?.verdict === 'improvement';

function tailMetric(b: ReportBenchmark, test: typeof worse): [string, ReportMetric] | undefined {
  for (const id of ['p99.9', 'p99', 'p90'] as const) if (test(b.metrics[id])) return [id, b.metrics[id]!];
  return undefined;
}

/** The finding for one benchmark, or undefined. */
function finding(b: ReportBenchmark): { id: string; params: Record<string, MessageParam> } | undefined {
  const confirmed = changeConfirmed(b);
  let id: string | undefined;
  let params: Record<string, MessageParam> = {};
  if (confirmed) {
    const centre = (['min', 'p50'] as const).map((id) => [id, b.metrics[id]] as const);
    const tailWorse = tailMetric(b, worse);
    const tailBetter = tailMetric(b, better);
    const centreBetter = centre.find(([, m]) => better(m));
    const centreWorse = centre.find(([, m]) => worse(m));
    if (tailWorse && centreBetter) {
      id = 'distribution.stretched';
      params = { better: centreBetter[0], betterRatio: centreBetter[1]!.ratio, worse: tailWorse[0], worseRatio: tailWorse[1].ratio };
    } else if (tailBetter && centreWorse) {
      id = 'distribution.fixed-cost';
      params = { better: tailBetter[0], betterRatio: tailBetter[1].ratio, worse: centreWorse[0], worseRatio: centreWorse[1]!.ratio };
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

export const distributionAsk: AskCheck = ({ benchmarks }) => {
  const groups = new Map<string, { id: string; params: Array<Record<string, MessageParam>>; names: string[] }>();
  for (const b of benchmarks) {
    const f = finding(b);
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
