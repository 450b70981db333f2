/**
 * A worker thread that reads inputs for parallel.ts: it answers each ReadJob with the ParseResult
 * (its typed arrays moved, not copied), or that the input failed (the calling thread reads it
 * again for its error). Built as `dist/read-worker.js`, next
 * to the entry points that start it.
 */
import { parentPort } from 'node:worker_threads';
import { transferList, type ReadJob, type ReadReply } from './parallel.js';
import { readResults } from './read.js';

const port = parentPort;
if (port) {
  port.on('message', (job: ReadJob) => {
    readResults(job.path, job.format, job.limits).then(
      (result) => {
        const reply: ReadReply = { result };
        try {
          port.postMessage(reply, transferList(result));
        } catch {
          // Memory that cannot be moved (not an ArrayBuffer of its own) is copied instead.
          port.postMessage(reply);
        }
      },
      () => port.postMessage({ failed: true } satisfies ReadReply),
    );
  });
}
