/**
 * One AbortSignal for a whole base-vs-head run: it fires when the caller's signal aborts, the
 * process receives SIGINT, SIGTERM or SIGHUP (terminal closed, ssh dropped), or writing to stdout
 * or stderr fails with EPIPE (`bench-review run … 2>&1 | head` after head exits: Node ignores
 * SIGPIPE, so a closed pipe shows up as that error). The running process tree is then stopped and
 * the worktree removed before bench-review exits, instead of dying with the worktree registered.
 */
export interface Cancellation {
  signal: AbortSignal;
  /** What cancelled the run ("SIGINT", "SIGTERM", "SIGHUP", "EPIPE", "the caller's AbortSignal"), if anything did. */
  reason(): string | undefined;
  dispose(): void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Once a stream's reader is gone, every later write fails too; those errors are expected, not crashes. */
const ignoreErrors = () => undefined;

export function linkCancellation(outer: AbortSignal | undefined, handleSignals: boolean): Cancellation {
  const controller = new AbortController();
  let why: string | undefined;
  const cancel = (what: string) => {
    why ??= what;
    controller.abort(new Error(`cancelled by ${what}`));
  };
  const onOuter = () => cancel("the caller's AbortSignal");
  const handlers = new Map<NodeJS.Signals, () => void>();
  const streamHandlers = new Map<NodeJS.WriteStream, (err: NodeJS.ErrnoException) => void>();
  if (outer?.aborted) onOuter();
  outer?.addEventListener('abort', onOuter, { once: true });
  if (handleSignals) {
    for (const sig of SIGNALS) {
      const h = () => cancel(sig);
      handlers.set(sig, h);
      process.on(sig, h);
    }
    for (const stream of [process.stdout, process.stderr]) {
      const h = (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EPIPE') return;
        stream.on('error', ignoreErrors);
        cancel('EPIPE');
      };
      streamHandlers.set(stream, h);
      stream.on('error', h);
    }
  }
  return {
    signal: controller.signal,
    reason: () => why,
    dispose() {
      outer?.removeEventListener('abort', onOuter);
      for (const [sig, h] of handlers) process.removeListener(sig, h);
      for (const [stream, h] of streamHandlers) stream.removeListener('error', h);
    },
  };
}

/** Exit status a shell would give for a process ended by this cancellation (128 + signal number). */
export function cancelExitCode(reason: string | undefined): number {
  if (reason === 'SIGHUP') return 129;
  if (reason === 'SIGINT') return 130;
  if (reason === 'SIGPIPE' || reason === 'EPIPE') return 141;
  if (reason === 'SIGTERM') return 143;
  return 2;
}
