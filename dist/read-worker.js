import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
import {
  readResults,
  transferList
} from "./chunks/chunk-5TBFKP7X.js";
import "./chunks/chunk-QDTSNZFO.js";
import "./chunks/chunk-XVDLQZFU.js";

// src/read/read-worker.ts
import { parentPort } from "node:worker_threads";
var port = parentPort;
if (port) {
  port.on("message", (job) => {
    readResults(job.path, job.format, job.limits).then(
      (result) => {
        const reply = { result };
        try {
          port.postMessage(reply, transferList(result));
        } catch {
          port.postMessage(reply);
        }
      },
      () => port.postMessage({ failed: true })
    );
  });
}
