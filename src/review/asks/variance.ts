/** `variance`: runs vary more than samples within a run would explain. */
import type { AskCheck } from './ask.js';

export const varianceAsk: AskCheck = ({ benchmarks }) =>
  benchmarks
    .filter((b) => b.diagnostics.runVariance !== null)
    .map((b) => ({
      kind: 'variance' as const,
      benchmark: b.name,
      message:
        `Runs of "${b.name}" vary ${b.diagnostics.runVariance!.ratio.toFixed(1)}× more in ${b.diagnostics.runVariance!.metric} than sampling within one run explains: ` +
        'machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
    }));
