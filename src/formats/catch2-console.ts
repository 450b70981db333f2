/**
 * Catch2 console reporter output of `BENCHMARK` blocks (v2 and v3; default reporter).
 *
 * Layout: per test case a header block (test case name, indented section names, between dashed
 * lines), then a table. With analysis (the default) every benchmark is three physical lines:
 *   name … samples  iterations  est. run time
 *          mean     low mean    high mean
 *          std dev  low std dev high std dev
 * and with `--benchmark-no-analysis` one line `name samples iterations mean`. Each cell has its
 * own unit (ns, us, ms, s). Long names wrap: Catch2 prints the leading part on lines of their own
 * before the samples line; hand-edited outputs also continue the name on the mean / std dev
 * lines. Both are joined with a space. CRLF is tolerated.
 *
 * Kind: `summary` (mean, sd, n = samples); each sample is itself a mean over `iterations` calls.
 * A mean of `0 ns` (timer resolution, e.g. on Windows) is kept, with a warning. Failed
 * benchmarks ("Benchmark failed (…)") are skipped with a warning.
 * Names: `<test case> / <section> / … / <benchmark>` (one benchmark name may appear in several
 * test cases).
 */
import { InputError } from '../errors.js';
import type { Measurement, ParseResult } from '../model/types.js';
import { parseUnit } from '../units/units.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { splitLines } from './text.js';

const ID = 'catch2-console';
// These run on lines already trimmed, so none needs a trailing `\s*$`, and a name ends at a
// non-space (`.*?\S`) and a number starts at a token start: a lazy name followed by `\s+` or by a
// number that may start mid-token backtracks quadratically on long runs of spaces or digits.
const TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(\S.*)$/;
const DUR = String.raw`(?<![\d.])([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*(ns|us|µs|μs|ms|s)`;
const ROW = new RegExp(String.raw`^(?:(.*?\S)\s+)?(\d+)\s+(\d+)\s+${DUR}$`);
const TRIPLE = new RegExp(String.raw`^(.*?)${DUR}\s+${DUR}\s+${DUR}$`);
const FAILED = /^(?:(.*?\S)\s+)?Benchmark failed \((.*)\)$/;
const RULE = /^(-{20,}|={20,})\s*$/;

function detect(probe: InputProbe): number {
  if (probe.isDirectory) return 0;
  if (!/^benchmark name[ \t]+samples[ \t]+iterations/m.test(probe.head)) return 0;
  return /is a Catch2? v?\d[\w.]* host application/.test(probe.head) ? 1 : 0.9;
}

interface Row {
  name: string;
  samples: number;
  line: number;
  mean?: number;
  sd?: number;
  need: number;
}

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const warnings: string[] = [];
  const measurements: Measurement[] = [];
  let path: string[] = [];
  let inTable = false;
  let analysis = true;
  let fragments: string[] = [];
  let row: Row | undefined;

  const dur = (value: string, unit: string, line: number): number => {
    const v = Number(value);
    if (!Number.isFinite(v)) throw new InputError({ file, line }, `"${value}" is not a number; expected a duration such as 41.731 us`);
    return v * parseUnit(unit).scale;
  };
  const finish = (r: Row): void => {
    if (r.mean === undefined) throw new InputError({ file, line: r.line }, `benchmark "${r.name}" has no mean line; expected "mean  low mean  high mean" below it`);
    if (r.mean === 0) warnings.push(`${file}:${r.line}: benchmark "${[...path, r.name].join(' / ')}" has a mean of 0 ns (below the timer resolution); kept as printed`);
    measurements.push({
      benchmark: [...path, r.name].join(' / '),
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean: r.mean, sd: r.sd, n: r.samples > 0 ? r.samples : undefined },
      source: { file, line: r.line },
    });
  };

  for (let i = 0; i < lines.length; i++) {
    const no = i + 1;
    const line = lines[i].trimEnd();
    const text = line.trimStart();
    if (RULE.test(line)) {
      if (row) throw new InputError({ file, line: no }, `benchmark "${row.name}" is incomplete; expected its mean and std dev lines`);
      inTable = false;
      fragments = [];
      if (line.startsWith('-') && i + 1 < lines.length && lines[i + 1].trim() !== '' && !RULE.test(lines[i + 1].trimEnd())) {
        // A test case header: name, indented sections, then another rule.
        const names: string[] = [];
        let j = i + 1;
        for (; j < lines.length && !RULE.test(lines[j].trimEnd()); j++) {
          const t = lines[j].trim();
          if (t === '') break;
          if (/^\s/.test(lines[j]) || names.length === 0) names.push(t);
          else names[names.length - 1] += ` ${t}`;
        }
        if (j < lines.length && RULE.test(lines[j].trimEnd())) {
          path = names;
          i = j;
        }
      }
      continue;
    }
    const header = TABLE_HEADER.exec(line);
    if (header) {
      analysis = !/^mean$/.test(header[1]);
      let j = i + 1;
      while (j < lines.length && !RULE.test(lines[j].trimEnd()) && j - i <= 3) j++;
      if (j >= lines.length || !RULE.test(lines[j].trimEnd())) throw new InputError({ file, line: no }, 'table header without its dashed rule; expected "-----" below the column titles');
      i = j;
      inTable = true;
      fragments = [];
      continue;
    }
    if (!inTable) continue;
    if (line.trim() === '') {
      if (row) throw new InputError({ file, line: no }, `benchmark "${row.name}" is incomplete; expected its mean and std dev lines`);
      fragments = [];
      continue;
    }
    if (row) {
      const t = TRIPLE.exec(text);
      if (!t) throw new InputError({ file, line: no }, `expected three durations (${row.need === 2 ? 'mean, low mean, high mean' : 'std dev, low std dev, high std dev'}) for "${row.name}"`);
      if (t[1].trim() !== '') row.name += ` ${t[1].trim()}`;
      const v = dur(t[2], t[3], no);
      if (row.need === 2) row.mean = v;
      else row.sd = v;
      if (--row.need === 0) {
        finish(row);
        row = undefined;
      }
      continue;
    }
    const failed = text.includes('Benchmark failed') ? FAILED.exec(text) : null;
    if (failed) {
      const name = [...fragments, (failed[1] ?? '').trim()].join(' ');
      warnings.push(`${file}:${no}: benchmark "${[...path, name].join(' / ')}" failed (${failed[2]}); skipped`);
      fragments = [];
      continue;
    }
    const r = ROW.exec(text);
    if (r) {
      const name = [...fragments, (r[1] ?? '').trim()].filter((s) => s !== '').join(' ');
      fragments = [];
      if (name === '') throw new InputError({ file, line: no }, 'a benchmark row without a name; expected "name  samples  iterations  time"');
      const next: Row = { name, samples: Number(r[2]), line: no, need: 2 };
      if (analysis) row = next;
      else {
        next.mean = dur(r[4], r[5], no);
        finish(next);
      }
      continue;
    }
    fragments.push(line.trim());
  }
  if (row) throw new InputError({ file, line: lines.length }, `benchmark "${row.name}" is incomplete (truncated file?); expected its mean and std dev lines`);
  if (measurements.length === 0 && warnings.length === 0) {
    throw new InputError({ file }, 'no benchmark rows found; expected a table starting with "benchmark name  samples  iterations"');
  }
  return { format: ID, measurements, warnings };
}

export const catch2Console: FormatReader = {
  id: ID,
  title: 'Catch2 console output of BENCHMARK blocks',
  carries: 'summary',
  howTo: './tests "[!benchmark]" > bench.txt  (default console reporter)',
  detect,
  parse,
};
