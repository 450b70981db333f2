/**
 * The seeds' inputs read as pasted, end to end: detected among every reader, built into a suite and
 * reviewed. The op rate (cassandra-stress) and the count over the duration (Kudu) are per-run
 * throughputs beside latency percentiles: no "only averages" question.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../run/git-repo.js';
import { defaultSettings } from '../../src/model/settings.js';
import { fixture, fixtureText, tempFile } from '../helpers/reader-kit.js';
import { reviewFiles } from './review-of.js';

afterAll(removeTempDirs);

describe('pasted seed inputs, reviewed', () => {
  it('cassandra-stress quoted in a comment: latency percentiles and op rate at 200 threads, no percentiles question', async () => {
    const base = fixture('cassandra-stress', 'hand-21-review-quoted-gc.txt');
    const head = tempFile(
      fixtureText('cassandra-stress', 'hand-21-review-quoted-gc.txt')
        .replace(/23713/g, '19102')
        .replace('latency median            : 5.2 [WRITE:5.2]', 'latency median            : 6.9 [WRITE:6.9]'),
    );
    const { report, suite } = await reviewFiles([base], [head], defaultSettings());
    expect(suite.benchmarks.map((b) => [b.name, b.sampleKind, b.unit, b.lowerIsBetter, b.load])).toEqual([
      ['WRITE (latency)', 'percentiles', 'ns', true, { param: 'threads', value: 200 }],
      ['WRITE (op rate)', 'per-run', 'ops/s', false, { param: 'threads', value: 200 }],
    ]);
    expect(suite.benchmarks[1].runs.head.map((r) => r.data)).toEqual([{ kind: 'per-run', value: 19102 }]);
    expect(report.asks.filter((a) => a.kind === 'percentiles')).toEqual([]);
  });

  it('a Kudu dump indented by two spaces: percentiles with p95 and p99.99, and the count over 11 s as throughput', async () => {
    const base = fixture('kudu-hdr', 'hand-review-indented-22000.txt');
    const head = tempFile(
      fixtureText('kudu-hdr', 'hand-review-indented-22000.txt').replace('real 11.000s', 'real 8.800s').replace('= 7488', '= 5120'),
    );
    const { report, suite } = await reviewFiles([base], [head], defaultSettings());
    expect(suite.benchmarks.map((b) => [b.name, b.sampleKind, b.unit, b.formats])).toEqual([
      ['Write latency (time)', 'percentiles', 'ns', ['kudu-hdr']],
      ['Write latency (throughput)', 'per-run', 'ops/s', ['kudu-hdr']],
    ]);
    const points = (side: 'base' | 'head') => {
      const d = suite.benchmarks[0].runs[side][0].data;
      return d.kind === 'percentiles' ? d.points.map((p) => p.p) : [];
    };
    expect(points('base')).toEqual([0.25, 0.5, 0.75, 0.95, 0.99, 0.999, 0.9999]);
    // 22,000 operations in 8.8 s.
    expect(suite.benchmarks[1].runs.head.map((r) => r.data)).toEqual([{ kind: 'per-run', value: 2500, iterations: 22000 }]);
    expect(report.asks.filter((a) => a.kind === 'percentiles')).toEqual([]);
  });
});

describe('two cassandra-stress pastes, only one with its "Running WRITE with 200 threads" line (issue 13 item 6)', () => {
  it('are not paired by guess: a warning names the benchmark, the load and the side that has it', async () => {
    const withThreads = fixture('cassandra-stress', 'hand-21-review-quoted-gc.txt');
    const bare = join(tempDir('cs'), 'head.txt');
    writeFileSync(bare, readFileSync(withThreads, 'utf8').replace(/^> Running WRITE with 200 threads.*\n/m, ''));
    const { report } = await reviewFiles([withThreads], [bare], defaultSettings());
    expect(report.warnings.filter((w) => w.id === 'review.load-unpaired')).toEqual([
      { id: 'review.load-unpaired', params: { benchmark: 'WRITE', load: 'threads=200', side: 'base' } },
    ]);
    // Both sides with the line: compared, no such warning.
    const both = await reviewFiles([withThreads], [withThreads], defaultSettings());
    expect(both.report.warnings.filter((w) => w.id === 'review.load-unpaired')).toEqual([]);
  });
});
