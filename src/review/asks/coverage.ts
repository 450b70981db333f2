/** `coverage`: benchmarks present on one side only. */
import type { Ask, AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';

export const coverageAsk: AskCheck = ({ comparison }) => {
  const asks: Ask[] = [];
  const { base, head } = comparison.onlyIn;
  if (head.length) asks.push(ask('coverage', 'coverage.head-only', head.length === 1 ? head[0] : null, namesParams(head)));
  if (base.length) asks.push(ask('coverage', 'coverage.base-only', base.length === 1 ? base[0] : null, namesParams(base)));
  return asks;
};
