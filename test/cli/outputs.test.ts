/**
 * Output paths (--json, --markdown) are checked before any input is read or any run starts, and
 * a path that cannot be written is a one-line usage error, never a hang (Node's recursive mkdir
 * loops forever on /proc/nope) or a stack trace.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { fixture } from '../helpers/reader-kit.js';

const dir = mkdtempSync(join(tmpdir(), 'br-outputs-'));
const BASE = fixture('go-bench', 'benchstat-old-count10.txt');
const HEAD = fixture('go-bench', 'benchstat-old-count10.txt');

describe('output paths', () => {
  it('--json under /proc fails at once with the directory it could not create', async () => {
    const r = await cli(['compare', '--base', BASE, '--head', HEAD, '--json', '/proc/nope/x.json']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'bench-review: --json /proc/nope/x.json: cannot create the directory /proc/nope (ENOENT: no such file or directory)\n',
    });
  }, 20_000);

  it('is checked before the inputs are read', async () => {
    const missing = join(dir, 'no-such-input.txt');
    const r = await cli(['compare', '--base', missing, '--head', missing, '--markdown', '/proc/nope/review.md']);
    expect(r.stderr).toBe(
      'bench-review: --markdown /proc/nope/review.md: cannot create the directory /proc/nope (ENOENT: no such file or directory)\n',
    );
  }, 20_000);

  it('and in precomputed run mode', async () => {
    const r = await cli(['run', '--base-results', BASE, '--head-results', HEAD, '--json', '/proc/nope/x.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'bench-review: --json /proc/nope/x.json: cannot create the directory /proc/nope (ENOENT: no such file or directory)\n',
    );
  }, 20_000);

  it('a path whose parent is a file, a path that is a directory, an empty path', async () => {
    const file = join(dir, 'plain.txt');
    writeFileSync(file, 'x');
    const under = await cli(['compare', '--base', BASE, '--head', HEAD, '--json', join(file, 'r.json')]);
    expect(under.stderr).toBe(
      `bench-review: --json ${join(file, 'r.json')}: ${file} is not a directory; expected a path whose parent is a directory\n`,
    );
    const isDir = await cli(['compare', '--base', BASE, '--head', HEAD, '--markdown', dir]);
    expect(isDir.stderr).toBe(`bench-review: --markdown ${dir}: is a directory; expected a file path\n`);
    const empty = await cli(['compare', '--base', BASE, '--head', HEAD, '--json=']);
    expect(empty.stderr).toBe('bench-review: --json: the path is empty; expected a file path\n');
  });

  it('creates missing directories and writes both files', async () => {
    const json = join(dir, 'a', 'b', 'report.json');
    const md = join(dir, 'a', 'c', 'review.md');
    const r = await cli(['compare', '--base', BASE, '--head', HEAD, '--json', json, '--markdown', md]);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8')).schemaVersion).toBe(1);
    expect(existsSync(md)).toBe(true);
  });
});
