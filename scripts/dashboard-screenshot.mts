#!/usr/bin/env node
/**
 * Regenerates docs/screenshots/dashboard.png, the history dashboard of docs/dashboard.md: a
 * generated history store (test/helpers/history-gen.ts: 80 benchmarks over 400 commits, a few
 * level steps, a runner change at commit 260) written with the store's own writer, turned into the
 * site by the CLI's `dashboard` command as a user runs it, served over loopback and shot in
 * headless Chromium once the first chart is drawn (test/helpers/cdp.ts).
 *
 *   npm ci && npx tsx scripts/dashboard-screenshot.mts
 *
 * Needs /usr/bin/chromium (.ci/install-tools). Works from the TypeScript sources (tsx), so no build
 * is needed; offline.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../src/cli/main.ts';
import { writeEntry } from '../src/history/store.ts';
import { CHROMIUM, haveChromium } from '../test/helpers/browser.ts';
import { Browser } from '../test/helpers/cdp.ts';
import { benchmarkNames, generateEntries } from '../test/helpers/history-gen.ts';
import { serveDir } from '../test/helpers/static-server.ts';

if (!haveChromium()) {
  console.error(`dashboard-screenshot: ${CHROMIUM} is missing; run .ci/install-tools (Debian package chromium)`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'br-dashboard-shot-'));
try {
  const store = join(dir, 'store');
  const names = benchmarkNames(80, 27);
  const entries = generateEntries({
    seed: 27,
    commits: 400,
    benchmarks: names,
    steps: [
      { benchmark: 0, at: 310, factor: 1.22 },
      { benchmark: 1, at: 140, factor: 0.8 },
      { benchmark: 2, at: 330, factor: 1.12 },
    ],
    machineChanges: [{ at: 260, factor: 1.0 }],
    noise: 0.006,
  });
  for (const e of entries) await writeEntry(store, e);
  const site = join(dir, 'site');
  const code = await runCli(['dashboard', '--store', store, '--out', site, '--repo-url', 'https://github.com/octo/service'], {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    isTty: false,
    env: {},
    cwd: process.cwd(),
  });
  if (code !== 0) throw new Error(`bench-review dashboard exited ${code}`);
  const server = await serveDir(site);
  const browser = await Browser.launch();
  try {
    const page = await browser.newPage(1280, 1000);
    // The benchmark that stepped up 22 % at commit 310.
    await page.goto(`${server.url}/#b=${encodeURIComponent(names[0])}`);
    await page.waitFor('window.__dashboard && (window.__dashboard.ready || window.__dashboard.error)');
    const error = await page.evaluate<string | null>('window.__dashboard.error');
    if (error !== null || page.errors.length > 0) throw new Error(`the page failed: ${error ?? page.errors.join('; ')}`);
    // The cursor on the step, so the legend shows a commit's values.
    const at = await page.evaluate<{ x: number; y: number }>(`(() => {
      const u = window.__dashboard.charts[0];
      const r = u.over.getBoundingClientRect();
      const i = 330;
      return { x: r.left + u.valToPos(u.data[0][i], 'x'), y: r.top + u.valToPos(u.data[3][i], 'y') };
    })()`);
    await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y });
    await new Promise((r) => setTimeout(r, 200));
    const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
    mkdirSync(out, { recursive: true });
    const png = join(out, 'dashboard.png');
    writeFileSync(png, await page.screenshot());
    console.log(`dashboard-screenshot: wrote ${png}`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
