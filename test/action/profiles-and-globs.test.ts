import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandGlob, expandInput } from '../../src/action/globs.js';
import { uploadProfiles } from '../../src/action/profiles.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { ArtifactStore } from '../../src/publish/artifacts.js';
import type { ActionIo } from '../../src/publish/io.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import type { ProfileResult } from '../../src/run/profile.js';

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

describe('profiles: the action uploads them, the review links them', () => {
  const result: ProfileResult = {
    dir: '/tmp/p',
    files: ['/tmp/p/1-GET_x/base/profile.txt'],
    runs: [
      { benchmark: 'GET /x', side: 'base', ok: true, exit: 'exit 0', dir: '/tmp/p/1-GET_x/base' },
      { benchmark: 'GET /x', side: 'head', ok: false, exit: 'exit 3', dir: '/tmp/p/1-GET_x/head' },
    ],
  };
  const runs = [
    { benchmark: 'GET /x', side: 'base', ok: true, exit: 'exit 0' },
    { benchmark: 'GET /x', side: 'head', ok: false, exit: 'exit 3' },
  ];
  const recording = () => {
    const lines: string[] = [];
    const io: ActionIo = {
      info: (l) => void lines.push(`info ${l}`),
      warning: (l) => void lines.push(`warning ${l}`),
      setOutput: () => {},
      setFailed: () => {},
      appendSummary: async () => false,
      group: (_t, fn) => fn(),
    };
    return { io, lines };
  };
  const store =
    (upload: ArtifactStore['upload']): (() => ArtifactStore) =>
    () => ({ upload, download: async () => '' });

  it('uploads the profile folder as one artifact and gives its URL', async () => {
    const { io, lines } = recording();
    const calls: unknown[] = [];
    const outcome = await uploadProfiles(
      io,
      store(async (...a) => (calls.push(a), { url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }) as never),
      'bench-review-profiles',
      result,
    );
    expect(calls).toEqual([['bench-review-profiles', result.files, '/tmp/p']]);
    expect(outcome).toEqual({ runs, artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2' });
    expect(lines).toEqual([
      'info Profiles uploaded as artifact "bench-review-profiles": https://github.com/o/r/actions/runs/1/artifacts/2',
    ]);
  });

  it('says why there is no link: the upload failed, or nothing was written', async () => {
    const { io, lines } = recording();
    const failed = await uploadProfiles(
      io,
      store(async () => {
        throw new Error('no ACTIONS_RUNTIME_TOKEN');
      }),
      'p',
      result,
    );
    expect(failed).toEqual({ runs, artifactUrl: null, problem: 'no ACTIONS_RUNTIME_TOKEN' });
    expect(lines).toEqual(['warning The profiles could not be uploaded as an artifact (no ACTIONS_RUNTIME_TOKEN); they are in /tmp/p.']);
    const empty = await uploadProfiles(
      io,
      store(async () => {
        throw new Error('not called');
      }),
      'p',
      { ...result, files: [] },
    );
    expect(empty).toEqual({ runs, artifactUrl: null, problem: 'no profile files were written' });
  });

  it('reviewRun calls the profile hook once with the tail regressions and links the artifact from the ask', async () => {
    const calls: string[][] = [];
    const examples = join(import.meta.dirname, '..', '..', 'examples', 'service');
    const { report } = await reviewRun({
      base: [join(examples, 'base.csv')],
      head: [join(examples, 'head.csv')],
      settings: defaultSettings(),
      profile: async (benchmarks) => {
        calls.push(benchmarks);
        return {
          runs: benchmarks.flatMap((b) => [
            { benchmark: b, side: 'base' as const, ok: true, exit: 'exit 0' },
            { benchmark: b, side: 'head' as const, ok: false, exit: 'exit 3' },
          ]),
          artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
        };
      },
    });
    expect(calls).toEqual([['GET /checkout']]);
    const linked = report.asks.filter((a) => a.kind === 'profile');
    expect(linked.map((a) => [a.id, a.benchmark, a.params.uploaded, a.params.failedSides])).toEqual([
      ['profile.profiled', 'GET /checkout', true, ['head']],
    ]);
    expect(linked[0].links).toEqual([{ label: 'profiles (base and head)', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }]);
    expect(renderMarkdown(report)).toContain('[profiles (base and head)](https://github.com/o/r/actions/runs/1/artifacts/2)');
  });

  it('reviewRun does not call the hook when nothing regressed in the tail', async () => {
    const examples = join(import.meta.dirname, '..', '..', 'examples', 'service');
    let called = false;
    await reviewRun({
      base: [join(examples, 'base.csv')],
      head: [join(examples, 'base.csv')],
      settings: defaultSettings(),
      profile: async () => ((called = true), undefined),
    });
    expect(called).toBe(false);
  });
});
