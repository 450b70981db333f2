/**
 * The reference pages cannot drift from what they describe:
 * - every input and output of action.yml is a row of docs/action.md's tables, with its default;
 * - every flag each CLI command parses is a row of docs/cli.md's "Commands and flags", with the
 *   default its --help prints;
 * - every relative link in README.md and docs/*.md reaches a file, and a `#fragment` a heading of it;
 * - the README stays a page read in minutes.
 * No network; only files of this repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALIBRATE_FLAGS } from '../../src/cli/calibrate-command.js';
import { DASHBOARD_FLAGS } from '../../src/cli/dashboard-command.js';
import { COMPARE_FLAGS } from '../../src/cli/flags.js';
import { COMMANDS } from '../../src/cli/main.js';
import { HISTORY_FLAGS } from '../../src/cli/history-command.js';
import { MERGE_FLAGS } from '../../src/cli/merge-command.js';
import { RECORD_FLAGS } from '../../src/cli/record-command.js';
import { runFlags } from '../../src/cli/run-command.js';
import { COMMAND_DOCS } from '../../src/cli/usage.js';
import { DEFAULT_QUANTILES, DEFAULT_THRESHOLDS, RUN_LIMITS } from '../../src/model/settings.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const DOC_FILES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

// ---------------------------------------------------------------------------------------------
// action.yml, read without a YAML library: top-level `inputs:` and `outputs:`, each entry a
// two-space-indented key with four-space-indented scalar properties. Anything else there (block
// scalars, flow maps, other indentation) is an error naming the line, not a silent misread.

interface ActionEntry {
  name: string;
  line: number;
  props: Record<string, string>;
}

function scalar(raw: string, where: string): string {
  const v = raw.trim();
  if (v.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(v)) throw new Error(`${where}: unterminated single-quoted scalar`);
    return v.slice(1, -1).replaceAll("''", "'");
  }
  if (v.startsWith('"')) return JSON.parse(v) as string;
  if (/^[|>]/.test(v)) throw new Error(`${where}: block scalars are not read by this test; quote the value on one line`);
  return v.replace(/\s+#.*$/, '');
}

function parseActionYml(text: string): Record<'inputs' | 'outputs', ActionEntry[]> {
  const out: Record<'inputs' | 'outputs', ActionEntry[]> = { inputs: [], outputs: [] };
  let section: 'inputs' | 'outputs' | undefined;
  let entry: ActionEntry | undefined;
  text.split('\n').forEach((line, i) => {
    const where = `action.yml:${i + 1}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const top = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (top) {
      section = top[1] === 'inputs' || top[1] === 'outputs' ? top[1] : undefined;
      entry = undefined;
      return;
    }
    if (section === undefined) return;
    const key = /^ {2}([\w-]+):\s*$/.exec(line);
    if (key) {
      entry = { name: key[1], line: i + 1, props: {} };
      out[section].push(entry);
      return;
    }
    const prop = /^ {4}([\w-]+):\s*(.*)$/.exec(line);
    if (prop && entry) {
      entry.props[prop[1]] = scalar(prop[2], where);
      return;
    }
    throw new Error(`${where}: not the simple shape this test reads (two-space entry, four-space scalar properties): ${line}`);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Markdown: sections, tables, code spans, headings and their GitHub anchors.

/** The lines of `text` outside fenced code blocks, each with its 1-based line number. */
function proseLines(text: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  let fence: string | undefined;
  text.split('\n').forEach((l, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(l);
    if (f) {
      if (fence === undefined) fence = f[1][0];
      else if (f[1][0] === fence) fence = undefined;
      return;
    }
    if (fence === undefined) out.push({ line: i + 1, text: l });
  });
  return out;
}

/** The lines under the heading whose text is `title` (any level), up to the next heading of that level or higher. */
function section(text: string, title: string, file: string): string[] {
  const lines = proseLines(text);
  const start = lines.findIndex((l) => /^#{1,6} /.test(l.text) && plainHeading(headingText(l.text)) === title);
  if (start < 0) throw new Error(`${file} has no heading "${title}"`);
  const level = /^#+/.exec(lines[start].text)![0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}} `).test(l.text));
  return lines.slice(start + 1, end < 0 ? undefined : end).map((l) => l.text);
}

const headingText = (line: string) =>
  line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .trim();

/** Cells of a GFM table row: split at pipes not escaped with a backslash, `\|` read as `|`. */
function cells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replaceAll('\\|', '|'));
}

/** The body rows of every table in `lines` whose header row's cells are `header`. */
function tableRows(lines: string[], header: string[]): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith('|') || cells(lines[i]).join('|') !== header.join('|')) continue;
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++) rows.push(cells(lines[j]));
  }
  return rows;
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** A cell split at ` / ` outside code spans: "`check-run` / `check-name`" → two parts. */
function slashParts(cell: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let code = false;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === '`') code = !code;
    if (!code && cell.startsWith(' / ', i)) {
      parts.push(cur.trim());
      cur = '';
      i += 2;
      continue;
    }
    cur += cell[i];
  }
  parts.push(cur.trim());
  return parts;
}

/** Rendered text of a heading as GitHub slugs it: links become their text, code and emphasis marks go. */
function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)(.+?)\1/g, '$2');
}

/** GitHub's anchors of a Markdown file's headings: lowercase, punctuation but `-` and `_` dropped, each space `-`, repeats `-1`, `-2`. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text: l } of proseLines(text)) {
    if (!/^#{1,6}\s/.test(l)) continue;
    const base = plainHeading(headingText(l))
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Inline links and images outside code (fenced blocks and code spans), with their line. */
function links(text: string): Array<{ line: number; target: string }> {
  const out: Array<{ line: number; target: string }> = [];
  for (const { line, text: l } of proseLines(text)) {
    const prose = l.replace(/(`+)(?:(?!\1).)+\1/g, (m) => ' '.repeat(m.length));
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ line, target: m[1] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('docs/action.md: every input and output of action.yml, with its default', () => {
  const action = parseActionYml(read('action.yml'));
  const page = read('docs/action.md');
  const lines = section(page, 'Inputs and outputs', 'docs/action.md');

  /**
   * Inputs action.yml gives no default because the action's code supplies one: the table says it,
   * and it is checked against that code (or, for words, against action.yml's own description).
   */
  const pct = (t: number) => `${Math.round(t * 1000) / 10}%`;
  const IMPLICIT: Record<string, { cell: string; description?: RegExp }> = {
    'max-runs': {
      cell: `\`${RUN_LIMITS.maxRuns.default}\``,
      description: new RegExp(`default ${RUN_LIMITS.maxRuns.default}\\b`),
    },
    'max-minutes': {
      cell: `\`${RUN_LIMITS.maxMinutes.default}\``,
      description: new RegExp(`default ${RUN_LIMITS.maxMinutes.default}\\b`),
    },
    thresholds: {
      cell: DEFAULT_QUANTILES.map((q) => `${q} ${pct(DEFAULT_THRESHOLDS[q])}`).join(', '),
      description: /Defaults are p50 5%, p90 10%, p99 15%, p99\.9 25%\./,
    },
    'base-ref': { cell: 'PR `base.sha`', description: /pull_request\.base\.sha/ },
    results: { cell: 'stdout', description: /Default is the command's stdout/ },
    'working-directory': { cell: 'repository root', description: /relative to the repository root/ },
  };

  /** Each input the table names, with the default cell shown for it. */
  function documentedInputs(): Map<string, string> {
    const rows = tableRows(lines, ['input', 'default', 'meaning']);
    if (rows.length === 0) throw new Error('docs/action.md "Inputs and outputs" has no table headed | input | default | meaning |');
    const out = new Map<string, string>();
    for (const [name, dflt] of rows) {
      const names = codeSpans(name);
      const defaults = slashParts(dflt);
      if (defaults.length !== 1 && defaults.length !== names.length)
        throw new Error(`docs/action.md: row ${name} names ${names.length} inputs but gives ${defaults.length} defaults (${dflt})`);
      names.forEach((n, i) => out.set(n, defaults.length === 1 ? defaults[0] : defaults[i]));
    }
    return out;
  }

  it('reads action.yml (inputs and outputs found)', () => {
    expect(action.inputs.length).toBeGreaterThan(20);
    expect(action.outputs.map((o) => o.name)).toContain('status');
  });

  it('every input is a row of the inputs table', () => {
    const documented = documentedInputs();
    const missing = action.inputs.filter((i) => !documented.has(i.name)).map((i) => `${i.name} (action.yml:${i.line})`);
    expect(missing, `inputs of action.yml missing from docs/action.md's inputs table: ${missing.join(', ')}`).toEqual([]);
  });

  it('every row of the inputs table is an input of action.yml', () => {
    const known = new Set(action.inputs.map((i) => i.name));
    const stale = [...documentedInputs().keys()].filter((n) => !known.has(n));
    expect(stale, `docs/action.md documents inputs action.yml does not have: ${stale.join(', ')}`).toEqual([]);
  });

  it("every input's default is the one action.yml declares (— when none, or the default the code supplies)", () => {
    const documented = documentedInputs();
    const wrong: string[] = [];
    for (const input of action.inputs) {
      const shown = documented.get(input.name);
      if (shown === undefined) continue; // reported by the test above
      const declared = input.props.default;
      const expected = declared !== undefined && declared !== '' ? `\`${declared}\`` : (IMPLICIT[input.name]?.cell ?? '—');
      if (shown !== expected)
        wrong.push(
          `${input.name}: docs/action.md shows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)} (action.yml:${input.line}${declared === undefined ? ', no default' : ''})`,
        );
    }
    expect(wrong, `inputs whose default in docs/action.md differs from action.yml:\n${wrong.join('\n')}`).toEqual([]);
  });

  it("each default the code supplies is also what action.yml's description says", () => {
    const wrong = Object.entries(IMPLICIT)
      .filter(([name, { description }]) => {
        const input = action.inputs.find((i) => i.name === name);
        return input === undefined || (description !== undefined && !description.test(input.props.description ?? ''));
      })
      .map(([name, { description }]) => `${name}: action.yml's description does not match ${String(description)}`);
    expect(wrong).toEqual([]);
  });

  it('every output is a row of the outputs table, and every row an output', () => {
    const rows = tableRows(lines, ['output', 'meaning']);
    expect(rows.length, 'docs/action.md "Inputs and outputs" has no table headed | output | meaning |').toBeGreaterThan(0);
    const documented = new Set(rows.flatMap(([name]) => codeSpans(name)));
    const known = new Set(action.outputs.map((o) => o.name));
    const missing = action.outputs.filter((o) => !documented.has(o.name)).map((o) => `${o.name} (action.yml:${o.line})`);
    const stale = [...documented].filter((n) => !known.has(n));
    expect(missing, `outputs of action.yml missing from docs/action.md's outputs table: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `docs/action.md documents outputs action.yml does not have: ${stale.join(', ')}`).toEqual([]);
  });
});

describe('docs/cli.md: every flag of every command, with the default its --help prints', () => {
  const page = read('docs/cli.md');
  /** The flags each command parses, from the parsers' own definitions. */
  const SPECS: Record<string, Record<string, unknown>> = {
    compare: COMPARE_FLAGS,
    run: runFlags(),
    calibrate: CALIBRATE_FLAGS,
    merge: MERGE_FLAGS,
    formats: {},
    record: RECORD_FLAGS,
    history: HISTORY_FLAGS,
    dashboard: DASHBOARD_FLAGS,
  };
  const SHARED = 'Comparison flags';

  const flagOf = (cell: string) => /^--([\w-]+)/.exec(codeSpans(cell)[0] ?? '')?.[1];
  const plain = (cell: string) => cell.replace(/`/g, '').replace(/\s+/g, ' ').trim();

  /** The rows of a subsection of "Commands and flags" by its heading text: flag → default cell. */
  function rowsOf(title: string): Map<string, string> {
    const lines = section(page, title, 'docs/cli.md');
    const out = new Map<string, string>();
    for (const row of tableRows(lines, ['flag', 'default', 'meaning'])) {
      const flag = flagOf(row[0]);
      if (flag === undefined) throw new Error(`docs/cli.md "${title}": a row whose first cell is not \`--flag …\`: ${row[0]}`);
      out.set(flag, row[1]);
    }
    return out;
  }

  /** What docs/cli.md documents for a command: its own table, and the shared one where its section links to it. */
  function documented(command: string): Map<string, string> {
    const own = rowsOf(command);
    const links = section(page, command, 'docs/cli.md').join('\n').includes('(#comparison-flags)');
    return links ? new Map([...rowsOf(SHARED), ...own]) : own;
  }

  it('every command the CLI has is one this test knows the flags of', () => {
    expect(
      Object.keys(COMMANDS).sort(),
      'a command was added or removed: add its flag definitions to SPECS here and its section to docs/cli.md',
    ).toEqual(Object.keys(SPECS).sort());
  });

  it.each(Object.keys(SPECS))('every flag of %s is in its section of docs/cli.md', (command) => {
    const docs = documented(command);
    const missing = Object.keys(SPECS[command]).filter((f) => !docs.has(f));
    expect(
      missing.map((f) => `--${f}`),
      `flags of "bench-review ${command}" missing from docs/cli.md (### \`${command}\` or ${SHARED}): ${missing.map((f) => `--${f}`).join(', ')}`,
    ).toEqual([]);
  });

  it.each(Object.keys(SPECS))('docs/cli.md documents no flag %s does not take', (command) => {
    const accepted = new Set(Object.keys(SPECS[command]));
    const stale = [...documented(command).keys()].filter((f) => !accepted.has(f));
    expect(
      stale.map((f) => `--${f}`),
      `docs/cli.md documents flags "bench-review ${command}" does not accept: ${stale.map((f) => `--${f}`).join(', ')}`,
    ).toEqual([]);
  });

  it.each(Object.keys(SPECS))("each default in %s's section is the one --help prints", (command) => {
    const wrong: string[] = [];
    for (const [flag, shown] of documented(command)) {
      const option = COMMAND_DOCS[command]?.options.find((o) => o.flag === flag);
      if (option === undefined) continue; // src/cli/usage.ts documents every flag (test/cli/help.test.ts)
      const expected = option.default ?? '—';
      if (plain(shown) !== expected)
        wrong.push(`${command} --${flag}: docs/cli.md shows ${JSON.stringify(plain(shown))}, --help ${JSON.stringify(expected)}`);
    }
    expect(wrong, `defaults in docs/cli.md that differ from src/cli/usage.ts:\n${wrong.join('\n')}`).toEqual([]);
  });
});

describe('links in README.md and docs/*.md', () => {
  it('every relative link reaches a file, and every #fragment a heading of it', () => {
    const broken: string[] = [];
    const anchorsOf = new Map<string, Set<string>>();
    const anchorsIn = (path: string) => {
      if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(readFileSync(path, 'utf8')));
      return anchorsOf.get(path)!;
    };
    let count = 0;
    for (const file of DOC_FILES) {
      for (const { line, target } of links(read(file))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        count++;
        const where = `${file}:${line}: ${target}`;
        const hash = target.indexOf('#');
        const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
        const fragment = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
        const path = pathPart === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), pathPart);
        if (relative(ROOT, path).startsWith('..')) broken.push(`${where} (leaves the repository)`);
        else if (!existsSync(path)) broken.push(`${where} (no such file: ${relative(ROOT, path)})`);
        else if (fragment !== undefined) {
          if (statSync(path).isDirectory() || !path.endsWith('.md')) broken.push(`${where} (a fragment into a file that is not Markdown)`);
          else if (!anchorsIn(path).has(fragment)) broken.push(`${where} (no heading with anchor #${fragment} in ${relative(ROOT, path)})`);
        }
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  });

  it("anchors follow GitHub's rules", () => {
    const md = [
      '# The JSON report (schemaVersion 1)',
      '## Names you choose',
      '## `run`',
      '### Comparison flags',
      '## Names you choose',
      '```sh',
      '# not a heading',
      '```',
      '## Using the CLI: `--help` & more_x',
    ].join('\n');
    expect([...anchors(md)]).toEqual([
      'the-json-report-schemaversion-1',
      'names-you-choose',
      'run',
      'comparison-flags',
      'names-you-choose-1',
      'using-the-cli---help--more_x',
    ]);
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it('is read in minutes: at most 260 lines and 16,000 characters', () => {
    const lines = readme.replace(/\n$/, '').split('\n').length;
    const chars = [...readme].length;
    expect(lines, `README.md has ${lines} lines (at most 260): move detail to docs/`).toBeLessThanOrEqual(260);
    expect(chars, `README.md has ${chars} characters (at most 16,000): move detail to docs/`).toBeLessThanOrEqual(16_000);
  });

  it('opens with the Quickstart block CI runs verbatim (.ci/run)', () => {
    const first = /```(\w*)\n([\s\S]*?)```/.exec(readme);
    expect(first?.[1], 'the first code block of README.md is the ```sh Quickstart block').toBe('sh');
    expect(first?.[2], '.ci/run runs the Quickstart commands verbatim: keep them exactly').toBe(
      'npm ci && npm run example\nnpm ci && npm test\n',
    );
  });

  it('names the action by the repository it is published under', () => {
    const wrong = DOC_FILES.flatMap((f) =>
      read(f)
        .split('\n')
        .map((l, i) => [i + 1, l] as const)
        .filter(([, l]) => /uses:\s*[^\s/]+\/bench-review@/.test(l) && !/uses:\s*bench-review\/bench-review@v1\b/.test(l))
        .map(([n, l]) => `${f}:${n}: ${l.trim()}`),
    );
    expect(wrong, `use bench-review/bench-review@v1:\n${wrong.join('\n')}`).toEqual([]);
  });
});
