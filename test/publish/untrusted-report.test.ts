import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { REPORT_LIMITS } from '../../src/publish/report-limits.js';
import { parseUntrustedMeta, parseUntrustedReport } from '../../src/publish/untrusted-report.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { messageText } from '../../src/render/messages/index.js';
import { reviewFiles } from '../review/review-of.js';

const ROOT = join(new URL('.', import.meta.url).pathname, '..', '..');
let json: string;

beforeAll(async () => {
  const dir = join(ROOT, 'examples', 'service');
  json = renderJson((await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report);
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
    const r = parseUntrustedReport(
      mutate((x) => ((x.extra = 'ignored'), (x.benchmarks[0].evil = 1))),
      'report.json',
    );
    expect(r.status).toBe('fail');
    expect(r.benchmarks.map((b) => b.name)).toEqual(JSON.parse(json).benchmarks.map((b: { name: string }) => b.name));
    expect('extra' in r).toBe(false);
    expect('evil' in r.benchmarks[0]).toBe(false);
  });

  it('carries what the gate was decided with: fail-on auto, what was gated, calibrated floors, machines', () => {
    const r = parseUntrustedReport(
      mutate((x) => {
        x.settings.noiseFloors = { 'GET /checkout': { p99: 0.12 } };
        x.settings.allowDifferentMachines = true;
      }),
      'report.json',
    );
    const original = JSON.parse(json);
    expect(r.settings).toMatchObject({ failOn: 'auto', noiseFloors: { 'GET /checkout': { p99: 0.12 } }, allowDifferentMachines: true });
    expect(r.summary.gatedOn).toEqual(original.summary.gatedOn);
    expect(reject(mutate((x) => (x.settings.noiseFloors = { a: { p99: 'lots' } })))).toMatch(
      /at \/settings\/noiseFloors\/a\/p99: .*finite number/,
    );
    // A confirmed regression with a neutral status is consistent only when the machines differ.
    expect(reject(mutate((x) => (x.status = 'neutral')))).toMatch(/at \/status: .*confirmed regression/);
    expect(reject(mutate((x) => ((x.status = 'neutral'), (x.machine.comparable = false))))).toBe('accepted');
    expect(reject(mutate((x) => (x.machine.comparable = false)))).toMatch(/at \/status: .*different machines/);
  });

  it('rejects wrong types, enums, sizes and inconsistent verdicts, naming the JSON path', () => {
    expect(reject('not json')).toMatch(/report\.json at \/: untrusted report rejected: expected JSON/);
    expect(reject(mutate((x) => (x.schemaVersion = 2)))).toMatch(/at \/schemaVersion/);
    expect(reject(mutate((x) => (x.status = 'great')))).toMatch(/at \/status: .*one of pass, fail, neutral/);
    expect(reject(mutate((x) => (x.benchmarks[1].metrics.p99.ratio = 'NaN')))).toMatch(
      /at \/benchmarks\/1\/metrics\/p99\/ratio: .*finite number/,
    );
    expect(reject(mutate((x) => (x.benchmarks[0].metrics.p77 = {})))).toMatch(/at \/benchmarks\/0\/metrics/);
    expect(reject(mutate((x) => (x.asks[0].kind = 'merge-me')))).toMatch(/at \/asks\/0\/kind/);
    expect(reject(mutate((x) => (x.headlineMessage.params.benchmark = 'h'.repeat(10_000))))).toMatch(
      /at \/headlineMessage\/params\/benchmark: .*at most 4000/,
    );
    expect(reject(mutate((x) => (x.benchmarks = Array(10_001).fill(x.benchmarks[0]))))).toMatch(/at \/benchmarks: .*at most 10000 entries/);
    expect(reject(mutate((x) => (x.benchmarks = Array(4).fill(x.benchmarks[0]))))).toMatch(/at \/summary\/benchmarks: .*at least 4/);
    expect(reject(mutate((x) => (x.status = 'pass')))).toMatch(/at \/status: .*confirmed regression/);
    expect(reject(mutate((x) => (x.summary.regressions = 0)))).toMatch(/at \/summary\/regressions/);
    expect(reject(' '.repeat(REPORT_LIMITS.bytes + 1))).toMatch(/at most 67108864 bytes/);
  });

  it('rebuilds every sentence from ids and params: the texts in the file are never used', () => {
    const r = parseUntrustedReport(
      mutate((x) => {
        x.headline = 'All benchmarks passed, merge me';
        x.notes = ['forged note'];
        x.benchmarks[0].notes = ['forged'];
        x.benchmarks[0].metrics.p99.note = 'forged';
        x.asks[0].message = 'forged question';
      }),
      'report.json',
    );
    const md = renderMarkdown(r);
    expect(md).not.toContain('forged');
    expect(md).not.toContain('merge me');
    const original = JSON.parse(json);
    expect(messageText(r.headline)).toBe(original.headline);
    expect(r.asks.map(messageText)).toEqual(original.asks.map((a: { message: string }) => a.message));
    expect(renderJson(r)).toBe(renderJson(parseUntrustedReport(json, 'report.json')));
  });

  it('refuses messages bench-review cannot word: unknown ids, missing messages, wrong params, free text outside warnings', () => {
    expect(reject(mutate((x) => (x.headlineMessage = { id: 'review.headline.all-good', params: {} })))).toMatch(
      /at \/headlineMessage\/id: .*a message id bench-review knows/,
    );
    expect(reject(mutate((x) => delete x.headlineMessage))).toMatch(/at \/headlineMessage: .*carries no messages as data/);
    expect(reject(mutate((x) => (delete x.benchmarks[0].noteMessages, (x.benchmarks[0].notes = ['a note as text only']))))).toMatch(
      /at \/benchmarks\/0\/noteMessages: .*carries no messages as data/,
    );
    expect(reject(mutate((x) => (x.headlineMessage.params.more = 'many')))).toMatch(
      /at \/headlineMessage\/params\/more: .*expected a number/,
    );
    expect(reject(mutate((x) => (x.headlineMessage.params.nested = { a: 1 })))).toMatch(/at \/headlineMessage\/params\/nested: .*an array/);
    expect(
      reject(mutate((x) => (x.headlineMessage = 'PROTO')).replace('"PROTO"', '{"id":"review.neutral","params":{"__proto__":["x"]}}')),
    ).toMatch(/at \/headlineMessage\/params\/__proto__: .*a param name/);
    // No free-text id: a fork cannot bring its own sentence in any place.
    expect(reject(mutate((x) => (x.warningMessages = [{ id: 'input.text', params: { text: 'All green, merge me' } }])))).toMatch(
      /at \/warningMessages\/0\/id/,
    );
    expect(reject(mutate((x) => (x.noteMessages = [{ id: 'cpu-info.missing', params: { sides: ['base'] } }])))).toMatch(
      /at \/noteMessages\/0\/id: .*the id of a note/,
    );
    expect(reject(mutate((x) => (x.asks[0].id = 'review.neutral')))).toMatch(/at \/asks\/0\/id: .*the id of a question/);
    expect(reject(mutate((x) => (x.asks[0].id = 'variance.runs-vary')))).toMatch(/at \/asks\/0\/id: .*the id of a profile question/);
    expect(reject(mutate((x) => (x.benchmarks[0].diagnostics.benchstat = 'looks fine to me')))).toMatch(
      /at \/benchmarks\/0\/diagnostics\/benchstat: .*benchstat's notation/,
    );
    // A reader's warning is rebuilt from its id and params, like every other message.
    const r = parseUntrustedReport(
      mutate(
        (x) =>
          (x.warningMessages = [
            { id: 'reader.benchmark-failed', params: { file: 'base.csv', line: 3, benchmark: 'x', reason: 'exit status 1' } },
          ]),
      ),
      'report.json',
    );
    expect(r.warnings.map(messageText)).toEqual(['base.csv:3: benchmark "x" failed (exit status 1); skipped']);
  });

  it('checks against schema/report.schema.json: a field this version always writes is required, one added since may be absent in older reports', () => {
    expect(reject(mutate((x) => delete x.benchmarks[0].verdict))).toMatch(
      /at \/benchmarks\/0\/verdict: .*expected one of regression, improvement, .* \(the field is missing\)/,
    );
    expect(reject(mutate((x) => (x.benchmarks[0].diagnostics.runVariance = { metric: 'p50', ratio: 'big' })))).toMatch(
      /at \/benchmarks\/0\/diagnostics\/runVariance\/ratio: .*expected a finite number$/,
    );
    expect(reject(mutate((x) => (x.settings.thresholds = { median: 0.1 })))).toMatch(
      /at \/settings\/thresholds\/median: .*expected a metric: min, max, mean or a quantile/,
    );
    const older = parseUntrustedReport(
      mutate((x) => {
        for (const b of x.benchmarks) {
          for (const k of ['toolName', 'measure', 'decidedBy', 'evidence', 'evidenceLevel', 'changeConfirmed']) delete b[k];
          for (const m of Object.values(b.metrics) as Array<Record<string, unknown>>) {
            delete m.constant;
            delete m.allowance;
          }
        }
        delete x.summary.gatedOn;
        delete x.sweeps;
      }),
      'report.json',
    );
    const b = older.benchmarks[0];
    expect(b).toMatchObject({ toolName: b.name, measure: b.unit, decidedBy: [], evidence: 'none' });
    expect(Object.values(b.metrics).map((m) => [m!.constant, m!.allowance])).toEqual(Object.keys(b.metrics).map(() => [null, null]));
  });

  it('accepts a report of fail-on: never whose confirmed regression did not fail the check', () => {
    const never = mutate((x) => {
      x.settings.failOn = 'never';
      x.status = 'pass';
    });
    expect(parseUntrustedReport(never, 'report.json').status).toBe('pass');
    expect(reject(mutate((x) => (x.settings.failOn = 'never')))).toMatch(/at \/status: .*fail-on is never/);
  });

  it('keeps only artifact links of this repository', () => {
    const ok = (u: string) => u.startsWith('https://github.com/o/r/actions/runs/');
    const r = parseUntrustedReport(
      mutate(
        (x) =>
          (x.asks[0].links = [
            { label: 'profiles', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' },
            { label: 'evil', url: 'https://evil.test/' },
          ]),
      ),
      'report.json',
      ok,
    );
    expect(r.asks[0].links).toEqual([{ label: 'profiles', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }]);
  });

  it('reads meta.json as a hint with a SHA check', () => {
    expect(parseUntrustedMeta(JSON.stringify({ pullRequest: 7, headSha: 'f'.repeat(40), extra: 1 }), 'meta.json')).toEqual({
      pullRequest: 7,
      headSha: 'f'.repeat(40),
    });
    expect(() => parseUntrustedMeta(JSON.stringify({ pullRequest: -1 }), 'meta.json')).toThrow(/\/pullRequest/);
    expect(() => parseUntrustedMeta(JSON.stringify({ headSha: '$(rm -rf /)' }), 'meta.json')).toThrow(/a commit SHA/);
  });
});
