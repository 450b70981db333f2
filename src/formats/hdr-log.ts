/**
 * HdrHistogram interval logs (`.hlog`, HistogramLogWriter: jHiccup, cassandra-stress
 * `-log hdrfile=`, HdrHistogram_py, YCSB, …), log format 1.2/1.3 with V2 compressed histograms.
 *
 * One file is one run. Every interval histogram is decoded and added into one accumulating
 * histogram per tag; the run's `histogram` is that sum — untagged lines give the
 * benchmark `latency`, `Tag=<t>` lines the benchmark `<t>` (cassandra-stress writes `WRITE-st`,
 * `WRITE-rt`, …). The accumulator takes the first interval's configuration (lowest discernible
 * value and significant digits), so buckets and the resolution 1/(subBucketCount/2) are those of
 * the recording; values are bucket upper edges (highestEquivalentValue), lowValues the lower
 * edges, as HdrHistogram reports them.
 *
 * Unit: histograms hold integers in the recording unit, which the log does not name. It is taken
 * as **nanoseconds** (jHiccup, cassandra-stress, and the writer's default max-value ratio 1e6 that
 * prints Interval_Max in ms); a warning is given when Interval_Max ≠ max/1e6, since the recording
 * unit is then probably not ns.
 *
 * Decoding: the V2 payload's counts are added straight into the tag's counts array (inflateV2 /
 * addV2Counts in read/hdr-v2.ts: the same decoding as hdr-histogram-js's decodeFromCompressedBase64,
 * which the tests check line by line, at ~10× less cost than building a histogram object per
 * interval); hdr-histogram-js gives the index ↔ value mapping of each configuration. Intervals of a
 * tag with different configurations are summed into a histogram of the finest one (add()'s rule).
 *
 * Streams: lines are parsed as they arrive from `input.chunks()`, so memory is bounded by the
 * histograms, not the file. Legacy V0/V1 encodings (`HISTi…`, `HISTgg…`) are not decodable by
 * hdr-histogram-js and are rejected with a clear error. Intervals that recorded nothing and gaps
 * in the timeline become warnings (stalls of the recorder itself).
 */
import { inflateSync } from 'node:zlib';
import type * as HdrHistogram from 'hdr-histogram-js';
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { addV2Counts, inflateV2, type V2Header } from '../read/hdr-v2.js';
import { hdrToHistogram, type HdrLike } from '../read/histogram.js';
import { forEachByteLine } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';

let hdr: Pick<typeof HdrHistogram, 'build'> | undefined;

/** One histogram configuration's accumulated counts within a tag. */
interface Acc {
  ref: HdrLike & { lowestDiscernibleValue: number; numberOfSignificantValueDigits: number };
  counts: Float64Array;
  digits: number;
  lowest: number;
  highest: number;
}

interface TagState {
  accs: Map<string, Acc>;
  intervals: number;
  empty: number;
  line: number;
  lastEnd?: number;
  gaps: number;
  /** The configuration of the previous interval, to skip the lookups when it repeats. */
  last?: Acc;
}

const NUM = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** Largest counts array accepted (the `ref` check below), and so the largest V2 payload: 9 bytes a count. */
const MAX_BUCKETS = 1 << 24;
const MAX_PAYLOAD = 40 + 9 * MAX_BUCKETS;
/** All histograms of one file together may inflate to this much (like the gzip cap of an input). */
const MAX_INFLATED_TOTAL = 4 * 1024 ** 3;

/** One interval line's fields. */
interface Interval {
  tag: string;
  start: number;
  length: number;
  max: number;
  b64: string;
}

class LogParser {
  readonly tags = new Map<string, TagState>();
  lineNo = 0;
  private ratioWarned = false;
  private readonly refs = new Map<string, Acc['ref']>();
  private inflated = 0;
  private readonly file: string;
  constructor(private readonly ctx: ReadContext) {
    this.file = ctx.file;
  }

  /**
   * zlib-inflate one histogram, bounded: a compressed payload can expand a thousandfold, so each
   * is capped at the largest valid payload and the file's total at MAX_INFLATED_TOTAL.
   */
  private readonly inflate = (b: Buffer): Buffer => {
    const room = MAX_INFLATED_TOTAL - this.inflated;
    if (room <= 0)
      this.fail(
        `the compressed histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total; expected an interval log of ordinary size`,
      );
    // An output chunk near the expected size: a fixed 64 KiB chunk per interval costs more in allocation than in inflating.
    let raw: Buffer;
    try {
      raw = inflateSync(b, {
        chunkSize: Math.min(1 << 20, Math.max(1024, 1 << Math.ceil(Math.log2(b.length * 4)))),
        maxOutputLength: Math.min(MAX_PAYLOAD, room),
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') throw err;
      throw new Error(
        room < MAX_PAYLOAD
          ? `the histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total`
          : `it inflates to more than ${MAX_PAYLOAD} bytes, more than any histogram of at most ${MAX_BUCKETS} buckets`,
      );
    }
    this.inflated += raw.length;
    return raw;
  };

  private fail(message: string): never {
    throw new InputError({ file: this.file, line: this.lineNo }, message);
  }

  /** A histogram of the configuration, for the index ↔ value mapping (hdr-histogram-js). */
  private ref(h: V2Header): Acc['ref'] {
    const key = `${h.digits}/${h.lowest}/${h.highest}`;
    let r = this.refs.get(key);
    if (!r) {
      r = hdr!.build({
        bitBucketSize: 8,
        autoResize: false,
        lowestDiscernibleValue: h.lowest,
        highestTrackableValue: h.highest,
        numberOfSignificantValueDigits: h.digits as 1,
      }) as unknown as Acc['ref'];
      if (r.countsArrayLength > MAX_BUCKETS) this.fail(`a histogram of ${r.countsArrayLength} buckets; expected at most ${MAX_BUCKETS}`);
      this.refs.set(key, r);
    }
    return r;
  }

  /** One line, bytes [s, e) of buf (without the newline). */
  line(buf: Buffer, s0: number, e: number): void {
    this.lineNo++;
    const iv = this.fields(buf, s0, e);
    if (iv) this.interval(iv);
  }

  /** The fields of an interval line; undefined for comments, headers and blank lines. */
  private fields(buf: Buffer, s0: number, e: number): Interval | undefined {
    let s = s0;
    while (e > s && (buf[e - 1] === 0x0d || buf[e - 1] === 0x20 || buf[e - 1] === 0x09)) e--;
    while (s < e && (buf[s] === 0x20 || buf[s] === 0x09)) s++;
    if (s === e || buf[s] === 0x23 /* # */ || buf[s] === 0x22 /* " */) return undefined;
    if (buf.toString('latin1', s, Math.min(e, s + 14)) === 'StartTimestamp') return undefined;
    let tag = 'latency';
    if (e - s > 4 && buf.toString('latin1', s, s + 4) === 'Tag=') {
      const c = buf.indexOf(0x2c, s);
      if (c < 0 || c >= e) this.fail('a Tag= field and nothing else; expected Tag=<name>,<start>,<length>,<max>,<histogram>');
      tag = buf.toString('utf8', s + 4, c);
      if (tag === '') this.fail('empty Tag=; expected Tag=<name>,<start>,<length>,<max>,<histogram>');
      s = c + 1;
    }
    const c1 = buf.indexOf(0x2c, s);
    const c2 = c1 < 0 || c1 >= e ? -1 : buf.indexOf(0x2c, c1 + 1);
    const c3 = c2 < 0 || c2 >= e ? -1 : buf.indexOf(0x2c, c2 + 1);
    const c4 = c3 < 0 || c3 >= e ? -1 : buf.indexOf(0x2c, c3 + 1);
    if (c3 < 0 || c3 >= e || (c4 >= 0 && c4 < e))
      this.fail('expected 4 comma-separated fields <start>,<length>,<max>,<base64 histogram> (optionally after Tag=<name>)');
    const num = (a: number, z: number): number => {
      const t = buf.toString('latin1', a, z).trim();
      return NUM.test(t) ? Number(t) : NaN;
    };
    const start = num(s, c1);
    const length = num(c1 + 1, c2);
    const max = num(c2 + 1, c3);
    if (Number.isNaN(start) || Number.isNaN(length) || Number.isNaN(max))
      this.fail(
        `"${buf.toString('utf8', s0, Math.min(e, s0 + 60))}" does not start with three numbers; expected <start s>,<length s>,<max>,HIST…`,
      );
    const b64 = buf.toString('latin1', c3 + 1, e).trim();
    if (!b64.startsWith('HIST')) this.fail('the histogram field does not start with "HIST"; expected a base64 compressed HdrHistogram');
    if (!b64.startsWith('HISTF'))
      this.fail(
        'the histogram uses a legacy encoding (V0/V1, HdrHistogram before 2.1.8); expected V2 ("HISTF…") — re-encode the log with a current HdrHistogram',
      );
    return { tag, start, length, max, b64 };
  }

  /** Add one interval's counts into its tag's accumulator, and note empty intervals, gaps and the unit check. */
  private interval({ tag, start, length, max, b64 }: Interval): void {
    let st = this.tags.get(tag);
    if (!st) {
      st = { accs: new Map(), intervals: 0, empty: 0, line: this.lineNo, gaps: 0 };
      this.tags.set(tag, st);
    }
    let added: { total: number; maxIndex: number };
    let ref: Acc['ref'];
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
        `cannot decode the histogram (${err instanceof Error ? err.message : String(err)}); expected a base64 V2 compressed HdrHistogram`,
      );
    }
    st.intervals++;
    if (added.total === 0) st.empty++;
    if (st.lastEnd !== undefined && start - st.lastEnd > Math.max(1, 2 * length)) st.gaps++;
    st.lastEnd = start + length;
    if (!this.ratioWarned && added.total > 0 && max > 0) {
      const ratio = ref.highestEquivalentValue(ref.valueFromIndex(added.maxIndex)) / max;
      if (ratio < 0.9e6 || ratio > 1.1e6) {
        this.ratioWarned = true;
        this.ctx.warn('not-nanoseconds', { line: this.lineNo, max, ratio });
      }
    }
  }

  /** One tag's sum: the single configuration's buckets, or (mixed configurations) their sum in a histogram of the finest one. */
  private merged(s: TagState): HdrLike {
    const accs = [...s.accs.values()];
    const view = (a: Acc): HdrLike => ({
      totalCount: 0,
      countsArrayLength: a.counts.length,
      subBucketCount: a.ref.subBucketCount,
      getCountAtIndex: (i) => a.counts[i],
      valueFromIndex: (i) => a.ref.valueFromIndex(i),
      highestEquivalentValue: (v) => a.ref.highestEquivalentValue(v),
    });
    if (accs.length === 1) return view(accs[0]);
    const lowest = Math.min(...accs.map((a) => a.ref.lowestDiscernibleValue));
    const digits = Math.max(...accs.map((a) => a.ref.numberOfSignificantValueDigits));
    const out = hdr!.build({
      bitBucketSize: 64,
      autoResize: true,
      lowestDiscernibleValue: lowest,
      highestTrackableValue: 2 * lowest,
      numberOfSignificantValueDigits: digits as 1,
    });
    for (const a of accs)
      for (let i = 0; i < a.counts.length; i++) if (a.counts[i] > 0) out.recordValueWithCount(a.ref.valueFromIndex(i), a.counts[i]);
    return out as unknown as HdrLike;
  }

  result(): Measurement[] {
    const out: Measurement[] = [];
    for (const [tag, s] of this.tags) {
      if (s.empty > 0) this.ctx.warn('empty-intervals', { tag, empty: s.empty, intervals: s.intervals });
      if (s.gaps > 0) this.ctx.warn('gaps', { tag, gaps: s.gaps });
      const histogram = hdrToHistogram(this.merged(s));
      if (!histogram) {
        this.ctx.warn('all-empty', { line: s.line, tag, intervals: s.intervals });
        continue;
      }
      out.push({
        benchmark: tag,
        unit: 'ns',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'histogram', histogram },
        source: { file: this.file, line: s.line },
      });
    }
    return out;
  }
}

export const hdrLog = defineReader({
  id: 'hdr-log',
  title: 'HdrHistogram interval log (.hlog, V2 compressed histograms)',
  carries: 'histogram',
  howTo: 'HistogramLogWriter / jHiccup -l file.hlog / cassandra-stress … -log hdrfile=file.hlog',
  detect(probe: InputProbe): number {
    const h = probe.head;
    if (/^#\[Histogram log format version /m.test(h)) return 0.95;
    if (/^"?StartTimestamp"?,.*Interval_Compressed_Histogram/m.test(h)) return 0.95;
    if (/^(Tag=[^,\s]+,)?[\d.]+,[\d.]+,[\d.]+,HIST[A-Za-z0-9+/]/m.test(h)) return 0.9;
    return 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    // Loaded on first use, not at startup: with its WebAssembly and pako it is a quarter of the
    // action's bundle, which every run would otherwise read and compile (bench/action-overhead.ts).
    // A CommonJS module: its exports are the default export both in Node and in the bundle's chunk.
    // (tsx, which runs bench/ and the CLI from source, gives the named exports and no default)
    if (hdr === undefined) {
      const mod = (await import('hdr-histogram-js')) as typeof HdrHistogram & { default?: typeof HdrHistogram };
      hdr = mod.default ?? mod;
    }
    const p = new LogParser(ctx);
    await forEachByteLine(input, (buf, s, e) => p.line(buf, s, e), 64 << 20, 'expected one interval histogram per line');
    if (p.lineNo === 0) throw new InputError({ file }, 'the file is empty; expected an HdrHistogram interval log');
    if (p.tags.size === 0)
      throw new InputError({ file, line: p.lineNo }, 'no interval lines; expected <start>,<length>,<max>,HISTF… lines');
    return { measurements: p.result() };
  },
});
