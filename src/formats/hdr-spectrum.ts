/**
 * Shared helpers for the latency-tool readers: HdrHistogram percentile spectra (wrk2's
 * "Detailed Percentile spectrum", `outputPercentileDistribution` text and CSV, vegeta hdrplot),
 * decoded HdrHistogram objects (hdr-histogram-js) → the model's `Histogram`, cumulative
 * "value ≤ x: count" tables (redis-benchmark), and exact decimal scaling of printed values.
 *
 * A spectrum row says: `TotalCount` values are ≤ `Value` (Value is the highestEquivalentValue
 * of the bucket where that percentile was reached). Differencing TotalCount between rows gives
 * bucket counts whose values lie in (previous Value, Value]; each such group becomes one bucket
 * at its upper edge, which is what HdrHistogram itself would report for any percentile inside
 * it. The lower edges are not exact HdrHistogram bucket edges, so `lowValues` is left unset.
 */
import { InputError } from '../errors.js';
import type { Histogram, Measurement } from '../model/types.js';

/**
 * Parse a printed decimal and multiply by `scale` without binary noise: "0.921" × 1e6 → 921000
 * exactly (921 × 1e3), not 921000.0000000001. NaN when the text is not a plain decimal.
 */
export function scaleDecimal(text: string, scale: number): number {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return NaN;
  const frac = m[3] ?? '';
  const exp = m[4] !== undefined ? Number(m[4]) : 0;
  const digits = (m[2] + frac).replace(/^0+(?=\d)/, '');
  if (digits.length > 15 || exp !== 0) return Number(text.trim()) * scale;
  const mant = Number(digits);
  const div = 10 ** frac.length;
  const sign = m[1] === '-' ? -1 : 1;
  if (scale >= div && Number.isInteger(scale / div)) return sign * mant * (scale / div);
  return (sign * mant * scale) / div;
}

/** One parsed spectrum row, value already in canonical units. */
export interface SpectrumRow {
  value: number;
  totalCount: number;
  line: number;
}

export interface SpectrumFooter {
  mean?: number;
  stdDev?: number;
  max?: number;
  totalCount?: number;
  subBuckets?: number;
}

const TEXT_HEADER = /^\s*Value(?:\(([a-zµμ]+)\))?\s+Percentile\s+TotalCount\s+1\/\(1-Percentile\)\s*$/i;
const CSV_HEADER = /^\s*"Value","Percentile","TotalCount","1\/\(1-Percentile\)"\s*$/;
const TEXT_ROW = /^\s*(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+)(?:\s+(\S+))?\s*$/;
// No `\s*` after a class that also matches spaces, and a key ends at a word character: either
// ambiguity made these quadratic in a long run of spaces.
const CSV_ROW = /^\s*(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+),([^,]*)$/;
const FOOTER = /^\s*#\[\s*(\w+)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*,\s*(\w(?:[\w ]*\w)?)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*\]\s*$/;

/** Is this line a spectrum header? Returns the unit in the header (`ms` for `Value(ms)`), '' when none, null when not a header. */
export function spectrumHeader(line: string): { unit: string; csv: boolean } | null {
  const t = TEXT_HEADER.exec(line);
  if (t) return { unit: t[1] ?? '', csv: false };
  if (CSV_HEADER.test(line)) return { unit: '', csv: true };
  return null;
}

export interface ParsedSpectrum {
  rows: SpectrumRow[];
  footer: SpectrumFooter;
  /** Index of the first line after the table (and its footer). */
  end: number;
}

/**
 * Parse the rows after a spectrum header at `lines[start - 1]` (`offset` + index + 1 is the file line). Stops at the first line that is
 * neither a row, a blank line directly after the header, nor a `#[…]` footer line.
 */
export function parseSpectrum(lines: string[], start: number, file: string, scale: number, csv: boolean, offset = 0): ParsedSpectrum {
  const rows: SpectrumRow[] = [];
  const footer: SpectrumFooter = {};
  let i = start;
  if (i < lines.length && lines[i].trim() === '') i++;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const m = (csv ? CSV_ROW : TEXT_ROW).exec(line);
    if (m) {
      if (Object.keys(footer).length > 0) break; // a second table without a header
      const value = scaleDecimal(m[1], scale);
      const p = Number(m[2]);
      const totalCount = Number(m[3]);
      if (!(p >= 0 && p <= 1)) throw new InputError({ file, line: offset + i + 1 }, `percentile ${m[2]} is outside 0..1; expected a fraction such as 0.990625`);
      const prev = rows[rows.length - 1];
      if (prev && (value < prev.value || totalCount < prev.totalCount)) {
        throw new InputError({ file, line: offset + i + 1 }, `value or TotalCount decreases (from ${prev.totalCount} to ${totalCount}); expected a cumulative percentile spectrum`);
      }
      if (!Number.isSafeInteger(totalCount)) throw new InputError({ file, line: offset + i + 1 }, `TotalCount ${m[3]} is too large; expected an integer count`);
      rows.push({ value, totalCount, line: offset + i + 1 });
      continue;
    }
    const f = FOOTER.exec(line);
    if (f && rows.length > 0) {
      const put = (key: string, raw: string): void => {
        const v = Number(raw);
        if (!Number.isFinite(v)) return;
        const k = key.toLowerCase().replace(/\s+/g, '');
        if (k === 'mean') footer.mean = v * scale;
        else if (k === 'stddeviation') footer.stdDev = v * scale;
        else if (k === 'max') footer.max = scaleDecimal(raw, scale);
        else if (k === 'totalcount') footer.totalCount = v;
        else if (k === 'subbuckets') footer.subBuckets = v;
      };
      put(f[1], f[2]);
      put(f[3], f[4]);
      continue;
    }
    break;
  }
  if (rows.length === 0) throw new InputError({ file, line: offset + start }, 'a percentile spectrum header is followed by no rows; expected lines "Value Percentile TotalCount 1/(1-Percentile)"');
  return { rows, footer, end: i };
}

/** Turn spectrum rows into a histogram by differencing TotalCount. Warnings go to `warn`. */
export function spectrumToHistogram(spec: ParsedSpectrum, file: string, warn: (w: string) => void): Histogram {
  const values: number[] = [];
  const counts: number[] = [];
  let prev = 0;
  for (const r of spec.rows) {
    const d = r.totalCount - prev;
    if (d <= 0) continue;
    if (values.length > 0 && values[values.length - 1] === r.value) counts[counts.length - 1] += d;
    else {
      values.push(r.value);
      counts.push(d);
    }
    prev = r.totalCount;
  }
  const last = spec.rows[spec.rows.length - 1];
  if (values.length === 0) throw new InputError({ file, line: last.line }, 'the percentile spectrum has a TotalCount of 0; expected at least one recorded value');
  const f = spec.footer;
  if (f.totalCount !== undefined && f.totalCount !== last.totalCount) {
    warn(`${file}:${last.line}: the spectrum ends at TotalCount ${last.totalCount} but the footer says Total count = ${f.totalCount}; using the rows`);
  }
  const hist: Histogram = {
    values: Float64Array.from(values),
    counts: Float64Array.from(counts),
    total: last.totalCount,
    min: values[0],
    // The footer's Max is the raw maximum (it can be below the last bucket's upper edge).
    max: f.max !== undefined && f.max > 0 ? f.max : values[values.length - 1],
  };
  if (f.mean !== undefined) hist.mean = f.mean;
  if (f.subBuckets !== undefined && f.subBuckets >= 2) hist.resolution = 1 / (f.subBuckets / 2);
  return hist;
}

/** The parts of hdr-histogram-js's JsHistogram this module uses. */
export interface HdrLike {
  readonly totalCount: number;
  readonly countsArrayLength: number;
  readonly subBucketCount: number;
  getCountAtIndex(index: number): number;
  valueFromIndex(index: number): number;
  highestEquivalentValue(value: number): number;
}

/**
 * A decoded HdrHistogram → the model's Histogram, values multiplied by `scale`. Every non-empty
 * bucket keeps its highestEquivalentValue (values) and lowestEquivalentValue (lowValues); max is
 * the highest non-empty bucket's highestEquivalentValue, min its lowest's lowestEquivalentValue,
 * as HdrHistogram's getMaxValue()/getMinValue() report them.
 */
export function hdrToHistogram(h: HdrLike, scale = 1): Histogram | null {
  const values: number[] = [];
  const lows: number[] = [];
  const counts: number[] = [];
  let total = 0;
  let sum = 0;
  for (let i = 0; i < h.countsArrayLength; i++) {
    const c = h.getCountAtIndex(i);
    if (c <= 0) continue;
    const low = h.valueFromIndex(i);
    const high = h.highestEquivalentValue(low);
    lows.push(low * scale);
    values.push(high * scale);
    counts.push(c);
    total += c;
    // HdrHistogram's mean uses each bucket's median equivalent value.
    sum += c * (low + Math.floor((high - low + 1) / 2)) * scale;
  }
  if (total === 0) return null;
  return {
    values: Float64Array.from(values),
    lowValues: Float64Array.from(lows),
    counts: Float64Array.from(counts),
    total,
    min: lows[0],
    max: values[values.length - 1],
    mean: sum / total,
    resolution: 1 / (h.subBucketCount / 2),
  };
}

/**
 * The value HdrHistogram's getValueAtPercentile(p·100) reports on a model histogram:
 * count = max(1, ceil(p·total)), walk buckets until the running total reaches it.
 */
export function histogramPercentile(h: Histogram, p: number): number {
  if (p <= 0) return h.lowValues ? h.lowValues[0] : h.values[0];
  const target = Math.max(1, Math.ceil(p * h.total - 1e-9 * h.total));
  let run = 0;
  for (let i = 0; i < h.counts.length; i++) {
    run += h.counts[i];
    if (run >= target) return h.values[i];
  }
  return h.values[h.values.length - 1];
}

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
  if (header.lowest < 1 || header.highest < 2 * header.lowest) throw new Error(`lowest ${header.lowest} / highest ${header.highest} trackable values are inconsistent`);
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

/** A printed percentage ("99.900") as a fraction without binary noise (0.999, not 0.9990000000000001). */
export function percentFraction(text: string): number {
  return Number((Number(text) / 100).toPrecision(12));
}

/**
 * The last check of the latency readers: no NaN or infinite number in any measurement (a "."
 * where a number belongs can get past a loose pattern). Throws InputError at the measurement's
 * source.
 */
export function assertFinite(measurements: readonly Measurement[]): void {
  for (const m of measurements) {
    const bad = (what: string): never => {
      throw new InputError(m.source, `${m.benchmark}: ${what} is not a finite number; expected numbers in the tool's output`);
    };
    const num = (v: number | undefined, what: string): void => {
      if (v !== undefined && !Number.isFinite(v)) bad(what);
    };
    const arr = (a: Float64Array | undefined, what: string): void => {
      if (a) for (let i = 0; i < a.length; i++) if (!Number.isFinite(a[i])) bad(`${what}[${i}]`);
    };
    const d = m.data;
    if (d.kind === 'per-op') arr(d.values, 'a sample');
    else if (d.kind === 'histogram') {
      arr(d.histogram.values, 'a bucket value');
      arr(d.histogram.lowValues, 'a bucket lower edge');
      arr(d.histogram.counts, 'a bucket count');
      for (const k of ['total', 'min', 'max', 'mean', 'resolution'] as const) num(d.histogram[k], k);
    } else if (d.kind === 'percentiles') {
      d.points.forEach((p, i) => {
        num(p.p, `percentile ${i}`);
        num(p.value, `the value at percentile ${p.p}`);
      });
      for (const k of ['count', 'min', 'max', 'mean'] as const) num(d[k], k);
    } else if (d.kind === 'per-run') num(d.value, 'the value');
    else for (const k of ['mean', 'sd', 'n', 'min', 'max', 'median'] as const) num(d[k], k);
  }
}
