/**
 * The built action reads two large load-test logs side by side on its own worker
 * (dist/read-worker.js) and reviews them exactly as on one thread: same status, same report.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server.js';
import { pullRequestPayload } from './events.js';
import { ensureBuilt, runAction } from './harness.js';

let workspace: string;
let gh: FakeGitHub;

/** A load test's log just over the 16 MiB from which a file is read on a worker: three endpoints interleaved. */
function loadTestLog(scale: number): string {
  const rows = ['benchmark,run,value,unit'];
  let bytes = 0;
  for (let i = 0; bytes < 17 * 1024 * 1024; i++) {
    const row =
      i % 3 === 0
        ? `/items,${1 + (i % 5)},${(scale * (200 + ((i * 7919) % 1000) / 10)).toFixed(2)},us`
        : i % 3 === 1
          ? `/orders,${1 + (i % 5)},${(1.5 + ((i * 104729) % 1000) / 1000).toFixed(3)},ms`
          : `/health,${1 + (i % 5)},${900 + ((i * 31) % 97)},ns`;
    rows.push(row);
    bytes += row.length + 1;
  }
  return rows.join('\n') + '\n';
}

beforeAll(async () => {
  await ensureBuilt();
  workspace = await mkdtemp(join(tmpdir(), 'bench-review-ws-parallel-'));
  await mkdir(join(workspace, 'results'));
  await writeFile(join(workspace, 'results/base.csv'), loadTestLog(1));
  await writeFile(join(workspace, 'results/head.csv'), loadTestLog(1.3));
}, 240_000);
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});
beforeEach(async () => {
  gh = await new FakeGitHub().start();
});
afterEach(async () => {
  await gh.stop();
});

const run = (threads: string) =>
  runAction({
    inputs: { 'base-results': 'results/base.csv', 'head-results': 'results/head.csv' },
    event: {
      name: 'pull_request',
      payload: pullRequestPayload({ baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), body: 'Faster items.' }),
    },
    apiUrl: gh.url,
    workspace,
    env: { BENCH_REVIEW_READ_THREADS: threads },
  });

describe('the action on two large load-test logs', () => {
  it('finds its worker (the thread setting is read only then) and reviews side by side exactly as on one thread', async () => {
    const bad = await run('several');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('BENCH_REVIEW_READ_THREADS is "several"');
    const one = await run('0');
    const two = await run('1');
    expect(one.code, one.stdout + one.stderr).toBe(1); // /items regressed by 30 %
    expect(two.code).toBe(one.code);
    expect(two.outputs.status).toBe('fail');
    expect(two.outputs.regressions).toBe(one.outputs.regressions);
    const report = async (r: typeof one) => (await readFile(r.outputs['report-path'], 'utf8')).replaceAll(r.runnerTemp, 'RUNNER_TEMP');
    expect(await report(two)).toBe(await report(one));
  });
});
