/**
 * What a person watching sees: grouped sections, one line per run (side, index, duration, exit
 * status), the last lines of a failed run's output, and — only when the caller passes a `live`
 * writer (the CLI does on an interactive terminal, never in CI) — a counter updated as each run
 * starts. Nothing ticks while a run is measured: the harness stays quiet.
 */
export interface ProgressOptions {
  log: (line: string) => void;
  group?: <T>(title: string, fn: () => Promise<T>) => Promise<T>;
  /** Raw writer to a TTY for the live counter; undefined = no live counter. */
  live?: (text: string) => void;
}

export interface Progress {
  line(text: string): void;
  /** Show "[k/total] running …" on the live counter. */
  starting(text: string): void;
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
}

const CLEAR = '\r\x1b[2K';
const MAX_LINE = 400;

export function createProgress(opts: ProgressOptions): Progress {
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
  };
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
