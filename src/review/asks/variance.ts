/** `variance`: runs vary more than samples within a run would explain. */
import type { AskCheck } from './ask.js';
import { ask } from './ask.js';

export const varianceAsk: AskCheck = ({ benchmarks }) =>
  benchmarks
    .filter((b) => b.diagnostics.runVariance !== null)
    .map((b) => ask('variance', 'variance.runs-vary', b.name, { benchmark: b.name, ratio: b.diagnostics.runVariance!.ratio, metric: b.diagnostics.runVariance!.metric }));
