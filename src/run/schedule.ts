/**
 * The order of the runs: balanced and interleaved, A B B A A B B A …, so a slow drift of the
 * machine (thermal throttling, a noisy neighbour arriving, caches warming) lands on both sides
 * equally instead of on whichever side ran second. Each consecutive pair holds one run of each
 * side, and the pairs alternate which side goes first, so position effects cancel too.
 */
import type { Side } from '../model/types.js';

export function interleave(runsPerSide: number): Side[] {
  const order: Side[] = [];
  for (let k = 0; k < runsPerSide; k++) order.push(...(k % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const)));
  return order;
}

/**
 * The fewest successful runs per side the comparison goes on with: all of them for one or two
 * runs, else at least two and at least half. Fewer than two measures no run-to-run noise at all;
 * losing more than half means the failures, not the survivors, are the story (and the survivors
 * may be the fast ones).
 */
export function minimumRuns(runsPerSide: number): number {
  if (runsPerSide <= 2) return runsPerSide;
  return Math.max(2, Math.ceil(runsPerSide / 2));
}
