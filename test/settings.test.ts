/**
 * One set of limits and one wording for both front ends: every setting the CLI (`bench-review run`
 * flags) and the action (inputs) share accepts the same values, gives the same result, and rejects
 * the same values with the same "expected …" text; only how the setting is named differs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getInputs, inputEnvName } from '../src/action/inputs.js';
import { RUN_LIMITS } from '../src/model/settings.js';
import {
  EXPECTED,
  parseNoiseFloorFile,
  readRunSettings,
  readSettings,
  SETTING_NAMES,
  withNoiseFloors,
  type FrontEnd,
  type RunSettingsText,
} from '../src/settings.js';
import { settingsFor } from '../src/compare/compare-suite.js';
import { parseArgs } from '../src/cli/args.js';
import { COMPARE_FLAGS, settingsFromArgs } from '../src/cli/flags.js';
import { cli, removeTempDirs, tempDir, testEnv } from './run/git-repo.js';

afterAll(removeTempDirs);

/** The settings both front ends offer (alpha and q are CLI-only). */
type Key = Exclude<keyof RunSettingsText & keyof typeof SETTING_NAMES, 'alpha' | 'q'>;
const FRONTS: FrontEnd[] = ['cli', 'action'];

/** Accepted in both front ends, with the same meaning. */
const ACCEPTED: Array<[Key, string, (s: ReturnType<typeof readRunSettings>) => unknown, unknown]> = [
  ['runs', '1', (s) => s.runs, 1],
  ['runs', '1000', (s) => s.runs, 1000],
  ['runs', 'auto', (s) => s.runs, 'auto'],
  ['runs', 'AUTO', (s) => s.runs, 'auto'],
  ['maxRuns', '2', (s) => [s.runs, s.maxRuns], ['auto', 2]],
  ['maxRuns', '1000', (s) => s.maxRuns, 1000],
  ['maxMinutes', '0.5', (s) => s.maxMinutes, 0.5],
  ['maxMinutes', '360', (s) => s.maxMinutes, 360],
  ['timeout', '90s', (s) => s.timeoutMs, 90_000],
  ['timeout', '500ms', (s) => s.timeoutMs, 500],
  ['timeout', '10m', (s) => s.timeoutMs, 600_000],
  ['timeout', '1.5h', (s) => s.timeoutMs, 5_400_000],
  ['timeout', '360m', (s) => s.timeoutMs, 21_600_000],
  ['timeout', '6h', (s) => s.timeoutMs, 21_600_000],
  ['format', 'auto', (s) => s.format, undefined],
  ['format', 'go-bench', (s) => s.format, 'go-bench'],
  [
    'threshold',
    'p50=4%,p99=0.2',
    (s) => [s.settings.thresholds.p50, s.settings.thresholds.p99, s.settings.thresholds.p90],
    [0.04, 0.2, 0.1],
  ],
  ['noiseFloor', 'p99=8%', (s) => s.settings.noiseFloor, { p99: 0.08 }],
  ['failOn', 'auto', (s) => s.settings.failOn, 'auto'],
  ['failOn', 'tail', (s) => s.settings.failOn, 'tail'],
  ['failOn', 'any', (s) => s.settings.failOn, 'any'],
  ['failOn', 'never', (s) => s.settings.failOn, 'never'],
  // Any order and separator; added to the defaults (issue 25 item 2); q1/q3 for p25/p75.
  ['quantiles', 'p99.99, q3 p25', (s) => s.settings.quantiles, ['p25', 'p50', 'p75', 'p90', 'p99', 'p99.9', 'p99.99']],
];

/** Rejected in both front ends: the "expected" text, and the problem when there is more to say than "not valid". */
const REJECTED: Array<[Key, string, string, string?]> = [
  ['runs', '0', EXPECTED.runs],
  ['runs', '1001', EXPECTED.runs],
  ['runs', '2.5', EXPECTED.runs],
  ['runs', 'ten', EXPECTED.runs],
  ['runs', 'automatic', EXPECTED.runs],
  ['maxRuns', '1', EXPECTED.maxRuns],
  ['maxRuns', '1001', EXPECTED.maxRuns],
  ['maxRuns', 'auto', EXPECTED.maxRuns],
  ['maxMinutes', '0', EXPECTED.maxMinutes],
  ['maxMinutes', '361', EXPECTED.maxMinutes],
  ['maxMinutes', '30m', EXPECTED.maxMinutes],
  ['timeout', '361m', 'TIMEOUT'],
  ['timeout', '6.5h', 'TIMEOUT'],
  ['timeout', '25h', 'TIMEOUT'],
  ['timeout', '0s', 'TIMEOUT'],
  ['timeout', 'soon', 'TIMEOUT'],
  ['format', 'wrk3', EXPECTED.format()],
  // p100 is no quantile (p98, not computed by default, is accepted, and then computed: issue 25 item 3a).
  ['threshold', 'p100=5%', EXPECTED.percents, 'unknown metric "p100"'],
  ['threshold', 'p99.5x=5%', EXPECTED.percents, 'unknown metric "p99.5x"'],
  ['quantiles', 'p50,p100', EXPECTED.quantiles, '"p100" is not a quantile'],
  ['quantiles', 'p95,p95', EXPECTED.quantiles, 'p95 is given twice'],
  ['threshold', 'p99=2000%', EXPECTED.percents, 'p99: 2000% is out of range'],
  // Issue 25 item 3c: a bare number is a fraction; 10 (×11) is out of range, and 10% was meant.
  ['threshold', 'p99=10', EXPECTED.percents, 'p99: 10 is out of range (did you mean 10%? a number without % is a fraction: 0.1 = 10%)'],
  [
    'noiseFloor',
    'p50=12.5',
    EXPECTED.percents,
    'p50: 12.5 is out of range (did you mean 12.5%? a number without % is a fraction: 0.1 = 10%)',
  ],
  ['threshold', 'p99=2000', EXPECTED.percents, 'p99: 2000 is out of range'],
  ['threshold', 'p99=lots', EXPECTED.percents, 'p99: "lots" is not a percentage'],
  ['noiseFloor', 'p99', EXPECTED.percents, '"p99" has no percentage'],
  ['failOn', 'sometimes', EXPECTED.failOn],
];

const actionEnv = (inputs: Record<string, string>) =>
  Object.fromEntries(Object.entries({ command: 'x', ...inputs }).map(([k, v]) => [inputEnvName(k), v]));

function actionError(key: Key, value: string): string {
  try {
    getInputs(actionEnv({ [SETTING_NAMES[key].action]: value }));
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
}

const dir = tempDir('settings');

describe('settings: the CLI and the action agree', () => {
  // runs: auto became the default (issue 12); 10 stays the fixed count calibration uses for auto.
  it('have one set of run limits: 1–1000 runs (auto by default, up to 30 per side within 30 minutes), a time limit of at most 360 minutes, 10 minutes by default', () => {
    expect(RUN_LIMITS).toEqual({
      runs: { min: 1, max: 1000, default: 10 },
      timeoutMinutes: { max: 360, default: 10 },
      maxRuns: { min: 2, max: 1000, default: 30 },
      maxMinutes: { max: 360, default: 30 },
    });
    for (const front of FRONTS)
      expect(readRunSettings({}, front)).toMatchObject({
        runs: 'auto',
        maxRuns: 30,
        maxMinutes: 30,
        timeoutMs: 600_000,
        format: undefined,
      });
    const i = getInputs(actionEnv({}));
    expect([i.runs, i.maxRuns, i.maxMinutes, i.timeoutMs, i.format]).toEqual(['auto', 30, 30, 600_000, undefined]);
  });

  it('refuses a cap or a time budget with a fixed run count, in both front ends', async () => {
    expect(() => readRunSettings({ runs: '10', maxRuns: '20' }, 'action')).toThrow(
      'Invalid `max-runs: 20`: `max-runs` only applies with `runs` auto, and `runs` is 10; expected `runs` auto, or no `max-runs` with a fixed run count',
    );
    expect(() => getInputs(actionEnv({ runs: '8', 'max-minutes': '5' }))).toThrow(
      'Invalid `max-minutes: 5`: `max-minutes` only applies with `runs` auto, and `runs` is 8; expected `runs` auto, or no `max-minutes` with a fixed run count',
    );
    const r = await cli(['run', '--command', 'x', '--runs', '10', '--max-runs', '20'], dir, testEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'bench-review: --max-runs: "20": --max-runs only applies with --runs auto, and --runs is 10; expected --runs auto, or no --max-runs with a fixed run count\n',
    );
    // calibrate keeps a fixed count: auto there is its 10.
    expect(getInputs(actionEnv({ mode: 'calibrate', 'noise-floor-file': 'f.json' })).runs).toBe(10);
  });

  it.each(ACCEPTED)('%s %j is accepted by both with the same meaning', (key, value, pick, want) => {
    for (const front of FRONTS) expect(pick(readRunSettings({ [key]: value }, front))).toEqual(want);
    // The action's own reading of its inputs gives the same.
    const i = getInputs(actionEnv({ [SETTING_NAMES[key].action]: value }));
    expect(
      pick({ runs: i.runs, maxRuns: i.maxRuns, maxMinutes: i.maxMinutes, timeoutMs: i.timeoutMs, format: i.format, settings: i.settings }),
    ).toEqual(want);
  });

  it('reads a bare time limit in the unit each front end documents: seconds for --timeout, minutes for timeout-minutes', () => {
    expect(readRunSettings({ timeout: '90' }, 'cli').timeoutMs).toBe(90_000);
    expect(readRunSettings({ timeout: '90' }, 'action').timeoutMs).toBe(5_400_000);
    expect(getInputs(actionEnv({ 'timeout-minutes': '2.5' })).timeoutMs).toBe(150_000);
  });

  it.each(REJECTED)('%s %j is rejected by both with the same expectation', async (key, value, expectedText, problem) => {
    const expected = (front: FrontEnd) => (expectedText === 'TIMEOUT' ? EXPECTED.timeout(front) : expectedText);
    const why = (front: FrontEnd) => `${problem ? `${problem}; ` : ''}expected ${expected(front)}`;
    const name = SETTING_NAMES[key];
    expect(actionError(key, value)).toBe(`Invalid \`${name.action}: ${value}\`: ${why('action')}`);
    // The real CLI, which stops before anything runs.
    const r = await cli(['run', '--command', 'x', `--${name.cli}`, value], dir, testEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`bench-review: --${name.cli}: "${value}"${problem ? ': ' : ' is not valid; '}${why('cli')}\n`);
  });

  it('words the time limit once, naming the bare unit of each front end', () => {
    expect(EXPECTED.timeout('cli')).toBe(
      "a duration above 0 and at most 360 minutes (GitHub's job limit), such as 90s, 10m or 1.5h; a number without a unit is seconds",
    );
    expect(EXPECTED.timeout('action')).toBe(EXPECTED.timeout('cli').replace(/seconds$/, 'minutes'));
  });
});

describe('fail-on auto and allow-different-machines', () => {
  it('default to auto and to not allowing different machines, in both front ends', () => {
    for (const front of FRONTS)
      expect(readRunSettings({}, front).settings).toMatchObject({ failOn: 'auto', allowDifferentMachines: false });
    expect(getInputs(actionEnv({})).settings).toMatchObject({ failOn: 'auto', allowDifferentMachines: false });
  });

  it('reads --allow-different-machines as a flag and the action input as a boolean', () => {
    expect(settingsFromArgs(parseArgs(['--allow-different-machines', '--fail-on', 'auto'], COMPARE_FLAGS, 'compare'))).toMatchObject({
      allowDifferentMachines: true,
      failOn: 'auto',
    });
    expect(settingsFromArgs(parseArgs([], COMPARE_FLAGS, 'compare')).allowDifferentMachines).toBe(false);
    expect(getInputs(actionEnv({ 'allow-different-machines': 'true' })).settings.allowDifferentMachines).toBe(true);
    expect(getInputs(actionEnv({ 'allow-different-machines': 'false' })).settings.allowDifferentMachines).toBe(false);
    expect(() => getInputs(actionEnv({ 'allow-different-machines': 'maybe' }))).toThrow(
      'Invalid `allow-different-machines: maybe`: expected true or false',
    );
  });

  it('names the allowed values of fail-on, auto first', () => {
    expect(() => readSettings({ failOn: 'tails' }, 'cli')).toThrow(`--fail-on: "tails" is not valid; expected ${EXPECTED.failOn}`);
    expect(EXPECTED.failOn).toMatch(/^auto \(the default: .*\), tail \(.*\), any \(.*\) or never$/);
  });
});

describe("readSettings(…, 'cli'): what `compare` needs in one call", () => {
  it('reads repeated thresholds and noise floors, fail-on, alpha and q', () => {
    const s = readSettings({ threshold: ['p50=3%', 'p99=20%'], noiseFloor: ['p99=8%'], failOn: 'any', alpha: '0.01', q: '0.1' }, 'cli');
    expect(s).toMatchObject({ alpha: 0.01, q: 0.1, failOn: 'any', noiseFloor: { p99: 0.08 } });
    expect([s.thresholds.p50, s.thresholds.p90, s.thresholds.p99]).toEqual([0.03, 0.1, 0.2]);
  });

  it.each([
    [{ alpha: '0.5' }, '--alpha: "0.5" is not valid; expected a number above 0 and below 0.5, such as 0.05'],
    [{ q: 'x' }, '--q: "x" is not valid; expected a number above 0 and below 0.5, such as 0.05'],
    [{ threshold: ['p99=10%', 'p42=x'] }, `--threshold: "p42=x": p42: "x" is not a percentage; expected ${EXPECTED.percents}`],
  ])('%j', (flags, message) => {
    expect(() => readSettings(flags, 'cli')).toThrow(message);
  });
});

describe('noise-floor-file: the per-benchmark floors of a calibrate file', () => {
  it('is named alike in both front ends; an empty path is refused with the setting’s name', () => {
    expect(SETTING_NAMES.noiseFloorFile).toEqual({ cli: 'noise-floor-file', action: 'noise-floor-file' });
    expect(parseNoiseFloorFile(' floors.json ', 'cli')).toBe('floors.json');
    expect(parseNoiseFloorFile(undefined, 'action')).toBeUndefined();
    expect(() => parseNoiseFloorFile(' ', 'cli')).toThrow(
      '--noise-floor-file: " " is not valid; expected the path of the JSON file bench-review calibrate writes',
    );
    expect(() => parseNoiseFloorFile('', 'action')).toThrow(
      'Invalid `noise-floor-file: `: expected the path of the JSON file bench-review calibrate writes',
    );
  });

  it('raises each benchmark’s floor to the larger of the global one and its own; noiseFloor stays global; others keep the settings', () => {
    const s = withNoiseFloors(readSettings({ noiseFloor: 'p99=8%,p50=4%' }, 'cli'), { a: { p99: 0.2, p50: 0.01, p90: 0.12 } });
    expect(s.noiseFloor).toEqual({ p99: 0.08, p50: 0.04 });
    expect(settingsFor('a', s).noiseFloor).toEqual({ p99: 0.2, p50: 0.04, p90: 0.12 });
    expect(settingsFor('b', s)).toBe(s);
    // Names are data, not object keys with a meaning.
    expect(settingsFor('constructor', s)).toBe(s);
  });
});
