/** Small wording helpers shared by the message registries. */
import { formatNumber, groupThousands } from '../../units/units.js';

/** `n.toLocaleString('en-US')`, with one formatter built once (it is called per note). */
const EN_US = new Intl.NumberFormat('en-US');
// (a non-negative safe integer as EN_US gives it, without the formatter's cost)
export const grouped = (n: number): string => (Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0) ? groupThousands(String(n)) : EN_US.format(n));

export const plural = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
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

/** A count or other plain value: whole numbers as they are (`16`, `1,024`), others as formatNumber. */
export const plainNumber = (v: number): string => (Number.isInteger(v) ? grouped(v) : formatNumber(v));

/**
 * The change of a metric whose runs gave constants where a percentage cannot be (`0 → 16`, base →
 * head); null when it is not such a metric.
 */
export function constantChange(constant: string | null | undefined, base: number | null | undefined, head: number | null | undefined): string | null {
  if ((constant !== 'from-zero' && constant !== 'to-zero') || base == null || head == null) return null;
  return `${plainNumber(base)} → ${plainNumber(head)}`;
}
