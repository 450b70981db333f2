/**
 * `mode: record` (issue 27; docs/history.md): on a push to the default branch, record the pushed
 * commit into the history of main, the data branch `history-branch` (default bench-review-data).
 * Either measured here as run mode measures (`command`, against `base-ref`, default the commit
 * before the push; the head side is what is recorded, and the review of the push goes to the job
 * summary), or from result files measured elsewhere (`head-results`). The entry is one file
 * appended to the branch with git (history-branch.ts), with `contents: write` and no other
 * service. The step fails only when it cannot measure, read or push — never on a regression: the
 * gate is for pull requests.
 */
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { entryFromSuite, type EntryFacts } from '../history/entry.js';
import { COMMIT_PATTERN } from '../history/store.js';
import type { HistoryEntry } from '../history/types.js';
import type { ActionContext } from '../jobs/github-context.js';
import { describeEntry, entryFromResults, recordedLine } from '../jobs/record.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import type { ActionIo } from '../publish/io.js';
import { writeLocal } from '../publish/local.js';
import { createGit } from '../run/git.js';
import type { RunOptions, RunOutcome } from '../run/run-suite.js';
import { expandInput } from './globs.js';
import { appendToBranch, type Appended } from './history-branch.js';
import type { ActionInputs } from './inputs.js';
import { measured, repositoryUrl } from './run-mode.js';

export interface RecordModeDeps {
  env: Record<string, string | undefined>;
  io: ActionIo;
  runSuite: (opts: RunOptions) => Promise<RunOutcome>;
  artifacts: () => ArtifactStore;
  /** The repository the history branch is pushed to; default this repository on its server. */
  historyRemote?: string;
}

export interface Recorded {
  entry: HistoryEntry;
  appended: Appended;
}

const isSha = (v: unknown): v is string => typeof v === 'string' && COMMIT_PATTERN.test(v) && !/^0+$/.test(v);

function field(obj: unknown, ...path: string[]): unknown {
  let cur = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/**
 * The pushed commit and what the history orders it by: its parent (from the checkout when it has
 * it, else the push's `before`), and its committer time (the push's head commit, else git, else now).
 */
export async function pushedCommit(ctx: ActionContext, env: Record<string, string | undefined>): Promise<EntryFacts> {
  const commit = (ctx.githubSha || '').toLowerCase();
  if (!isSha(commit))
    throw new UsageError('`mode: record` needs the commit to record: GITHUB_SHA is not set (run it in a workflow on `push`)');
  const git = createGit(ctx.workspace, env, 30_000);
  const shown = await git.tryRun(['show', '-s', '--format=%cI %P', commit]).catch(() => undefined);
  const [when, firstParent] = shown?.split(' ') ?? [];
  const before = field(ctx.payload, 'before');
  const parent = isSha(firstParent) ? firstParent : isSha(before) ? before.toLowerCase() : null;
  const stamp = field(ctx.payload, 'head_commit', 'timestamp');
  const time = [when, stamp].find((t): t is string => typeof t === 'string' && !Number.isNaN(Date.parse(t)));
  return { commit, parent, time: new Date(time ? Date.parse(time) : Date.now()).toISOString() };
}

/** The base to measure the pushed commit against: `base-ref`, else the push's `before`, else the parent. */
function baseOf(inputs: ActionInputs, ctx: ActionContext, facts: EntryFacts): string | undefined {
  if (inputs.baseRef) return inputs.baseRef;
  const before = field(ctx.payload, 'before');
  return isSha(before) ? before : (facts.parent ?? undefined);
}

/** Measure or read the pushed commit, append its entry to the history branch, and say so. */
export async function recordMode(deps: RecordModeDeps, inputs: ActionInputs, ctx: ActionContext, outDir: string): Promise<Recorded> {
  const facts = await pushedCommit(ctx, deps.env);
  let entry: HistoryEntry;
  if (inputs.command) {
    const baseRef = baseOf(inputs, ctx, facts);
    if (!baseRef)
      throw new UsageError(
        '`mode: record` with `command` measures the pushed commit against a base: set `base-ref` (e.g. ${{ github.event.before }}), or give `head-results`',
      );
    const { report, suite } = await measured(deps, { ...inputs, baseRef }, ctx, outDir);
    // The review of the push against its base: the job summary and report.json, never the step's status.
    await writeLocal(deps.io, report, outDir, {
      schemaVersion: 1,
      pullRequest: null,
      headSha: facts.commit,
      baseSha: null,
      runId: ctx.runId,
    });
    entry = entryFromSuite(suite, inputs.settings, facts, { side: 'head', env: deps.env });
  } else {
    const cwd = resolve(ctx.workspace, inputs.workingDirectory ?? '.');
    const files = await expandInput('head-results', inputs.headResults, cwd);
    entry = await entryFromResults({
      files,
      format: inputs.format,
      settings: inputs.settings,
      names: inputs.names,
      ...(inputs.headMachine ? { machineFile: resolve(cwd, inputs.headMachine) } : {}),
      facts,
      env: deps.env,
    });
  }
  if (Object.keys(entry.benchmarks).length === 0)
    throw new UsageError(
      '`mode: record`: nothing to record: no benchmark has a metric the gate would judge (a tail quantile of per-operation data, or the per-run mean)',
    );
  const appended = await appendToBranch(
    {
      remote: deps.historyRemote ?? repositoryUrl(ctx),
      branch: inputs.historyBranch,
      token: inputs.token || undefined,
      env: deps.env,
      tmpDir: ctx.tempDir || undefined,
      log: (line) => deps.io.info(line),
    },
    entry,
  );
  const line = recordedLine(entry, describeEntry(entry, `entries/${entry.commit}.json.gz`), `the branch ${inputs.historyBranch}`);
  deps.io.info(`bench-review: ${line}${appended.created ? ' (the branch was created)' : ''}`);
  await deps.io.appendSummary(`### 📈 bench-review history\n\n${line.charAt(0).toUpperCase()}${line.slice(1)}.\n`).catch(() => false);
  deps.io.setOutput('history-commit', appended.commit);
  return { entry, appended };
}
