/**
 * The review seen as GitHub shows it (issue 11): the sticky comment and the job summary of three
 * scenarios (test/helpers/review-scenarios.ts: a tail regression, 100 regressions among 500
 * benchmarks, a per-run Go suite) rendered with a GFM renderer (micromark + GFM, raw HTML passed
 * through as GitHub does before sanitising), and every ```mermaid block drawn by Mermaid 11 in
 * headless Chromium (test/helpers/browser.ts; needs /usr/bin/chromium, which .ci/install-tools
 * installs). The same pages, screenshotted, are the README's "What a review looks like".
 *
 * What is checked is the shape the issue asks for, whatever the wording: the headline once, near the
 * top; real HTML tables, the first one before anything collapsed, naming every regression; no
 * Markdown or HTML shown as text; every chart an SVG; the comment within GitHub's 65,536 characters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../src/render/messages/index.js';
import type { Report } from '../../src/review/index.js';
import { CHROMIUM, gfmHtml, haveChromium, renderInBrowser, type MermaidOutcome, type PageDoc } from '../helpers/browser.js';
import { jobSummary, MANY_REGRESSED, postedComment, scenarioReport, SCENARIOS, type ScenarioId } from '../helpers/review-scenarios.js';
import { toolPresent } from '../helpers/tools.js';
import { decode } from '../render/gfm-check.js';

interface Rendered {
  report: Report;
  comment: string;
  summary: string;
  /** The GFM rendering of each. */
  html: { comment: string; summary: string };
}

const DOCS = ['comment', 'summary'] as const;
/** A block Mermaid must refuse: proves the browser check can fail. */
const BROKEN: PageDoc = { id: 'control/broken', markdown: '```mermaid\nxychart-beta\n  x-axis ["p50", "p99"]\n  bar [1.5, oops\n```\n' };

const scenarios = {} as Record<ScenarioId, Rendered>;
let outcome: Record<string, MermaidOutcome>;
let dom: string;

/** Without Chromium (a machine with only Node and git) the browser checks are skipped, naming it. */
const CHROMIUM_HERE = toolPresent(haveChromium(), CHROMIUM, 'the browser checks need it; run .ci/install-tools (Debian package chromium)');

beforeAll(async () => {
  if (!CHROMIUM_HERE) return;
  for (const id of SCENARIOS) {
    const report = await scenarioReport(id);
    const comment = postedComment(report);
    const summary = jobSummary(report);
    scenarios[id] = { report, comment, summary, html: { comment: gfmHtml(comment), summary: gfmHtml(summary) } };
  }
  // One browser start for every document.
  const docs: PageDoc[] = SCENARIOS.flatMap((id) => DOCS.map((d) => ({ id: `${id}/${d}`, markdown: scenarios[id][d] })));
  ({ outcome, dom } = await renderInBrowser([...docs, BROKEN]));
}, 240_000);

/** The text a reader sees: tags dropped, character references decoded. */
const textOf = (html: string): string => decode(html.replace(/<[^>]*>/g, ''));
/** HTML outside code: where Markdown syntax must not survive as text. */
const outsideCode = (html: string): string => html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[^>]*>[\s\S]*?<\/code>/g, '');
const firstDetails = (html: string): number => (html.includes('<details') ? html.indexOf('<details') : html.length);
/** The name as a row shows it: per-run suites group by measure, so `X (ns/op)` is row `X` of the ns/op table. */
const rowName = (name: string): string => name.replace(/ \([^()]*\)$/, '');

function tables(html: string): string[] {
  return [...html.matchAll(/<table>[\s\S]*?<\/table>/g)].map((m) => m[0]);
}

/** The Markdown tables (runs of lines starting with `|`, outside fences), as their lines. */
function tableBlocks(md: string): string[][] {
  const blocks: string[][] = [];
  let fence = false;
  let current: string[] = [];
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    if (!fence && line.startsWith('|')) current.push(line);
    else if (current.length) {
      blocks.push(current);
      current = [];
    }
  }
  if (current.length) blocks.push(current);
  return blocks;
}
/** Cell separators of a table line: every `|` not escaped (in a GFM table a code span does not protect it). */
const separators = (line: string): number => (line.match(/(?<!\\)\|/g) ?? []).length;

/** Every way raw Markdown or HTML can show up as text in the rendering. */
function leaks(html: string): string[] {
  const text = textOf(outsideCode(html));
  const found: string[] = [];
  if (text.includes('`')) found.push(`a backtick: …${text.slice(Math.max(0, text.indexOf('`') - 40), text.indexOf('`') + 40)}…`);
  if (text.includes('**')) found.push('literal **');
  if (/\|\s*:?-{3,}:?\s*\|/.test(text)) found.push('a table delimiter row as text');
  if (/^\s*#{1,6} /m.test(text)) found.push('a heading marker as text');
  if (/<\/?(details|summary|sub|code|table|br)\b/i.test(text)) found.push('an HTML tag as text');
  if (/&(amp|lt|gt|quot|#\d+);/.test(text)) found.push('a character reference escaped twice');
  return found;
}

describe.skipIf(!CHROMIUM_HERE)('the review in a browser (GFM + Mermaid 11 in headless Chromium)', () => {
  it('finds a broken Mermaid block (the check can fail)', () => {
    expect(outcome['control/broken'].blocks).toBe(1);
    expect(outcome['control/broken'].svgs).toBe(0);
    expect(outcome['control/broken'].errors).toHaveLength(2);
    expect(outcome['control/broken'].errors[0]).toMatch(/^parse: Parse error on line 3: .*oops/);
    expect(outcome['control/broken'].errors[1]).toBe('render: error diagram');
  });

  describe.each(SCENARIOS)('%s', (id) => {
    it('fits the comment into GitHub’s 65,536 characters, marker included', () => {
      expect(scenarios[id].comment.length).toBeLessThanOrEqual(65_536);
      expect(scenarios[id].comment.startsWith('<!-- bench-review:default -->\n')).toBe(true);
    });

    describe.each(DOCS)('%s', (doc) => {
      const md = () => scenarios[id][doc];
      const html = () => scenarios[id].html[doc];

      it('states the headline once, near the top', () => {
        const headline = messageText(scenarios[id].report.headline);
        const text = textOf(html());
        expect(text.split(headline).length - 1).toBe(1);
        expect(text.indexOf(headline)).toBeLessThan(200);
      });

      it('renders GFM tables, the first before anything collapsed, every row with its header’s columns', () => {
        const h = html();
        expect(tables(h).length).toBeGreaterThan(0);
        expect(h.indexOf('<table>')).toBeLessThan(firstDetails(h));
        // GFM silently drops a row's extra cells and pads missing ones, so count the source's cell separators.
        const rows = tableBlocks(md()).filter((t) => new Set(t.map(separators)).size !== 1);
        expect(rows).toEqual([]);
      });

      it('names every regression in a table before anything collapsed', () => {
        const h = html();
        const open = h.slice(0, firstDetails(h));
        const regressions = scenarios[id].report.benchmarks.filter((b) => b.verdict === 'regression');
        expect(regressions.length).toBeGreaterThan(0);
        const shown = textOf(tables(open).join('\n'));
        // A prefix every name shares is said once over the tables (issue 26 item 7) and left out of the rows.
        const prefix = /Every benchmark name starts with <code>([^<]+)<\/code>/.exec(open)?.[1] ?? '';
        expect(regressions.map((b) => rowName(b.name).slice(prefix.length)).filter((n) => !shown.includes(n))).toEqual([]);
      });

      it('shows no raw Markdown or HTML as text; <details> summaries carry no backticks', () => {
        const h = html();
        expect(leaks(h)).toEqual([]);
        const summaries = [...h.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((m) => textOf(m[1]));
        expect(summaries.filter((s) => s.includes('`'))).toEqual([]);
      });

      it('has every Mermaid block drawn as an SVG, without a parse or render error', () => {
        const o = outcome[`${id}/${doc}`];
        expect(o.errors).toEqual([]);
        expect(o.blocks).toBe((md().match(/^```mermaid$/gm) ?? []).length);
        expect(o.svgs).toBe(o.blocks);
      });
    });
  });

  it('tail regression: the overview row is api/checkout at p99, the unchanged benchmarks are not rows, and the summary charts it', () => {
    for (const doc of DOCS) {
      const h = scenarios['tail-regression'].html[doc];
      const rows = textOf(tables(h)[0]);
      expect(rows).toContain('api/checkout');
      expect(rows).toContain('p99');
      expect(rows).not.toContain('api/search');
      expect(rows).not.toContain('api/login');
    }
    expect(outcome['tail-regression/summary'].svgs).toBeGreaterThanOrEqual(1);
    // The drawn chart is in the dumped DOM: Mermaid replaced the source with its SVG.
    expect(dom).toMatch(/<pre class="mermaid"[^>]*data-processed="true"[^>]*><svg /);
  });

  it('100 regressions among 500: the comment names all 100, and none of the 400 unchanged in its tables', () => {
    const h = scenarios['many-regressions'].html.comment;
    expect(
      scenarios['many-regressions'].report.benchmarks
        .filter((b) => b.verdict === 'regression')
        .map((b) => b.name)
        .sort(),
    ).toEqual([...MANY_REGRESSED].sort());
    const text = textOf(h);
    expect(MANY_REGRESSED.filter((n) => !text.includes(n))).toEqual([]);
    const rows = textOf(tables(h.slice(0, firstDetails(h))).join('\n'));
    expect(rows.match(/pkg\/module\d\d\.Benchmark[A-Za-z]+\d+/g)?.length).toBe(100);
  });

  it('Go suite: one table per measure (ns/op, B/op, allocs/op) before anything collapsed', () => {
    const h = scenarios['go-suite'].html.comment;
    // Before anything collapsed: three tables, each after a heading naming its measure.
    const before = h.slice(0, firstDetails(h)).split('<table>');
    expect(before).toHaveLength(4);
    ['ns/op', 'B/op', 'allocs/op'].forEach((unit, i) => expect(textOf(before[i].replace(/^[\s\S]*<\/table>/, ''))).toContain(unit));
    const first = textOf(tables(h)[0]);
    // The shared prefix `realsuites.` is said once above the tables, not in every row.
    expect(textOf(h.slice(0, h.indexOf('<table>')))).toContain('Every benchmark name starts with realsuites., left out below.');
    expect(first).toContain('BenchmarkSlower');
    expect(first).toContain('BenchmarkAllocs');
    expect(first).not.toContain('realsuites.');
  });
});
