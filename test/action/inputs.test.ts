import { describe, expect, it } from 'vitest';
import { getInputs, inputEnvName, splitList } from '../../src/action/inputs.js';

const env = (inputs: Record<string, string>) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputEnvName(k), v]));
const fails = (inputs: Record<string, string>) => {
  try {
    getInputs(env(inputs));
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

describe('action inputs', () => {
  it('reads the runner’s names (hyphens kept) and applies defaults', () => {
    expect(inputEnvName('github-token')).toBe('INPUT_GITHUB-TOKEN');
    const i = getInputs(env({ command: 'npm run bench', 'github-token': 't' }));
    // runs: auto is the default since issue 12 (was 10).
    expect(i).toMatchObject({
      mode: 'run',
      command: 'npm run bench',
      runs: 'auto',
      maxRuns: 30,
      maxMinutes: 30,
      timeoutMs: 600_000,
      comment: 'on-change',
      token: 't',
      checkName: 'bench-review / tail latency',
      commentKey: 'default',
      checkRun: true,
    });
    expect(i.format).toBeUndefined();
    expect(i.settings.failOn).toBe('auto');
  });

  it('parses thresholds, noise floor, fail-on, runs, minutes, format and lists', () => {
    const i = getInputs(
      env({
        command: 'x',
        thresholds: 'p50=5%,p99=20%',
        'noise-floor': 'p99=8%',
        'fail-on': 'any',
        runs: '4',
        'timeout-minutes': '2.5',
        format: 'go-bench',
        undecided: 'fail',
      }),
    );
    expect(i.settings.undecided).toBe('fail');
    expect(i.settings.thresholds.p99).toBeCloseTo(0.2);
    expect(i.settings.noiseFloor.p99).toBeCloseTo(0.08);
    expect(i.settings.failOn).toBe('any');
    expect(i.runs).toBe(4);
    expect(i.timeoutMs).toBe(150_000);
    expect(i.format).toBe('go-bench');
    expect(splitList('a/*.json\n  b/c.json  d.json\n')).toEqual(['a/*.json', 'b/c.json', 'd.json']);
    const p = getInputs(env({ 'base-results': 'base/*.csv\nbase2/*.csv', 'head-results': 'head/*.csv' }));
    expect(p.baseResults).toEqual(['base/*.csv', 'base2/*.csv']);
  });

  it('names the input and the expected form for every bad value', () => {
    expect(fails({ command: 'x', runs: 'ten' })).toBe(
      'Invalid `runs: ten`: expected auto (the default: 6 per side, then more in planned looks while a gated metric is undecided) or a whole number from 1 to 1000, such as 10 (process-level runs per side; at least 4 to ever show a change, more with several gated metrics: docs/verdict.md)',
    );
    expect(fails({ command: 'x', 'max-runs': '1' })).toBe(
      'Invalid `max-runs: 1`: expected a whole number from 2 to 1000, such as 30 (the most runs per side `runs: auto` takes)',
    );
    expect(fails({ command: 'x', 'max-minutes': 'lots' })).toBe(
      "Invalid `max-minutes: lots`: expected a number of minutes above 0 and at most 360 (GitHub's job limit), such as 30 (the time budget of `runs: auto`)",
    );
    expect(fails({ command: 'x', runs: '0' })).toMatch(/^Invalid `runs: 0`/);
    expect(fails({ command: 'x', 'timeout-minutes': '-1' })).toMatch(
      /^Invalid `timeout-minutes: -1`: expected a duration above 0 and at most 360 minutes .*a number without a unit is minutes$/,
    );
    expect(fails({ command: 'x', 'timeout-minutes': '361' })).toMatch(
      /^Invalid `timeout-minutes: 361`: expected a duration above 0 and at most 360 minutes/,
    );
    expect(fails({ command: 'x', thresholds: 'p99=lots' })).toMatch(
      /^Invalid `thresholds: p99=lots`: p99: "lots" is not a percentage; expected a list such as p50=5%,p99=15%/,
    );
    // Any quantile that parses takes a threshold (issue 13: a printed level is shown against it); p100 is none.
    expect(fails({ command: 'x', thresholds: 'p42=5%' })).toBe('no error');
    expect(fails({ command: 'x', thresholds: 'p100=5%' })).toMatch(/^Invalid `thresholds: p100=5%`: unknown metric "p100"/);
    expect(fails({ command: 'x', thresholds: 'p42=5%', quantiles: 'p42,p99' })).toBe('no error');
    expect(fails({ command: 'x', quantiles: 'p99,p99' })).toMatch(
      /^Invalid `quantiles: p99,p99`: p99 is given twice; expected a list of quantiles/,
    );
    expect(fails({ command: 'x', 'fail-on': 'tails' })).toMatch(/^Invalid `fail-on: tails`: expected auto \(the default/);
    expect(fails({ command: 'x', comment: 'sometimes' })).toBe('Invalid `comment: sometimes`: expected one of on-change, always, never');
    expect(fails({ command: 'x', mode: 'report' })).toBe('Invalid `mode: report`: expected one of run, publish, calibrate, merge, record');
    expect(fails({ command: 'x', format: 'wrk3' })).toMatch(/^Invalid `format: wrk3`: expected auto or one of .*wrk2/);
    expect(fails({ command: 'x', 'check-run': 'maybe' })).toBe('Invalid `check-run: maybe`: expected true or false');
    expect(fails({ command: 'x', 'comment-key': 'a b' })).toMatch(/^Invalid `comment-key: a b`/);
  });

  it('requires exactly one source of results in run mode, and no commands in publish mode', () => {
    expect(fails({})).toMatch(/^Nothing to compare: set `command`/);
    expect(fails({ command: 'x', 'base-results': 'a.csv', 'head-results': 'b.csv' })).toMatch(/either `command`.*not both/);
    expect(fails({ 'base-results': 'a.csv' })).toMatch(/^`head-results` is empty/);
    expect(fails({ 'base-results': 'a.csv', 'head-results': 'b.csv', setup: 'make' })).toMatch(/^`setup` only applies with `command`/);
    expect(fails({ mode: 'publish', command: 'x' })).toMatch(/^`command` cannot be used with `mode: publish`/);
    expect(getInputs(env({ mode: 'publish' })).mode).toBe('publish');
  });

  it('calibrate mode needs command and noise-floor-file; run mode reads noise-floor-file; publish refuses it', () => {
    const c = getInputs(env({ mode: 'calibrate', command: 'node bench.mjs', 'noise-floor-file': ' floors/noise.json ' }));
    expect(c).toMatchObject({ mode: 'calibrate', command: 'node bench.mjs', noiseFloorFile: 'floors/noise.json', runs: 10 });
    expect(fails({ mode: 'calibrate', 'noise-floor-file': 'n.json' })).toBe(
      '`mode: calibrate` needs `command`: the benchmark command to run on the base commit against itself',
    );
    expect(fails({ mode: 'calibrate', command: 'x' })).toMatch(
      /^`mode: calibrate` needs `noise-floor-file`: the path to write the noise floors to/,
    );
    expect(fails({ mode: 'calibrate', command: 'x', 'noise-floor-file': 'n.json', 'base-results': 'a.csv' })).toMatch(
      /^`base-results`\/`head-results` cannot be used with `mode: calibrate`/,
    );
    expect(getInputs(env({ command: 'x', 'noise-floor-file': 'n.json' })).noiseFloorFile).toBe('n.json');
    expect(getInputs(env({ command: 'x' })).noiseFloorFile).toBeUndefined();
    expect(fails({ mode: 'publish', 'noise-floor-file': 'n.json' })).toMatch(/^`noise-floor-file` cannot be used with `mode: publish`/);
  });
});

describe('action.yml and getInputs agree', () => {
  it('every declared input is read, and every input read is declared', async () => {
    const { readFile } = await import('node:fs/promises');
    const yml = await readFile(new URL('../../action.yml', import.meta.url), 'utf8');
    const block = yml.split(/^inputs:\s*$/m)[1].split(/^\S/m)[0];
    const declared = [...block.matchAll(/^ {2}([a-z0-9-]+):\s*$/gm)].map((m) => m[1]).sort();
    const read = new Set<string>();
    const recording = new Proxy({ [inputEnvName('command')]: 'x' } as Record<string, string>, {
      get: (target, key: string) => (read.add(key), target[key]),
    });
    getInputs(recording);
    expect(
      [...read]
        .filter((k) => k.startsWith('INPUT_'))
        .map((k) => k.slice(6).toLowerCase())
        .sort(),
    ).toEqual(declared);
    expect(yml).toMatch(/^ {2}using: node24\n {2}main: dist\/index\.js/m);
  });
});
