import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
import {
  InputError,
  UsageError,
  isTimeUnit,
  isUserError,
  medianInPlace,
  message,
  parseUnit
} from "./chunk-QDTSNZFO.js";

// src/model/run-table.ts
function rowSource(t, i) {
  const s = t.series[t.seriesOf[i]];
  return s.pointer === void 0 ? { file: t.file, line: t.at[i] } : { file: t.file, pointer: `${s.pointer}/${t.at[i]}${s.after ?? ""}` };
}
function rowIterations(t, i) {
  const it = t.iterations[i];
  return it === it ? it : void 0;
}
function rowMeasurement(t, i) {
  const s = t.series[t.seriesOf[i]];
  return {
    benchmark: s.benchmark,
    unit: s.unit,
    ...s.measure !== void 0 ? { measure: s.measure } : {},
    lowerIsBetter: s.lowerIsBetter,
    run: String(t.runs[i]),
    ...s.load ? { load: s.load } : {},
    data: { kind: "per-run", value: t.values[i], iterations: rowIterations(t, i) },
    source: rowSource(t, i)
  };
}
function measurementCount(r) {
  return r.measurements.length + (r.perRun?.values.length ?? 0);
}
function namesWithSource(r) {
  const out = [];
  const t = r.perRun;
  if (t) {
    const first = new Array(t.series.length).fill(-1);
    for (let i = 0; i < t.seriesOf.length; i++) if (first[t.seriesOf[i]] < 0) first[t.seriesOf[i]] = i;
    const order = first.map((row, k) => ({ row, k })).filter((x) => x.row >= 0).sort((a, b) => a.row - b.row);
    for (const { row, k } of order) out.push({ benchmark: t.series[k].benchmark, source: rowSource(t, row) });
  }
  for (const m of r.measurements) out.push({ benchmark: m.benchmark, source: m.source });
  return out;
}
function filterSeries(t, keep) {
  const kept = t.series.map((s) => keep(s.benchmark));
  if (kept.every(Boolean)) return t;
  const index = new Int32Array(t.series.length).fill(-1);
  let n = 0;
  for (let k = 0; k < t.series.length; k++) if (kept[k]) index[k] = n++;
  let rows = 0;
  for (let i = 0; i < t.seriesOf.length; i++) if (index[t.seriesOf[i]] >= 0) rows++;
  const out = {
    file: t.file,
    series: t.series.filter((_, k) => kept[k]),
    seriesOf: new Uint32Array(rows),
    values: new Float64Array(rows),
    iterations: new Float64Array(rows),
    runs: new Uint32Array(rows),
    at: new Uint32Array(rows)
  };
  for (let i = 0, j = 0; i < t.seriesOf.length; i++) {
    const k = index[t.seriesOf[i]];
    if (k < 0) continue;
    out.seriesOf[j] = k;
    out.values[j] = t.values[i];
    out.iterations[j] = t.iterations[i];
    out.runs[j] = t.runs[i];
    out.at[j] = t.at[i];
    j++;
  }
  return out;
}

// src/read/validate.ts
var MAX_COUNT = Number.MAX_SAFE_INTEGER;
function show(v) {
  return Number.isNaN(v) ? "NaN" : String(v);
}
var Checker = class {
  constructor(m) {
    this.m = m;
  }
  m;
  zero;
  zeros = 0;
  fail(what, v, expected) {
    const after = this.m.unit === "ns" && !Number.isFinite(v) && !Number.isNaN(v) ? " after conversion to ns (is the number or its unit wrong?)" : "";
    throw new InputError(this.m.source, `benchmark "${this.m.benchmark}": ${what} is ${show(v)}${after}; expected ${expected}`);
  }
  /** A value in the measurement's unit: finite; not negative when it is a duration. */
  value(v, what) {
    if (!Number.isFinite(v)) this.fail(what, v, "a finite number");
    if (isTimeUnit(this.m.unit)) {
      if (v < 0) this.fail(what, v, "a duration of 0 or more");
      if (v === 0) this.zeros++;
    }
  }
  optionalValue(v, what) {
    if (v !== void 0) this.value(v, what);
  }
  /** A spread (standard deviation): finite and not negative in any unit. */
  spread(v, what) {
    if (v === void 0) return;
    if (!Number.isFinite(v) || v < 0) this.fail(what, v, "a finite number of 0 or more");
  }
  /** A count of operations or samples: a whole number from 0 to 2^53. */
  count(v, what, whole = true) {
    if (v === void 0) return;
    if (!Number.isFinite(v) || v < 0 || v > MAX_COUNT || whole && !Number.isInteger(v)) {
      this.fail(what, v, `a whole number from 0 to ${MAX_COUNT}`);
    }
  }
  /** Every element as {@link value}; the label is only built for a bad one (arrays hold millions). */
  array(a, what) {
    if (!a) return;
    const time = isTimeUnit(this.m.unit);
    for (let i = 0; i < a.length; i++) {
      const v = a[i];
      if (!Number.isFinite(v) || time && v <= 0) this.value(v, `${what} ${i + 1}`);
    }
  }
};
function validateMeasurement(m) {
  const d = m.data;
  if (d.kind === "per-run") {
    const v = d.value;
    const it = d.iterations;
    if (Number.isFinite(v) && (it === void 0 || Number.isFinite(it) && it >= 0 && it <= MAX_COUNT)) {
      if (!isTimeUnit(m.unit) || v > 0) return 0;
      if (v === 0) return 1;
    }
  }
  return checkMeasurement(m);
}
function checkMeasurement(m) {
  const c = new Checker(m);
  const d = m.data;
  switch (d.kind) {
    case "per-op":
      c.array(d.values, "sample");
      break;
    case "histogram": {
      const h = d.histogram;
      c.array(h.values, "bucket value");
      c.array(h.lowValues, "bucket lower edge");
      let sum = 0;
      for (let i = 0; i < h.counts.length; i++) {
        const n = h.counts[i];
        if (!(Number.isInteger(n) && n >= 0 && n <= MAX_COUNT)) c.count(n, `the count of bucket ${i + 1}`);
        sum += n;
      }
      c.count(sum, "the sum of the bucket counts");
      c.count(h.total, "the total count");
      c.value(h.min, "the minimum");
      c.value(h.max, "the maximum");
      c.optionalValue(h.mean, "the mean");
      c.spread(h.resolution, "the resolution");
      break;
    }
    case "percentiles":
      d.points.forEach((p) => {
        if (!(p.p >= 0 && p.p <= 1))
          throw new InputError(
            m.source,
            `benchmark "${m.benchmark}": percentile level ${show(p.p * 100)}% is outside 0..100%; expected a percentile such as p99`
          );
        c.value(p.value, `the value at p${+(p.p * 100).toPrecision(12)}`);
      });
      c.count(d.count, "the count");
      c.optionalValue(d.min, "the minimum");
      c.optionalValue(d.max, "the maximum");
      c.optionalValue(d.mean, "the mean");
      break;
    case "per-run":
      c.value(d.value, "the value");
      c.count(d.iterations, "the iteration count", false);
      break;
    case "summary":
      c.value(d.mean, "the mean");
      c.spread(d.sd, "the standard deviation");
      c.count(d.n, "the sample count", false);
      c.optionalValue(d.min, "the minimum");
      c.optionalValue(d.max, "the maximum");
      c.optionalValue(d.median, "the median");
      break;
  }
  if ((d.kind === "percentiles" || d.kind === "per-op") && d.printResolution) return 0;
  return c.zeros;
}
function validateTable(t) {
  const time = t.series.map((s) => isTimeUnit(s.unit));
  const { values, iterations, seriesOf } = t;
  let zeros = 0;
  let first = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const it = iterations[i];
    if (Number.isFinite(v) && (it !== it || Number.isFinite(it) && it >= 0 && it <= MAX_COUNT)) {
      if (v > 0 || !time[seriesOf[i]]) continue;
      if (v === 0) {
        if (zeros++ === 0) first = i;
        continue;
      }
    }
    if (checkMeasurement(rowMeasurement(t, i)) > 0 && zeros++ === 0) first = i;
  }
  return { zeros, first };
}
function validateResult(result) {
  let zeros = 0;
  let first;
  if (result.perRun) {
    const z = validateTable(result.perRun);
    if (z.zeros > 0) first = rowMeasurement(result.perRun, z.first);
    zeros += z.zeros;
  }
  for (const m of result.measurements) {
    const z = validateMeasurement(m);
    if (z > 0 && !first) first = m;
    zeros += z;
  }
  if (first) {
    const { file, line, pointer } = first.source;
    const at = line !== void 0 ? { line } : pointer !== void 0 ? { pointer } : {};
    result.warnings.push(message("reader.zero-time", { file, ...at, benchmark: first.benchmark, zeros }));
  }
  return result;
}

// src/read/define.ts
function defineReader(spec) {
  const { id, title, carries, howTo, reads = "file" } = spec;
  return {
    id,
    title,
    carries,
    howTo,
    reads,
    detect: (probe) => probe.isDirectory !== (reads === "directory") ? 0 : spec.detect(probe),
    ...spec.seriesInHead ? { seriesInHead: spec.seriesInHead } : {},
    async parse(input) {
      const warnings = [];
      const ctx = {
        file: input.path,
        warnings,
        warn: (what, params = {}) => void warnings.push(message(`reader.${id}.${what}`, { file: input.path, ...params })),
        warnShared: (what, params = {}) => void warnings.push(message(`reader.${what}`, { file: input.path, ...params })),
        add: (m) => void warnings.push(m)
      };
      const { machine, ...out } = await spec.parse(input, ctx);
      const result = { format: id, ...out, warnings };
      if (machine) result.machine = { source: id, ...machine };
      return validateResult(result);
    }
  };
}

// src/read/byte-number.ts
var POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
function plainDecimal(buf, s, e, integer = false) {
  let i = s;
  let neg = false;
  if (!integer && i < e && (buf[i] === 45 || buf[i] === 43)) {
    neg = buf[i] === 45;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let seenDot = false;
  for (; i < e; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      digits++;
      if (seenDot) frac++;
    } else if (c === 46 && !seenDot && !integer) {
      seenDot = true;
    } else {
      return NaN;
    }
  }
  if (digits === 0 || digits > 15) return NaN;
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}

// src/read/lines.ts
function stripBom(text) {
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
function splitLines(text) {
  return stripBom(text).split(/\r?\n|\r/);
}
var MAX_LINE_BYTES = 16 * 1024 * 1024;
async function* withoutBom(chunks) {
  let head = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
    if (head.length < 3 && head.equals(BOM.subarray(0, head.length))) continue;
    const out = head.subarray(0, 3).equals(BOM) ? head.subarray(3) : head;
    head = null;
    if (out.length > 0) yield out;
  }
  if (head !== null && head.length > 0 && !BOM.subarray(0, head.length).equals(head)) yield head;
}
var BOM = Buffer.from([239, 187, 191]);
async function splitRuns(input, lines, maxLineBytes, expected) {
  let lineNo = 0;
  const tooLong = () => {
    const size = maxLineBytes % (1024 * 1024) === 0 ? `${maxLineBytes / (1024 * 1024)} MiB` : `${maxLineBytes} bytes`;
    return new InputError({ file: input.path ?? "input", line: lineNo + 1 }, `the line is longer than ${size}; ${expected}`);
  };
  let carry = [];
  let carried = 0;
  for await (const chunk of withoutBom(input.chunks())) {
    let start = 0;
    const first = chunk.indexOf(10);
    if (first < 0) {
      carried += chunk.length;
      if (carried > maxLineBytes) throw tooLong();
      carry.push(chunk);
      continue;
    }
    if (carried > 0) {
      if (carried + first > maxLineBytes) throw tooLong();
      const joined = Buffer.concat([...carry, chunk.subarray(0, first)], carried + first);
      carry = [];
      carried = 0;
      lineNo += lines(joined, 0, joined.length);
      start = first + 1;
    }
    const last = chunk.lastIndexOf(10);
    if (last >= start) lineNo += lines(chunk, start, last);
    if (last + 1 < chunk.length) {
      carried = chunk.length - (last + 1);
      if (carried > maxLineBytes) throw tooLong();
      carry = [Buffer.from(chunk.subarray(last + 1))];
    }
  }
  if (carried > 0) {
    const rest = carry.length === 1 ? carry[0] : Buffer.concat(carry, carried);
    lines(rest, 0, rest.length);
  }
}
async function forEachByteRun(input, lines, maxLineBytes = MAX_LINE_BYTES, expected = "expected benchmark output lines") {
  await splitRuns(input, lines, maxLineBytes, expected);
}
async function forEachByteLine(input, handle, maxLineBytes = MAX_LINE_BYTES, expected = "expected benchmark output lines") {
  await splitRuns(
    input,
    (buf, s, e) => {
      let n = 1;
      for (let nl = buf.indexOf(10, s); nl >= 0 && nl < e; nl = buf.indexOf(10, s)) {
        handle(buf, s, nl);
        s = nl + 1;
        n++;
      }
      handle(buf, s, e);
      return n;
    },
    maxLineBytes,
    expected
  );
}
async function forEachLine(input, handle, maxLineBytes = MAX_LINE_BYTES, expected = "expected benchmark output lines") {
  await splitRuns(
    input,
    (buf, s, e) => {
      const text = buf.toString("utf8", s, e);
      let n = 1;
      let start = 0;
      for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", start)) {
        handle(text.slice(start, nl));
        start = nl + 1;
        n++;
      }
      handle(start === 0 ? text : text.slice(start));
      return n;
    },
    maxLineBytes,
    expected
  );
}
function own(s) {
  return s.length < 13 ? s : Buffer.from(s, "utf8").toString("utf8");
}

// src/read/sample-column.ts
var nextCapacity = (n) => n < 1 << 20 ? 2 * n : n + (n >> 1);
var SampleColumn = class {
  // Small at first: a file may hold hundreds of thousands of series of a few samples each; growth
  // by a constant factor keeps the cost of growing to a few copies per sample.
  values = new Float64Array(16);
  length = 0;
  push(v) {
    if (this.length === this.values.length) {
      const next = new Float64Array(nextCapacity(this.values.length));
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = v;
  }
  /** The values kept, as a view (no copy of a large run at the end of parsing). */
  take() {
    return this.values.subarray(0, this.length);
  }
};

// src/formats/raw-samples.ts
var HEADER = /^\uFEFF?\s*"?benchmark"?\s*,\s*"?run"?\s*,\s*"?value"?\s*(,\s*"?unit"?\s*)?\r?$/i;
function firstLine(head) {
  const nl = head.indexOf("\n");
  return nl < 0 ? head : head.slice(0, nl);
}
function isNdjsonSample(line) {
  if (!line.startsWith("{")) return false;
  try {
    const obj = JSON.parse(line);
    return typeof obj === "object" && obj !== null && "benchmark" in obj && "value" in obj;
  } catch {
    return false;
  }
}
var Collector = class {
  constructor(file) {
    this.file = file;
  }
  file;
  /** Series by benchmark, run and unit text: found without building a key string per row. */
  byName = /* @__PURE__ */ new Map();
  /** Every series, in order of first appearance. */
  all = [];
  /** The first series of each benchmark: the unit check compares against it alone. */
  firstOf = /* @__PURE__ */ new Map();
  units = /* @__PURE__ */ new Map();
  // Per series id: its values (grown as SampleColumn grows them), how many, and its unit's scale.
  // Flat arrays rather than an object per series: a row of a file that cycles through thousands
  // of series reaches its column with two dependent loads that miss the cache, not four.
  cols = [];
  lens = new Int32Array(64);
  scales = new Float64Array(64);
  /** The series of one (benchmark, run, unit), created and validated on first use. O(1). */
  series(benchmark, run, unitText, line) {
    let runs = this.byName.get(benchmark);
    if (!runs) this.byName.set(benchmark, runs = /* @__PURE__ */ new Map());
    let units = runs.get(run);
    if (!units) runs.set(run, units = /* @__PURE__ */ new Map());
    let s = units.get(unitText);
    if (!s) {
      if (benchmark === "") throw new InputError({ file: this.file, line }, "empty benchmark name; expected a name in the first column");
      if (run === "") throw new InputError({ file: this.file, line }, "empty run id; expected the process-level run in the second column");
      let unit = this.units.get(unitText);
      if (unit === void 0) this.units.set(unitText, unit = parseUnit(unitText === "" ? "ns" : unitText));
      s = { benchmark, run, unit, unitText, id: this.all.length, line };
      const first = this.firstOf.get(benchmark);
      if (first === void 0) this.firstOf.set(benchmark, s);
      else if (first.unit.unit !== unit.unit) {
        throw new InputError(
          { file: this.file, line },
          `benchmark "${benchmark}" mixes units "${first.unitText}" (line ${first.line}) and "${unitText}"; expected one kind of unit per benchmark`
        );
      }
      units.set(unitText, s);
      this.all.push(s);
      if (s.id === this.lens.length) {
        this.lens = grown(this.lens, 2 * s.id);
        const scales = new Float64Array(2 * s.id);
        scales.set(this.scales);
        this.scales = scales;
      }
      this.cols.push(new Float64Array(16));
      this.scales[s.id] = unit.scale;
    }
    return s;
  }
  /** A value of series `id`, refused naming the line unless it is finite. */
  push(id, value, line) {
    if (!Number.isFinite(value))
      throw new InputError({ file: this.file, line }, `value is not a finite number; expected a measurement such as 1234.5`);
    this.append(id, value);
  }
  /**
   * A finite value, in the series' unit, kept in ns (times its scale). Arrays grow as
   * SampleColumn's: doubling from 16 values, by half beyond 1 Mi values.
   */
  append(id, value) {
    const n = this.lens[id];
    let col = this.cols[id];
    if (n === col.length) {
      const next = new Float64Array(nextCapacity(n));
      next.set(col);
      this.cols[id] = col = next;
    }
    col[n] = value * this.scales[id];
    this.lens[id] = n + 1;
  }
  add(benchmark, run, value, unitText, line) {
    this.push(this.series(benchmark, run, unitText, line).id, value, line);
  }
  result() {
    const out = [];
    for (const s of this.all) {
      out.push({
        benchmark: s.benchmark,
        unit: s.unit.unit,
        lowerIsBetter: s.unit.lowerIsBetter,
        run: s.run,
        data: { kind: "per-op", values: this.cols[s.id].subarray(0, this.lens[s.id]) },
        source: { file: this.file, line: s.line }
      });
    }
    return out;
  }
};
var ByteSeriesTable = class {
  /** Entry + 1 per slot; 0 is an empty slot. Kept at most half full. */
  slots = new Int32Array(64);
  hashes = new Int32Array(32);
  /** Per entry: arena offset, then where the name and the run end, then where the key ends. */
  bounds = new Int32Array(128);
  /** The keys' bytes (replaced when it grows: read it after any add). */
  arena = new Uint8Array(1024);
  /** A view of {@link arena}, for comparing keys four bytes at a time. */
  arenaView = new DataView(this.arena.buffer);
  used = 0;
  /** Per entry: the collector's id of its series. */
  ids = new Int32Array(32);
  count = 0;
  /** FNV-1a over the three fields and a separator; {@link matches} compares field by field. */
  static hash(buf, s1, e1, s2, e2, s3, e3) {
    let h = 2166136261;
    for (let i = s1; i < e1; i++) h = Math.imul(h ^ buf[i], 16777619);
    h = Math.imul(h ^ 255, 16777619);
    for (let i = s2; i < e2; i++) h = Math.imul(h ^ buf[i], 16777619);
    h = Math.imul(h ^ 255, 16777619);
    for (let i = s3; i < e3; i++) h = Math.imul(h ^ buf[i], 16777619);
    return h;
  }
  idOf(entry) {
    return this.ids[entry];
  }
  /** Whether entry's key has exactly these three fields' bytes. */
  matches(entry, buf, s1, e1, s2, e2, s3, e3) {
    const off = this.bounds[4 * entry];
    const a = this.bounds[4 * entry + 1];
    const b = this.bounds[4 * entry + 2];
    const end = this.bounds[4 * entry + 3];
    if (a - off !== e1 - s1 || b - a !== e2 - s2 || end - b !== e3 - s3) return false;
    const k = this.arena;
    for (let i = b - 1; i >= a; i--) if (k[i] !== buf[s2 + i - a]) return false;
    for (let i = a - 1; i >= off; i--) if (k[i] !== buf[s1 + i - off]) return false;
    for (let i = b; i < end; i++) if (k[i] !== buf[s3 + i - b]) return false;
    return true;
  }
  /**
   * Whether entry's key is a CSV row's: name [s, c1), run (c1, c2), unit [u, ue) of buf, whose
   * view is dv. As {@link matches}, compared four bytes at a time.
   */
  holds(entry, dv, buf, s, c1, c2, u, ue) {
    const { bounds } = this;
    const off = bounds[4 * entry];
    const a = bounds[4 * entry + 1];
    const b = bounds[4 * entry + 2];
    const end = bounds[4 * entry + 3];
    if (a - off !== c1 - s || b - a !== c2 - c1 - 1 || end - b !== ue - u) return false;
    const av = this.arenaView;
    const k = this.arena;
    return sameBytes(dv, buf, s, av, k, off, a - off) && sameBytes(dv, buf, c1 + 1, av, k, a, b - a) && sameBytes(dv, buf, u, av, k, b, end - b);
  }
  /** The entry with these bytes, or −1. */
  find(h, buf, s1, e1, s2, e2, s3, e3) {
    const mask = this.slots.length - 1;
    for (let slot = h & mask; this.slots[slot] !== 0; slot = slot + 1 & mask) {
      const entry = this.slots[slot] - 1;
      if (this.hashes[entry] === h && this.matches(entry, buf, s1, e1, s2, e2, s3, e3)) return entry;
    }
    return -1;
  }
  add(h, buf, s1, e1, s2, e2, s3, e3, id) {
    const entry = this.count++;
    const len = e1 - s1 + (e2 - s2) + (e3 - s3);
    if (this.used + len > this.arena.length) {
      this.arena = grown(this.arena, Math.max(2 * this.arena.length, this.used + len));
      this.arenaView = new DataView(this.arena.buffer);
    }
    if (entry === this.hashes.length) {
      this.hashes = grown(this.hashes, 2 * entry);
      this.ids = grown(this.ids, 2 * entry);
      this.bounds = grown(this.bounds, 8 * entry);
    }
    const off = this.used;
    this.arena.set(buf.subarray(s1, e1), off);
    this.arena.set(buf.subarray(s2, e2), off + (e1 - s1));
    this.arena.set(buf.subarray(s3, e3), off + (e1 - s1) + (e2 - s2));
    this.used += len;
    this.hashes[entry] = h;
    this.bounds.set([off, off + (e1 - s1), off + (e1 - s1) + (e2 - s2), off + len], 4 * entry);
    this.ids[entry] = id;
    if (2 * (entry + 1) > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e <= entry; e++) this.place(this.hashes[e], e);
    } else {
      this.place(h, entry);
    }
    return entry;
  }
  place(h, entry) {
    const mask = this.slots.length - 1;
    let slot = h & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = entry + 1;
  }
};
function fieldEnd(dv, buf, i, e) {
  for (const last = dv.byteLength - 4; i <= last; i += 4) {
    const w = dv.getInt32(i, true);
    const comma = w ^ 741092396;
    const quote = w ^ 572662306;
    const lf = w ^ 168430090;
    const m = (comma - 16843009 & ~comma | quote - 16843009 & ~quote | lf - 16843009 & ~lf) & 2155905152;
    if (m !== 0) {
      const at = i + (31 - Math.clz32(m & -m) >> 3);
      return at < e ? at : e;
    }
    if (i + 4 >= e) return e;
  }
  for (; i < e; i++) {
    const c = buf[i];
    if (c <= 44 && (c === 44 || c === 34 || c === 10)) return i;
  }
  return e;
}
function sameBytes(xv, x, p, yv, y, q, n) {
  if (n < 4) {
    for (let k = 0; k < n; k++) if (x[p + k] !== y[q + k]) return false;
    return true;
  }
  const last = n - 4;
  for (let k = 0; k < last; k += 4) if (xv.getInt32(p + k, true) !== yv.getInt32(q + k, true)) return false;
  return xv.getInt32(p + last, true) === yv.getInt32(q + last, true);
}
function grown(a, size) {
  const next = new a.constructor(size);
  next.set(a);
  return next;
}
function splitQuoted(line, file, lineNo) {
  const fields = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = "";
      i++;
      for (; ; ) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new InputError({ file, line: lineNo }, 'unterminated quoted field; expected a closing "');
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i < line.length && line[i] !== ",")
        throw new InputError({ file, line: lineNo }, "unexpected text after a quoted field; expected a comma");
      i++;
    } else {
      const c = line.indexOf(",", i);
      const end = c < 0 ? line.length : c;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}
function parseNumber(buf, s, e) {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  while (e > s && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  if (s === e) return NaN;
  const v = plainDecimal(buf, s, e);
  return v === v ? v : Number(buf.toString("latin1", s, e));
}
var SCORE_MAX = 64;
var PREDICT = 32;
var IMAGE_BITS = 8;
var FINGERPRINTS = 16 << IMAGE_BITS;
var IMAGE_MIN = 16;
var BYPASS_PROBE = 4095;
function emptyImages() {
  const images = new Int32Array(2 * FINGERPRINTS);
  for (let at = 0; at < images.length; at += 16) images[at] = -1;
  return images;
}
function setImage(images, at, entry, dv, dvEnd, s, c1, c2, u, ue) {
  const k = c2 + 1 - s;
  images[at] = entry;
  images[at + 14] = 0;
  if (k > 16 || ue - u > 4 || s + 16 > dvEnd || u + 4 > dvEnd) {
    images[at + 1] = 0;
    return;
  }
  images[at + 1] = k;
  images[at + 2] = c1 - s;
  images[at + 3] = ue - u;
  for (let w = 0; w < 4; w++) {
    const m = k >= 4 * w + 4 ? -1 : k <= 4 * w ? 0 : (1 << 8 * (k - 4 * w)) - 1;
    images[at + 8 + w] = m;
    images[at + 4 + w] = dv.getInt32(s + 4 * w, true) & m;
  }
  const um = ue - u === 4 ? -1 : (1 << 8 * (ue - u)) - 1;
  images[at + 12] = dv.getInt32(u, true) & um;
  images[at + 13] = um;
}
function keyIs(images, at, dv, s) {
  return ((dv.getInt32(s, true) ^ images[at + 4]) & images[at + 8] | (dv.getInt32(s + 4, true) ^ images[at + 5]) & images[at + 9] | (dv.getInt32(s + 8, true) ^ images[at + 6]) & images[at + 10] | (dv.getInt32(s + 12, true) ^ images[at + 7]) & images[at + 11]) === 0;
}
function unitIs(images, at, dv, dvEnd, u, ue) {
  return ue - u === images[at + 3] && u + 4 <= dvEnd && ((dv.getInt32(u, true) ^ images[at + 12]) & images[at + 13]) === 0;
}
var RECENT = 4;
var SeriesLookup = class {
  constructor(maker) {
    this.maker = maker;
  }
  maker;
  table = new ByteSeriesTable();
  current = -1;
  /** Whether the last row's key was the one before it. */
  stay = false;
  // The few entries seen most recently, most recent first (-1: none).
  recent = new Int32Array(RECENT).fill(-1);
  // Per entry, the entry of the row that followed it last time (-1: none).
  successor = new Int32Array(64).fill(-1);
  /** The collector's id of the row's series. */
  id(buf, s1, e1, s2, e2, s3, e3) {
    const { table } = this;
    const current = this.current;
    this.stay = current >= 0 && table.matches(current, buf, s1, e1, s2, e2, s3, e3);
    if (!this.stay) {
      const next = current < 0 ? -1 : this.successor[current];
      if (next >= 0 && table.matches(next, buf, s1, e1, s2, e2, s3, e3)) {
        this.current = next;
      } else {
        this.current = this.entryOf(buf, s1, e1, s2, e2, s3, e3);
        if (current >= 0) this.successor[current] = this.current;
      }
    }
    return table.idOf(this.current);
  }
  /**
   * The entry the next row most likely has (−1: none): the last row's while rows repeat it, else
   * the one that followed it last time. A caller that finds the row's key bytes equal to its key
   * calls {@link take}; else {@link id}.
   */
  predicted() {
    const current = this.current;
    if (this.stay || current < 0) return current;
    const next = this.successor[current];
    return next >= 0 ? next : current;
  }
  /** The collector's id of entry {@link predicted} gave, whose key the row's bytes equal. */
  take(entry) {
    const current = this.current;
    this.stay = entry === current;
    this.current = entry;
    return this.table.idOf(entry);
  }
  /**
   * The collector's id of the row's series, by the hash table alone: for a row whose key is not
   * the one {@link predicted} (when rows interleave at random, comparing it with a few more
   * candidates costs more in mispredicted branches than one hash and probe).
   */
  byHash(h, buf, s1, e1, s2, e2, s3, e3) {
    const { table } = this;
    let entry = table.find(h, buf, s1, e1, s2, e2, s3, e3);
    if (entry < 0) entry = this.added(table.add(h, buf, s1, e1, s2, e2, s3, e3, this.maker.newSeries(buf, s1, e1, s2, e2, s3, e3).id));
    return this.moveTo(entry);
  }
  /** The collector's id of `entry`, a row's entry found otherwise than by {@link predicted}: it becomes the current one, and the successor of the one before. */
  moveTo(entry) {
    const current = this.current;
    this.stay = entry === current;
    if (!this.stay) {
      if (current >= 0) this.successor[current] = entry;
      this.current = entry;
    }
    return this.table.idOf(entry);
  }
  /** The last row's entry. */
  last() {
    return this.current;
  }
  /** Whether the last row's entry is `entry`. */
  took(entry) {
    return this.current === entry;
  }
  /** A new entry: room for its successor. */
  added(entry) {
    if (entry === this.successor.length) {
      const grownSuccessor = new Int32Array(2 * entry).fill(-1);
      grownSuccessor.set(this.successor);
      this.successor = grownSuccessor;
    }
    return entry;
  }
  /** The entry of a row's key bytes, not the current one: from the recent few, else the table. */
  entryOf(buf, s1, e1, s2, e2, s3, e3) {
    const { recent, table } = this;
    let entry = -1;
    let at = 0;
    for (; at < RECENT && recent[at] >= 0; at++) {
      if (recent[at] !== this.current && table.matches(recent[at], buf, s1, e1, s2, e2, s3, e3)) {
        entry = recent[at];
        break;
      }
    }
    if (entry < 0) {
      if (at === RECENT) at--;
      const h = ByteSeriesTable.hash(buf, s1, e1, s2, e2, s3, e3);
      entry = table.find(h, buf, s1, e1, s2, e2, s3, e3);
      if (entry < 0) {
        entry = this.added(table.add(h, buf, s1, e1, s2, e2, s3, e3, this.maker.newSeries(buf, s1, e1, s2, e2, s3, e3).id));
      }
    }
    for (; at > 0; at--) recent[at] = recent[at - 1];
    recent[0] = entry;
    return entry;
  }
};
var CsvRows = class {
  constructor(file, collector) {
    this.file = file;
    this.collector = collector;
  }
  file;
  collector;
  lineNo = 0;
  withUnit = false;
  /**
   * How well the predicted series has matched lately: +1 for a row that has it, −2 for one that
   * has not (0…SCORE_MAX). From PREDICT up rows are compared with it first; below, when rows
   * interleave at random, they are hashed straight away (a comparison that fails costs a
   * mispredicted branch and a second pass).
   */
  score = SCORE_MAX;
  lookup = new SeriesLookup(this);
  /**
   * Recently seen keys, 16 ints a slot (see {@link setImage}): first by a row's first eight bytes
   * (found without looking for its commas), then from FINGERPRINTS by a fingerprint of its fields.
   */
  images = emptyImages();
  /** As {@link score}, for the recently seen keys: +1 for a row found among them, −2 for one hashed after all. */
  imageScore = SCORE_MAX;
  /** Rows hashed straight away since the start (every BYPASS_PROBE + 1st tries the recently seen keys again). */
  bypassed = 0;
  fields() {
    return `benchmark,run,value${this.withUnit ? ",unit" : ""}`;
  }
  /**
   * A run of whole lines (bytes [s, e), separated by LF, none at either end): how many it held.
   * One loop over the bytes of every row: a row whose fields are plain is read right here (see
   * below); any other line — the header, a blank line, quotes, a field count other than the
   * header's, a value that is not sign?, digits, at most one dot, at least one and at most 15
   * digits, nothing else — goes to {@link line}, which reads it or refuses it. A CR before the LF
   * is dropped as by the general path. The value is exactly {@link plainDecimal}'s, which is
   * Number()'s; the series is found by comparing the key bytes with the series expected
   * ({@link SeriesLookup}) or recently seen keys ({@link images}), nothing decoded or allocated
   * per row.
   */
  lines(buf, s, e) {
    const { lookup, collector, images } = this;
    const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const dvEnd = dv.byteLength;
    let withUnit = this.withUnit;
    for (let n = 1; ; n++) {
      this.lineNo++;
      let end = -1;
      fast: if (this.lineNo !== 1) {
        let i = s;
        let c = 0;
        const p = lookup.predicted();
        let entry = -1;
        let c1 = -1;
        let c2 = -1;
        if (p >= 0 && this.score >= PREDICT) {
          const { bounds, arena } = lookup.table;
          const off = bounds[4 * p];
          const a = bounds[4 * p + 1];
          const b = bounds[4 * p + 2];
          const k1 = s + (a - off);
          const k2 = k1 + 1 + (b - a);
          if (k2 < e && buf[k1] === 44 && buf[k2] === 44) {
            let j = off;
            for (i = s; j < a && arena[j] === buf[i]; j++) i++;
            if (j === a) {
              for (i++; j < b && arena[j] === buf[i]; j++) i++;
              if (j === b) {
                entry = p;
                c1 = k1;
                c2 = k2;
              }
            }
          }
        }
        let ps = -1;
        let pe = -1;
        let h = 2166136261;
        let hashed = false;
        if (entry < 0 && this.imageScore < IMAGE_MIN && (++this.bypassed & BYPASS_PROBE) !== 0) {
          hashed = true;
          for (i = s; i < e; i++) {
            c = buf[i];
            if (c <= 44 && (c === 44 || c === 34 || c === 10)) break;
            h = Math.imul(h ^ c, 16777619);
          }
          if (i === e || c !== 44) break fast;
          c1 = i;
          h = Math.imul(h ^ 255, 16777619);
          for (i++; i < e; i++) {
            c = buf[i];
            if (c <= 44 && (c === 44 || c === 34 || c === 10)) break;
            h = Math.imul(h ^ c, 16777619);
          }
          if (i === e || c !== 44) break fast;
          c2 = i;
          h = Math.imul(h ^ 255, 16777619);
        } else if (entry < 0) {
          if (this.imageScore < IMAGE_MIN) this.imageScore = IMAGE_MIN + 8;
          if (s + 16 <= dvEnd) {
            const w0 = dv.getInt32(s, true);
            ps = Math.imul(w0 ^ Math.imul(dv.getInt32(s + 4, true), 2246822507), 2654435761) >>> 32 - IMAGE_BITS << 4;
            const k = images[ps + 1];
            if (k > 0 && keyIs(images, ps, dv, s) && s + k <= e) {
              pe = images[ps];
              c1 = s + images[ps + 2];
              c2 = s + k - 1;
            }
          }
          if (pe < 0) {
            i = fieldEnd(dv, buf, s, e);
            if (i === e || buf[i] !== 44) break fast;
            c1 = i;
            i = fieldEnd(dv, buf, i + 1, e);
            if (i === e || buf[i] !== 44) break fast;
            c2 = i;
          }
        }
        i = c2 + 1;
        let neg = false;
        if (i < e && (buf[i] === 45 || buf[i] === 43)) {
          neg = buf[i] === 45;
          i++;
        }
        let mant = 0;
        let digits = 0;
        let dot = -1;
        for (; i < e; i++) {
          c = buf[i];
          if (c >= 48 && c <= 57) {
            mant = mant * 10 + (c - 48);
            digits++;
          } else if (c === 46 && dot < 0) {
            dot = digits;
          } else {
            break;
          }
        }
        if (digits === 0 || digits > 15) break fast;
        let u;
        let ue;
        let stop;
        if (withUnit) {
          if (i === e || buf[i] !== 44) break fast;
          u = i + 1;
          for (i = u; i < e; i++) {
            c = buf[i];
            if (c <= 44) {
              if (c === 10) break;
              if (c === 44 || c === 34) break fast;
              if (c === 13) {
                if (i + 1 < e && buf[i + 1] !== 10) break fast;
                break;
              }
            }
          }
          ue = i;
          stop = i < e && buf[i] === 13 ? i + 1 : i;
          if (hashed) for (let j = u; j < ue; j++) h = Math.imul(h ^ buf[j], 16777619);
        } else {
          if (i < e && buf[i] === 13) i++;
          if (i < e && buf[i] !== 10) break fast;
          u = ue = stop = i;
        }
        let id = -1;
        if (entry >= 0) {
          const { bounds, arena } = lookup.table;
          let j = bounds[4 * entry + 2];
          if (bounds[4 * entry + 3] - j === ue - u) {
            for (i = u; i < ue && arena[j] === buf[i]; i++) j++;
            if (i === ue) id = lookup.take(entry);
          }
        }
        if (id >= 0) {
          if (this.score < SCORE_MAX) this.score++;
        } else {
          if (pe >= 0) {
            if (unitIs(images, ps, dv, dvEnd, u, ue)) {
              id = lookup.moveTo(pe);
              if (images[ps + 14] < 3) images[ps + 14]++;
            }
          }
          let fs = -1;
          if (id < 0 && entry < 0 && !hashed) {
            const n1 = c1 - s;
            let x = Math.imul(n1 | c2 - c1 << 8 | ue - u << 16 | buf[c2 - 1] << 24, 2654435761);
            x ^= n1 >= 4 ? Math.imul(dv.getInt32(s, true), 2246822507) ^ dv.getInt32(c1 - 4, true) : buf[s];
            fs = FINGERPRINTS + (Math.imul(x, 3266489909) >>> 32 - IMAGE_BITS << 4);
            const cand = images[fs];
            if (cand >= 0) {
              const k = images[fs + 1];
              if (k > 0 ? k === c2 + 1 - s && s + 16 <= dvEnd && keyIs(images, fs, dv, s) && unitIs(images, fs, dv, dvEnd, u, ue) : lookup.table.holds(cand, dv, buf, s, c1, c2, u, ue)) {
                id = lookup.moveTo(cand);
              }
            }
          }
          if (id < 0) {
            id = lookup.byHash(hashed ? h : ByteSeriesTable.hash(buf, s, c1, c1 + 1, c2, u, ue), buf, s, c1, c1 + 1, c2, u, ue);
            if (fs >= 0) {
              setImage(images, fs, lookup.last(), dv, dvEnd, s, c1, c2, u, ue);
              if (this.imageScore >= 2) this.imageScore -= 2;
              else this.imageScore = 0;
            }
          } else if (entry < 0 && this.imageScore < SCORE_MAX) {
            this.imageScore++;
          }
          if (ps >= 0 && pe !== lookup.last()) {
            if (images[ps + 14] > 0) images[ps + 14]--;
            else setImage(images, ps, lookup.last(), dv, dvEnd, s, c1, c2, u, ue);
          }
          if (lookup.took(p)) {
            if (this.score < SCORE_MAX) this.score++;
          } else if (this.score >= 2) this.score -= 2;
          else this.score = 0;
        }
        const frac = dot < 0 ? 0 : digits - dot;
        const v = frac === 0 ? mant : mant / POW10[frac];
        collector.append(id, neg ? -v : v);
        end = stop;
      }
      if (end < 0) {
        end = buf.indexOf(10, s);
        if (end < 0 || end > e) end = e;
        this.line(buf, s, end);
        withUnit = this.withUnit;
      }
      if (end >= e) return n;
      s = end + 1;
    }
  }
  /** One line, counted already, by the general path: the header, blank lines, and every row the one-pass read in {@link lines} leaves. */
  line(buf, s, e) {
    const { file } = this;
    if (e > s && buf[e - 1] === 13) e--;
    if (this.lineNo === 1) {
      const header = buf.toString("utf8", s, e);
      const m = HEADER.exec(header);
      if (!m)
        throw new InputError(
          { file, line: 1 },
          `unexpected header "${header.slice(0, 80)}"; expected "benchmark,run,value" or "benchmark,run,value,unit"`
        );
      this.withUnit = m[1] !== void 0;
      return;
    }
    if (s === e) return;
    let c1 = -1;
    let c2 = -1;
    let c3 = -1;
    for (let i = s; i < e; i++) {
      const c = buf[i];
      if (c === 34) return this.quotedRow(buf.toString("utf8", s, e));
      if (c === 44) {
        if (c1 < 0) c1 = i;
        else if (c2 < 0) c2 = i;
        else if (c3 < 0) c3 = i;
        else throw new InputError({ file, line: this.lineNo }, `too many fields; expected ${this.withUnit ? 4 : 3} (${this.fields()})`);
      }
    }
    this.plainRow(buf, s, e, c1, c2, c3);
  }
  quotedRow(text) {
    const { file, lineNo, withUnit } = this;
    const fields = splitQuoted(text, file, lineNo);
    const want = withUnit ? 4 : 3;
    if (fields.length !== want)
      throw new InputError({ file, line: lineNo }, `found ${fields.length} fields; expected ${want} (${this.fields()})`);
    const value = fields[2].trim() === "" ? NaN : Number(fields[2]);
    if (Number.isNaN(value))
      throw new InputError(
        { file, line: lineNo },
        `value "${fields[2].slice(0, 40)}" is not a number; expected a measurement such as 1234.5`
      );
    this.collector.add(fields[0], fields[1], value, withUnit ? fields[3].trim() : "", lineNo);
  }
  newSeries(buf, s1, e1, s2, e2, s3, e3) {
    return this.collector.series(
      buf.toString("utf8", s1, e1),
      buf.toString("utf8", s2, e2).trim(),
      this.withUnit ? buf.toString("utf8", s3, e3).trim() : "",
      this.lineNo
    );
  }
  /** A row without quotes, its commas at c1, c2 (and c3 before the unit), read from the bytes. */
  plainRow(buf, s, e, c1, c2, c3) {
    const { file, lineNo, withUnit } = this;
    const want = withUnit ? 3 : 2;
    const commas = (c1 >= 0 ? 1 : 0) + (c2 >= 0 ? 1 : 0) + (c3 >= 0 ? 1 : 0);
    if (commas !== want)
      throw new InputError({ file, line: lineNo }, `found ${commas + 1} fields; expected ${want + 1} (${this.fields()})`);
    const unitStart = withUnit ? c3 + 1 : e;
    const id = this.lookup.id(buf, s, c1, c1 + 1, c2, unitStart, e);
    const valueEnd = withUnit ? c3 : e;
    const value = parseNumber(buf, c2 + 1, valueEnd);
    if (Number.isNaN(value)) {
      throw new InputError(
        { file, line: lineNo },
        `value "${buf.toString("utf8", c2 + 1, valueEnd).slice(0, 40)}" is not a number; expected a measurement such as 1234.5`
      );
    }
    this.collector.push(id, value, lineNo);
  }
};
var MAX_ROW_BYTES = MAX_LINE_BYTES;
async function parseCsv(input) {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new CsvRows(file, collector);
  await forEachByteRun(
    input,
    (buf, s, e) => rows.lines(buf, s, e),
    MAX_ROW_BYTES,
    "expected one row per operation: benchmark,run,value[,unit]"
  );
  if (rows.lineNo === 0) throw new InputError({ file }, 'the file is empty; expected the header "benchmark,run,value[,unit]"');
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file, line: rows.lineNo }, "no samples after the header; expected one row per operation");
  return out;
}
var KEY_BENCHMARK = Buffer.from("benchmark");
var KEY_RUN = Buffer.from("run");
var KEY_VALUE = Buffer.from("value");
var KEY_UNIT = Buffer.from("unit");
function isKey(buf, s, e, key) {
  if (e - s !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (buf[s + i] !== key[i]) return false;
  return true;
}
function jsonNumberEnd(buf, i, e) {
  if (i < e && buf[i] === 45) i++;
  if (i >= e) return -1;
  if (buf[i] === 48) i++;
  else if (buf[i] >= 49 && buf[i] <= 57) while (i < e && buf[i] >= 48 && buf[i] <= 57) i++;
  else return -1;
  if (i < e && buf[i] === 46) {
    const d = ++i;
    while (i < e && buf[i] >= 48 && buf[i] <= 57) i++;
    if (i === d) return -1;
  }
  if (i < e && (buf[i] === 101 || buf[i] === 69)) {
    i++;
    if (i < e && (buf[i] === 43 || buf[i] === 45)) i++;
    const d = i;
    while (i < e && buf[i] >= 48 && buf[i] <= 57) i++;
    if (i === d) return -1;
  }
  return i;
}
function plainStringEnd(buf, i, e) {
  for (; i < e; i++) {
    const c = buf[i];
    if (c === 34) return i;
    if (c === 92 || c < 32) return -1;
  }
  return -1;
}
function skipBlanks(buf, i, e) {
  while (i < e && (buf[i] === 32 || buf[i] === 9 || buf[i] === 13)) i++;
  return i;
}
var NdjsonRows = class {
  constructor(file, collector) {
    this.file = file;
    this.collector = collector;
  }
  file;
  collector;
  lineNo = 0;
  lookup = new SeriesLookup(this);
  // Where the fields of the row being read are (bytes [s, e); the run's bytes include its quotes
  // when it is a string, so "1" and 1.0 stay apart); set by fast().
  bs = 0;
  be = 0;
  rs = 0;
  re = 0;
  us = 0;
  ue = 0;
  vs = 0;
  ve = 0;
  line(buf, s, e) {
    this.lineNo++;
    if (!this.fast(buf, s, e)) this.slow(buf.toString("utf8", s, e));
  }
  newSeries(buf, s1, e1, s2, e2, s3, e3) {
    const run = buf[s2] === 34 ? buf.toString("utf8", s2 + 1, e2 - 1) : String(Number(buf.toString("latin1", s2, e2)));
    return this.collector.series(buf.toString("utf8", s1, e1), run, buf.toString("utf8", s3, e3), this.lineNo);
  }
  /** The fast path: false (nothing done) when the line is not a plain flat object with a string benchmark, a run, a number value. */
  fast(buf, s, e) {
    let i = skipBlanks(buf, s, e);
    if (i >= e || buf[i] !== 123) return false;
    let bs = -1;
    let rs = -1;
    let vs = -1;
    let us = -1;
    i = skipBlanks(buf, i + 1, e);
    if (i < e && buf[i] === 125) return false;
    for (; ; ) {
      if (i >= e || buf[i] !== 34) return false;
      const ks = i + 1;
      const ke = plainStringEnd(buf, ks, e);
      if (ke < 0) return false;
      i = skipBlanks(buf, ke + 1, e);
      if (i >= e || buf[i] !== 58) return false;
      i = skipBlanks(buf, i + 1, e);
      if (i >= e) return false;
      let vStart;
      let vEnd;
      let str2;
      if (buf[i] === 34) {
        vStart = i + 1;
        vEnd = plainStringEnd(buf, vStart, e);
        if (vEnd < 0) return false;
        i = vEnd + 1;
        str2 = true;
      } else {
        vStart = i;
        vEnd = jsonNumberEnd(buf, i, e);
        if (vEnd < 0) return false;
        i = vEnd;
        str2 = false;
      }
      if (isKey(buf, ks, ke, KEY_BENCHMARK)) {
        if (!str2) return false;
        bs = vStart;
        this.be = vEnd;
      } else if (isKey(buf, ks, ke, KEY_RUN)) {
        rs = str2 ? vStart - 1 : vStart;
        this.re = str2 ? vEnd + 1 : vEnd;
      } else if (isKey(buf, ks, ke, KEY_VALUE)) {
        if (str2) return false;
        vs = vStart;
        this.ve = vEnd;
      } else if (isKey(buf, ks, ke, KEY_UNIT)) {
        if (!str2) return false;
        us = vStart;
        this.ue = vEnd;
      }
      i = skipBlanks(buf, i, e);
      if (i >= e) return false;
      if (buf[i] === 44) {
        i = skipBlanks(buf, i + 1, e);
        continue;
      }
      if (buf[i] !== 125) return false;
      if (skipBlanks(buf, i + 1, e) !== e) return false;
      break;
    }
    if (bs < 0 || rs < 0 || vs < 0) return false;
    this.bs = bs;
    this.rs = rs;
    this.vs = vs;
    if (us < 0) this.us = this.ue = 0;
    else this.us = us;
    const id = this.lookup.id(buf, this.bs, this.be, this.rs, this.re, this.us, this.ue);
    let value = plainDecimal(buf, this.vs, this.ve);
    if (value !== value) value = Number(buf.toString("latin1", this.vs, this.ve));
    this.collector.push(id, value, this.lineNo);
    return true;
  }
  /** Any other line: JSON.parse, then the checks that name what is wrong. */
  slow(text) {
    const { file, lineNo } = this;
    const raw = text.trim();
    if (raw === "") return;
    let obj;
    try {
      obj = JSON.parse(raw);
    } catch {
      throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"benchmark": \u2026, "run": \u2026, "value": \u2026}');
    }
    if (typeof obj !== "object" || obj === null || Array.isArray(obj)) {
      throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"benchmark": \u2026, "run": \u2026, "value": \u2026}');
    }
    const o = obj;
    if (typeof o.benchmark !== "string") throw new InputError({ file, line: lineNo, pointer: "/benchmark" }, "expected a string");
    if (typeof o.run !== "string" && typeof o.run !== "number")
      throw new InputError({ file, line: lineNo, pointer: "/run" }, "expected a string or number naming the run");
    if (typeof o.value !== "number") throw new InputError({ file, line: lineNo, pointer: "/value" }, "expected a number");
    if (o.unit !== void 0 && typeof o.unit !== "string")
      throw new InputError({ file, line: lineNo, pointer: "/unit" }, 'expected a string such as "ms"');
    this.collector.add(o.benchmark, String(o.run), o.value, o.unit ?? "", lineNo);
  }
};
async function parseNdjson(input) {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new NdjsonRows(file, collector);
  await forEachByteLine(
    input,
    (buf, s, e) => rows.line(buf, s, e),
    MAX_ROW_BYTES,
    'expected one JSON object per operation: {"benchmark": \u2026, "run": \u2026, "value": \u2026}'
  );
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file }, "the file is empty; expected one JSON object per operation");
  return out;
}
var NDJSON_KEY = /"benchmark"\s*:\s*"((?:[^"\\]|\\.)*)"|"run"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]*)/g;
function seriesInHead(probe) {
  const lines = probe.head.split("\n");
  lines.pop();
  const keys = /* @__PURE__ */ new Set();
  for (const line of lines) {
    if (HEADER.test(line)) continue;
    if (line.startsWith("{")) {
      let key = "";
      for (const m of line.matchAll(NDJSON_KEY)) key += `${m[1] ?? ""}\0${m[2] ?? ""}\0`;
      keys.add(key);
    } else {
      const c1 = line.indexOf(",");
      keys.add(line.slice(0, c1 < 0 ? line.length : line.indexOf(",", c1 + 1)));
    }
  }
  return keys.size;
}
var rawSamples = defineReader({
  id: "raw-samples",
  title: 'Raw samples: CSV "benchmark,run,value[,unit]" or NDJSON with the same keys',
  carries: "per-op",
  howTo: "write one row per operation: benchmark,run,value[,unit] (values in ns without a unit column)",
  detect(probe) {
    const line = firstLine(probe.head);
    if (HEADER.test(line)) return 1;
    if (isNdjsonSample(line.trim())) return 0.9;
    return 0;
  },
  async parse(input) {
    const line = firstLine(input.head).trim();
    return { measurements: line.startsWith("{") ? await parseNdjson(input) : await parseCsv(input) };
  },
  seriesInHead
});

// src/read/json.ts
function replaceBareTokens(text) {
  if (!/NaN|Infinity/.test(text)) return text;
  let out = "";
  let i = 0;
  let last = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      i++;
      continue;
    }
    if (c === "N" && text.startsWith("NaN", i)) {
      out += text.slice(last, i) + '"__NaN__"';
      i += 3;
      last = i;
      continue;
    }
    if (c === "I" && text.startsWith("Infinity", i)) {
      const neg = out.length + (i - last) > 0 && text[i - 1] === "-";
      out += text.slice(last, neg ? i - 1 : i) + (neg ? '"__-Infinity__"' : '"__Infinity__"');
      i += 8;
      last = i;
      continue;
    }
    i++;
  }
  return out + text.slice(last);
}
function revive(_key, value) {
  if (value === "__NaN__") return NaN;
  if (value === "__Infinity__") return Infinity;
  if (value === "__-Infinity__") return -Infinity;
  return value;
}
function lineColumnOf(text, offset) {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf("\n"); i >= 0 && i < end; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
var MAX_DEPTH = 5e3;
function found(text, i) {
  if (i >= text.length) return "the end of the file";
  const c = text.codePointAt(i);
  const ch = String.fromCodePoint(c);
  return c < 32 || c === 127 ? `control character U+${c.toString(16).padStart(4, "0").toUpperCase()}` : `"${ch}"`;
}
function locateJsonError(text) {
  const n = text.length;
  let i = 0;
  const stack = [];
  const fail = (message2, trailing = false) => ({
    offset: i,
    message: `${message2}, found ${found(text, i)}`,
    truncated: i >= n,
    trailing
  });
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            return false;
          }
          i += 6;
        } else if (e !== void 0 && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const number = () => {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
    m.lastIndex = i;
    const r = m.exec(text);
    if (!r || r[0] === "-" || r[0] === "") return false;
    i += r[0].length;
    return true;
  };
  const value = () => {
    ws();
    if (i >= n) return fail("expected a value");
    const c = text[i];
    if (c === "{" || c === "[") {
      if (stack.length >= MAX_DEPTH) return fail(`nested more than ${MAX_DEPTH} levels deep`);
      stack.push(c.charCodeAt(0));
      i++;
      return void 0;
    }
    if (c === '"') return string() ? void 0 : fail("invalid string");
    for (const word of ["true", "false", "null", "NaN", "Infinity", "-Infinity"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return void 0;
      }
    }
    if (c === "-" || c >= "0" && c <= "9") return number() ? void 0 : fail("invalid number");
    return fail("expected a value");
  };
  let err = value();
  if (err) return err;
  let opened = stack.length > 0;
  while (stack.length > 0) {
    ws();
    const top = stack[stack.length - 1];
    const close = top === 91 ? "]" : "}";
    if (text[i] === close) {
      stack.pop();
      i++;
      opened = false;
      continue;
    }
    if (!opened) {
      if (text[i] !== ",") return fail(`expected "," or "${close}"`);
      i++;
      ws();
    }
    if (top === 123) {
      if (text[i] !== '"') return fail("expected a property name in double quotes");
      if (!string()) return fail("invalid string");
      ws();
      if (text[i] !== ":") return fail('expected ":" after the property name');
      i++;
    }
    const depth = stack.length;
    err = value();
    if (err) return err;
    opened = stack.length > depth;
  }
  ws();
  if (i < n) return fail("expected the end of the JSON document", true);
  return void 0;
}
function parseJson(text, file) {
  const body = stripBom(text);
  if (body.trim() === "") throw new InputError({ file }, "the file is empty; expected JSON");
  try {
    return JSON.parse(replaceBareTokens(body), revive);
  } catch (err) {
    throw jsonSyntaxError(body, file, err);
  }
}
function jsonSyntaxError(body, file, cause) {
  const at = locateJsonError(body);
  if (!at) {
    const msg = cause instanceof Error ? cause.message : String(cause);
    return new InputError({ file }, `could not parse the JSON (${msg.slice(0, 200)})`);
  }
  const { line, column } = lineColumnOf(body, at.offset);
  if (at.truncated) return new InputError({ file, line, column }, "the JSON ends early (truncated file?); expected a complete document");
  return new InputError({ file, line, column }, `invalid JSON (${at.message})`);
}
function tryParseJson(text) {
  if (text === lastText) return lastValue;
  let value;
  try {
    value = JSON.parse(replaceBareTokens(stripBom(text)), revive);
  } catch {
    value = void 0;
  }
  lastText = text;
  lastValue = value;
  return value;
}
var lastText;
var lastValue;
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var JsonPath = class _JsonPath {
  constructor(file, pointer = "") {
    this.file = file;
    this.pointer = pointer;
  }
  file;
  pointer;
  at(key) {
    if (typeof key === "number") return new _JsonPath(this.file, `${this.pointer}/${key}`);
    return new _JsonPath(this.file, `${this.pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  }
  fail(expected, got) {
    const what = got === void 0 ? "missing" : `found ${describe(got)}`;
    throw new InputError({ file: this.file, pointer: this.pointer || "/" }, `${what}; expected ${expected}`);
  }
  object(v) {
    return isObject(v) ? v : this.fail("an object", v);
  }
  array(v) {
    return Array.isArray(v) ? v : this.fail("an array", v);
  }
  string(v) {
    return typeof v === "string" ? v : this.fail("a string", v);
  }
  /** A number; also accepts numeric strings such as "NaN", "+INF", "1.5e3" (JMH writes these). */
  number(v) {
    if (typeof v === "number") return v;
    if (typeof v === "string") {
      const s = v.trim();
      if (/^[+-]?inf(inity)?$/i.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
      if (/^nan$/i.test(s)) return NaN;
      const n = Number(s);
      if (s !== "" && Number.isFinite(n)) return n;
    }
    return this.fail("a number", v);
  }
  /** A finite number. */
  finite(v) {
    const n = this.number(v);
    return Number.isFinite(n) ? n : this.fail("a finite number", v);
  }
};
function describe(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return `the string "${v.length > 40 ? v.slice(0, 40) + "\u2026" : v}"`;
  if (typeof v === "object") return "an object";
  return `${typeof v} ${String(v)}`;
}

// src/read/json-whole.ts
function parseWholeJson(text, file) {
  const body = stripBom(text);
  if (body.includes("NaN") || body.includes("Infinity")) return parseJson(text, file);
  try {
    return JSON.parse(body);
  } catch {
    return parseJson(text, file);
  }
}

// src/read/run-table.ts
var CHUNK = 1 << 14;
var MAX_RESERVE = 1 << 26;
var Chunk = class {
  constructor(size) {
    this.size = size;
    this.seriesOf = new Uint32Array(size);
    this.values = new Float64Array(size);
    this.iterations = new Float64Array(size);
    this.runs = new Uint32Array(size);
    this.at = new Uint32Array(size);
  }
  size;
  seriesOf;
  values;
  iterations;
  runs;
  at;
};
var RunTableBuilder = class {
  /** `rows`: how many rows the reader knows it may add at most (its first chunk holds them all). */
  constructor(file, rows = CHUNK) {
    this.file = file;
    this.chunk = new Chunk(Math.max(1, rows));
  }
  file;
  series = [];
  full = [];
  chunk;
  /** Rows in the full chunks, and in the current one. */
  before = 0;
  n = 0;
  /** Rows added so far. */
  get length() {
    return this.before + this.n;
  }
  /** Add a series (with only the fields given); returns its index for {@link add}. */
  addSeries(series) {
    const s = { benchmark: series.benchmark, unit: series.unit, lowerIsBetter: series.lowerIsBetter };
    if (series.measure !== void 0) s.measure = series.measure;
    if (series.load !== void 0) s.load = series.load;
    if (series.pointer !== void 0) s.pointer = series.pointer;
    if (series.after !== void 0) s.after = series.after;
    return this.series.push(s) - 1;
  }
  /**
   * Append a run of series `k`: its value, iteration count (NaN when unknown), run id (a whole
   * number below 2^32) and where it was read (a line number, or the index its series' pointer ends with).
   */
  add(k, value, iterations, run, at) {
    let i = this.n;
    let c = this.chunk;
    if (i === c.size) {
      this.full.push(c);
      this.before += i;
      c = this.chunk = new Chunk(CHUNK);
      i = 0;
    }
    c.seriesOf[i] = k;
    c.values[i] = value;
    c.iterations[i] = iterations;
    c.runs[i] = run;
    c.at[i] = at;
    this.n = i + 1;
  }
  /**
   * Make room for about `rows` rows in all, an estimate a streaming reader makes from its file's
   * size and the rows of its first bytes: the rows so far move into one chunk of that size, so a
   * table of at least half the estimate is returned without a copy ({@link table}); rows beyond it
   * go to further chunks as before. The room is zero-filled memory the system commits only as
   * rows are written, and a table under half of it is copied out and the room dropped.
   */
  reserve(rows) {
    const length = this.length;
    if (rows <= this.chunk.size || rows <= length || length >= MAX_RESERVE) return;
    let c;
    try {
      c = new Chunk(Math.min(rows, MAX_RESERVE));
    } catch {
      return;
    }
    this.copyRows(c);
    this.full.length = 0;
    this.before = 0;
    this.chunk = c;
    this.n = length;
  }
  /**
   * The table: every row added, in exact-length columns — views of the one chunk when it is at
   * least half full (no copy), else copies.
   */
  table() {
    const length = this.length;
    const one = this.chunk;
    if (this.full.length === 0 && 2 * length >= one.size) {
      const view = (a) => a.subarray(0, length);
      return {
        file: this.file,
        series: this.series,
        seriesOf: view(one.seriesOf),
        values: view(one.values),
        iterations: view(one.iterations),
        runs: view(one.runs),
        at: view(one.at)
      };
    }
    const t = {
      file: this.file,
      series: this.series,
      seriesOf: new Uint32Array(length),
      values: new Float64Array(length),
      iterations: new Float64Array(length),
      runs: new Uint32Array(length),
      at: new Uint32Array(length)
    };
    this.copyRows(t);
    return t;
  }
  /** Every row so far, in order, copied into the start of `to`'s columns. */
  copyRows(to) {
    let offset = 0;
    for (const c of [...this.full, this.chunk]) {
      const n = c === this.chunk ? this.n : c.size;
      to.seriesOf.set(c.seriesOf.subarray(0, n), offset);
      to.values.set(c.values.subarray(0, n), offset);
      to.iterations.set(c.iterations.subarray(0, n), offset);
      to.runs.set(c.runs.subarray(0, n), offset);
      to.at.set(c.at.subarray(0, n), offset);
      offset += n;
    }
  }
};
var RESERVE_AFTER = 1 << 20;
var RoomAfterFirstBytes = class {
  constructor(table, size) {
    this.table = table;
    this.size = size;
    this.left = size === void 0 ? -1 : RESERVE_AFTER;
  }
  table;
  size;
  left;
  /** `bytes` more were read (a line and its newline). */
  read(bytes) {
    if (this.left < 0 || (this.left -= bytes) >= 0) return;
    const read = RESERVE_AFTER - this.left;
    const size = this.size;
    if (size > read) this.table.reserve(Math.ceil(this.table.length * size * 1.1 / read));
  }
};
function joinTables(file, tables) {
  const full = tables.filter((t) => t.series.length > 0);
  if (full.length === 1) return full[0];
  let length = 0;
  for (const t of full) length += t.values.length;
  const out = {
    file,
    series: [],
    seriesOf: new Uint32Array(length),
    values: new Float64Array(length),
    iterations: new Float64Array(length),
    runs: new Uint32Array(length),
    at: new Uint32Array(length)
  };
  let row = 0;
  for (const t of full) {
    const offset = out.series.length;
    for (const s of t.series) out.series.push(s);
    for (let i = 0; i < t.seriesOf.length; i++) out.seriesOf[row + i] = offset + t.seriesOf[i];
    out.values.set(t.values, row);
    out.iterations.set(t.iterations, row);
    out.runs.set(t.runs, row);
    out.at.set(t.at, row);
    row += t.values.length;
  }
  return out;
}
var RowSeries = class {
  constructor(table) {
    this.table = table;
  }
  table;
  named = /* @__PURE__ */ new Map();
  lastName;
  current = { runs: 0, series: [] };
  name = "";
  /** The position of the current row's next value. */
  at = 0;
  /** Start a row of benchmark `name`; returns its run id (the benchmark's row count). */
  row(name) {
    if (name !== this.lastName) {
      let named = this.named.get(name);
      if (named === void 0) this.named.set(name, named = { runs: 0, series: [] });
      this.current = named;
      this.lastName = name;
    }
    this.name = name;
    this.at = 0;
    return ++this.current.runs;
  }
  /** Whether benchmark `name` has had a row. */
  has(name) {
    return this.named.has(name);
  }
  /** The series of the current row's next value: its measure, unit and direction (and, with a pointer, what follows the row's index). */
  next(measure, unit, lowerIsBetter, pointer, after) {
    const list = this.current.series;
    const series = this.table.series;
    const at = this.at++;
    if (at < list.length) {
      const s = series[list[at]];
      if (s.measure === measure && s.unit === unit && s.lowerIsBetter === lowerIsBetter && s.after === after) return list[at];
    }
    for (const k2 of list) {
      const s = series[k2];
      if (s.measure === measure && s.unit === unit && s.lowerIsBetter === lowerIsBetter && s.after === after) return k2;
    }
    const k = this.table.addSeries({
      benchmark: this.name,
      unit,
      measure,
      lowerIsBetter,
      ...pointer !== void 0 ? { pointer } : {},
      ...after !== void 0 ? { after } : {}
    });
    list.push(k);
    return k;
  }
};

// src/formats/google-benchmark-json.ts
var KNOWN = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "big_o",
  "rms",
  "cpu_coefficient",
  "real_coefficient",
  "complexity_n"
]);
var MEMORY = { allocs_per_iter: "allocs", max_bytes_used: "B", total_allocated_bytes: "B", net_heap_growth: "B" };
var AGG_SUFFIX = /_(mean|median|stddev|cv)$/;
function counterUnit(key) {
  if (key === "bytes_per_second") return { unit: "B/s", lowerIsBetter: false };
  if (key === "items_per_second") return { unit: "ops/s", lowerIsBetter: false };
  if (Object.hasOwn(MEMORY, key)) return { unit: MEMORY[key], lowerIsBetter: true };
  if (/per_second$|_rate$|\/s$/.test(key)) return { unit: key, lowerIsBetter: false };
  return { unit: key, lowerIsBetter: true };
}
function detect(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    if (!isObject(doc.context) || !Array.isArray(doc.benchmarks)) return 0;
    const row = doc.benchmarks[0];
    if (row === void 0) return "num_cpus" in doc.context || "library_build_type" in doc.context ? 0.8 : 0;
    return isObject(row) && typeof row.name === "string" && ("real_time" in row || "time_unit" in row || "run_type" in row) ? 1 : 0;
  }
  return /"context"\s*:/.test(head) && /"(library_build_type|num_cpus|mhz_per_cpu)"\s*:/.test(head) ? 0.9 : 0;
}
function hazardsOf(context, file) {
  const out = [];
  const tool = "google-benchmark";
  if (typeof context.library_build_type === "string" && context.library_build_type.toLowerCase() === "debug") {
    out.push(message("hazard.debug-build", { file, tool, field: "/context/library_build_type", value: context.library_build_type }));
  }
  if (context.cpu_scaling_enabled === true)
    out.push(message("hazard.cpu-scaling", { file, tool, field: "/context/cpu_scaling_enabled", value: "true" }));
  const load = Array.isArray(context.load_avg) ? context.load_avg[0] : void 0;
  const cpus = context.num_cpus;
  if (typeof load === "number" && Number.isFinite(load) && typeof cpus === "number" && cpus > 0 && load > cpus) {
    out.push(
      message("hazard.load-above-cpus", { file, tool, field: "/context/load_avg/0", value: String(Math.round(load * 100) / 100), cpus })
    );
  }
  return out;
}
function machineOf(context, _ctx) {
  const m = {};
  const extra = {};
  if (typeof context.num_cpus === "number" && context.num_cpus > 0) m.logicalCpus = context.num_cpus;
  if (typeof context.mhz_per_cpu === "number" && context.mhz_per_cpu > 0) m.baseMHz = context.mhz_per_cpu;
  if (typeof context.cpu === "string") m.cpuModel = context.cpu;
  if (typeof context.host_name === "string" && context.host_name !== "") m.host = context.host_name;
  if (typeof context.cpu_scaling_enabled === "boolean") extra.cpu_scaling_enabled = String(context.cpu_scaling_enabled);
  if (Array.isArray(context.caches)) {
    const caches = context.caches.filter(isObject).map((c) => `L${String(c.level)} ${String(c.type)} ${String(c.size)} B (x${String(c.num_sharing)})`);
    if (caches.length) extra.caches = caches.join("; ");
  }
  if (Array.isArray(context.load_avg)) {
    const load = context.load_avg.slice(0, 3);
    if (load.length > 0 && load.every((x) => typeof x === "number" && Number.isFinite(x) && x >= 0)) m.loadBefore = load;
  }
  if (typeof context.library_build_type === "string") {
    extra.library_build_type = context.library_build_type;
  }
  if (typeof context.library_version === "string") extra.library_version = context.library_version;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
var timeUnits = /* @__PURE__ */ new Map();
function timeUnit(text) {
  let u = timeUnits.get(text);
  if (u === void 0) {
    u = parseUnit(text);
    if (timeUnits.size < 64) timeUnits.set(text, u);
  }
  return u;
}
function withTable(summaries, t, nan = []) {
  if (t.values.length === 0) return { measurements: summaries };
  if (nan.length === 0) return { measurements: summaries, perRun: t };
  const all = [];
  for (let i = 0; i < t.values.length; i++) all.push(rowMeasurement(t, i));
  for (const i of nan) all[i].data = { kind: "per-run", value: t.values[i], iterations: NaN };
  for (const m of summaries) all.push(m);
  return { measurements: all };
}
var Rows = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.table = new RunTableBuilder(ctx.file);
    this.series = new RowSeries(this.table);
  }
  ctx;
  /** Summaries of benchmarks with aggregate rows only. */
  measurements = [];
  table;
  /** Each benchmark with iteration rows, and the series of a row's values. */
  series;
  /** The table rows whose `iterations` is NaN, which the table cannot hold (NaN there means none). */
  nanIterations = [];
  aggregates = /* @__PURE__ */ new Map();
  /** One warning per benchmark and measure, however many of its values are not finite. */
  nonFinite = /* @__PURE__ */ new Map();
  // The iteration row being read: its benchmark, run id (the benchmark's row count), iterations
  // (NaN: none) and index in `benchmarks`.
  rowName = "";
  rowRun = 0;
  rowIterations = NaN;
  /** Whether the current row has no `iterations` number (rather than a NaN one). */
  rowNoIterations = true;
  rowIndex = 0;
  rowPointer = "";
  /** One value of the current iteration row; `suffix` ends the pointer of its warning when it is not finite. */
  push(measure, unit, lowerIsBetter, value, suffix) {
    const bench = this.rowName;
    if (!Number.isFinite(value)) {
      const named = measure === "real_time" || measure === unit ? bench : `${bench} (${measure})`;
      this.nonFinite.set(`${bench}\0${measure}`, { pointer: this.rowPointer + suffix, benchmark: named, unit });
      return;
    }
    const k = this.series.next(measure, unit, lowerIsBetter, "/benchmarks", suffix);
    const iterations = this.rowIterations;
    if (iterations !== iterations && !this.rowNoIterations) this.nanIterations.push(this.table.length);
    this.table.add(k, value, iterations, this.rowRun, this.rowIndex);
  }
  row(raw, at, index) {
    const row = at.object(raw);
    const displayName = typeof row.name === "string" ? row.name : at.at("name").string(row.name);
    const isAggregate = row.run_type === "aggregate" || typeof row.aggregate_name === "string";
    if (row.error_occurred === true || row.skipped === true) {
      const msg = typeof row.error_message === "string" ? row.error_message : typeof row.skip_message === "string" ? row.skip_message : "";
      this.ctx.warn("row-dropped", { pointer: at.pointer, benchmark: displayName, failed: row.error_occurred === true, reason: msg });
      return;
    }
    const unitText = row.time_unit === void 0 ? "ns" : typeof row.time_unit === "string" ? row.time_unit : at.at("time_unit").string(row.time_unit);
    const tu = timeUnit(unitText);
    if (tu.kind !== "time") at.at("time_unit").fail('"ns", "us", "ms" or "s"', row.time_unit);
    if (isAggregate) this.aggregateRow(row, at, displayName, unitText, tu.scale);
    else this.iterationRow(row, at, index, displayName, tu.scale);
  }
  aggregateRow(row, at, displayName, unitText, scale) {
    let aggName = typeof row.aggregate_name === "string" ? row.aggregate_name : AGG_SUFFIX.exec(displayName)?.[1];
    const name = typeof row.run_name === "string" ? row.run_name : displayName.replace(AGG_SUFFIX, "");
    if (aggName === void 0) {
      this.ctx.warn("unnamed-aggregate", { pointer: at.pointer, row: displayName });
      return;
    }
    aggName = aggName.toLowerCase();
    if (row.aggregate_unit === "percentage" || aggName === "cv" || aggName === "bigo" || aggName === "rms" || "big_o" in row) return;
    let agg = this.aggregates.get(name);
    if (!agg) this.aggregates.set(name, agg = { pointer: at.pointer, values: /* @__PURE__ */ new Map(), unit: unitText });
    if (typeof row.repetitions === "number" && row.repetitions > 0) agg.reps = row.repetitions;
    if (typeof row.real_time === "number" && Number.isFinite(row.real_time)) agg.values.set(aggName, row.real_time * scale);
  }
  /** One repetition: real time, CPU time and every counter. */
  iterationRow(row, at, index, displayName, scale) {
    const name = typeof row.run_name === "string" ? row.run_name : displayName;
    this.rowRun = this.series.row(name);
    this.rowName = name;
    const iterations = row.iterations;
    this.rowNoIterations = typeof iterations !== "number";
    this.rowIterations = typeof iterations === "number" ? iterations : NaN;
    this.rowIndex = index;
    this.rowPointer = at.pointer;
    const real = row.real_time;
    this.push("real_time", "ns", true, (typeof real === "number" ? real : at.at("real_time").number(real)) * scale, "/real_time");
    const cpu = row.cpu_time;
    if (cpu !== void 0)
      this.push("cpu_time", "ns", true, (typeof cpu === "number" ? cpu : at.at("cpu_time").number(cpu)) * scale, "/cpu_time");
    for (const key in row) {
      const v = row[key];
      if (typeof v !== "number" || KNOWN.has(key)) continue;
      const c = this.counter(key);
      this.push(key, c.unit, c.lowerIsBetter, v, c.suffix);
    }
  }
  /** A counter key's unit and direction, and `/<key>` as JsonPath.at escapes it: made once per key. */
  counterKeys = /* @__PURE__ */ new Map();
  counter(key) {
    let c = this.counterKeys.get(key);
    if (c === void 0) this.counterKeys.set(key, c = { ...counterUnit(key), suffix: new JsonPath("").at(key).pointer });
    return c;
  }
  /** Benchmarks with aggregate rows only (--benchmark_report_aggregates_only): a summary each. */
  aggregatesOnly() {
    for (const [name, agg] of this.aggregates) {
      if (this.series.has(name)) continue;
      const mean = agg.values.get("mean");
      if (mean === void 0) {
        this.ctx.warn("no-mean", { pointer: agg.pointer, benchmark: name });
        continue;
      }
      this.ctx.warn("aggregates-only", { pointer: agg.pointer, benchmark: name });
      this.measurements.push({
        benchmark: name,
        unit: "ns",
        measure: "real_time",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "summary", mean, median: agg.values.get("median"), sd: agg.values.get("stddev"), n: agg.reps },
        source: { file: this.ctx.file, pointer: agg.pointer }
      });
    }
  }
};
async function parse(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseWholeJson(await input.readText(), file));
  const machine = isObject(doc.context) ? machineOf(doc.context, ctx) : void 0;
  const hazards = isObject(doc.context) ? hazardsOf(doc.context, file) : [];
  const rowsPath = root.at("benchmarks");
  const rows = new Rows(ctx);
  rowsPath.array(doc.benchmarks).forEach((raw, i) => rows.row(raw, rowsPath.at(i), i));
  rows.aggregatesOnly();
  for (const w of rows.nonFinite.values()) ctx.warnShared("value-not-finite", w);
  const perRun = rows.table.table();
  if (rows.measurements.length === 0 && perRun.values.length === 0) {
    throw new InputError(
      { file, pointer: "/benchmarks" },
      'no usable benchmark rows; expected rows with "name", "real_time" and "time_unit"'
    );
  }
  return { ...withTable(rows.measurements, perRun, rows.nanIterations), machine, processes: 1, ...hazards.length ? { hazards } : {} };
}
var googleBenchmarkJson = defineReader({
  id: "google-benchmark-json",
  title: "Google Benchmark JSON (--benchmark_format=json)",
  carries: "per-run",
  howTo: "./bench --benchmark_repetitions=10 --benchmark_out=out.json",
  detect,
  parse
});

// src/formats/pytest-benchmark.ts
var S = 1e9;
function detect2(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : void 0;
    return isObject(doc.machine_info) && isObject(b) && isObject(b.stats) ? 1 : 0;
  }
  return /"machine_info"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head) && /"rounds"\s*:/.test(head) ? 0.9 : 0;
}
function machineOf2(mi) {
  const m = {};
  const extra = {};
  const cpu = isObject(mi.cpu) ? mi.cpu : {};
  const brand = typeof cpu.brand_raw === "string" ? cpu.brand_raw : typeof cpu.brand === "string" ? cpu.brand : void 0;
  if (brand) m.cpuModel = brand;
  if (typeof cpu.count === "number" && cpu.count > 0) m.logicalCpus = cpu.count;
  const arch = typeof cpu.arch_string_raw === "string" ? cpu.arch_string_raw : typeof mi.machine === "string" ? mi.machine : void 0;
  if (arch) m.arch = arch;
  if (typeof mi.system === "string") m.os = mi.system;
  if (typeof mi.release === "string") m.kernel = mi.release;
  if (Array.isArray(cpu.hz_advertised) && typeof cpu.hz_advertised[0] === "number" && cpu.hz_advertised[0] > 0)
    m.baseMHz = cpu.hz_advertised[0] / 1e6;
  if (typeof mi.python_version === "string")
    extra.python = `${typeof mi.python_implementation === "string" ? mi.python_implementation + " " : ""}${mi.python_version}`;
  if (typeof mi.node === "string" && mi.node !== "") m.host = mi.node;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function readStats(b, at, name, ctx) {
  const file = ctx.file;
  const sp = at.at("stats");
  const stats = sp.object(b.stats);
  const iterations = stats.iterations ?? b.iterations ?? 1;
  const iters = typeof iterations === "number" && iterations >= 1 ? iterations : sp.at("iterations").fail("a positive number", iterations);
  const rounds = typeof stats.rounds === "number" ? stats.rounds : void 0;
  const data = Array.isArray(stats.data) ? stats.data : void 0;
  const numeric = data?.filter((v) => typeof v === "number" && Number.isFinite(v) && v >= 0) ?? [];
  const complete = data !== void 0 && numeric.length > 0 && numeric.length === data.length;
  if (complete) {
    if (rounds !== void 0 && rounds !== numeric.length)
      ctx.warn("rounds-mismatch", { pointer: sp.at("data").pointer, name, values: numeric.length, rounds });
    if (iters === 1) {
      const values = Float64Array.from(numeric, (v) => v * S);
      return [
        {
          benchmark: name,
          unit: "ns",
          lowerIsBetter: true,
          run: "1",
          data: { kind: "per-op", values },
          source: { file, pointer: sp.at("data").pointer }
        }
      ];
    }
    return numeric.map((v, k) => ({
      benchmark: name,
      unit: "ns",
      lowerIsBetter: true,
      run: String(k + 1),
      data: { kind: "per-run", value: v * S, iterations: iters },
      source: { file, pointer: sp.at("data").at(k).pointer }
    }));
  }
  if (data === void 0) ctx.warn("no-data", { pointer: sp.pointer, name });
  else ctx.warn("partial-data", { pointer: sp.pointer, name, usable: numeric.length, entries: data.length });
  const mean = sp.at("mean").finite(stats.mean) * S;
  const opt = (key) => typeof stats[key] === "number" && Number.isFinite(stats[key]) ? stats[key] * S : void 0;
  return [
    {
      benchmark: name,
      unit: "ns",
      lowerIsBetter: true,
      run: "1",
      data: { kind: "summary", mean, sd: opt("stddev"), n: rounds, min: opt("min"), max: opt("max"), median: opt("median") },
      source: { file, pointer: sp.pointer }
    }
  ];
}
async function parse2(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.machine_info) ? machineOf2(doc.machine_info) : void 0;
  const listPath = root.at("benchmarks");
  const list = listPath.array(doc.benchmarks);
  const measurements = [];
  const seen = /* @__PURE__ */ new Set();
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = at.object(raw);
    let name = typeof b.fullname === "string" ? b.fullname : at.at("name").string(b.name);
    for (let k = 2; seen.has(name); k++) name = `${typeof b.fullname === "string" ? b.fullname : String(b.name)} #${k}`;
    seen.add(name);
    measurements.push(...readStats(b, at, name, ctx));
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: "/benchmarks" }, 'no benchmarks; expected at least one entry with "stats"');
  return { measurements, machine };
}
var pytestBenchmark = defineReader({
  id: "pytest-benchmark",
  title: "pytest-benchmark JSON (--benchmark-json)",
  carries: "per-op",
  howTo: "pytest --benchmark-only --benchmark-json=out.json",
  detect: detect2,
  parse: parse2
});

// src/formats/jmh.ts
function detect3(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (Array.isArray(doc)) {
    const first = doc[0];
    return isObject(first) && typeof first.benchmark === "string" && typeof first.mode === "string" && isObject(first.primaryMetric) ? 1 : 0;
  }
  return /"benchmark"\s*:/.test(head) && /"mode"\s*:/.test(head) && /"primaryMetric"\s*:/.test(head) ? 0.9 : 0;
}
function histogramOf(pairs) {
  const byValue = /* @__PURE__ */ new Map();
  for (const [v, c] of pairs) byValue.set(v, (byValue.get(v) ?? 0) + c);
  const values = [...byValue.keys()].filter((v) => (byValue.get(v) ?? 0) > 0).sort((a, b) => a - b);
  if (values.length === 0) return void 0;
  const counts = values.map((v) => byValue.get(v));
  const total = counts.reduce((s, c) => s + c, 0);
  const mean = values.reduce((s, v, k) => s + v * counts[k], 0) / total;
  return {
    values: Float64Array.from(values),
    counts: Float64Array.from(counts),
    total,
    min: values[0],
    max: values[values.length - 1],
    mean
  };
}
function fromHistograms(m, hp, raw) {
  hp.array(raw).forEach((fork, f) => {
    const fp = hp.at(f);
    const pairs = [];
    fp.array(fork).forEach((iter, k) => {
      const ip = fp.at(k);
      ip.array(iter).forEach((pair, j) => {
        const pp = ip.at(j);
        const arr = pp.array(pair);
        const v = pp.at(0).number(arr[0]);
        const c = pp.at(1).number(arr[1]);
        if (!Number.isFinite(v) || !Number.isFinite(c) || c < 0)
          m.ctx.warn("bad-histogram-entry", { pointer: pp.pointer, benchmark: m.bench });
        else pairs.push([v * m.scale, c]);
      });
    });
    const h = histogramOf(pairs);
    if (h) m.push(`f${f + 1}`, { kind: "histogram", histogram: h }, fp.pointer);
    else m.ctx.warn("empty-histogram", { pointer: fp.pointer, benchmark: m.bench, fork: f + 1 });
  });
}
function forkScores(m, rp, raw) {
  return rp.array(raw).map((fork, f) => {
    const fp = rp.at(f);
    return fp.array(fork).flatMap((v, k) => {
      const x = fp.at(k).number(v);
      if (Number.isFinite(x)) return [x * m.scale];
      m.ctx.warn("score-not-finite", { pointer: fp.at(k).pointer, benchmark: m.bench, score: String(v) });
      return [];
    });
  });
}
function addMetric(ctx, out, at, metric, name, mode, batch, secondary) {
  const unitText = at.at("scoreUnit").string(metric.scoreUnit);
  const u = parseUnit(unitText);
  let lowerIsBetter = u.lowerIsBetter;
  if (secondary !== void 0 && /^gc\.|alloc|churn/.test(secondary)) lowerIsBetter = true;
  if (secondary === void 0 && mode === "thrpt") lowerIsBetter = false;
  const bench = secondary === void 0 ? name : `${name} (${secondary})`;
  const m = {
    ctx,
    bench,
    scale: u.scale,
    push: (run, data, pointer) => void out.push({ benchmark: name, unit: u.unit, measure: secondary, lowerIsBetter, run, data, source: { file: ctx.file, pointer } })
  };
  if (Array.isArray(metric.rawDataHistogram) && metric.rawDataHistogram.length > 0) {
    fromHistograms(m, at.at("rawDataHistogram"), metric.rawDataHistogram);
    return;
  }
  const rp = at.at("rawData");
  if (metric.rawData === void 0 || Array.isArray(metric.rawData) && metric.rawData.length === 0) {
    ctx.warn("no-raw-data", { pointer: rp.pointer, benchmark: bench });
    return;
  }
  const forks = forkScores(m, rp, metric.rawData);
  if (mode === "ss" && batch <= 1) {
    forks.forEach((vals, f) => {
      if (vals.length) m.push(`f${f + 1}`, { kind: "per-op", values: Float64Array.from(vals) }, rp.at(f).pointer);
    });
    return;
  }
  const used = forks.filter((v) => v.length > 0);
  if (used.length === 1) {
    const f = forks.findIndex((v) => v.length > 0);
    if (secondary === void 0) ctx.warn("single-fork", { pointer: rp.pointer, benchmark: name, iterations: used[0].length });
    used[0].forEach((v, k) => m.push(`f${f + 1}i${k + 1}`, { kind: "per-run", value: v }, rp.at(f).at(k).pointer));
    return;
  }
  forks.forEach((vals, f) => {
    if (vals.length === 0) return;
    m.push(`f${f + 1}`, { kind: "per-run", value: vals.reduce((s, v) => s + v, 0) / vals.length }, rp.at(f).pointer);
  });
}
async function parse3(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const list = root.array(parseJson(await input.readText(), file));
  const out = [];
  const entries = list.map((raw, i) => {
    const at = root.at(i);
    const e = at.object(raw);
    const benchmark = at.at("benchmark").string(e.benchmark);
    const mode = at.at("mode").string(e.mode);
    let name = benchmark;
    if (isObject(e.params) && Object.keys(e.params).length > 0) {
      name += ":" + Object.entries(e.params).map(([k, v]) => `${k}=${String(v)}`).join(",");
    }
    return { at, e, mode, name };
  });
  const extra = {};
  const threads = /* @__PURE__ */ new Set();
  const oneFork = /* @__PURE__ */ new Map();
  const noWarmup = [];
  for (const { at, e, mode, name: base } of entries) {
    const name = mode === "sample" || mode === "ss" ? `${base}:mode=${mode}` : base;
    const batch = typeof e.measurementBatchSize === "number" ? e.measurementBatchSize : 1;
    addMetric(ctx, out, at.at("primaryMetric"), at.at("primaryMetric").object(e.primaryMetric), name, mode, batch, void 0);
    if (isObject(e.secondaryMetrics)) {
      for (const [key, metric] of Object.entries(e.secondaryMetrics)) {
        if (!isObject(metric)) continue;
        if (mode === "sample" && /^\u00b7?p\d/.test(key)) continue;
        addMetric(ctx, out, at.at("secondaryMetrics").at(key), metric, name, mode, batch, key.replace(/^\u00b7/, ""));
      }
    }
    for (const key of ["jmhVersion", "jdkVersion", "vmName", "vmVersion", "jvm"]) {
      if (typeof e[key] === "string" && e[key] !== "" && extra[key] === void 0) extra[key] = e[key];
    }
    if (Array.isArray(e.jvmArgs) && extra.jvmArgs === void 0) {
      const args = e.jvmArgs.filter((a) => typeof a === "string");
      if (args.length > 0) extra.jvmArgs = args.join(" ");
    }
    if (typeof e.threads === "number") threads.add(String(e.threads));
    if (typeof e.forks === "number" && e.forks <= 1) {
      const names = oneFork.get(String(e.forks)) ?? [];
      if (!names.includes(base)) names.push(base);
      oneFork.set(String(e.forks), names);
    }
    if (e.warmupIterations === 0 && !noWarmup.includes(base)) noWarmup.push(base);
  }
  if (threads.size) extra.threads = [...threads].join(", ");
  const machine = Object.keys(extra).length ? { extra } : void 0;
  if (out.length === 0) throw new InputError({ file }, "no usable scores; expected entries with primaryMetric.rawData or rawDataHistogram");
  const hazards = [];
  for (const [value, names] of oneFork)
    hazards.push(message("hazard.jmh-one-fork", { file, tool: "jmh", field: "forks", value, benchmarks: names, count: names.length }));
  if (noWarmup.length)
    hazards.push(
      message("hazard.jmh-no-warmup", {
        file,
        tool: "jmh",
        field: "warmupIterations",
        value: "0",
        benchmarks: noWarmup,
        count: noWarmup.length
      })
    );
  const oneProcess = out.every((m) => /^f1(i\d+)?$/.test(m.run));
  return { measurements: out, machine, ...oneProcess ? { processes: 1 } : {}, ...hazards.length ? { hazards } : {} };
}
var jmh = defineReader({
  id: "jmh",
  title: "JMH JSON (-rf json)",
  carries: "per-run",
  howTo: "java -jar target/benchmarks.jar -f 5 -rf json -rff out.json",
  detect: detect3,
  parse: parse3
});

// src/formats/hyperfine.ts
function detect4(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{\s*"results"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const first = Array.isArray(doc.results) ? doc.results[0] : void 0;
    return isObject(first) && "command" in first && ("times" in first || "exit_codes" in first) ? 1 : 0;
  }
  return /"command"\s*:/.test(head) && /"times"\s*:\s*\[/.test(head) ? 0.9 : 0;
}
function paramText(p) {
  if (isObject(p))
    return Object.entries(p).map(([k, v]) => `${k}=${String(v)}`).join(", ");
  return "";
}
function uniqueNames(results, resultsPath) {
  const commands = results.map((r, i) => resultsPath.at(i).at("command").string(resultsPath.at(i).object(r).command));
  const count2 = /* @__PURE__ */ new Map();
  for (const c of commands) count2.set(c, (count2.get(c) ?? 0) + 1);
  const names = [];
  const taken = /* @__PURE__ */ new Set();
  results.forEach((r, i) => {
    const o = r;
    let name = commands[i];
    if (count2.get(name) > 1) {
      const params = paramText(o.parameters ?? (isObject(o.parameter) ? o.parameter : void 0));
      if (params !== "") name = `${name} (${params})`;
    }
    let unique = name;
    for (let k = 2; taken.has(unique); k++) unique = `${name} #${k}`;
    taken.add(unique);
    names.push(unique);
  });
  return names;
}
function memoryUsage(o, at, name, codes, rows) {
  if (o.memory_usage_byte === void 0 || o.memory_usage_byte === null) return;
  const memPath = at.at("memory_usage_byte");
  const mem = memPath.array(o.memory_usage_byte);
  const coded = codes === void 0 ? 0 : Math.min(codes.length, mem.length);
  let series = -1;
  for (let k = 0; k < mem.length; k++) {
    if (k < coded && codes[k] !== 0) continue;
    const b = mem[k];
    const v = typeof b === "number" ? b : memPath.at(k).number(b);
    if (!(Number.isFinite(v) && v >= 0)) continue;
    if (series < 0)
      series = rows.addSeries({ benchmark: name, unit: "B", lowerIsBetter: true, measure: "memory", pointer: memPath.pointer });
    rows.add(series, v, 1, k + 1, k);
  }
}
var OUTLIER_THRESHOLD = 1.4826 * 10;
function outliersOf(times, work) {
  const n = times.length;
  if (n === 0) return 0;
  work.set(times);
  const median = medianInPlace(work);
  for (let i = 0; i < n; i++) work[i] = Math.abs(times[i] - median);
  const mad = medianInPlace(work);
  const scale = mad > 0 ? mad : Number.EPSILON;
  if ((times[0] - median) / scale > OUTLIER_THRESHOLD) return 0;
  let outliers = 0;
  for (let i = 0; i < n; i++) if (Math.abs((times[i] - median) / scale) > OUTLIER_THRESHOLD) outliers++;
  return outliers;
}
var Scratch = class {
  a = new Float64Array(0);
  b = new Float64Array(0);
  /** The first n entries of each. */
  take(n) {
    if (this.a.length < n) {
      this.a = new Float64Array(n);
      this.b = new Float64Array(n);
    }
    return [this.a.subarray(0, n), this.b.subarray(0, n)];
  }
};
function readResult(o, at, name, ctx, rows, scratch, hazards) {
  const timesPath = at.at("times");
  const times = timesPath.array(o.times);
  const n = times.length;
  const codes = o.exit_codes === void 0 || o.exit_codes === null ? void 0 : at.at("exit_codes").array(o.exit_codes);
  if (codes && codes.length !== n) {
    at.at("exit_codes").fail(`an array of ${n} exit codes, one per entry of "times"`, `${codes.length} entries`);
  }
  let failed = 0;
  if (codes !== void 0) {
    for (let k = 0; k < n; k++) if (codes[k] !== 0) failed++;
  }
  if (failed > 0) {
    const shown = /* @__PURE__ */ new Set();
    for (const c of codes) if (c !== 0) shown.add(c === null ? "signal" : String(c));
    ctx.warn("failed-runs", { pointer: at.at("exit_codes").pointer, name, failed, runs: n, codes: [...shown] });
  }
  const skip = failed > 0 ? codes : void 0;
  let series = -1;
  let numbers = true;
  const [seconds, work] = scratch.take(n);
  for (let k = 0; k < n; k++) {
    const t = times[k];
    let v;
    if (typeof t === "number") {
      v = t;
      seconds[k] = t;
      if (!Number.isFinite(t)) numbers = false;
    } else {
      numbers = false;
      if (skip !== void 0 && skip[k] !== 0) continue;
      v = timesPath.at(k).number(t);
    }
    if (skip !== void 0 && skip[k] !== 0) continue;
    if (!Number.isFinite(v) || v < 0) {
      ctx.warn("bad-time", { pointer: `${timesPath.pointer}/${k}`, name });
      continue;
    }
    if (series < 0)
      series = rows.addSeries({ benchmark: name, unit: "ns", lowerIsBetter: true, measure: "time", pointer: timesPath.pointer });
    rows.add(series, v * 1e9, 1, k + 1, k);
  }
  if (series < 0) ctx.warn("no-successful-runs", { pointer: timesPath.pointer, name });
  memoryUsage(o, at, name, skip, rows);
  if (numbers) {
    const outliers = outliersOf(seconds, work);
    if (outliers > 0) hazards.push(message("hazard.hyperfine-outliers", { file: ctx.file, benchmark: name, outliers, runs: n }));
  }
}
function capacityOf(results) {
  let n = 0;
  for (const r of results) {
    if (!isObject(r)) continue;
    if (Array.isArray(r.times)) n += r.times.length;
    if (Array.isArray(r.memory_usage_byte)) n += r.memory_usage_byte.length;
  }
  return n;
}
async function parse4(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseWholeJson(await input.readText(), file));
  const resultsPath = root.at("results");
  const results = resultsPath.array(doc.results);
  const names = uniqueNames(results, resultsPath);
  const rows = new RunTableBuilder(file, capacityOf(results));
  const hazards = [];
  const scratch = new Scratch();
  for (let i = 0; i < results.length; i++)
    readResult(resultsPath.at(i).object(results[i]), resultsPath.at(i), names[i], ctx, rows, scratch, hazards);
  if (rows.length === 0)
    throw new InputError({ file, pointer: "/results" }, 'no successful runs in any result; expected "times" with exit code 0');
  const perRun = rows.table();
  return hazards.length > 0 ? { measurements: [], perRun, hazards } : { measurements: [], perRun };
}
var hyperfine = defineReader({
  id: "hyperfine",
  title: "hyperfine --export-json",
  carries: "per-op",
  howTo: "hyperfine --warmup 3 --runs 30 --export-json out.json 'cmd a' 'cmd b'",
  detect: detect4,
  parse: parse4
});

// src/formats/pyperf.ts
var UNITS = {
  second: { unit: "ns", scale: 1e9 },
  byte: { unit: "B", scale: 1 },
  integer: { unit: "count", scale: 1 }
};
function detect5(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !/"runs"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : void 0;
    return isObject(b) && Array.isArray(b.runs) && "version" in doc ? 1 : 0;
  }
  return /"benchmarks"\s*:\s*\[/.test(head) && /"(values|warmups)"\s*:\s*\[/.test(head) && !/"machine_info"|"context"/.test(head) ? 0.8 : 0;
}
function machineOf3(md) {
  const m = {};
  const extra = {};
  if (typeof md.cpu_model_name === "string") m.cpuModel = md.cpu_model_name;
  if (typeof md.cpu_count === "number" && md.cpu_count > 0) m.logicalCpus = md.cpu_count;
  if (typeof md.platform === "string") {
    m.os = md.platform;
    const kernel = /^Linux-([^-]+(?:-[^-]+)?)-/.exec(md.platform);
    if (kernel) m.kernel = kernel[1];
  }
  if (typeof md.hostname === "string" && md.hostname !== "") m.host = md.hostname;
  for (const key of ["python_version", "python_implementation", "cpu_config", "cpu_affinity", "aslr", "timer"]) {
    if (typeof md[key] === "string") extra[key] = md[key];
  }
  if (Object.keys(extra).length) m.extra = extra;
  return m.cpuModel || m.logicalCpus || m.os || m.host || m.extra ? m : void 0;
}
function readRuns(b, at, md, name, ctx) {
  const unitName = typeof md.unit === "string" ? md.unit : "second";
  const unit = UNITS[unitName] ?? { unit: unitName, scale: 1 };
  const runsPath = at.at("runs");
  const out = [];
  runsPath.array(b.runs).forEach((r, k) => {
    const rp = runsPath.at(k);
    const run = rp.object(r);
    if (run.values === void 0) return;
    const vp = rp.at("values");
    const values = vp.array(run.values).map((v, j) => vp.at(j).number(v));
    const finite = values.filter((v) => Number.isFinite(v));
    if (finite.length !== values.length) ctx.warn("not-finite", { pointer: vp.pointer, name, skipped: values.length - finite.length });
    if (finite.length === 0) return;
    const rmd = { ...md, ...isObject(run.metadata) ? run.metadata : {} };
    const loops = typeof rmd.loops === "number" ? rmd.loops : void 0;
    const inner = typeof rmd.inner_loops === "number" ? rmd.inner_loops : 1;
    const mean = finite.reduce((s, v) => s + v, 0) / finite.length;
    out.push({
      benchmark: name,
      unit: unit.unit,
      lowerIsBetter: true,
      run: String(out.length + 1),
      data: { kind: "per-run", value: mean * unit.scale, iterations: loops !== void 0 ? finite.length * loops * inner : void 0 },
      source: { file: ctx.file, pointer: vp.pointer }
    });
  });
  if (out.length === 0) ctx.warn("no-values", { pointer: runsPath.pointer, name });
  return out;
}
async function parse5(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const common = isObject(doc.metadata) ? doc.metadata : {};
  const listPath = root.at("benchmarks");
  const list = listPath.array(doc.benchmarks);
  const measurements = [];
  const names = /* @__PURE__ */ new Set();
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = at.object(raw);
    const md = { ...common, ...isObject(b.metadata) ? b.metadata : {} };
    let name = typeof md.name === "string" && md.name !== "" ? md.name : `benchmark ${i + 1}`;
    for (let k = 2; names.has(name); k++) name = `${String(md.name ?? "benchmark")} #${k}`;
    names.add(name);
    measurements.push(...readRuns(b, at, md, name, ctx));
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: "/benchmarks" }, "no run with values; expected benchmarks[].runs[].values");
  return { measurements, machine: machineOf3(common) };
}
var pyperf = defineReader({
  id: "pyperf",
  title: "pyperf JSON (pyperf / pyperformance -o)",
  carries: "per-run",
  howTo: "python -m pyperf timeit \u2026 -o out.json, or pyperformance run -o out.json",
  detect: detect5,
  parse: parse5
});

// src/formats/criterion-dir.ts
var SKIP = /* @__PURE__ */ new Set(["base", "change", "report"]);
function norm(p) {
  return p.replace(/\\/g, "/");
}
function layout(entries) {
  const out = /* @__PURE__ */ new Map();
  for (const raw of entries) {
    const parts = norm(raw).split("/");
    if (parts.length < 2) continue;
    const fileName = parts[parts.length - 1];
    if (fileName !== "sample.json" && fileName !== "raw.csv" && fileName !== "benchmark.json" && fileName !== "estimates.json") continue;
    const side = parts[parts.length - 2];
    const bench = parts.slice(0, -2).join("/");
    let sides = out.get(bench);
    if (!sides) out.set(bench, sides = /* @__PURE__ */ new Map());
    let files = sides.get(side);
    if (!files) sides.set(side, files = /* @__PURE__ */ new Set());
    files.add(fileName);
  }
  return out;
}
function detect6(probe) {
  if (!probe.entries) return 0;
  for (const [, sides] of layout(probe.entries)) {
    for (const [side, files] of sides) {
      if (side === "change" || side === "report") continue;
      if (files.has("sample.json") && (files.has("estimates.json") || files.has("benchmark.json"))) return 0.95;
      if (side === "new" && (files.has("sample.json") || files.has("raw.csv"))) return 0.8;
    }
  }
  return 0;
}
function fromSampleJson(text, file) {
  const root = new JsonPath(file);
  const doc = parseJson(text, file);
  let ip;
  let tp;
  let iters;
  let times;
  if (Array.isArray(doc)) {
    ip = root.at(0);
    tp = root.at(1);
    [iters, times] = doc;
  } else {
    const o = root.object(doc);
    ip = root.at("iters");
    tp = root.at("times");
    iters = o.iters;
    times = o.times;
  }
  const i = ip.array(iters).map((v, k) => ip.at(k).finite(v));
  const t = tp.array(times).map((v, k) => tp.at(k).finite(v));
  if (i.length !== t.length) tp.fail(`${i.length} times, one per entry of iters`, `${t.length} entries`);
  return { iters: i, times: t, where: (k) => ({ pointer: tp.at(k).pointer }) };
}
function fromRawCsv(text, file) {
  const lines = splitLines(text);
  const header = lines[0]?.trim().split(",") ?? [];
  const ti = header.indexOf(header.includes("sample_measured_value") ? "sample_measured_value" : "sample_time_nanos");
  const ii = header.indexOf("iteration_count");
  const ui = header.indexOf("unit");
  if (ti < 0 || ii < 0)
    throw new InputError(
      { file, line: 1 },
      'unexpected raw.csv header; expected "group,function,value,\u2026,sample_measured_value,unit,iteration_count"'
    );
  const iters = [];
  const times = [];
  const rows = [];
  for (let k = 1; k < lines.length; k++) {
    if (lines[k].trim() === "") continue;
    const f = lines[k].split(",");
    const t = Number(f[ti]);
    const n = Number(f[ii]);
    if (f.length < header.length || !Number.isFinite(t) || !Number.isFinite(n) || f[ti] === "" || f[ii] === "") {
      throw new InputError(
        { file, line: k + 1 },
        `expected ${header.length} comma-separated fields with numeric ${header[ti]} and iteration_count`
      );
    }
    if (ui >= 0 && f[ui] !== "ns") throw new InputError({ file, line: k + 1 }, `unit "${f[ui]}" is not supported; expected ns`);
    iters.push(n);
    times.push(t);
    rows.push(k + 1);
  }
  return { iters, times, where: (k) => ({ line: rows[k] }) };
}
function chooseSide(dir, bench, sides, ctx) {
  const usable = [...sides].filter(([s, f]) => !SKIP.has(s) && (f.has("sample.json") || f.has("raw.csv")));
  if (usable.length === 0) return void 0;
  const chosen = usable.find(([s]) => s === "new");
  if (chosen) return chosen;
  if (usable.length > 1)
    ctx.warn("several-baselines", { file: `${dir}/${bench}`, baselines: usable.map(([s]) => s), chosen: usable[0][0] });
  return usable[0];
}
function benchmarkMeta(text, path) {
  const meta = parseJson(text, path);
  const out = {};
  if (!isObject(meta)) return out;
  if (typeof meta.full_id === "string" && meta.full_id !== "") out.name = meta.full_id;
  const tp = meta.throughput;
  if (isObject(tp)) {
    const [kind, n] = Object.entries(tp)[0] ?? [];
    if (typeof n === "number" && n > 0) out.throughput = { unit: /^bytes/i.test(String(kind)) ? "B/s" : "ops/s", per: n };
  }
  return out;
}
async function readBenchmark(input, bench, sides, ctx) {
  const dir = input.path;
  const chosen = chooseSide(dir, bench, sides, ctx);
  if (!chosen) return [];
  const [side, files] = chosen;
  const prefix = bench === "" ? side : `${bench}/${side}`;
  let name = bench === "" ? norm(dir).replace(/\/+$/, "").split("/").pop() ?? side : bench;
  let throughput;
  if (files.has("benchmark.json")) {
    const meta = benchmarkMeta(await input.readEntry(`${prefix}/benchmark.json`), `${dir}/${prefix}/benchmark.json`);
    name = meta.name ?? name;
    throughput = meta.throughput;
  }
  const useJson = files.has("sample.json");
  const file = `${dir}/${prefix}/${useJson ? "sample.json" : "raw.csv"}`;
  const text = await input.readEntry(`${prefix}/${useJson ? "sample.json" : "raw.csv"}`);
  const s = useJson ? fromSampleJson(text, file) : fromRawCsv(text, file);
  if (s.iters.length === 0) {
    ctx.warn("no-samples", { file });
    return [];
  }
  const out = [];
  s.iters.forEach((it, k) => {
    const at = s.where(k);
    const source = { file, ...at };
    if (!(it > 0) || !(s.times[k] >= 0)) {
      ctx.warn("bad-iterations", {
        file,
        ...at.pointer !== void 0 ? { pointer: at.pointer } : { line: at.line ?? null },
        sample: k + 1,
        iterations: it
      });
      return;
    }
    const perIter = s.times[k] / it;
    out.push({
      benchmark: name,
      unit: "ns",
      lowerIsBetter: true,
      run: String(k + 1),
      data: { kind: "per-run", value: perIter, iterations: it },
      source
    });
    if (throughput && perIter > 0) {
      out.push({
        benchmark: name,
        unit: throughput.unit,
        measure: "throughput",
        lowerIsBetter: false,
        run: String(k + 1),
        data: { kind: "per-run", value: throughput.per / (perIter * 1e-9), iterations: it },
        source
      });
    }
  });
  return out;
}
async function parse6(input, ctx) {
  const dir = input.path;
  if (!input.isDirectory || !input.entries)
    throw new InputError({ file: dir }, "is a file; expected a criterion output directory such as target/criterion");
  const measurements = [];
  const benches = [...layout(input.entries)].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  for (const [bench, sides] of benches) measurements.push(...await readBenchmark(input, bench, sides, ctx));
  if (measurements.length === 0)
    throw new InputError(
      { file: dir },
      "no criterion samples found; expected <benchmark>/new/sample.json (or raw.csv) below this directory"
    );
  return { measurements };
}
var criterionDir = defineReader({
  id: "criterion-dir",
  title: "criterion.rs output directory (target/criterion)",
  carries: "per-run",
  howTo: "cargo bench, then pass the target/criterion directory",
  reads: "directory",
  detect: detect6,
  parse: parse6
});

// src/formats/criterion-json.ts
function detect7(probe) {
  for (const line of splitLines(probe.head).slice(0, 200)) {
    const t = line.trim();
    if (!t.startsWith("{")) continue;
    if (/"reason"\s*:\s*"benchmark-complete"/.test(t) && /"measured_values"/.test(t)) return 0.95;
    if (/"reason"\s*:\s*"group-complete"/.test(t)) return 0.7;
  }
  return 0;
}
async function parse7(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const counts = /* @__PURE__ */ new Map();
  lines.forEach((raw, i) => {
    const t = raw.trim();
    if (!t.startsWith("{")) return;
    let msg;
    try {
      msg = JSON.parse(t);
    } catch {
      throw new InputError({ file, line: i + 1 }, "not a complete JSON object (truncated?); expected one cargo-criterion message per line");
    }
    if (!isObject(msg) || msg.reason !== "benchmark-complete") return;
    const at = new JsonPath(`${file}:${i + 1}`);
    const id = at.at("id").string(msg.id);
    const ip = at.at("iteration_count");
    const vp = at.at("measured_values");
    const iters = ip.array(msg.iteration_count).map((v, k) => ip.at(k).finite(v));
    const values = vp.array(msg.measured_values).map((v, k) => vp.at(k).finite(v));
    if (iters.length !== values.length) vp.fail(`${iters.length} values, one per iteration_count`, `${values.length} entries`);
    const unitText = msg.unit === void 0 ? "ns" : at.at("unit").string(msg.unit);
    const u = parseUnit(unitText);
    const throughputs = Array.isArray(msg.throughput) ? msg.throughput.filter(isObject) : [];
    const base = counts.get(id) ?? 0;
    counts.set(id, base + iters.length);
    iters.forEach((n, k) => {
      const source = { file, line: i + 1, pointer: vp.at(k).pointer };
      if (!(n > 0) || values[k] < 0) {
        ctx.warn("bad-iterations", { line: i + 1, pointer: vp.at(k).pointer, id, iterations: n });
        return;
      }
      const perIter = values[k] / n * u.scale;
      const run = String(base + k + 1);
      measurements.push({
        benchmark: id,
        unit: u.unit,
        lowerIsBetter: u.lowerIsBetter,
        run,
        data: { kind: "per-run", value: perIter, iterations: n },
        source
      });
      if (u.unit !== "ns" || perIter <= 0) return;
      for (const tp of throughputs) {
        if (typeof tp.per_iteration !== "number" || tp.per_iteration <= 0) continue;
        const unit = tp.unit === "bytes" || tp.unit === "bytes_decimal" ? "B/s" : "ops/s";
        measurements.push({
          benchmark: id,
          unit,
          measure: "throughput",
          lowerIsBetter: false,
          run,
          data: { kind: "per-run", value: tp.per_iteration / (perIter * 1e-9), iterations: n },
          source
        });
      }
    });
  });
  if (measurements.length === 0)
    throw new InputError(
      { file },
      'no "benchmark-complete" messages with samples; expected `cargo criterion --message-format=json` output'
    );
  return { measurements };
}
var criterionJson = defineReader({
  id: "criterion-json",
  title: "cargo-criterion --message-format=json",
  carries: "per-run",
  howTo: "cargo criterion --message-format=json > out.ndjson",
  detect: detect7,
  parse: parse7
});

// src/read/numbers.ts
function parseLooseNumber(raw) {
  const s = raw.trim().replace(/,(?=\d{3}(\D|$))/g, "").replace(/^\+/, "");
  if (s === "") return NaN;
  return Number(s);
}
function scaleDecimal(text, scale) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m || m[2] === "" && (m[3] ?? "") === "") return NaN;
  const frac = m[3] ?? "";
  const exp = m[4] !== void 0 ? Number(m[4]) : 0;
  const digits = (m[2] + frac).replace(/^0+(?=\d)/, "");
  if (digits.length > 15 || exp !== 0) return Number(text.trim()) * scale;
  const mant = Number(digits);
  const div = 10 ** frac.length;
  const sign = m[1] === "-" ? -1 : 1;
  if (scale >= div && Number.isInteger(scale / div)) return sign * mant * (scale / div);
  return sign * mant * scale / div;
}
function percentFraction(text) {
  return Number((Number(text) / 100).toPrecision(12));
}

// src/formats/criterion-console.ts
var NUM = "([-+]?\\d[\\d,]*(?:\\.\\d*)?(?:e[-+]?\\d+)?)";
var UNIT = "([^\\s\\d.,+-]\\S*)";
var TRIPLE = `\\[${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\]`;
var TIME_AT = /\btime:\s+\[/;
var TIME_REST = new RegExp(`^time:\\s+${TRIPLE}`);
var THRPT = new RegExp(`^thrpt:\\s+${TRIPLE}`);
var BENCHER = /^test (.+?) \.\.\. bench:\s+([\d,]+(?:\.\d+)?) ns\/iter \(\+\/- ([\d,]+(?:\.\d+)?)\)/;
var ELEM = { elem: 1, Kelem: 1e3, Melem: 1e6, Gelem: 1e9 };
function matchTime(line) {
  if (!line.includes("time:")) return null;
  const at = line.search(TIME_AT);
  if (at < 0) return null;
  const m = TIME_REST.exec(line.slice(at));
  return m ? [m[0], line.slice(0, at), ...m.slice(1)] : null;
}
function throughputUnit(raw) {
  const m = /^([KMG]?elem)\/s$/.exec(raw);
  if (m) return { unit: "ops/s", scale: ELEM[m[1]] };
  const u = parseUnit(raw);
  return u.kind === "throughput" ? { unit: u.unit, scale: u.scale } : void 0;
}
function detect8(probe) {
  let score = 0;
  for (const line of splitLines(probe.head)) {
    if (matchTime(line)) return 0.9;
    if (BENCHER.test(line)) score = 0.8;
  }
  return score;
}
async function parse8(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const seen = /* @__PURE__ */ new Map();
  let samples;
  let current;
  let prev = "";
  let last;
  const add = (name, unit, lowerIsBetter, est, n, line, measure) => {
    if (!Number.isFinite(est))
      throw new InputError({ file, line }, 'the estimate is not a number; expected e.g. "time: [1.0 ns 1.1 ns 1.2 ns]"');
    const key = `${name}\0${unit}`;
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    measurements.push({
      benchmark: name,
      unit,
      measure,
      lowerIsBetter,
      run: String(k),
      data: { kind: "summary", mean: est, median: est, n },
      source: { file, line }
    });
  };
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].replace(/\x1b\[[0-9;]*m/g, "");
    const line = i + 1;
    const collecting = /^Benchmarking (.+): Collecting (\d+) samples/.exec(t);
    if (collecting) {
      current = collecting[1];
      samples = Number(collecting[2]);
    }
    const time = matchTime(t);
    if (time && time[3] === "%") continue;
    if (time) {
      let name = time[1].trim();
      if (name === "") name = prev.trim() !== "" && !/^Benchmarking /.test(prev) ? prev.trim() : current ?? "";
      if (name === "")
        throw new InputError({ file, line }, 'a "time:" line without a benchmark name; expected "<name>  time: [lo est hi]"');
      const u = parseUnit(time[5]);
      if (u.kind !== "time") throw new InputError({ file, line }, `unknown time unit "${time[5]}"; expected ps, ns, \xB5s, ms or s`);
      const n = current === name ? samples : void 0;
      add(name, "ns", true, parseLooseNumber(time[4]) * u.scale, n, line);
      last = { name, n };
      prev = t;
      continue;
    }
    const thrpt = THRPT.exec(t.trimStart());
    if (thrpt && last && thrpt[2] !== "%") {
      const u = throughputUnit(thrpt[4]);
      if (u) add(last.name, u.unit, false, parseLooseNumber(thrpt[3]) * u.scale, last.n, line, "throughput");
      else ctx.warn("throughput-unit", { line, unit: thrpt[4] });
    }
    const bencher = BENCHER.exec(t);
    if (bencher) add(bencher[1].trim(), "ns", true, parseLooseNumber(bencher[2]), void 0, line);
    if (/panicked at|^error: bench failed/.test(t)) ctx.warn("run-failed", { line, text: t.trim().slice(0, 120) });
    if (t.trim() !== "") prev = t;
  }
  if (measurements.length === 0) {
    throw new InputError(
      { file },
      'no results found; expected criterion lines like "name  time: [1.0 ns 1.1 ns 1.2 ns]" or "test name ... bench: 123 ns/iter (+/- 4)"'
    );
  }
  return { measurements };
}
var criterionConsole = defineReader({
  id: "criterion-console",
  title: "criterion.rs console output (and --output-format bencher)",
  carries: "summary",
  howTo: "cargo bench > out.txt (or cargo bench -- --output-format bencher)",
  detect: detect8,
  parse: parse8
});

// src/read/same-bytes.ts
function asciiAt(buf, at, text) {
  for (let i = text.length - 1; i >= 0; i--) if (buf[at + i] !== text.charCodeAt(i)) return false;
  return true;
}
function bytesAt(buf, at, bytes, n = bytes.length) {
  for (let i = n - 1; i >= 0; i--) if (buf[at + i] !== bytes[i]) return false;
  return true;
}
function textAt(line, at, text) {
  for (let i = text.length - 1; i >= 0; i--) if (line.charCodeAt(at + i) !== text.charCodeAt(i)) return false;
  return true;
}
var ChunkView = class {
  buf;
  view = new DataView(new ArrayBuffer(0));
  of(buf) {
    if (buf !== this.buf) {
      this.buf = buf;
      this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    return this.view;
  }
};
function sameWords(x, a, y, b, n) {
  let k = 0;
  for (; k + 4 <= n; k += 4) if (x.getInt32(a + k, true) !== y.getInt32(b + k, true)) return false;
  for (; k < n; k++) if (x.getUint8(a + k) !== y.getUint8(b + k)) return false;
  return true;
}
var KeptBytes = class {
  /** How many bytes are kept; −1 before any. */
  length = -1;
  bytes = new Uint8Array(64);
  view = new DataView(this.bytes.buffer);
  /** Keep bytes [s, e) of `buf`. */
  keep(buf, s, e) {
    const n = e - s;
    if (n > this.bytes.length) {
      this.bytes = new Uint8Array(n * 2);
      this.view = new DataView(this.bytes.buffer);
    }
    const bytes = this.bytes;
    for (let i = 0; i < n; i++) bytes[i] = buf[s + i];
    this.length = n;
  }
  /** Whether bytes at `at` of `view` (a ChunkView's) are the kept ones; the caller checks that `at + length` is within it. */
  at(view, at) {
    return sameWords(view, at, this.view, 0, this.length);
  }
};

// src/formats/google-benchmark-console.ts
var HEADER2 = /^Benchmark\s+Time\s+CPU\s+Iterations\b(.*)$/;
var NUM2 = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;
var ROW = new RegExp(String.raw`^(\S(?:.*?\S)?)\s+(${NUM2})\s*(ns|us|µs|ms|s|%)\s+(${NUM2})\s*(ns|us|µs|ms|s|%)\s+(\d+)(.*)$`);
var HUMAN = new RegExp(String.raw`^(${NUM2})([kKMGTPmun]?)(i?)(?:B)?(\/s)?$`);
var ANSI = /\x1b\[[0-9;]*m/g;
var AGG = /_(mean|median|stddev|cv)$/;
var PREAMBLE_START = /^(?:Benchmark|Run on \(|CPU Caches:|Load Average: |\*\*\*WARNING\*\*\*)/;
var counterUnits = /* @__PURE__ */ new Map();
function unitOfCounter(key) {
  let u = counterUnits.get(key);
  if (u === void 0) {
    u = counterUnit(key);
    if (counterUnits.size < 256) counterUnits.set(key, u);
  }
  return u;
}
var PREFIX = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, m: 1e-3, u: 1e-6, n: 1e-9 };
var TIME_SCALE = {
  ns: parseUnit("ns").scale,
  us: parseUnit("us").scale,
  ms: parseUnit("ms").scale,
  s: parseUnit("s").scale
};
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function plainNumberEnd(b, s, e) {
  let i = s;
  const c0 = b[i];
  if (c0 === 45 || c0 === 43) i++;
  const d0 = i;
  while (i < e && isDigit(b[i])) i++;
  const intDigits = i - d0;
  if (i < e && b[i] === 46) {
    const f0 = ++i;
    while (i < e && isDigit(b[i])) i++;
    if (i === f0) return intDigits > 0 ? d0 + intDigits : -1;
  } else if (intDigits === 0) return -1;
  return i;
}
function numberAt(b, s, e) {
  if (b[e - 1] === 46) return NaN;
  const v = plainDecimal(b, s, e);
  if (v === v) return v;
  return plainNumberEnd(b, s, e) === e ? Number(b.toString("latin1", s, e)) : NaN;
}
function countAt(b, s, e) {
  const v = plainDecimal(b, s, e, true);
  if (v === v) return v;
  for (let k = s; k < e; k++) if (!isDigit(b[k])) return NaN;
  return Number(b.toString("latin1", s, e));
}
function prefixOf(c) {
  switch (c) {
    case 107:
      return "k";
    case 75:
      return "K";
    case 77:
      return "M";
    case 71:
      return "G";
    case 84:
      return "T";
    case 80:
      return "P";
    case 109:
      return "m";
    case 117:
      return "u";
    case 110:
      return "n";
    default:
      return "";
  }
}
function humanAt(b, s, e, base1024) {
  let i = s;
  const c0 = b[i];
  if (c0 === 45 || c0 === 43) i++;
  const d0 = i;
  let mant = 0;
  let c = 0;
  while (i < e && (c = b[i]) >= 48 && c <= 57) {
    mant = mant * 10 + (c - 48);
    i++;
  }
  const intDigits = i - d0;
  let frac = 0;
  if (i < e && b[i] === 46) {
    const f0 = ++i;
    while (i < e && (c = b[i]) >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      i++;
    }
    frac = i - f0;
    if (frac === 0) {
      if (intDigits === 0) return humanNumber(b.toString("latin1", s, e), base1024);
      i = f0 - 1;
    }
  } else if (intDigits === 0) return humanNumber(b.toString("latin1", s, e), base1024);
  const n = i;
  const p = i < e ? HUMAN_PREFIX[b[i]] : 0;
  if (p !== 0) i++;
  const bin = i < e && b[i] === 105;
  if (bin) i++;
  if (i < e && b[i] === 66) i++;
  if (i + 1 < e && b[i] === 47 && b[i + 1] === 115) i += 2;
  if (i !== e) return humanNumber(b.toString("latin1", s, e), base1024);
  const digits = intDigits + frac;
  const v = digits > 15 ? Number(b.toString("latin1", s, n)) : c0 === 45 ? -(frac === 0 ? mant : mant / POW10[frac]) : frac === 0 ? mant : mant / POW10[frac];
  return v * humanScale(p, bin, base1024);
}
function binaryScale(p) {
  switch (p) {
    case "":
    case "k":
    case "K":
      return 1024;
    case "M":
      return 1024 ** 2;
    case "G":
      return 1024 ** 3;
    case "T":
      return 1024 ** 4;
    case "P":
      return 1024 ** 5;
    default:
      return 1;
  }
}
function decimalScale(p) {
  switch (p) {
    case "k":
    case "K":
      return 1e3;
    case "M":
      return 1e6;
    case "G":
      return 1e9;
    case "T":
      return 1e12;
    case "P":
      return 1e15;
    case "m":
      return 1e-3;
    case "u":
      return 1e-6;
    case "n":
      return 1e-9;
    default:
      return 1;
  }
}
function timeScale(b, a, z) {
  const c = b[a];
  if (z - a === 1) return c === 115 ? TIME_SCALE.s : 0;
  if (z - a !== 2 || b[a + 1] !== 115) return 0;
  return c === 110 ? TIME_SCALE.ns : c === 117 ? TIME_SCALE.us : c === 109 ? TIME_SCALE.ms : 0;
}
function isBlank(c) {
  return c === 32 || c === 9;
}
function isLineEnd(b, i, e) {
  if (i >= e) return true;
  const c = b[i];
  return c === 10 || c === 13 && (i + 1 === e || b[i + 1] === 10);
}
function blanksAt(b, v, i, e) {
  while (i + 4 <= e && v.getInt32(i, true) === 538976288) i += 4;
  while (i < e && isBlank(b[i])) i++;
  return i;
}
var HUMAN_PREFIX = new Uint8Array(256);
var BIG_PREFIX = new Uint8Array(256);
var BINARY_SCALE = new Float64Array(256);
var DECIMAL_SCALE = new Float64Array(256);
for (let c = 0; c < 256; c++) {
  const p = prefixOf(c);
  HUMAN_PREFIX[c] = p === "" ? 0 : c;
  BIG_PREFIX[c] = p !== "" && p !== "m" && p !== "u" && p !== "n" ? 1 : 0;
  BINARY_SCALE[c] = binaryScale(p);
  DECIMAL_SCALE[c] = decimalScale(p);
}
function humanScale(p, bin, base1024) {
  return bin || base1024 && BIG_PREFIX[p] === 1 ? BINARY_SCALE[p] : DECIMAL_SCALE[p];
}
function startsWithBytes(b, s, e, prefix) {
  return e - s >= prefix.length && asciiAt(b, s, prefix);
}
function humanNumber(raw, base1024) {
  const m = HUMAN.exec(raw);
  if (!m) return NaN;
  const p = m[2];
  if (m[3] === "i" || base1024 && p !== "" && p !== "m" && p !== "u" && p !== "n") {
    const steps = "kMGTP".indexOf(p === "K" ? "k" : p) + 1;
    return Number(m[1]) * 1024 ** steps;
  }
  return Number(m[1]) * PREFIX[p];
}
function detect9(probe) {
  const lines = splitLines(probe.head.replace(ANSI, ""));
  const h = lines.findIndex((l) => HEADER2.test(l));
  if (h < 0) return 0;
  if (/Time Old|CPU Old/.test(lines[h])) return 0;
  return lines.slice(h + 1, h + 40).some((l) => ROW.test(l) || /ERROR OCCURRED|SKIPPED/.test(l)) ? 0.9 : 0.6;
}
var GoogleBenchmarkConsole = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.table = new RunTableBuilder(ctx.file);
    this.series = new RowSeries(this.table);
  }
  ctx;
  machine = {};
  /** Summaries of benchmarks printed as aggregates only; every per-run value is a row of {@link table}. */
  measurements = [];
  table;
  /** What the tool warned about or its context shows (review/asks/tool-hazard.ts). */
  hazards = [];
  /** The line of `Load Average:`, for the load hazard once `Run on` is known too. */
  loadLine;
  /** Each benchmark with result rows, and the series of a row's values. */
  series;
  aggs = /* @__PURE__ */ new Map();
  columns;
  /** Inside the indented lines after `CPU Caches:`. */
  inCaches = false;
  /** Names and counter keys as kept: owned copies, not slices of the streamed text. */
  interned = /* @__PURE__ */ new Map();
  intern(s) {
    let owned = this.interned.get(s);
    if (owned === void 0) this.interned.set(owned = own(s), owned);
    return owned;
  }
  /** The end of the input: what needs every line. */
  finish() {
    if (this.columns === void 0) {
      throw new InputError(
        { file: this.ctx.file },
        'no header "Benchmark  Time  CPU  Iterations" found; expected Google Benchmark console output'
      );
    }
    this.aggregatesOnly();
    const load = this.machine.loadBefore?.[0];
    const cpus = this.machine.logicalCpus;
    if (load !== void 0 && cpus !== void 0 && load > cpus) {
      this.hazards.push(
        message("hazard.load-above-cpus", {
          file: this.ctx.file,
          tool: "google-benchmark",
          field: "Load Average",
          line: this.loadLine ?? 0,
          value: String(load),
          cpus
        })
      );
    }
  }
  /** One line (without its line end), ANSI colours already removed. */
  line(t, line) {
    if ((this.inCaches || PREAMBLE_START.test(t)) && this.preamble(t, line)) return;
    if (this.columns === void 0 || t === "" || /^-+$/.test(t)) return;
    const err = /^(\S+)\s+(ERROR OCCURRED|SKIPPED):?\s*(.*)$/.exec(t);
    if (err) {
      this.ctx.warn("row-dropped", { line, benchmark: err[1], skipped: err[2] === "SKIPPED", reason: err[3] });
      return;
    }
    const m = ROW.exec(t);
    if (!m) return;
    const agg = AGG.exec(m[1]);
    if (agg) this.aggregateRow(m, agg, line);
    else if (m[3] !== "%" && m[5] !== "%") this.resultRow(m, line);
  }
  /** The table header, `Run on`, `Load Average` and `***WARNING***` lines; true when the line is used up. */
  preamble(t, line) {
    if (/^Benchmark\s+Time\s+CPU\s+Time Old/.test(t)) {
      throw new InputError(
        { file: this.ctx.file, line },
        "this is a compare.py comparison table, not benchmark output; expected the console output of the benchmark binary"
      );
    }
    const header = HEADER2.exec(t);
    if (header) {
      const rest = header[1].trim();
      this.columns = rest === "" || rest === "UserCounters..." ? [] : rest.split(/\s+/).map(own);
      return true;
    }
    const runOn = /^Run on \((\d+) X ([\d.]+) MHz CPU s?\)/.exec(t);
    if (runOn) {
      this.machine.logicalCpus = Number(runOn[1]);
      this.machine.baseMHz = Number(runOn[2]);
      return true;
    }
    if (t === "CPU Caches:") {
      this.inCaches = true;
      return true;
    }
    const cache = this.inCaches ? /^\s+(L\d+ \S+ .*\S)\s*$/.exec(t) : null;
    if (cache) {
      const extra = this.machine.extra ??= {};
      extra.caches = extra.caches === void 0 ? cache[1] : `${extra.caches}; ${cache[1]}`;
      return true;
    }
    this.inCaches = false;
    const load = /^Load Average: (.*)$/.exec(t);
    if (load) {
      const values = load[1].split(",").map((x) => x.trim());
      const nums = values.map(Number);
      if (values.length <= 3 && values.every((x) => x !== "") && nums.every((x) => Number.isFinite(x) && x >= 0)) {
        this.machine.loadBefore = nums;
        this.loadLine = line;
      }
      return true;
    }
    if (/^\*\*\*WARNING\*\*\*/.test(t)) {
      const text = t.replace(/^\*\*\*WARNING\*\*\*\s*/, "");
      const tool = "google-benchmark";
      if (/DEBUG/.test(t)) {
        (this.machine.extra ??= {}).library_build_type = "debug";
        this.hazards.push(message("hazard.debug-build", { file: this.ctx.file, tool, field: "***WARNING***", line, value: text }));
      } else if (/CPU scaling is enabled/i.test(t)) {
        this.hazards.push(message("hazard.cpu-scaling", { file: this.ctx.file, tool, field: "***WARNING***", line, value: text }));
      } else {
        this.ctx.warn("tool-warning", { line, text });
      }
      return true;
    }
    return false;
  }
  /** A `_mean` / `_median` / `_stddev` row (`_cv` and percentages are left out). */
  aggregateRow(m, agg, line) {
    const base = this.intern(m[1].slice(0, -agg[0].length));
    if (agg[1] === "cv" || m[3] === "%") return;
    let a = this.aggs.get(base);
    if (!a) this.aggs.set(base, a = { line, values: /* @__PURE__ */ new Map(), reps: Number(m[6]) });
    a.values.set(agg[1], Number(m[2]) * parseUnit(m[3]).scale);
  }
  /** One repetition: real time, CPU time and the user counters, each a per-run value. */
  resultRow(m, line) {
    const name = m[1] === this.lastName ? this.lastName : this.lastName = this.intern(m[1]);
    this.setRow(name, Number(m[6]), line);
    this.add("real_time", "ns", true, Number(m[2]) * parseUnit(m[3]).scale);
    this.add("cpu_time", "ns", true, Number(m[4]) * parseUnit(m[5]).scale);
    const rest = m[7].trim();
    if (rest !== "") this.counters(rest);
  }
  /** Token bounds of the current row: start, end, start, end, … */
  bounds = new Int32Array(64);
  /** The previous row's counter keys by position, with their units. */
  lastKeys = [];
  /**
   * A line as bytes [s, e): true when it is a result row of printable ASCII in its usual form —
   * `name  12.3 ns  12.1 ns  1000` with ns/us/ms/s, plain numbers, then counters — read here
   * without decoding it or running the row regex; false for any other line, which the caller
   * decodes for {@link line}. For such rows ROW's lazy name is the first field and its groups are
   * the next five, so both ways give the same.
   */
  fastRow(b, s, e, line) {
    this.repeatCounters = -1;
    if (e > s && b[e - 1] === 13) e--;
    if (this.columns === void 0 || this.inCaches) return false;
    const c0 = b[s];
    if (c0 === 66 && startsWithBytes(b, s, e, "Benchmark") || c0 === 82 && startsWithBytes(b, s, e, "Run on (") || c0 === 67 && startsWithBytes(b, s, e, "CPU Caches:") || c0 === 76 && startsWithBytes(b, s, e, "Load Average: ") || c0 === 42 && startsWithBytes(b, s, e, "***WARNING***")) {
      return false;
    }
    const bd = this.bounds;
    let n = 0;
    let i = s;
    const known = this.fastName;
    const kn = this.fastNameKept.length;
    const sameName = known !== void 0 && s + kn < e && (b[s + kn] === 32 || b[s + kn] === 9) && this.fastNameKept.at(this.chunk.of(b), s);
    if (sameName) {
      bd[n++] = s;
      bd[n++] = s + kn;
      i = s + kn;
    }
    if (i === s && (c0 === 32 || c0 === 9)) return false;
    while (n < 12) {
      let c = 0;
      while (i < e && ((c = b[i]) === 32 || c === 9)) i++;
      if (i >= e) break;
      const start = i;
      while (i < e && (c = b[i]) > 32 && c < 127) i++;
      if (i < e && c !== 32 && c !== 9) return false;
      bd[n++] = start;
      bd[n++] = i;
    }
    if (n < 12) return false;
    const ns = timeScale(b, bd[4], bd[5]);
    const cs = timeScale(b, bd[8], bd[9]);
    if (ns === 0 || cs === 0) return false;
    const realText = numberAt(b, bd[2], bd[3]);
    const cpuText = numberAt(b, bd[6], bd[7]);
    const iterations = countAt(b, bd[10], bd[11]);
    if (realText !== realText || cpuText !== cpuText || iterations !== iterations) return false;
    const real = realText * ns;
    const cpu = cpuText * cs;
    const nameEnd = bd[1];
    const restAt = bd[11];
    const counters = this.counterFields(b, restAt, e);
    if (counters === -2) return false;
    const last = this.lastName;
    let name;
    if (sameName) name = this.lastName = known;
    else if (last !== void 0 && last.length === nameEnd - s && asciiAt(b, s, last)) name = last;
    else {
      const raw = b.toString("latin1", s, nameEnd);
      if (AGG.test(raw)) return false;
      name = this.lastName = this.intern(raw);
    }
    if (name !== known) {
      this.fastName = name;
      this.fastNameKept.keep(b, s, nameEnd);
    }
    this.setRow(name, iterations, line);
    const ks = this.repeatKs;
    let repeat = (ks[0] = this.add("real_time", "ns", true, real)) >= 0;
    repeat = (ks[1] = this.add("cpu_time", "ns", true, cpu)) >= 0 && repeat;
    if (counters < 0) {
      const rest = b.toString("latin1", restAt, e).trim();
      if (rest !== "") this.counters(rest);
      return true;
    }
    for (let k = 0; k < counters; k++) {
      const a = bd[3 * k];
      const eq = bd[3 * k + 1];
      const z = bd[3 * k + 2];
      let c = this.lastKeys[k];
      if (c === void 0 || c.bytes.length !== eq - a || !bytesAt(b, a, c.bytes)) {
        const key = this.intern(b.toString("latin1", a, eq));
        const u = unitOfCounter(key);
        const bytes = new Uint8Array(b.subarray(a, eq));
        this.lastKeys[k] = c = {
          key,
          bytes,
          view: new DataView(bytes.buffer),
          base1024: key === "bytes_per_second",
          unit: key === u.unit ? key : this.intern(u.unit),
          lowerIsBetter: u.lowerIsBetter
        };
      }
      repeat = (ks[k + 2] = this.add(c.key, c.unit, c.lowerIsBetter, humanAt(b, eq + 1, z, c.base1024))) >= 0 && repeat;
    }
    if (repeat) this.repeatCounters = counters;
    return true;
  }
  /**
   * The counters of the last row {@link fastRow} read (its keys are {@link lastKeys}' first ones),
   * when the rows that repeat its name and keys may be read by {@link repeatLine}; −1 when not
   * (after any other line, or a row with a value that is not finite or other counters).
   */
  repeatCounters = -1;
  /** That row's series: real time, CPU time, then each counter's. */
  repeatKs = new Int32Array(24);
  /** A repeated row's values, parsed before any is added. */
  repeatValues = new Float64Array(24);
  /** The value of the last number {@link repeatNumber} read. */
  numValue = 0;
  /** DataViews of the buffers lines are read from, and the one of the current buffer ({@link readFrom}). */
  chunk = new ChunkView();
  chunkView = new DataView(new ArrayBuffer(0));
  /**
   * Lines are read from `b` next (a stream's chunk): a DataView of it for {@link repeatLine}, made
   * here, once per buffer, not in repeatLine (a branch taken once a chunk, before V8 had type
   * feedback for it, undid repeatLine's optimised code).
   */
  readFrom(b) {
    this.chunkView = this.chunk.of(b);
  }
  /**
   * A line at byte s of a run of lines ending at e (lines end at LF, a CR before it ignored), when
   * it is a row of the same name and counter keys, in the same order, as the last row
   * {@link fastRow} read — `--benchmark_repetitions` prints a benchmark's rows one after the
   * other — read in one pass: the name's bytes compared, each number parsed as its bytes are
   * scanned (as plainDecimal and {@link humanAt} read it), each key compared with the last row's,
   * and the values appended to the series found for that row; returns where the line ends (its LF,
   * or e). −1, having changed nothing, for a line that differs from that narrow form in any way
   * (fastRow or the regexes read it). A row read here is one fastRow reads by its known name, and
   * every value's series is the one fastRow's lookup gives: the benchmark's one series of that
   * measure, unit and direction.
   */
  repeatLine(b, s, e, line) {
    if (this.repeatCounters < 0) return -1;
    const kn = this.fastNameKept.length;
    let i = s + kn;
    if (i >= e) return -1;
    const c0 = b[i];
    if (c0 !== 32 && c0 !== 9) return -1;
    const v = this.chunkView;
    if (!this.fastNameKept.at(v, s)) return -1;
    const vals = this.repeatValues;
    for (let t = 0; t < 2; t++) {
      i = this.repeatNumber(b, blanksAt(b, v, i, e), e);
      if (i < 0 || i >= e || !isBlank(b[i])) return -1;
      const value = this.numValue;
      const a = blanksAt(b, v, i, e);
      i = a;
      while (i < e && b[i] > 32) i++;
      if (i >= e || !isBlank(b[i])) return -1;
      const scale = timeScale(b, a, i);
      if (scale === 0) return -1;
      vals[t] = value * scale;
    }
    i = blanksAt(b, v, i, e);
    let iterations = 0;
    const d0 = i;
    for (let d = 0; i < e && (d = b[i]) >= 48 && d <= 57; i++) iterations = iterations * 10 + (d - 48);
    if (i === d0 || i - d0 > 15 || i < e && !isBlank(b[i]) && !isLineEnd(b, i, e)) return -1;
    const n = this.repeatCounters;
    for (let k = 0; k < n; k++) {
      const a = blanksAt(b, v, i, e);
      if (a === i) return -1;
      const key = this.lastKeys[k];
      const eq = a + key.bytes.length;
      if (eq >= e || b[eq] !== 61 || !sameWords(v, a, key.view, 0, key.bytes.length)) return -1;
      i = this.repeatNumber(b, eq + 1, e);
      if (i < 0) return -1;
      let c = i < e ? b[i] : 10;
      const p = HUMAN_PREFIX[c];
      if (p !== 0) c = ++i < e ? b[i] : 10;
      const bin = c === 105;
      if (bin) c = ++i < e ? b[i] : 10;
      if (c === 66) c = ++i < e ? b[i] : 10;
      if (c === 47 && i + 1 < e && b[i + 1] === 115) {
        i += 2;
        c = i < e ? b[i] : 10;
      }
      if (c !== 32 && c !== 9 && !isLineEnd(b, i, e)) return -1;
      vals[k + 2] = this.numValue * humanScale(p, bin, key.base1024);
    }
    i = blanksAt(b, v, i, e);
    if (!isLineEnd(b, i, e)) return -1;
    this.setRow(this.fastName, iterations, line);
    const ks = this.repeatKs;
    const rowRun = this.rowRun;
    for (let k = 0; k < n + 2; k++) this.table.add(ks[k], vals[k], iterations, rowRun, line);
    return i < e && b[i] === 13 ? i + 1 : i;
  }
  /**
   * A number at byte i of the form `[-+]?\d+(\.\d+)?` with at most 15 digits, its value as
   * plainDecimal gives it in {@link numValue}: where it ends, or −1.
   */
  repeatNumber(b, i, e) {
    if (i >= e) return -1;
    let c = b[i];
    const neg = c === 45;
    if (neg || c === 43) i++;
    const d0 = i;
    let mant = 0;
    while (i < e && (c = b[i]) >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      i++;
    }
    const intDigits = i - d0;
    if (intDigits === 0) return -1;
    let frac = 0;
    if (i < e && c === 46) {
      const f0 = ++i;
      while (i < e && (c = b[i]) >= 48 && c <= 57) {
        mant = mant * 10 + (c - 48);
        i++;
      }
      frac = i - f0;
      if (frac === 0) return -1;
    }
    if (intDigits + frac > 15) return -1;
    const v = frac === 0 ? mant : mant / POW10[frac];
    this.numValue = neg ? -v : v;
    return i;
  }
  /**
   * The counters of a row's bytes [from, e) as bounds (start, `=`, end per field, in
   * {@link bounds}): how many; −1 when they are not all `key=value` without columns (then
   * {@link counters} reads them), −2 for a byte that is not printable ASCII.
   */
  counterFields(b, from, e) {
    const bd = this.bounds;
    let n = 0;
    let plain = true;
    for (let i = from; ; ) {
      let c = 0;
      while (i < e && ((c = b[i]) === 32 || c === 9)) i++;
      if (i >= e) break;
      const start = i;
      let eq = -1;
      for (; i < e; i++) {
        c = b[i];
        if (c <= 32 || c >= 127) break;
        if (c === 61 && eq < 0) eq = i;
      }
      if (i < e && c !== 32 && c !== 9) return -2;
      if (eq <= start || eq >= i - 1 || n + 3 > bd.length) plain = false;
      else {
        bd[n++] = start;
        bd[n++] = eq;
        bd[n++] = i;
      }
    }
    if (!plain || n > 0 && this.columns.length > 0) return -1;
    return n / 3;
  }
  lastName;
  /** The name of the last row {@link fastRow} read: printable ASCII without blanks, not an aggregate. */
  fastName;
  /** Its bytes. */
  fastNameKept = new KeptBytes();
  // The result row being read: its values share its benchmark, run id (the benchmark's row
  // count), iterations and line.
  rowName = "";
  rowRun = 0;
  rowIterations = 0;
  rowLine = 0;
  setRow(name, iterations, line) {
    this.rowRun = this.series.row(name);
    this.rowName = name;
    this.rowIterations = iterations;
    this.rowLine = line;
  }
  /**
   * One per-run value of the current row: its measure (as Google Benchmark names it), unit,
   * direction. Returns its series, or −1 when the value is not finite (not added).
   */
  add(measure, unit, lowerIsBetter, value) {
    if (!Number.isFinite(value)) {
      const name = this.rowName;
      this.ctx.warnShared("value-not-finite", {
        line: this.rowLine,
        benchmark: measure === "real_time" || measure === unit ? name : `${name} (${measure})`,
        unit
      });
      return -1;
    }
    const k = this.series.next(measure, unit, lowerIsBetter);
    this.table.add(k, value, this.rowIterations, this.rowRun, this.rowLine);
    return k;
  }
  /** User counters: tabular columns, `key=value` pairs, or the `…B/s` / `… items/s` of SetBytesProcessed. */
  counters(rest) {
    const columns = this.columns;
    const tokens = rest.split(/\s+/);
    if (columns.length > 0 && tokens.length === columns.length && !rest.includes("=")) {
      tokens.forEach((tok, k) => {
        const u = unitOfCounter(columns[k]);
        this.add(columns[k], u.unit, u.lowerIsBetter, humanNumber(tok, columns[k] === "bytes_per_second"));
      });
      return;
    }
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k];
      const kv = /^([^=]+)=(.+)$/.exec(tok);
      if (kv) {
        const key = this.intern(kv[1]);
        const u = unitOfCounter(key);
        this.add(key, key === u.unit ? key : this.intern(u.unit), u.lowerIsBetter, humanNumber(kv[2], key === "bytes_per_second"));
      } else if (/B\/s$/.test(tok)) {
        this.add("bytes_per_second", "B/s", false, humanNumber(tok, true));
      } else if (tokens[k + 1] === "items/s") {
        this.add("items_per_second", "ops/s", false, humanNumber(tok, false));
        k++;
      }
    }
  }
  /** Benchmarks printed as aggregates only (--benchmark_report_aggregates_only): a summary each. */
  aggregatesOnly() {
    for (const [base, a] of this.aggs) {
      if (this.series.has(base)) continue;
      const mean = a.values.get("mean");
      if (mean === void 0) continue;
      this.ctx.warn("aggregates-only", { line: a.line, benchmark: base });
      this.measurements.push({
        benchmark: base,
        unit: "ns",
        measure: "real_time",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "summary", mean, median: a.values.get("median"), sd: a.values.get("stddev"), n: a.reps },
        source: { file: this.ctx.file, line: a.line }
      });
    }
  }
};
async function parse9(input, ctx) {
  const out = new GoogleBenchmarkConsole(ctx);
  let lineNo = 0;
  const text = (raw) => out.line(raw.trimEnd(), ++lineNo);
  const room = new RoomAfterFirstBytes(out.table, input.size);
  const oneLine = (b, s, e) => {
    if (out.fastRow(b, s, e, lineNo + 1)) {
      lineNo++;
      return;
    }
    const raw = b.toString("utf8", s, e);
    const t = raw.includes("\x1B") ? raw.replace(ANSI, "") : raw;
    if (!t.includes("\r") || t.indexOf("\r") === t.length - 1) text(t);
    else for (const piece of t.split("\r")) text(piece);
  };
  await forEachByteRun(input, (b, s, e) => {
    out.readFrom(b);
    for (let n = 1; ; n++) {
      let nl = out.repeatLine(b, s, e, lineNo + 1);
      if (nl >= 0) lineNo++;
      else {
        nl = b.indexOf(10, s);
        if (nl < 0 || nl > e) nl = e;
        oneLine(b, s, nl);
      }
      room.read(nl - s + 1);
      if (nl >= e) return n;
      s = nl + 1;
    }
  });
  if (lineNo === 0) text("");
  out.finish();
  const perRun = out.table.table();
  if (out.measurements.length === 0 && perRun.values.length === 0)
    throw new InputError({ file: input.path }, 'no result rows after the header; expected rows like "BM_x   12.3 ns   12.3 ns   1000000"');
  return {
    ...withTable(out.measurements, perRun),
    machine: out.machine,
    processes: 1,
    ...out.hazards.length ? { hazards: out.hazards } : {}
  };
}
var googleBenchmarkConsole = defineReader({
  id: "google-benchmark-console",
  title: "Google Benchmark console output",
  carries: "per-run",
  howTo: "./bench --benchmark_repetitions=10 --benchmark_color=false > out.txt 2>&1",
  detect: detect9,
  parse: parse9
});

// src/formats/go-bench.ts
var RESULT = /^Benchmark\S*\s+\d+\s+[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?\s+\S+/;
var CONFIG = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
var NUMBER = /^[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
function unwrapJson(rows) {
  const byPkg = /* @__PURE__ */ new Map();
  const stray = [];
  let seen = 0;
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i].trim();
    if (raw === "") continue;
    let ev;
    try {
      ev = raw.startsWith("{") ? JSON.parse(raw) : void 0;
    } catch {
      ev = void 0;
    }
    if (!isObject(ev) || typeof ev.Action !== "string") {
      stray.push({ text: rows[i], line: i + 1 });
      continue;
    }
    seen++;
    if (ev.Action !== "output" || typeof ev.Output !== "string") continue;
    const pkg = typeof ev.Package === "string" ? ev.Package : "";
    let st = byPkg.get(pkg);
    if (!st) byPkg.set(pkg, st = { buf: "", start: i + 1, lines: [] });
    if (st.buf === "") st.start = i + 1;
    st.buf += ev.Output;
    let nl;
    while ((nl = st.buf.indexOf("\n")) >= 0) {
      st.lines.push({ text: st.buf.slice(0, nl), line: st.start });
      st.buf = st.buf.slice(nl + 1);
      st.start = i + 1;
    }
  }
  if (seen === 0) return void 0;
  const out = [...stray];
  for (const st of byPkg.values()) {
    if (st.buf !== "") st.lines.push({ text: st.buf, line: st.start });
    out.push(...st.lines);
  }
  return out;
}
function toLines(text) {
  const rows = splitLines(text);
  const first = rows.find((r) => r.trim() !== "")?.trim() ?? "";
  if (first.startsWith("{")) {
    const lines = unwrapJson(rows);
    if (lines) return lines;
  }
  return rows.map((t, i) => ({ text: t, line: i + 1 }));
}
function detect10(probe) {
  const lines = toLines(probe.head);
  let results = 0;
  let config = 0;
  for (const { text } of lines) {
    const t = text.replace(/\r$/, "");
    if (RESULT.test(t) && t.trim().split(/\s+/).length % 2 === 0) results++;
    else if (/^(goos|goarch|pkg|cpu): /.test(t)) config++;
  }
  if (results === 0) return 0;
  return config > 0 ? 0.9 : 0.6;
}
function configLine(key, value, line, config, machine, ctx) {
  if (value === "") config.delete(key);
  else config.set(key, value);
  if (value === "") return;
  if (key === "cpu") {
    if (machine.cpuModel !== void 0 && machine.cpuModel !== value) ctx.warn("second-cpu", { line, cpu: value, first: machine.cpuModel });
    machine.cpuModel ??= value;
  }
  if (key === "goos") machine.os ??= value;
  if (key === "goarch") machine.arch ??= value;
  if (key === "pkg") {
    const extra = machine.extra ??= {};
    const pkgs = extra.pkg === void 0 ? [] : extra.pkg.split(", ");
    if (!pkgs.includes(value)) extra.pkg = [...pkgs, value].join(", ");
  }
}
function goMaxProcs(name) {
  let i = name.length;
  while (i > 0 && name.charCodeAt(i - 1) >= 48 && name.charCodeAt(i - 1) <= 57) i--;
  return i < name.length && i > 0 && name.charCodeAt(i - 1) === 45 ? name.slice(i) : "";
}
function fit(list) {
  list.measures = list.measures.slice();
  list.ks = list.ks.slice();
}
function isNumber(f) {
  let digits = 0;
  let dot = false;
  for (let i = f.charCodeAt(0) === 45 || f.charCodeAt(0) === 43 ? 1 : 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && !dot) dot = true;
    else return NUMBER.test(f);
  }
  return digits > 0;
}
function plainDecimalText(t, s, e, integer) {
  let i = s;
  let neg = false;
  const c0 = t.charCodeAt(i);
  if (!integer && (c0 === 45 || c0 === 43)) {
    neg = c0 === 45;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let dot = false;
  for (; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      digits++;
      if (dot) frac++;
    } else if (c === 46 && !dot && !integer) dot = true;
    else return NaN;
  }
  if (digits === 0 || digits > 15) return NaN;
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}
function isDigits(f) {
  if (f.length === 0) return false;
  for (let i = 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
function fieldsOf(t) {
  const out = [];
  let start = -1;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 32 || c === 9) {
      if (start >= 0) {
        out.push(t.slice(start, i));
        start = -1;
      }
    } else if (c < 32 || c >= 127) {
      return t.trim().split(/\s+/);
    } else if (start < 0) start = i;
  }
  if (start >= 0) out.push(t.slice(start));
  return out;
}
var GoBenchLines = class _GoBenchLines {
  constructor(file, ctx) {
    this.file = file;
    this.ctx = ctx;
  }
  file;
  ctx;
  machine = {};
  /** `Unit <unit> better=…` metadata, applied to every result at the end, wherever it appears. */
  better = /* @__PURE__ */ new Map();
  units = /* @__PURE__ */ new Map();
  /** Final names by package, then by the name as printed. */
  names = /* @__PURE__ */ new Map();
  /** The `-N` suffix every result name carries so far ('' when none), or null once they differ. */
  suffix;
  /**
   * Whether names are given without their `-N` so far: while every name carries the same one,
   * series get the stripped name at once; the first name that differs puts the full names
   * back (once), so no pass over every series is needed at the end.
   */
  stripping = false;
  streams = [];
  /**
   * Configuration blocks seen: `pkg:` lines per package, and `goos:` lines. Each `go test` process
   * prints its block once before its results, so a `-count 10` run shows one block per package and
   * k appended runs k blocks ({@link processes}).
   */
  pkgBlocks = /* @__PURE__ */ new Map();
  goosLines = 0;
  newStream() {
    const stream = {
      config: /* @__PURE__ */ new Map(),
      pkg: "",
      table: new RunTableBuilder(this.file),
      byName: /* @__PURE__ */ new Map(),
      lastNamed: void 0,
      lastList: { measures: [], ks: [] }
    };
    this.streams.push(stream);
    return stream;
  }
  unit(raw) {
    let u = this.units.get(raw);
    if (u === void 0) this.units.set(raw, u = parseUnit(own(raw)));
    return u;
  }
  /** A series' name for a benchmark: without the `-N` all names share so far. */
  nameFor(named) {
    return this.stripping ? named.stripped : named.name;
  }
  /** The `k`-th repetition's measure of a unit on one line: `<unit>`, `<unit> #2`, …, made once. */
  static measure(u, seen) {
    return u.measures[seen] ??= own(`${u.raw} #${seen}`);
  }
  /** Names differ in their `-N` after all: the series so far get their full names back. */
  unstrip() {
    this.stripping = false;
    for (const byName of this.names.values())
      for (const n of byName.values()) if (n.list) for (const k of n.list.ks) n.listStream.table.series[k].benchmark = n.name;
    for (const stream of this.streams)
      for (const [named, list] of stream.byName) for (const k of list.ks) stream.table.series[k].benchmark = named.name;
  }
  /**
   * One run's value of a benchmark's metric, appended to its series in this stream (made on the
   * metric's first value): `list` is the benchmark's series in the stream ({@link listOf}).
   */
  add(stream, named, list, j, measure, info, value, iterations, line) {
    const t = stream.table;
    const { measures, ks } = list;
    let k = measures[j] === measure ? ks[j] : -1;
    for (let i = 0; k < 0 && i < measures.length; i++) if (measures[i] === measure) k = ks[i];
    if (k < 0) {
      k = t.addSeries({ benchmark: this.nameFor(named), unit: info.unit, lowerIsBetter: info.lowerIsBetter, measure });
      measures.push(measure);
      ks.push(k);
    }
    t.add(k, value, iterations, named.runs, line);
    return k;
  }
  /** A benchmark's series in a stream, by measure. */
  listOf(stream, named) {
    if (stream.lastNamed === named) return stream.lastList;
    let list;
    if (named.listStream === stream) list = named.list;
    else if (named.listStream === void 0) {
      named.listStream = stream;
      list = named.list = { measures: [], ks: [] };
    } else {
      list = stream.byName.get(named);
      if (list === void 0) stream.byName.set(named, list = { measures: [], ks: [] });
    }
    stream.lastNamed = named;
    stream.lastList = list;
    return list;
  }
  /**
   * The benchmark's name as reported (before a shared `-N` is dropped): `<pkg>.<name>`, or the name.
   * `fresh`: `name` is a string of its own (decoded from bytes), not a slice of a line to copy.
   */
  nameOf(pkg, name, fresh = false) {
    let byName = this.names.get(pkg);
    if (byName === void 0) this.names.set(own(pkg), byName = /* @__PURE__ */ new Map());
    let full = byName.get(name);
    if (full === void 0) {
      const suffix = goMaxProcs(name);
      if (this.suffix === void 0) {
        this.suffix = suffix;
        this.stripping = suffix !== "";
      } else if (this.suffix !== suffix) {
        if (this.stripping) this.unstrip();
        this.suffix = null;
      }
      const fullName = pkg === "" ? fresh ? name : own(name) : fresh ? `${pkg}.${name}` : own(`${pkg}.${name}`);
      const printed = fresh ? name : own(name);
      full = {
        name: fullName,
        stripped: suffix === "" ? fullName : fullName.slice(0, fullName.length - suffix.length - 1),
        runs: 0,
        printed,
        next: void 0,
        list: void 0,
        listStream: void 0
      };
      byName.set(printed, full);
    }
    return full;
  }
  /** One line of a stream (a CR before its end is ignored). */
  text(stream, raw, line) {
    this.repeatStream = void 0;
    const t = raw.charCodeAt(raw.length - 1) === 13 ? raw.slice(0, -1) : raw;
    if (t.startsWith("Benchmark")) return this.result(stream, t, line);
    if (t.startsWith("Unit")) {
      const unitMeta = /^Unit\s+(\S+)\s+(.*)$/.exec(t);
      if (unitMeta) {
        const b = /(?:^|\s)better=(higher|lower)\b/.exec(unitMeta[2]);
        if (b) this.better.set(own(unitMeta[1]), b[1] === "lower");
        return;
      }
    }
    if (t.startsWith("--- FAIL: ")) {
      const failed = /^--- FAIL: (Benchmark\S*)/.exec(t);
      if (failed) return this.ctx.warn("failed", { line, benchmark: failed[1] });
    }
    const c0 = t.charCodeAt(0);
    if (c0 >= 97 && c0 <= 122 && t.includes(":")) {
      const c = CONFIG.exec(t);
      if (c) {
        const key = own(c[1]);
        const value = own((c[2] ?? "").trim());
        configLine(key, value, line, stream.config, this.machine, this.ctx);
        stream.pkg = stream.config.get("pkg") ?? "";
        if (key === "pkg" && value !== "") this.pkgBlocks.set(value, (this.pkgBlocks.get(value) ?? 0) + 1);
        else if (key === "goos") this.goosLines++;
      }
    }
  }
  // The previous result line's name and units as printed, with what they became: rows of one
  // benchmark follow each other (`-count`), so most lines are compared, not sliced and looked up.
  lastPkg;
  lastRaw = "";
  lastName = { name: "", stripped: "", runs: 0, printed: "", next: void 0, list: void 0, listStream: void 0 };
  lastUnits = [];
  lastInfos = [];
  /** Field bounds of the current line: start, end, start, end, … */
  bounds = new Int32Array(64);
  /** The fields' bounds of a printable ASCII line, split at spaces and tabs; −1 for any other character (then fieldsOf). */
  split(t) {
    let n = 0;
    let start = -1;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 32 || c === 9) {
        if (start >= 0) {
          if (n + 2 > this.bounds.length) return -1;
          this.bounds[n++] = start;
          this.bounds[n++] = i;
          start = -1;
        }
      } else if (c < 32 || c >= 127) return -1;
      else if (start < 0) start = i;
    }
    if (start >= 0) {
      if (n + 2 > this.bounds.length) return -1;
      this.bounds[n++] = start;
      this.bounds[n++] = t.length;
    }
    return n >> 1;
  }
  /** A unit as printed at [a, b) of the line: the same string as the previous line's k-th where it repeats. */
  unitAt(t, a, b, k) {
    const prev = this.lastUnits[k];
    if (prev !== void 0 && prev.length === b - a && textAt(t, a, prev)) return this.lastInfos[k];
    return this.unitNamed(t.slice(a, b), k);
  }
  /** A unit as printed, looked up once, as the line's k-th. */
  unitNamed(raw, k) {
    let u = this.unitsByRaw.get(raw);
    if (u === void 0) {
      const owned = own(raw);
      this.unitsByRaw.set(owned, u = { info: this.unit(owned), raw: owned, measures: ["", owned] });
    }
    this.lastUnits[k] = u.raw;
    this.lastInfos[k] = u;
    return u;
  }
  unitsByRaw = /* @__PURE__ */ new Map();
  /** A `Benchmark…` line: its values appended to their series, or none (with a warning when it looks like a broken result). */
  result(stream, t, line) {
    const count2 = this.split(t);
    if (count2 < 0) return this.resultFields(stream, t, fieldsOf(t), line);
    if (count2 === 1) return;
    const bd = this.bounds;
    const iterations = count2 >= 4 && count2 % 2 === 0 ? plainDecimalText(t, bd[2], bd[3], true) : NaN;
    if (iterations !== iterations) return this.resultFields(stream, t, fieldsOf(t), line);
    const vals = this.values;
    for (let k = 2; k < count2; k += 2) {
      const v = plainDecimalText(t, bd[2 * k], bd[2 * k + 1], false);
      if (v !== v) return this.resultFields(stream, t, fieldsOf(t), line);
      vals[k >> 1] = v;
    }
    const pkg = stream.pkg;
    let named;
    if (pkg === this.lastPkg && this.lastRaw.length === bd[1] - bd[0] && textAt(t, 0, this.lastRaw)) named = this.lastName;
    else {
      const raw = t.slice(bd[0], bd[1]);
      named = this.nameOf(pkg, raw);
      this.lastPkg = pkg;
      this.lastRaw = own(raw);
      this.lastName = named;
    }
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let k = 2; k < count2; k += 2) {
      const u = this.unitAt(t, bd[2 * k + 2], bd[2 * k + 3], k >> 1);
      let seen = 1;
      for (let j = 1; j < k >> 1; j++) if (this.lastUnits[j] === u.raw) seen++;
      const measure = seen === 1 ? u.raw : _GoBenchLines.measure(u, seen);
      this.add(stream, named, list, (k >> 1) - 1, measure, u.info, vals[k >> 1] * u.info.scale, iterations, line);
    }
    if (fresh) fit(list);
  }
  // The previous byte line's name as printed (its bytes) and package, with what it became.
  lastPkgB;
  lastNameB = new KeptBytes();
  chunk = new ChunkView();
  lastNamedB = { name: "", stripped: "", runs: 0, printed: "", next: void 0, list: void 0, listStream: void 0 };
  /** A line's values, parsed once. */
  values = new Float64Array(32);
  /**
   * One line of the plain text as bytes [s, e) of a buffer: a result line of printable ASCII whose
   * numbers are plain decimals is read from the bytes (its name and units compared with the
   * previous line's, so a string is made only for a new one); every other line is decoded and
   * read by {@link text}, which gives the same for the lines read here.
   */
  bytes(stream, buf, s, e, line) {
    const end = e > s && buf[e - 1] === 13 ? e - 1 : e;
    if (this.repeatStream === stream && this.repeatLine(stream, buf, s, end, line)) return;
    if (end - s < 9 || buf[s] !== 66 || buf[s + 1] !== 101 || buf[s + 2] !== 110 || buf[s + 3] !== 99 || buf[s + 4] !== 104 || buf[s + 5] !== 109 || buf[s + 6] !== 97 || buf[s + 7] !== 114 || buf[s + 8] !== 107 || !this.resultBytes(stream, buf, s, end, line)) {
      this.text(stream, buf.toString("utf8", s, e), line);
    }
  }
  /** A `Benchmark…` line from its bytes; false when the line is one for {@link text} (not printable ASCII, not all plain decimals, too many fields). */
  resultBytes(stream, buf, s, e, line) {
    const bd = this.bounds;
    let n = 0;
    let start = -1;
    let i = s;
    const pl = this.lastNameB.length;
    const sameAsLast = pl > 0 && s + pl < e && (buf[s + pl] === 32 || buf[s + pl] === 9) && this.lastNameB.at(this.chunk.of(buf), s);
    if (sameAsLast) {
      bd[n++] = s;
      bd[n++] = s + pl;
      i = s + pl;
    }
    for (; i < e; i++) {
      const c = buf[i];
      if (c === 32 || c === 9) {
        if (start >= 0) {
          if (n + 2 > bd.length) return false;
          bd[n++] = start;
          bd[n++] = i;
          start = -1;
        }
      } else if (c < 32 || c >= 127) return false;
      else if (start < 0) start = i;
    }
    if (start >= 0) {
      if (n + 2 > bd.length) return false;
      bd[n++] = start;
      bd[n++] = e;
    }
    const count2 = n >> 1;
    if (count2 === 1) return true;
    if (count2 < 4 || count2 % 2 !== 0) return false;
    const iterations = plainDecimal(buf, bd[2], bd[3], true);
    if (iterations !== iterations) return false;
    const vals = this.values;
    for (let k = 2; k < count2; k += 2) {
      const v = plainDecimal(buf, bd[2 * k], bd[2 * k + 1], false);
      if (v !== v) return false;
      vals[k >> 1] = v;
    }
    const pkg = stream.pkg;
    const a = bd[0];
    const len = bd[1] - a;
    let named;
    if (pkg === this.lastPkgB && (sameAsLast || len === this.lastNameB.length && this.lastNameB.at(this.chunk.of(buf), a)))
      named = this.lastNamedB;
    else {
      const prev = this.lastNamedB;
      const next = pkg === this.lastPkgB ? prev.next : void 0;
      named = next !== void 0 && next.printed.length === len && asciiAt(buf, a, next.printed) ? next : this.nameOf(pkg, buf.toString("latin1", a, bd[1]), true);
      if (pkg === this.lastPkgB) prev.next = named;
      this.lastNameB.keep(buf, a, bd[1]);
      this.lastPkgB = pkg;
      this.lastNamedB = named;
    }
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    const metrics = (count2 >> 1) - 1;
    let repeat = metrics <= this.repeatKs.length;
    let ub = 0;
    for (let k = 2; k < count2; k += 2) {
      const j = k >> 1;
      const ua = bd[2 * k + 2];
      const ue = bd[2 * k + 3];
      const u = this.unitBytes(buf, ua, ue, j);
      let seen = 1;
      for (let i2 = 1; i2 < j; i2++) if (this.lastUnits[i2] === u.raw) seen++;
      const measure = seen === 1 ? u.raw : _GoBenchLines.measure(u, seen);
      const series = this.add(stream, named, list, j - 1, measure, u.info, vals[j] * u.info.scale, iterations, line);
      if (repeat && ub + ue - ua <= this.repeatUnits.length) {
        for (let q = ua; q < ue; q++) this.repeatUnits[ub++] = buf[q];
        this.repeatUnitEnd[j - 1] = ub;
        this.repeatKs[j - 1] = series;
        this.repeatScale[j - 1] = u.info.scale;
        this.repeatMeasures[j - 1] = measure;
        this.repeatInfos[j - 1] = u.info;
      } else repeat = false;
    }
    if (fresh) fit(list);
    this.repeatStream = repeat ? stream : void 0;
    this.repeatMetrics = metrics;
    this.repeatPkg = pkg;
    return true;
  }
  // The last line read from bytes, for the lines in the same units (`-count` prints a benchmark's
  // lines one after the other, and the next benchmark's in the same units): its stream (undefined
  // when there is none to repeat, as after any line read as text), number of metrics, the
  // metrics' units (bytes, concatenated; each one's end), their series in the stream's table
  // (those of the last line's benchmark), scales, measures and what the units mean.
  repeatStream;
  repeatPkg = "";
  repeatMetrics = 0;
  repeatUnits = new Uint8Array(256);
  repeatUnitsView = new DataView(this.repeatUnits.buffer);
  repeatUnitEnd = new Int32Array(15);
  repeatKs = new Int32Array(15);
  repeatScale = new Float64Array(15);
  repeatMeasures = [];
  repeatInfos = [];
  /**
   * A result line [s, e) in the same units as the last line read from bytes, read in one pass: the
   * name's bytes compared with the last benchmark's (or, for another benchmark, scanned), each
   * number parsed as it is scanned (as plainDecimal reads it), each unit compared with the last
   * line's, and the values appended to the series found then (for another benchmark, found or made
   * as resultBytes would). False, having changed nothing, for any line that differs from that form
   * in any way: resultBytes reads it (which gives the same rows for the lines read here).
   */
  repeatLine(stream, buf, s, e, line) {
    if (stream.pkg !== this.repeatPkg) return false;
    const view = this.chunk.of(buf);
    let i = s + this.lastNameB.length;
    let c = i < e ? buf[i] : 0;
    const same = (c === 32 || c === 9) && this.lastNameB.at(view, s);
    if (!same) {
      if (e - s <= 9 || !asciiAt(buf, s, "Benchmark")) return false;
      for (i = s + 9; ; i++) {
        if (i >= e) return false;
        c = buf[i];
        if (c === 32 || c === 9) break;
        if (c < 33 || c > 126) return false;
      }
    }
    const nameEnd = i;
    do {
      if (++i >= e) return false;
      c = buf[i];
    } while (c === 32 || c === 9);
    let iterations = 0;
    let digits = 0;
    while (c >= 48 && c <= 57) {
      iterations = iterations * 10 + (c - 48);
      digits++;
      if (++i >= e) return false;
      c = buf[i];
    }
    if (digits === 0 || digits > 15 || c !== 32 && c !== 9) return false;
    const metrics = this.repeatMetrics;
    const units = this.repeatUnitsView;
    const unitEnd = this.repeatUnitEnd;
    const vals = this.values;
    let q = 0;
    for (let j = 0; j < metrics; j++) {
      do {
        if (++i >= e) return false;
        c = buf[i];
      } while (c === 32 || c === 9);
      let neg = false;
      if (c === 45 || c === 43) {
        neg = c === 45;
        if (++i >= e) return false;
        c = buf[i];
      }
      let mant = 0;
      let frac = 0;
      let dot = false;
      digits = 0;
      for (; ; ) {
        if (c >= 48 && c <= 57) {
          mant = mant * 10 + (c - 48);
          digits++;
          if (dot) frac++;
        } else if (c === 46 && !dot) dot = true;
        else break;
        if (++i >= e) return false;
        c = buf[i];
      }
      if (digits === 0 || digits > 15 || c !== 32 && c !== 9) return false;
      const v = frac === 0 ? mant : mant / POW10[frac];
      vals[j] = neg ? -v : v;
      do {
        if (++i >= e) return false;
        c = buf[i];
      } while (c === 32 || c === 9);
      const n = unitEnd[j] - q;
      if (i + n > e || !sameWords(view, i, units, q, n)) return false;
      i += n;
      q += n;
      if (i < e && buf[i] !== 32 && buf[i] !== 9) return false;
    }
    for (; i < e; i++) if (buf[i] !== 32 && buf[i] !== 9) return false;
    const ks = this.repeatKs;
    const scale = this.repeatScale;
    if (same) {
      const named2 = this.lastNamedB;
      named2.runs++;
      const t = stream.table;
      for (let j = 0; j < metrics; j++) t.add(ks[j], vals[j] * scale[j], iterations, named2.runs, line);
      return true;
    }
    const len = nameEnd - s;
    const prev = this.lastNamedB;
    const next = prev.next;
    const named = next !== void 0 && next.printed.length === len && asciiAt(buf, s, next.printed) ? next : this.nameOf(stream.pkg, buf.toString("latin1", s, nameEnd), true);
    prev.next = named;
    this.lastNameB.keep(buf, s, nameEnd);
    this.lastNamedB = named;
    named.runs++;
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let j = 0; j < metrics; j++)
      ks[j] = this.add(stream, named, list, j, this.repeatMeasures[j], this.repeatInfos[j], vals[j] * scale[j], iterations, line);
    if (fresh) fit(list);
    return true;
  }
  /** A unit as printed at bytes [a, b): the previous line's k-th when the bytes are the same. */
  unitBytes(buf, a, b, k) {
    const prev = this.lastUnits[k];
    if (prev !== void 0 && prev.length === b - a && asciiAt(buf, a, prev)) return this.lastInfos[k];
    return this.unitNamed(buf.toString("latin1", a, b), k);
  }
  /** A result line by its fields as strings: lines the fast path does not take (any number but a plain decimal, non-ASCII). */
  resultFields(stream, t, f, line) {
    if (f.length === 1) return;
    if (f.length < 4 || f.length % 2 !== 0 || !isDigits(f[1])) {
      if (RESULT.test(t)) this.ctx.warn("malformed-result", { line });
      return;
    }
    for (let k = 2; k < f.length; k += 2) {
      if (!isNumber(f[k]) || !Number.isFinite(Number(f[k]))) {
        this.ctx.warn("not-finite", { line });
        return;
      }
    }
    const named = this.nameOf(stream.pkg, f[0]);
    named.runs++;
    this.lastPkg = void 0;
    const iterations = Number(f[1]);
    const list = this.listOf(stream, named);
    const fresh = list.ks.length === 0;
    for (let k = 2; k < f.length; k += 2) {
      const rawUnit = f[k + 1];
      let seen = 1;
      for (let j = 3; j < k; j += 2) if (f[j] === rawUnit) seen++;
      const u = this.unit(rawUnit);
      const measure = own(seen === 1 ? rawUnit : `${rawUnit} #${seen}`);
      this.add(stream, named, list, (k >> 1) - 1, measure, u, Number(f[k]) * u.scale, iterations, line);
    }
    if (fresh) fit(list);
  }
  /**
   * How many `go test` processes the file shows: each prints its configuration block (`goos:`,
   * `goarch:`, `pkg:`, `cpu:`) once, so a package's `pkg:` lines count its processes (the fewest
   * over packages, when packages differ), else the `goos:` lines; unknown (undefined) when the file
   * has no block, as when only result lines were pasted.
   */
  processes() {
    if (this.pkgBlocks.size > 0) return Math.min(...this.pkgBlocks.values());
    return this.goosLines > 0 ? this.goosLines : void 0;
  }
  /**
   * The streams' series in order (the plain lines' first, then each package's), with what is only
   * known at the end: the directions `Unit` lines set (names without a `-N` shared by all are
   * final already, see `stripping`). Run ids count a benchmark's lines as they arrive; in `-json`
   * output a package's lines arrive in order, and names carry their package.
   */
  finish() {
    const all = joinTables(
      this.file,
      this.streams.map((s) => s.table.table())
    );
    if (this.stripping) this.machine.extra = { ...this.machine.extra, gomaxprocs: this.suffix };
    if (this.better.size === 0) return all;
    for (const s of all.series) {
      const sp = s.measure.indexOf(" ");
      const rawUnit = sp < 0 ? s.measure : s.measure.slice(0, sp);
      const b = this.better.get(rawUnit);
      if (b !== void 0) s.lowerIsBetter = b;
    }
    return all;
  }
};
async function parse10(input, ctx) {
  const file = input.path;
  const lines = new GoBenchLines(file, ctx);
  const plain = lines.newStream();
  const pkgs = /* @__PURE__ */ new Map();
  let lineNo = 0;
  let blank = true;
  let json;
  const room = new RoomAfterFirstBytes(plain.table, input.size);
  await forEachByteLine(input, (buf, s, e) => {
    lineNo++;
    if (json === false) {
      room.read(e - s + 1);
      return lines.bytes(plain, buf, s, e, lineNo);
    }
    const raw = buf.toString("utf8", s, e);
    const t = raw.trim();
    if (json === void 0) {
      if (t === "") return lines.text(plain, raw, lineNo);
      blank = false;
      json = t.startsWith("{");
    }
    if (!json) return lines.text(plain, raw, lineNo);
    if (blank && t !== "") blank = false;
    let ev;
    if (t.startsWith("{")) {
      try {
        ev = JSON.parse(t);
      } catch {
        ev = void 0;
      }
    }
    if (!isObject(ev) || typeof ev.Action !== "string") return t === "" ? void 0 : lines.text(plain, raw, lineNo);
    if (ev.Action !== "output" || typeof ev.Output !== "string") return;
    const name = typeof ev.Package === "string" ? ev.Package : "";
    let st = pkgs.get(name);
    if (!st) pkgs.set(own(name), st = { buf: "", start: lineNo, stream: lines.newStream() });
    if (st.buf === "") st.start = lineNo;
    st.buf += ev.Output;
    let from = 0;
    for (let nl = st.buf.indexOf("\n"); nl >= 0; nl = st.buf.indexOf("\n", from)) {
      lines.text(st.stream, st.buf.slice(from, nl), st.start);
      from = nl + 1;
      st.start = lineNo;
    }
    st.buf = from === 0 ? st.buf : st.buf.slice(from);
  });
  if (blank)
    throw new InputError({ file }, 'the file is empty; expected `go test -bench` output with lines like "BenchmarkX-8  1000  123 ns/op"');
  for (const st of pkgs.values()) if (st.buf !== "") lines.text(st.stream, st.buf, st.start);
  const perRun = lines.finish();
  if (perRun.values.length === 0) {
    throw new InputError({ file }, 'no benchmark result lines found; expected lines like "BenchmarkX-8  1000  123 ns/op"');
  }
  const processes = lines.processes();
  return { measurements: [], perRun, machine: lines.machine, ...processes !== void 0 ? { processes } : {} };
}
var goBench = defineReader({
  id: "go-bench",
  title: "Go benchfmt text (go test -bench, plain or -json)",
  carries: "per-run",
  howTo: "go test -run '^$' -bench . -count 10 -benchmem ./... > out.txt (or with -json)",
  detect: detect10,
  parse: parse10
});

// src/formats/hdr-log.ts
import { inflateSync } from "node:zlib";

// src/read/hdr-v2.ts
function inflateV2(b64, inflate) {
  const buf = Buffer.from(b64, "base64");
  if (buf.length < 8 || (buf.readInt32BE(0) & ~240) !== 478450436) throw new Error("no V2 compressed-histogram cookie");
  const len = buf.readInt32BE(4);
  if (len < 0 || 8 + len > buf.length) throw new Error(`compressed length ${len} exceeds the ${buf.length - 8} bytes present`);
  const raw = inflate(buf.subarray(8, 8 + len));
  if (raw.length < 40 || (raw.readInt32BE(0) & ~240) !== 478450435) throw new Error("no V2 histogram cookie inside");
  const payload = raw.readInt32BE(4);
  if (payload < 0 || 40 + payload > raw.length) throw new Error(`payload length ${payload} exceeds the ${raw.length - 40} bytes present`);
  const header = {
    normalizingIndexOffset: raw.readInt32BE(8),
    digits: raw.readInt32BE(12),
    lowest: raw.readInt32BE(16) * 4294967296 + raw.readUInt32BE(20),
    highest: raw.readInt32BE(24) * 4294967296 + raw.readUInt32BE(28),
    start: 40,
    end: 40 + payload
  };
  if (header.digits < 0 || header.digits > 5) throw new Error(`${header.digits} significant digits; expected 0..5`);
  if (header.lowest < 1 || header.highest < 2 * header.lowest)
    throw new Error(`lowest ${header.lowest} / highest ${header.highest} trackable values are inconsistent`);
  return { raw, header };
}
function addV2Counts(raw, h, counts, limit) {
  let pos = h.start;
  const end = h.end;
  let index = 0;
  let total = 0;
  let maxIndex = -1;
  while (pos < end) {
    const x = raw[pos++];
    if (x < 128) {
      if (x & 1) {
        index += x + 1 >> 1;
        continue;
      }
      if (x !== 0) {
        counts[index] += x >> 1;
        total += x >> 1;
        maxIndex = index;
      }
      index++;
      continue;
    }
    let b = x;
    let v = x & 127;
    let mul = 128;
    for (let k = 1; b & 128; k++) {
      if (pos >= end) throw new Error("truncated count");
      b = raw[pos++];
      if (k === 8) {
        v += b * mul;
        break;
      }
      v += (b & 127) * mul;
      mul *= 128;
    }
    if (v % 2 === 1) {
      index += (v + 1) / 2;
      continue;
    }
    counts[index] += v / 2;
    total += v / 2;
    maxIndex = index;
    index++;
  }
  if (maxIndex >= limit) throw new Error(`a count at index ${maxIndex}, beyond the histogram's ${limit} buckets`);
  return { total, maxIndex };
}

// src/read/histogram.ts
function spectrumToHistogram(spec, file, warn) {
  const values = [];
  const counts = [];
  let prev = 0;
  for (const r of spec.rows) {
    const d = r.totalCount - prev;
    if (d <= 0) continue;
    if (values.length > 0 && values[values.length - 1] === r.value) counts[counts.length - 1] += d;
    else {
      values.push(r.value);
      counts.push(d);
    }
    prev = r.totalCount;
  }
  const last = spec.rows[spec.rows.length - 1];
  if (values.length === 0)
    throw new InputError({ file, line: last.line }, "the percentile spectrum has a TotalCount of 0; expected at least one recorded value");
  const f = spec.footer;
  if (f.totalCount !== void 0 && f.totalCount !== last.totalCount) {
    warn(message("reader.spectrum-total-mismatch", { file, line: last.line, rows: last.totalCount, footer: f.totalCount }));
  }
  const hist = {
    values: Float64Array.from(values),
    counts: Float64Array.from(counts),
    total: last.totalCount,
    min: values[0],
    // The footer's Max is the raw maximum (it can be below the last bucket's upper edge).
    max: f.max !== void 0 && f.max > 0 ? f.max : values[values.length - 1]
  };
  if (f.mean !== void 0) hist.mean = f.mean;
  if (f.subBuckets !== void 0 && f.subBuckets >= 2) hist.resolution = 1 / (f.subBuckets / 2);
  return hist;
}
function hdrToHistogram(h, scale = 1) {
  const values = [];
  const lows = [];
  const counts = [];
  let total = 0;
  let sum = 0;
  for (let i = 0; i < h.countsArrayLength; i++) {
    const c = h.getCountAtIndex(i);
    if (c <= 0) continue;
    const low = h.valueFromIndex(i);
    const high = h.highestEquivalentValue(low);
    lows.push(low * scale);
    values.push(high * scale);
    counts.push(c);
    total += c;
    sum += c * (low + Math.floor((high - low + 1) / 2)) * scale;
  }
  if (total === 0) return null;
  return {
    values: Float64Array.from(values),
    lowValues: Float64Array.from(lows),
    counts: Float64Array.from(counts),
    total,
    min: lows[0],
    max: values[values.length - 1],
    mean: sum / total,
    resolution: 1 / (h.subBucketCount / 2)
  };
}

// src/formats/hdr-log.ts
var hdr;
var NUM3 = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
var MAX_BUCKETS = 1 << 24;
var MAX_PAYLOAD = 40 + 9 * MAX_BUCKETS;
var MAX_INFLATED_TOTAL = 4 * 1024 ** 3;
var LogParser = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.file = ctx.file;
  }
  ctx;
  tags = /* @__PURE__ */ new Map();
  lineNo = 0;
  ratioWarned = false;
  refs = /* @__PURE__ */ new Map();
  inflated = 0;
  file;
  /**
   * zlib-inflate one histogram, bounded: a compressed payload can expand a thousandfold, so each
   * is capped at the largest valid payload and the file's total at MAX_INFLATED_TOTAL.
   */
  inflate = (b) => {
    const room = MAX_INFLATED_TOTAL - this.inflated;
    if (room <= 0)
      this.fail(
        `the compressed histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total; expected an interval log of ordinary size`
      );
    let raw;
    try {
      raw = inflateSync(b, {
        chunkSize: Math.min(1 << 20, Math.max(1024, 1 << Math.ceil(Math.log2(b.length * 4)))),
        maxOutputLength: Math.min(MAX_PAYLOAD, room)
      });
    } catch (err) {
      if (err.code !== "ERR_BUFFER_TOO_LARGE") throw err;
      throw new Error(
        room < MAX_PAYLOAD ? `the histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total` : `it inflates to more than ${MAX_PAYLOAD} bytes, more than any histogram of at most ${MAX_BUCKETS} buckets`
      );
    }
    this.inflated += raw.length;
    return raw;
  };
  fail(message2) {
    throw new InputError({ file: this.file, line: this.lineNo }, message2);
  }
  /** A histogram of the configuration, for the index ↔ value mapping (hdr-histogram-js). */
  ref(h) {
    const key = `${h.digits}/${h.lowest}/${h.highest}`;
    let r = this.refs.get(key);
    if (!r) {
      r = hdr.build({
        bitBucketSize: 8,
        autoResize: false,
        lowestDiscernibleValue: h.lowest,
        highestTrackableValue: h.highest,
        numberOfSignificantValueDigits: h.digits
      });
      if (r.countsArrayLength > MAX_BUCKETS) this.fail(`a histogram of ${r.countsArrayLength} buckets; expected at most ${MAX_BUCKETS}`);
      this.refs.set(key, r);
    }
    return r;
  }
  /** One line, bytes [s, e) of buf (without the newline). */
  line(buf, s0, e) {
    this.lineNo++;
    const iv = this.fields(buf, s0, e);
    if (iv) this.interval(iv);
  }
  /** The fields of an interval line; undefined for comments, headers and blank lines. */
  fields(buf, s0, e) {
    let s = s0;
    while (e > s && (buf[e - 1] === 13 || buf[e - 1] === 32 || buf[e - 1] === 9)) e--;
    while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
    if (s === e || buf[s] === 35 || buf[s] === 34) return void 0;
    if (buf.toString("latin1", s, Math.min(e, s + 14)) === "StartTimestamp") return void 0;
    let tag = "latency";
    if (e - s > 4 && buf.toString("latin1", s, s + 4) === "Tag=") {
      const c = buf.indexOf(44, s);
      if (c < 0 || c >= e) this.fail("a Tag= field and nothing else; expected Tag=<name>,<start>,<length>,<max>,<histogram>");
      tag = buf.toString("utf8", s + 4, c);
      if (tag === "") this.fail("empty Tag=; expected Tag=<name>,<start>,<length>,<max>,<histogram>");
      s = c + 1;
    }
    const c1 = buf.indexOf(44, s);
    const c2 = c1 < 0 || c1 >= e ? -1 : buf.indexOf(44, c1 + 1);
    const c3 = c2 < 0 || c2 >= e ? -1 : buf.indexOf(44, c2 + 1);
    const c4 = c3 < 0 || c3 >= e ? -1 : buf.indexOf(44, c3 + 1);
    if (c3 < 0 || c3 >= e || c4 >= 0 && c4 < e)
      this.fail("expected 4 comma-separated fields <start>,<length>,<max>,<base64 histogram> (optionally after Tag=<name>)");
    const num2 = (a, z) => {
      const t = buf.toString("latin1", a, z).trim();
      return NUM3.test(t) ? Number(t) : NaN;
    };
    const start = num2(s, c1);
    const length = num2(c1 + 1, c2);
    const max = num2(c2 + 1, c3);
    if (Number.isNaN(start) || Number.isNaN(length) || Number.isNaN(max))
      this.fail(
        `"${buf.toString("utf8", s0, Math.min(e, s0 + 60))}" does not start with three numbers; expected <start s>,<length s>,<max>,HIST\u2026`
      );
    const b64 = buf.toString("latin1", c3 + 1, e).trim();
    if (!b64.startsWith("HIST")) this.fail('the histogram field does not start with "HIST"; expected a base64 compressed HdrHistogram');
    if (!b64.startsWith("HISTF"))
      this.fail(
        'the histogram uses a legacy encoding (V0/V1, HdrHistogram before 2.1.8); expected V2 ("HISTF\u2026") \u2014 re-encode the log with a current HdrHistogram'
      );
    return { tag, start, length, max, b64 };
  }
  /** Add one interval's counts into its tag's accumulator, and note empty intervals, gaps and the unit check. */
  interval({ tag, start, length, max, b64 }) {
    let st = this.tags.get(tag);
    if (!st) {
      st = { accs: /* @__PURE__ */ new Map(), intervals: 0, empty: 0, line: this.lineNo, gaps: 0 };
      this.tags.set(tag, st);
    }
    let added;
    let ref;
    try {
      const { raw: bytes, header } = inflateV2(b64, this.inflate);
      let acc = st.last;
      if (!acc || acc.digits !== header.digits || acc.lowest !== header.lowest || acc.highest < header.highest) {
        ref = this.ref(header);
        const key = `${header.digits}/${header.lowest}`;
        acc = st.accs.get(key);
        if (!acc || acc.counts.length < ref.countsArrayLength) {
          const counts = new Float64Array(ref.countsArrayLength);
          if (acc) counts.set(acc.counts);
          acc = { ref, counts, digits: header.digits, lowest: header.lowest, highest: header.highest };
          st.accs.set(key, acc);
        }
        st.last = acc;
      }
      ref = acc.ref;
      added = addV2Counts(bytes, header, acc.counts, acc.counts.length);
    } catch (err) {
      if (err instanceof InputError) throw err;
      this.fail(
        `cannot decode the histogram (${err instanceof Error ? err.message : String(err)}); expected a base64 V2 compressed HdrHistogram`
      );
    }
    st.intervals++;
    if (added.total === 0) st.empty++;
    if (st.lastEnd !== void 0 && start - st.lastEnd > Math.max(1, 2 * length)) st.gaps++;
    st.lastEnd = start + length;
    if (!this.ratioWarned && added.total > 0 && max > 0) {
      const ratio = ref.highestEquivalentValue(ref.valueFromIndex(added.maxIndex)) / max;
      if (ratio < 9e5 || ratio > 11e5) {
        this.ratioWarned = true;
        this.ctx.warn("not-nanoseconds", { line: this.lineNo, max, ratio });
      }
    }
  }
  /** One tag's sum: the single configuration's buckets, or (mixed configurations) their sum in a histogram of the finest one. */
  merged(s) {
    const accs = [...s.accs.values()];
    const view = (a) => ({
      totalCount: 0,
      countsArrayLength: a.counts.length,
      subBucketCount: a.ref.subBucketCount,
      getCountAtIndex: (i) => a.counts[i],
      valueFromIndex: (i) => a.ref.valueFromIndex(i),
      highestEquivalentValue: (v) => a.ref.highestEquivalentValue(v)
    });
    if (accs.length === 1) return view(accs[0]);
    const lowest = Math.min(...accs.map((a) => a.ref.lowestDiscernibleValue));
    const digits = Math.max(...accs.map((a) => a.ref.numberOfSignificantValueDigits));
    const out = hdr.build({
      bitBucketSize: 64,
      autoResize: true,
      lowestDiscernibleValue: lowest,
      highestTrackableValue: 2 * lowest,
      numberOfSignificantValueDigits: digits
    });
    for (const a of accs)
      for (let i = 0; i < a.counts.length; i++) if (a.counts[i] > 0) out.recordValueWithCount(a.ref.valueFromIndex(i), a.counts[i]);
    return out;
  }
  result() {
    const out = [];
    for (const [tag, s] of this.tags) {
      if (s.empty > 0) this.ctx.warn("empty-intervals", { tag, empty: s.empty, intervals: s.intervals });
      if (s.gaps > 0) this.ctx.warn("gaps", { tag, gaps: s.gaps });
      const histogram = hdrToHistogram(this.merged(s));
      if (!histogram) {
        this.ctx.warn("all-empty", { line: s.line, tag, intervals: s.intervals });
        continue;
      }
      out.push({
        benchmark: tag,
        unit: "ns",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "histogram", histogram },
        source: { file: this.file, line: s.line }
      });
    }
    return out;
  }
};
var hdrLog = defineReader({
  id: "hdr-log",
  title: "HdrHistogram interval log (.hlog, V2 compressed histograms)",
  carries: "histogram",
  howTo: "HistogramLogWriter / jHiccup -l file.hlog / cassandra-stress \u2026 -log hdrfile=file.hlog",
  detect(probe) {
    const h = probe.head;
    if (/^#\[Histogram log format version /m.test(h)) return 0.95;
    if (/^"?StartTimestamp"?,.*Interval_Compressed_Histogram/m.test(h)) return 0.95;
    if (/^(Tag=[^,\s]+,)?[\d.]+,[\d.]+,[\d.]+,HIST[A-Za-z0-9+/]/m.test(h)) return 0.9;
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    if (hdr === void 0) {
      const mod = await import("./dist-34OTQ7T2.js");
      hdr = mod.default ?? mod;
    }
    const p = new LogParser(ctx);
    await forEachByteLine(input, (buf, s, e) => p.line(buf, s, e), 64 << 20, "expected one interval histogram per line");
    if (p.lineNo === 0) throw new InputError({ file }, "the file is empty; expected an HdrHistogram interval log");
    if (p.tags.size === 0)
      throw new InputError({ file, line: p.lineNo }, "no interval lines; expected <start>,<length>,<max>,HISTF\u2026 lines");
    return { measurements: p.result() };
  }
});

// src/read/spectrum.ts
var TEXT_HEADER = /^\s*Value(?:\(([a-zµμ]+)\))?\s+Percentile\s+TotalCount\s+1\/\(1-Percentile\)\s*$/i;
var CSV_HEADER = /^\s*"Value","Percentile","TotalCount","1\/\(1-Percentile\)"\s*$/;
var TEXT_ROW = /^\s*(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+)(?:\s+(\S+))?\s*$/;
var CSV_ROW = /^\s*(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+),([^,]*)$/;
var FOOTER = /^\s*#\[\s*(\w+)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*,\s*(\w(?:[\w ]*\w)?)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*\]\s*$/;
function spectrumHeader(line) {
  const t = TEXT_HEADER.exec(line);
  if (t) return { unit: t[1] ?? "", csv: false };
  if (CSV_HEADER.test(line)) return { unit: "", csv: true };
  return null;
}
function parseSpectrum(lines, start, file, scale, csv, offset = 0) {
  const rows = [];
  const footer = {};
  let i = start;
  if (i < lines.length && lines[i].trim() === "") i++;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const m = (csv ? CSV_ROW : TEXT_ROW).exec(line);
    if (m) {
      if (Object.keys(footer).length > 0) break;
      const value = scaleDecimal(m[1], scale);
      const p = Number(m[2]);
      const totalCount = Number(m[3]);
      if (!(p >= 0 && p <= 1))
        throw new InputError({ file, line: offset + i + 1 }, `percentile ${m[2]} is outside 0..1; expected a fraction such as 0.990625`);
      const prev = rows[rows.length - 1];
      if (prev && (value < prev.value || totalCount < prev.totalCount)) {
        throw new InputError(
          { file, line: offset + i + 1 },
          `value or TotalCount decreases (from ${prev.totalCount} to ${totalCount}); expected a cumulative percentile spectrum`
        );
      }
      if (!Number.isSafeInteger(totalCount))
        throw new InputError({ file, line: offset + i + 1 }, `TotalCount ${m[3]} is too large; expected an integer count`);
      rows.push({ value, totalCount, line: offset + i + 1 });
      continue;
    }
    const f = FOOTER.exec(line);
    if (f && rows.length > 0) {
      const put = (key, raw) => {
        const v = Number(raw);
        if (!Number.isFinite(v)) return;
        const k = key.toLowerCase().replace(/\s+/g, "");
        if (k === "mean") footer.mean = v * scale;
        else if (k === "max") footer.max = scaleDecimal(raw, scale);
        else if (k === "totalcount") footer.totalCount = v;
        else if (k === "subbuckets") footer.subBuckets = v;
      };
      put(f[1], f[2]);
      put(f[3], f[4]);
      continue;
    }
    break;
  }
  if (rows.length === 0)
    throw new InputError(
      { file, line: offset + start },
      'a percentile spectrum header is followed by no rows; expected lines "Value Percentile TotalCount 1/(1-Percentile)"'
    );
  return { rows, footer, end: i };
}

// src/read/request-name.ts
var URL_LIKE = /^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*([^#]*)(#.*)?$/i;
function requestPath(url) {
  const t = url.trim();
  const m = URL_LIKE.exec(t);
  if (!m) return t;
  const rest = m[2];
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : `/${rest}`;
}
function requestName(method, url) {
  const path = requestPath(url);
  const m = method.trim().toUpperCase();
  return m === "" ? path : `${m} ${path}`;
}

// src/formats/wrk.ts
var RUNNING = /^\s*Running (\S+) test @ (\S+)\s*$/;
var THREADS = /^[ \t]*(\d+) threads and (\d+) connections[ \t]*\r?$/m;
var TIME_CELL = /^([\d.]+)(us|ms|s|m|h)$/;
function wrkTime(cell) {
  const m = TIME_CELL.exec(cell.trim());
  if (!m) return NaN;
  return scaleDecimal(m[1], parseUnit(m[2]).scale);
}
function readBlock(all, s, end, ctx) {
  const file = ctx.file;
  const lines = all.slice(s, end);
  const url = RUNNING.exec(all[s])[2];
  const block = { url, name: requestName("GET", url), line: s + 1, lines, first: s + 1 };
  lines.forEach((l, j) => {
    const at = s + j + 1;
    let m = /^\s*(\d+) threads and (\d+) connections\s*$/.exec(l);
    if (m && block.connections === void 0) {
      if (Number.isSafeInteger(Number(m[2])) && Number(m[2]) > 0) block.connections = Number(m[2]);
      return;
    }
    m = /^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+[\d.]+%\s*$/.exec(l);
    if (m && block.avg === void 0) {
      const [avg, sd, max] = [wrkTime(m[1]), wrkTime(m[2]), wrkTime(m[3])];
      if ([avg, sd, max].some(Number.isNaN))
        throw new InputError({ file, line: at }, `unreadable latency cells "${l.trim()}"; expected times such as 635.91us`);
      Object.assign(block, { avg, stdev: sd, max });
      return;
    }
    m = /^\s*(\d+) requests in ([\d.]+\w+), /.exec(l);
    if (m) {
      block.requests = Number(m[1]);
      return;
    }
    m = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/.exec(l);
    if (m) {
      const [connect, read, write, timeout] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      if (connect + read + write + timeout > 0)
        ctx.warnShared("socket-errors", { line: at, url: block.url, connect, read, write, timeout });
      return;
    }
    m = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/.exec(l);
    if (m) {
      ctx.warnShared("non-2xx-responses", { line: at, url: block.url, responses: Number(m[1]), requests: block.requests ?? null });
      return;
    }
    m = /^\s*Requests\/sec:\s*([\d.]+)\s*$/.exec(l);
    if (m) {
      block.rps = Number(m[1]);
      block.rpsLine = at;
    }
  });
  const last = s + lines.length;
  if (block.avg === void 0)
    throw new InputError(
      { file, line: last },
      `${block.url}: no "Latency <avg> <stdev> <max> <+/-%>" line; expected wrk's Thread Stats table (truncated output?)`
    );
  if (block.requests === void 0)
    throw new InputError({ file, line: last }, `${block.url}: no "<N> requests in <time>" line; expected wrk's totals (truncated output?)`);
  if (block.rps === void 0)
    throw new InputError({ file, line: last }, `${block.url}: no "Requests/sec:" line; expected wrk's totals (truncated output?)`);
  return block;
}
function parseWrkBlocks(all, ctx) {
  const starts = [];
  all.forEach((l, i) => {
    if (RUNNING.test(l)) starts.push(i);
  });
  if (starts.length === 0)
    throw new InputError({ file: ctx.file, line: 1 }, 'no "Running <duration> test @ <url>" line; expected wrk output');
  return starts.map((s, k) => readBlock(all, s, k + 1 < starts.length ? starts[k + 1] : all.length, ctx));
}
function rpsMeasurement(b, run, file, load) {
  return {
    benchmark: b.name,
    unit: "ops/s",
    measure: "requests/sec",
    lowerIsBetter: false,
    run,
    ...load ? { load } : {},
    data: { kind: "per-run", value: b.rps },
    source: { file, line: b.rpsLine }
  };
}
function latencySummary(b) {
  return { kind: "summary", mean: b.avg, sd: b.stdev, max: b.max, n: b.requests };
}
var PCT_ROW = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
function wrkLatency(b, file) {
  const at = b.lines.findIndex((l) => /^\s*Latency Distribution\s*$/.test(l));
  if (at < 0) return latencySummary(b);
  const points = [];
  for (let j = at + 1; j < b.lines.length; j++) {
    const m = PCT_ROW.exec(b.lines[j]);
    if (!m) break;
    const value = wrkTime(m[2]);
    if (Number.isNaN(value))
      throw new InputError({ file, line: b.first + j }, `unreadable latency "${m[2]}"; expected a time such as 2.48ms`);
    points.push({ p: percentFraction(m[1]), value });
  }
  if (points.length === 0)
    throw new InputError(
      { file, line: b.first + at + 1 },
      'no percentile rows after "Latency Distribution"; expected lines such as "50%  347.00us"'
    );
  return {
    kind: "percentiles",
    points,
    count: b.requests,
    mean: b.avg,
    max: b.max,
    ...b.stdev !== void 0 ? { sd: b.stdev } : {},
    printResolution: WRK_STEP
  };
}
var WRK_STEP = 1e3;
var wrk = defineReader({
  id: "wrk",
  title: "wrk console output (with or without --latency)",
  carries: "percentiles",
  howTo: "wrk -t2 -c16 -d30s --latency http://127.0.0.1:8080/ > wrk.txt",
  detect(probe) {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h) || !THREADS.test(h)) return 0;
    if (/Thread calibration:|HdrHistogram - |Detailed Percentile spectrum:/.test(h)) return 0;
    return 0.9;
  },
  async parse(input, ctx) {
    const file = input.path;
    const blocks = parseWrkBlocks(splitLines(await input.readText()), ctx);
    const measurements = [];
    blocks.forEach((b, k) => {
      const run = String(k + 1);
      const load = b.connections === void 0 ? void 0 : { param: "connections", value: b.connections };
      measurements.push({
        benchmark: b.name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run,
        ...load ? { load } : {},
        data: wrkLatency(b, file),
        source: { file, line: b.line }
      });
      measurements.push(rpsMeasurement(b, run, file, load));
    });
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/wrk2.ts
var RATE_OPT = /(?:^|\s)(?:-R|--rate)(?:=|\s*)(\d+(?:\.\d+)?)([kKmM]?)(?=\s|$)/;
function printedRate(all, at, url) {
  let seen = 0;
  for (let i = at - 1; i >= 0 && seen < 3; i--) {
    const l = all[i];
    if (l.trim() === "") continue;
    if (RUNNING.test(l) || /^\s*(Requests|Transfer)\/sec:/.test(l)) return void 0;
    seen++;
    const m = RATE_OPT.exec(l);
    if (!m || !(/\bwrk2?\b/.test(l) || l.includes(url))) continue;
    const v = Number(m[1]) * (m[2] === "" ? 1 : /k/i.test(m[2]) ? 1e3 : 1e6);
    return Number.isFinite(v) && v > 0 ? v : void 0;
  }
  return void 0;
}
var DIST = /^\s*Latency Distribution \(HdrHistogram - (.*)\)\s*$/;
var PCT_ROW2 = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
function sections(b, file, warn) {
  const out = [];
  for (let j = 0; j < b.lines.length; j++) {
    const d = DIST.exec(b.lines[j]);
    if (!d) continue;
    const uncorrected = /uncorrected/i.test(d[1]);
    const line = b.first + j;
    const points = [];
    let k = j + 1;
    for (; k < b.lines.length; k++) {
      const m = PCT_ROW2.exec(b.lines[k]);
      if (!m) break;
      const value = wrkTime(m[2]);
      if (Number.isNaN(value))
        throw new InputError({ file, line: b.first + k }, `unreadable latency "${m[2]}"; expected a time such as 6.21ms`);
      points.push({ p: percentFraction(m[1]), value });
    }
    let hist;
    for (; k < b.lines.length && !DIST.test(b.lines[k]) && !/^-{10,}\s*$/.test(b.lines[k]); k++) {
      const h = spectrumHeader(b.lines[k]);
      if (!h) continue;
      const spec = parseSpectrum(b.lines, k + 1, file, 1e6, h.csv, b.first - 1);
      hist = spectrumToHistogram(spec, file, warn);
      j = spec.end - 1;
      break;
    }
    const p99 = points.find((pt) => pt.p === 0.99)?.value;
    if (hist) out.push({ uncorrected, data: { kind: "histogram", histogram: hist }, line, p99 });
    else if (points.length > 0)
      out.push({
        uncorrected,
        data: { kind: "percentiles", points, count: b.requests, mean: b.avg, max: b.max, printResolution: WRK_STEP },
        line,
        p99
      });
    else
      throw new InputError(
        { file, line: line + 1 },
        'no percentiles after "Latency Distribution (HdrHistogram \u2026)"; expected lines such as "50.000%  6.21ms"'
      );
  }
  return out;
}
var wrk2 = defineReader({
  id: "wrk2",
  title: "wrk2 console output (-R rate, --latency, -U)",
  carries: "histogram",
  howTo: "wrk -t2 -c100 -d30s -R2000 --latency [-U] http://127.0.0.1:8080/ > wrk2.txt  (giltene/wrk2)",
  detect(probe) {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h)) return 0;
    if (/Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|^[ \t]*Thread calibration: /m.test(h)) return 0.95;
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const all = splitLines(await input.readText());
    const blocks = parseWrkBlocks(all, ctx);
    const measurements = [];
    blocks.forEach((b, n) => {
      const run = String(n + 1);
      const rate2 = printedRate(all, b.line - 1, b.url);
      const load = rate2 === void 0 ? void 0 : { param: "rate", value: rate2 };
      const at = load ? { load } : {};
      const secs = sections(b, file, ctx.add);
      const corrected = secs.find((s) => !s.uncorrected);
      const uncorrected = secs.find((s) => s.uncorrected);
      measurements.push({
        benchmark: b.name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run,
        ...at,
        data: corrected ? corrected.data : latencySummary(b),
        source: { file, line: corrected ? corrected.line : b.line }
      });
      if (uncorrected) {
        measurements.push({
          benchmark: `${b.name} (uncorrected)`,
          unit: "ns",
          measure: "latency",
          lowerIsBetter: true,
          run,
          ...at,
          data: uncorrected.data,
          source: { file, line: uncorrected.line }
        });
        if (corrected?.data.kind === "histogram" && uncorrected.data.kind === "histogram") {
          const c = corrected.p99;
          const u = uncorrected.p99;
          if (c !== void 0 && u !== void 0 && u > 0)
            ctx.warn("coordinated-omission", { line: corrected.line, url: b.url, corrected: c, uncorrected: u });
        }
      }
      measurements.push(rpsMeasurement(b, run, file, load));
      const total = corrected?.data.kind === "histogram" ? corrected.data.histogram.total : void 0;
      if (total !== void 0 && b.requests !== void 0 && total < b.requests) {
        ctx.warn("calibration", { line: corrected.line, url: b.url, latencies: total, requests: b.requests });
      }
    });
    return { measurements, loadModel: "open-loop" };
  }
});

// src/read/pasted.ts
var QUOTE = /^[ \t]{0,3}(?:>[ \t]?)+/;
var FENCE = /^[ \t]*(?:```+|~~~+)[ \t]*[\w+-]*[ \t]*$/;
function unpaste(lines) {
  const out = lines.map((l) => {
    const u = l.replace(QUOTE, "");
    return FENCE.test(u) ? "" : u;
  });
  let indent = Infinity;
  for (const l of out) {
    if (l.trim() === "") continue;
    const lead = /^[ \t]*/.exec(l)[0].length;
    if (lead < indent) indent = lead;
    if (indent === 0) return out;
  }
  if (!Number.isFinite(indent)) return out;
  return out.map((l) => l.slice(Math.min(indent, /^[ \t]*/.exec(l)[0].length)));
}
function unpasteText(text) {
  return unpaste(text.split(/\r?\n|\r/)).join("\n");
}

// src/formats/hdr-percentiles.ts
var hdrPercentiles = defineReader({
  id: "hdr-percentiles",
  title: "HdrHistogram percentile distribution (text or CSV; vegeta -type=hdrplot)",
  carries: "histogram",
  howTo: "histogram.outputPercentileDistribution(System.out, 1000.0)  (values in ms), or vegeta report -type=hdrplot",
  detect(probe) {
    const lines = unpaste(splitLines(probe.head).slice(0, 200));
    if (/^[ \t]*Running \S+ test @ /m.test(probe.head.replace(/^[ \t]*(?:>[ \t]?)+/gm, ""))) return 0;
    for (const l of lines) {
      const h = spectrumHeader(l);
      if (h) return h.csv ? 0.9 : 0.85;
    }
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const lines = unpaste(splitLines(await input.readText()));
    const measurements = [];
    let assumed = false;
    for (let i = 0; i < lines.length; i++) {
      const h = spectrumHeader(lines[i]);
      if (!h) continue;
      let scale = 1e6;
      if (h.unit !== "") {
        const u = parseUnit(h.unit);
        if (u.unit !== "ns")
          throw new InputError({ file, line: i + 1 }, `unknown value unit "${h.unit}"; expected a time unit such as ms or us`);
        scale = u.scale;
      } else if (!assumed) {
        assumed = true;
        ctx.warn("unit-assumed", { line: i + 1 });
      }
      const spec = parseSpectrum(lines, i + 1, file, scale, h.csv);
      const histogram = spectrumToHistogram(spec, file, ctx.add);
      const n = measurements.length + 1;
      measurements.push({
        benchmark: n === 1 ? "latency" : `latency (${n})`,
        unit: "ns",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "histogram", histogram },
        source: { file, line: i + 1 }
      });
      i = spec.end - 1;
    }
    if (measurements.length === 0) {
      throw new InputError(
        { file, line: 1 },
        'no "Value Percentile TotalCount 1/(1-Percentile)" header; expected HdrHistogram percentile output'
      );
    }
    return { measurements };
  }
});

// src/formats/vegeta-text.ts
var ROW2 = /^([A-Z](?:[A-Za-z ]*[A-Za-z])?)\s+\[([^\]]+)\]\s+(.*)$/;
var GO_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|μs|ns)/gy;
function goDuration(text) {
  const s = text.trim();
  if (s === "") return NaN;
  GO_PART.lastIndex = 0;
  let total = 0;
  let pos = 0;
  for (let m = GO_PART.exec(s); m; m = GO_PART.exec(s)) {
    total += scaleDecimal(m[1], parseUnit(m[2]).scale);
    pos = GO_PART.lastIndex;
  }
  return pos === s.length && pos > 0 ? total : NaN;
}
function offeredRate(requests, attackNs) {
  if (!(requests >= 2) || !(attackNs > 0)) return void 0;
  const r = (requests - 1) / (attackNs / 1e9);
  if (!Number.isFinite(r)) return void 0;
  return Number(r.toPrecision(2));
}
function rateLoad(requests, attackNs) {
  const value = offeredRate(requests, attackNs);
  return value === void 0 || value <= 0 ? void 0 : { param: "rate", value };
}
function splitReports(lines) {
  const out = [];
  let cur;
  let inErrors = false;
  lines.forEach((l, i) => {
    const m = ROW2.exec(l.trimEnd());
    if (m) {
      const key = m[1].trim();
      if (key === "Requests") {
        cur = { line: i + 1, rows: /* @__PURE__ */ new Map(), errors: [] };
        out.push(cur);
      }
      inErrors = false;
      if (!cur) return;
      const values = key === "Status Codes" ? m[3].split(/\s+/) : m[3].split(/,\s*/);
      cur.rows.set(key, { labels: m[2].split(/,\s*/), values, line: i + 1 });
      return;
    }
    if (/^Error Set:\s*$/.test(l)) inErrors = cur !== void 0;
    else if (inErrors && l.trim() !== "") cur.errors.push(l.trim());
    else inErrors = false;
  });
  return out;
}
function reportLoad(r) {
  const req = r.rows.get("Requests");
  const total = parseLooseNumber(req.values[0] ?? "");
  const rate2 = parseLooseNumber(req.values[1] ?? "");
  if (Number.isFinite(rate2) && rate2 > 0) return rateLoad(total, total / rate2 * 1e9);
  const dur = r.rows.get("Duration");
  const j = dur ? dur.labels.indexOf("attack") : -1;
  return j >= 0 ? rateLoad(total, goDuration(dur.values[j] ?? "")) : void 0;
}
function readReport(r, name, run, load, ctx) {
  const file = ctx.file;
  const req = r.rows.get("Requests");
  const lat = r.rows.get("Latencies");
  if (!lat)
    throw new InputError(
      { file, line: req.line },
      `${name}: no "Latencies [min, mean, \u2026]" line after this one; expected a complete vegeta report (truncated?)`
    );
  if (lat.labels.length !== lat.values.length)
    throw new InputError(
      { file, line: lat.line },
      `${lat.values.length} values for ${lat.labels.length} labels; expected one Go duration per label`
    );
  const get = (label) => {
    const j = lat.labels.indexOf(label);
    if (j < 0) return void 0;
    const v = goDuration(lat.values[j]);
    if (Number.isNaN(v))
      throw new InputError({ file, line: lat.line }, `"${lat.values[j]}" is not a duration; expected a Go duration such as 90.438129ms`);
    return v;
  };
  const points = [];
  for (const label of lat.labels) {
    if (!/^\d+(\.\d+)?$/.test(label)) continue;
    points.push({ p: percentFraction(label), value: get(label) });
  }
  if (points.length === 0)
    throw new InputError(
      { file, line: lat.line },
      'no percentile columns (50, 95, 99, \u2026); expected "Latencies [min, mean, 50, 90, 95, 99, max]"'
    );
  const total = parseLooseNumber(req.values[0] ?? "");
  const throughput = parseLooseNumber(req.values[2] ?? "");
  if (!Number.isFinite(total) || !Number.isFinite(throughput))
    throw new InputError({ file, line: req.line }, 'expected "total, rate, throughput" numbers such as "1200, 120.00, 65.87"');
  const out = [
    {
      benchmark: name,
      unit: "ns",
      measure: "latency",
      lowerIsBetter: true,
      run,
      ...load ? { load } : {},
      data: { kind: "percentiles", points, count: total, min: get("min"), mean: get("mean"), max: get("max") },
      source: { file, line: lat.line }
    },
    {
      benchmark: name,
      unit: "ops/s",
      measure: "throughput",
      lowerIsBetter: false,
      run,
      ...load ? { load } : {},
      data: { kind: "per-run", value: throughput },
      source: { file, line: req.line }
    }
  ];
  const succ = r.rows.get("Success");
  const ratio = succ ? parseLooseNumber((succ.values[0] ?? "").replace("%", "")) : 100;
  if (Number.isFinite(ratio) && ratio < 100) {
    ctx.warn("failed", {
      line: succ.line,
      name,
      success: ratio,
      requests: total,
      codes: r.rows.get("Status Codes")?.values ?? null,
      error: r.errors.length ? r.errors[0].slice(0, 120) : null
    });
  }
  return out;
}
var vegetaText = defineReader({
  id: "vegeta-text",
  title: "vegeta report (text)",
  carries: "percentiles",
  howTo: "vegeta attack -rate=100 -duration=30s < targets | vegeta report > report.txt",
  detect(probe) {
    return /^Requests[ \t]+\[total, rate, throughput\]/m.test(probe.head) ? 0.9 : 0;
  },
  async parse(input, ctx) {
    const reports = splitReports(splitLines(await input.readText()));
    if (reports.length === 0)
      throw new InputError({ file: input.path, line: 1 }, 'no "Requests [total, rate, throughput]" line; expected vegeta report text');
    const measurements = reports.flatMap((r, k) => {
      const load = reportLoad(r);
      return readReport(r, reports.length === 1 || load ? "vegeta" : `vegeta (report ${k + 1})`, String(k + 1), load, ctx);
    });
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/vegeta-json.ts
var POINTS = [
  ["50th", 0.5],
  ["90th", 0.9],
  ["95th", 0.95],
  ["99th", 0.99]
];
function bucketsHistogram(raw, path, min, max) {
  const keys = Object.keys(raw).map((k) => {
    const v = Number(k);
    return Number.isFinite(v) && v >= 0 ? { k, v } : path.at(k).fail("a bucket key that is a lower bound in ns", k);
  });
  keys.sort((a, b) => a.v - b.v);
  const values = [];
  const lows = [];
  const counts = [];
  keys.forEach(({ k, v }, i) => {
    const c = path.at(k).finite(raw[k]);
    if (c < 0 || !Number.isInteger(c)) path.at(k).fail("a non-negative integer count", raw[k]);
    if (c === 0) return;
    lows.push(v);
    values.push(i + 1 < keys.length ? keys[i + 1].v : Math.max(v, max));
    counts.push(c);
  });
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return { values: Float64Array.from(values), lowValues: Float64Array.from(lows), counts: Float64Array.from(counts), total, min, max };
}
var vegetaJson = defineReader({
  id: "vegeta-json",
  title: "vegeta report -type=json",
  carries: "percentiles",
  howTo: 'vegeta attack -rate=100 -duration=30s < targets | vegeta report -type=json [-buckets "[0,1ms,10ms]"] > report.json',
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latencies"/.test(h) || !/"50th"/.test(h) || !/"status_codes"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.latencies) && "50th" in doc.latencies ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const lp = root.at("latencies");
    const lat = lp.object(doc.latencies);
    const requests = root.at("requests").finite(doc.requests);
    if (requests <= 0) throw new InputError({ file, pointer: "/requests" }, `the report has ${requests} requests; expected at least one`);
    const points = POINTS.filter(([k]) => lat[k] !== void 0).map(([k, p]) => ({ p, value: lp.at(k).finite(lat[k]) }));
    if (points.length === 0) lp.at("50th").fail("a latency in ns");
    const min = lp.at("min").finite(lat.min);
    const max = lp.at("max").finite(lat.max);
    const mean = lp.at("mean").finite(lat.mean);
    const attack = typeof doc.duration === "number" ? doc.duration : typeof doc.rate === "number" && doc.rate > 0 ? requests / doc.rate * 1e9 : NaN;
    const load = rateLoad(requests, attack);
    const at = load ? { load } : {};
    const measurements = [
      {
        benchmark: "vegeta",
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        ...at,
        data: { kind: "percentiles", points, count: requests, min, max, mean },
        source: { file, pointer: "/latencies" }
      }
    ];
    if (doc.buckets !== void 0 && doc.buckets !== null) {
      const bp = root.at("buckets");
      const h = bucketsHistogram(bp.object(doc.buckets), bp, min, max);
      if (h) {
        if (h.total !== requests) ctx.warn("buckets-total", { pointer: "/buckets", buckets: h.total, requests });
        measurements.push({
          benchmark: "vegeta (buckets)",
          unit: "ns",
          measure: "latency",
          lowerIsBetter: true,
          run: "1",
          ...at,
          data: { kind: "histogram", histogram: h },
          source: { file, pointer: "/buckets" }
        });
      }
    }
    const throughput = root.at("throughput").finite(doc.throughput);
    measurements.push({
      benchmark: "vegeta",
      unit: "ops/s",
      measure: "throughput",
      lowerIsBetter: false,
      run: "1",
      ...at,
      data: { kind: "per-run", value: throughput },
      source: { file, pointer: "/throughput" }
    });
    const success = doc.success === void 0 ? 1 : root.at("success").finite(doc.success);
    if (success < 1) {
      const codes = isObject(doc.status_codes) ? Object.entries(doc.status_codes) : void 0;
      const errs = Array.isArray(doc.errors) ? doc.errors.filter((e) => typeof e === "string") : [];
      ctx.warn("failed", {
        pointer: "/success",
        success,
        requests,
        codes: codes ? codes.map(([k]) => k) : null,
        counts: codes ? codes.map(([, v]) => String(v)) : null,
        error: errs.length ? errs[0].slice(0, 120) : null
      });
    }
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/vegeta-encode.ts
var Series = class extends SampleColumn {
  constructor(line) {
    super();
    this.line = line;
  }
  line;
  failed = 0;
  codes = /* @__PURE__ */ new Map();
  firstError = "";
  /** Requests seen (failed too) and the first and last send time (ms since the epoch). */
  sent = 0;
  first = Infinity;
  last = -Infinity;
};
function addResult(series, l, lineNo, file) {
  let o;
  try {
    o = JSON.parse(l);
  } catch {
    throw new InputError({ file, line: lineNo }, "not a JSON object (truncated line?); expected one vegeta result per line");
  }
  if (!isObject(o)) throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"attack", "seq", "code", "latency", \u2026}');
  const latency2 = o.latency;
  if (typeof latency2 !== "number" || !Number.isFinite(latency2) || latency2 < 0) {
    throw new InputError({ file, line: lineNo, pointer: "/latency" }, "expected a non-negative latency in ns");
  }
  const code = typeof o.code === "number" ? o.code : NaN;
  if (Number.isNaN(code)) throw new InputError({ file, line: lineNo, pointer: "/code" }, "expected the HTTP status code as a number");
  const name = typeof o.attack === "string" && o.attack !== "" ? o.attack : typeof o.url === "string" && o.url !== "" ? requestName(typeof o.method === "string" && o.method !== "" ? o.method : "GET", o.url) : "vegeta";
  let s = series.get(name);
  if (!s) {
    s = new Series(lineNo);
    series.set(name, s);
  }
  s.sent++;
  const t = typeof o.timestamp === "string" ? Date.parse(o.timestamp) : NaN;
  if (Number.isFinite(t)) {
    if (t < s.first) s.first = t;
    if (t > s.last) s.last = t;
  }
  const error = typeof o.error === "string" ? o.error : "";
  if (error !== "" || code === 0) {
    s.failed++;
    s.codes.set(String(code), (s.codes.get(String(code)) ?? 0) + 1);
    if (s.firstError === "") s.firstError = error || `code ${code}`;
    return;
  }
  s.push(latency2);
}
var vegetaEncode = defineReader({
  id: "vegeta-encode",
  title: "vegeta encode --to json (one JSON object per request)",
  carries: "per-op",
  howTo: "vegeta attack -rate=100 -duration=30s < targets > results.bin; vegeta encode --to json results.bin > results.ndjson",
  detect(probe) {
    const first = probe.head.trimStart().split("\n", 1)[0].trim();
    if (!first.startsWith("{")) return 0;
    try {
      const o = JSON.parse(first);
      return isObject(o) && "attack" in o && "seq" in o && "latency" in o && "code" in o ? 0.95 : 0;
    } catch {
      return 0;
    }
  },
  async parse(input, ctx) {
    const file = input.path;
    const series = /* @__PURE__ */ new Map();
    let lineNo = 0;
    await forEachLine(input, (raw) => {
      lineNo++;
      const l = raw.trim();
      if (l !== "") addResult(series, l, lineNo, file);
    });
    if (series.size === 0) throw new InputError({ file }, "the file is empty; expected one vegeta result per line");
    const measurements = [];
    for (const [name, s] of series) {
      if (s.failed > 0) {
        ctx.warn("failed", {
          line: s.line,
          name,
          failed: s.failed,
          requests: s.failed + s.length,
          codes: [...s.codes.keys()],
          counts: [...s.codes.values()],
          error: s.firstError.slice(0, 120)
        });
      }
      if (s.length === 0) continue;
      const load = s.last > s.first ? rateLoad(s.sent, (s.last - s.first) * 1e6) : void 0;
      measurements.push({
        benchmark: name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        ...load ? { load } : {},
        data: { kind: "per-op", values: s.take() },
        source: { file, line: s.line }
      });
    }
    if (measurements.length === 0) throw new InputError({ file }, "every request failed; expected at least one successful request");
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/ghz.ts
function paced(options) {
  if (!isObject(options)) return false;
  const rps = options.rps;
  if (typeof rps === "number" && rps > 0) return true;
  const sched = options["load-schedule"] ?? options.loadSchedule;
  const start = options["load-start"] ?? options.loadStart;
  return typeof sched === "string" && sched !== "" && typeof start === "number" && start > 0;
}
function ghzLoad(options) {
  if (!isObject(options)) return void 0;
  const num2 = (...keys) => {
    for (const k of keys)
      if (typeof options[k] === "number" && Number.isFinite(options[k]) && options[k] > 0) return options[k];
    return void 0;
  };
  const schedule = (k, k2) => {
    const v = options[k] ?? options[k2];
    return typeof v === "string" && v !== "" ? v : void 0;
  };
  const loadSchedule = schedule("load-schedule", "loadSchedule");
  if (loadSchedule !== void 0 && loadSchedule !== "const") return void 0;
  const rps = num2("rps");
  if (rps !== void 0) return { param: "rate", value: rps };
  const cSchedule = schedule("concurrency-schedule", "concurrencySchedule");
  if (cSchedule !== void 0 && cSchedule !== "const") return void 0;
  const c = num2("concurrency", "c");
  return c === void 0 ? void 0 : { param: "connections", value: c };
}
function fromDetails(details, path, ctx, name) {
  const values = [];
  let failed = 0;
  let firstError = "";
  details.forEach((d, i) => {
    const p = path.at(i);
    const o = p.object(d);
    const v = p.at("latency").finite(o.latency);
    if (v < 0) p.at("latency").fail("a non-negative latency in ns", o.latency);
    const error = typeof o.error === "string" ? o.error : "";
    const status = typeof o.status === "string" ? o.status : "OK";
    if (error !== "" || status !== "OK") {
      failed++;
      if (firstError === "") firstError = error || status;
      return;
    }
    values.push(v);
  });
  if (failed > 0) ctx.warn("failed-calls", { pointer: "/details", name, failed, calls: details.length, error: firstError.slice(0, 120) });
  return values.length > 0 ? { kind: "per-op", values: Float64Array.from(values) } : null;
}
function fromDistribution(doc, root) {
  if (!Array.isArray(doc.latencyDistribution)) return null;
  const lp = root.at("latencyDistribution");
  const points = doc.latencyDistribution.map((e, i) => {
    const o = lp.at(i).object(e);
    const pct = lp.at(i).at("percentage").finite(o.percentage);
    if (pct < 0 || pct > 100) lp.at(i).at("percentage").fail("a percentage in 0..100", o.percentage);
    return { p: percentFraction(String(pct)), value: lp.at(i).at("latency").finite(o.latency) };
  });
  if (points.length === 0) return null;
  const num2 = (k) => typeof doc[k] === "number" && Number.isFinite(doc[k]) ? doc[k] : void 0;
  const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
  const ok = typeof codes.OK === "number" ? codes.OK : num2("count");
  return { kind: "percentiles", points, count: ok, min: num2("fastest"), max: num2("slowest"), mean: num2("average") };
}
function distributionWarnings(doc, name, ctx) {
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0)
      ctx.warn("errors", {
        pointer: "/errorDistribution",
        name,
        errors: errs.map(([k]) => k.slice(0, 80)),
        counts: errs.map(([, v]) => String(v))
      });
  }
  if (isObject(doc.statusCodeDistribution)) {
    const bad = Object.entries(doc.statusCodeDistribution).filter(([k]) => k !== "OK");
    if (bad.length > 0)
      ctx.warn("statuses", {
        pointer: "/statusCodeDistribution",
        name,
        statuses: bad.map(([k]) => k),
        counts: bad.map(([, v]) => String(v))
      });
  }
}
var ghz = defineReader({
  id: "ghz",
  title: "ghz JSON report (--format json|pretty)",
  carries: "per-op",
  howTo: "ghz --insecure --proto x.proto --call pkg.Svc.Method -n 2000 -c 50 --format json -o report.json 127.0.0.1:50051",
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latencyDistribution"/.test(h) || !/"statusCodeDistribution"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && "latencyDistribution" in doc ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const opts = isObject(doc.options) ? doc.options : {};
    const name = typeof doc.name === "string" && doc.name !== "" ? doc.name : typeof opts.call === "string" && opts.call !== "" ? opts.call : "ghz";
    let data = null;
    let pointer = "/latencyDistribution";
    if (Array.isArray(doc.details) && doc.details.length > 0) {
      data = fromDetails(doc.details, root.at("details"), ctx, name);
      pointer = "/details";
      const count2 = typeof doc.count === "number" ? doc.count : void 0;
      if (count2 !== void 0 && doc.details.length < count2)
        ctx.warn("incomplete-details", { pointer: "/details", name, details: doc.details.length, count: count2 });
    } else {
      if (doc.details !== void 0 && doc.details !== null && !Array.isArray(doc.details))
        root.at("details").fail("an array", doc.details);
      data = fromDistribution(doc, root);
    }
    if (!data)
      throw new InputError({ file, pointer }, `${name}: no successful call latencies; expected details[] or latencyDistribution[]`);
    if (pointer !== "/details") distributionWarnings(doc, name, ctx);
    const load = ghzLoad(doc.options);
    const at = load ? { load } : {};
    const measurements = [
      { benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", ...at, data, source: { file, pointer } }
    ];
    if (typeof doc.rps === "number" && Number.isFinite(doc.rps)) {
      measurements.push({
        benchmark: name,
        unit: "ops/s",
        measure: "rps",
        lowerIsBetter: false,
        run: "1",
        ...at,
        data: { kind: "per-run", value: doc.rps },
        source: { file, pointer: "/rps" }
      });
    }
    return { measurements, loadModel: paced(doc.options) ? void 0 : "closed-loop" };
  }
});

// src/formats/oha-json.ts
function responseWarnings(doc, success, codes, ctx) {
  if (success < 1) ctx.warn("success-rate", { pointer: "/summary/successRate", success });
  const bad = Object.entries(codes).filter(([c]) => !/^[23]\d\d$/.test(c));
  if (bad.length > 0)
    ctx.warn("non-2xx", { pointer: "/statusCodeDistribution", statuses: bad.map(([c]) => c), counts: bad.map(([, n]) => String(n)) });
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0)
      ctx.warn("errors", {
        pointer: "/errorDistribution",
        errors: errs.map(([k]) => k.slice(0, 80)),
        counts: errs.map(([, v]) => String(v))
      });
  }
}
var ohaJson = defineReader({
  id: "oha-json",
  title: "oha JSON output (--output-format json / -j)",
  carries: "percentiles",
  howTo: "oha --no-tui -z 30s -c 50 --output-format json http://127.0.0.1:8080/ > oha.json",
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"successRate"/.test(h) || !/"latencyPercentiles"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.summary) && "latencyPercentiles" in doc ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const sp = root.at("summary");
    const summary = sp.object(doc.summary);
    const lp = root.at("latencyPercentiles");
    const lat = lp.object(doc.latencyPercentiles);
    const points = [];
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+(?:\.\d+)?)$/.exec(k);
      if (!m) continue;
      if (v === null) continue;
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail("a non-negative latency in seconds", v);
      points.push({ p: percentFraction(m[1]), value: value * 1e9 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0)
      throw new InputError(
        { file, pointer: "/latencyPercentiles" },
        "no latency percentiles (no successful responses?); expected p50, p99, \u2026 in seconds"
      );
    const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
    let count2 = 0;
    for (const [code, n] of Object.entries(codes)) count2 += root.at("statusCodeDistribution").at(code).finite(n);
    const opt = (k) => summary[k] === void 0 || summary[k] === null ? void 0 : sp.at(k).finite(summary[k]) * 1e9;
    const measurements = [
      {
        benchmark: "oha",
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        data: {
          kind: "percentiles",
          points,
          count: count2 > 0 ? count2 : void 0,
          min: opt("fastest"),
          max: opt("slowest"),
          mean: opt("average")
        },
        source: { file, pointer: "/latencyPercentiles" }
      }
    ];
    if (summary.requestsPerSec !== void 0) {
      measurements.push({
        benchmark: "oha",
        unit: "ops/s",
        measure: "requestsPerSec",
        lowerIsBetter: false,
        run: "1",
        data: { kind: "per-run", value: sp.at("requestsPerSec").finite(summary.requestsPerSec) },
        source: { file, pointer: "/summary/requestsPerSec" }
      });
    }
    const success = summary.successRate === void 0 ? 1 : sp.at("successRate").finite(summary.successRate);
    responseWarnings(doc, success, codes, ctx);
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/oha-csv.ts
var HEADER3 = /^\uFEFF?request-start,DNS,DNS\+dialup,Response-delay,request-duration,bytes,status\r?$/;
var NUM4 = /^\d+(\.\d*)?([eE][+-]?\d+)?$/;
var ohaCsv = defineReader({
  id: "oha-csv",
  title: "oha per-request CSV (--output-format csv)",
  carries: "per-op",
  howTo: "oha --no-tui -n 10000 -c 50 --output-format csv http://127.0.0.1:8080/ > oha.csv",
  detect(probe) {
    return HEADER3.test(probe.head.split("\n", 1)[0]) ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const values = new SampleColumn();
    let lineNo = 0;
    let bad = 0;
    const badCodes = /* @__PURE__ */ new Map();
    const handle = (raw) => {
      lineNo++;
      const l = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (lineNo === 1) {
        if (!HEADER3.test(l))
          throw new InputError(
            { file, line: 1 },
            `unexpected header "${l.slice(0, 80)}"; expected "request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status"`
          );
        return;
      }
      if (l.trim() === "") return;
      const f = l.split(",");
      if (f.length !== 7)
        throw new InputError(
          { file, line: lineNo },
          `found ${f.length} fields; expected 7 (request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status)`
        );
      if (!NUM4.test(f[4]))
        throw new InputError(
          { file, line: lineNo },
          `request-duration "${f[4].slice(0, 30)}" is not a number; expected seconds such as 0.0123`
        );
      if (!/^\d{3}$/.test(f[6]))
        throw new InputError({ file, line: lineNo }, `status "${f[6].slice(0, 30)}" is not an HTTP status; expected e.g. 200`);
      if (!/^[23]/.test(f[6])) {
        bad++;
        badCodes.set(f[6], (badCodes.get(f[6]) ?? 0) + 1);
      }
      values.push(Number(f[4]) * 1e9);
    };
    await forEachLine(input, handle);
    if (lineNo === 0) throw new InputError({ file }, "the file is empty; expected oha CSV with a header line");
    if (values.length === 0) throw new InputError({ file, line: lineNo }, "no request rows after the header; expected one row per request");
    if (bad > 0) ctx.warn("non-2xx", { bad, responses: values.length, statuses: [...badCodes.keys()], counts: [...badCodes.values()] });
    return {
      measurements: [
        {
          benchmark: "oha",
          unit: "ns",
          measure: "latency",
          lowerIsBetter: true,
          run: "1",
          data: { kind: "per-op", values: values.take() },
          source: { file, line: 2 }
        }
      ],
      loadModel: "closed-loop"
    };
  }
});

// src/formats/autocannon.ts
var MS = 1e6;
function perSecond(obj, path, duration, factor) {
  const total = obj.total === void 0 || obj.total === null ? void 0 : path.at("total").finite(obj.total);
  if (total !== void 0 && duration !== void 0) return { kind: "per-run", value: total / duration };
  const get = (k) => obj[k] === void 0 || obj[k] === null ? void 0 : path.at(k).finite(obj[k]) * factor;
  return { kind: "per-run", value: get("average") ?? get("mean") ?? path.at("average").fail("a number") };
}
var autocannon = defineReader({
  id: "autocannon",
  title: "autocannon JSON (-j)",
  carries: "percentiles",
  howTo: "autocannon -j -c 10 -d 10 http://127.0.0.1:3000/ > autocannon.json",
  detect(probe) {
    if (probe.isDirectory) return 0;
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latency"/.test(h) || !/"p99_9"|"p97_5"/.test(h) || !/"requests"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.latency) && "p99" in doc.latency && ("url" in doc || "connections" in doc) ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const name = typeof doc.title === "string" && doc.title !== "" ? doc.title : requestName("GET", root.at("url").string(doc.url));
    const conns = typeof doc.connections === "number" && Number.isInteger(doc.connections) && doc.connections > 0 ? doc.connections : void 0;
    const load = conns === void 0 ? void 0 : { param: "connections", value: conns };
    const at = load ? { load } : {};
    const lp = root.at("latency");
    const lat = lp.object(doc.latency);
    const points = [];
    let wholeMs = true;
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+)(?:_(\d+))?$/.exec(k);
      if (!m) continue;
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail("a non-negative latency in ms", v);
      if (!Number.isInteger(value)) wholeMs = false;
      points.push({ p: percentFraction(`${m[1]}.${m[2] ?? "0"}`), value: value * 1e6 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0) lp.at("p50").fail("latency percentiles in ms");
    const count2 = lat.totalCount === void 0 ? void 0 : lp.at("totalCount").finite(lat.totalCount);
    if (count2 === 0) throw new InputError({ file, pointer: "/latency/totalCount" }, `${name}: no request completed; expected latencies`);
    const opt = (k) => lat[k] === void 0 || lat[k] === null ? void 0 : lp.at(k).finite(lat[k]) * 1e6;
    const measurements = [
      {
        benchmark: name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        ...at,
        data: {
          kind: "percentiles",
          points,
          count: count2,
          min: opt("min"),
          max: opt("max"),
          mean: opt("mean") ?? opt("average"),
          ...opt("stddev") !== void 0 ? { sd: opt("stddev") } : {},
          ...wholeMs ? { printResolution: MS } : {}
        },
        source: { file, pointer: "/latency" }
      }
    ];
    const median = points.find((p) => p.p === 0.5)?.value;
    if (median !== void 0 && median < 1e7) ctx.warn("whole-milliseconds", { pointer: "/latency", name });
    const sampleInt = typeof doc.sampleInt === "number" && doc.sampleInt > 0 ? doc.sampleInt : 1e3;
    const duration = typeof doc.duration === "number" && Number.isFinite(doc.duration) && doc.duration > 0 ? doc.duration : void 0;
    if (isObject(doc.requests))
      measurements.push({
        benchmark: name,
        unit: "ops/s",
        measure: "requests",
        lowerIsBetter: false,
        run: "1",
        ...at,
        data: perSecond(doc.requests, root.at("requests"), duration, 1e3 / sampleInt),
        source: { file, pointer: "/requests" }
      });
    const problems = ["errors", "timeouts", "non2xx", "resets", "mismatches"].filter((k) => typeof doc[k] === "number" && doc[k] > 0).map((k) => `${String(doc[k])} ${k}`);
    if (problems.length > 0) ctx.warn("problems", { name, problems, count: count2 ?? null });
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/cassandra-stress.ts
var RESULT_LINE = /^([A-Za-z](?:[A-Za-z0-9. ()]*[A-Za-z0-9.)])?)\s*:\s*(.*)$/;
var OP_RATE_LINE = /^\s*op rate\s*:/i;
var STEP = 1e5;
var UNIT_SUFFIX = ["op/s", "pk/s", "row/s", "ms"];
var LATENCY_KEYS = [
  [/^latency mean$/i, "mean"],
  [/^latency median$/i, 0.5],
  [/^latency 95th percentile$/i, 0.95],
  [/^latency 99th percentile$/i, 0.99],
  [/^latency 99\.9th percentile$/i, 0.999],
  [/^latency max$/i, "max"]
];
function splitValue(v) {
  const t = v.trim();
  const open2 = t.indexOf("[");
  const b = open2 >= 0 && t.endsWith("]") ? [t, t.slice(0, open2), t.slice(open2 + 1, -1)] : null;
  const strip = (s) => {
    const x = s.trim();
    const unit = UNIT_SUFFIX.find((u) => x.endsWith(u));
    return unit ? x.slice(0, x.length - unit.length).trimEnd() : x;
  };
  if (!b) return { total: strip(t), ops: [] };
  const ops = b[2].split(/,\s*(?=[^,:\s]+\s*:)/).map((part) => {
    const i = part.indexOf(":");
    return [part.slice(0, i).trim(), strip(part.slice(i + 1))];
  });
  return { total: strip(b[1]), ops };
}
function readResultLines(lines, start, ctx) {
  const aggs = /* @__PURE__ */ new Map();
  let seconds;
  const agg = (op) => aggs.get(op) ?? (aggs.set(op, { points: [] }), aggs.get(op));
  let j = start;
  for (; j < lines.length; j++) {
    const m = RESULT_LINE.exec(lines[j].trim());
    if (!m) break;
    const key = m[1].trim();
    const isRate = /^op rate$/i.test(key);
    const lat = LATENCY_KEYS.find(([re]) => re.test(key));
    const time = /^total operation time$/i.test(key) ? /^(\d+):(\d{2}):(\d{2})$/.exec(m[2].trim()) : null;
    if (time) seconds = Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]);
    if (/^total errors$/i.test(key)) {
      const n = parseLooseNumber(splitValue(m[2]).total);
      if (n > 0) ctx.warn("errors", { line: j + 1, errors: n });
    }
    if (!isRate && !lat) continue;
    const { total, ops } = splitValue(m[2]);
    const entries = ops.length > 0 ? ops : [["total", total]];
    for (const [op, raw] of entries) {
      const v = isRate ? parseLooseNumber(raw) : scaleDecimal(raw, 1e6);
      if (!Number.isFinite(v)) {
        ctx.warn("not-a-number", { line: j + 1, op, raw });
        continue;
      }
      const a = agg(op);
      if (isRate) a.rate = v;
      else if (lat[1] === "mean") a.mean = v;
      else if (lat[1] === "max") a.max = v;
      else a.points.push({ p: lat[1], value: v });
    }
  }
  return { aggs, end: j, ...seconds !== void 0 ? { seconds } : {} };
}
function readBlocks(lines, ctx) {
  const file = ctx.file;
  const lastTotals = /* @__PURE__ */ new Map();
  let threads;
  let fixedRate = false;
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const t = /^\s*Running (?:\S+|\[[^\]]*\]) with (\d+) threads/.exec(l) ?? /^\s*Thread Count:\s*(\d+)\s*$/.exec(l);
    if (t) threads = Number(t[1]);
    const r = /^\s*OpsPer Sec:\s*(\d+)/.exec(l);
    if (r && Number(r[1]) > 0) fixedRate = true;
    const row = /^\s*([A-Za-z_.-]+),\s+([\d,]+),/.exec(l);
    if (row && row[1] !== "type") {
      const ops = parseLooseNumber(row[2]);
      if (Number.isFinite(ops)) lastTotals.set(row[1] === "total" ? "total" : row[1], ops);
      continue;
    }
    const headed = l.trim() === "Results:";
    if (!headed && !OP_RATE_LINE.test(l)) continue;
    const { aggs, end, seconds } = readResultLines(lines, headed ? i + 1 : i, ctx);
    if (aggs.size === 0)
      throw new InputError(
        { file, line: i + 2 },
        'a "Results:" line with no "Op rate"/"Latency \u2026" lines after it; expected cassandra-stress results (truncated?)'
      );
    blocks.push({ line: i + 1, threads, aggs, totals: new Map(lastTotals), ...seconds !== void 0 ? { seconds } : {} });
    lastTotals.clear();
    i = end - 1;
  }
  if (blocks.length === 0)
    throw new InputError(
      { file, line: lines.length },
      'no "Results:" block; expected the summary cassandra-stress prints at the end (truncated run?)'
    );
  return { blocks, fixedRate };
}
function toMeasurements(blocks, file) {
  const measurements = [];
  for (const b of blocks) {
    const load = b.threads !== void 0 ? { load: { param: "threads", value: b.threads } } : {};
    for (const [op, a] of b.aggs) {
      const name = blocks.length > 1 && b.threads === void 0 ? `${op} (block ${blocks.indexOf(b) + 1})` : op;
      const count2 = b.totals.get(op) ?? b.totals.get(op.toUpperCase()) ?? (b.aggs.size === 1 ? b.totals.get("total") : void 0);
      if (a.points.length > 0) {
        a.points.sort((x, y) => x.p - y.p);
        measurements.push({
          benchmark: name,
          unit: "ns",
          measure: "latency",
          lowerIsBetter: true,
          run: "1",
          ...load,
          data: { kind: "percentiles", points: a.points, count: count2, mean: a.mean, max: a.max, printResolution: STEP },
          source: { file, line: b.line }
        });
      } else if (a.mean !== void 0) {
        measurements.push({
          benchmark: name,
          unit: "ns",
          measure: "latency",
          lowerIsBetter: true,
          run: "1",
          ...load,
          data: { kind: "summary", mean: a.mean, max: a.max, n: count2 },
          source: { file, line: b.line }
        });
      }
      const rate2 = a.rate ?? (count2 !== void 0 && b.seconds ? count2 / b.seconds : void 0);
      if (rate2 !== void 0) {
        measurements.push({
          benchmark: name,
          unit: "ops/s",
          measure: "op rate",
          lowerIsBetter: false,
          run: "1",
          ...load,
          data: { kind: "per-run", value: rate2, ...count2 !== void 0 ? { iterations: count2 } : {} },
          source: { file, line: b.line }
        });
      }
    }
  }
  if (measurements.length === 0)
    throw new InputError(
      { file, line: blocks[0].line },
      'the Results block holds no readable op rate or latency; expected e.g. "Latency median : 0.4 ms"'
    );
  return measurements;
}
var cassandraStress = defineReader({
  id: "cassandra-stress",
  title: "cassandra-stress console output (Results: block)",
  carries: "percentiles",
  howTo: "cassandra-stress write n=1000000 -rate threads=50 > stress.txt",
  detect(probe) {
    const h = unpasteText(probe.head);
    if (/^[ \t]*Results:[ \t]*$/m.test(h) && /^[ \t]*op rate[ \t]*:/im.test(h)) return 0.9;
    if (/^[ \t]*type[ \t]+total ops,[ \t]+op\/s,/m.test(h)) return 0.85;
    if (/^[ \t]*op rate[ \t]*:/im.test(h) && /^[ \t]*latency (?:mean|median)[ \t]*:/im.test(h)) return 0.8;
    return 0;
  },
  async parse(input, ctx) {
    const { blocks, fixedRate } = readBlocks(unpaste(splitLines(await input.readText())), ctx);
    return { measurements: toMeasurements(blocks, input.path), loadModel: fixedRate ? void 0 : "closed-loop" };
  }
});

// src/formats/db-bench.ts
var BENCH = /^(\w[\w.-]*)\s+:\s+([\d.]+) micros\/op\s+(\d+) ops\/sec\b/;
var SECTION = /^Microseconds per (.+?):\s*$/;
var COUNT = /^Count:\s*(\d+)\s+Average:\s*([-\d.]+)\s+StdDev:\s*([-\d.]+)\s*$/;
var MINMAX = /^Min:\s*([-\d.]+)\s+Median:\s*([-\d.]+)\s+Max:\s*([-\d.]+)\s*$/;
var PCTS = /^Percentiles:\s*(.*)$/;
var BUCKET = /^[[(]\s*([\d.]+),\s*([\d.]+)\s*[\])]\s+(\d+)\s+[\d.]+%\s+[\d.]+%/;
function parseSection(lines, start, file) {
  const op = SECTION.exec(lines[start])[1];
  const c = COUNT.exec(lines[start + 1] ?? "");
  const mm = MINMAX.exec(lines[start + 2] ?? "");
  if (!c || !mm)
    throw new InputError(
      { file, line: start + 2 },
      'expected "Count: N Average: x StdDev: y" and "Min: a Median: b Max: c" after the section title'
    );
  const count2 = Number(c[1]);
  const mean = scaleDecimal(c[2], 1e3);
  const sd = scaleDecimal(c[3], 1e3);
  const min = scaleDecimal(mm[1], 1e3);
  const median = scaleDecimal(mm[2], 1e3);
  const max = scaleDecimal(mm[3], 1e3);
  let i = start + 3;
  const points = [];
  const p = PCTS.exec(lines[i] ?? "");
  if (p) {
    for (const m of p[1].matchAll(/P(\d+(?:\.\d+)?):\s*([\d.]+)/g))
      points.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e3) });
    i++;
  }
  if (/^-{10,}\s*$/.test(lines[i] ?? "")) i++;
  const values = [];
  const lows = [];
  const counts = [];
  let widest = 0;
  for (; i < lines.length; i++) {
    const b = BUCKET.exec(lines[i]);
    if (!b) break;
    const lo = scaleDecimal(b[1], 1e3);
    const hi = scaleDecimal(b[2], 1e3);
    const n = Number(b[3]);
    if (!(hi >= lo) || values.length > 0 && lo < lows[lows.length - 1])
      throw new InputError({ file, line: i + 1 }, 'bucket bounds out of order; expected ascending "( lo, hi ]" rows');
    if (n === 0) continue;
    lows.push(lo);
    values.push(hi);
    counts.push(n);
    if (lo > 0) widest = Math.max(widest, (hi - lo) / hi);
  }
  let data;
  if (counts.length > 0) {
    const total = counts.reduce((a, b) => a + b, 0);
    if (total !== count2)
      throw new InputError(
        { file, line: start + 2 },
        `the buckets hold ${total} values but Count is ${count2}; expected matching counts (truncated table?)`
      );
    const histogram = {
      values: Float64Array.from(values),
      lowValues: Float64Array.from(lows),
      counts: Float64Array.from(counts),
      total,
      min,
      max,
      mean
    };
    if (widest > 0) histogram.resolution = widest;
    data = { kind: "histogram", histogram };
  } else if (points.length > 0) {
    data = { kind: "percentiles", points, count: count2, min, max, mean };
  } else {
    data = { kind: "summary", mean, sd, n: count2, min, max, median };
  }
  if (count2 === 0) throw new InputError({ file, line: start + 2 }, "Count is 0; expected at least one operation");
  return { res: { op, line: start + 1, data }, end: i };
}
function machineLine(l, machine) {
  const cpu = /^CPU:\s+(\d+) \* (.+)$/.exec(l.trimEnd());
  if (cpu) {
    machine.logicalCpus = Number(cpu[1]);
    machine.cpuModel = cpu[2];
    return true;
  }
  const cache = /^CPUCache:\s+(.+)$/.exec(l.trimEnd());
  if (cache) machine.extra.cpuCache = cache[1];
  const ver = /^(RocksDB|LevelDB):\s+version\s+(\S+)/.exec(l);
  if (ver) machine.extra[ver[1]] = ver[2];
  return false;
}
var dbBench = defineReader({
  id: "db-bench",
  title: "LevelDB/RocksDB db_bench output (--histogram=1)",
  carries: "histogram",
  howTo: "db_bench --benchmarks=fillseq,readrandom --num=1000000 --histogram=1 > db_bench.txt",
  detect(probe) {
    const h = probe.head;
    if (/^Count: \d+[ \t]+Average: [-\d.]+[ \t]+StdDev: /m.test(h) && /^Microseconds per /m.test(h)) return 0.95;
    if (/^(RocksDB|LevelDB):[ \t]+version /m.test(h) && /^\w[\w.-]*[ \t]+:[ \t]+[\d.]+ micros\/op /m.test(h)) return 0.9;
    return 0;
  },
  async parse(input) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    const measurements = [];
    const machine = { extra: {} };
    let bench;
    const flush = () => {
      if (!bench) return;
      const { name, line, micros, sections: sections2 } = bench;
      if (sections2.length === 0)
        measurements.push({
          benchmark: name,
          unit: "ns",
          measure: "micros/op",
          lowerIsBetter: true,
          run: "1",
          data: { kind: "summary", mean: micros * 1e3 },
          source: { file, line }
        });
      for (const s of sections2) {
        measurements.push({
          benchmark: sections2.length > 1 ? `${name} (${s.op})` : name,
          unit: "ns",
          measure: "micros/op",
          lowerIsBetter: true,
          run: "1",
          data: s.data,
          source: { file, line: s.line }
        });
      }
    };
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (machineLine(l, machine)) continue;
      const b = BENCH.exec(l.trim());
      if (b) {
        flush();
        bench = { name: b[1], line: i + 1, micros: scaleDecimal(b[2], 1), sections: [] };
        measurements.push({
          benchmark: b[1],
          unit: "ops/s",
          measure: "ops/sec",
          lowerIsBetter: false,
          run: "1",
          data: { kind: "summary", mean: Number(b[3]) },
          source: { file, line: i + 1 }
        });
        continue;
      }
      if (SECTION.test(l)) {
        if (!bench)
          throw new InputError(
            { file, line: i + 1 },
            'a histogram section before any "<name> : N micros/op N ops/sec" line; expected db_bench output'
          );
        const { res, end } = parseSection(lines, i, file);
        bench.sections.push(res);
        i = end - 1;
      }
    }
    flush();
    if (measurements.length === 0)
      throw new InputError({ file, line: lines.length }, 'no "<name> : N micros/op N ops/sec" line; expected db_bench output');
    return { measurements, machine, loadModel: "closed-loop" };
  }
});

// src/formats/kudu-hdr.ts
var ROW3 = /^\s*(\d+(?:\.\d+)?)%\s*(?:\((min|med|max)\)\s*)?=\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*$/;
var DEFAULT_SCALE = 1e3;
var TITLE_UNIT = /(?:\((ns|us|µs|μs|ms|s)\)|\bin (ns|us|µs|μs|ms|s)\b|_(ns|us|ms)\b)/;
var DURATION = /^\s*(?:Time spent\b[^:]*:\s*real\s+|(?:Duration|Elapsed(?: time)?|Wall(?:[- ]clock)? time|Run ?time)\s*[:=]\s*)(\d+(?:\.\d+)?)\s*(ms|s|secs?|seconds?|min|minutes?)?\b/i;
var DURATION_SECONDS = {
  ms: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  minute: 60,
  minutes: 60
};
function unitless(title, u) {
  const rest = `${title.slice(0, u.index)} ${title.slice(u.index + u[0].length)}`.replace(/\s+/g, " ").trim().replace(/[\s:,;-]+$/, "");
  return rest || title;
}
function percentileRows(lines, start, file, scale) {
  const points = [];
  let whole = true;
  let min;
  let max;
  let j = start;
  for (; j < lines.length; j++) {
    const r = ROW3.exec(lines[j]);
    if (!r) break;
    const p = percentFraction(r[1]);
    const raw = r[3].replace(/,/g, "");
    const v = scaleDecimal(raw, scale);
    if (raw.includes(".")) whole = false;
    if (p > 1) throw new InputError({ file, line: j + 1 }, `percentile ${r[1]}% is above 100%; expected 0% \u2026 100%`);
    if (r[2] === "min" || p === 0) min = v;
    else if (r[2] === "max" || p === 1) max = v;
    else points.push({ p, value: v });
  }
  if (points.length === 0)
    throw new InputError({ file, line: start + 1 }, 'no percentile rows after "Percentiles:"; expected lines such as "  50%  (med) = 500"');
  return { points, min, max, end: j, whole };
}
function durationSeconds(line) {
  const d = DURATION.exec(line);
  if (!d) return void 0;
  const s = Number(d[1]) * DURATION_SECONDS[(d[2] ?? "s").toLowerCase()];
  return s > 0 && Number.isFinite(s) ? s : void 0;
}
var kuduHdr = defineReader({
  id: "kudu-hdr",
  title: "Kudu HdrHistogram DumpHumanReadable",
  carries: "percentiles",
  howTo: "histogram->DumpHumanReadable(&out) in Kudu tools/tests (values in \xB5s); a dump pasted from a review (indented, > quoted, ``` fenced) reads too",
  detect(probe) {
    return /^[ \t]*Percentiles:[ \t]*\n[ \t]*0%[ \t]+\(min\)[ \t]*= /m.test(unpasteText(probe.head)) ? 0.9 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const lines = unpaste(splitLines(await input.readText()));
    const measurements = [];
    const dumps = [];
    const names = /* @__PURE__ */ new Set();
    let assumed = false;
    let title;
    let count2;
    let mean;
    let countLine = 0;
    let pending;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const c = /^\s*(?:Total )?Count:\s*(\d[\d,]*)\s*$/.exec(l);
      if (c) {
        count2 = parseLooseNumber(c[1]);
        countLine = i + 1;
        continue;
      }
      const m = /^\s*Mean:\s*([-\d.eE+]+|nan|-?inf)\s*$/i.exec(l);
      if (m) {
        mean = Number(m[1]);
        continue;
      }
      if (/^\s*CountInBuckets:/.test(l)) continue;
      const seconds = durationSeconds(l);
      if (seconds !== void 0) {
        pending = { seconds, line: i + 1 };
        continue;
      }
      if (!/^\s*Percentiles:\s*$/.test(l)) {
        if (/^\*?NOTE: some values were greater than highest trackable value/.test(l.trim())) ctx.warn("clipped", { line: i + 1 });
        else if (/\S/.test(l) && !/^\s*\d/.test(l)) title = l.trim().replace(/:$/, "");
        continue;
      }
      if (count2 === void 0)
        throw new InputError(
          { file, line: i + 1 },
          '"Percentiles:" without a "Count: N" line before it; expected a Kudu HdrHistogram dump'
        );
      const u = title === void 0 ? null : TITLE_UNIT.exec(title);
      const unit = u ? u[1] ?? u[2] ?? u[3] : void 0;
      if (u && title !== void 0) title = unitless(title, u);
      const scale = unit ? parseUnit(unit).scale : DEFAULT_SCALE;
      if (!unit && !assumed) {
        assumed = true;
        ctx.warn("unit-assumed");
      }
      const { points, min, max, end, whole } = percentileRows(lines, i + 1, file, scale);
      if (count2 === 0) ctx.warn("empty-dump", { line: countLine });
      else {
        let name = title ?? "latency";
        for (let k = 2; names.has(name); k++) name = `${title ?? "latency"} (${k})`;
        names.add(name);
        const meanNs = mean !== void 0 && Number.isFinite(mean) ? mean * scale : void 0;
        const line = countLine || i + 1;
        measurements.push({
          benchmark: name,
          unit: "ns",
          lowerIsBetter: true,
          run: "1",
          data: { kind: "percentiles", points, count: count2, min, max, mean: meanNs, ...whole ? { printResolution: scale } : {} },
          source: { file, line }
        });
        dumps.push({ name, count: count2, line, ...pending ? { seconds: pending.seconds, durationLine: pending.line } : {} });
      }
      pending = void 0;
      title = void 0;
      count2 = void 0;
      mean = void 0;
      i = end - 1;
    }
    if (measurements.length === 0)
      throw new InputError({ file, line: lines.length }, 'no "Count: N \u2026 Percentiles:" dump; expected a Kudu HdrHistogram dump');
    const last = dumps[dumps.length - 1];
    if (pending && last.seconds === void 0) Object.assign(last, { seconds: pending.seconds, durationLine: pending.line });
    for (const d of dumps) {
      if (d.seconds === void 0) continue;
      measurements.push({
        benchmark: d.name,
        unit: "ops/s",
        measure: "throughput",
        lowerIsBetter: false,
        run: "1",
        data: { kind: "per-run", value: d.count / d.seconds, iterations: d.count },
        source: { file, line: d.durationLine ?? d.line }
      });
    }
    return { measurements };
  }
});

// src/formats/redis-benchmark.ts
var TITLE = /^\s*====== (.+) ======\s*$/;
var CSV_HEADER2 = /^"test","rps"(,"[\w_]+")*\s*$/;
var QUIET = /^(.+?): ([\d.]+) requests per second(?:, p50=([\d.]+) msec)?$/;
var PCT_ROW3 = /^\s*([\d.]+)% <= ([\d.]+) milliseconds(?: \(cumulative count (\d+)\))?\s*$/;
function csvFields(line) {
  const out = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 44 && !quoted) {
      out.push(line.slice(start, i));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out.map((f) => {
    const t = f.trim();
    return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
  });
}
function parseCsv2(lines, file) {
  const start = lines.findIndex((l) => CSV_HEADER2.test(l));
  const header = csvFields(lines[start]);
  const out = [];
  const col = (name) => header.indexOf(name);
  const pcols = [
    [col("p50_latency_ms"), 0.5],
    [col("p95_latency_ms"), 0.95],
    [col("p99_latency_ms"), 0.99]
  ];
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    const f = csvFields(lines[i]);
    if (f.length !== header.length)
      throw new InputError({ file, line: i + 1 }, `found ${f.length} fields; expected ${header.length} like the header`);
    const num2 = (j) => {
      const v = scaleDecimal(f[j], j === 1 ? 1 : 1e6);
      if (!Number.isFinite(v)) throw new InputError({ file, line: i + 1 }, `"${f[j].slice(0, 30)}" in column ${header[j]} is not a number`);
      return v;
    };
    const name = f[0];
    const points = pcols.filter(([j]) => j >= 0).map(([j, p]) => ({ p, value: num2(j) }));
    if (points.length > 0) {
      const opt = (c) => col(c) >= 0 ? num2(col(c)) : void 0;
      out.push({
        benchmark: name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        data: {
          kind: "percentiles",
          points,
          min: opt("min_latency_ms"),
          max: opt("max_latency_ms"),
          mean: opt("avg_latency_ms"),
          printResolution: stepOf(pcols.filter(([j]) => j >= 0).map(([j]) => f[j]))
        },
        source: { file, line: i + 1 }
      });
    }
    out.push({
      benchmark: name,
      unit: "ops/s",
      measure: "rps",
      lowerIsBetter: false,
      run: "1",
      data: { kind: "per-run", value: num2(1) },
      source: { file, line: i + 1 }
    });
  }
  return out;
}
var MS_3DP = 1e3;
function stepOf(raws) {
  const decimals = Math.max(0, ...raws.map((r) => (r.split(".")[1] ?? "").length));
  return 1e6 / 10 ** decimals;
}
function readReport2(lines, title) {
  const r = { rpsLine: title + 1, rows: [], cdf: [], end: title + 1 };
  let inPct = false;
  let j = title + 1;
  for (; j < lines.length && !TITLE.test(lines[j]); j++) {
    const l = lines[j];
    let m = /^\s*(\d+) requests completed in ([\d.]+) seconds/.exec(l);
    if (m) r.requests = Number(m[1]);
    const c = /^\s*(\d+) parallel clients\s*$/.exec(l);
    if (c && r.clients === void 0 && Number.isSafeInteger(Number(c[1])) && Number(c[1]) > 0) r.clients = Number(c[1]);
    if (/^Latency by percentile distribution:/.test(l)) inPct = true;
    else if (/^Cumulative distribution of latencies:/.test(l)) inPct = false;
    m = PCT_ROW3.exec(l);
    if (m && (inPct || m[3] === void 0))
      r.rows.push({
        p: percentFraction(m[1]),
        value: scaleDecimal(m[2], 1e6),
        raw: m[2],
        cum: m[3] === void 0 ? void 0 : Number(m[3]),
        line: j + 1
      });
    else if (m && m[3] !== void 0)
      r.cdf.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e6), raw: m[2], cum: Number(m[3]), line: j + 1 });
    m = /^\s*(?:throughput summary: )?([\d.]+) requests per second\s*$/.exec(l);
    if (m) {
      r.rps = Number(m[1]);
      r.rpsLine = j + 1;
    }
    if (/^\s*avg\s+min\s+p50\s+p95\s+p99\s+max\s*$/.test(l)) {
      const v = (lines[j + 1] ?? "").trim().split(/\s+/).map((x) => scaleDecimal(x, 1e6));
      if (v.length === 6 && v.every(Number.isFinite)) r.summary = v;
    }
  }
  r.end = j;
  return r;
}
function withCdf(rows, cdf) {
  if (cdf.length === 0) return rows;
  const merged = [...rows, ...cdf].sort((a, b) => a.value - b.value || a.cum - b.cum);
  for (let i = 1; i < merged.length; i++) if (merged[i].cum < merged[i - 1].cum) return rows;
  const total = rows[rows.length - 1].cum;
  return merged.filter((r) => r.cum <= total);
}
function latency({ rows: pctRows, cdf, summary, requests }, file) {
  if (pctRows.length > 0 && pctRows.every((r) => r.cum !== void 0)) {
    for (let i = 1; i < pctRows.length; i++) {
      if (pctRows[i].cum < pctRows[i - 1].cum)
        throw new InputError({ file, line: pctRows[i].line }, "the cumulative count decreases; expected a cumulative distribution");
    }
    const rows = withCdf(pctRows, cdf);
    const values = [];
    const counts = [];
    let prev = 0;
    for (const r of rows) {
      if (r.cum > prev) {
        values.push(r.value);
        counts.push(r.cum - prev);
        prev = r.cum;
      }
    }
    if (values.length === 0) return void 0;
    return {
      kind: "histogram",
      histogram: {
        values: Float64Array.from(values),
        counts: Float64Array.from(counts),
        total: prev,
        min: summary ? summary[1] : values[0],
        max: summary ? summary[5] : values[values.length - 1],
        mean: summary?.[0]
      }
    };
  }
  if (pctRows.length > 0)
    return {
      kind: "percentiles",
      points: pctRows.map((r) => ({ p: r.p, value: r.value })),
      count: requests,
      printResolution: stepOf(pctRows.map((r) => r.raw))
    };
  if (summary)
    return {
      kind: "percentiles",
      points: [0.5, 0.95, 0.99].map((p, k) => ({ p, value: summary[2 + k] })),
      count: requests,
      min: summary[1],
      max: summary[5],
      mean: summary[0],
      printResolution: MS_3DP
    };
  return void 0;
}
function parseText(lines, file) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const t = TITLE.exec(lines[i]);
    if (!t) continue;
    const name = t[1].trim();
    const report = readReport2(lines, i);
    if (report.rps === void 0)
      throw new InputError(
        { file, line: report.end },
        `${name}: no "requests per second" line; expected a complete redis-benchmark test report (truncated?)`
      );
    const data = latency(report, file);
    const load = report.clients === void 0 ? void 0 : { param: "clients", value: report.clients };
    const at = load ? { load } : {};
    if (data)
      out.push({
        benchmark: name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        ...at,
        data,
        source: { file, line: i + 1 }
      });
    out.push({
      benchmark: name,
      unit: "ops/s",
      measure: "rps",
      lowerIsBetter: false,
      run: "1",
      ...at,
      data: { kind: "per-run", value: report.rps },
      source: { file, line: report.rpsLine }
    });
    i = report.end - 1;
  }
  return out;
}
function parseQuiet(lines, file) {
  const out = [];
  lines.forEach((l, i) => {
    const t = l.trim();
    const m = t.includes(" requests per second") ? QUIET.exec(t) : null;
    if (!m || t.includes("rps=") && t.indexOf("(overall:", t.indexOf("rps=")) >= 0) return;
    const name = m[1].trim();
    if (m[3] !== void 0)
      out.push({
        benchmark: name,
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "percentiles", points: [{ p: 0.5, value: scaleDecimal(m[3], 1e6) }], printResolution: stepOf([m[3]]) },
        source: { file, line: i + 1 }
      });
    out.push({
      benchmark: name,
      unit: "ops/s",
      measure: "rps",
      lowerIsBetter: false,
      run: "1",
      data: { kind: "per-run", value: Number(m[2]) },
      source: { file, line: i + 1 }
    });
  });
  return out;
}
var redisBenchmark = defineReader({
  id: "redis-benchmark",
  title: "redis-benchmark output (text, --csv, -q)",
  carries: "histogram",
  howTo: "redis-benchmark -h 127.0.0.1 -t set,get -n 100000 -c 50 [--csv | -q] > redis-benchmark.txt",
  detect(probe) {
    const h = probe.head;
    if (/^[ \t]*====== [^\r\n]+ ======[ \t]*\r?$/m.test(h) && /requests completed in [\d.]+ seconds/.test(h)) return 0.9;
    if (CSV_HEADER2.test(h.split(/\r?\n/, 1)[0].trim())) return 0.95;
    if (h.includes("requests per second") && /^[ \t]*[^\s:][^:\n]*: [\d.]+ requests per second(, p50=[\d.]+ msec)?[ \t]*\r?$/m.test(h))
      return 0.8;
    return 0;
  },
  async parse(input) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    let measurements;
    if (lines.some((l) => CSV_HEADER2.test(l))) measurements = parseCsv2(lines, file);
    else if (lines.some((l) => TITLE.test(l))) measurements = parseText(lines, file);
    else measurements = parseQuiet(lines, file);
    if (measurements.length === 0)
      throw new InputError(
        { file, line: lines.length },
        'no test results; expected "====== SET ======" reports, a "test","rps",\u2026 CSV, or "SET: N requests per second" lines'
      );
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/pgbench.ts
var NAME = "pgbench";
var LOG_LINE = /^(\d+) (\d+) (\d+|skipped|failed) (\d+) (\d+) (\d+)((?: \d+){0,2})\s*$/;
function digitsEnd(buf, i, e) {
  const s = i;
  while (i < e && buf[i] >= 48 && buf[i] <= 57) i++;
  if (i === s || i - s > 15) return -1;
  return i;
}
function digitsValue(buf, s, e) {
  let v = 0;
  for (let i = s; i < e; i++) v = v * 10 + (buf[i] - 48);
  return v;
}
function fastLogLine(buf, s, e, out) {
  while (e > s && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  let i = s;
  for (let k = 0; k < 6; k++) {
    const end = digitsEnd(buf, i, e);
    if (end < 0) return false;
    if (k === 2) out.time = digitsValue(buf, i, end);
    else if (k === 3) {
      if (buf[i] === 48 && end - i > 1) return false;
      out.script = digitsValue(buf, i, end);
    }
    i = end;
    if (k < 5) {
      if (i >= e || buf[i] !== 32) return false;
      i++;
    }
  }
  let extra = 0;
  while (i < e) {
    if (buf[i] !== 32 || extra === 2) return false;
    const end = digitsEnd(buf, i + 1, e);
    if (end < 0) return false;
    i = end;
    extra++;
  }
  out.extra = extra;
  return true;
}
async function parseLog(input, ctx) {
  const file = input.path;
  const scripts = /* @__PURE__ */ new Map();
  let lineNo = 0;
  let skipped = 0;
  let failed = 0;
  let extra = 0;
  const fields = { time: 0, script: 0, extra: 0 };
  let lastScript = -1;
  let last;
  const script = (key) => {
    let sc = scripts.get(key);
    if (!sc) scripts.set(key, sc = { values: new SampleColumn(), line: lineNo });
    return sc;
  };
  const handle = (buf, s, e) => {
    lineNo++;
    if (fastLogLine(buf, s, e, fields)) {
      if (fields.extra > extra) extra = fields.extra;
      if (fields.script !== lastScript || last === void 0) {
        last = script(String(fields.script));
        lastScript = fields.script;
      }
      last.values.push(fields.time * 1e3);
      return;
    }
    const raw = buf.toString("utf8", s, e);
    const l = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (l.trim() === "") return;
    const m = LOG_LINE.exec(l);
    if (!m)
      throw new InputError(
        { file, line: lineNo },
        `"${l.slice(0, 60)}" is not a pgbench log line; expected "client_id transaction_no time script_no time_epoch time_us [schedule_lag] [retries]"`
      );
    extra = Math.max(extra, m[7].trim() === "" ? 0 : m[7].trim().split(" ").length);
    if (m[3] === "skipped") return void skipped++;
    if (m[3] === "failed") return void failed++;
    const sc = script(m[4]);
    sc.values.push(Number(m[3]) * 1e3);
    lastScript = -1;
  };
  await forEachByteLine(input, handle);
  const total = [...scripts.values()].reduce((a, s) => a + s.values.length, 0) + skipped + failed;
  if (skipped > 0) ctx.warn("skipped", { skipped, total });
  if (failed > 0) ctx.warn("failed", { failed, total });
  if (scripts.size === 0)
    throw new InputError(
      { file, line: lineNo || void 0 },
      lineNo === 0 ? "the file is empty; expected pgbench --log lines" : "no completed transactions (all skipped or failed)"
    );
  const measurements = [...scripts].map(([script2, s]) => ({
    benchmark: scripts.size === 1 ? NAME : `${NAME} (script ${script2})`,
    unit: "ns",
    measure: "latency",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "per-op", values: s.values.take(), printResolution: 1e3 },
    source: { file, line: s.line }
  }));
  const loadModel = extra === 0 ? "closed-loop" : void 0;
  return { measurements, loadModel };
}
function readBlock2(lines, start, end, name, ctx) {
  const b = { meanLine: start + 1, tpsLine: start + 1, open: false };
  for (let i = start + 1; i < end; i++) {
    const l = lines[i];
    let m = /^number of transactions actually processed: (\d+)/.exec(l);
    if (m) b.n = Number(m[1]);
    m = /^number of (failed transactions|transactions skipped): (\d+)/.exec(l);
    if (m && Number(m[2]) > 0) ctx.warn("not-completed", { line: i + 1, name, text: l.trim() });
    m = /^latency average = ([\d.]+) ms\s*$/.exec(l);
    if (m) {
      b.mean = scaleDecimal(m[1], 1e6);
      b.meanLine = i + 1;
    }
    m = /^latency stddev = ([\d.]+) ms\s*$/.exec(l);
    if (m) b.sd = scaleDecimal(m[1], 1e6);
    if (/^rate limit schedule lag: /.test(l)) b.open = true;
    m = /^tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(l);
    if (m) {
      b.tps = Number(m[1]);
      b.tpsLine = i + 1;
    }
  }
  return b;
}
async function parseSummary(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const starts = lines.flatMap((l, i) => /^transaction type: /.test(l) ? [i] : []);
  const types = new Set(starts.map((i) => lines[i].slice("transaction type: ".length).trim()));
  const measurements = [];
  let open2 = false;
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1] : lines.length;
    const type = lines[s].slice("transaction type: ".length).trim();
    const name = types.size > 1 ? `${NAME} (${type})` : NAME;
    const run = String(k + 1);
    const { n, mean, sd, tps, meanLine, tpsLine, open: lag } = readBlock2(lines, s, end, name, ctx);
    if (lag) open2 = true;
    if (mean === void 0 || tps === void 0)
      throw new InputError(
        { file, line: end },
        `${name}: no "latency average = \u2026 ms" or "tps = \u2026" line; expected pgbench's complete summary (truncated?)`
      );
    measurements.push({
      benchmark: name,
      unit: "ns",
      measure: "latency",
      lowerIsBetter: true,
      run,
      data: { kind: "summary", mean, sd, n },
      source: { file, line: meanLine }
    });
    measurements.push({
      benchmark: name,
      unit: "ops/s",
      measure: "tps",
      lowerIsBetter: false,
      run,
      data: { kind: "summary", mean: tps },
      source: { file, line: tpsLine }
    });
  });
  if (measurements.length === 0) throw new InputError({ file, line: 1 }, 'no "transaction type:" line; expected pgbench output');
  return { measurements, loadModel: open2 ? "open-loop" : "closed-loop" };
}
var pgbench = defineReader({
  id: "pgbench",
  title: "pgbench summary or per-transaction --log file",
  carries: "per-op",
  howTo: "pgbench -c 4 -j 2 -T 60 --log --log-prefix=pgbench_log db > pgbench.txt; cat pgbench_log.<pid>* > pgbench.log",
  detect(probe) {
    const h = probe.head;
    if (/^transaction type: /m.test(h) && /^(scaling factor|query mode|number of clients): /m.test(h)) return 0.9;
    const first = h.split("\n", 1)[0].replace(/\r$/, "");
    return LOG_LINE.test(first) ? 0.85 : 0;
  },
  async parse(input, ctx) {
    return /^transaction type: /m.test(input.head) ? parseSummary(input, ctx) : parseLog(input, ctx);
  }
});

// src/formats/mitata.ts
var BATCH = 4096;
var POINTS2 = [
  ["p25", 0.25],
  ["p50", 0.5],
  ["p75", 0.75],
  ["p99", 0.99],
  ["p999", 0.999]
];
function detect11(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    return Array.isArray(doc.layout) && Array.isArray(doc.benchmarks) && isObject(doc.context) && "runtime" in doc.context ? 1 : 0;
  }
  return /^\uFEFF?\s*\{\s*"layout"\s*:\s*\[/.test(probe.head) && /"benchmarks"\s*:\s*\[/.test(probe.head) && /"runs"\s*:\s*\[/.test(probe.head) ? 0.9 : 0;
}
function machineOf4(ctx) {
  const m = {};
  const extra = {};
  if (isObject(ctx.cpu)) {
    if (typeof ctx.cpu.name === "string") m.cpuModel = ctx.cpu.name;
    if (typeof ctx.cpu.freq === "number" && Number.isFinite(ctx.cpu.freq)) extra.estimated_clock_ghz = ctx.cpu.freq.toFixed(2);
  }
  if (typeof ctx.arch === "string") {
    const [arch, ...os] = ctx.arch.split("-");
    m.arch = arch;
    if (os.length) m.os = os.join("-");
  }
  if (typeof ctx.runtime === "string") extra.runtime = `${ctx.runtime}${typeof ctx.version === "string" ? ` ${ctx.version}` : ""}`;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function readStats2(stats, sp, name, file) {
  const out = [];
  const ticks = sp.at("ticks").finite(stats.ticks);
  const push = (runId, data, pointer = sp.pointer) => {
    out.push({ benchmark: name, unit: "ns", lowerIsBetter: true, run: runId, data, source: { file, pointer } });
  };
  if (Array.isArray(stats.samples) && stats.samples.length > 0) {
    const samples = stats.samples.map((v, k) => sp.at("samples").at(k).finite(v));
    if (ticks <= samples.length) push("1", { kind: "per-op", values: Float64Array.from(samples) }, sp.at("samples").pointer);
    else {
      const iterations = Math.round(ticks / samples.length);
      samples.forEach((value, k) => push(String(k + 1), { kind: "per-run", value, iterations }, sp.at("samples").at(k).pointer));
    }
    return out;
  }
  const opt = (key) => stats[key] === void 0 ? void 0 : sp.at(key).finite(stats[key]);
  const mean = sp.at("avg").finite(stats.avg);
  if (ticks % BATCH === 0) {
    push("1", { kind: "summary", mean, min: opt("min"), max: opt("max"), median: opt("p50") });
    return out;
  }
  const points = [];
  for (const [key, p] of POINTS2) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  if (points.length === 0) sp.at("p50").fail("percentiles (p50, p75, p99) when samples are not included");
  push("1", { kind: "percentiles", points, count: ticks > 0 ? ticks : void 0, min: opt("min"), max: opt("max"), mean });
  return out;
}
async function parse11(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  const layout2 = Array.isArray(doc.layout) ? doc.layout : [];
  const listPath = root.at("benchmarks");
  listPath.array(doc.benchmarks).forEach((raw, bi) => {
    const bp = listPath.at(bi);
    const b = bp.object(raw);
    const group = typeof b.group === "number" && isObject(layout2[b.group]) ? layout2[b.group].name : void 0;
    const prefix = typeof group === "string" && group !== "" ? `${group} / ` : "";
    const runsPath = bp.at("runs");
    runsPath.array(b.runs).forEach((r, ri) => {
      const rp = runsPath.at(ri);
      const run = rp.object(r);
      const name = prefix + rp.at("name").string(run.name);
      if (run.error !== void 0 || !isObject(run.stats)) {
        const msg = isObject(run.error) && typeof run.error.message === "string" ? run.error.message : "no stats";
        ctx.warn("failed", { pointer: rp.pointer, name, reason: msg });
        return;
      }
      measurements.push(...readStats2(run.stats, rp.at("stats"), name, file));
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: "/benchmarks" }, "no benchmark runs; expected benchmarks[].runs[].stats");
  const machine = isObject(doc.context) ? machineOf4(doc.context) : void 0;
  return { measurements, machine };
}
var mitata = defineReader({
  id: "mitata",
  title: "mitata JSON (run({ format: 'json' }))",
  carries: "per-op",
  howTo: `node -e "\u2026; await run({ format: 'json' })" > bench.json  (or print: s => writeFileSync('bench.json', s))`,
  detect: detect11,
  parse: parse11
});

// src/formats/benchmarkdotnet.ts
function detect12(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) return isObject(doc.HostEnvironmentInfo) && Array.isArray(doc.Benchmarks) ? 1 : 0;
  return /"HostEnvironmentInfo"\s*:\s*\{/.test(probe.head) && /"(BenchmarkDotNetCaption|BenchmarkDotNetVersion)"\s*:/.test(probe.head) ? 0.9 : 0;
}
var str = (v) => typeof v === "string" && v.trim() !== "" ? v : void 0;
var count = (v) => typeof v === "number" && Number.isInteger(v) && v > 0 ? v : void 0;
function hazardsOf2(env, file) {
  const out = [];
  const tool = "benchmarkdotnet";
  if (typeof env.Configuration === "string" && env.Configuration.toUpperCase() === "DEBUG") {
    out.push(message("hazard.debug-build", { file, tool, field: "/HostEnvironmentInfo/Configuration", value: env.Configuration }));
  }
  if (env.HasAttachedDebugger === true)
    out.push(message("hazard.debugger-attached", { file, tool, field: "/HostEnvironmentInfo/HasAttachedDebugger", value: "true" }));
  return out;
}
function machineOf5(env, _ctx) {
  const m = {};
  const extra = {};
  const cpu = isObject(env.ProcessorName) ? env.ProcessorName.Value : env.ProcessorName;
  if (str(cpu)) m.cpuModel = cpu;
  if (count(env.PhysicalProcessorCount)) m.sockets = env.PhysicalProcessorCount;
  if (count(env.PhysicalCoreCount)) m.physicalCores = env.PhysicalCoreCount;
  const logical = count(env.LogicalCoreCount) ?? count(env.ProcessorCount);
  if (logical) m.logicalCpus = logical;
  if (m.physicalCores && m.logicalCpus) m.smt = m.logicalCpus > m.physicalCores;
  if (str(env.OsVersion)) m.os = env.OsVersion;
  if (str(env.Architecture)) m.arch = env.Architecture;
  const runtime = str(env.RuntimeVersion) ?? str(env.ClrVersion);
  if (runtime) extra.runtime = runtime;
  for (const key of ["BenchmarkDotNetVersion", "Configuration", "DotNetCliVersion", "HardwareTimerKind", "JitModules"]) {
    if (str(env[key])) extra[key] = env[key];
  }
  if (typeof env.HasRyuJit === "boolean") extra.HasRyuJit = String(env.HasRyuJit);
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function baseName(b) {
  const full = str(b.FullName);
  if (full) return full;
  const parts = [str(b.Namespace), str(b.Type), str(b.Method) ?? str(b.MethodTitle)].filter((p) => p !== void 0);
  if (parts.length === 0) return str(b.ShortInfo) ?? str(b.DisplayInfo);
  const params = str(b.Parameters);
  return parts.join(".") + (params ? `(${params})` : "");
}
function jobOf(b) {
  const info = str(b.DisplayInfo);
  const i = info ? info.indexOf(": ") : -1;
  return info && i >= 0 ? info.slice(i + 2).trim() : void 0;
}
function resultMeasurements(b, at) {
  const results = [];
  if (Array.isArray(b.Measurements)) {
    b.Measurements.forEach((m, k) => {
      if (!isObject(m)) at.at("Measurements").at(k).fail("an object");
      const legacy = m.IterationMode === "Result" && m.IterationStage === void 0;
      if (m.IterationMode === "Workload" && m.IterationStage === "Result" || legacy) results.push({ m, k });
    });
  }
  return results;
}
function readTimings(b, at, name, push, ctx) {
  const results = resultMeasurements(b, at);
  const stats = b.Statistics;
  if (results.length > 0) {
    for (const { m, k } of results) {
      const mp = at.at("Measurements").at(k);
      const ops = mp.at("Operations").finite(m.Operations);
      const ns = mp.at("Nanoseconds").finite(m.Nanoseconds);
      if (ops <= 0) mp.at("Operations").fail("a positive operation count", m.Operations);
      const launch = typeof m.LaunchIndex === "number" ? m.LaunchIndex : 1;
      const iter = typeof m.IterationIndex === "number" ? m.IterationIndex : k + 1;
      push("ns", `${launch}.${iter}`, { kind: "per-run", value: ns / ops, iterations: ops }, mp.pointer);
    }
  } else if (isObject(stats) && Array.isArray(stats.OriginalValues) && stats.OriginalValues.length > 0) {
    const vp = at.at("Statistics").at("OriginalValues");
    stats.OriginalValues.forEach((v, k) => {
      const value = vp.at(k).number(v);
      if (Number.isFinite(value)) push("ns", String(k + 1), { kind: "per-run", value }, vp.at(k).pointer);
      else ctx.warn("iteration-not-finite", { pointer: vp.at(k).pointer, name });
    });
  } else if (isObject(stats)) {
    const sp = at.at("Statistics");
    const opt = (key, v) => v === void 0 || v === null ? void 0 : sp.at(key).finite(v);
    const pct = isObject(stats.Percentiles) ? stats.Percentiles : {};
    const mean = sp.at("Mean").finite(stats.Mean);
    push(
      "ns",
      "1",
      {
        kind: "summary",
        mean,
        sd: opt("StandardDeviation", stats.StandardDeviation),
        n: count(stats.N),
        min: opt("Min", stats.Min ?? pct.P0),
        max: opt("Max", stats.Max ?? pct.P100),
        median: opt("Median", stats.Median ?? pct.P50)
      },
      sp.pointer
    );
  } else {
    ctx.warn("no-statistics", { pointer: at.pointer, name });
  }
}
async function parse12(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.HostEnvironmentInfo) ? machineOf5(doc.HostEnvironmentInfo, ctx) : void 0;
  const hazards = isObject(doc.HostEnvironmentInfo) ? hazardsOf2(doc.HostEnvironmentInfo, file) : [];
  const listPath = root.at("Benchmarks");
  const list = listPath.array(doc.Benchmarks);
  const measurements = [];
  const names = list.map((raw, i) => baseName(listPath.at(i).object(raw)));
  list.forEach((raw, i) => {
    const at = listPath.at(i);
    const b = raw;
    const base = names[i] ?? at.at("FullName").fail("a benchmark name (FullName, or Namespace/Type/Method)");
    const job = jobOf(b);
    const name = job && job !== "DefaultJob" ? `${base} [${job}]` : base;
    const push = (unit, run, data, pointer) => {
      measurements.push({ benchmark: name, unit, lowerIsBetter: true, run, data, source: { file, pointer } });
    };
    const before = measurements.length;
    readTimings(b, at, name, push, ctx);
    const mem = isObject(b.Memory) ? b.Memory.BytesAllocatedPerOperation : void 0;
    if (mem !== void 0 && mem !== null && measurements.length > before) {
      const value = at.at("Memory").at("BytesAllocatedPerOperation").finite(mem);
      measurements.push({
        benchmark: name,
        unit: "B",
        measure: "Allocated",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "per-run", value },
        source: { file, pointer: at.at("Memory").pointer }
      });
    }
  });
  if (measurements.length === 0)
    throw new InputError({ file, pointer: "/Benchmarks" }, "no benchmark results; expected Benchmarks[] with Statistics or Measurements");
  return { measurements, machine, ...hazards.length ? { hazards } : {} };
}
var benchmarkDotNet = defineReader({
  id: "benchmarkdotnet",
  title: "BenchmarkDotNet JSON export (full, brief or legacy)",
  carries: "per-run",
  howTo: "dotnet run -c Release -- --exporters json  (BenchmarkDotNet.Artifacts/results/*-report-full.json)",
  detect: detect12,
  parse: parse12
});

// src/formats/vitest-bench.ts
var MS2 = 1e6;
var POINTS3 = [
  ["median", 0.5],
  ["p75", 0.75],
  ["p99", 0.99],
  ["p995", 0.995],
  ["p999", 0.999]
];
function detect13(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const f = Array.isArray(doc.files) ? doc.files[0] : void 0;
    return isObject(f) && Array.isArray(f.groups) ? 1 : 0;
  }
  return /"files"\s*:\s*\[/.test(probe.head) && /"groups"\s*:\s*\[/.test(probe.head) && /"p995"\s*:/.test(probe.head) ? 0.9 : 0;
}
function readBenchmark2(bench, bp, name, ctx) {
  const source = { file: ctx.file, pointer: bp.pointer };
  const samples = Array.isArray(bench.samples) ? bench.samples : [];
  if (samples.length > 0) {
    const values = new Float64Array(samples.length);
    samples.forEach((s, k) => values[k] = bp.at("samples").at(k).finite(s) * MS2);
    return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values }, source };
  }
  const opt = (key) => {
    const v = bench[key];
    if (v === void 0 || v === null) return void 0;
    const n = bp.at(key).number(v);
    return Number.isFinite(n) ? n * MS2 : void 0;
  };
  const points = [];
  for (const [key, p] of POINTS3) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  const mean = opt("mean");
  if (points.length === 0 || mean === void 0) {
    ctx.warn("no-results", { pointer: bp.pointer, name });
    return void 0;
  }
  const count2 = typeof bench.sampleCount === "number" && Number.isInteger(bench.sampleCount) && bench.sampleCount > 0 ? bench.sampleCount : void 0;
  const sd = opt("sd");
  return {
    benchmark: name,
    unit: "ns",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "percentiles", points, count: count2, min: opt("min"), max: opt("max"), mean, ...sd !== void 0 ? { sd } : {} },
    source
  };
}
async function parse13(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  const filesPath = root.at("files");
  filesPath.array(doc.files).forEach((f, fi) => {
    const fp = filesPath.at(fi);
    const groupsPath = fp.at("groups");
    groupsPath.array(fp.object(f).groups).forEach((g, gi) => {
      const gp = groupsPath.at(gi);
      const group = gp.object(g);
      const prefix = typeof group.fullName === "string" && group.fullName !== "" ? `${group.fullName} > ` : "";
      const benchPath = gp.at("benchmarks");
      benchPath.array(group.benchmarks).forEach((b, bi) => {
        const bp = benchPath.at(bi);
        const bench = bp.object(b);
        const m = readBenchmark2(bench, bp, prefix + bp.at("name").string(bench.name), ctx);
        if (m) measurements.push(m);
      });
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file, pointer: "/files" }, "no benchmarks; expected files[].groups[].benchmarks[] with median/p75/p99");
  }
  return { measurements };
}
var vitestBench = defineReader({
  id: "vitest-bench",
  title: "vitest bench JSON (--outputJson)",
  carries: "percentiles",
  howTo: "vitest bench --run --outputJson bench.json",
  detect: detect13,
  parse: parse13
});

// src/formats/julia-benchmarktools.ts
function detect14(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return isObject(doc[0]) && "BenchmarkTools" in doc[0] && "Julia" in doc[0] ? 1 : 0;
  return /^\uFEFF?\s*\[\s*\{[^{}]*"BenchmarkTools"\s*:/.test(probe.head) && /"Julia"\s*:/.test(probe.head) ? 0.9 : 0;
}
async function parse14(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.array(parseJson(await input.readText(), file));
  const meta = root.at(0).object(doc[0]);
  if (!("BenchmarkTools" in meta)) root.at(0).at("BenchmarkTools").fail("the BenchmarkTools version");
  const measurements = [];
  const push = (benchmark, unit, run, data, pointer, measure) => {
    measurements.push({ benchmark, unit, measure, lowerIsBetter: true, run, data, source: { file, pointer } });
  };
  const extras = (name, fields, at) => {
    if (typeof fields.memory === "number" && Number.isFinite(fields.memory))
      push(name, "B", "1", { kind: "per-run", value: fields.memory }, at.at("memory").pointer, "memory");
    if (typeof fields.allocs === "number" && Number.isFinite(fields.allocs))
      push(name, "allocs", "1", { kind: "per-run", value: fields.allocs }, at.at("allocs").pointer, "allocs");
  };
  const visit = (value, at, name) => {
    const pair = at.array(value);
    const type = at.at(0).string(pair[0]);
    const fp = at.at(1);
    const fields = fp.object(pair[1]);
    const label = name.join("/");
    if (type === "BenchmarkGroup") {
      const dp = fp.at("data");
      for (const [key, child] of Object.entries(dp.object(fields.data))) visit(child, dp.at(key), [...name, key]);
    } else if (type === "TrialEstimate") {
      const time = fp.at("time").finite(fields.time);
      push(label, "ns", "1", { kind: "summary", mean: time }, fp.at("time").pointer);
      extras(label, fields, fp);
    } else if (type === "Trial") {
      const tp = fp.at("times");
      const times = tp.array(fields.times).map((t, k) => tp.at(k).finite(t));
      if (times.length === 0) {
        ctx.warn("no-samples", { pointer: tp.pointer, name: label });
        return;
      }
      const params = Array.isArray(fields.params) && isObject(fields.params[1]) ? fields.params[1] : {};
      const evals = typeof params.evals === "number" && params.evals > 0 ? params.evals : 1;
      if (evals === 1) push(label, "ns", "1", { kind: "per-op", values: Float64Array.from(times) }, tp.pointer);
      else times.forEach((t, k) => push(label, "ns", String(k + 1), { kind: "per-run", value: t, iterations: evals }, tp.at(k).pointer));
      extras(label, fields, fp);
    } else {
      ctx.warn("unknown-type", { pointer: at.pointer, name: label, type });
    }
  };
  const vp = root.at(1);
  vp.array(doc[1]).forEach((v, i) => visit(v, vp.at(i), Array.isArray(v) && v[0] === "BenchmarkGroup" ? [] : [String(i + 1)]));
  if (measurements.length === 0)
    throw new InputError({ file, pointer: "/1" }, "no Trial or TrialEstimate found; expected saved BenchmarkTools results");
  return { measurements };
}
var juliaBenchmarkTools = defineReader({
  id: "julia-benchmarktools",
  title: "Julia BenchmarkTools JSON (BenchmarkTools.save)",
  carries: "summary",
  howTo: 'BenchmarkTools.save("bench.json", run(suite))  (or median(results) for estimates)',
  detect: detect14,
  parse: parse14
});

// src/formats/tinybench.ts
var MS3 = 1e6;
var POINTS4 = [
  ["p50", 0.5],
  ["p75", 0.75],
  ["p99", 0.99],
  ["p995", 0.995],
  ["p999", 0.999]
];
function looksLikeTask(t) {
  if (!isObject(t) || typeof t.name !== "string") return false;
  const r = t.result;
  return isObject(r) && (isObject(r.latency) || "p995" in r && "samples" in r || "error" in r || r.state === "errored");
}
var V2_HEAD = /"result"\s*:\s*\{\s*"totalTime"\s*:[^{}[\]]*"hz"\s*:[^{}[\]]*"period"\s*:[^{}[\]]*"samples"\s*:\s*\[/;
function detect15(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc))
    return doc.length > 0 && doc.some((t) => isObject(t) && isObject(t.result) && (isObject(t.result.latency) || "p995" in t.result)) && doc.every(looksLikeTask) ? 1 : 0;
  const h = probe.head;
  if (!/^\uFEFF?\s*\[\s*\{/.test(h) || !/"result"\s*:\s*\{/.test(h) || !/"name"\s*:\s*"/.test(h)) return 0;
  return /"latency"\s*:\s*\{|"p995"\s*:/.test(h) || V2_HEAD.test(h) ? 0.8 : 0;
}
function latencyOf(name, result, rp, file) {
  const lp = isObject(result.latency) ? rp.at("latency") : rp;
  const lat = isObject(result.latency) ? result.latency : result;
  const source = { file, pointer: lp.pointer };
  if (Array.isArray(lat.samples) && lat.samples.length > 0) {
    const sp = lp.at("samples");
    const values = Float64Array.from(lat.samples, (v, k) => sp.at(k).finite(v) * MS3);
    return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values }, source };
  }
  const opt = (key) => lat[key] === void 0 || lat[key] === null ? void 0 : lp.at(key).finite(lat[key]) * MS3;
  const points = [];
  for (const [key, p] of POINTS4) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  if (points.length === 0) lp.at("p50").fail("latency samples or percentiles (p50, p75, p99, p995, p999) in ms");
  const count2 = typeof lat.samplesCount === "number" && Number.isInteger(lat.samplesCount) && lat.samplesCount > 0 ? lat.samplesCount : void 0;
  const sd = opt("sd");
  return {
    benchmark: name,
    unit: "ns",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "percentiles", points, count: count2, min: opt("min"), max: opt("max"), mean: opt("mean"), ...sd !== void 0 ? { sd } : {} },
    source
  };
}
async function parse15(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const tasks = root.array(parseJson(await input.readText(), file));
  const measurements = [];
  let machine;
  tasks.forEach((raw, i) => {
    const tp = root.at(i);
    const task = tp.object(raw);
    const name = tp.at("name").string(task.name);
    if (task.result === void 0 || task.result === null) {
      ctx.warn("no-result", { pointer: tp.pointer, name });
      return;
    }
    const rp = tp.at("result");
    const result = rp.object(task.result);
    if (result.error !== void 0 || typeof result.state === "string" && result.state !== "completed") {
      const msg = isObject(result.error) && typeof result.error.message === "string" ? result.error.message : typeof result.state === "string" ? result.state : "error";
      ctx.warn("not-completed", { pointer: rp.pointer, name, reason: msg });
      return;
    }
    if (!machine && typeof result.runtime === "string") {
      machine = { extra: { runtime: `${result.runtime}${typeof result.runtimeVersion === "string" ? ` ${result.runtimeVersion}` : ""}` } };
    }
    measurements.push(latencyOf(name, result, rp, file));
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: "/" }, 'no tasks; expected [{"name": \u2026, "result": {"latency": \u2026}}]');
  return { measurements, machine };
}
var tinybench = defineReader({
  id: "tinybench",
  title: "tinybench task results as JSON ({name, result} per task)",
  carries: "per-op",
  howTo: 'writeFileSync("bench.json", JSON.stringify(bench.tasks.map(t => ({ name: t.name, result: t.result }))))',
  detect: detect15,
  parse: parse15
});

// src/formats/k6-summary.ts
var MS4 = 1e6;
var BUILTIN_TIME = /* @__PURE__ */ new Set([
  "http_req_duration",
  "http_req_blocked",
  "http_req_connecting",
  "http_req_tls_handshaking",
  "http_req_sending",
  "http_req_waiting",
  "http_req_receiving",
  "iteration_duration",
  "group_duration",
  "ws_connecting",
  "ws_session_duration",
  "ws_ping",
  "grpc_req_duration",
  "browser_http_req_duration",
  "browser_web_vital_fcp",
  "browser_web_vital_lcp",
  "browser_web_vital_ttfb",
  "browser_web_vital_inp",
  "browser_web_vital_fid"
]);
function isK6TimeMetricName(metric) {
  const base = metric.replace(/\{.*$/, "");
  return BUILTIN_TIME.has(base) || /(_duration|_time|_latency|_ms)$/.test(base);
}
function detect16(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    if (!isObject(doc.metrics) || !(isObject(doc.root_group) || isObject(doc.state) || isObject(doc.options))) return 0;
    return Object.keys(doc.metrics).some((k) => /^(http_reqs|iterations|vus|checks|http_req_duration|iteration_duration|data_sent)/.test(k)) ? 1 : 0.7;
  }
  return /"root_group"\s*:\s*\{/.test(probe.head) && /"metrics"\s*:\s*\{/.test(probe.head) ? 0.8 : 0;
}
var valuesOf = (e) => isObject(e.values) ? e.values : e;
function countOf(metrics, metric, key) {
  const e = metrics[metric];
  const v = isObject(e) ? valuesOf(e)[key] : void 0;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : void 0;
}
function trend(m, metrics, ctx) {
  const { name, entry, values, source } = m;
  let unit = "ns";
  let scale = MS4;
  if (entry.contains === "data") [unit, scale] = ["B", 1];
  else if (entry.contains === "default" || entry.contains === void 0 && !isK6TimeMetricName(name)) {
    [unit, scale] = ["value", 1];
    if (entry.contains === void 0) ctx.warn("unit-not-recorded", { pointer: m.at.pointer, name });
  }
  const points = [];
  for (const key of Object.keys(values)) {
    const pm = /^p\((\d+(?:\.\d+)?)\)$/.exec(key);
    const p = key === "med" ? 0.5 : pm ? percentFraction(pm[1]) : void 0;
    if (p === void 0 || p < 0 || p > 1) continue;
    const v = m.num(key);
    if (v !== void 0 && Number.isFinite(v)) points.push({ p, value: v * scale });
  }
  points.sort((a, b) => a.p - b.p);
  const scaled = (key) => {
    const v = m.num(key);
    return v !== void 0 && Number.isFinite(v) ? v * scale : void 0;
  };
  const base = name.replace(/\{.*$/, "");
  const count2 = countOf(metrics, name, "count") ?? (name === "http_req_duration{expected_response:true}" ? countOf(metrics, "http_req_failed", "fails") : void 0) ?? (name === base && base.startsWith("http_req_") ? countOf(metrics, "http_reqs", "count") : void 0) ?? (name === "iteration_duration" ? countOf(metrics, "iterations", "count") : void 0);
  const mean = scaled("avg");
  if (points.length > 0)
    return {
      benchmark: name,
      unit,
      lowerIsBetter: true,
      run: "1",
      data: { kind: "percentiles", points, count: count2, min: scaled("min"), max: scaled("max"), mean },
      source
    };
  if (mean !== void 0)
    return {
      benchmark: name,
      unit,
      lowerIsBetter: true,
      run: "1",
      data: { kind: "summary", mean, min: scaled("min"), max: scaled("max"), n: count2 },
      source
    };
  ctx.warn("no-percentiles", { pointer: m.at.pointer, name });
  return void 0;
}
function rate(m) {
  const { name, source } = m;
  const r = m.num("rate") ?? (name === "checks" || name === "http_req_failed" ? m.num("value") : void 0);
  if (r === void 0 || !Number.isFinite(r)) return void 0;
  if (name === "http_reqs" || name === "iterations")
    return { benchmark: name, unit: "ops/s", lowerIsBetter: false, run: "1", data: { kind: "per-run", value: r }, source };
  if (name === "http_req_failed" || name === "checks")
    return {
      benchmark: name,
      unit: "%",
      lowerIsBetter: name === "http_req_failed",
      run: "1",
      data: { kind: "per-run", value: r * 100 },
      source
    };
  return void 0;
}
function vusLoad(metrics) {
  if ("dropped_iterations" in metrics) return void 0;
  const e = metrics.vus;
  if (!isObject(e)) return void 0;
  const v = valuesOf(e);
  const { min, max } = v;
  return typeof min === "number" && typeof max === "number" && Number.isInteger(max) && max > 0 && min === max ? { param: "vus", value: max } : void 0;
}
async function parse16(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const mp = root.at("metrics");
  const metrics = mp.object(doc.metrics);
  const measurements = [];
  for (const [name, raw] of Object.entries(metrics)) {
    const at = mp.at(name);
    const entry = at.object(raw);
    const vp = isObject(entry.values) ? at.at("values") : at;
    const values = valuesOf(entry);
    const num2 = (key) => values[key] === void 0 || values[key] === null ? void 0 : vp.at(key).number(values[key]);
    if (isObject(entry.thresholds)) {
      for (const [expr, t] of Object.entries(entry.thresholds)) {
        if (t === true || isObject(t) && t.ok === false) ctx.warn("threshold-failed", { pointer: at.pointer, threshold: expr, name });
      }
    }
    const type = typeof entry.type === "string" ? entry.type : "med" in values || Object.keys(values).some((k) => k.startsWith("p(")) ? "trend" : void 0;
    const m = { name, at, entry, values, source: { file, pointer: at.pointer }, num: num2 };
    const out = type === "trend" ? trend(m, metrics, ctx) : rate(m);
    if (out) measurements.push(out);
  }
  if (measurements.length === 0)
    throw new InputError({ file, pointer: "/metrics" }, "no trend metrics or request rates; expected e.g. metrics.http_req_duration");
  const load = vusLoad(metrics);
  if (load) for (const m of measurements) m.load = load;
  return { measurements, loadModel: "dropped_iterations" in metrics ? "open-loop" : void 0 };
}
var k6Summary = defineReader({
  id: "k6-summary",
  title: "k6 summary JSON (--summary-export or handleSummary data)",
  carries: "percentiles",
  howTo: 'k6 run --summary-trend-stats="avg,min,med,max,p(90),p(95),p(99),p(99.9),count" --summary-export=summary.json script.js',
  detect: detect16,
  parse: parse16
});

// src/formats/k6-raw.ts
var CSV_HEADER3 = /^\uFEFF?metric_name,timestamp,metric_value(,|\r?$)/;
var EXPECTED = "http_req_duration{expected_response:true}";
function detect17(probe) {
  const first = probe.head.split("\n", 1)[0];
  if (CSV_HEADER3.test(first)) return 1;
  if (!first.trimStart().startsWith("{")) return 0;
  try {
    const o = JSON.parse(first);
    return (o.type === "Metric" || o.type === "Point") && typeof o.metric === "string" && typeof o.data === "object" ? 1 : 0;
  } catch {
    return 0;
  }
}
async function forEachK6Line(input, handle) {
  let first = true;
  await forEachLine(input, (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    handle(first ? stripBom(line) : line);
    first = false;
  });
}
function splitQuoted2(line) {
  const out = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}
var Series2 = class {
  constructor(line) {
    this.line = line;
  }
  line;
  values = [];
};
var Samples = class {
  constructor(file) {
    this.file = file;
  }
  file;
  series = /* @__PURE__ */ new Map();
  declared = /* @__PURE__ */ new Map();
  bad = 0;
  firstBad = 0;
  /** The smallest and largest `vus` gauge value, and whether the test dropped iterations (arrival-rate). */
  vusMin = Infinity;
  vusMax = -Infinity;
  dropped = false;
  csv;
  add(metric, value, line) {
    if (!Number.isFinite(value)) {
      if (this.bad++ === 0) this.firstBad = line;
      return;
    }
    let s = this.series.get(metric);
    if (!s) this.series.set(metric, s = new Series2(line));
    s.values.push(value * 1e6);
  }
  /** The submetrics a sample also feeds: its non-default scenario and a name the script gave. */
  tagged(metric, value, line, scenario, name, url) {
    if (!Number.isFinite(value)) return;
    if (typeof scenario === "string" && scenario !== "" && scenario !== "default") this.add(`${metric}{scenario:${scenario}}`, value, line);
    if (typeof name === "string" && name !== "" && name !== url) this.add(`${metric}{name:${name}}`, value, line);
  }
  /** Non-time metrics that say what load the test ran at. */
  other(metric, value) {
    if (metric === "dropped_iterations") this.dropped = true;
    else if (metric === "vus" && Number.isFinite(value)) {
      this.vusMin = Math.min(this.vusMin, value);
      this.vusMax = Math.max(this.vusMax, value);
    }
  }
  /** {vus, N} when the VU count never changed and the test was not arrival-rate. */
  load() {
    return !this.dropped && this.vusMin === this.vusMax && Number.isInteger(this.vusMax) && this.vusMax > 0 ? { param: "vus", value: this.vusMax } : void 0;
  }
  isTime(metric) {
    return this.declared.get(metric) ?? isK6TimeMetricName(metric);
  }
  line(line, no) {
    if (no === 1 && CSV_HEADER3.test(line)) {
      const cols = line.replace(/^\uFEFF/, "").split(",");
      this.csv = {
        value: 2,
        expected: cols.indexOf("expected_response"),
        scenario: cols.indexOf("scenario"),
        name: cols.indexOf("name"),
        url: cols.indexOf("url")
      };
      return;
    }
    if (line.trim() === "") return;
    if (this.csv) this.csvLine(line, no, this.csv);
    else this.jsonLine(line, no);
  }
  csvLine(line, no, csv) {
    const f = line.includes('"') ? splitQuoted2(line) : line.split(",");
    if (f.length < 3)
      throw new InputError({ file: this.file, line: no }, `found ${f.length} fields; expected metric_name,timestamp,metric_value,\u2026`);
    const metric = f[0];
    const value = f[csv.value].trim() === "" ? NaN : Number(f[csv.value]);
    if (!this.isTime(metric)) {
      this.other(metric, value);
      return;
    }
    this.add(metric, value, no);
    if (metric === "http_req_duration" && csv.expected >= 0 && f[csv.expected] === "true") this.add(EXPECTED, value, no);
    const at = (j) => j >= 0 ? f[j] : void 0;
    this.tagged(metric, value, no, at(csv.scenario), at(csv.name), at(csv.url));
  }
  jsonLine(line, no) {
    const file = this.file;
    let o;
    try {
      o = JSON.parse(line);
    } catch {
      throw new InputError({ file, line: no }, 'not a JSON object; expected one k6 {"type":"Point"|"Metric",\u2026} object per line');
    }
    if (typeof o !== "object" || o === null || Array.isArray(o))
      throw new InputError({ file, line: no }, 'not a JSON object; expected {"type":"Point"|"Metric",\u2026}');
    const rec = o;
    const data = rec.data;
    if (typeof rec.metric !== "string" || typeof data !== "object" || data === null) {
      throw new InputError(
        { file, line: no, pointer: typeof rec.metric !== "string" ? "/metric" : "/data" },
        'expected "metric" (a string) and "data" (an object)'
      );
    }
    if (rec.type === "Metric") {
      this.declared.set(rec.metric, data.type === "trend" && data.contains === "time");
    } else if (rec.type === "Point") {
      const value = typeof data.value === "number" ? data.value : NaN;
      if (!this.isTime(rec.metric)) {
        this.other(rec.metric, value);
        return;
      }
      this.add(rec.metric, value, no);
      const tags = data.tags;
      if (rec.metric === "http_req_duration" && tags && tags.expected_response === "true") this.add(EXPECTED, value, no);
      if (tags && typeof tags === "object") this.tagged(rec.metric, value, no, tags.scenario, tags.name, tags.url);
    }
  }
};
async function parse17(input, ctx) {
  const file = input.path;
  const samples = new Samples(file);
  let no = 0;
  await forEachK6Line(input, (line) => samples.line(line, ++no));
  if (no === 0) throw new InputError({ file }, "the file is empty; expected k6 --out json or --out csv output");
  if (samples.bad > 0) ctx.warn("not-numeric", { line: samples.firstBad, samples: samples.bad });
  const measurements = [];
  const load = samples.load();
  for (const [metric, s] of samples.series) {
    measurements.push({
      benchmark: metric,
      unit: "ns",
      lowerIsBetter: true,
      run: "1",
      ...load ? { load } : {},
      data: { kind: "per-op", values: Float64Array.from(s.values) },
      source: { file, line: s.line }
    });
  }
  if (measurements.length === 0)
    throw new InputError({ file }, "no samples of time metrics (http_req_duration, iteration_duration, \u2026); expected k6 Points");
  return { measurements };
}
var k6Raw = defineReader({
  id: "k6-raw",
  title: "k6 raw samples (--out json NDJSON or --out csv)",
  carries: "per-op",
  howTo: "k6 run --out json=points.json script.js  (or --out csv=points.csv)",
  detect: detect17,
  parse: parse17
});

// src/formats/catch2-xml.ts
var ROOT = /<(Catch2TestRun|Catch)[\s>]/;
function detect18(probe) {
  const head = probe.head.replace(/^\uFEFF/, "").trimStart();
  if (!head.startsWith("<") || !ROOT.test(head)) return 0;
  if (head.includes("<BenchmarkResults")) return 1;
  return head.length >= 6e4 ? 0.6 : 0;
}
function unescape(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e) => {
    const l = e.toLowerCase();
    if (l.startsWith("#x")) return String.fromCodePoint(parseInt(l.slice(2), 16) % 1114112);
    if (l.startsWith("#")) return String.fromCodePoint(Number(l.slice(1)) % 1114112);
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[l];
  });
}
var TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
var ATTR = /([\w.:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
function* xmlTags(text, file) {
  let i = 0;
  let line = 1;
  const advance = (to) => {
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  for (; ; ) {
    const lt = text.indexOf("<", i);
    if (lt < 0) return;
    advance(lt);
    const special = [
      ["<!--", "-->"],
      ["<?", "?>"],
      ["<![CDATA[", "]]>"],
      ["<!", ">"]
    ];
    const sp = special.find(([open2]) => text.startsWith(open2, i));
    if (sp) {
      const end = text.indexOf(sp[1], i + sp[0].length);
      if (end < 0) throw new InputError({ file, line }, `unterminated "${sp[0]}"; the XML ends early (truncated file?)`);
      advance(end + sp[1].length);
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(text);
    if (!m && text.indexOf(">", i) < 0) throw new InputError({ file, line }, "unterminated tag; the XML ends early (truncated file?)");
    if (!m)
      throw new InputError({ file, line }, `malformed XML tag "${text.slice(i, i + 40).split("\n")[0]}"; expected <Element attr="value">`);
    const attrs = {};
    for (const a of m[3].matchAll(ATTR)) attrs[a[1]] = unescape(a[3] ?? a[4] ?? "");
    const tag = { name: m[2], attrs, close: m[1] === "/", selfClose: m[4] === "/", line };
    advance(i + m[0].length);
    yield tag;
  }
}
function num(tag, key, file) {
  const raw = tag.attrs[key];
  if (raw === void 0) return void 0;
  const v = Number(raw.trim());
  if (raw.trim() === "" || Number.isNaN(v))
    throw new InputError(
      { file, line: tag.line, pointer: `${tag.name}@${key}` },
      `"${raw.slice(0, 40)}" is not a number; expected a value such as 1.85689e+06`
    );
  return v;
}
function finishBenchmark(b, ctx) {
  const file = ctx.file;
  if (b.failed !== void 0) {
    ctx.warnShared("benchmark-failed", { line: b.tag.line, benchmark: b.name, reason: b.failed });
    return void 0;
  }
  if (b.mean === void 0)
    throw new InputError(
      { file, line: b.tag.line, pointer: "BenchmarkResults/mean" },
      `benchmark "${b.name}" has no <mean value>; expected its mean in ns`
    );
  if (!Number.isFinite(b.mean) || b.sd !== void 0 && !Number.isFinite(b.sd)) {
    ctx.warn("not-finite", { line: b.tag.line, benchmark: b.name });
    return void 0;
  }
  const n = num(b.tag, "samples", file);
  return {
    benchmark: b.name,
    unit: "ns",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "summary", mean: b.mean, sd: b.sd, n: n !== void 0 && Number.isInteger(n) && n > 0 ? n : void 0 },
    source: { file, line: b.tag.line }
  };
}
function openTag(tag, stack, bench, file) {
  if (tag.name === "BenchmarkResults") {
    const path = stack.filter((t) => t.name === "TestCase" || t.name === "Section").map((t) => t.attrs.name ?? "");
    return { tag, name: [...path, tag.attrs.name ?? ""].join(" / ") };
  }
  if (bench && tag.name === "mean") {
    bench.mean = num(tag, "value", file);
  } else if (bench && tag.name === "standardDeviation") {
    const sd = num(tag, "value", file);
    bench.sd = sd === 0 && num(tag, "ci", file) === 0 ? void 0 : sd;
  } else if (bench && tag.name === "failed") {
    bench.failed = tag.attrs.message ?? "";
  }
  return bench;
}
function readBenchmarks(text, ctx) {
  const file = ctx.file;
  const measurements = [];
  const stack = [];
  let bench;
  let sawRoot = false;
  for (const tag of xmlTags(text, file)) {
    if (!tag.close) {
      if (stack.length === 0) {
        if (tag.name !== "Catch2TestRun" && tag.name !== "Catch")
          throw new InputError({ file, line: tag.line }, `root element <${tag.name}>; expected <Catch2TestRun> or <Catch>`);
        if (sawRoot) throw new InputError({ file, line: tag.line }, "a second root element; expected one Catch2 report per file");
        sawRoot = true;
      }
      bench = openTag(tag, stack, bench, file);
      if (!tag.selfClose) stack.push(tag);
      continue;
    }
    const open2 = stack.pop();
    if (!open2 || open2.name !== tag.name) {
      throw new InputError(
        { file, line: tag.line },
        `</${tag.name}> does not close ${open2 ? `<${open2.name}> (line ${open2.line})` : "any element"}; the XML is malformed`
      );
    }
    if (tag.name === "BenchmarkResults" && bench) {
      const m = finishBenchmark(bench, ctx);
      bench = void 0;
      if (m) measurements.push(m);
    }
  }
  if (!sawRoot) throw new InputError({ file, line: 1 }, "no root element; expected <Catch2TestRun> or <Catch>");
  if (stack.length > 0) {
    const top = stack[stack.length - 1];
    throw new InputError({ file, line: top.line }, `<${top.name}> is never closed; the XML ends early (truncated file?)`);
  }
  return measurements;
}
async function parse18(input, ctx) {
  const file = input.path;
  const text = await input.readText();
  if (text.trim() === "") throw new InputError({ file }, "the file is empty; expected Catch2 XML (<Catch2TestRun> or <Catch>)");
  const measurements = readBenchmarks(text, ctx);
  const names = /* @__PURE__ */ new Set();
  for (const m of measurements) {
    if (names.has(m.benchmark)) ctx.warn("repeated", { line: m.source.line ?? null, benchmark: m.benchmark });
    names.add(m.benchmark);
  }
  measurements.forEach((m) => {
    const same = measurements.filter((o) => o.benchmark === m.benchmark);
    if (same.length > 1) m.run = String(same.indexOf(m) + 1);
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file }, "no <BenchmarkResults> found; expected benchmarks (BENCHMARK(...) with the xml reporter)");
  }
  return { measurements };
}
var catch2Xml = defineReader({
  id: "catch2-xml",
  title: "Catch2 XML reporter (<Catch2TestRun> v3, <Catch> v2) with <BenchmarkResults>",
  carries: "summary",
  howTo: './tests "[!benchmark]" -r xml -o bench.xml  (v3: --reporter xml::out=bench.xml)',
  detect: detect18,
  parse: parse18
});

// src/formats/catch2-console.ts
var TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(\S.*)$/;
var DUR = String.raw`(?<![\d.])([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*(ns|us|µs|μs|ms|s)`;
var ROW4 = new RegExp(String.raw`^(?:(.*?\S)\s+)?(\d+)\s+(\d+)\s+${DUR}$`);
var TRIPLE2 = new RegExp(String.raw`^(.*?)${DUR}\s+${DUR}\s+${DUR}$`);
var FAILED = /^(?:(.*?\S)\s+)?Benchmark failed \((.*)\)$/;
var RULE = /^(-{20,}|={20,})\s*$/;
function detect19(probe) {
  if (!/^benchmark name[ \t]+samples[ \t]+iterations/m.test(probe.head)) return 0;
  return /is a Catch2? v?\d[\w.]* host application/.test(probe.head) ? 1 : 0.9;
}
function testCaseHeader(lines, i) {
  const names = [];
  let j = i + 1;
  for (; j < lines.length && !RULE.test(lines[j].trimEnd()); j++) {
    const t = lines[j].trim();
    if (t === "") break;
    if (/^\s/.test(lines[j]) || names.length === 0) names.push(t);
    else names[names.length - 1] += ` ${t}`;
  }
  return j < lines.length && RULE.test(lines[j].trimEnd()) ? { path: names, end: j } : void 0;
}
var Catch2Console = class {
  constructor(lines, ctx) {
    this.lines = lines;
    this.ctx = ctx;
  }
  lines;
  ctx;
  measurements = [];
  path = [];
  inTable = false;
  analysis = true;
  fragments = [];
  row;
  /** Read every line; returns the measurements. */
  read() {
    const { lines } = this;
    for (let i = 0; i < lines.length; i++) i = this.line(i);
    if (this.row) throw this.incomplete(lines.length, " (truncated file?)");
    return this.measurements;
  }
  incomplete(line, why = "") {
    return new InputError(
      { file: this.ctx.file, line },
      `benchmark "${this.row.name}" is incomplete${why}; expected its mean and std dev lines`
    );
  }
  dur(value, unit, line) {
    const v = Number(value);
    if (!Number.isFinite(v))
      throw new InputError({ file: this.ctx.file, line }, `"${value}" is not a number; expected a duration such as 41.731 us`);
    return v * parseUnit(unit).scale;
  }
  finish(r) {
    const file = this.ctx.file;
    if (r.mean === void 0)
      throw new InputError({ file, line: r.line }, `benchmark "${r.name}" has no mean line; expected "mean  low mean  high mean" below it`);
    const benchmark = [...this.path, r.name].join(" / ");
    if (r.mean === 0) this.ctx.warn("zero-mean", { line: r.line, benchmark });
    this.measurements.push({
      benchmark,
      unit: "ns",
      lowerIsBetter: true,
      run: "1",
      data: { kind: "summary", mean: r.mean, sd: r.sd, n: r.samples > 0 ? r.samples : void 0 },
      source: { file, line: r.line }
    });
  }
  /** Handle line `i`; returns the index of the last line it consumed. */
  line(i) {
    const { lines } = this;
    const no = i + 1;
    const line = lines[i].trimEnd();
    if (RULE.test(line)) return this.rule(i);
    const header = TABLE_HEADER.exec(line);
    if (header) return this.tableHeader(i, header[1]);
    if (!this.inTable) return i;
    if (line.trim() === "") {
      if (this.row) throw this.incomplete(no);
      this.fragments = [];
      return i;
    }
    if (this.row) this.statLine(line.trimStart(), no);
    else this.benchmarkLine(line, no);
    return i;
  }
  /** A dashed rule ends a table; a rule with a name below it opens a test case header. */
  rule(i) {
    const { lines } = this;
    if (this.row) throw this.incomplete(i + 1);
    this.inTable = false;
    this.fragments = [];
    if (lines[i].startsWith("-") && i + 1 < lines.length && lines[i + 1].trim() !== "" && !RULE.test(lines[i + 1].trimEnd())) {
      const h = testCaseHeader(lines, i);
      if (h) {
        this.path = h.path;
        return h.end;
      }
    }
    return i;
  }
  tableHeader(i, columns) {
    const { lines } = this;
    this.analysis = !/^mean$/.test(columns);
    let j = i + 1;
    while (j < lines.length && !RULE.test(lines[j].trimEnd()) && j - i <= 3) j++;
    if (j >= lines.length || !RULE.test(lines[j].trimEnd()))
      throw new InputError(
        { file: this.ctx.file, line: i + 1 },
        'table header without its dashed rule; expected "-----" below the column titles'
      );
    this.inTable = true;
    this.fragments = [];
    return j;
  }
  /** The mean or std dev line of the benchmark in progress. */
  statLine(text, no) {
    const row = this.row;
    const t = TRIPLE2.exec(text);
    if (!t)
      throw new InputError(
        { file: this.ctx.file, line: no },
        `expected three durations (${row.need === 2 ? "mean, low mean, high mean" : "std dev, low std dev, high std dev"}) for "${row.name}"`
      );
    if (t[1].trim() !== "") row.name += ` ${t[1].trim()}`;
    const v = this.dur(t[2], t[3], no);
    if (row.need === 2) row.mean = v;
    else row.sd = v;
    if (--row.need === 0) {
      this.finish(row);
      this.row = void 0;
    }
  }
  /** A benchmark's first line (or a failed one), or a fragment of a wrapped name. */
  benchmarkLine(line, no) {
    const text = line.trimStart();
    const failed = text.includes("Benchmark failed") ? FAILED.exec(text) : null;
    if (failed) {
      const name2 = [...this.fragments, (failed[1] ?? "").trim()].join(" ");
      this.ctx.warnShared("benchmark-failed", { line: no, benchmark: [...this.path, name2].join(" / "), reason: failed[2] });
      this.fragments = [];
      return;
    }
    const r = ROW4.exec(text);
    if (!r) {
      this.fragments.push(line.trim());
      return;
    }
    const name = [...this.fragments, (r[1] ?? "").trim()].filter((s) => s !== "").join(" ");
    this.fragments = [];
    if (name === "")
      throw new InputError({ file: this.ctx.file, line: no }, 'a benchmark row without a name; expected "name  samples  iterations  time"');
    const next = { name, samples: Number(r[2]), line: no, need: 2 };
    if (this.analysis) this.row = next;
    else {
      next.mean = this.dur(r[4], r[5], no);
      this.finish(next);
    }
  }
};
async function parse19(input, ctx) {
  const measurements = new Catch2Console(splitLines(await input.readText()), ctx).read();
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError(
      { file: input.path },
      'no benchmark rows found; expected a table starting with "benchmark name  samples  iterations"'
    );
  }
  return { measurements };
}
var catch2Console = defineReader({
  id: "catch2-console",
  title: "Catch2 console output of BENCHMARK blocks",
  carries: "summary",
  howTo: './tests "[!benchmark]" > bench.txt  (default console reporter)',
  detect: detect19,
  parse: parse19
});

// src/formats/benchmarkjs-console.ts
var LINE = /^(.*) x ([\d,]+(?:\.\d+)?) ops\/sec (?:±|\+\/-|\+-) ?(\d+(?:\.\d+)?)% \((\d+) runs? sampled\)\s*$/;
var FAILED2 = /^(\S.*?):\s*(\w*Error\b.*)?$/;
var T_TABLE = [
  0,
  12.706,
  4.303,
  3.182,
  2.776,
  2.571,
  2.447,
  2.365,
  2.306,
  2.262,
  2.228,
  2.201,
  2.179,
  2.16,
  2.145,
  2.131,
  2.12,
  2.11,
  2.101,
  2.093,
  2.086,
  2.08,
  2.074,
  2.069,
  2.064,
  2.06,
  2.056,
  2.052,
  2.048,
  2.045,
  2.042
];
function benchmarkJsCritical(n) {
  const df = Math.max(1, n - 1);
  return T_TABLE[df] ?? 1.96;
}
function detect20(probe) {
  const lines = splitLines(probe.head);
  const hits = lines.filter((l) => LINE.test(l)).length;
  return hits === 0 ? 0 : hits >= 2 || lines.filter((l) => l.trim() !== "").length <= 3 ? 0.9 : 0.7;
}
async function parse20(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const seen = /* @__PURE__ */ new Map();
  lines.forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m) {
      const f = FAILED2.exec(line);
      if (f && !/ ops\/sec /.test(line)) ctx.warn("failed", { line: i + 1, text: line.trim().slice(0, 80) });
      return;
    }
    const name = m[1].trim();
    const hz = parseLooseNumber(m[2]);
    const rme = Number(m[3]);
    const n = Number(m[4]);
    if (!Number.isFinite(hz) || !Number.isFinite(rme)) {
      throw new InputError(
        { file, line: i + 1 },
        `unreadable numbers in "${line.slice(0, 80)}"; expected "<name> x 1,234 ops/sec \xB10.74% (93 runs sampled)"`
      );
    }
    if (name === "") throw new InputError({ file, line: i + 1 }, "a result line without a benchmark name");
    if (hz <= 0) {
      ctx.warn("not-positive", { line: i + 1, name, hz: m[2] });
      return;
    }
    const sd = n > 1 ? hz * (rme / 100) * Math.sqrt(n) / benchmarkJsCritical(n) : void 0;
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    measurements.push({
      benchmark: name,
      unit: "ops/s",
      lowerIsBetter: false,
      run: String(k),
      data: { kind: "summary", mean: hz, sd, n: n > 0 ? n : void 0 },
      source: { file, line: i + 1 }
    });
  });
  if (measurements.length === 0) {
    throw new InputError({ file }, 'no result lines; expected "<name> x 1,234 ops/sec \xB10.74% (93 runs sampled)"');
  }
  return { measurements };
}
var benchmarkJsConsole = defineReader({
  id: "benchmarkjs-console",
  title: "Benchmark.js console lines (String(bench))",
  carries: "summary",
  howTo: "suite.on('cycle', e => console.log(String(e.target))).run() > bench.txt",
  detect: detect20,
  parse: parse20
});

// src/formats/custom-json.ts
var WORDS = {
  kilobytes: "KB",
  megabytes: "MB",
  gigabytes: "GB",
  kibibytes: "KiB",
  mebibytes: "MiB",
  gibibytes: "GiB",
  percent: "%"
};
function customUnit(raw) {
  const text = WORDS[raw.trim().toLowerCase()] ?? raw.trim();
  const info = parseUnit(text);
  const rate2 = info.kind === "throughput" || /per\s*sec|throughput|\/\s*s(ec(ond)?)?$/i.test(text);
  return { unit: info.unit, scale: info.scale, lowerIsBetter: !rate2 };
}
var isEntry = (e) => isObject(e) && typeof e.name === "string" && typeof e.unit === "string" && (typeof e.value === "number" || typeof e.value === "string");
function detect21(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return doc.length > 0 && doc.every(isEntry) ? 0.9 : 0;
  const first = /^\uFEFF?\s*\[\s*\{([^{}]*)\}/.exec(probe.head);
  return first && /"name"\s*:/.test(first[1]) && /"unit"\s*:/.test(first[1]) && /"value"\s*:/.test(first[1]) ? 0.7 : 0;
}
async function parse21(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const list = root.array(parseJson(await input.readText(), file));
  const measurements = [];
  const runs = /* @__PURE__ */ new Map();
  list.forEach((raw, i) => {
    const at = root.at(i);
    const e = at.object(raw);
    const name = at.at("name").string(e.name);
    const unitText = at.at("unit").string(e.unit);
    const value = at.at("value").number(e.value);
    if (!Number.isFinite(value)) {
      ctx.warn("not-finite", { pointer: at.at("value").pointer, name });
      return;
    }
    const u = customUnit(unitText);
    const key = `${name}\0${u.unit}`;
    const k = (runs.get(key) ?? 0) + 1;
    runs.set(key, k);
    measurements.push({
      benchmark: name,
      unit: u.unit,
      lowerIsBetter: u.lowerIsBetter,
      run: String(k),
      data: { kind: "per-run", value: value * u.scale },
      source: { file, pointer: at.pointer }
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: "/" }, 'an empty list; expected [{"name": \u2026, "unit": \u2026, "value": \u2026}]');
  return { measurements };
}
var customJson = defineReader({
  id: "custom-json",
  title: "github-action-benchmark custom JSON ([{name, unit, value}])",
  carries: "per-run",
  howTo: 'write [{"name": "\u2026", "unit": "ms", "value": 12.3}] (the customSmallerIsBetter / customBiggerIsBetter input)',
  detect: detect21,
  parse: parse21
});

// src/formats/bencher-bmf.ts
var BUILTIN = {
  latency: { unit: "ns", scale: 1, lowerIsBetter: true },
  throughput: { unit: "ops/s", scale: 1, lowerIsBetter: false },
  "file-size": { unit: "B", scale: 1, lowerIsBetter: true },
  "build-time": { unit: "ns", scale: 1e9, lowerIsBetter: true }
};
var METRIC_KEYS = /* @__PURE__ */ new Set(["value", "lower_value", "upper_value"]);
function isMetric(v) {
  return isObject(v) && "value" in v && Object.keys(v).every((k) => METRIC_KEYS.has(k)) && Object.values(v).every((x) => x === null || typeof x === "number");
}
function detect22(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const benches = Object.values(doc);
    return benches.length > 0 && benches.every((b) => isObject(b) && Object.keys(b).length > 0 && Object.values(b).every(isMetric)) ? 0.85 : 0;
  }
  return /^\uFEFF?\s*\{\s*"[^"]*"\s*:\s*\{\s*"[^"]*"\s*:\s*\{\s*"(value|lower_value|upper_value)"\s*:\s*[-\d]/.test(probe.head) ? 0.7 : 0;
}
async function parse22(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  for (const [bench, raw] of Object.entries(doc)) {
    const bp = root.at(bench);
    for (const [measure, m] of Object.entries(bp.object(raw))) {
      const mp = bp.at(measure);
      const metric = mp.object(m);
      const value = mp.at("value").number(metric.value);
      if (!Number.isFinite(value)) {
        ctx.warn("not-finite", { pointer: mp.at("value").pointer, bench, measure });
        continue;
      }
      const u = BUILTIN[measure] ?? { unit: measure, scale: 1, lowerIsBetter: !/per-?sec|throughput|ops|rate/i.test(measure) };
      measurements.push({
        benchmark: bench,
        unit: u.unit,
        measure,
        lowerIsBetter: u.lowerIsBetter,
        run: "1",
        data: { kind: "per-run", value: value * u.scale },
        source: { file, pointer: mp.pointer }
      });
    }
  }
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: "/" }, 'no benchmarks; expected {"<benchmark>": {"latency": {"value": \u2026}}}');
  return { measurements };
}
var bencherBmf = defineReader({
  id: "bencher-bmf",
  title: "Bencher Metric Format JSON ({bench: {measure: {value}}})",
  carries: "per-run",
  howTo: 'write {"my_bench": {"latency": {"value": 123.4}}}  (Bencher Metric Format)',
  detect: detect22,
  parse: parse22
});

// src/formats/samples-column.ts
var UNIT2 = "(ns|nsec|nanoseconds?|us|\xB5s|\u03BCs|usec|microseconds?|ms|msec|milliseconds?|s|sec|secs|seconds?)";
var HEADER4 = new RegExp(String.raw`^([A-Za-z][\w .-]*?)(?:\s*[(\[]\s*${UNIT2}\s*[)\]]|[_\s-]+${UNIT2})$`, "i");
var MAX_HEADER = 200;
var NUMBER2 = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
function parseColumnHeader(line) {
  const t = line.replace(/^\uFEFF/, "").trim().replace(/^"(.*)"$/, "$1").trim();
  if (t.length > MAX_HEADER) return void 0;
  const m = HEADER4.exec(t);
  if (!m) return void 0;
  const unit = m[2] ?? m[3];
  if (/(^|[_\s.-])(per|ops?|req|reqs|requests|rps|qps|throughput|rate)$/i.test(m[1].trim())) return void 0;
  if (parseUnit(unit).kind !== "time" && parseUnit(unit.toLowerCase()).kind !== "time") return void 0;
  return { name: m[1].trim(), unit };
}
function detect23(probe) {
  const lines = splitLines(probe.head).map((l) => l.trim());
  if (lines.length < 2 || !parseColumnHeader(lines[0])) return 0;
  const body = lines.slice(1, 12).filter((l, i, a) => l !== "" && !(i === a.length - 1 && probe.head.length >= 65536));
  return body.length > 0 && body.every((l) => NUMBER2.test(l) || /^nan$/i.test(l)) ? 0.6 : 0;
}
var MAX_LINE_BYTES2 = 1024 * 1024;
var ColumnLines = class {
  constructor(file, ctx) {
    this.file = file;
    this.ctx = ctx;
  }
  file;
  ctx;
  lineNo = 0;
  header;
  /** Lines after the first that are not blank. */
  nonBlank = 0;
  scale = 1;
  values = new SampleColumn();
  nan = 0;
  /** One line that {@link run} does not read itself: the header, or anything but a plain decimal between blanks. */
  line(buf, s, e) {
    if (e > s && buf[e - 1] === 13) e--;
    const text = buf.toString("utf8", s, e);
    for (const piece of text.includes("\r") ? text.split("\r") : [text]) this.text(piece);
  }
  /**
   * A run of whole lines (bytes [s, e), LF-separated; see forEachByteRun); returns how many. Once
   * the header names a unit, each line that is a plain decimal between blanks (a CR at its end
   * allowed) is read as its bytes are scanned, with no search for its end first: what {@link line}
   * gives for it. Any other line goes through {@link line}; before a header with a unit, every line
   * does, followed by `check`.
   */
  run(buf, s, e, check) {
    let n = 0;
    let i = s;
    for (; ; ) {
      const start = i;
      if (this.header !== void 0 && this.header.unit !== "") {
        let c = i < e ? buf[i] : 10;
        while (c === 32 || c === 9) c = ++i < e ? buf[i] : 10;
        let neg = false;
        if (c === 45 || c === 43) {
          neg = c === 45;
          c = ++i < e ? buf[i] : 10;
        }
        let mant = 0;
        let digits = 0;
        let frac = 0;
        let dot = false;
        for (; ; ) {
          if (c >= 48 && c <= 57) {
            mant = mant * 10 + (c - 48);
            digits++;
            if (dot) frac++;
          } else if (c === 46 && !dot) dot = true;
          else break;
          c = ++i < e ? buf[i] : 10;
        }
        while (c === 32 || c === 9) c = ++i < e ? buf[i] : 10;
        if (c === 13 && (i + 1 === e || buf[i + 1] === 10)) c = ++i < e ? buf[i] : 10;
        if (c === 10 && digits > 0 && digits <= 15) {
          const v = frac === 0 ? mant : mant / POW10[frac];
          this.lineNo++;
          this.nonBlank++;
          this.values.push((neg ? -v : v) * this.scale);
          n++;
          if (i >= e) return n;
          i++;
          continue;
        }
      }
      let end = buf.indexOf(10, start);
      if (end < 0 || end > e) end = e;
      this.line(buf, start, end);
      check();
      n++;
      if (end >= e) return n;
      i = end + 1;
    }
  }
  text(raw) {
    const { file } = this;
    this.lineNo++;
    if (this.lineNo === 1) {
      this.header = { ...parseColumnHeader(raw) ?? { name: "", unit: "" }, text: raw };
      if (this.header.unit === "") return;
      const info = parseUnit(this.header.unit);
      this.scale = info.kind === "time" ? info.scale : parseUnit(this.header.unit.toLowerCase()).scale;
      return;
    }
    const t = raw.trim();
    if (t === "") return;
    this.nonBlank++;
    if (this.header.unit === "") return;
    if (/^nan$/i.test(t)) {
      if (this.nan++ === 0) this.ctx.warn("nan", { line: this.lineNo });
      return;
    }
    if (!NUMBER2.test(t))
      throw new InputError(
        { file, line: this.lineNo },
        `"${t.slice(0, 40)}" is not a number; expected one ${this.header.unit} value per line`
      );
    this.values.push(Number(t) * this.scale);
  }
  /** Whether any line (the header's included) holds more than blanks. */
  empty() {
    return this.header === void 0 || this.header.text.trim() === "" && this.nonBlank === 0;
  }
};
async function parse23(input, ctx) {
  const file = input.path;
  const lines = new ColumnLines(file, ctx);
  const noHeader = () => {
    const text = lines.header.text;
    return new InputError(
      { file, line: 1 },
      `header "${text.slice(0, 60)}" does not name a time unit; expected e.g. "latency_us", "duration_ms" or "time (ns)"`
    );
  };
  const check = () => {
    if (lines.header !== void 0 && lines.header.unit === "" && !lines.empty()) throw noHeader();
  };
  await forEachByteRun(input, (buf, s, e) => lines.run(buf, s, e, check), MAX_LINE_BYTES2, "expected one number per line");
  if (lines.empty()) throw new InputError({ file }, 'the file is empty; expected a header such as "latency_us" and one number per line');
  if (lines.header.unit === "") throw noHeader();
  if (lines.nan > 1) ctx.warn("nan-total", { lines: lines.nan });
  const values = lines.values.take();
  if (values.length === 0)
    throw new InputError(
      { file, line: lines.lineNo },
      `no values under the header "${lines.header.text.trim()}"; expected one number per line`
    );
  return {
    measurements: [
      {
        benchmark: lines.header.name,
        unit: "ns",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "per-op", values },
        source: { file, line: 2 }
      }
    ]
  };
}
var samplesColumn = defineReader({
  id: "samples-column",
  title: "A single column of per-operation times with a unit-naming header (latency_us, time (ns), \u2026)",
  carries: "per-op",
  howTo: 'write a header such as "latency_us", then one value per line',
  detect: detect23,
  parse: parse23
});

// src/formats/index.ts
var READERS = [
  rawSamples,
  mitata,
  // before google-benchmark-json: mitata JSON also has `context` + `benchmarks`
  googleBenchmarkJson,
  pytestBenchmark,
  jmh,
  hyperfine,
  pyperf,
  criterionDir,
  criterionJson,
  criterionConsole,
  googleBenchmarkConsole,
  goBench,
  hdrLog,
  wrk2,
  wrk,
  hdrPercentiles,
  vegetaJson,
  vegetaEncode,
  vegetaText,
  ghz,
  ohaJson,
  ohaCsv,
  autocannon,
  cassandraStress,
  dbBench,
  kuduHdr,
  redisBenchmark,
  pgbench,
  benchmarkDotNet,
  vitestBench,
  juliaBenchmarkTools,
  tinybench,
  k6Summary,
  k6Raw,
  catch2Xml,
  catch2Console,
  benchmarkJsConsole,
  customJson,
  bencherBmf,
  samplesColumn
];
function findReader(id) {
  return READERS.find((r) => r.id === id);
}

// src/read/detect.ts
function scoreReaders(input, readers) {
  return readers.map((reader) => {
    let score = 0;
    try {
      score = reader.detect(input);
    } catch {
      score = 0;
    }
    return { reader, score: Number.isFinite(score) ? score : 0 };
  });
}
function bestOf(scores) {
  let best;
  for (const s of scores) if (s.score > (best?.score ?? 0)) best = s;
  return best;
}
function unknownFormat(input, readers, hint) {
  const tried = readers.map((r) => r.id).join(", ");
  return new InputError(
    { file: input.path },
    `unknown format. Tried, in order: ${tried}.${hint} Run "bench-review formats" for what each expects.`
  );
}
function noReader(input, readers, best) {
  if (input.isDirectory || input.head.trim() === "") {
    return new InputError(
      { file: input.path },
      input.isDirectory ? "no known benchmark output in this directory" : "the file is empty; expected benchmark output"
    );
  }
  const hint = best ? ` It looks closest to "${best.reader.id}"; if that is right, pass --format ${best.reader.id} to see what does not match.` : "";
  return unknownFormat(input, readers, hint);
}
function where(pos) {
  if (pos.line !== void 0) return `line ${pos.line}${pos.column !== void 0 ? `, column ${pos.column}` : ""}`;
  if (pos.pointer !== void 0) return pos.pointer;
  return "the start";
}
var DIAGNOSIS_BYTES = 1024 * 1024;
async function boundedView(input) {
  const parts = [];
  let size = 0;
  let complete = true;
  for await (const chunk of input.chunks()) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= DIAGNOSIS_BYTES) {
      complete = false;
      break;
    }
  }
  const bytes = Buffer.concat(parts).subarray(0, DIAGNOSIS_BYTES);
  const view = {
    path: input.path,
    isDirectory: false,
    head: input.head,
    readText: async () => bytes.toString("utf8"),
    chunks: async function* () {
      yield bytes;
    },
    readEntry: (rel) => input.readEntry(rel)
  };
  return { view, complete };
}
function progress(pos) {
  if (pos.column !== void 0) return 0;
  if (pos.line !== void 0) return pos.line;
  if (pos.pointer !== void 0) return pos.pointer === "/" ? 1 : pos.pointer.split("/").length;
  return 0;
}
async function detectOrExplain(input) {
  const best = bestOf(scoreReaders(input, READERS));
  if (best && best.score >= 0.5) return best.reader;
  if (input.isDirectory || input.head.trim() === "") throw noReader(input, READERS, best);
  const { view, complete } = await boundedView(input).catch(() => ({ view: input, complete: false }));
  const text = await view.readText();
  const body = stripBom(text);
  const lead = body.trimStart()[0];
  const jsonLike = lead === "{" || lead === "[";
  if (jsonLike) {
    const problem = locateJsonError(body);
    if (problem && !problem.trailing && (complete || !problem.truncated)) {
      const e = jsonSyntaxError(body, input.path);
      throw new InputError(
        e.position,
        `looks like JSON, but ${problem.truncated ? "the JSON ends early (truncated file?)" : `the JSON is invalid (${problem.message})`}, so no JSON format can read it`
      );
    }
    if (!complete) throw unknownFormat(input, READERS, "");
  }
  const lines = body.split("\n").length;
  let closest;
  for (const reader of READERS) {
    if (reader.reads === "directory") continue;
    let found2 = 0;
    let error;
    try {
      found2 = measurementCount(await reader.parse(view));
    } catch (err) {
      if (err instanceof InputError) error = err;
    }
    if (found2 > 0)
      throw unknownFormat(
        input,
        READERS,
        ` It reads as "${reader.id}", but not certainly enough to choose it; if that is right, pass --format ${reader.id}.`
      );
    const at = error ? progress(error.position) : 0;
    if (error && at >= 2 && !(error.position.line !== void 0 && at >= lines) && at > (closest?.at ?? 0)) closest = { reader, error, at };
  }
  if (!closest?.error) throw unknownFormat(input, READERS, " None of them recognised any part of it.");
  const id = closest.reader.id;
  throw unknownFormat(
    input,
    READERS,
    ` It looks closest to "${id}", which stops at ${where(closest.error.position)}: ${closest.error.detail}. If it is ${id} output, pass --format ${id}.`
  );
}
function editDistance(a, b) {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length];
}
function nearestId(id) {
  const scored = READERS.map((r) => [r.id, editDistance(id.toLowerCase(), r.id)]).sort((x, y) => x[1] - y[1]);
  return scored[0] && scored[0][1] <= Math.max(2, Math.floor(id.length / 3)) ? scored[0][0] : void 0;
}

// src/read/open.ts
import { close as closeCb, constants, createReadStream, open as openFd, readSync } from "node:fs";
import { open, readdir, readFile, realpath, stat } from "node:fs/promises";
import { Socket } from "node:net";
import { join, relative } from "node:path";
import { createGunzip, gunzipSync } from "node:zlib";
var HEAD_BYTES = 64 * 1024;
var MAX_ENTRIES = 5e3;
var GiB = 1024 ** 3;
var MiB = 1024 ** 2;
var DEFAULT_LIMITS = {
  maxFileBytes: 2 * GiB,
  maxGunzipBytes: 4 * GiB,
  maxTextBytes: 500 * MiB,
  maxPipeBytes: 500 * MiB
};
function formatBytes(n) {
  if (n >= GiB && n % GiB === 0) return `${n / GiB} GiB`;
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  if (n >= GiB) return `${(n / GiB).toFixed(1)} GiB`;
  if (n >= MiB) return `${(n / MiB).toFixed(1)} MiB`;
  return `${n} bytes`;
}
function tooLarge(path, what, cap, hint) {
  return new InputError({ file: path }, `${what} more than ${formatBytes(cap)}, the limit for one input; ${hint}`);
}
async function listEntries(dir) {
  const out = [];
  const walk = async (d, depth) => {
    if (depth > 6 || out.length >= MAX_ENTRIES) return;
    const items = await readdir(d, { withFileTypes: true });
    items.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const it of items) {
      if (out.length >= MAX_ENTRIES) return;
      const p = join(d, it.name);
      if (it.isDirectory()) await walk(p, depth + 1);
      else if (it.isFile()) out.push(relative(dir, p));
    }
  };
  await walk(dir, 0);
  return out;
}
function cannotRead(path, err) {
  const e = err;
  if (e.code === "ENOENT") return new InputError({ file: path }, "no such file or directory");
  if (e.code === "EACCES" || e.code === "EPERM") return new InputError({ file: path }, "permission denied; expected a readable file");
  return new InputError({ file: path }, `cannot read (${e.code ?? e.message ?? String(err)})`);
}
function specialKind(info) {
  if (info.isCharacterDevice()) return "a character device (such as /dev/zero, /dev/null or a terminal)";
  if (info.isBlockDevice()) return "a block device";
  if (info.isSocket()) return "a socket";
  return void 0;
}
async function openInput(path, limits = DEFAULT_LIMITS) {
  let info;
  try {
    info = await stat(path);
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (info.isDirectory()) {
    const entries = await listEntries(path).catch((err) => {
      throw cannotRead(path, err);
    });
    return {
      path,
      isDirectory: true,
      head: "",
      entries,
      readText: () => Promise.reject(new InputError({ file: path }, "is a directory; expected a file")),
      chunks: () => {
        throw new InputError({ file: path }, "is a directory; expected a file");
      },
      readEntry: async (rel) => {
        const full = join(path, rel);
        const size = (await stat(full).catch((err) => {
          throw cannotRead(full, err);
        })).size;
        if (size > limits.maxTextBytes) throw tooLarge(full, "is", limits.maxTextBytes, "expected a benchmark result file");
        return readFile(full, "utf8");
      }
    };
  }
  if (info.isFIFO()) return openPipe(path, limits);
  const special = specialKind(info);
  if (special) throw new InputError({ file: path }, `is ${special}; expected a regular file, a directory or a pipe`);
  if (info.size > limits.maxFileBytes) {
    throw tooLarge(
      path,
      `is ${formatBytes(info.size)},`,
      limits.maxFileBytes,
      "split the results into several files (each file is one run)"
    );
  }
  let start;
  try {
    const fh = await open(path, "r");
    try {
      const buf = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      start = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (start[0] === 31 && start[1] === 139) return openGzip(path, limits);
  return {
    path,
    isDirectory: false,
    head: start.toString("utf8"),
    size: info.size,
    readText: async () => {
      const size = (await stat(path)).size;
      if (size > limits.maxTextBytes)
        throw tooLarge(
          path,
          `is ${formatBytes(size)},`,
          limits.maxTextBytes,
          "this format is read as a whole; split the results into several files"
        );
      return readFile(path, "utf8");
    },
    chunks: () => cappedChunks(createReadStream(path, { highWaterMark: 1 << 20 }), path, limits.maxFileBytes, "has grown to"),
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a file; expected a directory"))
  };
}
async function* cappedChunks(source, path, cap, what) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > cap) {
      source.destroy?.();
      throw tooLarge(path, what, cap, "split the results into several files");
    }
    yield chunk;
  }
}
async function* gunzipChunks(path, cap) {
  const z = createReadStream(path, { highWaterMark: 1 << 20 }).pipe(createGunzip());
  let total = 0;
  try {
    for await (const chunk of z) {
      total += chunk.length;
      if (total > cap) throw tooLarge(path, "decompresses to", cap, "split the results into several files");
      yield chunk;
    }
  } catch (err) {
    if (isUserError(err)) throw err;
    throw new InputError({ file: path }, `the gzip data is corrupt or truncated (${err.message}); expected a complete .gz file`);
  } finally {
    z.destroy();
  }
}
async function openGzip(path, limits) {
  const parts = [];
  let size = 0;
  for await (const chunk of gunzipChunks(path, limits.maxGunzipBytes)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  const head = Buffer.concat(parts).subarray(0, HEAD_BYTES).toString("utf8");
  return {
    path,
    isDirectory: false,
    head,
    readText: async () => {
      const chunks = [];
      for await (const c of gunzipChunks(path, Math.min(limits.maxGunzipBytes, limits.maxTextBytes))) chunks.push(c);
      return Buffer.concat(chunks).toString("utf8");
    },
    chunks: () => gunzipChunks(path, limits.maxGunzipBytes),
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a file; expected a directory"))
  };
}
async function readPipe(path, cap, named) {
  const fd = await new Promise(
    (resolve, reject) => openFd(path, constants.O_RDONLY | constants.O_NONBLOCK, (err, fd2) => err ? reject(cannotRead(path, err)) : resolve(fd2))
  );
  const parts = [];
  let total = 0;
  const add = (b) => {
    total += b.length;
    if (total > cap) throw tooLarge(path, "delivered", cap, "write the results to a file instead");
    parts.push(b);
  };
  let waiting = false;
  try {
    for (let polls = 0; ; ) {
      const buf = Buffer.allocUnsafe(HEAD_BYTES);
      let n;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (err) {
        if (err.code !== "EAGAIN") throw cannotRead(path, err);
        waiting = true;
        break;
      }
      if (n > 0) add(buf.subarray(0, n));
      else if (total === 0 && named && polls++ < PIPE_GRACE_POLLS) await new Promise((r) => setTimeout(r, PIPE_GRACE_MS));
      else break;
    }
  } catch (err) {
    await closeFd(fd);
    throw err;
  }
  if (!waiting) {
    await closeFd(fd);
    return Buffer.concat(parts);
  }
  const socket = new Socket({ fd, readable: true, writable: false });
  try {
    for await (const chunk of socket) add(chunk);
  } finally {
    socket.destroy();
  }
  return Buffer.concat(parts);
}
var PIPE_GRACE_POLLS = 20;
var PIPE_GRACE_MS = 50;
function closeFd(fd) {
  return new Promise((resolve) => closeCb(fd, () => resolve()));
}
async function openPipe(path, limits) {
  const named = await realpath(path).then(
    () => true,
    () => false
    // `/dev/fd/N` of an anonymous pipe resolves to "pipe:[…]", which is no path
  );
  let data = await readPipe(path, limits.maxPipeBytes, named);
  if (data.length === 0) {
    throw new InputError(
      { file: path },
      named ? "is a named pipe (FIFO) that nothing is writing to (or it delivered no data); expected a regular file, or a pipe with benchmark output" : "is a pipe that delivered no data; expected benchmark output (did the command before it fail?)"
    );
  }
  if (data[0] === 31 && data[1] === 139) {
    try {
      data = gunzipSync(data, { maxOutputLength: Math.min(limits.maxGunzipBytes, limits.maxPipeBytes) });
    } catch (err) {
      if (err.code === "ERR_BUFFER_TOO_LARGE")
        throw tooLarge(
          path,
          "decompresses to",
          Math.min(limits.maxGunzipBytes, limits.maxPipeBytes),
          "write the results to a file instead"
        );
      throw new InputError(
        { file: path },
        `the gzip data is corrupt or truncated (${err.message}); expected a complete .gz stream`
      );
    }
  }
  const bytes = data;
  return {
    path,
    isDirectory: false,
    head: bytes.subarray(0, HEAD_BYTES).toString("utf8"),
    readText: async () => {
      if (bytes.length > limits.maxTextBytes)
        throw tooLarge(path, "delivered", limits.maxTextBytes, "this format is read as a whole; write the results to a file instead");
      return bytes.toString("utf8");
    },
    chunks: async function* () {
      for (let i = 0; i < bytes.length; i += 1 << 20) yield bytes.subarray(i, i + (1 << 20));
    },
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a pipe; expected a directory"))
  };
}

// src/read/read.ts
async function openWithReader(path, format, limits = DEFAULT_LIMITS) {
  let reader;
  if (format !== void 0 && format !== "" && format !== "auto") {
    reader = findReader(format);
    if (!reader) {
      const near = nearestId(format);
      throw new UsageError(
        `unknown format "${format}"${near ? ` (did you mean ${near}?)` : ""}; expected one of: auto, ${READERS.map((r) => r.id).join(", ")}`
      );
    }
  }
  const input = await openInput(path, limits);
  reader ??= await detectOrExplain(input);
  return { input, reader };
}
async function parseOpened({ input, reader }) {
  try {
    const result = await reader.parse(input);
    if (measurementCount(result) === 0) {
      throw new InputError({ file: input.path }, `no benchmark results found; expected ${reader.title}`);
    }
    return result;
  } catch (err) {
    if (isUserError(err)) throw err;
    const message2 = err instanceof Error ? err.message : String(err);
    throw new InputError({ file: input.path }, `could not be read as ${reader.id}: ${message2}`);
  }
}
async function readResults(path, format, limits = DEFAULT_LIMITS) {
  return parseOpened(await openWithReader(path, format, limits));
}

// src/read/parallel.ts
import { existsSync } from "node:fs";
import { stat as stat2 } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var PARALLEL_MIN_BYTES = 16 * 1024 * 1024;
var MAX_THREADS = 3;
var startWorker;
function useReadWorkers(how) {
  if (how instanceof URL) startWorker = existsSync(fileURLToPath(how)) ? () => new Worker(how) : void 0;
  else startWorker = how;
}
function readThreads(env = process.env) {
  const text = env.BENCH_REVIEW_READ_THREADS;
  if (text === void 0 || text.trim() === "") return Math.max(0, Math.min(MAX_THREADS, availableParallelism() - 1));
  if (!/^\s*\d{1,2}\s*$/.test(text))
    throw new UsageError(
      `BENCH_REVIEW_READ_THREADS is "${text}"; expected the number of worker threads that read large inputs (0 reads everything on one thread)`
    );
  return Number(text);
}
function transferList(result) {
  const buffers = /* @__PURE__ */ new Set();
  const add = (a) => {
    if (a && a.buffer instanceof ArrayBuffer) buffers.add(a.buffer);
  };
  const t = result.perRun;
  if (t) for (const column of [t.seriesOf, t.values, t.iterations, t.runs, t.at]) add(column);
  for (const m of result.measurements) {
    if (m.data.kind === "per-op") add(m.data.values);
    else if (m.data.kind === "histogram") {
      add(m.data.histogram.values);
      add(m.data.histogram.lowValues);
      add(m.data.histogram.counts);
    }
  }
  return [...buffers];
}
var settle = (p) => p.then(
  (result) => ({ result }),
  (error) => ({ error })
);
var ReadWorker = class {
  worker;
  pending;
  dead = false;
  constructor(start) {
    this.worker = start();
    const answer = (result) => {
      const p = this.pending;
      this.pending = void 0;
      p?.(result);
    };
    this.worker.on("message", (reply) => answer("result" in reply ? reply.result : void 0));
    const fail = () => {
      this.dead = true;
      answer(void 0);
    };
    this.worker.on("error", fail);
    this.worker.on("messageerror", fail);
    this.worker.on("exit", fail);
  }
  read(job) {
    if (this.dead) return Promise.resolve(void 0);
    return new Promise((resolve) => {
      this.pending = resolve;
      try {
        this.worker.postMessage(job);
      } catch {
        this.dead = true;
        this.pending = void 0;
        resolve(void 0);
      }
    });
  }
  async stop() {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
};
var THREAD_MAX_SERIES = 64;
function goesToWorker({ input, reader }) {
  if (input.size === void 0 || input.size < PARALLEL_MIN_BYTES) return false;
  if (reader.carries !== "per-op" && reader.carries !== "histogram") return false;
  return (reader.seriesInHead?.(input) ?? 1) <= THREAD_MAX_SERIES;
}
async function fileBytes(path) {
  const info = await stat2(path).catch(() => void 0);
  return info?.isFile() ? info.size : 0;
}
async function readFiles(paths, format, limits = DEFAULT_LIMITS) {
  const start = startWorker;
  const large = /* @__PURE__ */ new Map();
  const outcomes = new Array(paths.length);
  let stop = paths.length;
  if (start && paths.length >= 2) {
    for (let i = 0; i < paths.length; i++) {
      if (await fileBytes(paths[i]) < PARALLEL_MIN_BYTES) continue;
      try {
        const o = await openWithReader(paths[i], format, limits);
        if (goesToWorker(o)) large.set(i, o);
      } catch (error) {
        outcomes[i] = { error };
        stop = i;
        break;
      }
    }
  }
  const threads = large.size >= 2 ? Math.min(readThreads(), large.size - 1) : 0;
  if (threads === 0) {
    const out2 = [];
    for (const p of paths) out2.push(await readResults(p, format, limits));
    return out2;
  }
  const done = (i, o) => {
    outcomes[i] = o;
    if ("error" in o && i < stop) stop = i;
  };
  const queue = [...large.keys()];
  const take = () => {
    for (let i = queue.shift(); i !== void 0; i = queue.shift()) if (i < stop) return i;
    return void 0;
  };
  const here = async () => {
    for (let i = 0; i < stop; i++) if (!large.has(i)) done(i, await settle(readResults(paths[i], format, limits)));
    for (let i = take(); i !== void 0; i = take()) done(i, await settle(parseOpened(large.get(i))));
  };
  const there = async () => {
    let worker;
    try {
      worker = new ReadWorker(start);
    } catch {
      return;
    }
    try {
      for (let i = take(); i !== void 0; i = take()) {
        const job = { path: paths[i], format: large.get(i).reader.id, limits };
        const result = await worker.read(job);
        done(i, result ? { result } : await settle(parseOpened(large.get(i))));
      }
    } finally {
      await worker.stop();
    }
  };
  await Promise.all([here(), ...Array.from({ length: threads }, there)]);
  const out = [];
  for (let i = 0; i <= stop && i < paths.length; i++) {
    const o = outcomes[i];
    if ("error" in o) throw o.error;
    out.push(o.result);
  }
  return out;
}

export {
  rowSource,
  rowIterations,
  namesWithSource,
  filterSeries,
  stripBom,
  parseJson,
  jsonSyntaxError,
  isObject,
  JsonPath,
  READERS,
  findReader,
  openInput,
  readResults,
  useReadWorkers,
  transferList,
  readFiles
};
