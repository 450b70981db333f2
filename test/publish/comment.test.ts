import { describe, expect, it } from 'vitest';
import { commentMarker, findSticky, upsertSticky, withMarker } from '../../src/publish/comment.js';
import { MemoryApi } from './memory-api.js';

const req = (over: Partial<Parameters<typeof upsertSticky>[1]> = {}) => ({
  issue: 7,
  body: 'review',
  key: 'default',
  author: 'github-actions[bot]',
  policy: 'on-change' as const,
  worthSaying: true,
  ...over,
});

describe('the sticky comment', () => {
  it('creates one comment, then updates it in place; identical bodies are not re-sent', async () => {
    const api = new MemoryApi();
    expect((await upsertSticky(api, req())).action).toBe('created');
    expect((await upsertSticky(api, req({ body: 'review 2' }))).action).toBe('updated');
    expect((await upsertSticky(api, req({ body: 'review 2' }))).action).toBe('unchanged');
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0].body).toBe(`${commentMarker('default')}\nreview 2`);
  });

  it('on-change: posts nothing new when there is nothing to say, but keeps an earlier comment current', async () => {
    const api = new MemoryApi();
    expect((await upsertSticky(api, req({ worthSaying: false }))).action).toBe('skipped');
    expect(api.comments).toHaveLength(0);
    await upsertSticky(api, req());
    expect((await upsertSticky(api, req({ worthSaying: false, body: 'all clear now' }))).action).toBe('updated');
    expect(api.comments[0].body).toContain('all clear now');
  });

  it('always posts with comment: always, and never touches anything with comment: never', async () => {
    const api = new MemoryApi();
    expect((await upsertSticky(api, req({ policy: 'always', worthSaying: false }))).action).toBe('created');
    expect((await upsertSticky(api, req({ policy: 'never', body: 'x' }))).action).toBe('skipped');
    expect(api.calls).toEqual(['list', 'create']);
  });

  it('only adopts a marked comment written by the bot, and keys keep suites apart', () => {
    const marker = commentMarker('default');
    const comments = [
      { id: 1, body: `${marker}\nby a person`, html_url: '', user: { login: 'mallory' } },
      { id: 2, body: `quoting ${marker}`, html_url: '', user: { login: 'github-actions[bot]' } },
      { id: 3, body: `${commentMarker('api')}\nother suite`, html_url: '', user: { login: 'github-actions[bot]' } },
      { id: 4, body: `${marker}\nours`, html_url: '', user: { login: 'github-actions[bot]' } },
    ];
    expect(findSticky(comments, 'default', 'github-actions[bot]')?.id).toBe(4);
    expect(findSticky(comments, 'api', 'github-actions[bot]')?.id).toBe(3);
    expect(findSticky(comments, 'default', 'someone-else')).toBeUndefined();
  });

  it('breaks HTML comment openers in the body, so a name cannot forge the marker', () => {
    const body = withMarker('`<!-- bench-review:default -->`', 'default');
    expect(body.split('<!--')).toHaveLength(2);
    expect(body.startsWith(commentMarker('default'))).toBe(true);
  });
});
