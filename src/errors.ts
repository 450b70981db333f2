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
  /** 1-based column within `line` (UTF-16 code units), when known. */
  column?: number;
  /** JSON pointer or field name, when the input is structured. */
  pointer?: string;
}

/**
 * Make untrusted text safe for a one-line message: C0/C1 control characters, DEL and the Unicode
 * line/paragraph separators become visible escapes (`\n`, `\x1b`, `\u2028`), so input can neither
 * break the line nor drive the terminal.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

export function formatPosition(pos: Position): string {
  let out = pos.file;
  if (pos.line !== undefined) out += `:${pos.line}`;
  if (pos.line !== undefined && pos.column !== undefined) out += `:${pos.column}`;
  if (pos.pointer !== undefined) out += ` at ${pos.pointer}`;
  return out;
}

/** Bad input data: names the file, the line or field, and what was expected. */
export class InputError extends Error {
  readonly position: Position;
  /** The message without the position (escaped), for callers that quote it elsewhere. */
  readonly detail: string;
  constructor(position: Position, message: string) {
    super(escapeControls(`${formatPosition(position)}: ${message}`));
    this.name = 'InputError';
    this.position = position;
    this.detail = escapeControls(message);
  }
}

/** Bad usage: a flag or action input with a value we cannot use. */
export class UsageError extends Error {
  constructor(message: string) {
    super(escapeControls(message));
    this.name = 'UsageError';
  }
}

/** True for the errors whose message alone is the whole story for the user. */
export function isUserError(err: unknown): err is InputError | UsageError {
  return err instanceof InputError || err instanceof UsageError;
}
