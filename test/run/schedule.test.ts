import { describe, expect, it } from 'vitest';
import { interleave, minimumRuns } from '../../src/run/schedule.js';

describe('interleave: balanced A B B A order', () => {
  it('is exactly A B B A A B B A …', () => {
    expect(interleave(1)).toEqual(['base', 'head']);
    expect(interleave(2)).toEqual(['base', 'head', 'head', 'base']);
    expect(interleave(3)).toEqual(['base', 'head', 'head', 'base', 'base', 'head']);
    expect(interleave(4).join(' ')).toBe('base head head base base head head base');
  });

  it('gives each side the same number of runs, and each pair one run of each side', () => {
    for (let n = 1; n <= 25; n++) {
      const order = interleave(n);
      expect(order.filter((s) => s === 'base')).toHaveLength(n);
      expect(order.filter((s) => s === 'head')).toHaveLength(n);
      for (let k = 0; k < n; k++) expect(new Set(order.slice(2 * k, 2 * k + 2)).size).toBe(2);
    }
  });

  it('for an even count, balances positions: the mean position of each side is the same', () => {
    for (const n of [2, 4, 10]) {
      const pos = (side: string) => interleave(n).reduce((s, x, i) => s + (x === side ? i : 0), 0);
      expect(pos('base')).toBe(pos('head'));
    }
  });
});

describe('minimumRuns: how many successful runs per side the comparison needs', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [10, 5],
    [30, 15],
  ])('%i runs → %i', (runs, need) => expect(minimumRuns(runs)).toBe(need));
});
