/** `bench-review merge`'s arguments (src/cli/merge-command.ts): the shard folders apart from the flags. */
import { describe, expect, it } from 'vitest';
import { splitMergeArgv } from '../../src/cli/merge-command.js';

describe('bench-review merge arguments', () => {
  it('takes the shard folders anywhere among its flags', () => {
    expect(splitMergeArgv(['--json', 'r.json', 's1', 's2', 's3'])).toEqual({ folders: ['s1', 's2', 's3'], flags: ['--json', 'r.json'] });
    expect(splitMergeArgv(['s1', '--markdown=m.md', 's2', '--json', 'r.json', 's3'])).toEqual({
      folders: ['s1', 's2', 's3'],
      flags: ['--markdown=m.md', '--json', 'r.json'],
    });
    // An unknown flag is left to the parser, which refuses it by name.
    expect(splitMergeArgv(['--nope', 's1'])).toEqual({ folders: ['s1'], flags: ['--nope'] });
  });
});
