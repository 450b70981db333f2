/**
 * oha JSON output: `oha --no-tui --output-format json <url>` (older releases: `-j`/`--json`).
 * All times are seconds.
 *
 * One output is one run. oha does not print the target, so the benchmark is `oha`:
 * - ns: `latencyPercentiles` p10…p99.99 as `percentiles` with count = responses
 *   (Σ statusCodeDistribution), min = `summary.fastest`, max = `summary.slowest`,
 *   mean = `summary.average`. The 11-bucket `responseTimeHistogram` (equal-width, hey-style) is
 *   too coarse for tails and is not used.
 * - ops/s: `summary.requestsPerSec` as a one-value `summary`.
 * `successRate` < 1 and `errorDistribution` entries become warnings (`-z` runs end with
 * "aborted due to deadline" errors, which are the run's end, not server failures). oha runs a
 * fixed number of connections: closed-loop — the JSON cannot show a `-q` rate limit, so a paced
 * run is also labelled closed-loop (the cautious label: oha measures from the actual send).
 */
import { InputError } from '../errors.js';
import type { Measurement, ParseResult, PercentilePoint } from '../model/types.js';
import { JsonPath, isObject, parseJson, tryParseJson } from './json.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { assertFinite, percentFraction } from './hdr-spectrum.js';

export const ohaJson: FormatReader = {
  id: 'oha-json',
  title: 'oha JSON output (--output-format json / -j)',
  carries: 'percentiles',
  howTo: 'oha --no-tui -z 30s -c 50 --output-format json http://127.0.0.1:8080/ > oha.json',
  detect(probe: InputProbe): number {
    if (probe.isDirectory) return 0;
    const h = probe.head.trimStart();
    if (!h.startsWith('{') || !/"successRate"/.test(h) || !/"latencyPercentiles"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === undefined) return 0.6;
    return isObject(doc) && isObject(doc.summary) && 'latencyPercentiles' in doc ? 0.95 : 0;
  },
  async parse(input: InputFile): Promise<ParseResult> {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const sp = root.at('summary');
    const summary = sp.object(doc.summary);
    const lp = root.at('latencyPercentiles');
    const lat = lp.object(doc.latencyPercentiles);
    const warnings: string[] = [];
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
    if (points.length === 0) throw new InputError({ file, pointer: '/latencyPercentiles' }, 'no latency percentiles (no successful responses?); expected p50, p99, … in seconds');
    const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
    let count = 0;
    for (const [code, n] of Object.entries(codes)) count += root.at('statusCodeDistribution').at(code).finite(n);
    const opt = (k: string): number | undefined => (summary[k] === undefined || summary[k] === null ? undefined : sp.at(k).finite(summary[k]) * 1e9);
    const measurements: Measurement[] = [
      {
        benchmark: 'oha',
        unit: 'ns',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'percentiles', points, count: count > 0 ? count : undefined, min: opt('fastest'), max: opt('slowest'), mean: opt('average') },
        source: { file, pointer: '/latencyPercentiles' },
      },
    ];
    if (summary.requestsPerSec !== undefined) {
      measurements.push({ benchmark: 'oha', unit: 'ops/s', lowerIsBetter: false, run: '1', data: { kind: 'summary', mean: sp.at('requestsPerSec').finite(summary.requestsPerSec) }, source: { file, pointer: '/summary/requestsPerSec' } });
    }
    const success = summary.successRate === undefined ? 1 : sp.at('successRate').finite(summary.successRate);
    if (success < 1) warnings.push(`${file} at /summary/successRate: oha: success rate ${(success * 100).toFixed(2)}%`);
    const bad = Object.entries(codes).filter(([c]) => !/^[23]\d\d$/.test(c));
    if (bad.length > 0) warnings.push(`${file} at /statusCodeDistribution: oha: non-2xx/3xx responses ${bad.map(([c, n]) => `${c}:${String(n)}`).join(' ')}; their latencies are included`);
    if (isObject(doc.errorDistribution)) {
      const errs = Object.entries(doc.errorDistribution);
      if (errs.length > 0) warnings.push(`${file} at /errorDistribution: oha: ${errs.map(([k, v]) => `${String(v)}× ${k.slice(0, 80)}`).join('; ')} (not in the latencies; "aborted due to deadline" is the end of a -z run)`);
    }
    assertFinite(measurements);
    return { format: 'oha-json', measurements, loadModel: 'closed-loop', warnings };
  },
};
