/**
 * Something to install: `npm pack` of this repository, installed into an empty folder with no
 * registry (`--offline`, an empty npm cache and a registry address nothing answers at), then
 * `npx bench-review` as a user runs it. dist/ is a self-contained bundle, so the package has no
 * dependencies to fetch; this is what breaks if a runtime dependency, the `bin`, the shebang or a
 * file dist/ needs at run time (the read worker, package.json for --version) goes missing from the
 * tarball. Packing reads the working tree's dist/ as it is; nothing here builds or writes into it.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let tmp: string;
let app: string;
/** npm with no registry: an empty cache of its own, offline, and a registry address that refuses connections. */
let env: NodeJS.ProcessEnv;

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  return r;
}

function ok(r: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

let packed: { filename: string; files: { path: string }[] };

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'bench-review-pack-'));
  app = join(tmp, 'app');
  mkdirSync(app);
  mkdirSync(join(tmp, 'pack'));
  env = { ...process.env };
  // Nothing of the surrounding npm or CI configuration (a test runner's npm_config_*, GITHUB_*) leaks in.
  for (const k of Object.keys(env)) if (/^(npm_|GITHUB_|INPUT_|RUNNER_)/i.test(k)) delete env[k];
  Object.assign(env, {
    npm_config_cache: join(tmp, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_userconfig: join(tmp, 'npmrc'),
    NO_COLOR: '1',
  });
  // --ignore-scripts: a prepack or prepare script must not rebuild dist/ under the other tests.
  const r = ok(run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', join(tmp, 'pack')], ROOT), 'npm pack');
  packed = (JSON.parse(r.stdout) as (typeof packed)[])[0];
  ok(run(npm, ['install', '--offline', '--no-audit', '--no-fund', join(tmp, 'pack', packed.filename)], app), 'npm install <tarball>');
}, 240_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the bundle, action.yml and the notices, and no sources or tests', () => {
    const files = packed.files.map((f) => f.path).sort();
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'action.yml',
      'dist/index.js',
      'dist/cli.js',
      'dist/read-worker.js',
      'dist/licenses.txt',
    ]) {
      expect(files, f).toContain(f);
    }
    expect(files.filter((f) => f.startsWith('dist/chunks/')).length).toBeGreaterThan(0);
    // The JSON Schemas of what bench-review reads and writes, whatever they are.
    const schemas = existsSync(join(ROOT, 'schema')) ? readdirSync(join(ROOT, 'schema')).map((f) => `schema/${f}`) : [];
    expect(schemas.filter((f) => !files.includes(f))).toEqual([]);
    expect(files.filter((f) => /^(src|test|scripts|bench|examples|node_modules|\.github|\.ci)\//.test(f))).toEqual([]);
    expect(packed.filename).toBe(`${pkg.name}-${pkg.version}.tgz`);
  });

  it('installs without a registry, and without dependencies of its own', () => {
    const installed = readdirSync(join(app, 'node_modules')).filter((d) => !d.startsWith('.'));
    expect(installed).toEqual(['bench-review']);
  });

  it('npx bench-review compare reviews the example: the failed gate, exit 1, the review on stdout', () => {
    const r = run(
      npx,
      [
        '--offline',
        'bench-review',
        'compare',
        '--base',
        join(ROOT, 'examples/service/base.csv'),
        '--head',
        join(ROOT, 'examples/service/head.csv'),
      ],
      app,
    );
    expect(r.stderr).not.toMatch(/npm (ERR|error)/);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('bench-review: tail latency regressed (FAIL)');
    expect(r.stdout).toMatch(/GET \/checkout p99 regressed \+\d/);
    expect(r.stdout).toContain('Questions for the author:');
  });

  it('npx bench-review --version prints the package version', () => {
    const r = ok(run(npx, ['--offline', 'bench-review', '--version'], app), 'npx bench-review --version');
    expect(r.stdout.trim()).toBe(`bench-review ${pkg.version}`);
  });
});
