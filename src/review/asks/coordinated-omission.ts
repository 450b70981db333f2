/** `coordinated-omission`: closed-loop load tools understate tails (methodology §5.3–5.4). */
import type { AskCheck } from './ask.js';
import { listNames } from './ask.js';

export const coordinatedOmissionAsk: AskCheck = ({ benchmarks }) => {
  const closed = benchmarks.filter((b) => b.loadModel === 'closed-loop' && ['p90', 'p99', 'p99.9'].some((id) => b.metrics[id as 'p99']?.base !== null && b.metrics[id as 'p99']?.base !== undefined));
  if (closed.length === 0) return [];
  return [
    {
      kind: 'coordinated-omission',
      benchmark: closed.length === 1 ? closed[0].name : null,
      message:
        `${listNames(closed.map((b) => b.name))} came from a closed-loop load generator (${[...new Set(closed.flatMap((b) => b.formats))].join(', ')}): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. ` +
        'Could you measure at a fixed arrival rate (wrk2 -R, vegeta, k6 constant-arrival-rate) so the tails are trustworthy?',
    },
  ];
};
