/** Shared helpers for line-oriented text readers. */

/** Split text into lines, tolerating CRLF; line numbers are 1-based indexes + 1. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r?\n|\r/);
}

/** Parse a number that may carry thousands separators ("1,431,759") or a leading "+". NaN if not a number. */
export function parseLooseNumber(raw: string): number {
  const s = raw.trim().replace(/,(?=\d{3}(\D|$))/g, '').replace(/^\+/, '');
  if (s === '') return NaN;
  return Number(s);
}
