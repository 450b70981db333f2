// Reads test/fixtures/one-process/ (made by generate.sh) and prints, as Markdown:
//   1. every change pair's measured ratios (head/base) of the benchmarks pairs.json says changed;
//   2. every A/A pair's largest |head/base - 1| per benchmark over the centre metrics (p50, mean),
//      the tail metrics (p90, p99, p99.9) and throughput, then the largest per metric (quiet pairs
//      and pairs under load apart);
//   3. with --cli PATH (a built bench-review CLI, e.g. dist/cli.js): what that CLI says about each
//      pair (status, counts, and per benchmark verdict, evidence, deciding metric and its ratio and
//      interval), its JSON reports written to $TMPDIR/op-<id>.json.
// The figures of 1 and 2 are computed here from the tools' own output, independently of the CLI:
//   go, Google Benchmark  the repetitions' per-repetition values (ns/op; real_time, cpu_time):
//                         p50 = their median, mean = their mean; no tail, no throughput
//   wrk                   the printed 50/90/99 % and Avg latency; Requests/sec
//   redis-benchmark       the printed summary (avg, p50, p95 — standing in for p90 —, p99) and the
//                         percentile distribution's first row at or above 99.9 %; requests per second
//   vitest bench          median, mean, p99, p999 of the JSON
//   tinybench, hyperfine, pgbench --log   the per-operation samples: quantiles by linear
//                         interpolation (Hyndman-Fan 7), kept only where ≥ 3 samples lie above; the
//                         mean; pgbench throughput = the tps of its printed summary (<side>-summary.txt)
//   node scripts/real-suites/one-process/summarize.mjs [--cli dist/cli.js]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../../../test/fixtures/one-process');
const pairs = JSON.parse(readFileSync(join(dir, 'pairs.json'), 'utf8'));
const cliAt = process.argv.indexOf('--cli');
const cli = cliAt > 0 ? process.argv[cliAt + 1] : null;

const read = (f) => readFileSync(join(dir, f), 'utf8');
const median = (xs) => quantile(xs, 0.5);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const h = (s.length - 1) * q;
  const lo = Math.floor(h);
  return s[lo] + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]) - s[lo]);
}
/** p50, p90, p99, p99.9 (each only where ≥ 3 samples lie above it) and mean of samples. */
function fromSamples(xs) {
  const m = { p50: median(xs), mean: mean(xs) };
  for (const [k, q] of [
    ['p90', 0.9],
    ['p99', 0.99],
    ['p99.9', 0.999],
  ])
    if (xs.length * (1 - q) >= 3 - 1e-9) m[k] = quantile(xs, q);
  return m;
}
const perRun = (xs) => ({ p50: median(xs), mean: mean(xs) });
const unit = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3 };

/** tool output → { benchmark display name: { p50, mean, p90?, p99?, 'p99.9'?, throughput? } } (ms or ns) */
const parse = {
  go(text) {
    const runs = {};
    for (const m of text.matchAll(/^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns\/op/gm))
      (runs[`oneprocess.Benchmark${m[1]}`] ??= []).push(+m[2]);
    return Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, perRun(v)]));
  },
  'google-benchmark'(text) {
    const runs = {};
    for (const b of JSON.parse(text).benchmarks)
      if (b.run_type === 'iteration') for (const t of ['real_time', 'cpu_time']) (runs[`${b.run_name} (${t})`] ??= []).push(b[t]);
    return Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, perRun(v)]));
  },
  wrk(text) {
    const path = text.match(/test @ https?:\/\/[^/\s]+(\S*)/)[1];
    const ms = (v, u) => +v * unit[u];
    const lat = {};
    for (const m of text.matchAll(/^\s+(50|90|99)%\s+([\d.]+)(us|ms|s)$/gm)) lat[`p${m[1]}`] = ms(m[2], m[3]);
    const avg = text.match(/Latency\s+([\d.]+)(us|ms|s)/);
    lat.mean = ms(avg[1], avg[2]);
    return {
      [`GET ${path} (latency)`]: lat,
      [`GET ${path} (requests/sec)`]: { throughput: +text.match(/Requests\/sec:\s+([\d.]+)/)[1] },
    };
  },
  'redis-benchmark'(text) {
    const out = {};
    for (const sec of text
      .replace(/\r/g, '\n')
      .split(/^====== /m)
      .slice(1)) {
      const name = sec.match(/^(\S+) ======/)[1];
      const [avg, , p50, p95, p99] = sec
        .match(/avg\s+min\s+p50\s+p95\s+p99\s+max\s*\n\s*([\d.\s]+)/)[1]
        .trim()
        .split(/\s+/)
        .map(Number);
      const p999 = [...sec.matchAll(/^([\d.]+)% <= ([\d.]+) milliseconds/gm)].find((m) => +m[1] >= 99.9);
      out[`${name} (latency)`] = { p50, mean: avg, p90: p95, p99, 'p99.9': +p999[2] };
      out[`${name} (rps)`] = { throughput: +sec.match(/throughput summary: ([\d.]+) requests per second/)[1] };
    }
    return out;
  },
  'vitest-bench'(text) {
    const out = {};
    for (const f of JSON.parse(text).files)
      for (const g of f.groups)
        for (const b of g.benchmarks) out[`${g.fullName} > ${b.name}`] = { p50: b.median, mean: b.mean, p99: b.p99, 'p99.9': b.p999 };
    return out;
  },
  tinybench(text) {
    return Object.fromEntries(JSON.parse(text).map((t) => [t.name, fromSamples(t.result.latency.samples)]));
  },
  hyperfine(text) {
    // the side word is dropped so that base's and head's commands meet (as pairs.json names it)
    return Object.fromEntries(JSON.parse(text).results.map((r) => ['./prog_head work', fromSamples(r.times.map((t) => t * 1e3))]));
  },
  pgbench(text, file) {
    const lat = text
      .trim()
      .split('\n')
      .map((l) => +l.split(' ')[2] / 1e3);
    const tps = +read(file.replace(/\.log$/, '-summary.txt')).match(/^tps = ([\d.]+)/m)[1];
    return { pgbench: fromSamples(lat), 'pgbench (tps)': { throughput: tps } };
  },
};
const sideOf = (p, side) => {
  const f = p[side][0];
  return parse[p.tool](read(f), f);
};

const CENTRE = ['p50', 'mean'];
const TAIL = ['p90', 'p99', 'p99.9'];
const fmtR = (r) => (r === undefined ? '—' : r >= 10 ? r.toFixed(1) : r.toFixed(3));
const pct = (x) => (x === undefined ? '—' : `${(x * 100).toFixed(1)} %`);

// 1. change pairs
console.log('## Measured ratios (head/base) of what changed\n');
console.log('| pair | benchmark | truth | p50 | mean | p90 | p99 | p99.9 | throughput |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const p of pairs.filter((p) => p.truth === 'change')) {
  const b = sideOf(p, 'base');
  const h = sideOf(p, 'head');
  for (const [name, c] of Object.entries(p.changes)) {
    if (!b[name] || !h[name]) {
      console.log(`| ${p.id} | ${name} | missing in the parsed output |`);
      continue;
    }
    const r = (k) => (b[name][k] !== undefined && h[name][k] !== undefined ? h[name][k] / b[name][k] : undefined);
    console.log(
      `| ${p.id} | ${name} | ×${c.factor} ${c.what} | ${['p50', 'mean', 'p90', 'p99', 'p99.9', 'throughput'].map((k) => fmtR(r(k))).join(' | ')} |`,
    );
  }
  const unchanged = Object.keys(b).filter((n) => !(n in p.changes) && h[n]);
  for (const name of unchanged) {
    const r = (k) => (b[name][k] !== undefined && h[name][k] !== undefined ? h[name][k] / b[name][k] : undefined);
    console.log(
      `| ${p.id} | ${name} | unchanged | ${['p50', 'mean', 'p90', 'p99', 'p99.9', 'throughput'].map((k) => fmtR(r(k))).join(' | ')} |`,
    );
  }
}

// 2. A/A pairs
console.log('\n## A/A pairs: largest |head/base − 1| per benchmark\n');
console.log('| pair | under load | benchmark | centre (p50, mean) | tail (p90, p99, p99.9) | throughput |');
console.log('|---|---|---|---|---|---|');
const worst = { false: { centre: 0, tail: 0, throughput: 0 }, true: { centre: 0, tail: 0, throughput: 0 } };
const METRICS = [...CENTRE, ...TAIL, 'throughput'];
const perMetric = { false: {}, true: {} }; // largest |r - 1| per metric, and where
for (const p of pairs.filter((p) => p.truth === 'A/A')) {
  const b = sideOf(p, 'base');
  const h = sideOf(p, 'head');
  for (const name of Object.keys(b)) {
    const dev = (keys) => {
      let best;
      for (const k of keys) {
        if (b[name][k] === undefined || h[name]?.[k] === undefined) continue;
        const d = Math.abs(h[name][k] / b[name][k] - 1);
        if (!best || d > best.d) best = { d, k };
      }
      return best;
    };
    for (const k of METRICS) {
      const d = dev([k]);
      if (d && (!perMetric[p.underLoad][k] || d.d > perMetric[p.underLoad][k].d))
        perMetric[p.underLoad][k] = { d: d.d, at: `${p.id} ${name}` };
    }
    const c = dev(CENTRE);
    const t = dev(TAIL);
    const th = dev(['throughput']);
    const w = worst[p.underLoad];
    if (c) w.centre = Math.max(w.centre, c.d);
    if (t) w.tail = Math.max(w.tail, t.d);
    if (th) w.throughput = Math.max(w.throughput, th.d);
    const show = (x) => (x ? `${pct(x.d)}${x.k === 'throughput' ? '' : ` (${x.k})`}` : '—');
    console.log(`| ${p.id} | ${p.underLoad ? 'yes' : 'no'} | ${name} | ${show(c)} | ${show(t)} | ${show(th)} |`);
  }
}
console.log('\nLargest |head/base − 1| per metric over the A/A pairs:\n');
console.log('| metric | quiet | where | under load | where |');
console.log('|---|---|---|---|---|');
for (const k of METRICS) {
  const q = perMetric.false[k];
  const l = perMetric.true[k];
  console.log(`| ${k} | ${pct(q?.d)} | ${q?.at ?? '—'} | ${pct(l?.d)} | ${l?.at ?? '—'} |`);
}
console.log(
  `\nLargest over all A/A pairs: quiet centre ${pct(worst.false.centre)}, tail ${pct(worst.false.tail)}, throughput ${pct(worst.false.throughput)}; under load centre ${pct(worst.true.centre)}, tail ${pct(worst.true.tail)}, throughput ${pct(worst.true.throughput)}`,
);

// 3. what a CLI says
if (cli) {
  console.log(`\n## What ${cli} says\n`);
  console.log('| pair | truth | status | counts | benchmark | verdict | evidence | decidedBy | ratio | ciLow | ciHigh |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const p of pairs) {
    const out = join(tmpdir(), `op-${p.id}.json`);
    const args = [
      cli,
      'compare',
      '--base',
      ...p.base.map((f) => join(dir, f)),
      '--head',
      ...p.head.map((f) => join(dir, f)),
      ...p.flags,
      '--json',
      out,
    ];
    try {
      execFileSync('node', args, { stdio: 'ignore' });
    } catch (e) {
      if (e.status !== 1) {
        console.log(`| ${p.id} | ${p.truth} | exit ${e.status} |`);
        continue;
      }
    }
    if (!existsSync(out)) continue;
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const s = r.summary;
    const counts = `${s.regressions} reg, ${s.improvements} imp of ${s.benchmarks}`;
    let first = true;
    for (const b of r.benchmarks) {
      const d = (b.decidedBy ?? [])[0];
      const m = d ? b.metrics[d] : undefined;
      const f = (x) => (typeof x === 'number' ? x.toFixed(3) : '—');
      const mark = p.changes[b.name] ? ` (×${p.changes[b.name].factor} ${p.changes[b.name].what})` : '';
      console.log(
        `| ${first ? p.id : ''} | ${first ? p.truth : ''} | ${first ? r.status : ''} | ${first ? counts : ''} | ${b.name}${mark} | ${b.verdict} | ${b.evidence ?? '—'} | ${(b.decidedBy ?? []).join(', ') || '—'} | ${f(m?.ratio)} | ${f(m?.ciLow)} | ${f(m?.ciHigh)} |`,
      );
      first = false;
    }
  }
}
