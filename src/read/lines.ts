/** Lines of text inputs: split whole texts, or stream large inputs line by line. */
import { StringDecoder } from 'node:string_decoder';
import { InputError } from '../errors.js';

/** The text without a leading UTF-8 byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Split text into lines, tolerating CRLF; line numbers are 1-based indexes + 1. */
export function splitLines(text: string): string[] {
  return stripBom(text).split(/\r?\n|\r/);
}

/** Longest line the streaming readers accept (a longer one is no benchmark output). */
const MAX_LINE_CHARS = 16 * 1024 * 1024;

/**
 * Split chunks into lines (UTF-8 safe across chunk boundaries; a trailing CR is left to the
 * caller). A line spanning many chunks is collected as parts and joined once: appending to one
 * string and searching it per chunk is quadratic in the line's length.
 */
class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private parts: string[] = [];
  private pending = 0;
  private lineNo = 1;

  constructor(private readonly path: string | undefined) {}

  private tooLong(): InputError {
    return new InputError({ file: this.path ?? 'input', line: this.lineNo }, `the line is longer than ${MAX_LINE_CHARS / (1024 * 1024)} Mi characters; expected benchmark output lines`);
  }

  write(chunk: Buffer, handle: (line: string) => void): void {
    const text = this.decoder.write(chunk);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      if (this.pending + nl - start > MAX_LINE_CHARS) throw this.tooLong();
      const piece = text.slice(start, nl);
      if (this.pending > 0) {
        this.parts.push(piece);
        handle(this.parts.join(''));
        this.parts = [];
        this.pending = 0;
      } else handle(piece);
      this.lineNo++;
      start = nl + 1;
    }
    if (start < text.length) {
      this.parts.push(text.slice(start));
      this.pending += text.length - start;
      if (this.pending > MAX_LINE_CHARS) throw this.tooLong();
    }
  }

  end(handle: (line: string) => void): void {
    const rest = this.parts.join('') + this.decoder.end();
    if (rest !== '') handle(rest);
  }
}

/**
 * Stream an input line by line (UTF-8 safe across chunk boundaries, CR before LF stripped by the
 * caller's own trimming) so memory is bounded by what the reader keeps, not the file size.
 */
export async function forEachLine(input: { path?: string; chunks(): AsyncIterable<Buffer> }, handle: (line: string) => void): Promise<void> {
  const split = new LineSplitter(input.path);
  for await (const chunk of input.chunks()) split.write(chunk, handle);
  split.end(handle);
}

/**
 * Stream an input line by line as bytes [s, e) of a buffer, without the newline (a CR before it is
 * left to the caller). Only a line that spans chunks is copied: its pieces are kept and joined
 * once when it ends (concatenating per chunk is quadratic in the line's length). A line longer
 * than `maxLineBytes` is refused with an InputError naming the file and line; lines inside one
 * chunk are not measured (chunks are bounded, and the check would cost on every row).
 */
export async function forEachByteLine(
  input: { path?: string; chunks(): AsyncIterable<Buffer> },
  handle: (buf: Buffer, s: number, e: number) => void,
  maxLineBytes: number,
  expected = 'expected benchmark output lines',
): Promise<void> {
  let lineNo = 0;
  const tooLong = (): InputError => {
    const size = maxLineBytes % (1024 * 1024) === 0 ? `${maxLineBytes / (1024 * 1024)} MiB` : `${maxLineBytes} bytes`;
    return new InputError({ file: input.path ?? 'input', line: lineNo + 1 }, `the line is longer than ${size}; ${expected}`);
  };
  let carry: Buffer[] = [];
  let carried = 0;
  for await (const chunk of input.chunks()) {
    let start = 0;
    let nl = chunk.indexOf(0x0a);
    if (carried > 0) {
      if (nl < 0) {
        carried += chunk.length;
        if (carried > maxLineBytes) throw tooLong();
        carry.push(chunk);
        continue;
      }
      if (carried + nl > maxLineBytes) throw tooLong();
      const joined = Buffer.concat([...carry, chunk.subarray(0, nl)], carried + nl);
      carry = [];
      carried = 0;
      handle(joined, 0, joined.length);
      lineNo++;
      start = nl + 1;
      nl = chunk.indexOf(0x0a, start);
    }
    for (; nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      handle(chunk, start, nl);
      lineNo++;
      start = nl + 1;
    }
    if (start < chunk.length) {
      carried = chunk.length - start;
      if (carried > maxLineBytes) throw tooLong();
      // Copied, so the rest of the chunk is not kept alive with it.
      carry = [Buffer.from(chunk.subarray(start))];
    }
  }
  if (carried > 0) {
    const last = carry.length === 1 ? carry[0] : Buffer.concat(carry, carried);
    handle(last, 0, last.length);
  }
}
