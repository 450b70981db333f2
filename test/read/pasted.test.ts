import { describe, expect, it } from 'vitest';
import { unpaste, unpasteText } from '../../src/read/pasted.js';

describe('unpaste: tool output as pasted in a review', () => {
  it('removes quote marks, fences and the shared indentation, line for line', () => {
    expect(unpaste(['> ```text', '>   Count: 3', '>     50%  (med) = 2', '> ```'])).toEqual(['', 'Count: 3', '  50%  (med) = 2', '']);
    expect(unpaste(['  Count: 3', '', '    50% = 2'])).toEqual(['Count: 3', '', '  50% = 2']);
    expect(unpaste(['>> nested', '> > spaced'])).toEqual(['nested', 'spaced']);
  });

  it('leaves output that was not pasted as it is', () => {
    const lines = ['Results:', 'op rate : 5 [WRITE:5]', '  indented'];
    expect(unpaste(lines)).toEqual(lines);
    expect(unpasteText('a\r\n  b')).toBe('a\n  b');
  });
});
