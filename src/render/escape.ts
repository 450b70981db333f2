/**
 * Escaping of untrusted text (benchmark names, tool output, PR descriptions) for Markdown and
 * HTML: no raw HTML, no broken tables, no @-mentions that ping, no forged hidden markers, no
 * issue/PR cross-references.
 */

const MD_SPECIAL = /[\\`*_[\]|~]/g;

/** Escape text for Markdown inline content (table cells included). Newlines become spaces. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\r?\n|\r/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MD_SPECIAL, (c) => `\\${c}`)
    .replace(/#/g, '#\u200b')
    .replace(/@/g, '@\u200b')
    .replace(/:(?=[a-z0-9_+-]+:)/gi, ':\u200b');
}

/** Escape text for a Markdown code span: the content is shown verbatim, and cannot close the span. */
export function codeSpan(text: string): string {
  const clean = text.replace(/\r?\n|\r/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\|/g, '¦');
  const runs = clean.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean.replace(/@/g, '@\u200b')}${pad}${fence}`;
}

/** Escape for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/@/g, '&#64;');
}

/** Quote a line of untrusted text as a Markdown block quote, escaped. */
export function quoteLine(text: string, max = 300): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `> ${escapeMarkdown(cut)}`;
}
