/**
 * `--help`/`-h` on every command and on the whole tool, `help [COMMAND]`, `--version`/`-V`, and
 * usage errors that point to the command's help.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/main.js';
import { COMPARE_FLAGS } from '../../src/cli/flags.js';
import { runFlags } from '../../src/cli/run-command.js';
import { CALIBRATE_FLAGS } from '../../src/cli/calibrate-command.js';
import { commandUsage, overview } from '../../src/cli/usage.js';
import { findVersion } from '../../src/cli/version.js';
import { cli } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const pkgVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

// The in-process CLI has no terminal and no COLUMNS: its help is laid out 80 wide (the pinned
// lines below are of the full 100-column layout, commandUsage's default).
describe('--help on every command', () => {
  it.each(
    Object.keys(COMMANDS).flatMap((c) => [
      [c, '--help'],
      [c, '-h'],
    ]),
  )('%s %s prints its usage on stdout and exits 0', async (command, flag) => {
    const r = await cli([command, flag]);
    expect(r).toEqual({ code: 0, stdout: commandUsage(command, 80), stderr: '' });
    expect(r.stdout.startsWith(`bench-review ${command} — `)).toBe(true);
  });

  it('documents every flag compare and run accept, with its default', () => {
    const documented = (command: string, flags: string[]) =>
      flags.filter((f) => !commandUsage(command).includes(`\n  --${f} `) && !commandUsage(command).includes(`\n  --${f}\n`));
    expect(documented('compare', Object.keys(COMPARE_FLAGS))).toEqual([]);
    expect(documented('run', Object.keys(runFlags()))).toEqual([]);
    expect(documented('calibrate', Object.keys(CALIBRATE_FLAGS))).toEqual([]);
    expect(commandUsage('calibrate')).toContain(
      '  --runs N                 process-level runs per side, interleaved (5–1000: N×N pairs are the A/A\n',
    );
    expect(commandUsage('compare')).toContain(
      '  --noise-floor-file FILE  per-benchmark A/A floors written by "bench-review calibrate": each\n',
    );
    const run = commandUsage('run');
    // runs: auto is the default since issue 12 (was 10).
    expect(run).toContain('  --runs auto|N            process-level runs per side: auto looks at 6, 10, 15, 20, 30 runs per\n');
    expect(run).toContain('across looks), or a fixed N (1–1000) (default: auto)\n');
    expect(run).toContain('  --max-runs N             --runs auto: the most runs per side, the last look (2–1000) (default: 30)\n');
    expect(run).toMatch(/--max-minutes M .*\n.* \(default: 30\)\n/);
    expect(run).toMatch(/--timeout DURATION .*\n.*\n.* \(default: 10m\)\n/);
    expect(commandUsage('compare')).toContain(
      '(default: p50 5%, p90 10%, p99 15%, p99.9 25%, min 5%,\n                           max 25%, mean 5%)\n',
    );
    expect(commandUsage('compare')).toContain(
      '  --alpha A                two-sided level of the intervals (above 0 and below 0.5) (default: 0.05)\n',
    );
    for (const c of Object.keys(COMMANDS))
      for (const line of commandUsage(c).split('\n')) expect([...line].length).toBeLessThanOrEqual(100);
  });

  it('wins over other flags, even bad ones: compare --bse x --help helps', async () => {
    expect(await cli(['compare', '--bse', 'x', '--help'])).toEqual({ code: 0, stdout: commandUsage('compare', 80), stderr: '' });
    expect((await cli(['run', '--command', 'make bench', '-h'])).stdout).toBe(commandUsage('run', 80));
  });

  it('bench-review --help, -h and help print the overview; help COMMAND that command', async () => {
    const expected = { code: 0, stdout: overview(pkgVersion, 80), stderr: '' };
    expect(await cli(['--help'])).toEqual(expected);
    expect(await cli(['-h'])).toEqual(expected);
    expect(await cli(['help'])).toEqual(expected);
    for (const c of Object.keys(COMMANDS)) expect(overview(pkgVersion)).toMatch(new RegExp(`\\n  ${c} +\\S`));
    expect(await cli(['help', 'run'])).toEqual({ code: 0, stdout: commandUsage('run', 80), stderr: '' });
    expect(await cli(['help', 'nope'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'bench-review: help: unknown command "nope"; expected one of calibrate, compare, dashboard, formats, history, merge, record, run\n',
    });
  });

  it('no command at all prints the overview and exits 2', async () => {
    expect(await cli([])).toEqual({ code: 2, stdout: overview(pkgVersion, 80), stderr: '' });
  });
});

describe('usage errors point to the command’s help', () => {
  it('an unknown flag names the flag, the accepted ones and the help', async () => {
    const r = await cli(['compare', '--bse', 'x']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `bench-review: compare: unknown flag --bse (did you mean --base?); expected one of ${Object.keys(COMPARE_FLAGS)
        .map((f) => `--${f}`)
        .join(', ')}; see bench-review compare --help\n`,
    );
    expect((await cli(['run', '--bogus'])).stderr).toMatch(
      /^bench-review: run: unknown flag --bogus; expected one of .*; see bench-review run --help\n$/,
    );
  });

  it('formats takes no flags', async () => {
    expect(await cli(['formats', '--json', 'x'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'bench-review: formats: unknown flag --json; it takes none; see bench-review formats --help\n',
    });
  });

  it('a stray argument and a flag without its value', async () => {
    expect((await cli(['compare', 'a.csv'])).stderr).toBe(
      'bench-review: compare: unexpected argument "a.csv"; every value follows its flag; see bench-review compare --help\n',
    );
    expect((await cli(['run', '--runs'])).stderr).toBe('bench-review: run: --runs needs a value; see bench-review run --help\n');
  });

  it('an unknown command points to the overview', async () => {
    expect(await cli(['frobnicate'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'bench-review: unknown command "frobnicate"; expected one of calibrate, compare, dashboard, formats, history, merge, record, run, help; see bench-review --help\n',
    });
    // Names every object has are not commands either.
    for (const name of ['toString', '__proto__', 'constructor'])
      expect((await cli([name])).stderr).toBe(
        `bench-review: unknown command "${name}"; expected one of calibrate, compare, dashboard, formats, history, merge, record, run, help; see bench-review --help\n`,
      );
    expect((await cli(['help', 'toString'])).code).toBe(2);
  });
});

describe('--version', () => {
  it('--version and -V print the version in package.json and exit 0', async () => {
    expect(pkgVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: `bench-review ${pkgVersion}\n`, stderr: '' });
    expect(await cli(['-V'])).toEqual({ code: 0, stdout: `bench-review ${pkgVersion}\n`, stderr: '' });
  });

  it('finds package.json from the sources, a bundle one level down, or an installed package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'br-version-'));
    // A project that installed bench-review: its own package.json must not be taken.
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'my-app', version: '9.9.9' }));
    const pkg = join(dir, 'node_modules', 'bench-review');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'bench-review', version: '1.2.3' }));
    // A nested package.json that is not bench-review's (e.g. {"type":"module"}) is skipped.
    writeFileSync(join(pkg, 'dist', 'package.json'), '{ "type": "module" }');
    expect(findVersion(join(pkg, 'dist', 'cli.js'))).toBe('1.2.3');
    expect(findVersion(join(dir, 'elsewhere', 'cli.js'))).toBeUndefined();
    expect(findVersion(join(root, 'src', 'cli', 'version.ts'))).toBe(pkgVersion);
    expect(findVersion(join(root, 'dist', 'cli.js'))).toBe(pkgVersion);
  });
});
