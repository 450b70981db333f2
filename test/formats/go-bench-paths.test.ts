/**
 * go-bench reads plain output from its bytes (a result line's name and units compared with the
 * previous line's, the name field skipped when it repeats) and `go test -json` output from the
 * Output text of each event. The same lines must give the same result either way: random suites
 * (names that repeat, change, lose or change their `-N`; several units and a repeated one;
 * numbers the byte path leaves to the general one; broken lines) read as plain text and wrapped
 * one event per line give equal measurements, sources, machine facts and warnings.
 */
import { describe, expect, it } from 'vitest';
import { goBench } from '../../src/formats/go-bench.js';
import { mulberry32 } from '../../src/stats/random.js';
import { parseText, sameFile, measurementsOf } from '../helpers/reader-kit.js';

function suite(seed: number): string[] {
  const r = mulberry32(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/p', 'cpu: Test CPU'];
  const names = ['BenchmarkA', 'BenchmarkB/size=10', 'BenchmarkLongerName/case-7/with_sub', 'BenchmarkA/x'];
  const suffixes = r() < 0.7 ? ['-8'] : ['-8', '-4', ''];
  let name = `${pick(names)}${pick(suffixes)}`;
  for (let i = 0; i < 200; i++) {
    if (r() < 0.25) name = `${pick(names)}${pick(suffixes)}`;
    const x = r();
    if (x < 0.03) lines.push(`pkg: example.com/${pick(['p', 'q'])}`);
    else if (x < 0.05) lines.push(name);
    else if (x < 0.07) lines.push(`${name} 10 oops ns/op`);
    else if (x < 0.08) lines.push('PASS');
    else {
      const value = pick([`${(r() * 1000).toFixed(1)}`, `${Math.round(r() * 1e6)}`, '1.5e3', '.5', `${r() * 100}`]);
      const extra = r() < 0.5 ? `\t${Math.round(r() * 512)} B/op\t${Math.round(r() * 9)} allocs/op` : r() < 0.5 ? `\t${(r() * 9).toFixed(2)} ns/op` : '';
      lines.push(`${name}${pick([' ', '   \t', '\t'])}${1 + Math.floor(r() * 1e6)}\t${value} ns/op${extra}${r() < 0.1 ? '\r' : ''}`);
    }
  }
  return lines;
}

describe('go-bench: bytes path and text path', () => {
  it('random suites give the same result plain and as go test -json', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const lines = suite(seed);
      const plain = await parseText(goBench, `${lines.join('\n')}\n`);
      const json = await parseText(goBench, lines.map((l) => JSON.stringify({ Action: 'output', Package: 'example.com/p', Output: `${l}\n` })).join('\n') + '\n');
      expect(sameFile(measurementsOf(json))).toEqual(sameFile(measurementsOf(plain)));
      expect(json.machine).toEqual(plain.machine);
      expect(sameFile(json.warnings)).toEqual(sameFile(plain.warnings));
      expect(measurementsOf(plain).length).toBeGreaterThan(100);
    }
  });
});
