/**
 * Shared helpers for reader tests: fixture paths, parsing a text through a reader, detection
 * checks, a sanity check of every number in a result, seeded mutations of fixtures, and a fuzz
 * property (arbitrary and mutated inputs → parse gives a sane result or throws a user error;
 * detect never throws).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { expect } from 'vitest';
import { InputError, isUserError } from '../../src/errors.js';
import { detectReader } from '../../src/read/detect.js';
import { openInput } from '../../src/read/open.js';
import { readResults } from '../../src/read/read.js';
import type { FormatReader } from '../../src/read/reader.js';
import type { Measurement, ParseResult } from '../../src/model/types.js';
import { rowMeasurement } from '../../src/model/run-table.js';
import { mulberry32 } from '../stats/helpers.js';

const here = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'br-reader-'));
let counter = 0;

export function fixture(format: string, name: string): string {
  return join(here, '..', 'fixtures', 'formats', format, name);
}

export function fixtureText(format: string, name: string): string {
  return readFileSync(fixture(format, name), 'utf8');
}

export function tempFile(text: string | Buffer, ext = 'txt'): string {
  const p = join(scratch, `in${counter++}.${ext}`);
  writeFileSync(p, text);
  return p;
}

/** Data read from two {@link tempFile}s with their paths (which differ) as "F", to compare the rest. */
export function sameFile(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x).replace(/"[^"]*\/in\d+\.[a-z]+"/g, '"F"')) as unknown;
}

export async function parsePath(reader: FormatReader, path: string): Promise<ParseResult> {
  return reader.parse(await openInput(path));
}

export async function parseText(reader: FormatReader, text: string, ext = 'txt'): Promise<ParseResult> {
  return parsePath(reader, tempFile(text, ext));
}

/** Parse must fail with an InputError whose message matches every pattern (and names the file). */
export async function expectInputError(reader: FormatReader, text: string, ...patterns: RegExp[]): Promise<InputError> {
  const p = tempFile(text);
  let caught: unknown;
  try {
    await parsePath(reader, p);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(InputError);
  const e = caught as InputError;
  expect(e.message).toContain(p);
  for (const re of patterns) expect(e.message).toMatch(re);
  return e;
}

/** Every measurement of a result: the ones its table's rows stand for (model/run-table.ts), then its measurements, in order. */
export function measurementsOf(r: ParseResult): Measurement[] {
  const t = r.perRun;
  return t ? [...Array.from({ length: t.values.length }, (_, i) => rowMeasurement(t, i)), ...r.measurements] : r.measurements;
}

export async function expectDetected(format: string, path: string): Promise<void> {
  const input = await openInput(path);
  expect(detectReader(input).id).toBe(format);
  const r = await readResults(path);
  expect(r.format).toBe(format);
  expect(measurementsOf(r).length).toBeGreaterThan(0);
}

export function select(r: ParseResult, benchmark: string, unit = 'ns'): Measurement[] {
  return measurementsOf(r).filter((m) => m.benchmark === benchmark && m.unit === unit);
}

export function perRunValues(ms: Measurement[]): number[] {
  return ms.map((m) => {
    if (m.data.kind !== 'per-run') throw new Error(`expected per-run, got ${m.data.kind}`);
    return m.data.value;
  });
}

export function close(actual: number, expected: number, rel = 1e-12): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * rel + 1e-300);
}

function mutate(seed: string, cut: number, flips: Array<[number, string]>): string {
  let s = seed.slice(0, Math.max(0, Math.floor(cut * seed.length)));
  for (const [pos, ch] of flips) {
    if (s.length === 0) break;
    const i = Math.floor(pos * s.length) % s.length;
    s = s.slice(0, i) + ch + s.slice(i + 1);
  }
  return s;
}

/**
 * Every number the statistics will see is finite; durations (ns) are not negative; counts are
 * whole numbers from 0 to 2^53 − 1; percentile levels lie in [0, 1]. Written independently of
 * src/read/validate.ts, so it checks that code as well. Throws an Error naming the problem.
 */
export function expectSaneResult(r: ParseResult): void {
  const bad = (m: Measurement, what: string, v: unknown): never => {
    throw new Error(`${r.format}: ${m.benchmark} (${m.unit}) at ${JSON.stringify(m.source)}: ${what} = ${String(v)}`);
  };
  for (const m of measurementsOf(r)) {
    const time = m.unit === 'ns';
    const value = (v: number | undefined, what: string): void => {
      if (v === undefined) return;
      if (!Number.isFinite(v)) bad(m, what, v);
      if (time && v < 0) bad(m, `${what} (negative duration)`, v);
    };
    const count = (v: number | undefined, what: string, whole: boolean): void => {
      if (v === undefined) return;
      if (!Number.isFinite(v) || v < 0 || v > Number.MAX_SAFE_INTEGER || (whole && !Number.isInteger(v))) bad(m, what, v);
    };
    const d = m.data;
    if (d.kind === 'per-op') d.values.forEach((v, i) => value(v, `values[${i}]`));
    else if (d.kind === 'histogram') {
      const h = d.histogram;
      h.values.forEach((v, i) => value(v, `values[${i}]`));
      h.lowValues?.forEach((v, i) => value(v, `lowValues[${i}]`));
      h.counts.forEach((v, i) => count(v, `counts[${i}]`, true));
      count(h.total, 'total', true);
      value(h.min, 'min');
      value(h.max, 'max');
      value(h.mean, 'mean');
    } else if (d.kind === 'percentiles') {
      for (const pt of d.points) {
        if (!(pt.p >= 0 && pt.p <= 1)) bad(m, 'percentile level', pt.p);
        value(pt.value, `value at ${pt.p}`);
      }
      count(d.count, 'count', false);
      value(d.min, 'min');
      value(d.max, 'max');
      value(d.mean, 'mean');
    } else if (d.kind === 'per-run') {
      value(d.value, 'value');
      count(d.iterations, 'iterations', false);
    } else {
      value(d.mean, 'mean');
      if (d.sd !== undefined && !(Number.isFinite(d.sd) && d.sd >= 0)) bad(m, 'sd', d.sd);
      count(d.n, 'n', false);
      value(d.min, 'min');
      value(d.max, 'max');
      value(d.median, 'median');
    }
  }
}

/** Run `read`; it must give a sane result or throw a user error (anything else is rethrown). */
export async function expectSaneOrUserError(read: () => Promise<ParseResult>): Promise<'result' | 'user-error'> {
  let result: ParseResult;
  try {
    result = await read();
  } catch (err) {
    if (isUserError(err)) return 'user-error';
    throw err;
  }
  expectSaneResult(result);
  return 'result';
}

const HOSTILE_NUMBERS = [
  '1e300',
  '-1',
  '-0.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e16',
  '9007199254740993',
  '1e309',
  '0',
  '0.000',
  '1.5',
  '99999999999999999999',
];
const HOSTILE_BITS = [
  '\u0000',
  '\u001b[31m',
  '\r',
  '\n',
  '\t',
  '\u2028',
  '\u0085',
  '"',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '=',
  '%',
  ' ',
  '\\',
  '\ufffd',
];

/**
 * Seeded mutants of `seeds` (mulberry32): byte flips, truncation, duplicated lines, numbers
 * replaced by huge, negative, zero, non-integer or non-finite ones, control characters, and long
 * lines. One to three mutations each; the same seed always gives the same inputs.
 */
export function seededMutants(seeds: string[], seed: number, count: number): string[] {
  const rnd = mulberry32(seed);
  const int = (n: number): number => Math.floor(rnd() * n);
  const pick = <T>(a: readonly T[]): T => a[int(a.length)];
  const numberSpans = (s: string): Array<[number, number]> => {
    const spans: Array<[number, number]> = [];
    const re = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;
    for (let m = re.exec(s); m && spans.length < 5000; m = re.exec(s)) spans.push([m.index, m.index + m[0].length]);
    return spans;
  };
  const ops: Array<(s: string) => string> = [
    (s) => s.slice(0, int(s.length + 1)), // truncate
    (s) => {
      // flip a few characters
      let out = s;
      for (let k = 0, n = 1 + int(4); k < n && out.length > 0; k++) {
        const i = int(out.length);
        out = out.slice(0, i) + pick(HOSTILE_BITS) + out.slice(i + 1);
      }
      return out;
    },
    (s) => {
      // duplicate a line, several times
      const lines = s.split('\n');
      const i = int(lines.length);
      lines.splice(i, 0, ...Array<string>(1 + int(4)).fill(lines[i]));
      return lines.join('\n');
    },
    (s) => {
      // replace a number with a hostile one
      const spans = numberSpans(s);
      if (spans.length === 0) return s;
      const [a, b] = pick(spans);
      return s.slice(0, a) + pick(HOSTILE_NUMBERS) + s.slice(b);
    },
    (s) => {
      // replace every number on one line with the same hostile number
      const lines = s.split('\n');
      const i = int(lines.length);
      const v = pick(HOSTILE_NUMBERS);
      lines[i] = lines[i].replace(/-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g, v);
      return lines.join('\n');
    },
    (s) => {
      // a long run inside a line: spaces, digits or a token
      const i = int(s.length + 1);
      const run = pick([' ', '9', 'a', '\t', '0,', ' 1']).repeat(2000 + int(20000));
      return s.slice(0, i) + run + s.slice(i);
    },
    (s) => {
      // control characters inside a name or value
      const i = int(s.length + 1);
      return s.slice(0, i) + pick(['\u001b[2J', '\u0000\u0001', '\r\r\n', '\u2028\u2029', '\u009b']) + s.slice(i);
    },
  ];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let s = pick(seeds);
    for (let j = 0, n = 1 + int(3); j < n; j++) s = pick(ops)(s);
    out.push(s);
  }
  return out;
}

/**
 * Fuzz: arbitrary strings and mutated seeds never make parse throw anything but InputError, and
 * what parses passes the checks every result gets inside parse (read/validate.ts) and
 * {@link expectSaneResult}.
 */
export async function fuzzReader(reader: FormatReader, seeds: string[], numRuns = 150): Promise<void> {
  const flip = fc.tuple(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.constantFrom('"', '{', '}', ',', '\n', ' ', 'x', '9', '-', '[', ']', ':', 'e', '.', '\u0000', 'NaN'),
  );
  const input = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .tuple(fc.constantFrom(...seeds), fc.double({ min: 0, max: 1, noNaN: true }), fc.array(flip, { maxLength: 4 }))
      .map(([s, cut, flips]) => mutate(s, cut, flips)),
    fc.tuple(fc.constantFrom(...seeds), fc.array(flip, { minLength: 1, maxLength: 6 })).map(([s, flips]) => mutate(s, 1, flips)),
  );
  await fc.assert(
    fc.asyncProperty(input, async (text) => {
      const p = tempFile(text);
      const probe = await openInput(p);
      expect(() => reader.detect(probe)).not.toThrow();
      try {
        expectSaneResult(await reader.parse(probe));
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
      }
    }),
    { numRuns },
  );
}

/**
 * A reader warning as data, for `toEqual`: its id and exactly these params, `file` (the input's
 * path, a temp file in most tests) matched as any string unless given.
 */
export function warning(id: string, params: Record<string, unknown> = {}): unknown {
  return { id, params: { file: expect.any(String), ...params } };
}
