/**
 * The readers, one to one: every file in src/formats/ (but index.ts) is one reader whose id is
 * the file name, the registry lists exactly those readers, and every reader has a fixtures folder
 * of the same name (test/fixtures/formats/<id>/), unless the allow-list below says why not.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READERS, findReader } from '../../src/formats/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FORMATS = join(ROOT, 'src', 'formats');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'formats');

/** Readers without a fixtures folder, each with the reason. Empty: every reader has real outputs. */
const NO_FIXTURES: Readonly<Record<string, string>> = {};

const readerFiles = readdirSync(FORMATS)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.slice(0, -3))
  .sort();
const registryIds = READERS.map((r) => r.id);
const fixtureFolders = readdirSync(FIXTURES)
  .filter((f) => statSync(join(FIXTURES, f)).isDirectory())
  .sort();

/** What one list has that the other has not, as lines for the failure message. */
function mismatches(aName: string, a: readonly string[], bName: string, b: readonly string[]): string[] {
  return [
    ...a.filter((x) => !b.includes(x)).map((x) => `${x}: in ${aName}, not in ${bName}`),
    ...b.filter((x) => !a.includes(x)).map((x) => `${x}: in ${bName}, not in ${aName}`),
  ];
}

describe('the reader registry', () => {
  it('src/formats/ holds one file per registered reader, named by its id, and nothing else', () => {
    expect(mismatches('src/formats/', readerFiles, 'READERS', registryIds)).toEqual([]);
    expect(new Set(registryIds).size).toBe(registryIds.length);
    expect(readerFiles.length).toBeGreaterThanOrEqual(40);
  });

  it("each reader file exports the registry's reader of that id", async () => {
    const wrong: string[] = [];
    for (const id of readerFiles) {
      const exported = Object.values((await import(join(FORMATS, `${id}.ts`))) as Record<string, unknown>).filter((v) =>
        READERS.includes(v as never),
      );
      if (exported.length !== 1 || exported[0] !== findReader(id))
        wrong.push(`${id}.ts exports ${exported.map((r) => (r as { id: string }).id).join(', ') || 'no registered reader'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every reader has a fixtures folder of its id, and every fixtures folder a reader', () => {
    const expected = registryIds.filter((id) => !(id in NO_FIXTURES));
    expect(mismatches('READERS', expected, 'test/fixtures/formats/', fixtureFolders)).toEqual([]);
    // The allow-list names readers that exist and really have no folder.
    expect(Object.keys(NO_FIXTURES).filter((id) => !registryIds.includes(id) || fixtureFolders.includes(id))).toEqual([]);
  });

  it('the checks see a mismatch when there is one', () => {
    expect(mismatches('a', ['x', 'y'], 'b', ['y', 'z'])).toEqual(['x: in a, not in b', 'z: in b, not in a']);
  });
});
