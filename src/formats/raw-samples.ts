/**
 * The engine's own raw-samples format: one row per operation.
 *
 * CSV with the header `benchmark,run,value[,unit]`, or NDJSON objects with the same keys.
 * `run` names the process-level run and is scoped to its file. Without a unit column values are
 * nanoseconds. Parsed with a byte-level fast path so that tens of millions of rows stream at
 * well over 100 MB/s with memory bounded by the values kept.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReaderOutput } from '../read/define.js';
import { forEachByteLine } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { SampleColumn } from '../read/sample-column.js';
import { parseUnit, type UnitInfo } from '../units/units.js';

const HEADER = /^\uFEFF?\s*"?benchmark"?\s*,\s*"?run"?\s*,\s*"?value"?\s*(,\s*"?unit"?\s*)?\r?$/i;

function firstLine(head: string): string {
  const nl = head.indexOf('\n');
  return nl < 0 ? head : head.slice(0, nl);
}

function isNdjsonSample(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    const obj = JSON.parse(line) as Record<string, unknown>;
    return typeof obj === 'object' && obj !== null && 'benchmark' in obj && 'value' in obj;
  } catch {
    return false;
  }
}

interface Series {
  benchmark: string;
  run: string;
  unit: UnitInfo;
  unitText: string;
  column: SampleColumn;
  line: number;
}

class Collector {
  /** Series by benchmark, run and unit text: found without building a key string per row. */
  private readonly byName = new Map<string, Map<string, Map<string, Series>>>();
  /** Every series, in order of first appearance. */
  private readonly all: Series[] = [];
  /** The first series of each benchmark: the unit check compares against it alone. */
  private readonly firstOf = new Map<string, Series>();
  private readonly units = new Map<string, UnitInfo>();
  constructor(private readonly file: string) {}

  /** The series of one (benchmark, run, unit), created and validated on first use. O(1). */
  series(benchmark: string, run: string, unitText: string, line: number): Series {
    let runs = this.byName.get(benchmark);
    if (!runs) this.byName.set(benchmark, (runs = new Map()));
    let units = runs.get(run);
    if (!units) runs.set(run, (units = new Map()));
    let s = units.get(unitText);
    if (!s) {
      if (benchmark === '') throw new InputError({ file: this.file, line }, 'empty benchmark name; expected a name in the first column');
      if (run === '') throw new InputError({ file: this.file, line }, 'empty run id; expected the process-level run in the second column');
      let unit = this.units.get(unitText);
      if (unit === undefined) this.units.set(unitText, (unit = parseUnit(unitText === '' ? 'ns' : unitText)));
      s = { benchmark, run, unit, unitText, column: new SampleColumn(), line };
      // Every series of a benchmark shares the first one's unit, so it is the one to name.
      const first = this.firstOf.get(benchmark);
      if (first === undefined) this.firstOf.set(benchmark, s);
      else if (first.unit.unit !== unit.unit) {
        throw new InputError({ file: this.file, line }, `benchmark "${benchmark}" mixes units "${first.unitText}" (line ${first.line}) and "${unitText}"; expected one kind of unit per benchmark`);
      }
      units.set(unitText, s);
      this.all.push(s);
    }
    return s;
  }

  push(s: Series, value: number, line: number): void {
    if (!Number.isFinite(value)) throw new InputError({ file: this.file, line }, `value is not a finite number; expected a measurement such as 1234.5`);
    s.column.push(value * s.unit.scale);
  }

  add(benchmark: string, run: string, value: number, unitText: string, line: number): void {
    this.push(this.series(benchmark, run, unitText, line), value, line);
  }

  result(): Measurement[] {
    const out: Measurement[] = [];
    for (const s of this.all) {
      out.push({
        benchmark: s.benchmark,
        unit: s.unit.unit,
        lowerIsBetter: s.unit.lowerIsBetter,
        run: s.run,
        data: { kind: 'per-op', values: s.column.take() },
        source: { file: this.file, line: s.line },
      });
    }
    return out;
  }
}

/**
 * Series by the raw bytes of a row's name, run and unit fields: an open-addressing hash table in
 * front of {@link Collector.series}, so that rows in any order (interleaved runs and benchmarks)
 * find their series without decoding strings or allocating. Different bytes may map to the same
 * series (" 1" and "1" as run ids); each distinct byte key goes through the collector once.
 * Keys live back to back in one growable byte arena; entry e is described by parallel arrays.
 */
class ByteSeriesTable {
  /** Entry + 1 per slot; 0 is an empty slot. Kept at most half full. */
  private slots = new Int32Array(64);
  private hashes = new Int32Array(32);
  /** Per entry: arena offset, then where the name and the run end, then where the key ends. */
  private bounds = new Int32Array(128);
  private arena = new Uint8Array(1024);
  private used = 0;
  private readonly series: Series[] = [];

  /** FNV-1a over the three fields and a separator; {@link matches} compares field by field. */
  static hash(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): number {
    let h = 0x811c9dc5;
    for (let i = s1; i < e1; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    h = Math.imul(h ^ 0xff, 0x01000193);
    for (let i = s2; i < e2; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    h = Math.imul(h ^ 0xff, 0x01000193);
    for (let i = s3; i < e3; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    return h;
  }

  seriesOf(entry: number): Series {
    return this.series[entry];
  }

  /** Whether entry's key has exactly these three fields' bytes. */
  matches(entry: number, buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): boolean {
    const off = this.bounds[4 * entry];
    const a = this.bounds[4 * entry + 1];
    const b = this.bounds[4 * entry + 2];
    const end = this.bounds[4 * entry + 3];
    if (a - off !== e1 - s1 || b - a !== e2 - s2 || end - b !== e3 - s3) return false;
    // Backwards, run id first: names and run ids of one file tend to share a prefix and differ at
    // the end (bench-17, bench-18), so a mismatch is found in a byte or two.
    const k = this.arena;
    for (let i = b - 1; i >= a; i--) if (k[i] !== buf[s2 + i - a]) return false;
    for (let i = a - 1; i >= off; i--) if (k[i] !== buf[s1 + i - off]) return false;
    for (let i = b; i < end; i++) if (k[i] !== buf[s3 + i - b]) return false;
    return true;
  }

  /** The entry with these bytes, or −1. */
  find(h: number, buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): number {
    const mask = this.slots.length - 1;
    for (let slot = h & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] - 1;
      if (this.hashes[entry] === h && this.matches(entry, buf, s1, e1, s2, e2, s3, e3)) return entry;
    }
    return -1;
  }

  add(h: number, buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number, series: Series): number {
    const entry = this.series.length;
    const len = e1 - s1 + (e2 - s2) + (e3 - s3);
    if (this.used + len > this.arena.length) this.arena = grown(this.arena, Math.max(2 * this.arena.length, this.used + len));
    if (entry === this.hashes.length) {
      this.hashes = grown(this.hashes, 2 * entry);
      this.bounds = grown(this.bounds, 8 * entry);
    }
    const off = this.used;
    this.arena.set(buf.subarray(s1, e1), off);
    this.arena.set(buf.subarray(s2, e2), off + (e1 - s1));
    this.arena.set(buf.subarray(s3, e3), off + (e1 - s1) + (e2 - s2));
    this.used += len;
    this.hashes[entry] = h;
    this.bounds.set([off, off + (e1 - s1), off + (e1 - s1) + (e2 - s2), off + len], 4 * entry);
    this.series.push(series);
    if (2 * (entry + 1) > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e <= entry; e++) this.place(this.hashes[e], e);
    } else {
      this.place(h, entry);
    }
    return entry;
  }

  private place(h: number, entry: number): void {
    const mask = this.slots.length - 1;
    let slot = h & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }
}

function grown<T extends Uint8Array | Int32Array>(a: T, size: number): T {
  const next = new (a.constructor as new (n: number) => T)(size);
  next.set(a);
  return next;
}

/** Split one CSV line that contains quotes (RFC 4180). */
function splitQuoted(line: string, file: string, lineNo: number): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new InputError({ file, line: lineNo }, 'unterminated quoted field; expected a closing "');
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i < line.length && line[i] !== ',') throw new InputError({ file, line: lineNo }, 'unexpected text after a quoted field; expected a comma');
      i++;
    } else {
      const c = line.indexOf(',', i);
      const end = c < 0 ? line.length : c;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Parse a decimal number from bytes [s, e). Plain decimals with at most 15 digits take an exact
 * fast path (one correctly rounded division equals what Number() gives); anything else goes
 * through Number().
 */
function parseNumber(buf: Buffer, s: number, e: number): number {
  while (s < e && (buf[s] === 0x20 || buf[s] === 0x09)) s++;
  while (e > s && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09 || buf[e - 1] === 0x0d)) e--;
  if (s === e) return NaN;
  let i = s;
  let neg = false;
  if (buf[i] === 0x2d) {
    neg = true;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let seenDot = false;
  for (; i < e; i++) {
    const c = buf[i];
    if (c >= 0x30 && c <= 0x39) {
      mant = mant * 10 + (c - 0x30);
      digits++;
      if (seenDot) frac++;
    } else if (c === 0x2e && !seenDot) {
      seenDot = true;
    } else {
      return Number(buf.toString('latin1', s, e));
    }
  }
  if (digits === 0 || digits > 15) return Number(buf.toString('latin1', s, e));
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}

/** How many recently used series a CSV row's key is compared with before it is hashed. */
const RECENT = 4;

/** The rows of a raw-samples CSV, one line (bytes [s, e) of a buffer) at a time. */
class CsvRows {
  lineNo = 0;
  private withUnit = false;
  // Rows of one series usually follow each other: keep the last entry while its bytes repeat;
  // otherwise find the series by its bytes, decoding strings only for a new key.
  private readonly table = new ByteSeriesTable();
  private current = -1;
  // The few entries seen most recently, most recent first (-1: none): rows of a handful of
  // interleaved series (a load test's endpoints) find theirs here without hashing.
  private readonly recent = new Int32Array(RECENT).fill(-1);
  // Per entry, the entry of the row that followed it last time (-1: none): rows that cycle through
  // many series in a fixed order (run-major logs of thousands of benchmarks) find the next one
  // here, in entry order, where a hash lookup would miss the cache on every row.
  private successor = new Int32Array(64).fill(-1);

  constructor(
    private readonly file: string,
    private readonly collector: Collector,
  ) {}

  private fields(): string {
    return `benchmark,run,value${this.withUnit ? ',unit' : ''}`;
  }

  line(buf: Buffer, s: number, e: number): void {
    const { file } = this;
    this.lineNo++;
    if (e > s && buf[e - 1] === 0x0d) e--;
    if (this.lineNo === 1) {
      const header = buf.toString('utf8', s, e);
      const m = HEADER.exec(header);
      if (!m) throw new InputError({ file, line: 1 }, `unexpected header "${header.slice(0, 80)}"; expected "benchmark,run,value" or "benchmark,run,value,unit"`);
      this.withUnit = m[1] !== undefined;
      return;
    }
    if (s === e) return; // blank line
    // Find commas; fall back to the quoted splitter when a quote appears.
    let c1 = -1;
    let c2 = -1;
    let c3 = -1;
    for (let i = s; i < e; i++) {
      const c = buf[i];
      if (c === 0x22) return this.quotedRow(buf.toString('utf8', s, e));
      if (c === 0x2c) {
        if (c1 < 0) c1 = i;
        else if (c2 < 0) c2 = i;
        else if (c3 < 0) c3 = i;
        else throw new InputError({ file, line: this.lineNo }, `too many fields; expected ${this.withUnit ? 4 : 3} (${this.fields()})`);
      }
    }
    this.plainRow(buf, s, e, c1, c2, c3);
  }

  private quotedRow(text: string): void {
    const { file, lineNo, withUnit } = this;
    const fields = splitQuoted(text, file, lineNo);
    const want = withUnit ? 4 : 3;
    if (fields.length !== want) throw new InputError({ file, line: lineNo }, `found ${fields.length} fields; expected ${want} (${this.fields()})`);
    const value = fields[2].trim() === '' ? NaN : Number(fields[2]);
    if (Number.isNaN(value)) throw new InputError({ file, line: lineNo }, `value "${fields[2].slice(0, 40)}" is not a number; expected a measurement such as 1234.5`);
    this.collector.add(fields[0], fields[1], value, withUnit ? fields[3].trim() : '', lineNo);
  }

  /** The entry of a row's key bytes, not the current one: from the recent few, else the table. */
  private entryOf(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): number {
    const { recent, table } = this;
    let entry = -1;
    let at = 0;
    for (; at < RECENT && recent[at] >= 0; at++) {
      // (the current entry was compared already)
      if (recent[at] !== this.current && table.matches(recent[at], buf, s1, e1, s2, e2, s3, e3)) {
        entry = recent[at];
        break;
      }
    }
    if (entry < 0) {
      if (at === RECENT) at--;
      const h = ByteSeriesTable.hash(buf, s1, e1, s2, e2, s3, e3);
      entry = table.find(h, buf, s1, e1, s2, e2, s3, e3);
      if (entry < 0) {
        const { withUnit, lineNo } = this;
        const series = this.collector.series(buf.toString('utf8', s1, e1), buf.toString('utf8', s2, e2).trim(), withUnit ? buf.toString('utf8', s3, e3).trim() : '', lineNo);
        entry = table.add(h, buf, s1, e1, s2, e2, s3, e3, series);
        if (entry === this.successor.length) {
          const grownSuccessor = new Int32Array(2 * entry).fill(-1);
          grownSuccessor.set(this.successor);
          this.successor = grownSuccessor;
        }
      }
    }
    // Move to the front, shifting the ones before its old place (or the oldest out).
    recent.copyWithin(1, 0, at);
    recent[0] = entry;
    return entry;
  }

  /** A row without quotes, its commas at c1, c2 (and c3 before the unit), read from the bytes. */
  private plainRow(buf: Buffer, s: number, e: number, c1: number, c2: number, c3: number): void {
    const { file, lineNo, withUnit, table } = this;
    const want = withUnit ? 3 : 2;
    const commas = (c1 >= 0 ? 1 : 0) + (c2 >= 0 ? 1 : 0) + (c3 >= 0 ? 1 : 0);
    if (commas !== want) throw new InputError({ file, line: lineNo }, `found ${commas + 1} fields; expected ${want + 1} (${this.fields()})`);
    const unitStart = withUnit ? c3 + 1 : e;
    const current = this.current;
    if (current < 0 || !table.matches(current, buf, s, c1, c1 + 1, c2, unitStart, e)) {
      const next = current < 0 ? -1 : this.successor[current];
      if (next >= 0 && table.matches(next, buf, s, c1, c1 + 1, c2, unitStart, e)) {
        this.current = next;
      } else {
        this.current = this.entryOf(buf, s, c1, c1 + 1, c2, unitStart, e);
        if (current >= 0) this.successor[current] = this.current;
      }
    }
    const valueEnd = withUnit ? c3 : e;
    const value = parseNumber(buf, c2 + 1, valueEnd);
    if (Number.isNaN(value)) {
      throw new InputError({ file, line: lineNo }, `value "${buf.toString('utf8', c2 + 1, valueEnd).slice(0, 40)}" is not a number; expected a measurement such as 1234.5`);
    }
    this.collector.push(table.seriesOf(this.current), value, lineNo);
  }
}

/** Longest CSV row accepted (a row is a name, a run id and a number: anything near this is not samples). */
const MAX_ROW_BYTES = 16 * 1024 * 1024;

async function parseCsv(input: InputFile): Promise<Measurement[]> {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new CsvRows(file, collector);
  await forEachByteLine(input, (buf, s, e) => rows.line(buf, s, e), MAX_ROW_BYTES, 'expected one row per operation: benchmark,run,value[,unit]');
  if (rows.lineNo === 0) throw new InputError({ file }, 'the file is empty; expected the header "benchmark,run,value[,unit]"');
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file, line: rows.lineNo }, 'no samples after the header; expected one row per operation');
  return out;
}

async function parseNdjson(input: InputFile): Promise<Measurement[]> {
  const file = input.path;
  const collector = new Collector(file);
  const text = await input.readText();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch {
      throw new InputError({ file, line: i + 1 }, 'not a JSON object; expected {"benchmark": …, "run": …, "value": …}');
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
      throw new InputError({ file, line: i + 1 }, 'not a JSON object; expected {"benchmark": …, "run": …, "value": …}');
    }
    const o = obj as Record<string, unknown>;
    if (typeof o.benchmark !== 'string') throw new InputError({ file, line: i + 1, pointer: '/benchmark' }, 'expected a string');
    if (typeof o.run !== 'string' && typeof o.run !== 'number') throw new InputError({ file, line: i + 1, pointer: '/run' }, 'expected a string or number naming the run');
    if (typeof o.value !== 'number') throw new InputError({ file, line: i + 1, pointer: '/value' }, 'expected a number');
    if (o.unit !== undefined && typeof o.unit !== 'string') throw new InputError({ file, line: i + 1, pointer: '/unit' }, 'expected a string such as "ms"');
    collector.add(o.benchmark, String(o.run), o.value, (o.unit as string | undefined) ?? '', i + 1);
  }
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file }, 'the file is empty; expected one JSON object per operation');
  return out;
}

export const rawSamples = defineReader({
  id: 'raw-samples',
  title: 'Raw samples: CSV "benchmark,run,value[,unit]" or NDJSON with the same keys',
  carries: 'per-op',
  howTo: 'write one row per operation: benchmark,run,value[,unit] (values in ns without a unit column)',
  detect(probe: InputProbe): number {
    const line = firstLine(probe.head);
    if (HEADER.test(line)) return 1;
    if (isNdjsonSample(line.trim())) return 0.9;
    return 0;
  },
  async parse(input: InputFile): Promise<ReaderOutput> {
    const line = firstLine(input.head).trim();
    return { measurements: line.startsWith('{') ? await parseNdjson(input) : await parseCsv(input) };
  },
});
