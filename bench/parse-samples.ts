// Speed and memory of the raw-samples reader on a 10-million-line CSV (`benchmark,run,value`).
// Generates the file in a temp dir, parses it through the reader in a child process, and prints
// MB/s, lines/s and the child's peak RSS. Target: ≥ 50 MB/s; memory bounded by the values kept
// (8 bytes per sample), not by the file size.
//   npx tsx bench/parse-samples.ts [LINES]
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function generate(path: string, lines: number): Promise<void> {
  let a = 7;
  const r = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = createWriteStream(path);
  out.write('benchmark,run,value,unit\n');
  let chunk = '';
  for (let i = 0; i < lines; i++) {
    const v = (250 * Math.exp(0.3 * Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(6.283185307179586 * r()))).toFixed(2);
    chunk += `GET /api/items,${1 + Math.floor((i * 10) / lines)},${v},us\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

async function child(path: string): Promise<void> {
  const { readResults } = await import('../src/read/read.js');
  const start = process.hrtime.bigint();
  const result = await readResults(path);
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  const samples = result.measurements.reduce((n, m) => n + (m.data.kind === 'per-op' ? m.data.values.length : 0), 0);
  process.stdout.write(JSON.stringify({ secs, samples, maxRssKiB: process.resourceUsage().maxRSS }) + '\n');
}

async function main(): Promise<void> {
  if (process.argv[2] === '--parse') return child(process.argv[3]);
  const lines = Number(process.argv[2] ?? 10_000_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-review-parse-'));
  try {
    const path = join(dir, 'samples.csv');
    await generate(path, lines);
    const bytes = statSync(path).size;
    const r = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--parse', path], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
    const { secs, samples, maxRssKiB } = JSON.parse(r.stdout) as { secs: number; samples: number; maxRssKiB: number };
    console.log(`raw-samples CSV: ${lines.toLocaleString('en-US')} lines, ${(bytes / 1e6).toFixed(0)} MB`);
    console.log(
      `parsed ${samples.toLocaleString('en-US')} samples in ${secs.toFixed(2)} s: ${(bytes / 1e6 / secs).toFixed(0)} MB/s, ${(lines / secs / 1e6).toFixed(1)} M lines/s`,
    );
    console.log(
      `peak RSS ${(maxRssKiB / 1024).toFixed(0)} MiB (values kept: ${((samples * 8) / 2 ** 20).toFixed(0)} MiB); target ≥ 50 MB/s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
