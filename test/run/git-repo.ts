/** Real temporary git repositories and process checks for the `run` tests. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCli, type CliIo } from '../../src/cli/main.js';

/** process.env without what would make a test depend on where it runs (GitHub event, runner temp). */
export function testEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('GITHUB_') || k.startsWith('RUNNER_') || k.startsWith('GIT_')) delete env[k];
  return { ...env, ...extra };
}

const made: string[] = [];

/** A new temporary folder, removed by removeTempDirs() (each test file calls it in afterAll). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `br-run-${prefix}-`));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: testEnv({ GIT_CONFIG_NOSYSTEM: '1' }) as NodeJS.ProcessEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export type Files = Record<string, string | null>;

function write(dir: string, files: Files): void {
  for (const [name, content] of Object.entries(files)) {
    const p = join(dir, name);
    if (content === null) rmSync(p, { force: true });
    else {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, content);
    }
  }
}

/** A repository with one commit per entry (each entry's files added, or removed when null). */
export function makeRepo(commits: Files[]): { dir: string; shas: string[] } {
  const dir = tempDir('repo');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'bench-review test');
  git(dir, 'config', 'commit.gpgsign', 'false');
  const shas: string[] = [];
  commits.forEach((files, i) => {
    write(dir, files);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--allow-empty', '-m', `commit ${i + 1}`);
    shas.push(git(dir, 'rev-parse', 'HEAD'));
  });
  return { dir, shas };
}

export function worktrees(dir: string): number {
  return git(dir, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((l) => l.startsWith('worktree ')).length;
}

/** Running and not a zombie (a zombie is dead; it only waits for its parent to reap it). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export function pidsIn(file: string): number[] {
  try {
    return readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Raw-samples CSV: `runs` runs × `n` samples around `median` (deterministic). */
export function samplesCsv(name: string, n: number, median: number): string {
  const lines = ['benchmark,run,value,unit'];
  for (let i = 0; i < n; i++) lines.push(`${name},1,${(median * (0.9 + ((i * 37) % 101) / 500)).toFixed(2)},us`);
  return `${lines.join('\n')}\n`;
}

export async function cli(
  argv: string[],
  cwd: string,
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), isTty: false, env, cwd };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
