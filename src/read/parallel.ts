/**
 * Read many inputs, the large ones side by side on worker threads: a load test's base and head
 * logs (hundreds of MB each) are parsed at once on two cores instead of one after the other.
 *
 * Only regular files of at least {@link PARALLEL_MIN_BYTES} whose reader returns sample arrays
 * or histograms (`carries` per-op or histogram) in a few long series go to a worker: their result
 * crosses threads as a few typed arrays whose memory is moved, not copied. A reader that returns
 * one object per value (go test, Google Benchmark…) would spend longer having its result copied
 * across than it saves, and so would a samples file of thousands of short series.
 * The calling thread reads every other input and takes large ones from the same queue.
 *
 * The result is exactly what reading the inputs one by one gives: the same ParseResults in the
 * same order, and, when inputs are bad, the error of the first bad one in order, with the same
 * message. Without a worker file (sources run through tsx, tests) or with
 * `BENCH_REVIEW_READ_THREADS=0`, everything is read on the calling thread.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UsageError } from '../errors.js';
import type { ParseResult } from '../model/types.js';
import { DEFAULT_LIMITS, type InputLimits } from './open.js';
import { openWithReader, parseOpened, readResults, type OpenedInput } from './read.js';

/** Inputs smaller than this are read on the calling thread: starting a worker costs tens of ms. */
export const PARALLEL_MIN_BYTES = 16 * 1024 * 1024;

/** At most this many worker threads read at once, whatever the machine has. */
const MAX_THREADS = 3;

/** What a worker is sent: one input to read. */
export interface ReadJob {
  path: string;
  format: string;
  limits: InputLimits;
}

/**
 * What a worker answers: the result, or that the input failed there (the calling thread then reads
 * it again itself, so the error a user sees is the one reading one by one raises).
 */
export type ReadReply = { result: ParseResult } | { failed: true };

/** Starts one worker that answers {@link ReadJob}s (read-worker.ts). */
export type StartReadWorker = () => Worker;

let startWorker: StartReadWorker | undefined;

/**
 * Let large inputs be read on worker threads. The entry points (dist/index.js, dist/cli.js) pass
 * the URL of `read-worker.js` built next to them; a URL to a file that does not exist (the
 * sources run through tsx) leaves reading on the calling thread. bench/ passes its own starter.
 */
export function useReadWorkers(how: URL | StartReadWorker | undefined): void {
  if (how instanceof URL) startWorker = existsSync(fileURLToPath(how)) ? () => new Worker(how) : undefined;
  else startWorker = how;
}

/** Worker threads to read with besides the calling one: `BENCH_REVIEW_READ_THREADS`, else one core fewer than the machine has (at most 3). */
export function readThreads(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.BENCH_REVIEW_READ_THREADS;
  if (text === undefined || text.trim() === '') return Math.max(0, Math.min(MAX_THREADS, availableParallelism() - 1));
  if (!/^\s*\d{1,2}\s*$/.test(text))
    throw new UsageError(
      `BENCH_REVIEW_READ_THREADS is "${text}"; expected the number of worker threads that read large inputs (0 reads everything on one thread)`,
    );
  return Number(text);
}

/** The memory of a result's typed arrays, to move to the receiving thread instead of copying it. */
export function transferList(result: ParseResult): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (a: Float64Array | Uint32Array | undefined) => {
    if (a && a.buffer instanceof ArrayBuffer) buffers.add(a.buffer);
  };
  const t = result.perRun;
  if (t) for (const column of [t.seriesOf, t.values, t.iterations, t.runs, t.at]) add(column);
  for (const m of result.measurements) {
    if (m.data.kind === 'per-op') add(m.data.values);
    else if (m.data.kind === 'histogram') {
      add(m.data.histogram.values);
      add(m.data.histogram.lowValues);
      add(m.data.histogram.counts);
    }
  }
  return [...buffers];
}

type Outcome = { result: ParseResult } | { error: unknown };

const settle = (p: Promise<ParseResult>): Promise<Outcome> =>
  p.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );

/**
 * A worker thread reading one job at a time. `read` gives the result, or undefined when the input
 * failed there or the worker itself did (could not load, ran out of memory, exited): the caller
 * then reads the input itself.
 */
class ReadWorker {
  private readonly worker: Worker;
  private pending: ((result: ParseResult | undefined) => void) | undefined;
  private dead = false;

  constructor(start: StartReadWorker) {
    this.worker = start();
    const answer = (result: ParseResult | undefined) => {
      const p = this.pending;
      this.pending = undefined;
      p?.(result);
    };
    this.worker.on('message', (reply: ReadReply) => answer('result' in reply ? reply.result : undefined));
    const fail = () => {
      this.dead = true;
      answer(undefined);
    };
    this.worker.on('error', fail);
    this.worker.on('messageerror', fail);
    this.worker.on('exit', fail);
  }

  read(job: ReadJob): Promise<ParseResult | undefined> {
    if (this.dead) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.pending = resolve;
      try {
        this.worker.postMessage(job);
      } catch {
        this.dead = true;
        this.pending = undefined;
        resolve(undefined);
      }
    });
  }

  async stop(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

/**
 * Inputs whose start holds more series than this are read on the calling thread: rows spread over
 * thousands of series are bound by memory latency, which a second thread on the same machine only
 * contends for (5,000 benchmarks × 10 runs a side: 1.9–2.5 s one by one, 3.6–3.8 s side by side),
 * and the result is thousands of arrays to hand across.
 */
export const THREAD_MAX_SERIES = 64;

/**
 * Whether an opened input is worth a worker: a large regular file of a few long series, whose
 * result is arrays (sample arrays, histograms), not one object per value.
 */
function goesToWorker({ input, reader }: OpenedInput): boolean {
  if (input.size === undefined || input.size < PARALLEL_MIN_BYTES) return false;
  if (reader.carries !== 'per-op' && reader.carries !== 'histogram') return false;
  return (reader.seriesInHead?.(input) ?? 1) <= THREAD_MAX_SERIES;
}

/** Bytes of a regular file, or 0 (a pipe, a directory, a path that cannot be read: reading it in order says why). */
async function fileBytes(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info.size : 0;
}

/**
 * Read `paths` in order, as {@link readResults} one by one would, the large ones in parallel when
 * workers are available. As one by one, nothing after the first bad input is started (what is
 * being read then is finished: a regular file); an input that failed on a worker is read again
 * here, so its error (or, after an allocation failure on a busy machine, its result) is the one a
 * one-by-one read gives.
 */
export async function readFiles(paths: readonly string[], format?: string, limits: InputLimits = DEFAULT_LIMITS): Promise<ParseResult[]> {
  const start = startWorker;
  // The large inputs, opened and their reader chosen (a 64 KiB look each), up to the first that
  // cannot be opened: a one-by-one read stops there, so nothing after it is read.
  const large = new Map<number, OpenedInput>();
  const outcomes: Array<Outcome | undefined> = new Array(paths.length);
  /** The first input known to be bad (paths.length: none yet). */
  let stop = paths.length;
  if (start && paths.length >= 2) {
    for (let i = 0; i < paths.length; i++) {
      if ((await fileBytes(paths[i])) < PARALLEL_MIN_BYTES) continue;
      try {
        const o = await openWithReader(paths[i], format, limits);
        if (goesToWorker(o)) large.set(i, o);
      } catch (error) {
        outcomes[i] = { error };
        stop = i;
        break;
      }
    }
  }
  const threads = large.size >= 2 ? Math.min(readThreads(), large.size - 1) : 0;
  if (threads === 0) {
    const out: ParseResult[] = [];
    for (const p of paths) out.push(await readResults(p, format, limits));
    return out;
  }
  const done = (i: number, o: Outcome) => {
    outcomes[i] = o;
    if ('error' in o && i < stop) stop = i;
  };
  const queue = [...large.keys()];
  /** The next large input to read, skipping those after the first bad one. */
  const take = (): number | undefined => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) if (i < stop) return i;
    return undefined;
  };
  const here = async () => {
    for (let i = 0; i < stop; i++) if (!large.has(i)) done(i, await settle(readResults(paths[i], format, limits)));
    for (let i = take(); i !== undefined; i = take()) done(i, await settle(parseOpened(large.get(i)!)));
  };
  const there = async () => {
    let worker: ReadWorker | undefined;
    try {
      worker = new ReadWorker(start!);
    } catch {
      return; // (the calling thread reads the queue)
    }
    try {
      for (let i = take(); i !== undefined; i = take()) {
        const job: ReadJob = { path: paths[i], format: large.get(i)!.reader.id, limits };
        // An input that failed there, or whose worker failed, is read on this thread.
        const result = await worker.read(job);
        done(i, result ? { result } : await settle(parseOpened(large.get(i)!)));
      }
    } finally {
      await worker.stop();
    }
  };
  await Promise.all([here(), ...Array.from({ length: threads }, there)]);
  // In order: the first error wins, as it would one by one.
  const out: ParseResult[] = [];
  for (let i = 0; i <= stop && i < paths.length; i++) {
    const o = outcomes[i]!;
    if ('error' in o) throw o.error;
    out.push(o.result);
  }
  return out;
}
