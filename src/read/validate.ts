/**
 * The last check of every reader's result (defineReader runs it), after unit scaling: every number the statistics will
 * see is finite (1e300 s is finite as printed but Infinity in ns), durations and counts are not
 * negative, histogram counts are whole numbers the statistics can count exactly (≤ 2^53), and
 * percentile levels lie in [0, 1]. A zero duration is kept but warned about once per input, so
 * the review can say why a ratio is missing instead of blaming the sample size; not in data a tool
 * prints in fixed steps (`printResolution`), where 0 is a value below one step.
 */
import { InputError } from '../errors.js';
import { message, type MessageParam } from '../model/message.js';
import { rowMeasurement } from '../model/run-table.js';
import type { Measurement, ParseResult, PerRunTable, Source } from '../model/types.js';
import { isTimeUnit } from '../units/units.js';

/** Largest count the statistics handle exactly (order statistics index ranks as doubles). */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

function show(v: number): string {
  return Number.isNaN(v) ? 'NaN' : String(v);
}

class Checker {
  zero: { source: Source; benchmark: string } | undefined;
  zeros = 0;

  constructor(private readonly m: Measurement) {}

  private fail(what: string, v: number, expected: string): never {
    const after =
      this.m.unit === 'ns' && !Number.isFinite(v) && !Number.isNaN(v) ? ' after conversion to ns (is the number or its unit wrong?)' : '';
    throw new InputError(this.m.source, `benchmark "${this.m.benchmark}": ${what} is ${show(v)}${after}; expected ${expected}`);
  }

  /** A value in the measurement's unit: finite; not negative when it is a duration. */
  value(v: number, what: string): void {
    if (!Number.isFinite(v)) this.fail(what, v, 'a finite number');
    if (isTimeUnit(this.m.unit)) {
      if (v < 0) this.fail(what, v, 'a duration of 0 or more');
      if (v === 0) this.zeros++;
    }
  }

  optionalValue(v: number | undefined, what: string): void {
    if (v !== undefined) this.value(v, what);
  }

  /** A spread (standard deviation): finite and not negative in any unit. */
  spread(v: number | undefined, what: string): void {
    if (v === undefined) return;
    if (!Number.isFinite(v) || v < 0) this.fail(what, v, 'a finite number of 0 or more');
  }

  /** A count of operations or samples: a whole number from 0 to 2^53. */
  count(v: number | undefined, what: string, whole = true): void {
    if (v === undefined) return;
    if (!Number.isFinite(v) || v < 0 || v > MAX_COUNT || (whole && !Number.isInteger(v))) {
      this.fail(what, v, `a whole number from 0 to ${MAX_COUNT}`);
    }
  }

  /** Every element as {@link value}; the label is only built for a bad one (arrays hold millions). */
  array(a: Float64Array | undefined, what: string): void {
    if (!a) return;
    const time = isTimeUnit(this.m.unit);
    for (let i = 0; i < a.length; i++) {
      const v = a[i];
      if (!Number.isFinite(v) || (time && v <= 0)) this.value(v, `${what} ${i + 1}`);
    }
  }
}

/**
 * Check one measurement; returns how many zero durations it holds. Throws InputError at its source.
 * A per-run value that passes every check (the common case, millions of them) is checked inline,
 * making nothing; anything else, or any doubt, goes through {@link checkMeasurement}, which words
 * the error.
 */
export function validateMeasurement(m: Measurement): number {
  const d = m.data;
  if (d.kind === 'per-run') {
    const v = d.value;
    const it = d.iterations;
    // The tests of Checker.value and Checker.count(…, false), passed.
    if (Number.isFinite(v) && (it === undefined || (Number.isFinite(it) && it >= 0 && it <= MAX_COUNT))) {
      if (!isTimeUnit(m.unit) || v > 0) return 0;
      if (v === 0) return 1;
    }
  }
  return checkMeasurement(m);
}

/** {@link validateMeasurement} by the checker, for every kind of data (exported as the plain path its fast path is tested against). */
export function checkMeasurement(m: Measurement): number {
  const c = new Checker(m);
  const d = m.data;
  switch (d.kind) {
    case 'per-op':
      c.array(d.values, 'sample');
      break;
    case 'histogram': {
      const h = d.histogram;
      c.array(h.values, 'bucket value');
      c.array(h.lowValues, 'bucket lower edge');
      let sum = 0;
      for (let i = 0; i < h.counts.length; i++) {
        const n = h.counts[i];
        if (!(Number.isInteger(n) && n >= 0 && n <= MAX_COUNT)) c.count(n, `the count of bucket ${i + 1}`);
        sum += n;
      }
      c.count(sum, 'the sum of the bucket counts');
      c.count(h.total, 'the total count');
      c.value(h.min, 'the minimum');
      c.value(h.max, 'the maximum');
      c.optionalValue(h.mean, 'the mean');
      c.spread(h.resolution, 'the resolution');
      break;
    }
    case 'percentiles':
      d.points.forEach((p) => {
        if (!(p.p >= 0 && p.p <= 1))
          throw new InputError(
            m.source,
            `benchmark "${m.benchmark}": percentile level ${show(p.p * 100)}% is outside 0..100%; expected a percentile such as p99`,
          );
        c.value(p.value, `the value at p${+(p.p * 100).toPrecision(12)}`);
      });
      c.count(d.count, 'the count');
      c.optionalValue(d.min, 'the minimum');
      c.optionalValue(d.max, 'the maximum');
      c.optionalValue(d.mean, 'the mean');
      break;
    case 'per-run':
      c.value(d.value, 'the value');
      // Iterations may be fractional (pyperf's loops × values averaged over runs) but not negative.
      c.count(d.iterations, 'the iteration count', false);
      break;
    case 'summary':
      c.value(d.mean, 'the mean');
      c.spread(d.sd, 'the standard deviation');
      c.count(d.n, 'the sample count', false);
      c.optionalValue(d.min, 'the minimum');
      c.optionalValue(d.max, 'the maximum');
      c.optionalValue(d.median, 'the median');
      break;
  }
  // A tool that prints in fixed steps (autocannon's whole ms) prints a value below one step as 0: not
  // a coarse timer or work optimised away, and compare/ counts it as lying in [0, step].
  if ((d.kind === 'percentiles' || d.kind === 'per-op') && d.printResolution) return 0;
  return c.zeros;
}

/**
 * Check a table's rows as {@link validateMeasurement} checks the measurements they stand for:
 * inline while every row passes, through the checker (which words the error) at the first that
 * does not. Returns how many zero durations it holds, and the row of the first.
 */
function validateTable(t: PerRunTable): { zeros: number; first: number } {
  const time = t.series.map((s) => isTimeUnit(s.unit));
  const { values, iterations, seriesOf } = t;
  let zeros = 0;
  let first = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const it = iterations[i];
    // NaN iterations: none given (undefined in the measurement).
    if (Number.isFinite(v) && (it !== it || (Number.isFinite(it) && it >= 0 && it <= MAX_COUNT))) {
      if (v > 0 || !time[seriesOf[i]]) continue;
      if (v === 0) {
        if (zeros++ === 0) first = i;
        continue;
      }
    }
    if (checkMeasurement(rowMeasurement(t, i)) > 0 && zeros++ === 0) first = i;
  }
  return { zeros, first };
}

/** Validate every measurement of a reader's result; adds one warning per input when a zero duration was recorded. */
export function validateResult(result: ParseResult): ParseResult {
  let zeros = 0;
  let first: Measurement | undefined;
  if (result.perRun) {
    const z = validateTable(result.perRun);
    if (z.zeros > 0) first = rowMeasurement(result.perRun, z.first);
    zeros += z.zeros;
  }
  for (const m of result.measurements) {
    const z = validateMeasurement(m);
    if (z > 0 && !first) first = m;
    zeros += z;
  }
  if (first) {
    // One place in the input: its line when it has one, else its JSON path.
    const { file, line, pointer } = first.source;
    const at: Record<string, MessageParam> = line !== undefined ? { line } : pointer !== undefined ? { pointer } : {};
    result.warnings.push(message('reader.zero-time', { file, ...at, benchmark: first.benchmark, zeros }));
  }
  return result;
}
