/**
 * HdrHistogram percentile spectra as text: wrk2's "Detailed Percentile spectrum",
 * `outputPercentileDistribution` text and CSV, vegeta hdrplot. A row says: `TotalCount` values are
 * ≤ `Value` (Value is the highestEquivalentValue of the bucket where that percentile was reached).
 * histogram.ts turns the rows into a histogram.
 */
import { InputError } from '../errors.js';
import { scaleDecimal } from './numbers.js';

/** One parsed spectrum row, value already in canonical units. */
export interface SpectrumRow {
  value: number;
  totalCount: number;
  line: number;
}

export interface SpectrumFooter {
  mean?: number;
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
      if (!(p >= 0 && p <= 1))
        throw new InputError({ file, line: offset + i + 1 }, `percentile ${m[2]} is outside 0..1; expected a fraction such as 0.990625`);
      const prev = rows[rows.length - 1];
      if (prev && (value < prev.value || totalCount < prev.totalCount)) {
        throw new InputError(
          { file, line: offset + i + 1 },
          `value or TotalCount decreases (from ${prev.totalCount} to ${totalCount}); expected a cumulative percentile spectrum`,
        );
      }
      if (!Number.isSafeInteger(totalCount))
        throw new InputError({ file, line: offset + i + 1 }, `TotalCount ${m[3]} is too large; expected an integer count`);
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
  if (rows.length === 0)
    throw new InputError(
      { file, line: offset + start },
      'a percentile spectrum header is followed by no rows; expected lines "Value Percentile TotalCount 1/(1-Percentile)"',
    );
  return { rows, footer, end: i };
}
