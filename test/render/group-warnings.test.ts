import { describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { groupWarnings } from '../../src/render/grouping.js';
import { messageText } from '../../src/render/messages/index.js';

describe('input warnings said once each', () => {
  it('folds warnings that differ only in where they were found, and keeps different ones apart', () => {
    const failed = (file: string, benchmark: string, line = 3) =>
      message('reader.benchmark-failed', { file, line, benchmark, reason: 'exit 1' });
    const warnings = [failed('a.json', 'X'), failed('b.json', 'X', 9), failed('c.json', 'X'), failed('a.json', 'Y')];
    expect(groupWarnings(warnings)).toEqual([`${messageText(warnings[0])} (and 2 more places alike)`, messageText(warnings[3])]);
    expect(groupWarnings([failed('a.json', 'X'), failed('b.json', 'X')])[0]).toMatch(/\(and 1 more place alike\)$/);
    expect(groupWarnings([])).toEqual([]);
  });
});
