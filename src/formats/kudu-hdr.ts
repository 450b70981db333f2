/**
 * Kudu-style HdrHistogram dump (`HdrHistogram::DumpHumanReadable`, kudu/util/hdr_histogram.cc):
 *
 *   Count: 1000
 *   Mean: 500.5
 *   Percentiles:
 *      0%  (min) = 1
 *     25%        = 250
 *     …
 *     100% (max) = 1000
 *
 * Each dump is one run's `percentiles` (0 % → min, 100 % → max, the rest, 95 % and 99.99 %
 * included, as points) with the count and mean. Values carry no unit; Kudu records microseconds
 * almost everywhere, so they are read as **µs** and a warning says so — unless the dump's title
 * names its unit (`Write latency (ms):`, `Scan latency in us:`, `op_latency_us:`), which is then
 * taken out of the benchmark's name (`Write latency`, `Scan latency`, `op_latency`). A file may hold
 * several dumps, each introduced by a title line (e.g. `Write latency:`); each title names a
 * benchmark (`latency` when there is none, and `latency (N)` for later untitled dumps). The
 * optional `*NOTE: some values were greater than highest trackable value` line becomes a warning
 * (the top percentiles are clipped). Kudu prints whole values (`uint64`): when every row is a
 * whole number the data carries `printResolution` one unit (1 µs as read, 1 ms for a dump in ms).
 * The forked layout with `Total Count:` / `CountInBuckets:` is accepted.
 *
 * Pasted dumps read the same: indented (a review comment's code block), quoted with `> `, inside
 * ``` fences, with prose between dumps (see read/pasted.ts).
 *
 * Throughput: when a dump's section gives how long the run took — Kudu's `LOG_TIMING` line
 * (`Time spent inserting 22000 rows: real 10.512s  user …  sys …`) or `Duration: 10 s` /
 * `Elapsed: 10.5 s` — the count over that duration is a second measure of the benchmark,
 * `throughput` (ops/s, higher is better, one `per-run` value). A duration line belongs to the dump
 * after it (since the previous dump ended), or, after the last dump, to that dump.
 */
import { InputError } from '../errors.js';
import type { Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { parseLooseNumber, percentFraction, scaleDecimal } from '../read/numbers.js';
import { unpaste, unpasteText } from '../read/pasted.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

// One `\s*` between "%" and "=" whether or not "(med)" is there: two adjacent `\s*` backtrack
// quadratically on a long run of spaces.
const ROW = /^\s*(\d+(?:\.\d+)?)%\s*(?:\((min|med|max)\)\s*)?=\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*$/;
/** ns per unit when the title names none: µs. */
const DEFAULT_SCALE = 1e3;
const TITLE_UNIT = /(?:\((ns|us|µs|μs|ms|s)\)|\bin (ns|us|µs|μs|ms|s)\b|_(ns|us|ms)\b)/;
const DURATION =
  /^\s*(?:Time spent\b[^:]*:\s*real\s+|(?:Duration|Elapsed(?: time)?|Wall(?:[- ]clock)? time|Run ?time)\s*[:=]\s*)(\d+(?:\.\d+)?)\s*(ms|s|secs?|seconds?|min|minutes?)?\b/i;
const DURATION_SECONDS: Readonly<Record<string, number>> = {
  ms: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  minute: 60,
  minutes: 60,
};

/**
 * A title without the unit it names (`Write latency (ms)` → `Write latency`, `Scan latency in us` →
 * `Scan latency`, `op_latency_us` → `op_latency`); the title itself when nothing else is left.
 */
function unitless(title: string, u: RegExpExecArray): string {
  const rest = `${title.slice(0, u.index)} ${title.slice(u.index + u[0].length)}`
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s:,;-]+$/, '');
  return rest || title;
}

/** The rows after a "Percentiles:" line at `start - 1`: the percentiles, min and max, and the first line after them. */
function percentileRows(
  lines: string[],
  start: number,
  file: string,
  scale: number,
): { points: PercentilePoint[]; min?: number; max?: number; end: number; whole: boolean } {
  const points: PercentilePoint[] = [];
  let whole = true;
  let min: number | undefined;
  let max: number | undefined;
  let j = start;
  for (; j < lines.length; j++) {
    const r = ROW.exec(lines[j]);
    if (!r) break;
    const p = percentFraction(r[1]);
    const raw = r[3].replace(/,/g, '');
    const v = scaleDecimal(raw, scale);
    if (raw.includes('.')) whole = false;
    if (p > 1) throw new InputError({ file, line: j + 1 }, `percentile ${r[1]}% is above 100%; expected 0% … 100%`);
    if (r[2] === 'min' || p === 0) min = v;
    else if (r[2] === 'max' || p === 1) max = v;
    else points.push({ p, value: v });
  }
  if (points.length === 0)
    throw new InputError({ file, line: start + 1 }, 'no percentile rows after "Percentiles:"; expected lines such as "  50%  (med) = 500"');
  return { points, min, max, end: j, whole };
}

/** Seconds of a duration line, or undefined when the line is none. */
function durationSeconds(line: string): number | undefined {
  const d = DURATION.exec(line);
  if (!d) return undefined;
  const s = Number(d[1]) * DURATION_SECONDS[(d[2] ?? 's').toLowerCase()];
  return s > 0 && Number.isFinite(s) ? s : undefined;
}

interface Dump {
  name: string;
  count: number;
  /** Where the dump starts (its Count line), 1-based. */
  line: number;
  /** Seconds the run took, from a duration line in its section. */
  seconds?: number;
  durationLine?: number;
}

export const kuduHdr = defineReader({
  id: 'kudu-hdr',
  title: 'Kudu HdrHistogram DumpHumanReadable',
  carries: 'percentiles',
  howTo:
    'histogram->DumpHumanReadable(&out) in Kudu tools/tests (values in µs); a dump pasted from a review (indented, > quoted, ``` fenced) reads too',
  detect(probe: InputProbe): number {
    return /^[ \t]*Percentiles:[ \t]*\n[ \t]*0%[ \t]+\(min\)[ \t]*= /m.test(unpasteText(probe.head)) ? 0.9 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const lines = unpaste(splitLines(await input.readText()));
    const measurements: Measurement[] = [];
    const dumps: Dump[] = [];
    const names = new Set<string>();
    let assumed = false;
    let title: string | undefined;
    let count: number | undefined;
    let mean: number | undefined;
    let countLine = 0;
    let pending: { seconds: number; line: number } | undefined;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const c = /^\s*(?:Total )?Count:\s*(\d[\d,]*)\s*$/.exec(l);
      if (c) {
        count = parseLooseNumber(c[1]);
        countLine = i + 1;
        continue;
      }
      const m = /^\s*Mean:\s*([-\d.eE+]+|nan|-?inf)\s*$/i.exec(l);
      if (m) {
        mean = Number(m[1]);
        continue;
      }
      if (/^\s*CountInBuckets:/.test(l)) continue;
      const seconds = durationSeconds(l);
      if (seconds !== undefined) {
        pending = { seconds, line: i + 1 };
        continue;
      }
      if (!/^\s*Percentiles:\s*$/.test(l)) {
        if (/^\*?NOTE: some values were greater than highest trackable value/.test(l.trim())) ctx.warn('clipped', { line: i + 1 });
        else if (/\S/.test(l) && !/^\s*\d/.test(l)) title = l.trim().replace(/:$/, '');
        continue;
      }
      if (count === undefined)
        throw new InputError(
          { file, line: i + 1 },
          '"Percentiles:" without a "Count: N" line before it; expected a Kudu HdrHistogram dump',
        );
      const u = title === undefined ? null : TITLE_UNIT.exec(title);
      const unit = u ? (u[1] ?? u[2] ?? u[3]) : undefined;
      // The unit is the data's, not the benchmark's name: `e2e latency (ns)` is `e2e latency`.
      if (u && title !== undefined) title = unitless(title, u);
      const scale = unit ? parseUnit(unit).scale : DEFAULT_SCALE;
      if (!unit && !assumed) {
        assumed = true;
        ctx.warn('unit-assumed');
      }
      const { points, min, max, end, whole } = percentileRows(lines, i + 1, file, scale);
      if (count === 0) ctx.warn('empty-dump', { line: countLine });
      else {
        let name = title ?? 'latency';
        for (let k = 2; names.has(name); k++) name = `${title ?? 'latency'} (${k})`;
        names.add(name);
        const meanNs = mean !== undefined && Number.isFinite(mean) ? mean * scale : undefined;
        const line = countLine || i + 1;
        measurements.push({
          benchmark: name,
          unit: 'ns',
          lowerIsBetter: true,
          run: '1',
          data: { kind: 'percentiles', points, count, min, max, mean: meanNs, ...(whole ? { printResolution: scale } : {}) },
          source: { file, line },
        });
        dumps.push({ name, count, line, ...(pending ? { seconds: pending.seconds, durationLine: pending.line } : {}) });
      }
      pending = undefined;
      title = undefined;
      count = undefined;
      mean = undefined;
      i = end - 1;
    }
    if (measurements.length === 0)
      throw new InputError({ file, line: lines.length }, 'no "Count: N … Percentiles:" dump; expected a Kudu HdrHistogram dump');
    // A duration after the last dump is that dump's, when it had none before it.
    const last = dumps[dumps.length - 1];
    if (pending && last.seconds === undefined) Object.assign(last, { seconds: pending.seconds, durationLine: pending.line });
    for (const d of dumps) {
      if (d.seconds === undefined) continue;
      measurements.push({
        benchmark: d.name,
        unit: 'ops/s',
        measure: 'throughput',
        lowerIsBetter: false,
        run: '1',
        data: { kind: 'per-run', value: d.count / d.seconds, iterations: d.count },
        source: { file, line: d.durationLine ?? d.line },
      });
    }
    return { measurements };
  },
});
