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
  [message('run.same-commit', { sha: A }), 'base and head are the same commit (aaaaaaaaaaaa): this is an A/A comparison of the commit with itself.'],
  [message('run.dirty-tree', { sha: B }), 'head is the working tree of bbbbbbbbbbbb with uncommitted changes to tracked files: they are measured as part of head.'],
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
  [message('run.leftovers', { side: 'base', runs: [1] }), 'base: 1 run left processes running after exiting (run 1); bench-review stopped them so they could not disturb the next run.'],
  [message('run.leftovers', { side: 'base', runs: [1, 4] }), 'base: 2 runs left processes running after exiting (run 1, run 4); bench-review stopped them so they could not disturb the next run.'],
  [
    message('run.survivors', { side: 'head', run: 3, count: 1, pids: [4242], commands: ['sleep 1000'] }),
    'head: run 3 left 1 process running outside its process group after it exited (detached with setsid or as a daemon): pid 4242 (sleep 1000); bench-review stopped it so it could not disturb the next runs.',
  ],
  [
    message('run.survivors', { side: 'head', run: 3, count: 7, pids: [1, 2, 3, 4, 5], commands: ['a', 'b', 'c', 'd', 'e'] }),
    'head: run 3 left 7 processes running outside its process group after it exited (detached with setsid or as a daemon): pid 1 (a), pid 2 (b), pid 3 (c), pid 4 (d), pid 5 (e) and 2 more; bench-review stopped them so they could not disturb the next runs.',
  ],
  [
    message('run.setup-survivors', { count: 2, by: ['base-setup', 'head-setup'], pids: [10, 11], commands: ['redis-server', 'redis-server'] }),
    '2 processes started by base-setup, head-setup were still running outside their process group at the end of the suite (detached with setsid or as a daemon): pid 10 (redis-server), pid 11 (redis-server); bench-review stopped them. Processes that outlive setup run alongside every measurement.',
  ],
  [
    message('run.setup-survivors', { count: 1, by: ['head-setup'], pids: [10], commands: ['redis-server'] }),
    'a process started by head-setup was still running outside its process group at the end of the suite (detached with setsid or as a daemon): pid 10 (redis-server); bench-review stopped it. Processes that outlive setup run alongside every measurement.',
  ],
];

describe('run messages', () => {
  it.each(CASES)('%j', (m, sentence) => {
    expect(messageText(m)).toBe(sentence);
    expect(messageProblem(m.id, m.params)).toBeNull();
  });

  it('covers every run message id', () => {
    const worded = new Set(CASES.map(([m]) => m.id));
    expect(Object.keys(RUN_MESSAGES).filter((id) => !worded.has(id)).sort()).toEqual(['run.base-branch-only', 'run.base-branch-only.headline']);
  });

  it('qualifies the review’s own headline, kept as data, when only base-branch code ran', () => {
    const inner = message('review.headline.no-regression', { benchmarks: 2, judged: 4, gated: 4, improved: 0, inconclusive: 0 });
    const qualified = message('run.base-branch-only.headline', { headline: inner.id, ...inner.params });
    expect(messageText(qualified)).toBe(`Base branch only, not the pull request: ${messageText(inner)}`);
    expect(messageProblem(qualified.id, qualified.params)).toBeNull();
    // An untrusted report cannot smuggle another message in as the headline, nor bad params.
    expect(messageProblem(qualified.id, { headline: 'run.measured' })).toEqual({ at: 'params', expected: 'the params of run.base-branch-only.headline' });
    expect(messageProblem(qualified.id, { headline: inner.id, benchmarks: 'two' })).toEqual({ at: 'params', expected: 'the params of run.base-branch-only.headline' });
    const warning = message('run.base-branch-only', { branch: 'main', pr: 7 });
    expect(messageText(warning)).toMatch(/^On `pull_request_target` bench-review runs only the base branch's code \(main\): .* not a review of pull request #7\. Run the benchmark in a `pull_request` workflow/);
    expect(messageText(message('run.base-branch-only', { branch: null, pr: null }))).toMatch(/base branch's code: both sides .* not a review of pull request\. Run/);
  });
});

describe('measuredInput: a measured run as the review run’s input', () => {
  const side = (sha: string, files: string[], failedRuns: number): SideOutcome => ({ sha, files, machine: { source: 'measured', logicalCpus: 4 } as SideOutcome['machine'], failedRuns, runs: [], dir: '/x' });
  const outcome: RunOutcome = {
    base: side(A, ['/o/base-1.out', '/o/base-2.out', '/o/base-3.out'], 0),
    head: side(B, ['/o/head-1.out', '/o/head-3.out'], 1),
    order: ['base', 'head', 'head', 'base', 'base', 'head'],
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
    expect(input.run).toEqual({ base: { sha: A, runs: 3, failedRuns: 0 }, head: { sha: B, runs: 2, failedRuns: 1 }, baseWhy: outcome.baseWhy, order: outcome.order });
    expect(input.runNotes).toEqual([
      { id: 'run.measured', params: { baseSha: A, baseWhy: outcome.baseWhy, baseRuns: 3, headSha: B, headRuns: 2 } },
      { id: 'run.failed-runs', params: { side: 'head', runs: 3, failed: [2], statuses: ['exit 1'] } },
    ]);
  });
});
