/**
 * wrk2 (giltene/wrk2) console output: `wrk -R <rate> --latency [-U] <url>`.
 *
 * wrk2 sends at a constant rate and measures latency from each request's intended send time
 * (coordinated-omission corrected): open-loop. Per `Running … test @ <url>` block (one run):
 * - `<url>` in ns: the "Detailed Percentile spectrum" (HdrHistogram, values in ms) as a
 *   `histogram`: bucket counts are TotalCount differences, each bucket at its upper edge.
 * - `<url> (uncorrected)` in ns: the second spectrum printed by `-U/--u_latency` (latency from
 *   the actual send time); a note gives the corrected/uncorrected p99 ratio, from the p99 wrk2
 *   printed in each "Latency Distribution" list (the reader computes no percentile: compare/ does).
 * - `<url>` in ops/s: `Requests/sec` as a one-value `summary`.
 * Without `--latency` only the Thread Stats summary exists (kind `summary`). If a spectrum is
 * missing but the short "Latency Distribution (HdrHistogram …)" list is there, it is used as
 * `percentiles` (with `printResolution` 1 µs: wrk2 records whole microseconds). Socket errors and non-2xx/3xx responses become warnings.
 * Measures: `latency` (ns, corrected and uncorrected) and `requests/sec` (ops/s), as in the wrk reader.
 */
import { InputError } from '../errors.js';
import type { Message } from '../model/message.js';
import type { Histogram, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { spectrumToHistogram } from '../read/histogram.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseSpectrum, spectrumHeader } from '../read/spectrum.js';
import { latencySummary, parseWrkBlocks, rpsMeasurement, WRK_STEP, wrkTime, type WrkBlock } from './wrk.js';

const DIST = /^\s*Latency Distribution \(HdrHistogram - (.*)\)\s*$/;
const PCT_ROW = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;

interface Section {
  uncorrected: boolean;
  data: RunData;
  line: number;
  /** The p99 wrk2 printed in the section's "Latency Distribution" list, in ns. */
  p99?: number;
}

function sections(b: WrkBlock, file: string, warn: (m: Message) => void): Section[] {
  const out: Section[] = [];
  for (let j = 0; j < b.lines.length; j++) {
    const d = DIST.exec(b.lines[j]);
    if (!d) continue;
    const uncorrected = /uncorrected/i.test(d[1]);
    const line = b.first + j;
    const points: Array<{ p: number; value: number }> = [];
    let k = j + 1;
    for (; k < b.lines.length; k++) {
      const m = PCT_ROW.exec(b.lines[k]);
      if (!m) break;
      const value = wrkTime(m[2]);
      if (Number.isNaN(value)) throw new InputError({ file, line: b.first + k }, `unreadable latency "${m[2]}"; expected a time such as 6.21ms`);
      points.push({ p: percentFraction(m[1]), value });
    }
    // The spectrum follows within a few lines, before the next section.
    let hist: Histogram | undefined;
    for (; k < b.lines.length && !DIST.test(b.lines[k]) && !/^-{10,}\s*$/.test(b.lines[k]); k++) {
      const h = spectrumHeader(b.lines[k]);
      if (!h) continue;
      const spec = parseSpectrum(b.lines, k + 1, file, 1e6, h.csv, b.first - 1);
      hist = spectrumToHistogram(spec, file, warn);
      j = spec.end - 1;
      break;
    }
    const p99 = points.find((pt) => pt.p === 0.99)?.value;
    if (hist) out.push({ uncorrected, data: { kind: 'histogram', histogram: hist }, line, p99 });
    else if (points.length > 0) out.push({ uncorrected, data: { kind: 'percentiles', points, count: b.requests, mean: b.avg, max: b.max, printResolution: WRK_STEP }, line, p99 });
    else throw new InputError({ file, line: line + 1 }, 'no percentiles after "Latency Distribution (HdrHistogram …)"; expected lines such as "50.000%  6.21ms"');
  }
  return out;
}

export const wrk2 = defineReader({
  id: 'wrk2',
  title: 'wrk2 console output (-R rate, --latency, -U)',
  carries: 'histogram',
  howTo: 'wrk -t2 -c100 -d30s -R2000 --latency [-U] http://127.0.0.1:8080/ > wrk2.txt  (giltene/wrk2)',
  detect(probe: InputProbe): number {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h)) return 0;
    if (/Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|^[ \t]*Thread calibration: /m.test(h)) return 0.95;
    return 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const blocks = parseWrkBlocks(await input.readText(), ctx);
    const measurements: Measurement[] = [];
    blocks.forEach((b, n) => {
      const run = String(n + 1);
      const secs = sections(b, file, ctx.add);
      const corrected = secs.find((s) => !s.uncorrected);
      const uncorrected = secs.find((s) => s.uncorrected);
      measurements.push({ benchmark: b.url, unit: 'ns', measure: 'latency', lowerIsBetter: true, run, data: corrected ? corrected.data : latencySummary(b), source: { file, line: corrected ? corrected.line : b.line } });
      if (uncorrected) {
        measurements.push({ benchmark: `${b.url} (uncorrected)`, unit: 'ns', measure: 'latency', lowerIsBetter: true, run, data: uncorrected.data, source: { file, line: uncorrected.line } });
        if (corrected?.data.kind === 'histogram' && uncorrected.data.kind === 'histogram') {
          const c = corrected.p99;
          const u = uncorrected.p99;
          if (c !== undefined && u !== undefined && u > 0) ctx.warn('coordinated-omission', { line: corrected.line, url: b.url, corrected: c, uncorrected: u });
        }
      }
      measurements.push(rpsMeasurement(b, run, file));
      const total = corrected?.data.kind === 'histogram' ? corrected.data.histogram.total : undefined;
      if (total !== undefined && b.requests !== undefined && total < b.requests) {
        ctx.warn('calibration', { line: corrected!.line, url: b.url, latencies: total, requests: b.requests });
      }
    });
    return { measurements, loadModel: 'open-loop' };
  },
});
