#!/usr/bin/env node
/**
 * Regenerates the README's screenshots, docs/screenshots/{tail-regression,many-regressions,go-suite}.png:
 * the sticky comment and then the job summary of each scenario of test/helpers/review-scenarios.ts,
 * rendered as test/e2e/browser-render.test.ts renders them (GFM HTML with a GitHub-like stylesheet,
 * Mermaid 11 in headless Chromium), the first 1000×2400 pixels.
 *
 *   npm ci && npx tsx scripts/screenshots.mjs
 *
 * Needs /usr/bin/chromium (.ci/install-tools) and, for the emoji, a colour emoji font (Debian
 * fonts-noto-color-emoji). Works from the TypeScript sources (tsx), so no build is needed. Offline:
 * the page loads only node_modules/mermaid from disk.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { haveChromium, CHROMIUM, screenshot } from '../test/helpers/browser.ts';
import { jobSummary, postedComment, scenarioReport, SCENARIOS } from '../test/helpers/review-scenarios.ts';

if (!haveChromium()) {
  console.error(`screenshots: ${CHROMIUM} is missing; run .ci/install-tools (Debian package chromium)`);
  process.exit(1);
}
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
for (const id of SCENARIOS) {
  const report = await scenarioReport(id);
  const png = join(out, `${id}.png`);
  await screenshot(
    [
      { id: `${id}/comment`, caption: '<b>github-actions</b> bot commented on the pull request', markdown: postedComment(report) },
      { id: `${id}/summary`, caption: '<b>Job summary</b> of the workflow run', markdown: jobSummary(report) },
    ],
    png,
  );
  console.log(`screenshots: wrote ${png}`);
}
