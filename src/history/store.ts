/**
 * The history store (issue 27): a folder — in the action a checkout of the data branch
 * (`bench-review-data`), for the CLI any folder — holding one small meta file and one file per
 * recorded commit, so two records racing never write the same file:
 *
 *   bench-review-history.json      {"schemaVersion": 1, "kind": "bench-review-history"}
 *   entries/<commit>.json.gz       one HistoryEntry (types.ts) plus its schemaVersion, gzip-compressed JSON
 *
 * The size rule (docs/history.md): an entry keeps the per-run values of its metrics while it holds
 * at most {@link MAX_RUN_VALUES} of them in all; a larger entry keeps every metric as its median
 * over runs, lowest and highest per-run value and run count only. Raw samples are never stored.
 * Numbers are written to {@link SIGNIFICANT_DIGITS} significant digits (a relative resolution of
 * 10⁻⁵ or finer, far below any threshold). With both rules an entry of 500 benchmarks is some
 * 20–30 kB, so 1,000 commits stay under 50 MB (bench/history-scale.ts).
 *
 * A store or an entry written by a newer schema is refused with an error naming the file; an older
 * one is read (upgraded on reading when a later schema changes the shape).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { InputError, UsageError } from '../errors.js';
import { isMetricId, type MetricId } from '../model/settings.js';
import { isObject, JsonPath, jsonSyntaxError, parseJson } from '../read/json.js';
import type { EntryBenchmark, EntryMachine, EntryMetric, HistoryEntry } from './types.js';

/** The schema this version of bench-review writes, and the newest it reads. */
export const STORE_SCHEMA_VERSION = 1;
export const STORE_KIND = 'bench-review-history';
/** The meta file at the store's root. */
export const META_FILE = 'bench-review-history.json';
/** The folder of entry files. */
export const ENTRIES_DIR = 'entries';
/** Past this many per-run values in one entry, every metric of it is stored as its summary (median, low, high, n). */
export const MAX_RUN_VALUES = 2000;
/** Significant digits of every stored number. */
export const SIGNIFICANT_DIGITS = 6;

/** A commit id as the store accepts it: 4 to 64 hexadecimal digits (a SHA-1 or SHA-256, or an abbreviation). */
export const COMMIT_PATTERN = /^[0-9a-f]{4,64}$/;

export interface Store {
  dir: string;
  /** The meta file's schemaVersion (the current one for a folder with no store yet). */
  schemaVersion: number;
  /** Every entry, in file-name order (series.ts orders them by the commit chain). */
  entries: HistoryEntry[];
}

export interface ReadOptions {
  /** The newest schema this reader knows (tests read a store as a later version would). */
  readerVersion?: number;
}

/** The file name of a commit's entry, relative to the store. */
export function entryPath(commit: string): string {
  return `${ENTRIES_DIR}/${commit}.json.gz`;
}

/** `v` to {@link SIGNIFICANT_DIGITS} significant digits (JSON then writes the shortest text of it). */
export function rounded(v: number): number {
  return Number.isFinite(v) && v !== 0 ? Number(v.toPrecision(SIGNIFICANT_DIGITS)) : v;
}

function roundedMetric(m: EntryMetric, keepRuns: boolean): EntryMetric {
  return {
    ...(keepRuns && m.runs ? { runs: m.runs.map(rounded) } : {}),
    median: rounded(m.median),
    low: rounded(m.low),
    high: rounded(m.high),
    n: m.n,
  };
}

/** How many per-run values an entry holds. */
export function runValueCount(entry: HistoryEntry): number {
  let n = 0;
  for (const b of Object.values(entry.benchmarks)) for (const m of Object.values(b.metrics)) n += m?.runs?.length ?? 0;
  return n;
}

/** The entry as stored: the size rule applied, numbers rounded, its schemaVersion first. */
export function storedEntry(entry: HistoryEntry): HistoryEntry & { schemaVersion: number } {
  const keepRuns = runValueCount(entry) <= MAX_RUN_VALUES;
  const benchmarks: Record<string, EntryBenchmark> = {};
  for (const [name, b] of Object.entries(entry.benchmarks)) {
    const metrics: EntryBenchmark['metrics'] = {};
    for (const [id, m] of Object.entries(b.metrics) as Array<[MetricId, EntryMetric | undefined]>)
      if (m) metrics[id] = roundedMetric(m, keepRuns);
    defineOwn(benchmarks, name, { unit: b.unit, lowerIsBetter: b.lowerIsBetter, metrics });
  }
  const thresholds: HistoryEntry['thresholds'] = {};
  for (const [id, t] of Object.entries(entry.thresholds) as Array<[MetricId, number | undefined]>)
    if (t !== undefined) thresholds[id] = rounded(t);
  return {
    schemaVersion: STORE_SCHEMA_VERSION,
    commit: entry.commit,
    parent: entry.parent,
    time: entry.time,
    machine: entry.machine,
    thresholds,
    benchmarks,
  };
}

/** The bytes of an entry file. */
export function encodeEntry(entry: HistoryEntry): Buffer {
  return gzipSync(JSON.stringify(storedEntry(entry)), { level: 9 });
}

/** Names are untrusted text: `__proto__` is a benchmark like any other, never the object's prototype. */
function defineOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

const newer = (file: string, version: number, reader: number): InputError =>
  new InputError(
    { file, pointer: '/schemaVersion' },
    `written by a newer bench-review (history schema ${version}; this one reads up to ${reader}); update bench-review to read this store`,
  );

function schemaVersionOf(at: JsonPath, v: unknown, reader: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return at.fail('a whole number, 1 or more', v);
  if (v > reader) throw newer(at.file, v, reader);
  return v;
}

function nullableString(at: JsonPath, v: unknown): string | null {
  return v === null || v === undefined ? null : at.string(v);
}

function nullableCount(at: JsonPath, v: unknown): number | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : at.fail('a whole number or null', v);
}

function machineFrom(at: JsonPath, v: unknown): EntryMachine | null {
  if (v === null || v === undefined) return null;
  const m = at.object(v);
  return {
    cpuModel: nullableString(at.at('cpuModel'), m.cpuModel),
    physicalCores: nullableCount(at.at('physicalCores'), m.physicalCores),
    logicalCores: nullableCount(at.at('logicalCores'), m.logicalCores),
    os: nullableString(at.at('os'), m.os),
    runner: nullableString(at.at('runner'), m.runner),
  };
}

const isFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * One metric, checked without building a JSON path unless something is wrong (`at` makes it then):
 * a store of 1,000 entries of 500 benchmarks holds 1.5 million numbers to check.
 */
function metricFrom(at: () => JsonPath, v: unknown): EntryMetric {
  if (!isObject(v)) return at().fail('an object', v);
  const { n, median, low, high, runs } = v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) at().at('n').fail('a whole number of runs, 1 or more', n);
  if (!isFinite(median)) at().at('median').finite(median);
  if (!isFinite(low)) at().at('low').finite(low);
  if (!isFinite(high)) at().at('high').finite(high);
  const out: EntryMetric = { median: median as number, low: low as number, high: high as number, n: n as number };
  if (runs !== undefined) {
    if (!Array.isArray(runs)) at().at('runs').array(runs);
    const list = runs as unknown[];
    for (let i = 0; i < list.length; i++) if (!isFinite(list[i])) at().at('runs').at(i).fail('a finite number', list[i]);
    if (list.length !== n)
      at()
        .at('runs')
        .fail(`${n as number} per-run values (as many as n)`, `${list.length} values`);
    out.runs = list as number[];
  }
  return out;
}

/**
 * Check a parsed entry document; `file` names it in errors. Entries of an older schema are read
 * (schema 1 is the first: nothing to upgrade yet).
 */
export function entryFromJson(doc: unknown, file: string, readerVersion = STORE_SCHEMA_VERSION): HistoryEntry {
  const root = new JsonPath(file);
  const d = root.object(doc);
  schemaVersionOf(root.at('schemaVersion'), d.schemaVersion, readerVersion);
  const commit = root.at('commit').string(d.commit);
  if (!COMMIT_PATTERN.test(commit)) root.at('commit').fail('a commit id (4 to 64 lower-case hexadecimal digits)', commit);
  const parent = d.parent === null ? null : root.at('parent').string(d.parent);
  if (parent !== null && !COMMIT_PATTERN.test(parent))
    root.at('parent').fail('a commit id (4 to 64 lower-case hexadecimal digits) or null', parent);
  const time = root.at('time').string(d.time);
  if (Number.isNaN(Date.parse(time))) root.at('time').fail('an ISO 8601 time such as 2026-11-30T16:00:00Z', time);
  const thresholds: HistoryEntry['thresholds'] = {};
  const tAt = root.at('thresholds');
  for (const [id, t] of Object.entries(tAt.object(d.thresholds))) {
    if (!isMetricId(id)) tAt.at(id).fail('a metric id (min, max, mean or pNN)', id);
    const value = tAt.at(id).finite(t);
    if (value < 0) tAt.at(id).fail('a threshold as a fraction, 0 or more', t);
    thresholds[id as MetricId] = value;
  }
  const benchmarks: Record<string, EntryBenchmark> = {};
  const bAt = root.at('benchmarks');
  for (const [name, raw] of Object.entries(bAt.object(d.benchmarks))) {
    const at = () => bAt.at(name);
    const b = isObject(raw) ? raw : at().object(raw);
    const unit = typeof b.unit === 'string' ? b.unit : at().at('unit').string(b.unit);
    if (typeof b.lowerIsBetter !== 'boolean') at().at('lowerIsBetter').fail('true or false', b.lowerIsBetter);
    const metrics: EntryBenchmark['metrics'] = {};
    const raws = isObject(b.metrics) ? b.metrics : at().at('metrics').object(b.metrics);
    for (const id in raws) {
      if (!Object.hasOwn(raws, id)) continue;
      if (!isMetricId(id)) at().at('metrics').at(id).fail('a metric id (min, max, mean or pNN)', id);
      metrics[id as MetricId] = metricFrom(() => at().at('metrics').at(id), raws[id]);
    }
    defineOwn(benchmarks, name, { unit, lowerIsBetter: b.lowerIsBetter as boolean, metrics });
  }
  return { commit, parent, time, machine: machineFrom(root.at('machine'), d.machine), thresholds, benchmarks };
}

/** Read one entry file (gzip-compressed JSON; plain JSON is read too). */
export function decodeEntry(bytes: Buffer, file: string, readerVersion = STORE_SCHEMA_VERSION): HistoryEntry {
  let text: string;
  try {
    text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch (err) {
    throw new InputError({ file }, `cannot decompress the entry (${(err as Error).message}); expected gzip-compressed JSON`);
  }
  // Plain JSON.parse: bench-review writes only finite numbers, and a reviver would cost more than the parse itself.
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw jsonSyntaxError(text, file, err);
  }
  return entryFromJson(doc, file, readerVersion);
}

/** Check the meta file's document. */
function metaFromJson(doc: unknown, file: string, readerVersion: number): number {
  const root = new JsonPath(file);
  if (!isObject(doc)) return root.fail(`the history store's meta file ({"schemaVersion": 1, "kind": "${STORE_KIND}"})`, doc);
  if (doc.kind !== STORE_KIND) root.at('kind').fail(`"${STORE_KIND}"`, doc.kind);
  return schemaVersionOf(root.at('schemaVersion'), doc.schemaVersion, readerVersion);
}

async function readMeta(dir: string, readerVersion: number): Promise<number | undefined> {
  const file = join(dir, META_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError({ file }, `cannot read the history store's meta file (${(err as Error).message})`);
  }
  return metaFromJson(parseJson(text, file), file, readerVersion);
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}

/**
 * Read a store. A folder that is not there is a UsageError; an empty folder (no meta file and no
 * entries: a data branch not written yet) is an empty store; entries without the meta file, a
 * malformed file, or a newer schema are InputErrors naming the file.
 */
export async function readStore(dir: string, options: ReadOptions = {}): Promise<Store> {
  const readerVersion = options.readerVersion ?? STORE_SCHEMA_VERSION;
  if (!(await isDirectory(dir)))
    throw new UsageError(`history store ${dir}: not a folder; expected the folder a bench-review record writes to`);
  const version = await readMeta(dir, readerVersion);
  const entriesDir = join(dir, ENTRIES_DIR);
  const names = (await isDirectory(entriesDir)) ? (await readdir(entriesDir)).filter((n) => /\.json(\.gz)?$/.test(n)).sort() : [];
  if (version === undefined && names.length > 0)
    throw new InputError(
      { file: join(dir, META_FILE) },
      `missing; the folder has ${names.length} entries but no meta file; expected a store written by bench-review record`,
    );
  const entries: HistoryEntry[] = [];
  for (const name of names) {
    const file = join(entriesDir, name);
    entries.push(decodeEntry(await readFile(file), file, readerVersion));
  }
  return { dir, schemaVersion: version ?? STORE_SCHEMA_VERSION, entries };
}

/** The meta file's text. */
export function metaText(): string {
  return `${JSON.stringify({ schemaVersion: STORE_SCHEMA_VERSION, kind: STORE_KIND })}\n`;
}

/**
 * Make `dir` a store if it is not one (the meta file), refusing one of a newer schema; a store of
 * an older schema gets the current meta file (its entries are still read). Returns whether the
 * meta file was written.
 */
export async function initStore(dir: string): Promise<boolean> {
  await mkdir(join(dir, ENTRIES_DIR), { recursive: true });
  const version = await readMeta(dir, STORE_SCHEMA_VERSION);
  if (version === STORE_SCHEMA_VERSION) return false;
  await writeFile(join(dir, META_FILE), metaText());
  return true;
}

/**
 * Append one entry: its own file, written whole (a temporary file renamed into place), so a reader
 * never sees half of it. A second record of the same commit replaces the first. Returns the path
 * relative to the store.
 */
export async function writeEntry(dir: string, entry: HistoryEntry): Promise<string> {
  if (!COMMIT_PATTERN.test(entry.commit))
    throw new UsageError(`history: commit "${entry.commit}" is not a commit id (4 to 64 lower-case hexadecimal digits)`);
  await initStore(dir);
  const rel = entryPath(entry.commit);
  const full = join(dir, rel);
  const tmp = `${full}.${process.pid}.tmp`;
  await writeFile(tmp, encodeEntry(entry));
  await rename(tmp, full);
  return rel;
}

/** Whether `dir` holds a store (its meta file). */
export function isStore(dir: string): boolean {
  return existsSync(join(dir, META_FILE));
}
