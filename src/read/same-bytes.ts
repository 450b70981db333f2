/**
 * Whether text read before is at a place of a buffer or line: the comparisons streaming readers
 * make on every row (the previous row's name, units, counter keys), by bytes or char codes, since
 * making a string of each row to compare would cost more than the row. Callers check lengths.
 */

/** Whether bytes at `at` of `buf` are the characters of `text`, an ASCII (Latin-1) string. */
export function asciiAt(buf: Uint8Array, at: number, text: string): boolean {
  for (let i = text.length - 1; i >= 0; i--) if (buf[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Whether bytes at `at` of `buf` are the first `n` of `bytes` (all of them by default). */
export function bytesAt(buf: Uint8Array, at: number, bytes: Uint8Array, n = bytes.length): boolean {
  for (let i = n - 1; i >= 0; i--) if (buf[at + i] !== bytes[i]) return false;
  return true;
}

/** Whether `line` holds `text` at `at` (`line.startsWith(text, at)` by char codes: the builtin's call cost more than the compare). */
export function textAt(line: string, at: number, text: string): boolean {
  for (let i = text.length - 1; i >= 0; i--) if (line.charCodeAt(at + i) !== text.charCodeAt(i)) return false;
  return true;
}
