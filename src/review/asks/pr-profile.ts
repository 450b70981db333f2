/** `profile` for the PR description: a claimed speed-up with neither a profile nor a distribution. */
import type { PrAskCheck } from './ask.js';

export const prProfileAsk: PrAskCheck = ({ facts }) => {
  if (!facts.claimLine || facts.hasProfile || facts.hasPercentiles) return [];
  return [
    {
      kind: 'profile',
      benchmark: null,
      quote: facts.claimLine,
      message:
        'The description claims a speed-up but shows neither a profile nor the distribution behind it. ' +
        'Could you attach a profile of base and head on the benchmark that improved (perf, pprof, --cpu-prof, async-profiler, …) showing where the time went, ' +
        'and the percentiles, so we know the gain is in the code path you changed and not only in the average?',
    },
  ];
};
