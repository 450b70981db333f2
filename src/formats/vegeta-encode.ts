/**
 * vegeta raw results as NDJSON (`vegeta encode --to json results.bin`): one object per request
 * with `attack`, `seq`, `code`, `timestamp`, `latency` (integer ns), `error`, ….
 *
 * One file is one run. Each attack name is a benchmark; results of an unnamed attack are named by
 * their request, `METHOD /path?query` (`method` and `url`, vegeta ≥ 12.8; read/request-name.ts: no
 * scheme, host or port), else `vegeta`. Every successful request is a `per-op` sample in ns. Each
 * benchmark carries its load, the attack's rate: (requests − 1) / (last − first `timestamp`), as
 * `offeredRate` in vegeta-text (unset when the timestamps are missing or span no time). Failed requests — a non-empty `error` or
 * code 0 (vegeta sets `error` for transport failures, timeouts and codes outside 2xx/3xx) — are
 * left out of the samples and counted in a warning: their "latency" is mostly the client timeout
 * or a fast refusal, not the service time. (vegeta's own report includes them; a comparison should
 * look at the failure counts too.) Streams line by line. vegeta attacks at a fixed rate:
 * open-loop.
 * Measure: `latency`, as in the other vegeta readers, so they compare with each other.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject } from '../read/json.js';
import { forEachLine } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { requestName } from '../read/request-name.js';
import { SampleColumn } from '../read/sample-column.js';
import { rateLoad } from './vegeta-text.js';

/** One attack's successful latencies, and what failed. */
class Series extends SampleColumn {
  failed = 0;
  codes = new Map<string, number>();
  firstError = '';
  /** Requests seen (failed too) and the first and last send time (ms since the epoch). */
  sent = 0;
  first = Infinity;
  last = -Infinity;
  constructor(readonly line: number) {
    super();
  }
}

/** One result line (trimmed, not empty) into its attack's series. */
function addResult(series: Map<string, Series>, l: string, lineNo: number, file: string): void {
  let o: unknown;
  try {
    o = JSON.parse(l);
  } catch {
    throw new InputError({ file, line: lineNo }, 'not a JSON object (truncated line?); expected one vegeta result per line');
  }
  if (!isObject(o)) throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"attack", "seq", "code", "latency", …}');
  const latency = o.latency;
  if (typeof latency !== 'number' || !Number.isFinite(latency) || latency < 0) {
    throw new InputError({ file, line: lineNo, pointer: '/latency' }, 'expected a non-negative latency in ns');
  }
  const code = typeof o.code === 'number' ? o.code : NaN;
  if (Number.isNaN(code)) throw new InputError({ file, line: lineNo, pointer: '/code' }, 'expected the HTTP status code as a number');
  const name =
    typeof o.attack === 'string' && o.attack !== ''
      ? o.attack
      : typeof o.url === 'string' && o.url !== ''
        ? requestName(typeof o.method === 'string' && o.method !== '' ? o.method : 'GET', o.url)
        : 'vegeta';
  let s = series.get(name);
  if (!s) {
    s = new Series(lineNo);
    series.set(name, s);
  }
  s.sent++;
  const t = typeof o.timestamp === 'string' ? Date.parse(o.timestamp) : NaN;
  if (Number.isFinite(t)) {
    if (t < s.first) s.first = t;
    if (t > s.last) s.last = t;
  }
  const error = typeof o.error === 'string' ? o.error : '';
  if (error !== '' || code === 0) {
    s.failed++;
    s.codes.set(String(code), (s.codes.get(String(code)) ?? 0) + 1);
    if (s.firstError === '') s.firstError = error || `code ${code}`;
    return;
  }
  s.push(latency);
}

export const vegetaEncode = defineReader({
  id: 'vegeta-encode',
  title: 'vegeta encode --to json (one JSON object per request)',
  carries: 'per-op',
  howTo: 'vegeta attack -rate=100 -duration=30s < targets > results.bin; vegeta encode --to json results.bin > results.ndjson',
  detect(probe: InputProbe): number {
    const first = probe.head.trimStart().split('\n', 1)[0].trim();
    if (!first.startsWith('{')) return 0;
    try {
      const o = JSON.parse(first) as unknown;
      return isObject(o) && 'attack' in o && 'seq' in o && 'latency' in o && 'code' in o ? 0.95 : 0;
    } catch {
      return 0;
    }
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const series = new Map<string, Series>();
    let lineNo = 0;
    await forEachLine(input, (raw) => {
      lineNo++;
      const l = raw.trim();
      if (l !== '') addResult(series, l, lineNo, file);
    });
    if (series.size === 0) throw new InputError({ file }, 'the file is empty; expected one vegeta result per line');
    const measurements: Measurement[] = [];
    for (const [name, s] of series) {
      if (s.failed > 0) {
        ctx.warn('failed', {
          line: s.line,
          name,
          failed: s.failed,
          requests: s.failed + s.length,
          codes: [...s.codes.keys()],
          counts: [...s.codes.values()],
          error: s.firstError.slice(0, 120),
        });
      }
      if (s.length === 0) continue;
      const load = s.last > s.first ? rateLoad(s.sent, (s.last - s.first) * 1e6) : undefined;
      measurements.push({
        benchmark: name,
        unit: 'ns',
        measure: 'latency',
        lowerIsBetter: true,
        run: '1',
        ...(load ? { load } : {}),
        data: { kind: 'per-op', values: s.take() },
        source: { file, line: s.line },
      });
    }
    if (measurements.length === 0) throw new InputError({ file }, 'every request failed; expected at least one successful request');
    return { measurements, loadModel: 'open-loop' };
  },
});
