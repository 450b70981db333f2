import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { criterionDir as reader } from '../../src/formats/criterion-dir.js';
import { openInput } from '../../src/read/open.js';
import { close, expectDetected, fixture, fixtureText, parsePath, perRunValues, select } from '../helpers/reader-kit.js';

const F = 'criterion-dir';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const sampleOf = (rel: string): { iters: number[]; times: number[] } => {
  const doc = JSON.parse(fixtureText(F, rel)) as { iters: number[]; times: number[] } | [number[], number[]];
  return Array.isArray(doc) ? { iters: doc[0], times: doc[1] } : doc;
};

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'br-crit-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

async function expectDirError(root: string, re: RegExp): Promise<void> {
  const err = await reader.parse(await openInput(root)).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(InputError);
  expect((err as Error).message).toContain(root);
  expect((err as Error).message).toMatch(re);
}

describe('criterion-dir', () => {
  it('reads new/sample.json of every benchmark as per-run mean times per iteration, with full_id names and throughput', async () => {
    const r = await parse('gen-0.3.6-target-criterion');
    expect([...new Set(r.measurements.map((m) => m.benchmark))]).toEqual(['fib 15', 'sum/1024', 'sum/64']);
    const s = sampleOf('gen-0.3.6-target-criterion/sum/64/new/sample.json');
    const m = select(r, 'sum/64');
    expect(m).toHaveLength(20);
    expect(perRunValues(m)).toEqual(s.times.map((t, i) => t / s.iters[i]));
    expect(m[0].data).toMatchObject({ iterations: s.iters[0] });
    expect(m[19].run).toBe('20');
    expect(m[0].source.pointer).toBe('/times/0');
    const bps = select(r, 'sum/64', 'B/s');
    close(perRunValues(bps)[0], 64 / ((s.times[0] / s.iters[0]) * 1e-9));
    expect(bps[0].lowerIsBetter).toBe(false);
    expect(bps[0].measure).toBe('throughput');
    expect(m[0].measure).toBeUndefined();
    expect(r.warnings).toEqual([]);
  });

  it('reads the Doice tree (names with spaces, huge iteration counts, change/ ignored)', async () => {
    const r = await parse('doice-fib20');
    const s = sampleOf('doice-fib20/fib 20/new/sample.json');
    expect(perRunValues(select(r, 'fib 20'))).toEqual(s.times.map((t, i) => t / s.iters[i]));
    const p = sampleOf('doice-fib20/par_exec delay/new/sample.json');
    expect(select(r, 'par_exec delay')).toHaveLength(p.iters.length);
  });

  it('reads the legacy [[iters],[times]] sample, and legacy raw.csv when there is no sample.json', async () => {
    const s = sampleOf('legacy-book/Fibonacci/Recursive/new/sample.json');
    const a = await parse('legacy-book');
    expect(perRunValues(select(a, 'Fibonacci/Recursive'))).toEqual(s.times.map((t, i) => t / s.iters[i]));
    const b = await parse('legacy-rawcsv-only');
    const m = select(b, 'Fibonacci/Recursive');
    expect(m).toHaveLength(100);
    expect(perRunValues(m)[0]).toBe(1014000 / 52);
    expect(m[1].source.line).toBe(3);
  });

  it('reads one benchmark folder passed directly, and a saved baseline when there is no new/', async () => {
    const one = await parse('doice-fib20/fib 20');
    expect(select(one, 'fib 20')).toHaveLength(sampleOf('doice-fib20/fib 20/new/sample.json').iters.length);
    const root = tree({
      'x/main/sample.json': '{"sampling_mode":"Flat","iters":[10,10],"times":[100,120]}',
      'x/main/benchmark.json': '{"full_id":"grp/x"}',
      'x/report/index.html': '',
    });
    const r = await reader.parse(await openInput(root));
    expect(perRunValues(select(r, 'grp/x'))).toEqual([10, 12]);
  });

  it('detects its fixture trees and not a file', async () => {
    for (const name of ['gen-0.3.6-target-criterion', 'doice-fib20', 'legacy-book', 'legacy-rawcsv-only'])
      await expectDetected(F, fixture(F, name));
    expect(reader.detect(await openInput(fixture(F, 'doice-fib20/fib 20/new/sample.json')))).toBe(0);
  });

  it('rejects broken files with the file and JSON pointer or line', async () => {
    await expectDirError(
      tree({ 'a/new/sample.json': '{"sampling_mode":"Linear","iters":[1,2],"times":[5]}' }),
      /a\/new\/sample\.json at \/times: .*expected 2 times/,
    );
    await expectDirError(
      tree({ 'a/new/sample.json': '{"sampling_mode":"Linear","iters":[1,' }),
      /a\/new\/sample\.json.*(JSON ends early|invalid JSON)/,
    );
    await expectDirError(tree({ 'a/new/sample.json': '{"iters":[1,"x"],"times":[5,6]}' }), /at \/iters\/1: found the string "x"/);
    await expectDirError(
      tree({ 'a/new/raw.csv': 'group,function,value,sample_time_nanos,iteration_count\ng,f,,12\n' }),
      /raw\.csv:2: expected 5 comma-separated fields/,
    );
    await expectDirError(tree({ 'a/change/estimates.json': '{}' }), /no criterion samples found/);
  });

  it('fuzz: mutated sample.json never throws anything but InputError', async () => {
    const { default: fc } = await import('fast-check');
    const seed = fixtureText(F, 'doice-fib20/fib 20/new/sample.json');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc
            .tuple(fc.nat(), fc.string({ maxLength: 3 }))
            .map(([i, s]) => seed.slice(0, i % seed.length) + s + seed.slice((i % seed.length) + 1)),
        ),
        async (text) => {
          const root = tree({ 'b/new/sample.json': text, 'b/new/benchmark.json': text.slice(0, 40) });
          const input = await openInput(root);
          expect(() => reader.detect(input)).not.toThrow();
          try {
            await reader.parse(input);
          } catch (err) {
            if (!(err instanceof InputError)) throw err;
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
