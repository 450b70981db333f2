/**
 * vegeta `report` (text, the default type).
 *
 * Each `Requests [total, rate, throughput]` block is one report = one run of one attack. The
 * report names no target: the benchmark is `vegeta`. Each report carries its load, the attack's
 * `rate` (see `offeredRate`): reports of one file are runs "1", "2", … of `vegeta`, told apart by
 * their load when their rates differ (a log of attacks at several rates is a sweep). A report
 * whose rate cannot be known (one request) is its own benchmark `vegeta (report k)` when the file
 * holds several reports, since nothing says it repeats another.
 * - ns: `Latencies [min, mean, 50, 90, 95, 99, max]` (old releases omit 90) as `percentiles`
 *   with count = total requests, min, mean, max. Values are Go durations (`430.399ms`, `10.001s`,
 *   `2m0s`, `µs`). vegeta includes failed requests in the latencies (timeouts pile up at the
 *   client timeout); a success ratio below 100% becomes a warning with the status codes and the
 *   first error.
 * - ops/s: `throughput` (successful requests/s) as one `per-run` value.
 * vegeta attacks at a fixed rate: open-loop.
 * Measures: `latency` (ns) and `throughput` (ops/s), as in the other vegeta readers.
 */
import { InputError } from '../errors.js';
import type { Load, Measurement, PercentilePoint } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { parseLooseNumber, percentFraction, scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

// Run on trimmed lines, with a key that ends at a letter: a lazy key before `\s+`, or a lazy
// value before `\s*$`, was quadratic in a long run of spaces.
const ROW = /^([A-Z](?:[A-Za-z ]*[A-Za-z])?)\s+\[([^\]]+)\]\s+(.*)$/;
const GO_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|μs|ns)/gy;

/** A Go time.Duration string ("1m30.5s", "430.399ms", "0s") → ns; NaN if it is not one. */
export function goDuration(text: string): number {
  const s = text.trim();
  if (s === '') return NaN;
  GO_PART.lastIndex = 0;
  let total = 0;
  let pos = 0;
  for (let m = GO_PART.exec(s); m; m = GO_PART.exec(s)) {
    total += scaleDecimal(m[1], parseUnit(m[2]).scale);
    pos = GO_PART.lastIndex;
  }
  return pos === s.length && pos > 0 ? total : NaN;
}

/**
 * The rate an attack was paced at (`vegeta attack -rate`), from its request count and attack
 * duration (first to last send): (requests − 1) / attack, rounded to 2 significant figures (7993.5,
 * 7996.1 and 8000.03 are all 8000: one offered rate is one sweep point, whatever the scheduling
 * jitter), since vegeta's own `rate` (requests / attack) overstates it by one request. A paced
 * attack sends on schedule, so this is the offered rate even when the server falls behind (the
 * achieved rate is the `throughput`). Undefined with fewer than 2 requests or no duration. An
 * unpaced attack (`-rate=0 -max-workers=N`) has no offered rate: its value is then the achieved
 * send rate, different in every run — name such runs (`--sweep-param`, a name) instead.
 */
export function offeredRate(requests: number, attackNs: number): number | undefined {
  if (!(requests >= 2) || !(attackNs > 0)) return undefined;
  const r = (requests - 1) / (attackNs / 1e9);
  if (!Number.isFinite(r)) return undefined;
  return Number(r.toPrecision(2));
}

/** `offeredRate` as a measurement's load. */
export function rateLoad(requests: number, attackNs: number): Load | undefined {
  const value = offeredRate(requests, attackNs);
  return value === undefined || value <= 0 ? undefined : { param: 'rate', value };
}

interface Report {
  line: number;
  rows: Map<string, { labels: string[]; values: string[]; line: number }>;
  errors: string[];
}

function splitReports(lines: string[]): Report[] {
  const out: Report[] = [];
  let cur: Report | undefined;
  let inErrors = false;
  lines.forEach((l, i) => {
    const m = ROW.exec(l.trimEnd());
    if (m) {
      const key = m[1].trim();
      if (key === 'Requests') {
        cur = { line: i + 1, rows: new Map(), errors: [] };
        out.push(cur);
      }
      inErrors = false;
      if (!cur) return;
      const values = key === 'Status Codes' ? m[3].split(/\s+/) : m[3].split(/,\s*/);
      cur.rows.set(key, { labels: m[2].split(/,\s*/), values, line: i + 1 });
      return;
    }
    if (/^Error Set:\s*$/.test(l)) inErrors = cur !== undefined;
    else if (inErrors && l.trim() !== '') cur!.errors.push(l.trim());
    else inErrors = false;
  });
  return out;
}

/** The load of a report: from its printed `rate` (requests / attack), else from `Duration [total, attack, wait]`. */
function reportLoad(r: Report): Load | undefined {
  const req = r.rows.get('Requests')!;
  const total = parseLooseNumber(req.values[0] ?? '');
  const rate = parseLooseNumber(req.values[1] ?? '');
  if (Number.isFinite(rate) && rate > 0) return rateLoad(total, (total / rate) * 1e9);
  const dur = r.rows.get('Duration');
  const j = dur ? dur.labels.indexOf('attack') : -1;
  return j >= 0 ? rateLoad(total, goDuration(dur!.values[j] ?? '')) : undefined;
}

/** One report: its latency percentiles and throughput, and a warning when requests failed. */
function readReport(r: Report, name: string, run: string, load: Load | undefined, ctx: ReadContext): Measurement[] {
  const file = ctx.file;
  const req = r.rows.get('Requests')!;
  const lat = r.rows.get('Latencies');
  if (!lat)
    throw new InputError(
      { file, line: req.line },
      `${name}: no "Latencies [min, mean, …]" line after this one; expected a complete vegeta report (truncated?)`,
    );
  if (lat.labels.length !== lat.values.length)
    throw new InputError(
      { file, line: lat.line },
      `${lat.values.length} values for ${lat.labels.length} labels; expected one Go duration per label`,
    );
  const get = (label: string): number | undefined => {
    const j = lat.labels.indexOf(label);
    if (j < 0) return undefined;
    const v = goDuration(lat.values[j]);
    if (Number.isNaN(v))
      throw new InputError({ file, line: lat.line }, `"${lat.values[j]}" is not a duration; expected a Go duration such as 90.438129ms`);
    return v;
  };
  const points: PercentilePoint[] = [];
  for (const label of lat.labels) {
    if (!/^\d+(\.\d+)?$/.test(label)) continue;
    points.push({ p: percentFraction(label), value: get(label)! });
  }
  if (points.length === 0)
    throw new InputError(
      { file, line: lat.line },
      'no percentile columns (50, 95, 99, …); expected "Latencies [min, mean, 50, 90, 95, 99, max]"',
    );
  const total = parseLooseNumber(req.values[0] ?? '');
  const throughput = parseLooseNumber(req.values[2] ?? '');
  if (!Number.isFinite(total) || !Number.isFinite(throughput))
    throw new InputError({ file, line: req.line }, 'expected "total, rate, throughput" numbers such as "1200, 120.00, 65.87"');
  const out: Measurement[] = [
    {
      benchmark: name,
      unit: 'ns',
      measure: 'latency',
      lowerIsBetter: true,
      run,
      ...(load ? { load } : {}),
      data: { kind: 'percentiles', points, count: total, min: get('min'), mean: get('mean'), max: get('max') },
      source: { file, line: lat.line },
    },
    {
      benchmark: name,
      unit: 'ops/s',
      measure: 'throughput',
      lowerIsBetter: false,
      run,
      ...(load ? { load } : {}),
      data: { kind: 'per-run', value: throughput },
      source: { file, line: req.line },
    },
  ];
  const succ = r.rows.get('Success');
  const ratio = succ ? parseLooseNumber((succ.values[0] ?? '').replace('%', '')) : 100;
  if (Number.isFinite(ratio) && ratio < 100) {
    ctx.warn('failed', {
      line: succ!.line,
      name,
      success: ratio,
      requests: total,
      codes: r.rows.get('Status Codes')?.values ?? null,
      error: r.errors.length ? r.errors[0].slice(0, 120) : null,
    });
  }
  return out;
}

export const vegetaText = defineReader({
  id: 'vegeta-text',
  title: 'vegeta report (text)',
  carries: 'percentiles',
  howTo: 'vegeta attack -rate=100 -duration=30s < targets | vegeta report > report.txt',
  detect(probe: InputProbe): number {
    return /^Requests[ \t]+\[total, rate, throughput\]/m.test(probe.head) ? 0.9 : 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const reports = splitReports(splitLines(await input.readText()));
    if (reports.length === 0)
      throw new InputError({ file: input.path, line: 1 }, 'no "Requests [total, rate, throughput]" line; expected vegeta report text');
    const measurements = reports.flatMap((r, k) => {
      const load = reportLoad(r);
      return readReport(r, reports.length === 1 || load ? 'vegeta' : `vegeta (report ${k + 1})`, String(k + 1), load, ctx);
    });
    return { measurements, loadModel: 'open-loop' };
  },
});
