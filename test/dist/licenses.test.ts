/**
 * dist/licenses.txt (written by scripts/bundle.mjs beside the bundle) against a fresh build's
 * metafiles: every npm package whose files esbuild bundles into the action (dist/index.js, its
 * chunks, dist/read-worker.js) or the CLI (dist/cli.js) has an entry with its installed version,
 * no entry is left over, and every licence is on the allowlist. The build runs in memory with the
 * options of `npm run build` (scripts/bundle-options.mjs); dist/ is only read.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionOptions, cliOptions } from '../../scripts/bundle-options.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Licences code may carry into the bundle: permissive ones that ask only for the notice kept in
 * licenses.txt. Anything else (GPL, LGPL, MPL, SSPL, a missing or non-SPDX licence) fails.
 */
const ALLOWED = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'Zlib',
  'CC0-1.0',
  'Unlicense',
]);

/** Whether an SPDX expression is satisfied by allowed licences: AND needs both sides, OR either. */
function licenseAllowed(expression: string, allowed: ReadonlySet<string> = ALLOWED): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let i = 0;
  const fail = () => {
    throw new Error(`not an SPDX expression: ${expression}`);
  };
  const primary = (): boolean => {
    const t = tokens[i++];
    if (t === undefined) return fail();
    if (t === '(') {
      const v = or();
      if (tokens[i++] !== ')') fail();
      return v;
    }
    if (/^(AND|OR|WITH|\))$/i.test(t)) return fail();
    // An exception (`Apache-2.0 WITH LLVM-exception`) only grants more; the licence decides.
    if (tokens[i]?.toUpperCase() === 'WITH') i += 2;
    return allowed.has(t);
  };
  const and = (): boolean => {
    let v = primary();
    while (tokens[i]?.toUpperCase() === 'AND') {
      i++;
      v = primary() && v;
    }
    return v;
  };
  const or = (): boolean => {
    let v = and();
    while (tokens[i]?.toUpperCase() === 'OR') {
      i++;
      v = and() || v;
    }
    return v;
  };
  try {
    const v = or();
    return i === tokens.length && v;
  } catch {
    return false;
  }
}

interface Entry {
  name: string;
  version: string;
  license: string;
  body: string;
}

/** The entries of licenses.txt: each after a line of 80 `=`, starting `name version` and `License: id`. */
function parseNotices(text: string): Entry[] {
  const [, ...blocks] = text.split(`\n${'='.repeat(80)}\n`);
  return blocks.map((block) => {
    const [head, license, ...rest] = block.split('\n');
    const m = /^(\S+) (\S+)$/.exec(head);
    const l = /^License: (.+)$/.exec(license ?? '');
    if (!m || !l)
      throw new Error(
        `licenses.txt: an entry does not start with "name version" and "License: id": ${JSON.stringify(block.slice(0, 200))}`,
      );
    return { name: m[1], version: m[2], license: l[1], body: rest.join('\n') };
  });
}

/** The package folder of a bundled input: its last node_modules/<name> (or @scope/<name>). */
function packageDir(input: string): string | undefined {
  return /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

let metafiles: Metafile[] = [];
/** name@version → the folder it was bundled from. */
const bundled = new Map<string, string>();

beforeAll(async () => {
  const out = join(tmpdir(), 'bench-review-licenses-never-written');
  metafiles = [];
  for (const options of [actionOptions(out), cliOptions(join(out, 'cli.js'))]) {
    const { metafile } = await build({ ...options, metafile: true, write: false });
    metafiles.push(metafile as Metafile);
  }
  for (const meta of metafiles) {
    for (const input of Object.keys(meta.inputs)) {
      const dir = packageDir(input);
      if (!dir) continue;
      const pkg = JSON.parse(readFileSync(resolve(ROOT, dir, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      bundled.set(`${pkg.name}@${pkg.version}`, dir);
    }
  }
});

describe('dist/licenses.txt', () => {
  it('has one entry for every npm package in the bundle, at its installed version, and no other', () => {
    const entries = parseNotices(readFileSync(join(ROOT, 'dist/licenses.txt'), 'utf8'));
    const listed = entries.map((e) => `${e.name}@${e.version}`);
    expect(bundled.size).toBeGreaterThan(20); // the metafiles were read (octokit, the Azure SDK…)
    expect(
      [...bundled.keys()].filter((p) => !listed.includes(p)),
      'bundled but missing from dist/licenses.txt (run npm run build)',
    ).toEqual([]);
    expect(
      listed.filter((p) => !bundled.has(p)),
      'in dist/licenses.txt but not bundled (run npm run build)',
    ).toEqual([]);
    expect(new Set(listed).size, 'each package and version once').toBe(listed.length);
  });

  it('names only allowed licences', () => {
    const entries = parseNotices(readFileSync(join(ROOT, 'dist/licenses.txt'), 'utf8'));
    const disallowed = entries
      .filter((e) => !licenseAllowed(e.license))
      .map((e) => `${e.name} ${e.version}: ${e.license}`);
    expect(
      disallowed,
      `packages in the bundle under a licence not in the allowlist (${[...ALLOWED].join(', ')})`,
    ).toEqual([]);
  });

  it('quotes each licence file the package ships, or says that it ships none', () => {
    const entries = parseNotices(readFileSync(join(ROOT, 'dist/licenses.txt'), 'utf8'));
    for (const e of entries) {
      const files = [...e.body.matchAll(/^--- (.+) ---$/gm)].map((m) => m[1]);
      if (files.length === 0) {
        expect(e.body, `${e.name} ${e.version}`).toMatch(/^Note: .*(ships no licence file|no licence file)/m);
        continue;
      }
      for (const f of files) {
        const text = readFileSync(resolve(ROOT, bundled.get(`${e.name}@${e.version}`)!, f), 'utf8')
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n')
          .trim();
        expect(e.body.includes(text), `${e.name} ${e.version}: the text of ${f}`).toBe(true);
      }
    }
  });

  it('the allowlist check reads SPDX expressions', () => {
    expect(licenseAllowed('MIT')).toBe(true);
    expect(licenseAllowed('(MIT AND Zlib)')).toBe(true);
    expect(licenseAllowed('(MIT OR GPL-3.0-only)')).toBe(true);
    expect(licenseAllowed('(MIT AND GPL-3.0-only)')).toBe(false);
    expect(licenseAllowed('GPL-2.0-only WITH Classpath-exception-2.0')).toBe(false);
    expect(licenseAllowed('Apache-2.0 WITH LLVM-exception')).toBe(true);
    expect(licenseAllowed('MIT/X11')).toBe(false);
    expect(licenseAllowed('UNKNOWN')).toBe(false);
    expect(licenseAllowed('SEE LICENSE IN LICENSE.md')).toBe(false);
    expect(licenseAllowed('(MIT')).toBe(false);
  });
});

describe('the bundle is self-contained', () => {
  it('imports no npm package at run time but the optional supports-color (so the package needs no dependencies)', () => {
    const external = new Set<string>();
    for (const meta of metafiles) {
      for (const output of Object.values(meta.outputs)) {
        for (const i of output.imports) if (i.external && !builtins.has(i.path)) external.add(i.path);
      }
    }
    expect([...external].sort()).toEqual(['supports-color']);
  });
});
