import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/compare/settings.js';
import { compareFiles } from '../../src/pipeline.js';
import { REPORT_LIMITS } from '../../src/publish/report-limits.js';
import { parseUntrustedMeta, parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
let json: string;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  json = renderJson((await compareFiles({ base: [join(dir, 'base.csv')], head: [join(dir, 'head.csv')], settings: defaultSettings() })).report);
});

const mutate = (fn: (r: Record<string, any>) => void) => {
  const r = JSON.parse(json);
  fn(r);
  return JSON.stringify(r);
};
const reject = (text: string) => {
  try {
    parseUntrustedReport(text, 'report.json');
  } catch (err) {
    return (err as Error).message;
  }
  return 'accepted';
};

describe('reading a report from an untrusted run', () => {
  it('accepts a real report and returns the same content, unknown fields dropped', () => {
    const r = parseUntrustedReport(mutate((x) => ((x.extra = 'ignored'), (x.benchmarks[0].evil = 1))), 'report.json');
    expect(r.status).toBe('fail');
    expect(r.benchmarks.map((b) => b.name)).toEqual(JSON.parse(json).benchmarks.map((b: { name: string }) => b.name));
    expect('extra' in r).toBe(false);
    expect('evil' in r.benchmarks[0]).toBe(false);
  });

  it('rejects wrong types, enums, sizes and inconsistent verdicts, naming the JSON path', () => {
    expect(reject('not json')).toMatch(/report\.json at \/: untrusted report rejected: expected JSON/);
    expect(reject(mutate((x) => (x.schemaVersion = 2)))).toMatch(/at \/schemaVersion/);
    expect(reject(mutate((x) => (x.status = 'great')))).toMatch(/at \/status: .*one of pass, fail, neutral/);
    expect(reject(mutate((x) => (x.benchmarks[1].metrics.p99.ratio = 'NaN')))).toMatch(/at \/benchmarks\/1\/metrics\/p99\/ratio: .*finite number/);
    expect(reject(mutate((x) => (x.benchmarks[0].metrics.p77 = {})))).toMatch(/at \/benchmarks\/0\/metrics/);
    expect(reject(mutate((x) => (x.asks[0].kind = 'merge-me')))).toMatch(/at \/asks\/0\/kind/);
    expect(reject(mutate((x) => (x.headline = 'h'.repeat(10_000))))).toMatch(/at \/headline: .*at most 4000/);
    expect(reject(mutate((x) => (x.benchmarks = Array(10_001).fill(x.benchmarks[0]))))).toMatch(/at \/benchmarks: .*at most 10000 entries/);
    expect(reject(mutate((x) => (x.benchmarks = Array(4).fill(x.benchmarks[0]))))).toMatch(/at \/summary\/benchmarks: .*at least 4/);
    expect(reject(mutate((x) => (x.status = 'pass')))).toMatch(/at \/status: .*confirmed regression/);
    expect(reject(mutate((x) => (x.summary.regressions = 0)))).toMatch(/at \/summary\/regressions/);
    expect(reject(' '.repeat(REPORT_LIMITS.bytes + 1))).toMatch(/at most 67108864 bytes/);
  });

  it('keeps only artifact links of this repository', () => {
    const ok = (u: string) => u.startsWith('https://github.com/o/r/actions/runs/');
    const r = parseUntrustedReport(
      mutate((x) => (x.asks[0].links = [{ label: 'profiles', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }, { label: 'evil', url: 'https://evil.test/' }])),
      'report.json',
      ok,
    );
    expect(r.asks[0].links).toEqual([{ label: 'profiles', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }]);
  });

  it('reads meta.json as a hint with a SHA check', () => {
    expect(parseUntrustedMeta(JSON.stringify({ pullRequest: 7, headSha: 'f'.repeat(40), extra: 1 }), 'meta.json')).toEqual({ pullRequest: 7, headSha: 'f'.repeat(40) });
    expect(() => parseUntrustedMeta(JSON.stringify({ pullRequest: -1 }), 'meta.json')).toThrow(/\/pullRequest/);
    expect(() => parseUntrustedMeta(JSON.stringify({ headSha: '$(rm -rf /)' }), 'meta.json')).toThrow(/a commit SHA/);
  });
});
