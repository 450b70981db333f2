/**
 * The stages read → model → compare → review → render → publish, held as data. Every import in
 * src/ is checked against the table below, and the module graph must have no cycle, so a change
 * that reaches up a stage (or around one) fails here with the file and the import that did it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');

/**
 * What each area of src/ may import from src/ (besides itself and `errors.ts`, which anyone may).
 * An area is a folder under src/, or a top-level file by its name without `.ts`.
 * `*` means anything in src/.
 */
export const ALLOWED: Record<string, readonly string[]> = {
  units: [],
  stats: [],
  model: ['units'],
  read: ['formats', 'model', 'units'],
  // stats: pure order statistics a reader needs for what the tool itself computed (hyperfine's outlier rule).
  formats: ['read', 'model', 'stats', 'units'],
  compare: ['model', 'stats', 'units'],
  review: ['compare', 'model', 'stats', 'units'],
  render: ['review', 'model', 'units'],
  publish: ['render', 'review', 'model'],
  run: ['model', 'formats', 'read', 'units'],
  // formats: the reader ids, so `format` is checked (and its error worded) with the other settings.
  settings: ['model', 'units', 'formats'],
  errors: [],
  'review-run': ['*'],
  action: ['*'],
  cli: ['*'],
  index: ['*'],
  cli_entry: ['*'],
};

/** Packages an area must not import (pure statistics: no I/O, no GitHub). */
const FORBIDDEN_PACKAGES: Record<string, RegExp> = {
  stats: /^(node:|@actions\/|@octokit\/|fs$|path$|child_process$)/,
  units: /^(node:|@actions\/|@octokit\/)/,
  model: /^(node:|@actions\/|@octokit\/)/,
  compare: /^(node:|@actions\/|@octokit\/)/,
  review: /^(node:|@actions\/|@octokit\/)/,
  render: /^(node:|@actions\/|@octokit\/)/,
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out.sort();
}

function areaOf(file: string): string {
  const rel = relative(SRC, file).split(/[\\/]/);
  if (rel.length > 1) return rel[0];
  const base = rel[0].replace(/\.ts$/, '');
  return base === 'cli' ? 'cli_entry' : base;
}

interface Edge {
  from: string;
  to: string;
  spec: string;
}

function imports(file: string): { local: Edge[]; packages: string[] } {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const local: Edge[] = [];
  const packages: string[] = [];
  for (const ref of info.importedFiles) {
    const spec = ref.fileName;
    if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      local.push({ from: file, to: target, spec });
    } else packages.push(spec);
  }
  return { local, packages };
}

type Graph = Map<string, { local: Edge[]; packages: string[] }>;

const files = sourceFiles(SRC);
const srcGraph: Graph = new Map(files.map((f) => [f, imports(f)]));

function violations(graph: Graph = srcGraph): string[] {
  const out: string[] = [];
  for (const [file, { local, packages }] of graph) {
    const from = areaOf(file);
    const allowed = ALLOWED[from];
    const rel = relative(SRC, file);
    if (!allowed) {
      out.push(`${rel}: area "${from}" is not in the table`);
      continue;
    }
    for (const e of local) {
      const to = areaOf(e.to);
      if (to === from || to === 'errors' || allowed.includes('*') || allowed.includes(to)) continue;
      out.push(`${rel} imports ${e.spec} (${from} -> ${to})`);
    }
    const banned = FORBIDDEN_PACKAGES[from];
    for (const p of packages) if (banned?.test(p)) out.push(`${rel} imports package ${p} (not allowed in ${from}/)`);
  }
  return out;
}

/** Every elementary cycle found by a depth-first search, each reported once by its files. */
function cycles(graph: Graph = srcGraph): string[][] {
  const out: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    stack.push(f);
    for (const e of graph.get(f)?.local ?? []) {
      if (!graph.has(e.to)) continue;
      const s = state.get(e.to);
      if (s === 'open') out.push(stack.slice(stack.indexOf(e.to)).map((x) => relative(SRC, x)));
      else if (s === undefined) visit(e.to);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return out;
}

describe('architecture: imports follow the stages', () => {
  it('every local import resolves to a file in src/', () => {
    const missing = [...srcGraph].flatMap(([f, { local }]) => local.filter((e) => !srcGraph.has(e.to)).map((e) => `${relative(SRC, f)}: ${e.spec}`));
    expect(missing).toEqual([]);
  });

  it('no import reaches up or around a stage', () => {
    expect(violations()).toEqual([]);
  });

  it('the module graph has no cycle', () => {
    expect(cycles().map((c) => c.join(' -> '))).toEqual([]);
  });

  it('the checker sees a violation and a cycle when there is one', () => {
    // Guard against a checker that passes because it reads nothing, or never objects.
    expect(files.length).toBeGreaterThan(50);
    expect([...srcGraph.values()].reduce((n, g) => n + g.local.length, 0)).toBeGreaterThan(200);
    const f = (p: string) => join(SRC, p);
    const planted: Graph = new Map([
      [f('render/a.ts'), { local: [{ from: f('render/a.ts'), to: f('publish/b.ts'), spec: '../publish/b.js' }], packages: [] }],
      [f('publish/b.ts'), { local: [{ from: f('publish/b.ts'), to: f('render/a.ts'), spec: '../render/a.js' }], packages: [] }],
      [f('stats/c.ts'), { local: [{ from: f('stats/c.ts'), to: f('errors.ts'), spec: '../errors.js' }], packages: ['node:fs'] }],
    ]);
    expect(violations(planted)).toEqual(['render/a.ts imports ../publish/b.js (render -> publish)', 'stats/c.ts imports package node:fs (not allowed in stats/)']);
    expect(cycles(planted)).toEqual([['render/a.ts', 'publish/b.ts']]);
  });
});
