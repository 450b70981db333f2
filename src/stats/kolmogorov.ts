/**
 * Distribution of the Kolmogorov-Smirnov statistics, as SciPy computes them for `ks_2samp`
 * (methodology §4.2): the exact two-sample lattice-path probabilities and the one-sample
 * two-sided distribution `kstwo` used by its 'asymp' method (Simard & L'Ecuyer 2011 selection
 * of algorithms: Ruben-Gambino closed forms, Durbin's matrix (Marsaglia-Tsang-Wang), the
 * one-sided Smirnov sum, Pelz-Good).
 */
import { binomialPmf } from './binomial.js';

/**
 * P(D_{n,n} ≥ h/n) for two samples of equal size n (SciPy `_compute_prob_outside_square`):
 * 2·Σ_k (−1)^{k+1} C(2n, n−kh)/C(2n, n), evaluated with a Horner-like scheme. Methodology §4.2.
 */
export function ksProbOutsideSquare(n: number, h: number): number {
  let p = 0;
  for (let k = Math.floor(n / h); k >= 0; k--) {
    let p1 = 1;
    for (let j = 0; j < h; j++) p1 = ((n - k * h - j) * p1) / (n + k * h + j + 1);
    p = p1 * (1 - p);
  }
  return 2 * p;
}

/**
 * P(D_{m,n} ≥ h/lcm(m, n)) for unequal sizes (SciPy `_compute_outer_prob_inside_method`): the
 * probability that a random lattice path from (0, 0) to (m, n) leaves the band |x/m − y/n| <
 * h/lcm, propagated column by column over a sliding window of already-normalised values.
 * Methodology §4.2.
 */
export function ksProbOutsideBand(m0: number, n0: number, g: number, h: number): number {
  const m = Math.max(m0, n0);
  const n = Math.min(m0, n0);
  const mg = m / g;
  const ng = n / g;
  let minj = 0;
  let maxj = Math.min(Math.ceil(h / mg), n + 1);
  let curlen = maxj - minj;
  const a = new Float64Array(Math.min(2 * maxj + 2, n + 1)).fill(1);
  a.fill(0, minj, maxj);
  for (let i = 1; i <= m; i++) {
    const lastminj = minj;
    const lastlen = curlen;
    minj = Math.min(Math.max(Math.floor((ng * i - h) / mg) + 1, 0), n);
    maxj = Math.min(Math.ceil((ng * i + h) / mg), n + 1);
    if (maxj <= minj) return 1;
    let val = minj === 0 ? 0 : 1;
    for (let jj = 0; jj < maxj - minj; jj++) {
      const j = jj + minj;
      val = (a[jj + minj - lastminj] * i + val * j) / (i + j);
      a[jj] = val;
    }
    curlen = maxj - minj;
    if (lastlen > curlen) a.fill(1, maxj - minj, maxj - minj + (lastlen - curlen));
  }
  return a[maxj - minj - 1];
}

/**
 * One-sided Smirnov upper tail P(D_n⁺ ≥ d) by the Birnbaum-Tingey sum
 * d·Σ_{j=0}^{⌊n(1−d)⌋} C(n, j)(d + j/n)^{j−1}(1 − d − j/n)^{n−j} (all terms positive; each is a
 * binomial pmf divided by d + j/n). SciPy `special.smirnov`; methodology §4.2.
 */
export function smirnovSf(n: number, d: number): number {
  if (d <= 0) return 1;
  if (d >= 1) return 0;
  let sum = 0;
  const last = Math.floor(n * (1 - d) + 1e-12);
  for (let j = 0; j <= last; j++) {
    const x = Math.min(1, d + j / n);
    sum += binomialPmf(j, n, x) / x;
  }
  return Math.min(1, d * sum);
}

const TWO_128 = 2 ** 128;

function matMul(a: Float64Array, b: Float64Array, m: number): Float64Array {
  const c = new Float64Array(m * m);
  for (let i = 0; i < m; i++) {
    for (let k = 0; k < m; k++) {
      const aik = a[i * m + k];
      if (aik === 0) continue;
      for (let j = 0; j < m; j++) c[i * m + j] += aik * b[k * m + j];
    }
  }
  return c;
}

/** Durbin's matrix H (Marsaglia-Tsang-Wang 2003) for n·d, as SciPy `_kolmogn_DMTW` builds it. */
function durbinMatrix(k: number, h: number): Float64Array {
  const m = 2 * k - 1;
  const v = new Float64Array(m);
  const w = new Float64Array(m);
  let fac = 1;
  for (let j = 1; j <= m; j++) {
    w[j - 1] = fac;
    fac /= j;
    v[j - 1] = (1 - h ** j) * fac;
  }
  v[m - 1] = (1 + (Math.max(2 * h - 1, 0) ** m - 2 * h ** m)) * fac;
  const H = new Float64Array(m * m);
  for (let i = 1; i < m; i++) for (let r = i - 1; r < m; r++) H[r * m + i] = w[r - i + 1];
  for (let r = 0; r < m; r++) H[r * m] = v[r];
  for (let c = 0; c < m; c++) H[(m - 1) * m + c] = v[m - 1 - c];
  return H;
}

/**
 * P(D_n ≤ d) exactly, by Durbin's matrix method (SciPy `_kolmogn_DMTW`), for methodology §4.2.
 * Cost O((2nd)³·log n).
 */
export function kolmogorovDurbinCdf(n: number, d: number): number {
  if (d >= 1) return 1;
  const nd = n * d;
  if (nd <= 0.5) return 0;
  const k = Math.ceil(nd);
  const m = 2 * k - 1;
  let H = durbinMatrix(k, k - nd);
  let power: Float64Array | undefined;
  let expnt = 0;
  let hExpnt = 0;
  for (let nn = n; nn > 0; nn = Math.floor(nn / 2)) {
    if (nn % 2 === 1) {
      power = power === undefined ? H : matMul(power, H, m);
      expnt += hExpnt;
    }
    H = matMul(H, H, m);
    hExpnt *= 2;
    if (Math.abs(H[(k - 1) * m + k - 1]) > TWO_128) {
      for (let i = 0; i < H.length; i++) H[i] /= TWO_128;
      hExpnt += 128;
    }
  }
  let p = (power as Float64Array)[(k - 1) * m + k - 1];
  for (let i = 1; i <= n; i++) {
    p = (i * p) / n;
    if (Math.abs(p) < 1 / TWO_128) {
      p *= TWO_128;
      expnt -= 128;
    }
  }
  return Math.min(1, Math.max(0, p * 2 ** expnt));
}

/** Pelz-Good (1976) asymptotic series for P(D_n ≤ d), SciPy `_kolmogn_PelzGood` (methodology §4.2). */
export function kolmogorovPelzGoodCdf(n: number, d: number): number {
  if (d <= 0) return 0;
  if (d >= 1) return 1;
  const z = Math.sqrt(n) * d;
  const z2 = z * z;
  const z4 = z2 * z2;
  const z6 = z4 * z2;
  const pi2 = Math.PI ** 2;
  const pi4 = pi2 * pi2;
  const pi6 = pi4 * pi2;
  const qlog = -pi2 / 8 / z2;
  if (qlog < -708) return 0;
  let q = Math.exp(qlog);
  const k1 = [-z2, pi2 / 4];
  const k2 = [6 * z6 + 2 * z4, ((2 * z4 - 5 * z2) * pi2) / 4, (pi4 * (1 - 2 * z2)) / 16];
  const k3 = [-30 * z6 - 90 * z ** 8, (pi2 * (135 * z4 - 96 * z6)) / 4, (pi4 * (-60 * z2 + 212 * z4)) / 16, (pi6 * (5 - 30 * z2)) / 64];
  const K = [0, 0, 0, 0];
  const maxk = Math.ceil((16 * z) / Math.PI);
  for (let k = maxk; k > 0; k--) {
    const m2 = (2 * k - 1) ** 2;
    const qpower = q ** (8 * k);
    const coeffs = [1, k1[0] + k1[1] * m2, k2[0] + k2[1] * m2 + k2[2] * m2 * m2, k3[0] + k3[1] * m2 + k3[2] * m2 * m2 + k3[3] * m2 ** 3];
    for (let i = 0; i < 4; i++) K[i] = K[i] * qpower + coeffs[i];
  }
  const sqrt2pi = Math.sqrt(2 * Math.PI);
  const divisors = [z, 6 * z4, 72 * z ** 7, 6480 * z ** 10];
  for (let i = 0; i < 4; i++) K[i] = (K[i] * q * sqrt2pi) / divisors[i];
  q = Math.exp(-pi2 / 2 / z2);
  let extra2 = 0;
  let extra3 = 0;
  for (let k = maxk; k > 0; k--) {
    const qp = q ** (k * k);
    extra2 += k * k * qp;
    const kpi = Math.PI * k;
    extra3 += (Math.sqrt(3) * z + kpi) * (Math.sqrt(3) * z - kpi) * k * k * qp;
  }
  K[2] += (extra2 * pi2 * sqrt2pi) / (-36 * z2 * z);
  K[3] += (extra3 * pi2 * sqrt2pi) / (216 * z6);
  return K[0] + K[1] / Math.sqrt(n) + K[2] / n + K[3] / n ** 1.5;
}

/**
 * Upper tail P(D_n ≥ d) of the two-sided one-sample Kolmogorov-Smirnov statistic (SciPy
 * `kstwo.sf(d, n)`), choosing the algorithm as SciPy's `_kolmogn` does, except that Durbin's
 * exact matrix method replaces Pomeranz's exact recursion for n ≤ 140 (same values up to
 * rounding). Methodology §4.2.
 */
export function kolmogorovSf(n: number, d: number): number {
  if (d >= 1) return 0;
  if (d <= 0) return 1;
  const t = n * d;
  if (t <= 1) {
    if (t <= 0.5) return 1;
    let prob = 1;
    for (let i = 1; i <= n; i++) prob *= (i / n) * (2 * t - 1);
    return Math.min(1, Math.max(0, 1 - prob));
  }
  if (t >= n - 1) return Math.min(1, 2 * (1 - d) ** n);
  if (d >= 0.5) return Math.min(1, 2 * smirnovSf(n, d));
  const nx2 = t * d;
  if (n <= 140) {
    if (nx2 <= 4) return Math.min(1, Math.max(0, 1 - kolmogorovDurbinCdf(n, d)));
    return Math.min(1, 2 * smirnovSf(n, d));
  }
  if (nx2 >= 370) return 0;
  if (nx2 >= 2.2) return Math.min(1, 2 * smirnovSf(n, d));
  if (nx2 >= 18) return 0;
  const cdf = n <= 100000 && n * d ** 1.5 <= 1.4 ? kolmogorovDurbinCdf(n, d) : kolmogorovPelzGoodCdf(n, d);
  return Math.min(1, Math.max(0, 1 - cdf));
}
