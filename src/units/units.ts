/**
 * Units: recognise what a tool printed, normalise it, and know which direction is better.
 * Imports nothing. Times are normalised to nanoseconds, sizes to bytes, rates to per second.
 */

export type UnitKind = 'time' | 'throughput' | 'bytes' | 'count' | 'custom';

export interface UnitInfo {
  /** Canonical unit name used in the model and the report. */
  unit: string;
  /**
   * Multiply a value in the raw unit by this to get the canonical unit. The product can
   * overflow (1e300 s is Infinity ns): every reader's result is checked for finite, non-negative
   * durations after scaling, in read/validate.ts.
   */
  scale: number;
  kind: UnitKind;
  lowerIsBetter: boolean;
}

const TIME: Record<string, number> = {
  ps: 1e-3,
  ns: 1,
  nanoseconds: 1,
  nanosecond: 1,
  nsec: 1,
  us: 1e3,
  µs: 1e3, // U+00B5 MICRO SIGN
  μs: 1e3, // U+03BC GREEK SMALL LETTER MU
  usec: 1e3,
  microseconds: 1e3,
  microsecond: 1e3,
  ms: 1e6,
  msec: 1e6,
  milliseconds: 1e6,
  millisecond: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  m: 60e9,
  min: 60e9,
  minutes: 60e9,
  h: 3600e9,
  hours: 3600e9,
};

const BYTES: Record<string, number> = {
  b: 1,
  byte: 1,
  bytes: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

// `(\/|per)\s*`, not `(\/|per\s*)\s*`: two adjacent `\s*` backtrack quadratically on a unit string
// with a long run of spaces (unit strings come from the input).
const PER_SECOND =
  /^(ops|op|operations|requests|request|req|reqs|calls|call|iterations|iters|it|items|txn|tx|transactions|queries|q|msgs|messages|events|hz)\s*(\/|per)\s*(s|sec|second)$/i;
const PER_TIME =
  /^(ops|op|operations|requests|req|calls|iterations|it|items|transactions|txn|msgs|messages|events)\s*\/\s*(ms|us|µs|μs|ns|min|m)$/i;

/** Strip a trailing "/op" (Go, BenchmarkDotNet): a per-operation unit keeps its meaning. */
function stripPerOp(raw: string): string {
  // Matched from the "/" and trimmed after: a leading `\s*` in an unanchored pattern rescans a run
  // of spaces from each of its positions.
  const m = /\/\s*(op|operation|iter|iteration)$/i.exec(raw);
  return m ? raw.slice(0, m.index).trimEnd() : raw;
}

/**
 * Recognise a unit string. Unknown units are `custom`, lower is better unless the caller knows
 * otherwise (a reader that knows the direction passes it on instead of guessing).
 */
export function parseUnit(raw: string): UnitInfo {
  const trimmed = raw.trim();
  const t = stripPerOp(trimmed);
  const lower = t.toLowerCase();
  if (t in TIME) return { unit: 'ns', scale: TIME[t], kind: 'time', lowerIsBetter: true };
  if (lower in TIME && lower !== 'm') return { unit: 'ns', scale: TIME[lower], kind: 'time', lowerIsBetter: true };
  if (PER_SECOND.test(t) || lower === 'rps' || lower === 'qps' || lower === 'tps' || lower === 'hz') {
    return { unit: 'ops/s', scale: 1, kind: 'throughput', lowerIsBetter: false };
  }
  const perTime = PER_TIME.exec(t);
  if (perTime) {
    const perUnit = perTime[2] === 'm' ? 'min' : perTime[2];
    return { unit: 'ops/s', scale: 1e9 / (TIME[perUnit] ?? TIME[perUnit.toLowerCase()]), kind: 'throughput', lowerIsBetter: false };
  }
  const bytesPerSec = /^([kmg]i?b|b|bytes)\s*\/\s*(s|sec)$/i.exec(t);
  if (bytesPerSec) return { unit: 'B/s', scale: BYTES[bytesPerSec[1].toLowerCase()], kind: 'throughput', lowerIsBetter: false };
  if (lower in BYTES) return { unit: 'B', scale: BYTES[lower], kind: 'bytes', lowerIsBetter: true };
  if (/^allocs?$|^allocations?$/i.test(t)) return { unit: 'allocs', scale: 1, kind: 'count', lowerIsBetter: true };
  return { unit: trimmed, scale: 1, kind: 'custom', lowerIsBetter: true };
}

/** Is this canonical unit a time? */
export function isTimeUnit(unit: string): boolean {
  return unit === 'ns';
}

const TIME_STEPS: Array<[number, string]> = [
  [3600e9, 'h'],
  [60e9, 'min'],
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
  [1, 'ns'],
];

/**
 * Choose one readable display unit for a set of canonical values (a table, a row): the largest
 * unit in which the geometric middle of the smallest and largest non-zero value is at least 1, so
 * the values keep 1–3 integer digits around the middle and neither end needs five or more
 * (a p50 of 0.4 ms beside a p99.9 of 68.4 ms shows as 0.4 ms and 68.4 ms, not 400 and 68,400 µs;
 * a tool that printed milliseconds is read in milliseconds). The canonical values stay in the JSON.
 */
export function displayScale(unit: string, values: readonly number[]): { scale: number; label: string } {
  let lo = Infinity;
  let hi = 0;
  for (const v of values) {
    if (!Number.isFinite(v) || v === 0) continue;
    const a = Math.abs(v);
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  // 1e-9 relative slack: sqrt(1e6 · 1e6) may land a hair below 1e6.
  const ref = hi > 0 ? Math.sqrt(lo * hi) * (1 + 1e-9) : 0;
  if (unit === 'ns') {
    for (const [scale, label] of TIME_STEPS.slice(2)) if (ref >= scale) return { scale, label };
    return { scale: 1, label: 'ns' };
  }
  if (unit === 'B' || unit === 'B/s') {
    const steps: Array<[number, string]> = [
      [1024 ** 3, 'GiB'],
      [1024 ** 2, 'MiB'],
      [1024, 'KiB'],
    ];
    for (const [scale, label] of steps) if (ref >= scale) return { scale, label: unit === 'B' ? label : `${label}/s` };
    return { scale: 1, label: unit };
  }
  return { scale: 1, label: unit };
}

/** Format a number with about four significant digits, without exponent for everyday sizes. */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return v > 0 ? '∞' : v < 0 ? '−∞' : 'NaN';
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (a >= 1e15 || a < 1e-4) return v.toExponential(3);
  const digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : Math.min(6, 3 - Math.floor(Math.log10(a)));
  // The formatter rounds v's shortest decimal half away from zero; toFixed rounds v's exact binary
  // value. They differ only within a hair of a tie (v·10^digits is computed to ~1e-12 here), where
  // the formatter is asked; elsewhere toFixed with its zeros dropped is the same text at a fraction
  // of the cost (tens of thousands of calls per review). test/render/speed-equivalence.test.ts holds it.
  const scaled = a * 10 ** digits;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) return numberFormat(digits, a >= 10000).format(v);
  let text = a.toFixed(digits);
  if (digits > 0) {
    let end = text.length;
    while (text.charCodeAt(end - 1) === 48) end--;
    if (text.charCodeAt(end - 1) === 46) end--;
    text = text.slice(0, end);
  }
  if (a >= 10000) text = groupThousands(text);
  return v < 0 ? `-${text}` : text;
}

/** Digits with a comma every three from the right (`1234567` → `1,234,567`), as the en-US formatter groups them. */
export function groupThousands(digits: string): string {
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/**
 * What `v.toLocaleString('en-US', …)` uses, built once per option set: that call constructs a
 * formatter every time, which dominated rendering reviews of tens of thousands of benchmarks.
 */
const FORMATS = new Map<number, Intl.NumberFormat>();
function numberFormat(digits: number, grouping: boolean): Intl.NumberFormat {
  const key = 2 * digits + (grouping ? 1 : 0);
  let f = FORMATS.get(key);
  if (!f)
    FORMATS.set(
      key,
      (f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: grouping })),
    );
  return f;
}

/** A canonical value formatted with a display unit of its own, e.g. `1.55 s`, `412 µs`. */
export function formatValue(v: number | null | undefined, unit: string): string {
  if (v === null || v === undefined) return '—';
  const { scale, label } = displayScale(unit, [v]);
  return `${formatNumber(v / scale)} ${label}`;
}

/** A ratio as a signed percentage change: 1.093 → `+9.3%`, 0.5 → `−50.0%`. */
export function formatChange(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  const pct = (ratio - 1) * 100;
  const a = Math.abs(pct);
  const text = a >= 100 ? a.toFixed(0) : a >= 10 ? a.toFixed(1) : a.toFixed(1);
  if (text === '0.0') return '±0.0%';
  return `${pct > 0 ? '+' : '−'}${text}%`;
}
