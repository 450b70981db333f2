import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandGlob, expandInput } from '../../src/action/globs.js';
import { linkProfiles, type ProfileResult } from '../../src/action/profiles.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import type { Ask } from '../../src/review/asks/index.js';

describe('result globs', () => {
  it('expands *, ?, ** and {a,b} relative to a folder, sorted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'globs-'));
    for (const f of ['base/1.json', 'base/2.json', 'base/deep/3.json', 'head/1.json', 'head/notes.txt']) {
      await mkdir(join(dir, f, '..'), { recursive: true });
      await writeFile(join(dir, f), '{}');
    }
    const rel = async (p: string) => (await expandGlob(p, dir)).map((f) => f.slice(dir.length + 1));
    expect(await rel('base/*.json')).toEqual(['base/1.json', 'base/2.json']);
    expect(await rel('base/**/*.json')).toEqual(['base/1.json', 'base/2.json', 'base/deep/3.json']);
    expect(await rel('head/?.json')).toEqual(['head/1.json']);
    expect(await rel('{base,head}/1.json')).toEqual(['base/1.json', 'head/1.json']);
    expect(await rel('head/notes.txt')).toEqual(['head/notes.txt']);
    await expect(expandInput('head-results', ['head/*.csv'], dir)).rejects.toThrow(/^`head-results`: "head\/\*\.csv" matched no file/);
  });
});

describe('linking profiles instead of asking for them', () => {
  const ask: Ask = { kind: 'profile', benchmark: 'GET /x', message: 'p99 of "GET /x" got worse +40% (CI +30% … +50%). Could you attach a profile of head (and base) on this benchmark? For example: perf record' };
  const result: ProfileResult = { dir: '/tmp/p', files: ['/tmp/p/a'], runs: [{ benchmark: 'GET /x', side: 'base', ok: true, exit: 'exit 0', dir: '' }, { benchmark: 'GET /x', side: 'head', ok: false, exit: 'exit 3', dir: '' }] };

  it('replaces the question by a link to the uploaded artifact, and says which side failed', () => {
    const [linked] = linkProfiles([ask], result, { url: 'https://github.com/o/r/actions/runs/1/artifacts/2' });
    expect(linked.kind).toBe('profile');
    expect(linked.message).not.toContain('Could you attach');
    expect(linked.message).toContain('head: exit 3');
    expect(linked.links).toEqual([{ label: 'profiles (base and head)', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }]);
    const md = renderMarkdown({ schemaVersion: 1, status: 'fail', headline: 'h', settings: { estimators: {}, alpha: 0.05, q: 0.05, thresholds: {}, noiseFloor: {}, failOn: 'tail' }, summary: { benchmarks: 0, regressions: 0, improvements: 0, gatedMetrics: 0, judgedMetrics: 0, tailJudged: false }, machine: { base: null, head: null, differences: [] }, run: null, benchmarks: [], asks: [linked], notes: [], warnings: [] });
    expect(md).toContain('[profiles (base and head)](https://github.com/o/r/actions/runs/1/artifacts/2)');
  });

  it('says why when the upload was impossible, and leaves other asks alone', () => {
    const other: Ask = { kind: 'profile', benchmark: 'GET /y', message: 'unchanged' };
    const [linked, untouched] = linkProfiles([ask, other], result, { url: null, problem: 'no ACTIONS_RUNTIME_TOKEN' });
    expect(linked.message).toContain('could not be uploaded as a workflow artifact (no ACTIONS_RUNTIME_TOKEN)');
    expect(linked.links).toBeUndefined();
    expect(untouched).toBe(other);
  });
});
