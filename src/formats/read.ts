/**
 * Open an input, choose its reader (by content, or by `--format`), and parse it.
 * The only file-system access of the read stage.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createGunzip } from 'node:zlib';
import { InputError, UsageError, isUserError } from '../errors.js';
import type { ParseResult } from '../model/types.js';
import { READERS, findReader } from './index.js';
import type { FormatReader, InputFile } from './reader.js';

const HEAD_BYTES = 64 * 1024;
const MAX_ENTRIES = 5000;

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

/** Open a path as an InputFile. Throws InputError if it cannot be read. */
export async function openInput(path: string): Promise<InputFile> {
  let info;
  try {
    info = await stat(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError({ file: path }, code === 'ENOENT' ? 'no such file or directory' : `cannot read (${code ?? String(err)})`);
  }
  if (info.isDirectory()) {
    const entries = await listEntries(path);
    return {
      path,
      isDirectory: true,
      head: '',
      entries,
      readText: () => Promise.reject(new InputError({ file: path }, 'is a directory; expected a file')),
      chunks: () => {
        throw new InputError({ file: path }, 'is a directory; expected a file');
      },
      readEntry: (rel: string) => readFile(join(path, rel), 'utf8'),
    };
  }
  const fh = await open(path, 'r');
  let start: Buffer;
  try {
    const buf = Buffer.alloc(Math.min(HEAD_BYTES, info.size));
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    start = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  if (start[0] === 0x1f && start[1] === 0x8b) return openGzip(path);
  return {
    path,
    isDirectory: false,
    head: start.toString('utf8'),
    readText: () => readFile(path, 'utf8'),
    chunks: () => createReadStream(path, { highWaterMark: 1 << 20 }),
    readEntry: () => Promise.reject(new InputError({ file: path }, 'is a file; expected a directory')),
  };
}

async function* gunzipChunks(path: string): AsyncIterable<Buffer> {
  const z = createReadStream(path, { highWaterMark: 1 << 20 }).pipe(createGunzip());
  try {
    for await (const chunk of z) yield chunk as Buffer;
  } catch (err) {
    // A corrupt or truncated archive is bad input, not a crash.
    throw new InputError({ file: path }, `the gzip data is corrupt or truncated (${(err as Error).message}); expected a complete .gz file`);
  } finally {
    z.destroy();
  }
}

/** A gzip-compressed input (pyperf ships .json.gz): detection and parsing see the decompressed text. */
async function openGzip(path: string): Promise<InputFile> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of gunzipChunks(path)) {
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
      for await (const c of gunzipChunks(path)) chunks.push(c);
      return Buffer.concat(chunks).toString('utf8');
    },
    chunks: () => gunzipChunks(path),
    readEntry: () => Promise.reject(new InputError({ file: path }, 'is a file; expected a directory')),
  };
}

/** Pick the reader for an input by content. Throws InputError listing what was tried. */
export function detectReader(input: InputFile, readers: readonly FormatReader[] = READERS): FormatReader {
  let best: FormatReader | undefined;
  let bestScore = 0;
  const scores: Array<[string, number]> = [];
  for (const r of readers) {
    let score = 0;
    try {
      score = r.detect(input);
    } catch {
      score = 0;
    }
    scores.push([r.id, score]);
    if (score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  if (best && bestScore >= 0.5) return best;
  if (input.isDirectory || input.head.trim() === '') {
    throw new InputError({ file: input.path }, input.isDirectory ? 'no known benchmark output in this directory' : 'the file is empty; expected benchmark output');
  }
  const nearest = scores.filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1])[0];
  const tried = readers.map((r) => r.id).join(', ');
  const hint = nearest ? ` It looks closest to "${nearest[0]}"; if that is right, pass --format ${nearest[0]} to see what does not match.` : '';
  throw new InputError({ file: input.path }, `unknown format. Tried, in order: ${tried}.${hint} Run "bench-review formats" for what each expects.`);
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length];
}

/** The registered format id closest to a mistyped one, if any is close. */
function nearestId(id: string): string | undefined {
  const scored = READERS.map((r) => [r.id, editDistance(id.toLowerCase(), r.id)] as const).sort((x, y) => x[1] - y[1]);
  return scored[0] && scored[0][1] <= Math.max(2, Math.floor(id.length / 3)) ? scored[0][0] : undefined;
}

/** Read one input file (or directory) into a ParseResult. */
export async function readResults(path: string, format?: string): Promise<ParseResult> {
  let reader: FormatReader | undefined;
  if (format !== undefined && format !== '' && format !== 'auto') {
    reader = findReader(format);
    if (!reader) {
      const near = nearestId(format);
      throw new UsageError(`unknown format "${format}"${near ? ` (did you mean ${near}?)` : ''}; expected one of: auto, ${READERS.map((r) => r.id).join(', ')}`);
    }
  }
  const input = await openInput(path);
  reader ??= detectReader(input);
  try {
    const result = await reader.parse(input);
    if (result.measurements.length === 0) {
      throw new InputError({ file: path }, `no benchmark results found; expected ${reader.title}`);
    }
    return result;
  } catch (err) {
    if (isUserError(err)) throw err;
    // A reader bug or an unexpected shape: still one clear line, never a stack trace.
    const message = err instanceof Error ? err.message : String(err);
    throw new InputError({ file: path }, `could not be read as ${reader.id}: ${message}`);
  }
}
