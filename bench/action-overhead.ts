// The action's own overhead — everything but the user's benchmark — for a 200-benchmark × 10-run Go
// suite in precomputed mode (`base-results` / `head-results`), against the loopback fake GitHub API
// of the tests (test/fake-github: comment and check run validated against GitHub's OpenAPI
// description). Issue 14's target: < 1 s from start to done on a 2-core machine.
//   npx tsx bench/action-overhead.ts            (BENCH_REPEAT=5 runs; the median is printed)
//   BENCH_BUNDLE=FILE: run this already built action bundle instead of building one (two builds
//   compared in alternation on a noisy machine).
//   BENCH_DEBUG=1: the action's log lines with their arrival times, and the in-process steps split
//   further (read, compare, decide, report); BENCH_PROF=DIR: a CPU profile of each action run.
// The current sources are bundled with esbuild into a temporary folder with the options
// scripts/bundle.mjs builds dist/ with (scripts/bundle-options.mjs: index.js and its lazily loaded
// chunks; dist/ is not touched), and run as the runner runs the action: a child process with
// INPUT_* variables and the GitHub environment. Phases, on one clock:
//   node start       spawn → the first line of user code (a preload module marks it)
//   load+report      → the "JSON report:" log line: the bundle loaded, the results read, compared,
//                      decided, rendered, and report.json, the review and the job summary written.
//                      Split by the same steps timed in this process on the same files (warm):
//                      read+compare (read → suite → compare → decide → report) and render (JSON,
//                      Markdown, comment); what remains is module loading, files and first-call costs
//   publish          → the last write reaches the fake API: the comment body fitted to its limit,
//                      the comments listed, ours created, the check run created
//   exit             → the child exited. Of it, drain: from the child's last line of output (the
//                      gate's ::error::, written after the outputs) to its 'exit' event — what kept
//                      the event loop alive once the work was done, or background work the exit
//                      waits for (V8 re-compiling undici's WebAssembly HTTP parser did, 0.1–0.2 s)
//   cpu              user + system CPU time of the child up to its 'exit' event (all its threads):
//                      what the action costs, whatever the machine's load (wall times are not)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { actionOptions } from '../scripts/bundle-options.mjs';
import { mulberry32 } from '../src/stats/random.js';
import { FakeGitHub } from '../test/fake-github/server.js';
import { pullRequestPayload } from '../test/e2e/events.js';
import { actionDefaults } from '../test/e2e/harness.js';

const BENCHMARKS = 200;
const COUNT = 10;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

/** `go test -bench . -benchmem -count=10` output of a 200-benchmark package; head regresses in a few. */
function goBench(seed: number, side: 'base' | 'head'): string {
  const r = mulberry32(seed);
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/service/internal/codec', 'cpu: AMD EPYC 7763 64-Core Processor'];
  for (let b = 0; b < BENCHMARKS; b++) {
    const ns = 200 + 37 * b;
    for (let run = 0; run < COUNT; run++) {
      // Every 25th benchmark is 10 % slower on head: a comment to post, as on a real PR.
      const v = ns * (side === 'head' && b % 25 === 0 ? 1.1 : 1) * (1 + 0.03 * (r() - 0.5));
      const iters = Math.max(1, Math.round(1e9 / v / 10) * 10);
      lines.push(
        `BenchmarkCodec/case-${String(b).padStart(3, '0')}-4   \t${String(iters).padStart(9)}\t${v.toFixed(1).padStart(10)} ns/op\t${String(64 + (b % 7) * 16).padStart(6)} B/op\t${String(1 + (b % 3)).padStart(4)} allocs/op`,
      );
    }
  }
  lines.push('PASS', 'ok  \texample.com/service/internal/codec\t42.123s', '');
  return lines.join('\n');
}

interface Figures {
  nodeStart: number;
  loadReport: number;
  publish: number;
  exit: number;
  drain: number;
  cpu: number;
  total: number;
  requests: string[];
}

async function runOnce(bundle: string, preload: string, workspace: string): Promise<Figures> {
  const gh = await new FakeGitHub().start();
  const dir = mkdtempSync(join(tmpdir(), 'bench-review-overhead-run-'));
  try {
    const eventPath = join(dir, 'event.json');
    writeFileSync(
      eventPath,
      JSON.stringify(pullRequestPayload({ baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), body: 'Faster codec.' })),
    );
    writeFileSync(join(dir, 'output.txt'), '');
    writeFileSync(join(dir, 'summary.md'), '');
    mkdirSync(join(dir, 'temp'));
    const requests: Array<{ what: string; at: number }> = [];
    gh.onRequest = (req) => requests.push({ what: `${req.method} ${req.path}`, at: performance.now() });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: join(dir, 'output.txt'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_API_URL: gh.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'octo-org/service',
      GITHUB_REPOSITORY_ID: '4242',
      GITHUB_RUN_ID: '777',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: 'Bench',
      GITHUB_JOB: 'bench',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: join(dir, 'temp'),
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64',
      ...actionDefaults(),
      'INPUT_BASE-RESULTS': 'base.txt',
      'INPUT_HEAD-RESULTS': 'head.txt',
    };
    // performance.now() of both processes counts from their own start: share the wall clock.
    const origin = performance.timeOrigin;
    const t0 = performance.now();
    // BENCH_PROF=DIR writes a CPU profile of each action run into DIR.
    const prof = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : [];
    const child = spawn(process.execPath, [...prof, '--import', preload, bundle], {
      cwd: workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let started = NaN;
    let exiting = NaN;
    let cpu = NaN;
    let reported = NaN;
    let lastOut = NaN;
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /BENCH-START (\d+\.?\d*)/.exec(err);
      if (m && Number.isNaN(started)) started = Number(m[1]) - origin;
      const e = /BENCH-EXIT (\d+\.?\d*) (\d+) (\d+)/.exec(err);
      if (e && Number.isNaN(exiting)) {
        exiting = Number(e[1]) - origin;
        cpu = (Number(e[2]) + Number(e[3])) / 1000;
      }
    });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      lastOut = performance.now();
      if (process.env.BENCH_DEBUG)
        for (const line of d.toString().split('\n'))
          if (line) console.log(`${(performance.now() - t0).toFixed(0).padStart(6)} ${line.slice(0, 120)}`);
      if (Number.isNaN(reported) && out.includes('JSON report:')) reported = performance.now();
    });
    const code = await new Promise<number | null>((ok) => child.on('close', ok));
    const exited = performance.now();
    if (code !== 0 && code !== 1) throw new Error(`the action exited with ${code}:\n${out}\n${err}`);
    const lastWrite = requests.filter((r) => r.what.startsWith('POST')).at(-1)?.at ?? reported;
    return {
      nodeStart: started - t0,
      loadReport: reported - started,
      publish: lastWrite - reported,
      exit: exited - lastWrite,
      drain: exiting - lastOut,
      cpu,
      total: exited - t0,
      requests: requests.map((r) => `${r.what} @${(r.at - t0).toFixed(0)}`),
    };
  } finally {
    await gh.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The report phase's own steps in this process (modules already loaded), on the same files. */
async function inProcess(workspace: string): Promise<{ readCompare: number; render: number }> {
  const { readResults } = await import('../src/read/read.js');
  const { buildSuite } = await import('../src/model/build.js');
  const { compareSuite } = await import('../src/compare/compare-suite.js');
  const { defaultSettings } = await import('../src/model/settings.js');
  const { buildReport, decide } = await import('../src/review/index.js');
  const { renderMarkdown } = await import('../src/render/markdown.js');
  const { renderJson } = await import('../src/render/json.js');
  const { commentBody } = await import('../src/render/comment.js');
  const times: Array<{ readCompare: number; render: number }> = [];
  if (process.env.BENCH_DEBUG) {
    const t = performance.now();
    const suite = buildSuite({
      base: [await readResults(join(workspace, 'base.txt'))],
      head: [await readResults(join(workspace, 'head.txt'))],
    });
    const t1 = performance.now();
    const c = compareSuite(suite.benchmarks, defaultSettings());
    const t2 = performance.now();
    const d = decide(c);
    const t3 = performance.now();
    buildReport(d, suite);
    console.log(
      `in-process: read ${(t1 - t).toFixed(0)} ms, compare ${(t2 - t1).toFixed(0)} ms, decide ${(t3 - t2).toFixed(0)} ms, report ${(performance.now() - t3).toFixed(0)} ms`,
    );
  }
  for (let i = 0; i < REPEAT; i++) {
    const t0 = performance.now();
    const suite = buildSuite({
      base: [await readResults(join(workspace, 'base.txt'))],
      head: [await readResults(join(workspace, 'head.txt'))],
    });
    const decision = decide(compareSuite(suite.benchmarks, defaultSettings()));
    const report = buildReport(decision, suite);
    const t1 = performance.now();
    renderJson(report);
    renderMarkdown(report, { charts: true });
    commentBody(report, { headSha: 'b'.repeat(40), runUrl: null, reserve: 30 });
    times.push({ readCompare: t1 - t0, render: performance.now() - t1 });
  }
  return { readCompare: medianOf(times.map((t) => t.readCompare)), render: medianOf(times.map((t) => t.render)) };
}

function medianOf(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[(s.length - 1) >> 1];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-review-overhead-'));
  try {
    const workspace = join(dir, 'workspace');
    mkdirSync(workspace);
    writeFileSync(join(workspace, 'base.txt'), goBench(1, 'base'));
    writeFileSync(join(workspace, 'head.txt'), goBench(2, 'head'));
    // A package.json of type module beside the bundle, as the repository's is beside dist/.
    const out = join(dir, 'dist');
    mkdirSync(out);
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    if (!process.env.BENCH_BUNDLE) await build(actionOptions(out));
    const bundle = process.env.BENCH_BUNDLE ?? join(out, 'index.js');
    const preload = join(dir, 'preload.mjs');
    writeFileSync(
      preload,
      [
        'process.stderr.write(`BENCH-START ${performance.timeOrigin + performance.now()}\\n`);',
        "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write(`BENCH-EXIT ${performance.timeOrigin + performance.now()} ${u.user} ${u.system}\\n`); });",
        '',
      ].join('\n'),
    );
    const runs: Figures[] = [];
    const loads: string[] = [];
    for (let i = 0; i < REPEAT; i++) {
      loads.push(loadavg()[0].toFixed(2));
      runs.push(await runOnce(bundle, preload, workspace));
    }
    const steps = await inProcess(workspace);
    const m = (k: keyof Omit<Figures, 'requests'>) => medianOf(runs.map((r) => r[k]));
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `action overhead: ${BENCHMARKS} Go benchmarks × ${COUNT} runs per side, precomputed mode, fake GitHub on 127.0.0.1 (median of ${REPEAT}; 1-min load before each: ${loads.join(' ')})`,
    );
    console.log(`  total ${ms(m('total'))} (all: ${runs.map((r) => r.total.toFixed(0)).join(', ')} ms); target < 1 s`);
    console.log(`  cpu ${ms(m('cpu'))} (all: ${runs.map((r) => r.cpu.toFixed(0)).join(', ')} ms): user + system of the action's process`);
    console.log(
      `  node start ${ms(m('nodeStart'))}, load+report ${ms(m('loadReport'))} (in-process, warm: read+compare ${ms(steps.readCompare)}, render ${ms(steps.render)}), publish ${ms(m('publish'))}, exit ${ms(m('exit'))} (drain ${ms(m('drain'))})`,
    );
    console.log(`  requests of the median run: ${runs.sort((a, b) => a.total - b.total)[(runs.length - 1) >> 1].requests.join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
