/**
 * Several variants (`bench-review compare --variant NAME=FILE… --variant …`): every variant against
 * the first, the reference, as reviewers compare several branches or build options.
 *
 * Each (reference, variant) pair is compared exactly as `compare --base --head` compares base and
 * head (compareSuite, the gate, the report with its asks). Only Benjamini–Hochberg is shared: the
 * gated metrics of every pair form one family, so ten variants do not buy ten chances at a false
 * regression. That is done by deciding the gate once on the pairs' comparisons laid end to end,
 * then giving each pair its own benchmarks' decisions back, with its own status.
 */
import { compareSuite, type Comparison } from '../compare/compare-suite.js';
import { message } from '../model/message.js';
import type { Settings } from '../model/settings.js';
import type { Suite } from '../model/types.js';
import type { Status, VariantReport, VariantsReport } from './contract.js';
import { decideGate, type GateDecision, type MetricDecision } from './gate.js';
import { buildReport } from './index.js';
import { decideSweeps, type SweepDecision } from './sweep.js';

export interface VariantInput {
  name: string;
  files: string[];
  /** The suite of reference (base) against this variant (head). */
  suite: Suite;
}

/** The status of a part of the gate's decision, by the gate's own rule (review/gate.ts decideGate). */
function statusOf(settings: Settings, gated: MetricDecision[], unconfirmed: number, sweeps: SweepDecision[]): Status {
  const failed = gated.some((m) => m.verdict === 'regression' && m.confirmed) || sweeps.some((s) => s.capacity?.verdict === 'regression');
  const judged = gated.filter((m) => m.verdict !== 'insufficient-data').length;
  return settings.failOn !== 'never' && failed ? 'fail' : unconfirmed > 0 || judged === 0 ? 'neutral' : 'pass';
}

/**
 * Decide the gate over several comparisons at once (one Benjamini–Hochberg family) and split the
 * decision back per comparison, in order. Load sweeps are each comparison's own (decided on it
 * alone: the pairs' benchmarks share names, so the joined list would mix their sweeps).
 */
export function decideTogether(comparisons: readonly Comparison[], settings: Settings): GateDecision[] {
  const all = decideGate({ settings, benchmarks: comparisons.flatMap((c) => c.benchmarks), onlyIn: { base: [], head: [] } });
  let at = 0;
  return comparisons.map((comparison) => {
    const benchmarks = all.benchmarks.slice(at, at + comparison.benchmarks.length);
    at += comparison.benchmarks.length;
    const gated = benchmarks.flatMap((b) => (Object.values(b.metrics) as MetricDecision[]).filter((m) => m.gated));
    const mine = new Set<MetricDecision>(gated);
    const unconfirmed = all.unconfirmed.filter((u) => mine.has(u.decision));
    const sweeps = decideSweeps(comparison);
    return {
      settings,
      comparison,
      benchmarks,
      status: statusOf(settings, gated, unconfirmed.length, sweeps),
      unconfirmed,
      gatedCount: gated.length,
      judgedCount: gated.filter((m) => m.verdict !== 'insufficient-data').length,
      sweeps,
    };
  });
}

const WORST: Status[] = ['fail', 'neutral', 'pass'];

/** Every variant against the reference: one report per pair, decided together. */
export function variantsReport(reference: { name: string; files: string[] }, variants: readonly VariantInput[], settings: Settings): VariantsReport {
  const comparisons = variants.map((v) => compareSuite(v.suite.benchmarks, settings));
  const decisions = decideTogether(comparisons, settings);
  const reports: VariantReport[] = variants.map((v, i) => ({ name: v.name, vs: reference.name, files: [...v.files], report: buildReport(decisions[i], v.suite) }));
  const status = WORST.find((s) => reports.some((r) => r.report.status === s)) ?? 'neutral';
  const family = decisions.reduce((n, d) => n + d.benchmarks.reduce((k, b) => k + (Object.values(b.metrics) as MetricDecision[]).filter((m) => m.gated && m.comparison.pWorse !== null).length, 0), 0);
  return {
    schemaVersion: 1,
    kind: 'variants',
    status,
    headline: message('variants.headline', {
      reference: reference.name,
      names: reports.map((r) => r.name),
      regressions: reports.map((r) => r.report.summary.regressions),
      improvements: reports.map((r) => r.report.summary.improvements),
      statuses: reports.map((r) => r.report.status),
    }),
    reference: { name: reference.name, files: [...reference.files] },
    notes: variants.length > 1 ? [message('variants.family', { variants: variants.length, metrics: family, q: settings.q })] : [],
    variants: reports,
  };
}
