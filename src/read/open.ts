/**
 * Open an input (a file, a directory, a gzip file or a pipe) as an InputFile, within size caps.
 * The only file-system access of the read stage.
 */
import { close as closeCb, constants, createReadStream, open as openFd, readSync, type Stats } from 'node:fs';
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { Socket } from 'node:net';
import { join, relative } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import { InputError, isUserError } from '../errors.js';
import type { InputFile } from './reader.js';

const HEAD_BYTES = 64 * 1024;
const MAX_ENTRIES = 5000;
const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

/**
 * Size caps, so that no input can exhaust memory or run forever. Streaming readers go up to the
 * file cap; whole-text readers (JSON, most text formats) up to the text cap, which stays below
 * V8's maximum string length (2^29 − 24 characters).
 */
export interface InputLimits {
  /** A file (or a pipe's content) larger than this is refused. */
  maxFileBytes: number;
  /** A gzip input whose decompressed size exceeds this is refused. */
  maxGunzipBytes: number;
  /** Inputs read as one string (readText) may not exceed this. */
  maxTextBytes: number;
  /** A pipe is buffered in memory (it can be read only once); this caps it. */
  maxPipeBytes: number;
}

export const DEFAULT_LIMITS: Readonly<InputLimits> = {
  maxFileBytes: 2 * GiB,
  maxGunzipBytes: 4 * GiB,
  maxTextBytes: 500 * MiB,
  maxPipeBytes: 500 * MiB,
};

/** "2 GiB", "500 MiB", "1536 bytes": caps and sizes in messages. */
function formatBytes(n: number): string {
  if (n >= GiB && n % GiB === 0) return `${n / GiB} GiB`;
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  if (n >= GiB) return `${(n / GiB).toFixed(1)} GiB`;
  if (n >= MiB) return `${(n / MiB).toFixed(1)} MiB`;
  return `${n} bytes`;
}

function tooLarge(path: string, what: string, cap: number, hint: string): InputError {
  return new InputError({ file: path }, `${what} more than ${formatBytes(cap)}, the limit for one input; ${hint}`);
}

async function listEntries(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string, depth: number): Promise<void> => {
    if (depth > 6 || out.length >= MAX_ENTRIES) return;
    const items = await readdir(d, { withFileTypes: true });
    items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const it of items) {
      if (out.length >= MAX_ENTRIES) return;
      const p = join(d, it.name);
      if (it.isDirectory()) await walk(p, depth + 1);
      else if (it.isFile()) out.push(relative(dir, p));
    }
  };
  await walk(dir, 0);
  return out;
}

function cannotRead(path: string, err: unknown): InputError {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return new InputError({ file: path }, 'no such file or directory');
  if (e.code === 'EACCES' || e.code === 'EPERM') return new InputError({ file: path }, 'permission denied; expected a readable file');
  return new InputError({ file: path }, `cannot read (${e.code ?? e.message ?? String(err)})`);
}

/** Non-regular, non-directory, non-pipe files: what they are, for the refusal. */
function specialKind(info: Stats): string | undefined {
  if (info.isCharacterDevice()) return 'a character device (such as /dev/zero, /dev/null or a terminal)';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return undefined;
}

/** Open a path as an InputFile. Throws InputError if it cannot be read or is not a supported kind of file. */
export async function openInput(path: string, limits: InputLimits = DEFAULT_LIMITS): Promise<InputFile> {
  let info: Stats;
  try {
    info = await stat(path);
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (info.isDirectory()) {
    const entries = await listEntries(path).catch((err: unknown) => {
      throw cannotRead(path, err);
    });
    return {
      path,
      isDirectory: true,
      head: '',
      entries,
      readText: () => Promise.reject(new InputError({ file: path }, 'is a directory; expected a file')),
      chunks: () => {
        throw new InputError({ file: path }, 'is a directory; expected a file');
      },
      readEntry: async (rel: string) => {
        const full = join(path, rel);
        const size = (
          await stat(full).catch((err: unknown) => {
            throw cannotRead(full, err);
          })
        ).size;
        if (size > limits.maxTextBytes) throw tooLarge(full, 'is', limits.maxTextBytes, 'expected a benchmark result file');
        return readFile(full, 'utf8');
      },
    };
  }
  if (info.isFIFO()) return openPipe(path, limits);
  const special = specialKind(info);
  if (special) throw new InputError({ file: path }, `is ${special}; expected a regular file, a directory or a pipe`);
  if (info.size > limits.maxFileBytes) {
    throw tooLarge(
      path,
      `is ${formatBytes(info.size)},`,
      limits.maxFileBytes,
      'split the results into several files (each file is one run)',
    );
  }
  let start: Buffer;
  try {
    const fh = await open(path, 'r');
    try {
      // Read the head whatever stat says: files under /proc report size 0 yet have content.
      const buf = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      start = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (start[0] === 0x1f && start[1] === 0x8b) return openGzip(path, limits);
  return {
    path,
    isDirectory: false,
    head: start.toString('utf8'),
    size: info.size,
    readText: async () => {
      // Re-check: the file may have grown since it was opened.
      const size = (await stat(path)).size;
      if (size > limits.maxTextBytes)
        throw tooLarge(
          path,
          `is ${formatBytes(size)},`,
          limits.maxTextBytes,
          'this format is read as a whole; split the results into several files',
        );
      return readFile(path, 'utf8');
    },
    chunks: () => cappedChunks(createReadStream(path, { highWaterMark: 1 << 20 }), path, limits.maxFileBytes, 'has grown to'),
    readEntry: () => Promise.reject(new InputError({ file: path }, 'is a file; expected a directory')),
  };
}

/** Pass chunks through, refusing once their total exceeds `cap`. */
async function* cappedChunks(source: AsyncIterable<Buffer>, path: string, cap: number, what: string): AsyncIterable<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > cap) {
      (source as { destroy?: () => void }).destroy?.();
      throw tooLarge(path, what, cap, 'split the results into several files');
    }
    yield chunk;
  }
}

async function* gunzipChunks(path: string, cap: number): AsyncIterable<Buffer> {
  const z = createReadStream(path, { highWaterMark: 1 << 20 }).pipe(createGunzip());
  let total = 0;
  try {
    for await (const chunk of z) {
      total += (chunk as Buffer).length;
      // Checked per chunk: a gzip bomb stops after at most one chunk beyond the cap.
      if (total > cap) throw tooLarge(path, 'decompresses to', cap, 'split the results into several files');
      yield chunk as Buffer;
    }
  } catch (err) {
    if (isUserError(err)) throw err;
    // A corrupt or truncated archive is bad input, not a crash.
    throw new InputError({ file: path }, `the gzip data is corrupt or truncated (${(err as Error).message}); expected a complete .gz file`);
  } finally {
    z.destroy();
  }
}

/** A gzip-compressed input (pyperf ships .json.gz): detection and parsing see the decompressed text. */
async function openGzip(path: string, limits: InputLimits): Promise<InputFile> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of gunzipChunks(path, limits.maxGunzipBytes)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  const head = Buffer.concat(parts).subarray(0, HEAD_BYTES).toString('utf8');
  return {
    path,
    isDirectory: false,
    head,
    readText: async () => {
      const chunks: Buffer[] = [];
      for await (const c of gunzipChunks(path, Math.min(limits.maxGunzipBytes, limits.maxTextBytes))) chunks.push(c);
      return Buffer.concat(chunks).toString('utf8');
    },
    chunks: () => gunzipChunks(path, limits.maxGunzipBytes),
    readEntry: () => Promise.reject(new InputError({ file: path }, 'is a file; expected a directory')),
  };
}

/**
 * Read a pipe (`<(cmd)`, `/dev/stdin`, a named FIFO) into memory, up to the cap. Opened
 * non-blocking, so that a FIFO nobody writes to cannot block the open. Reads run non-blocking
 * until the pipe reports end of file (no writer, 0 bytes) or "no data yet" (EAGAIN, a writer
 * is still running); only then is the rest awaited through the event loop, which is safe because
 * Linux reports the hang-up of any writer that was there during or after our open. A named FIFO
 * nobody has opened yet gets a short grace period for its writer to start, then a clear error.
 */
async function readPipe(path: string, cap: number, named: boolean): Promise<Buffer> {
  const fd = await new Promise<number>((resolve, reject) =>
    openFd(path, constants.O_RDONLY | constants.O_NONBLOCK, (err, fd) => (err ? reject(cannotRead(path, err)) : resolve(fd))),
  );
  const parts: Buffer[] = [];
  let total = 0;
  const add = (b: Buffer): void => {
    total += b.length;
    if (total > cap) throw tooLarge(path, 'delivered', cap, 'write the results to a file instead');
    parts.push(b);
  };
  let waiting = false;
  try {
    for (let polls = 0; ;) {
      const buf = Buffer.allocUnsafe(HEAD_BYTES);
      let n: number;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw cannotRead(path, err);
        waiting = true;
        break;
      }
      if (n > 0) add(buf.subarray(0, n));
      else if (total === 0 && named && polls++ < PIPE_GRACE_POLLS) await new Promise((r) => setTimeout(r, PIPE_GRACE_MS));
      else break;
    }
  } catch (err) {
    await closeFd(fd);
    throw err;
  }
  if (!waiting) {
    await closeFd(fd);
    return Buffer.concat(parts);
  }
  const socket = new Socket({ fd, readable: true, writable: false });
  try {
    for await (const chunk of socket) add(chunk as Buffer);
  } finally {
    socket.destroy();
  }
  return Buffer.concat(parts);
}

/** A named FIFO whose writer has not opened it yet: how long to wait for it (20 × 50 ms). */
const PIPE_GRACE_POLLS = 20;
const PIPE_GRACE_MS = 50;

function closeFd(fd: number): Promise<void> {
  return new Promise((resolve) => closeCb(fd, () => resolve()));
}

/** Pipe content, buffered: pipes can be read only once but detection and parsing each read. */
async function openPipe(path: string, limits: InputLimits): Promise<InputFile> {
  const named = await realpath(path).then(
    () => true,
    () => false, // `/dev/fd/N` of an anonymous pipe resolves to "pipe:[…]", which is no path
  );
  let data = await readPipe(path, limits.maxPipeBytes, named);
  if (data.length === 0) {
    throw new InputError(
      { file: path },
      named
        ? 'is a named pipe (FIFO) that nothing is writing to (or it delivered no data); expected a regular file, or a pipe with benchmark output'
        : 'is a pipe that delivered no data; expected benchmark output (did the command before it fail?)',
    );
  }
  if (data[0] === 0x1f && data[1] === 0x8b) {
    try {
      data = gunzipSync(data, { maxOutputLength: Math.min(limits.maxGunzipBytes, limits.maxPipeBytes) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw tooLarge(
          path,
          'decompresses to',
          Math.min(limits.maxGunzipBytes, limits.maxPipeBytes),
          'write the results to a file instead',
        );
      throw new InputError(
        { file: path },
        `the gzip data is corrupt or truncated (${(err as Error).message}); expected a complete .gz stream`,
      );
    }
  }
  const bytes = data;
  return {
    path,
    isDirectory: false,
    head: bytes.subarray(0, HEAD_BYTES).toString('utf8'),
    readText: async () => {
      if (bytes.length > limits.maxTextBytes)
        throw tooLarge(path, 'delivered', limits.maxTextBytes, 'this format is read as a whole; write the results to a file instead');
      return bytes.toString('utf8');
    },
    chunks: async function* () {
      for (let i = 0; i < bytes.length; i += 1 << 20) yield bytes.subarray(i, i + (1 << 20));
    },
    readEntry: () => Promise.reject(new InputError({ file: path }, 'is a pipe; expected a directory')),
  };
}
