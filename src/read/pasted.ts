/**
 * Tool output as it is pasted in a review comment or a pull request description: inside ``` (or
 * ~~~) fences, quoted with `> ` (possibly nested), and indented (a Markdown code block, or a list
 * item). `unpaste` gives the lines back as the tool printed them, line for line, so every line
 * number still names the line of the input: quote marks are removed, fence lines become empty,
 * and the indentation every non-empty line shares is removed. Output that was not pasted comes
 * back unchanged (no tool this is used for prints a line starting with `>` or a fence).
 */

/** Quote marks at the start of a line: `> `, `>> `, `> > ` (Markdown, e-mail, Gerrit, JIRA bq.). */
const QUOTE = /^[ \t]{0,3}(?:>[ \t]?)+/;
/** A Markdown fence line, with an optional info string (```text). */
const FENCE = /^[ \t]*(?:```+|~~~+)[ \t]*[\w+-]*[ \t]*$/;

/** The lines without quote marks and fences, and without their shared indentation. */
export function unpaste(lines: readonly string[]): string[] {
  const out = lines.map((l) => {
    const u = l.replace(QUOTE, '');
    return FENCE.test(u) ? '' : u;
  });
  let indent = Infinity;
  for (const l of out) {
    if (l.trim() === '') continue;
    const lead = /^[ \t]*/.exec(l)![0].length;
    if (lead < indent) indent = lead;
    if (indent === 0) return out;
  }
  if (!Number.isFinite(indent)) return out;
  return out.map((l) => l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length)));
}

/** `unpaste` for a text (a detector's probe head). */
export function unpasteText(text: string): string {
  return unpaste(text.split(/\r?\n|\r/)).join('\n');
}
