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
 * - in ops/s: `Requests/sec` as one `per-run` value (the run's achieved throughput).
 * Benchmarks are named `GET <path?query>` as in the wrk reader (`<name> (uncorrected)` for -U).
 * Load: wrk2 does not print its `-R` rate, but real files often carry the command line just
 * before the output (`-t1 -c64 -d60s -R2000 … http://…`, `wrk -R 2k …`); when one of the few lines
 * before a block has `-R`/`--rate` and names wrk or the block's URL, every measurement of the block
 * carries `load` {param `rate`, value}. Otherwise the load is left unset (not the connections: a
 * wrk2 sweep varies the rate at fixed connections, and a constant load would pool its points),
 * so the rate comes from the name or `--sweep-param`.
 * Without `--latency` only the Thread Stats summary exists (kind `summary`). If a spectrum is
 * missing but the short "Latency Distribution (HdrHistogram …)" list is there, it is used as
 * `percentiles` (with `printResolution` 1 µs: wrk2 records whole microseconds). Socket errors and non-2xx/3xx responses become warnings.
 * Measures: `latency` (ns, corrected and uncorrected) and `requests/sec` (ops/s), as in the wrk reader.
 */
import { InputError } from '../errors.js';
import type { Message } from '../model/message.js';
import type { Histogram, Load, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { spectrumToHistogram } from '../read/histogram.js';
import { splitLines } from '../read/lines.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseSpectrum, spectrumHeader } from '../read/spectrum.js';
import { latencySummary, parseWrkBlocks, RUNNING, rpsMeasurement, WRK_STEP, wrkTime, type WrkBlock } from './wrk.js';

const RATE_OPT = /(?:^|\s)(?:-R|--rate)(?:=|\s*)(\d+(?:\.\d+)?)([kKmM]?)(?=\s|$)/;

/**
 * The `-R` rate of the command line printed just before line index `at` (a "Running" line): the
 * last 3 non-blank lines before it, stopping at the previous block's totals.
 */
function printedRate(all: readonly string[], at: number, url: string): number | undefined {
  let seen = 0;
  for (let i = at - 1; i >= 0 && seen < 3; i--) {
    const l = all[i];
    if (l.trim() === '') continue;
    if (RUNNING.test(l) || /^\s*(Requests|Transfer)\/sec:/.test(l)) return undefined;
    seen++;
    const m = RATE_OPT.exec(l);
    if (!m || !(/\bwrk2?\b/.test(l) || l.includes(url))) continue;
    const v = Number(m[1]) * (m[2] === '' ? 1 : /k/i.test(m[2]) ? 1e3 : 1e6);
    return Number.isFinite(v) && v > 0 ? v : undefined;
  }
  return undefined;
}

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
      if (Number.isNaN(value))
        throw new InputError({ file, line: b.first + k }, `unreadable latency "${m[2]}"; expected a time such as 6.21ms`);
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
    else if (points.length > 0)
      out.push({
        uncorrected,
        data: { kind: 'percentiles', points, count: b.requests, mean: b.avg, max: b.max, printResolution: WRK_STEP },
        line,
        p99,
      });
    else
      throw new InputError(
        { file, line: line + 1 },
        'no percentiles after "Latency Distribution (HdrHistogram …)"; expected lines such as "50.000%  6.21ms"',
      );
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
    const all = splitLines(await input.readText());
    const blocks = parseWrkBlocks(all, ctx);
    const measurements: Measurement[] = [];
    blocks.forEach((b, n) => {
      const run = String(n + 1);
      const rate = printedRate(all, b.line - 1, b.url);
      const load: Load | undefined = rate === undefined ? undefined : { param: 'rate', value: rate };
      const at = load ? { load } : {};
      const secs = sections(b, file, ctx.add);
      const corrected = secs.find((s) => !s.uncorrected);
      const uncorrected = secs.find((s) => s.uncorrected);
      measurements.push({
        benchmark: b.name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run,
        ...at,
        data: corrected ? corrected.data : latencySummary(b),
        source: { file, line: corrected ? corrected.line : b.line },
      });
      if (uncorrected) {
        measurements.push({
          benchmark: `${b.name} (uncorrected)`,
          unit: 'ns',
          measure: 'latency',
          lowerIsBetter: true,
          run,
          ...at,
          data: uncorrected.data,
          source: { file, line: uncorrected.line },
        });
        if (corrected?.data.kind === 'histogram' && uncorrected.data.kind === 'histogram') {
          const c = corrected.p99;
          const u = uncorrected.p99;
          if (c !== undefined && u !== undefined && u > 0)
            ctx.warn('coordinated-omission', { line: corrected.line, url: b.url, corrected: c, uncorrected: u });
        }
      }
      measurements.push(rpsMeasurement(b, run, file, load));
      const total = corrected?.data.kind === 'histogram' ? corrected.data.histogram.total : undefined;
      if (total !== undefined && b.requests !== undefined && total < b.requests) {
        ctx.warn('calibration', { line: corrected!.line, url: b.url, latencies: total, requests: b.requests });
      }
    });
    return { measurements, loadModel: 'open-loop' };
  },
});
