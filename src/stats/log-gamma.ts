const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const HALF_LN_2PI = 0.9189385332046728;

/**
 * ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9; relative accuracy ~1e−15 for moderate
 * x, absolute error growing like x·ln(x)·1e−16 for large x). Methodology §7.5 ("log-gamma
 * (Lanczos)"); used by the incomplete beta function behind Harrell-Davis (§2.1).
 */
export function logGamma(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0.5) {
    // Reflection: Γ(x)Γ(1 − x) = π / sin(πx).
    return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  }
  const z = x - 1;
  let a = LANCZOS[0];
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return HALF_LN_2PI + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
