import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { forEachByteLine, forEachLine, own } from '../../src/read/lines.js';

/** An input of these bytes, cut into chunks of the given sizes (cycling). */
function input(bytes: Buffer, sizes: number[], path = 'in.txt'): { path: string; chunks(): AsyncIterable<Buffer> } {
  return {
    path,
    chunks: async function* () {
      for (let i = 0, k = 0; i < bytes.length; k++) {
        const n = sizes[k % sizes.length];
        yield Buffer.from(bytes.subarray(i, i + n));
        i += n;
      }
    },
  };
}

async function stringLines(bytes: Buffer, sizes: number[]): Promise<string[]> {
  const out: string[] = [];
  await forEachLine(input(bytes, sizes), (l) => out.push(l));
  return out;
}

async function byteLines(bytes: Buffer, sizes: number[]): Promise<string[]> {
  const out: string[] = [];
  await forEachByteLine(input(bytes, sizes), (b, s, e) => out.push(b.toString('utf8', s, e)));
  return out;
}

/** What both splitters must give: the text split at LF, without a last empty line. */
function expected(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

describe('line splitting', () => {
  it('splits at LF, leaves a CR to the caller, and gives no empty last line', async () => {
    const bytes = Buffer.from('a,1\r\n\nb\n');
    expect(await stringLines(bytes, [1 << 20])).toEqual(['a,1\r', '', 'b']);
    expect(await byteLines(bytes, [1 << 20])).toEqual(['a,1\r', '', 'b']);
    expect(await stringLines(Buffer.from('x'), [1])).toEqual(['x']);
    expect(await stringLines(Buffer.alloc(0), [1])).toEqual([]);
    expect(await stringLines(Buffer.from('\n'), [1])).toEqual(['']);
  });

  it('drops a leading byte order mark, even split over chunks, and only a leading one', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const bytes = Buffer.concat([bom, Buffer.from('pkg: p\nBenchmarkA 1 5 ns/op\n\uFEFFkept\n')]);
    for (const sizes of [[1], [2], [4], [bytes.length]]) {
      expect(await stringLines(bytes, sizes)).toEqual(['pkg: p', 'BenchmarkA 1 5 ns/op', '\uFEFFkept']);
      expect(await byteLines(bytes, sizes)).toEqual(['pkg: p', 'BenchmarkA 1 5 ns/op', '\uFEFFkept']);
    }
    // A file that is only (part of) a mark has no lines; two bytes that merely start like one are kept.
    expect(await stringLines(bom, [1])).toEqual([]);
    expect(await byteLines(Buffer.from([0xef, 0xbb, 0x41]), [1])).toEqual([Buffer.from([0xef, 0xbb, 0x41]).toString('utf8')]);
  });

  it('gives the same lines wherever chunks split lines, CRLFs and UTF-8 characters', async () => {
    const text = 'name,µs\r\n€ 1,2\n😀x\n\nlast line without newline é';
    const bytes = Buffer.from(text, 'utf8');
    for (const sizes of [[1], [2], [3], [5, 1, 7], [bytes.length]]) {
      expect(await stringLines(bytes, sizes)).toEqual(expected(text));
      expect(await byteLines(bytes, sizes)).toEqual(expected(text));
    }
  });

  it('property: any text, any chunking, both splitters give text.split("\\n")', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '\n', '\r', ',', ' '), maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        async (text, sizes) => {
          const bytes = Buffer.from(text, 'utf8');
          expect(await stringLines(bytes, sizes)).toEqual(expected(text));
          expect(await byteLines(bytes, sizes)).toEqual(expected(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a line longer than the cap that spans chunks, naming the file and line', async () => {
    const bytes = Buffer.from(`ok\nok\n${'9'.repeat(40)}\n`);
    const err = await forEachLine(input(bytes, [8]), () => undefined, 32, 'expected short lines').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).message).toBe('in.txt:3: the line is longer than 32 bytes; expected short lines');
    const viaBytes = await forEachByteLine(input(bytes, [8]), () => undefined, 32, 'expected short lines').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((viaBytes as InputError).message).toBe('in.txt:3: the line is longer than 32 bytes; expected short lines');
  });

  it('own gives an equal string', () => {
    const long = 'BenchmarkCodec/case-17/size=4096-8 more text';
    const slice = long.slice(0, 34);
    expect(own(slice)).toBe('BenchmarkCodec/case-17/size=4096-8');
    expect(own('short')).toBe('short');
  });
});
