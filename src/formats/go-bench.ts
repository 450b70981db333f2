/**
 * Go benchfmt text (`go test -bench . -count N [-benchmem]`), plain or wrapped by `go test -json`.
 *
 * Runs and kinds: every result line `BenchmarkX-8  N  v unit [v unit …]` is one run of the
 * benchmark, and each of its values is a mean over `N` iterations, so every metric becomes a
 * `per-run` measurement (iterations = N). Run ids count the lines of one benchmark: "1", "2", …
 * Note that the `-count` repetitions run inside one test process: they vary less than separate
 * processes would (no new memory layout, same warmed caches).
 *
 * Names: the tool's name. The `-N` GOMAXPROCS suffix is dropped (and kept as machine.extra
 * `gomaxprocs`) when every result line carries the same suffix; with mixed suffixes (`-cpu 1,2`)
 * names stay as printed, so the variants stay apart. Whenever a `pkg:` line names the package,
 * names become `<pkg>.<name>` — always, not only when several packages appear, so that a change
 * adding a benchmark package does not rename every benchmark of the other side. Each metric's
 * measure is its unit as printed (`ns/op`, `B/op`, `allocs/op`, `MB/s`, a `b.ReportMetric` unit such
 * as `items/s`), so model/build.ts shows `<name> (<measure>)` when a benchmark has several; a
 * unit printed k times on one line gives measures `<unit>`, `<unit> #2`, ….
 * `Unit <unit> better=higher|lower` metadata lines set the direction of custom units.
 * Config lines `cpu:`, `goos:`, `goarch:` become machine facts, and `pkg:` lines machine.extra `pkg`
 * (the packages, comma-separated). `gomaxprocs` is GOMAXPROCS, not a core count.
 *
 * Streams: lines are read as they arrive (`forEachByteLine`), each result line's values appended
 * at once to its metrics' series, so memory is bounded by the values kept, not the file. Every value
 * is a per-run value, so all of them are kept as rows of one PerRunTable (model/types.ts; five
 * numbers a value, no object), in the order they were read; a plain file of known size makes room
 * for its rows after its first MiB, at that MiB's rate (RunTableBuilder.reserve). Plain result lines
 * of printable ASCII are read from their bytes (a string only for a new name or unit), and a line
 * in the last one's units, as `-count` prints a benchmark's lines and the next benchmark's, in one
 * pass that parses as it compares; any other line is decoded and read as text, with the same result. With `-json`,
 * each package's Output is reassembled into lines with its own configuration (`pkg:`, `cpu:` …
 * lines apply to the lines of their package); lines that are no events are read as text, and come
 * first in the result, then each package's in order of first appearance.
 */
import { InputError } from '../errors.js';
import type { Machine, PerRunTable } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { plainDecimal, POW10 } from '../read/byte-number.js';
import { isObject } from '../read/json.js';
import { forEachByteLine, own, splitLines } from '../read/lines.js';
import { joinTables, RoomAfterFirstBytes, RunTableBuilder } from '../read/run-table.js';
import { asciiAt, ChunkView, KeptBytes, sameWords, textAt } from '../read/same-bytes.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit, type UnitInfo } from '../units/units.js';

// `\d+(?:\.\d*)?`, not `\d+\.?\d*`: digits split between two quantifiers backtrack
// quadratically on a long run of digits.
const RESULT = /^Benchmark\S*\s+\d+\s+[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?\s+\S+/;
const CONFIG = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
const NUMBER = /^[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

interface Line {
  text: string;
  line: number;
}

/**
 * Detection: reassemble the head's `go test -json` Output events per package; each text line
 * keeps the NDJSON line where it began (parse streams instead, see {@link parse}). Lines that are not JSON events (stderr mixed in by `2>&1`) are kept as text.
 */
function unwrapJson(rows: string[]): Line[] | undefined {
  const byPkg = new Map<string, { buf: string; start: number; lines: Line[] }>();
  const stray: Line[] = [];
  let seen = 0;
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i].trim();
    if (raw === '') continue;
    let ev: unknown;
    try {
      ev = raw.startsWith('{') ? JSON.parse(raw) : undefined;
    } catch {
      ev = undefined;
    }
    if (!isObject(ev) || typeof ev.Action !== 'string') {
      stray.push({ text: rows[i], line: i + 1 });
      continue;
    }
    seen++;
    if (ev.Action !== 'output' || typeof ev.Output !== 'string') continue;
    const pkg = typeof ev.Package === 'string' ? ev.Package : '';
    let st = byPkg.get(pkg);
    if (!st) byPkg.set(pkg, (st = { buf: '', start: i + 1, lines: [] }));
    if (st.buf === '') st.start = i + 1;
    st.buf += ev.Output;
    let nl: number;
    while ((nl = st.buf.indexOf('\n')) >= 0) {
      st.lines.push({ text: st.buf.slice(0, nl), line: st.start });
      st.buf = st.buf.slice(nl + 1);
      st.start = i + 1;
    }
  }
  if (seen === 0) return undefined;
  const out: Line[] = [...stray];
  for (const st of byPkg.values()) {
    if (st.buf !== '') st.lines.push({ text: st.buf, line: st.start });
    out.push(...st.lines);
  }
  return out;
}

function toLines(text: string): Line[] {
  const rows = splitLines(text);
  const first = rows.find((r) => r.trim() !== '')?.trim() ?? '';
  if (first.startsWith('{')) {
    const lines = unwrapJson(rows);
    if (lines) return lines;
  }
  return rows.map((t, i) => ({ text: t, line: i + 1 }));
}

function detect(probe: InputProbe): number {
  const lines = toLines(probe.head);
  let results = 0;
  let config = 0;
  for (const { text } of lines) {
    const t = text.replace(/\r$/, '');
    if (RESULT.test(t) && t.trim().split(/\s+/).length % 2 === 0) results++;
    else if (/^(goos|goarch|pkg|cpu): /.test(t)) config++;
  }
  if (results === 0) return 0;
  return config > 0 ? 0.9 : 0.6;
}

/** A `key: value` configuration line: kept for the results after it; cpu, goos, goarch and pkg are machine facts. */
function configLine(key: string, value: string, line: number, config: Map<string, string>, machine: Machine, ctx: ReadContext): void {
  if (value === '') config.delete(key);
  else config.set(key, value);
  if (value === '') return;
  if (key === 'cpu') {
    if (machine.cpuModel !== undefined && machine.cpuModel !== value) ctx.warn('second-cpu', { line, cpu: value, first: machine.cpuModel });
    machine.cpuModel ??= value;
  }
  if (key === 'goos') machine.os ??= value;
  if (key === 'goarch') machine.arch ??= value;
  if (key === 'pkg') {
    const extra = (machine.extra ??= {});
    const pkgs = extra.pkg === undefined ? [] : extra.pkg.split(', ');
    if (!pkgs.includes(value)) extra.pkg = [...pkgs, value].join(', ');
  }
}

/** The digits of a name's `-N` suffix (`/-(\d+)$/`), or '' when it has none. */
function goMaxProcs(name: string): string {
  let i = name.length;
  while (i > 0 && name.charCodeAt(i - 1) >= 0x30 && name.charCodeAt(i - 1) <= 0x39) i--;
  return i < name.length && i > 0 && name.charCodeAt(i - 1) === 0x2d ? name.slice(i) : '';
}

/** A benchmark's name as reported, without its `-N` suffix, and how many result lines it has had so far (its last run id). */
interface Named {
  name: string;
  stripped: string;
  runs: number;
  /** The name as printed on its lines (without the package). */
  printed: string;
  /** The benchmark of the line that last followed one of this one's (same package): lines that cycle through benchmarks in a fixed order. */
  next?: Named;
  /** Its series in the first stream it appeared in (in any other, the stream's `byName`). */
  list?: SeriesList;
  listStream?: Stream;
}

/** A unit as printed, what it means, and its measure names by repetition on one line (`B/op`, `B/op #2`, …). */
interface UnitEntry {
  info: UnitInfo;
  raw: string;
  measures: string[];
}

/** A benchmark's series in one stream: their measures, and their indices in the stream's table, in order of first appearance. */
interface SeriesList {
  measures: string[];
  ks: number[];
}

/**
 * A benchmark's series list after its first line, copied into arrays of their length: push gives an
 * empty array room for 16, which in a file of many benchmarks is most of the memory they keep.
 */
function fit(list: SeriesList): void {
  list.measures = list.measures.slice();
  list.ks = list.ks.slice();
}

/** Per-line state of one text stream (the plain output, or one package's output in `-json`). */
interface Stream {
  config: Map<string, string>;
  /** The `pkg:` configuration ('' when none), read on every result line. */
  pkg: string;
  /** The stream's runs, and its series by benchmark (of the benchmarks that appeared in another stream first). */
  table: RunTableBuilder;
  byName: Map<Named, SeriesList>;
  /** The last line's benchmark and its series: rows of one benchmark follow each other. */
  lastNamed: Named | undefined;
  lastList: SeriesList;
}

/** Whether a field is a number of {@link NUMBER}'s form: plain decimals checked by char codes, the rest by the regex. */
function isNumber(f: string): boolean {
  let digits = 0;
  let dot = false;
  for (let i = f.charCodeAt(0) === 0x2d || f.charCodeAt(0) === 0x2b ? 1 : 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
    else if (c === 0x2e && !dot) dot = true;
    else return NUMBER.test(f);
  }
  return digits > 0;
}

/**
 * A plain decimal at [s, e) of a string — optional sign, digits, one dot at most, at most 15
 * digits — exactly as Number() reads it; NaN for anything else (or, with `integer`, for anything
 * but digits).
 */
function plainDecimalText(t: string, s: number, e: number, integer: boolean): number {
  let i = s;
  let neg = false;
  const c0 = t.charCodeAt(i);
  if (!integer && (c0 === 0x2d || c0 === 0x2b)) {
    neg = c0 === 0x2d;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let dot = false;
  for (; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      mant = mant * 10 + (c - 0x30);
      digits++;
      if (dot) frac++;
    } else if (c === 0x2e && !dot && !integer) dot = true;
    else return NaN;
  }
  if (digits === 0 || digits > 15) return NaN;
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}

function isDigits(f: string): boolean {
  if (f.length === 0) return false;
  for (let i = 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * The fields of a line split at blanks, as `t.trim().split(/\s+/)` gives them: by char codes for
 * printable ASCII with spaces and tabs (every line Go prints), by the regex otherwise.
 */
function fieldsOf(t: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0x20 || c === 0x09) {
      if (start >= 0) {
        out.push(t.slice(start, i));
        start = -1;
      }
    } else if (c < 0x20 || c >= 0x7f) {
      return t.trim().split(/\s+/);
    } else if (start < 0) start = i;
  }
  if (start >= 0) out.push(t.slice(start));
  return out;
}

/**
 * The lines of one input, streamed: result lines become rows of their stream's table as they come
 * (the benchmark's name interned, a series per metric made on its first value), configuration and
 * `Unit` lines are kept, and only what is kept grows.
 */
class GoBenchLines {
  readonly machine: Machine = {};
  /** `Unit <unit> better=…` metadata, applied to every result at the end, wherever it appears. */
  private readonly better = new Map<string, boolean>();
  private readonly units = new Map<string, UnitInfo>();
  /** Final names by package, then by the name as printed. */
  private readonly names = new Map<string, Map<string, Named>>();
  /** The `-N` suffix every result name carries so far ('' when none), or null once they differ. */
  private suffix: string | null | undefined;
  /**
   * Whether names are given without their `-N` so far: while every name carries the same one,
   * series get the stripped name at once; the first name that differs puts the full names
   * back (once), so no pass over every series is needed at the end.
   */
  private stripping = false;
  private readonly streams: Stream[] = [];
  /**
   * Configuration blocks seen: `pkg:` lines per package, and `goos:` lines. Each `go test` process
   * prints its block once before its results, so a `-count 10` run shows one block per package and
   * k appended runs k blocks ({@link processes}).
   */
  private readonly pkgBlocks = new Map<string, number>();
  private goosLines = 0;

  constructor(
    private readonly file: string,
    private readonly ctx: ReadContext,
  ) {}

  newStream(): Stream {
    const stream: Stream = {
      config: new Map(),
      pkg: '',
      table: new RunTableBuilder(this.file),
      byName: new Map(),
      lastNamed: undefined,
      lastList: { measures: [], ks: [] },
    };
    this.streams.push(stream);
    return stream;
  }

  private unit(raw: string): UnitInfo {
    let u = this.units.get(raw);
    if (u === undefined) this.units.set(raw, (u = parseUnit(own(raw))));
    return u;
  }

  /** A series' name for a benchmark: without the `-N` all names share so far. */
  private nameFor(named: Named): string {
    return this.stripping ? named.stripped : named.name;
  }

  /** The `k`-th repetition's measure of a unit on one line: `<unit>`, `<unit> #2`, …, made once. */
  private static measure(u: UnitEntry, seen: number): string {
    return (u.measures[seen] ??= own(`${u.raw} #${seen}`));
  }

  /** Names differ in their `-N` after all: the series so far get their full names back. */
  private unstrip(): void {
    this.stripping = false;
    for (const byName of this.names.values())
      for (const n of byName.values()) if (n.list) for (const k of n.list.ks) n.listStream!.table.series[k].benchmark = n.name;
    for (const stream of this.streams)
      for (const [named, list] of stream.byName) for (const k of list.ks) stream.table.series[k].benchmark = named.name;
  }

  /**
   * One run's value of a benchmark's metric, appended to its series in this stream (made on the
   * metric's first value): `list` is the benchmark's series in the stream ({@link listOf}).
   */
  private add(
    stream: Stream,
    named: Named,
    list: SeriesList,
    j: number,
    measure: string,
    info: UnitInfo,
    value: number,
    iterations: number,
    line: number,
  ): number {
    const t = stream.table;
    const { measures, ks } = list;
    // Lines of a benchmark print their units in one order: the j-th metric's series is the j-th.
    let k = measures[j] === measure ? ks[j] : -1;
    for (let i = 0; k < 0 && i < measures.length; i++) if (measures[i] === measure) k = ks[i];
    if (k < 0) {
      k = t.addSeries({ benchmark: this.nameFor(named), unit: info.unit, lowerIsBetter: info.lowerIsBetter, measure });
      measures.push(measure);
      ks.push(k);
    }
    t.add(k, value, iterations, named.runs, line);
    return k;
  }

  /** A benchmark's series in a stream, by measure. */
  private listOf(stream: Stream, named: Named): SeriesList {
    if (stream.lastNamed === named) return stream.lastList;
    let list: SeriesList | undefined;
    if (named.listStream === stream) list = named.list!;
    else if (named.listStream === undefined) {
      named.listStream = stream;
      list = named.list = { measures: [], ks: [] };
    } else {
      list = stream.byName.get(named);
      if (list === undefined) stream.byName.set(named, (list = { measures: [], ks: [] }));
    }
    stream.lastNamed = named;
    stream.lastList = list;
    return list;
  }

  /**
   * The benchmark's name as reported (before a shared `-N` is dropped): `<pkg>.<name>`, or the name.
   * `fresh`: `name` is a string of its own (decoded from bytes), not a slice of a line to copy.
   */
  private nameOf(pkg: string, name: string, fresh = false): Named {
    let byName = this.names.get(pkg);
    if (byName === undefined) this.names.set(own(pkg), (byName = new Map()));
    let full = byName.get(name);
    if (full === undefined) {
      const suffix = goMaxProcs(name);
      if (this.suffix === undefined) {
        this.suffix = suffix;
        this.stripping = suffix !== '';
      } else if (this.suffix !== suffix) {
        if (this.stripping) this.unstrip();
        this.suffix = null;
      }
      // (`fresh` names and `pkg` are strings of their own: joined, they pin no larger text)
      const fullName = pkg === '' ? (fresh ? name : own(name)) : fresh ? `${pkg}.${name}` : own(`${pkg}.${name}`);
      const printed = fresh ? name : own(name);
      full = {
        name: fullName,
        stripped: suffix === '' ? fullName : fullName.slice(0, fullName.length - suffix.length - 1),
        runs: 0,
        printed,
        next: undefined,
        list: undefined,
        listStream: undefined,
      };
      byName.set(printed, full);
    }
    return full;
  }

  /** One line of a stream (a CR before its end is ignored). */
  text(stream: Stream, raw: string, line: number): void {
    this.repeatStream = undefined;
    const t = raw.charCodeAt(raw.length - 1) === 0x0d ? raw.slice(0, -1) : raw;
    if (t.startsWith('Benchmark')) return this.result(stream, t, line);
    if (t.startsWith('Unit')) {
      const unitMeta = /^Unit\s+(\S+)\s+(.*)$/.exec(t);
      if (unitMeta) {
        const b = /(?:^|\s)better=(higher|lower)\b/.exec(unitMeta[2]);
        if (b) this.better.set(own(unitMeta[1]), b[1] === 'lower');
        return;
      }
    }
    if (t.startsWith('--- FAIL: ')) {
      const failed = /^--- FAIL: (Benchmark\S*)/.exec(t);
      if (failed) return this.ctx.warn('failed', { line, benchmark: failed[1] });
    }
    const c0 = t.charCodeAt(0);
    if (c0 >= 0x61 && c0 <= 0x7a && t.includes(':')) {
      const c = CONFIG.exec(t);
      if (c) {
        const key = own(c[1]);
        const value = own((c[2] ?? '').trim());
        configLine(key, value, line, stream.config, this.machine, this.ctx);
        stream.pkg = stream.config.get('pkg') ?? '';
        if (key === 'pkg' && value !== '') this.pkgBlocks.set(value, (this.pkgBlocks.get(value) ?? 0) + 1);
        else if (key === 'goos') this.goosLines++;
      }
    }
  }

  // The previous result line's name and units as printed, with what they became: rows of one
  // benchmark follow each other (`-count`), so most lines are compared, not sliced and looked up.
  private lastPkg: string | undefined;
  private lastRaw = '';
  private lastName: Named = { name: '', stripped: '', runs: 0, printed: '', next: undefined, list: undefined, listStream: undefined };
  private lastUnits: string[] = [];
  private lastInfos: UnitEntry[] = [];
  /** Field bounds of the current line: start, end, start, end, … */
  private bounds = new Int32Array(64);

  /** The fields' bounds of a printable ASCII line, split at spaces and tabs; −1 for any other character (then fieldsOf). */
  private split(t: string): number {
    let n = 0;
    let start = -1;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 0x20 || c === 0x09) {
        if (start >= 0) {
          if (n + 2 > this.bounds.length) return -1;
          this.bounds[n++] = start;
          this.bounds[n++] = i;
          start = -1;
        }
      } else if (c < 0x20 || c >= 0x7f) return -1;
      else if (start < 0) start = i;
    }
    if (start >= 0) {
      if (n + 2 > this.bounds.length) return -1;
      this.bounds[n++] = start;
      this.bounds[n++] = t.length;
    }
    return n >> 1;
  }

  /** A unit as printed at [a, b) of the line: the same string as the previous line's k-th where it repeats. */
  private unitAt(t: string, a: number, b: number, k: number): UnitEntry {
    const prev = this.lastUnits[k];
    if (prev !== undefined && prev.length === b - a && textAt(t, a, prev)) return this.lastInfos[k];
    return this.unitNamed(t.slice(a, b), k);
  }

  /** A unit as printed, looked up once, as the line's k-th. */
  private unitNamed(raw: string, k: number): UnitEntry {
    let u = this.unitsByRaw.get(raw);
    if (u === undefined) {
      const owned = own(raw);
      this.unitsByRaw.set(owned, (u = { info: this.unit(owned), raw: owned, measures: ['', owned] }));
    }
    this.lastUnits[k] = u.raw;
    this.lastInfos[k] = u;
    return u;
  }

  private readonly unitsByRaw = new Map<string, UnitEntry>();

  /** A `Benchmark…` line: its values appended to their series, or none (with a warning when it looks like a broken result). */
  private result(stream: Stream, t: string, line: number): void {
    const count = this.split(t);
    if (count < 0) return this.resultFields(stream, t, fieldsOf(t), line);
    if (count === 1) return; // `-v` prints the bare name first
    const bd = this.bounds;
    const iterations = count >= 4 && count % 2 === 0 ? plainDecimalText(t, bd[2], bd[3], true) : NaN;
    if (iterations !== iterations) return this.resultFields(stream, t, fieldsOf(t), line);
    const vals = this.values;
    for (let k = 2; k < count; k += 2) {
      const v = plainDecimalText(t, bd[2 * k], bd[2 * k + 1], false);
      if (v !== v) return this.resultFields(stream, t, fieldsOf(t), line);
      vals[k >> 1] = v;
    }
    const pkg = stream.pkg;
    let named: Named;
    if (pkg === this.lastPkg && this.lastRaw.length === bd[1] - bd[0] && textAt(t, 0, this.lastRaw)) named = this.lastName;
    else {
      const raw = t.slice(bd[0], bd[1]);
      named = this.nameOf(pkg, raw);
      this.lastPkg = pkg;
      this.lastRaw = own(raw);
      this.lastName = named;
    }
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let k = 2; k < count; k += 2) {
      const u = this.unitAt(t, bd[2 * k + 2], bd[2 * k + 3], k >> 1);
      let seen = 1;
      for (let j = 1; j < k >> 1; j++) if (this.lastUnits[j] === u.raw) seen++;
      const measure = seen === 1 ? u.raw : GoBenchLines.measure(u, seen);
      this.add(stream, named, list, (k >> 1) - 1, measure, u.info, vals[k >> 1] * u.info.scale, iterations, line);
    }
    if (fresh) fit(list);
  }

  // The previous byte line's name as printed (its bytes) and package, with what it became.
  private lastPkgB: string | undefined;
  private readonly lastNameB = new KeptBytes();
  private readonly chunk = new ChunkView();
  private lastNamedB: Named = { name: '', stripped: '', runs: 0, printed: '', next: undefined, list: undefined, listStream: undefined };
  /** A line's values, parsed once. */
  private values = new Float64Array(32);

  /**
   * One line of the plain text as bytes [s, e) of a buffer: a result line of printable ASCII whose
   * numbers are plain decimals is read from the bytes (its name and units compared with the
   * previous line's, so a string is made only for a new one); every other line is decoded and
   * read by {@link text}, which gives the same for the lines read here.
   */
  bytes(stream: Stream, buf: Buffer, s: number, e: number, line: number): void {
    const end = e > s && buf[e - 1] === 0x0d ? e - 1 : e;
    if (this.repeatStream === stream && this.repeatLine(stream, buf, s, end, line)) return;
    // "Benchmark"
    if (
      end - s < 9 ||
      buf[s] !== 0x42 ||
      buf[s + 1] !== 0x65 ||
      buf[s + 2] !== 0x6e ||
      buf[s + 3] !== 0x63 ||
      buf[s + 4] !== 0x68 ||
      buf[s + 5] !== 0x6d ||
      buf[s + 6] !== 0x61 ||
      buf[s + 7] !== 0x72 ||
      buf[s + 8] !== 0x6b ||
      !this.resultBytes(stream, buf, s, end, line)
    ) {
      this.text(stream, buf.toString('utf8', s, e), line);
    }
  }

  /** A `Benchmark…` line from its bytes; false when the line is one for {@link text} (not printable ASCII, not all plain decimals, too many fields). */
  private resultBytes(stream: Stream, buf: Buffer, s: number, e: number, line: number): boolean {
    const bd = this.bounds;
    let n = 0;
    let start = -1;
    let i = s;
    // The previous line's name, then a blank: that field is known (its bytes were checked then).
    const pl = this.lastNameB.length;
    const sameAsLast = pl > 0 && s + pl < e && (buf[s + pl] === 0x20 || buf[s + pl] === 0x09) && this.lastNameB.at(this.chunk.of(buf), s);
    if (sameAsLast) {
      bd[n++] = s;
      bd[n++] = s + pl;
      i = s + pl;
    }
    for (; i < e; i++) {
      const c = buf[i];
      if (c === 0x20 || c === 0x09) {
        if (start >= 0) {
          if (n + 2 > bd.length) return false;
          bd[n++] = start;
          bd[n++] = i;
          start = -1;
        }
      } else if (c < 0x20 || c >= 0x7f) return false;
      else if (start < 0) start = i;
    }
    if (start >= 0) {
      if (n + 2 > bd.length) return false;
      bd[n++] = start;
      bd[n++] = e;
    }
    const count = n >> 1;
    if (count === 1) return true; // `-v` prints the bare name first
    if (count < 4 || count % 2 !== 0) return false;
    const iterations = plainDecimal(buf, bd[2], bd[3], true);
    if (iterations !== iterations) return false;
    const vals = this.values;
    for (let k = 2; k < count; k += 2) {
      const v = plainDecimal(buf, bd[2 * k], bd[2 * k + 1], false);
      if (v !== v) return false;
      vals[k >> 1] = v;
    }
    const pkg = stream.pkg;
    const a = bd[0];
    const len = bd[1] - a;
    let named: Named;
    if (pkg === this.lastPkgB && (sameAsLast || (len === this.lastNameB.length && this.lastNameB.at(this.chunk.of(buf), a))))
      named = this.lastNamedB;
    else {
      // Lines that cycle through benchmarks: the one that followed the last line's benchmark before.
      const prev = this.lastNamedB;
      const next = pkg === this.lastPkgB ? prev.next : undefined;
      named =
        next !== undefined && next.printed.length === len && asciiAt(buf, a, next.printed)
          ? next
          : this.nameOf(pkg, buf.toString('latin1', a, bd[1]), true);
      if (pkg === this.lastPkgB) prev.next = named;
      this.lastNameB.keep(buf, a, bd[1]);
      this.lastPkgB = pkg;
      this.lastNamedB = named;
    }
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    const metrics = (count >> 1) - 1;
    // The line's units, series and scales, for the lines that repeat it (repeatLine).
    let repeat = metrics <= this.repeatKs.length;
    let ub = 0;
    for (let k = 2; k < count; k += 2) {
      const j = k >> 1;
      const ua = bd[2 * k + 2];
      const ue = bd[2 * k + 3];
      const u = this.unitBytes(buf, ua, ue, j);
      let seen = 1;
      for (let i = 1; i < j; i++) if (this.lastUnits[i] === u.raw) seen++;
      const measure = seen === 1 ? u.raw : GoBenchLines.measure(u, seen);
      const series = this.add(stream, named, list, j - 1, measure, u.info, vals[j] * u.info.scale, iterations, line);
      if (repeat && ub + ue - ua <= this.repeatUnits.length) {
        for (let q = ua; q < ue; q++) this.repeatUnits[ub++] = buf[q];
        this.repeatUnitEnd[j - 1] = ub;
        this.repeatKs[j - 1] = series;
        this.repeatScale[j - 1] = u.info.scale;
        this.repeatMeasures[j - 1] = measure;
        this.repeatInfos[j - 1] = u.info;
      } else repeat = false;
    }
    if (fresh) fit(list);
    this.repeatStream = repeat ? stream : undefined;
    this.repeatMetrics = metrics;
    this.repeatPkg = pkg;
    return true;
  }

  // The last line read from bytes, for the lines in the same units (`-count` prints a benchmark's
  // lines one after the other, and the next benchmark's in the same units): its stream (undefined
  // when there is none to repeat, as after any line read as text), number of metrics, the
  // metrics' units (bytes, concatenated; each one's end), their series in the stream's table
  // (those of the last line's benchmark), scales, measures and what the units mean.
  private repeatStream: Stream | undefined;
  private repeatPkg = '';
  private repeatMetrics = 0;
  private readonly repeatUnits = new Uint8Array(256);
  private readonly repeatUnitsView = new DataView(this.repeatUnits.buffer);
  private readonly repeatUnitEnd = new Int32Array(15);
  private readonly repeatKs = new Int32Array(15);
  private readonly repeatScale = new Float64Array(15);
  private readonly repeatMeasures: string[] = [];
  private readonly repeatInfos: UnitInfo[] = [];

  /**
   * A result line [s, e) in the same units as the last line read from bytes, read in one pass: the
   * name's bytes compared with the last benchmark's (or, for another benchmark, scanned), each
   * number parsed as it is scanned (as plainDecimal reads it), each unit compared with the last
   * line's, and the values appended to the series found then (for another benchmark, found or made
   * as resultBytes would). False, having changed nothing, for any line that differs from that form
   * in any way: resultBytes reads it (which gives the same rows for the lines read here).
   */
  private repeatLine(stream: Stream, buf: Buffer, s: number, e: number, line: number): boolean {
    if (stream.pkg !== this.repeatPkg) return false;
    const view = this.chunk.of(buf);
    let i = s + this.lastNameB.length;
    let c = i < e ? buf[i] : 0;
    const same = (c === 0x20 || c === 0x09) && this.lastNameB.at(view, s);
    if (!same) {
      // The next benchmark's line in the same units: its name, printable ASCII up to a blank.
      if (e - s <= 9 || !asciiAt(buf, s, 'Benchmark')) return false;
      for (i = s + 9; ; i++) {
        if (i >= e) return false;
        c = buf[i];
        if (c === 0x20 || c === 0x09) break;
        if (c < 0x21 || c > 0x7e) return false;
      }
    }
    const nameEnd = i;
    // Blanks, then the iteration count: digits only.
    do {
      if (++i >= e) return false;
      c = buf[i];
    } while (c === 0x20 || c === 0x09);
    let iterations = 0;
    let digits = 0;
    while (c >= 0x30 && c <= 0x39) {
      iterations = iterations * 10 + (c - 0x30);
      digits++;
      if (++i >= e) return false;
      c = buf[i];
    }
    if (digits === 0 || digits > 15 || (c !== 0x20 && c !== 0x09)) return false;
    const metrics = this.repeatMetrics;
    const units = this.repeatUnitsView;
    const unitEnd = this.repeatUnitEnd;
    const vals = this.values;
    let q = 0;
    for (let j = 0; j < metrics; j++) {
      do {
        if (++i >= e) return false;
        c = buf[i];
      } while (c === 0x20 || c === 0x09);
      // The value: an optional sign, digits, one dot at most (plainDecimal's form).
      let neg = false;
      if (c === 0x2d || c === 0x2b) {
        neg = c === 0x2d;
        if (++i >= e) return false;
        c = buf[i];
      }
      let mant = 0;
      let frac = 0;
      let dot = false;
      digits = 0;
      for (;;) {
        if (c >= 0x30 && c <= 0x39) {
          mant = mant * 10 + (c - 0x30);
          digits++;
          if (dot) frac++;
        } else if (c === 0x2e && !dot) dot = true;
        else break;
        if (++i >= e) return false;
        c = buf[i];
      }
      if (digits === 0 || digits > 15 || (c !== 0x20 && c !== 0x09)) return false;
      const v = frac === 0 ? mant : mant / POW10[frac];
      vals[j] = neg ? -v : v;
      do {
        if (++i >= e) return false;
        c = buf[i];
      } while (c === 0x20 || c === 0x09);
      // The unit: the last line's j-th, then a blank or the line's end.
      const n = unitEnd[j] - q;
      if (i + n > e || !sameWords(view, i, units, q, n)) return false;
      i += n;
      q += n;
      if (i < e && buf[i] !== 0x20 && buf[i] !== 0x09) return false;
    }
    for (; i < e; i++) if (buf[i] !== 0x20 && buf[i] !== 0x09) return false;
    const ks = this.repeatKs;
    const scale = this.repeatScale;
    if (same) {
      const named = this.lastNamedB;
      named.runs++;
      const t = stream.table;
      for (let j = 0; j < metrics; j++) t.add(ks[j], vals[j] * scale[j], iterations, named.runs, line);
      return true;
    }
    // Another benchmark: found or made as resultBytes does (the package is the last line's, so the
    // one that followed the last benchmark before is tried first), its series found or made by the
    // measures the units gave, and those series kept for the lines that repeat this one.
    const len = nameEnd - s;
    const prev = this.lastNamedB;
    const next = prev.next;
    const named =
      next !== undefined && next.printed.length === len && asciiAt(buf, s, next.printed)
        ? next
        : this.nameOf(stream.pkg, buf.toString('latin1', s, nameEnd), true);
    prev.next = named;
    this.lastNameB.keep(buf, s, nameEnd);
    this.lastNamedB = named;
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let j = 0; j < metrics; j++)
      ks[j] = this.add(stream, named, list, j, this.repeatMeasures[j], this.repeatInfos[j], vals[j] * scale[j], iterations, line);
    if (fresh) fit(list);
    return true;
  }

  /** A unit as printed at bytes [a, b): the previous line's k-th when the bytes are the same. */
  private unitBytes(buf: Buffer, a: number, b: number, k: number): UnitEntry {
    const prev = this.lastUnits[k];
    if (prev !== undefined && prev.length === b - a && asciiAt(buf, a, prev)) return this.lastInfos[k];
    return this.unitNamed(buf.toString('latin1', a, b), k);
  }

  /** A result line by its fields as strings: lines the fast path does not take (any number but a plain decimal, non-ASCII). */
  private resultFields(stream: Stream, t: string, f: string[], line: number): void {
    if (f.length === 1) return; // `-v` prints the bare name first
    if (f.length < 4 || f.length % 2 !== 0 || !isDigits(f[1])) {
      if (RESULT.test(t)) this.ctx.warn('malformed-result', { line });
      return;
    }
    for (let k = 2; k < f.length; k += 2) {
      if (!isNumber(f[k]) || !Number.isFinite(Number(f[k]))) {
        this.ctx.warn('not-finite', { line });
        return;
      }
    }
    const named = this.nameOf(stream.pkg, f[0]);
    named.runs++;
    this.lastPkg = undefined;
    const iterations = Number(f[1]);
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let k = 2; k < f.length; k += 2) {
      const rawUnit = f[k + 1];
      let seen = 1;
      for (let j = 3; j < k; j += 2) if (f[j] === rawUnit) seen++;
      const u = this.unit(rawUnit);
      const measure = own(seen === 1 ? rawUnit : `${rawUnit} #${seen}`);
      this.add(stream, named, list, (k >> 1) - 1, measure, u, Number(f[k]) * u.scale, iterations, line);
    }
    if (fresh) fit(list);
  }

  /**
   * How many `go test` processes the file shows: each prints its configuration block (`goos:`,
   * `goarch:`, `pkg:`, `cpu:`) once, so a package's `pkg:` lines count its processes (the fewest
   * over packages, when packages differ), else the `goos:` lines; unknown (undefined) when the file
   * has no block, as when only result lines were pasted.
   */
  processes(): number | undefined {
    if (this.pkgBlocks.size > 0) return Math.min(...this.pkgBlocks.values());
    return this.goosLines > 0 ? this.goosLines : undefined;
  }

  /**
   * The streams' series in order (the plain lines' first, then each package's), with what is only
   * known at the end: the directions `Unit` lines set (names without a `-N` shared by all are
   * final already, see `stripping`). Run ids count a benchmark's lines as they arrive; in `-json`
   * output a package's lines arrive in order, and names carry their package.
   */
  finish(): PerRunTable {
    const all = joinTables(
      this.file,
      this.streams.map((s) => s.table.table()),
    );
    if (this.stripping) this.machine.extra = { ...this.machine.extra, gomaxprocs: this.suffix as string };
    if (this.better.size === 0) return all;
    for (const s of all.series) {
      const sp = s.measure!.indexOf(' ');
      const rawUnit = sp < 0 ? s.measure! : s.measure!.slice(0, sp);
      const b = this.better.get(rawUnit);
      if (b !== undefined) s.lowerIsBetter = b;
    }
    return all;
  }
}

/** A `go test -json` package's output being reassembled into lines. */
interface Pkg {
  buf: string;
  start: number;
  stream: Stream;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = new GoBenchLines(file, ctx);
  const plain = lines.newStream();
  const pkgs = new Map<string, Pkg>();
  let lineNo = 0;
  let blank = true;
  /** Unknown until the first line that is not blank: `-json` output when it starts with "{". */
  let json: boolean | undefined;
  // Plain text of a known size: after its first MiB, room for the rows the whole file would hold at that rate.
  const room = new RoomAfterFirstBytes(plain.table, input.size);
  await forEachByteLine(input, (buf, s, e) => {
    lineNo++;
    if (json === false) {
      room.read(e - s + 1);
      return lines.bytes(plain, buf, s, e, lineNo);
    }
    const raw = buf.toString('utf8', s, e);
    const t = raw.trim();
    if (json === undefined) {
      if (t === '') return lines.text(plain, raw, lineNo);
      blank = false;
      json = t.startsWith('{');
    }
    if (!json) return lines.text(plain, raw, lineNo);
    if (blank && t !== '') blank = false;
    // go test -json: Output events are reassembled per package; other lines (stderr mixed in by
    // 2>&1) are read as text, as is everything when no line is an event.
    let ev: unknown;
    if (t.startsWith('{')) {
      try {
        ev = JSON.parse(t);
      } catch {
        ev = undefined;
      }
    }
    if (!isObject(ev) || typeof ev.Action !== 'string') return t === '' ? undefined : lines.text(plain, raw, lineNo);
    if (ev.Action !== 'output' || typeof ev.Output !== 'string') return;
    const name = typeof ev.Package === 'string' ? ev.Package : '';
    let st = pkgs.get(name);
    if (!st) pkgs.set(own(name), (st = { buf: '', start: lineNo, stream: lines.newStream() }));
    if (st.buf === '') st.start = lineNo;
    st.buf += ev.Output;
    let from = 0;
    for (let nl = st.buf.indexOf('\n'); nl >= 0; nl = st.buf.indexOf('\n', from)) {
      lines.text(st.stream, st.buf.slice(from, nl), st.start);
      from = nl + 1;
      st.start = lineNo;
    }
    st.buf = from === 0 ? st.buf : st.buf.slice(from);
  });
  if (blank)
    throw new InputError({ file }, 'the file is empty; expected `go test -bench` output with lines like "BenchmarkX-8  1000  123 ns/op"');
  for (const st of pkgs.values()) if (st.buf !== '') lines.text(st.stream, st.buf, st.start);
  const perRun = lines.finish();
  if (perRun.values.length === 0) {
    throw new InputError({ file }, 'no benchmark result lines found; expected lines like "BenchmarkX-8  1000  123 ns/op"');
  }
  const processes = lines.processes();
  return { measurements: [], perRun, machine: lines.machine, ...(processes !== undefined ? { processes } : {}) };
}

export const goBench = defineReader({
  id: 'go-bench',
  title: 'Go benchfmt text (go test -bench, plain or -json)',
  carries: 'per-run',
  howTo: "go test -run '^$' -bench . -count 10 -benchmem ./... > out.txt (or with -json)",
  detect,
  parse,
});
