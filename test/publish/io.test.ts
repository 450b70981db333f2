import { describe, expect, it } from 'vitest';
import { defuseCommands } from '../../src/publish/io.js';

describe('logging untrusted text', () => {
  it('never lets a line become a workflow command', () => {
    expect(defuseCommands('ok\n::set-output name=status::pass\n  ::add-mask::x')).toBe(
      'ok\n:\u200b:set-output name=status::pass\n  :\u200b:add-mask::x',
    );
    expect(defuseCommands('a :: b')).toBe('a :: b');
  });
});
