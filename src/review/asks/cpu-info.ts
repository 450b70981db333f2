/** `cpu-info`: results without machine facts. */
import type { AskCheck } from './ask.js';

export const cpuInfoAsk: AskCheck = ({ suite }) => {
  const missing = (['base', 'head'] as const).filter((side) => {
    const m = suite.machine[side];
    return !m || !m.cpuModel || m.physicalCores === undefined || m.logicalCpus === undefined;
  });
  if (missing.length === 0) return [];
  const which = missing.length === 2 ? 'either side' : `the ${missing[0]} side`;
  return [
    {
      kind: 'cpu-info',
      benchmark: null,
      message: `The results do not say which machine produced them for ${which}. Could you add the CPU model and the count of physical and logical cores (e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)"), so readers know whether SMT, core count or CPU generation explain the numbers?`,
    },
  ];
};
