/**
 * Shared JSON helpers for readers: tolerant parsing (bare NaN / Infinity tokens, as Google
 * Benchmark and asv write them) with positions in errors, and typed field access that names the
 * JSON path of whatever is missing.
 */
import { InputError } from '../errors.js';

/** Replace bare NaN / Infinity / -Infinity tokens outside strings with JSON-legal sentinels. */
function replaceBareTokens(text: string): string {
  if (!/NaN|Infinity/.test(text)) return text;
  let out = '';
  let i = 0;
  let last = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === 'N' && text.startsWith('NaN', i)) {
      out += text.slice(last, i) + '"__NaN__"';
      i += 3;
      last = i;
      continue;
    }
    if (c === 'I' && text.startsWith('Infinity', i)) {
      const neg = out.length + (i - last) > 0 && text[i - 1] === '-';
      out += text.slice(last, neg ? i - 1 : i) + (neg ? '"__-Infinity__"' : '"__Infinity__"');
      i += 8;
      last = i;
      continue;
    }
    i++;
  }
  return out + text.slice(last);
}

function revive(_key: string, value: unknown): unknown {
  if (value === '__NaN__') return NaN;
  if (value === '__Infinity__') return Infinity;
  if (value === '__-Infinity__') return -Infinity;
  return value;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Parse JSON, tolerating bare NaN/Infinity; a syntax error names the file and line. */
export function parseJson(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new InputError({ file }, 'the file is empty; expected JSON');
  try {
    return JSON.parse(replaceBareTokens(body), revive);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(msg);
    const line = pos ? lineOf(body, Number(pos[1])) : undefined;
    const truncated = /Unexpected end of JSON input/.test(msg);
    throw new InputError({ file, line }, truncated ? 'the JSON ends early (truncated file?); expected a complete document' : `invalid JSON (${msg.replace(/^JSON\.parse: /, '')})`);
  }
}

/** Try to parse JSON; undefined when it is not JSON (for detection). */
export function tryParseJson(text: string): unknown {
  // Detection asks this of the same 64 KiB head once per JSON reader: parse it once. The result
  // is shared between callers, so detectors only read it.
  if (text === lastText) return lastValue;
  let value: unknown;
  try {
    value = JSON.parse(replaceBareTokens(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), revive);
  } catch {
    value = undefined;
  }
  lastText = text;
  lastValue = value;
  return value;
}

let lastText: string | undefined;
let lastValue: unknown;

export type JsonObject = Record<string, unknown>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Typed access that throws InputError with the JSON pointer of the offending field. */
export class JsonPath {
  constructor(
    readonly file: string,
    readonly pointer: string = '',
  ) {}

  at(key: string | number): JsonPath {
    return new JsonPath(this.file, `${this.pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }

  fail(expected: string, got?: unknown): never {
    const what = got === undefined ? 'missing' : `found ${describe(got)}`;
    throw new InputError({ file: this.file, pointer: this.pointer || '/' }, `${what}; expected ${expected}`);
  }

  object(v: unknown): JsonObject {
    return isObject(v) ? v : this.fail('an object', v);
  }

  array(v: unknown): unknown[] {
    return Array.isArray(v) ? v : this.fail('an array', v);
  }

  string(v: unknown): string {
    return typeof v === 'string' ? v : this.fail('a string', v);
  }

  /** A number; also accepts numeric strings such as "NaN", "+INF", "1.5e3" (JMH writes these). */
  number(v: unknown): number {
    if (typeof v === 'number') return v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (/^[+-]?inf(inity)?$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
      if (/^nan$/i.test(s)) return NaN;
      const n = Number(s);
      if (s !== '' && Number.isFinite(n)) return n;
    }
    return this.fail('a number', v);
  }

  /** A finite number. */
  finite(v: unknown): number {
    const n = this.number(v);
    return Number.isFinite(n) ? n : this.fail('a finite number', v);
  }
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string "${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}
