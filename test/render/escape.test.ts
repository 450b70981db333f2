import { describe, expect, it } from 'vitest';
import { codeSpan, escapeHtml, escapeMarkdown } from '../../src/render/escape.js';

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

  it('escapes HTML attributes', () => {
    expect(escapeHtml(`"'<>&@`)).toBe('&quot;&#39;&lt;&gt;&amp;&#64;');
  });
});
