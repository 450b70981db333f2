/**
 * Benchmark.js console lines: `String(bench)` as printed from `on('cycle')`, e.g.
 * `fib(10) x 1,431,759 ops/sec ±0.74% (93 runs sampled)`.
 *
 * Kind: `summary` in ops/s, higher is better: mean = hz, n = the number of samples ("runs
 * sampled"; each sample is the mean period of one timed cycle of many calls, so these are
 * per-run aggregates, not per-op values). Benchmark.js computes rme = t(n-1) · sd / √n / mean
 * over the sample periods with its own t table, so sd ≈ hz · rme/100 · √n / t(n-1) (the
 * relative sd of the periods carried over to the rate, first-order). Lines that do not match
 * (suite banners, "Fastest is …") are ignored; error lines `name: <error>` give a warning. Names may contain
 * " x ", so the match anchors on the last ` x <number> ops/sec`. Thousands separators,
 * `±` or `+/-`, one-decimal rme and "1 run sampled" are accepted.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { splitLines } from '../read/lines.js';
import { parseLooseNumber } from '../read/numbers.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const LINE = /^(.*) x ([\d,]+(?:\.\d+)?) ops\/sec (?:±|\+\/-|\+-) ?(\d+(?:\.\d+)?)% \((\d+) runs? sampled\)\s*$/;
const FAILED = /^(\S.*?):\s*(\w*Error\b.*)?$/;
const T_TABLE = [
  0, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093,
  2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** Benchmark.js's critical value for a sample of n. */
export function benchmarkJsCritical(n: number): number {
  const df = Math.max(1, n - 1);
  return T_TABLE[df] ?? 1.96;
}

function detect(probe: InputProbe): number {
  const lines = splitLines(probe.head);
  const hits = lines.filter((l) => LINE.test(l)).length;
  return hits === 0 ? 0 : hits >= 2 || lines.filter((l) => l.trim() !== '').length <= 3 ? 0.9 : 0.7;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements: Measurement[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m) {
      const f = FAILED.exec(line);
      if (f && !/ ops\/sec /.test(line)) ctx.warn('failed', { line: i + 1, text: line.trim().slice(0, 80) });
      return;
    }
    const name = m[1].trim();
    const hz = parseLooseNumber(m[2]);
    const rme = Number(m[3]);
    const n = Number(m[4]);
    if (!Number.isFinite(hz) || !Number.isFinite(rme)) {
      throw new InputError(
        { file, line: i + 1 },
        `unreadable numbers in "${line.slice(0, 80)}"; expected "<name> x 1,234 ops/sec ±0.74% (93 runs sampled)"`,
      );
    }
    if (name === '') throw new InputError({ file, line: i + 1 }, 'a result line without a benchmark name');
    if (hz <= 0) {
      ctx.warn('not-positive', { line: i + 1, name, hz: m[2] });
      return;
    }
    const sd = n > 1 ? (hz * (rme / 100) * Math.sqrt(n)) / benchmarkJsCritical(n) : undefined;
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    measurements.push({
      benchmark: name,
      unit: 'ops/s',
      lowerIsBetter: false,
      run: String(k),
      data: { kind: 'summary', mean: hz, sd, n: n > 0 ? n : undefined },
      source: { file, line: i + 1 },
    });
  });
  if (measurements.length === 0) {
    throw new InputError({ file }, 'no result lines; expected "<name> x 1,234 ops/sec ±0.74% (93 runs sampled)"');
  }
  return { measurements };
}

export const benchmarkJsConsole = defineReader({
  id: 'benchmarkjs-console',
  title: 'Benchmark.js console lines (String(bench))',
  carries: 'summary',
  howTo: "suite.on('cycle', e => console.log(String(e.target))).run() > bench.txt",
  detect,
  parse,
});
