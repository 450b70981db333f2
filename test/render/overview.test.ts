/**
 * The review's shape (issue 11): overview first — the count line and one table of what changed or
 * could not be decided, one table per measure for per-run data, the unchanged in one collapsed
 * line — then the notes said once, the details collapsed, and the questions asked once each. One
 * number per change, an interval label worded like the headline, charts of the change by
 * percentile, and a budget that keeps every changed benchmark's row.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { COMMENT_LIMIT } from '../../src/render/budget.js';
import { commentBody } from '../../src/render/comment.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { ciPercent } from '../../src/render/messages/words.js';
import { countLine, overviewMarkdown } from '../../src/render/overview.js';
import { summaryMarkdown } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { Ask, Report, ReportBenchmark, ReportMetric } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';
import { scan } from './gfm-check.js';
import { reportMetric } from '../helpers/report-objects.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REAL = join(ROOT, 'test', 'fixtures', 'real-suites');
let example: Report;
let go: Report;
let dir: string;

/**
 * Ten `go test -benchmem` processes appended to one file (each prints its configuration block), 10
 * benchmarks each; head: B2 30% slower, B5 allocates 3 where base allocates 2.
 */
function goFile(side: 'base' | 'head'): string {
  const lines: string[] = [];
  for (let r = 0; r < 10; r++) {
    lines.push('goos: linux', 'goarch: amd64', 'pkg: example.com/codec', 'cpu: AMD EPYC 7763 64-Core Processor');
    for (let i = 0; i < 10; i++) {
      const jitter = 1 + (((r * 7 + i * 3) % 5) - 2) / 200;
      const slow = side === 'head' && i === 2 ? 1.3 : 1;
      const allocs = side === 'head' && i === 5 ? 3 : 2;
      const ns = Math.round(1000 * (i + 1) * jitter * slow);
      lines.push(`BenchmarkB${i}-8   \t  100000\t      ${ns} ns/op\t     ${32 * allocs} B/op\t       ${allocs} allocs/op`);
    }
  }
  return [...lines, 'PASS', 'ok  \texample.com/codec\t12.3s', ''].join('\n');
}

beforeAll(async () => {
  const svc = join(ROOT, 'examples', 'service');
  example = (await reviewFiles([join(svc, 'base.csv')], [join(svc, 'head.csv')], defaultSettings())).report;
  go = (await reviewFiles([join(REAL, 'go-base-1.txt')], [join(REAL, 'go-head.txt')], defaultSettings())).report;
  dir = await mkdtemp(join(tmpdir(), 'bench-review-overview-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const metric = (over: Partial<ReportMetric>): ReportMetric => reportMetric({ confidence: 0.9588, ...over });

describe('the count line and the interval level', () => {
  it('words coverage in whole percent, never 100% short of it', () => {
    expect([ciPercent(0.9588), ciPercent(0.99), ciPercent(0.9853), ciPercent(0.9995), ciPercent(1)]).toEqual([
      '96',
      '99',
      '99',
      '99.9',
      '100',
    ]);
  });

  it('counts every verdict of the suite', () => {
    expect(countLine(example)).toBe('1 regression, 1 improvement, 1 unchanged of 3 benchmarks');
    // Benchmarks, not benchmark × measure: 4 Go benchmarks, 2 of them regressed in some measure (issue 26 item 7).
    expect(countLine(go)).toBe('2 regressions, 0 improvements, 0 unchanged, 2 inconclusive of 4 benchmarks');
  });
});

describe('said once', () => {
  it('a tail not estimable from too few samples: the question says it, the notes do not repeat it', () => {
    // The example service: 2,000 samples per run, so p99.9 cannot be estimated on any benchmark.
    for (const text of [renderMarkdown(example), renderTerminal(example, { color: false })]) {
      const lines = text.split('\n').filter((l) => l.includes('needs ≥ 3,688'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('p99.9 cannot be estimated');
    }
  });
});

describe('per-run data (Go): one table per measure, rows = benchmarks', () => {
  it('names each measure once, drops the " (measure)" suffix, and shows constants as 0 → 16', () => {
    const md = overviewMarkdown(go);
    expect(md[0]).toBe('**2 regressions, 0 improvements, 0 unchanged, 2 inconclusive of 4 benchmarks**');
    // The prefix every name shares, once.
    expect(md[2]).toBe('Every benchmark name starts with `realsuites.`, left out below.');
    // The ns/op table: worst first; every row has 10 vs 10 runs, said over the table instead of a column.
    const ns = md.indexOf('**ns/op** · 10 vs 10 runs per side');
    expect(md[ns + 2]).toMatch(/^\| benchmark \| base \| head \| change \((\d+% )?CI\) \| (level \| )?verdict \|$/);
    expect(md.slice(ns + 4, ns + 8).map((l) => /^\| `([^`]+)` \|/.exec(l)?.[1])).toEqual([
      'BenchmarkAllocs',
      'BenchmarkSlower',
      'BenchmarkSame',
      'BenchmarkSteady',
    ]);
    expect(md.slice(md.indexOf('**B/op** · 10 vs 10 runs per side'), md.indexOf('**B/op** · 10 vs 10 runs per side') + 5)).toEqual([
      '**B/op** · 10 vs 10 runs per side',
      '',
      '| benchmark | base | head | change | verdict |',
      '|---|--:|--:|--:|---|',
      '| `BenchmarkAllocs` | 0 B | 512 B | 0 → 512 | 🔴 regression |',
    ]);
    expect(md).toContain('| `BenchmarkAllocs` | 0 allocs | 16 allocs | 0 → 16 | 🔴 regression |');
    expect(md).toContain(
      '<details><summary>⚪ 6 unchanged benchmark measures</summary><code>BenchmarkSame (B/op)</code>, <code>BenchmarkSame (allocs/op)</code>, <code>BenchmarkSteady (B/op)</code>, <code>BenchmarkSteady (allocs/op)</code>, <code>BenchmarkSlower (B/op)</code>, <code>BenchmarkSlower (allocs/op)</code></details>',
    );
  });

  it('says a note every benchmark carries once, for the suite, with the count — or not at all when a question says it', () => {
    const md = renderMarkdown(go);
    // The percentiles question already says these are per-run means, for all 12: not said twice.
    expect(md.split('\n').filter((l) => l.includes('per-run aggregates'))).toEqual([]);
    expect(md.split('\n').filter((l) => l.includes('report only per-run means'))).toHaveLength(1);
    const unasked = renderMarkdown({ ...go, asks: go.asks.filter((a) => a.kind !== 'percentiles') });
    const note =
      '- These are per-run aggregates (ns, B, allocs per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency. (all 12 benchmarks)';
    expect(unasked.split('\n').filter((l) => l.includes('per-run aggregates'))).toEqual([note]);
    // No block per benchmark × unit: one collapsed table per measure, only where it adds to the overview.
    expect(scan(md).summaries).toEqual([
      '⚪ 6 unchanged benchmark measures',
      '📋 ns/op: every benchmark (4) · 10 vs 10 runs per side',
      '📋 B/op: every benchmark (4) · 10 vs 10 runs per side',
      '📋 allocs/op: every benchmark (4) · 10 vs 10 runs per side',
    ]);
  });

  it('fits a 10-benchmark Go file with 3 measures in about 30 terminal lines', async () => {
    await writeFile(join(dir, 'base.txt'), goFile('base'));
    await writeFile(join(dir, 'head.txt'), goFile('head'));
    const { report } = await reviewFiles([join(dir, 'base.txt')], [join(dir, 'head.txt')], defaultSettings());
    expect(report.benchmarks).toHaveLength(30);
    const tty = renderTerminal(report, { color: false }).split('\n');
    expect(tty.length).toBeLessThanOrEqual(32);
    expect(tty[3]).toBe('2 regressions, 0 improvements, 8 unchanged of 10 benchmarks');
    expect(tty).toContain('B/op · 10 vs 10 runs per side');
    // Attained coverage 99.6x%: worded "99.6% CI", never "100%", as in the headline.
    expect(tty[1]).toMatch(
      /^example\.com\/codec\.BenchmarkB5 \(B\/op\) mean regressed \+50\.0% \(99\.6% CI \+50\.0% … \+50\.0%; threshold 5%\)/,
    );
    // Each measure's table ends with its geomean row (over all 10 benchmarks: B5's +50 % is ¹⁰√1.5 = +4.1 %).
    // The prefix every name shares is said once; the run count every row shares is said over the table.
    expect(tty[4]).toBe('every benchmark name starts with example.com/codec., left out below');
    expect(tty.slice(11, 15)).toEqual([
      'B/op · 10 vs 10 runs per side',
      'benchmark                base     head              change (99.6% CI)  verdict',
      'BenchmarkB5              64 B     96 B       +50.0% (+50.0% … +50.0%)  regression',
      'geomean (10 benchmarks)  64 B  66.65 B  +4.1% (95% CI −5.0% … +14.1%)',
    ]);
    expect(tty.filter((l) => l.startsWith('unchanged measures (27): '))).toHaveLength(1);
    // Per-run data has no per-benchmark metric tables (everything is in the measure tables).
    expect(tty.filter((l) => l.startsWith('metric '))).toEqual([]);
  });
});

describe('one number per change, worded like the headline', () => {
  it('drops the benchstat-style line and says once what the columns are', () => {
    const md = renderMarkdown(example);
    expect(md).not.toContain('benchstat');
    expect(md.match(/Hodges–Lehmann/g)).toHaveLength(1);
    expect(md).toContain(
      "<sub>Base and head are the median over runs of each run's metric (for per-run data, each run's mean); the change is the Hodges–Lehmann estimate",
    );
  });

  it('labels the interval with its attained coverage as the headline does ("99% CI"), per cell when a column mixes levels', () => {
    const md = renderMarkdown(example);
    expect(md).toMatch(/GET \/checkout p99 regressed \+\d+\.\d% \(99% CI /);
    // The overview mixes a 99% (FCR-adjusted) and a 96% interval: each row's level in a column of its own (issue 26 item 7).
    expect(md).toContain('| benchmark | metric | base | head | change (CI) | level | verdict |');
    expect(md).toMatch(
      /^\| `GET \/checkout` \| p99 \| [\d.]+ ms \| [\d.]+ ms \| \+[\d.]+% \(\+[\d.]+% … \+[\d.]+%\) \| 99% \| 🔴 regression \|$/m,
    );
    expect(md).toMatch(
      /^\| `POST \/render` \| p90 \| [\d.]+ ms \| [\d.]+ ms \| −[\d.]+% \(−[\d.]+% … −[\d.]+%\) \| 96% \| 🟢 improvement \|$/m,
    );
    // A benchmark whose intervals share one level says it in the header.
    expect(md).toContain('| metric | base (ms) | head (ms) | change | 96% CI | verdict |');
    expect(md).not.toContain('≥ 95% interval');
  });
});

describe('a tail regression', () => {
  // The chart itself: test/render/chart.test.ts.
  it('puts the chart in the job summary, inside the open section, with the table alongside', () => {
    const summary = summaryMarkdown(example, 'report.json');
    const s = scan(summary);
    expect(s.problems).toEqual([]);
    expect(s.mermaid.filter((m) => m.includes('title "GET /checkout"') && m.includes('y-axis "% worse than base"'))).toHaveLength(1);
    expect(summary).toContain('<sub>% worse than base by percentile, bars from 0 (up: worse, down: better): red, regression;');
    expect(summary).toMatch(/<details open><summary>🔴 <code>GET \/checkout<\/code> — regression /);
    // The comment has no chart.
    expect(commentBody(example, { headSha: 'a'.repeat(40), runUrl: null, reserve: 0 })).not.toContain('xychart-beta');
  });
});

describe('inconclusive beyond its threshold', () => {
  /** The example with GET /search's p99 at +260%, inconclusive (a pass otherwise). */
  function withBeyond(): Report {
    const benchmarks = example.benchmarks
      .filter((b) => b.verdict !== 'regression')
      .map((b) =>
        b.name === 'GET /search'
          ? {
              ...b,
              metrics: {
                ...b.metrics,
                p99: metric({
                  base: 1_875_000,
                  head: 6_750_000,
                  ratio: 3.6,
                  ciLow: 0.9,
                  ciHigh: 5.1,
                  verdict: 'inconclusive',
                  threshold: 0.15,
                }),
              },
            }
          : b,
      );
    return { ...example, status: 'pass', benchmarks, asks: [], summary: { ...example.summary, regressions: 0 } };
  }

  it('gets its own title, never ✅, a visible row and an open section', () => {
    const r = withBeyond();
    const md = renderMarkdown(r);
    const lines = md.split('\n');
    expect(lines[0]).toBe('### 🟡 bench-review: no tail regression, 1 inconclusive beyond its threshold');
    expect(md).not.toContain('✅');
    expect(lines[4]).toBe('**0 regressions, 1 improvement, 1 unchanged of 2 benchmarks; 1 inconclusive beyond its threshold**');
    expect(md).toContain('| `GET /search` | p99 | 1.875 ms | 6.75 ms | +260% (−10.0% … +410%) | 🟡 p99 inconclusive, beyond threshold |');
    expect(md).toMatch(/^<details open><summary>🟡 <code>GET \/search<\/code> — no change, beyond a threshold /m);
    expect(renderTerminal(r, { color: false }).split('\n')[0]).toBe(
      'bench-review: no tail regression, 1 inconclusive beyond its threshold (PASS)',
    );
  });
});

describe('a large suite: 100 regressions among 500 benchmarks', () => {
  function large(): Report {
    const reg = example.benchmarks.find((b) => b.verdict === 'regression')!;
    const same = example.benchmarks.find((b) => b.verdict === 'no-change')!;
    const profile = example.asks.find((a) => a.kind === 'profile')!;
    const benchmarks: ReportBenchmark[] = [];
    const asks: Ask[] = [];
    for (let i = 0; i < 500; i++) {
      const b = i % 5 === 0 ? reg : same;
      const name = `${b === reg ? 'GET /checkout' : 'GET /search'} #${String(i).padStart(3, '0')}`;
      benchmarks.push({ ...b, name, toolName: name });
      if (b === reg) asks.push({ ...profile, benchmark: name, params: { ...profile.params, benchmark: name, toolName: name } });
    }
    return {
      ...example,
      benchmarks,
      asks: [...asks, ...example.asks.filter((a) => a.kind !== 'profile')],
      summary: { ...example.summary, benchmarks: 500, regressions: 100, improvements: 0 },
    };
  }

  it('lists all 100 in the comment, and asks for a profile once, naming them', () => {
    const r = large();
    const body = commentBody(r, { headSha: 'a'.repeat(40), runUrl: 'https://github.com/o/r/actions/runs/1', reserve: 30 });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT - 30);
    expect(body.length).toBeGreaterThan(50_000);
    const rows = body.split('\n').filter((l) => /^\| `GET \/checkout #\d{3}` \| p99 \|/.test(l));
    expect(rows).toHaveLength(100);
    expect(body).toContain('**100 regressions, 0 improvements, 400 unchanged of 500 benchmarks**');
    // Numbers before questions; the profile question once, with 25 names and the rest counted.
    expect(body.indexOf('| `GET /checkout #495` |')).toBeLessThan(body.indexOf('**Questions for the author**'));
    const asked = body.split('\n').filter((l) => l.includes('attach a profile'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(
      /^- `GET \/checkout #000`, `GET \/checkout #005`, .*, `GET \/checkout #120` … and 75 more: These benchmarks regressed \(by how much is in the table above\)\. Could you attach a profile/,
    );
    expect(scan(body, { hrefs: ['https://github.com/o/r/actions/runs/1'], ownText: ['aaaaaaaaaaaa'] }).problems).toEqual([]);
    // The terminal asks once too, and shows the metric tables of the ten worst only.
    const tty = renderTerminal(r, { color: false });
    expect(tty.match(/attach a profile/g)).toHaveLength(1);
    expect(tty).toContain('… and the metric tables of 90 more changed benchmarks (in the Markdown and JSON reports)');
  });
});

describe('names in HTML contexts', () => {
  it('shows no literal backticks in <details> summaries', () => {
    for (const md of [renderMarkdown(example), renderMarkdown(go), summaryMarkdown(example, 'report.json')]) {
      const s = scan(md);
      expect(s.summaries.length).toBeGreaterThan(0);
      for (const summary of s.summaries) expect(summary).not.toContain('`');
    }
  });
});
