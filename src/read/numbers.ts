/**
 * Numbers as tools print them: thousands separators, and decimals scaled to canonical units or
 * read as fractions without binary noise (so "0.921" ms is exactly 921000 ns, as the tool meant).
 */

/** Parse a number that may carry thousands separators ("1,431,759") or a leading "+". NaN if not a number. */
export function parseLooseNumber(raw: string): number {
  const s = raw
    .trim()
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .replace(/^\+/, '');
  if (s === '') return NaN;
  return Number(s);
}

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

/** A printed percentage ("99.900") as a fraction without binary noise (0.999, not 0.9990000000000001). */
export function percentFraction(text: string): number {
  return Number((Number(text) / 100).toPrecision(12));
}
