/**
 * LevelDB / RocksDB `db_bench` output, with `--histogram=1` for distributions.
 *
 * One file is one db_bench process = one run; each benchmark line
 * `readrandom   :       1.282 micros/op 776729 ops/sec; …` starts a benchmark:
 * - ns: with `--histogram=1`, the `Microseconds per <op>:` section that follows — `Count/Average/
 *   StdDev/Min/Median/Max`, RocksDB's `Percentiles: P50 … P99.99`, and the bucket table
 *   `( lo, hi ] count % cum% ###` (LevelDB: `[ lo, hi )`) — as a `histogram` (each bucket at its
 *   upper edge hi, lowValues = lo, resolution = the widest relative bucket width (hi−lo)/hi, ~0.5 for
 *   RocksDB's ×1.5 buckets; total/min/max/mean from the Count/Min/Max/Average line). Without a
 *   bucket table, the P-values as `percentiles` with count/min/max/mean. Without `--histogram`,
 *   only `micros/op` as a one-value `summary` (a mean over all ops).
 * - ops/s: `ops/sec` of the benchmark line as a one-value `summary`.
 * A benchmark with several histogram sections (RocksDB prints one per op type, e.g. reads and
 * writes of readrandomwriterandom) gets `<bench> (<op>)` names from the section title.
 * Machine facts: `CPU: 2 * AMD EPYC`, `CPUCache:`, the `RocksDB:`/`LevelDB:` version.
 * db_bench runs a fixed number of threads: closed-loop.
 * Measures, as db_bench prints them: `micros/op` (ns, with or without a histogram) and `ops/sec`.
 */
import { InputError } from '../errors.js';
import type { Histogram, Machine, Measurement, RunData } from '../model/types.js';
import { defineReader, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { percentFraction, scaleDecimal } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const BENCH = /^(\w[\w.-]*)\s+:\s+([\d.]+) micros\/op\s+(\d+) ops\/sec\b/;
const SECTION = /^Microseconds per (.+?):\s*$/;
const COUNT = /^Count:\s*(\d+)\s+Average:\s*([-\d.]+)\s+StdDev:\s*([-\d.]+)\s*$/;
const MINMAX = /^Min:\s*([-\d.]+)\s+Median:\s*([-\d.]+)\s+Max:\s*([-\d.]+)\s*$/;
const PCTS = /^Percentiles:\s*(.*)$/;
const BUCKET = /^[[(]\s*([\d.]+),\s*([\d.]+)\s*[\])]\s+(\d+)\s+[\d.]+%\s+[\d.]+%/;

interface SectionResult {
  op: string;
  line: number;
  data: RunData;
}

function parseSection(lines: string[], start: number, file: string): { res: SectionResult; end: number } {
  const op = SECTION.exec(lines[start])![1];
  const c = COUNT.exec(lines[start + 1] ?? '');
  const mm = MINMAX.exec(lines[start + 2] ?? '');
  if (!c || !mm)
    throw new InputError(
      { file, line: start + 2 },
      'expected "Count: N Average: x StdDev: y" and "Min: a Median: b Max: c" after the section title',
    );
  const count = Number(c[1]);
  const mean = scaleDecimal(c[2], 1e3);
  const sd = scaleDecimal(c[3], 1e3);
  const min = scaleDecimal(mm[1], 1e3);
  const median = scaleDecimal(mm[2], 1e3);
  const max = scaleDecimal(mm[3], 1e3);
  let i = start + 3;
  const points: Array<{ p: number; value: number }> = [];
  const p = PCTS.exec(lines[i] ?? '');
  if (p) {
    for (const m of p[1].matchAll(/P(\d+(?:\.\d+)?):\s*([\d.]+)/g))
      points.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e3) });
    i++;
  }
  if (/^-{10,}\s*$/.test(lines[i] ?? '')) i++;
  const values: number[] = [];
  const lows: number[] = [];
  const counts: number[] = [];
  let widest = 0;
  for (; i < lines.length; i++) {
    const b = BUCKET.exec(lines[i]);
    if (!b) break;
    const lo = scaleDecimal(b[1], 1e3);
    const hi = scaleDecimal(b[2], 1e3);
    const n = Number(b[3]);
    if (!(hi >= lo) || (values.length > 0 && lo < lows[lows.length - 1]))
      throw new InputError({ file, line: i + 1 }, 'bucket bounds out of order; expected ascending "( lo, hi ]" rows');
    if (n === 0) continue;
    lows.push(lo);
    values.push(hi);
    counts.push(n);
    if (lo > 0) widest = Math.max(widest, (hi - lo) / hi);
  }
  let data: RunData;
  if (counts.length > 0) {
    const total = counts.reduce((a, b) => a + b, 0);
    if (total !== count)
      throw new InputError(
        { file, line: start + 2 },
        `the buckets hold ${total} values but Count is ${count}; expected matching counts (truncated table?)`,
      );
    const histogram: Histogram = {
      values: Float64Array.from(values),
      lowValues: Float64Array.from(lows),
      counts: Float64Array.from(counts),
      total,
      min,
      max,
      mean,
    };
    if (widest > 0) histogram.resolution = widest;
    data = { kind: 'histogram', histogram };
  } else if (points.length > 0) {
    data = { kind: 'percentiles', points, count, min, max, mean };
  } else {
    data = { kind: 'summary', mean, sd, n: count, min, max, median };
  }
  if (count === 0) throw new InputError({ file, line: start + 2 }, 'Count is 0; expected at least one operation');
  return { res: { op, line: start + 1, data }, end: i };
}

/** A machine fact line (CPU, CPUCache, the RocksDB/LevelDB version) into `machine`; true when the line is used up. */
function machineLine(l: string, machine: Machine): boolean {
  // Greedy `(.+)$` on the trimmed line: a lazy `(.+?)\s*$` is quadratic in a run of spaces.
  const cpu = /^CPU:\s+(\d+) \* (.+)$/.exec(l.trimEnd());
  if (cpu) {
    machine.logicalCpus = Number(cpu[1]);
    machine.cpuModel = cpu[2];
    return true;
  }
  const cache = /^CPUCache:\s+(.+)$/.exec(l.trimEnd());
  if (cache) machine.extra!.cpuCache = cache[1];
  const ver = /^(RocksDB|LevelDB):\s+version\s+(\S+)/.exec(l);
  if (ver) machine.extra![ver[1]] = ver[2];
  return false;
}

export const dbBench = defineReader({
  id: 'db-bench',
  title: 'LevelDB/RocksDB db_bench output (--histogram=1)',
  carries: 'histogram',
  howTo: 'db_bench --benchmarks=fillseq,readrandom --num=1000000 --histogram=1 > db_bench.txt',
  detect(probe: InputProbe): number {
    const h = probe.head;
    if (/^Count: \d+[ \t]+Average: [-\d.]+[ \t]+StdDev: /m.test(h) && /^Microseconds per /m.test(h)) return 0.95;
    if (/^(RocksDB|LevelDB):[ \t]+version /m.test(h) && /^\w[\w.-]*[ \t]+:[ \t]+[\d.]+ micros\/op /m.test(h)) return 0.9;
    return 0;
  },
  async parse(input: InputFile): Promise<ReaderOutput> {
    const file = input.path;
    const lines = splitLines(await input.readText());
    const measurements: Measurement[] = [];
    const machine: Machine = { extra: {} };
    let bench: { name: string; line: number; micros: number; sections: SectionResult[] } | undefined;
    const flush = (): void => {
      if (!bench) return;
      const { name, line, micros, sections } = bench;
      if (sections.length === 0)
        measurements.push({
          benchmark: name,
          unit: 'ns',
          measure: 'micros/op',
          lowerIsBetter: true,
          run: '1',
          data: { kind: 'summary', mean: micros * 1e3 },
          source: { file, line },
        });
      for (const s of sections) {
        measurements.push({
          benchmark: sections.length > 1 ? `${name} (${s.op})` : name,
          unit: 'ns',
          measure: 'micros/op',
          lowerIsBetter: true,
          run: '1',
          data: s.data,
          source: { file, line: s.line },
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
          unit: 'ops/s',
          measure: 'ops/sec',
          lowerIsBetter: false,
          run: '1',
          data: { kind: 'summary', mean: Number(b[3]) },
          source: { file, line: i + 1 },
        });
        continue;
      }
      if (SECTION.test(l)) {
        if (!bench)
          throw new InputError(
            { file, line: i + 1 },
            'a histogram section before any "<name> : N micros/op N ops/sec" line; expected db_bench output',
          );
        const { res, end } = parseSection(lines, i, file);
        bench.sections.push(res);
        i = end - 1;
      }
    }
    flush();
    if (measurements.length === 0)
      throw new InputError({ file, line: lines.length }, 'no "<name> : N micros/op N ops/sec" line; expected db_bench output');
    return { measurements, machine, loadModel: 'closed-loop' };
  },
});
