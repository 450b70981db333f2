/**
 * Shared JSON helpers for readers: tolerant parsing (bare NaN / Infinity tokens, as Google
 * Benchmark and asv write them) with positions in errors, and typed field access that names the
 * JSON path of whatever is missing.
 */
import { InputError } from '../errors.js';
import { stripBom } from './lines.js';

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

/** 1-based line and column (UTF-16 code units) of `offset` in `text`. */
function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

const MAX_DEPTH = 5000;

/** A short, printable description of the character at `i` for an error message. */
function found(text: string, i: number): string {
  if (i >= text.length) return 'the end of the file';
  const c = text.codePointAt(i)!;
  const ch = String.fromCodePoint(c);
  return c < 0x20 || c === 0x7f ? `control character U+${c.toString(16).padStart(4, '0').toUpperCase()}` : `"${ch}"`;
}

/** The first syntax error of a JSON text. */
export interface JsonSyntaxProblem {
  /** UTF-16 offset of the first character that cannot be part of valid JSON. */
  offset: number;
  /** "expected …, found …". */
  message: string;
  /** The text ends before the document does. */
  truncated: boolean;
  /** A complete document is followed by more text (JSON lines, or two documents). */
  trailing: boolean;
}

/**
 * Where a JSON text first goes wrong, for the error message (JSON.parse's own messages carry no
 * line, and V8's quote a multi-line slice of the input). Accepts the bare NaN / Infinity /
 * -Infinity tokens {@link parseJson} tolerates. Iterative, so deep nesting cannot overflow the
 * stack. Undefined when the text is valid JSON.
 */
export function locateJsonError(text: string): JsonSyntaxProblem | undefined {
  const n = text.length;
  let i = 0;
  const stack: number[] = []; // 0x5b '[' or 0x7b '{'
  const fail = (message: string, trailing = false): JsonSyntaxProblem => ({
    offset: i,
    message: `${message}, found ${found(text, i)}`,
    truncated: i >= n,
    trailing,
  });
  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      i++;
    }
  };
  const string = (): boolean => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            return false;
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const number = (): boolean => {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
    m.lastIndex = i;
    const r = m.exec(text);
    if (!r || r[0] === '-' || r[0] === '') return false;
    i += r[0].length;
    return true;
  };
  // Expect a value at i; returns an error, or undefined after consuming a scalar or opening a container.
  const value = (): JsonSyntaxProblem | undefined => {
    ws();
    if (i >= n) return fail('expected a value');
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) return fail(`nested more than ${MAX_DEPTH} levels deep`);
      stack.push(c.charCodeAt(0));
      i++;
      return undefined;
    }
    if (c === '"') return string() ? undefined : fail('invalid string');
    for (const word of ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return undefined;
      }
    }
    if (c === '-' || (c >= '0' && c <= '9')) return number() ? undefined : fail('invalid number');
    return fail('expected a value');
  };
  let err = value();
  if (err) return err;
  // After a value (or an opening bracket): close containers, or expect separators.
  let opened = stack.length > 0; // just opened a container: a closing bracket or a member may follow
  while (stack.length > 0) {
    ws();
    const top = stack[stack.length - 1];
    const close = top === 0x5b ? ']' : '}';
    if (text[i] === close) {
      stack.pop();
      i++;
      opened = false;
      continue;
    }
    if (!opened) {
      if (text[i] !== ',') return fail(`expected "," or "${close}"`);
      i++;
      ws();
    }
    if (top === 0x7b) {
      if (text[i] !== '"') return fail('expected a property name in double quotes');
      if (!string()) return fail('invalid string');
      ws();
      if (text[i] !== ':') return fail('expected ":" after the property name');
      i++;
    }
    const depth = stack.length;
    err = value();
    if (err) return err;
    opened = stack.length > depth;
  }
  ws();
  if (i < n) return fail('expected the end of the JSON document', true);
  return undefined;
}

/** Parse JSON, tolerating bare NaN/Infinity; a syntax error names the file, line and column on one line. */
export function parseJson(text: string, file: string): unknown {
  const body = stripBom(text);
  if (body.trim() === '') throw new InputError({ file }, 'the file is empty; expected JSON');
  try {
    return JSON.parse(replaceBareTokens(body), revive);
  } catch (err) {
    throw jsonSyntaxError(body, file, err);
  }
}

/** The InputError for a text JSON.parse rejected: `file:line:column: invalid JSON (…)`. */
export function jsonSyntaxError(body: string, file: string, cause?: unknown): InputError {
  const at = locateJsonError(body);
  if (!at) {
    // Valid syntax that JSON.parse still refused (the reviver ran out of stack on deep nesting).
    const msg = cause instanceof Error ? cause.message : String(cause);
    return new InputError({ file }, `could not parse the JSON (${msg.slice(0, 200)})`);
  }
  const { line, column } = lineColumnOf(body, at.offset);
  if (at.truncated) return new InputError({ file, line, column }, 'the JSON ends early (truncated file?); expected a complete document');
  return new InputError({ file, line, column }, `invalid JSON (${at.message})`);
}

/** Try to parse JSON; undefined when it is not JSON (for detection). */
export function tryParseJson(text: string): unknown {
  // Detection asks this of the same 64 KiB head once per JSON reader: parse it once. The result
  // is shared between callers, so detectors only read it.
  if (text === lastText) return lastValue;
  let value: unknown;
  try {
    value = JSON.parse(replaceBareTokens(stripBom(text)), revive);
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
    // An index has no "~" or "/" to escape.
    if (typeof key === 'number') return new JsonPath(this.file, `${this.pointer}/${key}`);
    return new JsonPath(this.file, `${this.pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
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
