/**
 * The node:http fetch of the GitHub client (http-fetch.ts) against loopback servers: what octokit
 * reads of a Response (status, url, headers, body) is what fetch gives, for the answers GitHub
 * sends and the failures the request policy tells apart. The proxy rule chooses it only where
 * @actions/github would connect directly.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as github from '@actions/github';
import { createOctokit, directFetch } from '../../src/publish/github.js';
import { httpFetch } from '../../src/publish/http-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let servers: Server[] = [];
let seen: Seen[] = [];

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address() as { port: number };
  return `http://127.0.0.1:${addr.port}`;
}

beforeEach(() => {
  seen = [];
});
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((ok) => s.close(ok));
  }
  servers = [];
  vi.unstubAllEnvs();
});

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('httpFetch: the answer as fetch gives it', () => {
  it('sends method, headers and body; returns status, status text, url, every header and the body', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.setHeader('x-ratelimit-remaining', '4999');
      res.writeHead(201, 'Created', { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"id":1000}');
    });
    const r = await httpFetch(`${base}/repos/o/r/issues/7/comments?x=1`, {
      method: 'POST',
      headers: { authorization: 'token t', 'content-type': 'application/json' },
      body: '{"body":"é"}',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/repos/o/r/issues/7/comments?x=1',
        headers: expect.objectContaining({ authorization: 'token t', 'content-length': '13' }),
        body: '{"body":"é"}',
      },
    ]);
    expect([r.status, r.statusText, r.url, r.ok]).toEqual([201, 'Created', `${base}/repos/o/r/issues/7/comments?x=1`, true]);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await r.json()).toEqual({ id: 1000 });
  });

  it('no body for 204 and 304 and HEAD; an error status is returned, not thrown', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/gone')
        return void res.writeHead(404, 'Not Found', { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      res.writeHead(req.url === '/same' ? 304 : req.method === 'HEAD' ? 200 : 204).end();
    });
    const none = await httpFetch(`${base}/x`, { method: 'DELETE' });
    expect([none.status, none.body]).toEqual([204, null]);
    expect((await httpFetch(`${base}/same`)).status).toBe(304);
    expect((await httpFetch(`${base}/h`, { method: 'HEAD' })).body).toBe(null);
    const gone = await httpFetch(`${base}/gone`);
    expect([gone.status, gone.ok, await gone.json()]).toEqual([404, false, { message: 'Not Found' }]);
  });

  it('decodes a gzip body', async () => {
    const base = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('[1,2,3]')));
    expect(await (await httpFetch(base)).json()).toEqual([1, 2, 3]);
  });

  it('follows redirects: 307 keeps method and body, 303 becomes a GET, authorization stays on its origin', async () => {
    const other = await serve((_req, res) => res.end('elsewhere'));
    const base = await serve((req, res) => {
      if (req.url === '/307') return void res.writeHead(307, { location: '/end' }).end();
      if (req.url === '/303') return void res.writeHead(303, { location: '/end' }).end();
      if (req.url === '/away') return void res.writeHead(302, { location: `${other}/there` }).end();
      res.end(`${req.method} ${req.url}`);
    });
    const kept = await httpFetch(`${base}/307`, { method: 'PATCH', headers: { authorization: 'token t' }, body: 'x' });
    expect([await kept.text(), kept.url]).toEqual(['PATCH /end', `${base}/end`]);
    expect(seen.map((s) => [s.method, s.url, s.body, s.headers.authorization])).toEqual([
      ['PATCH', '/307', 'x', 'token t'],
      ['PATCH', '/end', 'x', 'token t'],
    ]);
    seen = [];
    expect(await (await httpFetch(`${base}/303`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).text()).toBe(
      'GET /end',
    );
    expect(seen.map((s) => [s.method, s.body, s.headers['content-type']])).toEqual([
      ['POST', 'x', 'text/plain'],
      ['GET', '', undefined],
    ]);
    seen = [];
    const away = await httpFetch(`${base}/away`, { headers: { authorization: 'token t' } });
    expect([await away.text(), away.url]).toEqual(['elsewhere', `${other}/there`]);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['token t', undefined]);
  });

  it("redirect: 'manual' returns the 3xx with its location (the artifact download link); 'error' rejects", async () => {
    const base = await serve((_req, res) => res.writeHead(302, { location: 'https://storage.test/zip?sig=1' }).end());
    const r = await httpFetch(`${base}/zip`, { redirect: 'manual' });
    expect([r.status, r.headers.get('location')]).toEqual([302, 'https://storage.test/zip?sig=1']);
    const err = await failure(httpFetch(`${base}/zip`, { redirect: 'error' }));
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toBe('fetch failed');
  });

  it('a loop of redirects stops after 20', async () => {
    const base = await serve((_req, res) => res.writeHead(302, { location: '/again' }).end());
    const err = (await failure(httpFetch(base))) as TypeError & { cause: Error };
    expect([err.message, err.cause.message, seen.length]).toEqual(['fetch failed', 'redirect count exceeded', 21]);
  });
});

describe('httpFetch: failures as fetch reports them', () => {
  it("a refused connection: TypeError('fetch failed') with the cause", async () => {
    const base = await serve(() => {});
    const port = new URL(base).port;
    for (const s of servers) await new Promise((ok) => s.close(ok));
    servers = [];
    const err = (await failure(httpFetch(`http://127.0.0.1:${port}/`))) as TypeError & { cause: NodeJS.ErrnoException };
    expect([err instanceof TypeError, err.message, err.cause.code]).toEqual([true, 'fetch failed', 'ECONNREFUSED']);
  });

  it('a reset before the answer, and one in the middle of the body: fetch failed', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/reset') return void req.socket.destroy();
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"partial":');
      setImmediate(() => req.socket.destroy());
    });
    for (const path of ['/reset', '/half']) {
      const err = await failure(httpFetch(`${base}${path}`));
      expect([err instanceof TypeError, (err as Error).message]).toEqual([true, 'fetch failed']);
    }
  });

  it("an abort rejects with the signal's reason: a TimeoutError from AbortSignal.timeout, and at once when already aborted", async () => {
    const base = await serve(() => {});
    const err = (await failure(httpFetch(base, { signal: AbortSignal.timeout(50) }))) as DOMException;
    expect(err.name).toBe('TimeoutError');
    seen = [];
    const reason = new Error('stop');
    expect(await failure(httpFetch(base, { signal: AbortSignal.abort(reason) }))).toBe(reason);
    expect(seen).toEqual([]);
  });

  it('refuses a body it cannot send as it is', async () => {
    const err = await failure(httpFetch('http://127.0.0.1:9/', { method: 'POST', body: new Blob(['x']) as never }));
    expect((err as Error).message).toBe('httpFetch: the body must be a string or bytes');
  });
});

describe('which fetch the GitHub client uses', () => {
  it("node:http where no proxy applies, @actions/github's own (undefined here) behind a proxy", () => {
    for (const k of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) vi.stubEnv(k, '');
    expect(directFetch('https://api.github.com')).toBe(httpFetch);
    vi.stubEnv('https_proxy', 'http://proxy.corp:3128');
    expect(directFetch('https://api.github.com')).toBeUndefined();
    expect(directFetch('http://127.0.0.1:8080')).toBe(httpFetch);
    vi.stubEnv('no_proxy', 'api.github.com');
    expect(directFetch('https://api.github.com')).toBe(httpFetch);
    expect(directFetch('https://ghes.corp/api/v3')).toBeUndefined();
  });

  it("the client is getOctokit's: the same defaults (base URL, user agent with the orchestration id); only the fetch differs, and only without a proxy", async () => {
    for (const k of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) vi.stubEnv(k, '');
    vi.stubEnv('ACTIONS_ORCHESTRATION_ID', 'run 7/job:1');
    const opts = { token: 'ghs_t', owner: 'o', repo: 'r', baseUrl: 'https://ghes.corp/api/v3', log: () => {}, requestTimeoutMs: 1000 };
    type Defaults = { baseUrl: string; headers: Record<string, string>; request?: { fetch?: unknown } };
    const defaults = (o: { request: { endpoint: { DEFAULTS: unknown } } }) => o.request.endpoint.DEFAULTS as Defaults;
    const theirs = defaults(github.getOctokit('ghs_t', { baseUrl: opts.baseUrl }));
    const direct = defaults(await createOctokit(opts));
    expect([direct.baseUrl, direct.headers['user-agent']]).toEqual([theirs.baseUrl, theirs.headers['user-agent']]);
    expect(direct.headers['user-agent']).toMatch(/^actions_orchestration_id\/run_7_job_1 octokit-core/);
    expect(direct.request?.fetch).toBe(httpFetch);
    vi.stubEnv('https_proxy', 'http://proxy.corp:3128');
    const proxied = defaults(await createOctokit(opts));
    expect([proxied.baseUrl, proxied.headers['user-agent']]).toEqual([theirs.baseUrl, theirs.headers['user-agent']]);
    expect(typeof proxied.request?.fetch).toBe('function');
    expect(proxied.request?.fetch).not.toBe(httpFetch);
    await expect(createOctokit({ ...opts, token: '' })).rejects.toThrow('Parameter token or opts.auth is required');
  });
});
