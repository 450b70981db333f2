import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);

// src/errors.ts
function escapeControls(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "	") return "\\t";
    const code = c.charCodeAt(0);
    return code > 255 ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, "0")}`;
  });
}
function formatPosition(pos) {
  let out = pos.file;
  if (pos.line !== void 0) out += `:${pos.line}`;
  if (pos.line !== void 0 && pos.column !== void 0) out += `:${pos.column}`;
  if (pos.pointer !== void 0) out += ` at ${pos.pointer}`;
  return out;
}
var InputError = class extends Error {
  position;
  /** The message without the position (escaped), for callers that quote it elsewhere. */
  detail;
  constructor(position, message2) {
    super(escapeControls(`${formatPosition(position)}: ${message2}`));
    this.name = "InputError";
    this.position = position;
    this.detail = escapeControls(message2);
  }
};
var UsageError = class extends Error {
  constructor(message2) {
    super(escapeControls(message2));
    this.name = "UsageError";
  }
};
function isUserError(err) {
  return err instanceof InputError || err instanceof UsageError;
}

// src/model/message.ts
function message(id, params = {}) {
  return { id, params };
}

// src/units/units.ts
var TIME = {
  ps: 1e-3,
  ns: 1,
  nanoseconds: 1,
  nanosecond: 1,
  nsec: 1,
  us: 1e3,
  \u00B5s: 1e3,
  // U+00B5 MICRO SIGN
  \u03BCs: 1e3,
  // U+03BC GREEK SMALL LETTER MU
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
  m: 6e10,
  min: 6e10,
  minutes: 6e10,
  h: 36e11,
  hours: 36e11
};
var BYTES = {
  b: 1,
  byte: 1,
  bytes: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3
};
var PER_SECOND = /^(ops|op|operations|requests|request|req|reqs|calls|call|iterations|iters|it|items|txn|tx|transactions|queries|q|msgs|messages|events|hz)\s*(\/|per)\s*(s|sec|second)$/i;
var PER_TIME = /^(ops|op|operations|requests|req|calls|iterations|it|items|transactions|txn|msgs|messages|events)\s*\/\s*(ms|us|µs|μs|ns|min|m)$/i;
function stripPerOp(raw) {
  const m = /\/\s*(op|operation|iter|iteration)$/i.exec(raw);
  return m ? raw.slice(0, m.index).trimEnd() : raw;
}
function parseUnit(raw) {
  const trimmed = raw.trim();
  const t = stripPerOp(trimmed);
  const lower = t.toLowerCase();
  if (t in TIME) return { unit: "ns", scale: TIME[t], kind: "time", lowerIsBetter: true };
  if (lower in TIME && lower !== "m") return { unit: "ns", scale: TIME[lower], kind: "time", lowerIsBetter: true };
  if (PER_SECOND.test(t) || lower === "rps" || lower === "qps" || lower === "tps" || lower === "hz") {
    return { unit: "ops/s", scale: 1, kind: "throughput", lowerIsBetter: false };
  }
  const perTime = PER_TIME.exec(t);
  if (perTime) {
    const perUnit = perTime[2] === "m" ? "min" : perTime[2];
    return { unit: "ops/s", scale: 1e9 / (TIME[perUnit] ?? TIME[perUnit.toLowerCase()]), kind: "throughput", lowerIsBetter: false };
  }
  const bytesPerSec = /^([kmg]i?b|b|bytes)\s*\/\s*(s|sec)$/i.exec(t);
  if (bytesPerSec) return { unit: "B/s", scale: BYTES[bytesPerSec[1].toLowerCase()], kind: "throughput", lowerIsBetter: false };
  if (lower in BYTES) return { unit: "B", scale: BYTES[lower], kind: "bytes", lowerIsBetter: true };
  if (/^allocs?$|^allocations?$/i.test(t)) return { unit: "allocs", scale: 1, kind: "count", lowerIsBetter: true };
  return { unit: trimmed, scale: 1, kind: "custom", lowerIsBetter: true };
}
function isTimeUnit(unit) {
  return unit === "ns";
}
var TIME_STEPS = [
  [36e11, "h"],
  [6e10, "min"],
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "\xB5s"],
  [1, "ns"]
];
function displayScale(unit, values) {
  let lo = Infinity;
  let hi = 0;
  for (const v of values) {
    if (!Number.isFinite(v) || v === 0) continue;
    const a = Math.abs(v);
    if (a < lo) lo = a;
    if (a > hi) hi = a;
  }
  const ref = hi > 0 ? Math.sqrt(lo * hi) * (1 + 1e-9) : 0;
  if (unit === "ns") {
    for (const [scale, label] of TIME_STEPS.slice(2)) if (ref >= scale) return { scale, label };
    return { scale: 1, label: "ns" };
  }
  if (unit === "B" || unit === "B/s") {
    const steps = [
      [1024 ** 3, "GiB"],
      [1024 ** 2, "MiB"],
      [1024, "KiB"]
    ];
    for (const [scale, label] of steps) if (ref >= scale) return { scale, label: unit === "B" ? label : `${label}/s` };
    return { scale: 1, label: unit };
  }
  return { scale: 1, label: unit };
}
function formatNumber(v) {
  if (!Number.isFinite(v)) return v > 0 ? "\u221E" : v < 0 ? "\u2212\u221E" : "NaN";
  const a = Math.abs(v);
  if (a === 0) return "0";
  if (a >= 1e15 || a < 1e-4) return v.toExponential(3);
  const digits = a >= 1e3 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : Math.min(6, 3 - Math.floor(Math.log10(a)));
  const scaled = a * 10 ** digits;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) return numberFormat(digits, a >= 1e4).format(v);
  let text = a.toFixed(digits);
  if (digits > 0) {
    let end = text.length;
    while (text.charCodeAt(end - 1) === 48) end--;
    if (text.charCodeAt(end - 1) === 46) end--;
    text = text.slice(0, end);
  }
  if (a >= 1e4) text = groupThousands(text);
  return v < 0 ? `-${text}` : text;
}
function groupThousands(digits) {
  let out = digits.slice(0, (digits.length - 1) % 3 + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}
var FORMATS = /* @__PURE__ */ new Map();
function numberFormat(digits, grouping) {
  const key = 2 * digits + (grouping ? 1 : 0);
  let f = FORMATS.get(key);
  if (!f)
    FORMATS.set(
      key,
      f = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: grouping })
    );
  return f;
}
function formatValue(v, unit) {
  if (v === null || v === void 0) return "\u2014";
  const { scale, label } = displayScale(unit, [v]);
  return `${formatNumber(v / scale)} ${label}`;
}
function formatChange(ratio) {
  if (ratio === null || ratio === void 0 || !Number.isFinite(ratio)) return "\u2014";
  const pct = (ratio - 1) * 100;
  const a = Math.abs(pct);
  const text = a >= 100 ? a.toFixed(0) : a >= 10 ? a.toFixed(1) : a.toFixed(1);
  if (text === "0.0") return "\xB10.0%";
  return `${pct > 0 ? "+" : "\u2212"}${text}%`;
}

// src/stats/log-gamma.ts
var LANCZOS = [
  0.9999999999998099,
  676.5203681218851,
  -1259.1392167224028,
  771.3234287776531,
  -176.6150291621406,
  12.507343278686905,
  -0.13857109526572012,
  9984369578019572e-21,
  15056327351493116e-23
];
var HALF_LN_2PI = 0.9189385332046728;
function logGamma(x) {
  if (Number.isNaN(x)) return NaN;
  if (x < 0.5) {
    return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  }
  const z = x - 1;
  let a = LANCZOS[0];
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return HALF_LN_2PI + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

// src/stats/incomplete-beta.ts
var EPS = 1e-16;
var FPMIN = 1e-300;
var MAX_ITERATIONS = 1e4;
function betaContinuedFraction(x, a, b) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < FPMIN) d = FPMIN;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}
function regularizedIncompleteBeta(x, a, b) {
  if (Number.isNaN(x) || !(a > 0) || !(b > 0)) return NaN;
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  const front = Math.exp(lnFront);
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(x, a, b) / a;
  return 1 - front * betaContinuedFraction(1 - x, b, a) / b;
}

// src/stats/quantile.ts
function checkSorted(sorted, p, name) {
  if (sorted.length === 0) throw new RangeError(`${name}: empty sample`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name}: p must be in [0, 1], got ${p}`);
}
function quantileType7(sorted, p) {
  checkSorted(sorted, p, "quantileType7");
  const { below, above, t } = type7Ranks(sorted.length, p);
  return lerpType7(sorted[below], sorted[above], t);
}
function type7Ranks(n, p) {
  const h = (n - 1) * p;
  const below = Math.min(Math.floor(h), n - 1);
  return { below, above: Math.min(below + 1, n - 1), t: h - below };
}
function lerpType7(a, b, t) {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}
function nearestRankIndex(n, p) {
  const x = p * n;
  const r = Math.round(x);
  const rank = Math.abs(x - r) <= 1e-9 * Math.max(1, x) ? r : Math.ceil(x);
  return Math.max(1, Math.min(n, rank));
}
var scratch = new Float64Array(1);
var scratchBits = new BigInt64Array(scratch.buffer);
function nextDown(x) {
  if (Number.isNaN(x) || x === -Infinity) return x;
  if (x === 0) return -Number.MIN_VALUE;
  scratch[0] = x;
  scratchBits[0] += x > 0 ? -1n : 1n;
  return scratch[0];
}
function firstNonEmpty(h) {
  for (let i = 0; i < h.counts.length; i++) if (h.counts[i] > 0) return i;
  return -1;
}
function histogramValueAtPercentile(h, percent) {
  if (Number.isNaN(percent)) throw new RangeError("histogramValueAtPercentile: percent is NaN");
  if (!(h.total > 0)) return NaN;
  if (percent <= 0) {
    const first = firstNonEmpty(h);
    return h.lowValues !== void 0 && first >= 0 ? h.lowValues[first] : h.min;
  }
  const requested = Math.min(Math.max(nextDown(percent), 0), 100);
  const countAtPercentile = Math.max(1, Math.ceil(requested / 100 * h.total));
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    if (running >= countAtPercentile) return h.values[i];
  }
  return h.values[h.values.length - 1];
}
function cumulativeCounts(h) {
  const cum = new Float64Array(h.counts.length);
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    cum[i] = running;
  }
  return cum;
}
function bucketOfRank(cum, k) {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (cum[mid] >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function orderStatisticsOfSorted(sorted) {
  const n = sorted.length;
  const firstIndex = (v, above) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (sorted[mid] < v || above && sorted[mid] === v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const tied = (k) => k > 1 && sorted[k - 2] === sorted[k - 1] || k < n && sorted[k] === sorted[k - 1];
  return {
    n,
    at: (k) => k < 1 ? -Infinity : k > n ? Infinity : sorted[k - 1],
    lowAt: (k) => {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const v = sorted[k - 1];
      if (!tied(k)) return v;
      const i = firstIndex(v, false);
      return i > 0 ? sorted[i - 1] : v;
    },
    highAt: (k) => {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const v = sorted[k - 1];
      if (!tied(k)) return v;
      const i = firstIndex(v, true);
      return i < n ? sorted[i] : v;
    }
  };
}
function orderStatisticsOfHistogram(h) {
  const cum = cumulativeCounts(h);
  const n = h.total;
  const low = (i) => {
    if (h.lowValues) return h.lowValues[i];
    if (i > 0) return h.values[i - 1];
    return h.min > 0 && h.min < h.values[0] ? h.min : h.values[0];
  };
  return {
    n,
    at: (k) => k < 1 ? -Infinity : k > n ? Infinity : h.values[bucketOfRank(cum, k)],
    lowAt: (k) => k < 1 ? -Infinity : k > n ? Infinity : low(bucketOfRank(cum, k))
  };
}

// src/stats/select.ts
function selectInPlace(a, k, left = 0, right = a.length - 1) {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const i2 = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp(2 * z / 3);
      const sd = 0.5 * Math.sqrt(z * s * (n - s) / n) * (i2 - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - i2 * s / n + sd));
      const newRight = Math.min(right, Math.floor(k + (n - i2) * s / n + sd));
      selectInPlace(a, k, newLeft, newRight);
    }
    const t = a[k];
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right] > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i++;
      j--;
      while (a[i] < t) i++;
      while (a[j] > t) j--;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j++;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}
function swap(a, i, j) {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}
function selectRanks(a, ranks) {
  const order = ranks.map((r, i) => [r, i]).sort((x, y) => x[0] - y[0]);
  const out = new Array(ranks.length);
  let left = 0;
  for (const [r, i] of order) {
    if (r >= left) {
      selectInPlace(a, r, left, a.length - 1);
      left = r;
    }
    out[i] = a[r];
  }
  return out;
}
function quantilesType7BySelection(scratch2, ps) {
  const ranks = ps.map((p) => type7Ranks(scratch2.length, p));
  const values = selectRanks(
    scratch2,
    ranks.flatMap((r) => [r.below, r.above])
  );
  return ranks.map((r, i) => lerpType7(values[2 * i], values[2 * i + 1], r.t));
}
function selectRanksWithSample(values, ranks, sample, moments) {
  const n = values.length;
  const m = sample.length;
  if (n === 0 || m === 0) return null;
  const wanted = [...new Set(ranks)].sort((a, b) => a - b);
  const lows = [];
  const highs = [];
  const expected = [];
  const rangeOf = [];
  for (const r of wanted) {
    if (!(Number.isInteger(r) && r >= 0 && r < n)) return null;
    const q = (r + 0.5) / n;
    const spread = 4 * Math.sqrt(m * q * (1 - q)) + 2;
    const lo = Math.floor(q * m - spread);
    const hi = Math.ceil(q * m + spread);
    const low = lo < 0 ? -Infinity : sample[lo];
    const high = hi >= m ? Infinity : sample[hi];
    const count = (Math.min(hi, m) - Math.max(lo, 0) + 1) * n / m;
    const last = lows.length - 1;
    if (last >= 0 && low <= highs[last]) {
      highs[last] = Math.max(highs[last], high);
      expected[last] += count;
    } else {
      lows.push(low);
      highs.push(high);
      expected.push(count);
    }
    rangeOf.push(lows.length - 1);
  }
  const k = lows.length;
  const L = Float64Array.from(lows);
  const H = Float64Array.from(highs);
  const inside = expected.map((c) => new Float64Array(Math.ceil(1.5 * c) + 64));
  const sizes = new Int32Array(k);
  const start = new Float64Array(k);
  if (k <= 4 && ascendingBounds(L, H)) {
    scanFew(values, L, H, inside, sizes, start, moments ?? SCAN_MOMENTS);
    if (moments) moments[4] = 1;
  } else scanMany(values, L, H, inside, sizes, start);
  const out = /* @__PURE__ */ new Map();
  for (let j = 0; j < k; j++) {
    const local = [];
    for (let w = 0; w < wanted.length; w++) {
      if (rangeOf[w] !== j) continue;
      const t = wanted[w] - start[j];
      if (t < 0 || t >= sizes[j]) return null;
      local.push(t);
    }
    const got = selectRanks(inside[j].subarray(0, sizes[j]), local);
    for (let t = 0; t < local.length; t++) out.set(local[t] + start[j], got[t]);
  }
  return ranks.map((r) => out.get(r));
}
var SCAN_MOMENTS = new Float64Array(4);
function ascendingBounds(L, H) {
  for (let j = 0; j < L.length; j++) if (!(L[j] <= H[j]) || j > 0 && !(H[j - 1] < L[j])) return false;
  return true;
}
function gather(inside, sizes, j, v) {
  let into = inside[j];
  const s = sizes[j];
  if (s === into.length) {
    const grown = new Float64Array(2 * into.length);
    grown.set(into);
    inside[j] = into = grown;
  }
  into[s] = v;
  sizes[j] = s + 1;
}
function scanMany(values, L, H, inside, sizes, start) {
  const n = values.length;
  const k = L.length;
  const places = new Float64Array(2 * k + 1);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let c = 0;
    for (let j = 0; j < k; j++) c += +(v >= L[j]) + +(v > H[j]);
    places[c]++;
    if ((c & 1) === 1) gather(inside, sizes, c >> 1, v);
  }
  for (let j = 0, before = 0; j < k; j++) {
    before += places[2 * j];
    start[j] = before;
    before += sizes[j];
  }
}
function scanFew(values, L, H, inside, sizes, start, moments) {
  const n = values.length;
  const k = L.length;
  const highs = new Float64Array(5).fill(NaN);
  highs.set(H, 1);
  const lows = new Float64Array(4).fill(NaN);
  lows.set(L);
  const state = new Float64Array(8);
  state[1] = Infinity;
  state[2] = -Infinity;
  state[3] = 1;
  const first = Math.min(n, 64);
  scanStretch(values, 0, first, lows, highs, inside, sizes, state);
  scanStretch(values, first, n, lows, highs, inside, sizes, state);
  moments.set(state.subarray(0, 4));
  for (let j = 0; j < k; j++) start[j] = n - state[4 + j];
}
function scanStretch(values, from, to, lows, highs, inside, sizes, state) {
  const l0 = lows[0];
  const l1 = lows[1];
  const l2 = lows[2];
  const l3 = lows[3];
  let sum = state[0];
  let min = state[1];
  let max = state[2];
  let ordinary = state[3];
  let a0 = state[4];
  let a1 = state[5];
  let a2 = state[6];
  let a3 = state[7];
  for (let i = from; i < to; i++) {
    const v = values[i];
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (v !== v || v === 0 && 1 / v < 0) ordinary = 0;
    const x0 = +(v >= l0);
    const x1 = +(v >= l1);
    const x2 = +(v >= l2);
    const x3 = +(v >= l3);
    a0 += x0;
    a1 += x1;
    a2 += x2;
    a3 += x3;
    const passed = x0 + x1 + x2 + x3;
    if (v <= highs[passed]) gather(inside, sizes, passed - 1, v);
  }
  state[0] = sum;
  state[1] = min;
  state[2] = max;
  state[3] = ordinary;
  state[4] = a0;
  state[5] = a1;
  state[6] = a2;
  state[7] = a3;
}
function quantilesType7WithSample(values, ps, extra, sample, moments) {
  const ranks = ps.map((p) => type7Ranks(values.length, p));
  const got = selectRanksWithSample(values, [...ranks.flatMap((r) => [r.below, r.above]), ...extra], sample, moments);
  if (!got) return null;
  return { quantiles: ranks.map((r, i) => lerpType7(got[2 * i], got[2 * i + 1], r.t)), extra: got.slice(2 * ranks.length) };
}

// src/stats/sort.ts
var SMALL = 2048;
var INSERTION = 24;
function sortAscending(a) {
  const n = a.length;
  if (n > SMALL) return a.sort();
  for (let i = 0; i < n; i++) {
    const v = a[i];
    if (v !== v || v === 0 && 1 / v < 0) return a.sort();
  }
  if (n > 1) quicksort(a, 0, n - 1);
  return a;
}
function quicksort(a, lo, hi) {
  while (hi - lo > INSERTION) {
    const mid = lo + hi >>> 1;
    let x = a[lo];
    let y = a[mid];
    let z = a[hi];
    if (y < x) {
      const t = x;
      x = y;
      y = t;
    }
    if (z < y) {
      const t = y;
      y = z;
      z = t;
      if (y < x) {
        const u = x;
        x = y;
        y = u;
      }
    }
    a[lo] = x;
    a[mid] = a[lo + 1];
    a[lo + 1] = y;
    a[hi] = z;
    let i = lo + 1;
    let j = hi;
    for (; ; ) {
      do
        i++;
      while (a[i] < y);
      do
        j--;
      while (y < a[j]);
      if (i >= j) break;
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    a[lo + 1] = a[j];
    a[j] = y;
    if (j - lo < hi - j) {
      quicksort(a, lo, j - 1);
      lo = j + 1;
    } else {
      quicksort(a, j + 1, hi);
      hi = j - 1;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= lo && v < a[j]) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}
function sortedNumbers(xs) {
  const n = xs.length;
  if (n > 64) return [...xs].sort((a, b) => a - b);
  const s = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = xs[i];
    if (v !== v) return [...xs].sort((a, b) => a - b);
    let j = i - 1;
    while (j >= 0 && v < s[j]) {
      s[j + 1] = s[j];
      j--;
    }
    s[j + 1] = v;
  }
  return s;
}
function medianInPlace(a) {
  const m = a.length >> 1;
  selectInPlace(a, m);
  if (a.length % 2) return a[m];
  let lower = a[0];
  for (let i = 1; i < m; i++) if (a[i] > lower) lower = a[i];
  return (lower + a[m]) / 2;
}
function median(xs) {
  const n = xs.length;
  if (n === 0) return null;
  if (n > 64) {
    const a = Float64Array.from(xs);
    let plain = true;
    for (let i = 0; i < n && plain; i++) plain = a[i] === a[i] && a[i] !== 0;
    if (plain) return medianInPlace(a);
  }
  const s = sortedNumbers(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export {
  InputError,
  UsageError,
  isUserError,
  parseUnit,
  isTimeUnit,
  displayScale,
  formatNumber,
  groupThousands,
  formatValue,
  formatChange,
  message,
  regularizedIncompleteBeta,
  quantileType7,
  nearestRankIndex,
  histogramValueAtPercentile,
  orderStatisticsOfSorted,
  orderStatisticsOfHistogram,
  selectInPlace,
  selectRanks,
  quantilesType7BySelection,
  quantilesType7WithSample,
  sortAscending,
  medianInPlace,
  median
};
