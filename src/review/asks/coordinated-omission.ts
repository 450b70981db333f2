/** `coordinated-omission`: closed-loop load tools understate tails (methodology §5.3–5.4). */
import { TAIL_METRICS } from '../../model/settings.js';
import type { AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';

export const coordinatedOmissionAsk: AskCheck = ({ benchmarks }) => {
  const closed = benchmarks.filter(
    (b) => b.loadModel === 'closed-loop' && TAIL_METRICS.some((id) => b.metrics[id]?.base !== null && b.metrics[id]?.base !== undefined),
  );
  if (closed.length === 0) return [];
  const formats = [...new Set(closed.flatMap((b) => b.formats))];
  return [
    ask('coordinated-omission', 'coordinated-omission.closed-loop', closed.length === 1 ? closed[0].name : null, {
      ...namesParams(closed.map((b) => b.name)),
      formats,
    }),
  ];
};
