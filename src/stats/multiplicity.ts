/**
 * Multiplicity control over all gated (benchmark, metric) pairs of a pull request:
 * Benjamini-Hochberg, Benjamini-Yekutieli and the FCR-adjusted interval level.
 * Methodology §4.5 and §7.3.
 */

function checkPValues(p: ArrayLike<number>): void {
  for (let i = 0; i < p.length; i++) {
    if (!(p[i] >= 0 && p[i] <= 1)) throw new RangeError(`p-values must be in [0, 1], got ${p[i]}`);
  }
}

/** Indices that sort p ascending (stable). */
function ascendingOrder(p: ArrayLike<number>): number[] {
  return Array.from({ length: p.length }, (_, i) => i).sort((a, b) => p[a] - p[b] || a - b);
}

/** Step-up adjusted values q_(i) = min_{j ≥ i} min(1, p_(j)·m·factor/j), in input order. */
function stepUp(p: ArrayLike<number>, factor: number): number[] {
  checkPValues(p);
  const m = p.length;
  const order = ascendingOrder(p);
  const adjusted = new Array<number>(m);
  let running = 1;
  for (let r = m; r >= 1; r--) {
    const i = order[r - 1];
    running = Math.min(running, (p[i] * m * factor) / r);
    adjusted[i] = Math.min(1, running);
  }
  return adjusted;
}

/**
 * Benjamini-Hochberg adjusted p-values (q-values), q_(i) = min_{j ≥ i} min(1, p_(j)·m/j), in the
 * input order; equal to SciPy `false_discovery_control(p, method='bh')`. Methodology §4.5, TV-BH.
 */
export function bhAdjust(p: ArrayLike<number>): number[] {
  return stepUp(p, 1);
}

/**
 * Benjamini-Yekutieli adjusted p-values (valid under any dependence): BH with every p multiplied
 * by Σ_{i=1..m} 1/i; SciPy `method='by'`. Methodology §4.5, TV-BH.
 */
export function byAdjust(p: ArrayLike<number>): number[] {
  let harmonic = 0;
  for (let i = 1; i <= p.length; i++) harmonic += 1 / i;
  return stepUp(p, harmonic);
}

/**
 * Benjamini-Hochberg rejections at level q (methodology §4.5, §7.3): k = max{i : p_(i) ≤ i·q/m},
 * reject the k smallest. A relative tolerance of 1e−12 keeps boundary cases such as
 * p_(6) = 0.06 = 6·0.1/10 rejected despite rounding. Returns one flag per input, in input order.
 */
export function bhReject(p: ArrayLike<number>, q: number): boolean[] {
  checkPValues(p);
  if (!(q > 0 && q <= 1)) throw new RangeError(`q must be in (0, 1], got ${q}`);
  const m = p.length;
  const order = ascendingOrder(p);
  let k = 0;
  for (let r = 1; r <= m; r++) {
    if (p[order[r - 1]] <= ((r * q) / m) * (1 + 1e-12)) k = r;
  }
  const reject = new Array<boolean>(m).fill(false);
  for (let r = 0; r < k; r++) reject[order[r]] = true;
  return reject;
}

/**
 * Confidence level for the intervals of the R selected pairs out of m so that the false coverage
 * rate is ≤ q: 1 − R·q/m (Benjamini & Yekutieli 2005; methodology §4.5, §7.3). With R = 0 the
 * unadjusted 1 − q is returned.
 */
export function fcrAdjustedConfidence(selected: number, m: number, q = 0.05): number {
  if (m <= 0 || selected <= 0) return 1 - q;
  return 1 - (Math.min(selected, m) * q) / m;
}
