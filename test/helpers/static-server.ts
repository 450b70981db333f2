/**
 * A folder served over loopback HTTP (127.0.0.1, a free port), for pages that fetch their data:
 * Chromium refuses fetch() of file:// URLs. GET and HEAD of files under the folder only; anything
 * else, or a path leaving it, is 404.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

export interface Served {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** Paths requested, in order, with their status. */
  requests: Array<{ path: string; status: number }>;
  close(): Promise<void>;
}

export async function serveDir(dir: string): Promise<Served> {
  const root = resolve(dir);
  const requests: Served['requests'] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = resolve(join(root, path.endsWith('/') ? `${path}index.html` : path));
      let status = 404;
      let body: Buffer | undefined;
      if ((req.method === 'GET' || req.method === 'HEAD') && (file === root || file.startsWith(root + sep))) {
        try {
          if ((await stat(file)).isFile()) {
            body = await readFile(file);
            status = 200;
          }
        } catch {
          // 404
        }
      }
      requests.push({ path, status });
      res.writeHead(status, {
        'content-type': body ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/plain',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : (body ?? 'not found'));
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
