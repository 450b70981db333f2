import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the built CLI bundle (dist/cli.js), as a user runs it', () => {
  it('reviews the bundled example and exits 1 because the gate failed', () => {
    const out = mkdtempSync(join(tmpdir(), 'br-bundle-'));
    const r = spawnSync(process.execPath, ['dist/cli.js', 'compare', '--base', 'examples/service/base.csv', '--head', 'examples/service/head.csv', '--json', join(out, 'r.json')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^bench-review: tail latency regressed \(FAIL\)/);
    expect(r.stdout).not.toMatch(/\u001b\[/); // not a TTY: no colour
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    expect(report.benchmarks.map((b: { verdict: string }) => b.verdict).sort()).toEqual(['improvement', 'no-change', 'regression']);
  });

  it('prints one line and exits 2 on bad usage', () => {
    const r = spawnSync(process.execPath, ['dist/cli.js', 'compare', '--base', 'missing.csv', '--head', 'missing.csv'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^bench-review: .*missing\.csv: no such file or directory$/)]);
  });

  it('exits quietly when the reader of its output is gone (`| head`), without a stack trace', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['dist/cli.js', 'compare', '--base', 'examples/service/base.csv', '--head', 'examples/service/head.csv'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Close our end before the review is printed: every write of the child then fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(stderr).toBe('');
    expect([1, 141]).toContain(code); // the gate's status, or a shell's "closed pipe"
  });
});
