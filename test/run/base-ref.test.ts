import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEventPayload, resolveBase } from '../../src/run/base-ref.js';
import { tempDir, removeTempDirs } from './git-repo.js';

afterAll(removeTempDirs);

const BASE = 'a'.repeat(40);
const pr = { pull_request: { number: 7, base: { sha: BASE, ref: 'main' }, head: { sha: 'b'.repeat(40) } } };

describe('resolveBase', () => {
  it('takes pull_request.base.sha for pull_request and pull_request_target events', () => {
    for (const event of ['pull_request', 'pull_request_target']) {
      const r = resolveBase({ GITHUB_EVENT_NAME: event }, pr);
      expect(r?.ref).toBe(BASE);
      expect(r?.why).toMatch(/pull request #7 \(main\).*pull_request\.base\.sha/);
    }
  });

  it('takes merge_group.base_sha for merge queues', () => {
    expect(resolveBase({ GITHUB_EVENT_NAME: 'merge_group' }, { merge_group: { base_sha: BASE } })?.ref).toBe(BASE);
  });

  it('has no default outside pull requests, or without a usable SHA', () => {
    expect(resolveBase({ GITHUB_EVENT_NAME: 'push' }, { before: BASE, pull_request: undefined })).toBeUndefined();
    expect(resolveBase({ GITHUB_EVENT_NAME: 'push' }, pr)).toBeUndefined();
    expect(resolveBase({ GITHUB_EVENT_NAME: 'pull_request' }, { pull_request: { base: { sha: 'main' } } })).toBeUndefined();
    expect(resolveBase({ GITHUB_EVENT_NAME: 'pull_request' }, null)).toBeUndefined();
    expect(resolveBase({}, 'not an object')).toBeUndefined();
  });
});

describe('readEventPayload', () => {
  it('reads GITHUB_EVENT_PATH, and is undefined when it is missing or not JSON', () => {
    const dir = tempDir('event');
    const file = join(dir, 'event.json');
    writeFileSync(file, JSON.stringify(pr));
    expect(readEventPayload({ GITHUB_EVENT_PATH: file })).toEqual(pr);
    writeFileSync(file, '{not json');
    expect(readEventPayload({ GITHUB_EVENT_PATH: file })).toBeUndefined();
    expect(readEventPayload({ GITHUB_EVENT_PATH: join(dir, 'nope.json') })).toBeUndefined();
    expect(readEventPayload({})).toBeUndefined();
  });
});
