/**
 * The history store: a folder with a meta file and one gzip-compressed entry per commit. Entries
 * round-trip (numbers to 6 significant digits), the size rule keeps per-run values up to 2,000 per
 * entry, a store or entry of a newer schema is refused naming the file, an older one is read, and
 * bad files are errors naming the file and field.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../../src/errors.js';
import {
  decodeEntry,
  encodeEntry,
  entryPath,
  MAX_RUN_VALUES,
  META_FILE,
  readStore,
  rounded,
  storedEntry,
  writeEntry,
} from '../../src/history/store.js';
import type { HistoryEntry } from '../../src/history/types.js';
import { sha, simulate } from './simulated.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'br-store-')));

const entry = (over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  commit: sha(1),
  parent: sha(0),
  time: '2026-01-02T03:04:05.000Z',
  machine: { cpuModel: 'AMD EPYC 7763', physicalCores: 2, logicalCores: 4, os: 'Ubuntu 24.04', runner: 'ubuntu24' },
  thresholds: { p99: 0.15 },
  benchmarks: {
    'GET /checkout': {
      unit: 'ns',
      lowerIsBetter: true,
      metrics: { p99: { runs: [1234567.891, 1300000, 1250000.5], median: 1250000.5, low: 1234567.891, high: 1300000, n: 3 } },
    },
  },
  ...over,
});

describe('the history store', () => {
  it('round-trips an entry through its file, numbers to 6 significant digits', async () => {
    fresh();
    const rel = await writeEntry(dir, entry());
    expect(rel).toBe(entryPath(sha(1)));
    expect(JSON.parse(readFileSync(join(dir, META_FILE), 'utf8'))).toEqual({ schemaVersion: 1, kind: 'bench-review-history' });
    const store = await readStore(dir);
    expect(store.schemaVersion).toBe(1);
    expect(store.entries).toEqual([
      {
        ...entry(),
        benchmarks: {
          'GET /checkout': {
            unit: 'ns',
            lowerIsBetter: true,
            metrics: { p99: { runs: [1234570, 1300000, 1250000], median: 1250000, low: 1234570, high: 1300000, n: 3 } },
          },
        },
      },
    ]);
    expect(rounded(0.000123456789)).toBe(0.000123457);
    expect(rounded(0)).toBe(0);
  });

  it('keeps one file per commit: a second record of a commit replaces the first, others add files', async () => {
    fresh();
    await writeEntry(dir, entry());
    await writeEntry(dir, entry({ time: '2026-01-03T00:00:00.000Z' }));
    await writeEntry(dir, entry({ commit: sha(2), parent: sha(1) }));
    expect(readdirSync(join(dir, 'entries')).sort()).toEqual([`${sha(1)}.json.gz`, `${sha(2)}.json.gz`]);
    const { entries } = await readStore(dir);
    expect(entries.find((e) => e.commit === sha(1))?.time).toBe('2026-01-03T00:00:00.000Z');
  });

  it('keeps per-run values up to the limit, and past it each metric as median, low, high and n', () => {
    const metrics = (runs: number) => ({
      mean: { runs: Array.from({ length: runs }, (_, i) => 100 + i), median: 100, low: 100, high: 100 + runs - 1, n: runs },
    });
    const small = entry({ benchmarks: { a: { unit: 'ns', lowerIsBetter: true, metrics: metrics(MAX_RUN_VALUES) } } });
    expect(storedEntry(small).benchmarks.a.metrics.mean?.runs).toHaveLength(MAX_RUN_VALUES);
    const large = entry({
      benchmarks: {
        a: { unit: 'ns', lowerIsBetter: true, metrics: metrics(MAX_RUN_VALUES) },
        b: { unit: 'ns', lowerIsBetter: true, metrics: metrics(1) },
      },
    });
    const stored = storedEntry(large);
    expect(stored.benchmarks.a.metrics.mean).toEqual({ median: 100, low: 100, high: 100 + MAX_RUN_VALUES - 1, n: MAX_RUN_VALUES });
    expect(stored.benchmarks.b.metrics.mean).toEqual({ median: 100, low: 100, high: 100, n: 1 });
    // Read back: the summary is all there is.
    expect(decodeEntry(encodeEntry(large), 'x').benchmarks.a.metrics.mean?.runs).toBeUndefined();
  });

  it('an empty folder is an empty store; a missing folder is a usage error', async () => {
    fresh();
    expect((await readStore(dir)).entries).toEqual([]);
    await expect(readStore(join(dir, 'nope'))).rejects.toThrow(UsageError);
    await expect(readStore(join(dir, 'nope'))).rejects.toThrow(/nope: not a folder/);
  });

  it('refuses a store written by a newer schema, naming the meta file', async () => {
    fresh();
    writeFileSync(join(dir, META_FILE), JSON.stringify({ schemaVersion: 2, kind: 'bench-review-history' }));
    const err = await readStore(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toContain(join(dir, META_FILE));
    expect((err as Error).message).toMatch(/newer bench-review \(history schema 2; this one reads up to 1\)/);
    // Nor is it written to.
    await expect(writeEntry(dir, entry())).rejects.toThrow(/newer bench-review/);
  });

  it('refuses an entry written by a newer schema, naming its file', async () => {
    fresh();
    await writeEntry(dir, entry());
    const file = join(dir, entryPath(sha(2)));
    writeFileSync(file, gzipSync(JSON.stringify({ ...storedEntry(entry({ commit: sha(2) })), schemaVersion: 3 })));
    await expect(readStore(dir)).rejects.toThrow(`${file} at /schemaVersion: written by a newer bench-review (history schema 3`);
  });

  it('reads a store of an older schema (as a later bench-review reads this one)', async () => {
    fresh();
    for (const e of simulate([{ name: 'x', level: () => 100 }], 3)) await writeEntry(dir, e);
    const later = await readStore(dir, { readerVersion: 2 });
    expect(later.schemaVersion).toBe(1);
    expect(later.entries).toHaveLength(3);
  });

  it('names the file and field of a malformed entry, and of entries without a meta file', async () => {
    fresh();
    await writeEntry(dir, entry());
    const file = join(dir, entryPath(sha(1)));
    const bad = {
      ...storedEntry(entry()),
      benchmarks: { x: { unit: 'ns', lowerIsBetter: true, metrics: { p99: { median: 'fast', low: 1, high: 1, n: 1 } } } },
    };
    writeFileSync(file, gzipSync(JSON.stringify(bad)));
    await expect(readStore(dir)).rejects.toThrow(`${file} at /benchmarks/x/metrics/p99/median: found the string "fast"; expected a number`);
    writeFileSync(file, gzipSync(JSON.stringify({ ...storedEntry(entry()), commit: '../../etc' })));
    await expect(readStore(dir)).rejects.toThrow(/at \/commit: .*expected a commit id/);
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 1, 2, 3]));
    await expect(readStore(dir)).rejects.toThrow(/cannot decompress the entry/);
    rmSync(join(dir, META_FILE));
    await expect(readStore(dir)).rejects.toThrow(/bench-review-history\.json: missing; the folder has 1 entries but no meta file/);
  });

  it('keeps a benchmark named __proto__ as a benchmark', async () => {
    fresh();
    const e = entry();
    const benchmarks = {};
    Object.defineProperty(benchmarks, '__proto__', { value: e.benchmarks['GET /checkout'], enumerable: true });
    await writeEntry(dir, { ...e, benchmarks });
    const [read] = (await readStore(dir)).entries;
    expect(Object.keys(read.benchmarks)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(read.benchmarks)).toBe(Object.prototype);
  });

  it('refuses to write an entry whose commit is not a commit id', async () => {
    fresh();
    await expect(writeEntry(dir, entry({ commit: '../x' }))).rejects.toThrow(UsageError);
    mkdirSync(join(dir, 'entries'), { recursive: true });
    expect(readdirSync(join(dir, 'entries'))).toEqual([]);
  });
});
