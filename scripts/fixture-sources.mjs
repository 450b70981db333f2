// Regenerates test/fixtures/SOURCES.md from the per-format SOURCES.md files, so the provenance of
// every fixture is in one place:  node scripts/fixture-sources.mjs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../test/fixtures/formats/', import.meta.url);
const parts = [
  '# Test fixtures: provenance',
  '',
  'Every fixture under `formats/<format-id>/` is a benchmark output: copied from a public repository',
  'whose licence allows redistribution (MIT, Apache-2.0, BSD), generated here by running the real tool',
  '(tool, version and command given), or hand-built from the documented schema where the tool could not',
  'be run here (said so). Files from sources without a visible licence were not copied. This file is',
  "assembled from each folder's own SOURCES.md by `node scripts/fixture-sources.mjs`.",
  '',
];
for (const id of readdirSync(root).sort()) {
  const f = new URL(`${id}/SOURCES.md`, root);
  if (!existsSync(f)) continue;
  const body = readFileSync(f, 'utf8')
    .replace(/^#+ .*\n+/, '')
    .trim();
  parts.push(`## ${id}`, '', body.replace(/^(#+) /gm, '#$1 '), '');
}
writeFileSync(new URL('../test/fixtures/SOURCES.md', import.meta.url), parts.join('\n'));
