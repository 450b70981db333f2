/**
 * pgbench: the per-transaction log (`--log [--log-prefix=p]`, files `p.<pid>[.<thread>]`) and the
 * summary pgbench prints on stdout.
 *
 * Log lines are `client_id transaction_no time script_no time_epoch time_us [schedule_lag]
 * [retries]` with `time` the transaction latency in µs, or `skipped` (`-L` latency limit) /
 * `failed`. One log file is one run; every completed transaction is a `per-op` sample in ns
 * (`printResolution` 1 µs: pgbench logs whole microseconds), per
 * script (`pgbench`, or `pgbench (script N)` when the log holds several scripts). Skipped and
 * failed transactions are left out and counted in a warning. pgbench writes one file per thread:
 * concatenate a process's files (`cat p.<pid>*`) to read them as the one run they are. Six fields
 * mean no rate limit (closed-loop: each client waits for its transaction); with a 7th/8th field
 * (`-R` schedule lag, or retries — the columns cannot be told apart) the model is left unknown.
 * Aggregated logs (`--aggregate-interval`) carry no per-transaction values and are rejected.
 *
 * Summary: each `transaction type:` block is one run of `pgbench` (a file of several blocks gives
 * runs 1, 2, …; blocks of different transaction types are named `pgbench (<type>)`):
 * `latency average` (+ `latency stddev`, printed with -P/-R/-L) as a `summary` in ns with
 * n = transactions processed, and `tps` as a one-value ops/s `summary`. Failed or skipped
 * transactions become warnings. `rate limit schedule lag` (-R) means open-loop (pgbench then
 * measures latency from the scheduled start), otherwise closed-loop.
 * Measures: `latency` (ns, per-transaction log or summary) and `tps` (ops/s).
 */
import { InputError } from '../errors.js';
import type { LoadModel, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { forEachByteLine, splitLines } from '../read/lines.js';
import { scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { SampleColumn } from '../read/sample-column.js';

/** The benchmark's name (the tool's: its output names no benchmark). */
const NAME = 'pgbench';
const LOG_LINE = /^(\d+) (\d+) (\d+|skipped|failed) (\d+) (\d+) (\d+)((?: \d+){0,2})\s*$/;

/** Where the fast path of a log line puts what it read. */
interface LogFields {
  /** The latency in µs. */
  time: number;
  script: number;
  /** Fields after the 6th (schedule lag, retries). */
  extra: number;
}

/** The end of the digits starting at i (before e), or −1 when there are none or more than 15. */
function digitsEnd(buf: Buffer, i: number, e: number): number {
  const s = i;
  while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
  if (i === s || i - s > 15) return -1;
  return i;
}

function digitsValue(buf: Buffer, s: number, e: number): number {
  let v = 0;
  for (let i = s; i < e; i++) v = v * 10 + (buf[i] - 0x30);
  return v;
}

/**
 * A completed transaction's line read from its bytes: six space-separated integers (the script
 * number without a leading zero, so that it names its script as the text does), then at most two
 * more and trailing blanks; false for anything else (skipped, failed, malformed), which the
 * regex then reads.
 */
function fastLogLine(buf: Buffer, s: number, e: number, out: LogFields): boolean {
  while (e > s && (buf[e - 1] === 0x20 || buf[e - 1] === 0x09 || buf[e - 1] === 0x0d)) e--;
  let i = s;
  for (let k = 0; k < 6; k++) {
    const end = digitsEnd(buf, i, e);
    if (end < 0) return false;
    if (k === 2) out.time = digitsValue(buf, i, end);
    else if (k === 3) {
      if (buf[i] === 0x30 && end - i > 1) return false;
      out.script = digitsValue(buf, i, end);
    }
    i = end;
    if (k < 5) {
      if (i >= e || buf[i] !== 0x20) return false;
      i++;
    }
  }
  let extra = 0;
  while (i < e) {
    if (buf[i] !== 0x20 || extra === 2) return false;
    const end = digitsEnd(buf, i + 1, e);
    if (end < 0) return false;
    i = end;
    extra++;
  }
  out.extra = extra;
  return true;
}

async function parseLog(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const scripts = new Map<string, { values: SampleColumn; line: number }>();
  let lineNo = 0;
  let skipped = 0;
  let failed = 0;
  let extra = 0;
  const fields: LogFields = { time: 0, script: 0, extra: 0 };
  let lastScript = -1;
  let last: { values: SampleColumn; line: number } | undefined;
  const script = (key: string): { values: SampleColumn; line: number } => {
    let sc = scripts.get(key);
    if (!sc) scripts.set(key, (sc = { values: new SampleColumn(), line: lineNo }));
    return sc;
  };
  const handle = (buf: Buffer, s: number, e: number): void => {
    lineNo++;
    if (fastLogLine(buf, s, e, fields)) {
      if (fields.extra > extra) extra = fields.extra;
      if (fields.script !== lastScript || last === undefined) {
        last = script(String(fields.script));
        lastScript = fields.script;
      }
      last.values.push(fields.time * 1e3);
      return;
    }
    const raw = buf.toString('utf8', s, e);
    const l = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (l.trim() === '') return;
    const m = LOG_LINE.exec(l);
    if (!m)
      throw new InputError(
        { file, line: lineNo },
        `"${l.slice(0, 60)}" is not a pgbench log line; expected "client_id transaction_no time script_no time_epoch time_us [schedule_lag] [retries]"`,
      );
    extra = Math.max(extra, m[7].trim() === '' ? 0 : m[7].trim().split(' ').length);
    if (m[3] === 'skipped') return void skipped++;
    if (m[3] === 'failed') return void failed++;
    const sc = script(m[4]);
    sc.values.push(Number(m[3]) * 1e3);
    // The fast path's script is found again by its number (a key such as "01" is not its number).
    lastScript = -1;
  };
  await forEachByteLine(input, handle);
  const total = [...scripts.values()].reduce((a, s) => a + s.values.length, 0) + skipped + failed;
  if (skipped > 0) ctx.warn('skipped', { skipped, total });
  if (failed > 0) ctx.warn('failed', { failed, total });
  if (scripts.size === 0)
    throw new InputError(
      { file, line: lineNo || undefined },
      lineNo === 0 ? 'the file is empty; expected pgbench --log lines' : 'no completed transactions (all skipped or failed)',
    );
  const measurements: Measurement[] = [...scripts].map(([script, s]) => ({
    benchmark: scripts.size === 1 ? NAME : `${NAME} (script ${script})`,
    unit: 'ns',
    measure: 'latency',
    lowerIsBetter: true,
    run: '1',
    data: { kind: 'per-op', values: s.values.take(), printResolution: 1e3 },
    source: { file, line: s.line },
  }));
  const loadModel: LoadModel | undefined = extra === 0 ? 'closed-loop' : undefined;
  return { measurements, loadModel };
}

/** What one `transaction type:` block of the summary says. */
interface Block {
  n?: number;
  mean?: number;
  sd?: number;
  tps?: number;
  meanLine: number;
  tpsLine: number;
  /** `rate limit schedule lag` was printed: -R, open-loop. */
  open: boolean;
}

/** The lines [start + 1, end) of the block that starts at `start`. */
function readBlock(lines: string[], start: number, end: number, name: string, ctx: ReadContext): Block {
  const b: Block = { meanLine: start + 1, tpsLine: start + 1, open: false };
  for (let i = start + 1; i < end; i++) {
    const l = lines[i];
    let m = /^number of transactions actually processed: (\d+)/.exec(l);
    if (m) b.n = Number(m[1]);
    m = /^number of (failed transactions|transactions skipped): (\d+)/.exec(l);
    if (m && Number(m[2]) > 0) ctx.warn('not-completed', { line: i + 1, name, text: l.trim() });
    m = /^latency average = ([\d.]+) ms\s*$/.exec(l);
    if (m) {
      b.mean = scaleDecimal(m[1], 1e6);
      b.meanLine = i + 1;
    }
    m = /^latency stddev = ([\d.]+) ms\s*$/.exec(l);
    if (m) b.sd = scaleDecimal(m[1], 1e6);
    if (/^rate limit schedule lag: /.test(l)) b.open = true;
    m = /^tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(l);
    if (m) {
      b.tps = Number(m[1]);
      b.tpsLine = i + 1;
    }
  }
  return b;
}

async function parseSummary(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const starts = lines.flatMap((l, i) => (/^transaction type: /.test(l) ? [i] : []));
  const types = new Set(starts.map((i) => lines[i].slice('transaction type: '.length).trim()));
  const measurements: Measurement[] = [];
  let open = false;
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1] : lines.length;
    const type = lines[s].slice('transaction type: '.length).trim();
    const name = types.size > 1 ? `${NAME} (${type})` : NAME;
    const run = String(k + 1);
    const { n, mean, sd, tps, meanLine, tpsLine, open: lag } = readBlock(lines, s, end, name, ctx);
    if (lag) open = true;
    if (mean === undefined || tps === undefined)
      throw new InputError(
        { file, line: end },
        `${name}: no "latency average = … ms" or "tps = …" line; expected pgbench's complete summary (truncated?)`,
      );
    measurements.push({
      benchmark: name,
      unit: 'ns',
      measure: 'latency',
      lowerIsBetter: true,
      run,
      data: { kind: 'summary', mean, sd, n },
      source: { file, line: meanLine },
    });
    measurements.push({
      benchmark: name,
      unit: 'ops/s',
      measure: 'tps',
      lowerIsBetter: false,
      run,
      data: { kind: 'summary', mean: tps },
      source: { file, line: tpsLine },
    });
  });
  if (measurements.length === 0) throw new InputError({ file, line: 1 }, 'no "transaction type:" line; expected pgbench output');
  return { measurements, loadModel: open ? 'open-loop' : 'closed-loop' };
}

export const pgbench = defineReader({
  id: 'pgbench',
  title: 'pgbench summary or per-transaction --log file',
  carries: 'per-op',
  howTo: 'pgbench -c 4 -j 2 -T 60 --log --log-prefix=pgbench_log db > pgbench.txt; cat pgbench_log.<pid>* > pgbench.log',
  detect(probe: InputProbe): number {
    const h = probe.head;
    if (/^transaction type: /m.test(h) && /^(scaling factor|query mode|number of clients): /m.test(h)) return 0.9;
    const first = h.split('\n', 1)[0].replace(/\r$/, '');
    return LOG_LINE.test(first) ? 0.85 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    return /^transaction type: /m.test(input.head) ? parseSummary(input, ctx) : parseLog(input, ctx);
  },
});
