/** The action's `rename` (one mapping per line) and `name` inputs, and the review run they feed. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../run/git-repo.js';
import { getInputs, inputEnvName } from '../../src/action/inputs.js';
import { reviewRun } from '../../src/jobs/review-run.js';

const env = (inputs: Record<string, string>) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputEnvName(k), v]));
const fails = (inputs: Record<string, string>) => {
  try {
    getInputs(env(inputs));
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

afterAll(removeTempDirs);

describe('action inputs rename and name', () => {
  it('reads one mapping per line (blank lines and CRs ignored) and the name', () => {
    const i = getInputs(env({ command: 'x', rename: 'BenchmarkOld=BenchmarkNew\r\n\n  GET /a/n=1 => GET /b/n=1  \n', name: ' checkout ' }));
    expect(i.names).toEqual({
      rename: [
        { from: 'BenchmarkOld', to: 'BenchmarkNew' },
        { from: 'GET /a/n=1', to: 'GET /b/n=1' },
      ],
      name: 'checkout',
      said: { name: '`name`', rename: '`rename`' },
    });
    expect(getInputs(env({ command: 'x' })).names).toEqual({ said: { name: '`name`', rename: '`rename`' } });
  });

  it('names the input in its errors, and refuses names in publish mode', () => {
    expect(fails({ command: 'x', rename: 'a=b\nc' })).toBe(
      '`rename` "c" has no "="; expected old=new (the name base has, then the name head has), or old => new when a name contains "="',
    );
    expect(fails({ command: 'x', rename: 'a=b\na=c' })).toBe('`rename`: "a" is renamed twice (to "b" and to "c")');
    expect(fails({ mode: 'publish', rename: 'a=b' })).toBe(
      '`rename` cannot be used with `mode: publish`: names apply where the report is computed (the measuring workflow)',
    );
    expect(fails({ mode: 'publish', name: 'svc' })).toBe(
      '`name` cannot be used with `mode: publish`: names apply where the report is computed (the measuring workflow)',
    );
  });

  it('the review run applies them: a benchmark renamed on head compares with its old name on base', async () => {
    const real = (f: string) => join(import.meta.dirname, '..', 'fixtures', 'real-suites', f);
    const head = join(tempDir('names'), 'head.txt');
    writeFileSync(head, readFileSync(real('go-head.txt'), 'utf8').replaceAll('BenchmarkSlower', 'BenchmarkSlowerLoop'));
    const { names, settings } = getInputs(
      env({ 'base-results': 'b', 'head-results': 'h', rename: 'realsuites.BenchmarkSlower=realsuites.BenchmarkSlowerLoop' }),
    );
    const { report } = await reviewRun({ base: [real('go-base-1.txt')], head: [head], settings, names });
    const loop = report.benchmarks.find((b) => b.name === 'realsuites.BenchmarkSlowerLoop (ns/op)')!;
    expect(loop.runs).toEqual({ base: 10, head: 10 });
    expect(loop.verdict).toBe('regression');
    expect(report.asks.filter((a) => a.kind === 'coverage')).toEqual([]);
  });
});
