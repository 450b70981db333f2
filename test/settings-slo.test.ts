/**
 * `--slo` / input `slo` and `--sweep-param` / input `sweep-param` (src/settings.ts): parsed into
 * conditions in the canonical unit, and refused with the same error shape as every other setting.
 */
import { describe, expect, it } from 'vitest';
import { getInputs, inputEnvName } from '../src/action/inputs.js';
import { parseArgs } from '../src/cli/args.js';
import { COMPARE_FLAGS, settingsFromArgs } from '../src/cli/flags.js';
import { EXPECTED, readSettings } from '../src/settings.js';

const actionEnv = (inputs: Record<string, string>) =>
  Object.fromEntries(Object.entries({ command: 'x', ...inputs }).map(([k, v]) => [inputEnvName(k), v]));

describe('slo', () => {
  it('reads one condition or several, limits in nanoseconds', () => {
    expect(readSettings({ slo: 'p99<50ms' }, 'cli').slo).toEqual([{ metric: 'p99', limit: 50e6, text: 'p99<50ms' }]);
    expect(readSettings({ slo: 'p99 < 50 ms, P99.9<0.2s' }, 'action').slo).toEqual([
      { metric: 'p99', limit: 50e6, text: 'p99<50ms' },
      { metric: 'p99.9', limit: 0.2e9, text: 'p99.9<0.2s' },
    ]);
    expect(readSettings({ slo: ['p50<800us', 'p99<2ms'] }, 'cli').slo?.map((c) => c.limit)).toEqual([800e3, 2e6]);
    expect(readSettings({}, 'cli').slo).toBeUndefined();
  });

  it('comes from --slo (repeatable) and the action input slo', () => {
    const args = parseArgs(['--slo', 'p99<50ms', '--slo', 'p99.9<100ms', '--sweep-param', 'Rate'], COMPARE_FLAGS, 'compare');
    const s = settingsFromArgs(args);
    expect([s.slo?.map((c) => c.text), s.sweepParam]).toEqual([['p99<50ms', 'p99.9<100ms'], 'rate']);
    const i = getInputs(actionEnv({ slo: 'p99<50ms', 'sweep-param': 'qps' }));
    expect([i.settings.slo?.map((c) => c.limit), i.settings.sweepParam]).toEqual([[50e6], 'qps']);
  });

  it('refuses a condition that is not metric<limit, a metric that is not a quantile, a limit without a unit of time', () => {
    const expected = EXPECTED.slo();
    expect(() => readSettings({ slo: 'p99>50ms' }, 'cli')).toThrow(
      `--slo: "p99>50ms": "p99>50ms" is not metric<limit; expected ${expected}`,
    );
    expect(() => readSettings({ slo: 'mean<50ms' }, 'cli')).toThrow(`--slo: "mean<50ms": "mean" is not a quantile; expected ${expected}`);
    expect(() => readSettings({ slo: 'p99<50' }, 'cli')).toThrow(`--slo: "p99<50": p99<50: the limit has no unit; expected ${expected}`);
    expect(() => readSettings({ slo: 'p99<50MB' }, 'cli')).toThrow(
      `--slo: "p99<50MB": p99<50MB: "MB" is not a unit of time; expected ${expected}`,
    );
    expect(() => readSettings({ slo: 'p99<0ms' }, 'cli')).toThrow(
      `--slo: "p99<0ms": p99<0ms: the limit must be above 0; expected ${expected}`,
    );
    expect(() => readSettings({ slo: 'p99<5ms,p99<6ms' }, 'cli')).toThrow(
      `--slo: "p99<5ms,p99<6ms": p99 is given twice; expected ${expected}`,
    );
    expect(() => readSettings({ slo: ' , ' }, 'cli')).toThrow(`--slo: " , ": no objective given; expected ${expected}`);
    expect(() => getInputs(actionEnv({ slo: 'p99<fast' }))).toThrow(
      `Invalid \`slo: p99<fast\`: "p99<fast" is not metric<limit; expected ${expected}`,
    );
  });

  it('refuses a sweep-param that is not a name key', () => {
    expect(() => readSettings({ sweepParam: 'rate=1' }, 'cli')).toThrow(
      `--sweep-param: "rate=1" is not valid; expected ${EXPECTED.sweepParam}`,
    );
    expect(() => getInputs(actionEnv({ 'sweep-param': '9' }))).toThrow(`Invalid \`sweep-param: 9\`: expected ${EXPECTED.sweepParam}`);
  });
});
