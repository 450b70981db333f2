/**
 * The bundled CLI reads its version from the package.json beside its folder at run time, so the
 * committed dist/cli.js and package.json cannot disagree. dist/ itself is rebuilt only by
 * `npm run build`; this bundles the same entry with the same esbuild settings as
 * scripts/bundle.mjs into a temporary folder whose package.json has another version.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the bundled CLI', () => {
  it('prints the version of the package.json next to it, and wires FORCE_COLOR and "-" like the sources', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'br-bundle-version-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-review', version: '7.7.7-test', type: 'module' }));
    await build({
      entryPoints: [join(root, 'src', 'cli.ts')],
      outfile: join(dir, 'dist', 'cli.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __brCreateRequire } from 'node:module';\nconst require = __brCreateRequire(import.meta.url);",
      },
    });
    const cli = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, [join(dir, 'dist', 'cli.js'), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...env },
      });
    const v = cli(['--version']);
    expect([v.status, v.stdout, v.stderr]).toEqual([0, 'bench-review 7.7.7-test\n', '']);
    const example = ['compare', '--base', 'examples/service/base.csv', '--head', 'examples/service/head.csv'];
    expect(cli(example, { FORCE_COLOR: '1' }).stdout).toContain('\u001b[');
    expect(cli(example, { NO_COLOR: '1' }).stdout).not.toContain('\u001b[');
    const piped = cli([...example, '--json', '-']);
    expect(piped.status).toBe(1);
    expect(JSON.parse(piped.stdout).schemaVersion).toBe(1);
    expect(piped.stderr).not.toBe('');
  }, 30_000);
});
