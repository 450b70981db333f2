/** Report objects for tests of what review/ and render/ do with a report: one metric or benchmark, every field set. */
import type { ReportBenchmark, ReportMetric } from '../../src/review/contract.js';

/** A metric across runs that did not change (ratio 1, 95 % interval ±2 %), with `over` on top. */
export const reportMetric = (over: Partial<ReportMetric> = {}): ReportMetric => ({
  base: 100,
  head: 100,
  ratio: 1,
  ciLow: 0.98,
  ciHigh: 1.02,
  verdict: 'no-change',
  gated: false,
  notes: [],
  confidence: 0.95,
  method: 'across-runs',
  threshold: 0.1,
  pWorse: 0.5,
  confirmed: false,
  runsNeeded: null,
  constant: null,
  allowance: null,
  ...over,
});

export const NO_DIAGNOSTICS: ReportBenchmark['diagnostics'] = {
  mannWhitneyP: null,
  benchstat: null,
  shapeChanged: null,
  multimodal: null,
  runVariance: null,
};

/** A latency benchmark of 10 runs a side that did not change, with `over` on top. */
export const reportBenchmark = (name: string, over: Partial<ReportBenchmark> = {}): ReportBenchmark => ({
  name,
  toolName: name,
  measure: 'time',
  unit: 'ns',
  lowerIsBetter: true,
  sampleKind: 'per-op',
  runs: { base: 10, head: 10 },
  samples: { base: 100_000, head: 100_000 },
  verdict: 'no-change',
  decidedBy: [],
  evidence: 'runs',
  evidenceLevel: 'across-processes',
  changeConfirmed: false,
  metrics: {},
  formats: ['raw-samples'],
  loadModel: null,
  diagnostics: NO_DIAGNOSTICS,
  notes: [],
  ...over,
});
