/**
 * HdrHistogram's V2 encoding, as HdrHistogram logs carry it (base64 of the compressed form,
 * "HISTF…"): the header, and the ZigZag LEB128 counts added into a plain array.
 */

/** The header of an uncompressed V2 HdrHistogram encoding. */
export interface V2Header {
  normalizingIndexOffset: number;
  digits: number;
  lowest: number;
  highest: number;
  /** Byte range of the ZigZag-LEB128 counts payload. */
  start: number;
  end: number;
}

/**
 * Base64 compressed V2 histogram ("HISTF…") → its uncompressed bytes and header. This is the
 * decoding hdr-histogram-js's decodeFromCompressedBase64 performs, without building a histogram
 * object per interval (which costs ~10× more); the tests check both agree on every fixture line.
 * Throws Error (the caller adds the position) when the bytes are not a V2 histogram.
 */
export function inflateV2(b64: string, inflate: (b: Buffer) => Buffer): { raw: Buffer; header: V2Header } {
  const buf = Buffer.from(b64, 'base64');
  if (buf.length < 8 || (buf.readInt32BE(0) & ~0xf0) !== 0x1c849304) throw new Error('no V2 compressed-histogram cookie');
  const len = buf.readInt32BE(4);
  if (len < 0 || 8 + len > buf.length) throw new Error(`compressed length ${len} exceeds the ${buf.length - 8} bytes present`);
  const raw = inflate(buf.subarray(8, 8 + len));
  if (raw.length < 40 || (raw.readInt32BE(0) & ~0xf0) !== 0x1c849303) throw new Error('no V2 histogram cookie inside');
  const payload = raw.readInt32BE(4);
  if (payload < 0 || 40 + payload > raw.length) throw new Error(`payload length ${payload} exceeds the ${raw.length - 40} bytes present`);
  const header: V2Header = {
    normalizingIndexOffset: raw.readInt32BE(8),
    digits: raw.readInt32BE(12),
    lowest: raw.readInt32BE(16) * 4294967296 + raw.readUInt32BE(20),
    highest: raw.readInt32BE(24) * 4294967296 + raw.readUInt32BE(28),
    start: 40,
    end: 40 + payload,
  };
  if (header.digits < 0 || header.digits > 5) throw new Error(`${header.digits} significant digits; expected 0..5`);
  if (header.lowest < 1 || header.highest < 2 * header.lowest)
    throw new Error(`lowest ${header.lowest} / highest ${header.highest} trackable values are inconsistent`);
  return { raw, header };
}

/**
 * Add the ZigZag LEB128-64b9B counts of a V2 payload into `counts` (index = counts-array index;
 * a negative value −z skips z empty buckets). Returns the total added and the highest non-empty
 * index (−1 when empty). Throws Error on a truncated payload or an index beyond `limit`.
 */
export function addV2Counts(raw: Buffer, h: V2Header, counts: Float64Array, limit: number): { total: number; maxIndex: number } {
  let pos = h.start;
  const end = h.end;
  let index = 0;
  let total = 0;
  let maxIndex = -1;
  while (pos < end) {
    const x = raw[pos++];
    if (x < 0x80) {
      // One-byte ZigZag value, the common case: odd = a run of (x+1)/2 empty buckets.
      if (x & 1) {
        index += (x + 1) >> 1;
        continue;
      }
      if (x !== 0) {
        counts[index] += x >> 1; // writes past the end are ignored by typed arrays; checked below
        total += x >> 1;
        maxIndex = index;
      }
      index++;
      continue;
    }
    let b = x;
    let v = x & 0x7f;
    let mul = 128;
    for (let k = 1; b & 0x80; k++) {
      if (pos >= end) throw new Error('truncated count');
      b = raw[pos++];
      if (k === 8) {
        v += b * mul;
        break;
      }
      v += (b & 0x7f) * mul;
      mul *= 128;
    }
    if (v % 2 === 1) {
      index += (v + 1) / 2;
      continue;
    }
    counts[index] += v / 2;
    total += v / 2;
    maxIndex = index;
    index++;
  }
  if (maxIndex >= limit) throw new Error(`a count at index ${maxIndex}, beyond the histogram's ${limit} buckets`);
  return { total, maxIndex };
}
