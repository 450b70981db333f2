/**
 * Why a base-vs-head run could not produce a comparison. These are the user's situations (their
 * base does not build, their command fails, they cancelled), not bugs, so `RunError` is a
 * `UsageError`: every entry point prints its message as one line, never a stack trace. `kind` lets
 * the action report them differently (a broken base is not a regression of the pull request).
 */
import { UsageError } from '../errors.js';
import type { Side } from '../model/types.js';

export type RunErrorKind =
  /** The base side does not build or does not run the benchmark: not a regression. */
  | 'base-broken'
  /** The head side does not build or does not run the benchmark. */
  | 'head-broken'
  /** Setup or runs failed on both sides: the command itself looks broken. */
  | 'both-broken'
  /** A git operation failed (not a repository, base commit not found, worktree). */
  | 'git'
  /** AbortSignal, SIGINT or SIGTERM: the running process tree was stopped and the worktree removed. */
  | 'cancelled';

export class RunError extends UsageError {
  readonly kind: RunErrorKind;
  readonly side?: Side;
  /** For 'cancelled': what cancelled the run ("SIGINT", "SIGTERM", "the caller's AbortSignal"). */
  readonly reason?: string;
  constructor(kind: RunErrorKind, message: string, side?: Side, reason?: string) {
    super(message);
    this.name = 'RunError';
    this.kind = kind;
    this.side = side;
    this.reason = reason;
  }
}
