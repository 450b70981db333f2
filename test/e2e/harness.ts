/**
 * Run the built action (dist/index.js) the way the GitHub runner does: a child process with
 * INPUT_* variables (hyphens kept), GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
 * RUNNER_TEMP and GITHUB_API_URL pointing at the fake API on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist', 'index.js');

/**
 * The e2e tests run the committed bundle the way the runner does. `npm test` rebuilds dist/ before
 * vitest starts, so locally the bundle is the current source; CI then checks that the committed
 * dist/ is exactly what the source builds to. Tests never build into the repository themselves.
 */
export async function ensureBuilt(): Promise<void> {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run "npm run build" (npm test does it)`);
}

/**
 * The runner passes every input declared in action.yml, with its default when the workflow gives
 * none; read the defaults from our action.yml (a flat `inputs:` block) so the tests see what GitHub
 * would pass. `${{ github.token }}` becomes the fake's bot token.
 */
export function actionDefaults(): Record<string, string> {
  const text = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const block = text.split(/^inputs:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const out: Record<string, string> = {};
  let name: string | undefined;
  for (const line of block.split('\n')) {
    const n = /^ {2}([a-z0-9-]+):\s*$/.exec(line);
    if (n) name = n[1];
    const d = /^ {4}default:\s*(.*)$/.exec(line);
    if (d && name) out[`INPUT_${name.toUpperCase()}`] = unquote(d[1].trim()).replace('${{ github.token }}', 'ghs_bot-token');
  }
  return out;
}

function unquote(v: string): string {
  if ((v.startsWith("'") && v.endsWith("'")) || (v.startsWith('"') && v.endsWith('"'))) return v.slice(1, -1);
  return v;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
  runnerTemp: string;
}

/** Parse GITHUB_OUTPUT's heredoc records (`name<<delimiter … delimiter`). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

export interface RunSpec {
  inputs: Record<string, string>;
  event: { name: string; payload: unknown };
  apiUrl: string;
  workspace: string;
  env?: Record<string, string>;
  /** Reuse a temp folder (e.g. for a second run); default a new one. */
  dir?: string;
}

export async function runAction(spec: RunSpec): Promise<ActionRun> {
  const dir = spec.dir ?? (await mkdtemp(join(tmpdir(), 'bench-review-e2e-')));
  const runnerTemp = await mkdtemp(join(dir, 'runner-temp-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, `output-${Date.now()}.txt`);
  const summaryPath = join(dir, `summary-${Date.now()}.md`);
  await writeFile(eventPath, JSON.stringify(spec.event.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const inputs = Object.fromEntries(Object.entries(spec.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: spec.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: spec.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${spec.apiUrl}/graphql`,
    GITHUB_REPOSITORY: 'octo-org/service',
    GITHUB_REPOSITORY_ID: '4242',
    GITHUB_RUN_ID: '777',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'Bench',
    GITHUB_WORKFLOW_REF: 'octo-org/service/.github/workflows/bench.yml@refs/pull/7/merge',
    GITHUB_JOB: 'bench',
    GITHUB_WORKSPACE: spec.workspace,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 2',
    ...actionDefaults(),
    ...inputs,
    ...(spec.env ?? {}),
  };
  const child = spawn(process.execPath, [DIST], { cwd: spec.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((ok) => child.on('close', ok));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
    dir,
    runnerTemp,
  };
}
