/** Lines of text inputs: split whole texts, or stream large inputs line by line. */
import { StringDecoder } from 'node:string_decoder';
import { InputError } from '../errors.js';

/** Split text into lines, tolerating CRLF; line numbers are 1-based indexes + 1. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r?\n|\r/);
}

/** Longest line the streaming readers accept (a longer one is no benchmark output). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

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

/** The lines of an input as an async iterator (see {@link forEachLine}). */
export async function* linesOf(input: { path?: string; chunks(): AsyncIterable<Buffer> }): AsyncGenerator<string> {
  const split = new LineSplitter(input.path);
  const batch: string[] = [];
  const take = (line: string): void => void batch.push(line);
  for await (const chunk of input.chunks()) {
    split.write(chunk, take);
    yield* batch;
    batch.length = 0;
  }
  split.end(take);
  yield* batch;
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
