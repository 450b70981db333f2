/**
 * Building the model's `Histogram` from what HdrHistogram tools give: a percentile spectrum
 * (spectrum.ts) or a decoded HdrHistogram. Readers build histograms and never compute
 * percentiles from them: compare/ does, with the one implementation in stats/.
 *
 * From a spectrum: differencing TotalCount between rows gives bucket counts whose values lie in
 * (previous Value, Value]; each such group becomes one bucket at its upper edge, which is what
 * HdrHistogram itself would report for any percentile inside it. The lower edges are not exact
 * HdrHistogram bucket edges, so `lowValues` is left unset.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Histogram } from '../model/types.js';
import type { ParsedSpectrum } from './spectrum.js';

/** Turn spectrum rows into a histogram by differencing TotalCount. Warnings go to `warn`. */
export function spectrumToHistogram(spec: ParsedSpectrum, file: string, warn: (m: Message) => void): Histogram {
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
  if (values.length === 0)
    throw new InputError({ file, line: last.line }, 'the percentile spectrum has a TotalCount of 0; expected at least one recorded value');
  const f = spec.footer;
  if (f.totalCount !== undefined && f.totalCount !== last.totalCount) {
    warn(message('reader.spectrum-total-mismatch', { file, line: last.line, rows: last.totalCount, footer: f.totalCount }));
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
