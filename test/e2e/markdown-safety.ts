/** Checks that rendered Markdown cannot carry active content from untrusted text. */

/** The Markdown with fenced blocks and code spans removed: what GitHub would interpret as Markdown/HTML. */
export function outsideCode(md: string): string {
  const noFences = md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return noFences.replace(/(`+)[\s\S]*?\1/g, '');
}

/** Table rows must keep their column count: count the pipes that are not escaped and not in code. */
export function tableRowsIntact(md: string): boolean {
  return outsideCode(md)
    .split('\n')
    .filter((l) => l.startsWith('| '))
    .every((l) => (l.match(/(?<!\\)\|/g) ?? []).length === 7);
}

export function assertSafe(md: string, marker: string): string[] {
  const problems: string[] = [];
  const live = outsideCode(md);
  if (/<(img|script|b|a|iframe|svg)\b/i.test(live)) problems.push('raw HTML outside code');
  if (/(^|[^\u200b])@(octocat|admins|team)\b/.test(md)) problems.push('a pinging @-mention');
  if (md.split('<!--').length - 1 !== (marker ? 1 : 0) || (marker && !md.startsWith(marker))) problems.push('an HTML comment other than the leading marker');
  if (!tableRowsIntact(md)) problems.push('a table row with extra columns');
  if (/(?<!\\)\]\(https?:\/\/evil/.test(live)) problems.push('a link made from untrusted text');
  return problems;
}
