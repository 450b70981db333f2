/** What the action needs from the runner: logs, outputs, the job summary, the exit status. */
export interface ActionIo {
  info(line: string): void;
  /** Shown only with step debug logging (e.g. the stack of an internal error). */
  debug?(line: string): void;
  warning(message: string): void;
  setOutput(name: string, value: string): void;
  /** Mark the step failed (exit status 1) with one message. */
  setFailed(message: string): void;
  /** Append Markdown to the job summary; false when there is no summary file (outside Actions). */
  appendSummary(markdown: string): Promise<boolean>;
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
}

/**
 * Lines that start with `::` are workflow commands to the runner. Untrusted text (benchmark names,
 * tool output) must never become one, so every logged line is defused.
 */
export function defuseCommands(text: string): string {
  return text.replace(/^(\s*)::/gm, '$1:\u200b:');
}
