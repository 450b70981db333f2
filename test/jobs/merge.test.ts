/** Merging shards (src/jobs/merge.ts), the job `bench-review merge` and the action's `mode: merge` both run: the merged run record. */
import { describe, expect, it } from 'vitest';
import { mergedRun } from '../../src/jobs/merge.js';
import type { LoadedShard } from '../../src/run/shard.js';

describe('the merged run record', () => {
  it('says per side the runs each benchmark had (the most any shard made), never their sum', () => {
    const shard = (index: number, base: number, head: number, failed: number) =>
      ({
        record: {
          shard: { index, count: 3 },
          run: {
            base: { sha: 'b', runs: base, failedRuns: failed },
            head: { sha: 'h', runs: head, failedRuns: 0 },
            baseWhy: 'x',
            order: [],
            runsPerSide: base + failed,
            looks: [base],
            stopped: 'fixed',
          },
        },
      }) as unknown as LoadedShard;
    const run = mergedRun([shard(1, 5, 5, 0), shard(2, 5, 5, 0), shard(3, 4, 5, 1)]);
    expect(run.base).toEqual({ sha: 'b', runs: 5, failedRuns: 1 });
    expect(run.head).toEqual({ sha: 'h', runs: 5, failedRuns: 0 });
    expect(run.runsPerSide).toBe(5);
  });
});
