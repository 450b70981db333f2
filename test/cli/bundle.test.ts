import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the built CLI bundle (dist/cli.js), as a user runs it', () => {
  it('reviews the bundled example and exits 1 because the gate failed', () => {
    const out = mkdtempSync(join(tmpdir(), 'br-bundle-'));
    const r = spawnSync(
      process.execPath,
      [
        'dist/cli.js',
        'compare',
        '--base',
        'examples/service/base.csv',
        '--head',
        'examples/service/head.csv',
        '--json',
        join(out, 'r.json'),
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^bench-review: tail latency regressed \(FAIL\)/);
    expect(r.stdout).not.toMatch(/\u001b\[/); // not a TTY: no colour
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    expect(report.benchmarks.map((b: { verdict: string }) => b.verdict).sort()).toEqual(['improvement', 'no-change', 'regression']);
  });

  it('reads two large sample files side by side on its own worker (dist/read-worker.js), with the review one thread gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'br-bundle-parallel-'));
    try {
      // Two load-test logs just over the 16 MiB from which a file is read on a worker.
      for (const [side, scale] of [
        ['base', 1],
        ['head', 1.3],
      ] as const) {
        const rows = ['benchmark,run,value,unit'];
        let bytes = 0;
        for (let i = 0; bytes < 17 * 1024 * 1024; i++) {
          const row =
            i % 3 === 0
              ? `/items,${1 + (i % 5)},${(scale * (200 + ((i * 7919) % 1000) / 10)).toFixed(2)},us`
              : i % 3 === 1
                ? `/orders,${1 + (i % 5)},${(1.5 + ((i * 104729) % 1000) / 1000).toFixed(3)},ms`
                : `/health,${1 + (i % 5)},${900 + ((i * 31) % 97)},ns`;
          rows.push(row);
          bytes += row.length + 1;
        }
        writeFileSync(join(dir, `${side}.csv`), rows.join('\n') + '\n');
      }
      const run = (threads: string, json: string) =>
        spawnSync(
          process.execPath,
          ['dist/cli.js', 'compare', '--base', join(dir, 'base.csv'), '--head', join(dir, 'head.csv'), '--json', join(dir, json)],
          {
            cwd: root,
            encoding: 'utf8',
            env: { ...process.env, NO_COLOR: '1', BENCH_REVIEW_READ_THREADS: threads },
          },
        );
      // The setting is only read when a worker file is there and two inputs qualify: this shows both.
      const bad = run('several', 'none.json');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/BENCH_REVIEW_READ_THREADS is "several"/);
      const one = run('0', 'one.json');
      const two = run('1', 'two.json');
      expect(one.status).toBe(1); // /items regressed by 30 %
      expect(two.status).toBe(one.status);
      expect(two.stdout).toBe(one.stdout);
      expect(readFileSync(join(dir, 'two.json'), 'utf8')).toBe(readFileSync(join(dir, 'one.json'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints one line and exits 2 on bad usage', () => {
    const r = spawnSync(process.execPath, ['dist/cli.js', 'compare', '--base', 'missing.csv', '--head', 'missing.csv'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^bench-review: .*missing\.csv: no such file or directory$/)]);
  });

  it('exits quietly when the reader of its output is gone (`| head`), without a stack trace', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      ['dist/cli.js', 'compare', '--base', 'examples/service/base.csv', '--head', 'examples/service/head.csv'],
      {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // Close our end before the review is printed: every write of the child then fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(stderr).toBe('');
    expect([1, 141]).toContain(code); // the gate's status, or a shell's "closed pipe"
  });
});
