/**
 * Benchmarks whose base and head data are identical: the same runs, value for value, on both sides
 * (the same file given twice, or two files with the same content). Nothing changed between them,
 * so there is nothing a distribution, variance or profile question could explain: those asks leave
 * them out. Runs are compared as a multiset (their order does not matter), each run's data exactly
 * (every number and its kind); where a run came from is not part of it.
 */
import type { Benchmark, Run, RunData, Suite } from '../../model/types.js';

/** FNV-1a over 32-bit words. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const scratch = new Float64Array(1);
const scratchWords = new Uint32Array(scratch.buffer);

function mixWord(h: number, w: number): number {
  return Math.imul(h ^ w, FNV_PRIME) >>> 0;
}

function mixNumber(h: number, x: number): number {
  scratch[0] = x;
  return mixWord(mixWord(h, scratchWords[0]), scratchWords[1]);
}

function mixString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mixWord(h, s.charCodeAt(i));
  return mixWord(h, 0xffff);
}

function mixArray(h: number, xs: Float64Array): number {
  h = mixWord(h, xs.length);
  // Whole words of the doubles' bytes: the same bits, the same hash.
  const words = new Uint32Array(xs.buffer, xs.byteOffset, xs.length * 2);
  for (let i = 0; i < words.length; i++) h = mixWord(h, words[i]);
  return h;
}

/** Every value of a run's data, in a fixed order: the keys sorted, arrays and nested objects walked. */
function hashValue(h: number, v: unknown): number {
  if (v === undefined) return mixWord(h, 1);
  if (v === null) return mixWord(h, 2);
  if (typeof v === 'number') return mixNumber(mixWord(h, 3), v);
  if (typeof v === 'string') return mixString(mixWord(h, 4), v);
  if (typeof v === 'boolean') return mixWord(h, v ? 5 : 6);
  if (v instanceof Float64Array) return mixArray(mixWord(h, 7), v);
  if (Array.isArray(v)) {
    h = mixWord(mixWord(h, 8), v.length);
    for (const x of v) h = hashValue(h, x);
    return h;
  }
  if (typeof v === 'object') {
    h = mixWord(h, 9);
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o).sort()) {
      if (o[k] === undefined) continue;
      h = hashValue(mixString(h, k), o[k]);
    }
    return h;
  }
  return mixWord(h, 10);
}

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** Two runs' data equal (see sameValue), per-run values compared directly. */
function sameData(a: RunData, b: RunData): boolean {
  const same = (x: number | undefined, y: number | undefined) => (x === undefined ? y === undefined : y !== undefined && sameNumber(x, y));
  if (a.kind === 'per-op' && b.kind === 'per-op' && Object.keys(a).length === Object.keys(b).length) {
    return same(a.printResolution, b.printResolution) && sameValue(a.values, b.values);
  }
  if (a.kind === 'per-run' && b.kind === 'per-run') {
    return sameNumber(a.value, b.value) && same(a.iterations, b.iterations);
  }
  return sameValue(a, b);
}

/** Deep equality of two runs' data (undefined keys are absent). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b);
  if (a instanceof Float64Array || b instanceof Float64Array) {
    if (!(a instanceof Float64Array && b instanceof Float64Array) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameNumber(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!(Array.isArray(a) && Array.isArray(b)) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const oa = a as Record<string, unknown>;
    const ob = b as Record<string, unknown>;
    const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
    const ka = keys(oa);
    if (ka.length !== keys(ob).length) return false;
    return ka.every((k) => sameValue(oa[k], ob[k]));
  }
  return a === b;
}

/** Values of a long array a run's quick hash reads: evenly spaced, so a hash costs the same for any run size. */
const QUICK_VALUES = 64;

function mixSampled(h: number, xs: Float64Array): number {
  h = mixWord(h, xs.length);
  if (xs.length <= QUICK_VALUES) {
    for (let i = 0; i < xs.length; i++) h = mixNumber(h, xs[i]);
    return h;
  }
  for (let i = 0; i < QUICK_VALUES; i++) h = mixNumber(h, xs[Math.floor((i * xs.length) / QUICK_VALUES)]);
  return h;
}

/**
 * A run's quick hash: equal data, equal hash (the converse is checked value for value). Per-run
 * values (millions of go test runs) skip the generic walk; long arrays are read at evenly spaced
 * places.
 */
function runHash(d: RunData): number {
  switch (d.kind) {
    case 'per-run':
      return mixNumber(mixNumber(mixWord(FNV_OFFSET, 11), d.value), d.iterations ?? NaN);
    case 'per-op':
      return mixNumber(mixSampled(mixWord(FNV_OFFSET, 12), d.values), d.printResolution ?? NaN);
    case 'histogram':
      return hashValue(mixSampled(mixSampled(mixWord(FNV_OFFSET, 13), d.histogram.values), d.histogram.counts), {
        ...d.histogram,
        values: undefined,
        counts: undefined,
        lowValues: undefined,
      });
    default:
      return hashValue(FNV_OFFSET, d);
  }
}

/** Each run's quick hash. */
function hashesOf(runs: readonly Run[]): Uint32Array {
  const hashes = new Uint32Array(runs.length);
  for (let i = 0; i < runs.length; i++) hashes[i] = runHash(runs[i].data);
  return hashes;
}

/** Two sums of the hashes that any order of the same runs gives: unequal sums, different runs, without a sort. */
function hashSums(hashes: Uint32Array): [number, number] {
  let plain = 0;
  let mixed = 0;
  for (let i = 0; i < hashes.length; i++) {
    plain = (plain + hashes[i]) >>> 0;
    mixed = (mixed + mixWord(FNV_OFFSET, hashes[i])) >>> 0;
  }
  return [plain, mixed];
}

/** The run indices in the order of their hashes. */
function hashOrder(hashes: Uint32Array): Uint32Array {
  const n = hashes.length;
  let order: Uint32Array;
  if (n < 2 ** 21) {
    // (hash, index) in one double (32 + 21 bits): a native sort instead of a comparator.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = hashes[i] * 2 ** 21 + i;
    keys.sort();
    order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[i] = keys[i] % 2 ** 21;
  } else {
    order = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => hashes[a] - hashes[b] || a - b);
  }
  return order;
}

/** Whether the two sides hold the same runs' data (as a multiset), and at least one run. */
export function identicalSides(base: readonly Run[], head: readonly Run[]): boolean {
  const n = base.length;
  if (n === 0 || n !== head.length) return false;
  const bh = hashesOf(base);
  const hh = hashesOf(head);
  const [bs, bm] = hashSums(bh);
  const [hs, hm] = hashSums(hh);
  if (bs !== hs || bm !== hm) return false;
  const b = { hashes: bh, order: hashOrder(bh) };
  const h = { hashes: hh, order: hashOrder(hh) };
  for (let i = 0; i < n; i++) if (b.hashes[b.order[i]] !== h.hashes[h.order[i]]) return false;
  // The hashes agree: within each stretch of equal hashes, every head run must match a base run's data, as often.
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && b.hashes[b.order[end]] === b.hashes[b.order[start]]) end++;
    if (end === start + 1) {
      if (!sameData(base[b.order[start]].data, head[h.order[start]].data)) return false;
      start = end;
      continue;
    }
    // Classes of equal data and how many base runs each has (one class, unless hashes collide):
    // millions of runs of one constant (0 allocs/op) stay linear.
    const classes: Array<{ data: RunData; count: number }> = [];
    for (let k = start; k < end; k++) {
      const d = base[b.order[k]].data;
      const c = classes.find((x) => sameData(x.data, d));
      if (c) c.count++;
      else classes.push({ data: d, count: 1 });
    }
    for (let k = start; k < end; k++) {
      const d = head[h.order[k]].data;
      const c = classes.find((x) => x.count > 0 && sameData(x.data, d));
      if (!c) return false;
      c.count--;
    }
    start = end;
  }
  return true;
}

const IDENTICAL = new WeakMap<Suite, ReadonlySet<string>>();

/** The names of the suite's benchmarks whose base and head data are identical (computed once per suite). */
export function identicalBenchmarks(suite: Suite): ReadonlySet<string> {
  let names = IDENTICAL.get(suite);
  if (!names) {
    names = new Set(suite.benchmarks.filter((b: Benchmark) => identicalSides(b.runs.base, b.runs.head)).map((b) => b.name));
    IDENTICAL.set(suite, names);
  }
  return names;
}
