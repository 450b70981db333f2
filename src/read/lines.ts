/** Lines of text inputs: split whole texts, or stream large inputs line by line. */
import { InputError } from '../errors.js';

/** The text without a leading UTF-8 byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Split text into lines, tolerating CRLF; line numbers are 1-based indexes + 1. */
export function splitLines(text: string): string[] {
  return stripBom(text).split(/\r?\n|\r/);
}

/** Longest line a streaming reader accepts unless it says otherwise (a longer one is no benchmark output). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** A streamed input: its name for messages, and its bytes. */
export interface ChunkSource {
  path?: string;
  chunks(): AsyncIterable<Buffer>;
}

/**
 * The one line splitter behind {@link forEachLine} and {@link forEachByteLine}. It cuts chunks at
 * their last newline and hands over each run of whole lines at once: bytes [s, e) of a buffer,
 * lines separated by LF, no LF at either end (a run may be one line). `lines` returns how many
 * lines it handled, so a refusal can name the line. Only a line that spans chunks is copied: its
 * pieces are kept and joined once when it ends (concatenating per chunk is quadratic in the
 * line's length). A line longer than `maxLineBytes` is refused with an InputError naming the file
 * and line; lines inside one chunk are not measured (chunks are bounded, and the check would cost
 * on every row). Splitting on the byte 0x0A is UTF-8 safe: it never occurs inside a multi-byte
 * character, so a character split across chunks is whole again in the carried line.
 */
/**
 * The chunks of an input without a leading UTF-8 byte order mark (EF BB BF), even when the mark is
 * split over the first chunks: editors on Windows write one, and a first line that keeps it would
 * no longer match its pattern (a go test `pkg:` line, a Google Benchmark header).
 */
async function* withoutBom(chunks: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
    if (head.length < 3 && head.equals(BOM.subarray(0, head.length))) continue;
    const out: Buffer = head.subarray(0, 3).equals(BOM) ? head.subarray(3) : head;
    head = null;
    if (out.length > 0) yield out;
  }
  if (head !== null && head.length > 0 && !BOM.subarray(0, head.length).equals(head)) yield head;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function splitRuns(
  input: ChunkSource,
  lines: (buf: Buffer, s: number, e: number) => number,
  maxLineBytes: number,
  expected: string,
): Promise<void> {
  let lineNo = 0;
  const tooLong = (): InputError => {
    const size = maxLineBytes % (1024 * 1024) === 0 ? `${maxLineBytes / (1024 * 1024)} MiB` : `${maxLineBytes} bytes`;
    return new InputError({ file: input.path ?? 'input', line: lineNo + 1 }, `the line is longer than ${size}; ${expected}`);
  };
  let carry: Buffer[] = [];
  let carried = 0;
  for await (const chunk of withoutBom(input.chunks())) {
    let start = 0;
    const first = chunk.indexOf(0x0a);
    if (first < 0) {
      carried += chunk.length;
      if (carried > maxLineBytes) throw tooLong();
      carry.push(chunk);
      continue;
    }
    if (carried > 0) {
      if (carried + first > maxLineBytes) throw tooLong();
      const joined = Buffer.concat([...carry, chunk.subarray(0, first)], carried + first);
      carry = [];
      carried = 0;
      lineNo += lines(joined, 0, joined.length);
      start = first + 1;
    }
    const last = chunk.lastIndexOf(0x0a);
    if (last >= start) lineNo += lines(chunk, start, last);
    if (last + 1 < chunk.length) {
      carried = chunk.length - (last + 1);
      if (carried > maxLineBytes) throw tooLong();
      // Copied, so the rest of the chunk is not kept alive with it.
      carry = [Buffer.from(chunk.subarray(last + 1))];
    }
  }
  if (carried > 0) {
    const rest = carry.length === 1 ? carry[0] : Buffer.concat(carry, carried);
    lines(rest, 0, rest.length);
  }
}

/**
 * Stream an input as runs of whole lines, bytes [s, e) of a buffer, lines separated by LF and no
 * LF at either end (a run may be one line, or one empty line); `lines` returns how many lines the
 * run held. For a reader whose own pass over each row's bytes finds the line's end anyway (saving
 * the search per line of {@link forEachByteLine}); the same splitting and long-line refusal.
 */
export async function forEachByteRun(
  input: ChunkSource,
  lines: (buf: Buffer, s: number, e: number) => number,
  maxLineBytes = MAX_LINE_BYTES,
  expected = 'expected benchmark output lines',
): Promise<void> {
  await splitRuns(input, lines, maxLineBytes, expected);
}

/**
 * Stream an input line by line as bytes [s, e) of a buffer, without the newline (a CR before it is
 * left to the caller), so memory is bounded by what the reader keeps, not the file size. A line
 * longer than `maxLineBytes` is refused naming the file and line, with `expected` after it.
 */
export async function forEachByteLine(
  input: ChunkSource,
  handle: (buf: Buffer, s: number, e: number) => void,
  maxLineBytes = MAX_LINE_BYTES,
  expected = 'expected benchmark output lines',
): Promise<void> {
  await splitRuns(
    input,
    (buf, s, e) => {
      let n = 1;
      for (let nl = buf.indexOf(0x0a, s); nl >= 0 && nl < e; nl = buf.indexOf(0x0a, s)) {
        handle(buf, s, nl);
        s = nl + 1;
        n++;
      }
      handle(buf, s, e);
      return n;
    },
    maxLineBytes,
    expected,
  );
}

/**
 * Stream an input line by line as strings (UTF-8; a CR before the LF is left to the caller), so
 * memory is bounded by what the reader keeps, not the file size. Each run of whole lines is
 * decoded once and cut with indexOf: several times faster than decoding line by line. A leading
 * byte order mark is dropped, as by every streamed reader.
 */
export async function forEachLine(
  input: ChunkSource,
  handle: (line: string) => void,
  maxLineBytes = MAX_LINE_BYTES,
  expected = 'expected benchmark output lines',
): Promise<void> {
  await splitRuns(
    input,
    (buf, s, e) => {
      const text = buf.toString('utf8', s, e);
      let n = 1;
      let start = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
        handle(text.slice(start, nl));
        start = nl + 1;
        n++;
      }
      handle(start === 0 ? text : text.slice(start));
      return n;
    },
    maxLineBytes,
    expected,
  );
}

/**
 * A copy of a string cut from a larger one (a line of {@link forEachLine}, a regex group): V8
 * keeps the whole text a long slice was cut from alive, so a name kept for the whole parse would
 * pin a decoded chunk. Call it once per kept name, not per row.
 */
export function own(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}
