import { describe, expect, it } from 'vitest';
import {
  codeSpan,
  displayNames,
  escapeHtml,
  escapeMarkdown,
  htmlCode,
  plainText,
  shortenNamesIn,
  shortName,
} from '../../src/render/escape.js';

describe('escaping untrusted text', () => {
  it('neutralises HTML, table pipes, mentions, markers and references', () => {
    const hostile = '<!-- bench-review --> @octocat | <img src=x onerror=alert(1)> #123 **bold** [x](http://e) `tick`';
    const out = escapeMarkdown(hostile);
    expect(out).not.toMatch(/<|>/);
    expect(out).not.toMatch(/(^|[^\\])\|/);
    expect(out).not.toMatch(/@octocat/);
    expect(out).not.toMatch(/#123/);
    expect(out).not.toMatch(/<!--/);
    expect(out).toContain('\\*\\*bold\\*\\*');
    expect(out.includes('\n')).toBe(false);
  });

  it('code spans cannot be closed early and keep no pipes or newlines', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('x|y\nz')).toBe('`x¦y z`');
    expect(codeSpan('@team')).toBe('`@\u200bteam`');
  });

  it('escapes HTML attributes, and defuses a mention with a zero-width space (an entity decodes back to @ before GitHub links it)', () => {
    expect(escapeHtml(`"'<>&@`)).toBe('&quot;&#39;&lt;&gt;&amp;@\u200b');
  });
});

describe('one helper per context', () => {
  const ZW = '\u200b';

  it('defuses every kind of GitHub autolink outside code', () => {
    expect(escapeMarkdown('@octocat #12 owner/repo#3 GH-45 gh-6')).toBe(`@${ZW}octocat #${ZW}12 owner/repo#${ZW}3 GH-${ZW}45 gh-${ZW}6`);
    expect(escapeMarkdown('sha deadbeefcafe1234 and 1234567')).toBe(`sha deadbe${ZW}efcafe${ZW}1234 and 123456${ZW}7`);
    expect(escapeMarkdown('https://x.test www.y.test a@b.test :tada:')).toBe(
      `https:${ZW}//x.test www${ZW}.y.test a@${ZW}b.test :${ZW}tada:`,
    );
  });

  it('escapes Markdown so a line cannot start a list, heading underline or code block', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('1. item')).toBe('1\\. item');
    expect(escapeMarkdown('=== ')).toBe('\\=== ');
    expect(escapeMarkdown('    code')).toBe('code');
    expect(escapeMarkdown('$x$ ~~s~~')).toBe('\\$x\\$ \\~\\~s\\~\\~');
    expect(escapeMarkdown('a\u202eb\u2066c\u0007d\te\r\nf')).toBe('abcd e f');
  });

  it('puts names into HTML as code with entities, never with backticks', () => {
    expect(htmlCode('</summary><img src=x>`@me`')).toBe(`<code>&lt;/summary&gt;&lt;img src=x&gt;\`@${ZW}me\`</code>`);
    expect(escapeHtml('<h2>#1 "x"</h2>')).toBe(`&lt;h2&gt;#${ZW}1 &quot;x&quot;&lt;/h2&gt;`);
  });

  it('code spans break a comment opener, so no sticky marker can be forged', () => {
    expect(codeSpan('<!-- bench-review:default -->')).toBe(`\`<${ZW}!-- bench-review:default -->\``);
  });

  it('plain-text fields open no tag or link even where Markdown is parsed', () => {
    expect(plainText('<img src=x> [a](https://e.test) @me', 100)).toBe(`<${ZW}img src=x> [a]${ZW}(https:${ZW}//e.test) @${ZW}me`);
    expect(plainText('x'.repeat(10), 5)).toBe('xxxx…');
    // A surrogate pair is never split.
    expect(plainText('abc😀x', 5)).toBe('abc…');
  });

  it('shortens long names in the middle, telling apart names that would read the same', () => {
    const long = `${'a'.repeat(100)}MIDDLE${'z'.repeat(100)}`;
    expect(shortName('short')).toBe('short');
    expect(shortName(long)).toBe(`${'a'.repeat(80)}…${'z'.repeat(39)}`);
    const other = `${'a'.repeat(100)}OTHER${'z'.repeat(100)}`;
    const names = displayNames([long, other, 'short']);
    expect(names.has('short')).toBe(false);
    expect(names.get(long)).toMatch(/^a{74}…z{37} ~[0-9a-f]{6}$/);
    expect([...names.get(long)!]).toHaveLength(120);
    expect(names.get(long)).not.toBe(names.get(other));
    expect(shortenNamesIn(`"${long}" regressed`, names)).toBe(`"${names.get(long)}" regressed`);
  });
});
