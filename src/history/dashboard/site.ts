/**
 * The history dashboard (issue 27): a static site — one page and its data — to publish with GitHub
 * Pages. Per benchmark, the centre (p50) and the gated tail (p99) over the commits of main, each
 * with the run spread as a band (lowest..highest run per commit), its change points and machine
 * changes marked and linked to their commits, and a search over thousands of benchmarks. uPlot draws
 * the charts on canvas (docs/dashboard.md says why uPlot); the page script is app.js beside this file.
 *
 * The data is split so the first chart needs little: `data/index.json` holds the commits, the
 * machines and the benchmark list (names, metrics, change-point counts; those with change points
 * first), and `data/b/<i>.json` one benchmark's series and change points, fetched when it is shown.
 * Numbers are rounded to 5 significant digits, commit positions are runs of consecutive indices,
 * run counts and machines run-length encoded.
 *
 * Everything from the store (benchmark names, commit SHAs, units, machine keys) is data: the page
 * puts it into the DOM only as text (textContent, element properties), never as HTML, and the page's
 * Content-Security-Policy runs scripts from the site itself only. The only text written into HTML
 * here is the title, escaped.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isTailMetric, metricOrder, quantileLevel, type MetricId } from '../../model/settings.js';
import type { ChangePoint, Series } from '../types.js';
import { dashboardAssets } from './assets.js';

/** Version of the data files' shape; the page refuses any other. */
export const DASHBOARD_FORMAT = 1;

/** data/index.json. */
export interface DashboardIndex {
  format: typeof DASHBOARD_FORMAT;
  title: string;
  /** Commit links go to `${repoUrl}/commit/${sha}`; null: no links. */
  repoUrl: string | null;
  /** Every commit of any series, oldest first; the charts' x is the index into this list. */
  commits: string[];
  /** Each commit's time, seconds since 1970 (null when the store's time does not parse). */
  times: Array<number | null>;
  /** The machine keys the points refer to by index. */
  machines: string[];
  /** In list order: those with change points first (regressions, improvements, machine steps; newest first), then the rest by name. */
  benchmarks: IndexBenchmark[];
}

export interface IndexBenchmark {
  name: string;
  unit: string;
  /** The metrics drawn: the centre, then the tail when there is one. */
  metrics: MetricId[];
  /** Change points in them, of any kind, and how many of those are regressions and improvements. */
  changes: number;
  regressions: number;
  improvements: number;
  /** Index of the newest change point's commit, null when none. */
  latest: number | null;
  /** The benchmark's data file, relative to data/. */
  file: string;
}

/** data/b/<i>.json: one benchmark. */
export interface BenchmarkFile {
  format: typeof DASHBOARD_FORMAT;
  name: string;
  unit: string;
  lowerIsBetter: boolean;
  series: FileSeries[];
  changePoints: FileChangePoint[];
}

export interface FileSeries {
  metric: MetricId;
  threshold: number;
  /** Commit indices of the points, as runs `[first, count]` of consecutive indices. */
  x: Array<[number, number]>;
  /** Per point: the level (median over runs) and the lowest and highest run. */
  value: number[];
  low: number[];
  high: number[];
  /** Runs per point, run-length encoded `[n, points]`. */
  n: Array<[number, number]>;
  /** Machine per point (index into the index's machines), run-length encoded `[machine, points]`. */
  machine: Array<[number, number]>;
  /** Commit indices where the machine differs from the point before. */
  machineChanges: number[];
}

export interface FileChangePoint {
  metric: MetricId;
  /** Commit indices: the first at the new level and the last at the old one. */
  commit: number;
  previous: number;
  before: number;
  after: number;
  change: number;
  pValue: number;
  kind: ChangePoint['kind'];
}

export interface DashboardOptions {
  /** The repository's web address (https://github.com/o/r): commits become links. */
  repoUrl?: string;
  title?: string;
}

/** What was written. */
export interface DashboardSummary {
  benchmarks: number;
  commits: number;
  changePoints: number;
  files: number;
  bytes: number;
}

/**
 * The repository address as the page links with it: an http(s) URL without credentials, query or
 * fragment, trailing slashes dropped; undefined when `url` is not one.
 */
export function checkRepoUrl(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username !== '' || u.password !== '' || u.search !== '' || u.hash !== '')
    return undefined;
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * Round to 5 significant digits (what a chart and its tooltip can show); non-finite values stay as
 * JSON writes them (null). By powers of ten that doubles hold exactly, so the result is the double
 * nearest the rounded decimal, as `Number(v.toPrecision(5))` gives, at half its cost (it was a third
 * of writing a site).
 */
export function compact(v: number): number {
  if (!Number.isFinite(v) || v === 0) return v;
  const decimals = 4 - Math.floor(Math.log10(Math.abs(v)));
  if (decimals >= 0 && decimals <= 22) return Math.round(v * POW10[decimals]) / POW10[decimals];
  if (decimals < 0 && decimals >= -22) return Math.round(v / POW10[-decimals]) * POW10[-decimals];
  return Number(v.toPrecision(5));
}

/** The centre and the tail a benchmark's charts show: p50 (else mean, else the first metric), and p99 (else its highest tail quantile). */
export function shownMetrics(metrics: Iterable<MetricId>): MetricId[] {
  const all = metricOrder(metrics);
  const centre = all.includes('p50') ? 'p50' : all.includes('mean') ? 'mean' : all.find((m) => !isTailMetric(m));
  const tails = all.filter((m) => isTailMetric(m)).sort((a, b) => (quantileLevel(a) ?? 0) - (quantileLevel(b) ?? 0));
  const tail = tails.includes('p99') ? 'p99' : tails.at(-1);
  return [centre, tail].filter((m): m is MetricId => m !== undefined);
}

/** The series the charts show: per benchmark, those of {@link shownMetrics} (in the order given). */
export function shownSeries(series: readonly Series[]): Series[] {
  const metrics = new Map<string, MetricId[]>();
  for (const s of series) metrics.set(s.benchmark, [...(metrics.get(s.benchmark) ?? []), s.metric]);
  const shown = new Map([...metrics].map(([name, ids]) => [name, new Set(shownMetrics(ids))]));
  return series.filter((s) => shown.get(s.benchmark)!.has(s.metric));
}

/**
 * The commits of main in order: every series lists its points oldest first, so a commit seen before
 * another in any series comes first (a topological order of those pairs); commits no pair orders
 * keep the order they were first seen in.
 */
function commitOrder(series: Series[]): { commits: string[]; times: Array<number | null> } {
  const seen = new Map<string, number>();
  const time: string[] = [];
  const next: Array<Set<number>> = [];
  const indegree: number[] = [];
  for (const s of series) {
    let prev = -1;
    for (const p of s.points) {
      let id = seen.get(p.commit);
      if (id === undefined) {
        id = seen.size;
        seen.set(p.commit, id);
        time.push(p.time);
        next.push(new Set());
        indegree.push(0);
      }
      if (prev >= 0 && prev !== id && !next[prev].has(id)) {
        next[prev].add(id);
        indegree[id]++;
      }
      prev = id;
    }
  }
  const shas = [...seen.keys()];
  // Kahn's algorithm, the ready commits taken by first-seen order (a sorted list: nearly always one ready).
  const ready = indegree.flatMap((d, id) => (d === 0 ? [id] : []));
  const order: number[] = [];
  const placed = new Uint8Array(shas.length);
  while (order.length < shas.length) {
    if (ready.length === 0) {
      // A cycle (series disagreeing on the order): the first commit not placed goes next.
      ready.push(placed.findIndex((v) => v === 0));
    }
    const id = ready.shift()!;
    if (placed[id]) continue;
    placed[id] = 1;
    order.push(id);
    for (const n of next[id]) {
      if (--indegree[n] === 0 && !placed[n]) {
        let i = ready.length;
        while (i > 0 && ready[i - 1] > n) i--;
        ready.splice(i, 0, n);
      }
    }
  }
  return {
    commits: order.map((id) => shas[id]),
    times: order.map((id) => {
      const t = Date.parse(time[id]);
      return Number.isFinite(t) ? Math.round(t / 1000) : null;
    }),
  };
}

/** `[value, count]` runs of equal values. */
function runLengths(values: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out;
}

/** `[first, count]` runs of consecutive integers. */
function consecutiveRuns(values: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last && last[0] + last[1] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out;
}

/** The site's data, in memory: the index and each benchmark's file (its path relative to data/). */
export function dashboardData(
  series: Series[],
  changePoints: ChangePoint[],
  opts: DashboardOptions = {},
): { index: DashboardIndex; files: Map<string, BenchmarkFile> } {
  const repoUrl = opts.repoUrl === undefined ? null : checkRepoUrl(opts.repoUrl);
  if (repoUrl === undefined) throw new Error(`dashboard: repoUrl "${opts.repoUrl}" is not an http(s) URL of a repository`);
  const { commits, times } = commitOrder(series);
  const commitIndex = new Map(commits.map((c, i) => [c, i]));
  const machines: string[] = [];
  const machineIndex = new Map<string, number>();
  const machineOf = (key: string) => {
    let i = machineIndex.get(key);
    if (i === undefined) {
      i = machines.length;
      machines.push(key);
      machineIndex.set(key, i);
    }
    return i;
  };

  const byBenchmark = new Map<string, Series[]>();
  for (const s of series) {
    const list = byBenchmark.get(s.benchmark);
    if (list) list.push(s);
    else byBenchmark.set(s.benchmark, [s]);
  }
  const pointsOf = new Map<string, ChangePoint[]>();
  for (const cp of changePoints) {
    const key = `${cp.benchmark}\u0000${cp.metric}`;
    const list = pointsOf.get(key);
    if (list) list.push(cp);
    else pointsOf.set(key, [cp]);
  }

  const rows: Array<{ entry: Omit<IndexBenchmark, 'file'>; file: Omit<BenchmarkFile, 'format'> }> = [];
  for (const [name, list] of byBenchmark) {
    const metrics = shownMetrics(list.map((s) => s.metric));
    const shown = metrics.map((m) => list.find((s) => s.metric === m)!);
    const fileSeries: FileSeries[] = shown.map((s) => {
      const machine = s.points.map((p) => machineOf(p.machineKey));
      const x = s.points.map((p) => commitIndex.get(p.commit)!);
      return {
        metric: s.metric,
        threshold: s.threshold,
        x: consecutiveRuns(x),
        value: s.points.map((p) => compact(p.value)),
        low: s.points.map((p) => compact(p.low)),
        high: s.points.map((p) => compact(p.high)),
        n: runLengths(s.points.map((p) => p.n)),
        machine: runLengths(machine),
        machineChanges: x.filter((_, i) => i > 0 && machine[i] !== machine[i - 1]),
      };
    });
    const cps: FileChangePoint[] = shown.flatMap((s) =>
      (pointsOf.get(`${name}\u0000${s.metric}`) ?? []).map((cp) => {
        const commit = commitIndex.get(cp.commit);
        const previous = commitIndex.get(cp.previousCommit);
        if (commit === undefined || previous === undefined)
          throw new Error(`dashboard: change point of "${name}" ${s.metric} at ${cp.commit} names a commit its series does not have`);
        return {
          metric: s.metric,
          commit,
          previous,
          before: compact(cp.before),
          after: compact(cp.after),
          change: compact(cp.change),
          pValue: compact(cp.pValue),
          kind: cp.kind,
        };
      }),
    );
    cps.sort((a, b) => a.commit - b.commit || metrics.indexOf(a.metric) - metrics.indexOf(b.metric));
    const first = shown[0];
    rows.push({
      entry: {
        name,
        unit: first.unit,
        metrics,
        changes: cps.length,
        regressions: cps.filter((c) => c.kind === 'regression').length,
        improvements: cps.filter((c) => c.kind === 'improvement').length,
        latest: cps.length > 0 ? Math.max(...cps.map((c) => c.commit)) : null,
      },
      file: { name, unit: first.unit, lowerIsBetter: first.lowerIsBetter, series: fileSeries, changePoints: cps },
    });
  }
  // Benchmarks with change points first: a regression before an improvement before a step only at a
  // machine change, then the newest change first; then the rest. Ties by name in code-unit order
  // (not locale-dependent).
  const rank = (r: (typeof rows)[number]) => {
    const kinds = new Set(r.file.changePoints.map((c) => c.kind));
    return kinds.has('regression') ? 0 : kinds.has('improvement') ? 1 : kinds.has('machine') ? 2 : 3;
  };
  rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.entry.latest ?? -1) - (a.entry.latest ?? -1) ||
      (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0),
  );

  const files = new Map<string, BenchmarkFile>();
  const benchmarks = rows.map((r, i) => {
    const file = `b/${i}.json`;
    files.set(file, { format: DASHBOARD_FORMAT, ...r.file });
    return { ...r.entry, file };
  });
  const title = opts.title ?? (repoUrl !== null ? `Benchmarks of ${new URL(repoUrl).pathname.slice(1)}` : 'Benchmark history');
  return { index: { format: DASHBOARD_FORMAT, title, repoUrl, commits, times, machines, benchmarks }, files };
}

/** Text for an HTML text node or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What the page may do: scripts, styles and data from the site itself and nothing else (no inline
 * script or style, no other origin). uPlot sets styles through the DOM (element.style), which a
 * style-src policy does not govern.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

function indexHtml(title: string): string {
  const t = escapeHtml(title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${t}</title>
<link rel="icon" href="data:,">
<link rel="preload" href="data/index.json" as="fetch" crossorigin="anonymous">
<link rel="stylesheet" href="uplot.min.css">
<link rel="stylesheet" href="app.css">
<script src="uplot.min.js" defer></script>
<script src="app.js" defer></script>
</head>
<body>
<header>
<h1 id="title">${t}</h1>
<p id="summary" class="muted">Loading…</p>
</header>
<main>
<nav id="side" aria-label="Benchmarks">
<input id="search" type="search" placeholder="Search benchmarks" autocomplete="off" spellcheck="false" aria-label="Search benchmarks">
<p id="count" class="muted"></p>
<ol id="list"></ol>
</nav>
<section id="detail" aria-live="polite">
<h2 id="name"></h2>
<p id="meta" class="muted"></p>
<div id="charts"></div>
<p id="legend" class="muted"></p>
<div id="changes"></div>
</section>
</main>
<noscript><p>This page draws its charts with JavaScript.</p></noscript>
<footer class="muted">Made by <a href="https://github.com/bench-review/bench-review">bench-review</a> · charts by <a href="https://github.com/leeoniya/uPlot">uPlot</a> (<a href="uplot.LICENSE.txt">MIT</a>)</footer>
</body>
</html>
`;
}

/** Our data files in `dir` (the index and `b/<i>.json`), to remove before writing: a site rewritten with fewer benchmarks keeps no stale file. */
async function removeOldData(dir: string): Promise<void> {
  const b = join(dir, 'b');
  let names: string[];
  try {
    names = await readdir(b);
  } catch {
    return;
  }
  await Promise.all(names.filter((n) => /^\d+\.json$/.test(n)).map((n) => rm(join(b, n), { force: true })));
}

/**
 * Write the site into `outDir` (created when missing): index.html, app.js, app.css,
 * uplot.min.js, uplot.min.css, uplot.LICENSE.txt, .nojekyll, data/index.json and data/b/<i>.json.
 * Other files in `outDir` are left alone.
 */
export async function writeDashboard(
  series: Series[],
  changePoints: ChangePoint[],
  outDir: string,
  opts: DashboardOptions = {},
): Promise<DashboardSummary> {
  const { index, files } = dashboardData(series, changePoints, opts);
  const assets = dashboardAssets();
  const data = join(outDir, 'data');
  await mkdir(join(data, 'b'), { recursive: true });
  await removeOldData(data);
  const out: Array<[string, string]> = [
    ['index.html', indexHtml(index.title)],
    ['app.js', assets.appJs],
    ['app.css', assets.appCss],
    ['uplot.min.js', assets.uplotJs],
    ['uplot.min.css', assets.uplotCss],
    ['uplot.LICENSE.txt', assets.uplotLicense],
    // GitHub Pages publishing from a branch runs Jekyll unless told not to; the site needs none.
    ['.nojekyll', ''],
    [join('data', 'index.json'), JSON.stringify(index)],
    ...[...files].map(([name, file]): [string, string] => [join('data', name), JSON.stringify(file)]),
  ];
  let bytes = 0;
  // A few at a time: thousands of benchmarks are thousands of files.
  for (let i = 0; i < out.length; i += 64) {
    await Promise.all(
      out.slice(i, i + 64).map(([name, text]) => {
        bytes += Buffer.byteLength(text);
        return writeFile(join(outDir, name), text);
      }),
    );
  }
  return {
    benchmarks: index.benchmarks.length,
    commits: index.commits.length,
    changePoints: index.benchmarks.reduce((n, b) => n + b.changes, 0),
    files: out.length,
    bytes,
  };
}
