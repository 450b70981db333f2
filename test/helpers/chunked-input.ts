/**
 * Inputs that deliver their bytes in chunks of a chosen size and refuse to be read whole: a
 * streaming reader given one must give exactly what it gives for the file read in one chunk,
 * wherever the chunk boundaries fall (inside a line, a CRLF or a UTF-8 character).
 */
import { openInput } from '../../src/read/open.js';
import type { InputFile } from '../../src/read/reader.js';

/** The file at `path`, delivered `size` bytes at a time (or in the given sizes, cycling); readText throws. */
export async function chunkedInput(path: string, size: number | number[]): Promise<InputFile> {
  const input = await openInput(path);
  const parts: Buffer[] = [];
  for await (const c of input.chunks()) parts.push(c);
  const all = Buffer.concat(parts);
  const sizes = typeof size === 'number' ? [size] : size;
  return {
    ...input,
    readText: () => Promise.reject(new Error('readText: a streaming reader must not read the input whole')),
    chunks: async function* () {
      for (let i = 0, k = 0; i < all.length; k++) {
        const n = sizes[k % sizes.length];
        // A fresh copy per chunk, as a file stream gives: nothing may rely on the bytes around it.
        yield Buffer.from(all.subarray(i, i + n));
        i += n;
      }
    },
  };
}
