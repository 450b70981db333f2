// Reproducible bundle of the action (dist/index.js and its lazily loaded chunks in dist/chunks/)
// and the CLI (dist/cli.js). esbuild output depends only on the sources and the locked dependency
// versions; the options are in bundle-options.mjs.
//
// Beside it, dist/licenses.txt: every npm package whose code is in the bundle (the node_modules
// inputs of every build's metafile), with its version, the licence its package.json declares and
// the text of the licence files it ships — the bundle drops the packages' own comments
// (`legalComments: 'none'`). Sorted and free of paths and dates, so it is as reproducible as the
// bundle; test/dist/licenses.test.ts checks it against a fresh build and an allowlist of licences.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionOptions, cliOptions } from './bundle-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Licences a package declares in a form that is not an SPDX expression, and packages that declare
 * none at all, with where the licence is stated instead. Keyed by `name@version`, or by the
 * declared string for a spelling.
 */
const SPELLINGS = { 'MIT/X11': 'MIT' };
const UNDECLARED = {
  'buffers@0.1.1': {
    license: 'MIT',
    note: 'buffers 0.1.1 ships no licence file and its package.json declares no licence; its repository (github.com/substack/node-buffers) is under the MIT licence (its LICENSE file), and buffers 0.1.2 declares "MIT/X11".',
  },
};

/** The package folder an input belongs to (the last node_modules/<name> or node_modules/@scope/<name> of its path). */
function packageDir(input) {
  return /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

/** SPDX id or expression from package.json's `license` (or the old `licenses` array). */
function declaredLicense(pkg) {
  const l = pkg.license ?? pkg.licenses;
  if (typeof l === 'string') return l;
  if (Array.isArray(l)) {
    const types = l.map((x) => (typeof x === 'string' ? x : x?.type)).filter((t) => typeof t === 'string');
    return types.length > 1 ? `(${types.join(' OR ')})` : types[0];
  }
  if (l && typeof l.type === 'string') return l.type;
  return undefined;
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** Text as it is kept in licenses.txt: no byte order mark, LF line ends, no trailing blank lines. */
function normalizeText(text) {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\s+$/, '');
}

/** Code-unit order (not locale-dependent), versions by their numeric parts. */
function compareEntries(a, b) {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  const pa = a.version.split(/[.+-]/);
  const pb = b.version.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return 0;
}

function licenseNotices(metas) {
  const dirs = new Set();
  for (const meta of metas) {
    for (const input of Object.keys(meta.inputs)) {
      const dir = packageDir(input);
      if (dir) dirs.add(dir);
    }
  }
  const entries = new Map();
  for (const dir of [...dirs].sort()) {
    const abs = resolve(ROOT, dir);
    const pkg = JSON.parse(readFileSync(join(abs, 'package.json'), 'utf8'));
    const key = `${pkg.name}@${pkg.version}`;
    if (entries.has(key)) continue; // the same version installed twice (nested node_modules)
    const declared = declaredLicense(pkg);
    const license = declared === undefined ? (UNDECLARED[key]?.license ?? 'UNKNOWN') : (SPELLINGS[declared] ?? declared);
    const notes = [];
    if (declared !== undefined && SPELLINGS[declared]) notes.push(`package.json declares "${declared}".`);
    if (declared === undefined)
      notes.push(UNDECLARED[key]?.note ?? 'The package declares no licence in its package.json and ships no licence file.');
    const files = readdirSync(abs)
      .filter((f) => LICENSE_FILE.test(f) && statSync(join(abs, f)).isFile())
      .sort()
      .map((f) => ({ name: f, text: normalizeText(readFileSync(join(abs, f), 'utf8')) }));
    if (files.length === 0 && declared !== undefined)
      notes.push('The package ships no licence file; the licence is the one its package.json declares.');
    entries.set(key, { name: pkg.name, version: pkg.version, license, notes, files });
  }
  const sorted = [...entries.values()].sort(compareEntries);
  const rule = '='.repeat(80);
  const out = [
    'Third-party software in the bench-review bundle',
    '',
    'dist/index.js, dist/chunks/, dist/read-worker.js and dist/cli.js hold bench-review (MIT, see',
    'LICENSE) and the code of the npm packages below, bundled by esbuild. Each package is listed once',
    'per version with the licence its package.json declares and the licence files it ships.',
    'Written by scripts/bundle.mjs (npm run build); do not edit.',
    '',
    `${sorted.length} packages:`,
    ...sorted.map((e) => `  ${e.name} ${e.version}: ${e.license}`),
  ];
  for (const e of sorted) {
    out.push('', rule, `${e.name} ${e.version}`, `License: ${e.license}`);
    for (const note of e.notes) out.push(`Note: ${note}`);
    for (const f of e.files) out.push('', `--- ${f.name} ---`, '', f.text);
  }
  return out.join('\n') + '\n';
}

rmSync('dist', { recursive: true, force: true });

const metafiles = [];
for (const options of [actionOptions('dist'), cliOptions('dist/cli.js')]) {
  const { metafile } = await build({ ...options, metafile: true });
  metafiles.push(metafile);
}
writeFileSync('dist/licenses.txt', licenseNotices(metafiles));
