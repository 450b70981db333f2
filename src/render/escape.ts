/**
 * Escaping of untrusted text (benchmark names, units, tool output, PR descriptions and, in publish
 * mode, every string of a fork's report). One helper per context the text lands in:
 *
 * - `escapeMarkdown`: Markdown inline text (paragraphs, list items, block quotes, table cells);
 * - `escapeHtml`: text inside an HTML block such as `<summary>`, where Markdown is NOT parsed, so
 *   backslash escapes and code spans would show literally and only entities work;
 * - `htmlCode` / `codeSpan`: a name shown verbatim as code, in HTML or in Markdown;
 * - `plainText`: fields GitHub shows as plain text (check-run title, annotations).
 *
 * All of them make the text one line without control or bidirectional-override characters. Outside
 * code, GitHub's own linkers (which run on the rendered HTML text, so entities do not stop them)
 * are defused with a zero-width space: @mentions, #123 and owner/repo#123, GH-123, commit-SHA-like
 * hex, bare URLs and emoji shortcodes. Inside code GitHub links nothing; `@` is still defused there
 * because a stray ping is the costliest mistake.
 */

const ZW = '\u200b';
/** C0 and C1 controls except tab/newline (flattened separately). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Direction overrides and marks: they can make displayed text read differently from what it is. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Every character flatten() changes: line breaks and tabs, CONTROL, BIDI. */
const FLATTENED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** One line, no control or bidi characters. */
export function flatten(text: string): string {
  // Most text (names, sentences) has none of them: one scan instead of three replaces.
  if (!FLATTENED.test(text)) return text;
  return text
    .replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '');
}

/** What any replace of defuseLinks needs (a superset of each pattern's match). */
const LINKISH = /[@#:]|gh-\d|[0-9a-f]{7}|www\./i;

/** Break what GitHub would turn into a mention, a cross-reference, a commit link or a URL. */
export function defuseLinks(text: string): string {
  // Text with nothing any pass below could change (most names and sentences) is returned as it is.
  if (!LINKISH.test(text)) return text;
  return text
    .replace(/[@#]/g, `$&${ZW}`)
    .replace(/\b(gh)-(?=\d)/gi, `$1-${ZW}`)
    .replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.match(/.{1,6}/g)!.join(ZW))
    .replace(/:\/\//g, `:${ZW}//`)
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZW}.`)
    .replace(/:(?=[a-z0-9_+-]+:)/gi, `:${ZW}`);
}

/** `<!--` from untrusted text must never read as a comment opener (the sticky marker is one). */
function breakCommentOpeners(text: string): string {
  return text.includes('<!--') ? text.replace(/<!--/g, `<${ZW}!--`) : text;
}

const entities = (s: string) => (/[&<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s);

/** ASCII punctuation that means something inline in GFM (`$` is GitHub's math). */
const MD_SPECIAL = /[\\`*_[\]|~$]/g;

/** Escape text for Markdown inline content (table cells included). */
export function escapeMarkdown(text: string): string {
  const out = entities(defuseLinks(flatten(text).replace(/^\s+/, ''))).replace(MD_SPECIAL, (c) => `\\${c}`);
  // The text may start a line (a headline, a list item): no list, heading underline or break.
  return out.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Escape for HTML text and attribute values (inside an HTML block, where Markdown is not parsed). */
export function escapeHtml(text: string): string {
  return entities(defuseLinks(flatten(text)))
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Untrusted text shown verbatim as code inside HTML, e.g. a benchmark name in `<summary>`. */
export function htmlCode(text: string): string {
  const safe = entities(flatten(text));
  // Names rarely hold a quote or an @: then there is nothing more to replace.
  return `<code>${/["'@]/.test(safe) ? safe.replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/@/g, `@${ZW}`) : safe}</code>`;
}

/** Escape text for a Markdown code span: the content is shown verbatim, and cannot close the span. */
export function codeSpan(text: string): string {
  const flat = flatten(text);
  const clean = breakCommentOpeners(flat.includes('|') ? flat.replace(/\|/g, '¦') : flat);
  // Most names hold no backtick and no @: one backtick each side, nothing to replace.
  const ticks = clean.includes('`');
  const runs = ticks ? (clean.match(/`+/g) ?? []) : [];
  const fence = ticks ? '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1) : '`';
  const pad = ticks && (clean.startsWith('`') || clean.endsWith('`')) ? ' ' : '';
  return `${fence}${pad}${clean.includes('@') ? clean.replace(/@/g, `@${ZW}`) : clean}${pad}${fence}`;
}

/**
 * Plain-text fields (check-run title, annotations): GitHub parses no Markdown there, but nothing may
 * become active if some reader does: `<` or `](` followed by a zero-width space opens no tag or link.
 */
export function plainText(text: string, max: number): string {
  return clip(defuseLinks(flatten(text)).replace(/</g, `<${ZW}`).replace(/\]\(/g, `]${ZW}(`), max);
}

/** Cut to at most `max` characters with an ellipsis, never splitting a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (end > 0 && /[\ud800-\udbff]/.test(text[end - 1])) end--;
  return `${text.slice(0, end)}…`;
}

/** Quote a line of untrusted text as a Markdown block quote, escaped. */
export function quoteLine(text: string, max = 300): string {
  return `> ${escapeMarkdown(clip(flatten(text), max + 1))}`;
}

/** Longest benchmark name shown; longer ones keep their start and end (where names differ). */
export const NAME_MAX = 120;

/** A long name cut in the middle for display: start … end, whole code points. */
export function shortName(name: string, max = NAME_MAX): string {
  if (name.length <= max) return name;
  const cps = Array.from(name);
  if (cps.length <= max) return name;
  const tail = Math.floor((max - 1) / 3);
  return `${cps.slice(0, max - 1 - tail).join('')}…${cps.slice(cps.length - tail).join('')}`;
}

/** FNV-1a, 24 bits as 6 hex digits (below GitHub's 7-digit commit-SHA links). */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return ((h >>> 8) & 0xffffff).toString(16).padStart(6, '0');
}

/**
 * Display names for a report's benchmarks: each long one shortened, and, where two shortened names
 * would read the same, told apart by a short hash of the full name. Only shortened names are in
 * the map.
 */
export function displayNames(names: Iterable<string>): Map<string, string> {
  const byShort = new Map<string, string[]>();
  // Longest first, so shortenNamesIn replaces a name before any long name it contains.
  // Only a name longer than NAME_MAX code units can be shortened (code points ≤ code units): the
  // rest are left out before sorting, in the order they would have had.
  for (const name of [...new Set(names)].filter((n) => n.length > NAME_MAX).sort((a, b) => b.length - a.length)) {
    const s = shortName(name);
    if (s !== name) byShort.set(s, [...(byShort.get(s) ?? []), name]);
  }
  const out = new Map<string, string>();
  for (const [s, full] of byShort)
    for (const name of full) out.set(name, full.length === 1 ? s : `${shortName(name, NAME_MAX - 8)} ~${shortHash(name)}`);
  // Map order is insertion order: keep longest first.
  return new Map([...out].sort((a, b) => b[0].length - a[0].length));
}

/** Replace every long name inside free text (a headline, an ask) by its display form. */
export function shortenNamesIn(text: string, names: Map<string, string>): string {
  let out = text;
  for (const [full, short] of names) if (out.length >= full.length && out.includes(full)) out = out.split(full).join(short);
  return out;
}

/** A Mermaid label (chart title, axis): plain text that cannot end the string, the block or the diagram. */
export function mermaidLabel(text: string, max = 60): string {
  return text.replace(/[^A-Za-z0-9 _.,:;/+()\-µ%=]/g, '_').slice(0, max) || '_';
}
