/**
 * The history dashboard's site (src/history/dashboard/site.ts) and its command: the files written,
 * the data read back to the series it was made from, the list order, the metrics shown, escaping
 * and the page's guards against injected markup, and the bundle carrying uPlot and the page inside
 * itself. Drawing in a browser: test/e2e/dashboard-browser.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { cliOptions } from '../../scripts/bundle-options.mjs';
import { runCli, type CliIo } from '../../src/cli/main.js';
import {
  checkRepoUrl,
  compact,
  CONTENT_SECURITY_POLICY,
  dashboardData,
  shownMetrics,
  shownSeries,
  writeDashboard,
  type BenchmarkFile,
  type DashboardIndex,
} from '../../src/history/dashboard/site.js';
import { seriesOf } from '../../src/history/series.js';
import { writeEntry } from '../../src/history/store.js';
import type { ChangePoint, Series } from '../../src/history/types.js';
import type { MetricId } from '../../src/model/settings.js';
import { generateEntries } from '../helpers/history-gen.js';

const ROOT = join(import.meta.dirname, '..', '..');
const temps: string[] = [];
const temp = (prefix = 'br-dashboard-') => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const PLANTED = '<img src=x onerror="window.__xss=1">';
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** 6 benchmarks × 40 commits, p50, p90, p99, p99.9; benchmark 1 steps up 30 % at commit 25; the runner changes at commit 10. */
function history() {
  const entries = generateEntries({
    seed: 2701,
    commits: 40,
    benchmarks: ['alpha', PLANTED, 'gamma', 'delta', 'epsilon', 'zeta'],
    metrics: ['p50', 'p90', 'p99', 'p99.9'],
    steps: [{ benchmark: 1, at: 25, factor: 1.3 }],
    machineChanges: [{ at: 10, factor: 1 }],
  });
  const series = seriesOf(entries);
  const cp = (benchmark: string, metric: MetricId, at: number, kind: ChangePoint['kind']): ChangePoint => ({
    benchmark,
    metric,
    commit: entries[at].commit,
    previousCommit: entries[at - 1].commit,
    index: at,
    before: 10,
    after: 13,
    change: 0.3,
    pValue: 1e-9,
    kind,
  });
  const changePoints = [
    cp(PLANTED, 'p50', 25, 'regression'),
    cp(PLANTED, 'p99', 25, 'regression'),
    cp('delta', 'p50', 30, 'improvement'),
    cp('gamma', 'p99', 10, 'machine'),
    // Of a metric the charts do not show: left out.
    cp('zeta', 'p90', 20, 'regression'),
  ];
  return { entries, series, changePoints };
}

/** The points of one shown series as the page decodes them from the data files. */
function decoded(index: DashboardIndex, file: BenchmarkFile, metric: MetricId) {
  const s = file.series.find((x) => x.metric === metric)!;
  const xs = s.x.flatMap(([first, count]) => Array.from({ length: count }, (_, k) => first + k));
  const runs = s.n.flatMap(([n, count]) => Array<number>(count).fill(n));
  const machines = s.machine.flatMap(([m, count]) => Array<number>(count).fill(m));
  return xs.map((x, i) => ({
    commit: index.commits[x],
    value: s.value[i],
    low: s.low[i],
    high: s.high[i],
    n: runs[i],
    machineKey: index.machines[machines[i]],
  }));
}

describe('writeDashboard', () => {
  const { entries, series, changePoints } = history();
  const dir = temp();
  const written = writeDashboard(series, changePoints, dir, { repoUrl: 'https://github.com/o/r/' });

  it('writes the page, uPlot with its licence, and the data: an index and one file per benchmark', async () => {
    const summary = await written;
    expect(readdirSync(dir).sort()).toEqual(
      ['.nojekyll', 'app.css', 'app.js', 'data', 'index.html', 'uplot.LICENSE.txt', 'uplot.min.css', 'uplot.min.js'].sort(),
    );
    expect(readdirSync(join(dir, 'data', 'b')).sort()).toEqual(['0.json', '1.json', '2.json', '3.json', '4.json', '5.json']);
    const uplot = join(ROOT, 'node_modules', 'uplot');
    expect(readFileSync(join(dir, 'uplot.min.js'), 'utf8')).toBe(readFileSync(join(uplot, 'dist', 'uPlot.iife.min.js'), 'utf8'));
    expect(readFileSync(join(dir, 'uplot.min.css'), 'utf8')).toBe(readFileSync(join(uplot, 'dist', 'uPlot.min.css'), 'utf8'));
    expect(readFileSync(join(dir, 'uplot.LICENSE.txt'), 'utf8')).toMatch(/^The MIT License/);
    expect(summary).toMatchObject({ benchmarks: 6, commits: 40, changePoints: 4, files: 8 + 6 });
  });

  it('reads back to the series it was made from (5 significant digits), p50 and p99 of each benchmark', async () => {
    await written;
    const index = readJson<DashboardIndex>(join(dir, 'data', 'index.json'));
    expect(index.format).toBe(1);
    expect(index.repoUrl).toBe('https://github.com/o/r');
    expect(index.commits).toEqual(entries.map((e) => e.commit));
    expect(index.times).toEqual(entries.map((e) => Date.parse(e.time) / 1000));
    for (const b of index.benchmarks) {
      expect(b.metrics).toEqual(['p50', 'p99']);
      const file = readJson<BenchmarkFile>(join(dir, 'data', b.file));
      expect(file.name).toBe(b.name);
      for (const metric of b.metrics) {
        const s = series.find((x) => x.benchmark === b.name && x.metric === metric)!;
        expect(decoded(index, file, metric)).toEqual(
          s.points.map((p) => ({
            commit: p.commit,
            value: compact(p.value),
            low: compact(p.low),
            high: compact(p.high),
            n: p.n,
            machineKey: p.machineKey,
          })),
        );
        // Consecutive commits are one run, and the machine change is where the points' machines differ.
        expect(file.series.find((x) => x.metric === metric)!.x).toEqual([[0, 40]]);
        expect(file.series.find((x) => x.metric === metric)!.machineChanges).toEqual([10]);
      }
    }
  });

  it('lists benchmarks with change points first (regressions, then improvements, then machine steps), then the rest by name', async () => {
    await written;
    const index = readJson<DashboardIndex>(join(dir, 'data', 'index.json'));
    expect(index.benchmarks.map((b) => [b.name, b.changes, b.regressions, b.improvements, b.latest])).toEqual([
      [PLANTED, 2, 2, 0, 25],
      ['delta', 1, 0, 1, 30],
      ['gamma', 1, 0, 0, 10],
      ['alpha', 0, 0, 0, null],
      ['epsilon', 0, 0, 0, null],
      ['zeta', 0, 0, 0, null],
    ]);
    const file = readJson<BenchmarkFile>(join(dir, 'data', index.benchmarks[0].file));
    expect(file.changePoints).toEqual([
      { metric: 'p50', commit: 25, previous: 24, before: 10, after: 13, change: 0.3, pValue: 1e-9, kind: 'regression' },
      { metric: 'p99', commit: 25, previous: 24, before: 10, after: 13, change: 0.3, pValue: 1e-9, kind: 'regression' },
    ]);
  });

  it('writes untrusted text only into the data, and the page only as text: escaped title, CSP, no HTML sinks in app.js', async () => {
    await written;
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).not.toContain('<img');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
    expect(CONTENT_SECURITY_POLICY).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/(^|; )default-src 'none'(;|$)/);
    // Every script is a file of the site: no inline script, no handler attribute.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[0])).toEqual(['<script src="uplot.min.js" defer></script>', '<script src="app.js" defer></script>']);
    expect(html).not.toMatch(/\son\w+=/i);
    const app = readFileSync(join(dir, 'app.js'), 'utf8');
    expect(app).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\(\s*['"](on|href|src|style)/,
    );
    const hostile = join(temp(), 'site');
    await writeDashboard(series.slice(0, 2), [], hostile, { title: '</title><script>alert(1)</script> & "x"' });
    const page = readFileSync(join(hostile, 'index.html'), 'utf8');
    expect(page).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34;</title>');
    expect(page).not.toContain('<script>alert');
  });

  it('rewritten with fewer benchmarks, leaves no stale data file (and other files alone)', async () => {
    const site = temp();
    await writeDashboard(series, [], site);
    writeFileSync(join(site, 'CNAME'), 'bench.example.org\n');
    await writeDashboard(
      series.filter((s) => s.benchmark === 'alpha'),
      [],
      site,
    );
    expect(readdirSync(join(site, 'data', 'b'))).toEqual(['0.json']);
    expect(readFileSync(join(site, 'CNAME'), 'utf8')).toBe('bench.example.org\n');
    expect(readJson<DashboardIndex>(join(site, 'data', 'index.json')).repoUrl).toBeNull();
  });
});

describe('what the dashboard shows', () => {
  const s = (benchmark: string, metric: MetricId, commits: string[]): Series => ({
    benchmark,
    metric,
    unit: 'ns',
    lowerIsBetter: true,
    threshold: 0.1,
    points: commits.map((commit, i) => ({ commit, time: `2025-01-0${i + 1}T00:00:00Z`, value: 1, low: 1, high: 1, n: 1, machineKey: 'm' })),
  });

  it('p50 and p99, else the mean and the highest tail level recorded', () => {
    expect(shownMetrics(['min', 'p50', 'p90', 'p99', 'p99.9', 'max', 'mean'])).toEqual(['p50', 'p99']);
    expect(shownMetrics(['p50', 'p90', 'p99.9'])).toEqual(['p50', 'p99.9']);
    expect(shownMetrics(['mean'])).toEqual(['mean']);
    expect(shownMetrics(['p90', 'p95'])).toEqual(['p95']);
    expect(
      shownSeries([s('a', 'p50', ['c1']), s('a', 'p90', ['c1']), s('a', 'p99', ['c1']), s('b', 'p90', ['c1'])]).map(
        (x) => `${x.benchmark} ${x.metric}`,
      ),
    ).toEqual(['a p50', 'a p99', 'b p90']);
  });

  it('orders commits along every series (a benchmark missing some commits keeps its points where they were)', () => {
    const { index, files } = dashboardData([s('a', 'p50', ['c1', 'c3', 'c5']), s('b', 'p50', ['c1', 'c2', 'c3', 'c4', 'c5'])], []);
    expect(index.commits).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(files.get(index.benchmarks.find((b) => b.name === 'a')!.file)!.series[0].x).toEqual([
      [0, 1],
      [2, 1],
      [4, 1],
    ]);
  });

  it('links commits only to an http(s) address', () => {
    expect(checkRepoUrl('https://github.com/o/r/')).toBe('https://github.com/o/r');
    expect(checkRepoUrl('http://ghe.example.org/team/repo')).toBe('http://ghe.example.org/team/repo');
    for (const bad of ['javascript:alert(1)', 'ftp://x/o/r', 'https://github.com/o/r?x=1', 'https://u:p@github.com/o/r', 'github.com/o/r'])
      expect(checkRepoUrl(bad), bad).toBeUndefined();
    expect(() => dashboardData([], [], { repoUrl: 'javascript:alert(1)' })).toThrow(/not an http\(s\) URL/);
  });

  it('keeps 5 significant digits', () => {
    expect(compact(123.456789)).toBe(123.46);
    expect(compact(0.000123456789)).toBe(0.00012346);
    expect(compact(0)).toBe(0);
  });
});

describe('bench-review dashboard', () => {
  function io(env: Record<string, string | undefined> = {}) {
    const out = { stdout: '', stderr: '' };
    const cliIo: CliIo = { stdout: (s) => (out.stdout += s), stderr: (s) => (out.stderr += s), isTty: false, env, cwd: ROOT };
    return { out, cliIo };
  }

  async function store(): Promise<string> {
    const dir = temp('br-dashboard-store-');
    for (const e of generateEntries({ seed: 7, commits: 30, benchmarks: 4, steps: [{ benchmark: 2, at: 20, factor: 1.5 }] }))
      await writeEntry(dir, e);
    return dir;
  }

  it('writes the site of a store, commits linked to --repo-url', async () => {
    const site = join(temp(), 'site');
    const { out, cliIo } = io();
    expect(await runCli(['dashboard', '--store', await store(), '--out', site, '--repo-url', 'https://github.com/o/r'], cliIo)).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^dashboard: 4 benchmarks over 30 commits, \d+ change points? shown; 12 files \(\d+\.\d MB\) in /);
    const index = readJson<DashboardIndex>(join(site, 'data', 'index.json'));
    expect(index.repoUrl).toBe('https://github.com/o/r');
    expect(index.benchmarks).toHaveLength(4);
    expect(index.benchmarks[0].regressions).toBeGreaterThan(0);
  });

  it('links to GITHUB_SERVER_URL/GITHUB_REPOSITORY in GitHub Actions', async () => {
    const site = join(temp(), 'site');
    const { cliIo } = io({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo/bench' });
    expect(await runCli(['dashboard', '--store', await store(), '--out', site], cliIo)).toBe(0);
    expect(readJson<DashboardIndex>(join(site, 'data', 'index.json'))).toMatchObject({
      repoUrl: 'https://github.com/octo/bench',
      title: 'Benchmarks of octo/bench',
    });
  });

  it.each([
    [['--out', 'x'], /dashboard: needs --store DIR/],
    [['--store', 'x'], /dashboard: needs --out SITE/],
    [
      ['--store', 'x', '--out', 'y', '--repo-url', 'javascript:alert(1)'],
      /--repo-url "javascript:alert\(1\)" is not a repository's web address/,
    ],
    [['--store', 'no/such/store', '--out', 'y'], /no\/such\/store: not a folder/],
    [['--store', 'x', '--out', 'y', '--title', 't'], /unknown flag --title/],
  ])('refuses %j with one line', async (argv, message) => {
    const { out, cliIo } = io();
    expect(await runCli(['dashboard', ...argv], cliIo)).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses an --out that is a file, naming it', async () => {
    const file = join(temp(), 'site');
    writeFileSync(file, 'not a folder');
    const { out, cliIo } = io();
    expect(await runCli(['dashboard', '--store', await store(), '--out', file], cliIo)).toBe(2);
    expect(out.stderr).toMatch(/dashboard: --out .*site: cannot write the site there \(E\w+/);
  });
});

describe('in the bundle', () => {
  it('carries uPlot and the page inside itself: a bundled writer far from node_modules writes the same site', async () => {
    const dir = temp('br-dashboard-bundle-');
    const options = cliOptions(join(dir, 'writer.mjs'));
    delete options.entryPoints;
    const { metafile } = await build({
      ...options,
      metafile: true,
      stdin: {
        contents: `import { readFileSync } from 'node:fs';
import { writeDashboard } from './src/history/dashboard/site.ts';
const [input, out] = process.argv.slice(2);
const { series, changePoints } = JSON.parse(readFileSync(input, 'utf8'));
await writeDashboard(series, changePoints, out, { repoUrl: 'https://github.com/o/r' });`,
        resolveDir: ROOT,
        sourcefile: 'writer.ts',
        loader: 'ts',
      },
    });
    expect(Object.keys(metafile.inputs)).toEqual(
      expect.arrayContaining(['node_modules/uplot/dist/uPlot.iife.min.js', 'src/history/dashboard/app.js']),
    );
    const { series, changePoints } = history();
    writeFileSync(join(dir, 'input.json'), JSON.stringify({ series, changePoints }));
    const r = spawnSync(process.execPath, [join(dir, 'writer.mjs'), join(dir, 'input.json'), join(dir, 'bundled')], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const fromSources = join(dir, 'sources');
    await writeDashboard(series, changePoints, fromSources, { repoUrl: 'https://github.com/o/r' });
    const names = readdirSync(fromSources, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => relative(fromSources, join(d.parentPath, d.name)))
      .sort();
    expect(names.length).toBeGreaterThan(10);
    for (const f of names) expect(readFileSync(join(dir, 'bundled', f), 'utf8'), f).toBe(readFileSync(join(fromSources, f), 'utf8'));
  });
});
