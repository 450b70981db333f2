/** `percentiles` for the PR description: the author posted averages (or single figures) only. */
import type { PrAskCheck } from './ask.js';

export const prPercentilesAsk: PrAskCheck = ({ facts }) => {
  if (!facts.hasNumbers || facts.hasPercentiles || !facts.averageLine) return [];
  return [
    {
      kind: 'percentiles',
      benchmark: null,
      quote: facts.averageLine,
      message:
        'The description gives an average (or a single figure) but no percentiles. A mean can improve while p90 triples, and users feel the tail. ' +
        'Could you post p50, p90 and p99 for base and head (or the raw per-operation timings / a histogram), from several process-level runs?',
    },
  ];
};
