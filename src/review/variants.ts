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
import { message, type Message } from '../model/message.js';
import type { Settings } from '../model/settings.js';
import type { Suite } from '../model/types.js';
import type { Status, VariantReport, VariantsReport } from './contract.js';
import { asCost } from '../compare/metric-compare.js';
import { decideGate, isUngatedOneProcessRegression, statusOf, type GateDecision, type MetricDecision } from './gate.js';
import { buildReport } from './index.js';
import { decideSweeps } from './sweep.js';

export interface VariantInput {
  name: string;
  files: string[];
  /** The suite of reference (base) against this variant (head). */
  suite: Suite;
}

/**
 * Decide the gate over several comparisons at once (one Benjamini–Hochberg family) and split the
 * decision back per comparison, in order. Load sweeps are each comparison's own (decided on it
 * alone: the pairs' benchmarks share names, so the joined list would mix their sweeps).
 */
export function decideTogether(comparisons: readonly Comparison[], settings: Settings): GateDecision[] {
  const all = decideGate(
    { settings, benchmarks: comparisons.flatMap((c) => c.benchmarks), onlyIn: { base: [], head: [] } },
    { sweeps: false },
  );
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
      status: statusOf(settings, gated, unconfirmed.length, sweeps, benchmarks.filter(isUngatedOneProcessRegression).length),
      unconfirmed,
      gatedCount: gated.length,
      judgedCount: gated.filter((m) => m.verdict !== 'insufficient-data').length,
      sweeps,
    };
  });
}

const WORST: Status[] = ['fail', 'neutral', 'pass'];

/** Most notes on gated metrics wholly past their threshold but unconfirmed (each pair's review has them all). */
const MAX_UNCONFIRMED = 10;

/**
 * A gated metric whose interval lies wholly past its threshold, worse, that Benjamini–Hochberg over
 * every variant together did not confirm: alone it would be a regression.
 */
function whollyPastUnconfirmed(m: MetricDecision): boolean {
  if (!m.gated || m.confirmed || m.ciLow === null || m.ciHigh === null || m.comparison.ratio === null) return false;
  const [, lo] = asCost(m.comparison.ratio, m.ciLow, m.ciHigh, m.comparison.lowerIsBetter);
  return lo > 1 + m.comparison.threshold;
}

/** Every variant against the reference: one report per pair, decided together. */
export function variantsReport(
  reference: { name: string; files: string[] },
  variants: readonly VariantInput[],
  settings: Settings,
): VariantsReport {
  const comparisons = variants.map((v) => compareSuite(v.suite.benchmarks, settings));
  const decisions = decideTogether(comparisons, settings);
  const reports: VariantReport[] = variants.map((v, i) => ({
    name: v.name,
    vs: reference.name,
    files: [...v.files],
    report: buildReport(decisions[i], v.suite),
  }));
  const status = WORST.find((s) => reports.some((r) => r.report.status === s)) ?? 'neutral';
  const family = decisions.reduce(
    (n, d) =>
      n +
      d.benchmarks.reduce(
        (k, b) => k + (Object.values(b.metrics) as MetricDecision[]).filter((m) => m.gated && m.comparison.pWorse !== null).length,
        0,
      ),
    0,
  );
  // The headline counts what gates: benchmarks with a gated regression Benjamini–Hochberg confirmed.
  const regressions = decisions.map(
    (d) =>
      d.benchmarks.filter((b) =>
        (Object.values(b.metrics) as MetricDecision[]).some((m) => m.gated && m.confirmed && m.verdict === 'regression'),
      ).length,
  );
  const unconfirmed: Message[] = decisions.flatMap((d, i) =>
    d.benchmarks.flatMap((b) =>
      (Object.values(b.metrics) as MetricDecision[]).filter(whollyPastUnconfirmed).map((m) =>
        message('variants.unconfirmed', {
          variant: variants[i].name,
          benchmark: b.benchmark.name,
          metric: m.metric,
          ciLow: m.ciLow!,
          ciHigh: m.ciHigh!,
          threshold: m.comparison.threshold,
          family,
        }),
      ),
    ),
  );
  return {
    schemaVersion: 1,
    kind: 'variants',
    status,
    headline: message('variants.headline', {
      reference: reference.name,
      names: reports.map((r) => r.name),
      regressions,
      improvements: reports.map((r) => r.report.summary.improvements),
      statuses: reports.map((r) => r.report.status),
    }),
    reference: { name: reference.name, files: [...reference.files] },
    notes: [
      ...(variants.length > 1 ? [message('variants.family', { variants: variants.length, metrics: family, q: settings.q })] : []),
      ...unconfirmed.slice(0, MAX_UNCONFIRMED),
    ],
    variants: reports,
  };
}
