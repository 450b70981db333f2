/**
 * Errors a user can act on. Each one prints as a single line; the entry points catch them and
 * never show a stack trace for them.
 */

/** Where in an input a problem was found. */
export interface Position {
  /** The file as the user named it. */
  file: string;
  /** 1-based line, when the input is line-oriented. */
  line?: number;
  /** JSON pointer or field name, when the input is structured. */
  pointer?: string;
}

export function formatPosition(pos: Position): string {
  let out = pos.file;
  if (pos.line !== undefined) out += `:${pos.line}`;
  if (pos.pointer !== undefined) out += ` at ${pos.pointer}`;
  return out;
}

/** Bad input data: names the file, the line or field, and what was expected. */
export class InputError extends Error {
  readonly position: Position;
  constructor(position: Position, message: string) {
    super(`${formatPosition(position)}: ${message}`);
    this.name = 'InputError';
    this.position = position;
  }
}

/** Bad usage: a flag or action input with a value we cannot use. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** True for the errors whose message alone is the whole story for the user. */
export function isUserError(err: unknown): err is InputError | UsageError {
  return err instanceof InputError || err instanceof UsageError;
}
