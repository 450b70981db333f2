// Derives the default one-process noise allowances (src/compare/allowance.ts DEFAULT_ALLOWANCES)
// from the corpus of real A/A pairs of one process per side (test/fixtures/one-process/, made by
// generate.sh): how far two processes of the same code, one a side, were seen to differ here.
//
// For every A/A pair, the built CLI compares base with head (JSON report), and for every benchmark
// resting on one run or one process per side, each metric that decides its verdict (report
// `decidedBy`: the metrics the gate policy selects — tail quantiles, the median where no tail is
// estimable, the per-run mean, a throughput) gives one A/A figure: how far the comparison reaches
// beyond "no change" at its near end, as a factor ≥ 1 —
//   with a within-run interval [lo, hi] around 1:      1 (the interval covers no change)
//   with an interval above 1 (below 1):                lo (1 / hi)
//   without an interval (printed percentiles):         the point estimate r, or 1 / r
// — so that an allowance at least as large as every figure makes every A/A pair of the corpus
// quiet: a change is confirmed only when its interval (or, without one, its estimate) clears the
// allowance. Per kind of metric (centre, throughput, and the tail by band of level: p90…, p99…,
// p99.9… and max), the default is the largest figure's excess over 1 times a margin of 1.1 (the
// corpus is small; a shared runner may do worse than it did), rounded up to 5 %. It prints the figures per pair and kind, and the derived defaults as
// JSON on the last line (test/e2e/one-process.test.ts holds DEFAULT_ALLOWANCES to at least these).
//   node scripts/real-suites/one-process/allowances.mjs [--cli dist/cli.js]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const dir = join(root, 'test/fixtures/one-process');
const cliAt = process.argv.indexOf('--cli');
const cli = cliAt > 0 ? process.argv[cliAt + 1] : join(root, 'dist/cli.js');
const MARGIN = 1.1;
const out = mkdtempSync(join(tmpdir(), 'br-allowances-'));

/** The tail bands of DEFAULT_ALLOWANCES.tail: a tail quantile's level picks the last band it reaches. */
const BANDS = [0.9, 0.99, 0.999];

/** The kind of a metric, as src/compare/allowance.ts allowanceKind has it; a tail metric by its band (`tail@0.99`). */
function kindOf(metric, lowerIsBetter) {
  if (!lowerIsBetter) return 'throughput';
  const q = /^p(\d+(\.\d+)?)$/.exec(metric);
  const p = metric === 'max' ? 1 : q ? Number(q[1]) / 100 : null;
  if (p === null || p < 0.9) return 'centre';
  return `tail@${BANDS.filter((b) => p >= b - 1e-12).pop()}`;
}

/** How far a comparison reaches beyond no change at its near end, as a factor ≥ 1. */
function reach(m) {
  if (m.ciLow !== null && m.ciHigh !== null) return m.ciLow > 1 ? m.ciLow : m.ciHigh < 1 ? 1 / m.ciHigh : 1;
  if (m.ratio === null || !(m.ratio > 0)) return 1;
  return m.ratio >= 1 ? m.ratio : 1 / m.ratio;
}

const pairs = JSON.parse(readFileSync(join(dir, 'pairs.json'), 'utf8')).filter((p) => p.truth === 'A/A');
const worst = Object.fromEntries(['centre', 'throughput', ...BANDS.map((b) => `tail@${b}`)].map((k) => [k, { f: 1, where: '' }]));
for (const p of pairs) {
  const json = join(out, `${p.id}.json`);
  const args = [
    'compare',
    '--base',
    ...p.base.map((f) => join(dir, f)),
    '--head',
    ...p.head.map((f) => join(dir, f)),
    '--json',
    json,
    ...(p.flags ?? []),
  ];
  try {
    execFileSync('node', [cli, ...args], { stdio: 'pipe' });
  } catch (e) {
    if (e.status !== 1) throw new Error(`${p.id}: ${String(e.stderr)}`);
  }
  const report = JSON.parse(readFileSync(json, 'utf8'));
  for (const b of report.benchmarks) {
    if (b.evidenceLevel === 'across-processes' || b.evidenceLevel === 'none') continue;
    for (const id of b.decidedBy) {
      const m = b.metrics[id];
      const kind = kindOf(id, b.lowerIsBetter);
      const f = reach(m);
      console.log(`${p.id}\t${b.name}\t${id}\t${kind}\t${b.evidenceLevel}\t×${f.toFixed(3)}`);
      if (f > worst[kind].f) worst[kind] = { f, where: `${p.id}: ${b.name} ${id}` };
    }
  }
}
const allowance = ({ f }) => Math.ceil((f - 1) * MARGIN * 20 - 1e-9) / 20;
for (const [kind, w] of Object.entries(worst))
  console.log(`# ${kind}: largest A/A reach ×${w.f.toFixed(3)} (${w.where}) → allowance ±${Math.round(allowance(w) * 100)}%`);
// A band's allowance is never below the band before it: a higher level swings at least as far.
let tail = 0;
const derived = {
  centre: allowance(worst.centre),
  throughput: allowance(worst.throughput),
  tail: BANDS.map((from) => ({ from, value: (tail = Math.max(tail, allowance(worst[`tail@${from}`]))) })),
};
console.log(JSON.stringify(derived));
