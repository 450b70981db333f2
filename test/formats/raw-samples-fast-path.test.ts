/**
 * The raw-samples CSV reads plain rows in one pass over their bytes (fast path) and every other
 * row through its general path (quotes, blanks, exponents, errors). Both must give exactly the
 * same measurements, whatever the row order, line ends and chunk boundaries.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../run/git-repo.js';
import { rawSamples } from '../../src/formats/raw-samples.js';
import type { Measurement } from '../../src/model/types.js';
import { openInput } from '../../src/read/open.js';
import { chunkedInput } from '../helpers/chunked-input.js';

const dir = tempDir('raw-fast');
let n = 0;
function file(text: string): string {
  const p = join(dir, `f${n++}.csv`);
  writeFileSync(p, text);
  return p;
}

async function parse(text: string, chunks?: number[]): Promise<Measurement[]> {
  const p = file(text);
  return (await rawSamples.parse(chunks ? await chunkedInput(p, chunks) : await openInput(p))).measurements;
}

/** [benchmark, run, unit, values, first line] of each series, without the file name. */
function shape(ms: Measurement[]): Array<[string, string, string, number[], number | undefined]> {
  return ms.map((m) => [m.benchmark, m.run, m.unit, m.data.kind === 'per-op' ? Array.from(m.data.values) : [], m.source?.line]);
}

async function error(text: string): Promise<string> {
  try {
    await parse(text);
  } catch (err) {
    return (err as Error).message.replace(/^[^:]*:/, '');
  }
  throw new Error('expected a refusal');
}

afterAll(removeTempDirs);

describe('raw-samples CSV fast path', () => {
  it('reads interleaved rows with CRLF, signs, leading dots and a last line without a newline, in any chunking', async () => {
    const text =
      'benchmark,run,value,unit\r\n/items,1,12.345,us\r\n/orders,1,.5,ms\r\n/items,1,-0,us\r\n/health,1,+7,ns\r\n\r\n/orders,1,5.,ms\r\n/items,2,1e3,us\r\n/items,1,250.25,us';
    const whole = shape(await parse(text));
    expect(whole).toEqual([
      ['/items', '1', 'ns', [12.345 * 1000, -0, 250.25 * 1000], 2],
      ['/orders', '1', 'ns', [0.5 * 1e6, 5 * 1e6], 3],
      ['/health', '1', 'ns', [7], 5],
      ['/items', '2', 'ns', [1e6], 8],
    ]);
    expect(Object.is(whole[0][3][1], -0)).toBe(true);
    for (const sizes of [[1], [2], [3], [7, 1, 64]]) expect(shape(await parse(text, sizes))).toEqual(whole);
  });

  it('without a unit column: CRLF, and values past 15 digits read as Number() reads them', async () => {
    const text = 'benchmark,run,value\r\nq,1,10\r\nq,1,1234567890123456789\r\nq,1,0.000000000000001\r\nq,2,20.25';
    const whole = shape(await parse(text));
    expect(whole).toEqual([
      ['q', '1', 'ns', [10, 1234567890123456789, 1e-15], 2],
      ['q', '2', 'ns', [20.25], 5],
    ]);
    for (const sizes of [[1], [5, 3]]) expect(shape(await parse(text, sizes))).toEqual(whole);
  });

  it('gives the same series and values as the general path (a quoted name sends a row there), rows in any order', async () => {
    const row = fc.record({
      name: fc.constantFrom('a', 'b', '/orders', 'bench-17', 'bench-18', 'ü'),
      run: fc.constantFrom('1', '2', '10'),
      sign: fc.constantFrom('', '-', '+'),
      // short values, and ones past the 15 digits the fast path reads itself
      digits: fc.oneof(fc.stringMatching(/^[0-9]{1,8}$/), fc.stringMatching(/^[0-9]{14,19}$/)),
      dotAt: fc.nat(20),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), fc.constantFrom('', 'us', 'ms', 'delta'), async (rows, unit) => {
        const value = (r: (typeof rows)[number]): string => {
          const cut = r.dotAt % (r.digits.length + 2);
          return r.sign + (cut > r.digits.length ? r.digits : `${r.digits.slice(0, cut)}.${r.digits.slice(cut)}`);
        };
        // A benchmark keeps one unit: durations for a, b, …; ("delta" allows negative values.)
        const header = unit === '' ? 'benchmark,run,value\n' : 'benchmark,run,value,unit\n';
        const tail = unit === '' ? '' : `,${unit}`;
        const plain = header + rows.map((r) => `${r.name},${r.run},${value(r)}${tail}\n`).join('');
        const quoted = header + rows.map((r) => `"${r.name}",${r.run},${value(r)}${tail}\n`).join('');
        const [a, b] = await Promise.all([
          parse(plain).then(shape, (e: Error) => e.message.replace(/^[^:]*:/, '')),
          parse(quoted).then(shape, (e: Error) => e.message.replace(/^[^:]*:/, '')),
        ]);
        expect(a).toEqual(b);
      }),
      { seed: 14, numRuns: 150 },
    );
  });

  it("finds each row's series as a plain map does, whatever the order: repeating, cycling, at random, one key a prefix of another, units that change under one name and run", async () => {
    // The fast path compares a row with the series it predicts (the last row's, or the one that
    // followed that last time), then hashes; the reference groups by (name, run, unit) in a Map.
    const scale: Record<string, number> = { ns: 1, us: 1000, µs: 1000, ms: 1e6, s: 1e9, sec: 1e9 };
    const units = fc.constantFrom('ns', 'us', 'µs', 'ms', 's', 'sec');
    // many names and runs; and few, so that one name and run often comes with several units
    const wide = fc.record({
      name: fc.constantFrom('a', 'ab', 'b', 'bench-17', 'bench-18', 'bench-1', 'ü/x', 'x ', ' x'),
      run: fc.constantFrom('1', '2', '10', '01'),
      unit: units,
    });
    const narrow = fc.record({ name: fc.constantFrom('a', 'ab'), run: fc.constantFrom('1', '10'), unit: units });
    const key = fc.oneof(wide, narrow);
    const value = fc.oneof(fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,4})?$/), fc.stringMatching(/^[0-9]{16,18}$/));
    const order = fc.oneof(
      // at random (long enough for the reader to stop predicting), then in runs of one key (so
      // that it starts again)
      fc
        .tuple(
          fc.array(fc.tuple(fc.nat(), value), { minLength: 1, maxLength: 200 }),
          fc.array(fc.tuple(fc.nat(), value), { maxLength: 10 }),
        )
        .map(([xs, ys]) => [...xs, ...ys.flatMap((y) => Array.from({ length: 12 }, () => y))]),
      // cycling through the keys in a fixed order, several times (rows of a run-major log)
      fc
        .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 8 }), value)
        .map(([times, every, v]) => Array.from({ length: times * every }, (_, i) => [i % every, v] as [number, string])),
      // in runs of one key
      fc
        .array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 }), value), { minLength: 1, maxLength: 12 })
        .map((xs) => xs.flatMap(([k, n, v]) => Array.from({ length: n }, () => [k, v] as [number, string]))),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(key, { minLength: 1, maxLength: 8, selector: (k) => `${k.name}|${k.run}|${k.unit}` }),
        order,
        fc.boolean(),
        async (keys, rows, crlf) => {
          // One kind of unit per benchmark (all of these are times), so no row is refused.
          const picked = rows.map(([k, v]) => [keys[k % keys.length], v] as const);
          const eol = crlf ? '\r\n' : '\n';
          const text = `benchmark,run,value,unit${eol}` + picked.map(([k, v]) => `${k.name},${k.run},${v},${k.unit}${eol}`).join('');
          const expected = new Map<string, [string, string, string, number[], number]>();
          picked.forEach(([k, v], i) => {
            const id = `${k.name}|${k.run.trim()}|${k.unit}`;
            if (!expected.has(id)) expected.set(id, [k.name, k.run.trim(), 'ns', [], i + 2]);
            expected.get(id)![3].push(Number(v) * scale[k.unit]);
          });
          const whole = shape(await parse(text));
          expect(whole).toEqual([...expected.values()]);
          expect(shape(await parse(text, [7, 1, 13]))).toEqual(whole);
        },
      ),
      { seed: 1414, numRuns: 250 },
    );
  });

  it('leaves every refusal to the general path, with its message and line', async () => {
    const h = 'benchmark,run,value,unit\n';
    expect(await error(`${h}a,1,5,us\na,1,.,us\n`)).toBe('3: value "." is not a number; expected a measurement such as 1234.5');
    expect(await error(`${h}a,1,5,us\na,1,1.2.3,us\n`)).toBe('3: value "1.2.3" is not a number; expected a measurement such as 1234.5');
    expect(await error(`${h}a,1,,us\n`)).toBe('2: value "" is not a number; expected a measurement such as 1234.5');
    expect(await error(`${h}a,1,5\n`)).toBe('2: found 3 fields; expected 4 (benchmark,run,value,unit)');
    expect(await error(`${h}a,1,5,us,x\n`)).toBe('2: too many fields; expected 4 (benchmark,run,value,unit)');
    expect(await error('benchmark,run,value\na,1,5,us\n')).toBe('2: found 4 fields; expected 3 (benchmark,run,value)');
    expect(await error('benchmark,run,value\na,1\n')).toBe('2: found 2 fields; expected 3 (benchmark,run,value)');
    expect(await error('benchmark,run,value\na,1,5\rx\n')).toBe('2: value "5\\rx" is not a number; expected a measurement such as 1234.5');
    expect(await error(`${h},1,5,us\n`)).toBe('2: empty benchmark name; expected a name in the first column');
    expect(await error(`${h}a,,5,us\n`)).toBe('2: empty run id; expected the process-level run in the second column');
    expect(await error(`${h}a,1,1e999,us\n`)).toBe('2: value is not a finite number; expected a measurement such as 1234.5');
    expect(await error(`${h}a,1,5,us\nb,1,5,us\na,2,6,furlongs\n`)).toBe(
      '4: benchmark "a" mixes units "us" (line 2) and "furlongs"; expected one kind of unit per benchmark',
    );
  });
});
