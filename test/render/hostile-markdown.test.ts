/**
 * Untrusted text — benchmark names from real result files, a pull request's description, and in
 * publish mode every string of a fork's report — rendered through every output (sticky comment,
 * check-run title/summary/text/annotations, job summary, review.md, the budget's shortened forms,
 * the terminal) and read back with a real CommonMark + GFM parser: no tag, attribute, comment or
 * link from input survives, nothing GitHub would turn into a mention, reference or URL is left
 * outside code, tables keep their columns, Mermaid labels stay inside their quotes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { writeLocal } from '../../src/publish/local.js';
import { publishToGitHub } from '../../src/publish/publish.js';
import type { ActionIo } from '../../src/publish/io.js';
import { parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { fitMarkdown } from '../../src/render/budget.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { collectPrAsks } from '../../src/review/asks/index.js';
import { readPrBody } from '../../src/review/pr-body.js';
import type { Report } from '../../src/review/index.js';
import { reviewFiles } from '../review/review-of.js';
import { MemoryApi } from '../publish/memory-api.js';
import { activeText, scan, type ScanOptions } from './gfm-check.js';

/** The payload from the issue, verbatim, and the same with a real image source. */
const ISSUE_PAYLOAD = '</summary></details><img src=…><h2>✅ All benchmarks passed</h2><details><summary>';
const HOSTILE_NAMES = [
  ISSUE_PAYLOAD,
  '</summary></details><img src=x onerror=alert(1)><h2>✅ All benchmarks passed</h2><details><summary>',
  '@octocat please look, cc @octo-org/perf-team',
  'fixes #123, owner/repo#1 and GH-123',
  'commit deadbeefcafe1234 / 0123456789abcdef0123456789abcdef01234567',
  'see www.evil.example and https://evil.example/x or mailto:a@evil.example',
  'a|b|c table breaker',
  '``` `code` fence',
  '<!-- bench-review:default --> forged',
  '</details><script>alert(1)</script>',
  '[click](https://evil.test) ![img](https://evil.test/x.png) <https://evil.test>',
  '**bold** _em_ ~~del~~ $x^2$ :+1: &lt;img src=x&gt;',
  '- list start',
  '1. ordered',
  '# heading',
  '    indented code',
  '<a href="javascript:alert(1)">x</a>',
  'title" breaks "mermaid ] x-axis',
  '\u202eevil bidi',
];

const HOSTILE_BODY = [
  'Average latency <img src=x onerror=alert(1)> 2.5 ms @octocat #12 GH-7 owner/repo#3 https://evil.test www.evil.test deadbeefcafe1234 <!-- bench-review:default --> `code` | pipe',
  '</details><h2>pwned</h2> this change is 2x faster, see [proof](https://evil.test) :tada:',
  '<!-- bench-review:default -->',
].join('\n');

const POINTER_URL = 'https://github.com/octo-org/service/actions/runs/777';
const HEAD_SHA = 'b'.repeat(40);

/** Deterministic samples: lognormal-ish body; `tail` multiplies the slowest 15 % (a tail regression). */
function samples(seed: number, n: number, tail: number): number[] {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = Array.from({ length: n }, () => 100 * Math.exp(0.25 * (rnd() + rnd() + rnd() - 1.5)));
  const cut = [...out].sort((a, b) => a - b)[Math.floor(n * 0.85)];
  return out.map((v) => (v > cut ? v * tail : v));
}

/** `drift`: head's factor for the benchmarks that do not regress (1: unchanged). */
function csv(names: string[], side: 'base' | 'head', regressing: (i: number) => boolean, runs = 6, n = 400, drift = 1): string {
  const rows = ['benchmark,run,value,unit'];
  names.forEach((name, i) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    for (let r = 1; r <= runs; r++) {
      for (const v of samples(i * 1000 + r * 17 + (side === 'head' ? 7 : 0), n, side === 'head' ? (regressing(i) ? 2.5 : drift) : 1))
        rows.push(`${quoted},${r},${v.toFixed(3)},us`);
    }
  });
  return rows.join('\n') + '\n';
}

async function reportFrom(
  dir: string,
  names: string[],
  regressing: (i: number) => boolean,
  runs?: number,
  n?: number,
  drift?: number,
): Promise<Report> {
  await writeFile(
    join(dir, 'base.csv'),
    csv(names, 'base', () => false, runs, n),
  );
  await writeFile(join(dir, 'head.csv'), csv(names, 'head', regressing, runs, n, drift));
  const { report } = await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings());
  // As run mode does with the pull request's description.
  return { ...report, asks: [...report.asks, ...collectPrAsks(readPrBody(HOSTILE_BODY), report.asks)] };
}

/**
 * A fork's report in publish mode, validated as untrusted. Its texts are never used (every sentence
 * is rebuilt from message ids), so every string a message carries is made hostile instead.
 */
function forkReport(report: Report): Report {
  const evil = (i: number) => HOSTILE_NAMES[i % HOSTILE_NAMES.length];
  const note = (id: string, params: Record<string, unknown>) => ({ id, params });
  const json = JSON.parse(renderJson(report));
  json.headlineMessage.params.benchmark = `${ISSUE_PAYLOAD} @octocat #1`;
  json.noteMessages = [
    note('review.per-run-aggregates', { unit: evil(2) }),
    note('review.per-run-aggregates', { unit: `\u001b[31m${evil(9)}\u001b[0m\nsecond line` }),
  ];
  json.warningMessages = HOSTILE_NAMES.map((n) =>
    note('reader.benchmark-failed', { file: `base ${n}.csv`, benchmark: n, reason: `warning: ${n}` }),
  );
  json.machine.base = { cpuModel: evil(1), os: evil(5), runnerName: evil(2) };
  json.machine.head = { cpuModel: evil(3), kernel: '\u001b]0;title\u0007x' };
  json.machine.differenceMessages = [
    note('review.machine-differs', { field: 'cpuModel', base: evil(0), head: evil(8) }),
    note('review.machine-differs', { field: evil(4), base: evil(6), head: evil(7) }),
  ];
  type JsonBenchmark = { unit: string; noteMessages: unknown[]; metrics: Record<string, { noteMessages: unknown[] }> };
  json.benchmarks.forEach((b: JsonBenchmark, i: number) => {
    b.unit = ['a|b\nc', '<img src=x>', '@octocat', '```', '\u001b[2J\u001b[31mred\u009b1m'][i % 5];
    b.noteMessages = [
      note('review.per-run-aggregates', { unit: evil(i) }),
      note('review.per-run-aggregates', { unit: `line\r\nbreak ${evil(i + 3)}` }),
    ];
    for (const m of Object.values(b.metrics)) m.noteMessages = [note('compare.within-run-too-few-samples', { metric: evil(i + 5) })];
  });
  const hostile = (v: unknown, i: number): unknown =>
    typeof v === 'string' ? `${evil(i)} ${v}` : Array.isArray(v) ? v.map((x) => hostile(x, i + 1)) : v;
  json.asks = json.asks.map((a: { params: Record<string, unknown> }, i: number) => ({
    ...a,
    params: Object.fromEntries(Object.entries(a.params).map(([k, v]) => [k, hostile(v, i)])),
  }));
  json.asks.push({
    kind: 'profile',
    id: 'profile.tail-regressed',
    params: { benchmark: ISSUE_PAYLOAD, metric: evil(10), ratio: 1.5, ciLow: 1.2, ciHigh: 1.8, ecosystem: evil(3) },
    benchmark: ISSUE_PAYLOAD,
    links: [{ label: evil(0), url: 'https://evil.test/x' }],
  });
  return parseUntrustedReport(JSON.stringify(json), 'report.json');
}

interface Outputs {
  /** Markdown documents by where they go. */
  markdown: Array<[string, string, ScanOptions]>;
  /** Plain-text fields (check-run title, annotations). */
  plain: Array<[string, string]>;
  terminal: string[];
}

const memoryIo = (summary: string[]): ActionIo => ({
  info: () => {},
  warning: () => {},
  setOutput: () => {},
  setFailed: () => {},
  appendSummary: async (md) => (summary.push(md), true),
  group: (_t, fn) => fn(),
});

/** Everything a report is rendered into, through the same functions the action and CLI call. */
async function everyOutput(report: Report, dir: string): Promise<Outputs> {
  const api = new MemoryApi();
  const summary: string[] = [];
  const io = memoryIo(summary);
  const local = await writeLocal(io, report, dir, {
    schemaVersion: 1,
    pullRequest: 7,
    headSha: HEAD_SHA,
    baseSha: 'a'.repeat(40),
    runId: 777,
  });
  await publishToGitHub(
    api,
    io,
    report,
    { issue: 7, headSha: HEAD_SHA, runUrl: POINTER_URL, workspace: null },
    {
      comment: 'always',
      commentKey: 'default',
      commentAuthor: 'github-actions[bot]',
      checkRun: true,
      checkName: 'bench-review / tail latency',
    },
  );
  const [comment] = api.comments;
  const [check] = api.checks;
  const own: ScanOptions = { hrefs: [POINTER_URL], ownText: [HEAD_SHA.slice(0, 12)] };
  const pointer = ['> ✂️ Shortened; see the job summary.', ''];
  const markdown: Outputs['markdown'] = [
    ['sticky comment', comment.body, { ...own, leadingComments: 1 }],
    ['check-run summary', check.output.summary, own],
    ['check-run text', check.output.text ?? '', own],
    ['job summary', summary.join(''), own],
    ['review.md', await readFile(local.markdownPath, 'utf8'), own],
    ['CLI --markdown', renderMarkdown(report, { charts: true }), own],
  ];
  // The budget's shortened forms: name lists, counts, the verdict alone.
  for (const limit of [20_000, 6_000, 2_500, 900])
    markdown.push([`shortened to ${limit}`, fitMarkdown(report, { limit, pointer, charts: true }).text, own]);
  const plain: Outputs['plain'] = [['check-run title', check.output.title]];
  for (const a of [...(check.output.annotations ?? []), ...check.appended.flatMap((o) => o.annotations ?? [])])
    plain.push(['annotation title', a.title ?? ''], ['annotation message', a.message]);
  return { markdown, plain, terminal: [renderTerminal(report, { color: false }), renderTerminal(report, { color: true })] };
}

function expectInert(out: Outputs): void {
  for (const [where, md, opts] of out.markdown) {
    const s = scan(md, opts);
    expect(s.problems, where).toEqual([]);
    // Every table row keeps its six columns; every section's name is the text of a <code>, no backticks around it.
    expect(new Set(s.rowCells), where).toEqual(new Set(s.rowCells.length ? [6] : []));
    // (The overview's one collapsed line of unchanged benchmarks is a count, not a section.)
    for (const summary of s.summaries.filter(
      (x) => x !== 'Input warnings' && !/^⚪ [\d,]+ unchanged benchmarks?$/.test(x) && !/^📋 .*: every benchmark \([\d,]+\)$/u.test(x),
    ))
      expect(
        s.codes.some((c) => summary.includes(` ${c} — `)),
        `${where}: ${summary}`,
      ).toBe(true);
    // No raw HTML from input: the issue's payload never yields a second heading.
    expect(s.text, where).not.toMatch(/^✅ All benchmarks passed$/m);
  }
  for (const [where, text] of out.plain) {
    expect(text, where).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    // Plain text, but inert even where a reader parses it as Markdown.
    const s = scan(text, { formatting: true });
    expect(s.problems, where).toEqual([]);
    expect(activeText(text), where).toEqual([]);
  }
  for (const t of out.terminal) {
    // Only the renderer's own colours: no other escape sequence, no control character from input.
    const stripped = t.replace(/\u001b\[(0|1|2|31|32|33)m/g, '');
    expect(stripped).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  }
}

let dir: string;
let report: Report;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-review-hostile-md-'));
  report = await reportFrom(dir, HOSTILE_NAMES, (i) => i % 3 !== 2);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('hostile benchmark names and PR description through every output', () => {
  it('the issue payload is text inside <code> in its <summary>, never HTML', async () => {
    const md = renderMarkdown(report);
    const s = scan(md);
    expect(s.problems).toEqual([]);
    expect(s.summaries.some((x) => x.includes(` ${ISSUE_PAYLOAD} — regression`))).toBe(true);
    expect(s.codes).toContain(ISSUE_PAYLOAD);
    expect(md).toContain(
      '<code>&lt;/summary&gt;&lt;/details&gt;&lt;img src=…&gt;&lt;h2&gt;✅ All benchmarks passed&lt;/h2&gt;&lt;details&gt;&lt;summary&gt;</code>',
    );
  });

  it('shows names exactly as they are (inside code), only mentions defused', () => {
    const s = scan(renderMarkdown(report, { expandAll: true }));
    for (const name of HOSTILE_NAMES) {
      const shown = name
        .replace(/@/g, '@\u200b')
        .replace(/\|/g, '¦')
        .replace(/\u202e/g, '');
      expect(
        s.codes.some((c) => c === shown || c === name.replace(/@/g, '@\u200b').replace(/\u202e/g, '')),
        name,
      ).toBe(true);
    }
  });

  it('keeps the comment, check run, job summary, review.md, shortened forms and terminal inert', async () => {
    const out = await everyOutput(report, await mkdtemp(join(dir, 'run-')));
    expect(out.markdown.find(([w]) => w === 'sticky comment')![1].startsWith('<!-- bench-review:default -->\n')).toBe(true);
    expectInert(out);
    // The PR description was quoted, and its quote is inert too.
    const comment = scan(out.markdown[0][1], { hrefs: [POINTER_URL], leadingComments: 1, ownText: [HEAD_SHA.slice(0, 12)] });
    expect(comment.text).toContain(
      'Average latency <img src=x onerror=alert(1)> 2.5 ms @\u200boctocat #\u200b12 GH-\u200b7 owner/repo#\u200b3 https:\u200b//evil.test www\u200b.evil.test',
    );
  });

  it("keeps a fork's fully hostile report inert in publish mode", async () => {
    const fork = forkReport(report);
    const out = await everyOutput(fork, await mkdtemp(join(dir, 'fork-')));
    expectInert(out);
    // The headline is the check run's title (plain text), once; the summary is the overview.
    const title = out.plain.find(([w]) => w === 'check-run title')![1];
    expect(title.startsWith(`${ISSUE_PAYLOAD.replace(/</g, '<\u200b')} @\u200boctocat #\u200b1 `)).toBe(true);
    expect(out.markdown.find(([w]) => w === 'check-run summary')![1]).not.toContain('octocat #');
  });

  it('keeps Mermaid labels inside their quotes whatever the names', () => {
    const md = renderMarkdown(forkReport(report), { charts: true, expandAll: true });
    const s = scan(md);
    expect(s.mermaid.length).toBeGreaterThan(5);
    const num = String.raw`-?\d+(\.\d+)?(e[+-]?\d+)?`;
    // Fixed colours and CSS (no name in the front matter), bar series (one per verdict, then the
    // mask), the threshold as a line, and a zero line when a bar is below zero.
    const shape = new RegExp(
      String.raw`^---\nconfig:\n  themeCSS: "\.plot rect \{ shape-rendering: crispEdges; \}"\n  themeVariables:\n    xyChart:\n(      [A-Za-z]+: "#[0-9a-f]{6}"\n)+      plotColorPalette: "#[0-9a-f]{6}(, #[0-9a-f]{6})*"\n---\nxychart-beta\n  title "[^"\x60\n]*"\n  x-axis \[("[a-z0-9.]+\*?"(, )?)+\]\n  y-axis "[^"\x60\n]*" ${num} --> ${num}\n(  bar \[${num}(, ${num})*\]\n){2,6}  line \[${num}(, ${num})*\]\n(  line \[0(, 0)*\]\n)?$`,
    );
    for (const block of s.mermaid) expect(block).toMatch(shape);
    // Every fence the renderer opened is one Mermaid block: no name closed one early.
    expect((md.match(/^```/gm) ?? []).length).toBe(2 * s.mermaid.length);
  });
});

describe('long names and large suites', () => {
  it('shortens a 100 KB name for display and keeps every regression table', async () => {
    const names = Array.from({ length: 14 }, (_, i) => `GET /api/item/${i}`);
    names.push(`huge ${'x'.repeat(100_000)} end`);
    const big = await reportFrom(await mkdtemp(join(dir, 'huge-')), names, (i) => i < 14);
    expect(big.summary.regressions).toBe(14);
    const api = new MemoryApi();
    const io = memoryIo([]);
    await publishToGitHub(
      api,
      io,
      big,
      { issue: 7, headSha: HEAD_SHA, runUrl: POINTER_URL, workspace: null },
      { comment: 'always', commentKey: 'default', commentAuthor: 'github-actions[bot]', checkRun: true, checkName: 'c' },
    );
    const body = api.comments[0].body;
    expect(body).not.toContain('Shortened');
    const s = scan(body, { hrefs: [POINTER_URL], leadingComments: 1, ownText: [HEAD_SHA.slice(0, 12)] });
    expect(s.problems).toEqual([]);
    for (let i = 0; i < 14; i++) expect(s.summaries.filter((x) => x.includes(`GET /api/item/${i} — regression`))).toHaveLength(1);
    // The long name: its start and end, 120 characters in all.
    const shown = s.codes.find((c) => c.startsWith('huge x'))!;
    expect(shown).toBe(`huge ${'x'.repeat(75)}…${'x'.repeat(35)} end`);
    expect([...shown]).toHaveLength(120);
    expect(body.length).toBeLessThan(40_000);
  });

  it('tells two long names apart that differ only in the middle', () => {
    const a = `${'a'.repeat(100)}-left-${'z'.repeat(100)}`;
    const b = `${'a'.repeat(100)}-right-${'z'.repeat(100)}`;
    const base = report.benchmarks[0];
    const r: Report = {
      ...report,
      asks: [],
      benchmarks: [
        { ...base, name: a },
        { ...base, name: b },
      ],
    };
    const s = scan(renderMarkdown(r));
    // Each in the overview and in its own section, under the same display name.
    const shown = s.codes.filter((c) => c.startsWith('aaaa'));
    expect(shown).toHaveLength(4);
    expect(new Set(shown).size).toBe(2);
    for (const c of shown) expect([...c].length).toBeLessThanOrEqual(120);
  });

  it('fills the 1 MiB job summary with 5,000 benchmarks: every name listed, and says what was cut', async () => {
    const names = Array.from({ length: 5000 }, (_, i) => `suite/${String(i).padStart(4, '0')}/case`);
    // Small runs keep the comparison quick; ten runs per side let the regressions survive FDR control.
    // The rest drift +6%, near the 10% p90 threshold: mostly inconclusive, so their tables compete for the budget
    // (unchanged benchmarks are listed by name only and would fit easily).
    const large = await reportFrom(await mkdtemp(join(dir, 'large-')), names, (i) => i % 250 === 0, 10, 40, 1.06);
    expect(large.summary.regressions).toBe(20);
    const summary: string[] = [];
    await writeLocal(memoryIo(summary), large, await mkdtemp(join(dir, 'large-run-')), {
      schemaVersion: 1,
      pullRequest: 7,
      headSha: HEAD_SHA,
      baseSha: 'a'.repeat(40),
      runId: 1,
    });
    const text = summary.join('');
    const bytes = Buffer.byteLength(text);
    expect(bytes).toBeLessThanOrEqual(1_000_000);
    // Most of the budget is used, not 4 KB of it.
    expect(bytes).toBeGreaterThan(500_000);
    const s = scan(text);
    expect(s.problems).toEqual([]);
    // Listed by name or in a section of its own: either way the name is the text of a <code> — in the
    // overview without the prefix every name shares, said once over it (issue 26 item 7).
    expect(text).toContain('Every benchmark name starts with `suite/`, left out below.');
    const shown = new Set(s.codes);
    expect(names.filter((n) => !shown.has(n) && !shown.has(n.slice('suite/'.length)))).toEqual([]);
    expect(text).toContain('Shortened to fit');
    expect(text).toMatch(/> Left out here: [^\n]*\(named in the overview\)/);
    // Every regression keeps its table.
    expect(s.summaries.filter((x) => x.includes(' — regression'))).toHaveLength(large.summary.regressions);
  }, 300_000);
});
