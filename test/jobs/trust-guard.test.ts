/**
 * The pull_request_target / workflow_run trust guard (src/jobs/trust-guard.ts) on real git
 * repositories, through the action's run mode (and the CLI's `run`) and the real runSuite: a command
 * runs only when everything it would run is base-branch code. Each command appends to a log
 * outside the repository, so "refused" means nothing ran.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contextFrom, type ActionContext } from '../../src/jobs/github-context.js';
import { getInputs } from '../../src/action/inputs.js';
import { runMode } from '../../src/action/run-mode.js';
import { UsageError } from '../../src/errors.js';
import type { ActionIo } from '../../src/publish/io.js';
import { messageText } from '../../src/render/messages/index.js';
import type { Report } from '../../src/review/report.js';
import { runSuite } from '../../src/run/run-suite.js';
import { pullRequestPayload, workflowRunPayload } from '../e2e/events.js';
import { cli, git, makeRepo, samplesCsv, tempDir, testEnv, worktrees, removeTempDirs } from '../run/git-repo.js';

afterAll(removeTempDirs);

const CSV = samplesCsv('parse', 40, 120);

/**
 * origin: main = c1 ← c2 (c2 ignores `pr-src/`), feature = c2 ← c3 (the pull request's head),
 * other = c1 ← c4 (never merged into main). The workspace is a full clone on main (c2), as
 * actions/checkout leaves it on pull_request_target.
 */
function fixture() {
  const { dir: origin, shas } = makeRepo([{ 'samples.csv': CSV }, { '.gitignore': 'pr-src/\n', 'bench/samples.csv': CSV }]);
  const [c1, c2] = shas;
  git(origin, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(origin, 'samples.csv'), samplesCsv('parse', 40, 200));
  git(origin, 'commit', '-q', '-am', 'the pull request');
  const c3 = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'other', c1);
  writeFileSync(join(origin, 'samples.csv'), samplesCsv('parse', 40, 300));
  git(origin, 'commit', '-q', '-am', 'never merged');
  const c4 = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  const ws = join(tempDir('ws'), 'service');
  git(origin, 'clone', '-q', `file://${origin}`, ws);
  git(ws, 'fetch', '-q', 'origin', 'feature', 'other');
  return { origin, ws, c1, c2, c3, c4 };
}

interface Call {
  report?: Report;
  error?: Error;
  /** What the commands logged: nothing at all when refused. */
  ran: string[];
}

async function call(ws: string, event: { name: string; payload: unknown; sha: string }, inputs: Record<string, string>): Promise<Call> {
  const log = join(tempDir('log'), 'ran.log');
  const eventPath = join(tempDir('event'), 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const env = testEnv({
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: event.sha,
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: tempDir('runner-temp'),
  });
  const ctx: ActionContext = contextFrom(env, event.payload as Record<string, unknown>);
  const allInputs = { command: `echo "run $PWD" >> ${log}; cat samples.csv`, setup: `echo "setup $PWD" >> ${log}`, runs: '1', ...inputs };
  const parsed = getInputs(Object.fromEntries(Object.entries(allInputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])));
  const io: ActionIo = {
    info: () => undefined,
    warning: () => undefined,
    setOutput: () => undefined,
    setFailed: () => undefined,
    appendSummary: async () => false,
    group: (_t, fn) => fn(),
  };
  const deps = {
    env,
    io,
    runSuite: (o: Parameters<typeof runSuite>[0]) => runSuite({ ...o, handleSignals: false, killGraceMs: 500 }),
    artifacts: () => {
      throw new Error('no artifacts here');
    },
  };
  const ran = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
  try {
    const report = await runMode(deps, parsed, ctx, join(tempDir('out'), 'bench-review'));
    return { report, ran: ran() };
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return { error: err as Error, ran: ran() };
  }
}

const target = (f: ReturnType<typeof fixture>) => ({
  name: 'pull_request_target',
  payload: pullRequestPayload({ baseSha: f.c2, headSha: f.c3, fork: true }),
  sha: f.c2,
});
const REFUSED = /^Refusing to run `command` and `setup` on `pull_request_target`: /;
const ADVICE =
  /This event has a write token and secrets, so running the pull request's code here would give them to its author\. Run the benchmark in a `pull_request` workflow .* `workflow_run` with `mode: publish`/;

describe('pull_request_target', () => {
  it('runs on a clean checkout of the base branch, and says the pull request was not measured', async () => {
    const f = fixture();
    const r = await call(f.ws, target(f), {});
    expect(r.error).toBeUndefined();
    expect(r.ran.map((l) => l.split(' ')[0])).toEqual(['setup', 'setup', 'run', 'run']);
    expect(r.report!.run).toMatchObject({ base: { sha: f.c2 }, head: { sha: f.c2 } });
    expect(r.report!.headline).toMatchObject({
      id: 'run.base-branch-only.headline',
      params: { headline: expect.stringMatching(/^review\.headline\./) },
    });
    expect(messageText(r.report!.headline)).toMatch(/^Base branch only, not the pull request: /);
    expect(r.report!.warnings[0]).toEqual({ id: 'run.base-branch-only', params: { branch: 'main', pr: 7 } });
    expect(messageText(r.report!.warnings[0])).toMatch(
      /^On `pull_request_target` bench-review runs only the base branch's code \(main\): both sides measured here are base-branch commits, not the pull request's change, so this is not a review of pull request #7\. Run the benchmark in a `pull_request` workflow/,
    );
    expect(worktrees(f.ws)).toBe(1);
  });

  it('also with an older base-branch commit as base-ref', async () => {
    const f = fixture();
    const r = await call(f.ws, target(f), { 'base-ref': f.c1 });
    expect(r.error).toBeUndefined();
    expect(r.report!.run).toMatchObject({ base: { sha: f.c1 }, head: { sha: f.c2 } });
  });

  it('refuses the pull request head checked out', async () => {
    const f = fixture();
    git(f.ws, 'checkout', '-q', '--detach', f.c3);
    const r = await call(f.ws, target(f), {});
    expect(r.error!.message).toMatch(REFUSED);
    expect(r.error!.message).toContain(`the checked-out code is the pull request's head (${f.c3.slice(0, 12)})`);
    expect(r.error!.message).toMatch(ADVICE);
    expect(r.ran).toEqual([]);
  });

  it('refuses the pull request’s files checked out over the base (`git checkout <head> -- .`)', async () => {
    const f = fixture();
    git(f.ws, 'checkout', f.c3, '--', '.');
    expect(git(f.ws, 'rev-parse', 'HEAD')).toBe(f.c2);
    const r = await call(f.ws, target(f), {});
    expect(r.error!.message).toMatch(REFUSED);
    expect(r.error!.message).toContain(
      `the working tree differs from the checked-out commit ${f.c2.slice(0, 12)} (1 changed or untracked path: "M  samples.csv"), so what would run as head is not the base branch's code`,
    );
    expect(r.ran).toEqual([]);
    expect(worktrees(f.ws)).toBe(1);
  });

  it('refuses untracked files and a working directory ignored by git', async () => {
    const f = fixture();
    writeFileSync(join(f.ws, 'bench', 'extra.mjs'), 'console.log(1)\n');
    const untracked = await call(f.ws, target(f), { 'working-directory': 'bench' });
    expect(untracked.error!.message).toContain('(1 changed or untracked path: "?? bench/extra.mjs")');
    expect(untracked.ran).toEqual([]);

    git(f.ws, 'clean', '-fq');
    mkdirSync(join(f.ws, 'pr-src'));
    writeFileSync(join(f.ws, 'pr-src', 'samples.csv'), CSV);
    const ignored = await call(f.ws, target(f), { 'working-directory': 'pr-src' });
    expect(ignored.error!.message).toMatch(REFUSED);
    expect(ignored.error!.message).toContain(
      'the working directory "pr-src" is ignored by git, so its files are not part of the checked-out base',
    );
    expect(ignored.ran).toEqual([]);
  });

  it('refuses base-ref set to the pull request’s head', async () => {
    const f = fixture();
    const r = await call(f.ws, target(f), { 'base-ref': f.c3 });
    expect(r.error!.message).toMatch(REFUSED);
    expect(r.error!.message).toContain(
      `the base "${f.c3}" (${f.c3.slice(0, 12)}) is the pull request's head (${f.c3.slice(0, 12)}), not a commit of the base branch`,
    );
    expect(r.ran).toEqual([]);
    expect(worktrees(f.ws)).toBe(1);
  });

  it('refuses a base-ref that is not reachable from the base branch', async () => {
    const f = fixture();
    const r = await call(f.ws, target(f), { 'base-ref': 'origin/other', 'profile-command': 'echo profile' });
    expect(r.error!.message).toMatch(/^Refusing to run `command`, `setup` and `profile-command` on `pull_request_target`: /);
    expect(r.error!.message).toContain(
      `the base "origin/other" (${f.c4.slice(0, 12)}) could not be shown to be a commit of the base branch main: it is not an ancestor of origin/main ${f.c2.slice(0, 12)}, GITHUB_SHA ${f.c2.slice(0, 12)}, pull_request.base.sha ${f.c2.slice(0, 12)}. This event`,
    );
    expect(r.ran).toEqual([]);
  });

  it('refuses when reachability cannot be established in a shallow clone, and says to fetch the history', async () => {
    const f = fixture();
    const shallow = join(tempDir('shallow'), 'service');
    git(f.origin, 'clone', '-q', '--depth=1', '--branch', 'main', `file://${f.origin}`, shallow);
    const r = await call(shallow, target(f), { 'base-ref': f.c1 });
    expect(r.error!.message).toContain(
      `the base "${f.c1}" (${f.c1.slice(0, 12)}) could not be shown to be a commit of the base branch main`,
    );
    expect(r.error!.message).toContain(
      '(this clone is shallow, so the history that would connect them may be missing: check out with `fetch-depth: 0`)',
    );
    expect(r.ran).toEqual([]);
    expect(worktrees(shallow)).toBe(1);
  });

  it('applies to `bench-review run` in a run: step too', async () => {
    const f = fixture();
    git(f.ws, 'checkout', '-q', '--detach', f.c3);
    const event = join(tempDir('event'), 'event.json');
    writeFileSync(event, JSON.stringify(target(f).payload));
    const env = testEnv({
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: event,
      GITHUB_SHA: f.c2,
      RUNNER_TEMP: tempDir('runner-temp'),
    });
    const r = await cli(['run', '--command', 'cat samples.csv', '--runs', '1'], f.ws, env);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(
      /^bench-review: Refusing to run `--command` on `pull_request_target`: the checked-out code is the pull request's head/,
    );
    expect(worktrees(f.ws)).toBe(1);
  });
});

describe('workflow_run in run mode', () => {
  const event = (f: ReturnType<typeof fixture>) => ({
    name: 'workflow_run',
    payload: workflowRunPayload({ runId: 41, headSha: f.c3, fork: true }),
    sha: f.c2,
  });

  it('runs on the default branch checkout', async () => {
    const f = fixture();
    const r = await call(f.ws, event(f), { 'base-ref': f.c1 });
    expect(r.error).toBeUndefined();
    expect(r.report!.run).toMatchObject({ base: { sha: f.c1 }, head: { sha: f.c2 } });
    expect(r.report!.headline.id).toMatch(/^review\.headline\./);
    expect(r.ran).toHaveLength(4);
  });

  it('refuses the triggering run’s head, checked out or as base-ref', async () => {
    const f = fixture();
    const asBase = await call(f.ws, event(f), { 'base-ref': f.c3 });
    expect(asBase.error!.message).toMatch(
      /^Refusing to run `command` and `setup` on `workflow_run`: the base ".{40}" \(.{12}\) is the head of the workflow run that triggered this one/,
    );
    expect(asBase.ran).toEqual([]);
    git(f.ws, 'checkout', '-q', '--detach', f.c3);
    const checkedOut = await call(f.ws, event(f), { 'base-ref': f.c1 });
    expect(checkedOut.error!.message).toContain(
      `the checked-out code is the head of the workflow run that triggered this one (${f.c3.slice(0, 12)}), i.e. the code it measured`,
    );
    expect(checkedOut.ran).toEqual([]);
  });
});

describe('pull_request', () => {
  it('is not guarded: the pull request’s own code runs with a read-only token', async () => {
    const f = fixture();
    git(f.ws, 'checkout', '-q', '--detach', f.c3);
    const r = await call(
      f.ws,
      { name: 'pull_request', payload: pullRequestPayload({ baseSha: f.c2, headSha: f.c3, fork: true }), sha: f.c3 },
      {},
    );
    expect(r.error).toBeUndefined();
    expect(r.report!.run).toMatchObject({ base: { sha: f.c2 }, head: { sha: f.c3 } });
  });
});
