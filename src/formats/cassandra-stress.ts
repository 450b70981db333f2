/**
 * cassandra-stress console output (`cassandra-stress write|read|mixed|user …`), 4.x layout with
 * units (`Op rate : 255,886 op/s [WRITE: 255,886 op/s]`) and the older 2.x/3.x lower-case layout
 * (`op rate : 11443 [insert:11443]`, no units). Latencies are ms; counts may carry thousands
 * separators.
 *
 * Each `Results:` block is one run. Its per-operation breakdown (`[READ: …, WRITE: …]`) gives one
 * benchmark per op type (`total` when a line has no breakdown):
 * - ns: mean, median, 95th, 99th, 99.9th percentile and max as `percentiles`; the count is the
 *   op type's cumulative `total ops` from the last interval row before the block, when rows exist.
 *   cassandra-stress prints latencies with one decimal of a ms (`%6.1f ms`): `printResolution`
 *   0.1 ms (1e5 ns).
 * - ops/s: `Op rate` as the run's throughput, one `per-run` value (higher is better), with the
 *   op type's count as its iterations when known. A block without `Op rate` but with a count and
 *   `Total operation time` gives count / duration instead.
 * The interval rows (`total, 346561, 10438, …`) are per-second snapshots of the same process, not
 * runs, so they only supply that count. When thread counts are auto-scaled the output holds one
 * block per thread count — different configurations. The thread count, when printed (`Running
 * WRITE with 50 threads`, `Thread Count: 50`), is each measurement's load (`threads`), so blocks
 * at different thread counts are never pooled; without it a later block is named
 * `<op> (block <N>)`.
 * The 2.1/3.x GC lines (`total gc time (s)`, `avg gc time(ms)`) and the 4.x ones are read through,
 * so `Total operation time` after them is read.
 * Pasted blocks read the same: indented, quoted with `> `, inside ``` fences (read/pasted.ts), and
 * a summary pasted without its `Results:` line (starting at `Op rate`).
 * Closed-loop unless the settings show a fixed/throttled rate (`OpsPer Sec: N`); then unknown.
 * `Total errors` > 0 becomes a warning.
 * Measures: `latency` (ns) and `op rate` (ops/s), as cassandra-stress names them.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { parseLooseNumber, scaleDecimal } from '../read/numbers.js';
import { unpaste, unpasteText } from '../read/pasted.js';
import type { InputFile, InputProbe } from '../read/reader.js';

// Matched against trimmed lines, with a key that ends at a non-space: a lazy key or value before
// `\s*` was quadratic in a long run of spaces.
// `(` and `)` for the 2.1/3.x GC keys (`total gc time (s)`, `avg gc time(ms)`).
const RESULT_LINE = /^([A-Za-z](?:[A-Za-z0-9. ()]*[A-Za-z0-9.)])?)\s*:\s*(.*)$/;
/** A summary's first line when it was pasted without its `Results:` line. */
const OP_RATE_LINE = /^\s*op rate\s*:/i;
/** The step cassandra-stress prints latencies in: 0.1 ms, in ns. */
const STEP = 1e5;
const UNIT_SUFFIX = ['op/s', 'pk/s', 'row/s', 'ms'];
const LATENCY_KEYS: Array<[RegExp, number | 'mean' | 'max']> = [
  [/^latency mean$/i, 'mean'],
  [/^latency median$/i, 0.5],
  [/^latency 95th percentile$/i, 0.95],
  [/^latency 99th percentile$/i, 0.99],
  [/^latency 99\.9th percentile$/i, 0.999],
  [/^latency max$/i, 'max'],
];

/** "255,886 op/s  [WRITE: 255,886 op/s]" → { total: '255,886', ops: { WRITE: '255,886' } } */
function splitValue(v: string): { total: string; ops: Array<[string, string]> } {
  const t = v.trim();
  const open = t.indexOf('[');
  const b = open >= 0 && t.endsWith(']') ? [t, t.slice(0, open), t.slice(open + 1, -1)] : null;
  const strip = (s: string): string => {
    const x = s.trim();
    const unit = UNIT_SUFFIX.find((u) => x.endsWith(u));
    return unit ? x.slice(0, x.length - unit.length).trimEnd() : x;
  };
  if (!b) return { total: strip(t), ops: [] };
  const ops = b[2].split(/,\s*(?=[^,:\s]+\s*:)/).map((part): [string, string] => {
    const i = part.indexOf(':');
    return [part.slice(0, i).trim(), strip(part.slice(i + 1))];
  });
  return { total: strip(b[1]), ops };
}

interface Agg {
  points: PercentilePoint[];
  mean?: number;
  max?: number;
  rate?: number;
}

interface Block {
  line: number;
  threads?: number;
  aggs: Map<string, Agg>;
  totals: Map<string, number>;
  /** `Total operation time`, in seconds. */
  seconds?: number;
}

/**
 * The `key : value` lines of a `Results:` block starting at `start`, per op type. Returns them
 * and the index of the first line after the block.
 */
function readResultLines(lines: string[], start: number, ctx: ReadContext): { aggs: Map<string, Agg>; end: number; seconds?: number } {
  const aggs = new Map<string, Agg>();
  let seconds: number | undefined;
  const agg = (op: string): Agg => aggs.get(op) ?? (aggs.set(op, { points: [] }), aggs.get(op)!);
  let j = start;
  for (; j < lines.length; j++) {
    const m = RESULT_LINE.exec(lines[j].trim());
    if (!m) break;
    const key = m[1].trim();
    const isRate = /^op rate$/i.test(key);
    const lat = LATENCY_KEYS.find(([re]) => re.test(key));
    const time = /^total operation time$/i.test(key) ? /^(\d+):(\d{2}):(\d{2})$/.exec(m[2].trim()) : null;
    if (time) seconds = Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]);
    if (/^total errors$/i.test(key)) {
      const n = parseLooseNumber(splitValue(m[2]).total);
      if (n > 0) ctx.warn('errors', { line: j + 1, errors: n });
    }
    if (!isRate && !lat) continue;
    const { total, ops } = splitValue(m[2]);
    const entries: Array<[string, string]> = ops.length > 0 ? ops : [['total', total]];
    for (const [op, raw] of entries) {
      const v = isRate ? parseLooseNumber(raw) : scaleDecimal(raw, 1e6);
      if (!Number.isFinite(v)) {
        ctx.warn('not-a-number', { line: j + 1, op, raw });
        continue;
      }
      const a = agg(op);
      if (isRate) a.rate = v;
      else if (lat![1] === 'mean') a.mean = v;
      else if (lat![1] === 'max') a.max = v;
      else a.points.push({ p: lat![1], value: v });
    }
  }
  return { aggs, end: j, ...(seconds !== undefined ? { seconds } : {}) };
}

/** Every `Results:` block, with the thread count and interval-row totals before it; and whether the rate was fixed. */
function readBlocks(lines: string[], ctx: ReadContext): { blocks: Block[]; fixedRate: boolean } {
  const file = ctx.file;
  const lastTotals = new Map<string, number>();
  let threads: number | undefined;
  let fixedRate = false;
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const t = /^\s*Running (?:\S+|\[[^\]]*\]) with (\d+) threads/.exec(l) ?? /^\s*Thread Count:\s*(\d+)\s*$/.exec(l);
    if (t) threads = Number(t[1]);
    const r = /^\s*OpsPer Sec:\s*(\d+)/.exec(l);
    if (r && Number(r[1]) > 0) fixedRate = true;
    const row = /^\s*([A-Za-z_.-]+),\s+([\d,]+),/.exec(l);
    if (row && row[1] !== 'type') {
      const ops = parseLooseNumber(row[2]);
      if (Number.isFinite(ops)) lastTotals.set(row[1] === 'total' ? 'total' : row[1], ops);
      continue;
    }
    // A summary pasted without its `Results:` line starts at `Op rate`.
    const headed = l.trim() === 'Results:';
    if (!headed && !OP_RATE_LINE.test(l)) continue;
    const { aggs, end, seconds } = readResultLines(lines, headed ? i + 1 : i, ctx);
    if (aggs.size === 0)
      throw new InputError(
        { file, line: i + 2 },
        'a "Results:" line with no "Op rate"/"Latency …" lines after it; expected cassandra-stress results (truncated?)',
      );
    blocks.push({ line: i + 1, threads, aggs, totals: new Map(lastTotals), ...(seconds !== undefined ? { seconds } : {}) });
    lastTotals.clear();
    i = end - 1;
  }
  if (blocks.length === 0)
    throw new InputError(
      { file, line: lines.length },
      'no "Results:" block; expected the summary cassandra-stress prints at the end (truncated run?)',
    );
  return { blocks, fixedRate };
}

/** One benchmark per block and op type: latency percentiles (or a summary) and the op rate. */
function toMeasurements(blocks: Block[], file: string): Measurement[] {
  const measurements: Measurement[] = [];
  for (const b of blocks) {
    const load: { load?: Load } = b.threads !== undefined ? { load: { param: 'threads', value: b.threads } } : {};
    for (const [op, a] of b.aggs) {
      // Blocks at different thread counts are told apart by their load; only blocks without one by name.
      const name = blocks.length > 1 && b.threads === undefined ? `${op} (block ${blocks.indexOf(b) + 1})` : op;
      const count = b.totals.get(op) ?? b.totals.get(op.toUpperCase()) ?? (b.aggs.size === 1 ? b.totals.get('total') : undefined);
      if (a.points.length > 0) {
        a.points.sort((x, y) => x.p - y.p);
        measurements.push({
          benchmark: name,
          unit: 'ns',
          measure: 'latency',
          lowerIsBetter: true,
          run: '1',
          ...load,
          data: { kind: 'percentiles', points: a.points, count, mean: a.mean, max: a.max, printResolution: STEP },
          source: { file, line: b.line },
        });
      } else if (a.mean !== undefined) {
        measurements.push({
          benchmark: name,
          unit: 'ns',
          measure: 'latency',
          lowerIsBetter: true,
          run: '1',
          ...load,
          data: { kind: 'summary', mean: a.mean, max: a.max, n: count },
          source: { file, line: b.line },
        });
      }
      const rate = a.rate ?? (count !== undefined && b.seconds ? count / b.seconds : undefined);
      if (rate !== undefined) {
        measurements.push({
          benchmark: name,
          unit: 'ops/s',
          measure: 'op rate',
          lowerIsBetter: false,
          run: '1',
          ...load,
          data: { kind: 'per-run', value: rate, ...(count !== undefined ? { iterations: count } : {}) },
          source: { file, line: b.line },
        });
      }
    }
  }
  if (measurements.length === 0)
    throw new InputError(
      { file, line: blocks[0].line },
      'the Results block holds no readable op rate or latency; expected e.g. "Latency median : 0.4 ms"',
    );
  return measurements;
}

export const cassandraStress = defineReader({
  id: 'cassandra-stress',
  title: 'cassandra-stress console output (Results: block)',
  carries: 'percentiles',
  howTo: 'cassandra-stress write n=1000000 -rate threads=50 > stress.txt',
  detect(probe: InputProbe): number {
    const h = unpasteText(probe.head);
    if (/^[ \t]*Results:[ \t]*$/m.test(h) && /^[ \t]*op rate[ \t]*:/im.test(h)) return 0.9;
    if (/^[ \t]*type[ \t]+total ops,[ \t]+op\/s,/m.test(h)) return 0.85;
    // A summary pasted without its `Results:` line.
    if (/^[ \t]*op rate[ \t]*:/im.test(h) && /^[ \t]*latency (?:mean|median)[ \t]*:/im.test(h)) return 0.8;
    return 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const { blocks, fixedRate } = readBlocks(unpaste(splitLines(await input.readText())), ctx);
    return { measurements: toMeasurements(blocks, input.path), loadModel: fixedRate ? undefined : 'closed-loop' };
  },
});
