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
import { chart, renderMarkdown } from '../../src/render/markdown.js';
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
    expect(countLine(go)).toBe('4 regressions, 0 improvements, 6 unchanged, 2 inconclusive of 12 benchmarks');
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
    expect(md[0]).toBe('**4 regressions, 0 improvements, 6 unchanged, 2 inconclusive of 12 benchmarks**');
    // The ns/op table: worst first, the runs per side instead of a metric (always each run's mean).
    const ns = md.indexOf('**ns/op**');
    expect(md[ns + 2]).toMatch(/^\| benchmark \| runs \| base \| head \| change \((\d+% )?CI\) \| verdict \|$/);
    expect(md.slice(ns + 4, ns + 8).map((l) => /^\| `([^`]+)` \| 10 vs 10 \|/.exec(l)?.[1])).toEqual([
      'realsuites.BenchmarkAllocs',
      'realsuites.BenchmarkSlower',
      'realsuites.BenchmarkSame',
      'realsuites.BenchmarkSteady',
    ]);
    expect(md.slice(md.indexOf('**B/op**'), md.indexOf('**B/op**') + 5)).toEqual([
      '**B/op**',
      '',
      '| benchmark | runs | base | head | change | verdict |',
      '|---|--:|--:|--:|--:|---|',
      '| `realsuites.BenchmarkAllocs` | 10 vs 10 | 0 B | 512 B | 0 → 512 | 🔴 regression |',
    ]);
    expect(md).toContain('| `realsuites.BenchmarkAllocs` | 10 vs 10 | 0 allocs | 16 allocs | 0 → 16 | 🔴 regression |');
    expect(md).toContain(
      '<details><summary>⚪ 6 unchanged benchmarks</summary><code>realsuites.BenchmarkSame (B/op)</code>, <code>realsuites.BenchmarkSame (allocs/op)</code>, <code>realsuites.BenchmarkSteady (B/op)</code>, <code>realsuites.BenchmarkSteady (allocs/op)</code>, <code>realsuites.BenchmarkSlower (B/op)</code>, <code>realsuites.BenchmarkSlower (allocs/op)</code></details>',
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
      '⚪ 6 unchanged benchmarks',
      '📋 ns/op: every benchmark (4)',
      '📋 B/op: every benchmark (4)',
      '📋 allocs/op: every benchmark (4)',
    ]);
  });

  it('fits a 10-benchmark Go file with 3 measures in about 30 terminal lines', async () => {
    await writeFile(join(dir, 'base.txt'), goFile('base'));
    await writeFile(join(dir, 'head.txt'), goFile('head'));
    const { report } = await reviewFiles([join(dir, 'base.txt')], [join(dir, 'head.txt')], defaultSettings());
    expect(report.benchmarks).toHaveLength(30);
    const tty = renderTerminal(report, { color: false }).split('\n');
    expect(tty.length).toBeLessThanOrEqual(32);
    expect(tty[3]).toBe('3 regressions, 0 improvements, 27 unchanged of 30 benchmarks');
    expect(tty).toContain('B/op');
    // Attained coverage 99.6x%: worded "99.6% CI", never "100%", as in the headline.
    expect(tty[1]).toMatch(
      /^example\.com\/codec\.BenchmarkB5 \(B\/op\) mean regressed \+50\.0% \(99\.6% CI \+50\.0% … \+50\.0%; threshold 5%\)/,
    );
    // Each measure's table ends with its geomean row (over all 10 benchmarks: B5's +50 % is ¹⁰√1.5 = +4.1 %).
    expect(tty.slice(10, 14)).toEqual([
      'B/op',
      'benchmark                               runs  base     head              change (99.6% CI)  verdict',
      'example.com/codec.BenchmarkB5       10 vs 10  64 B     96 B       +50.0% (+50.0% … +50.0%)  regression',
      'geomean                        10 benchmarks  64 B  66.65 B  +4.1% (95% CI −5.0% … +14.1%)',
    ]);
    expect(tty.filter((l) => l.startsWith('unchanged (27): '))).toHaveLength(1);
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
    // The overview mixes a 99% (FCR-adjusted) and a 96% interval: each cell says its own.
    expect(md).toContain('| benchmark | metric | base | head | change (CI) | verdict |');
    expect(md).toMatch(
      /^\| `GET \/checkout` \| p99 \| [\d.]+ ms \| [\d.]+ ms \| \+[\d.]+% \(99% CI \+[\d.]+% … \+[\d.]+%\) \| 🔴 regression \|$/m,
    );
    expect(md).toMatch(
      /^\| `POST \/render` \| p90 \| [\d.]+ ms \| [\d.]+ ms \| −[\d.]+% \(96% CI −[\d.]+% … −[\d.]+%\) \| 🟢 improvement \|$/m,
    );
    // A benchmark whose intervals share one level says it in the header.
    expect(md).toContain('| metric | base (ms) | head (ms) | change | 96% CI | verdict |');
    expect(md).not.toContain('≥ 95% interval');
  });
});

describe('a tail regression', () => {
  const tail: ReportBenchmark = {
    name: 'GET /checkout',
    toolName: 'GET /checkout',
    measure: 'time',
    unit: 'ns',
    lowerIsBetter: true,
    sampleKind: 'per-op',
    runs: { base: 10, head: 10 },
    samples: { base: 20000, head: 20000 },
    verdict: 'regression',
    decidedBy: ['p99'],
    evidence: 'runs',
    metrics: {
      min: metric({ ratio: 0.992, threshold: 0.05 }),
      p50: metric({ ratio: 1.011, threshold: 0.05 }),
      p90: metric({ ratio: 1.043 }),
      p99: metric({ ratio: 1.421, ciLow: 1.376, ciHigh: 1.474, verdict: 'regression', gated: true, confirmed: true, threshold: 0.15 }),
      max: metric({ ratio: 1.729, threshold: 0.25 }),
    },
    formats: ['raw-samples'],
    loadModel: null,
    diagnostics: { mannWhitneyP: null, benchstat: null, shapeChanged: null, multimodal: null, runVariance: null },
    notes: [],
  };

  it('charts the change by percentile as one bar series with the threshold as a line, from zero', () => {
    expect(chart(tail)).toEqual([
      '```mermaid',
      '---',
      'config:',
      '  themeVariables:',
      '    xyChart:',
      '      plotColorPalette: "#d1242f, #424a53, #afb8c1"',
      '---',
      'xychart-beta',
      '  title "GET /checkout"',
      '  x-axis ["min", "p50", "p90", "p99", "max"]',
      '  y-axis "% worse than base" -4.5 --> 76.6',
      // A change below zero: a line, since Mermaid draws bars up from the axis bottom.
      '  line [-0.8, 1.1, 4.3, 42.1, 72.9]',
      '  line [5, 5, 10, 15, 25]',
      '  line [0, 0, 0, 0, 0]',
      '```',
      '',
      '<sub>% worse than base by percentile: red line, the change; dark line, the threshold; light line, no change.</sub>',
    ]);
    // All worse: bars, the axis starts at 0 and needs no zero line.
    const worse = { ...tail, metrics: { ...tail.metrics, min: metric({ ratio: 1.02, threshold: 0.05 }) } };
    expect(chart(worse)[8]).toBe('  title "GET /checkout"');
    expect(chart(worse).slice(10)).toEqual([
      '  y-axis "% worse than base" 0 --> 76.5',
      '  bar [2, 1.1, 4.3, 42.1, 72.9]',
      '  line [5, 5, 10, 15, 25]',
      '```',
      '',
      '<sub>% worse than base by percentile: red bars, the change; dark line, the threshold.</sub>',
    ]);
    // A long name (a load point) is the whole title, cut at 60 characters, never the legend.
    expect(chart({ ...worse, name: 'GET /api/v1/orders/search?limit=100 (latency) at connections=16' })[8]).toBe(
      '  title "GET /api/v1/orders/search_limit=100 (latency) at connections"',
    );
  });

  it('puts the chart in the job summary, inside the open section, with the table alongside', () => {
    const summary = summaryMarkdown(example, 'report.json');
    const s = scan(summary);
    expect(s.problems).toEqual([]);
    expect(s.mermaid.filter((m) => m.includes('title "GET /checkout"') && m.includes('y-axis "% worse than base"'))).toHaveLength(1);
    expect(summary).toContain(
      '<sub>% worse than base by percentile: red line, the change; dark line, the threshold; light line, no change.</sub>',
    );
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
