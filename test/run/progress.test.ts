import { describe, expect, it } from 'vitest';
import { createProgress, tailLines } from '../../src/run/progress.js';

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
});
