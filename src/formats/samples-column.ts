/**
 * A bare single column of numbers whose header names the unit, e.g.
 *   latency_us        duration_ms        time (ns)        "latency [ms]"
 *   1234.5            0.82               5120
 *   …
 * Each value is one operation of one run: one `per-op` run per file. The benchmark is named
 * after the header without its unit (`latency_us` → `latency`), so the name is the same for base
 * and head whatever the files are called. Only time units are accepted (ns, us/µs/μs, ms, s and
 * their long forms). Blank lines are ignored; "NaN" lines are skipped with a warning; any other
 * non-number is an error naming the line. CRLF and a BOM are tolerated. Streamed in runs of whole
 * lines into a float64 column, plain decimals read as their bytes are scanned: memory is the
 * values, not the file.
 */
import { InputError } from '../errors.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { POW10 } from '../read/byte-number.js';
import { forEachByteRun, splitLines } from '../read/lines.js';
import { SampleColumn } from '../read/sample-column.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

const UNIT = '(ns|nsec|nanoseconds?|us|µs|μs|usec|microseconds?|ms|msec|milliseconds?|s|sec|secs|seconds?)';
const HEADER = new RegExp(String.raw`^([A-Za-z][\w .-]*?)(?:\s*[(\[]\s*${UNIT}\s*[)\]]|[_\s-]+${UNIT})$`, 'i');
const MAX_HEADER = 200;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** The benchmark name and unit a header names, or undefined. */
export function parseColumnHeader(line: string): { name: string; unit: string } | undefined {
  const t = line
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  // HEADER backtracks quadratically over a long run of separators, and detection runs it on the
  // first line of every input: a column header is a short name.
  if (t.length > MAX_HEADER) return undefined;
  const m = HEADER.exec(t);
  if (!m) return undefined;
  const unit = m[2] ?? m[3];
  // "requests_per_sec", "ops_s", "throughput (s)" are rates, not times
  if (/(^|[_\s.-])(per|ops?|req|reqs|requests|rps|qps|throughput|rate)$/i.test(m[1].trim())) return undefined;
  if (parseUnit(unit).kind !== 'time' && parseUnit(unit.toLowerCase()).kind !== 'time') return undefined;
  return { name: m[1].trim(), unit };
}

function detect(probe: InputProbe): number {
  const lines = splitLines(probe.head).map((l) => l.trim());
  if (lines.length < 2 || !parseColumnHeader(lines[0])) return 0;
  const body = lines.slice(1, 12).filter((l, i, a) => l !== '' && !(i === a.length - 1 && probe.head.length >= 65536));
  return body.length > 0 && body.every((l) => NUMBER.test(l) || /^nan$/i.test(l)) ? 0.6 : 0;
}

/** A line longer than this is no number (nor a header). */
const MAX_LINE_BYTES = 1024 * 1024;

/** The column, one line at a time: the header, then a number per line, kept in a SampleColumn. */
class ColumnLines {
  lineNo = 0;
  header: { name: string; unit: string; text: string } | undefined;
  /** Lines after the first that are not blank. */
  private nonBlank = 0;
  private scale = 1;
  readonly values = new SampleColumn();
  nan = 0;

  constructor(
    private readonly file: string,
    private readonly ctx: ReadContext,
  ) {}

  /** One line that {@link run} does not read itself: the header, or anything but a plain decimal between blanks. */
  line(buf: Buffer, s: number, e: number): void {
    if (e > s && buf[e - 1] === 0x0d) e--;
    // A CR inside the line ends a line too (old Mac line ends), as in splitLines.
    const text = buf.toString('utf8', s, e);
    for (const piece of text.includes('\r') ? text.split('\r') : [text]) this.text(piece);
  }

  /**
   * A run of whole lines (bytes [s, e), LF-separated; see forEachByteRun); returns how many. Once
   * the header names a unit, each line that is a plain decimal between blanks (a CR at its end
   * allowed) is read as its bytes are scanned, with no search for its end first: what {@link line}
   * gives for it. Any other line goes through {@link line}; before a header with a unit, every line
   * does, followed by `check`.
   */
  run(buf: Buffer, s: number, e: number, check: () => void): number {
    let n = 0;
    let i = s;
    for (;;) {
      const start = i;
      if (this.header !== undefined && this.header.unit !== '') {
        let c = i < e ? buf[i] : 0x0a;
        while (c === 0x20 || c === 0x09) c = ++i < e ? buf[i] : 0x0a;
        let neg = false;
        if (c === 0x2d || c === 0x2b) {
          neg = c === 0x2d;
          c = ++i < e ? buf[i] : 0x0a;
        }
        let mant = 0;
        let digits = 0;
        let frac = 0;
        let dot = false;
        for (;;) {
          if (c >= 0x30 && c <= 0x39) {
            mant = mant * 10 + (c - 0x30);
            digits++;
            if (dot) frac++;
          } else if (c === 0x2e && !dot) dot = true;
          else break;
          c = ++i < e ? buf[i] : 0x0a;
        }
        while (c === 0x20 || c === 0x09) c = ++i < e ? buf[i] : 0x0a;
        if (c === 0x0d && (i + 1 === e || buf[i + 1] === 0x0a)) c = ++i < e ? buf[i] : 0x0a;
        if (c === 0x0a && digits > 0 && digits <= 15) {
          const v = frac === 0 ? mant : mant / POW10[frac];
          this.lineNo++;
          this.nonBlank++;
          this.values.push((neg ? -v : v) * this.scale);
          n++;
          if (i >= e) return n;
          i++;
          continue;
        }
      }
      let end = buf.indexOf(0x0a, start);
      if (end < 0 || end > e) end = e;
      this.line(buf, start, end);
      check();
      n++;
      if (end >= e) return n;
      i = end + 1;
    }
  }

  private text(raw: string): void {
    const { file } = this;
    this.lineNo++;
    if (this.lineNo === 1) {
      this.header = { ...(parseColumnHeader(raw) ?? { name: '', unit: '' }), text: raw };
      if (this.header.unit === '') return;
      const info = parseUnit(this.header.unit);
      this.scale = info.kind === 'time' ? info.scale : parseUnit(this.header.unit.toLowerCase()).scale;
      return;
    }
    const t = raw.trim();
    if (t === '') return;
    this.nonBlank++;
    if (this.header!.unit === '') return; // refused once the input is known not to be empty
    if (/^nan$/i.test(t)) {
      if (this.nan++ === 0) this.ctx.warn('nan', { line: this.lineNo });
      return;
    }
    if (!NUMBER.test(t))
      throw new InputError(
        { file, line: this.lineNo },
        `"${t.slice(0, 40)}" is not a number; expected one ${this.header!.unit} value per line`,
      );
    this.values.push(Number(t) * this.scale);
  }

  /** Whether any line (the header's included) holds more than blanks. */
  empty(): boolean {
    return this.header === undefined || (this.header.text.trim() === '' && this.nonBlank === 0);
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = new ColumnLines(file, ctx);
  const noHeader = (): InputError => {
    const text = lines.header!.text;
    return new InputError(
      { file, line: 1 },
      `header "${text.slice(0, 60)}" does not name a time unit; expected e.g. "latency_us", "duration_ms" or "time (ns)"`,
    );
  };
  // A file whose first line is no header is refused as soon as it is known not to be empty.
  const check = (): void => {
    if (lines.header !== undefined && lines.header.unit === '' && !lines.empty()) throw noHeader();
  };
  await forEachByteRun(input, (buf, s, e) => lines.run(buf, s, e, check), MAX_LINE_BYTES, 'expected one number per line');
  if (lines.empty()) throw new InputError({ file }, 'the file is empty; expected a header such as "latency_us" and one number per line');
  if (lines.header!.unit === '') throw noHeader();
  if (lines.nan > 1) ctx.warn('nan-total', { lines: lines.nan });
  const values = lines.values.take();
  if (values.length === 0)
    throw new InputError(
      { file, line: lines.lineNo },
      `no values under the header "${lines.header!.text.trim()}"; expected one number per line`,
    );
  return {
    measurements: [
      {
        benchmark: lines.header!.name,
        unit: 'ns',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'per-op', values },
        source: { file, line: 2 },
      },
    ],
  };
}

export const samplesColumn = defineReader({
  id: 'samples-column',
  title: 'A single column of per-operation times with a unit-naming header (latency_us, time (ns), …)',
  carries: 'per-op',
  howTo: 'write a header such as "latency_us", then one value per line',
  detect,
  parse,
});
