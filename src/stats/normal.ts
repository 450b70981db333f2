/**
 * The standard normal distribution: Φ, its upper tail and its inverse.
 *
 * Methodology §7.5: "Φ via erfc with ~1e−15 accuracy (W. J. Cody) — do not use low-precision erf
 * approximations for p-values < 1e−4". The normal approximations of §1.3, §1.4 and §7.2 all go
 * through these functions.
 */

// W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 23 (1969),
// coefficients of the CALERF routine (SPECFUN).
const A = [3.1611237438705656, 113.86415415105016, 377.48523768530202, 3209.3775891384695, 0.18577770618460315];
const B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.2368334391706];
const C = [
  0.56418849698867009, 8.8831497943883759, 66.119190637141634, 298.63513819740013, 881.9522212417691, 1712.0476126340706,
  2051.0783778260716, 1230.3393547979972, 2.1531153547440383e-8,
];
const D = [
  15.744926110709835, 117.6939508913125, 537.18110186200986, 1621.3895745666903, 3290.7992357334597, 4362.6190901432471, 3439.3676741437216,
  1230.3393548037495,
];
const P = [
  0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 6.5874916152983678e-4, 0.016315387137302097,
];
const Q = [2.5685201922898682, 1.8729528499234604, 0.52790510295142842, 0.060518341312441319, 0.0023352049762686918];
const INV_SQRT_PI = 0.56418958354775628695;
const SQRT2 = Math.SQRT2;
const SQRT_2PI = 2.5066282746310002;

/** exp(−y²) computed as exp(−ys²)·exp(−(y−ys)(y+ys)) with ys = y rounded to 1/16 (Cody). */
function expMinusSquare(y: number): number {
  const ys = Math.trunc(y * 16) / 16;
  const del = (y - ys) * (y + ys);
  return Math.exp(-ys * ys) * Math.exp(-del);
}

/** erfc(y) for y ≥ 0.46875 (Cody's second and third ranges). */
function erfcTail(y: number): number {
  if (y <= 4) {
    let num = C[8] * y;
    let den = y;
    for (let i = 0; i < 7; i++) {
      num = (num + C[i]) * y;
      den = (den + D[i]) * y;
    }
    return (expMinusSquare(y) * (num + C[7])) / (den + D[7]);
  }
  if (y >= 26.55) return 0;
  const ysq = 1 / (y * y);
  let num = P[5] * ysq;
  let den = ysq;
  for (let i = 0; i < 4; i++) {
    num = (num + P[i]) * ysq;
    den = (den + Q[i]) * ysq;
  }
  const r = (ysq * (num + P[4])) / (den + Q[4]);
  return (expMinusSquare(y) * (INV_SQRT_PI - r)) / y;
}

/**
 * Complementary error function erfc(x) = 1 − erf(x), W. J. Cody's rational Chebyshev
 * approximation (relative error ~1e−16 over the whole range, including the far tail).
 * Methodology §7.5.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  if (y <= 0.46875) {
    const ysq = y > 1.11e-16 ? y * y : 0;
    let num = A[4] * ysq;
    let den = ysq;
    for (let i = 0; i < 3; i++) {
      num = (num + A[i]) * ysq;
      den = (den + B[i]) * ysq;
    }
    return 1 - (x * (num + A[3])) / (den + B[3]);
  }
  const r = erfcTail(y);
  return x < 0 ? 2 - r : r;
}

const SQRT2_LO = -9.667293313452913e-17; // √2 − Math.SQRT2
const SPLIT = 134217729; // 2^27 + 1, Dekker's splitter

/** The rounding error e of the product a·b, so that a·b = fl(a·b) + e exactly (Dekker). */
function productError(a: number, b: number, prod: number): number {
  const ca = SPLIT * a;
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = SPLIT * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  return ah * bh - prod + ah * bl + al * bh + al * bl;
}

/**
 * erfc(x/√2) without losing accuracy to the rounding of x/√2: y = fl(x/√2) is corrected by the
 * first-order term of erfc(y + δ) with δ = x/√2 − y recovered from exact products.
 */
function erfcOverSqrt2(x: number): number {
  const y = x / SQRT2;
  const r = erfc(y);
  if (Math.abs(y) <= 0.46875 || !Number.isFinite(y) || r === 0) return r;
  const prod = y * SQRT2;
  const delta = (x - prod - productError(y, SQRT2, prod) - y * SQRT2_LO) / SQRT2;
  return r - 2 * INV_SQRT_PI * expMinusSquare(Math.abs(y)) * delta;
}

/**
 * Standard normal CDF Φ(z) = erfc(−z/√2)/2, relative accuracy ~1e−15 also in the far lower tail
 * (methodology §7.5). For upper-tail probabilities use {@link normalSf}, not 1 − Φ.
 */
export function normalCdf(z: number): number {
  return 0.5 * erfcOverSqrt2(-z);
}

/** Standard normal upper tail 1 − Φ(z) = Φ(−z), accurate for large z (methodology §1.4, §7.5). */
export function normalSf(z: number): number {
  return 0.5 * erfcOverSqrt2(z);
}

// P. J. Acklam's rational approximation of Φ⁻¹ (relative error 1.15e−9 before refinement).
const AQ = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
const BQ = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const CQ = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const DQ = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

/** Acklam's approximation for p ≤ 0.5 (returns a value ≤ 0). */
function acklamLower(p: number): number {
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((CQ[0] * q + CQ[1]) * q + CQ[2]) * q + CQ[3]) * q + CQ[4]) * q + CQ[5]) /
      ((((DQ[0] * q + DQ[1]) * q + DQ[2]) * q + DQ[3]) * q + 1)
    );
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((AQ[0] * r + AQ[1]) * r + AQ[2]) * r + AQ[3]) * r + AQ[4]) * r + AQ[5]) * q) /
    (((((BQ[0] * r + BQ[1]) * r + BQ[2]) * r + BQ[3]) * r + BQ[4]) * r + 1)
  );
}

/**
 * Standard normal quantile Φ⁻¹(p): Acklam's approximation refined by one Halley step against
 * {@link normalCdf}, always in the lower tail (1 − p is exact for p ≥ 0.5), so the result is
 * accurate to ~1e−15 relative. Methodology §1.3 (Go's normal-approximation interval) and §7.2.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const upper = p > 0.5;
  const t = upper ? 1 - p : p;
  let x = acklamLower(t);
  const e = normalCdf(x) - t;
  const u = e * SQRT_2PI * Math.exp((x * x) / 2);
  x = x - u / (1 + (x * u) / 2);
  return upper ? -x : x;
}
