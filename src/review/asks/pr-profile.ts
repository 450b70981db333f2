/** `profile` for the PR description: a claimed speed-up with neither a profile nor a distribution. */
import type { PrAskCheck } from './ask.js';
import { ask } from './ask.js';

export const prProfileAsk: PrAskCheck = ({ facts }) => {
  if (!facts.claimLine || facts.hasProfile || facts.hasPercentiles) return [];
  return [ask('profile', 'pr-profile.claim-without-evidence', null, {}, { quote: facts.claimLine })];
};
