/**
 * go-bench reads plain output from its bytes (a result line's name and units compared with the
 * previous line's, the name field skipped when it repeats) and `go test -json` output from the
 * Output text of each event. The same lines must give the same result either way: random suites
 * (names that repeat, change, lose or change their `-N`; several units and a repeated one;
 * numbers the byte path leaves to the general one; broken lines) read as plain text and wrapped
 * one event per line give equal measurements, sources, machine facts and warnings. A line that
 * repeats the previous one's benchmark and units is read in one pass of its own (repeatLine), so
 * runs of such lines get every way a line can differ from the one before.
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
      const extra =
        r() < 0.5
          ? `\t${Math.round(r() * 512)} B/op\t${Math.round(r() * 9)} allocs/op`
          : r() < 0.5
            ? `\t${(r() * 9).toFixed(2)} ns/op`
            : '';
      lines.push(`${name}${pick([' ', '   \t', '\t'])}${1 + Math.floor(r() * 1e6)}\t${value} ns/op${extra}${r() < 0.1 ? '\r' : ''}`);
    }
  }
  return lines;
}

/** Runs of lines repeating a benchmark and its units, each line possibly differing from the last in one way. */
function repeats(seed: number): string[] {
  const r = mulberry32(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const names = ['BenchmarkA-8', 'BenchmarkA', 'BenchmarkA2-8', 'BenchmarkA-8x', 'BenchmarkB/size=64-8', 'BenchmarkA-4'];
  const unitSets = [
    ['ns/op'],
    ['ns/op', 'B/op', 'allocs/op'],
    ['ns/op', 'MB/s', 'B/op', 'allocs/op'],
    ['ns/op', 'B/op', 'B/op'],
    ['items/s', 'ns/op'],
  ];
  // Numbers of plainDecimal's form and not: signs, a bare dot, 15 and 16 digits, exponents.
  const odd = [
    '1.',
    '+3',
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
    '7.',
    '99.999',
  ];
  const lines = ['pkg: example.com/p'];
  let name = pick(names);
  let units = pick(unitSets);
  for (let i = 0; i < 300; i++) {
    const x = r();
    if (x < 0.05) name = pick(names);
    else if (x < 0.08) units = pick(unitSets);
    else if (x < 0.1) {
      lines.push(pick(['', 'PASS', 'pkg: example.com/q', 'pkg: example.com/p', name, 'cpu: Test CPU']));
      continue;
    }
    let u = units.slice();
    const y = r();
    if (y < 0.03) u = u.slice(0, -1);
    else if (y < 0.06) u = [...u, 'ns/op'];
    else if (y < 0.08) u[Math.floor(r() * u.length)] += pick(['x', '/']);
    else if (y < 0.1) u[Math.floor(r() * u.length)] = u[0].slice(0, -1);
    const blank = (): string => pick(['\t', ' ', '   ', ' \t ']);
    let line = `${name}${r() < 0.5 ? ' '.repeat(Math.floor(r() * 4)) : ''}${blank()}${r() < 0.97 ? 1 + Math.floor(r() * 1e7) : pick(['+1', '1.5', '1234567890123456'])}`;
    for (const unit of u) {
      // (a negative time is refused for the whole file; other units may be negative)
      const value =
        r() < 0.85 ? (r() * 1e4).toFixed(Math.floor(r() * 4)) : unit !== 'ns/op' && r() < 0.3 ? pick(['-2.5', '-0', '-7.']) : pick(odd);
      line += `${blank()}${value}${r() < 0.97 ? ' ' : blank()}${unit}`;
    }
    if (r() < 0.05) line += pick([' ', '\t', ' extra', '\r', ' \r']);
    lines.push(line);
  }
  return lines;
}

describe('go-bench: bytes path and text path', () => {
  it("lines repeating the last one's benchmark and units give the same result plain and as go test -json", async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const lines = repeats(seed);
      const plain = await parseText(goBench, `${lines.join('\n')}\n`);
      const json = await parseText(
        goBench,
        lines.map((l) => JSON.stringify({ Action: 'output', Package: 'example.com/p', Output: `${l}\n` })).join('\n') + '\n',
      );
      expect(sameFile(measurementsOf(json))).toEqual(sameFile(measurementsOf(plain)));
      // (sameFile goes through JSON, which has no −0)
      expect(measurementsOf(json).map((m) => m.data)).toEqual(measurementsOf(plain).map((m) => m.data));
      expect(sameFile(json.warnings)).toEqual(sameFile(plain.warnings));
      expect(measurementsOf(plain).length).toBeGreaterThan(300);
    }
  });

  it('a file of more than 1 MiB, whose table makes room for its rows after the first MiB, gives the same rows', async () => {
    const lines: string[] = [];
    for (let seed = 100; lines.join('\n').length < 1.5 * 2 ** 20; seed++)
      lines.push(...repeats(seed).filter((l) => !l.includes('-2.5') && !l.includes('-7.')));
    const plain = await parseText(goBench, `${lines.join('\n')}\n`);
    const json = await parseText(
      goBench,
      lines.map((l) => JSON.stringify({ Action: 'output', Package: 'example.com/p', Output: `${l}\n` })).join('\n') + '\n',
    );
    expect(measurementsOf(json).map((m) => m.data)).toEqual(measurementsOf(plain).map((m) => m.data));
    expect(sameFile(measurementsOf(json))).toEqual(sameFile(measurementsOf(plain)));
    // The plain table is the room made (no copy): a little more than its rows.
    const t = plain.perRun!;
    expect(t.values.buffer.byteLength / 8).toBeGreaterThan(t.values.length);
    expect(t.values.buffer.byteLength / 8).toBeLessThan(2 * t.values.length);
  });

  it('random suites give the same result plain and as go test -json', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const lines = suite(seed);
      const plain = await parseText(goBench, `${lines.join('\n')}\n`);
      const json = await parseText(
        goBench,
        lines.map((l) => JSON.stringify({ Action: 'output', Package: 'example.com/p', Output: `${l}\n` })).join('\n') + '\n',
      );
      expect(sameFile(measurementsOf(json))).toEqual(sameFile(measurementsOf(plain)));
      expect(json.machine).toEqual(plain.machine);
      expect(sameFile(json.warnings)).toEqual(sameFile(plain.warnings));
      expect(measurementsOf(plain).length).toBeGreaterThan(100);
    }
  });
});
