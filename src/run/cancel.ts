/**
 * One AbortSignal for a whole base-vs-head run: it fires when the caller's signal aborts or the
 * process receives SIGINT or SIGTERM, so the running process tree is stopped and the worktree
 * removed before bench-review exits.
 */
export interface Cancellation {
  signal: AbortSignal;
  /** What cancelled the run ("SIGINT", "SIGTERM", "the caller's AbortSignal"), if anything did. */
  reason(): string | undefined;
  dispose(): void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

export function linkCancellation(outer: AbortSignal | undefined, handleSignals: boolean): Cancellation {
  const controller = new AbortController();
  let why: string | undefined;
  const cancel = (what: string) => {
    why ??= what;
    controller.abort(new Error(`cancelled by ${what}`));
  };
  const onOuter = () => cancel("the caller's AbortSignal");
  const handlers = new Map<NodeJS.Signals, () => void>();
  if (outer?.aborted) onOuter();
  outer?.addEventListener('abort', onOuter, { once: true });
  if (handleSignals) {
    for (const sig of SIGNALS) {
      const h = () => cancel(sig);
      handlers.set(sig, h);
      process.on(sig, h);
    }
  }
  return {
    signal: controller.signal,
    reason: () => why,
    dispose() {
      outer?.removeEventListener('abort', onOuter);
      for (const [sig, h] of handlers) process.removeListener(sig, h);
    },
  };
}

/** Exit status a shell would give for a process ended by this cancellation. */
export function cancelExitCode(reason: string | undefined): number {
  if (reason === 'SIGINT') return 130;
  if (reason === 'SIGTERM') return 143;
  return 2;
}
