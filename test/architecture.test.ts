/**
 * The stages read → model → compare → review → render → publish, held as data. Every import in
 * src/ is checked against the table below, and the module graph must have no cycle, so a change
 * that reaches up a stage (or around one) fails here with the file and the import that did it.
 *
 * Above the stages sit the jobs both front ends run (src/jobs/: the review run, merging shards,
 * calibrating, and the workflow context and trust guard they run under), and above those the two
 * front ends, the GitHub Action (action/, index.ts) and the CLI (cli/, cli.ts). A front end may
 * import anything below it but never the other front end; the jobs import neither.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');
/** The published JSON Schemas (schema/), which publish mode validates untrusted reports with. */
const SCHEMA = resolve(import.meta.dirname, '..', 'schema');

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
  // schema: the published JSON Schemas an untrusted report is validated against.
  publish: ['render', 'review', 'model', 'schema'],
  schema: [],
  run: ['model', 'formats', 'read', 'units'],
  // formats: the reader ids, so `format` is checked (and its error worded) with the other settings.
  settings: ['model', 'units', 'formats'],
  errors: [],
  // The history of main (issue 27): entries from suites (compare's per-run metrics, review's gate policy and report types),
  // the store's files (read's JSON checks), change points by stats/e-divisive; a stage below jobs.
  history: ['model', 'stats', 'units', 'review', 'read', 'formats', 'compare'],
  // What both front ends run: every stage but publish (publishing the report is a front end's step).
  jobs: ['units', 'stats', 'model', 'read', 'formats', 'compare', 'review', 'render', 'run', 'settings', 'history'],
  // The front ends: anything in src/, but never the other front end (FORBIDDEN below).
  action: ['*'],
  index: ['*'],
  cli: ['*'],
  cli_entry: ['*'],
};

/** The GitHub Action front end (action/ and its entry index.ts) and the CLI front end (cli/ and its entry cli.ts). */
const ACTION_FRONT_END = ['action', 'index'];
const CLI_FRONT_END = ['cli', 'cli_entry'];

/**
 * Areas an area must not import even when its row says `*`: one front end never imports the other
 * (what both need lives in jobs/), and the jobs import neither.
 */
export const FORBIDDEN: Record<string, readonly string[]> = {
  action: CLI_FRONT_END,
  index: CLI_FRONT_END,
  cli: ACTION_FRONT_END,
  cli_entry: ACTION_FRONT_END,
  jobs: [...ACTION_FRONT_END, ...CLI_FRONT_END],
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
  if (dirname(file) === SCHEMA) return 'schema';
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
      if (to !== from && FORBIDDEN[from]?.includes(to)) {
        out.push(`${rel} imports ${e.spec} (${from} -> ${to}: forbidden; what both front ends need goes in jobs/, which imports neither)`);
        continue;
      }
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
    const missing = [...srcGraph].flatMap(([f, { local }]) =>
      local
        .filter((e) => !srcGraph.has(e.to) && !(areaOf(e.to) === 'schema' && existsSync(e.to)))
        .map((e) => `${relative(SRC, f)}: ${e.spec}`),
    );
    expect(missing).toEqual([]);
  });

  it('no import reaches up or around a stage', () => {
    expect(violations()).toEqual([]);
  });

  it('the action and the CLI do not import each other, and jobs/ imports neither', () => {
    const crossing = (from: readonly string[], to: readonly string[]) =>
      [...srcGraph].flatMap(([f, { local }]) =>
        from.includes(areaOf(f)) ? local.filter((e) => to.includes(areaOf(e.to))).map((e) => `${relative(SRC, f)} imports ${e.spec}`) : [],
      );
    expect({
      'action -> cli': crossing(ACTION_FRONT_END, CLI_FRONT_END),
      'cli -> action': crossing(CLI_FRONT_END, ACTION_FRONT_END),
      'jobs -> a front end': crossing(['jobs'], [...ACTION_FRONT_END, ...CLI_FRONT_END]),
    }).toEqual({ 'action -> cli': [], 'cli -> action': [], 'jobs -> a front end': [] });
    // Not by emptiness: each front end has files, and both reach the jobs they share.
    expect(crossing(['action'], ['jobs']).length).toBeGreaterThan(0);
    expect(crossing(['cli'], ['jobs']).length).toBeGreaterThan(0);
    // And the table itself says so, so "no import reaches up or around a stage" reports it too.
    for (const a of ACTION_FRONT_END) expect(FORBIDDEN[a]).toEqual(expect.arrayContaining(CLI_FRONT_END));
    for (const c of CLI_FRONT_END) expect(FORBIDDEN[c]).toEqual(expect.arrayContaining(ACTION_FRONT_END));
    expect(ALLOWED.jobs.filter((a) => a === '*' || ACTION_FRONT_END.includes(a) || CLI_FRONT_END.includes(a))).toEqual([]);
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
      // `*` does not reach the other front end, and jobs/ reaches neither.
      [
        f('action/d.ts'),
        {
          local: [
            { from: f('action/d.ts'), to: f('cli/e.ts'), spec: '../cli/e.js' },
            { from: f('action/d.ts'), to: f('jobs/g.ts'), spec: '../jobs/g.js' },
          ],
          packages: [],
        },
      ],
      [f('cli/e.ts'), { local: [{ from: f('cli/e.ts'), to: f('action/d.ts'), spec: '../action/d.js' }], packages: [] }],
      [f('jobs/g.ts'), { local: [{ from: f('jobs/g.ts'), to: f('cli.ts'), spec: '../cli.js' }], packages: [] }],
    ]);
    expect(violations(planted)).toEqual([
      'render/a.ts imports ../publish/b.js (render -> publish)',
      'stats/c.ts imports package node:fs (not allowed in stats/)',
      'action/d.ts imports ../cli/e.js (action -> cli: forbidden; what both front ends need goes in jobs/, which imports neither)',
      'cli/e.ts imports ../action/d.js (cli -> action: forbidden; what both front ends need goes in jobs/, which imports neither)',
      'jobs/g.ts imports ../cli.js (jobs -> cli_entry: forbidden; what both front ends need goes in jobs/, which imports neither)',
    ]);
    expect(cycles(planted)).toEqual([
      ['render/a.ts', 'publish/b.ts'],
      ['action/d.ts', 'cli/e.ts'],
    ]);
  });
});
