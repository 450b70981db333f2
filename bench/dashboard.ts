// The history dashboard at scale (issue 27; src/history/dashboard/): a generated site of
// BENCHMARKS × COMMITS (p50 and p99 per benchmark, a step every 50 benchmarks, a runner change),
// its size on disk and gzip-compressed (GitHub Pages sends the JSON compressed), the time to write
// it, and in headless Chromium (test/helpers/cdp.ts) the time to the first chart — performance.now()
// at the first chart's first draw, counted from the navigation's start: the HTML, uPlot, the index
// and the first benchmark's file fetched over loopback (test/helpers/static-server.ts), parsed and
// drawn — and the time the search takes to filter the list on one keystroke.
//   npx tsx bench/dashboard.ts [BxC …]   (default: 100x1000 500x1000 2000x1000 500x4000 5000x200)
//   BENCH_REPEAT=N page loads per size (default 5; the median and the range are printed)
// Runs on the TypeScript sources through tsx; needs /usr/bin/chromium.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeDashboard } from '../src/history/dashboard/site.js';
import { CHROMIUM, haveChromium } from '../test/helpers/browser.js';
import { Browser } from '../test/helpers/cdp.js';
import { generateSeries } from '../test/helpers/history-gen.js';
import { serveDir } from '../test/helpers/static-server.js';

if (!haveChromium()) {
  console.error(`bench/dashboard: ${CHROMIUM} is missing; run .ci/install-tools (Debian package chromium)`);
  process.exit(1);
}

const sizes = (
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['100x1000', '500x1000', '2000x1000', '500x4000', '5000x200']
).map((s) => {
  const m = /^(\d+)x(\d+)$/.exec(s);
  if (!m) throw new Error(`bench/dashboard: "${s}" is not BENCHMARKSxCOMMITS (e.g. 500x1000)`);
  return { benchmarks: Number(m[1]), commits: Number(m[2]) };
});
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(0)} kB`;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

console.log(
  `bench/dashboard: ${REPEAT} page loads per size; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const browser = await Browser.launch();
try {
  for (const { benchmarks, commits } of sizes) {
    const { series, changePoints } = generateSeries({
      seed: 500,
      benchmarks,
      commits,
      steps: Array.from({ length: Math.ceil(benchmarks / 50) }, (_, i) => ({
        benchmark: i * 50,
        at: Math.floor(commits * 0.8),
        factor: 1.2,
      })),
      machineChanges: [{ at: Math.floor(commits / 2), factor: 1 }],
    });
    const dir = mkdtempSync(join(tmpdir(), 'br-dashboard-bench-'));
    try {
      const t0 = performance.now();
      await writeDashboard(series, changePoints, dir, { repoUrl: 'https://github.com/o/r' });
      const writeMs = performance.now() - t0;
      const all = files(dir);
      const data = all.filter((f) => f.includes(`${join(dir, 'data')}`));
      const bytes = (list: string[]) => list.reduce((n, f) => n + statSync(f).size, 0);
      const gz = (list: string[]) => list.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
      const index = join(dir, 'data', 'index.json');
      const first = join(dir, 'data', 'b', '0.json');
      const page0 = all.filter((f) => !f.includes(`${join(dir, 'data')}`));

      const server = await serveDir(dir);
      const firsts: number[] = [];
      const steps: Array<{ start: number; index: number; file: number }> = [];
      const searches: number[] = [];
      try {
        for (let i = 0; i < REPEAT; i++) {
          const page = await browser.newPage(1280, 900);
          await page.goto(`${server.url}/`);
          await page.waitFor('window.__dashboard && (window.__dashboard.ready || window.__dashboard.error)', 120_000);
          const state = await page.evaluate<{
            error: string | null;
            firstChartMs: number;
            startMs: number;
            indexMs: number;
            fileMs: number;
          }>('({ ...window.__dashboard, charts: undefined })');
          if (state.error !== null || page.errors.length > 0) throw new Error(`the page failed: ${state.error ?? page.errors.join('; ')}`);
          firsts.push(state.firstChartMs);
          steps.push({ start: state.startMs, index: state.indexMs, file: state.fileMs });
          // One keystroke's filtering and list rebuild, the search box's own handler.
          searches.push(
            await page.evaluate<number>(`(() => {
              const box = document.getElementById('search');
              const t = performance.now();
              box.value = 'http';
              box.dispatchEvent(new Event('input'));
              return performance.now() - t;
            })()`),
          );
          await page.close();
        }
      } finally {
        await server.close();
      }
      console.log(
        [
          `${benchmarks} benchmarks × ${commits} commits:`,
          `site ${mb(bytes(all))} in ${all.length} files (data ${mb(bytes(data))}, gzip ${mb(gz(data))});`,
          `index ${kb(statSync(index).size)} (gzip ${kb(gz([index]))}), a benchmark ${kb(statSync(first).size)} (gzip ${kb(gz([first]))}), page and uPlot ${kb(bytes(page0))} (gzip ${kb(gz(page0))});`,
          `written in ${(writeMs / 1000).toFixed(2)} s;`,
          `first chart ${median(firsts).toFixed(0)} ms (${Math.min(...firsts).toFixed(0)}–${Math.max(...firsts).toFixed(0)}):`,
          `script start ${median(steps.map((x) => x.start)).toFixed(0)}, index read ${median(steps.map((x) => x.index)).toFixed(0)}, benchmark read ${median(steps.map((x) => x.file)).toFixed(0)};`,
          `search keystroke ${median(searches).toFixed(1)} ms`,
        ].join(' '),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
