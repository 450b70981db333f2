// The safety scanner every hostile-text test relies on must be able to fail: each planted problem
// is named, and clean output of the same shape passes.
import { describe, expect, it } from 'vitest';
import { activeText, scan, tableRowMismatches } from './gfm-check.js';

describe('the GFM safety scanner', () => {
  it('names every kind of problem it guards against', () => {
    const cases: Array<[string, RegExp]> = [
      ['<img src=x onerror=alert(1)>', /a <img> tag/],
      ['[click](https://evil.example)', /a link to "https:\/\/evil\.example"/],
      ['text\n\n<!-- forged marker -->\n', /"<!--" in the Markdown source/],
      ['<details open onclick="x"><summary>a</summary>b</details>', /<details> with attributes/],
    ];
    for (const [md, problem] of cases) expect(scan(md).problems.join('\n'), md).toMatch(problem);
    expect(activeText('hi @octocat')).toEqual([expect.stringMatching(/^an @mention/)]);
    expect(activeText('fixes #12')).toEqual([expect.stringMatching(/^a #123 reference/)]);
    expect(activeText('see https://example.com')).toEqual([expect.stringMatching(/^a bare URL/)]);
    expect(activeText('commit deadbeefcafe')).toEqual([expect.stringMatching(/^a commit-SHA-like hex run/)]);
    expect(activeText(':tada:')).toEqual([expect.stringMatching(/^an emoji shortcode/)]);
  });

  it('counts cells per table row, so a row a name broke shows', () => {
    const broken = scan('| a | b |\n|---|---|\n| x | y | z |\n');
    expect(broken.rowCells).toEqual([2, 2, 3]); // header, delimiter row, the broken row
  });

  it('passes clean output of the same shape', () => {
    const clean = scan(
      '### title\n\n| a | b |\n|---|---|\n| `x` | 1 |\n\n<details><summary><code>x</code></summary>\n\nbody\n</details>\n',
    );
    expect(clean.problems).toEqual([]);
    expect(clean.rowCells).toEqual([2, 2, 2]);
    expect(activeText('GET /checkout p99 +42.1%')).toEqual([]);
  });
});

describe('tableRowMismatches', () => {
  it('holds each row to its own table header, whatever the width of the table', () => {
    const five = '| a | b | c | d | e |\n|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 |';
    const seven = '| a | b | c | d | e | f | g |\n|---|---|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 | 6 | 7 |';
    expect(tableRowMismatches(`${five}\n\n${seven}\n`)).toBe(0);
    // An unescaped | in a name adds a cell to its row only.
    expect(tableRowMismatches(`${five}\n| x|y | 2 | 3 | 4 | 5 |\n`)).toBe(1);
    expect(tableRowMismatches('```\n| a |\n| b | c |\n```\n')).toBe(0);
  });
});
