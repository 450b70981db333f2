/** `cpu-info` for the PR description: numbers posted without the machine that produced them. */
import type { PrAskCheck } from './ask.js';

export const prCpuInfoAsk: PrAskCheck = ({ facts, existing }) => {
  if (!facts.hasNumbers || (facts.hasCpuModel && facts.hasCoreCounts)) return [];
  // The results already lack machine facts, and that ask asks the same question.
  if (existing.some((a) => a.kind === 'cpu-info' && a.benchmark === null && a.quote === undefined)) return [];
  const missing = !facts.hasCpuModel && !facts.hasCoreCounts ? 'the CPU model and the physical and logical core counts' : !facts.hasCpuModel ? 'the CPU model' : 'the physical and logical core counts (is SMT on?)';
  return [
    {
      kind: 'cpu-info',
      benchmark: null,
      quote: facts.firstNumberLine,
      message: `The numbers in the description do not say which machine produced them. Could you add ${missing} (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers can tell whether the result carries over to production hardware?`,
    },
  ];
};
