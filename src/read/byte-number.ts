/** Numbers read straight from the bytes of a line, for the streaming readers' per-row fast paths. */

/** 10^k for k = 0…22, each exact. */
export const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A plain decimal in bytes [s, e) — optional sign, digits, at most one dot, at least one digit,
 * at most 15 digits, nothing else (no blanks) — or NaN when it is anything else. Within those
 * bounds the mantissa is an exact integer and one correctly rounded division gives exactly what
 * Number() gives for the same text; callers take their general path on NaN. `integer`: digits
 * only (no sign, no dot), as for an iteration count.
 */
export function plainDecimal(buf: Uint8Array, s: number, e: number, integer = false): number {
  let i = s;
  let neg = false;
  if (!integer && i < e && (buf[i] === 0x2d || buf[i] === 0x2b)) {
    neg = buf[i] === 0x2d;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let seenDot = false;
  for (; i < e; i++) {
    const c = buf[i];
    if (c >= 0x30 && c <= 0x39) {
      mant = mant * 10 + (c - 0x30);
      digits++;
      if (seenDot) frac++;
    } else if (c === 0x2e && !seenDot && !integer) {
      seenDot = true;
    } else {
      return NaN;
    }
  }
  if (digits === 0 || digits > 15) return NaN;
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}
