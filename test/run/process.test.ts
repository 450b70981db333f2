import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeExit, spawnProcess } from '../../src/run/process.js';
import { alive, pidsIn, tempDir, removeTempDirs } from './git-repo.js';

afterAll(removeTempDirs);

const sleepUntil = async (ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('spawnProcess: the single spawn point', () => {
  it('kills the whole process tree on timeout, SIGKILL for what ignores SIGTERM', async () => {
    const dir = tempDir('proc');
    const pids = join(dir, 'pids');
    const command = `sh -c 'trap "" TERM; exec sleep 1000' & echo $! >> ${pids}; sleep 1000 & echo $! >> ${pids}; echo started; wait`;
    const t0 = Date.now();
    const r = await spawnProcess({
      command,
      cwd: dir,
      timeoutMs: 400,
      killGraceMs: 300,
      stdout: { file: join(dir, 'out') },
      stderr: 'ignore',
    });
    expect(r.timedOut).toBe(true);
    expect(describeExit(r, 400)).toBe('timed out after 400 ms (process tree killed)');
    expect(Date.now() - t0).toBeLessThan(5000);
    const children = pidsIn(pids);
    expect(children).toHaveLength(2);
    for (const pid of children) expect(alive(pid)).toBe(false);
    expect(readFileSync(join(dir, 'out'), 'utf8')).toBe('started\n');
  });

  it('stops processes a command leaves running after it exits', async () => {
    const dir = tempDir('proc');
    const pids = join(dir, 'pids');
    const r = await spawnProcess({
      command: `sleep 1000 & echo $! > ${pids}; echo done`,
      cwd: dir,
      stdout: 'capture',
      stderr: 'capture',
      killGraceMs: 1000,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe('done\n');
    expect(r.leftovers).toBe(true);
    expect(alive(pidsIn(pids)[0])).toBe(false);
  });

  it('cancels through an AbortSignal', async () => {
    const dir = tempDir('proc');
    const pids = join(dir, 'pids');
    const ac = new AbortController();
    const p = spawnProcess({
      command: `sleep 1000 & echo $! > ${pids}; wait`,
      cwd: dir,
      signal: ac.signal,
      stdout: 'ignore',
      stderr: 'ignore',
    });
    await sleepUntil(() => pidsIn(pids).length > 0, 5000);
    ac.abort();
    const r = await p;
    expect(r.aborted).toBe(true);
    expect(describeExit(r)).toBe('cancelled (process tree killed)');
    expect(alive(pidsIn(pids)[0])).toBe(false);
  });

  it('reports exit status, signals and start failures without throwing', async () => {
    const dir = tempDir('proc');
    const r = await spawnProcess({ command: 'echo oops >&2; exit 3', cwd: dir, stdout: 'capture', stderr: 'capture' });
    expect([r.exitCode, r.stderr, describeExit(r)]).toEqual([3, 'oops\n', 'exit 3']);
    const k = await spawnProcess({ command: 'kill -SEGV $$', cwd: dir });
    expect(describeExit(k)).toBe('killed by SIGSEGV');
    const bad = await spawnProcess({ command: 'true', cwd: join(dir, 'missing') });
    expect(bad.error).toMatch(/ENOENT/);
    expect(describeExit(bad)).toMatch(/^could not start/);
    const direct = await spawnProcess({ command: 'printf', args: ['%s|', 'a b', '$HOME'], cwd: dir, stdout: 'capture' });
    expect(direct.stdout).toBe('a b|$HOME|');
  });
});
