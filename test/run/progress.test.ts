import { describe, expect, it } from 'vitest';
import { createProgress, etaSuffix, formatSpan, tailLines } from '../../src/run/progress.js';
import { interleave } from '../../src/run/schedule.js';

describe('progress', () => {
  it('writes a live counter only when given a live writer, and clears it before each line', async () => {
    const lines: string[] = [];
    const raw: string[] = [];
    const p = createProgress({ log: (l) => lines.push(l), live: (t) => raw.push(t) });
    p.starting('[1/4] running base 1/2…');
    p.line('[1/4] base 1/2: 84 ms, exit 0');
    expect(raw).toEqual(['\r\x1b[2K[1/4] running base 1/2…', '\r\x1b[2K']);
    expect(lines).toEqual(['[1/4] base 1/2: 84 ms, exit 0']);
    const quiet = createProgress({ log: (l) => lines.push(l) });
    quiet.starting('nothing');
    expect(await quiet.group('Setup', async () => 7)).toBe(7);
    expect(lines.at(-1)).toBe('── Setup');
  });

  it('keeps at most 20 lines of output, stderr last', () => {
    const out = Array.from({ length: 30 }, (_, i) => `out ${i}`).join('\n');
    expect(tailLines(out, 'boom\n')).toEqual([...Array.from({ length: 19 }, (_, i) => `stdout| out ${i + 11}`), 'stderr| boom']);
    expect(tailLines('', Array.from({ length: 50 }, (_, i) => `e${i}`).join('\n'))).toHaveLength(20);
    expect(tailLines('', '')).toEqual([]);
  });

  it('formats spans for a person, rounded to the second', () => {
    expect([0, 499, 500, 45_000, 59_600, 72_000, 125_000, 3_599_000, 3_720_000].map(formatSpan)).toEqual([
      '<1s',
      '<1s',
      '1s',
      '45s',
      '1m 00s',
      '1m 12s',
      '2m 05s',
      '59m 59s',
      '1h 02m',
    ]);
  });

  it('estimates the time left from the runs still to come, each at its side’s mean so far', () => {
    const order = interleave(2); // base head head base
    expect(etaSuffix(order, [], 0)).toBe('');
    // After one base run of 1 s: head has no run yet, so the overall mean stands in for it.
    expect(etaSuffix(order, [1000], 1200)).toBe(' · 1s elapsed · ~3s left');
    // A head twice as slow: head 2 s + base 1 s left.
    expect(etaSuffix(order, [1000, 2000], 3300)).toBe(' · 3s elapsed · ~3s left');
    expect(etaSuffix(order, [1000, 2000, 4000], 7400)).toBe(' · 7s elapsed · ~1s left');
    expect(etaSuffix(order, [1000, 2000, 4000, 1000], 8400)).toBe(' · 8s elapsed');
    // 7 of 20 runs done at 9.615 s each, 72 s on the clock: 13 × 9.615 s ≈ 2m 05s left.
    expect(etaSuffix(interleave(10), Array(7).fill(9615), 72_000)).toBe(' · 1m 12s elapsed · ~2m 05s left');
  });

  it('takes its clock from the caller', () => {
    let t = 1000;
    const p = createProgress({ log: () => {}, now: () => t });
    expect(p.now()).toBe(1000);
    t = 2500;
    expect(p.now()).toBe(2500);
  });
});
