// The local HTTP server that the wrk pairs of test/fixtures/one-process/ measure (issue 23).
//   node server.mjs PORTFILE      listens on 127.0.0.1 at a free port and writes the port to PORTFILE
// Two kinds of request, one program, the variant chosen by BENCH_VARIANT (unset or "base" = base):
//   GET /api/items   waits DELAY_MS (5 ms) on a timer before answering: a backend call that does not
//                    use this process's CPU, so the server is far from saturated and latency is
//                    about the wait. Variants: x2 waits 2x as long, x100 waits 100x as long, tail
//                    waits 10x as long on every 50th request (2 %) and as long as base on the rest.
//   GET /render      does WORK rounds of xorshift on the event loop before answering: CPU work, so
//                    under wrk's closed loop the server is saturated and latency is queueing (about
//                    connections x service time). Variants: x1.1 and x2 do 1.1x and 2x the work.
// Anything else is 404. Every answer is a small fixed JSON body.
import http from 'node:http';
import { writeFileSync } from 'node:fs';

const variant = process.env.BENCH_VARIANT || 'base';
const known = ['base', 'x1.1', 'x2', 'x100', 'tail'];
if (!known.includes(variant)) throw new Error(`BENCH_VARIANT must be one of ${known.join(', ')}`);
const DELAY_MS = 5;
const WORK = 250000;

/** n rounds of 32-bit xorshift: a fixed amount of integer work, proportional to n. */
function mix(n) {
  let x = 2463534242 | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return x;
}

let requests = 0;
let sink = 0;
const body = JSON.stringify({ items: [1, 2, 3], ok: true });
const answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

const server = http.createServer((req, res) => {
  if (req.url === '/api/items') {
    requests++;
    let wait = DELAY_MS;
    if (variant === 'x2') wait = DELAY_MS * 2;
    else if (variant === 'x100') wait = DELAY_MS * 100;
    else if (variant === 'tail' && requests % 50 === 0) wait = DELAY_MS * 10;
    setTimeout(answer, wait, res);
  } else if (req.url === '/render') {
    const factor = variant === 'x2' ? 2 : variant === 'x1.1' ? 1.1 : 1;
    sink ^= mix(WORK * factor);
    answer(res);
  } else {
    res.writeHead(404).end();
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => writeFileSync(process.argv[2], String(server.address().port)));
const stop = () => server.close(() => process.exit(sink === 0.5 ? 1 : 0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
