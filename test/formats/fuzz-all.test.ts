/**
 * Fuzz every reader with seeded mutants of its own fixtures (test/fixtures/formats/<id>): byte
 * flips, truncation, duplicated lines, 1e300, -1, NaN, huge counts, control characters, long
 * runs. Through the public read function, with the format forced and (for a share of the inputs)
 * detected: each input must give a result whose every value is finite (durations not negative)
 * or a user error, never anything else. Bounded by counts, so it cannot hang the suite.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { READERS } from '../../src/formats/index.js';
import { readResults } from '../../src/read/read.js';
import { expectSaneOrUserError, fixture, seededMutants, tempFile, measurementsOf } from '../helpers/reader-kit.js';

const MUTANTS = 160;
const AUTO_EVERY = 4; // one mutant in four also goes through detection
const MAX_SEED_CHARS = 40_000; // larger fixtures are cut: the mutations, not the size, are the point

function filesBelow(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesBelow(p));
    else out.push(p);
  }
  return out;
}

/** The fixture texts of a reader (gzip fixtures decompressed), without the SOURCES.md notes. */
function seedsOf(id: string): string[] {
  const dir = fixture(id, '');
  return filesBelow(dir)
    .filter((p) => !p.endsWith('.md'))
    .map((p) => {
      const raw = readFileSync(p);
      const text = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
      return text.slice(0, MAX_SEED_CHARS);
    });
}

/** Seed from the reader id, so each reader gets its own reproducible stream. */
function seedFor(id: string): number {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const FILE_READERS = READERS.filter((r) => r.id !== 'criterion-dir');

/**
 * Readers none of whose mutants parse: vegeta-encode's only fixture is NDJSON longer than
 * MAX_SEED_CHARS, so the cut leaves a broken last line in every mutant.
 */
const NEVER_PARSES = new Set(['vegeta-encode']);

describe('fuzz: every reader, seeded mutants of its fixtures', () => {
  it('covers every registered reader', () => {
    expect(FILE_READERS.length + 1).toBe(READERS.length);
    for (const r of READERS) expect(seedsOf(r.id).length, r.id).toBeGreaterThan(0);
  });

  it.each(FILE_READERS.map((r) => [r.id]))(
    '%s: a sane result or a user error, forced and detected',
    async (id) => {
      const mutants = seededMutants(seedsOf(id), seedFor(id), MUTANTS);
      const outcomes = { result: 0, 'user-error': 0 };
      let measured = 0; // results with at least one measurement
      for (let k = 0; k < mutants.length; k++) {
        const path = tempFile(mutants[k]);
        outcomes[
          await expectSaneOrUserError(() => readResults(path, id).then((r) => ((measured += measurementsOf(r).length > 0 ? 1 : 0), r)))
        ]++;
        if (k % AUTO_EVERY === 0) await expectSaneOrUserError(() => readResults(path));
      }
      // The mutants are mild enough that some still parse, and hostile enough that some fail.
      expect(measured).toBeLessThan(MUTANTS);
      if (NEVER_PARSES.has(id)) expect(measured).toBe(0);
      else expect(measured).toBeGreaterThan(0);
      expect(outcomes['user-error']).toBeGreaterThan(0);
    },
    120_000,
  );

  it('criterion-dir: mutating one file of a copied results tree', async () => {
    const src = fixture('criterion-dir', 'gen-0.3.6-target-criterion');
    const files = filesBelow(src).map((p) => relative(src, p));
    const mutants = seededMutants(
      files.map((f) => readFileSync(join(src, f), 'utf8')),
      seedFor('criterion-dir'),
      MUTANTS,
    );
    const outcomes = { result: 0, 'user-error': 0 };
    let measured = 0; // results with at least one measurement
    for (let k = 0; k < mutants.length; k++) {
      const dir = mkdtempSync(join(tmpdir(), 'br-fuzz-dir-'));
      cpSync(src, dir, { recursive: true });
      writeFileSync(join(dir, files[k % files.length]), mutants[k]);
      outcomes[
        await expectSaneOrUserError(() =>
          readResults(dir, 'criterion-dir').then((r) => ((measured += measurementsOf(r).length > 0 ? 1 : 0), r)),
        )
      ]++;
    }
    expect(measured).toBeGreaterThan(0);
    expect(measured).toBeLessThanOrEqual(outcomes.result);
    expect(outcomes.result).toBeGreaterThan(0);
  }, 120_000);
});
