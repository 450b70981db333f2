/**
 * Binomial tails and order-statistic intervals stay bounded for histogram-sized n: above
 * n·p·(1−p) = 10^8 the saddle-point approximation replaces the exact sums (which would take
 * O(√(npq)) steps: minutes per comparison at n ≈ 10^16). Where both apply they agree, and the
 * intervals they give are the same order statistics.
 */
import { describe, expect, it } from 'vitest';
import { reviewRun } from '../../src/jobs/review-run.js';
import { defaultSettings } from '../../src/model/settings.js';
import { binomialCdf, binomialSf, EXACT_VARIANCE_LIMIT, orderStatisticInterval } from '../../src/stats/binomial.js';
import { fixtureText, tempFile } from '../helpers/reader-kit.js';
import { expectRel } from './helpers.js';

describe('saddle-point tails agree with the exact sums where both apply', () => {
  const sigmas = [300, 1000, 3000, 10_000];
  const ps = [0.5, 0.9, 0.99, 0.999, 0.001];
  const zs = [-7, -5, -3, -2, -1, -0.3, -0.001, 0, 0.3, 1, 2, 3, 5, 7];

  it.each(sigmas)('σ = %d: tails to 1e−7 relative (of the smaller tail), from 7σ below to 7σ above', (sigma) => {
    for (const p of ps) {
      const n = Math.round((sigma * sigma) / (p * (1 - p)));
      for (const z of zs) {
        const k = Math.floor(n * p + z * sigma);
        const exact = binomialCdf(k, n, p, 'exact');
        const approx = binomialCdf(k, n, p, 'saddlepoint');
        expect(Math.abs(approx - exact) / Math.min(exact, 1 - exact), `cdf n=${n} p=${p} k=${k}`).toBeLessThan(1e-7);
        const exactSf = binomialSf(k + 1, n, p, 'exact');
        const approxSf = binomialSf(k + 1, n, p, 'saddlepoint');
        expect(Math.abs(approxSf - exactSf) / Math.min(exactSf, 1 - exactSf), `sf n=${n} p=${p} k=${k + 1}`).toBeLessThan(1e-7);
      }
    }
  });

  it.each(sigmas)('σ = %d: the same interval orders at 95 %%, 99.9 %% and 1 − 1e−12', (sigma) => {
    for (const p of ps) {
      const n = Math.round((sigma * sigma) / (p * (1 - p)));
      for (const c of [0.95, 0.999, 1 - 1e-12]) {
        const exact = orderStatisticInterval(n, p, c, 'exact');
        const approx = orderStatisticInterval(n, p, c, 'saddlepoint');
        expect([approx.lo, approx.hi], `n=${n} p=${p} c=${c}`).toEqual([exact.lo, exact.hi]);
        expectRel(approx.coverage, exact.coverage, 1e-9);
      }
    }
  });

  it("'auto' switches at n·p·(1−p) = 10^8", () => {
    expect(EXACT_VARIANCE_LIMIT).toBe(1e8);
    const n = 4e8; // npq = 10^8 at p = 0.5: still exact
    expect(binomialCdf(n / 2 - 20_000, n, 0.5)).toBe(binomialCdf(n / 2 - 20_000, n, 0.5, 'exact'));
    const m = 4e8 + 4; // just above: the approximation
    expect(binomialCdf(m / 2 - 20_000, m, 0.5)).toBe(binomialCdf(m / 2 - 20_000, m, 0.5, 'saddlepoint'));
  });
});

describe('histogram-sized n finishes', () => {
  // The exact sums take ~10σ steps per tail: at n = 2^53 − 1, p = 0.5 that is ~5·10^8 steps per
  // call, and an interval makes several calls.
  it('n up to 2^53 − 1', () => {
    for (const n of [1e12, 1e15, Number.MAX_SAFE_INTEGER]) {
      for (const p of [0.5, 0.99, 0.999, 0.9999]) {
        const iv = orderStatisticInterval(n, p, 0.95);
        const sigma = Math.sqrt(n * p * (1 - p));
        // Within 2.3σ of the p-quantile's rank on either side (z = 1.96, plus rounding).
        expect(Math.abs(iv.lo - n * p) / sigma).toBeGreaterThan(1.9);
        expect(Math.abs(iv.lo - n * p) / sigma).toBeLessThan(2.3);
        expect(Math.abs(iv.hi - n * p) / sigma).toBeLessThan(2.3);
        expect(iv.coverage).toBeGreaterThan(0.949);
        expect(iv.coverage).toBeLessThan(0.951);
      }
    }
  }, 20_000);

  it('n beyond 2^53 is refused: ranks would no longer be distinct doubles', () => {
    expect(() => orderStatisticInterval(2 ** 53, 0.5)).toThrow(RangeError);
    expect(() => binomialCdf(1, 1e16, 0.5)).toThrow('n must be a non-negative integer ≤ 2^53 − 1');
  });

  it('a comparison of two histograms with 8·10^15 counts each', async () => {
    const redis = fixtureText('redis-benchmark', 'redis-benchmark-text.txt');
    // Both tables of each test scaled (the percentile rows and the cumulative distribution, which
    // the reader merges into finer buckets): every count ×4·10^11, every latency ×`slower`.
    const scaled = (factor: bigint, slower: number): string =>
      redis
        .replace(/cumulative count (\d+)/g, (_, n: string) => `cumulative count ${BigInt(n) * factor}`)
        .replace(/<= ([\d.]+) milliseconds/g, (_, v: string) => `<= ${(Number(v) * slower).toFixed(3)} milliseconds`);
    const base = tempFile(scaled(400_000_000_000n, 1));
    const head = tempFile(scaled(400_000_000_000n, 3));
    const { report } = await reviewRun({ base: [base], head: [head], settings: defaultSettings() });
    const set = report.benchmarks.find((x) => x.name.includes('SET'));
    expect(set, 'the SET benchmark is read').toBeDefined();
    // Head is base 3× slower: the within-run p50 interval at 8·10^15 samples is the bucket p50 lies
    // in on each side ((0.207, 0.215] ms in base), far beyond the 5% threshold and the one-process
    // allowance. One run per side without a noise floor does not gate, so the status is neutral.
    const p50 = set!.metrics.p50!;
    expect(p50.method).toBe('within-run');
    expect(p50.ratio).toBeCloseTo(3, 2);
    expect(p50.ciLow).toBeLessThanOrEqual(p50.ratio!);
    expect(p50.ciHigh).toBeGreaterThanOrEqual(p50.ratio!);
    expect(p50.ciHigh! / p50.ciLow!).toBeGreaterThan(1.02);
    expect(p50.ciLow).toBeGreaterThan(1 + p50.threshold);
    expect(p50.verdict).toBe('regression');
    expect(p50.gated).toBe(false);
    expect(report.status).toBe('neutral');
  }, 60_000);
});
