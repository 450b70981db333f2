import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readResults } from '../../src/read/read.js';
import { rawSamples } from '../../src/formats/raw-samples.js';

const dir = mkdtempSync(join(tmpdir(), 'br-raw-'));
let n = 0;
function file(text: string | Buffer, ext = 'csv'): string {
  const p = join(dir, `f${n++}.${ext}`);
  writeFileSync(p, text);
  return p;
}

describe('raw-samples CSV', () => {
  it('groups rows into runs per benchmark and normalises units to ns', async () => {
    const p = file('benchmark,run,value,unit\na,1,1.5,ms\na,1,2,ms\na,2,3,ms\n"b, quoted ""x""",1,250,µs\nb2,1,7,μs\n');
    const r = await readResults(p);
    expect(r.format).toBe('raw-samples');
    const byKey = r.measurements.map((m) => [m.benchmark, m.run, m.unit, Array.from(m.data.kind === 'per-op' ? m.data.values : [])]);
    expect(byKey).toEqual([
      ['a', '1', 'ns', [1.5e6, 2e6]],
      ['a', '2', 'ns', [3e6]],
      ['b, quoted "x"', '1', 'ns', [250e3]],
      ['b2', '1', 'ns', [7e3]],
    ]);
  });

  it('reads values in ns without a unit column, with CRLF line ends', async () => {
    const r = await readResults(file('benchmark,run,value\r\nq,r1,10\r\nq,r1,20.25\r\n'));
    expect(r.measurements).toHaveLength(1);
    expect(Array.from((r.measurements[0].data as { values: Float64Array }).values)).toEqual([10, 20.25]);
  });

  it('parses numbers exactly as Number() does, on the fast path too', async () => {
    const values = ['0.1', '123456789012345', '1e3', '-0.5', '3.14159', '007.50', '1.7976931348623157e308'];
    // A unit that is not a duration: negative values are valid there (durations reject them).
    const r = await readResults(file(`benchmark,run,value,unit\n${values.map((v) => `x,1,${v},delta`).join('\n')}\n`));
    expect(Array.from((r.measurements[0].data as { values: Float64Array }).values)).toEqual(values.map(Number));
  });

  it('reads NDJSON objects with the same keys', async () => {
    const r = await readResults(
      file('{"benchmark":"a","run":1,"value":5,"unit":"ms"}\n{"benchmark":"a","run":2,"value":6,"unit":"ms"}\n', 'ndjson'),
    );
    expect(r.measurements.map((m) => m.run)).toEqual(['1', '2']);
    expect((r.measurements[1].data as { values: Float64Array }).values[0]).toBe(6e6);
  });

  it.each([
    ['benchmark,run,value\na,1,fast\n', /:2: value "fast" is not a number/],
    ['benchmark,run,value\na,1\n', /:2: found 2 fields; expected 3/],
    ['benchmark,run,value\na,1,2,3\n', /:2: found 4 fields; expected 3/],
    ['benchmark,run,value\n', /no samples after the header/],
    ['benchmark,run,value,unit\na,1,1,ms\na,2,1,ops/s\n', /:3: benchmark "a" mixes units/],
    ['benchmark,run,value\n,1,5\n', /:2: empty benchmark name/],
    ['benchmark,run,value\n"a,1,5\n', /:2: unterminated quoted field/],
  ])('rejects %j with a clear error', async (text, message) => {
    const p = file(text);
    await expect(readResults(p)).rejects.toThrow(InputError);
    await expect(readResults(p)).rejects.toThrow(message);
    await expect(readResults(p)).rejects.toThrow(p);
  });

  it('names an unknown format and what was tried', async () => {
    const p = file('hello world\n', 'txt');
    await expect(readResults(p)).rejects.toThrow(/unknown format\. Tried, in order: .*raw-samples/);
  });

  it('never throws anything but InputError on arbitrary or mutated input', async () => {
    const good = 'benchmark,run,value,unit\na,1,1.5,ms\nb,2,3,us\n';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => good.slice(0, s.length % good.length) + s),
        ),
        async (text) => {
          const p = file(text);
          try {
            await readResults(p, 'raw-samples');
          } catch (err) {
            expect(err).toBeInstanceOf(InputError);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a 50 MB line cleanly, naming the file and line, without holding the whole line', async () => {
    const p = file(`benchmark,run,value\na,1,${'9'.repeat(50_000_000)}\na,1,2\n`);
    const e = await readResults(p, 'raw-samples').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toBe(
      `${p}:2: the line is longer than 16 MiB; expected one row per operation: benchmark,run,value[,unit]`,
    );
  }, 30_000);
});

describe('--format', () => {
  it('suggests the nearest format id for a typo', async () => {
    await expect(readResults(file('benchmark,run,value\na,1,1\n'), 'raw-sample')).rejects.toThrow(
      /unknown format "raw-sample" \(did you mean raw-samples\?\)/,
    );
  });
});

describe('gzip-compressed inputs', () => {
  it('are detected and read through the decompressed text (pyperf ships .json.gz)', async () => {
    const { gzipSync } = await import('node:zlib');
    const text = 'benchmark,run,value,unit\na,1,1.5,ms\na,1,2,ms\n';
    const r = await readResults(file(gzipSync(Buffer.from(text)), 'csv.gz'));
    expect(r.format).toBe('raw-samples');
    expect(Array.from((r.measurements[0].data as { values: Float64Array }).values)).toEqual([1.5e6, 2e6]);
  });

  it('reads a gzipped pyperf file as pyperf', async () => {
    const { gzipSync } = await import('node:zlib');
    const { readFileSync } = await import('node:fs');
    const json = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'formats', 'pyperf', 'telco-41-runs.json'));
    const plain = await readResults(file(json, 'json'));
    const zipped = await readResults(file(gzipSync(json), 'json.gz'));
    expect(zipped.format).toBe('pyperf');
    expect(zipped.measurements).toEqual(plain.measurements.map((m) => ({ ...m, source: { ...m.source, file: expect.any(String) } })));
  });

  it('a truncated archive is a clear input error', async () => {
    const { gzipSync } = await import('node:zlib');
    const gz = gzipSync(Buffer.from('benchmark,run,value\n' + 'a,1,5\n'.repeat(20000)));
    const p = file(gz.subarray(0, gz.length - 200), 'csv.gz');
    await expect(readResults(p)).rejects.toThrow(/gzip data is corrupt or truncated/);
  });
});

/** FNV-1a of name, 0xff, run, 0xff, unit (ASCII): the reader's byte-key hash, to build a collision. */
function fnv(name: string, run: string, unit = ''): number {
  let h = 0x811c9dc5;
  for (const part of [name, run]) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0xff, 0x01000193);
  }
  for (let i = 0; i < unit.length; i++) h = Math.imul(h ^ unit.charCodeAt(i), 0x01000193);
  return h;
}

const valuesOf = (m: { data: unknown }) => Array.from((m.data as { values: Float64Array }).values);

describe('raw-samples: series in any row order', () => {
  it('interleaved rows land in their series, in first-appearance order, values in row order', async () => {
    const rows: string[] = [];
    // run-major, then sample, then name: every row names a different series than the last
    for (let run = 1; run <= 3; run++)
      for (let s = 0; s < 4; s++) for (let b = 0; b < 50; b++) rows.push(`bench-${b},${run},${1000 * b + 100 * run + s}`);
    const r = await readResults(file(`benchmark,run,value\n${rows.join('\n')}\n`));
    expect(r.measurements).toHaveLength(150);
    expect(r.measurements.slice(0, 3).map((m) => [m.benchmark, m.run])).toEqual([
      ['bench-0', '1'],
      ['bench-1', '1'],
      ['bench-2', '1'],
    ]);
    for (const m of r.measurements) {
      const b = Number(m.benchmark.slice(6));
      const base = 1000 * b + 100 * Number(m.run);
      expect(valuesOf(m)).toEqual([base, base + 1, base + 2, base + 3]);
      expect(m.source.line).toBe(2 + (Number(m.run) - 1) * 200 + b);
    }
  });

  it('different bytes that name the same series share it (run and unit are trimmed)', async () => {
    const r = await readResults(file('benchmark,run,value,unit\nq,1,1,ms\nq, 1,2,ms\nq,1 ,3, ms\nq,1,4,ms \n'));
    expect(r.measurements).toHaveLength(1);
    expect(valuesOf(r.measurements[0])).toEqual([1e6, 2e6, 3e6, 4e6]);
  });

  it('keys whose hashes collide stay apart', async () => {
    // Find two names with the same 32-bit hash for run "1" (birthday search over short names).
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const name = `n${i.toString(36)}`;
      const h = fnv(name, '1');
      const other = seen.get(h);
      if (other !== undefined) pair = [other, name];
      else seen.set(h, name);
    }
    const [a, b] = pair;
    expect(fnv(a, '1')).toBe(fnv(b, '1'));
    const r = await readResults(file(`benchmark,run,value\n${a},1,1\n${b},1,2\n${a},1,3\n${b},1,4\n${a},1,5\n`));
    expect(r.measurements.map((m) => [m.benchmark, valuesOf(m)])).toEqual([
      [a, [1, 3, 5]],
      [b, [2, 4]],
    ]);
  });

  it('a unit clash names the benchmark’s first series, among many', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `b${i},1,1,ms`);
    rows.push('b500,2,1,ms', 'b500,3,1,ops/s');
    const p = file(`benchmark,run,value,unit\n${rows.join('\n')}\n`);
    await expect(readResults(p)).rejects.toThrow(/:1003: benchmark "b500" mixes units "ms" \(line 502\) and "ops\/s"/);
  });

  it('NDJSON rows in any order land in their series too', async () => {
    const lines: string[] = [];
    for (let run = 1; run <= 2; run++)
      for (let b = 0; b < 3; b++) lines.push(JSON.stringify({ benchmark: `b${b}`, run, value: 10 * b + run }));
    const r = await readResults(file(lines.join('\n') + '\n', 'ndjson'));
    expect(r.measurements.map((m) => [m.benchmark, m.run, valuesOf(m)])).toEqual([
      ['b0', '1', [1]],
      ['b1', '1', [11]],
      ['b2', '1', [21]],
      ['b0', '2', [2]],
      ['b1', '2', [12]],
      ['b2', '2', [22]],
    ]);
  });

  it('interleaved rows (three endpoints, decimals, a unit column, a series back after a long gap) give exactly the suite of the grouped file, CSV and NDJSON', async () => {
    // A load test's log: three endpoints answer in turn, each in its own unit, decimal values; a
    // fourth and fifth series (more than the reader's few recent ones) come and go; "/rare" run 1
    // appears once near the start and again after 600 rows of others.
    const rows: Array<[string, number, string, string]> = [];
    const units: Record<string, string> = { '/items': 'us', '/orders': 'ms', '/health': 'ns', '/rare': 'ms', '/admin': 's' };
    let v = 0;
    const value = (name: string) =>
      name === '/orders'
        ? (1.5 + (v++ % 97) / 1000).toFixed(3)
        : name === '/health'
          ? (900 + (v++ % 13) / 10).toFixed(1)
          : (250 + (v++ % 89) / 100).toFixed(2);
    for (let run = 1; run <= 3; run++) {
      for (let i = 0; i < 200; i++) {
        for (const name of ['/items', '/orders', '/health']) rows.push([name, run, value(name), units[name]]);
        if (i % 50 === 7) rows.push(['/admin', run, value('/admin'), 's']);
        if (run === 1 && (i === 1 || i === 199)) rows.push(['/rare', 1, value('/rare'), 'ms']);
      }
    }
    const interleaved = rows.map((r) => r.join(',')).join('\n');
    const order = [...new Set(rows.map(([n]) => n))];
    const grouped = order
      .flatMap((n) => [1, 2, 3].flatMap((run) => rows.filter((r) => r[0] === n && r[1] === run)))
      .map((r) => r.join(','))
      .join('\n');
    const ndjson = rows.map(([benchmark, run, value, unit]) => JSON.stringify({ benchmark, run, value: Number(value), unit })).join('\n');
    const suiteOf = async (path: string) => {
      const r = await readResults(path);
      const bench = new Map<string, Array<[string, string, number[]]>>();
      for (const m of r.measurements) bench.set(m.benchmark, [...(bench.get(m.benchmark) ?? []), [m.run, m.unit, valuesOf(m)]]);
      return [...bench].sort(([a], [b]) => (a < b ? -1 : 1));
    };
    const want = await suiteOf(file(`benchmark,run,value,unit\n${grouped}\n`));
    expect(await suiteOf(file(`benchmark,run,value,unit\n${interleaved}\n`))).toEqual(want);
    expect(await suiteOf(file(`${ndjson}\n`, 'ndjson'))).toEqual(want);
    // What the grouped file holds, exactly: units normalised to ns, values in row order.
    expect(want.map(([n, runs]) => [n, runs.map(([run, , vs]) => `${run}:${vs.length}`).join(' ')])).toEqual([
      ['/admin', '1:4 2:4 3:4'],
      ['/health', '1:200 2:200 3:200'],
      ['/items', '1:200 2:200 3:200'],
      ['/orders', '1:200 2:200 3:200'],
      ['/rare', '1:2'],
    ]);
    const [, rare] = want.find(([n]) => n === '/rare')!;
    expect(rare).toEqual([
      ['1', 'ns', [Number(rows.find((r) => r[0] === '/rare')![2]) * 1e6, Number(rows.filter((r) => r[0] === '/rare')[1][2]) * 1e6]],
    ]);
    const [, orders] = want.find(([n]) => n === '/orders')!;
    expect(orders[1][2].slice(0, 2)).toEqual([
      Number(rows.filter((r) => r[0] === '/orders' && r[1] === 2)[0][2]) * 1e6,
      Number(rows.filter((r) => r[0] === '/orders' && r[1] === 2)[1][2]) * 1e6,
    ]);
  });

  it('300,000 distinct names, rows interleaved: linear in names (all-pairs checks would take hours)', async () => {
    const names = 300_000;
    const parts: string[] = ['benchmark,run,value,unit\n'];
    for (let s = 0; s < 2; s++) for (let b = 0; b < names; b++) parts.push(`suite/case-${b},1,${b + s / 2},us\n`);
    const r = await readResults(file(parts.join('')));
    expect(r.measurements).toHaveLength(names);
    const last = r.measurements[names - 1];
    expect([last.benchmark, ...valuesOf(last)]).toEqual([`suite/case-${names - 1}`, (names - 1) * 1000, (names - 0.5) * 1000]);
    // Memory follows the samples kept: a fixed 8 KB per series would be 2.4 GB here.
    const buffers = new Set(r.measurements.map((m) => (m.data as { values: Float64Array }).values.buffer));
    let bytes = 0;
    for (const buf of buffers) bytes += buf.byteLength;
    expect(bytes).toBeLessThan(names * 256);
  }, 120_000);
});

describe('raw-samples seriesInHead (where parallel reading decides)', () => {
  const probe = (head: string) => ({ path: 'x', isDirectory: false, head });
  it('counts the distinct benchmark and run keys of the complete rows, CSV and NDJSON', () => {
    expect(rawSamples.seriesInHead!(probe('benchmark,run,value,unit\n/a,1,2.5,us\n/b,1,3,ms\n/a,1,2,us\n/a,2,2,us\n/c,1,'))).toBe(3);
    const nd = [
      '{"benchmark":"GET /a","run":1,"value":2}',
      '{"run":"1","benchmark":"GET /b","value":3}',
      '{"benchmark":"GET /a","run":2,"value":4}',
      '{"benchmark":"GET /a","run":1,"value":5}',
      '{"benchmark":"cut',
    ];
    expect(rawSamples.seriesInHead!(probe(nd.join('\n')))).toBe(3);
    const many = ['benchmark,run,value', ...Array.from({ length: 500 }, (_, i) => `bench-${i},1,${i}`), ''].join('\n');
    expect(rawSamples.seriesInHead!(probe(many))).toBe(500);
  });
});
