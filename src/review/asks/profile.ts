/** `profile`: a tail metric (p90 and above) regressed or the minimum got worse. */
import type { Ask, AskCheck } from './ask.js';
import { formatChange } from '../../units/units.js';
import { ecosystemOf, profileHint } from './ecosystem.js';

export const profileAsk: AskCheck = ({ benchmarks }) => {
  const asks: Ask[] = [];
  for (const b of benchmarks) {
    const regressed = (['p99.9', 'p99', 'p90', 'min'] as const).filter((id) => b.metrics[id]?.verdict === 'regression');
    if (regressed.length === 0) continue;
    const id = regressed[0];
    const m = b.metrics[id]!;
    asks.push({
      kind: 'profile',
      benchmark: b.name,
      message:
        `${id} of "${b.name}" got worse ${formatChange(m.ratio)} (CI ${formatChange(m.ciLow)} … ${formatChange(m.ciHigh)}). ` +
        `Could you attach a profile of head (and base) on this benchmark? For example: ${profileHint(ecosystemOf(b.formats), b.name)}`,
    });
  }
  return asks;
};
