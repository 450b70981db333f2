/**
 * oha per-request CSV: `oha --no-tui --output-format csv <url>`, header
 * `request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status` (times in seconds).
 *
 * One file is one run of the benchmark `oha` (the CSV names no target); every row's
 * `request-duration` is a `per-op` sample in ns. Responses with a status outside 2xx/3xx are
 * kept (they are completed requests, as wrk and oha's own summary count them) and counted in a
 * warning. Closed-loop (a fixed number of connections; see oha-json). Streams line by line.
 * Measure: `latency`, as in the oha JSON reader, so the two compare with each other.
 */
import { InputError } from '../errors.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { forEachLine } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { SampleColumn } from '../read/sample-column.js';

const HEADER = /^\uFEFF?request-start,DNS,DNS\+dialup,Response-delay,request-duration,bytes,status\r?$/;
const NUM = /^\d+(\.\d*)?([eE][+-]?\d+)?$/;

export const ohaCsv = defineReader({
  id: 'oha-csv',
  title: 'oha per-request CSV (--output-format csv)',
  carries: 'per-op',
  howTo: 'oha --no-tui -n 10000 -c 50 --output-format csv http://127.0.0.1:8080/ > oha.csv',
  detect(probe: InputProbe): number {
    return HEADER.test(probe.head.split('\n', 1)[0]) ? 0.95 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const values = new SampleColumn();
    let lineNo = 0;
    let bad = 0;
    const badCodes = new Map<string, number>();
    const handle = (raw: string): void => {
      lineNo++;
      const l = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (lineNo === 1) {
        if (!HEADER.test(l))
          throw new InputError(
            { file, line: 1 },
            `unexpected header "${l.slice(0, 80)}"; expected "request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status"`,
          );
        return;
      }
      if (l.trim() === '') return;
      const f = l.split(',');
      if (f.length !== 7)
        throw new InputError(
          { file, line: lineNo },
          `found ${f.length} fields; expected 7 (request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status)`,
        );
      if (!NUM.test(f[4]))
        throw new InputError(
          { file, line: lineNo },
          `request-duration "${f[4].slice(0, 30)}" is not a number; expected seconds such as 0.0123`,
        );
      if (!/^\d{3}$/.test(f[6]))
        throw new InputError({ file, line: lineNo }, `status "${f[6].slice(0, 30)}" is not an HTTP status; expected e.g. 200`);
      if (!/^[23]/.test(f[6])) {
        bad++;
        badCodes.set(f[6], (badCodes.get(f[6]) ?? 0) + 1);
      }
      values.push(Number(f[4]) * 1e9);
    };
    await forEachLine(input, handle);
    if (lineNo === 0) throw new InputError({ file }, 'the file is empty; expected oha CSV with a header line');
    if (values.length === 0) throw new InputError({ file, line: lineNo }, 'no request rows after the header; expected one row per request');
    if (bad > 0) ctx.warn('non-2xx', { bad, responses: values.length, statuses: [...badCodes.keys()], counts: [...badCodes.values()] });
    return {
      measurements: [
        {
          benchmark: 'oha',
          unit: 'ns',
          measure: 'latency',
          lowerIsBetter: true,
          run: '1',
          data: { kind: 'per-op', values: values.take() },
          source: { file, line: 2 },
        },
      ],
      loadModel: 'closed-loop',
    };
  },
});
