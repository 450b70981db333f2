/** `cpu-info`: results without machine facts. */
import type { AskCheck } from './ask.js';
import { ask } from './ask.js';

export const cpuInfoAsk: AskCheck = ({ suite }) => {
  const missing = (['base', 'head'] as const).filter((side) => {
    const m = suite.machine[side];
    return !m || !m.cpuModel || m.physicalCores === undefined || m.logicalCpus === undefined;
  });
  if (missing.length === 0) return [];
  return [ask('cpu-info', 'cpu-info.missing', null, { sides: missing })];
};
