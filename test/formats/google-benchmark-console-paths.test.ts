/**
 * The Google Benchmark console reader reads a usual result row from its bytes (the name field
 * skipped when it repeats the previous fast row's) and any other line by the row regex. The same
 * rows must give the same result either way: random tables (names that repeat and change,
 * aggregates, errors, counters, units and numbers the byte path leaves to the regex) read plain
 * and with every line in ANSI colour (which sends each through the regex) give equal measurements,
 * sources and warnings.
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
      const counters = pick(['', ` bytes_per_second=${(r() * 9).toFixed(3)}Gi/s items_per_second=${(r() * 9).toFixed(3)}G/s`, ` x=${(r() * 9).toFixed(2)}k`]);
      lines.push(`${name}${pick([' ', '      '])}${t} ${unit} ${(r() * 1000).toFixed(1)} ${unit} ${1 + Math.floor(r() * 1e6)}${counters}`);
    }
  }
  return lines;
}

describe('google-benchmark-console: byte path and regex path', () => {
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
