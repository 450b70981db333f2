/** `coverage`: benchmarks present on one side only. */
import type { Ask, AskCheck } from './ask.js';
import { listNames } from './ask.js';

export const coverageAsk: AskCheck = ({ comparison }) => {
  const asks: Ask[] = [];
  const { base, head } = comparison.onlyIn;
  if (head.length) {
    asks.push({
      kind: 'coverage',
      benchmark: head.length === 1 ? head[0] : null,
      message: `${listNames(head)} ${head.length === 1 ? 'exists' : 'exist'} only on head, so there is nothing to compare against. Could the base run include ${head.length === 1 ? 'it' : 'them'} too (or is ${head.length === 1 ? 'it' : 'each'} new in this change)?`,
    });
  }
  if (base.length) {
    asks.push({
      kind: 'coverage',
      benchmark: base.length === 1 ? base[0] : null,
      message: `${listNames(base)} ran on base but not on head. If ${base.length === 1 ? 'it was' : 'they were'} removed or renamed on purpose, please say so; otherwise this change may hide a regression there.`,
    });
  }
  return asks;
};
