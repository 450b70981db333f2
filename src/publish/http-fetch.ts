/**
 * The `fetch` the GitHub client uses when no proxy applies: the subset of fetch that octokit calls
 * (method, headers, a string or byte body, redirect, signal), made with node:http/https.
 *
 * Why not undici's fetch (what @actions/github passes) or Node's own (undici too): undici parses
 * HTTP with llhttp compiled to WebAssembly, and V8 re-compiles that module in the background after
 * the first request; a process cannot exit before the compile ends, so every action run waited
 * 0.1–0.2 s after its last write, and spent about 0.08 s of CPU on it (bench/action-overhead.ts).
 * node:http parses with the native llhttp. Where a proxy is configured, github.ts keeps
 * @actions/github's undici fetch, which speaks to proxies.
 *
 * Semantics kept from fetch: a network failure rejects with TypeError('fetch failed', { cause });
 * an abort rejects with the signal's reason; redirects are followed (at most 20; 303, and 301/302
 * of a POST, become a GET without body; the authorization header is not sent to another origin)
 * unless `redirect` is 'manual' (the 3xx is returned) or 'error'; a gzip, deflate or br body is
 * decoded; the body is read whole before the Response is returned (GitHub API answers are small).
 * Kept-alive sockets of Node's agents are unreferenced while idle, so they never hold the process.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface FetchInit {
  method?: string;
  headers?: Record<string, string> | [string, string][];
  body?: string | Uint8Array | null;
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

const MAX_REDIRECTS = 20;
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function failed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

function headerList(headers: FetchInit['headers']): [string, string][] {
  if (!headers) return [];
  return Array.isArray(headers) ? headers : Object.entries(headers);
}

interface Answer {
  res: IncomingMessage;
  body: Buffer;
}

/** One request, no redirects: the answer with its whole body. */
function once(
  url: URL,
  method: string,
  headers: [string, string][],
  body: Buffer | undefined,
  signal: AbortSignal | null | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject(failed(new Error(`unsupported protocol ${url.protocol}`)));
    const outgoing: Record<string, string> = {};
    for (const [k, v] of headers) outgoing[k.toLowerCase()] = v;
    if (body !== undefined) outgoing['content-length'] = String(body.byteLength);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      req.destroy();
      reject(signal!.reason);
    };
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const req = send(url, { method, headers: outgoing }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => settle(() => resolve({ res, body: Buffer.concat(chunks) })));
      res.on('error', (err) => settle(() => reject(failed(err))));
      // Cut short (a reset in the middle of the body): no 'end', only 'close'.
      res.on('close', () => settle(() => reject(failed(new Error('terminated')))));
    });
    req.on('error', (err) => settle(() => reject(failed(err))));
    if (signal) {
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
    }
    req.end(body);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const codings = (encoding ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c && c !== 'identity');
  let out = body;
  for (const c of codings.reverse()) {
    if (c === 'gzip' || c === 'x-gzip') out = gunzipSync(out);
    else if (c === 'deflate') out = inflateSync(out);
    else if (c === 'br') out = brotliDecompressSync(out);
    else return body;
  }
  return out;
}

export async function httpFetch(input: string | URL, init: FetchInit = {}): Promise<Response> {
  let url = new URL(String(input));
  let method = (init.method ?? 'GET').toUpperCase();
  let headers = headerList(init.headers);
  const given: unknown = init.body;
  if (given !== undefined && given !== null && typeof given !== 'string' && !(given instanceof Uint8Array))
    throw new TypeError('httpFetch: the body must be a string or bytes');
  let body =
    given === undefined || given === null
      ? undefined
      : typeof given === 'string'
        ? Buffer.from(given)
        : Buffer.from(given.buffer, given.byteOffset, given.byteLength);
  for (let redirects = 0; ; redirects++) {
    const { res, body: raw } = await once(url, method, headers, body, init.signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if ([301, 302, 303, 307, 308].includes(status) && location !== undefined && init.redirect !== 'manual') {
      if (init.redirect === 'error') throw failed(new Error(`unexpected redirect to ${location}`));
      if (redirects >= MAX_REDIRECTS) throw failed(new Error('redirect count exceeded'));
      const next = new URL(location, url);
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        headers = headers.filter(([k]) => !/^content-/i.test(k));
      }
      if (next.origin !== url.origin) headers = headers.filter(([k]) => k.toLowerCase() !== 'authorization');
      url = next;
      continue;
    }
    const responseHeaders = new Headers();
    for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) responseHeaders.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
    const nullBody = NULL_BODY.has(status) || method === 'HEAD';
    let response: Response;
    try {
      response = new Response(nullBody ? null : decode(raw, res.headers['content-encoding']), {
        status,
        statusText: res.statusMessage ?? '',
        headers: responseHeaders,
      });
    } catch (err) {
      throw failed(err);
    }
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
  }
}
