/**
 * The single spawn point of bench-review: every git call, setup, benchmark run and probe
 * (`lscpu`) goes through `spawnProcess`.
 *
 * A process runs in its own process group (detached), so a timeout, a cancellation or a run that
 * leaves background processes behind can stop the whole tree: SIGTERM to the group, then SIGKILL
 * after a grace period. Output goes straight to files (the parent stays idle while a benchmark
 * runs: no pipe to drain, no back-pressure on the measured process) or, for short commands such as
 * git, is captured in memory.
 *
 * Two protections apply to every spawn here, so no caller can forget them:
 * - the environment is stripped of bench-review's credentials and of the runner's internals
 *   (`childEnv`): benchmark code never sees the token, the artifact/OIDC/cache tokens and URLs, or
 *   any `INPUT_*` variable;
 * - a shell command (user code: setup, the benchmark, profile-command) is tagged with
 *   BENCH_REVIEW_RUN_ID. A process that leaves the group (`setsid`, a daemon) escapes the group
 *   kill but keeps the tag in its environment, so on Linux it is found in /proc and stopped too.
 */
import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';

export type OutputSink = { file: string } | 'capture' | 'ignore';

export interface SpawnSpec {
  /** A shell command line, or the file to execute when `args` is given. */
  command: string;
  /** Arguments: when present, `command` is executed directly, without a shell. */
  args?: string[];
  cwd: string;
  env?: Record<string, string | undefined>;
  /** Kill the process tree after this long. */
  timeoutMs?: number;
  signal?: AbortSignal;
  stdout?: OutputSink;
  stderr?: OutputSink;
  /** Time between SIGTERM and SIGKILL (default 5 s). */
  killGraceMs?: number;
  /**
   * Value of BENCH_REVIEW_RUN_ID for the process tree. Default: a fresh id for shell commands (user
   * code), none for direct executions (git, probes).
   */
  runId?: string;
  /**
   * Leave tagged processes that outlive the command running (setup may start a server the runs
   * use); the caller reaps them later with `reapTagged`. Default: they are stopped right away.
   */
  keepSurvivors?: boolean;
}

/** A process that outlived its command outside the command's process group. */
export interface Survivor {
  pid: number;
  command: string;
  /** Its BENCH_REVIEW_RUN_ID: which command started it. */
  runId: string;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
  /** Captured output ('capture' sinks only; at most 16 MiB each). */
  stdout: string;
  stderr: string;
  /** The command exited but left processes running in its group; they were stopped. */
  leftovers: boolean;
  /** Processes that left the group (setsid, daemons) and outlived the command; they were stopped unless keepSurvivors. */
  survivors: Survivor[];
  /** The process could not be started (bad cwd, missing executable). */
  error?: string;
}

const CAPTURE_LIMIT = 16 * 1024 * 1024;
const POLL_MS = 25;

/** True when the process ended by itself with status 0. */
export function succeeded(r: ProcessResult): boolean {
  return r.exitCode === 0 && !r.timedOut && !r.aborted && r.error === undefined;
}

/** "exit 0", "exit 3", "killed by SIGSEGV", "timed out after 10 s (process tree killed)", … */
export function describeExit(r: ProcessResult, timeoutMs?: number): string {
  if (r.error !== undefined) return `could not start: ${r.error}`;
  if (r.aborted) return 'cancelled (process tree killed)';
  if (r.timedOut) return `timed out after ${formatDuration(timeoutMs ?? r.durationMs)} (process tree killed)`;
  if (r.signal) return `killed by ${r.signal}`;
  return `exit ${r.exitCode}`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const m = Math.floor(ms / 60_000);
  const s = Math.round((ms % 60_000) / 1000);
  return s ? `${m} min ${s} s` : `${m} min`;
}

/** Members of a process group that are still running (not zombies). Linux reads /proc. */
function groupAlive(pgid: number): boolean {
  if (process.platform === 'linux') {
    try {
      for (const name of readdirSync('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        let stat: string;
        try {
          stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        } catch {
          continue;
        }
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z') return true;
      }
      return false;
    } catch {
      // fall through to the portable probe
    }
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    // already gone
  }
}

/** Windows has no process groups and no SIGTERM: taskkill /T /F ends the whole tree at once. */
function killTreeWindows(pid: number): Promise<void> {
  return new Promise((done) => {
    const k = rawSpawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
    k.once('error', () => done());
    k.once('exit', () => done());
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const RUN_ID_VAR = 'BENCH_REVIEW_RUN_ID';

/**
 * Never passed to a child: the tokens and service URLs of the action's own step (they would let
 * benchmark code act as this step, or read/write the cache and artifacts), the file commands of
 * the step (GITHUB_OUTPUT, GITHUB_ENV, …: writing them changes bench-review's outputs or the
 * environment of later steps), and every action input (INPUT_GITHUB-TOKEN is the token).
 */
const WITHHELD = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'GITHUB_OUTPUT',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);
const WITHHELD_PREFIXES = ['INPUT_', 'ACTIONS_RUNTIME_', 'ACTIONS_ID_TOKEN_'];

/** The environment a child gets: `env` without the withheld variables (names compared case-insensitively, as Windows does). */
export function childEnv(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    const upper = k.toUpperCase();
    if (v === undefined || WITHHELD.has(upper) || WITHHELD_PREFIXES.some((p) => upper.startsWith(p))) continue;
    out[k] = v;
  }
  return out;
}

function readProc(pid: string, file: string): Buffer | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return undefined;
  }
}

function runIdOf(environ: Buffer): string | undefined {
  const key = Buffer.from(`${RUN_ID_VAR}=`);
  for (let at = 0; at < environ.length;) {
    const nul = environ.indexOf(0, at);
    const end = nul === -1 ? environ.length : nul;
    if (environ.subarray(at, at + key.length).equals(key)) return environ.subarray(at + key.length, end).toString('utf8');
    at = end + 1;
  }
  return undefined;
}

function isRunning(pid: string): boolean {
  const stat = readProc(pid, 'stat')?.toString('utf8');
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/**
 * Live processes whose environment carries a run id `match` accepts (Linux only: elsewhere there
 * is no /proc to read, and none are found). Processes of other users are unreadable and skipped.
 */
export function findTagged(match: (runId: string) => boolean): Survivor[] {
  if (process.platform !== 'linux') return [];
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: Survivor[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = readProc(name, 'environ');
    const id = environ && runIdOf(environ);
    if (id === undefined || !match(id) || !isRunning(name)) continue;
    const cmdline = readProc(name, 'cmdline')?.toString('utf8').split('\0').filter(Boolean).join(' ');
    const command = (cmdline || readProc(name, 'comm')?.toString('utf8').trim() || '?').slice(0, 200);
    found.push({ pid: Number(name), command, runId: id });
  }
  return found;
}

function signalPid(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/**
 * Stop every live process tagged with a run id `match` accepts: SIGTERM, then SIGKILL after
 * `graceMs`. Repeats while new ones appear (a survivor may fork while being stopped), a bounded
 * number of times. Returns every process found.
 */
export async function reapTagged(match: (runId: string) => boolean, graceMs: number): Promise<Survivor[]> {
  const all = new Map<number, Survivor>();
  for (let round = 0; round < 5; round++) {
    const found = findTagged(match);
    if (found.length === 0) break;
    for (const s of found) {
      all.set(s.pid, s);
      signalPid(s.pid, 'SIGTERM');
    }
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && found.some((s) => isRunning(String(s.pid)))) await sleep(POLL_MS);
    for (const s of found) if (isRunning(String(s.pid))) signalPid(s.pid, 'SIGKILL');
    for (let i = 0; i < 40 && found.some((s) => isRunning(String(s.pid))); i++) await sleep(POLL_MS);
  }
  return [...all.values()].sort((a, b) => a.pid - b.pid);
}

/** The synchronous last resort when bench-review itself exits: SIGKILL what is tagged. */
export function killTaggedSync(match: (runId: string) => boolean): void {
  for (const s of findTagged(match)) signalPid(s.pid, 'SIGKILL');
}

/** "pid 123 (sleep 1000), pid 124 (redis-server)". */
export function describeSurvivors(survivors: Survivor[]): string {
  const shown = survivors.slice(0, 5).map((s) => `pid ${s.pid} (${s.command})`);
  return survivors.length > 5 ? `${shown.join(', ')} and ${survivors.length - 5} more` : shown.join(', ');
}

/** SIGTERM the group, wait up to `graceMs` for it to go, then SIGKILL whatever is left. */
export async function stopGroup(pid: number, graceMs: number): Promise<void> {
  if (process.platform === 'win32') return killTreeWindows(pid);
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return;
    await sleep(POLL_MS);
  }
  signalGroup(pid, 'SIGKILL');
  for (let i = 0; i < 40 && groupAlive(pid); i++) await sleep(POLL_MS);
}

function openSinks(spec: SpawnSpec): { stdio: StdioOptions; fds: number[] } {
  const fds: number[] = [];
  const sink = (s: OutputSink | undefined): 'pipe' | 'ignore' | number => {
    if (s === 'capture') return 'pipe';
    if (s === undefined || s === 'ignore') return 'ignore';
    const fd = openSync(s.file, 'w');
    fds.push(fd);
    return fd;
  };
  return { stdio: ['ignore', sink(spec.stdout), sink(spec.stderr)], fds };
}

function collect(child: ChildProcess): { out: () => string; err: () => string } {
  const bufs = { out: [] as Buffer[], err: [] as Buffer[], outLen: 0, errLen: 0 };
  child.stdout?.on('data', (b: Buffer) => {
    if (bufs.outLen < CAPTURE_LIMIT) {
      bufs.out.push(b);
      bufs.outLen += b.length;
    }
  });
  child.stderr?.on('data', (b: Buffer) => {
    if (bufs.errLen < CAPTURE_LIMIT) {
      bufs.err.push(b);
      bufs.errLen += b.length;
    }
  });
  return { out: () => Buffer.concat(bufs.out).toString('utf8'), err: () => Buffer.concat(bufs.err).toString('utf8') };
}

/** The one call to child_process.spawn in bench-review. With `args` undefined, `file` is a shell command line. */
function rawSpawn(file: string, args: string[] | undefined, options: SpawnOptions): ChildProcess {
  return args ? spawn(file, args, options) : spawn(file, { ...options, shell: true });
}

function start(spec: SpawnSpec, stdio: StdioOptions, runId: string | undefined): ChildProcess {
  const env: Record<string, string> = childEnv(spec.env ?? process.env);
  if (runId !== undefined) env[RUN_ID_VAR] = runId;
  return rawSpawn(spec.command, spec.args, { cwd: spec.cwd, env, stdio, detached: process.platform !== 'win32', windowsHide: true });
}

function waitForExit(child: ChildProcess, result: ProcessResult): Promise<void> {
  return new Promise<void>((resolveExit) => {
    child.once('error', (err) => ((result.error = err.message), resolveExit()));
    child.once('exit', (code, sig) => ((result.exitCode = code), (result.signal = sig), resolveExit()));
  });
}

/** Wait for captured pipes to close; a process that left the group could hold them open, so give up after a while. */
function waitForPipes(child: ChildProcess): Promise<void> {
  if (!child.stdout && !child.stderr) return Promise.resolve();
  return new Promise<void>((done) => {
    const t = setTimeout(() => (child.stdout?.destroy(), child.stderr?.destroy(), done()), 2000);
    child.once('close', () => (clearTimeout(t), done()));
    if (child.exitCode !== null && child.stdout?.closed !== false && child.stderr?.closed !== false) {
      clearTimeout(t);
      done();
    }
  });
}

/** Run one process to completion. Never rejects: failures are in the result. */
export async function spawnProcess(spec: SpawnSpec): Promise<ProcessResult> {
  const grace = spec.killGraceMs ?? 5000;
  const result: ProcessResult = {
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted: false,
    durationMs: 0,
    stdout: '',
    stderr: '',
    leftovers: false,
    survivors: [],
  };
  const runId = spec.runId ?? (spec.args ? undefined : randomUUID());
  const ownRunId = (id: string) => id === runId;
  if (spec.signal?.aborted) return { ...result, aborted: true };
  const t0 = process.hrtime.bigint();
  let child: ChildProcess;
  let fds: number[] = [];
  try {
    const sinks = openSinks(spec);
    fds = sinks.fds;
    child = start(spec, sinks.stdio, runId);
  } catch (err) {
    return { ...result, error: err instanceof Error ? err.message : String(err) };
  } finally {
    for (const fd of fds) closeSync(fd);
  }
  const output = collect(child);
  const pid = child.pid;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= pid === undefined ? Promise.resolve() : stopGroup(pid, grace));
  const onExitOfParent = () => {
    if (pid !== undefined && process.platform !== 'win32') signalGroup(pid, 'SIGKILL');
    if (runId !== undefined && !spec.keepSurvivors) killTaggedSync(ownRunId);
  };
  const onAbort = () => ((result.aborted = true), void stop());
  const timer = spec.timeoutMs !== undefined ? setTimeout(() => ((result.timedOut = true), void stop()), spec.timeoutMs) : undefined;
  spec.signal?.addEventListener('abort', onAbort, { once: true });
  process.once('exit', onExitOfParent);
  try {
    await waitForExit(child, result);
    result.durationMs = Number(process.hrtime.bigint() - t0) / 1e6;
    if (timer) clearTimeout(timer);
    if (!stopping && pid !== undefined && process.platform !== 'win32' && groupAlive(pid)) result.leftovers = true;
    if (result.leftovers) void stop();
    if (stopping) await stopping;
    // After the group is gone, whatever still carries this run's tag left the group on purpose.
    if (runId !== undefined && !spec.keepSurvivors) result.survivors = await reapTagged(ownRunId, grace);
    await waitForPipes(child);
  } finally {
    if (timer) clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onAbort);
    process.removeListener('exit', onExitOfParent);
  }
  result.stdout = output.out();
  result.stderr = output.err();
  return result;
}
