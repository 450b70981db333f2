/**
 * Google Benchmark console output (the default reporter; context block from stderr optional).
 *
 * Runs and kinds: as for the JSON reader, each result row is one run whose times are means over
 * `Iterations` iterations → `per-run` measurements, run ids "1", "2", … per benchmark. Rows
 * named `<name>_mean|_median|_stddev|_cv` are aggregates: ignored when `<name>` has its own rows,
 * otherwise (`--benchmark_display_aggregates_only`) turned into one `summary` with a warning.
 *
 * Metrics: `Time` (real) is the benchmark's primary metric in ns, `CPU` becomes
 * `<name> (cpu_time)`. Counters `key=value` (and `--benchmark_counters_tabular` columns) become
 * measurements like in the JSON reader; human suffixes k/M/G/T are 1000-based, `Ki/Mi/Gi` and
 * the `bytes_per_second` counter (which Google Benchmark formats in 1024 steps) 1024-based; old
 * glued rates `211.669MB/s` are bytes per second (1024-based). `nan` counters are skipped.
 * `ERROR OCCURRED` / `SKIPPED` rows are dropped with a warning. ANSI colours are stripped.
 * Context lines: `Run on (N X MHz CPU s)` → logicalCpus/baseMHz; DEBUG build → warning.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement, ParseResult } from '../model/types.js';
import { parseUnit } from '../units/units.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { splitLines } from './text.js';

const HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b(.*)$/;
// A number's digits are not split between `\d*` and `\d+`, and the name ends at a non-space:
// both ambiguities backtracked quadratically on long runs of digits or spaces.
const NUM = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;
const ROW = new RegExp(String.raw`^(\S(?:.*?\S)?)\s+(${NUM})\s*(ns|us|µs|ms|s|%)\s+(${NUM})\s*(ns|us|µs|ms|s|%)\s+(\d+)(.*)$`);
const HUMAN = new RegExp(String.raw`^(${NUM})([kKMGTPmun]?)(i?)(?:B)?(\/s)?$`);
const ANSI = /\x1b\[[0-9;]*m/g;
const AGG = /_(mean|median|stddev|cv)$/;
const PREFIX: Record<string, number> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, m: 1e-3, u: 1e-6, n: 1e-9 };

function humanNumber(raw: string, base1024: boolean): number {
  const m = HUMAN.exec(raw);
  if (!m) return NaN;
  const p = m[2];
  if (m[3] === 'i' || (base1024 && p !== '' && p !== 'm' && p !== 'u' && p !== 'n')) {
    const steps = 'kMGTP'.indexOf(p === 'K' ? 'k' : p) + 1;
    return Number(m[1]) * 1024 ** steps;
  }
  return Number(m[1]) * PREFIX[p];
}

function counterUnit(key: string): { unit: string; lowerIsBetter: boolean } {
  if (key === 'bytes_per_second') return { unit: 'B/s', lowerIsBetter: false };
  if (key === 'items_per_second') return { unit: 'ops/s', lowerIsBetter: false };
  if (/per_second$|_rate$/.test(key)) return { unit: key, lowerIsBetter: false };
  return { unit: key, lowerIsBetter: true };
}

function detect(probe: InputProbe): number {
  if (probe.isDirectory) return 0;
  const lines = splitLines(probe.head.replace(ANSI, ''));
  const h = lines.findIndex((l) => HEADER.test(l));
  if (h < 0) return 0;
  // compare.py tables share the first columns but add "Time Old  Time New".
  if (/Time Old|CPU Old/.test(lines[h])) return 0;
  return lines.slice(h + 1, h + 40).some((l) => ROW.test(l) || /ERROR OCCURRED|SKIPPED/.test(l)) ? 0.9 : 0.6;
}

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const lines = splitLines((await input.readText()).replace(ANSI, ''));
  const warnings: string[] = [];
  const machine: Machine = { source: 'google-benchmark-console' };
  const measurements: Measurement[] = [];
  const counts = new Map<string, number>();
  const aggs = new Map<string, { line: number; values: Map<string, number>; reps: number }>();
  let columns: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trimEnd();
    const line = i + 1;
    if (/^Benchmark\s+Time\s+CPU\s+Time Old/.test(t)) {
      throw new InputError({ file, line }, 'this is a compare.py comparison table, not benchmark output; expected the console output of the benchmark binary');
    }
    const header = HEADER.exec(t);
    if (header) {
      const rest = header[1].trim();
      columns = rest === '' || rest === 'UserCounters...' ? [] : rest.split(/\s+/);
      continue;
    }
    const runOn = /^Run on \((\d+) X ([\d.]+) MHz CPU s?\)/.exec(t);
    if (runOn) {
      machine.logicalCpus = Number(runOn[1]);
      machine.baseMHz = Number(runOn[2]);
      continue;
    }
    const load = /^Load Average: (.*)$/.exec(t);
    if (load) (machine.extra ??= {}).load_avg = load[1].trim();
    if (/^\*\*\*WARNING\*\*\*/.test(t)) {
      warnings.push(`${file}:${line}: ${t.replace(/^\*\*\*WARNING\*\*\*\s*/, '')}`);
      if (/DEBUG/.test(t)) (machine.extra ??= {}).library_build_type = 'debug';
      continue;
    }
    if (columns === undefined || t === '' || /^-+$/.test(t)) continue;
    const err = /^(\S+)\s+(ERROR OCCURRED|SKIPPED):?\s*(.*)$/.exec(t);
    if (err) {
      warnings.push(`${file}:${line}: ${err[1]} ${err[2] === 'SKIPPED' ? 'was skipped' : 'failed'} ${err[3]}; row dropped`.trimEnd());
      continue;
    }
    const m = ROW.exec(t);
    if (!m) continue;
    const name = m[1];
    const agg = AGG.exec(name);
    if (agg) {
      const base = name.slice(0, -agg[0].length);
      if (agg[1] === 'cv' || m[3] === '%') continue;
      let a = aggs.get(base);
      if (!a) aggs.set(base, (a = { line, values: new Map(), reps: Number(m[6]) }));
      a.values.set(agg[1], Number(m[2]) * parseUnit(m[3]).scale);
      continue;
    }
    if (m[3] === '%' || m[5] === '%') continue;
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const iterations = Number(m[6]);
    const add = (bench: string, unit: string, lowerIsBetter: boolean, value: number): void => {
      if (!Number.isFinite(value)) {
        warnings.push(`${file}:${line}: ${bench} (${unit}) is not a finite number; skipped`);
        return;
      }
      measurements.push({ benchmark: bench, unit, lowerIsBetter, run: String(n), data: { kind: 'per-run', value, iterations }, source: { file, line } });
    };
    add(name, 'ns', true, Number(m[2]) * parseUnit(m[3]).scale);
    add(`${name} (cpu_time)`, 'ns', true, Number(m[4]) * parseUnit(m[5]).scale);
    const rest = m[7].trim();
    if (rest === '') continue;
    const tokens = rest.split(/\s+/);
    if (columns.length > 0 && tokens.length === columns.length && !rest.includes('=')) {
      tokens.forEach((tok, k) => {
        const u = counterUnit(columns![k]);
        add(name, u.unit, u.lowerIsBetter, humanNumber(tok, columns![k] === 'bytes_per_second'));
      });
      continue;
    }
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k];
      const kv = /^([^=]+)=(.+)$/.exec(tok);
      if (kv) {
        const u = counterUnit(kv[1]);
        add(name, u.unit, u.lowerIsBetter, humanNumber(kv[2], kv[1] === 'bytes_per_second'));
      } else if (/B\/s$/.test(tok)) {
        add(name, 'B/s', false, humanNumber(tok, true));
      } else if (tokens[k + 1] === 'items/s') {
        add(name, 'ops/s', false, humanNumber(tok, false));
        k++;
      }
    }
  }
  if (columns === undefined) {
    throw new InputError({ file }, 'no header "Benchmark  Time  CPU  Iterations" found; expected Google Benchmark console output');
  }
  for (const [base, a] of aggs) {
    if (counts.has(base)) continue;
    const mean = a.values.get('mean');
    if (mean === undefined) continue;
    warnings.push(`${file}:${a.line}: ${base} shows aggregates only; compared as a summary, not as runs`);
    measurements.push({
      benchmark: base,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean, median: a.values.get('median'), sd: a.values.get('stddev'), n: a.reps },
      source: { file, line: a.line },
    });
  }
  if (measurements.length === 0) throw new InputError({ file }, 'no result rows after the header; expected rows like "BM_x   12.3 ns   12.3 ns   1000000"');
  return { format: 'google-benchmark-console', measurements, machine, warnings };
}

export const googleBenchmarkConsole: FormatReader = {
  id: 'google-benchmark-console',
  title: 'Google Benchmark console output',
  carries: 'per-run',
  howTo: './bench --benchmark_repetitions=10 --benchmark_color=false > out.txt 2>&1',
  detect,
  parse,
};
