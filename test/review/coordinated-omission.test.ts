/**
 * The coordinated-omission question names each tool's own remedy (issue 25 item 9): cassandra-stress
 * results were told to use wrk2, vegeta or k6 instead of cassandra-stress's own fixed-rate mode.
 * Real outputs of each closed-loop tool, reviewed against themselves: the question says that tool's
 * fixed-rate flags, or that it has none.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import { reviewFiles } from './review-of.js';

const fx = (id: string, name: string) => join(import.meta.dirname, '..', 'fixtures', 'formats', id, name);

async function question(file: string): Promise<string> {
  const { report } = await reviewFiles([file], [file], defaultSettings());
  const asks = report.asks.filter((a) => a.kind === 'coordinated-omission');
  expect(asks.map((a) => a.id)).toEqual(['coordinated-omission.closed-loop']);
  return messageText(asks[0]);
}

describe("the coordinated-omission question: each tool's own fixed-rate mode first", () => {
  it('cassandra-stress (a real Results block): its own -rate fixed=…/s, not another tool', async () => {
    const text = await question(fx('cassandra-stress', 'pkb-results-block-write.txt'));
    expect(text).toContain('(cassandra-stress)');
    expect(text).toContain('Could you run cassandra-stress at a fixed rate, -rate threads=<n> fixed=<rate>/s');
    expect(text).toContain('throttle=<rate>/s paces the load without doing so');
    expect(text).not.toMatch(/wrk2|vegeta|k6/);
  });

  it('cassandra-stress as pasted into a review (hand-built layouts): the same remedy', async () => {
    for (const f of ['hand-4x-mixed-intervals.txt', 'hand-21-review-quoted-gc.txt']) {
      expect(await question(fx('cassandra-stress', f)), f).toContain('-rate threads=<n> fixed=<rate>/s');
    }
  });

  it('wrk: wrk2 with -R', async () => {
    const text = await question(fx('wrk', 'wrk-latency-3s.txt'));
    expect(text).toContain('Could you run the same test with wrk2 at a fixed rate, -R <rate>');
    expect(text).not.toMatch(/vegeta|k6/);
  });

  it('oha: -q with --latency-correction; autocannon: -R (it corrects at a set rate); ghz: --rps with --async', async () => {
    expect(await question(fx('oha-json', 'local-closed-loop.json'))).toContain('-q <rate> --latency-correction');
    expect(await question(fx('oha-csv', 'local-closed-loop.csv'))).toContain('-q <rate> --latency-correction');
    const autocannon = await question(fx('autocannon', 'autocannon-2s.json'));
    expect(autocannon).toContain('-R <rate> (--overallRate)');
    expect(autocannon).toContain('unless -C is given');
    expect(await question(fx('ghz', 'website-sample-pretty-2018.json'))).toContain('--rps <rate> --async');
  });

  it('redis-benchmark and db_bench: said to have no fixed-rate mode', async () => {
    const redis = await question(fx('redis-benchmark', 'redis-benchmark-text.txt'));
    expect(redis).toContain('redis-benchmark has no fixed-rate mode');
    expect(redis).not.toMatch(/Could you run redis-benchmark|wrk2/);
    expect(await question(fx('db-bench', 'db-bench-histogram.txt'))).toContain(
      'db_bench has no mode that times operations from a fixed schedule',
    );
  });

  it('pgbench without -R: -R', async () => {
    expect(await question(fx('pgbench', 'tpcb-c4-j2-threads-concatenated.log'))).toContain(
      'Could you run pgbench at a fixed rate, -R <rate>?',
    );
  });
});
