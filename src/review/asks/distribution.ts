/** `distribution`: the minimum or the median moved opposite to the tail, or the shape changed. */
import type { Ask, AskCheck } from './ask.js';
import { formatChange } from '../../units/units.js';
import type { ReportBenchmark, ReportMetric } from '../report.js';

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
    let message: string | undefined;
    if (tailWorse && centreBetter) {
      message = `${centreBetter[0]} improved ${formatChange(centreBetter[1]!.ratio)} while ${tailWorse[0]} got worse ${formatChange(tailWorse[1].ratio)}: the distribution stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?`;
    } else if (tailBetter && centreWorse) {
      message = `${tailBetter[0]} improved ${formatChange(tailBetter[1].ratio)} but ${centreWorse[0]} got worse ${formatChange(centreWorse[1]!.ratio)}: why did the fastest cases get slower? Is a fixed cost added to every operation?`;
    } else if (b.diagnostics.shapeChanged) {
      message = `The shape of the distribution changed (Kolmogorov–Smirnov D = ${b.diagnostics.shapeChanged.d.toFixed(2)} on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected?`;
    }
    if (b.diagnostics.multimodal) {
      const side = b.diagnostics.multimodal.head !== null ? 'head' : 'base';
      const extra = `The ${side} distribution looks multimodal (m-value ${(b.diagnostics.multimodal[side] ?? 0).toFixed(1)}): p90/p99 can jump between modes with small mixture changes.`;
      message = message ? `${message} ${extra}` : `${extra} Do you know which path the slow mode is?`;
    }
    if (message) asks.push({ kind: 'distribution', benchmark: b.name, message });
  }
  return asks;
};
