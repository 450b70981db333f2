/**
 * oha JSON output: `oha --no-tui --output-format json <url>` (older releases: `-j`/`--json`).
 * All times are seconds.
 *
 * One output is one run. oha does not print the target, so the benchmark is `oha`:
 * - ns: `latencyPercentiles` p10…p99.99 as `percentiles` with count = responses
 *   (Σ statusCodeDistribution), min = `summary.fastest`, max = `summary.slowest`,
 *   mean = `summary.average`. The 11-bucket `responseTimeHistogram` (equal-width, hey-style) is
 *   too coarse for tails and is not used.
 * - ops/s: `summary.requestsPerSec` as one `per-run` value (the `rps` per-second statistics are
 *   seconds of one run, not runs, and are not read). The JSON records neither `-c` nor `-q`, so
 *   no load is set (name the runs or give `--sweep-param` for a sweep).
 * `successRate` < 1 and `errorDistribution` entries become warnings (`-z` runs end with
 * "aborted due to deadline" errors, which are the run's end, not server failures). oha runs a
 * fixed number of connections: closed-loop — the JSON cannot show a `-q` rate limit, so a paced
 * run is also labelled closed-loop (the cautious label: oha measures from the actual send).
 * Measures: `latency` (ns) and `requestsPerSec` (ops/s), the latency named as in the oha CSV reader.
 */
import { InputError } from '../errors.js';
import type { Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { JsonPath, isObject, parseJson, tryParseJson, type JsonObject } from '../read/json.js';
import { percentFraction } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

/** Failed requests, non-2xx/3xx statuses and connection errors. */
function responseWarnings(doc: JsonObject, success: number, codes: JsonObject, ctx: ReadContext): void {
  if (success < 1) ctx.warn('success-rate', { pointer: '/summary/successRate', success });
  const bad = Object.entries(codes).filter(([c]) => !/^[23]\d\d$/.test(c));
  if (bad.length > 0)
    ctx.warn('non-2xx', { pointer: '/statusCodeDistribution', statuses: bad.map(([c]) => c), counts: bad.map(([, n]) => String(n)) });
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0)
      ctx.warn('errors', {
        pointer: '/errorDistribution',
        errors: errs.map(([k]) => k.slice(0, 80)),
        counts: errs.map(([, v]) => String(v)),
      });
  }
}

export const ohaJson = defineReader({
  id: 'oha-json',
  title: 'oha JSON output (--output-format json / -j)',
  carries: 'percentiles',
  howTo: 'oha --no-tui -z 30s -c 50 --output-format json http://127.0.0.1:8080/ > oha.json',
  detect(probe: InputProbe): number {
    const h = probe.head.trimStart();
    if (!h.startsWith('{') || !/"successRate"/.test(h) || !/"latencyPercentiles"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === undefined) return 0.6;
    return isObject(doc) && isObject(doc.summary) && 'latencyPercentiles' in doc ? 0.95 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const sp = root.at('summary');
    const summary = sp.object(doc.summary);
    const lp = root.at('latencyPercentiles');
    const lat = lp.object(doc.latencyPercentiles);
    const points: PercentilePoint[] = [];
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+(?:\.\d+)?)$/.exec(k);
      if (!m) continue;
      if (v === null) continue; // no successful responses at all
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail('a non-negative latency in seconds', v);
      points.push({ p: percentFraction(m[1]), value: value * 1e9 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0)
      throw new InputError(
        { file, pointer: '/latencyPercentiles' },
        'no latency percentiles (no successful responses?); expected p50, p99, … in seconds',
      );
    const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
    let count = 0;
    for (const [code, n] of Object.entries(codes)) count += root.at('statusCodeDistribution').at(code).finite(n);
    const opt = (k: string): number | undefined =>
      summary[k] === undefined || summary[k] === null ? undefined : sp.at(k).finite(summary[k]) * 1e9;
    const measurements: Measurement[] = [
      {
        benchmark: 'oha',
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        data: {
          kind: 'percentiles',
          points,
          count: count > 0 ? count : undefined,
          min: opt('fastest'),
          max: opt('slowest'),
          mean: opt('average'),
        },
        source: { file, pointer: '/latencyPercentiles' },
      },
    ];
    if (summary.requestsPerSec !== undefined) {
      measurements.push({
        benchmark: 'oha',
        unit: 'ops/s',
        measure: 'requestsPerSec',
        lowerIsBetter: false,
        run: '1',
        data: { kind: 'per-run', value: sp.at('requestsPerSec').finite(summary.requestsPerSec) },
        source: { file, pointer: '/summary/requestsPerSec' },
      });
    }
    const success = summary.successRate === undefined ? 1 : sp.at('successRate').finite(summary.successRate);
    responseWarnings(doc, success, codes, ctx);
    return { measurements, loadModel: 'closed-loop' };
  },
});
