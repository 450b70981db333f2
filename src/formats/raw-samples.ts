/**
 * The engine's own raw-samples format: one row per operation.
 *
 * CSV with the header `benchmark,run,value[,unit]`, or NDJSON objects with the same keys.
 * `run` names the process-level run and is scoped to its file. Without a unit column values are
 * nanoseconds. Both are streamed and parsed with a byte-level fast path (NDJSON: flat objects
 * without escapes; other lines go through JSON.parse) so that tens of millions of rows stream at
 * over 100 MB/s with memory bounded by the values kept.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReaderOutput } from '../read/define.js';
import { POW10, plainDecimal } from '../read/byte-number.js';
import { forEachByteLine, forEachByteRun, MAX_LINE_BYTES } from '../read/lines.js';
import { nextCapacity } from '../read/sample-column.js';
import type { InputFile, InputProbe } from '../read/reader.js';
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
  /** Its index in the collector's per-series arrays (values, count, scale). */
  id: number;
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
  // Per series id: its values (grown as SampleColumn grows them), how many, and its unit's scale.
  // Flat arrays rather than an object per series: a row of a file that cycles through thousands
  // of series reaches its column with two dependent loads that miss the cache, not four.
  private readonly cols: Float64Array[] = [];
  private lens = new Int32Array(64);
  private scales = new Float64Array(64);
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
      s = { benchmark, run, unit, unitText, id: this.all.length, line };
      // Every series of a benchmark shares the first one's unit, so it is the one to name.
      const first = this.firstOf.get(benchmark);
      if (first === undefined) this.firstOf.set(benchmark, s);
      else if (first.unit.unit !== unit.unit) {
        throw new InputError(
          { file: this.file, line },
          `benchmark "${benchmark}" mixes units "${first.unitText}" (line ${first.line}) and "${unitText}"; expected one kind of unit per benchmark`,
        );
      }
      units.set(unitText, s);
      this.all.push(s);
      if (s.id === this.lens.length) {
        this.lens = grown(this.lens, 2 * s.id);
        const scales = new Float64Array(2 * s.id);
        scales.set(this.scales);
        this.scales = scales;
      }
      this.cols.push(new Float64Array(16));
      this.scales[s.id] = unit.scale;
    }
    return s;
  }

  /** A value of series `id`, refused naming the line unless it is finite. */
  push(id: number, value: number, line: number): void {
    if (!Number.isFinite(value))
      throw new InputError({ file: this.file, line }, `value is not a finite number; expected a measurement such as 1234.5`);
    this.append(id, value);
  }

  /**
   * A finite value, in the series' unit, kept in ns (times its scale). Arrays grow as
   * SampleColumn's: doubling from 16 values, by half beyond 1 Mi values.
   */
  append(id: number, value: number): void {
    const n = this.lens[id];
    let col = this.cols[id];
    if (n === col.length) {
      const next = new Float64Array(nextCapacity(n));
      next.set(col);
      this.cols[id] = col = next;
    }
    col[n] = value * this.scales[id];
    this.lens[id] = n + 1;
  }

  add(benchmark: string, run: string, value: number, unitText: string, line: number): void {
    this.push(this.series(benchmark, run, unitText, line).id, value, line);
  }

  result(): Measurement[] {
    const out: Measurement[] = [];
    for (const s of this.all) {
      out.push({
        benchmark: s.benchmark,
        unit: s.unit.unit,
        lowerIsBetter: s.unit.lowerIsBetter,
        run: s.run,
        data: { kind: 'per-op', values: this.cols[s.id].subarray(0, this.lens[s.id]) },
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
  bounds = new Int32Array(128);
  /** The keys' bytes (replaced when it grows: read it after any add). */
  arena = new Uint8Array(1024);
  /** A view of {@link arena}, for comparing keys four bytes at a time. */
  private arenaView = new DataView(this.arena.buffer);
  private used = 0;
  /** Per entry: the collector's id of its series. */
  private ids = new Int32Array(32);
  private count = 0;

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

  idOf(entry: number): number {
    return this.ids[entry];
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

  /**
   * Whether entry's key is a CSV row's: name [s, c1), run (c1, c2), unit [u, ue) of buf, whose
   * view is dv. As {@link matches}, compared four bytes at a time.
   */
  holds(entry: number, dv: DataView, buf: Buffer, s: number, c1: number, c2: number, u: number, ue: number): boolean {
    const { bounds } = this;
    const off = bounds[4 * entry];
    const a = bounds[4 * entry + 1];
    const b = bounds[4 * entry + 2];
    const end = bounds[4 * entry + 3];
    if (a - off !== c1 - s || b - a !== c2 - c1 - 1 || end - b !== ue - u) return false;
    const av = this.arenaView;
    const k = this.arena;
    return (
      sameBytes(dv, buf, s, av, k, off, a - off) && sameBytes(dv, buf, c1 + 1, av, k, a, b - a) && sameBytes(dv, buf, u, av, k, b, end - b)
    );
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

  add(h: number, buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number, id: number): number {
    const entry = this.count++;
    const len = e1 - s1 + (e2 - s2) + (e3 - s3);
    if (this.used + len > this.arena.length) {
      this.arena = grown(this.arena, Math.max(2 * this.arena.length, this.used + len));
      this.arenaView = new DataView(this.arena.buffer);
    }
    if (entry === this.hashes.length) {
      this.hashes = grown(this.hashes, 2 * entry);
      this.ids = grown(this.ids, 2 * entry);
      this.bounds = grown(this.bounds, 8 * entry);
    }
    const off = this.used;
    this.arena.set(buf.subarray(s1, e1), off);
    this.arena.set(buf.subarray(s2, e2), off + (e1 - s1));
    this.arena.set(buf.subarray(s3, e3), off + (e1 - s1) + (e2 - s2));
    this.used += len;
    this.hashes[entry] = h;
    this.bounds.set([off, off + (e1 - s1), off + (e1 - s1) + (e2 - s2), off + len], 4 * entry);
    this.ids[entry] = id;
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

/**
 * Where the CSV field starting at i ends: the first comma, quote or LF in [i, e), or e. Four bytes
 * at a time (a zero-byte test per byte sought; the lowest flag is exact), so that how long the
 * field is decides no branch within a word. dv views buf.
 */
function fieldEnd(dv: DataView, buf: Buffer, i: number, e: number): number {
  for (const last = dv.byteLength - 4; i <= last; i += 4) {
    const w = dv.getInt32(i, true);
    const comma = w ^ 0x2c2c2c2c;
    const quote = w ^ 0x22222222;
    const lf = w ^ 0x0a0a0a0a;
    const m = (((comma - 0x01010101) & ~comma) | ((quote - 0x01010101) & ~quote) | ((lf - 0x01010101) & ~lf)) & 0x80808080;
    if (m !== 0) {
      const at = i + ((31 - Math.clz32(m & -m)) >> 3);
      return at < e ? at : e;
    }
    if (i + 4 >= e) return e;
  }
  for (; i < e; i++) {
    const c = buf[i];
    if (c <= 0x2c && (c === 0x2c || c === 0x22 || c === 0x0a)) return i;
  }
  return e;
}

/** Whether bytes [p, p + n) of x (its view xv) equal bytes [q, q + n) of y (its view yv). */
function sameBytes(xv: DataView, x: Uint8Array, p: number, yv: DataView, y: Uint8Array, q: number, n: number): boolean {
  if (n < 4) {
    for (let k = 0; k < n; k++) if (x[p + k] !== y[q + k]) return false;
    return true;
  }
  const last = n - 4;
  for (let k = 0; k < last; k += 4) if (xv.getInt32(p + k, true) !== yv.getInt32(q + k, true)) return false;
  return xv.getInt32(p + last, true) === yv.getInt32(q + last, true);
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
      if (i < line.length && line[i] !== ',')
        throw new InputError({ file, line: lineNo }, 'unexpected text after a quoted field; expected a comma');
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

/** A number from bytes [s, e) (blanks and a CR around it ignored): plain decimals exactly, anything else as Number() reads it. */
function parseNumber(buf: Buffer, s: number, e: number): number {
  while (s < e && (buf[s] === 0x20 || buf[s] === 0x09)) s++;
  while (e > s && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09 || buf[e - 1] === 0x0d)) e--;
  if (s === e) return NaN;
  const v = plainDecimal(buf, s, e);
  return v === v ? v : Number(buf.toString('latin1', s, e));
}

/** See {@link CsvRows.score}: rows are compared with the predicted series while at least 2 in 3 have it. */
const SCORE_MAX = 64;
const PREDICT = 32;

/** log2 of the slots of each half of CsvRows.images, and where its second half starts. */
const IMAGE_BITS = 8;
const FINGERPRINTS = 16 << IMAGE_BITS;
/** Below this {@link CsvRows.imageScore}, rows not predicted are hashed as they are scanned. */
const IMAGE_MIN = 16;
const BYPASS_PROBE = 4095;

function emptyImages(): Int32Array {
  const images = new Int32Array(2 * FINGERPRINTS);
  for (let at = 0; at < images.length; at += 16) images[at] = -1;
  return images;
}

/**
 * Slot `at` of images (16 ints) becomes the key of a CSV row: name [s, c1), run (c1, c2), unit
 * [u, ue) of the buffer dv views (dvEnd bytes): its entry, the length k of name and run with both
 * commas (0: no image, the entry's key is compared byte by byte), the name's length, the unit's,
 * the k bytes as four little-endian words (zero beyond k) and their masks, the unit's word and
 * mask, and a count of hits (0…3) that a miss must bring to 0 before the slot is replaced. An
 * image needs k ≤ 16, a unit of at most 4 bytes, and 16 bytes from s and 4 from u in the buffer.
 */
function setImage(
  images: Int32Array,
  at: number,
  entry: number,
  dv: DataView,
  dvEnd: number,
  s: number,
  c1: number,
  c2: number,
  u: number,
  ue: number,
): void {
  const k = c2 + 1 - s;
  images[at] = entry;
  images[at + 14] = 0;
  if (k > 16 || ue - u > 4 || s + 16 > dvEnd || u + 4 > dvEnd) {
    images[at + 1] = 0;
    return;
  }
  images[at + 1] = k;
  images[at + 2] = c1 - s;
  images[at + 3] = ue - u;
  for (let w = 0; w < 4; w++) {
    const m = k >= 4 * w + 4 ? -1 : k <= 4 * w ? 0 : (1 << (8 * (k - 4 * w))) - 1;
    images[at + 8 + w] = m;
    images[at + 4 + w] = dv.getInt32(s + 4 * w, true) & m;
  }
  const um = ue - u === 4 ? -1 : (1 << (8 * (ue - u))) - 1;
  images[at + 12] = dv.getInt32(u, true) & um;
  images[at + 13] = um;
}

/** Whether the k bytes of image `at` are those from s (16 bytes from s in the buffer dv views). */
function keyIs(images: Int32Array, at: number, dv: DataView, s: number): boolean {
  return (
    (((dv.getInt32(s, true) ^ images[at + 4]) & images[at + 8]) |
      ((dv.getInt32(s + 4, true) ^ images[at + 5]) & images[at + 9]) |
      ((dv.getInt32(s + 8, true) ^ images[at + 6]) & images[at + 10]) |
      ((dv.getInt32(s + 12, true) ^ images[at + 7]) & images[at + 11])) ===
    0
  );
}

/** Whether the unit of image `at` is bytes [u, ue) of the buffer dv views (dvEnd bytes). */
function unitIs(images: Int32Array, at: number, dv: DataView, dvEnd: number, u: number, ue: number): boolean {
  return ue - u === images[at + 3] && u + 4 <= dvEnd && ((dv.getInt32(u, true) ^ images[at + 12]) & images[at + 13]) === 0;
}

/** How many recently used series a row's key is compared with before it is hashed. */
const RECENT = 4;

/** Makes the series of a key seen for the first time (decoding its strings once). */
interface NewSeries {
  newSeries(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): Series;
}

/**
 * The series of a row, from the raw bytes of its three key fields, with no allocation per row
 * whatever the order of rows. Rows of one series usually follow each other: the last entry is
 * kept while its bytes repeat; then come the entry that followed it last time (rows that cycle
 * through many series in a fixed order: run-major logs of thousands of benchmarks), the few seen
 * most recently (a load test's interleaved endpoints), and the byte-keyed hash table. NDJSON
 * rows go through {@link id}; CSV rows compare their bytes with {@link predicted}'s key
 * themselves (finding their commas as they go) and, when it is not theirs, use {@link byHash}.
 */
class SeriesLookup {
  readonly table = new ByteSeriesTable();
  private current = -1;
  /** Whether the last row's key was the one before it. */
  private stay = false;
  // The few entries seen most recently, most recent first (-1: none).
  private readonly recent = new Int32Array(RECENT).fill(-1);
  // Per entry, the entry of the row that followed it last time (-1: none).
  private successor = new Int32Array(64).fill(-1);

  constructor(private readonly maker: NewSeries) {}

  /** The collector's id of the row's series. */
  id(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): number {
    const { table } = this;
    const current = this.current;
    this.stay = current >= 0 && table.matches(current, buf, s1, e1, s2, e2, s3, e3);
    if (!this.stay) {
      const next = current < 0 ? -1 : this.successor[current];
      if (next >= 0 && table.matches(next, buf, s1, e1, s2, e2, s3, e3)) {
        this.current = next;
      } else {
        this.current = this.entryOf(buf, s1, e1, s2, e2, s3, e3);
        if (current >= 0) this.successor[current] = this.current;
      }
    }
    return table.idOf(this.current);
  }

  /**
   * The entry the next row most likely has (−1: none): the last row's while rows repeat it, else
   * the one that followed it last time. A caller that finds the row's key bytes equal to its key
   * calls {@link take}; else {@link id}.
   */
  predicted(): number {
    const current = this.current;
    if (this.stay || current < 0) return current;
    const next = this.successor[current];
    return next >= 0 ? next : current;
  }

  /** The collector's id of entry {@link predicted} gave, whose key the row's bytes equal. */
  take(entry: number): number {
    const current = this.current;
    this.stay = entry === current;
    this.current = entry;
    return this.table.idOf(entry);
  }

  /**
   * The collector's id of the row's series, by the hash table alone: for a row whose key is not
   * the one {@link predicted} (when rows interleave at random, comparing it with a few more
   * candidates costs more in mispredicted branches than one hash and probe).
   */
  byHash(h: number, buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): number {
    const { table } = this;
    let entry = table.find(h, buf, s1, e1, s2, e2, s3, e3);
    if (entry < 0) entry = this.added(table.add(h, buf, s1, e1, s2, e2, s3, e3, this.maker.newSeries(buf, s1, e1, s2, e2, s3, e3).id));
    return this.moveTo(entry);
  }

  /** The collector's id of `entry`, a row's entry found otherwise than by {@link predicted}: it becomes the current one, and the successor of the one before. */
  moveTo(entry: number): number {
    const current = this.current;
    this.stay = entry === current;
    if (!this.stay) {
      if (current >= 0) this.successor[current] = entry;
      this.current = entry;
    }
    return this.table.idOf(entry);
  }

  /** The last row's entry. */
  last(): number {
    return this.current;
  }

  /** Whether the last row's entry is `entry`. */
  took(entry: number): boolean {
    return this.current === entry;
  }

  /** A new entry: room for its successor. */
  private added(entry: number): number {
    if (entry === this.successor.length) {
      const grownSuccessor = new Int32Array(2 * entry).fill(-1);
      grownSuccessor.set(this.successor);
      this.successor = grownSuccessor;
    }
    return entry;
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
        entry = this.added(table.add(h, buf, s1, e1, s2, e2, s3, e3, this.maker.newSeries(buf, s1, e1, s2, e2, s3, e3).id));
      }
    }
    // Move to the front, shifting the ones before its old place (or the oldest out).
    // (by hand: copyWithin is a builtin call, dearer than the few moves)
    for (; at > 0; at--) recent[at] = recent[at - 1];
    recent[0] = entry;
    return entry;
  }
}

/**
 * The rows of a raw-samples CSV, one line (bytes [s, e) of a buffer) at a time. A row of plain
 * fields and a plain decimal value (what load tests and this engine write) is read in one pass
 * over its bytes: its name and run compared with the key of the series it most likely has (the
 * row before's while rows repeat it, else the one that followed that last time), which finds the
 * commas too; the value parsed as it goes by. A row whose key is another one (rows of a few
 * series interleaving at random) is compared, four bytes at a time, with the key last seen under
 * its first eight bytes, which finds its commas without a search; failing that, its commas are
 * found four bytes at a time and it is compared with the key last seen under a fingerprint of its
 * fields (lengths, first and last bytes); only a row that is neither is hashed. Those comparisons
 * are exact (all bytes of name, run and unit), so they change no series, only the time.
 * Nothing is decoded or allocated, whatever the order of rows. Any other row (quotes, blanks, exponents, long or bad
 * values, a wrong field count) takes the general path, which gives the same numbers and every
 * error.
 */
class CsvRows implements NewSeries {
  lineNo = 0;
  private withUnit = false;
  /**
   * How well the predicted series has matched lately: +1 for a row that has it, −2 for one that
   * has not (0…SCORE_MAX). From PREDICT up rows are compared with it first; below, when rows
   * interleave at random, they are hashed straight away (a comparison that fails costs a
   * mispredicted branch and a second pass).
   */
  private score = SCORE_MAX;
  private readonly lookup = new SeriesLookup(this);
  /**
   * Recently seen keys, 16 ints a slot (see {@link setImage}): first by a row's first eight bytes
   * (found without looking for its commas), then from FINGERPRINTS by a fingerprint of its fields.
   */
  private readonly images = emptyImages();
  /** As {@link score}, for the recently seen keys: +1 for a row found among them, −2 for one hashed after all. */
  private imageScore = SCORE_MAX;
  /** Rows hashed straight away since the start (every BYPASS_PROBE + 1st tries the recently seen keys again). */
  private bypassed = 0;

  constructor(
    private readonly file: string,
    private readonly collector: Collector,
  ) {}

  private fields(): string {
    return `benchmark,run,value${this.withUnit ? ',unit' : ''}`;
  }

  /**
   * A run of whole lines (bytes [s, e), separated by LF, none at either end): how many it held.
   * One loop over the bytes of every row: a row whose fields are plain is read right here (see
   * below); any other line — the header, a blank line, quotes, a field count other than the
   * header's, a value that is not sign?, digits, at most one dot, at least one and at most 15
   * digits, nothing else — goes to {@link line}, which reads it or refuses it. A CR before the LF
   * is dropped as by the general path. The value is exactly {@link plainDecimal}'s, which is
   * Number()'s; the series is found by comparing the key bytes with the series expected
   * ({@link SeriesLookup}) or recently seen keys ({@link images}), nothing decoded or allocated
   * per row.
   */
  lines(buf: Buffer, s: number, e: number): number {
    const { lookup, collector, images } = this;
    const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const dvEnd = dv.byteLength;
    let withUnit = this.withUnit;
    for (let n = 1; ; n++) {
      this.lineNo++;
      let end = -1;
      // The fields are found by one compare per byte (a comma, quote, CR and LF are all ≤ 0x2c).
      fast: if (this.lineNo !== 1) {
        let i = s;
        let c = 0;
        // The row's name and run compared with those of the series it most likely has: when
        // they are equal, followed by a comma each, the commas are found too (a key holds none).
        const p = lookup.predicted();
        let entry = -1;
        let c1 = -1;
        let c2 = -1;
        if (p >= 0 && this.score >= PREDICT) {
          const { bounds, arena } = lookup.table;
          const off = bounds[4 * p];
          const a = bounds[4 * p + 1];
          const b = bounds[4 * p + 2];
          const k1 = s + (a - off);
          const k2 = k1 + 1 + (b - a);
          if (k2 < e && buf[k1] === 0x2c && buf[k2] === 0x2c) {
            let j = off;
            for (i = s; j < a && arena[j] === buf[i]; j++) i++;
            if (j === a) {
              for (i++; j < b && arena[j] === buf[i]; j++) i++;
              if (j === b) {
                entry = p;
                c1 = k1;
                c2 = k2;
              }
            }
          }
        }
        // (the slot of the row's first eight bytes in `images`, and its entry when the row's
        // name and run are that slot's image)
        let ps = -1;
        let pe = -1;
        // (hash: FNV-1a of the key fields as ByteSeriesTable.hash, when the row was hashed as it was scanned)
        let h = 0x811c9dc5;
        let hashed = false;
        if (entry < 0 && this.imageScore < IMAGE_MIN && (++this.bypassed & BYPASS_PROBE) !== 0) {
          // Recently seen keys have mostly missed lately (rows of many series in random order):
          // the commas found and the key hashed as the bytes go by.
          hashed = true;
          for (i = s; i < e; i++) {
            c = buf[i];
            if (c <= 0x2c && (c === 0x2c || c === 0x22 || c === 0x0a)) break;
            h = Math.imul(h ^ c, 0x01000193);
          }
          if (i === e || c !== 0x2c) break fast;
          c1 = i;
          h = Math.imul(h ^ 0xff, 0x01000193);
          for (i++; i < e; i++) {
            c = buf[i];
            if (c <= 0x2c && (c === 0x2c || c === 0x22 || c === 0x0a)) break;
            h = Math.imul(h ^ c, 0x01000193);
          }
          if (i === e || c !== 0x2c) break fast;
          c2 = i;
          h = Math.imul(h ^ 0xff, 0x01000193);
        } else if (entry < 0) {
          // (now and then, while they miss, they are tried again)
          if (this.imageScore < IMAGE_MIN) this.imageScore = IMAGE_MIN + 8;
          if (s + 16 <= dvEnd) {
            const w0 = dv.getInt32(s, true);
            ps = (Math.imul(w0 ^ Math.imul(dv.getInt32(s + 4, true), 0x85ebca6b), 0x9e3779b1) >>> (32 - IMAGE_BITS)) << 4;
            const k = images[ps + 1];
            if (k > 0 && keyIs(images, ps, dv, s) && s + k <= e) {
              pe = images[ps];
              c1 = s + images[ps + 2];
              c2 = s + k - 1;
            }
          }
          if (pe < 0) {
            // Not a key seen lately: its commas found (the key is looked up once the row is read).
            i = fieldEnd(dv, buf, s, e);
            if (i === e || buf[i] !== 0x2c) break fast;
            c1 = i;
            i = fieldEnd(dv, buf, i + 1, e);
            if (i === e || buf[i] !== 0x2c) break fast;
            c2 = i;
          }
        }
        i = c2 + 1;
        let neg = false;
        if (i < e && (buf[i] === 0x2d || buf[i] === 0x2b)) {
          neg = buf[i] === 0x2d;
          i++;
        }
        let mant = 0;
        let digits = 0;
        let dot = -1; // digits before the dot (−1: no dot)
        for (; i < e; i++) {
          c = buf[i];
          if (c >= 0x30 && c <= 0x39) {
            mant = mant * 10 + (c - 0x30);
            digits++;
          } else if (c === 0x2e && dot < 0) {
            dot = digits;
          } else {
            break;
          }
        }
        if (digits === 0 || digits > 15) break fast;
        // [u, ue): the unit field (empty without a unit column); stop: the line's end.
        let u: number;
        let ue: number;
        let stop: number;
        if (withUnit) {
          if (i === e || buf[i] !== 0x2c) break fast;
          u = i + 1;
          for (i = u; i < e; i++) {
            c = buf[i];
            if (c <= 0x2c) {
              if (c === 0x0a) break;
              if (c === 0x2c || c === 0x22) break fast;
              if (c === 0x0d) {
                if (i + 1 < e && buf[i + 1] !== 0x0a) break fast;
                break;
              }
            }
          }
          ue = i;
          stop = i < e && buf[i] === 0x0d ? i + 1 : i;
          if (hashed) for (let j = u; j < ue; j++) h = Math.imul(h ^ buf[j], 0x01000193);
        } else {
          if (i < e && buf[i] === 0x0d) i++;
          if (i < e && buf[i] !== 0x0a) break fast;
          u = ue = stop = i;
        }
        let id = -1;
        if (entry >= 0) {
          // and its unit's bytes
          const { bounds, arena } = lookup.table;
          let j = bounds[4 * entry + 2];
          if (bounds[4 * entry + 3] - j === ue - u) {
            for (i = u; i < ue && arena[j] === buf[i]; i++) j++;
            if (i === ue) id = lookup.take(entry);
          }
        }
        if (id >= 0) {
          if (this.score < SCORE_MAX) this.score++;
        } else {
          // The entry of the image the row's name and run matched, when its unit is the row's;
          // else the entry of the key's fingerprint (its image, or its bytes, compared); else the table.
          if (pe >= 0) {
            if (unitIs(images, ps, dv, dvEnd, u, ue)) {
              id = lookup.moveTo(pe);
              if (images[ps + 14] < 3) images[ps + 14]++;
            }
          }
          let fs = -1;
          if (id < 0 && entry < 0 && !hashed) {
            const n1 = c1 - s;
            let x = Math.imul(n1 | ((c2 - c1) << 8) | ((ue - u) << 16) | (buf[c2 - 1] << 24), 0x9e3779b1);
            x ^= n1 >= 4 ? Math.imul(dv.getInt32(s, true), 0x85ebca6b) ^ dv.getInt32(c1 - 4, true) : buf[s];
            fs = FINGERPRINTS + ((Math.imul(x, 0xc2b2ae35) >>> (32 - IMAGE_BITS)) << 4);
            const cand = images[fs];
            if (cand >= 0) {
              const k = images[fs + 1];
              if (
                k > 0
                  ? k === c2 + 1 - s && s + 16 <= dvEnd && keyIs(images, fs, dv, s) && unitIs(images, fs, dv, dvEnd, u, ue)
                  : lookup.table.holds(cand, dv, buf, s, c1, c2, u, ue)
              ) {
                id = lookup.moveTo(cand);
              }
            }
          }
          if (id < 0) {
            id = lookup.byHash(hashed ? h : ByteSeriesTable.hash(buf, s, c1, c1 + 1, c2, u, ue), buf, s, c1, c1 + 1, c2, u, ue);
            if (fs >= 0) {
              setImage(images, fs, lookup.last(), dv, dvEnd, s, c1, c2, u, ue);
              if (this.imageScore >= 2) this.imageScore -= 2;
              else this.imageScore = 0;
            }
          } else if (entry < 0 && this.imageScore < SCORE_MAX) {
            this.imageScore++;
          }
          if (ps >= 0 && pe !== lookup.last()) {
            // Not this slot's image: replaced by the row's once it has missed more than it hit.
            if (images[ps + 14] > 0) images[ps + 14]--;
            else setImage(images, ps, lookup.last(), dv, dvEnd, s, c1, c2, u, ue);
          }
          // Whether the prediction was right (rows predicted, or not tried while they miss).
          if (lookup.took(p)) {
            if (this.score < SCORE_MAX) this.score++;
          } else if (this.score >= 2) this.score -= 2;
          else this.score = 0;
        }
        const frac = dot < 0 ? 0 : digits - dot;
        const v = frac === 0 ? mant : mant / POW10[frac];
        collector.append(id, neg ? -v : v);
        end = stop;
      }
      if (end < 0) {
        end = buf.indexOf(0x0a, s);
        if (end < 0 || end > e) end = e;
        this.line(buf, s, end);
        withUnit = this.withUnit; // (known after the header)
      }
      if (end >= e) return n;
      s = end + 1;
    }
  }

  /** One line, counted already, by the general path: the header, blank lines, and every row the one-pass read in {@link lines} leaves. */
  private line(buf: Buffer, s: number, e: number): void {
    const { file } = this;
    if (e > s && buf[e - 1] === 0x0d) e--;
    if (this.lineNo === 1) {
      const header = buf.toString('utf8', s, e);
      const m = HEADER.exec(header);
      if (!m)
        throw new InputError(
          { file, line: 1 },
          `unexpected header "${header.slice(0, 80)}"; expected "benchmark,run,value" or "benchmark,run,value,unit"`,
        );
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
    if (fields.length !== want)
      throw new InputError({ file, line: lineNo }, `found ${fields.length} fields; expected ${want} (${this.fields()})`);
    const value = fields[2].trim() === '' ? NaN : Number(fields[2]);
    if (Number.isNaN(value))
      throw new InputError(
        { file, line: lineNo },
        `value "${fields[2].slice(0, 40)}" is not a number; expected a measurement such as 1234.5`,
      );
    this.collector.add(fields[0], fields[1], value, withUnit ? fields[3].trim() : '', lineNo);
  }

  newSeries(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): Series {
    return this.collector.series(
      buf.toString('utf8', s1, e1),
      buf.toString('utf8', s2, e2).trim(),
      this.withUnit ? buf.toString('utf8', s3, e3).trim() : '',
      this.lineNo,
    );
  }

  /** A row without quotes, its commas at c1, c2 (and c3 before the unit), read from the bytes. */
  private plainRow(buf: Buffer, s: number, e: number, c1: number, c2: number, c3: number): void {
    const { file, lineNo, withUnit } = this;
    const want = withUnit ? 3 : 2;
    const commas = (c1 >= 0 ? 1 : 0) + (c2 >= 0 ? 1 : 0) + (c3 >= 0 ? 1 : 0);
    if (commas !== want)
      throw new InputError({ file, line: lineNo }, `found ${commas + 1} fields; expected ${want + 1} (${this.fields()})`);
    const unitStart = withUnit ? c3 + 1 : e;
    const id = this.lookup.id(buf, s, c1, c1 + 1, c2, unitStart, e);
    const valueEnd = withUnit ? c3 : e;
    const value = parseNumber(buf, c2 + 1, valueEnd);
    if (Number.isNaN(value)) {
      throw new InputError(
        { file, line: lineNo },
        `value "${buf.toString('utf8', c2 + 1, valueEnd).slice(0, 40)}" is not a number; expected a measurement such as 1234.5`,
      );
    }
    this.collector.push(id, value, lineNo);
  }
}

/** Longest row accepted: the splitter's own limit (a row is a name, a run id and a number: anything near it is not samples). */
const MAX_ROW_BYTES = MAX_LINE_BYTES;

async function parseCsv(input: InputFile): Promise<Measurement[]> {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new CsvRows(file, collector);
  await forEachByteRun(
    input,
    (buf, s, e) => rows.lines(buf, s, e),
    MAX_ROW_BYTES,
    'expected one row per operation: benchmark,run,value[,unit]',
  );
  if (rows.lineNo === 0) throw new InputError({ file }, 'the file is empty; expected the header "benchmark,run,value[,unit]"');
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file, line: rows.lineNo }, 'no samples after the header; expected one row per operation');
  return out;
}

/** Bytes of the keys the NDJSON fast path knows. */
const KEY_BENCHMARK = Buffer.from('benchmark');
const KEY_RUN = Buffer.from('run');
const KEY_VALUE = Buffer.from('value');
const KEY_UNIT = Buffer.from('unit');

function isKey(buf: Buffer, s: number, e: number, key: Buffer): boolean {
  if (e - s !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (buf[s + i] !== key[i]) return false;
  return true;
}

/** End of a JSON number starting at i (RFC 8259 grammar), or −1 when it is not one. */
function jsonNumberEnd(buf: Buffer, i: number, e: number): number {
  if (i < e && buf[i] === 0x2d) i++;
  if (i >= e) return -1;
  if (buf[i] === 0x30) i++;
  else if (buf[i] >= 0x31 && buf[i] <= 0x39) while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
  else return -1;
  if (i < e && buf[i] === 0x2e) {
    const d = ++i;
    while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
    if (i === d) return -1;
  }
  if (i < e && (buf[i] === 0x65 || buf[i] === 0x45)) {
    i++;
    if (i < e && (buf[i] === 0x2b || buf[i] === 0x2d)) i++;
    const d = i;
    while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
    if (i === d) return -1;
  }
  return i;
}

/** End of a JSON string's body starting after its opening quote at i (its closing quote), or −1 when it holds an escape or a control character. */
function plainStringEnd(buf: Buffer, i: number, e: number): number {
  for (; i < e; i++) {
    const c = buf[i];
    if (c === 0x22) return i;
    if (c === 0x5c || c < 0x20) return -1;
  }
  return -1;
}

function skipBlanks(buf: Buffer, i: number, e: number): number {
  while (i < e && (buf[i] === 0x20 || buf[i] === 0x09 || buf[i] === 0x0d)) i++;
  return i;
}

/**
 * The rows of a raw-samples NDJSON, one line at a time. A flat object whose keys and strings hold
 * no escapes and whose values are strings or numbers — what every writer of this format emits —
 * is read straight from the bytes, its series found like a CSV row's; any other line goes through
 * JSON.parse and the checks below, which also give every error.
 */
class NdjsonRows implements NewSeries {
  lineNo = 0;
  private readonly lookup = new SeriesLookup(this);
  // Where the fields of the row being read are (bytes [s, e); the run's bytes include its quotes
  // when it is a string, so "1" and 1.0 stay apart); set by fast().
  private bs = 0;
  private be = 0;
  private rs = 0;
  private re = 0;
  private us = 0;
  private ue = 0;
  private vs = 0;
  private ve = 0;

  constructor(
    private readonly file: string,
    private readonly collector: Collector,
  ) {}

  line(buf: Buffer, s: number, e: number): void {
    this.lineNo++;
    if (!this.fast(buf, s, e)) this.slow(buf.toString('utf8', s, e));
  }

  newSeries(buf: Buffer, s1: number, e1: number, s2: number, e2: number, s3: number, e3: number): Series {
    const run = buf[s2] === 0x22 ? buf.toString('utf8', s2 + 1, e2 - 1) : String(Number(buf.toString('latin1', s2, e2)));
    return this.collector.series(buf.toString('utf8', s1, e1), run, buf.toString('utf8', s3, e3), this.lineNo);
  }

  /** The fast path: false (nothing done) when the line is not a plain flat object with a string benchmark, a run, a number value. */
  private fast(buf: Buffer, s: number, e: number): boolean {
    let i = skipBlanks(buf, s, e);
    if (i >= e || buf[i] !== 0x7b) return false;
    let bs = -1;
    let rs = -1;
    let vs = -1;
    let us = -1;
    i = skipBlanks(buf, i + 1, e);
    if (i < e && buf[i] === 0x7d) return false;
    for (;;) {
      if (i >= e || buf[i] !== 0x22) return false;
      const ks = i + 1;
      const ke = plainStringEnd(buf, ks, e);
      if (ke < 0) return false;
      i = skipBlanks(buf, ke + 1, e);
      if (i >= e || buf[i] !== 0x3a) return false;
      i = skipBlanks(buf, i + 1, e);
      if (i >= e) return false;
      let vStart: number;
      let vEnd: number;
      let str: boolean;
      if (buf[i] === 0x22) {
        vStart = i + 1;
        vEnd = plainStringEnd(buf, vStart, e);
        if (vEnd < 0) return false;
        i = vEnd + 1;
        str = true;
      } else {
        vStart = i;
        vEnd = jsonNumberEnd(buf, i, e);
        if (vEnd < 0) return false;
        i = vEnd;
        str = false;
      }
      if (isKey(buf, ks, ke, KEY_BENCHMARK)) {
        if (!str) return false;
        bs = vStart;
        this.be = vEnd;
      } else if (isKey(buf, ks, ke, KEY_RUN)) {
        rs = str ? vStart - 1 : vStart;
        this.re = str ? vEnd + 1 : vEnd;
      } else if (isKey(buf, ks, ke, KEY_VALUE)) {
        if (str) return false;
        vs = vStart;
        this.ve = vEnd;
      } else if (isKey(buf, ks, ke, KEY_UNIT)) {
        if (!str) return false;
        us = vStart;
        this.ue = vEnd;
      }
      i = skipBlanks(buf, i, e);
      if (i >= e) return false;
      if (buf[i] === 0x2c) {
        i = skipBlanks(buf, i + 1, e);
        continue;
      }
      if (buf[i] !== 0x7d) return false;
      if (skipBlanks(buf, i + 1, e) !== e) return false;
      break;
    }
    if (bs < 0 || rs < 0 || vs < 0) return false;
    this.bs = bs;
    this.rs = rs;
    this.vs = vs;
    if (us < 0) this.us = this.ue = 0;
    else this.us = us;
    const id = this.lookup.id(buf, this.bs, this.be, this.rs, this.re, this.us, this.ue);
    let value = plainDecimal(buf, this.vs, this.ve);
    if (value !== value) value = Number(buf.toString('latin1', this.vs, this.ve));
    this.collector.push(id, value, this.lineNo);
    return true;
  }

  /** Any other line: JSON.parse, then the checks that name what is wrong. */
  private slow(text: string): void {
    const { file, lineNo } = this;
    const raw = text.trim();
    if (raw === '') return;
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch {
      throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"benchmark": …, "run": …, "value": …}');
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
      throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"benchmark": …, "run": …, "value": …}');
    }
    const o = obj as Record<string, unknown>;
    if (typeof o.benchmark !== 'string') throw new InputError({ file, line: lineNo, pointer: '/benchmark' }, 'expected a string');
    if (typeof o.run !== 'string' && typeof o.run !== 'number')
      throw new InputError({ file, line: lineNo, pointer: '/run' }, 'expected a string or number naming the run');
    if (typeof o.value !== 'number') throw new InputError({ file, line: lineNo, pointer: '/value' }, 'expected a number');
    if (o.unit !== undefined && typeof o.unit !== 'string')
      throw new InputError({ file, line: lineNo, pointer: '/unit' }, 'expected a string such as "ms"');
    this.collector.add(o.benchmark, String(o.run), o.value, (o.unit as string | undefined) ?? '', lineNo);
  }
}

async function parseNdjson(input: InputFile): Promise<Measurement[]> {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new NdjsonRows(file, collector);
  await forEachByteLine(
    input,
    (buf, s, e) => rows.line(buf, s, e),
    MAX_ROW_BYTES,
    'expected one JSON object per operation: {"benchmark": …, "run": …, "value": …}',
  );
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file }, 'the file is empty; expected one JSON object per operation');
  return out;
}

/** A row's benchmark and run in NDJSON (roughly: only to count series, see seriesInHead). */
const NDJSON_KEY = /"benchmark"\s*:\s*"((?:[^"\\]|\\.)*)"|"run"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]*)/g;

/**
 * How many distinct (benchmark, run) keys the complete rows of the input's first 64 KiB have: a
 * load test's log has a few, a suite written run by run has one per benchmark. Rough (quoted CSV
 * fields are taken as they stand), as it only decides where the file is read.
 */
function seriesInHead(probe: InputProbe): number {
  const lines = probe.head.split('\n');
  lines.pop(); // (cut at 64 KiB)
  const keys = new Set<string>();
  for (const line of lines) {
    if (HEADER.test(line)) continue;
    if (line.startsWith('{')) {
      let key = '';
      for (const m of line.matchAll(NDJSON_KEY)) key += `${m[1] ?? ''}\u0000${m[2] ?? ''}\u0000`;
      keys.add(key);
    } else {
      const c1 = line.indexOf(',');
      keys.add(line.slice(0, c1 < 0 ? line.length : line.indexOf(',', c1 + 1)));
    }
  }
  return keys.size;
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
  seriesInHead,
});
