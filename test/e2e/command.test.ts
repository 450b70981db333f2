/**
 * The default mode end to end on a real temporary git repository whose head really gets slower in
 * the tail: the built action measures base and head (interleaved, real processes), comments with
 * its asks, creates the check run, follows the gate, profiles the regressed benchmark on both sides
 * with `profile-command` (artifact upload is impossible outside GitHub: it degrades and says so),
 * updates its comment on the next push, and refuses `pull_request_target` on the PR's code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server.js';
import { pullRequestPayload } from './events.js';
import { ensureBuilt, runAction } from './harness.js';

/** A benchmark that prints raw samples (benchmark,run,value,unit); `slowTail` stretches the slowest 5 % of one endpoint. */
const bench = (slowTail: number, version: string) => `// bench ${version}
const rows = ['benchmark,run,value,unit'];
const run = process.pid;
for (const [name, base] of [['GET /checkout', 1000], ['GET /search', 400]]) {
  const values = [];
  for (let i = 0; i < 600; i++) values.push(base * Math.exp(0.3 * (Math.random() + Math.random() + Math.random() - 1.5)));
  const cut = [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
  for (const v of values) rows.push(name + ',' + run + ',' + (name === 'GET /checkout' && v > cut ? v * ${slowTail} : v).toFixed(2) + ',us');
}
console.log(rows.join('\\n'));
`;

const profiler = (version: string) => `import { writeFileSync } from 'node:fs';
writeFileSync(process.env.BENCH_REVIEW_PROFILE_DIR + '/profile.txt', '${version} ' + process.env.BENCH_REVIEW_SIDE + ' ' + process.env.BENCH_REVIEW_BENCHMARK + '\\n');
console.log('profiled');
`;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.test',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.test',
    },
  }).trim();

let repo: string;
let baseSha: string;
let headSha: string;
let gh: FakeGitHub;

beforeAll(async () => {
  await ensureBuilt();
  repo = await mkdtemp(join(tmpdir(), 'bench-review-repo-'));
  git(repo, 'init', '-q', '-b', 'main');
  await writeFile(join(repo, 'bench.mjs'), bench(1, 'base'));
  await writeFile(join(repo, 'profile.mjs'), profiler('base'));
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  baseSha = git(repo, 'rev-parse', 'HEAD');
  await writeFile(join(repo, 'bench.mjs'), bench(4, 'head'));
  await writeFile(join(repo, 'profile.mjs'), profiler('head'));
  git(repo, 'commit', '-q', '-am', 'head: slower tail');
  headSha = git(repo, 'rev-parse', 'HEAD');
}, 240_000);

beforeEach(async () => {
  gh = await new FakeGitHub().start();
});
afterEach(async () => {
  await gh.stop();
});

const event = (name = 'pull_request') => ({
  name,
  payload: pullRequestPayload({
    baseSha,
    headSha,
    body: 'Route table cache. p50 1.2 ms → 1.1 ms, p99 9 ms → 8 ms on an AMD EPYC 7763 (16 cores / 32 threads).',
  }),
});
const inputs = { command: 'node bench.mjs', runs: '6', 'profile-command': 'node profile.mjs' };

describe('command mode on a real repository whose head regresses in the tail', () => {
  it('measures both sides, comments, checks, profiles, fails the job, and leaves no worktree', async () => {
    const r = await runAction({ inputs, event: event(), apiUrl: gh.url, workspace: repo, env: { GITHUB_SHA: headSha } });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(gh.violations).toEqual([]);
    expect(r.outputs.status).toBe('fail');
    const report = JSON.parse(await readFile(r.outputs['report-path'], 'utf8'));
    expect(report.machine.base.logicalCpus).toBeGreaterThan(0);
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'GET /checkout').verdict).toBe('regression');
    const kinds = report.asks.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('profile');
    expect(kinds).not.toContain('cpu-info');
    // The description gave percentiles, a CPU model and core counts: nothing to ask about it. Its
    // figures are checked instead: head regresses in the tail and not at all in the median, so the
    // claimed p50 and p99 speed-ups are each contradicted by the measurement, quoting the claim.
    const quoted = report.asks.filter((a: { quote?: string }) => a.quote !== undefined);
    expect(quoted.filter((a: { kind: string }) => a.kind !== 'claim')).toEqual([]);
    expect(quoted.length).toBeGreaterThan(0);
    for (const a of quoted) expect((a as { params: { claim: string } }).params.claim).toMatch(/^p(50 1\.2|99 9) /);

    const [comment] = gh.commentsOn(7);
    expect(comment.body).toContain('GET /checkout');
    expect(comment.body).toContain('profile-command');
    expect(comment.body).toContain('could not be uploaded');
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: headSha, conclusion: 'failure' });

    const profiles = join(r.runnerTemp, 'bench-review', 'profiles', '1-GET_checkout');
    expect(await readFile(join(profiles, 'base', 'profile.txt'), 'utf8')).toBe('base base GET /checkout\n');
    expect(await readFile(join(profiles, 'head', 'profile.txt'), 'utf8')).toBe('head head GET /checkout\n');
    expect(git(repo, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(r.summary).toContain('xychart-beta');
    expect(r.stdout).toMatch(/::group::/);
  });

  it('updates its comment on the next run instead of posting another', async () => {
    await runAction({ inputs: { command: 'node bench.mjs', runs: '4' }, event: event(), apiUrl: gh.url, workspace: repo });
    const first = gh.commentsOn(7).map((c) => c.id);
    await runAction({ inputs: { command: 'node bench.mjs', runs: '4' }, event: event(), apiUrl: gh.url, workspace: repo });
    expect(gh.violations).toEqual([]);
    expect(gh.commentsOn(7).map((c) => c.id)).toEqual(first);
    expect(first).toHaveLength(1);
  });

  it('refuses to run the command on pull_request_target when the PR head is checked out', async () => {
    const r = await runAction({
      inputs,
      event: event('pull_request_target'),
      apiUrl: gh.url,
      workspace: repo,
      env: { GITHUB_SHA: baseSha },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "Refusing to run `command` and `profile-command` on `pull_request_target`: the checked-out code is the pull request's head",
    );
    expect(r.stdout).toContain('workflow_run');
    expect(gh.requests).toEqual([]);
    expect(existsSync(join(r.runnerTemp, 'bench-review', 'runs'))).toBe(false);
  });
});
