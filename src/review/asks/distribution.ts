/** `distribution`: the minimum or the median moved opposite to the tail, or the shape changed. */
import type { MessageParam } from '../../model/message.js';
import type { ReportBenchmark, ReportMetric } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask } from './ask.js';

const worse = (m: ReportMetric | undefined) => m?.verdict === 'regression';
const better = (m: ReportMetric | undefined) => m?.verdict === 'improvement';

function tailMetric(b: ReportBenchmark, test: typeof worse): [string, ReportMetric] | undefined {
  for (const id of ['p99.9', 'p99', 'p90'] as const) if (test(b.metrics[id])) return [id, b.metrics[id]!];
  return undefined;
}

export const distributionAsk: AskCheck = ({ benchmarks }) => {
  const asks: Ask[] = [];
  for (const b of benchmarks) {
    const centre = (['min', 'p50'] as const).map((id) => [id, b.metrics[id]] as const);
    const tailWorse = tailMetric(b, worse);
    const tailBetter = tailMetric(b, better);
    const centreBetter = centre.find(([, m]) => better(m));
    const centreWorse = centre.find(([, m]) => worse(m));
    let id: string | undefined;
    let params: Record<string, MessageParam> = {};
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
    // A second mode is worth saying on its own, or after whatever else was found.
    if (b.diagnostics.multimodal) {
      const side = b.diagnostics.multimodal.head !== null ? 'head' : 'base';
      params = { ...params, multimodalSide: side, mValue: b.diagnostics.multimodal[side] ?? 0 };
      id ??= 'distribution.multimodal';
    }
    if (id) asks.push(ask('distribution', id, b.name, params));
  }
  return asks;
};
