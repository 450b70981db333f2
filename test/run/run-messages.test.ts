/**
 * What measuring found, as data: run/ hands the review Messages (ids and params), and
 * render/messages/run.ts words them with the sentences the report has always had. Publish mode
 * re-reads them from an untrusted report, so every one must also pass messageProblem().
 */
import { describe, expect, it } from 'vitest';
import { message, type Message } from '../../src/model/message.js';
import { messageProblem, messageText } from '../../src/render/messages/index.js';
import { RUN_MESSAGES } from '../../src/render/messages/run.js';
import { measuredInput } from '../../src/run/measured.js';
import type { RunOutcome, SideOutcome } from '../../src/run/run-suite.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

/** Each run message with the params run/ gives it, and the sentence as the report has always said it. */
const CASES: Array<[Message, string]> = [
  [
    message('run.measured', { baseSha: A, baseWhy: 'given as "main"', baseRuns: 10, headSha: B, headRuns: 9 }),
    'Measured on one machine, interleaved (A B B A …): base aaaaaaaaaaaa (given as "main") 10 runs, head bbbbbbbbbbbb 9 runs.',
  ],
  [
    message('run.auto', {
      looks: [6, 10],
      planned: [6, 10, 15, 20, 30],
      stopped: 'decided',
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: 0.0158,
      lookQ: 0.0158,
      maxMinutes: 30,
    }),
    "runs: auto took 10 runs per side in 2 looks (at 6, 10 of the planned 6, 10, 15, 20, 30 runs per side) and stopped because every gated metric was decided. The verdicts use the last look's levels: 98% intervals (α 1.58%) and Benjamini–Hochberg at q 1.58%, so that over all planned looks (Pocock boundary) a false regression stays as unlikely as at α 5%, q 5% in one fixed-size comparison.",
  ],
  [
    message('run.auto', {
      looks: [6, 10],
      planned: [6, 10],
      stopped: 'cap',
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: 0.0294,
      lookQ: 0.0294,
      maxMinutes: 30,
    }),
    "runs: auto took 10 runs per side in 2 looks (at 6, 10 of the planned 6, 10 runs per side) and stopped because it reached the cap of 10 runs per side (max-runs) with a gated metric still undecided. The verdicts use the last look's levels: 97% intervals (α 2.94%) and Benjamini–Hochberg at q 2.94%, so that over all planned looks (Pocock boundary) a false regression stays as unlikely as at α 5%, q 5% in one fixed-size comparison.",
  ],
  [
    message('run.auto', {
      looks: [6],
      planned: [6, 10, 15, 20, 30],
      stopped: 'budget',
      spending: 'pocock',
      alpha: 0.05,
      q: 0.05,
      lookAlpha: 0.0158,
      lookQ: 0.0158,
      maxMinutes: 12.5,
    }),
    "runs: auto took 6 runs per side in 1 look (at 6 of the planned 6, 10, 15, 20, 30 runs per side) and stopped because the next look would not fit in the time budget of 12.5 minutes (max-minutes), with a gated metric still undecided. The verdicts use the last look's levels: 98% intervals (α 1.58%) and Benjamini–Hochberg at q 1.58%, so that over all planned looks (Pocock boundary) a false regression stays as unlikely as at α 5%, q 5% in one fixed-size comparison.",
  ],
  [
    message('run.look', {
      look: 2,
      runs: 10,
      undecided: 4,
      names: ['api p99', 'api p90'],
      ratios: [1.12, 1.04],
      lows: [0.97, 0.9],
      highs: [1.29, 1.2],
      waiting: ['db p99'],
      next: 15,
    }),
    'look 2 (10 runs per side): 4 gated metrics undecided — api p99 (+12.0%, CI −3.0% … +29.0%), api p90 (+4.0%, CI −10.0% … +20.0%), db p99 (no interval yet), and 1 more; measuring to 15',
  ],
  [
    message('run.look', { look: 1, runs: 6, undecided: 0, names: [], ratios: [], lows: [], highs: [], waiting: [], next: null }),
    'look 1 (6 runs per side): every gated metric decided',
  ],
  [
    message('run.stopped', { stopped: 'decided', runs: 6, looks: 1, undecided: 0, maxMinutes: null, spentMinutes: null }),
    'runs: auto stopped after 1 look at 6 runs per side: every gated metric is decided',
  ],
  [
    message('run.stopped', { stopped: 'cap', runs: 30, looks: 5, undecided: 1, maxMinutes: null, spentMinutes: null }),
    'runs: auto stopped after 5 looks at 30 runs per side: that is the cap (max-runs); 1 gated metric is still undecided',
  ],
  [
    message('run.stopped', { stopped: 'budget', runs: 10, looks: 2, undecided: 2, maxMinutes: 30, spentMinutes: 24.25 }),
    'runs: auto stopped after 2 looks at 10 runs per side: the next look would not fit in the time budget of 30 minutes (max-minutes, 24.3 spent); 2 gated metrics are still undecided',
  ],
  [
    message('run.same-commit', { sha: A }),
    'base and head are the same commit (aaaaaaaaaaaa): this is an A/A comparison of the commit with itself.',
  ],
  [
    message('run.dirty-tree', { sha: B }),
    'head is the working tree of bbbbbbbbbbbb with uncommitted changes to tracked files: they are measured as part of head.',
  ],
  [
    message('run.merge-commit', { head: B, firstParent: C, base: A }),
    'head bbbbbbbbbbbb is a merge commit whose first parent (cccccccccccc) is not the base (aaaaaaaaaaaa): the comparison also includes the base-branch changes between them.',
  ],
  [
    message('run.not-ancestor', { base: A, head: B }),
    'base aaaaaaaaaaaa is not an ancestor of head bbbbbbbbbbbb: head lacks some base commits, so the comparison also includes undoing them (rebase head, or compare against the merge commit).',
  ],
  [
    message('run.failed-runs', { side: 'head', runs: 10, failed: [2, 7], statuses: ['exit 3', 'timed out after 10m'] }),
    'head: 2 of 10 runs failed (run 2: exit 3; run 7: timed out after 10m); the comparison uses the 8 that succeeded. Failed runs may be the slow ones, so the remaining runs can understate a regression, and fewer runs widen the intervals.',
  ],
  [
    message('run.leftovers', { side: 'base', runs: [1] }),
    'base: 1 run left processes running after exiting (run 1); bench-review stopped them so they could not disturb the next run.',
  ],
  [
    message('run.leftovers', { side: 'base', runs: [1, 4] }),
    'base: 2 runs left processes running after exiting (run 1, run 4); bench-review stopped them so they could not disturb the next run.',
  ],
  [
    message('run.survivors', { side: 'head', run: 3, count: 1, pids: [4242], commands: ['sleep 1000'] }),
    'head: run 3 left 1 process running outside its process group after it exited (detached with setsid or as a daemon): pid 4242 (sleep 1000); bench-review stopped it so it could not disturb the next runs.',
  ],
  [
    message('run.survivors', { side: 'head', run: 3, count: 7, pids: [1, 2, 3, 4, 5], commands: ['a', 'b', 'c', 'd', 'e'] }),
    'head: run 3 left 7 processes running outside its process group after it exited (detached with setsid or as a daemon): pid 1 (a), pid 2 (b), pid 3 (c), pid 4 (d), pid 5 (e) and 2 more; bench-review stopped them so they could not disturb the next runs.',
  ],
  [
    message('run.setup-survivors', {
      count: 2,
      by: ['base-setup', 'head-setup'],
      pids: [10, 11],
      commands: ['redis-server', 'redis-server'],
    }),
    '2 processes started by base-setup, head-setup were still running outside their process group at the end of the suite (detached with setsid or as a daemon): pid 10 (redis-server), pid 11 (redis-server); bench-review stopped them. Processes that outlive setup run alongside every measurement.',
  ],
  [
    message('run.setup-survivors', { count: 1, by: ['head-setup'], pids: [10], commands: ['redis-server'] }),
    'a process started by head-setup was still running outside its process group at the end of the suite (detached with setsid or as a daemon): pid 10 (redis-server); bench-review stopped it. Processes that outlive setup run alongside every measurement.',
  ],
  [
    message('run.shard', { shard: '2/4', listed: null }),
    'Shard 2/4: this review covers only the benchmarks whose names hash to this shard; every shard measured the whole suite. `bench-review merge` combines the shards into one review.',
  ],
  [
    message('run.shard', { shard: '1/3', listed: 12 }),
    "Shard 1/3: this review covers this shard's share of the 12 listed benchmarks, measured through the command's filter (and any unlisted benchmark it measured). `bench-review merge` combines the shards into one review.",
  ],
  [
    message('run.merged', { shards: ['1/2', '2/2'], baseRuns: [6, 10], headRuns: [6, 10] }),
    "Merged from 2 shards, each measured base and head interleaved on its own runner (1/2: 6 base / 6 head runs; 2/2: 10 base / 10 head runs); the verdicts are decided over all of them together, Benjamini–Hochberg across every shard's gated metrics.",
  ],
  [
    message('run.shards-differ', {
      shards: ['1/2', '2/2'],
      cpus: ['Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', 'AMD EPYC 7763 64-Core Processor'],
    }),
    "The shards ran on different CPU models (1/2: Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz; 2/2: AMD EPYC 7763 64-Core Processor). Each benchmark still compares base with head measured on one runner, but the shards' numbers are not comparable with one another, and a slower runner needs more runs to show the same change.",
  ],
];

describe('run messages', () => {
  it.each(CASES)('%j', (m, sentence) => {
    expect(messageText(m)).toBe(sentence);
    expect(messageProblem(m.id, m.params)).toBeNull();
  });

  it('covers every run message id', () => {
    const worded = new Set(CASES.map(([m]) => m.id));
    expect(
      Object.keys(RUN_MESSAGES)
        .filter((id) => !worded.has(id))
        .sort(),
    ).toEqual(['run.base-branch-only', 'run.base-branch-only.headline']);
  });

  it('qualifies the review’s own headline, kept as data, when only base-branch code ran', () => {
    const inner = message('review.headline.no-regression', { benchmarks: 2, judged: 4, gated: 4, improved: 0, inconclusive: 0 });
    const qualified = message('run.base-branch-only.headline', { headline: inner.id, ...inner.params });
    expect(messageText(qualified)).toBe(`Base branch only, not the pull request: ${messageText(inner)}`);
    expect(messageProblem(qualified.id, qualified.params)).toBeNull();
    // An untrusted report cannot smuggle another message in as the headline, nor bad params.
    expect(messageProblem(qualified.id, { headline: 'run.measured' })).toEqual({
      at: 'params',
      expected: 'the params of run.base-branch-only.headline',
    });
    expect(messageProblem(qualified.id, { headline: inner.id, benchmarks: 'two' })).toEqual({
      at: 'params',
      expected: 'the params of run.base-branch-only.headline',
    });
    const warning = message('run.base-branch-only', { branch: 'main', pr: 7 });
    expect(messageText(warning)).toMatch(
      /^On `pull_request_target` bench-review runs only the base branch's code \(main\): .* not a review of pull request #7\. Run the benchmark in a `pull_request` workflow/,
    );
    expect(messageText(message('run.base-branch-only', { branch: null, pr: null }))).toMatch(
      /base branch's code: both sides .* not a review of pull request\. Run/,
    );
  });
});

describe('measuredInput: a measured run as the review run’s input', () => {
  const side = (sha: string, files: string[], failedRuns: number): SideOutcome => ({
    sha,
    files,
    machine: { source: 'measured', logicalCpus: 4 } as SideOutcome['machine'],
    failedRuns,
    runs: [],
    dir: '/x',
  });
  const outcome: RunOutcome = {
    base: side(A, ['/o/base-1.out', '/o/base-2.out', '/o/base-3.out'], 0),
    head: side(B, ['/o/head-1.out', '/o/head-3.out'], 1),
    order: ['base', 'head', 'head', 'base', 'base', 'head'],
    runsPerSide: 3,
    looks: [3],
    stopped: 'fixed',
    warnings: [message('run.failed-runs', { side: 'head', runs: 3, failed: [2], statuses: ['exit 1'] })],
    baseWhy: 'base of pull request #3 (main): pull_request.base.sha',
    outDir: '/o',
    root: '/repo',
    workingDirectory: '',
  };

  it('gives the files, the measured machines, the run summary, and the notes with their numbers', () => {
    const input = measuredInput(outcome);
    expect(input.base).toEqual(outcome.base.files);
    expect(input.head).toEqual(outcome.head.files);
    expect(input.machine).toEqual({ base: outcome.base.machine, head: outcome.head.machine });
    expect(input.run).toEqual({
      base: { sha: A, runs: 3, failedRuns: 0 },
      head: { sha: B, runs: 2, failedRuns: 1 },
      baseWhy: outcome.baseWhy,
      order: outcome.order,
      runsPerSide: 3,
      looks: [3],
      stopped: 'fixed',
    });
    expect(input.runNotes).toEqual([
      { id: 'run.measured', params: { baseSha: A, baseWhy: outcome.baseWhy, baseRuns: 3, headSha: B, headRuns: 2 } },
      { id: 'run.failed-runs', params: { side: 'head', runs: 3, failed: [2], statuses: ['exit 1'] } },
    ]);
  });
});
