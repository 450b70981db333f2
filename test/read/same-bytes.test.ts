/**
 * The comparisons streaming readers make on every row: `sameWords` and `KeptBytes` compare four
 * bytes at a time through DataViews, so every length (whole words and a tail of 1–3 bytes), every
 * offset (unaligned), a difference in any byte, and a buffer that is a slice of a larger one must
 * give what a byte-by-byte comparison gives.
 */
import { describe, expect, it } from 'vitest';
import { ChunkView, KeptBytes, sameWords } from '../../src/read/same-bytes.js';
import { mulberry32 } from '../../src/stats/random.js';

const byteByByte = (x: Uint8Array, a: number, y: Uint8Array, b: number, n: number): boolean => {
  for (let i = 0; i < n; i++) if (x[a + i] !== y[b + i]) return false;
  return true;
};

describe('sameWords and KeptBytes', () => {
  it('agree with a byte-by-byte comparison at every length, offset and differing byte', () => {
    const r = mulberry32(7);
    // A buffer inside a larger ArrayBuffer, at an odd offset, as a stream's chunk may be.
    const backing = new Uint8Array(300);
    const buf = backing.subarray(3, 203);
    const chunk = new ChunkView();
    const kept = new KeptBytes();
    let same = 0;
    let differ = 0;
    for (let trial = 0; trial < 4000; trial++) {
      for (let i = 0; i < backing.length; i++) backing[i] = 0x41 + Math.floor(r() * 3);
      const n = Math.floor(r() * 70);
      const s = Math.floor(r() * (buf.length - n));
      const at = Math.floor(r() * (buf.length - n));
      kept.keep(buf, s, s + n);
      const original = buf.slice(s, s + n);
      // The same bytes at `at`, then one of them changed (or none).
      buf.copyWithin(at, s, s + n);
      if (n > 0 && r() < 0.5) buf[at + Math.floor(r() * n)] ^= 0x01;
      const expected = byteByByte(buf, at, original, 0, n);
      expect(kept.at(chunk.of(buf), at)).toBe(expected);
      // sameWords between two views, the second at an offset of its own.
      const other = new Uint8Array(n + 5);
      other.set(original, 5);
      expect(sameWords(chunk.of(buf), at, new DataView(other.buffer), 5, n)).toBe(expected);
      if (expected) same++;
      else differ++;
    }
    expect(same).toBeGreaterThan(1000);
    expect(differ).toBeGreaterThan(1000);
  });

  it('reads each buffer through its own view', () => {
    const chunk = new ChunkView();
    const a = new Uint8Array([1, 2, 3, 4, 9]);
    const b = new Uint8Array([1, 2, 3, 5, 9]);
    const kept = new KeptBytes();
    kept.keep(a, 0, 4);
    expect([kept.at(chunk.of(a), 0), kept.at(chunk.of(b), 0), kept.at(chunk.of(a), 0)]).toEqual([true, false, true]);
  });
});
