/**
 * Render Markdown the way GitHub does before sanitising (CommonMark + GFM, raw HTML passed through)
 * and report anything that came from untrusted input and became active: a tag or attribute the
 * renderer does not emit, a link, an HTML comment, or text GitHub's own linkers would turn into a
 * mention, a cross-reference, a commit link or a URL.
 *
 * The GFM tag filter is left out on purpose: it would turn `<script` into text and hide the very
 * injection these checks look for.
 */
import { micromark } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { gfmAutolinkLiteralHtml } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnoteHtml } from 'micromark-extension-gfm-footnote';
import { gfmStrikethroughHtml } from 'micromark-extension-gfm-strikethrough';
import { gfmTableHtml } from 'micromark-extension-gfm-table';
import { gfmTaskListItemHtml } from 'micromark-extension-gfm-task-list-item';

export function toHtml(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmAutolinkLiteralHtml(), gfmFootnoteHtml(), gfmStrikethroughHtml(), gfmTableHtml(), gfmTaskListItemHtml()],
  });
}

/** Tags bench-review's Markdown renders to, with the attributes each may carry. */
const ALLOWED: Record<string, RegExp> = {
  h3: /^$/,
  p: /^$/,
  blockquote: /^$/,
  ul: /^$/,
  li: /^$/,
  strong: /^$/,
  code: /^( class="language-mermaid")?$/,
  pre: /^$/,
  details: /^( open)?$/,
  summary: /^$/,
  sub: /^$/,
  table: /^$/,
  thead: /^$/,
  tbody: /^$/,
  tr: /^$/,
  th: /^( align="(left|right|center)")?$/,
  td: /^( align="(left|right|center)")?$/,
  a: /^ href="[^"]*"$/,
};

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decode character references as a browser would, before GitHub's text filters see the text. */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

export interface Scan {
  /** Problems found; empty when the rendering is inert. */
  problems: string[];
  /** Decoded text of every `<code>` element (inline, not Mermaid). */
  codes: string[];
  /** Decoded text of every `<summary>`, with its markup stripped. */
  summaries: string[];
  /** Decoded text of Mermaid blocks. */
  mermaid: string[];
  /**
   * Cells per table row, counted in the Markdown source (unescaped pipes, code spans included, as
   * GFM splits them): the HTML cannot show a broken row, since GFM drops extra cells and pads
   * missing ones to the header's count.
   */
  rowCells: number[];
  /** Decoded text outside code. */
  text: string;
}

export interface ScanOptions {
  /** Hrefs the renderer may link to (built by bench-review, never from input). */
  hrefs?: string[];
  /** How many HTML comments are allowed, all at the very start (the sticky marker). */
  leadingComments?: number;
  /** Text outside code that looks like a reference but is bench-review's own (e.g. the head SHA). */
  ownText?: string[];
  /** Plain-text fields: Markdown formatting from input (a list, emphasis) is harmless there. */
  formatting?: boolean;
}

/** Formatting a plain-text field may take on if some reader parses it as Markdown. */
const FORMATTING = new Set(['ol', 'em', 'del', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr']);

/** Would GitHub link or ping this text (outside code)? */
export function activeText(text: string): string[] {
  const found: string[] = [];
  const checks: Array<[string, RegExp]> = [
    ['an @mention', /@[A-Za-z0-9]/],
    ['a #123 reference', /#\d/],
    ['a GH-123 reference', /\bGH-\d/i],
    ['a commit-SHA-like hex run', /\b[0-9a-f]{7,40}\b/i],
    ['a bare URL', /\b(https?|ftp):\/\/|\bwww\./i],
    ['an emoji shortcode', /:[a-z0-9_+-]+:/i],
  ];
  for (const [what, re] of checks) {
    const m = text.match(re);
    if (m) found.push(`${what} ${JSON.stringify(text.slice(Math.max(0, m.index! - 20), m.index! + 30))}`);
  }
  return found;
}

/** Cells of every table row in the source, outside fenced blocks: unescaped pipes − 1. */
export function tableRowCells(markdown: string): number[] {
  const out: number[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^```/.test(line)) fenced = !fenced;
    else if (!fenced && line.startsWith('|')) out.push((line.match(/(?<!\\)\|/g) ?? []).length - 1);
  }
  return out;
}

/**
 * Table rows whose cell count differs from their table's header (a table: consecutive lines starting
 * with `|` outside a fence, the first its header): what an unescaped `|` in a name would make.
 * Tables differ in width (a run count said over the table drops its column; mixed confidence levels
 * add one), so each row is held to its own header.
 */
export function tableRowMismatches(markdown: string): number {
  let fenced = false;
  let header: number | null = null;
  let bad = 0;
  for (const line of markdown.split('\n')) {
    if (/^```/.test(line)) fenced = !fenced;
    if (fenced || !line.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = (line.match(/(?<!\\)\|/g) ?? []).length - 1;
    if (header === null) header = cells;
    else if (cells !== header) bad++;
  }
  return bad;
}

export function scan(markdown: string, opts: ScanOptions = {}): Scan {
  const html = toHtml(markdown);
  const problems: string[] = [];
  // A comment opener anywhere in the source could be taken for the sticky marker by a plain search.
  const openers = markdown.split('<!--').length - 1;
  if (openers !== (opts.leadingComments ?? 0) || (openers > 0 && !markdown.startsWith('<!--')))
    problems.push(`${openers} "<!--" in the Markdown source`);
  const codes: string[] = [];
  const summaries: string[] = [];
  const mermaid: string[] = [];
  const rowCells = tableRowCells(markdown);
  const outside: string[] = [];
  const stack: string[] = [];
  let comments = 0;
  let summary: string[] | null = null;
  const token = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9-]*)([^>]*)>|[^<]+|</g;
  for (const m of html.matchAll(token)) {
    const [whole, close, rawName, attrs] = m;
    if (whole.startsWith('<!--')) {
      comments++;
      if (m.index !== 0 || comments > (opts.leadingComments ?? 0)) problems.push(`an HTML comment ${JSON.stringify(whole.slice(0, 60))}`);
      continue;
    }
    if (rawName !== undefined) {
      const name = rawName.toLowerCase();
      const allowed = ALLOWED[name] ?? (opts.formatting && FORMATTING.has(name) ? /^$/ : undefined);
      if (!allowed) problems.push(`a <${name}> tag: ${JSON.stringify(whole.slice(0, 80))}`);
      else if (!close && !allowed.test(attrs.replace(/\s*\/$/, '')))
        problems.push(`<${name}> with attributes ${JSON.stringify(attrs.slice(0, 80))}`);
      if (name === 'a' && !close) {
        const href = decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? '');
        if (!(opts.hrefs ?? []).includes(href)) problems.push(`a link to ${JSON.stringify(href.slice(0, 80))}`);
      }
      if (close) {
        const i = stack.lastIndexOf(name);
        if (i >= 0) stack.length = i;
        if (name === 'summary' && summary) {
          summaries.push(summary.join(''));
          summary = null;
        }
      } else {
        if (name === 'summary') summary = [];
        if (name === 'code') {
          if (attrs.includes('language-mermaid')) mermaid.push('');
          else codes.push('');
        }
        stack.push(name);
      }
      continue;
    }
    const text = decode(whole);
    if (summary) summary.push(text);
    if (stack.includes('pre')) {
      if (mermaid.length && stack.includes('code')) mermaid[mermaid.length - 1] += text;
    } else if (stack.includes('code')) codes[codes.length - 1] += text;
    else if (!stack.includes('a')) outside.push(text);
  }
  let text = outside.join(' ');
  for (const own of opts.ownText ?? []) text = text.split(own).join(' ');
  problems.push(...activeText(text));
  for (const c of codes) if (/@[A-Za-z0-9]/.test(c)) problems.push(`an @mention in code ${JSON.stringify(c.slice(0, 60))}`);
  return { problems, codes, summaries, mermaid, rowCells, text };
}
