/**
 * `--json -` / `--markdown -` write to stdout (the terminal review then goes to stderr), both at
 * once is an error, and colour follows FORCE_COLOR, NO_COLOR and the terminal.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/cli/main.js';
import { useColor } from '../../src/cli/io.js';
import { cli } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const BASE = join(root, 'examples', 'service', 'base.csv');
const HEAD = join(root, 'examples', 'service', 'head.csv');
const ESC = '\u001b[';

async function run(argv: string[], over: Partial<CliIo>): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), isTty: false, env: {}, cwd: process.cwd(), ...over };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe('"-" writes to stdout', () => {
  const dir = mkdtempSync(join(tmpdir(), 'br-stdout-'));

  it('--json - puts the report on stdout and the terminal review on stderr; no file named "-"', async () => {
    const plain = await cli(['compare', '--base', BASE, '--head', HEAD, '--json', join(dir, 'r.json')], dir);
    const piped = await cli(['compare', '--base', BASE, '--head', HEAD, '--json', '-'], dir);
    expect(piped.code).toBe(1); // the example's gate fails, as without "-"
    expect(piped.stdout).toBe(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(JSON.parse(piped.stdout).schemaVersion).toBe(1);
    expect(piped.stderr).toBe(plain.stdout);
    expect(plain.stderr).toBe('');
    expect(existsSync(join(dir, '-'))).toBe(false);
  });

  it('--markdown - the same way, next to a --json file', async () => {
    const plain = await cli(['compare', '--base', BASE, '--head', HEAD, '--markdown', join(dir, 'r.md')], dir);
    const piped = await cli(['compare', '--base', BASE, '--head', HEAD, '--markdown', '-', '--json', join(dir, 'r2.json')], dir);
    expect(piped.stdout).toBe(readFileSync(join(dir, 'r.md'), 'utf8'));
    expect(piped.stderr).toBe(plain.stdout);
    expect(JSON.parse(readFileSync(join(dir, 'r2.json'), 'utf8')).schemaVersion).toBe(1);
    expect(existsSync(join(dir, '-'))).toBe(false);
  });

  it('and in run’s precomputed mode', async () => {
    const r = await cli(['run', '--base-results', BASE, '--head-results', HEAD, '--json', '-'], dir);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).benchmarks).toHaveLength(3);
  });

  it('both at once is a usage error naming the flags, before any input is read', async () => {
    const message =
      'bench-review: --json - and --markdown - both write to stdout, where they would be mixed; give one of them a file path\n';
    expect(await cli(['compare', '--base', BASE, '--head', HEAD, '--json', '-', '--markdown', '-'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: message,
    });
    expect(await cli(['compare', '--base', join(dir, 'missing.csv'), '--head', HEAD, '--json=-', '--markdown=-'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: message,
    });
    expect(await cli(['run', '--command', 'true', '--json', '-', '--markdown', '-'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: message,
    });
  });
});

describe('colour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '3' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    [{ TERM: 'dumb' }, true, false],
  ] as const)('env %j, terminal %s → colour %s', (env, tty, expected) => {
    expect(useColor(env, tty)).toBe(expected);
  });

  it('FORCE_COLOR colours the review on a pipe; NO_COLOR keeps a terminal plain', async () => {
    const argv = ['compare', '--base', BASE, '--head', HEAD];
    expect((await run(argv, { env: { FORCE_COLOR: '1' } })).stdout).toContain(ESC);
    expect((await run(argv, { env: {}, isTty: true })).stdout).toContain(ESC);
    expect((await run(argv, { env: { NO_COLOR: '1' }, isTty: true })).stdout).not.toContain(ESC);
    expect((await run(argv, { env: {} })).stdout).not.toContain(ESC);
  });

  it('with --json -, colour follows stderr, where the review goes; the JSON is never coloured', async () => {
    const argv = ['compare', '--base', BASE, '--head', HEAD, '--json', '-'];
    const onTerminal = await run(argv, { isTty: false, stderrIsTty: true });
    expect(onTerminal.stderr).toContain(ESC);
    expect(onTerminal.stdout).not.toContain(ESC);
    expect((await run(argv, { isTty: true, stderrIsTty: false })).stderr).not.toContain(ESC);
  });
});
