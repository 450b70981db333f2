/**
 * The CLI in a terminal (issue 26 item 10): help wrapped to the terminal's width, a short flag after
 * a file list ends the list, "did you mean" for a misspelt flag or command, and `help --help`.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, runCli, type CliIo } from '../../src/cli/main.js';
import { suggest } from '../../src/cli/args.js';

async function cli(
  argv: string[],
  env: Record<string, string | undefined> = {},
  columns?: number,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTty: columns !== undefined,
    env,
    cwd: process.cwd(),
    columns,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));
const helps = [['--help'], ['help', 'help'], ['help', '--help'], ...Object.keys(COMMANDS).map((c) => [c, '--help'])].map(
  (argv) => [argv.join(' '), argv] as const,
);

describe('help fits the terminal', () => {
  it.each(helps)('%s: at most 80 columns with COLUMNS=80, and with neither a terminal nor COLUMNS', async (_, argv) => {
    for (const r of [await cli([...argv], { COLUMNS: '80' }), await cli([...argv])]) {
      expect(r.code).toBe(0);
      expect(widest(r.stdout)).toBeLessThanOrEqual(80);
    }
  });

  it('follows the terminal width over COLUMNS, and never lays out wider than 100', async () => {
    const narrow = await cli(['compare', '--help'], { COLUMNS: '120' }, 72);
    expect(widest(narrow.stdout)).toBeLessThanOrEqual(72);
    const wide = await cli(['compare', '--help'], { COLUMNS: '200' });
    expect(widest(wide.stdout)).toBe(100);
    // The same words whatever the width.
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(words(narrow.stdout)).toEqual(words(wide.stdout));
  });
});

describe('a short flag after a file list', () => {
  it('ends the list and is refused as a flag, not read as a file', async () => {
    const r = await cli(['compare', '--base', 'a.csv', '--head', 'x.csv', '-t', 'p99=10%']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'bench-review: compare: unknown flag -t (did you mean --threshold?); flags are spelled --NAME; see bench-review compare --help\n',
    );
  });
});

describe('did you mean', () => {
  it('names the flag a misspelt or shortened one most likely meant', async () => {
    expect((await cli(['compare', '--treshold', 'p99=10%'])).stderr).toMatch(
      /^bench-review: compare: unknown flag --treshold \(did you mean --threshold\?\); expected one of /,
    );
    expect((await cli(['compare', '--thresh', 'p99=10%'])).stderr).toMatch(/\(did you mean --threshold\?\)/);
    expect((await cli(['run', '--comand', 'make'])).stderr).toMatch(/unknown flag --comand \(did you mean --command\?\)/);
    // Nothing close: no guess.
    expect((await cli(['compare', '--zzzzzz', 'x'])).stderr).not.toMatch(/did you mean/);
  });

  it('names the command a misspelt one most likely meant', async () => {
    expect(await cli(['compre'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'bench-review: unknown command "compre" (did you mean compare?); expected one of calibrate, compare, dashboard, formats, history, merge, record, run, help; see bench-review --help\n',
    });
    expect((await cli(['frobnicate'])).stderr).not.toMatch(/did you mean/);
  });

  it('guesses only within edit distance 2 or from a unique prefix', () => {
    expect(suggest('bse', ['base', 'head'])).toBe('base');
    expect(suggest('noise-flor', ['noise-floor', 'noise-floor-file'])).toBe('noise-floor');
    expect(suggest('calib', ['calibrate', 'compare'])).toBe('calibrate');
    expect(suggest('max', ['max-runs', 'max-minutes'])).toBeUndefined();
    expect(suggest('qq', ['q', 'alpha'])).toBeUndefined();
  });
});

describe('help --help', () => {
  it('prints the general help and exits 0', async () => {
    const r = await cli(['help', '--help']);
    expect(r).toEqual({ code: 0, stdout: (await cli(['--help'])).stdout, stderr: '' });
    expect(r.stdout).toMatch(/^bench-review .* — /);
  });
});
