/**
 * The history dashboard (src/history/dashboard/) in a real browser: a generated history — 150
 * benchmarks over 120 commits, one of them stepping up 40 % at commit 80 and named with planted
 * markup, the runner changing at commit 50 — written as a site, served over loopback HTTP (the page
 * fetches its data, which file:// forbids) and opened in headless Chromium driven over the DevTools
 * pipe (test/helpers/cdp.ts; needs /usr/bin/chromium, which .ci/install-tools installs).
 *
 * Checked as a user would see it: the page loads without a console error or a failed request, the
 * charts are drawn on canvas, the change-point and machine-change markers stand at their commits'
 * x (the position of the commit on the chart's x range, and the canvas line under them), the
 * planted name is shown as text, the search filters the list, and commits link to the repository.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDashboard } from '../../src/history/dashboard/site.js';
import { seriesOf } from '../../src/history/series.js';
import type { ChangePoint, HistoryEntry } from '../../src/history/types.js';
import { CHROMIUM, haveChromium } from '../helpers/browser.js';
import { Browser, type Page } from '../helpers/cdp.js';
import { benchmarkNames, generateEntries } from '../helpers/history-gen.js';
import { serveDir, type Served } from '../helpers/static-server.js';
import { toolPresent } from '../helpers/tools.js';

/** Without Chromium (a machine with only Node and git) the browser checks are skipped, naming it. */
const CHROMIUM_HERE = toolPresent(haveChromium(), CHROMIUM, 'the browser checks need it; run .ci/install-tools (Debian package chromium)');

const REPO = 'https://github.com/octo/bench';
const STEP_NAME = 'step <img src=x onerror="window.__xss=1"> & "quoted"';
const COMMITS = 120;
const STEP_AT = 80;
const MACHINE_AT = 50;
const NAMES = [...benchmarkNames(149, 2027), STEP_NAME];

let entries: HistoryEntry[];
let site: string;
let server: Served;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!CHROMIUM_HERE) return;
  entries = generateEntries({
    seed: 2027,
    commits: COMMITS,
    benchmarks: NAMES,
    steps: [{ benchmark: NAMES.length - 1, at: STEP_AT, factor: 1.4 }],
    machineChanges: [{ at: MACHINE_AT, factor: 1 }],
  });
  const series = seriesOf(entries);
  // The step as a change point (the search itself is history/change-points.ts's, tested on its own).
  const changePoints: ChangePoint[] = (['p50', 'p99'] as const).map((metric) => ({
    benchmark: STEP_NAME,
    metric,
    commit: entries[STEP_AT].commit,
    previousCommit: entries[STEP_AT - 1].commit,
    index: STEP_AT,
    before: 1,
    after: 1.4,
    change: 0.4,
    pValue: 1e-12,
    kind: 'regression',
  }));
  site = mkdtempSync(join(tmpdir(), 'br-dashboard-e2e-'));
  await writeDashboard(series, changePoints, site, { repoUrl: REPO });
  server = await serveDir(site);
  browser = await Browser.launch();
  page = await browser.newPage(1280, 900);
  await page.goto(`${server.url}/`);
  await page.waitFor('window.__dashboard && (window.__dashboard.ready || window.__dashboard.error)');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** What the list shows: the names, and the count line above it. */
const list = () =>
  page.evaluate<{ names: string[]; count: string }>(
    `({ names: [...document.querySelectorAll('#list .bname')].map((e) => e.textContent), count: document.getElementById('count').textContent })`,
  );

describe.skipIf(!CHROMIUM_HERE)('the history dashboard in headless Chromium', () => {
  it('loads without a console error, an exception, a CSP violation or a failed request', async () => {
    expect(await page.evaluate('window.__dashboard.error')).toBeNull();
    expect(page.errors).toEqual([]);
    expect(server.requests.filter((r) => r.status !== 200)).toEqual([]);
    // The index and the one benchmark shown: the other 149 files are not fetched.
    expect(server.requests.map((r) => r.path).filter((p) => p.startsWith('/data/'))).toEqual(['/data/index.json', '/data/b/0.json']);
  });

  it('draws the first benchmark, the one with a regression, as two canvas charts with the line and band painted', async () => {
    const charts = await page.evaluate<Array<{ title: string; painted: number; line: number; size: number }>>(`
      window.__dashboard.charts.map((u) => {
        const { width, height } = u.ctx.canvas;
        const px = u.ctx.getImageData(0, 0, width, height).data;
        let painted = 0, line = 0;
        for (let i = 0; i < px.length; i += 4) {
          if (px[i + 3] > 0) painted++;
          if (px[i + 3] > 200 && Math.abs(px[i] - 9) < 30 && Math.abs(px[i + 1] - 105) < 30 && Math.abs(px[i + 2] - 218) < 30) line++;
        }
        return { title: u.root.querySelector('.u-title').textContent, painted, line, size: width * height };
      })`);
    expect(charts.map((c) => c.title)).toEqual(['p50 (centre)', 'p99 (tail)']);
    for (const c of charts) {
      expect(c.painted / c.size).toBeGreaterThan(0.02);
      expect(c.line).toBeGreaterThan(200);
    }
  });

  it('shows the planted name as text: no element made of it, its script never ran', async () => {
    const seen = await page.evaluate<{ heading: string; first: string; images: number; xss: unknown; title: string }>(`({
      heading: document.getElementById('name').textContent,
      first: document.querySelector('#list .bname').textContent,
      images: document.querySelectorAll('img').length,
      xss: window.__xss ?? null,
      title: document.title,
    })`);
    expect(seen).toEqual({ heading: STEP_NAME, first: STEP_NAME, images: 0, xss: null, title: 'Benchmarks of octo/bench' });
  });

  it("puts the change-point and machine-change markers at their commits' x, over a line drawn on the canvas", async () => {
    const markers = await page.evaluate<
      Array<{ kind: string; commit: string; metric: string; x: number; width: number; column: number[] }>
    >(`
      window.__dashboard.charts.flatMap((u) => [...u.over.querySelectorAll('[data-marker]')].map((m) => {
        const r = m.getBoundingClientRect();
        const over = u.over.getBoundingClientRect();
        const x = r.left + r.width / 2 - over.left;
        // The canvas column under the marker's centre: the colour of every pixel of the plot's height.
        const cx = Math.round(u.bbox.left + x * devicePixelRatio);
        const px = u.ctx.getImageData(cx - 1, u.bbox.top, 3, u.bbox.height).data;
        const column = [];
        for (let i = 0; i < px.length; i += 4) column.push(px[i] << 16 | px[i + 1] << 8 | px[i + 2], px[i + 3]);
        return { kind: m.dataset.marker, commit: m.dataset.commit, metric: u.root.parentElement.dataset.metric, x, width: over.width, column };
      }))`);
    const at = (commit: number) => entries[commit].commit;
    expect(markers.map((m) => [m.metric, m.kind, m.commit])).toEqual([
      ['p50', 'regression', at(STEP_AT)],
      ['p50', 'machine', at(MACHINE_AT)],
      ['p99', 'regression', at(STEP_AT)],
      ['p99', 'machine', at(MACHINE_AT)],
    ]);
    for (const m of markers) {
      // The x range is the commits' (0 … 119, every commit measured), so commit i stands at i/119 of the plot's width.
      const commit = m.kind === 'regression' ? STEP_AT : MACHINE_AT;
      expect(Math.abs(m.x - (commit / (COMMITS - 1)) * m.width), `${m.metric} ${m.kind}`).toBeLessThan(1.5);
      // Under it, the dashed line in its colour (regression #cf222e, machine #6e7781) over a good part of the height.
      const colour = m.kind === 'regression' ? 0xcf222e : 0x6e7781;
      let hits = 0;
      for (let i = 0; i < m.column.length; i += 2) if (m.column[i] === colour && m.column[i + 1] > 200) hits++;
      expect(hits, `${m.metric} ${m.kind} line`).toBeGreaterThan(30);
    }
  });

  it('links markers, commits and ranges to the repository', async () => {
    const links = await page.evaluate<{ markers: string[]; table: string[] }>(`({
      markers: [...document.querySelectorAll('[data-marker]')].map((m) => m.href),
      table: [...document.querySelectorAll('#changes a')].map((a) => a.href),
    })`);
    const commit = (i: number) => `${REPO}/commit/${entries[i].commit}`;
    expect(links.markers).toEqual([commit(STEP_AT), commit(MACHINE_AT), commit(STEP_AT), commit(MACHINE_AT)]);
    expect(links.table).toEqual(
      expect.arrayContaining([
        commit(STEP_AT),
        `${REPO}/compare/${entries[STEP_AT - 1].commit}...${entries[STEP_AT].commit}`,
        commit(MACHINE_AT),
      ]),
    );
  });

  it('lists the first 100 of the 150 benchmarks, and the search filters them as one types', async () => {
    expect(await list()).toMatchObject({ count: '150 benchmarks; the first 100 are listed' });
    expect((await list()).names).toHaveLength(100);

    await page.type('#search', 'http/');
    const http = NAMES.filter((n) => n.toLowerCase().includes('http/'));
    expect(http.length).toBeGreaterThan(3);
    const filtered = await list();
    expect(filtered.count).toBe(`${http.length} of 150 benchmarks match`);
    expect([...filtered.names].sort()).toEqual([...http].sort());

    await page.clear('#search');
    await page.type('#search', 'ONERROR step');
    expect(await list()).toEqual({ names: [STEP_NAME], count: '1 of 150 benchmarks match' });

    await page.clear('#search');
    await page.type('#search', 'no such benchmark');
    expect(await list()).toEqual({ names: [], count: '0 of 150 benchmarks match' });
    await page.clear('#search');
    expect((await list()).count).toBe('150 benchmarks; the first 100 are listed');
  });

  it('draws another benchmark when it is clicked, and names it in the address', async () => {
    const target = await page.evaluate<{ name: string; x: number; y: number }>(`(() => {
      const a = document.querySelectorAll('#list a.item')[5];
      const r = a.getBoundingClientRect();
      return { name: a.querySelector('.bname').textContent, x: r.left + 10, y: r.top + r.height / 2 };
    })()`);
    await page.click(target.x, target.y);
    await page.waitFor(`window.__dashboard.selected === ${JSON.stringify(target.name)}`);
    const shown = await page.evaluate<{ heading: string; hash: string; charts: number; regressions: number }>(`({
      heading: document.getElementById('name').textContent,
      hash: decodeURIComponent(location.hash),
      charts: window.__dashboard.charts.length,
      regressions: document.querySelectorAll('[data-marker="regression"]').length,
    })`);
    expect(shown).toEqual({ heading: target.name, hash: `#b=${target.name}`, charts: 2, regressions: 0 });
    expect(page.errors).toEqual([]);
  });
});
