/**
 * A reader's growing PerRunTable (model/types.ts): a series added once per benchmark metric, then
 * each run appended as five numbers into fixed chunks of typed columns (copied once, at the end,
 * into columns of the exact length, or, when the reader made room for about all its rows, kept as
 * they are), instead of a Measurement with its data and source objects.
 */
import type { PerRunTable, RunSeries } from '../model/types.js';

/** Rows per chunk: columns fill fixed chunks, copied once into exact-length columns at the end. */
const CHUNK = 1 << 14;

/** The most rows {@link RunTableBuilder.reserve} makes room for at once (28 bytes a row). */
const MAX_RESERVE = 1 << 26;

/** One chunk of the five columns. */
class Chunk {
  readonly seriesOf: Uint32Array;
  readonly values: Float64Array;
  readonly iterations: Float64Array;
  readonly runs: Uint32Array;
  readonly at: Uint32Array;

  constructor(readonly size: number) {
    this.seriesOf = new Uint32Array(size);
    this.values = new Float64Array(size);
    this.iterations = new Float64Array(size);
    this.runs = new Uint32Array(size);
    this.at = new Uint32Array(size);
  }
}

export class RunTableBuilder {
  readonly series: RunSeries[] = [];
  private readonly full: Chunk[] = [];
  private chunk: Chunk;
  /** Rows in the full chunks, and in the current one. */
  private before = 0;
  private n = 0;

  /** `rows`: how many rows the reader knows it may add at most (its first chunk holds them all). */
  constructor(
    readonly file: string,
    rows = CHUNK,
  ) {
    this.chunk = new Chunk(Math.max(1, rows));
  }

  /** Rows added so far. */
  get length(): number {
    return this.before + this.n;
  }

  /** Add a series (with only the fields given); returns its index for {@link add}. */
  addSeries(series: RunSeries): number {
    const s: RunSeries = { benchmark: series.benchmark, unit: series.unit, lowerIsBetter: series.lowerIsBetter };
    if (series.measure !== undefined) s.measure = series.measure;
    if (series.load !== undefined) s.load = series.load;
    if (series.pointer !== undefined) s.pointer = series.pointer;
    if (series.after !== undefined) s.after = series.after;
    return this.series.push(s) - 1;
  }

  /**
   * Append a run of series `k`: its value, iteration count (NaN when unknown), run id (a whole
   * number below 2^32) and where it was read (a line number, or the index its series' pointer ends with).
   */
  add(k: number, value: number, iterations: number, run: number, at: number): void {
    let i = this.n;
    let c = this.chunk;
    if (i === c.size) {
      this.full.push(c);
      this.before += i;
      c = this.chunk = new Chunk(CHUNK);
      i = 0;
    }
    c.seriesOf[i] = k;
    c.values[i] = value;
    c.iterations[i] = iterations;
    c.runs[i] = run;
    c.at[i] = at;
    this.n = i + 1;
  }

  /**
   * Make room for about `rows` rows in all, an estimate a streaming reader makes from its file's
   * size and the rows of its first bytes: the rows so far move into one chunk of that size, so a
   * table of at least half the estimate is returned without a copy ({@link table}); rows beyond it
   * go to further chunks as before. The room is zero-filled memory the system commits only as
   * rows are written, and a table under half of it is copied out and the room dropped.
   */
  reserve(rows: number): void {
    const length = this.length;
    if (rows <= this.chunk.size || rows <= length || length >= MAX_RESERVE) return;
    let c: Chunk;
    try {
      c = new Chunk(Math.min(rows, MAX_RESERVE));
    } catch {
      return; // no room that large: the rows keep filling chunks
    }
    this.copyRows(c);
    this.full.length = 0;
    this.before = 0;
    this.chunk = c;
    this.n = length;
  }

  /**
   * The table: every row added, in exact-length columns — views of the one chunk when it is at
   * least half full (no copy), else copies.
   */
  table(): PerRunTable {
    const length = this.length;
    const one = this.chunk;
    if (this.full.length === 0 && 2 * length >= one.size) {
      const view = <T extends Uint32Array | Float64Array>(a: T): T => a.subarray(0, length) as T;
      return {
        file: this.file,
        series: this.series,
        seriesOf: view(one.seriesOf),
        values: view(one.values),
        iterations: view(one.iterations),
        runs: view(one.runs),
        at: view(one.at),
      };
    }
    const t: PerRunTable = {
      file: this.file,
      series: this.series,
      seriesOf: new Uint32Array(length),
      values: new Float64Array(length),
      iterations: new Float64Array(length),
      runs: new Uint32Array(length),
      at: new Uint32Array(length),
    };
    this.copyRows(t);
    return t;
  }

  /** Every row so far, in order, copied into the start of `to`'s columns. */
  private copyRows(to: Pick<PerRunTable, 'seriesOf' | 'values' | 'iterations' | 'runs' | 'at'>): void {
    let offset = 0;
    for (const c of [...this.full, this.chunk]) {
      const n = c === this.chunk ? this.n : c.size;
      to.seriesOf.set(c.seriesOf.subarray(0, n), offset);
      to.values.set(c.values.subarray(0, n), offset);
      to.iterations.set(c.iterations.subarray(0, n), offset);
      to.runs.set(c.runs.subarray(0, n), offset);
      to.at.set(c.at.subarray(0, n), offset);
      offset += n;
    }
  }
}

/** Bytes of a file a streaming reader reads before it estimates its rows ({@link RoomAfterFirstBytes}). */
export const RESERVE_AFTER = 1 << 20;

/**
 * For a streaming reader: counts the bytes of the lines it reads and, once they pass
 * {@link RESERVE_AFTER} in a file of known size (`size`; undefined for a pipe or a gzip file), makes
 * room in `table` for the whole file's rows at that rate and a tenth more (RunTableBuilder.reserve),
 * once: a table that fills at least half of it is kept without a copy.
 */
export class RoomAfterFirstBytes {
  private left: number;

  constructor(
    private readonly table: RunTableBuilder,
    private readonly size: number | undefined,
  ) {
    this.left = size === undefined ? -1 : RESERVE_AFTER;
  }

  /** `bytes` more were read (a line and its newline). */
  read(bytes: number): void {
    if (this.left < 0 || (this.left -= bytes) >= 0) return;
    const read = RESERVE_AFTER - this.left;
    const size = this.size!;
    if (size > read) this.table.reserve(Math.ceil((this.table.length * size * 1.1) / read));
  }
}

/** One table holding `tables`' series and rows in order (the series of each renumbered after the ones before). */
export function joinTables(file: string, tables: readonly PerRunTable[]): PerRunTable {
  const full = tables.filter((t) => t.series.length > 0);
  if (full.length === 1) return full[0];
  let length = 0;
  for (const t of full) length += t.values.length;
  const out: PerRunTable = {
    file,
    series: [],
    seriesOf: new Uint32Array(length),
    values: new Float64Array(length),
    iterations: new Float64Array(length),
    runs: new Uint32Array(length),
    at: new Uint32Array(length),
  };
  let row = 0;
  for (const t of full) {
    const offset = out.series.length;
    for (const s of t.series) out.series.push(s);
    for (let i = 0; i < t.seriesOf.length; i++) out.seriesOf[row + i] = offset + t.seriesOf[i];
    out.values.set(t.values, row);
    out.iterations.set(t.iterations, row);
    out.runs.set(t.runs, row);
    out.at.set(t.at, row);
    row += t.values.length;
  }
  return out;
}

/** A benchmark's rows so far (the current row's run id) and its series, in order of first value. */
interface NamedRuns {
  runs: number;
  series: number[];
}

/**
 * The series of each value of a reader's rows, where a row holds several measures of one
 * benchmark (Google Benchmark's real time, CPU time, counters): the benchmark is looked up only
 * when the name changes, and a value's series is the one at its position in the benchmark's
 * series list when that one matches (rows of one benchmark print their measures in one order),
 * else found in the list or added to the table.
 */
export class RowSeries {
  private readonly named = new Map<string, NamedRuns>();
  private lastName: string | undefined;
  private current: NamedRuns = { runs: 0, series: [] };
  private name = '';
  /** The position of the current row's next value. */
  private at = 0;

  constructor(private readonly table: RunTableBuilder) {}

  /** Start a row of benchmark `name`; returns its run id (the benchmark's row count). */
  row(name: string): number {
    if (name !== this.lastName) {
      let named = this.named.get(name);
      if (named === undefined) this.named.set(name, (named = { runs: 0, series: [] }));
      this.current = named;
      this.lastName = name;
    }
    this.name = name;
    this.at = 0;
    return ++this.current.runs;
  }

  /** Whether benchmark `name` has had a row. */
  has(name: string): boolean {
    return this.named.has(name);
  }

  /** The series of the current row's next value: its measure, unit and direction (and, with a pointer, what follows the row's index). */
  next(measure: string, unit: string, lowerIsBetter: boolean, pointer?: string, after?: string): number {
    const list = this.current.series;
    const series = this.table.series;
    const at = this.at++;
    if (at < list.length) {
      const s = series[list[at]];
      if (s.measure === measure && s.unit === unit && s.lowerIsBetter === lowerIsBetter && s.after === after) return list[at];
    }
    for (const k of list) {
      const s = series[k];
      if (s.measure === measure && s.unit === unit && s.lowerIsBetter === lowerIsBetter && s.after === after) return k;
    }
    const k = this.table.addSeries({
      benchmark: this.name,
      unit,
      measure,
      lowerIsBetter,
      ...(pointer !== undefined ? { pointer } : {}),
      ...(after !== undefined ? { after } : {}),
    });
    list.push(k);
    return k;
  }
}
