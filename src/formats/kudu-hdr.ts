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
 * Each dump is one run's `percentiles` (0 % → min, 100 % → max, the rest as points) with the
 * count and mean. Values carry no unit; Kudu records microseconds almost everywhere, so they are
 * read as **µs** and a warning says so. A file may hold several dumps, each introduced by a title
 * line (e.g. `Write latency:`); each title names a benchmark (`latency` when there is none, and
 * `latency (N)` for later untitled dumps). The optional
 * `*NOTE: some values were greater than highest trackable value` line becomes a warning (the top
 * percentiles are clipped). Kudu prints whole values (`uint64`): when every row is a whole number
 * the data carries `printResolution` one unit (1 µs as read). The forked layout with `Total Count:` / `CountInBuckets:` is accepted.
 */
import { InputError } from '../errors.js';
import type { Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { percentFraction, scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

// One `\s*` between "%" and "=" whether or not "(med)" is there: two adjacent `\s*` backtrack
// quadratically on a long run of spaces.
const ROW = /^\s*(\d+(?:\.\d+)?)%\s*(?:\((min|med|max)\)\s*)?=\s*([\d.]+)\s*$/;
const SCALE = 1e3;

/** The rows after a "Percentiles:" line at `start - 1`: the percentiles, min and max, and the first line after them. */
function percentileRows(lines: string[], start: number, file: string): { points: PercentilePoint[]; min?: number; max?: number; end: number; whole: boolean } {
  const points: PercentilePoint[] = [];
  let whole = true;
  let min: number | undefined;
  let max: number | undefined;
  let j = start;
  for (; j < lines.length; j++) {
    const r = ROW.exec(lines[j]);
    if (!r) break;
    const p = percentFraction(r[1]);
    const v = scaleDecimal(r[3], SCALE);
    if (r[3].includes('.')) whole = false;
    if (p > 1) throw new InputError({ file, line: j + 1 }, `percentile ${r[1]}% is above 100%; expected 0% … 100%`);
    if (r[2] === 'min' || p === 0) min = v;
    else if (r[2] === 'max' || p === 1) max = v;
    else points.push({ p, value: v });
  }
  if (points.length === 0) throw new InputError({ file, line: start + 1 }, 'no percentile rows after "Percentiles:"; expected lines such as "  50%  (med) = 500"');
  return { points, min, max, end: j, whole };
}

export const kuduHdr = defineReader({
  id: 'kudu-hdr',
  title: 'Kudu HdrHistogram DumpHumanReadable',
  carries: 'percentiles',
  howTo: 'histogram->DumpHumanReadable(&out) in Kudu tools/tests (values in µs)',
  detect(probe: InputProbe): number {
    return /^Percentiles:[ \t]*\r?\n[ \t]+0%[ \t]+\(min\) = /m.test(probe.head) ? 0.9 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const lines = splitLines(await input.readText());
    ctx.warn('unit-assumed');
    const measurements: Measurement[] = [];
    const names = new Set<string>();
    let title: string | undefined;
    let count: number | undefined;
    let mean: number | undefined;
    let countLine = 0;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const c = /^\s*(?:Total )?Count:\s*(\d+)\s*$/.exec(l);
      if (c) {
        count = Number(c[1]);
        countLine = i + 1;
        continue;
      }
      const m = /^\s*Mean:\s*([-\d.eE+]+|nan|-?inf)\s*$/i.exec(l);
      if (m) {
        mean = Number(m[1]) * SCALE;
        continue;
      }
      if (/^\s*CountInBuckets:/.test(l)) continue;
      if (!/^\s*Percentiles:\s*$/.test(l)) {
        if (/^\*?NOTE: some values were greater than highest trackable value/.test(l.trim())) ctx.warn('clipped', { line: i + 1 });
        else if (/\S/.test(l) && !/^\s*\d/.test(l)) title = l.trim().replace(/:$/, '');
        continue;
      }
      if (count === undefined) throw new InputError({ file, line: i + 1 }, '"Percentiles:" without a "Count: N" line before it; expected a Kudu HdrHistogram dump');
      const { points, min, max, end, whole } = percentileRows(lines, i + 1, file);
      if (count === 0) ctx.warn('empty-dump', { line: countLine });
      else {
        let name = title ?? 'latency';
        for (let k = 2; names.has(name); k++) name = `${title ?? 'latency'} (${k})`;
        names.add(name);
        measurements.push({ benchmark: name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'percentiles', points, count, min, max, mean: mean !== undefined && Number.isFinite(mean) ? mean : undefined, ...(whole ? { printResolution: SCALE } : {}) }, source: { file, line: countLine || i + 1 } });
      }
      title = undefined;
      count = undefined;
      mean = undefined;
      i = end - 1;
    }
    if (measurements.length === 0) throw new InputError({ file, line: lines.length }, 'no "Count: N … Percentiles:" dump; expected a Kudu HdrHistogram dump');
    return { measurements };
  },
});
