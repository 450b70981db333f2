/**
 * Numbers as the review words them (issue 25 item 8): one confidence level per interval wherever it
 * is quoted, q like the other levels, no run count past the cap of the run that measured it, and
 * bold only for what gates.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import type { RunSummary } from '../../src/model/run-summary.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { messageText } from '../../src/render/messages/index.js';
import { ciPercent } from '../../src/render/messages/words.js';
import { normal, perRun, rng, suiteOf } from '../helpers/build.js';
import { scenarioReport } from '../helpers/review-scenarios.js';
import { reviewOf } from '../review/review-of.js';

describe('one confidence level per interval', () => {
  it('quotes a confirmed regression at the level its interval attains: headline, table and note alike', async () => {
    // api/checkout p99 is 3× slower in its slowest 2 %: confirmed among 6 gated metrics, its interval widened (FCR).
    const report = await scenarioReport('tail-regression');
    const p99 = report.benchmarks.find((b) => b.name === 'api/checkout')!.metrics.p99!;
    const level = ciPercent(p99.confidence!);
    expect(level).toBe('99');
    expect(messageText(report.headline)).toContain(`(${level}% CI `);
    expect(p99.notes.map(messageText)).toContain(
      `Interval at the FCR-adjusted level: ${level}%, widened for the gated metrics Benjamini–Hochberg confirmed.`,
    );
    const md = renderMarkdown(report);
    expect(md).toContain(`| **p99** | 254.5 | 760.3 | +198% | +193% … +203% (${level}%) | **regression** |`);
    // Not the nominal 1 − R·q/m (99.2%) beside it.
    expect(md).not.toMatch(/99\.\d%/);
  });
});

describe('bold is what gates', () => {
  it("bolds only gated metrics' verdicts, as the footer says", async () => {
    const md = renderMarkdown(await scenarioReport('tail-regression'));
    // max and mean regressed too, but gate nothing: their verdicts are plain.
    expect(md).toContain('| max | 296.5 | 898.3 | +201% | +189% … +212% (96%) | regression |');
    expect(md).toContain('| mean | 182.1 | 192.3 | +5.6% | +5.2% … +5.9% (96%) | regression |');
    expect(md).not.toMatch(/^\| (?!\*\*)[^|]+ \|.*\| \*\*(regression|improvement)\*\* \|$/m);
    expect(md).toContain('<sub>Bold metrics, and their verdicts, gate the check (fail-on: auto);');
  });
});

describe('a sequential run that reached its cap', () => {
  // 30 runs a side of a per-run mean 5 % slower, noise 4 %: beyond the 5 % threshold, with thousands of runs to decide it.
  const r = rng(2);
  const runs = (n: number, m: number) => Array.from({ length: n }, () => m * (1 + 0.04 * normal(r)));
  const suite = suiteOf({ name: 'BenchmarkParse', base: perRun(runs(30, 100)), head: perRun(runs(30, 105.6)) });
  const lookLevel = 0.0155204729646357;
  const run: RunSummary = {
    base: { sha: 'a'.repeat(40), runs: 30, failedRuns: 0 },
    head: { sha: 'b'.repeat(40), runs: 30, failedRuns: 0 },
    baseWhy: 'pull_request.base.sha',
    order: ['base', 'head'],
    runsPerSide: 30,
    looks: [6, 10, 15, 20, 30],
    stopped: 'cap',
    sequential: {
      planned: [6, 10, 15, 20, 30],
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: lookLevel,
      lookQ: lookLevel,
      maxMinutes: 30,
    },
  };
  const settings = { ...defaultSettings(), alpha: lookLevel, q: lookLevel };

  it('says more runs than the cap would be needed, not how many', () => {
    const compared = reviewOf(suite, settings);
    expect(compared.headline.id).toBe('review.headline.unconfirmed');
    const needed = compared.headline.params.runs as number;
    expect(needed).toBeGreaterThan(1000);
    // Without a run (compare): the number stands.
    expect(messageText(compared.headline)).toContain(`about ${needed.toLocaleString('en-US')} runs per side would likely decide it`);

    const measured = reviewOf(suite, settings, { run });
    const past = "within this runner's noise: more runs than the cap of 30 per side (max-runs) would be needed to decide it";
    expect(messageText(measured.headline)).toContain(`; ${past}.`);
    expect(measured.notes.map(messageText)).toContain(
      `BenchmarkParse mean is +5.2%, beyond its 5% threshold, but not a confirmed regression: ${past}. The check is neutral, not green.`,
    );
    const md = renderMarkdown(measured);
    expect(md).toContain("Within this runner's noise: more runs than the cap of 30 per side (max-runs) would be needed to resolve it.");
    expect(md).not.toContain(needed.toLocaleString('en-US'));
  });

  it('quotes q as it quotes the other levels, not with every digit of the float', () => {
    const md = renderMarkdown(reviewOf(suite, settings, { run }));
    expect(md).toContain('Benjamini–Hochberg at q = 0.016.</sub>');
    expect(md).not.toContain('0.0155204729646357');
  });
});
