/** Checks that rendered Markdown cannot carry active content from untrusted text. */
import { decode, scan, tableRowMismatches, toHtml } from '../render/gfm-check.js';

/** bench-review's own links in these tests: the workflow run of the repository under test. */
const OWN_LINK = /^https:\/\/github\.com\/octo-org\/service\/actions\/runs\/\d+(\/artifacts\/\d+)?$/;

/**
 * Problems a real CommonMark + GFM parser finds (see test/render/gfm-check.ts): a tag, attribute,
 * comment or link from untrusted text, an undefused mention/reference outside code, a table row
 * with extra columns. `marker` is the one HTML comment allowed, at the very start.
 */
export function assertSafe(md: string, marker: string): string[] {
  const problems: string[] = [];
  if (marker && !md.startsWith(marker)) problems.push('the marker is not first');
  const hrefs = [...toHtml(md).matchAll(/<a href="([^"]*)"/g)].map((m) => decode(m[1])).filter((h) => OWN_LINK.test(h));
  const own = [...md.matchAll(/bench-review on head ([0-9a-f]{12})/g)].map((m) => m[1]);
  const s = scan(md, { hrefs, ownText: own, leadingComments: marker ? 1 : 0 });
  problems.push(...s.problems);
  if (tableRowMismatches(md) > 0) problems.push('a table row with extra columns');
  return problems;
}
