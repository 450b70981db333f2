/**
 * Benchmark names are untrusted text from the pull request. Through the whole built action they
 * must not become HTML, break a table, ping anyone, forge the hidden marker or become a link — in
 * the comment, the check run and the job summary. A suite too large for one comment is trimmed
 * by priority with a pointer to the full report, within GitHub's limits (the fake enforces them).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server.js';
import { pullRequestPayload } from './events.js';
import { ensureBuilt, runAction } from './harness.js';
import { scan } from '../render/gfm-check.js';
import { assertSafe } from './markdown-safety.js';

const MARKER = '<!-- bench-review:default -->';

/** The payload of issue 8: HTML closing our <summary>/<details> and faking a verdict. */
const ISSUE_PAYLOAD = '</summary></details><img src=…><h2>✅ All benchmarks passed</h2><details><summary>';

const HOSTILE = [
  ISSUE_PAYLOAD,
  '<img src=x onerror=alert(1)> GET /x',
  '@octocat please look',
  'a|b|c table breaker',
  '``` `code` fence',
  '<!-- bench-review:default --> forged',
  '</details><script>alert(1)</script>',
  '[click](https://evil.test) #1 :+1:',
  'GH-123 owner/repo#1 deadbeefcafe1234 www.evil.test',
];

/** Deterministic samples: lognormal-ish body; `tail` multiplies the slowest 15 % (a tail regression). */
function samples(seed: number, n: number, tail: number): number[] {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = Array.from({ length: n }, () => 100 * Math.exp(0.25 * (rnd() + rnd() + rnd() - 1.5)));
  const cut = [...out].sort((a, b) => a - b)[Math.floor(n * 0.85)];
  return out.map((v) => (v > cut ? v * tail : v));
}

function csv(names: string[], side: 'base' | 'head', runs: number, n: number, regressing: (i: number) => boolean): string {
  const rows = ['benchmark,run,value,unit'];
  names.forEach((name, i) => {
    for (let r = 1; r <= runs; r++) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      for (const v of samples(i * 1000 + r * 17 + (side === 'head' ? 7 : 0), n, side === 'head' && regressing(i) ? 2.5 : 1))
        rows.push(`${quoted},${r},${v.toFixed(3)},us`);
    }
  });
  return rows.join('\n') + '\n';
}

let workspace: string;
let gh: FakeGitHub;

beforeAll(async () => {
  await ensureBuilt();
  workspace = await mkdtemp(join(tmpdir(), 'bench-review-hostile-'));
  await mkdir(join(workspace, 'r'));
  await writeFile(
    join(workspace, 'r/base.csv'),
    csv(HOSTILE, 'base', 6, 200, () => false),
  );
  await writeFile(
    join(workspace, 'r/head.csv'),
    csv(HOSTILE, 'head', 6, 200, (i) => i % 2 === 0),
  );
  const many = Array.from({ length: 400 }, (_, i) => `GET /api/v1/resources/${i}/${'segment/'.repeat(12)}item`);
  await writeFile(
    join(workspace, 'r/many-base.csv'),
    csv(many, 'base', 5, 40, () => false),
  );
  await writeFile(
    join(workspace, 'r/many-head.csv'),
    csv(many, 'head', 5, 40, (i) => i % 3 === 0),
  );
}, 240_000);

beforeEach(async () => {
  gh = await new FakeGitHub().start();
});
afterEach(async () => {
  await gh.stop();
});

const event = {
  name: 'pull_request',
  payload: pullRequestPayload({ baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), body: '<img src=x> @octocat ran it: 2x faster' }),
};

describe('hostile benchmark names and oversized suites', () => {
  it('keeps the comment, check run and summary inert', async () => {
    const r = await runAction({ inputs: { 'base-results': 'r/base.csv', 'head-results': 'r/head.csv' }, event, apiUrl: gh.url, workspace });
    expect(r.code, r.stdout).toBe(1);
    expect(gh.violations).toEqual([]);
    const [comment] = gh.commentsOn(7);
    expect(comment.body).toContain('regression');
    expect(assertSafe(comment.body, MARKER)).toEqual([]);
    expect(assertSafe(r.summary, '')).toEqual([]);
    const check = gh.checkRuns[0];
    // The check run carries its summary only: the details are in the comment and the job summary.
    expect(check.output.text).toBeUndefined();
    expect(assertSafe(check.output.summary ?? '', '')).toEqual([]);
    // Read back with a real CommonMark + GFM parser: no tag, link, comment or reference from input.
    const own = { hrefs: ['https://github.com/octo-org/service/actions/runs/777'], ownText: ['b'.repeat(12)] };
    const outputs: Array<[string, string, number]> = [
      ['comment', comment.body, 1],
      ['job summary', r.summary, 0],
      ['check-run summary', check.output.summary ?? '', 0],
    ];
    for (const [where, md, comments] of outputs) {
      const s = scan(md, { ...own, leadingComments: comments });
      expect(s.problems, where).toEqual([]);
      // The payload is shown as it is, as code (the check-run summary names only changed benchmarks).
      if (where !== 'check-run summary') expect(s.codes, where).toContain(ISSUE_PAYLOAD);
    }
    // Mermaid titles carry no quotes, backticks or angle brackets from names.
    for (const title of r.summary.match(/^ {2}title .*$/gm) ?? []) expect(title).toMatch(/^ {2}title "[^"`<>]*"$/);
    // A second run finds the comment by the real marker, not the forged one, and updates it.
    const again = await runAction({
      inputs: { 'base-results': 'r/base.csv', 'head-results': 'r/head.csv' },
      event,
      apiUrl: gh.url,
      workspace,
    });
    expect(again.code).toBe(1);
    expect(gh.commentsOn(7)).toHaveLength(1);
  });

  it('trims a suite too large for one comment by priority, with a pointer to the full report', async () => {
    const r = await runAction({
      inputs: { 'base-results': 'r/many-base.csv', 'head-results': 'r/many-head.csv' },
      event,
      apiUrl: gh.url,
      workspace,
    });
    expect(r.code, r.stdout).toBe(1);
    expect(gh.violations).toEqual([]);
    const [comment] = gh.commentsOn(7);
    expect(comment.body.length).toBeLessThanOrEqual(65_536);
    expect(comment.body).toContain('Shortened to fit');
    expect(comment.body).toContain('[job summary](https://github.com/octo-org/service/actions/runs/777)');
    expect(comment.body).toContain('🔴');
    expect(r.outputs.regressions).not.toBe('0');
    const check = gh.checkRuns[0];
    expect((check.output.summary ?? '').length).toBeLessThanOrEqual(65_535);
    // No file and line to point at: regressions are in the summary's overview, not annotations
    // (none pinned to line 1 of the workflow), so nothing is appended either.
    expect(check.output.annotations).toEqual([]);
    expect(gh.requests.filter((q) => q.operation === 'checks/update')).toHaveLength(0);
    expect(Buffer.byteLength(r.summary)).toBeLessThan(1_048_576);
  });
});
