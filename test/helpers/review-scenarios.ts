/**
 * Three reviews as a reader meets them (issue 11), built in-process from seeded data and real tool
 * output: shared by test/e2e/browser-render.test.ts and scripts/screenshots.mjs (the README's
 * screenshots), so what the README shows is what the test checks.
 *
 * - `tail-regression`: per-operation samples, 10 runs a side; `api/checkout`'s slowest 2 % are 3×
 *   slower on head (p99 up, median flat); two other benchmarks unchanged.
 * - `many-regressions`: 500 benchmarks with 10 per-run values a side, every 5th one 30 % slower on
 *   head (100 regressions).
 * - `go-suite`: real `go test -bench -benchmem` output (test/fixtures/real-suites/go-base-1.txt vs
 *   go-head.txt, 10 processes a side): ns/op, B/op and allocs/op per benchmark.
 */
import { join } from 'node:path';
import { defaultSettings } from '../../src/model/settings.js';
import { commentMarker, withMarker } from '../../src/publish/comment.js';
import { commentBody } from '../../src/render/comment.js';
import { summaryMarkdown } from '../../src/render/summary.js';
import type { Report } from '../../src/review/index.js';
import { reviewFiles, reviewOf } from '../review/review-of.js';
import { lognormal, perOp, perRun, rng, suiteOf, type BenchSpec } from './build.js';

const ROOT = join(import.meta.dirname, '..', '..');

export const SCENARIOS = ['tail-regression', 'many-regressions', 'go-suite'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

const HEAD_SHA = '3f2c1a9e8b7d6c5f4e3d2c1b0a99887766554433';
const RUN_URL = 'https://github.com/octo-org/service/actions/runs/1234567890';

/** The sticky comment as the action posts it: the hidden marker, a newline, the body fitted to the rest. */
export function postedComment(report: Report): string {
  return withMarker(commentBody(report, { headSha: HEAD_SHA, runUrl: RUN_URL, reserve: commentMarker('default').length + 1 }), 'default');
}

/** The job summary as the action appends it. */
export function jobSummary(report: Report): string {
  return summaryMarkdown(report, 'bench-review/report.json');
}

/** Per-operation latencies of one run: log-normal around `median` µs; head's slowest `tailShare` × `tailFactor`. */
function latencyRuns(seed: number, runs: number, n: number, median: number, tailFactor = 1, tailShare = 0.02): Float64Array[] {
  const r = rng(seed);
  return Array.from({ length: runs }, () => {
    const v = lognormal(r, n, median, 0.15);
    if (tailFactor === 1) return v;
    const cut = Float64Array.from(v).sort()[Math.floor(n * (1 - tailShare))];
    return v.map((x) => (x >= cut ? x * tailFactor : x));
  });
}

function tailRegression(): Report {
  const specs: BenchSpec[] = [
    { name: 'api/checkout', unit: 'us', base: perOp(latencyRuns(11, 10, 2000, 180)), head: perOp(latencyRuns(12, 10, 2000, 180, 3)) },
    { name: 'api/search', unit: 'us', base: perOp(latencyRuns(21, 10, 2000, 95)), head: perOp(latencyRuns(22, 10, 2000, 95)) },
    { name: 'api/login', unit: 'us', base: perOp(latencyRuns(31, 10, 2000, 40)), head: perOp(latencyRuns(32, 10, 2000, 40)) },
  ];
  return reviewOf(suiteOf(...specs), defaultSettings());
}

/** The name of benchmark `i` of the large suite (`i % 5 === 0` regressed). */
export const manyName = (i: number): string =>
  `pkg/module${String(Math.floor(i / 10)).padStart(2, '0')}.Benchmark${['Parse', 'Encode', 'Decode', 'Hash', 'Sort'][i % 5]}${i}`;
export const MANY_REGRESSED = Array.from({ length: 100 }, (_, k) => manyName(k * 5));

function manyRegressions(): Report {
  const r = rng(500);
  const runs = (centre: number) => Array.from({ length: 10 }, () => centre * (1 + 0.01 * (r() - 0.5)));
  const specs: BenchSpec[] = Array.from({ length: 500 }, (_, i) => {
    const centre = 1000 + 37 * i;
    return { name: manyName(i), unit: 'ns', base: perRun(runs(centre)), head: perRun(runs(i % 5 === 0 ? centre * 1.3 : centre)) };
  });
  return reviewOf(suiteOf(...specs), defaultSettings());
}

async function goSuite(): Promise<Report> {
  const f = (name: string) => join(ROOT, 'test', 'fixtures', 'real-suites', name);
  return (await reviewFiles([f('go-base-1.txt')], [f('go-head.txt')], defaultSettings())).report;
}

export async function scenarioReport(id: ScenarioId): Promise<Report> {
  if (id === 'tail-regression') return tailRegression();
  if (id === 'many-regressions') return manyRegressions();
  return goSuite();
}
