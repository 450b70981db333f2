/**
 * Inputs shaped to make regular expressions backtrack: every reader, through the public read
 * function with its format forced and through detection, on a 200 KB line of whitespace, 64 KiB
 * of blank CRLF lines, and 1 MB lines of repeated tokens. Each must end with a result or a user
 * error. The sizes are chosen so that the quadratic patterns this replaced took from seconds to
 * minutes per reader (criterion-console: 60 s on the whitespace line, redis-benchmark 25 s,
 * detection 11 s on the CRLF lines); the per-reader limit below is generous for linear work.
 */
import { describe, expect, it } from 'vitest';
import { READERS } from '../../src/formats/index.js';
import { readResults } from '../../src/read/read.js';
import { expectSaneOrUserError, tempFile } from '../helpers/reader-kit.js';

const KB = 1024;
const HOSTILE: Array<[string, string]> = [
  ['200 KB of spaces, then a word', `${' '.repeat(200 * KB)}x\n`],
  ['200 KB of tabs and spaces between two words', `time: ${' \t'.repeat(100 * KB)}x\nname ${' '.repeat(200 * KB)} 1 2 3 ns\n`],
  ['64 KiB of blank CRLF lines', '\r\n'.repeat(32 * KB)],
  ['64 KiB of CRs and spaces', ' \r'.repeat(32 * KB)],
  ['64 KiB of space-CRLF lines', ' \r\n'.repeat(22 * KB)],
  ['64 KiB of tab-CRLF lines', '\t\r\n'.repeat(22 * KB)],
  ['64 KiB of blank LF and CRLF lines', '\n\r\n'.repeat(22 * KB)],
  ['1 MB line of "1 "', '1 '.repeat(512 * KB)],
  ['1 MB line of digits', `${'9'.repeat(1024 * KB)}x\n`],
  ['1 MB line of "a: "', `${'a: '.repeat(350 * KB)}\n`],
  ['1 MB line of "1,"', `"test","rps"\n${'1,'.repeat(512 * KB)}\n`],
  ['1 MB line of "[1 ns "', `x  time: ${'[1 ns '.repeat(175 * KB)}\n`],
  ['1 MB line of "rps="', `${'rps='.repeat(256 * KB)}: 1 requests per second\n`],
];

const files = HOSTILE.map(([name, text]) => [name, tempFile(text)] as const);

describe('hostile input finishes with a result or a clear error', () => {
  it.each(READERS.map((r) => [r.id]))(
    '%s, forced',
    async (id) => {
      for (const [, path] of files) await expectSaneOrUserError(() => readResults(path, id));
    },
    30_000,
  );

  // One test for all, bounded by their number: detection sees only the first 64 KiB, where the
  // old patterns took 10-20 s per blank-line input. None of them is benchmark output, so each is
  // a user error (empty, unknown format, or a reader's own error), never a result.
  it('detection, on every one of them', async () => {
    for (const [name, path] of files) expect(await expectSaneOrUserError(() => readResults(path)), name).toBe('user-error');
  }, 60_000);

  it('a whitespace-only input is "empty", not an unknown format', async () => {
    for (const [name, path] of files)
      if (name.includes('blank')) await expect(readResults(path)).rejects.toThrow(/the file is empty; expected benchmark output/);
  });
});

describe('compressed histograms are inflated with a bound', () => {
  it('an hdr-log line whose histogram inflates to 200 MB is an error at that line', async () => {
    const { deflateSync } = await import('node:zlib');
    // A V2 histogram: 40-byte header (cookie, payload length, offset, digits, lowest, highest,
    // conversion ratio), then a payload of 200 MB of zeros, which deflate to ~200 KB.
    const payload = 200 * 1024 * 1024;
    const raw = Buffer.alloc(40 + payload);
    raw.writeInt32BE(0x1c849313, 0);
    raw.writeInt32BE(payload, 4);
    raw.writeInt32BE(3, 12);
    raw.writeInt32BE(1, 20);
    raw.writeInt32BE(3600, 28);
    const z = deflateSync(raw, { level: 1 });
    const head = Buffer.alloc(8);
    head.writeInt32BE(0x1c849314, 0);
    head.writeInt32BE(z.length, 4);
    const line = `0.000,1.000,1.000,${Buffer.concat([head, z]).toString('base64')}\n`;
    const p = tempFile(`#[Histogram log format version 1.3]\n${line}`);
    await expect(readResults(p, 'hdr-log')).rejects.toThrow(
      new RegExp(
        `^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: cannot decode the histogram \\(it inflates to more than 150994984 bytes, more than any histogram of at most 16777216 buckets\\); expected a base64 V2 compressed HdrHistogram$`,
      ),
    );
  }, 30_000);
});
