/**
 * wrk2 (giltene/wrk2) console output: `wrk -R <rate> --latency [-U] <url>`.
 *
 * wrk2 sends at a constant rate and measures latency from each request's intended send time
 * (coordinated-omission corrected): open-loop. Per `Running … test @ <url>` block (one run):
 * - `<url>` in ns: the "Detailed Percentile spectrum" (HdrHistogram, values in ms) as a
 *   `histogram`: bucket counts are TotalCount differences, each bucket at its upper edge.
 * - `<url> (uncorrected)` in ns: the second spectrum printed by `-U/--u_latency` (latency from
 *   the actual send time); a note gives the corrected/uncorrected p99 ratio.
 * - `<url>` in ops/s: `Requests/sec` as a one-value `summary`.
 * Without `--latency` only the Thread Stats summary exists (kind `summary`). If a spectrum is
 * missing but the short "Latency Distribution (HdrHistogram …)" list is there, it is used as
 * `percentiles`. Socket errors and non-2xx/3xx responses become warnings.
 */
import { InputError } from '../errors.js';
import type { Histogram, Measurement, ParseResult, RunData } from '../model/types.js';
import { assertFinite, histogramPercentile, parseSpectrum, percentFraction, spectrumHeader, spectrumToHistogram } from './hdr-spectrum.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { latencySummary, parseWrkBlocks, rpsMeasurement, wrkTime, type WrkBlock } from './wrk.js';

const DIST = /^\s*Latency Distribution \(HdrHistogram - (.*)\)\s*$/;
const PCT_ROW = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;

interface Section {
  uncorrected: boolean;
  data: RunData;
  line: number;
}

function sections(b: WrkBlock, file: string, warn: (w: string) => void): Section[] {
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
    if (hist) out.push({ uncorrected, data: { kind: 'histogram', histogram: hist }, line });
    else if (points.length > 0) out.push({ uncorrected, data: { kind: 'percentiles', points, count: b.requests, mean: b.avg, max: b.max }, line });
    else throw new InputError({ file, line: line + 1 }, 'no percentiles after "Latency Distribution (HdrHistogram …)"; expected lines such as "50.000%  6.21ms"');
  }
  return out;
}

export const wrk2: FormatReader = {
  id: 'wrk2',
  title: 'wrk2 console output (-R rate, --latency, -U)',
  carries: 'histogram',
  howTo: 'wrk -t2 -c100 -d30s -R2000 --latency [-U] http://127.0.0.1:8080/ > wrk2.txt  (giltene/wrk2)',
  detect(probe: InputProbe): number {
    if (probe.isDirectory) return 0;
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h)) return 0;
    if (/Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|^[ \t]*Thread calibration: /m.test(h)) return 0.95;
    return 0;
  },
  async parse(input: InputFile): Promise<ParseResult> {
    const file = input.path;
    const warnings: string[] = [];
    const blocks = parseWrkBlocks(await input.readText(), file, warnings);
    const measurements: Measurement[] = [];
    blocks.forEach((b, n) => {
      const run = String(n + 1);
      const secs = sections(b, file, (w) => warnings.push(w));
      const corrected = secs.find((s) => !s.uncorrected);
      const uncorrected = secs.find((s) => s.uncorrected);
      measurements.push({ benchmark: b.url, unit: 'ns', lowerIsBetter: true, run, data: corrected ? corrected.data : latencySummary(b), source: { file, line: corrected ? corrected.line : b.line } });
      if (uncorrected) {
        measurements.push({ benchmark: `${b.url} (uncorrected)`, unit: 'ns', lowerIsBetter: true, run, data: uncorrected.data, source: { file, line: uncorrected.line } });
        if (corrected?.data.kind === 'histogram' && uncorrected.data.kind === 'histogram') {
          const c = histogramPercentile(corrected.data.histogram, 0.99);
          const u = histogramPercentile(uncorrected.data.histogram, 0.99);
          if (u > 0) warnings.push(`${file}:${corrected.line}: ${b.url}: corrected p99 ${(c / 1e6).toFixed(3)} ms is ${(c / u).toFixed(2)}× the uncorrected p99 ${(u / 1e6).toFixed(3)} ms (coordinated omission)`);
        }
      }
      measurements.push(rpsMeasurement(b, run, file));
      const total = corrected?.data.kind === 'histogram' ? corrected.data.histogram.total : undefined;
      if (total !== undefined && b.requests !== undefined && total < b.requests) {
        warnings.push(`${file}:${corrected!.line}: ${b.url}: the histogram holds ${total} latencies of ${b.requests} requests (wrk2 records no latencies during its calibration period, nor for unfinished requests)`);
      }
    });
    assertFinite(measurements);
    return { format: 'wrk2', measurements, loadModel: 'open-loop', warnings };
  },
};
