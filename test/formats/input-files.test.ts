/**
 * What kind of file an input may be, and how much of it is read: devices are refused, pipes and
 * FIFOs are read (with a cap) instead of blocking or looking empty, and files, decompressed gzip
 * data and whole-text reads each stop at a cap with an error naming the file and the cap.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { DEFAULT_LIMITS, openInput, type InputLimits } from '../../src/read/open.js';
import { readResults } from '../../src/read/read.js';
import { fixture } from '../helpers/reader-kit.js';

const dir = mkdtempSync(join(tmpdir(), 'br-input-files-'));
const GO = fixture('go-bench', 'gen-multi-pkg-benchmem.txt');
const MiB = 1024 * 1024;

function fifo(name: string): string {
  const p = join(dir, name);
  const r = spawnSync('mkfifo', [p]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
  return p;
}

async function userError(p: Promise<unknown>): Promise<InputError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return err as InputError;
}

describe('kinds of file', () => {
  it('refuses a character device instead of reading /dev/zero forever', async () => {
    const e = await userError(readResults('/dev/zero'));
    expect(e.message).toBe(
      '/dev/zero: is a character device (such as /dev/zero, /dev/null or a terminal); expected a regular file, a directory or a pipe',
    );
    await userError(readResults('/dev/zero', 'samples-column'));
    await userError(readResults('/dev/null', 'go-bench'));
  }, 20_000);

  it('a FIFO nobody writes to is an error at once, not a blocked open', async () => {
    const p = fifo('idle');
    const e = await userError(readResults(p));
    expect(e.message).toBe(
      `${p}: is a named pipe (FIFO) that nothing is writing to (or it delivered no data); expected a regular file, or a pipe with benchmark output`,
    );
  }, 20_000);

  it('reads a FIFO whose writer wrote and left, like the file itself', async () => {
    const p = fifo('written');
    // A reader must hold the FIFO open for a non-blocking writer to open it and leave data behind.
    const holder = openSync(p, constants.O_RDONLY | constants.O_NONBLOCK);
    const w = openSync(p, constants.O_WRONLY | constants.O_NONBLOCK);
    writeSync(w, readFileSync(GO));
    closeSync(w);
    try {
      const viaFifo = await readResults(p);
      const direct = await readResults(GO);
      expect(viaFifo.format).toBe('go-bench');
      expect(viaFifo.measurements.map((m) => [m.benchmark, m.unit, m.data])).toEqual(
        direct.measurements.map((m) => [m.benchmark, m.unit, m.data]),
      );
    } finally {
      closeSync(holder);
    }
  }, 20_000);

  it('reads a FIFO while a writer process is still writing', async () => {
    const p = fifo('live');
    const writer = spawn('sh', ['-c', `cat '${GO}' > '${p}'`], { stdio: 'ignore' });
    try {
      const r = await readResults(p);
      expect(r.format).toBe('go-bench');
      expect(r.measurements.length).toBe((await readResults(GO)).measurements.length);
    } finally {
      writer.kill();
    }
  }, 20_000);

  it('reads process substitution <(…) and a piped /dev/stdin (they used to look empty)', async () => {
    const script = join(dir, 'read-one.mts');
    const read = fileURLToPath(new URL('../../src/read/read.ts', import.meta.url));
    writeFileSync(
      script,
      `import { readResults } from ${JSON.stringify(read)};\nconst r = await readResults(process.argv[2]);\nconsole.log(r.format, r.measurements.length);\n`,
    );
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const expected = `go-bench ${(await readResults(GO)).measurements.length}\n`;
    const sub = spawnSync('bash', ['-c', `"${tsx}" "${script}" <(cat "${GO}")`], { encoding: 'utf8' });
    expect([sub.stderr, sub.stdout]).toEqual(['', expected]);
    const piped = spawnSync('bash', ['-c', `cat "${GO}" | "${tsx}" "${script}" /dev/stdin`], { encoding: 'utf8' });
    expect([piped.stderr, piped.stdout]).toEqual(['', expected]);
  }, 60_000);

  it('an empty anonymous pipe says so', () => {
    const script = join(dir, 'read-empty.mts');
    const read = fileURLToPath(new URL('../../src/read/read.ts', import.meta.url));
    writeFileSync(
      script,
      `import { readResults } from ${JSON.stringify(read)};\ntry { await readResults(process.argv[2]); } catch (e) { console.log((e as Error).message); }\n`,
    );
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const out = spawnSync('bash', ['-c', `"${tsx}" "${script}" <(true)`], { encoding: 'utf8' });
    expect(out.stdout).toMatch(
      /^\/dev\/fd\/\d+: is a pipe that delivered no data; expected benchmark output \(did the command before it fail\?\)\n$/,
    );
  }, 60_000);
});

describe('size caps', () => {
  it('defaults: 2 GiB per file, 4 GiB decompressed, 500 MiB read as one text or buffered from a pipe', () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxFileBytes: 2 * 1024 * MiB,
      maxGunzipBytes: 4 * 1024 * MiB,
      maxTextBytes: 500 * MiB,
      maxPipeBytes: 500 * MiB,
    });
  });

  it('refuses a file above 2 GiB before reading any of it (a sparse file: no disk used)', async () => {
    const p = join(dir, 'huge.txt');
    writeFileSync(p, 'BenchmarkX 1 1 ns/op\n');
    truncateSync(p, 2 * 1024 * MiB + 1);
    const e = await userError(readResults(p, 'go-bench'));
    expect(e.message).toBe(
      `${p}: is 2.0 GiB, more than 2 GiB, the limit for one input; split the results into several files (each file is one run)`,
    );
    await userError(openInput(p));
  });

  const small: InputLimits = { maxFileBytes: 4 * MiB, maxGunzipBytes: MiB, maxTextBytes: MiB, maxPipeBytes: MiB };

  it('stops decompressing gzip at the cap (a gzip bomb)', async () => {
    const json = readFileSync(fixture('pyperf', 'telco-41-runs.json'), 'utf8');
    // Valid pyperf JSON padded with whitespace to 16 MiB: 16 KiB compressed.
    const p = join(dir, 'bomb.json.gz');
    writeFileSync(p, gzipSync(json.replace(/\}\s*$/, `${' '.repeat(16 * MiB)}}`)));
    const e = await userError(readResults(p, undefined, small));
    expect(e.message).toBe(`${p}: decompresses to more than 1 MiB, the limit for one input; split the results into several files`);
    // The same data under the default caps reads fine.
    expect((await readResults(p)).format).toBe('pyperf');
  }, 30_000);

  it('refuses to read a file as one text above the text cap', async () => {
    const p = join(dir, 'big.json');
    writeFileSync(p, `[${'0,'.repeat(MiB)}0]`);
    const e = await userError(readResults(p, 'custom-json', small));
    expect(e.message).toBe(
      `${p}: is 2.0 MiB, more than 1 MiB, the limit for one input; this format is read as a whole; split the results into several files`,
    );
  });

  it('stops buffering a pipe at its cap', async () => {
    const p = fifo('endless');
    const writer = spawn('sh', ['-c', `yes 'BenchmarkX 1 1 ns/op' > '${p}'`], { stdio: 'ignore' });
    try {
      const e = await userError(readResults(p, 'go-bench', small));
      expect(e.message).toBe(`${p}: delivered more than 1 MiB, the limit for one input; write the results to a file instead`);
    } finally {
      writer.kill();
    }
  }, 30_000);

  it('a streaming reader refuses a line longer than 16 MiB', async () => {
    const p = join(dir, 'long-line.csv');
    writeFileSync(p, `metric_name,timestamp,metric_value\n${'9'.repeat(17 * MiB)}\n`);
    const e = await userError(readResults(p, 'k6-raw'));
    expect(e.message).toBe(`${p}:2: the line is longer than 16 MiB; expected benchmark output lines`);
  }, 30_000);
});
