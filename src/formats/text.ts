/** Shared helpers for line-oriented text readers. */
import { StringDecoder } from 'node:string_decoder';

/** Split text into lines, tolerating CRLF; line numbers are 1-based indexes + 1. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r?\n|\r/);
}

/** Parse a number that may carry thousands separators ("1,431,759") or a leading "+". NaN if not a number. */
export function parseLooseNumber(raw: string): number {
  const s = raw.trim().replace(/,(?=\d{3}(\D|$))/g, '').replace(/^\+/, '');
  if (s === '') return NaN;
  return Number(s);
}

/**
 * Stream an input line by line (UTF-8 safe across chunk boundaries, CR before LF stripped by the
 * caller's own trimming) so memory is bounded by what the reader keeps, not the file size.
 */
export async function forEachLine(input: { chunks(): AsyncIterable<Buffer> }, handle: (line: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  for await (const chunk of input.chunks()) {
    const text = carry + decoder.write(chunk);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      handle(text.slice(start, nl));
      start = nl + 1;
    }
    carry = text.slice(start);
  }
  carry += decoder.end();
  if (carry !== '') handle(carry);
}
