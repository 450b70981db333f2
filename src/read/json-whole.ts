/**
 * Whole-document JSON for readers of large JSON files (hyperfine, Google Benchmark): one string
 * of the file, one JSON.parse, no reviver. The bound: these formats are one JSON document, so the
 * text is held once (at most the input's text cap, 500 MiB) plus the parsed values; there is no
 * second copy of the text and no reviver pass over every value. Documents with bare NaN /
 * Infinity tokens and every error go through parseJson (json.ts), which handles and locates them.
 */
import { parseJson } from './json.js';
import { stripBom } from './lines.js';

/** JSON.parse of the document, as parseJson reads it (same values, same errors). */
export function parseWholeJson(text: string, file: string): unknown {
  const body = stripBom(text);
  // Bare tokens need parseJson's rewrite; a string that merely holds the letters parses as well there.
  if (body.includes('NaN') || body.includes('Infinity')) return parseJson(text, file);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return parseJson(text, file);
  }
}
