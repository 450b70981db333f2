// A tiny HTTP server for scripts/load-sweep/generate.sh: one process, on 127.0.0.1 at a random port
// (printed as "listening <port>" on stdout). GET /api/items answers a small JSON list.
//
// Each request holds one shared resource for a while (a lock, as a single database connection or a
// single-threaded worker would be: requests queue for it one at a time), then waits without holding
// it (work that many requests do at once):
//   --variant base   2 ms holding the resource + 2 ms in parallel → at most about 500 requests/s
//   --variant head   4 ms holding the resource + 0 ms in parallel → the same 4 ms when idle, half
//                                                                    the capacity (about 250/s)
// so head is a capacity regression that shows only under load. The hold is a timer, not CPU, so
// the capacity does not depend on how busy the (shared, 2-core) machine is.
import { createServer } from 'node:http';

const args = process.argv.slice(2);
const at = args.indexOf('--variant');
const variant = at >= 0 ? args[at + 1] : 'base';
if (variant !== 'base' && variant !== 'head') {
  process.stderr.write(`server: --variant must be base or head, got ${String(variant)}\n`);
  process.exit(2);
}
const holdMs = variant === 'base' ? 2 : 4;
const waitMs = variant === 'base' ? 2 : 0;
const body = JSON.stringify({ items: [1, 2, 3], variant });

// The resource: a FIFO of requests; the head of the queue holds it for holdMs.
const queue = [];
let busy = false;
function acquire(then) {
  queue.push(then);
  if (!busy) next();
}
function next() {
  const then = queue.shift();
  if (!then) {
    busy = false;
    return;
  }
  busy = true;
  setTimeout(() => {
    then();
    next();
  }, holdMs);
}
function respond(res) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' || path !== '/api/items') {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
    return;
  }
  acquire(() => {
    if (waitMs > 0) setTimeout(() => respond(res), waitMs);
    else respond(res);
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`listening ${typeof addr === 'object' && addr ? addr.port : 0}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Never outlive the generator by much: a run is a few seconds.
setTimeout(() => process.exit(0), 60_000).unref();
