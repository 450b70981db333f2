/**
 * Shared helpers for reader tests: fixture paths, parsing a text through a reader, detection
 * checks, and a fuzz property (arbitrary and mutated inputs → parse succeeds or throws InputError;
 * detect never throws).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import { detectReader, openInput, readResults } from '../../src/formats/read.js';
import type { FormatReader } from '../../src/formats/reader.js';
import type { Measurement, ParseResult } from '../../src/model/types.js';

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

export async function expectDetected(format: string, path: string): Promise<void> {
  const input = await openInput(path);
  expect(detectReader(input).id).toBe(format);
  const r = await readResults(path);
  expect(r.format).toBe(format);
  expect(r.measurements.length).toBeGreaterThan(0);
}

export function select(r: ParseResult, benchmark: string, unit = 'ns'): Measurement[] {
  return r.measurements.filter((m) => m.benchmark === benchmark && m.unit === unit);
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

/** Fuzz: arbitrary strings and mutated seeds never make parse throw anything but InputError. */
export async function fuzzReader(reader: FormatReader, seeds: string[], numRuns = 150): Promise<void> {
  const flip = fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('"', '{', '}', ',', '\n', ' ', 'x', '9', '-', '[', ']', ':', 'e', '.', '\u0000', 'NaN'));
  const input = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.tuple(fc.constantFrom(...seeds), fc.double({ min: 0, max: 1, noNaN: true }), fc.array(flip, { maxLength: 4 })).map(([s, cut, flips]) => mutate(s, cut, flips)),
    fc.tuple(fc.constantFrom(...seeds), fc.array(flip, { minLength: 1, maxLength: 6 })).map(([s, flips]) => mutate(s, 1, flips)),
  );
  await fc.assert(
    fc.asyncProperty(input, async (text) => {
      const p = tempFile(text);
      const probe = await openInput(p);
      expect(() => reader.detect(probe)).not.toThrow();
      try {
        await reader.parse(probe);
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
      }
    }),
    { numRuns },
  );
}
