/**
 * main() of the action with an internal error (a bug: an exception that is not a user's error),
 * through its injected dependencies: whatever was computed is kept, the outputs and the job summary
 * say what happened, and the step fails with one paragraph — the stack goes to the debug log only.
 */
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type ActionDeps } from '../../src/action/main.js';
import type { ActionIo } from '../../src/publish/io.js';
import { pullRequestPayload } from '../e2e/events.js';
import { actionDefaults, ROOT } from '../e2e/harness.js';

interface Recorded {
  outputs: Record<string, string>;
  summary: string[];
  failed: string[];
  debug: string[];
  apiCalls: number;
}

async function setup(inputs: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'br-main-'));
  const workspace = join(dir, 'ws');
  await mkdir(join(workspace, 'results'), { recursive: true });
  await copyFile(join(ROOT, 'examples/service/base.csv'), join(workspace, 'results/base.csv'));
  await copyFile(join(ROOT, 'examples/service/head.csv'), join(workspace, 'results/head.csv'));
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(pullRequestPayload({ baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40) })));
  const env: Record<string, string> = {
    ...actionDefaults(),
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo-org/service',
    GITHUB_RUN_ID: '777',
    GITHUB_WORKSPACE: workspace,
    GITHUB_API_URL: 'http://127.0.0.1:9',
    RUNNER_TEMP: join(dir, 'runner-temp'),
  };
  const rec: Recorded = { outputs: {}, summary: [], failed: [], debug: [], apiCalls: 0 };
  const io: ActionIo = {
    info: () => {},
    debug: (line) => rec.debug.push(line),
    warning: () => {},
    setOutput: (name, value) => void (rec.outputs[name] = value),
    setFailed: (message) => void rec.failed.push(message),
    appendSummary: async (md) => (rec.summary.push(md), true),
    group: (_t, fn) => fn(),
  };
  return { env, io, rec, dir };
}

const bug = () => new TypeError("Cannot read properties of undefined (reading 'p99')");

describe('an internal error in the action', () => {
  it('before any report: status neutral, a summary that explains, one paragraph without a stack', async () => {
    const { env, io, rec } = await setup({ command: 'node bench.js' });
    const deps: ActionDeps = {
      env,
      io,
      api: () => (rec.apiCalls++, undefined as never),
      artifacts: () => undefined as never,
      runSuite: async () => {
        throw bug();
      },
    };
    await main(deps);
    expect(rec.outputs).toEqual({
      status: 'neutral',
      'report-path': '',
      regressions: '0',
      improvements: '0',
      'comment-url': '',
      'check-run-url': '',
    });
    expect(rec.failed).toEqual([
      "bench-review: internal error (a bug in bench-review, not in your benchmarks or workflow): TypeError: Cannot read properties of undefined (reading 'p99'). " +
        'No report was produced, so there is no verdict (status: neutral). Re-run with debug logging for the stack trace, and please report it.',
    ]);
    expect(rec.summary.join('')).toMatch(
      /^### bench-review stopped on an internal error\n\nTypeError: Cannot read properties of undefined \(reading 'p99'\)\n\nNo report was produced/,
    );
    expect(rec.debug.join('\n')).toMatch(/TypeError: Cannot read properties of undefined \(reading 'p99'\)\n\s+at /);
    expect(rec.apiCalls).toBe(0);
  });

  it('after the report: report.json, review and outputs stay; the summary adds the explanation; the gate still fails the step', async () => {
    const { env, io, rec } = await setup({ 'base-results': 'results/base.csv', 'head-results': 'results/head.csv' });
    await main({
      env,
      io,
      api: () => {
        throw bug();
      },
      artifacts: () => undefined as never,
      runSuite: async () => undefined as never,
    });
    const report = JSON.parse(await readFile(rec.outputs['report-path'], 'utf8'));
    expect(report.status).toBe('fail');
    expect(rec.outputs).toMatchObject({ status: 'fail', regressions: '1', 'comment-url': '', 'check-run-url': '' });
    expect(rec.summary).toHaveLength(2);
    expect(rec.summary[0]).toContain('GET /checkout');
    expect(rec.summary[1]).toContain(`The report was computed (fail: ${report.headline}) and written to ${rec.outputs['report-path']}.`);
    expect(rec.failed).toHaveLength(2);
    expect(rec.failed[0]).toMatch(
      /^bench-review: internal error \(a bug in bench-review, not in your benchmarks or workflow\): TypeError: Cannot read properties of undefined \(reading 'p99'\)\. The report was computed/,
    );
    expect(rec.failed[0]).not.toMatch(/\n/);
    expect(rec.failed[1]).toBe(`bench-review: ${report.headline}`);
  });

  it('a bad time-limit variable is a user error naming what is expected', async () => {
    const { env, io, rec } = await setup({ 'base-results': 'results/base.csv', 'head-results': 'results/head.csv' });
    await main({
      env: { ...env, BENCH_REVIEW_API_TIMEOUT_MS: '30s' },
      io,
      api: () => undefined as never,
      artifacts: () => undefined as never,
      runSuite: async () => undefined as never,
    });
    expect(rec.failed).toEqual([
      'bench-review: Invalid BENCH_REVIEW_API_TIMEOUT_MS=30s: expected a whole number of milliseconds from 1 to 600000, such as 30000',
    ]);
    expect(rec.outputs).toEqual({});
  });
});
