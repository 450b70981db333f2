/**
 * A bare single column of numbers whose header names the unit, e.g.
 *   latency_us        duration_ms        time (ns)        "latency [ms]"
 *   1234.5            0.82               5120
 *   …
 * Each value is one operation of one run: one `per-op` run per file. The benchmark is named
 * after the header without its unit (`latency_us` → `latency`), so the name is the same for base
 * and head whatever the files are called. Only time units are accepted (ns, us/µs/μs, ms, s and
 * their long forms). Blank lines are ignored; "NaN" lines are skipped with a warning; any other
 * non-number is an error naming the line. CRLF and a BOM are tolerated.
 */
import { InputError } from '../errors.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

const UNIT = '(ns|nsec|nanoseconds?|us|µs|μs|usec|microseconds?|ms|msec|milliseconds?|s|sec|secs|seconds?)';
const HEADER = new RegExp(String.raw`^([A-Za-z][\w .-]*?)(?:\s*[(\[]\s*${UNIT}\s*[)\]]|[_\s-]+${UNIT})$`, 'i');
const MAX_HEADER = 200;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** The benchmark name and unit a header names, or undefined. */
export function parseColumnHeader(line: string): { name: string; unit: string } | undefined {
  const t = line.replace(/^\uFEFF/, '').trim().replace(/^"(.*)"$/, '$1').trim();
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

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  if (lines.every((l) => l.trim() === '')) throw new InputError({ file }, 'the file is empty; expected a header such as "latency_us" and one number per line');
  const header = parseColumnHeader(lines[0]);
  if (!header) {
    throw new InputError({ file, line: 1 }, `header "${lines[0].slice(0, 60)}" does not name a time unit; expected e.g. "latency_us", "duration_ms" or "time (ns)"`);
  }
  const info = parseUnit(header.unit);
  const scale = info.kind === 'time' ? info.scale : parseUnit(header.unit.toLowerCase()).scale;
  const values: number[] = [];
  let nan = 0;
  for (let i = 1; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '') continue;
    if (/^nan$/i.test(t)) {
      if (nan++ === 0) ctx.warn('nan', { line: i + 1 });
      continue;
    }
    if (!NUMBER.test(t)) throw new InputError({ file, line: i + 1 }, `"${t.slice(0, 40)}" is not a number; expected one ${header.unit} value per line`);
    values.push(Number(t) * scale);
  }
  if (nan > 1) ctx.warn('nan-total', { lines: nan });
  if (values.length === 0) throw new InputError({ file, line: lines.length }, `no values under the header "${lines[0].trim()}"; expected one number per line`);
  return {
    measurements: [{ benchmark: header.name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values: Float64Array.from(values) }, source: { file, line: 2 } }],
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
