/** Reading a noise-floor file: the file as calibrate writes it, and one clear error per problem naming the file and the field. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNoiseFloorFile } from '../../src/read/noise-floor-file.js';

const dir = mkdtempSync(join(tmpdir(), 'br-noise-floor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = {
  schemaVersion: 1,
  kind: 'bench-review-noise-floor',
  createdAt: '2026-11-30T16:00:00.000Z',
  commit: 'a'.repeat(40),
  machine: { cpuModel: 'AMD EPYC 7763 64-Core Processor', logicalCpus: 4, source: 'measured' },
  runs: { base: 10, head: 10 },
  method: 'pairs',
  floors: { 'GET /checkout': { p50: 0.031, p99: 0.12 }, encode: { mean: 0 } },
};

let n = 0;
function file(content: unknown): string {
  const path = join(dir, `floors-${++n}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

async function error(content: unknown): Promise<string> {
  const path = file(content);
  try {
    await readNoiseFloorFile(path);
  } catch (err) {
    return (err as Error).message.replace(path, 'F');
  }
  return 'no error';
}

describe('readNoiseFloorFile', () => {
  it('reads what calibrate writes', async () => {
    // The machine's facts are checked as --machine files are; `source` is not a fact and is left out.
    const { source: _s, ...facts } = GOOD.machine;
    expect(await readNoiseFloorFile(file(GOOD))).toEqual({ ...GOOD, machine: facts });
    const { commit: _c, method: _m, ...minimal } = GOOD;
    expect(await readNoiseFloorFile(file({ ...minimal, machine: {} }))).toEqual({ ...minimal, machine: {} });
  });

  it('names the file and the field of each problem', async () => {
    expect(await error({ ...GOOD, kind: 'bench-review-report' })).toBe(
      'F at /kind: found the string "bench-review-report"; expected "bench-review-noise-floor" (the JSON file bench-review calibrate writes ({"schemaVersion": 1, "kind": "bench-review-noise-floor", …, "floors": {…}}))',
    );
    expect(await error({ ...GOOD, schemaVersion: 2 })).toBe(
      'F at /schemaVersion: found number 2; expected 1 (a noise-floor file of this version of bench-review; calibrate again)',
    );
    expect(await error({ ...GOOD, createdAt: 'yesterday' })).toBe(
      'F at /createdAt: found the string "yesterday"; expected an ISO 8601 time such as 2026-11-30T16:00:00.000Z',
    );
    expect(await error({ ...GOOD, runs: { base: 10 } })).toBe('F at /runs/head: missing; expected a whole number of runs (0 or more)');
    expect(await error({ ...GOOD, floors: undefined })).toBe('F at /floors: missing; expected an object');
    expect(await error({ ...GOOD, floors: { 'a/b': { p42: 0.1 } } })).toBe(
      'F at /floors/a~1b/p42: found the string "p42"; expected a metric (min, p50, p90, p99, p99.9, max, mean)',
    );
    expect(await error({ ...GOOD, floors: { x: { p99: -0.1 } } })).toBe(
      'F at /floors/x/p99: found number -0.1; expected a floor as a fraction, 0 or more (0.12 = 12 %; 10 or more: the metric cannot be gated on this runner)',
    );
    expect(await error({ ...GOOD, floors: { x: { p99: '12%' } } })).toBe(
      'F at /floors/x/p99: found the string "12%"; expected a floor as a fraction, 0 or more (0.12 = 12 %; 10 or more: the metric cannot be gated on this runner)',
    );
    expect(await error({ ...GOOD, floors: { x: [0.1] } })).toBe('F at /floors/x: found an array; expected an object');
    expect(await error({ ...GOOD, machine: { logicalCpus: 0 } })).toBe(
      'F at /machine/logicalCpus: found number 0; expected a whole number above 0',
    );
    expect(await error([GOOD])).toMatch(/^F at \/: found an array; expected the JSON file bench-review calibrate writes/);
  });

  it('refuses broken JSON with its line and column, an empty file, and a missing one', async () => {
    expect(await error('{\n  "schemaVersion": 1,\n  "kind" "x"\n}')).toBe(
      'F:3:10: invalid JSON (expected ":" after the property name, found """)',
    );
    expect(await error('  \n')).toBe(
      'F: the file is empty; expected the JSON file bench-review calibrate writes ({"schemaVersion": 1, "kind": "bench-review-noise-floor", …, "floors": {…}})',
    );
    await expect(readNoiseFloorFile(join(dir, 'missing.json'))).rejects.toThrow(/missing\.json/);
  });
});

describe('benchmark names are data', () => {
  it('a benchmark named __proto__ is a benchmark with floors, not the prototype', async () => {
    const path = file(
      `{"schemaVersion":1,"kind":"bench-review-noise-floor","createdAt":"2026-11-30T16:00:00Z","runs":{"base":5,"head":5},"floors":{"__proto__":{"p99":0.2}}}`,
    );
    const { floors } = await readNoiseFloorFile(path);
    expect(Object.hasOwn(floors, '__proto__')).toBe(true);
    expect(Object.keys(floors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(floors)).toBe(Object.prototype);
  });
});
