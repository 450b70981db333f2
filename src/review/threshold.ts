/**
 * The one rule for "beyond its threshold": the point estimate is worse than the threshold allows
 * (a constant 0 → k counts, identical constants never do). The gate applies it to compare's numbers,
 * the comment policy and the overview to the report's.
 */
export function pastThreshold(
  m: { ratio: number | null; threshold: number; constant?: 'identical' | 'from-zero' | 'to-zero' | null },
  lowerIsBetter: boolean,
): boolean {
  if (m.constant === 'from-zero') return lowerIsBetter;
  if (m.constant === 'to-zero') return !lowerIsBetter;
  if (m.constant === 'identical' || m.ratio === null || !(m.ratio > 0)) return false;
  return (lowerIsBetter ? m.ratio : 1 / m.ratio) > 1 + m.threshold;
}
