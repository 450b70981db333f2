/**
 * What a person watching sees: grouped sections, one line per run (side, index, duration, exit
 * status), the last lines of a failed run's output, and — only when the caller passes a `live`
 * writer (the CLI does on an interactive terminal, never in CI) — a counter updated as each run
 * starts. Once a run has completed, each run line also says the time elapsed and an estimate of
 * the time left (`etaSuffix`). Nothing ticks while a run is measured: the harness stays quiet.
 */
export interface ProgressOptions {
  log: (line: string) => void;
  group?: <T>(title: string, fn: () => Promise<T>) => Promise<T>;
  /** Raw writer to a TTY for the live counter; undefined = no live counter. */
  live?: (text: string) => void;
  /** Milliseconds on a monotonic clock, for "elapsed" and "left"; default performance.now. Tests inject one. */
  now?: () => number;
}

export interface Progress {
  line(text: string): void;
  /** Show "[k/total] running …" on the live counter. */
  starting(text: string): void;
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
  /** The clock's time in ms (for elapsed time; only differences mean anything). */
  now(): number;
}

const CLEAR = '\r\x1b[2K';
const MAX_LINE = 400;

export function createProgress(opts: ProgressOptions): Progress {
  const now = opts.now ?? (() => performance.now());
  let shown = false;
  const clear = () => {
    if (shown && opts.live) opts.live(CLEAR);
    shown = false;
  };
  return {
    line(text) {
      clear();
      opts.log(text);
    },
    starting(text) {
      if (!opts.live) return;
      opts.live(`${CLEAR}${text}`);
      shown = true;
    },
    group(title, fn) {
      clear();
      if (opts.group) return opts.group(title, fn);
      opts.log(`── ${title}`);
      return fn();
    },
    now,
  };
}

/** A span for a person: `<1s`, `45s`, `1m 12s`, `2m 05s`, `1h 02m` (rounded to the second). */
export function formatSpan(ms: number): string {
  if (!(ms >= 0.5e3)) return '<1s';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(sec).padStart(2, '0')}s`;
  return `${sec}s`;
}

/**
 * What a run line ends with once a run has completed: ` · 1m 12s elapsed · ~2m 05s left`. The
 * time left is, for each run still to come in `order`, the mean duration of the completed runs of
 * its side (of all completed runs while its side has none yet): a head that got slower is
 * estimated as slower. `durations` are the completed runs' durations, in `order`. Empty before
 * the first completed run; no "left" after the last one.
 */
export function etaSuffix(order: readonly string[], durations: readonly number[], elapsedMs: number): string {
  const done = Math.min(durations.length, order.length);
  if (done === 0) return '';
  const elapsed = ` · ${formatSpan(elapsedMs)} elapsed`;
  if (done === order.length) return elapsed;
  const sum = new Map<string, { total: number; n: number }>();
  let all = 0;
  for (let i = 0; i < done; i++) {
    const s = sum.get(order[i]) ?? { total: 0, n: 0 };
    s.total += durations[i];
    s.n++;
    sum.set(order[i], s);
    all += durations[i];
  }
  const overall = all / done;
  let left = 0;
  for (const side of order.slice(done)) {
    const s = sum.get(side);
    left += s ? s.total / s.n : overall;
  }
  return `${elapsed} · ~${formatSpan(left)} left`;
}

/** The last `max` non-empty lines of a process's output, stderr first in priority, each labelled. */
export function tailLines(stdout: string, stderr: string, max = 20): string[] {
  const last = (text: string, n: number) =>
    text
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .slice(-n)
      .map((l) => (l.length > MAX_LINE ? `${l.slice(0, MAX_LINE)}…` : l));
  const err = last(stderr, max).map((l) => `stderr| ${l}`);
  const out = err.length < max ? last(stdout, max - err.length).map((l) => `stdout| ${l}`) : [];
  return [...out, ...err];
}
