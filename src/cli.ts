/**
 * The command-line entry: `bench-review compare|run|formats|help`, `--help`, `--version`. Exit 0 pass (or neutral), 1 the gate
 * failed, 2 bad usage or bad input (one clear line on stderr).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCli, type CliIo } from './cli/main.js';
import { useReadWorkers } from './read/parallel.js';

const io: CliIo = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  // Whether each stream is a terminal; colour is decided from these and FORCE_COLOR / NO_COLOR in cli/io.ts.
  isTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  columns: process.stdout.isTTY === true ? process.stdout.columns : undefined,
  env: process.env,
  cwd: process.cwd(),
};

const self = fileURLToPath(import.meta.url);
const invoked = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invoked === self || invoked === realpathSync(self)) {
  // `bench-review … | head`: once the reader is gone, writing the review fails with EPIPE, emitted
  // on the stream after the work is done (the report files are already written). Stop writing and
  // exit as a shell pipeline expects, instead of crashing on an unhandled 'error' event. While a
  // suite runs, run/cancel.ts also cancels it on EPIPE and cleans up first.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
      process.exitCode = process.exitCode || 141;
      stream.destroy();
    });
  }
  // Large result files are read side by side on the worker built next to this file (dist/).
  useReadWorkers(new URL('./read-worker.js', import.meta.url));
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`bench-review: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
