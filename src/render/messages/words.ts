/** Small wording helpers shared by the message registries. */
import { formatNumber, groupThousands } from '../../units/units.js';

/** `n.toLocaleString('en-US')`, with one formatter built once (it is called per note). */
const EN_US = new Intl.NumberFormat('en-US');
// (a non-negative safe integer as EN_US gives it, without the formatter's cost)
export const grouped = (n: number): string =>
  Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0) ? groupThousands(String(n)) : EN_US.format(n);

export const plural = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** `"a", "b" and 3 more` for lists of names; `count` is how many there are in all (default: all given). */
export function listNames(names: readonly string[], count = names.length, max = 3): string {
  const shown = names.slice(0, max).map((n) => `"${n}"`);
  if (count > shown.length) return `${shown.join(', ')} and ${count - shown.length} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export const percent = (fraction: number, digits: number): string => `${(100 * fraction).toFixed(digits)}%`;

/**
 * An interval's attained coverage as a percentage, the one way every output words it ("96" in "96%
 * CI"): whole percent, except that a coverage short of 100% never reads "100" (0.9995 → "99.9").
 */
export function ciPercent(confidence: number): string {
  const pct = confidence * 100;
  const whole = Math.round(pct);
  return whole >= 100 && pct < 100 ? String(Math.floor(pct * 10) / 10) : String(whole);
}

/**
 * A level such as α or q as the outputs quote it: two significant digits at most (0.05 → "0.05",
 * the last look's 0.0155204729646357 → "0.016"), never the float's every digit.
 */
export const levelText = (level: number): string => String(Number(level.toPrecision(2)));

/** A count or other plain value: whole numbers as they are (`16`, `1,024`), others as formatNumber. */
export const plainNumber = (v: number): string => (Number.isInteger(v) ? grouped(v) : formatNumber(v));

/**
 * The change of a metric whose runs gave constants where a percentage cannot be (`0 → 16`, base →
 * head); null when it is not such a metric.
 */
export function constantChange(
  constant: string | null | undefined,
  base: number | null | undefined,
  head: number | null | undefined,
): string | null {
  if ((constant !== 'from-zero' && constant !== 'to-zero') || base == null || head == null) return null;
  return `${plainNumber(base)} → ${plainNumber(head)}`;
}

/** " (×222)" beside a change of at least ×2 either way ("−99.5% (÷222)"), where a percentage reads badly; '' otherwise. */
export function timesText(ratio: number | null | undefined): string {
  if (ratio == null || !(ratio > 0) || !Number.isFinite(ratio)) return '';
  const f = ratio >= 1 ? ratio : 1 / ratio;
  if (f < 2) return '';
  const n = f >= 10 ? EN_US.format(Math.round(f)) : f.toFixed(1).replace(/\.0$/, '');
  return ` (${ratio >= 1 ? '×' : '÷'}${n})`;
}

/**
 * What a verdict rests on, process-wise (compare/allowance.ts EvidenceLevel), in a reviewer's words:
 * "10 repetitions in one process per side", "one run per side". `runs`: runs per side (the fewer).
 */
export function evidenceText(level: string | null | undefined, runs?: number | null): string {
  switch (level) {
    case 'across-processes':
      return runs ? `${grouped(runs)} process-level runs per side` : 'process-level runs';
    case 'in-process':
      return runs ? `${grouped(runs)} repetitions in one process per side` : 'repetitions in one process per side';
    case 'one-run-aggregates':
      return 'one run per side, its printed aggregates only';
    case 'one-run-samples':
      return 'one run per side';
    default:
      return 'no runs on one side';
  }
}

/** The one-process allowance as said beside a verdict: "±50%, the default for tail metrics measured on real A/A pairs" or "±12%, the calibrated noise floor". */
export function allowanceText(allowance: number, source: string | null | undefined, kind?: string | null): string {
  const what =
    kind === 'throughput' ? 'throughputs' : kind === 'centre' ? 'centre metrics' : kind === 'tail' ? 'tail metrics' : 'this kind of metric';
  return `±${percent(allowance, 0)}, ${source === 'calibrated' ? 'the calibrated noise floor' : `bench-review's default for ${what}, measured on real A/A pairs of one process per side`}`;
}
