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

/** A DataView of the buffer rows are read from, made once per buffer (a stream's chunk), for {@link KeptBytes} and {@link sameWords}. */
export class ChunkView {
  private buf: Uint8Array | undefined;
  private view: DataView = new DataView(new ArrayBuffer(0));

  of(buf: Uint8Array): DataView {
    if (buf !== this.buf) {
      this.buf = buf;
      this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    return this.view;
  }
}

/** Whether `n` bytes at `a` of `x` are those at `b` of `y`, compared four at a time (both ranges within their views). */
export function sameWords(x: DataView, a: number, y: DataView, b: number, n: number): boolean {
  let k = 0;
  for (; k + 4 <= n; k += 4) if (x.getInt32(a + k, true) !== y.getInt32(b + k, true)) return false;
  for (; k < n; k++) if (x.getUint8(a + k) !== y.getUint8(b + k)) return false;
  return true;
}

/**
 * Bytes kept from one row to be found again on the next (the previous row's name), compared four
 * at a time through DataViews: on the development machine's V8 a loop's step costs more than its
 * compare, so a 40-byte name is compared in 10 steps, not 40.
 */
export class KeptBytes {
  /** How many bytes are kept; −1 before any. */
  length = -1;
  private bytes = new Uint8Array(64);
  private view = new DataView(this.bytes.buffer);

  /** Keep bytes [s, e) of `buf`. */
  keep(buf: Uint8Array, s: number, e: number): void {
    const n = e - s;
    if (n > this.bytes.length) {
      this.bytes = new Uint8Array(n * 2);
      this.view = new DataView(this.bytes.buffer);
    }
    const bytes = this.bytes;
    for (let i = 0; i < n; i++) bytes[i] = buf[s + i];
    this.length = n;
  }

  /** Whether bytes at `at` of `view` (a ChunkView's) are the kept ones; the caller checks that `at + length` is within it. */
  at(view: DataView, at: number): boolean {
    return sameWords(view, at, this.view, 0, this.length);
  }
}
