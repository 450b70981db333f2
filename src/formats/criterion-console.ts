/**
 * criterion.rs console output (`cargo bench`), and the libtest-style "bencher" output
 * (`cargo bench -- --output-format bencher`, also nightly `#[bench]`).
 *
 * Kinds: summary only. `X  time: [lo est hi]` gives the bootstrap CI of the typical time per
 * iteration (slope or mean) and its point estimate `est`: one `summary` with mean = median = est
 * (criterion prints no other statistic), n = the sample count of the preceding
 * "Collecting N samples" line when seen. A following `thrpt: [lo est hi]` line becomes a second
 * summary of the same name in B/s or ops/s (higher is better), measure `throughput` (the time keeps
 * the default measure `time`), as in the other criterion readers. Bencher lines
 * `test X ... bench: N ns/iter (+/- D)` give N (libtest: the median of the samples) as
 * mean = median; the ± range is not a standard deviation and is not used.
 * `change:` lines, verdicts, outlier counts, warnings and panics are ignored (a panic adds a
 * warning). One run ("1") per benchmark.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { parseLooseNumber } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

// Digits cannot be split between two quantifiers, and a unit cannot start with a digit: with
// either ambiguity a long run of digits or spaces made these patterns backtrack polynomially.
const NUM = '([-+]?\\d[\\d,]*(?:\\.\\d*)?(?:e[-+]?\\d+)?)';
const UNIT = '([^\\s\\d.,+-]\\S*)';
const TRIPLE = `\\[${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\]`;
const TIME_AT = /\btime:\s+\[/;
const TIME_REST = new RegExp(`^time:\\s+${TRIPLE}`);
const THRPT = new RegExp(`^thrpt:\\s+${TRIPLE}`);
const BENCHER = /^test (.+?) \.\.\. bench:\s+([\d,]+(?:\.\d+)?) ns\/iter \(\+\/- ([\d,]+(?:\.\d+)?)\)/;
const ELEM: Record<string, number> = { elem: 1, Kelem: 1e3, Melem: 1e6, Gelem: 1e9 };

/**
 * `name  time: [lo u est u hi u]` → [whole, name, lo, unit, est, unit, hi, unit] (the shape of the
 * former single regex). The name is everything before the first "time: [", found by a plain
 * search: a lazy `^(.*?)\s*time:` is quadratic on a long line of spaces.
 */
function matchTime(line: string): string[] | null {
  if (!line.includes('time:')) return null;
  const at = line.search(TIME_AT);
  if (at < 0) return null;
  const m = TIME_REST.exec(line.slice(at));
  return m ? [m[0], line.slice(0, at), ...m.slice(1)] : null;
}

function throughputUnit(raw: string): { unit: string; scale: number } | undefined {
  const m = /^([KMG]?elem)\/s$/.exec(raw);
  if (m) return { unit: 'ops/s', scale: ELEM[m[1]] };
  const u = parseUnit(raw);
  return u.kind === 'throughput' ? { unit: u.unit, scale: u.scale } : undefined;
}

function detect(probe: InputProbe): number {
  let score = 0;
  for (const line of splitLines(probe.head)) {
    if (matchTime(line)) return 0.9;
    if (BENCHER.test(line)) score = 0.8;
  }
  return score;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements: Measurement[] = [];
  const seen = new Map<string, number>();
  let samples: number | undefined;
  let current: string | undefined;
  let prev = '';
  let last: { name: string; n?: number } | undefined;
  const add = (
    name: string,
    unit: string,
    lowerIsBetter: boolean,
    est: number,
    n: number | undefined,
    line: number,
    measure?: string,
  ): void => {
    if (!Number.isFinite(est))
      throw new InputError({ file, line }, 'the estimate is not a number; expected e.g. "time: [1.0 ns 1.1 ns 1.2 ns]"');
    const key = `${name}\u0000${unit}`;
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    measurements.push({
      benchmark: name,
      unit,
      measure,
      lowerIsBetter,
      run: String(k),
      data: { kind: 'summary', mean: est, median: est, n },
      source: { file, line },
    });
  };
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].replace(/\x1b\[[0-9;]*m/g, '');
    const line = i + 1;
    const collecting = /^Benchmarking (.+): Collecting (\d+) samples/.exec(t);
    if (collecting) {
      current = collecting[1];
      samples = Number(collecting[2]);
    }
    const time = matchTime(t);
    if (time && time[3] === '%') continue; // the time: line of a change block (relative change)
    if (time) {
      let name = time[1].trim();
      if (name === '') name = prev.trim() !== '' && !/^Benchmarking /.test(prev) ? prev.trim() : (current ?? '');
      if (name === '')
        throw new InputError({ file, line }, 'a "time:" line without a benchmark name; expected "<name>  time: [lo est hi]"');
      const u = parseUnit(time[5]);
      if (u.kind !== 'time') throw new InputError({ file, line }, `unknown time unit "${time[5]}"; expected ps, ns, µs, ms or s`);
      const n = current === name ? samples : undefined;
      add(name, 'ns', true, parseLooseNumber(time[4]) * u.scale, n, line);
      last = { name, n };
      prev = t;
      continue;
    }
    const thrpt = THRPT.exec(t.trimStart());
    if (thrpt && last && thrpt[2] !== '%') {
      const u = throughputUnit(thrpt[4]);
      if (u) add(last.name, u.unit, false, parseLooseNumber(thrpt[3]) * u.scale, last.n, line, 'throughput');
      else ctx.warn('throughput-unit', { line, unit: thrpt[4] });
    }
    const bencher = BENCHER.exec(t);
    if (bencher) add(bencher[1].trim(), 'ns', true, parseLooseNumber(bencher[2]), undefined, line);
    if (/panicked at|^error: bench failed/.test(t)) ctx.warn('run-failed', { line, text: t.trim().slice(0, 120) });
    if (t.trim() !== '') prev = t;
  }
  if (measurements.length === 0) {
    throw new InputError(
      { file },
      'no results found; expected criterion lines like "name  time: [1.0 ns 1.1 ns 1.2 ns]" or "test name ... bench: 123 ns/iter (+/- 4)"',
    );
  }
  return { measurements };
}

export const criterionConsole = defineReader({
  id: 'criterion-console',
  title: 'criterion.rs console output (and --output-format bencher)',
  carries: 'summary',
  howTo: 'cargo bench > out.txt (or cargo bench -- --output-format bencher)',
  detect,
  parse,
});
