/** `percentiles` for the PR description: the author posted averages (or single figures) only. */
import type { PrAskCheck } from './ask.js';
import { ask } from './ask.js';

export const prPercentilesAsk: PrAskCheck = ({ facts }) => {
  if (!facts.hasNumbers || facts.hasPercentiles || !facts.averageLine) return [];
  return [ask('percentiles', 'pr-percentiles.average-only', null, {}, { quote: facts.averageLine })];
};
