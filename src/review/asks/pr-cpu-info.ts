/** `cpu-info` for the PR description: numbers posted without the machine that produced them. */
import type { PrAskCheck } from './ask.js';
import { ask } from './ask.js';

export const prCpuInfoAsk: PrAskCheck = ({ facts, existing }) => {
  if (!facts.hasNumbers || (facts.hasCpuModel && facts.hasCoreCounts)) return [];
  // The results already lack machine facts, and that ask asks the same question.
  if (existing.some((a) => a.kind === 'cpu-info' && a.benchmark === null && a.quote === undefined)) return [];
  return [
    ask(
      'cpu-info',
      'pr-cpu-info.missing',
      null,
      { cpuModel: !facts.hasCpuModel, coreCounts: !facts.hasCoreCounts },
      { quote: facts.firstNumberLine },
    ),
  ];
};
