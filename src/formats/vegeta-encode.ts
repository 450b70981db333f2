/**
 * vegeta raw results as NDJSON (`vegeta encode --to json results.bin`): one object per request
 * with `attack`, `seq`, `code`, `timestamp`, `latency` (integer ns), `error`, ….
 *
 * One file is one run; each attack name is a benchmark (`vegeta` when the name is empty), and
 * every successful request is a `per-op` sample in ns. Failed requests — a non-empty `error` or
 * code 0 (vegeta sets `error` for transport failures, timeouts and codes outside 2xx/3xx) — are
 * left out of the samples and counted in a warning: their "latency" is mostly the client timeout
 * or a fast refusal, not the service time. (vegeta's own report includes them; a comparison should
 * look at the failure counts too.) Streams line by line. vegeta attacks at a fixed rate:
 * open-loop.
 */
import { InputError } from '../errors.js';
import type { Measurement, ParseResult } from '../model/types.js';
import { isObject } from './json.js';
import { forEachLine } from './text.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { SampleColumn } from './sample-column.js';

/** One attack's successful latencies, and what failed. */
class Series extends SampleColumn {
  failed = 0;
  codes = new Map<string, number>();
  firstError = '';
  constructor(readonly line: number) {
    super();
  }
}

export const vegetaEncode: FormatReader = {
  id: 'vegeta-encode',
  title: 'vegeta encode --to json (one JSON object per request)',
  carries: 'per-op',
  howTo: 'vegeta attack -rate=100 -duration=30s < targets > results.bin; vegeta encode --to json results.bin > results.ndjson',
  detect(probe: InputProbe): number {
    if (probe.isDirectory) return 0;
    const first = probe.head.trimStart().split('\n', 1)[0].trim();
    if (!first.startsWith('{')) return 0;
    try {
      const o = JSON.parse(first) as unknown;
      return isObject(o) && 'attack' in o && 'seq' in o && 'latency' in o && 'code' in o ? 0.95 : 0;
    } catch {
      return 0;
    }
  },
  async parse(input: InputFile): Promise<ParseResult> {
    const file = input.path;
    const series = new Map<string, Series>();
    let lineNo = 0;
    const handle = (raw: string): void => {
      lineNo++;
      const l = raw.trim();
      if (l === '') return;
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
      const name = typeof o.attack === 'string' && o.attack !== '' ? o.attack : 'vegeta';
      let s = series.get(name);
      if (!s) {
        s = new Series(lineNo);
        series.set(name, s);
      }
      const error = typeof o.error === 'string' ? o.error : '';
      if (error !== '' || code === 0) {
        s.failed++;
        s.codes.set(String(code), (s.codes.get(String(code)) ?? 0) + 1);
        if (s.firstError === '') s.firstError = error || `code ${code}`;
        return;
      }
      s.push(latency);
    };
    await forEachLine(input, handle);
    if (series.size === 0) throw new InputError({ file }, 'the file is empty; expected one vegeta result per line');
    const warnings: string[] = [];
    const measurements: Measurement[] = [];
    for (const [name, s] of series) {
      if (s.failed > 0) {
        const codes = [...s.codes].map(([c, n]) => `${c}:${n}`).join(' ');
        warnings.push(`${file}:${s.line}: ${name}: ${s.failed} of ${s.failed + s.length} requests failed (codes ${codes}; e.g. ${s.firstError.slice(0, 120)}); left out of the latency samples`);
      }
      if (s.length === 0) continue;
      measurements.push({ benchmark: name, unit: 'ns', lowerIsBetter: true, run: '1', data: { kind: 'per-op', values: s.take() }, source: { file, line: s.line } });
    }
    if (measurements.length === 0) throw new InputError({ file }, 'every request failed; expected at least one successful request');
    return { format: 'vegeta-encode', measurements, loadModel: 'open-loop', warnings };
  },
};
