// Growth in names and runs: cost should stay near-linear in the number of benchmark names and in
// the number of runs per side. Each case runs in its own child process (through tsx, on src/) and
// prints wall time per phase and peak RSS.
//   node bench/growth.mjs [names=20000] [hlRuns=20000] [manyRuns=4000]
// Cases:
//   names    N names × 5 runs × 3 samples per side in a raw-samples CSV, rows interleaved (every
//            row names a different series than the one before), end to end: read → buildSuite →
//            compare → report → Markdown, JSON and terminal rendering.
//   hl       hlRatio and thresholdShiftedP on N runs per side.
//   runs     one benchmark, N runs per side × 100 samples per run, end to end.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal-ish latency around `center` ns. */
function latency(r, center) {
  const u = r() + 1e-12;
  return Math.round(center * Math.exp(0.3 * Math.sqrt(-2 * Math.log(u)) * Math.cos(6.283185307179586 * r())));
}

async function writeRows(path, rows) {
  const out = createWriteStream(path);
  out.write('benchmark,run,value\n');
  let chunk = '';
  for (const row of rows) {
    chunk += row;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

function* namesRows(seed, scale, names, runs, samples) {
  const r = rng(seed);
  // Interleaved: run-major, then sample, then name — the series changes on every row.
  for (let run = 1; run <= runs; run++) {
    for (let s = 0; s < samples; s++) {
      for (let b = 0; b < names; b++) yield `suite/bench-${b},${run},${latency(r, scale * (1000 + b))}\n`;
    }
  }
}

function* runsRows(seed, scale, runs, samples) {
  const r = rng(seed);
  for (let run = 1; run <= runs; run++) {
    for (let s = 0; s < samples; s++) yield `q,${run},${latency(r, scale * 50000)}\n`;
  }
}

async function endToEnd(base, head) {
  const { readSides } = await import('../src/jobs/review-run.ts');
  const { buildSuite } = await import('../src/model/build.ts');
  const { compareSuite } = await import('../src/compare/compare-suite.ts');
  const { defaultSettings } = await import('../src/model/settings.ts');
  const { buildReport, decide } = await import('../src/review/index.ts');
  const { renderMarkdown } = await import('../src/render/markdown.ts');
  const { renderJson } = await import('../src/render/json.ts');
  const { renderTerminal } = await import('../src/render/terminal.ts');
  const phases = {};
  let t = process.hrtime.bigint();
  const lap = (name) => {
    const now = process.hrtime.bigint();
    phases[name] = Number(now - t) / 1e9;
    t = now;
  };
  const inputs = await readSides({ base: [base], head: [head] });
  lap('read');
  const suite = buildSuite(inputs);
  lap('buildSuite');
  const comparison = compareSuite(suite.benchmarks, defaultSettings());
  lap('compare');
  const report = buildReport(decide(comparison), suite);
  lap('report');
  const md = renderMarkdown(report, { charts: true });
  lap('markdown');
  const json = renderJson(report);
  lap('json');
  const term = renderTerminal(report, { color: false });
  lap('terminal');
  return { phases, benchmarks: suite.benchmarks.length, status: comparison.status, chars: md.length + json.length + term.length };
}

async function hl(n) {
  const { hlRatio, thresholdShiftedP } = await import('../src/stats/hodges-lehmann.ts');
  const r = rng(3);
  const a = Array.from({ length: n }, () => latency(r, 50000));
  const b = Array.from({ length: n }, () => latency(r, 51000));
  const phases = {};
  let t = process.hrtime.bigint();
  const res = hlRatio(a, b);
  phases.hlRatio = Number(process.hrtime.bigint() - t) / 1e9;
  t = process.hrtime.bigint();
  const p = thresholdShiftedP(a, b, 0.05, 'greater');
  phases.thresholdShiftedP = Number(process.hrtime.bigint() - t) / 1e9;
  return { phases, ratio: res.ratio, lower: res.lower, upper: res.upper, p };
}

async function child(kind, args) {
  const result = kind === 'hl' ? await hl(Number(args[0])) : await endToEnd(args[0], args[1]);
  process.stdout.write(JSON.stringify({ ...result, maxRssKiB: process.resourceUsage().maxRSS }) + '\n');
}

function runChild(label, kind, args) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', kind, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) {
    console.log(`${label}: child failed (status ${r.status}, signal ${r.signal}): ${r.stderr.slice(-2000)}`);
    return;
  }
  const out = JSON.parse(r.stdout.trim().split('\n').pop());
  const total = Object.values(out.phases).reduce((s, x) => s + x, 0);
  const phases = Object.entries(out.phases)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');
  const extra = Object.entries(out)
    .filter(([k]) => !['phases', 'maxRssKiB'].includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`${label}: ${total.toFixed(2)} s (${phases}), peak RSS ${(out.maxRssKiB / 1024).toFixed(0)} MiB; ${extra}`);
}

async function main() {
  if (process.argv[2] === '--child') return child(process.argv[3], process.argv.slice(4));
  const names = Number(process.argv[2] ?? 20_000);
  const hlRuns = Number(process.argv[3] ?? 20_000);
  const manyRuns = Number(process.argv[4] ?? 4_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-review-growth-'));
  try {
    const nb = join(dir, 'names-base.csv');
    const nh = join(dir, 'names-head.csv');
    await writeRows(nb, namesRows(1, 1, names, 5, 3));
    await writeRows(nh, namesRows(2, 1.01, names, 5, 3));
    const mb = (p) => (statSync(p).size / 1e6).toFixed(1);
    runChild(`names: ${names.toLocaleString('en-US')} names × 5 runs × 3 samples per side (${mb(nb)} MB per side), end to end`, 'e2e', [
      nb,
      nh,
    ]);

    runChild(`hl: ${hlRuns.toLocaleString('en-US')} runs per side`, 'hl', [String(hlRuns)]);

    const rb = join(dir, 'runs-base.csv');
    const rh = join(dir, 'runs-head.csv');
    await writeRows(rb, runsRows(3, 1, manyRuns, 100));
    await writeRows(rh, runsRows(4, 1.03, manyRuns, 100));
    runChild(`runs: ${manyRuns.toLocaleString('en-US')} runs per side × 100 samples (${mb(rb)} MB per side), end to end`, 'e2e', [rb, rh]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
