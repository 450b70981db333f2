/**
 * The Google Benchmark console reader reads a usual result row from its bytes (the name field
 * skipped when it repeats the previous fast row's) and any other line by the row regex. The same
 * rows must give the same result either way: random tables (names that repeat and change,
 * aggregates, errors, counters, units and numbers the byte path leaves to the regex) read plain
 * and with every line in ANSI colour (which sends each through the regex) give equal measurements,
 * sources and warnings. A row that repeats the last fast row's name and counter keys is read in one
 * pass of its own (repeatLine), so runs of such rows get every way a row can differ from the one before.
 */
import { describe, expect, it } from 'vitest';
import { googleBenchmarkConsole } from '../../src/formats/google-benchmark-console.js';
import { mulberry32 } from '../../src/stats/random.js';
import { measurementsOf, parseText, sameFile } from '../helpers/reader-kit.js';

function table(seed: number): string[] {
  const r = mulberry32(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const lines = ['Run on (2 X 2450 MHz CPU s)', '------', 'Benchmark      Time      CPU   Iterations UserCounters...', '------'];
  const names = ['BM_a', 'BM_Parse/input:12/threads:1', 'BM_Parse/input:120/threads:1', 'BM_a/1'];
  let name = pick(names);
  for (let i = 0; i < 200; i++) {
    if (r() < 0.25) name = pick(names);
    const x = r();
    if (x < 0.03) lines.push(`${name}_mean ${(r() * 100).toFixed(1)} ns ${(r() * 100).toFixed(1)} ns 10`);
    else if (x < 0.05) lines.push(`${name} ERROR OCCURRED: 'boom'`);
    else {
      const unit = pick(['ns', 'ns', 'us', 'ms', 's']);
      const t = pick([(r() * 1000).toFixed(1), String(Math.round(r() * 1e4)), '1e3']);
      const counters = pick([
        '',
        ` bytes_per_second=${(r() * 9).toFixed(3)}Gi/s items_per_second=${(r() * 9).toFixed(3)}G/s`,
        ` x=${(r() * 9).toFixed(2)}k`,
      ]);
      lines.push(`${name}${pick([' ', '      '])}${t} ${unit} ${(r() * 1000).toFixed(1)} ${unit} ${1 + Math.floor(r() * 1e6)}${counters}`);
    }
  }
  return lines;
}

/** Runs of rows repeating a name and its counters (`--benchmark_repetitions`), each possibly differing from the last in one way. */
function repetitions(seed: number): string[] {
  const r = mulberry32(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const lines = ['Run on (2 X 2450 MHz CPU s)', '------', 'Benchmark      Time      CPU   Iterations UserCounters...', '------'];
  const names = ['BM_a', 'BM_a/1', 'BM_ab', 'BM_Parse/input:12/threads:1', 'BM_Parse/input:120/threads:1'];
  const counterSets = [
    [],
    ['bytes_per_second'],
    ['bytes_per_second', 'items_per_second'],
    ['x', 'items_per_second'],
    ['items_per_second', 'bytes_per_second'],
  ];
  const suffixes = ['Gi/s', 'G/s', 'k', 'M', 'Mi', '/s', 'B/s', 'm', 'u', 'n', ''];
  const odd = [
    '1.',
    '+3',
    '-2.5',
    '-0',
    '0012',
    '123456789012345',
    '1234567890123456',
    '12345678901234567',
    '0.1234567890123456',
    '123456789012345678901234',
    '0.123456789012345678',
    '.5',
    '1e3',
    '0',
    'nan',
    'inf',
  ];
  let name = pick(names);
  let counters = pick(counterSets);
  let suffix = pick(suffixes);
  for (let i = 0; i < 300; i++) {
    const x = r();
    if (x < 0.05) name = pick(names);
    else if (x < 0.08) counters = pick(counterSets);
    else if (x < 0.1) suffix = pick(suffixes);
    else if (x < 0.13) {
      lines.push(
        pick([`${name}_mean 12.5 ns 12.4 ns 10`, `${name}_cv 1.2 % 1.1 % 10`, `${name} ERROR OCCURRED: 'boom'`, '', '------', name]),
      );
      continue;
    }
    let keys = counters.slice();
    const y = r();
    if (y < 0.03) keys = keys.slice(0, -1);
    else if (y < 0.06) keys = [...keys, 'x'];
    else if (y < 0.08 && keys.length > 0) keys[Math.floor(r() * keys.length)] += 'x';
    // (a negative time is refused for the whole file; counters may be negative)
    const num = (negative = true): string =>
      r() < 0.9 ? (r() * 1000).toFixed(Math.floor(r() * 4)) : pick(negative ? odd : odd.filter((o) => !o.startsWith('-')));
    const blank = (): string => pick([' ', '      ', '\t', ' \t']);
    const unit = r() < 0.95 ? 'ns' : pick(['us', 'ms', 's', 'xs', 'n']);
    let line = `${name}${blank()}${num(false)} ${unit}${blank()}${num(false)} ${unit}${blank()}${r() < 0.97 ? 1 + Math.floor(r() * 1e6) : pick(['+1', '1.5', '0'])}`;
    for (const k of keys) line += `${blank()}${k}=${num()}${r() < 0.95 ? suffix : pick(suffixes)}`;
    if (r() < 0.05) line += pick([' ', '\t', ' extra', '\r']);
    // A CR inside a line ends a line there too (old Mac line ends).
    if (r() < 0.02) line += `\r${name} 1.5 ns 1.5 ns 10`;
    lines.push(line);
  }
  return lines;
}

describe('google-benchmark-console: byte path and regex path', () => {
  it("rows repeating the last one's name and counters give the same result plain and in colour", async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const lines = repetitions(seed);
      const plain = await parseText(googleBenchmarkConsole, `${lines.join('\n')}\n`);
      const colour = await parseText(googleBenchmarkConsole, `${lines.map((l) => `\x1b[32m${l}\x1b[0m`).join('\n')}\n`);
      expect(sameFile(measurementsOf(plain))).toEqual(sameFile(measurementsOf(colour)));
      // (sameFile goes through JSON, which has no −0)
      expect(measurementsOf(plain).map((m) => m.data)).toEqual(measurementsOf(colour).map((m) => m.data));
      expect(sameFile(plain.warnings)).toEqual(sameFile(colour.warnings));
      expect(measurementsOf(plain).length).toBeGreaterThan(300);
    }
  });

  it('random tables give the same result plain and in colour', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const lines = table(seed);
      const plain = await parseText(googleBenchmarkConsole, `${lines.join('\n')}\n`);
      const colour = await parseText(googleBenchmarkConsole, `${lines.map((l) => `\x1b[32m${l}\x1b[0m`).join('\n')}\n`);
      expect(sameFile(measurementsOf(plain))).toEqual(sameFile(measurementsOf(colour)));
      expect(sameFile(plain.warnings)).toEqual(sameFile(colour.warnings));
      expect(measurementsOf(plain).length).toBeGreaterThan(300);
    }
  });
});
