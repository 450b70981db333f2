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
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';
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

/** A test case header after the dashed rule at `i`: its name and sections, and the closing rule's index. */
function testCaseHeader(lines: string[], i: number): { path: string[]; end: number } | undefined {
  const names: string[] = [];
  let j = i + 1;
  for (; j < lines.length && !RULE.test(lines[j].trimEnd()); j++) {
    const t = lines[j].trim();
    if (t === '') break;
    if (/^\s/.test(lines[j]) || names.length === 0) names.push(t);
    else names[names.length - 1] += ` ${t}`;
  }
  return j < lines.length && RULE.test(lines[j].trimEnd()) ? { path: names, end: j } : undefined;
}

/** The benchmark table of a Catch2 console output, line by line. */
class Catch2Console {
  readonly measurements: Measurement[] = [];
  private path: string[] = [];
  private inTable = false;
  private analysis = true;
  private fragments: string[] = [];
  private row: Row | undefined;

  constructor(
    private readonly lines: string[],
    private readonly ctx: ReadContext,
  ) {}

  /** Read every line; returns the measurements. */
  read(): Measurement[] {
    const { lines } = this;
    for (let i = 0; i < lines.length; i++) i = this.line(i);
    if (this.row) throw this.incomplete(lines.length, ' (truncated file?)');
    return this.measurements;
  }

  private incomplete(line: number, why = ''): InputError {
    return new InputError(
      { file: this.ctx.file, line },
      `benchmark "${this.row!.name}" is incomplete${why}; expected its mean and std dev lines`,
    );
  }

  private dur(value: string, unit: string, line: number): number {
    const v = Number(value);
    if (!Number.isFinite(v))
      throw new InputError({ file: this.ctx.file, line }, `"${value}" is not a number; expected a duration such as 41.731 us`);
    return v * parseUnit(unit).scale;
  }

  private finish(r: Row): void {
    const file = this.ctx.file;
    if (r.mean === undefined)
      throw new InputError({ file, line: r.line }, `benchmark "${r.name}" has no mean line; expected "mean  low mean  high mean" below it`);
    const benchmark = [...this.path, r.name].join(' / ');
    if (r.mean === 0) this.ctx.warn('zero-mean', { line: r.line, benchmark });
    this.measurements.push({
      benchmark,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean: r.mean, sd: r.sd, n: r.samples > 0 ? r.samples : undefined },
      source: { file, line: r.line },
    });
  }

  /** Handle line `i`; returns the index of the last line it consumed. */
  private line(i: number): number {
    const { lines } = this;
    const no = i + 1;
    const line = lines[i].trimEnd();
    if (RULE.test(line)) return this.rule(i);
    const header = TABLE_HEADER.exec(line);
    if (header) return this.tableHeader(i, header[1]);
    if (!this.inTable) return i;
    if (line.trim() === '') {
      if (this.row) throw this.incomplete(no);
      this.fragments = [];
      return i;
    }
    if (this.row) this.statLine(line.trimStart(), no);
    else this.benchmarkLine(line, no);
    return i;
  }

  /** A dashed rule ends a table; a rule with a name below it opens a test case header. */
  private rule(i: number): number {
    const { lines } = this;
    if (this.row) throw this.incomplete(i + 1);
    this.inTable = false;
    this.fragments = [];
    if (lines[i].startsWith('-') && i + 1 < lines.length && lines[i + 1].trim() !== '' && !RULE.test(lines[i + 1].trimEnd())) {
      const h = testCaseHeader(lines, i);
      if (h) {
        this.path = h.path;
        return h.end;
      }
    }
    return i;
  }

  private tableHeader(i: number, columns: string): number {
    const { lines } = this;
    this.analysis = !/^mean$/.test(columns);
    let j = i + 1;
    while (j < lines.length && !RULE.test(lines[j].trimEnd()) && j - i <= 3) j++;
    if (j >= lines.length || !RULE.test(lines[j].trimEnd()))
      throw new InputError(
        { file: this.ctx.file, line: i + 1 },
        'table header without its dashed rule; expected "-----" below the column titles',
      );
    this.inTable = true;
    this.fragments = [];
    return j;
  }

  /** The mean or std dev line of the benchmark in progress. */
  private statLine(text: string, no: number): void {
    const row = this.row!;
    const t = TRIPLE.exec(text);
    if (!t)
      throw new InputError(
        { file: this.ctx.file, line: no },
        `expected three durations (${row.need === 2 ? 'mean, low mean, high mean' : 'std dev, low std dev, high std dev'}) for "${row.name}"`,
      );
    if (t[1].trim() !== '') row.name += ` ${t[1].trim()}`;
    const v = this.dur(t[2], t[3], no);
    if (row.need === 2) row.mean = v;
    else row.sd = v;
    if (--row.need === 0) {
      this.finish(row);
      this.row = undefined;
    }
  }

  /** A benchmark's first line (or a failed one), or a fragment of a wrapped name. */
  private benchmarkLine(line: string, no: number): void {
    const text = line.trimStart();
    const failed = text.includes('Benchmark failed') ? FAILED.exec(text) : null;
    if (failed) {
      const name = [...this.fragments, (failed[1] ?? '').trim()].join(' ');
      this.ctx.warnShared('benchmark-failed', { line: no, benchmark: [...this.path, name].join(' / '), reason: failed[2] });
      this.fragments = [];
      return;
    }
    const r = ROW.exec(text);
    if (!r) {
      this.fragments.push(line.trim());
      return;
    }
    const name = [...this.fragments, (r[1] ?? '').trim()].filter((s) => s !== '').join(' ');
    this.fragments = [];
    if (name === '')
      throw new InputError({ file: this.ctx.file, line: no }, 'a benchmark row without a name; expected "name  samples  iterations  time"');
    const next: Row = { name, samples: Number(r[2]), line: no, need: 2 };
    if (this.analysis) this.row = next;
    else {
      next.mean = this.dur(r[4], r[5], no);
      this.finish(next);
    }
  }
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const measurements = new Catch2Console(splitLines(await input.readText()), ctx).read();
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError(
      { file: input.path },
      'no benchmark rows found; expected a table starting with "benchmark name  samples  iterations"',
    );
  }
  return { measurements };
}

export const catch2Console = defineReader({
  id: 'catch2-console',
  title: 'Catch2 console output of BENCHMARK blocks',
  carries: 'summary',
  howTo: './tests "[!benchmark]" > bench.txt  (default console reporter)',
  detect,
  parse,
});
