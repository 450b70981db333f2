/**
 * Identical base and head data asks nothing about a change (issue 25 item 4): the same wrk2 file
 * as base and head drew "looks multimodal … which path is the slow mode?"; the same runs on both
 * sides drew "runs vary more than sampling explains". A benchmark whose base and head data are
 * identical (the same file, or the same content) gets no distribution, variance or profile
 * question; a changed pair still gets them.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { identicalSides } from '../../src/review/asks/identical.js';
import type { Report } from '../../src/review/index.js';
import { lognormal, perOp, rng, suiteOf } from '../helpers/build.js';
import { reviewFiles, reviewOf } from './review-of.js';

const wrk2 = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'formats', 'wrk2', name);
const three = (f: string) => [f, f, f];
const changeAsks = (r: Report) => r.asks.filter((a) => a.kind === 'distribution' || a.kind === 'variance' || a.kind === 'profile');

describe('identical base and head data: no distribution, variance or profile question', () => {
  const R2000 = wrk2('readme-latency-R2000.txt');
  const U = wrk2('readme-u-latency-recorded-and-uncorrected.txt');

  it('the same real wrk2 file as base and head (three runs a side): no "looks multimodal" question', async () => {
    for (const f of [R2000, U, wrk2('polis-stage4-get-R2000.txt')]) {
      const { report } = await reviewFiles(three(f), three(f), defaultSettings());
      // The distribution looks multimodal on both sides, as it did: there is just nothing to explain.
      expect(report.benchmarks.some((b) => b.diagnostics.multimodal !== null)).toBe(true);
      expect(changeAsks(report), f).toEqual([]);
    }
  });

  it('the same content under another name counts as the same data', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'bench-review-identical-')), 'head.txt');
    copyFileSync(R2000, copy);
    const { report } = await reviewFiles(three(R2000), three(copy), defaultSettings());
    expect(changeAsks(report)).toEqual([]);
  });

  it('a real changed pair still gets its question', async () => {
    const { report } = await reviewFiles(three(R2000), three(U), defaultSettings());
    expect(changeAsks(report).map((a) => [a.id, a.benchmark])).toEqual([['distribution.multimodal', 'GET /index.html (latency)']]);
  });

  it('runs that vary more than sampling explains: asked when base and head differ, not when they are the same runs', () => {
    const r = rng(25);
    // Ten runs whose medians differ by ±30 %: machine noise, far beyond one run's sampling.
    const runs = Array.from({ length: 10 }, (_, i) => lognormal(r, 2000, 1000 * (0.7 + 0.06 * i), 0.1));
    const other = Array.from({ length: 10 }, (_, i) => lognormal(r, 2000, 1000 * (0.7 + 0.06 * i), 0.1));
    const variance = (head: Float64Array[]) =>
      reviewOf(suiteOf({ name: 'op', base: perOp(runs), head: perOp(head) }), defaultSettings()).asks.filter((a) => a.kind === 'variance');
    expect(variance(other).map((a) => a.id)).toEqual(['variance.runs-vary']);
    // The same runs, in another order.
    expect(variance([...runs].reverse())).toEqual([]);
  });
});

describe('identicalSides: the runs as a multiset, each run value for value', () => {
  const run = (values: number[]) => ({ id: 'x', data: { kind: 'per-op' as const, values: Float64Array.from(values) } });

  it('same runs in any order are identical; one value, one run or one field more is not', () => {
    expect(identicalSides([run([1, 2]), run([3])], [run([3]), run([1, 2])])).toBe(true);
    expect(identicalSides([run([1, 2]), run([3])], [run([3]), run([1, 2.5])])).toBe(false);
    expect(identicalSides([run([1, 2])], [run([1, 2]), run([1, 2])])).toBe(false);
    expect(identicalSides([run([1, 2]), run([1, 2])], [run([1, 2]), run([2, 1])])).toBe(false);
    const printed = { id: 'p', data: { kind: 'per-op' as const, values: Float64Array.from([1, 2]), printResolution: 1 } };
    expect(identicalSides([run([1, 2])], [printed])).toBe(false);
    expect(identicalSides([], [])).toBe(false);
  });

  it('per-run values (go test): the same values and iterations, in any order', () => {
    const perRun = (value: number, iterations?: number) => ({
      id: 'r',
      data: { kind: 'per-run' as const, value, ...(iterations ? { iterations } : {}) },
    });
    expect(identicalSides([perRun(5, 100), perRun(6, 100)], [perRun(6, 100), perRun(5, 100)])).toBe(true);
    expect(identicalSides([perRun(5, 100)], [perRun(5, 200)])).toBe(false);
    expect(identicalSides([perRun(5)], [perRun(5, 100)])).toBe(false);
  });
});
