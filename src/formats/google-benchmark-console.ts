/**
 * Google Benchmark console output (the default reporter; context block from stderr optional).
 *
 * Runs and kinds: as for the JSON reader, each result row is one run whose times are means over
 * `Iterations` iterations → `per-run` values, run ids "1", "2", … per benchmark. Rows
 * named `<name>_mean|_median|_stddev|_cv` are aggregates: ignored when `<name>` has its own rows,
 * otherwise (`--benchmark_display_aggregates_only`) turned into one `summary` with a warning.
 *
 * What it returns: the per-run values as rows of the table `perRun` (model/types.ts
 * PerRunTable; one series per benchmark and measure, in order of first value; a row's source is
 * its line), not one Measurement each; the summaries as `measurements`. Order: the rows stand
 * before the summaries, in the order read, and the summaries are made at the end, so the suite's
 * benchmarks and the value check's first error come in the same order as when every value was a
 * measurement.
 *
 * Metrics, with the JSON reader's measure names: `Time` is measure `real_time` (ns), `CPU` measure
 * `cpu_time` (ns); counters `key=value` (and `--benchmark_counters_tabular` columns) become
 * measurements named by their key (glued `…B/s` is `bytes_per_second`, `… items/s` is
 * `items_per_second`), like in the JSON reader; human suffixes k/M/G/T are 1000-based, `Ki/Mi/Gi` and
 * the `bytes_per_second` counter (which Google Benchmark formats in 1024 steps) 1024-based; old
 * glued rates `211.669MB/s` are bytes per second (1024-based). `nan` counters are skipped.
 * `ERROR OCCURRED` / `SKIPPED` rows are dropped with a warning. ANSI colours are stripped.
 * Context lines: `Run on (N X MHz CPU s)` → logicalCpus/baseMHz; the indented lines after `CPU Caches:`
 * → machine.extra `caches` (joined by `; `); `Load Average: a, b, c` → loadBefore. `***WARNING***` lines
 * are warnings, except the DEBUG build and CPU scaling ones, which are hazards (and DEBUG extra
 * `library_build_type`), as is a 1-minute load average above the `Run on` CPU count.
 * Streams its lines (`forEachByteRun`): memory is bounded by the values kept (five numbers a
 * value), not the file.
 * Result rows of printable ASCII in the usual form are read from their bytes (`fastRow`), every
 * other line is decoded and read by the regexes, with the same result. A row that repeats the
 * previous such row's name and counter keys (`--benchmark_repetitions`) is read in one pass where
 * it stands (`repeatLine`), its values appended to the series that row's values went to.
 */
import { InputError } from '../errors.js';
import { message, type Message } from '../model/message.js';
import type { Machine, Measurement, PerRunTable } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { forEachByteRun, own, splitLines } from '../read/lines.js';
import { plainDecimal, POW10 } from '../read/byte-number.js';
import { RoomAfterFirstBytes, RowSeries, RunTableBuilder } from '../read/run-table.js';
import { asciiAt, bytesAt, ChunkView, KeptBytes, sameWords } from '../read/same-bytes.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';
import { counterUnit, withTable } from './google-benchmark-json.js';

const HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b(.*)$/;
// A number's digits are not split between `\d*` and `\d+`, and the name ends at a non-space:
// both ambiguities backtracked quadratically on long runs of digits or spaces.
const NUM = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;
const ROW = new RegExp(String.raw`^(\S(?:.*?\S)?)\s+(${NUM})\s*(ns|us|µs|ms|s|%)\s+(${NUM})\s*(ns|us|µs|ms|s|%)\s+(\d+)(.*)$`);
const HUMAN = new RegExp(String.raw`^(${NUM})([kKMGTPmun]?)(i?)(?:B)?(\/s)?$`);
const ANSI = /\x1b\[[0-9;]*m/g;
const AGG = /_(mean|median|stddev|cv)$/;
/** How every line {@link GoogleBenchmarkConsole.preamble} uses starts (besides the cache lines). */
const PREAMBLE_START = /^(?:Benchmark|Run on \(|CPU Caches:|Load Average: |\*\*\*WARNING\*\*\*)/;
const counterUnits = new Map<string, { unit: string; lowerIsBetter: boolean }>();
/** counterUnit, once per key (a few distinct keys, on every row). */
function unitOfCounter(key: string): { unit: string; lowerIsBetter: boolean } {
  let u = counterUnits.get(key);
  if (u === undefined) {
    u = counterUnit(key);
    if (counterUnits.size < 256) counterUnits.set(key, u);
  }
  return u;
}
const PREFIX: Record<string, number> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, m: 1e-3, u: 1e-6, n: 1e-9 };

/** The time units a result row's fast path reads, with their scale to ns. */
const TIME_SCALE: Record<string, number> = {
  ns: parseUnit('ns').scale,
  us: parseUnit('us').scale,
  ms: parseUnit('ms').scale,
  s: parseUnit('s').scale,
};

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * The end of a number of the form `[-+]?(\d+(\.\d+)?|\.\d+)` (NUM without exponent) starting at
 * byte `s`, or −1; one ending at a lone `.` ends before it.
 */
function plainNumberEnd(b: Buffer, s: number, e: number): number {
  let i = s;
  const c0 = b[i];
  if (c0 === 0x2d || c0 === 0x2b) i++;
  const d0 = i;
  while (i < e && isDigit(b[i])) i++;
  const intDigits = i - d0;
  if (i < e && b[i] === 0x2e) {
    const f0 = ++i;
    while (i < e && isDigit(b[i])) i++;
    if (i === f0) return intDigits > 0 ? d0 + intDigits : -1;
  } else if (intDigits === 0) return -1;
  return i;
}

/**
 * The value of bytes [s, e) when they are a whole number of the form NUM without exponent
 * (what {@link plainNumberEnd} takes up to e), else NaN (such a number's value never is).
 */
function numberAt(b: Buffer, s: number, e: number): number {
  if (b[e - 1] === 0x2e) return NaN; // `3.`: plainDecimal takes it, NUM does not
  const v = plainDecimal(b, s, e);
  if (v === v) return v;
  return plainNumberEnd(b, s, e) === e ? Number(b.toString('latin1', s, e)) : NaN;
}

/** The value of bytes [s, e) when they are digits only, else NaN. */
function countAt(b: Buffer, s: number, e: number): number {
  const v = plainDecimal(b, s, e, true);
  if (v === v) return v;
  for (let k = s; k < e; k++) if (!isDigit(b[k])) return NaN;
  return Number(b.toString('latin1', s, e));
}

/** The prefix letter of a human number a byte is (k K M G T P m u n), or ''. */
function prefixOf(c: number): string {
  switch (c) {
    case 0x6b:
      return 'k';
    case 0x4b:
      return 'K';
    case 0x4d:
      return 'M';
    case 0x47:
      return 'G';
    case 0x54:
      return 'T';
    case 0x50:
      return 'P';
    case 0x6d:
      return 'm';
    case 0x75:
      return 'u';
    case 0x6e:
      return 'n';
    default:
      return '';
  }
}

/** {@link humanNumber} of the ASCII bytes [s, e), without a string when it is a plain number with a suffix. */
function humanAt(b: Buffer, s: number, e: number, base1024: boolean): number {
  // The number (as plainNumberEnd takes it), its digits read as they are passed (as plainDecimal).
  let i = s;
  const c0 = b[i];
  if (c0 === 0x2d || c0 === 0x2b) i++;
  const d0 = i;
  let mant = 0;
  let c = 0;
  while (i < e && (c = b[i]) >= 0x30 && c <= 0x39) {
    mant = mant * 10 + (c - 0x30);
    i++;
  }
  const intDigits = i - d0;
  let frac = 0;
  if (i < e && b[i] === 0x2e) {
    const f0 = ++i;
    while (i < e && (c = b[i]) >= 0x30 && c <= 0x39) {
      mant = mant * 10 + (c - 0x30);
      i++;
    }
    frac = i - f0;
    if (frac === 0) {
      if (intDigits === 0) return humanNumber(b.toString('latin1', s, e), base1024);
      i = f0 - 1;
    }
  } else if (intDigits === 0) return humanNumber(b.toString('latin1', s, e), base1024);
  const n = i;
  const p = i < e ? HUMAN_PREFIX[b[i]] : 0;
  if (p !== 0) i++;
  const bin = i < e && b[i] === 0x69; // i
  if (bin) i++;
  if (i < e && b[i] === 0x42) i++; // B
  if (i + 1 < e && b[i] === 0x2f && b[i + 1] === 0x73) i += 2; // /s
  if (i !== e) return humanNumber(b.toString('latin1', s, e), base1024);
  const digits = intDigits + frac;
  const v =
    digits > 15
      ? Number(b.toString('latin1', s, n))
      : c0 === 0x2d
        ? -(frac === 0 ? mant : mant / POW10[frac])
        : frac === 0
          ? mant
          : mant / POW10[frac];
  return v * humanScale(p, bin, base1024);
}

/** What {@link humanNumber} multiplies by for a 1024-based prefix: 1024 ** ('kMGTP'.indexOf(p, K as k) + 1), exactly. */
function binaryScale(p: string): number {
  switch (p) {
    case '':
    case 'k':
    case 'K':
      return 1024;
    case 'M':
      return 1024 ** 2;
    case 'G':
      return 1024 ** 3;
    case 'T':
      return 1024 ** 4;
    case 'P':
      return 1024 ** 5;
    default:
      return 1; // m, u, n: indexOf −1
  }
}

/** PREFIX[p] for a prefix {@link prefixOf} gives. */
function decimalScale(p: string): number {
  switch (p) {
    case 'k':
    case 'K':
      return 1e3;
    case 'M':
      return 1e6;
    case 'G':
      return 1e9;
    case 'T':
      return 1e12;
    case 'P':
      return 1e15;
    case 'm':
      return 1e-3;
    case 'u':
      return 1e-6;
    case 'n':
      return 1e-9;
    default:
      return 1;
  }
}

/** The scale to ns of a time unit at bytes [a, z) the fast path reads (ns, us, ms, s); 0 for any other. */
function timeScale(b: Buffer, a: number, z: number): number {
  const c = b[a];
  if (z - a === 1) return c === 0x73 ? TIME_SCALE.s : 0;
  if (z - a !== 2 || b[a + 1] !== 0x73) return 0;
  return c === 0x6e ? TIME_SCALE.ns : c === 0x75 ? TIME_SCALE.us : c === 0x6d ? TIME_SCALE.ms : 0;
}

/** Whether a byte is a blank between fields (space or tab). */
function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * Whether byte i of a run of lines ending at e is where its line ends, a CR before the LF
 * removed: e, an LF, or a CR before either.
 */
function isLineEnd(b: Buffer, i: number, e: number): boolean {
  if (i >= e) return true;
  const c = b[i];
  return c === 0x0a || (c === 0x0d && (i + 1 === e || b[i + 1] === 0x0a));
}

/** The first byte at or after i (below e) that is not a blank, or e, with `v` a DataView of `b`: spaces four at a time (the columns' padding), then blanks one by one. */
function blanksAt(b: Buffer, v: DataView<ArrayBufferLike>, i: number, e: number): number {
  while (i + 4 <= e && v.getInt32(i, true) === 0x20202020) i += 4;
  while (i < e && isBlank(b[i])) i++;
  return i;
}

// By byte, for humanAt and the rows read by repeatLine: the byte when it is a prefix letter {@link prefixOf}
// takes, else 0; whether that prefix is above 1 (not m, u, n); and what humanAt multiplies by
// for it (index 0: no prefix), 1024-based and 1000-based, taken from the same functions.
const HUMAN_PREFIX = new Uint8Array(256);
const BIG_PREFIX = new Uint8Array(256);
const BINARY_SCALE = new Float64Array(256);
const DECIMAL_SCALE = new Float64Array(256);
for (let c = 0; c < 256; c++) {
  const p = prefixOf(c);
  HUMAN_PREFIX[c] = p === '' ? 0 : c;
  BIG_PREFIX[c] = p !== '' && p !== 'm' && p !== 'u' && p !== 'n' ? 1 : 0;
  BINARY_SCALE[c] = binaryScale(p);
  DECIMAL_SCALE[c] = decimalScale(p);
}

/**
 * What a human number is multiplied by for its prefix byte `p` (a {@link HUMAN_PREFIX} entry, 0
 * for none): 1024-based after `i`, or for bytes_per_second's prefixes above 1; else 1000-based.
 */
function humanScale(p: number, bin: boolean, base1024: boolean): number {
  return bin || (base1024 && BIG_PREFIX[p] === 1) ? BINARY_SCALE[p] : DECIMAL_SCALE[p];
}

/** A counter key of the last fast row: as text and bytes (with a DataView of them), and what it measures. */
interface CounterKey {
  key: string;
  bytes: Uint8Array;
  view: DataView;
  /** `bytes_per_second`: its prefixes above 1 are 1024-based. */
  base1024: boolean;
  unit: string;
  lowerIsBetter: boolean;
}

/** Whether bytes [s, e) begin with the ASCII text `prefix`. */
function startsWithBytes(b: Buffer, s: number, e: number, prefix: string): boolean {
  return e - s >= prefix.length && asciiAt(b, s, prefix);
}

function humanNumber(raw: string, base1024: boolean): number {
  const m = HUMAN.exec(raw);
  if (!m) return NaN;
  const p = m[2];
  if (m[3] === 'i' || (base1024 && p !== '' && p !== 'm' && p !== 'u' && p !== 'n')) {
    const steps = 'kMGTP'.indexOf(p === 'K' ? 'k' : p) + 1;
    return Number(m[1]) * 1024 ** steps;
  }
  return Number(m[1]) * PREFIX[p];
}

function detect(probe: InputProbe): number {
  const lines = splitLines(probe.head.replace(ANSI, ''));
  const h = lines.findIndex((l) => HEADER.test(l));
  if (h < 0) return 0;
  // compare.py tables share the first columns but add "Time Old  Time New".
  if (/Time Old|CPU Old/.test(lines[h])) return 0;
  return lines.slice(h + 1, h + 40).some((l) => ROW.test(l) || /ERROR OCCURRED|SKIPPED/.test(l)) ? 0.9 : 0.6;
}

interface Aggregates {
  line: number;
  values: Map<string, number>;
  reps: number;
}

/** The console output, line by line: the header and preamble, result rows, and aggregate rows. */
class GoogleBenchmarkConsole {
  readonly machine: Machine = {};
  /** Summaries of benchmarks printed as aggregates only; every per-run value is a row of {@link table}. */
  readonly measurements: Measurement[] = [];
  readonly table: RunTableBuilder;
  /** What the tool warned about or its context shows (review/asks/tool-hazard.ts). */
  readonly hazards: Message[] = [];
  /** The line of `Load Average:`, for the load hazard once `Run on` is known too. */
  private loadLine: number | undefined;
  /** Each benchmark with result rows, and the series of a row's values. */
  private readonly series: RowSeries;
  private readonly aggs = new Map<string, Aggregates>();
  private columns: string[] | undefined;
  /** Inside the indented lines after `CPU Caches:`. */
  private inCaches = false;

  constructor(private readonly ctx: ReadContext) {
    this.table = new RunTableBuilder(ctx.file);
    this.series = new RowSeries(this.table);
  }

  /** Names and counter keys as kept: owned copies, not slices of the streamed text. */
  private readonly interned = new Map<string, string>();

  private intern(s: string): string {
    let owned = this.interned.get(s);
    if (owned === undefined) this.interned.set((owned = own(s)), owned);
    return owned;
  }

  /** The end of the input: what needs every line. */
  finish(): void {
    if (this.columns === undefined) {
      throw new InputError(
        { file: this.ctx.file },
        'no header "Benchmark  Time  CPU  Iterations" found; expected Google Benchmark console output',
      );
    }
    this.aggregatesOnly();
    const load = this.machine.loadBefore?.[0];
    const cpus = this.machine.logicalCpus;
    if (load !== undefined && cpus !== undefined && load > cpus) {
      this.hazards.push(
        message('hazard.load-above-cpus', {
          file: this.ctx.file,
          tool: 'google-benchmark',
          field: 'Load Average',
          line: this.loadLine ?? 0,
          value: String(load),
          cpus,
        }),
      );
    }
  }

  /** One line (without its line end), ANSI colours already removed. */
  line(t: string, line: number): void {
    // Only lines that start like a header, context or warning line (or follow `CPU Caches:`) can be one.
    if ((this.inCaches || PREAMBLE_START.test(t)) && this.preamble(t, line)) return;
    if (this.columns === undefined || t === '' || /^-+$/.test(t)) return;
    const err = /^(\S+)\s+(ERROR OCCURRED|SKIPPED):?\s*(.*)$/.exec(t);
    if (err) {
      this.ctx.warn('row-dropped', { line, benchmark: err[1], skipped: err[2] === 'SKIPPED', reason: err[3] });
      return;
    }
    const m = ROW.exec(t);
    if (!m) return;
    const agg = AGG.exec(m[1]);
    if (agg) this.aggregateRow(m, agg, line);
    else if (m[3] !== '%' && m[5] !== '%') this.resultRow(m, line);
  }

  /** The table header, `Run on`, `Load Average` and `***WARNING***` lines; true when the line is used up. */
  private preamble(t: string, line: number): boolean {
    if (/^Benchmark\s+Time\s+CPU\s+Time Old/.test(t)) {
      throw new InputError(
        { file: this.ctx.file, line },
        'this is a compare.py comparison table, not benchmark output; expected the console output of the benchmark binary',
      );
    }
    const header = HEADER.exec(t);
    if (header) {
      const rest = header[1].trim();
      this.columns = rest === '' || rest === 'UserCounters...' ? [] : rest.split(/\s+/).map(own);
      return true;
    }
    const runOn = /^Run on \((\d+) X ([\d.]+) MHz CPU s?\)/.exec(t);
    if (runOn) {
      this.machine.logicalCpus = Number(runOn[1]);
      this.machine.baseMHz = Number(runOn[2]);
      return true;
    }
    if (t === 'CPU Caches:') {
      this.inCaches = true;
      return true;
    }
    const cache = this.inCaches ? /^\s+(L\d+ \S+ .*\S)\s*$/.exec(t) : null;
    if (cache) {
      const extra = (this.machine.extra ??= {});
      extra.caches = extra.caches === undefined ? cache[1] : `${extra.caches}; ${cache[1]}`;
      return true;
    }
    this.inCaches = false;
    const load = /^Load Average: (.*)$/.exec(t);
    if (load) {
      const values = load[1].split(',').map((x) => x.trim());
      const nums = values.map(Number);
      if (values.length <= 3 && values.every((x) => x !== '') && nums.every((x) => Number.isFinite(x) && x >= 0)) {
        this.machine.loadBefore = nums;
        this.loadLine = line;
      }
      return true;
    }
    if (/^\*\*\*WARNING\*\*\*/.test(t)) {
      const text = t.replace(/^\*\*\*WARNING\*\*\*\s*/, '');
      const tool = 'google-benchmark';
      // The two warnings review/ asks about become hazards (asked once with the evidence); others stay warnings.
      if (/DEBUG/.test(t)) {
        (this.machine.extra ??= {}).library_build_type = 'debug';
        this.hazards.push(message('hazard.debug-build', { file: this.ctx.file, tool, field: '***WARNING***', line, value: text }));
      } else if (/CPU scaling is enabled/i.test(t)) {
        this.hazards.push(message('hazard.cpu-scaling', { file: this.ctx.file, tool, field: '***WARNING***', line, value: text }));
      } else {
        this.ctx.warn('tool-warning', { line, text });
      }
      return true;
    }
    return false;
  }

  /** A `_mean` / `_median` / `_stddev` row (`_cv` and percentages are left out). */
  private aggregateRow(m: RegExpExecArray, agg: RegExpExecArray, line: number): void {
    const base = this.intern(m[1].slice(0, -agg[0].length));
    if (agg[1] === 'cv' || m[3] === '%') return;
    let a = this.aggs.get(base);
    if (!a) this.aggs.set(base, (a = { line, values: new Map(), reps: Number(m[6]) }));
    a.values.set(agg[1], Number(m[2]) * parseUnit(m[3]).scale);
  }

  /** One repetition: real time, CPU time and the user counters, each a per-run value. */
  private resultRow(m: RegExpExecArray, line: number): void {
    // Rows of one benchmark follow each other (repetitions): compare with the last name before looking it up.
    const name = m[1] === this.lastName ? this.lastName : (this.lastName = this.intern(m[1]));
    this.setRow(name, Number(m[6]), line);
    this.add('real_time', 'ns', true, Number(m[2]) * parseUnit(m[3]).scale);
    this.add('cpu_time', 'ns', true, Number(m[4]) * parseUnit(m[5]).scale);
    const rest = m[7].trim();
    if (rest !== '') this.counters(rest);
  }

  /** Token bounds of the current row: start, end, start, end, … */
  private readonly bounds = new Int32Array(64);
  /** The previous row's counter keys by position, with their units. */
  private readonly lastKeys: Array<CounterKey | undefined> = [];

  /**
   * A line as bytes [s, e): true when it is a result row of printable ASCII in its usual form —
   * `name  12.3 ns  12.1 ns  1000` with ns/us/ms/s, plain numbers, then counters — read here
   * without decoding it or running the row regex; false for any other line, which the caller
   * decodes for {@link line}. For such rows ROW's lazy name is the first field and its groups are
   * the next five, so both ways give the same.
   */
  fastRow(b: Buffer, s: number, e: number, line: number): boolean {
    // Every line read here or by the regexes drops what repeatLine compares with; a row read here sets it again.
    this.repeatCounters = -1;
    if (e > s && b[e - 1] === 0x0d) e--;
    if (this.columns === undefined || this.inCaches) return false;
    const c0 = b[s];
    // What {@link preamble} takes starts with one of these.
    if (
      (c0 === 0x42 && startsWithBytes(b, s, e, 'Benchmark')) ||
      (c0 === 0x52 && startsWithBytes(b, s, e, 'Run on (')) ||
      (c0 === 0x43 && startsWithBytes(b, s, e, 'CPU Caches:')) ||
      (c0 === 0x4c && startsWithBytes(b, s, e, 'Load Average: ')) ||
      (c0 === 0x2a && startsWithBytes(b, s, e, '***WARNING***'))
    ) {
      return false;
    }
    const bd = this.bounds;
    let n = 0;
    let i = s;
    // The name of the previous row read here, then a blank: that field is known (its bytes were
    // checked then), so the scan starts after it.
    const known = this.fastName;
    const kn = this.fastNameKept.length;
    const sameName =
      known !== undefined && s + kn < e && (b[s + kn] === 0x20 || b[s + kn] === 0x09) && this.fastNameKept.at(this.chunk.of(b), s);
    if (sameName) {
      bd[n++] = s;
      bd[n++] = s + kn;
      i = s + kn;
    }
    // The name, the two times with their units and the iterations: six fields (blanks, then a
    // field's printable bytes, in two tight loops).
    if (i === s && (c0 === 0x20 || c0 === 0x09)) return false;
    while (n < 12) {
      let c = 0;
      while (i < e && ((c = b[i]) === 0x20 || c === 0x09)) i++;
      if (i >= e) break;
      const start = i;
      while (i < e && (c = b[i]) > 0x20 && c < 0x7f) i++;
      if (i < e && c !== 0x20 && c !== 0x09) return false;
      bd[n++] = start;
      bd[n++] = i;
    }
    if (n < 12) return false;
    const ns = timeScale(b, bd[4], bd[5]);
    const cs = timeScale(b, bd[8], bd[9]);
    if (ns === 0 || cs === 0) return false;
    const realText = numberAt(b, bd[2], bd[3]);
    const cpuText = numberAt(b, bd[6], bd[7]);
    const iterations = countAt(b, bd[10], bd[11]);
    if (realText !== realText || cpuText !== cpuText || iterations !== iterations) return false;
    const real = realText * ns;
    const cpu = cpuText * cs;
    const nameEnd = bd[1];
    const restAt = bd[11];
    // Counters after the iterations: `key=value` each, or the regex path for all of them.
    const counters = this.counterFields(b, restAt, e);
    if (counters === -2) return false;
    const last = this.lastName;
    let name: string;
    if (sameName) name = this.lastName = known;
    else if (last !== undefined && last.length === nameEnd - s && asciiAt(b, s, last)) name = last;
    else {
      const raw = b.toString('latin1', s, nameEnd);
      if (AGG.test(raw)) return false;
      name = this.lastName = this.intern(raw);
    }
    if (name !== known) {
      this.fastName = name;
      this.fastNameKept.keep(b, s, nameEnd);
    }
    this.setRow(name, iterations, line);
    const ks = this.repeatKs;
    // The series of the row's values, for the rows that repeat it (repeatLine): kept only when
    // every value was added (a value that is not finite is skipped, and shifts the rest).
    let repeat = (ks[0] = this.add('real_time', 'ns', true, real)) >= 0;
    repeat = (ks[1] = this.add('cpu_time', 'ns', true, cpu)) >= 0 && repeat;
    if (counters < 0) {
      const rest = b.toString('latin1', restAt, e).trim();
      if (rest !== '') this.counters(rest);
      return true;
    }
    for (let k = 0; k < counters; k++) {
      const a = bd[3 * k];
      const eq = bd[3 * k + 1];
      const z = bd[3 * k + 2];
      let c = this.lastKeys[k];
      if (c === undefined || c.bytes.length !== eq - a || !bytesAt(b, a, c.bytes)) {
        const key = this.intern(b.toString('latin1', a, eq));
        const u = unitOfCounter(key);
        const bytes = new Uint8Array(b.subarray(a, eq));
        this.lastKeys[k] = c = {
          key,
          bytes,
          view: new DataView(bytes.buffer),
          base1024: key === 'bytes_per_second',
          unit: key === u.unit ? key : this.intern(u.unit),
          lowerIsBetter: u.lowerIsBetter,
        };
      }
      repeat = (ks[k + 2] = this.add(c.key, c.unit, c.lowerIsBetter, humanAt(b, eq + 1, z, c.base1024))) >= 0 && repeat;
    }
    if (repeat) this.repeatCounters = counters;
    return true;
  }

  /**
   * The counters of the last row {@link fastRow} read (its keys are {@link lastKeys}' first ones),
   * when the rows that repeat its name and keys may be read by {@link repeatLine}; −1 when not
   * (after any other line, or a row with a value that is not finite or other counters).
   */
  private repeatCounters = -1;
  /** That row's series: real time, CPU time, then each counter's. */
  private readonly repeatKs = new Int32Array(24);
  /** A repeated row's values, parsed before any is added. */
  private readonly repeatValues = new Float64Array(24);
  /** The value of the last number {@link repeatNumber} read. */
  private numValue = 0;
  /** DataViews of the buffers lines are read from, and the one of the current buffer ({@link readFrom}). */
  private readonly chunk = new ChunkView();
  private chunkView: DataView = new DataView(new ArrayBuffer(0));

  /**
   * Lines are read from `b` next (a stream's chunk): a DataView of it for {@link repeatLine}, made
   * here, once per buffer, not in repeatLine (a branch taken once a chunk, before V8 had type
   * feedback for it, undid repeatLine's optimised code).
   */
  readFrom(b: Buffer): void {
    this.chunkView = this.chunk.of(b);
  }

  /**
   * A line at byte s of a run of lines ending at e (lines end at LF, a CR before it ignored), when
   * it is a row of the same name and counter keys, in the same order, as the last row
   * {@link fastRow} read — `--benchmark_repetitions` prints a benchmark's rows one after the
   * other — read in one pass: the name's bytes compared, each number parsed as its bytes are
   * scanned (as plainDecimal and {@link humanAt} read it), each key compared with the last row's,
   * and the values appended to the series found for that row; returns where the line ends (its LF,
   * or e). −1, having changed nothing, for a line that differs from that narrow form in any way
   * (fastRow or the regexes read it). A row read here is one fastRow reads by its known name, and
   * every value's series is the one fastRow's lookup gives: the benchmark's one series of that
   * measure, unit and direction.
   */
  repeatLine(b: Buffer, s: number, e: number, line: number): number {
    if (this.repeatCounters < 0) return -1;
    const kn = this.fastNameKept.length;
    let i = s + kn;
    if (i >= e) return -1;
    const c0 = b[i];
    if (c0 !== 0x20 && c0 !== 0x09) return -1;
    // Four bytes at a time through DataViews (a loop's step here costs more than its compare).
    const v = this.chunkView;
    if (!this.fastNameKept.at(v, s)) return -1;
    const vals = this.repeatValues;
    // Real time and CPU time: a number, blanks, a unit (ns, us, ms, s), blanks.
    for (let t = 0; t < 2; t++) {
      i = this.repeatNumber(b, blanksAt(b, v, i, e), e);
      if (i < 0 || i >= e || !isBlank(b[i])) return -1;
      const value = this.numValue;
      const a = blanksAt(b, v, i, e);
      i = a;
      while (i < e && b[i] > 0x20) i++;
      if (i >= e || !isBlank(b[i])) return -1;
      const scale = timeScale(b, a, i);
      if (scale === 0) return -1;
      vals[t] = value * scale;
    }
    // The iterations: digits only.
    i = blanksAt(b, v, i, e);
    let iterations = 0;
    const d0 = i;
    for (let d = 0; i < e && (d = b[i]) >= 0x30 && d <= 0x39; i++) iterations = iterations * 10 + (d - 0x30);
    if (i === d0 || i - d0 > 15 || (i < e && !isBlank(b[i]) && !isLineEnd(b, i, e))) return -1;
    // The counters: blanks, the last row's k-th key, `=`, a human number.
    const n = this.repeatCounters;
    for (let k = 0; k < n; k++) {
      const a = blanksAt(b, v, i, e);
      if (a === i) return -1;
      // The last row's k-th key, then `=`.
      const key = this.lastKeys[k]!;
      const eq = a + key.bytes.length;
      if (eq >= e || b[eq] !== 0x3d || !sameWords(v, a, key.view, 0, key.bytes.length)) return -1;
      // The value as humanAt reads it: a number, a prefix or none, then `i`, `B`, `/s`, each or not.
      i = this.repeatNumber(b, eq + 1, e);
      if (i < 0) return -1;
      let c = i < e ? b[i] : 0x0a;
      const p = HUMAN_PREFIX[c];
      if (p !== 0) c = ++i < e ? b[i] : 0x0a;
      const bin = c === 0x69; // i
      if (bin) c = ++i < e ? b[i] : 0x0a;
      if (c === 0x42) c = ++i < e ? b[i] : 0x0a; // B
      if (c === 0x2f && i + 1 < e && b[i + 1] === 0x73) {
        i += 2; // /s
        c = i < e ? b[i] : 0x0a;
      }
      if (c !== 0x20 && c !== 0x09 && !isLineEnd(b, i, e)) return -1;
      vals[k + 2] = this.numValue * humanScale(p, bin, key.base1024);
    }
    i = blanksAt(b, v, i, e);
    if (!isLineEnd(b, i, e)) return -1;
    // Every value is finite (as add requires): under 10^15 times at most 1e9 (s) or 1024^5.
    this.setRow(this.fastName!, iterations, line);
    const ks = this.repeatKs;
    const rowRun = this.rowRun;
    for (let k = 0; k < n + 2; k++) this.table.add(ks[k], vals[k], iterations, rowRun, line);
    return i < e && b[i] === 0x0d ? i + 1 : i;
  }

  /**
   * A number at byte i of the form `[-+]?\d+(\.\d+)?` with at most 15 digits, its value as
   * plainDecimal gives it in {@link numValue}: where it ends, or −1.
   */
  private repeatNumber(b: Buffer, i: number, e: number): number {
    if (i >= e) return -1;
    let c = b[i];
    const neg = c === 0x2d;
    if (neg || c === 0x2b) i++;
    const d0 = i;
    let mant = 0;
    while (i < e && (c = b[i]) >= 0x30 && c <= 0x39) {
      mant = mant * 10 + (c - 0x30);
      i++;
    }
    const intDigits = i - d0;
    if (intDigits === 0) return -1;
    let frac = 0;
    if (i < e && c === 0x2e) {
      const f0 = ++i;
      while (i < e && (c = b[i]) >= 0x30 && c <= 0x39) {
        mant = mant * 10 + (c - 0x30);
        i++;
      }
      frac = i - f0;
      if (frac === 0) return -1;
    }
    if (intDigits + frac > 15) return -1;
    const v = frac === 0 ? mant : mant / POW10[frac];
    this.numValue = neg ? -v : v;
    return i;
  }

  /**
   * The counters of a row's bytes [from, e) as bounds (start, `=`, end per field, in
   * {@link bounds}): how many; −1 when they are not all `key=value` without columns (then
   * {@link counters} reads them), −2 for a byte that is not printable ASCII.
   */
  private counterFields(b: Buffer, from: number, e: number): number {
    const bd = this.bounds;
    let n = 0;
    let plain = true;
    for (let i = from; ;) {
      let c = 0;
      while (i < e && ((c = b[i]) === 0x20 || c === 0x09)) i++;
      if (i >= e) break;
      const start = i;
      let eq = -1;
      for (; i < e; i++) {
        c = b[i];
        if (c <= 0x20 || c >= 0x7f) break;
        if (c === 0x3d && eq < 0) eq = i;
      }
      if (i < e && c !== 0x20 && c !== 0x09) return -2;
      if (eq <= start || eq >= i - 1 || n + 3 > bd.length) plain = false;
      else {
        bd[n++] = start;
        bd[n++] = eq;
        bd[n++] = i;
      }
    }
    if (!plain || (n > 0 && this.columns!.length > 0)) return -1;
    return n / 3;
  }

  private lastName: string | undefined;
  /** The name of the last row {@link fastRow} read: printable ASCII without blanks, not an aggregate. */
  private fastName: string | undefined;
  /** Its bytes. */
  private readonly fastNameKept = new KeptBytes();
  // The result row being read: its values share its benchmark, run id (the benchmark's row
  // count), iterations and line.
  private rowName = '';
  private rowRun = 0;
  private rowIterations = 0;
  private rowLine = 0;

  private setRow(name: string, iterations: number, line: number): void {
    this.rowRun = this.series.row(name);
    this.rowName = name;
    this.rowIterations = iterations;
    this.rowLine = line;
  }

  /**
   * One per-run value of the current row: its measure (as Google Benchmark names it), unit,
   * direction. Returns its series, or −1 when the value is not finite (not added).
   */
  private add(measure: string, unit: string, lowerIsBetter: boolean, value: number): number {
    if (!Number.isFinite(value)) {
      const name = this.rowName;
      this.ctx.warnShared('value-not-finite', {
        line: this.rowLine,
        benchmark: measure === 'real_time' || measure === unit ? name : `${name} (${measure})`,
        unit,
      });
      return -1;
    }
    const k = this.series.next(measure, unit, lowerIsBetter);
    this.table.add(k, value, this.rowIterations, this.rowRun, this.rowLine);
    return k;
  }

  /** User counters: tabular columns, `key=value` pairs, or the `…B/s` / `… items/s` of SetBytesProcessed. */
  private counters(rest: string): void {
    const columns = this.columns!;
    const tokens = rest.split(/\s+/);
    if (columns.length > 0 && tokens.length === columns.length && !rest.includes('=')) {
      tokens.forEach((tok, k) => {
        const u = unitOfCounter(columns[k]);
        this.add(columns[k], u.unit, u.lowerIsBetter, humanNumber(tok, columns[k] === 'bytes_per_second'));
      });
      return;
    }
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k];
      const kv = /^([^=]+)=(.+)$/.exec(tok);
      if (kv) {
        const key = this.intern(kv[1]);
        const u = unitOfCounter(key);
        this.add(key, key === u.unit ? key : this.intern(u.unit), u.lowerIsBetter, humanNumber(kv[2], key === 'bytes_per_second'));
      } else if (/B\/s$/.test(tok)) {
        this.add('bytes_per_second', 'B/s', false, humanNumber(tok, true));
      } else if (tokens[k + 1] === 'items/s') {
        this.add('items_per_second', 'ops/s', false, humanNumber(tok, false));
        k++;
      }
    }
  }

  /** Benchmarks printed as aggregates only (--benchmark_report_aggregates_only): a summary each. */
  private aggregatesOnly(): void {
    for (const [base, a] of this.aggs) {
      if (this.series.has(base)) continue;
      const mean = a.values.get('mean');
      if (mean === undefined) continue;
      this.ctx.warn('aggregates-only', { line: a.line, benchmark: base });
      this.measurements.push({
        benchmark: base,
        unit: 'ns',
        measure: 'real_time',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'summary', mean, median: a.values.get('median'), sd: a.values.get('stddev'), n: a.reps },
        source: { file: this.ctx.file, line: a.line },
      });
    }
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const out = new GoogleBenchmarkConsole(ctx);
  let lineNo = 0;
  const text = (raw: string): void => out.line(raw.trimEnd(), ++lineNo);
  // A file of a known size: after its first MiB, room for the rows the whole file would hold at that rate.
  const room = new RoomAfterFirstBytes(out.table, input.size);
  /** A line [s, e) not read by repeatLine. */
  const oneLine = (b: Buffer, s: number, e: number): void => {
    if (out.fastRow(b, s, e, lineNo + 1)) {
      lineNo++;
      return;
    }
    const raw = b.toString('utf8', s, e);
    const t = raw.includes('\x1b') ? raw.replace(ANSI, '') : raw;
    // A CR inside a line ends a line too (old Mac line ends), as splitLines has it.
    if (!t.includes('\r') || t.indexOf('\r') === t.length - 1) text(t);
    else for (const piece of t.split('\r')) text(piece);
  };
  // Runs of lines: a row that repeats the last one is read where it stands, its end found by
  // that pass (no search for each line's LF); any other line is found and read on its own.
  await forEachByteRun(input, (b, s, e) => {
    out.readFrom(b);
    for (let n = 1; ; n++) {
      let nl = out.repeatLine(b, s, e, lineNo + 1);
      if (nl >= 0) lineNo++;
      else {
        nl = b.indexOf(0x0a, s);
        if (nl < 0 || nl > e) nl = e;
        oneLine(b, s, nl);
      }
      room.read(nl - s + 1);
      if (nl >= e) return n;
      s = nl + 1;
    }
  });
  if (lineNo === 0) text('');
  out.finish();
  const perRun: PerRunTable = out.table.table();
  if (out.measurements.length === 0 && perRun.values.length === 0)
    throw new InputError({ file: input.path }, 'no result rows after the header; expected rows like "BM_x   12.3 ns   12.3 ns   1000000"');
  // One console table is one process's output: its repetitions (--benchmark_repetitions) ran inside it.
  return {
    ...withTable(out.measurements, perRun),
    machine: out.machine,
    processes: 1,
    ...(out.hazards.length ? { hazards: out.hazards } : {}),
  };
}

export const googleBenchmarkConsole = defineReader({
  id: 'google-benchmark-console',
  title: 'Google Benchmark console output',
  carries: 'per-run',
  howTo: './bench --benchmark_repetitions=10 --benchmark_color=false > out.txt 2>&1',
  detect,
  parse,
});
